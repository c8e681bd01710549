"""Re-dealing what an Architects of Amytis player cannot see.

Public: the top tile of every construction stack, the stack sizes, both boards, the face-up
projects, both hands (projects are kept face up in front of their owner), the deck's size.
Hidden: the tiles under the stack tops, the three tiles left in the box and the order of the
project deck (and the generator, which the engine no longer uses after the deal).

A determinization shuffles the hidden tiles among the places under the stack tops and the box,
keeping every stack's size and top, and shuffles the deck. The pools are sorted before they are
shuffled, so the result depends only on what the seat sees and on the generator.
"""

from __future__ import annotations

from msgspec.structs import replace

from engine.core.rng import Rng


def hidden_tiles(state) -> "list[int]":
    """The tiles a player cannot see: under the stack tops and in the box (sorted)."""
    out = [t for pile in state.stacks for t in pile[:-1]]
    out.extend(state.unused)
    return sorted(out)


def determinize(rules, state, seat: int, rng: Rng):
    tiles, rng = rng.shuffled(hidden_tiles(state))
    stacks = []
    at = 0
    for pile in state.stacks:
        if not pile:
            stacks.append(pile)
            continue
        under = len(pile) - 1
        stacks.append(tuple(tiles[at:at + under]) + (pile[-1],))
        at += under
    unused = tuple(tiles[at:])
    deck, rng = rng.shuffled(sorted(state.deck))
    return replace(state, stacks=tuple(stacks), unused=unused, deck=tuple(deck), rng=rng)
