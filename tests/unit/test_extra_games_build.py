"""A game kept outside the web package is built into a copy of the site as a fifth game of the
site would be (build/extra_games.py, `assemble.py --extra-game`): its screens in the web package
under its id, importing the package by the page's name; its rulebook's seed beside the others;
its rules and computer players in the wheel with its line of the one list; and the build's own
process knows it too. The shipped web/ and seeds/ are not touched."""

from __future__ import annotations

import sys
import types
import zipfile
from pathlib import Path

import pytest

from engine.core import registry

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))
import descriptors  # noqa: E402
import extra_games  # noqa: E402

REGISTRY = (ROOT / "engine" / "core" / "registry.py").read_text(encoding="utf-8")


@pytest.fixture
def staged(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "GAMES", [g for g in registry.GAMES if g.id != "tally"])
    wheel = tmp_path / "agora-0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr("engine/core/registry.py", REGISTRY)
        zf.writestr("engine/__init__.py", "")
    return extra_games.stage(["tests.fakegame"], ROOT / "web", ROOT / "seeds", wheel, tmp_path / "stage")


def test_its_screens_join_a_copy_of_the_web_package_under_its_id(staged):
    package = staged.web / "agora_web" / "tally"
    sources = {p.name: p.read_text(encoding="utf-8") for p in package.glob("*.py")}
    assert {"__init__.py", "setup.py", "screen.py", "log.py", "guide.py"} <= set(sources)
    assert all("web.agora_web" not in text for text in sources.values())
    assert "from agora_web.screens.game_screen import GameScreenBase" in sources["screen.py"]
    assert (package / "locale" / "ru.po").is_file() and (package / "guide.en.md").is_file()
    assert not (ROOT / "web" / "agora_web" / "tally").exists()
    # the build finds it as it finds every game: its start modules and its style sheet
    assert "agora_web.tally" in descriptors.game_start_modules(staged.web)
    assert package / "style.css" in descriptors.game_style_sheets(staged.web)


def test_its_rulebook_seed_joins_a_copy_of_the_seeds(staged):
    assert (staged.seeds / "tally.txt").read_bytes() == (ROOT / "tests" / "fakegame" / "tally.txt").read_bytes()
    assert not (ROOT / "seeds" / "tally.txt").exists()
    assert registry.entry("tally").web == ".tally"  # the build's own list has it, in the site's form


def test_the_wheel_carries_its_rules_players_and_its_line_of_the_list(staged):
    with zipfile.ZipFile(staged.wheel) as zf:
        names = set(zf.namelist())
        source = zf.read("engine/core/registry.py").decode("utf-8")
    assert {
        "tests/fakegame/__init__.py",
        "tests/fakegame/rules/__init__.py",
        "tests/fakegame/players/__init__.py",
    } <= names
    assert not any("screens" in name or "events_model" in name for name in names)
    module = types.ModuleType("engine.core.registry_as_shipped")
    module.__package__ = "engine.core"
    exec(compile(source, "registry.py", "exec"), module.__dict__)
    assert module.names() == [*[g.id for g in registry.GAMES if g.id != "tally"], "tally"]
    assert module.entry("tally") == module.Game("tally", "tests.fakegame.rules", "tests.fakegame.players", ".tally")


def test_a_game_in_the_list_already_is_refused(tmp_path, monkeypatch):
    from tests.fakegame import ENTRY

    monkeypatch.setattr(
        registry, "GAMES", [*registry.GAMES, ENTRY] if "tally" not in registry.names() else registry.GAMES
    )
    with pytest.raises(SystemExit, match="in the one list already"):
        extra_games.stage(["tests.fakegame"], ROOT / "web", ROOT / "seeds", tmp_path / "x.whl", tmp_path / "stage")
