"""Sealed hands in a remote game: the mental-poker deck wired into the session (docs/remote.md,
"Sealed hands").

A game whose hands only their holder may see (`Rules.private_hands`) cannot keep one record that
every device replays: nobody may hold the deck's order. Each device keeps instead its **own**
record of the game: the moves, which everyone has, and a deal in which every place of every
order is either known to this device or filled with a placeholder that tells nothing.

- The game's **orders** are the piles of the explicit setup (and the turn order, dealt like a
  pile), then every shuffle in the order the engine makes them (the record's `shuffles`). Place
  `i` of an order is the `i`-th item drawn from it.
- The **sealed** pile (the one the game's dealer follows into hands: `Dealer.remaining`) is
  shuffled by every device in turn with the SRA scheme (poker.py): each order of it gets a lap of
  shuffle passes (each sent in parts of PASS_PART points, one part a message, so that every
  link stays short), then each place drawn by a seat has every other device's layer taken off
  (strips), and only the holder's device reads it. A device knows its own cards and the cards
  shown; the other places hold the items left, in sorted order.
- The **public** piles (seen by everyone when drawn) are dealt as in draws.py, progressively:
  every place nobody has seen is dealt anew with the key of each draw (two devices' hash-chain
  values), so nobody knows an item before it is drawn.
- A card leaves a hand face up only **shown** by its holder's device: a play or a discard names
  the card and the place it was drawn from; when the rules play a card on their own (a forced
  play), its holder's device must show it before anyone goes on.

Who may extend the chain (`to_send`): the fixing device while a public draw waits; the next
device of a shuffle lap; a device whose cards (or a card it must show) still wait for another
device's layer to come off: that device; then the device of the seat to act. Everything a device
owes (its pass when due, every layer it can take off) rides on every message it sends, but for
the layers when the message carries a part of a pass: they ride on its next message (a part and
a dozen layers would make a link too long), and `to_send` names it when a seat waits for them.

The state's fields read here (hands, the cards played and discarded, the public piles' remaining
items, the last revolt's tokens) are those of the one game with sealed hands, Pyramidion; a
second such game would name its own in the same tables.

Nothing here calls the browser: the scalar multiplications are asked for by generators
(`compose`, `learn`, `check`) that poker.run (tests) or poker.run_async (the page) drive.
"""

from __future__ import annotations

import hashlib
import importlib
from typing import Any

import msgspec

from engine.core import records
from engine.core.errors import IllegalAction, RecordError
from engine.core.redeal import DURING
from engine.core.rng import Rng

from . import audit, draws, poker
from .messages import VERSION, Message, Shown, ShufflePass, Strip, Turn, digest
from .session import CHEAT, ILLEGAL, OUT_OF_TURN, Refused, Session, Waiting, _as_json

#: the most points of a shuffle pass one message carries: a pass of a 40-card deck goes in two
#: messages, each short enough for a link (docs/remote.md, "Turn links"); a receiver takes a
#: pass in parts of any size (a version-1 message carries it whole)
PASS_PART = 20
#: lists of the explicit setup dealt like a public pile although they are none (the turn order)
SETUP_LISTS = ("order",)
#: where the items still to draw of a public pile are in a state, front first
_PUBLIC_REMAINING = {"boats": "boat_deck", "supply": "supply_deck"}
#: public piles drawn from without shrinking, reshuffled right after: how many were drawn
_DRAWN_AT_RESHUFFLE = {"revolt": lambda state: len(state.revolt.tokens) if state.revolt is not None else 0}


class Entry:
    """One order of the game: its pile, its items (sorted), whether it is sealed, and the places
    this device knows (`pins`: place → item; for a public order, the places drawn and fixed)."""

    __slots__ = ("pile", "items", "sealed", "pins", "dealt")

    def __init__(self, pile: str, items: tuple, sealed: bool, pins: "dict | None" = None, dealt: "tuple | None" = None):
        self.pile = pile
        self.items = items
        self.sealed = sealed
        self.pins = dict(pins or {})
        #: a public order as the last draw's key dealt it (its fixed places included)
        self.dealt = dealt

    def copy(self) -> "Entry":
        return Entry(self.pile, self.items, self.sealed, self.pins, self.dealt)


