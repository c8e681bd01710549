"""Architects of Amytis computer players.

    amytis.easy   takes the tile and cell (and project, favor) that score most at once
    amytis.hard   searches the next turns over re-dealt hidden tiles and project deck
                  (information-set Monte-Carlo tree search, see solo_ai/search.py)
"""

from __future__ import annotations

from ..controllers import ControllerInfo

#: thinking time of the hard player when the caller gives none (CPython seconds)
TIME_LIMIT = 0.7

CONTROLLERS = (
    ControllerInfo(
        id="amytis.easy",
        names={"en": "Easy", "ru": "Лёгкий"},
        description={
            "en": "Takes the tile and the cell that score the most points right now.",
            "ru": "Берёт плитку и клетку, которые сразу приносят больше всего очков.",
        },
    ),
    ControllerInfo(
        id="amytis.hard",
        names={"en": "Hard", "ru": "Сложный"},
        description={
            "en": "Plays out the next turns many times over, guessing the hidden tiles and "
                  "project cards, and keeps the move that fares best.",
            "ru": "Много раз разыгрывает следующие ходы, угадывая скрытые плитки и карты "
                  "проектов, и выбирает ход, который оказывается лучшим.",
        },
    ),
)


def make_thinker(controller: str, rules, state, seat: int, seed: int = 0,
                 time_limit: float = TIME_LIMIT, iterations=None):
    # The players' code is imported here, so listing them (the setup screen) stays light.
    from ..search import Greedy, Search
    from ..thinker import Ready
    from .heuristics import MODEL

    if rules.current_player(state) != seat:
        raise ValueError(f"seat {seat} is not the one to move")
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return Ready(legal[0])
    if controller == "amytis.easy":
        return Greedy(rules, state, seat, MODEL, seed, time_limit, iterations, depth=3)
    return Search(rules, state, seat, MODEL, seed, time_limit, iterations)
