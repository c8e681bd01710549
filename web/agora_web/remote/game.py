"""The one object the screens hold for a remote game on this device (docs/remote.md, "The API
the screens call").

    host = await RemoteGame.host(crypto, keys, "akropolis", players, options, remote_seats=[1],
                                 name="Ann's phone")
    host.invitations()                 # [(seat, "#i=…")] one link per seat on another device
    guest, answer = await RemoteGame.join(crypto, keys, "#i=…", name="Bob's tablet")
    report = await host.apply_link(answer)      # "#j=…": the answer; once all answered, the start
    report.link                        # what to send on (the start, a turn), or None
    await guest.apply_link(report.link)
    host.to_send(), host.my_turn(), host.seat_to_act(), host.pending()
    host.state(), host.view()          # the position this device may show
    link = await host.send(moves)      # this device's next message, signed: "#t=…"
    problems = await host.check()      # once the game is over and every device revealed

Everything cryptographic goes through `crypto` (an object with the coroutines `random_bytes`,
`new_signing_key`, `sign`, `verify`, `x25519`: crypto.py's functions in the page, the
`cryptography` package in the tests) and the signing key is kept in `keys` (keys.py); the rest
is the pure protocol (gathering.py, session.py, sealed.py). A link that cannot be applied is
reported in `Report.problems` (words.refusal_text says them) and changes nothing saved.
"""

from __future__ import annotations

import inspect
from typing import Any

import msgspec

from engine.core.protocol import Seat

from . import chain, gathering, messages, poker, session
from .messages import Device, Invite, Join, Message

#: a link longer than this is offered as a file (messengers cut long links)
LINK_LIMIT = 2000
#: the longest fragment (``#t=…``) a turn link is cut to: the site's address comes on top
FRAGMENT_LIMIT = LINK_LIMIT - 200


def catch_up_messages(chain_: "list[Message]", me: int, devices: int, device: "int | None" = None) -> "list[Message]":
    """The messages of a catch-up link from device `me` (RemoteGame.catch_up), oldest first. Of
    more than a link may hold (messages.MAX_MESSAGES), the newest: the link everyone is sent
    must carry this device's newest message, as `in_links` keeps the newest in the last link; a
    device further behind keeps these aside until it has the older ones (the earlier links, or a
    link from a device that holds them)."""
    others = [device] if device is not None else [d for d in range(devices) if d != me]
    since = 1 + min(max((m.i for m in chain_ if m.d == d), default=-1) for d in others)
    return chain_[max(since, len(chain_) - messages.MAX_MESSAGES) :]


def fragment(outgoing: "list[Message]") -> str:
    """A turn link's fragment, ``#t=…``, carrying `outgoing`."""
    return f"#{messages.LINK_KEY}=" + messages.pack_link(outgoing)


def in_links(outgoing: "list[Message]", limit: int = FRAGMENT_LIMIT) -> "list[list[Message]]":
    """`outgoing` cut into runs of messages, oldest first, each making a fragment of at most
    `limit` characters (a message longer than that alone goes alone, as a file). The last run
    is as long as it can be: it holds the newest messages, the link everyone is sent."""
    runs: "list[list[Message]]" = []
    end = len(outgoing)
    while end > 0:
        start = end - 1
        while start > 0 and len(fragment(outgoing[start - 1 : end])) <= limit:
            start -= 1
        runs.insert(0, list(outgoing[start:end]))
        end = start
    return runs


class Report(msgspec.Struct):
    """What opening a link did: messages applied, problems (refusal codes: words.refusal_text),
    and the link this device should send on now (the start message, say), if any."""

    applied: int = 0
    problems: "list[str]" = []
    link: "str | None" = None


class Secrets(msgspec.Struct):
    """What the device keeps of a game besides its key: its chain seed and poker secret."""

    seed: bytes
    secret: bytes


class Saved(msgspec.Struct, kw_only=True, omit_defaults=True, forbid_unknown_fields=True):
    """A remote game as the device saves it: its secrets, its device, the gathering (host, before
    the start) or the invitation it took, and every message it holds. The signing key is not in
    it (keys.py keeps it); opening the save checks every message again."""

    v: int = 1
    game_id: bytes
    me: int
    secrets: Secrets
    device: "Device | None" = None
    invite: "Invite | None" = None
    game: str = ""
    players: "list[Seat]" = []
    options: "dict[str, Any]" = {}
    remote_seats: "list[int]" = []
    joined: "dict[int, Device]" = {}
    messages: "list[Message]" = []
    held: "list[Message]" = []


