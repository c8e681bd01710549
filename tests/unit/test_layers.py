"""The layers and the lazy imports (docs/architecture.md): web → solo_ai → engine, nothing imports
upwards, no game imports another, shared code imports no game (it finds them in the registry),
and a page that plays one game loads none of the others."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import registry

ROOT = Path(__file__).resolve().parents[2]
GAMES = registry.names()


def _imports(path: Path, package: str) -> "set[str]":
    """Every module a file imports (relative imports resolved against its package)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            out.add(base)
            out.update(f"{base}.{alias.name}" for alias in node.names)
    return out


def _modules(folder: str, package: str):
    """(file, its package, its imports) for every module of a folder."""
    for path in sorted((ROOT / folder).rglob("*.py")):
        rel = path.relative_to(ROOT / folder).with_suffix("")
        parts = [package, *rel.parts]
        own = ".".join(parts[:-1]) if path.name != "__init__.py" else ".".join(parts[:-1])
        yield path, own, _imports(path, own)


def _game_of(module: str) -> "str | None":
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in GAMES else None


LAYERS = [
    ("engine", "engine", ("solo_ai", "agora_web", "web", "pyscript", "pyodide")),
    ("solo_ai", "solo_ai", ("agora_web", "web", "pyscript", "pyodide")),
    ("web/agora_web", "agora_web", ()),
]


@pytest.mark.parametrize("folder,package,above", LAYERS)
def test_nothing_imports_upwards_and_no_game_imports_another(folder, package, above):
    problems = []
    for path, own, imports in _modules(folder, package):
        game = _game_of(own)
        for name in imports:
            top = name.split(".")[0]
            if top in above:
                problems.append(f"{path.relative_to(ROOT)} imports {name} (a layer above)")
            other = _game_of(name) if top in ("engine", "solo_ai", "agora_web") else None
            if game and other and other != game:
                problems.append(f"{path.relative_to(ROOT)} imports {name} (another game)")
            if not game and other:
                problems.append(
                    f"{path.relative_to(ROOT)} imports {name} (shared code names no game: "
                    f"it finds games through engine/core/registry.py)"
                )
    assert not problems, "\n".join(problems)


_ONE_GAME = r"""
import sys, types
sys.modules["pyscript"] = types.SimpleNamespace(document=None, window=None)
sys.path.insert(0, "web")
from agora_web import games
from agora_web.screens import home
from agora_web.presentation.log import replay_with_log
from agora_web.texts import i18n
from engine.core import records
from engine.core.protocol import Seat

class App:
    def render(self):
        pass

cards = "".join(home.game_card(g) for g in games.order())        # the home screen
screen = games.setup_screen(App(), "pyramidion")                   # its setup screen
screen.render()
record = records.new_record("pyramidion", [Seat("A"), Seat("B", "pyramidion.easy")], seed=3)
replay_with_log(record)                                           # its game's log, replayed
loaded = set(sys.modules)
print(" ".join(sorted(m for m in loaded if m.startswith(("engine.", "solo_ai", "agora_web.")))))
"""


def test_a_page_that_plays_one_game_loads_none_of_the_others():
    out = subprocess.run(
        [sys.executable, "-c", _ONE_GAME], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    # The home screen draws every game's card (its descriptor and emblem); the other games' rules,
    # computer players and screens stay unloaded.
    others = [
        m
        for m in out
        if _game_of(m) not in (None, "pyramidion")
        and (not m.startswith("agora_web.") or m.split(".")[2:3] in (["setup"], ["game"]))
    ]
    assert not others, others
    assert "agora_web.akropolis" in out  # the home cards were drawn
    assert "engine.pyramidion" in out and "solo_ai.pyramidion" in out
    # the setup screen listed the computer players without loading their search code
    assert "solo_ai.search" not in out and "solo_ai.pyramidion.heuristics" not in out
