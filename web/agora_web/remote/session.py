"""One remote game as a device holds it: the chain of messages it has accepted and the position
they lead to (docs/remote.md, "Messages" and "Fair draws with no dealer").

`Session.offer(message, signature_ok)` is the one door: a message is accepted only if it is of
this game, signed by its device (checked by the caller, who holds the cryptography), next in the
chain, from the device allowed to extend it now, with the right hash-chain value, and every move
in it legal. Anything else raises Refused with a `problem` the page says in words, and the
session is left exactly as it was. A message whose predecessor is missing is kept aside and
applied once the gap is filled, so links opened in any order end in the same position.

The session never signs: `next_message` builds the device's own message, the caller signs it and
offers it like any other.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from engine.core import records, registry
from engine.core.errors import IllegalAction, RecordError

from . import chain, draws
from .messages import VERSION, Audit, Message, Start, Turn, digest

# Why a message is refused (the page has a sentence for each).
FOREIGN = "foreign"  # another game's, or not the start this device knows
FORGED = "forged"  # the signature does not verify
DUPLICATE = "duplicate"  # already held: nothing to do
EARLY = "early"  # a message before it is missing: kept aside
OUT_OF_TURN = "out_of_turn"  # not this device's to send now
BAD_VALUE = "bad_value"  # the hash-chain value does not follow the device's last one
ILLEGAL = "illegal"  # a move the rules refuse, or one that must wait for a draw
CONFLICT = "conflict"  # two different messages from one device at one place: it cheated
NEWER = "newer"  # a newer protocol
CHEAT = "cheat"  # what the message says contradicts what this device knows for sure
#: alternative deals tried before the mover may go on while a draw waits
PROBES = 6
#: positions whose probes are kept (Session._independent_of_waiting)
PROBED_KEPT = 16


class Refused(Exception):
    def __init__(self, problem: str, detail: str = ""):
        super().__init__(f"{problem}: {detail}" if detail else problem)
        self.problem = problem
        self.detail = detail


class Waiting(msgspec.Struct, frozen=True):
    """A draw not fixed yet: made by the move at `move` (-1: the opening deal) of the message
    with chain value `value`, from device `device`; `draw` counts the game's draws."""

    move: int
    draw: int
    device: int
    value: bytes


