"""Architects of Amytis computer players: legal moves, thinking in short steps, repeatable
decisions, no peeking at the hidden tiles or the project deck, and the hard player beating the
easy one."""

from __future__ import annotations

import time

import msgspec
import pytest
from msgspec.structs import replace

import solo_ai
from engine.amytis import RULES, Options
from engine.core.rng import Rng
from engine.amytis.hidden import hidden_tiles
from tests.helpers.ticking_clock import SLACK, run_counted, tick_thinkers

PLAYERS = ("amytis.easy", "amytis.medium", "amytis.hard")
#: a small fixed amount of search: fast, and the same move on every machine
FEW = 12


def random_position(plies: int, seed: int, options: "Options | None" = None):
    """The position after `plies` random legal actions (fewer if the game ends first)."""
    state = RULES.new_game(2, options, seed=seed)
    rng = Rng.from_seed(seed * 7919 + plies)
    for _ in range(plies):
        if RULES.is_over(state):
            break
        actions = RULES.legal_actions(state)
        i, rng = rng.below(len(actions))
        state = RULES.apply(state, actions[i])
    return state


def run(thinker, budget=0.03):
    """Steps a thinker to the end; returns (action, longest single step in seconds)."""
    longest = 0.0
    while True:
        start = time.perf_counter()
        done = thinker.step(budget)
        longest = max(longest, time.perf_counter() - start)
        if done:
            return thinker.result(), longest


def permuted(state, seed: int):
    """The same position as both players see it, with the hidden parts in another order: the
    tiles under the stack tops and in the box, the project deck, the generator."""
    rng = Rng.from_seed(seed)
    hidden = [t for pile in state.stacks for t in pile[:-1]] + list(state.unused)
    hidden, rng = rng.shuffled(hidden)
    stacks, at = [], 0
    for pile in state.stacks:
        n = max(len(pile) - 1, 0)
        stacks.append(tuple(hidden[at : at + n]) + tuple(pile[-1:]))
        at += n
    deck, rng = rng.shuffled(state.deck)
    other = replace(
        state, stacks=tuple(stacks), unused=tuple(hidden[at:]), deck=tuple(deck), rng=Rng.from_seed(seed + 1)
    )
    assert RULES.view(other, 0) == RULES.view(state, 0)
    assert RULES.view(other, None) != RULES.view(state, None)
    return other


SIDES_B = Options(garden="B", market="B", wall="B", palace="B", residence="B", theater="B", revised_deal=True)


# --- the catalogue ---------------------------------------------------------------------------


def test_controllers_listed():
    infos = {c.id: c for c in solo_ai.controllers("amytis")}
    assert set(infos) == set(PLAYERS)
    for info in infos.values():
        assert not info.solo_only
    assert msgspec.json.decode(msgspec.json.encode(infos["amytis.hard"]))["id"] == "amytis.hard"


def test_bad_requests():
    state = RULES.new_game(2, seed=1)
    with pytest.raises(ValueError):
        solo_ai.make_thinker("amytis.nobody", RULES, state, 0)
    with pytest.raises(ValueError):
        solo_ai.make_thinker("amytis.easy", RULES, state, 1)  # not this seat's turn
    with pytest.raises(ValueError):
        solo_ai.make_thinker("akropolis.easy", RULES, state, 0)


# --- legal moves and short steps -------------------------------------------------------------

POSITIONS = [
    (plies, seed, options)
    for seed, plies in enumerate((0, 1, 2, 3, 7, 18, 33, 41, 56, 70))
    for options in ((None, SIDES_B) if seed % 3 == 0 else (None,))
]


@pytest.mark.parametrize("plies,seed,options", POSITIONS)
def test_every_player_moves_legally(plies, seed, options):
    state = random_position(plies, seed, options)
    if RULES.is_over(state):
        pytest.fail("the position is over: choose another seed")
    seat = RULES.current_player(state)
    legal = RULES.legal_actions(state)
    for controller in PLAYERS:
        action, _ = run(solo_ai.make_thinker(controller, RULES, state, seat, seed=seed, iterations=FEW))
        assert action in legal, controller


def test_a_single_legal_action_is_played_at_once():
    state = random_position(1, 3)
    assert state.step == "place"
    thinker = solo_ai.make_thinker("amytis.hard", RULES, state, state.turn, iterations=FEW)
    assert not thinker.done
    # a favor with a single free space left to the player
    forced = replace(state, step="favor", favors=(0, 0, 0, 0, 0, 0, -1), bottom=(4, 0))
    assert len(RULES.legal_actions(forced)) == 1
    for controller in PLAYERS:
        thinker = solo_ai.make_thinker(controller, RULES, forced, forced.turn)
        assert thinker.step(0.0) and thinker.result() == RULES.legal_actions(forced)[0]


@pytest.mark.slow
def test_whole_games_are_legal():
    state = RULES.new_game(2, SIDES_B, seed=77)
    lineup = ("amytis.hard", "amytis.easy")
    ply = 0
    while not RULES.is_over(state):
        seat = RULES.current_player(state)
        state = RULES.apply(state, solo_ai.choose(lineup[seat], RULES, state, seat, seed=ply, iterations=4))
        ply += 1
    assert ply > 40


