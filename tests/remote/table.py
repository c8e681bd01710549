"""Devices around a remote game, simulated on CPython: each with its Ed25519 key (the
`cryptography` package, as WebCrypto does it in the page), its chain seed and its session.
They play random legal moves and pass their messages around."""

from __future__ import annotations

import random

import msgspec
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from engine.core.protocol import Seat
from web.agora_web.remote import chain, messages, poker, session


def public_key(private: Ed25519PrivateKey) -> bytes:
    return private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)


def verifies(key: bytes, message: messages.Message) -> bool:
    try:
        Ed25519PublicKey.from_public_bytes(key).verify(message.s, messages.signed_bytes(message))
    except Exception:
        return False
    return True


def x25519(scalar: bytes, point: bytes) -> bytes:
    return X25519PrivateKey.from_private_bytes(scalar).exchange(X25519PublicKey.from_public_bytes(point))


def signed(private: Ed25519PrivateKey, message: messages.Message) -> messages.Message:
    return msgspec.structs.replace(message, s=private.sign(messages.signed_bytes(message)))


class Device:
    def __init__(self, index: int, seats: "list[int]", rng: random.Random, game_id: bytes):
        self.index = index
        self.seats = seats
        self.private = Ed25519PrivateKey.from_private_bytes(rng.randbytes(32))
        self.seed = rng.randbytes(32)
        #: the secret its mental-poker keys and shuffle orders come from (sealed hands only)
        self.secret = rng.randbytes(32)
        self.info = messages.Device(
            name=f"D{index}",
            key=public_key(self.private),
            commit=chain.commitment(self.seed, game_id, index),
            seats=seats,
        )
        self.session: "session.Session | None" = None
        self.choose = random.Random(rng.random())

    def receive(self, message: messages.Message) -> None:
        key = self.session.start.devices[message.d].key
        self.session.offer(message, verifies(key, message))
        if self.session.sealed:
            poker.run(self.session.learn(self.secret), x25519)

    def turn(self) -> messages.Message:
        """This device's next message: random legal moves while it may go on (its audit once the
        game is over)."""
        moves = []
        s = self.session
        if s.over() and not s.waiting and (not s.sealed or s.to_send() == self.index):
            return signed(self.private, s.next_audit(self.index, self.seed, self.secret if s.sealed else b""))
        while True:
            state, goes_on = s.trial(self.index, self.seed, moves)
            if not goes_on:
                break
            legal = s.rules.legal_actions(state)
            moves.append(legal[self.choose.randrange(len(legal))])
        if s.sealed:
            return signed(self.private, poker.run(s.compose(self.index, self.seed, self.secret, moves), x25519))
        return signed(self.private, s.next_message(self.index, self.seed, moves))


class Table:
    """`seats[d]`: the seats device d plays. Everyone receives every message at once."""

    def __init__(self, game: str, seats: "list[list[int]]", seed: int, options=None):
        rng = random.Random(seed)
        self.game_id = rng.randbytes(16)
        self.devices = [Device(d, s, rng, self.game_id) for d, s in enumerate(seats)]
        players = [Seat(f"P{i}") for i in range(sum(len(s) for s in seats))]
        host = self.devices[0]
        start = signed(
            host.private,
            session.start_message(
                self.game_id, game, players, options or {}, [d.info for d in self.devices], host.seed
            ),
        )
        self.chain = [start]
        for device in self.devices:
            device.session = session.open_session(start, verifies(host.info.key, start), device.index)

    def step(self) -> "messages.Message | None":
        """The device whose message is due sends it; everyone receives it."""
        sender = self.devices[0].session.to_send()
        if sender is None:
            return None
        message = self.devices[sender].turn()
        for device in self.devices:
            device.receive(message)
        self.chain.append(message)
        return message

    def play(self, limit: int = 10_000, audit: bool = False) -> None:
        """Every message until the game is over (and, with `audit`, every device's secrets)."""
        for _ in range(limit):
            s = self.devices[0].session
            if s.over() and not s.waiting and not audit:
                return
            if self.step() is None:
                return
        raise AssertionError("the game did not end")

    def problems(self, device: int = 0) -> list:
        """What device `device` finds when it checks the whole game."""
        return poker.run(self.devices[device].session.check(), x25519)


class PythonCrypto:
    """The coroutines remote/game.py asks of its `crypto` (crypto.py's in the page), made with
    the `cryptography` package: random bytes from a seeded generator so that games repeat."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    async def random_bytes(self, n: int) -> bytes:
        return self.rng.randbytes(n)

    async def new_signing_key(self):
        private = Ed25519PrivateKey.from_private_bytes(self.rng.randbytes(32))
        return private, public_key(private)

    async def sign(self, private: Ed25519PrivateKey, data: bytes) -> bytes:
        return private.sign(data)

    async def verify(self, key: bytes, data: bytes, signature: bytes) -> bool:
        try:
            Ed25519PublicKey.from_public_bytes(key).verify(signature, data)
        except Exception:
            return False
        return True

    async def x25519(self, scalar: bytes, point: bytes) -> bytes:
        return x25519(scalar, point)
