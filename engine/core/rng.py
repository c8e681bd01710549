"""A tiny seeded PRNG whose whole state is one integer kept inside the game state.

SplitMix64: the same numbers on CPython and Pyodide, no global `random`, so replays are exact.

Two optional extras serve shared links of unfinished games (see engine/core/redeal.py):
`planned` holds orders decided in advance for the next shuffles (a record's "shuffles"), and
`trace`, when not None, collects every shuffle's result with the name of its pile. Both stay
empty in ordinary play and cost nothing then.
"""

from __future__ import annotations

from typing import Any

import msgspec

from .errors import IllegalAction

_MASK = (1 << 64) - 1


class Rng(msgspec.Struct, frozen=True, omit_defaults=True):
    state: int
    #: orders of the next shuffles, decided in advance (each must hold the shuffled items)
    planned: "tuple[tuple[Any, ...], ...]" = ()
    #: when tracing: every shuffle so far as (pile, order, open), oldest first
    trace: "tuple[tuple[str, tuple[Any, ...], bool], ...] | None" = None

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(seed & _MASK)

    def next64(self) -> "tuple[int, Rng]":
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        if self.planned or self.trace is not None:
            return z ^ (z >> 31), Rng(s, self.planned, self.trace)
        return z ^ (z >> 31), Rng(s)

    def below(self, n: int) -> "tuple[int, Rng]":
        """A uniform integer in [0, n) (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        rng = self
        while True:
            value, rng = rng.next64()
            if value < limit:
                return value % n, rng

    def shuffled(self, items, pile: str = "", open: bool = False) -> "tuple[list, Rng]":
        """Fisher–Yates shuffle of a copy of `items`. For a trace, `pile` names them and `open`
        says they were all in plain sight just before (a discard pile taken back).

        With an order planned in advance, that order is the result instead; it must hold exactly
        the items being shuffled, else IllegalAction (a record whose planned shuffles do not fit
        the game)."""
        if self.planned:
            out = list(self.planned[0])
            if not _same_items(out, items):
                raise IllegalAction(f"the planned shuffle of the {pile or 'pile'} does not hold the "
                                    f"items being shuffled")
            rng = Rng(self.state, self.planned[1:], self.trace)
        else:
            out = list(items)
            rng = self
            for i in range(len(out) - 1, 0, -1):
                j, rng = rng.below(i + 1)
                out[i], out[j] = out[j], out[i]
        if rng.trace is not None:
            rng = Rng(rng.state, rng.planned, rng.trace + ((pile, tuple(out), open),))
        return out, rng

    def with_plan(self, orders) -> "Rng":
        """This generator with `orders` as the results of its next shuffles."""
        return Rng(self.state, tuple(tuple(o) for o in orders), self.trace)

    def traced(self) -> "Rng":
        """This generator, collecting every shuffle from now on in `trace`."""
        return Rng(self.state, self.planned, ())


def _same_items(order: list, items) -> bool:
    """Whether a planned order holds exactly `items` (as many of each, of the same types: 5.0
    does not stand for 5). Never raises, whatever the order holds."""
    def key(item):
        return (type(item).__name__, repr(item))

    try:
        return sorted(map(key, order)) == sorted(map(key, items))
    except Exception:  # pragma: no cover - a repr that fails
        return False
