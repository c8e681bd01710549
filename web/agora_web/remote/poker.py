"""Mental poker for hands only their holder may see (docs/remote.md, "Sealed hands"): the SRA
scheme (Shamir, Rivest and Adleman, "Mental Poker", 1979) of commutative encryption, on the
standard curve X25519 (RFC 7748).

A card is a point of the curve's prime-order subgroup whose discrete logarithm nobody knows
(hashed to the curve from the game and the card's id). A device's key is a scalar k: it
encrypts a point P as k·P, which is X25519(k, P); since k1·(k2·P) = k2·(k1·P), layers of
several devices come off in any order. Its decryption scalar is k's inverse modulo the group's
order, written so that X25519 takes it unchanged (X25519 "clamps" a scalar: the three low bits
cleared, bit 254 set); about half of all keys have such an inverse, so a key is drawn until one
does.

The curve arithmetic is not ours: every scalar multiplication is X25519 itself, asked of the
caller. The functions here are generators that yield (scalar, point) requests and receive the
product, so the same code runs with WebCrypto in the page (asynchronous: `run_async`) and with
the `cryptography` package in the tests (`run`). What is computed here is only integer
arithmetic modulo the field's prime and the group's order.
"""

from __future__ import annotations

import hashlib

#: the field's prime and the order of the prime-order subgroup (RFC 7748)
PRIME = 2**255 - 19
ORDER = 2**252 + 27742317777372353535851937790883648493
#: the curve's A (v^2 = u^3 + A u^2 + u)
A = 486662
#: a fixed clamped scalar: multiplying by it takes any point of the curve into the prime-order
#: subgroup (it is a multiple of the cofactor 8)
_INTO_SUBGROUP = bytes([8]) + bytes(30) + bytes([0x40])


def _u(value: int) -> bytes:
    return value.to_bytes(32, "little")


def _int(data: bytes) -> int:
    return int.from_bytes(data, "little")


def _on_curve(u: int) -> bool:
    """Whether u is the u-coordinate of a point of the curve (not of its twist): u^3 + A u^2 + u
    is a square modulo the prime (Euler's criterion)."""
    rhs = (u * u * u + A * u * u + u) % PRIME
    return rhs == 0 or pow(rhs, (PRIME - 1) // 2, PRIME) == 1


def card_point(game_id: bytes, card: int):
    """Generator: the point (its 32 bytes) that stands for `card` in the game `game_id`."""
    counter = 0
    while True:
        digest = hashlib.sha256(b"agora/card" + game_id + card.to_bytes(4, "big") + counter.to_bytes(4, "big")).digest()
        u = _int(digest) & ((1 << 255) - 1)
        counter += 1
        if u < PRIME and _on_curve(u):
            point = yield (_INTO_SUBGROUP, _u(u))
            if _int(point) not in (0, 1):  # a point of small order: take the next hash
                return point


def clamped(scalar: bytes) -> int:
    """The scalar X25519 uses for these 32 bytes."""
    k = bytearray(scalar)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return _int(bytes(k))


def key_pair(random32: bytes) -> "tuple[bytes, bytes] | None":
    """(encrypting scalar, decrypting scalar) from 32 random bytes, or None when the inverse
    cannot be written as X25519 takes it (then draw other bytes)."""
    if len(random32) != 32:
        raise ValueError("a key is drawn from 32 random bytes")
    k = clamped(random32)
    t = pow(k, -1, ORDER) * pow(8, -1, ORDER) % ORDER
    if not (1 << 251) <= t < (1 << 252):
        return None
    d = 8 * t  # d·k ≡ 1 (mod ORDER); bit 254 set, bits 0–2 and 255 clear: X25519 keeps it as it is
    return _u(k), _u(d)


def layer(scalar: bytes, points: "list[bytes]"):
    """Generator: every point multiplied by `scalar` (one device's layer put on or taken off)."""
    out = []
    for point in points:
        out.append((yield (scalar, point)))
    return out


def shuffle_pass(scalar: bytes, order: "list[int]", points: "list[bytes]"):
    """Generator: one device's turn of the shuffle: its layer on every point, then the points in
    its secret `order` (a permutation of their places)."""
    if sorted(order) != list(range(len(points))):
        raise ValueError("the order must be a permutation of the deck's places")
    encrypted = yield from layer(scalar, points)
    return [encrypted[i] for i in order]


def shuffle_part(scalar: bytes, order: "list[int]", points: "list[bytes]", start: int, stop: int):
    """Generator: places `start` to `stop` of `shuffle_pass`'s result, computing only those (a
    pass sent in several messages costs no more than one)."""
    if sorted(order) != list(range(len(points))):
        raise ValueError("the order must be a permutation of the deck's places")
    return (yield from layer(scalar, [points[i] for i in order[start:stop]]))


def run(generator, x25519):
    """Drive a generator with a synchronous X25519(scalar, point) -> point (the tests)."""
    try:
        request = next(generator)
        while True:
            request = generator.send(x25519(*request))
    except StopIteration as done:
        return done.value


async def run_async(generator, x25519):
    """Drive a generator with an asynchronous X25519 (WebCrypto in the page)."""
    try:
        request = next(generator)
        while True:
            request = generator.send(await x25519(*request))
    except StopIteration as done:
        return done.value
