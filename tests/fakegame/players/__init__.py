"""Tally's one computer player: takes as many counters as it may."""

from __future__ import annotations

from solo_ai.controllers import ControllerInfo

#: its name and description are texts of the game's catalogs (screens/locale/)
CONTROLLERS = (ControllerInfo(id="tally.greedy"),)


def make_thinker(controller, rules, state, seat, seed=0, time_limit=1.0, iterations=None):
    from solo_ai.thinker import Ready

    return Ready(rules.legal_actions(state)[-1])
