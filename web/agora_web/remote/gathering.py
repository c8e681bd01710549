"""Before a remote game starts: the host's invitations, the friends' answers, and the start
message that makes one chain of them (docs/remote.md, "Messages").

The host device makes one invitation per seat played on another device and signs each; a friend's
device answers with a join naming its own key and commitment, signed with that key. Once every
invited seat has an answer, the host writes the start message: every device with its key, its
commitment and its seats (the host's: its own people's and the computers'). A joining device
checks that the start lists it as it answered before it plays. Pure: signatures are checked by
the caller (remote/crypto.py in the page).
"""

from __future__ import annotations

import msgspec

from . import session
from .messages import VERSION, Device, Invite, Join, Message
from .session import FOREIGN, FORGED, NEWER, Refused


def invitation(game_id: bytes, game: str, players, options: dict, seat: int, host: Device) -> Invite:
    """The unsigned invitation to take `seat`."""
    return Invite(
        v=VERSION, g=game_id, game=game, players=list(players), options=dict(options or {}), seat=seat, host=host
    )


def answer(invite: Invite, name: str, key: bytes, commit: bytes) -> Join:
    """The unsigned join of a device taking the invitation's seat."""
    return Join(v=VERSION, g=invite.g, device=Device(name=name, key=key, commit=commit, seats=[invite.seat]))


class Gathering:
    """The host's side: who was invited and who has answered."""

    def __init__(self, game_id: bytes, game: str, players, options: dict, host: Device, remote_seats):
        self.game_id = game_id
        self.game = game
        self.players = list(players)
        self.options = dict(options or {})
        self.host = host
        self.remote_seats = sorted(remote_seats)
        if set(self.remote_seats) & set(host.seats) or not self.remote_seats:
            raise ValueError("a remote game has at least one seat on another device, and no seat twice")
        self.joined: "dict[int, Device]" = {}

    def invitations(self) -> "list[Invite]":
        return [
            invitation(self.game_id, self.game, self.players, self.options, seat, self.host)
            for seat in self.remote_seats
        ]

    def offer(self, join: Join, signature_ok: bool) -> None:
        """Take a friend's answer. Raises Refused (nothing changes) for an answer of another game,
        of no invited seat, signed by another key, or taking a seat someone else took."""
        if join.v > VERSION:
            raise Refused(NEWER, f"protocol {join.v}")
        if join.g != self.game_id:
            raise Refused(FOREIGN, "this answer is to another game's invitation")
        if not signature_ok:
            raise Refused(FORGED, "the answer's signature does not verify")
        seats = join.device.seats
        if len(seats) != 1 or seats[0] not in self.remote_seats:
            raise Refused(FOREIGN, "this answer takes no seat this game invited for")
        taken = self.joined.get(seats[0])
        if taken is not None and taken != join.device:
            raise Refused(FOREIGN, "another device has already taken this seat")
        self.joined[seats[0]] = join.device

    def complete(self) -> bool:
        return set(self.joined) == set(self.remote_seats)

    def devices(self) -> "list[Device]":
        """The host first, then the friends' devices in the order of their seats."""
        return [self.host] + [self.joined[seat] for seat in self.remote_seats]

    def start(self, host_seed: bytes) -> Message:
        """The unsigned start message (every invited seat must have answered)."""
        if not self.complete():
            raise ValueError("not every invited seat has answered")
        return session.start_message(self.game_id, self.game, self.players, self.options, self.devices(), host_seed)


def lists_me(start: Message, me: Device) -> bool:
    """Whether a start message lists this device as it answered (its key, commitment, seats)."""
    devices = getattr(start.b, "devices", None) or []
    return any(msgspec.structs.asdict(device) == msgspec.structs.asdict(me) for device in devices)
