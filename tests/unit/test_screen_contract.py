"""The shell relies on one written contract (web/agora_web/screens/base.py `Screen`), never on
asking a screen what it has: app.py probes nothing, reads only the contract's members, and every
screen (home, guide, review, each registered game's setup and game screens) keeps the contract.
A game's screen builds on GameScreenBase through public hooks only."""

from __future__ import annotations

import ast
import inspect
import sys
import types
from pathlib import Path

import pytest

from engine.core import registry

WEB = Path(__file__).resolve().parents[2] / "web" / "agora_web"
APP = WEB / "app.py"
#: the names app.py gives a screen (the current one is `self.screen`)
SCREEN_NAMES = {"s", "screen", "old"}


@pytest.fixture
def web(monkeypatch):
    """The web package with a stand-in for the page's `pyscript` module."""
    if "pyscript" not in sys.modules:
        monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=None, window=None))
    from web.agora_web import games
    from web.agora_web.screens import base, game_screen, guide_screen, home, review, seats

    return types.SimpleNamespace(
        games=games, base=base, game_screen=game_screen, guide=guide_screen, home=home, review=review, seats=seats
    )


def _screen_classes(web) -> "dict[str, type]":
    found = {"home": web.home.HomeScreen, "guide": web.guide.GuideScreen, "review": web.review.ReviewScreen}
    for game in registry.names():
        found[f"{game} setup"] = web.games.ui_module(game, "setup").SetupScreen
        found[f"{game} game"] = web.games.ui_module(game, "screen").GameScreen
    return found


def _app_tree() -> ast.Module:
    return ast.parse(APP.read_text(encoding="utf-8"))


def test_the_shell_asks_no_screen_what_it_has():
    probes = [
        f"line {node.lineno}: {node.func.id}"
        for node in ast.walk(_app_tree())
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("hasattr", "getattr")
    ]
    assert probes == []


def _screen_members_used(names=SCREEN_NAMES, shown=True) -> "set[str]":
    """Every attribute app.py reads or calls on a screen (the one shown is `self.screen`)."""
    used = set()
    for node in ast.walk(_app_tree()):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id in names:
            used.add(node.attr)
        elif (
            shown
            and isinstance(owner, ast.Attribute)
            and owner.attr == "screen"
            and isinstance(owner.value, ast.Name)
            and owner.value.id == "self"
        ):
            used.add(node.attr)
    return used


def test_the_shell_uses_only_what_the_contract_names(web):
    used = _screen_members_used()
    assert {"render", "handle", "on_resize", "name", "title"} <= used  # the walk sees the shell's calls
    assert sorted(used - set(dir(web.base.Screen))) == []


def test_a_game_screen_the_shell_makes_is_told_through_its_public_members(web):
    """Starting, opening or importing a game, the shell builds its screen (`game`): it saves it
    and gives it its save, through GameScreenBase's public members, never its fields."""
    used = _screen_members_used({"game"}, shown=False)
    assert {"save", "resume_from"} <= used
    base = web.game_screen.GameScreenBase
    assert sorted(n for n in used if n.startswith("_") or not callable(getattr(base, n, None))) == []


