"""The trireme ring: laying it out each round from the bag, the three tiles a pick may take,
the solo trireme's sailing, and drawing from the bag (the discards are shuffled back in when
it runs out)."""

from __future__ import annotations

from msgspec.structs import replace

from . import data
from .state import State


def ahead(ring, trireme: int, count: int) -> "list[int]":
    """The next `count` slots clockwise after the trireme that still hold a tile."""
    n = len(ring)
    out = []
    for k in range(1, n + 1):
        slot = (trireme + k) % n
        if ring[slot]:
            out.append(slot)
            if len(out) == count:
                break
    return out


def choices(state: State) -> "list[int]":
    """Ring slots a pick may take now: the next three remaining tiles (fewer if fewer left)."""
    return ahead(state.ring, state.trireme, data.SCOUT_CHOICES)


def sail(ring, trireme: int, steps: int) -> "tuple[int, tuple[int, ...]]":
    """Solo: the trireme moves `steps` tiles on, counting only tiles still in the ring and
    wrapping round. Returns the slot it lands on and the slots passed over (landing included,
    each once, in the order first reached); (-1, ()) when no tile is left."""
    # Decision: when the trireme wraps past the same tile twice (few tiles left), that tile is
    # passed once; "first passed" (modification 2) is the order of first reaching.
    slot = trireme
    passed = []
    for _ in range(steps):
        nxt = ahead(ring, slot, 1)
        if not nxt:
            return -1, ()
        slot = nxt[0]
        if slot not in passed:
            passed.append(slot)
    return slot, tuple(passed)


def resource_cells(tile: int) -> int:
    _shape, codes = data.TILES[tile]
    return sum(1 for c in codes if c in data.COLOURS)


def draw(state: State) -> "tuple[int, State]":
    """The bag's next tile (0 when bag and discards are both empty). An empty bag first takes
    the discards back, shuffled."""
    bag, discard, rng = state.bag, state.discard, state.rng
    if not bag and discard:
        shuffled, rng = rng.shuffled(discard, "bag", open=True)
        bag, discard = tuple(shuffled), ()
    if not bag:
        return 0, replace(state, bag=bag, discard=discard, rng=rng)
    return bag[0], replace(state, bag=bag[1:], discard=discard, rng=rng)


def lay_ring(state: State, size: int) -> State:
    """A fresh ring of `size` tiles from the bag, starting right after the trireme; when the bag
    runs short the discards are shuffled back in; with neither, the ring stays shorter."""
    tiles = []
    for _ in range(size):
        tile, state = draw(state)
        if not tile:
            break
        tiles.append(tile)
    return replace(state, ring=tuple(tiles), trireme=-1, passed=())


def clear_ring(state: State) -> State:
    """Round end: the tiles left in the ring go to the discards."""
    left = tuple(t for t in state.ring if t)
    return replace(state, ring=(), trireme=-1, passed=(), discard=state.discard + left)
