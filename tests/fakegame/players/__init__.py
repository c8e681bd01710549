"""Tally's one computer player: takes as many counters as it may."""

from __future__ import annotations

from solo_ai.controllers import ControllerInfo

CONTROLLERS = (
    ControllerInfo(id="tally.greedy", names={"en": "Greedy", "ru": "Жадный"},
                   description={"en": "Always takes two.", "ru": "Всегда берёт два."}),
)


def make_thinker(controller, rules, state, seat, seed=0, time_limit=1.0, iterations=None):
    from solo_ai.thinker import Ready

    return Ready(rules.legal_actions(state)[-1])