def test_every_screen_keeps_the_contract(web):
    Screen = web.base.Screen
    contract = {
        name: member for name, member in vars(Screen).items() if not name.startswith("_") and inspect.isfunction(member)
    }
    for label, cls in _screen_classes(web).items():
        assert issubclass(cls, Screen), label
        assert isinstance(cls.name, str) and cls.name, f"{label}: no name"
        assert cls.render is not Screen.render, f"{label}: no render()"
        for name, member in contract.items():
            mine = getattr(cls, name)
            assert callable(mine), f"{label}.{name} is not a method"
            want = list(inspect.signature(member).parameters)
            have = inspect.signature(mine).parameters
            positional = [p for p in have.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
            takes_rest = any(p.kind == p.VAR_POSITIONAL for p in have.values())
            assert takes_rest or len(positional) >= len(want), f"{label}.{name}{inspect.signature(mine)}"
            required = [p for p in positional if p.default is p.empty]
            assert len(required) <= len(want), f"{label}.{name} needs more than the shell gives"


def _private_overrides(cls, base) -> "list[str]":
    bases = [k for k in cls.__mro__ if issubclass(k, base)]
    own = [k for k in bases if k.__module__.split(".")[-2] != "screens"]  # the game's own classes
    inherited = {name for k in base.__mro__ for name in vars(k)}
    return sorted(
        {
            name
            for k in own
            for name in vars(k)
            if name.startswith("_") and not name.startswith("__") and name in inherited
        }
    )


def test_no_game_overrides_a_private_part_of_the_shared_screens(web):
    for game in registry.names():
        game_cls = web.games.ui_module(game, "screen").GameScreen
        setup_cls = web.games.ui_module(game, "setup").SetupScreen
        assert _private_overrides(game_cls, web.game_screen.GameScreenBase) == [], game
        assert _private_overrides(setup_cls, web.seats.SeatSetupBase) == [], game


def test_the_hooks_table_names_every_public_hook_a_game_overrides(web):
    """docs/architecture.md lists each hook a game provides: one the games use is not missing."""
    doc = (WEB.parents[1] / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = doc.split("### Game screen hooks", 1)[1].split("\n## ", 1)[0]
    base = web.game_screen.GameScreenBase
    inherited = {name for k in base.__mro__ if k is not object for name in vars(k)}
    missing = set()
    for game in registry.names():
        cls = web.games.ui_module(game, "screen").GameScreen
        for name in vars(cls):
            if name in inherited and not name.startswith("_") and not name.startswith("on_"):
                if f"`{name}" not in table:
                    missing.add(name)
    assert sorted(missing) == []


def test_saving_asks_the_screen_and_sets_none_of_its_fields():
    """tabs.py writes the document the screen gives (`save_document`) and tells the screen what
    became of it through its methods (`saved_as`, `stop`, `tell`): it assigns no field of a
    screen and imports no screen module."""
    tree = ast.parse((WEB / "services" / "tabs.py").read_text(encoding="utf-8"))
    written = []
    for node in ast.walk(tree):
        targets = (
            node.targets
            if isinstance(node, ast.Assign)
            else [node.target]
            if isinstance(node, (ast.AugAssign, ast.AnnAssign))
            else []
        )
        for target in targets:
            for part in ast.walk(target):
                if isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name) and part.value.id == "screen":
                    written.append(f"line {node.lineno}: screen.{part.attr}")
    assert written == []
    imports = [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module]
    assert not [m for m in imports if "screens" in m]
    calls = {
        node.func.attr for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    }
    assert {"save_document", "saved_as", "stop"} <= calls


#: the shared modules that are given a screen (never a game's own package)
SHARED = [WEB / "presentation", WEB / "services"]
#: the names the shared modules give a screen (`app.screen`, `self.screen` too)
SHARED_SCREEN_NAMES = {"screen", "s", "old", "game"}


def _is_screen(node) -> bool:
    """A screen object in the shared modules' code: a name they give one, or `<x>.screen`."""
    return (isinstance(node, ast.Name) and node.id in SHARED_SCREEN_NAMES) or (
        isinstance(node, ast.Attribute) and node.attr == "screen"
    )


def _shared_probes(source: str) -> "list[str]":
    """hasattr/getattr on a screen, and a screen's private members, in one module's code (a
    game's module asked for an optional function, getattr(mod, ...), is no screen)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("hasattr", "getattr")
            and node.args
            and _is_screen(node.args[0])
        ):
            found.append(f"line {node.lineno}: {node.func.id}({ast.unparse(node.args[0])}, ...)")
        elif (
            isinstance(node, ast.Attribute)
            and _is_screen(node.value)
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
        ):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def test_the_probe_finder_tells_a_screen_from_a_module():
    assert _shared_probes("getattr(screen, 'GAME', '')\nhasattr(app.screen, 'viewer')\nscreen._offered = 1") == [
        "line 1: getattr(screen, ...)",
        "line 2: hasattr(app.screen, ...)",
        "line 3: screen._offered",
    ]
    assert _shared_probes("getattr(mod, 'private', None)\ngetattr(advice, 'gains', None)\nscreen.viewer()") == []


def test_shared_modules_ask_no_screen_what_it_has():
    """presentation/ and services/ rely on what Screen and GameScreenBase declare, as the shell
    does: no hasattr/getattr on a screen, none of its private members."""
    probes = {}
    for folder in SHARED:
        for path in sorted(folder.glob("*.py")):
            found = _shared_probes(path.read_text(encoding="utf-8"))
            if found:
                probes[f"{folder.name}/{path.name}"] = found
    assert probes == {}


def test_what_the_twin_and_the_hints_ask_of_a_screen_is_declared(web):
    """The members the text twin and the hints read of a game screen have defaults in the
    contract (Screen) or GameScreenBase, so every game screen answers them."""
    base = web.game_screen.GameScreenBase
    for name in ("GAME", "record", "twin_asked", "twin_offered", "viewer", "handover", "AI_TIME_S"):
        assert hasattr(base, name), name
    assert web.base.Screen.GAME == "" and web.base.Screen.record is None  # no game: no twin
    assert base.handover(object.__new__(base)) is False
