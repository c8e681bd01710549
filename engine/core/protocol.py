"""The protocol every game implements (after OpenSpiel's shape, in plain Python).

State objects are msgspec Structs treated as immutable: `apply` returns a new state and never
changes the one it was given, so undo is "keep the old state" and search can branch freely.
Every state keeps its seeded generator (engine/core/rng.py) in a field named `rng`.
"""

from __future__ import annotations

import hashlib
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

    # --- creating -------------------------------------------------------------------------
    def new_game(self, seats: int, options: Any = None, seed: int = 0, setup: Any = None):
        raise NotImplementedError

    # --- flow -----------------------------------------------------------------------------
    def current_player(self, state) -> int:
        """The seat that must act now, or -1 when the game is over."""
        raise NotImplementedError

    def is_over(self, state) -> bool:
        return self.current_player(state) < 0

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

    def reveals(self, before, action, after) -> bool:
        """Whether the move `before` → `after` brought hidden information to light or used the
        generator, so that taking it back would let a player learn and choose again. Undo never
        crosses such a move. True by default: a game that hides nothing says so itself."""
        return True

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
