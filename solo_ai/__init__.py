"""Computer players for Agora's games.

    controllers(game)      → the players a game offers (ids; their names and descriptions are
                             the game's catalog texts "ai.<id>", "ai_note.<id>"), found by the
                             game's id in engine/core/registry.py (solo_ai/<game>/ exports
                             CONTROLLERS and make_thinker, and imports its search code only
                             when a thinker is made)
    make_thinker(controller, rules, state, seat, seed=0, time_limit=1.5, iterations=None)
                           → a Thinker: call step(budget_s) until it returns True, then result()
    choose(...)            → the same in one call (loops step() until done)

Computer players only read what their seat may see: hidden parts of the state (the order of
face-down tiles, the generator) are never used for a decision.
"""

from __future__ import annotations

import importlib
from typing import Optional

from .controllers import ControllerInfo
from .thinker import Ready, Thinker

__all__ = ["ControllerInfo", "Thinker", "Ready", "controllers", "make_thinker", "choose"]


def _game_module(game: str):
    """The package of `game`'s computer players (named in engine/core/registry.py), or None."""
    from engine.core import registry

    try:
        package = registry.entry(game).ai
    except KeyError:
        return None
    return importlib.import_module(package) if package else None


def controllers(game: str) -> "list[ControllerInfo]":
    """The computer players offered for `game` (an empty list for a game without any)."""
    module = _game_module(game)
    return list(module.CONTROLLERS) if module is not None else []


def deeper_forms(rules, state) -> int:
    """How many deeper forms the game's hard player has in `state` (make_thinker's `deep`, 1
    to this, each thinking more than the one before), worth thinking ahead with while a human
    looks at the board; 0 when it has none."""
    deeper = getattr(_game_module(rules.name), "thinks_deeper", None)
    return int(deeper(state)) if deeper is not None else 0


def can_think_deep(rules, state) -> bool:
    """Whether the game's hard player has a deeper form in `state` (deeper_forms)."""
    return deeper_forms(rules, state) > 0


def make_thinker(
    controller: str,
    rules,
    state,
    seat: int,
    seed: int = 0,
    time_limit: float = 1.5,
    iterations: Optional[int] = None,
    deep: int = 0,
    lines: Optional[int] = None,
) -> Thinker:
    """A thinker choosing the move of `seat` (who must be the player to act) in `state`.

    `time_limit`: total thinking time in seconds over all step() calls. `iterations`: a fixed
    amount of search instead (then the time limit is not applied and the same seed gives the
    same move on every machine). `deep`: the hard player's deeper form of that depth (1 up to
    deeper_forms; True is 1), where the game has one, for thinking that has seconds to spare.
    `lines`: for a player that looks at its turn (solo_ai.search.Greedy), a bound on the lines
    it judges, repeatable as `iterations` is (given only to a game whose coach settings name
    review_lines, which its make_thinker then accepts)."""
    game, _, _level = controller.partition(".")
    module = _game_module(game)
    if module is None or controller not in {c.id for c in module.CONTROLLERS}:
        raise ValueError(f"unknown computer player {controller!r}")
    if rules.name != game:
        raise ValueError(f"{controller!r} does not play {rules.name}")
    extra = {}
    if deep and hasattr(module, "thinks_deeper"):
        extra["deep"] = int(deep)
    if lines is not None:
        extra["lines"] = lines
    return module.make_thinker(controller, rules, state, seat, seed, time_limit, iterations, **extra)


def choose(
    controller: str,
    rules,
    state,
    seat: int,
    seed: int = 0,
    time_limit: float = 1.5,
    iterations: Optional[int] = None,
    deep: int = 0,
    lines: Optional[int] = None,
):
    """The move of `seat` in `state`, thinking in one go (`deep` and `lines`: as make_thinker)."""
    thinker = make_thinker(controller, rules, state, seat, seed, time_limit, iterations, deep, lines)
    while not thinker.step(0.05):
        pass
    return thinker.result()
