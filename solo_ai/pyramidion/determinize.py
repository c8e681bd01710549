"""Re-dealing what a Pyramidion player cannot see.

Public: own hand, every hand's size, the discard pile, the cards face up in the active city, the
face-up boats, the Karnak boat, the boat discard, every player's number of boats, own boats, the
face-up supply card and the used ones, the size of every pile. Hidden: the other hands, the
order of the character deck, the revolt tokens' order, the supply and boat decks' order, the
other players' boats (their victory points), and the generator.

What is known about a hidden part is kept: an opponent's basic cards not in the discard pile or
the active city are in that opponent's hand (they only ever go back to their owner), so only the
rest of that hand is re-dealt, from the deck cards nobody can see. Other players' boats are
re-dealt from the boats nobody has seen (the boat deck and those boats), keeping their numbers.
Every pool is sorted before it is shuffled, so a deal depends only on the seat's view and the
generator.
"""

from __future__ import annotations

from msgspec.structs import replace

from engine.core.rng import Rng
from engine.pyramidion import data

BASIC_PER_COLOUR = data.BASIC_PER_COLOUR


def _basics(colour: int) -> "range":
    return range(colour * BASIC_PER_COLOUR, (colour + 1) * BASIC_PER_COLOUR)


def determinize(rules, state, seat: int, rng: Rng):
    seats = state.seats
    in_sight = set(state.hands[seat]) | set(state.discard) | {p.card for p in state.played}
    # characters: the known basic cards stay with their owners, the rest is re-dealt
    known = []
    for s in range(seats):
        if s == seat:
            known.append(tuple(state.hands[s]))
        else:
            known.append(tuple(c for c in _basics(state.colours[s]) if c not in in_sight))
    pool = sorted(c for c in data.DECK_IDS if c not in in_sight)
    pool, rng = rng.shuffled(pool)
    hands = []
    at = 0
    for s in range(seats):
        if s == seat:
            hands.append(state.hands[s])
            continue
        need = len(state.hands[s]) - len(known[s])
        hands.append(tuple(sorted(known[s] + tuple(pool[at:at + need]))))
        at += need
    deck = tuple(pool[at:])
    # boats: those of the other players and the deck are one unseen pool
    seen = set(state.boat_row) | set(state.boat_discard) | set(state.boats[seat])
    if state.karnak_boat >= 0:
        seen.add(state.karnak_boat)
    unseen = sorted(b for b in range(len(data.BOATS)) if b not in seen)
    unseen, rng = rng.shuffled(unseen)
    boats = []
    at = 0
    for s in range(seats):
        if s == seat:
            boats.append(state.boats[s])
            continue
        count = len(state.boats[s])
        boats.append(tuple(unseen[at:at + count]))
        at += count
    boat_deck = tuple(unseen[at:])
    revolt, rng = rng.shuffled(sorted(state.revolt_bag))
    supply, rng = rng.shuffled(sorted(state.supply_deck))
    value, rng = rng.next64()
    return replace(state, hands=tuple(hands), deck=deck, boats=tuple(boats), boat_deck=boat_deck,
                   revolt_bag=tuple(revolt), supply_deck=tuple(supply), rng=Rng.from_seed(value))
