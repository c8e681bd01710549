"""The one list of Agora's games, and name → rules object.

A game lives in up to three packages, one per layer: its rules engine (exporting `RULES`), its
computer players (exporting `CONTROLLERS` and `make_thinker`, see solo_ai/__init__.py) and its
screens (see web/agora_web/games.py). `GAMES` names them; every layer finds a game's package
here by the game's id, so adding a game means writing its packages and adding one line below.

The entries are names, not imports: each layer imports only its own package of a game, and only
when asked for it, so a page that plays one game never loads the others.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, NamedTuple, Optional

if TYPE_CHECKING:  # only named: importing the list of games loads no msgspec
    from .protocol import Rules


class Game(NamedTuple):
    """Where one game's packages are (dotted module names; None: the game has no such layer)."""

    id: str
    #: the rules engine: exports RULES (a `Rules`)
    engine: str
    #: the computer players: export CONTROLLERS and make_thinker
    ai: Optional[str] = None
    #: the screens: a name starting with "." is relative to the web package (agora_web)
    web: Optional[str] = None


def standard(game_id: str) -> Game:
    """A game laid out as Agora's own: engine/<id>, solo_ai/<id>, web/agora_web/<id>."""
    return Game(game_id, f"engine.{game_id}", f"solo_ai.{game_id}", f".{game_id}")


#: every game, in the home screen's order
GAMES: "list[Game]" = [
    standard("akropolis"),
    standard("amytis"),
    standard("pantikapaion"),
    standard("pyramidion"),
]


def names() -> "list[str]":
    return [game.id for game in GAMES]


def entry(name: str) -> Game:
    """The list's entry of a game; KeyError (naming the known ones) for an unknown id."""
    for game in GAMES:
        if game.id == name:
            return game
    known = ", ".join(sorted(names()))
    raise KeyError(f"unknown game {name!r} (known: {known})")


def get(name: str) -> Rules:
    return importlib.import_module(entry(name).engine).RULES


def games() -> "dict[str, Rules]":
    return {name: get(name) for name in names()}
