"""Architects of Amytis computer players.

amytis.easy   takes the tile and cell (and project, favor) that score most at once
amytis.medium the same search with a tenth of the hard player's thinking, looking two turns
              ahead (the opponent's, then its own) with plainer play-outs
amytis.hard   searches the next three turns over re-dealt hidden tiles and project deck
              (information-set Monte-Carlo tree search, see solo_ai/search.py), its
              play-outs counting the favors that lines of architects earn
"""

from __future__ import annotations

from ..controllers import CoachSettings, ControllerInfo

#: thinking time of the hard player when the caller gives none (CPython seconds)
TIME_LIMIT = 0.7
#: the medium player's share of the hard player's thinking (time, or fixed iterations): with a
#: quarter (and the hard player's own model) it came within a few points of hard; a tenth of the
#: thinking, with the plainer two-turn model, puts it halfway between easy and hard
MEDIUM_SHARE = 0.1

CONTROLLERS = (
    ControllerInfo(id="amytis.easy"),
    ControllerInfo(id="amytis.medium"),
    ControllerInfo(id="amytis.hard"),
)

#: how the coach advises and reviews this game (solo_ai/coach.py)
COACH = CoachSettings(
    review_iterations=60,
    follow_up_tags=("take",),
    follow_up_share=0.25,
    follow_up_quick="amytis.easy",
    model="solo_ai.amytis.heuristics:MODEL",
    # the engine's score breakdown; what the model adds to it is the projects
    # in hand (heuristics.promise)
    categories=("garden", "market", "wall", "palace", "residence", "theater", "projects", "favors"),
)


def make_thinker(
    controller: str, rules, state, seat: int, seed: int = 0, time_limit: float = TIME_LIMIT, iterations=None
):
    # The players' code is imported here, so listing them (the setup screen) stays light.
    from ..search import Greedy, Search
    from ..thinker import Ready
    from .heuristics import HARD_MODEL, MODEL

    if rules.current_player(state) != seat:
        raise ValueError(f"seat {seat} is not the one to move")
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return Ready(legal[0])
    if controller == "amytis.easy":
        return Greedy(rules, state, seat, MODEL, seed, time_limit, iterations, depth=3)
    if controller == "amytis.medium":
        return Search(
            rules,
            state,
            seat,
            MODEL,
            seed,
            time_limit * MEDIUM_SHARE,
            None if iterations is None else max(1, int(iterations * MEDIUM_SHARE)),
        )
    return Search(rules, state, seat, HARD_MODEL, seed, time_limit, iterations)
