"""Akropolis state, actions, options and setup (msgspec Structs).

States are never changed after `rules.apply` returns them; a City carries a lazily filled cache of
its legal placements, which depends only on its cells.
"""

from __future__ import annotations

from typing import Literal, Optional, Union

import msgspec

from ..core.rng import Rng

ArchitectLevel = Literal["hippodamos", "metagenes", "callicrates"]
Variant = Literal["houses", "markets", "barracks", "temples", "gardens"]
VARIANTS = ("houses", "markets", "barracks", "temples", "gardens")


class Options(msgspec.Struct, kw_only=True, omit_defaults=True, forbid_unknown_fields=True):
    #: the five optional scoring variants, each on its own
    variants: "list[Variant]" = []
    #: play with all 61 tiles (2 or 3 players, and solo)
    long: bool = False
    #: solo against the Famous Architect at this level: then seat 1 is the Architect
    solo: Optional[ArchitectLevel] = None


class Setup(msgspec.Struct, forbid_unknown_fields=True):
    """An explicit deal: the construction site (index 0 first), then the stacks in draw order."""

    tiles: "list[int]"


class Move(msgspec.Struct, forbid_unknown_fields=True, array_like=False):
    """Take the site tile at `take` (0 = the free first one) and put its a, b, c hexes at `hexes`.

    The Famous Architect places by no rule: its moves have no hexes.
    """

    take: int
    hexes: "tuple[tuple[int, int], ...]" = ()


class City(msgspec.Struct):
    #: position → (height, hex code, placement number); only the top of each stack is kept
    cells: "dict[tuple[int, int], tuple[int, str, int]]"
    #: placement number → catalog tile id (0 is the starting tile, id 0)
    tiles: "tuple[int, ...]" = (0,)
    #: derived cache of legal placements (None until asked for); never part of a record
    placements: "Optional[tuple]" = None


class State(msgspec.Struct):
    options: Options
    seats: int
    site: "tuple[int, ...]"
    stacks: "tuple[tuple[int, ...], ...]"
    cities: "tuple[City, ...]"
    stones: "tuple[int, ...]"
    #: stones left in the general supply; below zero means it ran out and was treated as unlimited
    reserve: int
    chief: int
    turn: int
    round: int
    rng: Rng
    #: tiles taken by the Famous Architect (solo), in order
    architect_tiles: "tuple[int, ...]" = ()
    over: bool = False


# --- views: JSON-friendly, what one seat may see ------------------------------------------


class CityView(msgspec.Struct):
    #: [x, y, height, code, placement number]
    cells: "list[tuple[int, int, int, str, int]]"
    tiles: "list[int]"


class View(msgspec.Struct, omit_defaults=True):
    game: str
    seat: Optional[int]
    options: Options
    seats: int
    site: "list[int]"
    stack_sizes: "list[int]"
    cities: "list[CityView]"
    stones: "list[int]"
    reserve: int
    chief: int
    turn: int
    round: int
    rounds: int
    over: bool
    architect_tiles: "list[int]" = []
    #: only in the full view (seat None): the face-down stacks and the generator state
    stacks: "Optional[list[list[int]]]" = None
    rng: "Optional[Union[int, str]]" = None
