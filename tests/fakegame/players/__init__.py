"""Tally's computer players: both take as many counters as they may ("hard" is the one the
coach asks for hints and reviews, as in every game)."""

from __future__ import annotations

from solo_ai.controllers import CoachSettings, ControllerInfo

#: its name and description are texts of the game's catalogs (screens/locale/)
CONTROLLERS = (ControllerInfo(id="tally.greedy"), ControllerInfo(id="tally.hard"))


def make_thinker(controller, rules, state, seat, seed=0, time_limit=1.0, iterations=None):
    from solo_ai.thinker import Ready

    return Ready(rules.legal_actions(state)[-1])


def estimate(rules, state, seat, action, cache):
    """The coach's estimate of a move (no play-outs): the seat's points after it, and its lead."""
    after = rules.apply(state, action)
    totals = [sum(taken) for taken in after.taken]
    return totals[seat], totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


#: how the coach advises this game: its own estimate of a move's points
COACH = CoachSettings(estimate=f"{__name__}:estimate", categories=("counters",))
