"""Re-dealing for shared links (engine/core/redeal.py): planned and traced shuffles in the
generator, records that carry planned shuffles, and the re-deal of Pantikapaion and Pyramidion
games: the sharing seat sees the same game at every move, and nothing it has not seen survives."""

from __future__ import annotations

import msgspec
import pytest

from engine.core import records
from engine.core.errors import IllegalAction, RecordError
from engine.core.redeal import redeal
from engine.core.rng import Rng
from engine.pantikapaion.hidden import DEALER as PANTIKAPAION
from engine.pyramidion.hidden import DEALER as PYRAMIDION

from random_play import random_record


# --- the generator -------------------------------------------------------------------------


def test_plain_shuffles_are_unchanged_by_the_extras():
    plain, rng = Rng.from_seed(5).shuffled(range(20))
    traced, traced_rng = Rng.from_seed(5).traced().shuffled(range(20), "bag")
    assert plain == traced
    assert traced_rng.state == rng.state
    assert traced_rng.trace == (("bag", tuple(plain), False),)
    assert msgspec.json.encode(rng) == msgspec.json.encode(Rng(rng.state))  # nothing extra stored


def test_planned_orders_come_first_then_the_generator_goes_on():
    rng = Rng.from_seed(9).with_plan([[3, 1, 2]])
    first, rng = rng.shuffled([1, 2, 3], "deck", open=True)
    assert first == [3, 1, 2] and rng.planned == ()
    again, _ = rng.shuffled([1, 2, 3])
    expected, _ = Rng.from_seed(9).shuffled([1, 2, 3])
    assert again == expected


def test_a_planned_order_must_hold_the_shuffled_items():
    with pytest.raises(IllegalAction):
        Rng.from_seed(1).with_plan([[1, 2, 4]]).shuffled([1, 2, 3], "deck")


def test_the_trace_goes_through_below_and_next64():
    rng = Rng.from_seed(2).traced().with_plan([[2, 1]])
    _value, rng = rng.below(10)
    assert rng.trace == () and rng.planned == ((2, 1),)


# --- games ---------------------------------------------------------------------------------


def _views(record: records.Record, seat: int) -> "list[bytes]":
    rules, start, walk = records.steps(record)
    return [msgspec.json.encode(rules.view(s, seat)) for s in [start] + [after for _b, _a, after in walk]]


def _pantikapaion_with_refill(players: int) -> "tuple[records.Record, object, object]":
    """A Pantikapaion game stopped after its bag was first refilled from the discards (only
    four players empty it: with fewer, a game stopped halfway)."""
    if players < 4:
        record, rules, state = random_record("pantikapaion", players, 45, players)
        assert not rules.is_over(state)
        return record, rules, state
    for seed in range(200):
        record, rules, state = random_record("pantikapaion", players, 10_000, seed)
        _r, start, walk = records.steps(record, trace=True)
        for index, (_before, _action, after) in enumerate(walk, 1):
            if after.rng.trace and not rules.is_over(after):
                cut = msgspec.structs.replace(record, moves=record.moves[: index + 3])
                _r, now = records.replay(cut)
                if not rules.is_over(now):
                    return cut, rules, now
                break
    pytest.fail("no game refilled its bag: choose other seeds")


def test_records_with_planned_shuffles_replay_and_bad_ones_name_the_move():
    record, _rules, _state = _pantikapaion_with_refill(4)
    public = redeal(record, 0, 3, PANTIKAPAION)
    assert public.shuffles
    records.replay(records.decode(records.encode(public)))
    bad = msgspec.structs.replace(public, shuffles=[list(reversed(public.shuffles[0]))[1:] + [999]])
    with pytest.raises(RecordError) as info:
        records.replay(bad)
    assert info.value.move_index is not None


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_pantikapaion_link_keeps_every_seen_tile_and_reshuffles_the_bag(players):
    record, rules, state = _pantikapaion_with_refill(players)
    public = redeal(record, 0, 42, PANTIKAPAION)
    assert public.moves == record.moves and public.players == record.players
    assert public.seed is not None and public.setup is not None
    assert bool(public.shuffles) == (players == 4)
    # every seat sees the same game at every move (Pantikapaion hides only the bag)
    for seat in range(state.seats if players > 1 else 1):
        assert _views(public, seat) == _views(record, seat)
    _r, again = records.replay(public)
    assert sorted(again.bag) == sorted(state.bag)
    # the bag still to draw is in a new order for most share seeds
    orders = {tuple(records.replay(redeal(record, 0, s, PANTIKAPAION))[1].bag) for s in range(6)}
    assert len(state.bag) < 2 or len(orders) >= 3


