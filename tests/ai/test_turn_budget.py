"""A budget per turn: the TurnClock shares one budget between a seat's consecutive decisions, and
a search against the clock hands its subtree to the next decision of the same turn (a search
with fixed iterations never does, so it stays repeatable)."""

from __future__ import annotations

import pytest
import test_pantikapaion_ai as pantikapaion_t

import solo_ai
from engine.pantikapaion import RULES
from solo_ai import search
from solo_ai.pantikapaion.heuristics import MODEL
from solo_ai.thinker import TurnClock


def test_a_turns_decisions_share_one_budget():
    clock = TurnClock(1.0, share=0.5, floor_s=0.05)
    assert clock.begin(0) == pytest.approx(0.5)
    clock.spend(0.5)
    assert clock.begin(0) == pytest.approx(0.25)
    clock.spend(0.25)
    clock.spend(0.25)
    assert clock.begin(0) == pytest.approx(0.05)  # spent: only the floor is left
    # the next seat starts a turn of its own
    assert clock.begin(1) == pytest.approx(0.5)


def test_a_whole_turn_stays_within_the_budget_plus_a_floor():
    clock = TurnClock(1.2, share=0.6, floor_s=0.05)
    used = 0.0
    for _ in range(12):  # a long turn: each decision uses all it is given
        limit = clock.begin(3)
        clock.spend(limit)
        used += limit
    assert used <= 1.2 + 12 * 0.05
    single = TurnClock(0.9, share=1.0)
    assert single.begin(0) == pytest.approx(0.9)


def test_bad_budgets_are_refused():
    with pytest.raises(ValueError):
        TurnClock(0.0)
    with pytest.raises(ValueError):
        TurnClock(1.0, share=1.5)


def _turn_with_two_decisions():
    """A Pantikapaion position whose mover decides again right after the hard player's move."""
    for seed in range(30):
        state = pantikapaion_t.random_position(2, 20 + seed, seed)
        if RULES.is_over(state):
            continue
        seat = RULES.current_player(state)
        if len(RULES.legal_actions(state)) < 3:
            continue
        thinker = search.Search(RULES, state, seat, MODEL, seed=1, time_limit=0.3)
        while not thinker.step(0.05):
            pass
        after = RULES.apply(state, thinker.result())
        if RULES.current_player(after) == seat and len(RULES.legal_actions(after)) > 1:
            return after, seat
    pytest.fail("no such position found: choose other seeds")


def test_the_next_decision_of_a_turn_reuses_the_tree():
    search._kept.entry = None
    after, seat = _turn_with_two_decisions()
    timed = search.Search(RULES, after, seat, MODEL, seed=2, time_limit=0.2)
    assert timed.reused and timed.root.visits > 0
    # nothing left for anyone else: the kept subtree is taken once
    assert search._kept.entry is None


def test_fixed_iterations_neither_keep_nor_reuse_a_tree():
    after, seat = _turn_with_two_decisions()
    assert search._kept.entry is not None  # the timed search that led here kept its subtree
    fixed = search.Search(RULES, after, seat, MODEL, seed=2, iterations=8)
    assert not fixed.reused
    search._kept.entry = None
    while not fixed.step(0.05):
        pass
    assert search._kept.entry is None
    # the same fixed search again, with a kept subtree of this very position on offer: ignored
    search._kept.put(RULES, after, seat, MODEL, search.Node(-1))
    again = search.Search(RULES, after, seat, MODEL, seed=2, iterations=8)
    assert not again.reused
    while not again.step(0.05):
        pass
    assert again.result() == fixed.result()
    search._kept.entry = None
    # the hard player (a look at its whole turn, no tree) is repeatable too
    first = solo_ai.choose("pantikapaion.hard", RULES, after, seat, seed=2, iterations=8)
    assert first == solo_ai.choose("pantikapaion.hard", RULES, after, seat, seed=2, iterations=8)
