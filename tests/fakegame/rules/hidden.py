"""What Tally hides: the order of the pile (and the generator)."""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

from engine.core import records
from engine.core.rng import Rng


def public_record(record, seat: int, seed: int):
    """The counters taken so far stay where they were; the rest of the pile is dealt anew."""
    _rules, start = records.start(record)
    _rules, state = records.replay(record)
    drawn = len(start.pile) - len(state.pile)
    rest, _rng = Rng.from_seed(seed).shuffled(start.pile[drawn:])
    return msgspec.structs.replace(record, seed=None, setup={"pile": list(start.pile[:drawn]) + rest})


def determinize(state, seat: int, rng: Rng):
    pile, rng = rng.shuffled(sorted(state.pile))
    return replace(state, pile=tuple(pile), rng=rng)
