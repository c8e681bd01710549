"""The messages of a remote game (docs/remote.md, "Messages"), their signed bytes and their links.

A message is a msgspec Struct; its JSON, encoded here by Python (the same bytes on CPython and in
Pyodide), is what the sending device signs: `signed_bytes`. The signature itself is made and
checked outside this module (WebCrypto in the page, the `cryptography` package in the tests), so
everything here is pure. A turn link packs a list of messages (`pack_link`, `unpack_link`); every
fault of a link is a LinkError naming its problem, which the page says in words.
"""

from __future__ import annotations

import hashlib
from typing import Annotated, Any, Union

import msgspec

from engine.core.protocol import Seat

from ..services import packing

#: the protocol version this build writes (and every older one it reads): 2 sends a shuffle
#: pass in parts (sealed.PASS_PART points a message), which a build of version 1 would refuse
VERSION = 2
#: the fragment key of a turn link: ``#t=<payload>``
LINK_KEY = "t"
#: longest payload read (characters) and the most JSON it may unpack to (bytes)
MAX_PAYLOAD = 200_000
MAX_JSON = 2_000_000
#: messages one link may carry
MAX_MESSAGES = 64

Bytes16 = Annotated[bytes, msgspec.Meta(min_length=16, max_length=16)]
Bytes32 = Annotated[bytes, msgspec.Meta(min_length=32, max_length=32)]
Bytes64 = Annotated[bytes, msgspec.Meta(min_length=64, max_length=64)]
Name = Annotated[str, msgspec.Meta(max_length=200)]

# What can be wrong with a link (the page has a sentence for each).
DAMAGED = packing.DAMAGED
TRUNCATED = packing.TRUNCATED
NEWER = packing.NEWER


class LinkError(Exception):
    def __init__(self, problem: str, detail: str):
        super().__init__(f"{problem}: {detail}")
        self.problem = problem
        self.detail = detail


