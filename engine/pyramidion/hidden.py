"""What Pyramidion keeps hidden, in one place.

Public: own hand, every hand's size, the discard pile, the cards face up in the active city, the
face-up boats, the Karnak boat, the boat discard, every player's number of boats, own boats, the
revolt tokens drawn in the last revolt, the face-up supply card and the used ones, the size of
every pile. Hidden (`RULES.view` leaves them out for a seat): the other hands, the order of the
character deck, the revolt tokens' order, the supply and boat decks' order, the other players'
boats (their victory points), and the generator. Hands are private: a share link keeps the view
of the seat that shares it (`RULES.private_hands`).

    DEALER                             what engine/core/redeal.py needs to re-deal a whole game
    public_record(record, seat, seed)  a share link's record: what `seat` has not seen dealt anew
    determinize(state, seat, rng)      a computer player's guess at what `seat` cannot see
"""

from __future__ import annotations

import msgspec

from msgspec.structs import replace

from ..core import records, redeal
from ..core.redeal import DURING, Dealer
from ..core.rng import Rng
from . import data
from .setup import random_setup
from .events import CardsDealt, CardsDrawn, PileShuffled
from .state import Pass, Play

_PILES = ("deck", "revolt", "supply", "boats")


def _explicit_setup(rules, record) -> dict:
    if record.setup is not None:
        return dict(record.setup)
    setup, _rng = random_setup(len(record.players), Rng.from_seed(records.seed_value(record)))
    return msgspec.to_builtins(setup)


def _seen(view, before, action) -> dict:
    cards = set(view.discard)
    if view.seat is not None:
        cards.update(view.hands[view.seat])
    for played in view.played:
        cards.add(played.card)
    boats = set(view.boat_row) | set(view.boat_discard)
    if view.karnak_boat >= 0:
        boats.add(view.karnak_boat)
    for own in view.boats:
        boats.update(own)
    shown = {"deck": cards, "supply": {view.supply} | set(view.supply_discard), "boats": boats}
    if view.revolt is not None:
        # The tokens of the n-th revolt were drawn from the n-th order of the bag (the setup's
        # first); the bag is mixed again right after, so they show under the next order.
        revolts = sum(1 for r in view.resolutions if r.category == "revolt")
        shown[("revolt", revolts - 1)] = set(view.revolt.tokens)
    # The move's own card, and the cards of cities resolved during the move, were face up; they
    # may have been discarded and shuffled back into the deck before the move ended.
    new = view.resolutions[len(before.resolutions) :] if before is not None else view.resolutions
    during = {card for r in new for card in r.cards}
    if isinstance(action, Play):
        during.add(action.card)
    elif isinstance(action, Pass) and action.discard is not None:
        during.add(action.discard)
    shown[("deck", DURING)] = during
    return shown


def _told(events, orders: "dict[str, int]") -> dict:
    """The deck cards the move's events showed the seat as it drew them (the events are already
    redacted for it), each named with the order of the deck it came from. A card drawn by a hire
    in the round's last move is face down again before the move ends, so no view shows it, yet
    the seat saw it; the deck may even have been shuffled just before that draw and again after."""
    order = orders.get("deck", 1) - 1
    named: "dict[tuple[str, int], set]" = {}
    for event in events:
        if isinstance(event, PileShuffled) and event.pile == "deck":
            order += 1
        elif isinstance(event, (CardsDrawn, CardsDealt)) and event.cards:
            named.setdefault(("deck", order), set()).update(event.cards)
    return named


def _holder(state, _pile: str, card: int) -> int:
    return next((s for s, hand in enumerate(state.hands) if card in hand), -1)


DEALER = Dealer(
    explicit_setup=_explicit_setup,
    setup_piles=lambda setup: {pile: list(setup[pile]) for pile in _PILES},
    with_piles=lambda setup, piles: {**setup, **piles},
    seen=_seen,
    # Only the character deck is drawn in secret (into hands); the other piles come out face up.
    remaining=lambda state, pile: state.deck if pile == "deck" else None,
    holder=_holder,
    told=_told,
)


def public_record(record, seat: int, seed: "int | bytes"):
    """Every order of the hidden piles re-dealt but for what `seat` has seen (engine/core/redeal.py)."""
    return redeal.redeal(record, seat, seed, DEALER)


# --- a computer player's guess ---------------------------------------------------------------
# What is known about a hidden part is kept: an opponent's basic cards not in the discard pile or
# the active city are in that opponent's hand (they only ever go back to their owner), so only
# the rest of that hand is re-dealt, from the deck cards nobody can see. Other players' boats are
# re-dealt from the boats nobody has seen (the boat deck and those boats), keeping their numbers.
# Every pool is sorted before it is shuffled, so a deal depends only on the seat's view and the
# generator.


def _basics(colour: int) -> "range":
    return range(colour * data.BASIC_PER_COLOUR, (colour + 1) * data.BASIC_PER_COLOUR)


def _dealt(sizes, seat: int, mine, known, pool, order=sorted) -> "tuple[list[tuple], list]":
    """Per seat, `seat`'s own `mine` and for the others their `known` items plus the rest of
    their `sizes` from `pool` in turn (put in `order`); and what is left of the pool."""
    out, at = [], 0
    for s, size in enumerate(sizes):
        if s == seat:
            out.append(mine)
            continue
        need = size - len(known[s])
        out.append(tuple(order(known[s] + tuple(pool[at : at + need]))))
        at += need
    return out, list(pool[at:])


def determinize(state, seat: int, rng: Rng):
    seats = state.seats
    in_sight = set(state.hands[seat]) | set(state.discard) | {p.card for p in state.played}
    # characters: the known basic cards stay with their owners, the rest is re-dealt
    known = [
        () if s == seat else tuple(c for c in _basics(state.colours[s]) if c not in in_sight) for s in range(seats)
    ]
    pool, rng = rng.shuffled(sorted(c for c in data.DECK_IDS if c not in in_sight))
    hands, deck = _dealt([len(h) for h in state.hands], seat, state.hands[seat], known, pool)
    # boats: those of the other players and the deck are one unseen pool
    seen = set(state.boat_row) | set(state.boat_discard) | set(state.boats[seat])
    if state.karnak_boat >= 0:
        seen.add(state.karnak_boat)
    unseen, rng = rng.shuffled(sorted(b for b in range(len(data.BOATS)) if b not in seen))
    boats, boat_deck = _dealt([len(b) for b in state.boats], seat, state.boats[seat], [()] * seats, unseen, order=tuple)
    revolt, rng = rng.shuffled(sorted(state.revolt_bag))
    supply, rng = rng.shuffled(sorted(state.supply_deck))
    value, rng = rng.next64()
    return replace(
        state,
        hands=tuple(hands),
        deck=tuple(deck),
        boats=tuple(boats),
        boat_deck=tuple(boat_deck),
        revolt_bag=tuple(revolt),
        supply_deck=tuple(supply),
        rng=Rng.from_seed(value),
    )
