"""Games registered for a test run only: `--extra-game MODULE` (or AGORA_EXTRA_GAMES, names
separated by commas) adds the game whose module exports ENTRY (an engine.core.registry.Game) to
the one list before any test is collected, so every test that covers "all games" (they take
them from tests/helpers/games.py) covers it too; the browser tests then serve a copy of the site
with those games built in (tests/browser/conftest.py). `make test-fifth-game` runs the fast tests
so with Tally, the fake game of tests/fakegame/, and `make test-fifth-game-browser` the browser
tests."""

from __future__ import annotations

import importlib
import os


def pytest_addoption(parser):
    parser.addoption(
        "--extra-game",
        action="append",
        default=[],
        metavar="MODULE",
        help="register the game MODULE.ENTRY in engine/core/registry.GAMES for this run",
    )


def pytest_configure(config):
    from engine.core import registry

    names = list(config.getoption("extra_game"))
    names += [n.strip() for n in os.environ.get("AGORA_EXTRA_GAMES", "").split(",") if n.strip()]
    #: the modules registered, for the browser tests' copy of the site
    config.agora_extra_games = []
    for name in names:
        entry = importlib.import_module(name).ENTRY
        if entry.id not in registry.names():
            registry.GAMES.append(entry)
            config.agora_extra_games.append(name)


def pytest_report_header(config):
    from engine.core import registry

    return f"games: {', '.join(registry.names())}"