class Walk:
    """What a replay of this device's record tells: the position, every place drawn (a sealed
    place with the seat that drew it), when, and the sealed cards that went face up unshown."""

    def __init__(self, entries: "list[Entry]", setup_count: int):
        self.current: "dict[str, int | None]" = {entries[e].pile: e for e in range(setup_count)}
        self.drawn: "dict[int, list[int]]" = {e: [] for e in range(len(entries))}
        self.drawn_at: "dict[tuple[int, int], int]" = {}
        self.origin: "dict[Any, tuple[int, int]]" = {}
        #: (move index, seat, order, place) of a sealed card face up that nobody has shown
        self.unshown: "list[tuple[int, int, int, int]]" = []
        self.new: "list[tuple[str, tuple]]" = []
        #: order → (move index, the walk before that move, its view) where the order began: a
        #: replay after a change to that order or a later one starts there
        self.checkpoints: "dict[int, tuple[int, Walk, Any]]" = {}
        self.live = next(e for e in range(setup_count) if entries[e].sealed)
        self.state = None
        #: the full view of `state` (what the dealer reads to tell the cards face up)
        self.view = None
        self.moves = 0

    def copy(self) -> "Walk":
        other = Walk.__new__(Walk)
        other.current = dict(self.current)
        other.drawn = {e: list(v) for e, v in self.drawn.items()}
        other.drawn_at = dict(self.drawn_at)
        other.origin = dict(self.origin)
        other.unshown = list(self.unshown)
        other.new = list(self.new)
        other.checkpoints = dict(self.checkpoints)
        other.live = self.live
        other.state = self.state
        other.view = self.view
        other.moves = self.moves
        return other


def sra_keys(secret: bytes, game_id: bytes, e: int) -> "tuple[bytes, bytes]":
    """(encrypting, decrypting) scalars of a device for sealed order `e`, made from its secret:
    a fresh pair per order, so that a card seen once links to no place of another order."""
    for counter in range(1000):
        pair = poker.key_pair(
            hashlib.sha256(
                b"agora/sra-key" + game_id + secret + e.to_bytes(4, "big") + counter.to_bytes(4, "big")
            ).digest()
        )
        if pair is not None:
            return pair
    raise ValueError("no key")  # pragma: no cover - about one try in two succeeds


def sra_order(secret: bytes, game_id: bytes, e: int, n: int) -> "list[int]":
    """The device's secret order for its shuffle pass of sealed order `e` (n places)."""
    key = hashlib.sha256(b"agora/sra-order" + game_id + secret + e.to_bytes(4, "big")).digest()[:16]
    order, _rng = Rng.from_seed(key).shuffled(range(n))
    return order


