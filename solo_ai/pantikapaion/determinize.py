"""Re-dealing what a Pantikapaion player cannot see.

Everything on the table is public: cities, player boards, the development and building boards,
the trireme ring, the discarded tiles and the bag's size. Hidden are the order of the tiles in
the bag (which tiles are in it follows from the rest: every terrain tile not in a city, the
ring, the discards or a hand) and the generator that shuffles the discards back in when the bag
runs out. A determinization shuffles the bag (sorted first, so the deal depends only on the
generator) and replaces the generator.
"""

from __future__ import annotations

from msgspec.structs import replace

from engine.core.rng import Rng


def determinize(rules, state, seat: int, rng: Rng):
    bag, rng = rng.shuffled(sorted(state.bag))
    value, rng = rng.next64()
    return replace(state, bag=tuple(bag), rng=Rng.from_seed(value))