async def _random(crypto, n: int) -> bytes:
    """`n` random bytes from the crypto object (crypto.py's random_bytes is synchronous)."""
    value = crypto.random_bytes(n)
    return await value if inspect.isawaitable(value) else value


class RemoteGame:
    def __init__(self, crypto, keys, game_id: bytes, me: int, secrets: Secrets):
        self.crypto = crypto
        self.keys = keys
        self.game_id = game_id
        self.me = me
        self.secrets = secrets
        self.gathering: "gathering.Gathering | None" = None
        self.invite: "Invite | None" = None
        self.device: "Device | None" = None
        self.session: "session.Session | None" = None

    # --- setting a game up ------------------------------------------------------------------
    @classmethod
    async def host(
        cls, crypto, keys, game: str, players: "list[Seat]", options: dict, remote_seats, name: str
    ) -> "RemoteGame":
        """A new game set up on this device: every seat not in `remote_seats` is played here (its
        people and its computers); the others get invitations."""
        game_id = await _random(crypto, 16)
        self = cls(crypto, keys, game_id, 0, Secrets(seed=await _random(crypto, 32), secret=await _random(crypto, 32)))
        public = await self._new_key()
        seats = [s for s in range(len(players)) if s not in set(remote_seats)]
        self.device = Device(name=name, key=public, commit=chain.commitment(self.secrets.seed, game_id, 0), seats=seats)
        self.gathering = gathering.Gathering(game_id, game, players, options, self.device, remote_seats)
        return self

    async def _new_key(self) -> bytes:
        private, public = await self.crypto.new_signing_key()
        await self.keys.put(self.game_id.hex(), private, public)
        return public

    async def _sign(self, message):
        private, _public = await self.keys.get(self.game_id.hex())
        return msgspec.structs.replace(message, s=await self.crypto.sign(private, messages.signed_bytes(message)))

    async def invitations(self) -> "list[tuple[int, str]]":
        """(seat, invitation link fragment), signed, for each seat on another device."""
        out = []
        for invite in self.gathering.invitations():
            out.append((invite.seat, f"#{messages.INVITE_KEY}=" + messages.pack_one(await self._sign(invite))))
        return out

    @classmethod
    async def join(cls, crypto, keys, fragment: str, name: str) -> "tuple[RemoteGame, str]":
        """This device takes the seat an invitation offers: (the game, the answer link to send
        back to the host). Raises messages.LinkError or session.Refused for a bad invitation."""
        payload = messages.payload_of(fragment, messages.INVITE_KEY)
        if payload is None:
            raise messages.LinkError(messages.DAMAGED, "not an invitation")
        invite = messages.unpack_one(payload, Invite)
        if not await crypto.verify(invite.host.key, messages.signed_bytes(invite), invite.s):
            raise session.Refused(session.FORGED, "the invitation's signature does not verify")
        remote = sorted(s for s in range(len(invite.players)) if s not in invite.host.seats)
        if invite.seat not in remote:
            raise session.Refused(session.FOREIGN, "the invitation offers a seat the host plays")
        place = 1 + remote.index(invite.seat)  # the start lists the host, then one device a seat
        self = cls(
            crypto, keys, invite.g, place, Secrets(seed=await _random(crypto, 32), secret=await _random(crypto, 32))
        )
        self.invite = invite
        public = await self._new_key()
        join = gathering.answer(invite, name, public, chain.commitment(self.secrets.seed, invite.g, place))
        self.device = join.device
        signed = await self._sign(join)
        return self, f"#{messages.JOIN_KEY}=" + messages.pack_one(signed)

    # --- saving -----------------------------------------------------------------------------
    def to_save(self) -> bytes:
        """The save's bytes (JSON)."""
        saved = Saved(game_id=self.game_id, me=self.me, secrets=self.secrets, device=self.device, invite=self.invite)
        if self.gathering is not None and self.session is None:
            g = self.gathering
            saved = msgspec.structs.replace(
                saved,
                game=g.game,
                players=g.players,
                options=g.options,
                remote_seats=g.remote_seats,
                joined=dict(g.joined),
            )
        if self.session is not None:
            saved = msgspec.structs.replace(
                saved,
                messages=list(self.session.messages),
                held=[self.session.held[i] for i in sorted(self.session.held)],
            )
        return msgspec.json.encode(saved)

    @classmethod
    async def from_save(cls, crypto, keys, data: bytes) -> "RemoteGame":
        """The game of a save, every message checked again as it first was. Raises
        session.Refused or msgspec errors for a save that is not one."""
        saved = msgspec.json.decode(data, type=Saved)
        self = cls(crypto, keys, saved.game_id, saved.me, saved.secrets)
        self.device, self.invite = saved.device, saved.invite
        if saved.game and not saved.messages:
            self.gathering = gathering.Gathering(
                saved.game_id, saved.game, saved.players, saved.options, saved.device, saved.remote_seats
            )
            self.gathering.joined = dict(saved.joined)
        for message in saved.messages + saved.held:
            try:
                await self._offer(message)
            except session.Refused as refused:
                if refused.problem != session.EARLY:
                    raise
        if self.session is not None and self.session.sealed:
            await poker.run_async(self.session.learn(self.secrets.secret), self.crypto.x25519)
        return self

    # --- links ------------------------------------------------------------------------------
    async def apply_link(self, fragment: str) -> Report:
        """Open a link (or a file's text) meant for this game: an answer to an invitation (host),
        or messages (the start, turns, audits). Nothing changes for what is refused."""
        join = messages.payload_of(fragment, messages.JOIN_KEY)
        if join is not None:
            return await self._apply_join(join)
        payload = messages.payload_of(fragment, messages.LINK_KEY)
        if payload is None:
            return Report(problems=[session.FOREIGN])
        try:
            incoming = messages.unpack_link(payload)
        except messages.LinkError as exc:
            return Report(problems=[exc.problem])
        report = Report()
        for message in incoming:
            try:
                report.applied += await self._offer(message)
            except session.Refused as refused:
                if refused.problem not in (session.DUPLICATE, session.EARLY):
                    report.problems.append(refused.problem)
        if self.session is not None and self.session.sealed:
            await poker.run_async(self.session.learn(self.secrets.secret), self.crypto.x25519)
        return report

    async def _apply_join(self, payload: str) -> Report:
        if self.gathering is None:
            return Report(problems=[session.FOREIGN])
        try:
            join = messages.unpack_one(payload, Join)
            self.gathering.offer(join, await self.crypto.verify(join.device.key, messages.signed_bytes(join), join.s))
        except messages.LinkError as exc:
            return Report(problems=[exc.problem])
        except session.Refused as refused:
            return Report(problems=[refused.problem])
        if not self.gathering.complete():
            return Report(applied=1)
        start = await self._sign(self.gathering.start(self.secrets.seed))
        await self._offer(start)
        return Report(applied=1, link=self.link([start]))

    async def _offer(self, message: Message) -> int:
        if self.session is None:
            if message.i != 0:
                raise session.Refused(session.EARLY, "the start message has not come yet")
            return await self._open(message)
        key = self.session.start.devices[message.d].key if message.d < len(self.session.start.devices) else bytes(32)
        ok = await self.crypto.verify(key, messages.signed_bytes(message), message.s)
        return len(self.session.offer(message, ok))

    async def _open(self, start: Message) -> int:
        devices = getattr(start.b, "devices", [])
        if (
            start.g != self.game_id
            or self.me >= len(devices)
            or not gathering.lists_me(start, self.device)
            or devices[self.me] != self.device
        ):
            raise session.Refused(session.FOREIGN, "this game's start does not list this device as it answered")
        ok = await self.crypto.verify(devices[0].key if devices else bytes(32), messages.signed_bytes(start), start.s)
        self.session = session.open_session(start, ok, self.me)
        if self.session.sealed:
            await poker.run_async(self.session.learn(self.secrets.secret), self.crypto.x25519)
        return 1

    def link(self, outgoing: "list[Message]") -> str:
        return fragment(outgoing)

    def catch_up(self, device: "int | None" = None) -> str:
        """A link with every message `device` (every other device: None) might lack: all after
        its own last message, which it surely holds (from the start for a device that has sent
        nothing yet: it may not have opened the start)."""
        return self.link(catch_up_messages(self.session.messages, self.me, len(self.session.start.devices), device))

    def catch_up_links(self) -> "list[str]":
        """`catch_up()` for every other device as links short enough for messengers, oldest
        first: the last carries the newest messages (this device's own included) and is the one
        everyone is sent; the others carry older messages a device lacks only if it missed the
        links that first carried them (the Send step offers them too)."""
        outgoing = catch_up_messages(self.session.messages, self.me, len(self.session.start.devices))
        return [self.link(run) for run in in_links(outgoing)]

    @staticmethod
    def needs_file(link: str) -> bool:
        """Whether a link is too long for messengers: offer it as a file (.agora) instead."""
        return len(link) > LINK_LIMIT

    # --- playing ----------------------------------------------------------------------------
    def to_send(self) -> "int | None":
        """The device whose message the game waits for (None: nothing more to come)."""
        return self.session.to_send() if self.session is not None else None

    def my_turn(self) -> bool:
        return self.session is not None and self.to_send() == self.me

    def seat_to_act(self) -> int:
        """The seat whose decision it is (-1 once the game is over)."""
        s = self.session
        if s is None or s.state() is None or s.over():
            return -1
        return s.rules.current_player(s.state())

    def pending(self) -> "list[int]":
        """Indices of messages received early, waiting for the ones before them."""
        return sorted(self.session.held) if self.session is not None else []

    def noticed(self) -> list:
        """What this device found wrong for itself during the game (audit.Problem): a card of its
        own that no longer decrypts to a card (someone took a layer off falsely). The game cannot
        go on for this device; the check at the end names who lied."""
        return list(getattr(self.session, "noticed", ()))

    def state(self):
        return self.session.state() if self.session is not None else None

    def view(self, seat: int):
        """What `seat` (one of this device's) may see of the position."""
        return self.session.rules.view(self.session.state(), seat)

    def trial(self, moves: "list[Any]"):
        """(position, goes_on) after this device plays `moves` now (not sent): the screen plays a
        turn's moves one by one this way, and sends when goes_on turns False."""
        return self.session.trial(self.me, self.secrets.seed, moves)

    def trial_record(self, moves: "list[Any]"):
        """(record, position, goes_on): `trial` with the record of the position, which the game
        screen is built from."""
        return self.session.trial_record(self.me, self.secrets.seed, moves)

    def unread(self, seat: int, moves: "list[Any]" = ()) -> "list[Any]":
        """With sealed hands, the cards of `seat`'s hand on the screen (the record `trial_record`
        gives for `moves` when this device's message is due, else the chain's) that this device
        cannot read yet: placeholders, to be drawn face down. [] for every other game."""
        s = self.session
        if s is None or not s.sealed:
            return []
        if self.my_turn() and not s.over():
            try:
                return s.trial_unread(self.me, self.secrets.seed, list(moves), seat)
            except session.Refused:
                pass
        return s.unread(seat)

    def plays_here(self, seat: int) -> bool:
        """Whether `seat` is played on this device (its people and computers)."""
        return self.session is not None and self.session.device_of(seat) == self.me

    def turn_moves(self) -> int:
        """How many moves the chain holds: the game screen's moves past it are this device's
        turn, not sent yet."""
        return len(self.session.moves) if self.session is not None else 0

    async def send(self, moves: "list[Any]" = ()) -> str:
        """This device's next message with `moves`, signed and applied here: the link to send
        (to every other device; the newest run of `catch_up_links`, which older ones may
        precede). Raises session.Refused when it is not this device's to send."""
        s = self.session
        if s.to_send() != self.me:
            raise session.Refused(session.OUT_OF_TURN, "it is not this device's turn to send")
        if s.over() and not s.waiting:
            message = s.next_audit(self.me, self.secrets.seed, self.secrets.secret if s.sealed else b"")
        elif s.sealed:
            message = await poker.run_async(
                s.compose(self.me, self.secrets.seed, self.secrets.secret, list(moves)), self.crypto.x25519
            )
        else:
            message = s.next_message(self.me, self.secrets.seed, list(moves))
        message = await self._sign(message)
        await self._offer(message)
        return self.catch_up_links()[-1]

    async def check(self):
        """The problems of the whole game (audit.Problem; [] is fair play), once every device has
        revealed its secrets; None before that."""
        if self.session is None or not self.session.audited():
            return None
        return await poker.run_async(self.session.check(), self.crypto.x25519)
