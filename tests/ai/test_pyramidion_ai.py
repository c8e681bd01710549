"""Pyramidion computer players: legal moves at every kind of decision and player count, thinking
in short steps, repeatable decisions, no peeking at hidden hands, decks, revolt tokens or boats,
and the hard player beating the easy one."""

from __future__ import annotations

import time

import msgspec
import pytest
from msgspec.structs import replace

import solo_ai
from engine.core.rng import Rng
from engine.pyramidion import RULES, Options
from engine.pyramidion import data
from tests.helpers.ticking_clock import SLACK, run_counted, tick_thinkers


PLAYERS = ("pyramidion.easy", "pyramidion.medium", "pyramidion.hard")
#: a small fixed amount of search: fast, and the same move on every machine
FEW = 10
BASIC = set(data.BASIC_IDS)


def random_position(seats: int, plies: int, seed: int, options: "Options | None" = None):
    """The position after `plies` random legal actions (fewer if the game ends first)."""
    state = RULES.new_game(seats, options, seed=seed)
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


def permuted(state, seat: int, seed: int):
    """The same position as `seat` sees it, with everything hidden from it in another order:
    the deck cards in other hands and in the deck, the other players' boats and the boat deck,
    the revolt tokens, the supply deck, the generator."""
    rng = Rng.from_seed(seed)
    others = [s for s in range(state.seats) if s != seat]
    cards = list(state.deck) + [c for s in others for c in state.hands[s] if c not in BASIC]
    cards, rng = rng.shuffled(cards)
    hands = list(state.hands)
    at = 0
    for s in others:
        keep = [c for c in state.hands[s] if c in BASIC]
        n = len(state.hands[s]) - len(keep)
        hands[s] = tuple(sorted(keep + cards[at : at + n]))
        at += n
    deck = tuple(cards[at:])
    boats_pool = list(state.boat_deck) + [b for s in others for b in state.boats[s]]
    boats_pool, rng = rng.shuffled(boats_pool)
    boats = list(state.boats)
    at = 0
    for s in others:
        n = len(state.boats[s])
        boats[s] = tuple(boats_pool[at : at + n])
        at += n
    revolt, rng = rng.shuffled(state.revolt_bag)
    supply, rng = rng.shuffled(state.supply_deck)
    other = replace(
        state,
        hands=tuple(hands),
        deck=deck,
        boats=tuple(boats),
        boat_deck=tuple(boats_pool[at:]),
        revolt_bag=tuple(revolt),
        supply_deck=tuple(supply),
        rng=Rng.from_seed(seed + 1),
    )
    assert RULES.view(other, seat) == RULES.view(state, seat)
    assert (other.hands, other.deck) != (state.hands, state.deck)
    return other


# --- the catalogue ---------------------------------------------------------------------------


def test_controllers_listed():
    infos = {c.id: c for c in solo_ai.controllers("pyramidion")}
    assert set(infos) == set(PLAYERS)
    for info in infos.values():
        assert not info.solo_only
    encoded = msgspec.json.encode(infos["pyramidion.easy"])
    assert msgspec.json.decode(encoded)["id"] == "pyramidion.easy"


def test_bad_requests():
    state = RULES.new_game(3, seed=1)
    seat = RULES.current_player(state)
    with pytest.raises(ValueError):
        solo_ai.make_thinker("pyramidion.nobody", RULES, state, seat)
    with pytest.raises(ValueError):
        solo_ai.make_thinker("pyramidion.easy", RULES, state, (seat + 1) % 3)
    with pytest.raises(ValueError):
        solo_ai.make_thinker("amytis.hard", RULES, state, seat)


# --- legal moves and short steps -------------------------------------------------------------

POSITIONS = [
    (seats, plies, seed)
    for seats in (2, 3, 4)
    for plies, seed in ((0, 1), (9, 2), (27, 3), (61, 4), (110, 5), (170, 6))
]


@pytest.mark.parametrize("seats,plies,seed", POSITIONS)
def test_every_player_moves_legally(seats, plies, seed):
    state = random_position(seats, plies, seed)
    if RULES.is_over(state):
        pytest.fail("the position is over: choose another seed")
    seat = RULES.current_player(state)
    legal = RULES.legal_actions(state)
    for controller in PLAYERS:
        action, _ = run(solo_ai.make_thinker(controller, RULES, state, seat, seed=seed, iterations=FEW))
        assert action in legal, controller


