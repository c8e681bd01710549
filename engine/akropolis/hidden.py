"""What Akropolis keeps hidden, in one place: the order of the tiles in the face-down stacks
(and the generator that dealt them).

Everyone sees the construction site, the cities, the stones and how many tiles each stack still
holds (`RULES.view` leaves out only `stacks` and `rng` for a seat). Which tiles are still face
down follows from the rest: every tile of the game not on the site, in a city or taken by the
Famous Architect.

    public_record(record, seat, seed)  a share link's record: the stacks dealt anew
    determinize(state, seat, rng)      a computer player's guess: the stacks dealt anew
"""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

from ..core import records
from ..core.rng import Rng


def face_down(state) -> "list[int]":
    """The tiles still in the stacks (sorted: the order is what is hidden)."""
    return sorted(tile for stack in state.stacks for tile in stack)


def public_record(record: records.Record, seat: int, seed: "int | bytes") -> records.Record:
    """The record with an explicit deal: the tiles laid out so far in the same order, the stacks
    still face down dealt anew from the same tiles (shuffled with `seed`), and no seed (the seed
    would give away the old order). The same for every seat: nothing is private."""
    _rules, start = records.start(record)
    _rules, state = records.replay(record)
    order = list(start.site) + [tile for stack in start.stacks for tile in stack]
    hidden = sum(len(stack) for stack in state.stacks)
    shown = order[: len(order) - hidden]
    rest, _ = Rng.from_seed(seed).shuffled(order[len(order) - hidden :])
    return msgspec.structs.replace(record, generator=1, seed=None, setup={"tiles": shown + rest})


def determinize(state, seat: int, rng: Rng):
    """The face-down tiles shuffled into stacks of the same sizes, and a new generator."""
    tiles, rng = rng.shuffled(face_down(state))
    stacks, at = [], 0
    for stack in state.stacks:
        stacks.append(tuple(tiles[at : at + len(stack)]))
        at += len(stack)
    value, rng = rng.next64()
    return replace(state, stacks=tuple(stacks), rng=Rng.from_seed(value))
