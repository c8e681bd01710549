"""The games of the home screen and, for each playable one, where its screens live.

A playable game `g` has a package `agora_web.g` with two modules:

    g.setup   SetupScreen(app)                          the new-game screen
    g.game    GameScreen(app, save_id, created, record, rules, state, log)
              replay_with_log(record) → (rules, state, log), built on engine.core.records.steps

The shell (app.py) asks this module instead of naming a game. Nothing here imports a screen or a
rules engine until it is needed, and nothing touches the page (saves.py uses it in plain CPython).
"""

from __future__ import annotations

import importlib

#: every game of the home screen, in its order
ORDER = ("akropolis", "amytis", "pantikapaion", "pyramidion")
#: the games this version can set up, play, save and open
PLAYABLE = ("akropolis", "amytis", "pantikapaion", "pyramidion")


def is_playable(game: str) -> bool:
    return game in PLAYABLE


def ui_module(game: str, part: str):
    """The screen module `part` ("setup" or "game") of a playable game."""
    if game not in PLAYABLE:
        raise KeyError(f"no screens for the game {game!r}")
    return importlib.import_module(f".{game}.{part}", __package__)


def setup_screen(app, game: str):
    return ui_module(game, "setup").SetupScreen(app)


def game_screen(app, save_id: str, created: int, record):
    """The game screen of a record at its last move. Raises RecordError (with the reason) when
    the record cannot be played back."""
    from engine.core.errors import RecordError

    if record.game not in PLAYABLE:
        raise RecordError(f"unknown game {record.game!r}")
    module = ui_module(record.game, "game")
    rules, state, log = module.replay_with_log(record)
    return module.GameScreen(app, save_id, created, record, rules, state, log)