@pytest.mark.parametrize("controller", PLAYERS)
def test_steps_keep_to_their_budget(controller, monkeypatch):
    clock = tick_thinkers(monkeypatch)
    state = random_position(30, 5)
    while state.step != "take":
        state = RULES.apply(state, RULES.legal_actions(state)[0])
    thinker = solo_ai.make_thinker(controller, RULES, state, state.turn, seed=3, time_limit=0.3)
    action, longest, total = run_counted(thinker, clock, 0.03)
    assert action in RULES.legal_actions(state)
    assert longest <= 0.03 + SLACK  # a step stops at its first looks at the clock past its budget
    assert total <= 0.3 + 0.03 + SLACK  # and the thinking stops once its time limit is up


def test_result_before_the_end_is_a_legal_fallback():
    state = random_position(12, 4)
    thinker = solo_ai.make_thinker("amytis.hard", RULES, state, state.turn, iterations=FEW)
    assert thinker.result() in RULES.legal_actions(state)


# --- repeatable, and blind to what is hidden -------------------------------------------------


def test_determinize_keeps_the_view_and_redeals_the_rest():
    state = random_position(9, 12)
    deals = set()
    for k in range(6):
        deal = RULES.determinize(state, state.turn, Rng.from_seed(k))
        for seat in (0, 1):
            assert RULES.view(deal, seat) == RULES.view(state, seat)
        assert hidden_tiles(deal) == hidden_tiles(state)
        assert sorted(deal.deck) == sorted(state.deck)
        deals.add(msgspec.json.encode(RULES.view(deal, None)))
    assert len(deals) == 6


@pytest.mark.parametrize("plies,seed", [(0, 21), (1, 22), (6, 23), (14, 24), (25, 25), (38, 26)])
def test_same_seed_same_move_whatever_is_hidden(plies, seed):
    state = random_position(plies, seed, SIDES_B if seed % 2 else None)
    if RULES.is_over(state):
        pytest.fail("the position is over: choose another seed")
    other = permuted(state, seed)
    seat = state.turn
    for controller in PLAYERS:
        first = solo_ai.choose(controller, RULES, state, seat, seed=seed, iterations=FEW)
        again = solo_ai.choose(controller, RULES, state, seat, seed=seed, iterations=FEW)
        blind = solo_ai.choose(controller, RULES, other, seat, seed=seed, iterations=FEW)
        assert first == again == blind, controller


# --- strength --------------------------------------------------------------------------------


def play(lineup, seed, **think):
    state = RULES.new_game(2, seed=seed)
    ply = 0
    while not RULES.is_over(state):
        seat = state.turn
        state = RULES.apply(state, solo_ai.choose(lineup[seat], RULES, state, seat, seed=seed * 1000 + ply, **think))
        ply += 1
    return [s["total"] for s in RULES.scores(state)]


@pytest.mark.slow
def test_hard_beats_easy():
    wins = 0
    results = []
    for game in range(4):
        lineup = ["amytis.hard", "amytis.easy"]
        if game % 2:
            lineup.reverse()
        scores = play(lineup, seed=600 + game, iterations=60)
        hard = scores[lineup.index("amytis.hard")]
        easy = scores[lineup.index("amytis.easy")]
        results.append((hard, easy))
        wins += hard > easy
    assert wins >= 3, results


# --- the hard player's play-outs count favors ------------------------------------------------


def test_taking_a_stack_that_closes_a_line_counts_its_favor():
    from solo_ai.amytis.heuristics import favor_gain, take_values

    state = RULES.new_game(2, seed=31)
    assert state.step == "take"
    seat = state.turn
    # two of the seat's architects on stacks 0 and 1: an architect on stack 2 closes the top row
    architects = (seat, seat) + (-1,) * 7
    state = replace(state, architects=architects)
    plain = dict((stack, value) for value, stack in take_values(state, seat))
    counted = dict((stack, value) for value, stack in take_values(state, seat, favors=True))
    assert set(plain) == set(counted) == set(range(2, 9))
    favor = favor_gain(state, seat)
    assert favor > 0
    assert counted[2] == plain[2] + favor
    assert all(counted[s] == plain[s] for s in range(3, 9))
    # with no pawn left a favor is worth nothing
    spent = replace(
        state,
        bottom=tuple(4 if s == seat else 0 for s in range(2)),
        favors=tuple(seat if i == 0 else -1 for i in range(7)),
    )
    assert favor_gain(spent, seat) == 0


def test_medium_thinks_a_share_of_hard_with_the_shorter_look():
    from solo_ai.amytis import MEDIUM_SHARE

    state = RULES.new_game(2, seed=5)
    seat = state.turn
    hard = solo_ai.make_thinker("amytis.hard", RULES, state, seat, iterations=300)
    medium = solo_ai.make_thinker("amytis.medium", RULES, state, seat, iterations=300)
    assert hard.iterations == 300 and medium.iterations == int(300 * MEDIUM_SHARE) < 300
    assert hard.model.horizon_turns > medium.model.horizon_turns
    assert hard.model.favor_aware and not medium.model.favor_aware
    timed = solo_ai.make_thinker("amytis.medium", RULES, state, seat, time_limit=0.5)
    assert timed.time_limit == pytest.approx(0.5 * MEDIUM_SHARE)
