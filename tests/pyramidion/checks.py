"""Invariants of every Pyramidion position, and a scrambler of what a seat may not see."""

from __future__ import annotations

from collections import Counter

import msgspec
from msgspec.structs import replace

from engine.core.rng import Rng
from engine.pyramidion import RULES, data
from engine.pyramidion.cards import category_stock, kind

HIDDEN_KEYS = {"deck", "revolt_bag", "supply_deck", "boat_deck", "rng"}


def check_components(state) -> None:
    """Every card, token, resource, boat and supply card is in exactly one place."""
    seats = state.seats
    # 60 characters: deck, discard, hands, the active city, and the basics of unused colours
    box = [c for c in data.BASIC_IDS if c // data.BASIC_PER_COLOUR not in state.colours]
    cards = list(state.deck) + list(state.discard) + [c for h in state.hands for c in h]
    cards += [p.card for p in state.played] + box
    assert sorted(cards) == list(range(60)), Counter(cards).most_common(3)
    for p in state.played:
        if p.copy >= 0:
            assert data.CARDS[p.card].kind == data.PHILOSOPHER
        if p.category >= 0:
            assert kind(p) == data.DEITY
        assert p.raised is False or kind(p) == data.STONECUTTER
    assert all(0 <= n <= data.CATEGORY_TOKENS for n in category_stock(state))
    # mercenary and intermediary tokens: at most 5 of a colour on the cities
    for seat in range(seats):
        assert state.mercenaries.count(seat) <= data.MERCENARY_TOKENS
        assert state.intermediaries.count(seat) <= data.INTERMEDIARY_TOKENS
    assert -1 <= min(state.mercenaries + state.intermediaries)
    assert max(state.mercenaries + state.intermediaries) < seats
    # revolt tokens all back in the pile; sundials; turn-order tokens
    assert sorted(state.revolt_bag) == list(range(len(data.REVOLT_TOKENS)))
    assert len(set(state.activations)) == len(state.activations) <= data.SUNDIALS
    taken = [s for s in state.order_tokens if s >= 0]
    assert len(set(taken)) == len(taken) and len(state.order_tokens) == seats
    assert sorted(state.order) == list(range(seats))
    # resources: never negative, always the game's totals
    rows = (state.stock,) + state.cities + state.resources
    assert min(map(min, rows)) >= 0
    assert tuple(map(sum, zip(*rows))) == data.RESOURCE_TOTALS
    # boats and supply cards
    boats = list(state.boat_row) + list(state.boat_deck) + list(state.boat_discard)
    boats += [b for bs in state.boats for b in bs] + ([state.karnak_boat] if state.karnak_boat >= 0 else [])
    assert sorted(boats) == list(range(len(data.BOATS)))
    assert len(state.boat_row) <= data.BOAT_ROW
    supply = [state.supply] + list(state.supply_deck) + list(state.supply_discard)
    assert sorted(supply) == list(range(len(data.SUPPLY_CARDS)))


def scrambled(state, seat: int, salt: int):
    """The same position as `seat` sees it, with everything hidden from `seat` moved around:
    other seats' hands and the deck exchange deck cards, the deck, revolt pile and supply deck
    are reordered, other seats' boats exchange with the boat deck, and the generator differs."""
    rng = Rng.from_seed(salt)
    others = [s for s in range(state.seats) if s != seat]
    pool = list(state.deck) + [c for s in others for c in state.hands[s] if c in data.DECK_IDS]
    pool, rng = rng.shuffled(pool)
    hands = list(state.hands)
    for s in others:
        keep = [c for c in state.hands[s] if c not in data.DECK_IDS]
        n = len(state.hands[s]) - len(keep)
        hands[s] = tuple(sorted(keep + pool[:n]))
        pool = pool[n:]
    boat_pool = list(state.boat_deck) + [b for s in others for b in state.boats[s]]
    boat_pool, rng = rng.shuffled(boat_pool)
    boats = list(state.boats)
    for s in others:
        n = len(state.boats[s])
        boats[s] = tuple(boat_pool[:n])
        boat_pool = boat_pool[n:]
    bag, rng = rng.shuffled(state.revolt_bag)
    supply_deck, rng = rng.shuffled(state.supply_deck)
    return replace(
        state,
        deck=tuple(pool),
        hands=tuple(hands),
        boats=tuple(boats),
        boat_deck=tuple(boat_pool),
        revolt_bag=tuple(bag),
        supply_deck=tuple(supply_deck),
        rng=Rng(state.rng.state ^ (salt | 1)),
    )


def check_views(state, salt: int = 1) -> None:
    """No seat's view changes when what it may not see changes, nor holds a hidden pile."""
    if state.stage == "over":
        return
    for seat in range(state.seats):
        view = msgspec.json.encode(RULES.view(state, seat))
        decoded = msgspec.json.decode(view)
        assert not HIDDEN_KEYS & set(decoded)
        assert all(h == [] for s, h in enumerate(decoded["hands"]) if s != seat)
        assert all(b == [] for s, b in enumerate(decoded["boats"]) if s != seat)
        assert all(v == -1 for s, v in enumerate(decoded["vp"]) if s != seat)
        other = scrambled(state, seat, salt)
        assert view == msgspec.json.encode(RULES.view(other, seat))
