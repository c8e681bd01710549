"""Pantikapaion computer players.

    pantikapaion.automa  the solo opponent (seat 2 of a solo game): makes the move its rules
                         prescribe (the engine allows no other)
    pantikapaion.easy    makes each choice of its turn for what it is worth at once, looking one
                         choice ahead (a tile with its placement, a building with its spot)
    pantikapaion.medium  the hard player's search with a quarter of its thinking
    pantikapaion.hard    tries many whole turns: tile, placement, development, building spot,
                         steps and properties (information-set Monte-Carlo tree search over a
                         re-shuffled bag, see solo_ai/search.py)

Any of them, asked to play the automa's seat, plays its prescribed move.
"""

from __future__ import annotations

from ..controllers import ControllerInfo

#: thinking time of the hard player when the caller gives none (CPython seconds)
TIME_LIMIT = 0.7
#: the medium player's share of the hard player's thinking (time, or fixed iterations)
MEDIUM_SHARE = 0.25

CONTROLLERS = (
    ControllerInfo(
        id="pantikapaion.automa",
        names={"en": "Automius", "ru": "Автомий"},
        description={
            "en": "The solo opponent: takes the tile the trireme lands on, then builds by its "
                  "priority or takes a cube.",
            "ru": "Соперник в одиночной игре: забирает плитку, на которой остановилась "
                  "трирема, затем строит по своему порядку или берёт куб.",
        },
        solo_only=True,
    ),
    ControllerInfo(
        id="pantikapaion.easy",
        names={"en": "Easy", "ru": "Лёгкий"},
        description={
            "en": "Makes each choice for the points it is worth right away.",
            "ru": "Делает каждый выбор ради очков, которые он приносит сразу.",
        },
    ),
    ControllerInfo(
        id="pantikapaion.medium",
        names={"en": "Medium", "ru": "Средний"},
        description={
            "en": "Tries a few dozen whole turns and keeps the one that leaves the best city. "
                  "Thinks a quarter as long as hard.",
            "ru": "Перебирает несколько десятков вариантов хода целиком и выбирает тот, что "
                  "оставляет лучший город. Думает вчетверо меньше сильного.",
        },
    ),
    ControllerInfo(
        id="pantikapaion.hard",
        names={"en": "Hard", "ru": "Сложный"},
        description={
            "en": "Tries hundreds of whole turns — tile, placement, building, steps — and keeps "
                  "the one that leaves the best city; in the last round it plays the game out.",
            "ru": "Перебирает сотни вариантов хода целиком — плитка, место, здание, шаги — и "
                  "выбирает лучший; в последнем раунде доигрывает партию до конца.",
        },
    ),
)


def make_thinker(controller: str, rules, state, seat: int, seed: int = 0,
                 time_limit: float = TIME_LIMIT, iterations=None):
    # The players' code is imported here, so listing them (the setup screen) stays light.
    from ..search import Greedy, Search
    from ..thinker import Ready
    from .heuristics import MODEL, is_automa

    if rules.current_player(state) != seat:
        raise ValueError(f"seat {seat} is not the one to move")
    legal = rules.legal_actions(state)
    if is_automa(state, seat):
        # The engine allows the automa exactly one move.
        return Ready(legal[0])
    if controller == "pantikapaion.automa":
        raise ValueError("the automa plays only the second seat of a solo game")
    if len(legal) == 1:
        return Ready(legal[0])
    if controller == "pantikapaion.easy":
        return Greedy(rules, state, seat, MODEL, seed, time_limit, iterations, depth=2)
    if controller == "pantikapaion.medium":
        return Search(rules, state, seat, MODEL, seed, time_limit * MEDIUM_SHARE,
                      None if iterations is None else max(1, int(iterations * MEDIUM_SHARE)))
    return Search(rules, state, seat, MODEL, seed, time_limit, iterations)
