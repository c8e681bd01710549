"""Architects of Amytis: options, explicit setup, actions, state and views (msgspec Structs).

A turn is a short series of decisions, one action each: `Take` a stack, `Place` the tile, then
`Draw` or `Points` after a Palace, then `Favor` when the architect completed a line of three.
Cells and stacks are numbered 0..8 in rows (see data.py). States are never changed once built.
"""

from __future__ import annotations

from typing import Literal, Optional, Union

import msgspec

from ..core.rng import Rng
from .data import BUILDINGS

Side = Literal["A", "B"]
Space = Literal["I", "II", "III", "IV", "stairs", "corners", "projects", "bottom"]
Step = Literal["take", "place", "palace", "favor", "over"]


class Options(msgspec.Struct, kw_only=True, omit_defaults=True, forbid_unknown_fields=True, frozen=True):
    """The side of each building card (the same for both players) and the deal of projects."""

    garden: Side = "A"
    market: Side = "A"
    wall: Side = "A"
    palace: Side = "A"
    residence: Side = "A"
    theater: Side = "A"
    #: the publisher's later deal: the first player gets 2 projects, the second 3
    revised_deal: bool = False

    def side(self, building: int) -> str:
        return getattr(self, BUILDINGS[building])


class Setup(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """An explicit deal. Tile and project ids as in data.py."""

    #: the 9 construction stacks by cell, each listed bottom to top (the last tile is on top)
    stacks: "list[list[int]]"
    #: the 3 tiles left in the box
    unused: "list[int]"
    #: the 3 face-up projects, slots 0..2
    faceup: "list[int]"
    #: each player's starting projects, first player first
    hands: "list[list[int]]"
    #: the rest of the project deck, top card first
    deck: "list[int]"


# --- actions --------------------------------------------------------------------------------


class Take(msgspec.Struct, tag="take", frozen=True, forbid_unknown_fields=True):
    """Put an architect on construction stack `stack` (0..8) and take its top tile."""

    stack: int


class Place(msgspec.Struct, tag="place", frozen=True, forbid_unknown_fields=True):
    """Put the tile in hand on cell `cell` (0..8) of your board, empty or on top of a stack."""

    cell: int


class Draw(msgspec.Struct, tag="draw", frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Palace: take face-up project `slot` (0..2, refilled from the deck), or the deck's top
    card unseen when `slot` is None."""

    slot: Optional[int] = None


class Points(msgspec.Struct, tag="points", frozen=True, forbid_unknown_fields=True):
    """Palace side B: score 1 per project validated by both players instead of drawing."""


class Favor(msgspec.Struct, tag="favor", frozen=True, forbid_unknown_fields=True):
    """Put a favor pawn on a free space of the King's favor board."""

    space: Space


Action = Union[Take, Place, Draw, Points, Favor]


# --- state ----------------------------------------------------------------------------------


class State(msgspec.Struct, frozen=True):
    options: Options
    #: construction stacks by cell, bottom to top
    stacks: "tuple[tuple[int, ...], ...]"
    unused: "tuple[int, ...]"
    #: seat of the architect on each construction cell, -1 for none
    architects: "tuple[int, ...]"
    #: per seat, 9 cells, each a stack bottom to top
    boards: "tuple[tuple[tuple[int, ...], ...], ...]"
    #: project deck, top card first
    deck: "tuple[int, ...]"
    faceup: "tuple[int, ...]"
    hands: "tuple[tuple[int, ...], ...]"
    #: validated projects per seat, in the order validated
    done: "tuple[tuple[int, ...], ...]"
    #: placement points per seat, by building type
    points: "tuple[tuple[int, ...], ...]"
    #: seat of the pawn on each top favor space (data.TOP_SPACES), -1 for free
    favors: "tuple[int, ...]"
    #: pawns of each seat in the shared bottom row
    bottom: "tuple[int, ...]"
    turn: int
    step: Step
    #: turns begun so far (1 during the first turn)
    turns: int
    rng: Rng
    #: this turn: the stack taken from, the tile in hand, the cell it was placed on (-1: not yet)
    taken: int = -1
    held: int = -1
    placed: int = -1


# --- views: JSON-friendly, what one seat may see --------------------------------------------


class View(msgspec.Struct, omit_defaults=True):
    game: str
    seat: Optional[int]
    options: Options
    #: seat to act, -1 when the game is over
    turn: int
    step: Step
    turns: int
    #: the last round is under way (two construction stacks are empty)
    ending: bool
    stack_sizes: "list[int]"
    #: the visible top tile of each construction stack, -1 when empty
    stack_tops: "list[int]"
    architects: "list[int]"
    boards: "list[list[list[int]]]"
    deck_size: int
    faceup: "list[int]"
    hands: "list[list[int]]"
    done: "list[list[int]]"
    points: "list[list[int]]"
    favors: "list[int]"
    bottom: "list[int]"
    taken: int = -1
    held: int = -1
    placed: int = -1
    #: only in the full view (seat None): hidden tiles and cards, and the generator state
    stacks: "Optional[list[list[int]]]" = None
    unused: "Optional[list[int]]" = None
    deck: "Optional[list[int]]" = None
    rng: "Optional[Union[int, str]]" = None
