"""Share links of unfinished Pantikapaion and Pyramidion games at random positions: the re-deal
(engine/core/redeal.py) always succeeds, the sharing seat's view is the same after every move,
and what the re-deal keeps and changes is as it should be."""

import random

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import records
from engine.core.protocol import Seat
from engine.core.redeal import redeal
from engine.pantikapaion.hidden import DEALER as PANTIKAPAION
from engine.pyramidion.hidden import DEALER as PYRAMIDION

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
DEALERS = {"pantikapaion": PANTIKAPAION, "pyramidion": PYRAMIDION}


def fast(n):
    return settings(max_examples=n, deadline=None, derandomize=True, database=None)


def _position(game: str, players: int, seed: int, fraction: float):
    """A random game of `game` stopped at `fraction` of its length (never over)."""
    record = records.new_record(game, [Seat(f"P{i}") for i in range(players)], seed=seed)
    rules, state = records.replay(record)
    choose = random.Random(seed)
    moves = []
    while not rules.is_over(state):
        move = choose.choice(rules.legal_actions(state))
        state = rules.apply(state, move)
        moves.append(msgspec.to_builtins(move))
    cut = max(0, min(len(moves) - 1, int(len(moves) * fraction)))
    return msgspec.structs.replace(record, moves=moves[:cut]), rules


def _views(record, seat):
    rules, start, walk = records.steps(record)
    return [msgspec.json.encode(rules.view(s, seat)) for s in [start] + [a for _b, _m, a in walk]]


def _log(record, seat):
    """What every move told `seat` (its events, redacted for it): its log."""
    rules, _start, walk = records.steps(record)
    return [msgspec.json.encode(rules.describe_for(seat, b, m, a)) for b, m, a in walk]


@fast(40)
@given(
    game=st.sampled_from(sorted(DEALERS)),
    players=st.integers(2, 4),
    seed=SEEDS,
    fraction=st.floats(0.0, 1.0),
    share_seed=SEEDS,
    seat_pick=st.integers(0, 3),
)
def test_the_sharing_seat_sees_the_same_game(game, players, seed, fraction, share_seed, seat_pick):
    record, rules = _position(game, players, seed, fraction)
    seat = seat_pick % players
    public = redeal(record, seat, share_seed, DEALERS[game])
    assert public.moves == record.moves and public.players == record.players
    assert public.options == record.options
    assert _views(public, seat) == _views(record, seat)
    assert _log(public, seat) == _log(record, seat)
    # the record survives its JSON form
    assert records.encode(records.decode(records.encode(public))) == records.encode(public)


@fast(15)
@given(players=st.integers(1, 4), seed=SEEDS, fraction=st.floats(0.0, 1.0), share_seed=SEEDS)
def test_pantikapaion_views_are_the_same_for_every_seat(players, seed, fraction, share_seed):
    record, rules = _position("pantikapaion", players, seed, fraction)
    public = redeal(record, 0, share_seed, PANTIKAPAION)
    _r, state = records.replay(record)
    for seat in range(state.seats):
        assert _views(public, seat) == _views(record, seat)


def test_a_card_the_sharer_drew_and_lost_in_the_same_move_stays_in_the_link():
    # A hire in a round's last move: the deck ran out and was shuffled just before the draw, the
    # card went face down with the hands at the round's end, and the deck was shuffled again,
    # all within one move. The sharer saw the card (their log names it): the link keeps it.
    record, rules = _position("pyramidion", 4, 84, 1.0)
    rules, _start, walk = records.steps(record)
    found = None
    for index, (before, move, after) in enumerate(walk):
        events = rules.describe(before, move, after)
        names = [type(e).__name__ for e in events]
        if names[:3] == ["Hired", "PileShuffled", "CardsDrawn"] and "HandsDiscarded" in names:
            found = index, events[0].seat
            break
    assert found, "the scenario needs such a move"
    index, seat = found
    cut = msgspec.structs.replace(record, moves=record.moves[: index + 1])
    for share_seed in range(20):
        public = redeal(cut, seat, share_seed, PYRAMIDION)
        assert _log(public, seat) == _log(cut, seat)


@fast(200)
@given(
    players=st.integers(3, 4), seed=SEEDS, fraction=st.floats(0.0, 1.0), share_seed=SEEDS, seat_pick=st.integers(0, 3)
)
def test_pyramidion_links_tell_the_sharer_the_same_log(players, seed, fraction, share_seed, seat_pick):
    record, _rules = _position("pyramidion", players, seed, fraction)
    seat = seat_pick % players
    public = redeal(record, seat, share_seed.to_bytes(16, "little"), PYRAMIDION)
    assert _log(public, seat) == _log(record, seat)
