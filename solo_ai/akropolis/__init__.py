"""Akropolis computer players.

    akropolis.famous_architect  the solo opponent (seat 2 of a solo game): takes the tile its rule
                                prescribes (the engine allows no other move)
    akropolis.easy              the move that scores most points right now
    akropolis.medium            the move that leaves the best city by a heuristic that also values
                                what districts and plazas will bring later
    akropolis.hard              medium's judgement plus a look-ahead to the end of the next round
                                over re-dealt face-down stacks (see search.py); in a solo game
                                its placement is planned over sampled futures (plan.py)

Any of them, asked to play the Famous Architect's seat, plays its prescribed move.
"""

from __future__ import annotations

from ..controllers import CoachSettings, ControllerInfo

CONTROLLERS = (
    ControllerInfo(id="akropolis.famous_architect", solo_only=True),
    ControllerInfo(id="akropolis.easy"),
    ControllerInfo(id="akropolis.medium"),
    ControllerInfo(id="akropolis.hard"),
)

#: how the coach advises and reviews this game (solo_ai/coach.py)
COACH = CoachSettings(
    review_iterations=24,
    estimate="solo_ai.akropolis.coaching:estimate",
    parts="solo_ai.akropolis.reasons:parts",
    categories=("districts", "plazas", "stones"),
)


def thinks_deeper(state) -> int:
    """How many deeper forms the hard player has in `state` (solo_ai.make_thinker's `deep`, 1
    to this): a solo game's plan with the sizes of plan.DEEPER, each larger than the one
    before; none elsewhere."""
    if not state.options.solo:
        return 0
    from .plan import DEEPER

    return len(DEEPER)


def make_thinker(
    controller: str,
    rules,
    state,
    seat: int,
    seed: int = 0,
    time_limit: float = 1.5,
    iterations=None,
    deep: bool = False,
):
    # The players' code is imported here, so listing them (the setup screen) stays light.
    from ..thinker import Ready
    from .greedy import Easy, Medium
    from .search import Hard

    players = {"akropolis.easy": Easy, "akropolis.medium": Medium, "akropolis.hard": Hard}
    if rules.current_player(state) != seat:
        raise ValueError(f"seat {seat} is not the one to move")
    if rules.is_architect(state, seat):
        # The engine allows the Famous Architect exactly one move.
        return Ready(rules.legal_actions(state)[0])
    if controller == "akropolis.famous_architect":
        raise ValueError("the Famous Architect plays only the second seat of a solo game")
    if deep and controller == "akropolis.hard":
        from .plan import DEEPER

        sizes = DEEPER[min(int(deep), len(DEEPER)) - 1]
        # fixed iterations: at least the simulations the deeper form runs in the page
        if iterations is not None:
            iterations = max(iterations, sizes.simulations)
        return Hard(rules, state, seat, seed, time_limit, iterations, plan_sizes=sizes)
    return players[controller](rules, state, seat, seed, time_limit, iterations)