class SealedSession(Session):
    """A remote game with sealed hands, as device `me` holds it (None: a device that only
    watches and checks). The same door as Session: `offer`; the device's own message is made by
    the generator `compose`, and its cards are read by `learn` after each message accepted."""

    sealed = True

    def __init__(self, start: Message, signature_ok: bool, me: "int | None" = None):
        super().__init__(start, signature_ok)
        self.me = me
        rules = self._rules
        self._dealer = importlib.import_module(rules.hidden_module).DEALER
        base = msgspec.structs.replace(
            records.new_record(self.start.game, list(self.start.players), self.start.options or None, seed=bytes(16)),
            rules=self.start.rules,
        )
        self._setup = self._dealer.explicit_setup(rules, base)
        _rules, first = records.start(base)
        self.entries: "list[Entry]" = []
        for pile, items in self._dealer.setup_piles(self._setup).items():
            self.entries.append(Entry(pile, tuple(sorted(items)), self._is_sealed(first, pile)))
        for name in SETUP_LISTS:
            if name in self._setup:
                self.entries.append(Entry(name, tuple(sorted(self._setup[name])), False))
        self._setup_count = len(self.entries)
        self._sealed_pile = next(entry.pile for entry in self.entries if entry.sealed)
        self.public_key: "bytes | None" = None
        #: sealed places shown, by anyone: (order, place) → card; and by which device
        self.shown: "dict[tuple[int, int], Any]" = {}
        self.shown_by: "dict[tuple[int, int], int]" = {}
        #: each sealed order's shuffle passes, in device order
        self.passes: "dict[int, list[list[bytes]]]" = {}
        #: the parts received so far of the shuffle pass due (order → its first points); never
        #: changed in place (a snapshot shares it)
        self.partial: "dict[int, list[bytes]]" = {}
        #: layers taken off each sealed place: (device, value left), in order
        self.strips: "dict[tuple[int, int], list[tuple[int, bytes]]]" = {}
        #: this device's table of card points (card → point), filled by the generators
        self.card_points: "dict[Any, bytes]" = {}
        #: what this device found wrong for itself during the game (audit.Problem)
        self.noticed: "list[audit.Problem]" = []
        self._final: "records.Record | None" = None
        self._walk: "Walk | None" = None
        self._rebuild_all()

    def _is_sealed(self, state, pile: str) -> bool:
        return self._dealer.remaining is not None and self._dealer.remaining(state, pile) is not None

    # --- this device's record ----------------------------------------------------------------
    def _fill(self, e: int) -> list:
        """Order `e` as this device deals it: known places, the other items in the others (in
        sorted order for a sealed order; dealt with the last draw's key for a public one)."""
        entry = self.entries[e]
        if entry.dealt is not None:
            return list(entry.dealt)
        rest = sorted(set(entry.items) - set(entry.pins.values()))
        items = iter(rest)
        return [entry.pins[i] if i in entry.pins else next(items) for i in range(len(entry.items))]

    def _record_with(self, fills: "list[list]", moves: list) -> records.Record:
        setup = dict(self._setup)
        piles = {}
        for e in range(self._setup_count):
            pile = self.entries[e].pile
            if pile in SETUP_LISTS:
                setup[pile] = list(fills[e])
            else:
                piles[pile] = list(fills[e])
        setup = self._dealer.with_piles(setup, piles)
        shuffles = [list(f) for f in fills[self._setup_count :]]
        return records.Record(
            format=records.FORMAT,
            game=self.start.game,
            players=list(self.start.players),
            options=dict(self.start.options or {}),
            generator=2,
            seed=self.game_id.hex(),
            rules=self.start.rules,
            setup=setup,
            shuffles=shuffles or None,
            moves=list(moves),
        )

    #: replay every rebuild from the start too and compare (the tests turn it on)
    VERIFY_REBUILDS = False

    def _rebuild(self, changed: "set[int] | None" = None) -> None:
        """Replay this device's record after what it knows changed: from the move where the
        earliest `changed` order began (a shuffle), or from the start."""
        first = min(changed) if changed else -1
        starts = [e for e in self._walk.checkpoints if e <= first] if self._walk is not None and first >= 0 else []
        if starts:
            index, walk, view = self._walk.checkpoints[max(starts)]
            fills = [self._fill(e) for e in range(len(self.entries))]
            walk = walk.copy()
            state = walk.state
            consumed = len(state.rng.trace or ())
            walk.state = msgspec.structs.replace(state, rng=state.rng.with_plan(fills[self._setup_count + consumed :]))
            walk.view = view
            self._fills = fills
            self._advance(walk, self.moves[index:])
            if not walk.new:
                record = self._record_with(fills, self.moves)
                if self.VERIFY_REBUILDS:
                    self._rebuild_all()
                    assert self._state == walk.state and self._walk.drawn == walk.drawn, "a partial replay differs"
                    assert self._walk.unshown == walk.unshown and self._walk.origin == walk.origin
                self.record, self._walk, self._state = record, walk, walk.state
                return
        self._rebuild_all()

    def _rebuild_all(self) -> None:
        """Replay this device's record from the start."""
        for _ in range(256):
            self._fills = [self._fill(e) for e in range(len(self.entries))]
            record = self._record_with(self._fills, self.moves)
            try:
                _rules, state = records.start(record, trace=True)
            except RecordError as exc:
                raise Refused(ILLEGAL, str(exc)[:200]) from None
            walk = Walk(self.entries, self._setup_count)
            self._count(walk, None, state, -1)
            walk.state = state
            walk.view = self._rules.view(state, None)
            self._advance(walk, self.moves)
            if not walk.new:
                self.record, self._walk, self._state = record, walk, walk.state
                return
            for pile, items in walk.new:
                self.entries.append(Entry(pile, items, self._is_sealed(walk.state, pile)))
        raise Refused(ILLEGAL, "the game's shuffles do not settle")  # pragma: no cover

    def _advance(self, walk: Walk, moves: list) -> None:
        """Play `moves` on from the walk's position, counting what each draws. Refused for a
        move the rules refuse on this device's deal."""
        rules = self._rules
        state = walk.state
        for raw in moves:
            index = walk.moves
            try:
                action = rules.parse_action(raw)
                after = rules.apply(state, action)
            except (
                msgspec.ValidationError,
                IllegalAction,
                ValueError,
                TypeError,
                KeyError,
                IndexError,
                AttributeError,
            ) as exc:
                raise Refused(ILLEGAL, f"move {index}: {str(exc)[:200]}") from None
            done = len(state.rng.trace or ())
            if len(after.rng.trace or ()) > done:  # a new order begins: a replay may start here
                before = walk.copy()
                before.state = state
                walk.checkpoints[self._setup_count + done] = (index, before, walk.view)
            walk.view = self._count(walk, state, after, index, action, walk.view)
            state = after
            walk.moves += 1
        walk.state = state

    def _count(self, walk: Walk, before, after, index: int, action=None, before_view=None):
        """What the step from `before` to `after` (move `index`; -1: the deal) drew and showed.
        Returns the view of `after` (the next step's view before)."""
        k = self._setup_count
        origin_before = dict(walk.origin)
        trace = after.rng.trace or ()
        done = len(before.rng.trace or ()) if before is not None else 0
        for t in range(done, len(trace)):
            pile, order, open_ = trace[t]
            e = k + t
            old = walk.current.get(pile)
            if old is not None:
                if open_:
                    self._drawn_to(walk, old, len(self.entries[old].items), after, index)
                elif pile in _DRAWN_AT_RESHUFFLE:
                    self._drawn_to(walk, old, _DRAWN_AT_RESHUFFLE[pile](after), after, index)
            if e >= len(self.entries):
                walk.new.append((pile, tuple(sorted(order))))
                walk.current[pile] = None
                continue
            if self.entries[e].pile != pile:
                raise Refused(ILLEGAL, "the game's shuffles came in another order")
            walk.current[pile] = e
            if self.entries[e].sealed and not open_:
                walk.live = e
        for pile, e in walk.current.items():
            if e is None:
                continue
            if self.entries[e].sealed:
                left = self._dealer.remaining(after, pile)
            elif pile in _PUBLIC_REMAINING:
                left = getattr(after, _PUBLIC_REMAINING[pile])
            elif pile in SETUP_LISTS:
                left = ()
            else:
                continue
            self._drawn_to(walk, e, len(self.entries[e].items) - len(left), after, index)
        if before is None:
            return None
        # the sealed cards face up after the move or during it (the game's dealer says which:
        # a card played or discarded may be shuffled back within the same move)
        view = self._rules.view(after, None)
        seen_before = self._dealer.seen(before_view, None, None)
        seen = self._dealer.seen(view, before_view, action)
        face_up = set()
        for key, cards in seen.items():
            if key == self._sealed_pile or (isinstance(key, tuple) and key == (self._sealed_pile, DURING)):
                face_up |= set(cards)
        held = {card for hand in after.hands for card in hand}
        for card in sorted(face_up - set(seen_before.get(self._sealed_pile, ()))):
            # where it was drawn from: before this move, or within it if it is in no hand now
            place = origin_before.get(card) or (walk.origin.get(card) if card not in held else None)
            if place is not None and place not in self.shown:
                walk.unshown.append((index, walk.drawn[place[0]][place[1]], *place))
        return view

    def _drawn_to(self, walk: Walk, e: int, count: int, after, index: int) -> None:
        drawn = walk.drawn[e]
        fill = self._fills[e]
        while len(drawn) < min(count, len(fill)):
            i = len(drawn)
            seat = -1
            if self.entries[e].sealed:
                card = fill[i]
                seat = self._dealer.holder(after, self.entries[e].pile, card)
                if seat < 0:
                    seat = next((p.seat for p in after.played if p.card == card), -1)
                walk.origin[card] = (e, i)
            drawn.append(seat)
            walk.drawn_at[(e, i)] = index

    # --- what the device sees --------------------------------------------------------------
    def my_seats(self) -> "list[int]":
        return list(self.start.devices[self.me].seats) if self.me is not None else []

    def known(self, seat: int) -> "list[Any]":
        """The sealed cards this device knows `seat` drew this round and still may hold: all of
        them for its own seats, the shown ones for the others (what a screen may show)."""
        walk = self._walk
        out = []
        for e in range(walk.live, len(self.entries)):
            if not self.entries[e].sealed:
                continue
            for i, holder in enumerate(walk.drawn[e]):
                if holder == seat and i in self.entries[e].pins:
                    out.append(self.entries[e].pins[i])
        return out

    def unread(self, seat: int) -> "list[Any]":
        """The cards of `seat`'s hand in this device's record that are placeholders: places it
        drew whose layers other devices have not all taken off yet (for another device's seat,
        every card not shown). A screen draws them face down, as cards still being dealt."""
        held = set(self._state.hands[seat]) if self._state is not None else set()
        return [
            self._fills[e][i]
            for e, i in self._hand_places(seat)
            if i not in self.entries[e].pins and self._fills[e][i] in held
        ]

    def holder(self, e: int, i: int) -> int:
        drawn = self._walk.drawn.get(e, [])
        return drawn[i] if i < len(drawn) else -1

    # --- whose message comes next ----------------------------------------------------------
    def _lap_due(self) -> "tuple[int, int] | None":
        n = len(self.start.devices)
        for e, entry in enumerate(self.entries):
            if entry.sealed and len(self.passes.get(e, ())) < n:
                return e, len(self.passes.get(e, ()))
        return None

    def _stripped(self, e: int, i: int) -> "list[int]":
        return [d for d, _point in self.strips.get((e, i), ())]

    def _owing(self, e: int, i: int) -> "list[int]":
        """The devices that have still to take their layer off sealed place (e, i)."""
        seat = self.holder(e, i)
        if seat < 0:  # not a card in a hand: nobody's layer is wanted
            return []
        holder = self.device_of(seat)
        done = set(self._stripped(e, i))
        return [d for d in range(len(self.start.devices)) if d != holder and d not in done]

    def _pending_shows(self) -> "list[tuple[int, int, int, int]]":
        return [u for u in self._walk.unshown if (u[2], u[3]) not in self.shown]

    def _hand_places(self, seat: int) -> "list[tuple[int, int]]":
        """The sealed places `seat` drew this round that are not shown."""
        walk = self._walk
        return [
            (e, i)
            for e in range(walk.live, len(self.entries))
            if self.entries[e].sealed
            for i, holder in enumerate(walk.drawn[e])
            if holder == seat and (e, i) not in self.shown
        ]

    def _needs(self) -> "list[tuple[int, list[tuple[int, int]]]]":
        """Devices that cannot go on until other devices take their layers off: (device, places)."""
        out = [(self.device_of(seat), [(e, i)]) for _m, seat, e, i in self._pending_shows()]
        if not self.over():
            seat = self._rules.current_player(self._state)
            out.append((self.device_of(seat), self._hand_places(seat)))
        return out

    def to_send(self) -> "int | None":
        if self.waiting:
            return (self.waiting[0].device + 1) % len(self.start.devices)
        due = self._lap_due()
        if due is not None:
            return due[1]
        for device, places in self._needs():
            for e, i in places:
                owing = self._owing(e, i)
                if owing:
                    return owing[0]
            return device
        if self.over():
            return self._next_auditor()
        return self.device_of(self._rules.current_player(self._state))  # pragma: no cover

    # --- saving and restoring (a refused message changes nothing) --------------------------
    _PLAIN = ("moves", "record", "waiting", "draws", "_state", "public_key", "_fills", "partial")

    def _snapshot(self):
        return (
            {name: getattr(self, name) for name in self._PLAIN},
            [e.copy() for e in self.entries],
            dict(self.shown),
            dict(self.shown_by),
            {e: list(p) for e, p in self.passes.items()},
            {k: list(v) for k, v in self.strips.items()},
            self._walk.copy(),
            list(self.noticed),
        )

    def _restore(self, saved) -> None:
        plain, entries, self.shown, self.shown_by, self.passes, self.strips, self._walk, self.noticed = saved
        for name, value in plain.items():
            setattr(self, name, value)
        self.entries = entries

    # --- accepting a turn ------------------------------------------------------------------
    def _apply_turn(self, message: Message) -> None:
        saved = self._snapshot()
        try:
            self._take(message.d, message.r, message.b)
        except Refused:
            self._restore(saved)
            raise

    def _take(self, device: int, value: bytes, body: Turn) -> None:
        self._fix_waiting(value)
        due = self._lap_due()
        if due is not None and due[1] == device and not any(p.e == due[0] for p in body.passes):
            raise Refused(ILLEGAL, f"device {device} owes its shuffle pass of order {due[0]}")
        for p in body.passes:
            self._take_pass(device, p)
        n = len(self.start.devices)
        owed = {
            (e, i)
            for _d, places in self._needs()
            for e, i in places
            if len(self.passes.get(e, ())) == n and device in self._owing(e, i)
        }
        for s in body.strips:
            self._take_strip(device, s)
        if not body.passes and any(device in self._owing(e, i) for e, i in owed):
            raise Refused(ILLEGAL, f"device {device} owes layers that a seat waits for")
        if body.shown:
            for shown in body.shown:
                self._take_shown(device, shown)
            if any(self._fills[s.e][s.i] != s.card for s in body.shown):
                self._rebuild({s.e for s in body.shown})
        if body.moves:
            self._play_moves(device, value, body.moves)

    def _fix_waiting(self, fixer_value: bytes) -> None:
        """A waiting public draw is fixed: every place nobody has seen of the public orders is
        dealt anew with the draw's key, and the places drawn so far are fixed for good."""
        if not self.waiting:
            return
        waiting = self.waiting[0]
        self.public_key = draws.draw_key(self.game_id, waiting.draw, waiting.value, fixer_value)
        self.waiting = []
        for e, entry in enumerate(self.entries):
            if not entry.sealed:
                key = hashlib.sha256(b"agora/deal" + self.public_key + e.to_bytes(4, "big")).digest()
                rest, _rng = Rng.from_seed(key[: draws.KEY_SIZE]).shuffled(
                    sorted(set(entry.items) - set(entry.pins.values()))
                )
                rest = iter(rest)
                entry.dealt = tuple(entry.pins[i] if i in entry.pins else next(rest) for i in range(len(entry.items)))
        self._rebuild()
        for e, entry in enumerate(self.entries):
            if not entry.sealed:
                for i in range(len(self._walk.drawn[e])):
                    entry.pins.setdefault(i, self._fills[e][i])

    def _unfixed(self) -> "list[tuple[int, int]]":
        return [
            (e, i)
            for e, entry in enumerate(self.entries)
            if not entry.sealed
            for i in range(len(self._walk.drawn[e]))
            if i not in entry.pins
        ]

    def _take_pass(self, device: int, p: ShufflePass) -> None:
        if self._lap_due() != (p.e, device):
            raise Refused(OUT_OF_TURN, f"device {device} may not shuffle order {p.e} now")
        got = [*self.partial.get(p.e, ()), *p.points]
        if not p.points or len(got) > len(self.entries[p.e].items) or len(set(got)) != len(got):
            raise Refused(ILLEGAL, "a shuffle pass must hold every card once")
        rest = {e: part for e, part in self.partial.items() if e != p.e}
        if len(got) == len(self.entries[p.e].items):
            self.passes.setdefault(p.e, []).append(got)
            self.partial = rest
        else:
            self.partial = {**rest, p.e: got}

    def _value(self, e: int, i: int) -> bytes:
        strips = self.strips.get((e, i))
        return strips[-1][1] if strips else self.passes[e][-1][i]

    def _take_strip(self, device: int, s: Strip) -> None:
        if not 0 <= s.e < len(self.entries) or not self.entries[s.e].sealed:
            raise Refused(ILLEGAL, f"order {s.e} is not sealed")
        if len(self.passes.get(s.e, ())) < len(self.start.devices):
            raise Refused(ILLEGAL, f"order {s.e} is not shuffled yet")
        if self.holder(s.e, s.i) < 0 or (s.e, s.i) in self.shown:
            raise Refused(ILLEGAL, f"place {s.i} of order {s.e} is not a card in a hand")
        if device not in self._owing(s.e, s.i):
            raise Refused(ILLEGAL, f"device {device} has no layer to take off place {s.i}")
        self.strips.setdefault((s.e, s.i), []).append((device, s.point))

    def _take_shown(self, device: int, shown: Shown) -> None:
        e, i, card = shown.e, shown.i, shown.card
        if not 0 <= e < len(self.entries) or not self.entries[e].sealed:
            raise Refused(ILLEGAL, f"order {e} is not sealed")
        entry = self.entries[e]
        if self.holder(e, i) not in self.start.devices[device].seats:
            raise Refused(ILLEGAL, f"device {device} did not draw place {i} of order {e}")
        if card not in entry.items:
            raise Refused(ILLEGAL, f"{card!r} is not a card of this deck")
        if (e, i) in self.shown:
            if self.shown[(e, i)] != card:
                raise Refused(CHEAT, f"device {device} showed another card at place {i}")
            return
        if any(c == card for (e2, _i), c in self.shown.items() if e2 == e):
            raise Refused(CHEAT, f"card {card} was shown from another place")
        mine = entry.pins.get(i)
        if (mine is not None and mine != card) or any(c == card and j != i for j, c in entry.pins.items()):
            raise Refused(CHEAT, f"device {device} showed card {card}, which this device holds")
        self.shown[(e, i)] = card
        self.shown_by[(e, i)] = device
        entry.pins[i] = card

    def _play_moves(self, device: int, value: bytes, moves: list, show_own: "list | None" = None) -> None:
        """Play a device's moves (Refused for what the protocol forbids). `show_own`: the device
        plays its own moves, and the cards they put face up are shown (added to that list)."""
        if self._lap_due() is not None:
            raise Refused(ILLEGAL, "the deck must be shuffled before anyone moves")
        if self.over():
            raise Refused(ILLEGAL, "there is no move to make now")
        if self.to_send() != device or self._rules.current_player(self._state) not in self.start.devices[device].seats:
            raise Refused(OUT_OF_TURN, f"it is not device {device}'s seat to act")
        first = len(self.moves)
        self.moves = [*self.moves, *(_as_json(m) for m in moves)]
        walk = self._walk.copy()
        self._advance(walk, self.moves[first:])
        if walk.new:
            self._rebuild()
        else:
            self.record = msgspec.structs.replace(self.record, moves=list(self.moves))
            self._walk, self._state = walk, walk.state
        last = len(self.moves) - 1
        seats = self.start.devices[device].seats
        if show_own is not None:
            for index, seat, e, i in self._pending_shows():
                if index >= first and seat in seats and i in self.entries[e].pins:
                    show_own.append(Shown(e=e, i=i, card=self.entries[e].pins[i]))
                    self.shown[(e, i)] = self.entries[e].pins[i]
                    self.shown_by[(e, i)] = device
        for index, seat, e, i in self._pending_shows():
            if index >= first and seat in seats:
                raise Refused(ILLEGAL, f"move {index} puts a card face up that its device did not show")
            if first <= index < last:
                raise Refused(ILLEGAL, "a card face up must be shown before anyone moves on")
        for (e, i), index in self._walk.drawn_at.items():
            if first <= index < last and (
                self.entries[e].sealed
                and self.holder(e, i) in seats
                or not self.entries[e].sealed
                and i not in self.entries[e].pins
            ):
                raise Refused(ILLEGAL, "this decision must wait for the draw")
        if self._unfixed():
            self.waiting = [Waiting(move=last, draw=self.draws, device=device, value=value)]
            self.draws += 1

    # --- the device's own part (generators: poker.run or run_async drive them) -------------
    def _points(self):
        """This device's table of card points, made once."""
        for entry in self.entries:
            if entry.sealed:
                for card in entry.items:
                    if card not in self.card_points:
                        self.card_points[card] = yield from poker.card_point(self.game_id, card)

    def _card_of(self, point: bytes):
        return next((c for c, p in self.card_points.items() if p == point), None)

    def learn(self, secret: bytes):
        """Generator: read this device's cards whose every other layer is off. Returns the
        places learnt."""
        if self.me is None:
            return []
        yield from self._points()
        learnt = []
        seats = self.my_seats()
        for e, entry in enumerate(self.entries):
            if not entry.sealed or len(self.passes.get(e, ())) < len(self.start.devices):
                continue
            for i, holder in enumerate(self._walk.drawn[e]):
                if holder not in seats or i in entry.pins or self._owing(e, i):
                    continue
                _enc, dec = sra_keys(secret, self.game_id, e)
                card = self._card_of((yield (dec, self._value(e, i))))
                if card is None or card not in entry.items or card in entry.pins.values():
                    problem = audit.Problem(audit.NOT_A_CARD, seat=holder, card=i)
                    if problem not in self.noticed:
                        self.noticed.append(problem)
                    continue
                entry.pins[i] = card
                learnt.append((e, i))
        if learnt:
            self._rebuild({e for e, _i in learnt})
        return learnt

    def trial(self, device: int, seed: bytes, moves: "list[Any]"):
        """(position, goes_on) as Session.trial: the device's own view after `moves`, and whether
        it may add another move to the same message (its seat acts, nothing waits)."""
        _record, state, goes_on = self.trial_record(device, seed, moves)
        return state, goes_on

    def trial_record(self, device: int, seed: bytes, moves: "list[Any]"):
        """(record, position, goes_on) as Session.trial_record: the record is this device's own
        (its seats' cards true, the other hands placeholders that `Rules.view` hides), with the
        cards its message shows and the draw it fixes; the game screen is built from it."""
        saved = self._snapshot()
        try:
            return self._trial(device, seed, moves)
        finally:
            self._restore(saved)

    def trial_unread(self, device: int, seed: bytes, moves: "list[Any]", seat: int) -> "list[Any]":
        """`unread(seat)` after `device` plays `moves` now (a card its own move drew is read only
        once the other devices take their layers off); changes nothing."""
        saved = self._snapshot()
        try:
            self._trial(device, seed, moves)
            return self.unread(seat)
        finally:
            self._restore(saved)

    def _trial(self, device: int, seed: bytes, moves: "list[Any]"):
        """The trial itself: plays this device's next message on the session (the caller restores it)."""
        if self.to_send() != device:
            raise Refused(OUT_OF_TURN, f"it is not device {device}'s turn to send")
        value = self._next_value(device, seed)
        self._fix_waiting(value)
        first = len(self.moves)
        shown = self._show_pending(device)
        if moves:
            self._play_moves(device, value, moves, show_own=shown)
        state = self._state
        seats = self.start.devices[device].seats
        drew = any(
            index >= first and self.entries[e].sealed and self.holder(e, i) in seats
            for (e, i), index in self._walk.drawn_at.items()
        )
        goes_on = (
            not self.over()
            and not self.waiting
            and self._lap_due() is None
            and not drew
            and self.to_send() == device
            and self._rules.current_player(state) in seats
            and all(i in self.entries[e].pins for e, i in self._hand_places(self._rules.current_player(state)))
        )
        return self.record, state, goes_on

    def compose(self, device: int, seed: bytes, secret: bytes, moves: "list[Any]"):
        """Generator: the unsigned message `device` sends next with `moves`: the next part of its
        shuffle pass when due, else every layer it can take off; and the cards it must show."""
        yield from self._points()
        value = self._next_value(device, seed)
        saved = self._snapshot()
        try:
            self._fix_waiting(value)
            passes, strips = [], []
            due = self._lap_due()
            if due is not None and due[1] == device:
                e = due[0]
                points = (
                    self.passes[e][-1] if self.passes.get(e) else [self.card_points[c] for c in self.entries[e].items]
                )
                enc, _dec = sra_keys(secret, self.game_id, e)
                sent = len(self.partial.get(e, ()))
                order = sra_order(secret, self.game_id, e, len(points))
                out = yield from poker.shuffle_part(enc, order, points, sent, sent + PASS_PART)
                passes.append(ShufflePass(e=e, points=out))
                self._take_pass(device, passes[-1])
            for e in range(self._walk.live, len(self.entries)) if not passes else ():
                if not self.entries[e].sealed or len(self.passes.get(e, ())) < len(self.start.devices):
                    continue
                _enc, dec = sra_keys(secret, self.game_id, e)
                for i in range(len(self._walk.drawn[e])):
                    if (e, i) not in self.shown and device in self._owing(e, i):
                        strips.append(Strip(e=e, i=i, point=(yield (dec, self._value(e, i)))))
                        self._take_strip(device, strips[-1])
            shown = self._show_pending(device)
            if moves:
                self._play_moves(device, value, moves, show_own=shown)
        finally:
            self._restore(saved)
        return Message(
            v=VERSION,
            g=self.game_id,
            i=len(self.messages),
            p=digest(self.messages[-1]),
            d=device,
            r=value,
            b=Turn(moves=[_as_json(m) for m in moves], shown=shown, passes=passes, strips=strips),
        )

    def _show_pending(self, device: int) -> "list[Shown]":
        """The device's cards the rules put face up that it has not shown yet: shown now."""
        seats = self.start.devices[device].seats
        shown = [
            Shown(e=e, i=i, card=self.entries[e].pins[i])
            for _m, seat, e, i in self._pending_shows()
            if seat in seats and i in self.entries[e].pins
        ]
        for s in shown:
            self._take_shown(device, s)
        if any(self._fills[s.e][s.i] != s.card for s in shown):
            self._rebuild({s.e for s in shown})
        return shown

    def next_message(self, device: int, seed: bytes, moves: "list[Any]") -> Message:  # pragma: no cover
        raise TypeError("a game with sealed hands makes its messages with compose()")

    # --- the check at the end --------------------------------------------------------------
    def final_record(self) -> "records.Record | None":
        """The finished game as an ordinary record, its deal the true one (after `check`)."""
        return self._final

    def check(self):
        """Generator: every problem of the whole game, once every device has shown its secrets:
        the seeds, every shuffle pass and layer taken off, every card shown, and the true deal
        replayed with every move."""
        problems = audit.seeds(self)
        yield from self._points()
        n = len(self.start.devices)
        secrets = {d: a.secret for d, a in self.audits.items() if len(a.secret) == 32}
        keys = {}
        truth: "dict[int, list]" = {}
        for e, entry in enumerate(self.entries):
            if not entry.sealed:
                continue
            passes = self.passes.get(e, [])
            points = [self.card_points[c] for c in entry.items]
            for d, out in enumerate(passes):
                if d in secrets:
                    keys[(d, e)] = sra_keys(secrets[d], self.game_id, e)
                    order = sra_order(secrets[d], self.game_id, e, len(points))
                    expected = yield from poker.shuffle_pass(keys[(d, e)][0], order, points)
                    if expected != out:
                        problems.append(audit.Problem(audit.SHUFFLE, device=d))
                points = out
            part, d = self.partial.get(e), len(passes)
            if part and d in secrets:  # a pass of which only the first parts came: those are checked
                keys[(d, e)] = sra_keys(secrets[d], self.game_id, e)
                order = sra_order(secrets[d], self.game_id, e, len(points))
                if (yield from poker.shuffle_part(keys[(d, e)][0], order, points, 0, len(part))) != part:
                    problems.append(audit.Problem(audit.SHUFFLE, device=d))
            if len(passes) < n or any(d not in secrets for d in range(n)):
                continue
            cards = []
            for i, point in enumerate(points):
                before = point
                for d, after in self.strips.get((e, i), ()):
                    if (yield (keys[(d, e)][1], before)) != after:
                        problems.append(audit.Problem(audit.STRIP, device=d, seat=self.holder(e, i)))
                    before = after
                for d in range(n):
                    point = yield (keys[(d, e)][1], point)
                card = self._card_of(point)
                if card is None:
                    problems.append(audit.Problem(audit.NOT_A_CARD, card=i))
                cards.append(card)
            truth[e] = cards
        for (e, i), card in sorted(self.shown.items()):
            if e in truth and truth[e][i] != card:
                device = self.shown_by[(e, i)]
                problems.append(audit.Problem(audit.SHOWN, device=device, seat=self.holder(e, i), card=card))
        if len(truth) == sum(1 for entry in self.entries if entry.sealed) and None not in (
            c for cards in truth.values() for c in cards
        ):
            problems.extend(self._check_true_deal(truth))
        return _unique(problems)

    def _check_true_deal(self, truth: "dict[int, list]") -> "list[audit.Problem]":
        fills = [truth.get(e, self._fills[e]) for e in range(len(self.entries))]
        record = self._record_with(fills, self.moves)
        try:
            rules, state = records.verify(record)
        except RecordError as exc:
            seat = -1
            if exc.move_index is not None:
                _rules, before = records.replay(msgspec.structs.replace(record, moves=self.moves[: exc.move_index]))
                seat = self._rules.current_player(before)
            return [
                audit.Problem(
                    audit.ILLEGAL,
                    device=self.device_of(seat) if seat >= 0 else -1,
                    seat=seat,
                    move=exc.move_index if exc.move_index is not None else -1,
                )
            ]
        if rules.scores(state) != rules.scores(self._state) or rules.winners(state) != rules.winners(self._state):
            return [audit.Problem(audit.RESULT)]
        self._final = record
        return []


def _unique(problems: list) -> list:
    out = []
    for problem in problems:
        if problem not in out:
            out.append(problem)
    return out