class Device(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One device of the game, as the start message lists it."""

    name: Name
    #: Ed25519 public key, raw
    key: Bytes32
    #: the end of its hash chain (chain.commitment)
    commit: Bytes16
    #: the seats it plays (its human's, and computer seats it was named for)
    seats: "list[int]"


class Start(msgspec.Struct, frozen=True, tag="start", forbid_unknown_fields=True):
    """Index 0 of the chain, by the host: the game and every device with its key."""

    game: str
    players: "list[Seat]"
    options: "dict[str, Any]"
    devices: "list[Device]"
    #: the record's rules version (engine/core/records.py)
    rules: int = 1


class Shown(msgspec.Struct, frozen=True, array_like=True, forbid_unknown_fields=True):
    """A sealed card made public by its holder: the card at place `i` of sealed order `e`
    (sealed.py), named when the holder plays it or the rules play it for the holder."""

    e: Annotated[int, msgspec.Meta(ge=0)]
    i: Annotated[int, msgspec.Meta(ge=0)]
    card: int


class ShufflePass(msgspec.Struct, frozen=True, array_like=True, forbid_unknown_fields=True):
    """One device's turn of the mental-poker shuffle of sealed order `e`: every card under its
    layer too, in its secret order (poker.shuffle_pass); or a part of it, the next places in
    order, when the pass is sent in several messages (sealed.PASS_PART)."""

    e: Annotated[int, msgspec.Meta(ge=0)]
    points: "list[Bytes32]"


class Strip(msgspec.Struct, frozen=True, array_like=True, forbid_unknown_fields=True):
    """A partial decryption: the device's layer taken off place `i` of sealed order `e`, which
    another seat drew (the value left is `point`)."""

    e: Annotated[int, msgspec.Meta(ge=0)]
    i: Annotated[int, msgspec.Meta(ge=0)]
    point: Bytes32


class Turn(msgspec.Struct, frozen=True, tag="turn", omit_defaults=True, forbid_unknown_fields=True):
    """The moves its device made since its last message, in order (engine actions as records
    hold them); may be empty when the message only fixes a waiting draw. In a game with sealed
    hands it also carries the device's part of the mental-poker deck: the cards it shows, its
    shuffle pass when one is due, and the layers it takes off cards other seats drew."""

    moves: "list[Any]" = []
    shown: "list[Shown]" = []
    passes: "list[ShufflePass]" = []
    strips: "list[Strip]" = []


class Audit(msgspec.Struct, frozen=True, tag="audit", omit_defaults=True, forbid_unknown_fields=True):
    """After the game: the device's secrets, so that every device can check the whole game
    (docs/remote.md, "The check at the end"): its hash-chain seed and, in a game with sealed
    hands, the secret its mental-poker keys and shuffle orders were made from."""

    seed: Bytes32
    secret: bytes = b""


Body = Union[Start, Turn, Audit]


class Invite(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Before the chain: the host asks a friend to take `seat` in a game (docs/remote.md,
    "Messages"). Signed by the host's key, which it names."""

    v: int
    g: Bytes16
    game: str
    players: "list[Seat]"
    options: "dict[str, Any]"
    seat: Annotated[int, msgspec.Meta(ge=0, le=15)]
    host: Device
    s: bytes = b""


class Join(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Before the chain: a friend's answer to an invitation, with its device (name, key,
    commitment and the seat it takes). Signed by that device's own key."""

    v: int
    g: Bytes16
    device: Device
    s: bytes = b""


class Message(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True, forbid_unknown_fields=True):
    v: int
    #: the game's id
    g: Bytes16
    #: index in the chain (0: the start message)
    i: Annotated[int, msgspec.Meta(ge=0)]
    #: digest of the previous message (absent at index 0)
    p: bytes = b""
    #: the sending device (its place in the start message)
    d: Annotated[int, msgspec.Meta(ge=0, le=15)]
    #: the device's next hash-chain value
    r: Bytes16
    b: Body
    #: Ed25519 signature of `signed_bytes`
    s: bytes = b""


def signed_bytes(message: "Message | Invite | Join") -> bytes:
    """What the sender signs: the message's JSON without its signature."""
    return msgspec.json.encode(msgspec.structs.replace(message, s=b""))


def digest(message: Message) -> bytes:
    """What the next message names as its previous one: a hash of the whole signed message."""
    return hashlib.sha256(msgspec.json.encode(message)).digest()[:16]


# --- links -----------------------------------------------------------------------------------

_LIST = Annotated[list[Message], msgspec.Meta(max_length=MAX_MESSAGES)]


def pack_link(messages: "list[Message]") -> str:
    """The payload of a turn link (``1.<base64url>``) carrying `messages`."""
    return packing.pack(msgspec.json.encode(list(messages)), VERSION)


def unpack_link(payload: str) -> "list[Message]":
    """The messages of a payload, each well formed (signatures, chain and moves are the
    session's to check). Raises LinkError, never anything else."""
    try:
        data = packing.unpack(payload, VERSION, MAX_PAYLOAD, MAX_JSON, "turn link")
    except packing.PackError as exc:
        raise LinkError(exc.problem, exc.detail) from None
    from engine.core.errors import RecordError
    from engine.core.records import parse_json

    try:
        raw = parse_json(data, MAX_JSON, "turn link")  # size, text and nesting depth first
    except RecordError as exc:
        raise LinkError(DAMAGED, str(exc)) from None
    if isinstance(raw, list):  # a newer protocol may shape its messages otherwise: say so first
        for item in raw:
            version = item.get("v") if isinstance(item, dict) else None
            if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
                raise LinkError(NEWER, f"protocol {version}; this version reads {VERSION}")
    try:
        return msgspec.convert(raw, _LIST)
    except (msgspec.ValidationError, RecursionError) as exc:
        raise LinkError(DAMAGED, f"not a list of messages ({str(exc)[:160]})") from None


def payload_of(fragment: str, key: str = LINK_KEY) -> "str | None":
    """The payload of a URL fragment, or None when it is no link of that kind (`key`: LINK_KEY
    for turn links, INVITE_KEY, JOIN_KEY)."""
    fragment = (fragment or "").lstrip("#")
    prefix = key + "="
    return fragment[len(prefix) :] if fragment.startswith(prefix) else None


# --- invitations and joins: one message a link -------------------------------------------------

#: the fragment keys of an invitation (``#i=``) and of a join (``#j=``)
INVITE_KEY = "i"
JOIN_KEY = "j"
#: an invitation or a join is small: a longer payload is not one
MAX_SMALL = 20_000


def pack_one(message: "Invite | Join") -> str:
    return packing.pack(msgspec.json.encode(message), VERSION)


def unpack_one(payload: str, kind: type) -> "Invite | Join":
    """The invitation or join (`kind`) of a payload, well formed. Raises LinkError."""
    what = "invitation" if kind is Invite else "answer to an invitation"
    try:
        data = packing.unpack(payload, VERSION, MAX_SMALL, MAX_SMALL, what)
    except packing.PackError as exc:
        raise LinkError(exc.problem, exc.detail) from None
    try:
        raw = msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        raise LinkError(DAMAGED, f"not JSON ({str(exc)[:120]})") from None
    version = raw.get("v") if isinstance(raw, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise LinkError(NEWER, f"protocol {version}; this version reads {VERSION}")
    try:
        return msgspec.convert(raw, kind)
    except msgspec.ValidationError as exc:
        raise LinkError(DAMAGED, f"not an {what} ({str(exc)[:160]})") from None