class Session:
    """The chain and the position. `record` is None until the opening deal is fixed."""

    def __init__(self, start: Message, signature_ok: bool):
        if not isinstance(start.b, Start) or start.i != 0 or start.p:
            raise Refused(FOREIGN, "a remote game begins with its start message")
        if start.v > VERSION:
            raise Refused(NEWER, f"protocol {start.v}")
        if not signature_ok:
            raise Refused(FORGED, "the start message's signature does not verify")
        body: Start = start.b
        if not 2 <= len(body.devices) <= 16 or start.d != 0:
            raise Refused(FOREIGN, "a remote game has 2 to 16 devices and starts from the first")
        seats = sorted(s for device in body.devices for s in device.seats)
        if seats != list(range(len(body.players))):
            raise Refused(FOREIGN, "every seat must be played by exactly one device")
        if not draws.can_play_remotely(body.game):
            raise Refused(FOREIGN, f"{body.game} cannot be played remotely yet")
        if registry.get(body.game).private_hands and not self.sealed:
            raise Refused(FOREIGN, f"{body.game} keeps hands sealed: open it with open_session")
        if not chain.follows(start.r, body.devices[0].commit, start.g, 0):
            raise Refused(BAD_VALUE, "the host's first value does not follow its commitment")
        self.game_id = start.g
        self.start = body
        self.messages: "list[Message]" = [start]
        #: each device's last chain value (its commitment until it sends)
        self.values = [device.commit for device in body.devices]
        self.values[0] = start.r
        self.values_sent = [0] * len(body.devices)
        self.values_sent[0] = 1
        self.moves: "list[Any]" = []
        self.record: "records.Record | None" = None
        self.waiting: "list[Waiting]" = [Waiting(move=-1, draw=0, device=0, value=start.r)]
        self.draws = 1
        #: messages that came before their predecessor: index → message
        self.held: "dict[int, Message]" = {}
        self._rules = registry.get(body.game)
        self._state = None
        #: what each device revealed after the game (its Audit body), by device
        self.audits: "dict[int, Audit]" = {}
        #: (record, waiting draws) → whether the decision asked is independent of those draws
        self._probed: "dict[bytes, bool]" = {}

    #: whether this session deals sealed hands (sealed.SealedSession)
    sealed = False

    # --- what the device sees --------------------------------------------------------------
    @property
    def rules(self):
        return self._rules

    def state(self):
        """The position after every accepted move (None before the opening deal)."""
        return self._state

    def device_of(self, seat: int) -> int:
        return next(d for d, device in enumerate(self.start.devices) if seat in device.seats)

    def to_send(self) -> "int | None":
        """The device that may extend the chain now: the fixing device while a draw waits, else
        the device of the seat to act; once the game is over, each device in turn with its
        audit; None when every device has sent it."""
        if self.waiting:
            return (self.waiting[0].device + 1) % len(self.start.devices)
        if self.over():
            return self._next_auditor()
        return self.device_of(self._rules.current_player(self._state))

    def over(self) -> bool:
        """Whether the game has ended (the audits may still be coming)."""
        return self._state is not None and self._rules.is_over(self._state)

    def _next_auditor(self) -> "int | None":
        return next((d for d in range(len(self.start.devices)) if d not in self.audits), None)

    def audited(self) -> bool:
        """Whether every device has revealed its secrets: the whole game can be checked."""
        return len(self.audits) == len(self.start.devices)

    # --- accepting ------------------------------------------------------------------------
    def offer(self, message: Message, signature_ok: bool) -> "list[Message]":
        """Accept `message` (and any held ones it unblocks); the list of messages applied, in
        chain order. Raises Refused; an EARLY message is kept aside before that is raised."""
        self._check_alone(message, signature_ok)
        if message.i > len(self.messages):
            self.held[message.i] = message
            raise Refused(EARLY, f"message {message.i} came before message {len(self.messages)}")
        applied = [self._apply(message)]
        while len(self.messages) in self.held:
            applied.append(self._apply(self.held.pop(len(self.messages))))
        return applied

    def _check_alone(self, message: Message, signature_ok: bool) -> None:
        """What can be checked without the chain: version, game, signature, duplicates."""
        if message.v > VERSION:
            raise Refused(NEWER, f"protocol {message.v}")
        if message.g != self.game_id:
            raise Refused(FOREIGN, "this message is of another game")
        if message.d >= len(self.start.devices):
            raise Refused(FOREIGN, f"there is no device {message.d} in this game")
        if not signature_ok:
            raise Refused(FORGED, f"message {message.i}'s signature does not verify")
        if message.i < len(self.messages):
            held = self.messages[message.i]
            if digest(held) == digest(message):
                raise Refused(DUPLICATE, f"message {message.i} is already here")
            if held.d == message.d:
                raise Refused(CONFLICT, f"device {message.d} signed two different messages at {message.i}")
            raise Refused(FOREIGN, f"message {message.i} does not belong to this chain")

    def _apply(self, message: Message) -> Message:
        """Apply the next message of the chain, or raise Refused leaving everything unchanged."""
        if message.p != digest(self.messages[-1]):
            raise Refused(FOREIGN, f"message {message.i} does not follow message {message.i - 1}")
        if isinstance(message.b, Start):
            raise Refused(FOREIGN, "only the first message may start a game")
        sender = self.to_send()
        if message.d != sender:
            raise Refused(OUT_OF_TURN, f"device {message.d} sent when device {sender} was to")
        if not chain.follows(message.r, self.values[message.d], self.game_id, message.d):
            raise Refused(BAD_VALUE, f"device {message.d}'s value does not follow its last one")
        if self.values_sent[message.d] >= chain.LENGTH:
            raise Refused(BAD_VALUE, f"device {message.d} has no values left")
        if isinstance(message.b, Audit) != (self.over() and not self.waiting):
            raise Refused(ILLEGAL, "the secrets are shown once the game is over, and only then")
        if isinstance(message.b, Audit):
            self.audits[message.d] = message.b
            self._accepted(message)
            return message
        self._apply_turn(message)
        self._accepted(message)
        return message

    def _accepted(self, message: Message) -> None:
        self.values[message.d] = message.r
        self.values_sent[message.d] += 1
        self.messages.append(message)

    def _apply_turn(self, message: Message) -> None:
        """The moves of a turn message on the position (or Refused, nothing changed)."""
        if message.b.shown or message.b.passes or message.b.strips:
            raise Refused(ILLEGAL, "this game has no sealed cards")
        saved = (self.moves, self.record, self.waiting, self.draws, self._state)
        try:
            self._fix_waiting(message.r)
            for move in message.b.moves:
                self._play(message.d, message.r, move)
        except Refused:
            self.moves, self.record, self.waiting, self.draws, self._state = saved
            raise

    # --- draws ----------------------------------------------------------------------------
    def _fix_waiting(self, fixer_value: bytes) -> None:
        """Every waiting draw is fixed by the fixing device's value, oldest first: what nobody
        has seen is dealt anew with the draw's key and the moves are played again on that deal."""
        if not self.waiting:
            return
        for waiting in self.waiting:
            key = draws.draw_key(self.game_id, waiting.draw, waiting.value, fixer_value)
            if waiting.move < 0:
                record = draws.opening(self.start.game, self.start.players, self.start.options, self.start.rules, key)
            else:
                before = msgspec.structs.replace(self.record, moves=self.moves[: waiting.move])
                record = draws.dealt_anew(before, key)
            self.record = msgspec.structs.replace(record, moves=list(self.moves))
        self.waiting = []
        try:
            _rules, self._state = records.replay(self.record)
        except RecordError as exc:  # a move played on a placeholder deal that the real one refuses
            raise Refused(ILLEGAL, f"after the draw: {exc}") from None

    def _play(self, device: int, value: bytes, raw: Any) -> None:
        if self._state is None or self._rules.is_over(self._state):
            raise Refused(ILLEGAL, "there is no move to make now")
        seat = self._rules.current_player(self._state)
        if seat not in self.start.devices[device].seats:
            raise Refused(OUT_OF_TURN, f"seat {seat} is not device {device}'s")
        if self.waiting and not self._independent_of_waiting():
            raise Refused(ILLEGAL, "this decision must wait for the draw")
        try:
            action = self._rules.parse_action(raw)
            after = self._rules.apply(self._state, action)
        except (msgspec.ValidationError, IllegalAction, ValueError, TypeError, KeyError, IndexError) as exc:
            raise Refused(ILLEGAL, f"move {len(self.moves)}: {str(exc)[:200]}") from None
        before = self._state
        self.moves = [*self.moves, _as_json(action)]
        self.record = msgspec.structs.replace(self.record, moves=list(self.moves))
        self._state = after
        if self._rules.reveals(before, action, after):
            self.waiting = [
                *self.waiting,
                Waiting(move=len(self.moves) - 1, draw=self.draws, device=device, value=value),
            ]
            self.draws += 1

    def _independent_of_waiting(self) -> bool:
        """Whether the decision now asked has the same legal moves however the waiting draws
        come out (tried on PROBES other deals), so the mover may go on before they are fixed.
        Each probe deals and replays the whole game: the answer is kept per position and waiting
        draws, as a turn's moves are tried again at each of its decisions and once more sent."""
        key = msgspec.json.encode((self.record, self.waiting))
        if key not in self._probed:
            if len(self._probed) >= PROBED_KEPT:
                self._probed.pop(next(iter(self._probed)))
            self._probed[key] = self._probe_waiting()
        return self._probed[key]

    def _probe_waiting(self) -> bool:
        wanted = msgspec.json.encode(self._rules.legal_actions(self._state))
        seat = self._rules.current_player(self._state)
        for probe in range(PROBES):
            record = self.record
            for waiting in self.waiting:
                key = hashlib.sha256(
                    b"agora/probe" + self.game_id + bytes([probe]) + waiting.draw.to_bytes(4, "big")
                ).digest()[: draws.KEY_SIZE]
                before = msgspec.structs.replace(record, moves=self.moves[: waiting.move])
                record = msgspec.structs.replace(draws.dealt_anew(before, key), moves=list(self.moves))
            try:
                _rules, state = records.replay(record)
            except RecordError:
                return False
            if (
                self._rules.current_player(state) != seat
                or msgspec.json.encode(self._rules.legal_actions(state)) != wanted
            ):
                return False
        return True

    # --- the device's own turn -------------------------------------------------------------
    def trial(self, device: int, seed: bytes, moves: "list[Any]"):
        """(position, goes_on): the position after `device` sends `moves` now, as its next message
        would make it (fixing the waiting draws first if it is the fixing device), and whether it
        may play on before sending. The page plays a turn's moves this way one by one as the player
        chooses them. Raises Refused for a move it may not make; changes nothing."""
        _record, state, goes_on = self.trial_record(device, seed, moves)
        return state, goes_on

    def trial_record(self, device: int, seed: bytes, moves: "list[Any]"):
        """(record, position, goes_on): `trial` with the record that leads to the position (the
        game screen is built from it: its deal is the one this device's message fixes)."""
        saved = (self.moves, self.record, self.waiting, self.draws, self._state)
        try:
            if self.to_send() != device:
                raise Refused(OUT_OF_TURN, f"it is not device {device}'s turn to send")
            value = self._next_value(device, seed)
            self._fix_waiting(value)
            for move in moves:
                self._play(device, value, move)
            state = self._state
            goes_on = (
                not self._rules.is_over(state)
                and self._rules.current_player(state) in self.start.devices[device].seats
                and (not self.waiting or self._independent_of_waiting())
            )
            return self.record, state, goes_on
        finally:
            self.moves, self.record, self.waiting, self.draws, self._state = saved

    def next_audit(self, device: int, seed: bytes, secret: bytes = b"") -> Message:
        """The unsigned audit message `device` sends once the game is over: its secrets."""
        return Message(
            v=VERSION,
            g=self.game_id,
            i=len(self.messages),
            p=digest(self.messages[-1]),
            d=device,
            r=self._next_value(device, seed),
            b=Audit(seed=seed, secret=secret),
        )

    def final_record(self) -> "records.Record | None":
        """The finished game as an ordinary record (None before the end)."""
        return self.record if self.over() else None

    def check(self):
        """Generator (poker.run drives it): the problems the whole game shows once every device
        has revealed its secrets (audit.Problem, an empty list for fair play)."""
        from . import audit

        return (yield from audit.check(self))

    def _next_value(self, device: int, seed: bytes) -> bytes:
        return chain.value(seed, self.game_id, device, self.values_sent[device] + 1)

    # --- the device's own message ----------------------------------------------------------
    def next_message(self, device: int, seed: bytes, moves: "list[Any]") -> Message:
        """The unsigned message `device` sends next with `moves` (its chain value from `seed`)."""
        value = self._next_value(device, seed)
        return Message(
            v=VERSION,
            g=self.game_id,
            i=len(self.messages),
            p=digest(self.messages[-1]),
            d=device,
            r=value,
            b=Turn(moves=[_as_json(m) for m in moves]),
        )


def open_session(start: Message, signature_ok: bool, me: "int | None" = None) -> Session:
    """The session of a start message: a SealedSession for a game whose hands only their holder
    may see (`me`: this device's place in the start, None for a device that only watches)."""
    rules_name = getattr(start.b, "game", "")
    try:
        private = registry.get(rules_name).private_hands
    except KeyError:
        raise Refused(FOREIGN, f"unknown game {rules_name!r}") from None
    if private:
        from .sealed import SealedSession

        return SealedSession(start, signature_ok, me)
    return Session(start, signature_ok)


def start_message(game_id: bytes, game: str, players, options: dict, devices: "list", host_seed: bytes) -> Message:
    """The unsigned start message of a new game (the host is device 0)."""
    body = Start(
        game=game,
        players=list(players),
        options=dict(options or {}),
        devices=list(devices),
        rules=registry.get(game).version,
    )
    return Message(v=VERSION, g=game_id, i=0, d=0, r=chain.value(host_seed, game_id, 0, 1), b=body)


def _as_json(value: Any) -> Any:
    """A move as records and messages hold it: its JSON form (lists, not tuples)."""
    return msgspec.json.decode(msgspec.json.encode(value))
