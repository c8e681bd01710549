"""A tiny seeded PRNG whose whole state is one integer kept inside the game state.

SplitMix64: the same numbers on CPython and Pyodide, no global `random`, so replays are exact.
"""

from __future__ import annotations

import msgspec

_MASK = (1 << 64) - 1


class Rng(msgspec.Struct, frozen=True):
    state: int

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(seed & _MASK)

    def next64(self) -> "tuple[int, Rng]":
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
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

    def shuffled(self, items) -> "tuple[list, Rng]":
        """Fisher–Yates shuffle of a copy of `items`."""
        out = list(items)
        rng = self
        for i in range(len(out) - 1, 0, -1):
            j, rng = rng.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out, rng