def test_every_kind_of_decision_is_answered():
    """Random games with the easy and a little-searching hard player: every decision kind the
    games meet is answered legally (apply raises otherwise)."""
    kinds = set()
    for seats, seed in ((2, 41), (3, 42), (4, 43)):
        state = RULES.new_game(seats, seed=seed)
        ply = 0
        while not RULES.is_over(state) and ply < 260:
            seat = RULES.current_player(state)
            kinds.add(state.queue[0].kind)
            controller = PLAYERS[(seat + ply // 40) % 2]
            state = RULES.apply(state, solo_ai.choose(controller, RULES, state, seat, seed=ply, iterations=3))
            ply += 1
    assert {"activate", "play", "load"} <= kinds


@pytest.mark.parametrize("controller", PLAYERS)
def test_steps_keep_to_their_budget(controller, monkeypatch):
    clock = tick_thinkers(monkeypatch)
    state = random_position(4, 75, 9)
    thinker = solo_ai.make_thinker(controller, RULES, state, RULES.current_player(state), seed=3, time_limit=0.3)
    action, longest, total = run_counted(thinker, clock, 0.03)
    assert action in RULES.legal_actions(state)
    assert longest <= 0.03 + SLACK  # a step stops at its first looks at the clock past its budget
    assert total <= 0.3 + 0.03 + SLACK  # and the thinking stops once its time limit is up


# --- repeatable, and blind to what is hidden -------------------------------------------------


@pytest.mark.parametrize("seats,plies,seed", [(2, 30, 51), (3, 64, 52), (4, 120, 53)])
def test_determinize_keeps_the_view_and_redeals_the_rest(seats, plies, seed):
    state = random_position(seats, plies, seed)
    seat = RULES.current_player(state)
    deals = set()
    for k in range(5):
        deal = RULES.determinize(state, seat, Rng.from_seed(k))
        assert RULES.view(deal, seat) == RULES.view(state, seat)
        assert sorted([c for h in deal.hands for c in h] + list(deal.deck)) == sorted(
            [c for h in state.hands for c in h] + list(state.deck)
        )
        assert sorted([b for bs in deal.boats for b in bs] + list(deal.boat_deck)) == sorted(
            [b for bs in state.boats for b in bs] + list(state.boat_deck)
        )
        for s in range(seats):
            # an opponent's basic cards never leave its hand in a re-deal
            assert {c for c in state.hands[s] if c in BASIC} <= set(deal.hands[s])
        deals.add(msgspec.json.encode(RULES.view(deal, None)))
    assert len(deals) == 5


@pytest.mark.parametrize(
    "seats,plies,seed", [(2, 5, 61), (2, 44, 62), (3, 20, 63), (3, 90, 64), (4, 33, 65), (4, 140, 66)]
)
def test_same_seed_same_move_whatever_is_hidden(seats, plies, seed):
    state = random_position(seats, plies, seed)
    if RULES.is_over(state):
        pytest.fail("the position is over: choose another seed")
    seat = RULES.current_player(state)
    other = permuted(state, seat, seed)
    for controller in PLAYERS:
        first = solo_ai.choose(controller, RULES, state, seat, seed=seed, iterations=FEW)
        again = solo_ai.choose(controller, RULES, state, seat, seed=seed, iterations=FEW)
        blind = solo_ai.choose(controller, RULES, other, seat, seed=seed, iterations=FEW)
        assert first == again == blind, controller


# --- strength --------------------------------------------------------------------------------


def play(lineup, seed, **think):
    state = RULES.new_game(len(lineup), seed=seed)
    ply = 0
    while not RULES.is_over(state):
        seat = RULES.current_player(state)
        state = RULES.apply(state, solo_ai.choose(lineup[seat], RULES, state, seat, seed=seed * 1000 + ply, **think))
        ply += 1
    return RULES.winners(state)[0], [s["total"] for s in RULES.scores(state)]


@pytest.mark.slow
def test_hard_beats_easy():
    wins = 0
    results = []
    for game in range(4):
        lineup = ["pyramidion.hard", "pyramidion.easy"]
        if game % 2:
            lineup.reverse()
        winner, scores = play(lineup, seed=700 + game, iterations=40)
        results.append((lineup, scores))
        wins += lineup[winner] == "pyramidion.hard"
    assert wins >= 3, results