@pytest.mark.parametrize(
    "players,seat,moves,seed",
    [(2, 0, 60, 1), (2, 1, 200, 2), (3, 2, 150, 3), (3, 0, 320, 4), (4, 1, 250, 5), (4, 3, 400, 6)],
)
def test_pyramidion_link_shows_the_sharing_seat_the_same_game(players, seat, moves, seed):
    record, rules, state = random_record("pyramidion", players, moves, seed)
    assert not rules.is_over(state)
    public = redeal(record, seat, 7, PYRAMIDION)
    assert _views(public, seat) == _views(record, seat)
    _r, again = records.replay(public)
    # the other hands hold as many cards, and the piles the same cards, in some new deal
    assert [len(h) for h in again.hands] == [len(h) for h in state.hands]
    assert sorted(again.deck + sum(again.hands, ())) == sorted(state.deck + sum(state.hands, ()))
    assert again.hands[seat] == state.hands[seat]


def test_pyramidion_other_hands_are_dealt_anew():
    record, rules, state = random_record("pyramidion", 3, 140, 8)
    deals = {records.replay(redeal(record, 0, s, PYRAMIDION))[1].hands[1:] for s in range(6)}
    assert len(deals) >= 3


@pytest.mark.parametrize(
    "game,players,moves,seed,dealer",
    [
        ("pyramidion", 3, 180, 11, PYRAMIDION),
        ("pyramidion", 2, 90, 12, PYRAMIDION),
        ("pyramidion", 4, 300, 13, PYRAMIDION),
    ],
)
def test_a_link_depends_on_nothing_the_seat_has_not_seen(game, players, moves, seed, dealer):
    """Two games the seat saw alike (the original and a re-deal of it) give the same link."""
    record, _rules, _state = random_record(game, players, moves, seed)
    other = redeal(record, 0, 1234, dealer)
    assert other.setup != dealer.explicit_setup(None, record) or other.shuffles != record.shuffles
    for share_seed in (1, 2):
        assert records.encode(redeal(record, 0, share_seed, dealer)) == records.encode(
            redeal(other, 0, share_seed, dealer)
        )


def _late_draw_shown_later():
    """(record, card, seat) of a Pyramidion game stopped in round 1 after another seat than 0
    played a card it had drawn after the deal (hired or Luxor), before any reshuffle of the deck."""
    for seed in range(300):
        record, rules, _state = random_record("pyramidion", 3, 120, seed)
        _r, start, walk = records.steps(record)
        dealt = [set(h) for h in start.hands]
        drawn_late = {}
        for index, (before, action, after) in enumerate(walk, 1):
            if after.round > 1 or after.rng != start.rng:
                break
            for s in (1, 2):
                for card in set(after.hands[s]) - set(before.hands[s]) - dealt[s]:
                    if card in start.deck:
                        drawn_late[card] = s
            card = getattr(action, "card", None)
            if type(action).__name__ == "Play" and card in drawn_late:
                cut = msgspec.structs.replace(record, moves=record.moves[:index])
                return cut, card, drawn_late[card], start
    pytest.fail("no late draw played in round 1: choose other seeds")


def test_a_card_drawn_late_and_shown_later_does_not_keep_its_place():
    """The link must not tell whether an opponent's played card came with the deal or a later
    draw: it is put at a random place that seat drew before playing it."""
    record, card, holder, start = _late_draw_shown_later()
    deck = PYRAMIDION.explicit_setup(None, record)["deck"]
    dealt_places = {p for p, c in enumerate(deck[: len(deck) - len(start.deck)]) if c in start.hands[holder]}
    places = set()
    for share_seed in range(12):
        public = redeal(record, 0, share_seed, PYRAMIDION)
        places.add(public.setup["deck"].index(card))
    assert len(places) >= 2 and places & dealt_places
