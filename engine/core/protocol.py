"""The protocol every game implements (after OpenSpiel's shape, in plain Python).

State objects are msgspec Structs treated as immutable: `apply` returns a new state and never
changes the one it was given, so undo is "keep the old state" and search can branch freely.
Every state keeps its seeded generator (engine/core/rng.py) in a field named `rng`.
"""

from __future__ import annotations

import hashlib
import importlib
from typing import Any, ClassVar

import msgspec


class Seat(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Who sits in a seat. The rules only read `name`; `controller` lets a save restore its
    computer players ("human", or an AI id such as "akropolis.greedy")."""

    name: str = ""
    controller: str = "human"


class Rules:
    """Base class of a game's rules. Subclasses set the class attributes and the methods."""

    name: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    Action: ClassVar[type]  # msgspec Struct of one move, as stored in records
    Options: ClassVar[type]  # msgspec Struct of the game's options
    Setup: ClassVar["type | None"] = None  # explicit setup, for records that fix the deal
    #: the type of one item the game shuffles during play (a record's planned "shuffles" hold
    #: these); None: the game shuffles nothing after its setup, and records plan no shuffles
    ShuffleItem: ClassVar["type | None"] = None

    #: the version of these rules new games are played under; a change to any rule's outcome
    #: makes it one higher, and a record keeps the version it began with (docs/records.md)
    version: ClassVar[int] = 1
    #: the oldest version a record may name and still be played under its own rules
    oldest_version: ClassVar[int] = 1

    # --- creating -------------------------------------------------------------------------
    def new_game(self, seats: int, options: Any = None, seed: "int | bytes" = 0, setup: Any = None):
        raise NotImplementedError

    def under_version(self, state, version: int):
        """A new game's state set to play under rules `version` (oldest_version to version,
        checked by the caller). A game with more than one version keeps it in its state and its
        rules branch on it; with one version there is nothing to set."""
        return state

    # --- flow -----------------------------------------------------------------------------
    def current_player(self, state) -> int:
        """The seat that must act now, or -1 when the game is over."""
        raise NotImplementedError

    def is_over(self, state) -> bool:
        return self.current_player(state) < 0

    def is_automaton(self, state, seat: int) -> bool:
        """Whether `seat` is a solo game's automaton, whose every move its rules set (no hint is
        given for it, and its score is not an opponent's city to judge)."""
        return False

    def legal_actions(self, state) -> list:
        raise NotImplementedError

    def apply(self, state, action):
        """The state after `action`. Raises IllegalAction (state untouched) when not allowed."""
        raise NotImplementedError

    # --- results --------------------------------------------------------------------------
    def scores(self, state) -> "list[dict[str, int]]":
        """Per seat, points by category plus 'total'. Valid at any time (a live estimate)."""
        raise NotImplementedError

    def winners(self, state) -> "list[int]":
        raise NotImplementedError

    # --- information ----------------------------------------------------------------------
    def view(self, state, seat: "int | None"):
        """What `seat` may see (None: everything, for records, tests and hashes)."""
        raise NotImplementedError

    # --- what a move did -------------------------------------------------------------------
    #: the module that describes the game's moves (engine/<game>/events.py: `EVENTS`,
    #: `describe(rules, before, action, after)`, optionally `describe_start(rules, state)`),
    #: imported on first use so that starting a game never pays for it
    events_module: ClassVar["str | None"] = None

    def _events(self):
        if self.events_module is None:
            raise NotImplementedError(f"{self.name} does not describe its moves")
        return importlib.import_module(self.events_module)

    @property
    def EVENTS(self) -> tuple:
        """The game's event classes, for decoding a list of its events."""
        return self._events().EVENTS if self.events_module is not None else ()

    def describe(self, before, action, after) -> list:
        """The events of the move `before` → `after` (engine/core/events.py): the acting seat's
        decision, then every consequence the rules ran by themselves, in order, in typed fields.
        The whole truth: `describe_for` gives what one seat may know. A separate call from
        `apply`, so playing never pays for it; it must stay cheap (no replay)."""
        return self._events().describe(self, before, action, after)

    def describe_start(self, state) -> list:
        """The events of the deal, before the first move (who begins; what was dealt)."""
        own = getattr(self._events(), "describe_start", None) if self.events_module else None
        if own is not None:
            return own(self, state)
        from .events import GameStarted

        return [GameStarted(seat=self.current_player(state))]

    def describe_for(self, seat: "int | None", before, action, after) -> list:
        """`describe` as `seat` may know it (None: everything): the secret fields of events
        meant for other seats are blanked."""
        from .events import redact

        return redact(self.describe(before, action, after), seat)

    def reveals(self, before, action, after) -> bool:
        """Whether the move `before` → `after` brought hidden information to light or used the
        generator, so that taking it back would let a player learn and choose again. Undo never
        crosses such a move. True by default: a game that hides nothing says so itself."""
        return True

    # --- hidden information (one home per game: its `hidden_module`) --------------------------
    #: the module defining what this game keeps hidden beyond `view` (engine/<game>/hidden.py):
    #: functions public_record(record, seat, seed) and determinize(state, seat, rng). Imported on
    #: first use. None: the game hides nothing.
    hidden_module: ClassVar["str | None"] = None
    #: whether seats hold cards the others may not see: a share link then keeps one seat's view
    #: (the other hands are dealt anew), not every seat's
    private_hands: ClassVar[bool] = False

    def public_record(self, record, seat: int, seed: int):
        """A record of this unfinished game that tells nothing hidden and replays to the same
        position as the players see it (every seat, or `seat` alone with private hands): what
        is hidden is dealt anew with `seed`. None when the game cannot be shared before its end.
        Raises engine.core.redeal.RedealFailed when no re-deal gives back the same position."""
        if self.hidden_module is None:
            return None
        return importlib.import_module(self.hidden_module).public_record(record, seat, seed)

    def determinize(self, state, seat: int, rng):
        """The state with everything `seat` cannot see dealt anew from `rng` (a computer player's
        guess at the hidden parts): `view(…, seat)` is the same, and so are the sizes of hidden
        piles and hands."""
        if self.hidden_module is None:
            return state
        return importlib.import_module(self.hidden_module).determinize(state, seat, rng)

    def state_hash(self, state) -> str:
        """A digest of the whole state, equal for equal positions (replay checks)."""
        return hashlib.sha256(msgspec.json.encode(self.view(state, None))).hexdigest()

    # --- conversions at the edges --------------------------------------------------------
    def parse_action(self, raw: Any):
        """A JSON-like move → Action; raises msgspec.ValidationError on a malformed one."""
        return msgspec.convert(raw, self.Action)

    def parse_options(self, raw: Any):
        return msgspec.convert(raw or {}, self.Options)

    def parse_setup(self, raw: Any):
        if raw is None:
            return None
        if self.Setup is None:
            raise msgspec.ValidationError(f"{self.name} records take no explicit setup")
        return msgspec.convert(raw, self.Setup)
