"""Pyramidion computer players.

pyramidion.easy   makes each decision for what it gains at once: the card that wins a
                  category in the city, the boat worth most, the resource a boat needs
pyramidion.medium the hard player's search with a tenth of its thinking
pyramidion.hard   plays the rest of the round out many times over re-dealt hidden hands,
                  decks, revolt tokens and boats (information-set Monte-Carlo tree search,
                  see solo_ai/search.py)
"""

from __future__ import annotations

from ..controllers import CoachSettings, ControllerInfo

#: thinking time of the hard player when the caller gives none (CPython seconds)
TIME_LIMIT = 0.7
#: the medium player's share of the hard player's thinking (time, or fixed iterations). With a
#: quarter, hard beat medium only 72% (57-84%, +3.5 points a game) of 40 games at fixed
#: iterations (120 against 30); with a tenth (120 against 12: about one play-out for each of its
#: best-looking moves) the levels are a step apart each way (docs/benchmarks.md, "levels a step
#: apart")
MEDIUM_SHARE = 0.1

CONTROLLERS = (
    ControllerInfo(id="pyramidion.easy"),
    ControllerInfo(id="pyramidion.medium"),
    ControllerInfo(id="pyramidion.hard"),
)

#: how the coach advises and reviews this game (solo_ai/coach.py)
COACH = CoachSettings(
    review_iterations=60,
    model="solo_ai.pyramidion.heuristics:MODEL",
    parts="solo_ai.pyramidion.reasons:parts",
    categories=("boats", "mercenary_bonus", "resources", "mercenaries", "intermediaries", "cards", "city"),
)


def make_thinker(
    controller: str, rules, state, seat: int, seed: int = 0, time_limit: float = TIME_LIMIT, iterations=None
):
    # The players' code is imported here, so listing them (the setup screen) stays light.
    from ..search import Greedy, Search
    from ..thinker import Ready
    from .heuristics import MODEL

    if rules.current_player(state) != seat:
        raise ValueError(f"seat {seat} is not the one to move")
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return Ready(legal[0])
    if controller == "pyramidion.easy":
        return Greedy(rules, state, seat, MODEL, seed, time_limit, iterations, depth=1)
    if controller == "pyramidion.medium":
        return Search(
            rules,
            state,
            seat,
            MODEL,
            seed,
            time_limit * MEDIUM_SHARE,
            None if iterations is None else max(1, int(iterations * MEDIUM_SHARE)),
        )
    return Search(rules, state, seat, MODEL, seed, time_limit, iterations)
