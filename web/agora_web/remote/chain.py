"""Hash chains: how a device commits, before the game, to every value it will add to the draws.

A device picks a secret seed and hashes it N times; the last hash, `h_0`, is its commitment,
published at the start. Its k-th message reveals `h_k`, which hashes to `h_{k-1}`. Nobody can
compute a value before the device reveals it (it is a preimage), and the device cannot change
one (only one value hashes to the last). docs/remote.md, "Keys and commitments".
"""

from __future__ import annotations

import hashlib

#: values a chain holds: messages a device can send before it must commit anew
LENGTH = 4096
#: bytes of every chain value
SIZE = 16


def step(value: bytes, game: bytes, device: int) -> bytes:
    """One link down the chain. The game and the device are hashed in, so no value serves two
    games or two devices."""
    return hashlib.sha256(b"agora/chain" + game + device.to_bytes(2, "big") + value).digest()[:SIZE]


#: the last chains computed whole, by (seed, game, device, length): a device asks for its next
#: value at every move it tries, and each value costs up to LENGTH hashes
_CHAINS: "dict[tuple, list[bytes]]" = {}


def value(seed: bytes, game: bytes, device: int, k: int, length: int = LENGTH) -> bytes:
    """`h_k` of the chain of `seed` (h_0 is the commitment; h_length is the seed's own hash)."""
    if not 0 <= k <= length:
        raise ValueError(f"a chain of {length} values has no value {k}")
    key = (bytes(seed), bytes(game), device, length)
    values = _CHAINS.get(key)
    if values is None:
        h = step(seed, game, device)
        values = [h]
        for _ in range(length):
            h = step(h, game, device)
            values.append(h)
        values.reverse()  # values[k] is h_k
        if len(_CHAINS) >= 16:
            _CHAINS.pop(next(iter(_CHAINS)))
        _CHAINS[key] = values
    return values[k]


def commitment(seed: bytes, game: bytes, device: int, length: int = LENGTH) -> bytes:
    return value(seed, game, device, 0, length)


def follows(revealed: bytes, previous: bytes, game: bytes, device: int) -> bool:
    """Whether `revealed` is the value right after `previous` (the commitment or the last one)."""
    return len(revealed) == SIZE and step(revealed, game, device) == previous


def check_seed(seed: bytes, commit: bytes, game: bytes, device: int, length: int = LENGTH) -> bool:
    """Whether a seed shown at the end of the game is the one committed to."""
    return commitment(seed, game, device, length) == commit
