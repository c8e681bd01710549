"""Tally's events: a model that knows nothing but the game's move events follows a game and must
agree with the engine's state after every move (tests/property/test_events_random_games.py, which
finds this module by the game's id)."""

from __future__ import annotations

from hypothesis import strategies as st

from engine.core import events as core_events

#: (players, options) of the games played, and how many
SETUPS = st.tuples(st.integers(2, 3), st.none())
EXAMPLES = 6


class Model:
    """The counters each seat took and how many are left in the pile."""

    def __init__(self, rules, state):
        self.taken = [() for _ in state.taken]
        self.left = len(state.pile)

    def event(self, e):
        if core_events.kind_of(e) == "taken":
            self.taken[e.seat] += e.counters
            self.left -= len(e.counters)

    def check(self, state):
        assert tuple(self.taken) == state.taken and self.left == len(state.pile)
