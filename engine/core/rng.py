"""The seeded generator kept inside the game state: the same numbers on CPython and Pyodide, no
global `random`, so replays are exact.

Two generators, told apart by `key` (a record names which one it uses, docs/records.md):

- **generator 2** (`key` set: 16 to 64 bytes): BLAKE2b keyed with the seed, in counter mode —
  the n-th number is the first 8 bytes of BLAKE2b(key, n). Without the key nothing about the
  next numbers can be worked out from the ones seen, and a key of 128 bits or more cannot be
  searched, so what the table sees of a deal gives away nothing still hidden. Every new game of
  the page draws its key from the browser's cryptographic source.
- **generator 1** (no key): SplitMix64 over a 64-bit integer. Fast, and kept so that records
  made with it (saves of earlier builds, tutorials' fixed deals, tests) replay exactly; computer
  players also use it for their own guesses, which hide nothing. Its seeds were 32-bit numbers:
  a search over all of them recovered every hidden card from what a player had seen.

Two optional extras serve shared links of unfinished games (see engine/core/redeal.py):
`planned` holds orders decided in advance for the next shuffles (a record's "shuffles"), and
`trace`, when not None, collects every shuffle's result with the name of its pile. Both stay
empty in ordinary play and cost nothing then.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from .errors import IllegalAction

_MASK = (1 << 64) - 1
#: the key sizes generator 2 takes, in bytes (BLAKE2b takes keys up to 64 bytes)
MIN_KEY, MAX_KEY = 16, 64


class Rng(msgspec.Struct, frozen=True, omit_defaults=True):
    #: generator 1: SplitMix64's 64-bit state; generator 2: how many numbers were drawn
    state: int
    #: orders of the next shuffles, decided in advance (each must hold the shuffled items)
    planned: "tuple[tuple[Any, ...], ...]" = ()
    #: when tracing: every shuffle so far as (pile, order, open), oldest first
    trace: "tuple[tuple[str, tuple[Any, ...], bool], ...] | None" = None
    #: generator 2's secret key (empty: generator 1)
    key: bytes = b""

    @classmethod
    def from_seed(cls, seed: "int | bytes") -> "Rng":
        """Generator 1 from an integer, generator 2 from a key of 16 to 64 bytes."""
        if isinstance(seed, (bytes, bytearray)):
            if not MIN_KEY <= len(seed) <= MAX_KEY:
                raise ValueError(f"a generator key has {MIN_KEY} to {MAX_KEY} bytes, not {len(seed)}")
            return cls(0, key=bytes(seed))
        return cls(seed & _MASK)

    @property
    def generator(self) -> int:
        """Which generator this is (1 or 2), as a record names it."""
        return 2 if self.key else 1

    def position(self) -> "int | str":
        """Where the generator stands, for a full view and its hash: generator 1's integer (as
        before, so old records hash as they did), generator 2's key and count."""
        return f"{self.key.hex()}:{self.state}" if self.key else self.state

    def next64(self) -> "tuple[int, Rng]":
        if self.key:
            digest = hashlib.blake2b(self.state.to_bytes(8, "little"), key=self.key, digest_size=8).digest()
            return int.from_bytes(digest, "little"), Rng(self.state + 1, self.planned, self.trace, self.key)
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
                raise IllegalAction(
                    f"the planned shuffle of the {pile or 'pile'} does not hold the items being shuffled", "shuffle"
                )
            rng = Rng(self.state, self.planned[1:], self.trace, self.key)
        else:
            out = list(items)
            rng = self
            for i in range(len(out) - 1, 0, -1):
                j, rng = rng.below(i + 1)
                out[i], out[j] = out[j], out[i]
        if rng.trace is not None:
            rng = Rng(rng.state, rng.planned, rng.trace + ((pile, tuple(out), open),), rng.key)
        return out, rng

    def with_plan(self, orders) -> "Rng":
        """This generator with `orders` as the results of its next shuffles."""
        return Rng(self.state, tuple(tuple(o) for o in orders), self.trace, self.key)

    def traced(self) -> "Rng":
        """This generator, collecting every shuffle from now on in `trace`."""
        return Rng(self.state, self.planned, (), self.key)


def _same_items(order: list, items) -> bool:
    """Whether a planned order holds exactly `items` (as many of each, of the same types: 5.0
    does not stand for 5). Never raises, whatever the order holds."""

    def key(item):
        return (type(item).__name__, repr(item))

    try:
        return sorted(map(key, order)) == sorted(map(key, items))
    except Exception:  # pragma: no cover - a repr that fails
        return False
