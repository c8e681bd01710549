"""What Architects of Amytis keeps hidden, in one place.

Public: the top tile of every construction stack, the stack sizes, both boards, the face-up
projects, both hands (projects are kept face up in front of their owner), the deck's size.
Hidden (`RULES.view` leaves them out for a seat): the tiles under the stack tops, the three
tiles left in the box, the order of the project deck, and the generator (unused after the deal).

    public_record(record, seat, seed)  a share link's record: the hidden parts dealt anew
    determinize(state, seat, rng)      a computer player's guess: the hidden parts dealt anew

Both keep every stack's size and top. Pools are sorted before they are shuffled, so a deal
depends only on what the seats see and on the generator.
"""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

from ..core import records
from ..core.rng import Rng


def covered(stacks) -> "list[int]":
    """How many tiles of each stack are hidden: all but the top (tiles are only taken from the top,
    so a stack's covered tiles are its bottom ones)."""
    return [len(stack) - 1 if stack else 0 for stack in stacks]


def hidden_tiles(state) -> "list[int]":
    """The tiles a player cannot see: under the stack tops and in the box (sorted)."""
    out = [tile for stack, n in zip(state.stacks, covered(state.stacks)) for tile in stack[:n]]
    out.extend(state.unused)
    return sorted(out)


def _restacked(stacks, counts, pool) -> "tuple[list[tuple], list]":
    """`stacks` with their `counts` bottom tiles replaced from `pool` in turn, and what is left
    of the pool."""
    out, at = [], 0
    for stack, n in zip(stacks, counts):
        out.append(tuple(pool[at : at + n]) + tuple(stack[n:]))
        at += n
    return out, list(pool[at:])


def public_record(record: records.Record, seat: int, seed: "int | bytes") -> records.Record:
    """The record with an explicit deal in which every tile and card seen so far stays where it
    was, the covered and unused tiles are dealt anew among the covered places and the unused ones,
    the undrawn deck is shuffled (all with `seed`), and there is no seed (it would give away the
    old deal). The same for both seats: nothing is private."""
    _rules, start = records.start(record)
    _rules, state = records.replay(record)
    counts = covered(state.stacks)
    pool = [tile for stack, n in zip(start.stacks, counts) for tile in stack[:n]] + list(start.unused)
    pool, rng = Rng.from_seed(seed).shuffled(pool)
    stacks, unused = _restacked(start.stacks, counts, pool)
    drawn = len(start.deck) - len(state.deck)
    rest, rng = rng.shuffled(start.deck[drawn:])
    setup = {
        "stacks": [list(stack) for stack in stacks],
        "unused": unused,
        "faceup": list(start.faceup),
        "hands": [list(hand) for hand in start.hands],
        "deck": list(start.deck[:drawn]) + list(rest),
    }
    return msgspec.structs.replace(record, generator=1, seed=None, setup=setup)


def determinize(state, seat: int, rng: Rng):
    """The covered and unused tiles shuffled among their places, the deck shuffled."""
    tiles, rng = rng.shuffled(hidden_tiles(state))
    stacks, unused = _restacked(state.stacks, covered(state.stacks), tiles)
    deck, rng = rng.shuffled(sorted(state.deck))
    return replace(state, stacks=tuple(stacks), unused=tuple(unused), deck=tuple(deck), rng=rng)
