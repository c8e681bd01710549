"""A hint at Pyramidion's boat loading, where a rich seat has thousands of ways to pay, is
bounded: the coach works in pieces of bounded size (counted in moves listed and moves played,
not in seconds), a fixed search ends within a fixed number of pieces, and a hint stopped at its
deadline gives the best move found so far. (That the page gives a hint a computer turn's time
is in tests/unit/test_hints.py.)"""

from __future__ import annotations

import random

import pytest
from msgspec.structs import replace

from engine.core import registry
from engine.pyramidion.state import Load, Skip
from solo_ai.coach import HintTask
from solo_ai.search import ROLLOUT_SLICE, SOLVE_VISITS, WORK_SLICE

RULES = registry.get("pyramidion")


def loading_decision():
    """Seat 0 to load a boat, dealt with a fixed seed (random moves, boats left unloaded), then
    given every mercenary token and plenty of each resource: about as many ways to load a boat
    as the game allows (thousands), each worked out by the engine."""
    for seed in range(50):
        state, rnd = RULES.new_game(2, seed=seed), random.Random(seed)
        while not RULES.is_over(state):
            legal = RULES.legal_actions(state)
            task = state.queue[0] if state.queue else None
            if task is not None and task.kind == "load":
                if RULES.current_player(state) == 0 and len(legal) > 1:
                    resources = list(state.resources)
                    resources[0] = (6, 6, 8, 6, 6, 6)
                    return replace(
                        state, mercenaries=(0,) * len(state.mercenaries), resources=tuple(resources), merc_used=()
                    )
                move = Skip()
            else:
                move = legal[rnd.randrange(len(legal))]
            state = RULES.apply(state, move)
    raise AssertionError("no seed reaches a loading decision")


class Counting:
    """The rules, counting what the coach asks of them: moves listed and moves played."""

    def __init__(self, rules):
        self._rules = rules
        self.listed = self.played = self.longest = 0

    def __getattr__(self, name):
        return getattr(self._rules, name)

    def legal_actions(self, state):
        out = self._rules.legal_actions(state)
        self.listed += len(out)
        self.longest = max(self.longest, len(out))
        return out

    def apply(self, state, action):
        self.played += 1
        return self._rules.apply(state, action)


@pytest.fixture(scope="module")
def loading():
    state = loading_decision()
    assert sum(isinstance(a, Load) for a in RULES.legal_actions(state)) > 1000
    return state


def test_a_fixed_hint_at_a_loading_decision_ends_in_bounded_pieces(loading):
    rules = Counting(RULES)
    task = HintTask(rules, loading, 0, seed=7, iterations=60)
    pieces, most_listed, most_played = 0, 0, 0
    while True:
        rules.listed = rules.played = 0
        done = task.step(0)  # no time at all: one piece of work per step
        pieces += 1
        most_listed, most_played = max(most_listed, rules.listed), max(most_played, rules.played)
        if done:
            break
        # the exact solve of the game's end (every position visited, a pause every few), then
        # the search's iterations and the deals played out for the points
        assert pieces < SOLVE_VISITS // ROLLOUT_SLICE + 300, "the hint does not end within its fixed search"
    assert most_listed <= WORK_SLICE + rules.longest, most_listed
    assert most_played <= 2 * ROLLOUT_SLICE, most_played
    assert task.result().action in RULES.legal_actions(loading)


def test_a_hint_stopped_early_gives_the_best_found_so_far(loading):
    task = HintTask(RULES, loading, 0, seed=7, iterations=60)
    for _ in range(5):
        assert not task.step(0)
    advice = task.result()  # the caller's time is up: no exception, a legal move
    assert advice.action in RULES.legal_actions(loading)
    assert advice.points_expected == advice.points_now and advice.margin_expected == 0
    # a reason cut short: the score now only, which the page words as "in the time it had"
    assert advice.reason == {"now": round(advice.points_now)}
