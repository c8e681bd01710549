"""Pantikapaion: options, explicit setup, actions, state and views (msgspec Structs).

A turn is a series of decisions, one action each; `State.step` names the pending one:
  scout          Pick a tile from the trireme ring
  tile           PlaceTile: the terrain tile in hand
  develop        Build / Sell / TakeCoins / TakeCube
  building       PlaceBuilding: the building in hand
  paid           PaidStep / EndTurn (after a build)
  end            EndTurn (a worker could still go out)
  free_build     FreeBuild / Skip
  move           MoveBuilding / Skip
  aqueduct       PlaceAqueduct / Skip
  random_tile    DrawTile / Skip
  advance        Advance / Skip
  final_workers  PlaceWorker / EndTurn (end of the game)
  discard        Discard one cube (round end, above 5 cubes)
  automa_scout, automa_develop   the automa's forced moves (solo)
PlaceWorker is also legal at every step of a player's own turn. Grid positions are (x, y) integers;
a tile's rotation is a number of quarter turns (x, y) → (−y, x) about its cell 0.
"""

from __future__ import annotations

from typing import Literal, Optional, Union

import msgspec

from ..core.rng import Rng

Colour = Literal["B", "P", "W", "O", "G"]
Kind = Literal["house", "winery", "fortress", "aqueduct", "temple"]
Step = Literal[
    "scout",
    "tile",
    "develop",
    "building",
    "paid",
    "end",
    "free_build",
    "move",
    "aqueduct",
    "random_tile",
    "advance",
    "final_workers",
    "discard",
    "automa_scout",
    "automa_develop",
    "over",
]


class Options(msgspec.Struct, kw_only=True, omit_defaults=True, forbid_unknown_fields=True, frozen=True):
    """Solo modifications (one player against the automa); each makes it stronger."""

    #: modification 1: the automa also develops in round 1
    automa_round_one: bool = False
    #: modification 2: the automa takes the richest of the tiles the trireme passed over
    automa_best_tile: bool = False
    #: modification 3: the automa's cube is the colour of the building it is closest to paying for
    automa_needed_cube: bool = False

    def any_modification(self) -> bool:
        return self.automa_round_one or self.automa_best_tile or self.automa_needed_cube


class Setup(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """An explicit deal.

    `bag`: all 65 terrain tile ids in draw order (the first ring is drawn from its front);
    `singles`: the colour of the one-resource token on each RES1 cell, top row first;
    `doubles`: the two-colour token ("BP", ...) on each RES2 cell, top row first, left to right.
    """

    bag: "list[int]"
    singles: "list[Colour]"
    doubles: "list[str]"


# --- actions --------------------------------------------------------------------------------


class Pick(msgspec.Struct, tag="pick", frozen=True, forbid_unknown_fields=True):
    """Scouting: take the tile in ring slot `slot` (one of the next three after the trireme)."""

    slot: int


class PlaceTile(msgspec.Struct, tag="tile", frozen=True, forbid_unknown_fields=True):
    """Put the terrain tile in hand into your city: its cell 0 at (x, y), turned `rotation`
    quarter turns. Your first tile goes at (0, 0)."""

    x: int
    y: int
    rotation: int


class PlaceAqueduct(msgspec.Struct, tag="aqueduct", frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Put the aqueduct tile you gain into your city, with a cube of colour `cube` from the
    stock on its resource cell (None only when the stock has no cube at all)."""

    x: int
    y: int
    rotation: int
    cube: Optional[Colour] = None


class PlaceWorker(msgspec.Struct, tag="worker", frozen=True, forbid_unknown_fields=True):
    """Put a worker from your board on the city cell (x, y) (collecting a cube there)."""

    x: int
    y: int


class Build(msgspec.Struct, tag="build", frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Pay for the next building of `kind` and take it; `swap` lists the cubes of other colours
    that replace missing cubes of the building's colour (one swap token each)."""

    kind: Kind
    swap: "tuple[Colour, ...]" = ()


class Sell(msgspec.Struct, tag="sell", frozen=True, forbid_unknown_fields=True):
    """Sell 3 to 5 cubes of different colours for 1 coin each; those rows advance top down."""

    colours: "tuple[Colour, ...]"


class TakeCoins(msgspec.Struct, tag="coins", frozen=True, forbid_unknown_fields=True):
    """Development: take 2 coins."""


class TakeCube(msgspec.Struct, tag="cube", frozen=True, forbid_unknown_fields=True):
    """Development: take 1 cube of `colour` from the stock."""

    colour: Colour


class PlaceBuilding(msgspec.Struct, tag="building", frozen=True, forbid_unknown_fields=True):
    """Put the building in hand on these city cells (one cell, or two orthogonal neighbours on
    one level)."""

    cells: "tuple[tuple[int, int], ...]"


class FreeBuild(msgspec.Struct, tag="free_build", frozen=True, forbid_unknown_fields=True):
    """Beige-row property: take the next building of `kind` (not a fortress) for free."""

    kind: Kind


class MoveBuilding(msgspec.Struct, tag="move", frozen=True, forbid_unknown_fields=True):
    """Purple-row property: lift your building standing on (x, y) to place it again."""

    x: int
    y: int


class DrawTile(msgspec.Struct, tag="draw", frozen=True, forbid_unknown_fields=True):
    """Orange-row property: draw a random terrain tile from the bag (then place it)."""


class Advance(msgspec.Struct, tag="advance", frozen=True, forbid_unknown_fields=True):
    """Green-row property: advance one cell in the row of colour `row` (not green)."""

    row: Colour


class PaidStep(msgspec.Struct, tag="step", frozen=True, forbid_unknown_fields=True):
    """After a build: pay 1, 2, then 3 coins to advance one more cell in that row."""


class Skip(msgspec.Struct, tag="skip", frozen=True, forbid_unknown_fields=True):
    """Decline an optional property of a development cell."""


class EndTurn(msgspec.Struct, tag="end", frozen=True, forbid_unknown_fields=True):
    """End your turn (no more paid steps or workers), or stop placing workers at game end."""


class Discard(msgspec.Struct, tag="discard", frozen=True, forbid_unknown_fields=True):
    """Round end, above 5 cubes: return one cube of `colour` to the stock."""

    colour: Colour


class AutomaScout(msgspec.Struct, tag="automa_scout", frozen=True, forbid_unknown_fields=True):
    """Solo: the automa takes the cubes of the tile in ring slot `slot` and discards the tile
    (-1: no tile left)."""

    slot: int


class AutomaBuild(msgspec.Struct, tag="automa_build", frozen=True, forbid_unknown_fields=True):
    """Solo: the automa pays for and takes the next building of `kind`."""

    kind: Kind


class AutomaCube(msgspec.Struct, tag="automa_cube", frozen=True, forbid_unknown_fields=True):
    """Solo: the automa takes one cube of `colour` (nothing if the stock has none)."""

    colour: Colour


Action = Union[
    Pick,
    PlaceTile,
    PlaceAqueduct,
    PlaceWorker,
    Build,
    Sell,
    TakeCoins,
    TakeCube,
    PlaceBuilding,
    FreeBuild,
    MoveBuilding,
    DrawTile,
    Advance,
    PaidStep,
    Skip,
    EndTurn,
    Discard,
    AutomaScout,
    AutomaBuild,
    AutomaCube,
]


# --- state ----------------------------------------------------------------------------------


class City(msgspec.Struct, frozen=True):
    """A player's city. Dicts and sets here are never changed once the city is built."""

    #: position → (level, code of the visible cell, placement number)
    cells: "dict[tuple[int, int], tuple[int, str, int]]" = {}
    #: placement number → tile id (terrain 1..65, aqueduct 66..77)
    tiles: "tuple[int, ...]" = ()
    #: position → colour index of the cube lying there
    cubes: "dict[tuple[int, int], int]" = {}
    workers: "frozenset[tuple[int, int]]" = frozenset()
    #: (kind index, covered positions) in building order; () while lifted by a MOVE
    buildings: "tuple[tuple[int, tuple[tuple[int, int], ...]], ...]" = ()


class Player(msgspec.Struct, frozen=True):
    city: City = City()
    coins: int = 0
    #: cubes on the player board, by colour index
    cubes: "tuple[int, ...]" = (0, 0, 0, 0, 0)
    #: workers on the player board (free to place)
    workers: int = 1
    #: workers gained so far (on the board or in the city)
    owned: int = 1
    #: development-board marker per row: 0 = left of the row, 9 = its last cell
    markers: "tuple[int, ...]" = (0, 0, 0, 0, 0)
    swaps: int = 0
    cheaper: bool = False
    coin: bool = False


class Automa(msgspec.Struct, frozen=True):
    cubes: "tuple[int, ...]" = (0, 0, 0, 0, 0)
    #: buildings taken, by kind index
    buildings: "tuple[int, ...]" = (0, 0, 0, 0, 0)


class State(msgspec.Struct, frozen=True):
    options: Options
    #: seats in play; solo: 2 (seat 1 is the automa)
    seats: int
    players: "tuple[Player, ...]"
    automa: Optional[Automa]
    #: buildings left on the building board, by kind
    board: "tuple[int, ...]"
    #: price of a type's next building by how many were taken (one side of the board)
    costs: "tuple[int, ...]"
    #: colours of the resource token on each development cell ("" where none), 5 rows × 9
    tokens: "tuple[tuple[str, ...], ...]"
    #: trireme ring, slot → terrain tile id (0: taken); the trireme stands at slot `trireme`
    #: (-1: before slot 0)
    ring: "tuple[int, ...]"
    trireme: int
    bag: "tuple[int, ...]"
    discard: "tuple[int, ...]"
    #: aqueduct tiles left per shape (I2, I3, L3)
    aqueducts: "tuple[int, ...]"
    #: cubes in the general stock, by colour
    stock: "tuple[int, ...]"
    round: int
    #: index of the current turn in this round (0-based; the seat is first + turn, wrapping)
    turn: int
    first: int
    #: the seat whose decision is pending
    actor: int
    step: Step
    rng: Rng
    #: solo: ring slots the trireme passed over after the player's pick (landing slot last)
    passed: "tuple[int, ...]" = ()
    #: end of a round: seats still to decide (workers at game end, then discards)
    queue: "tuple[int, ...]" = ()
    #: tile in hand (terrain or aqueduct id), 0 for none
    hand: int = 0
    #: building in hand (kind index), -1 for none; `moving`: its index in the city when lifted
    held: int = -1
    moving: int = -1
    #: what remains to resolve this turn, in order: ("develop", -1), ("enter", row),
    #: ("paid", row)
    todo: "tuple[tuple[str, int], ...]" = ()
    #: paid steps made this turn, and whether the coin upgrade was used this turn
    paid: int = 0
    discounted: bool = False
    #: the trireme pick of this turn (ring slot), -1 before it
    picked: int = -1

    @property
    def solo(self) -> bool:
        return self.automa is not None


# --- views: JSON-friendly, what one seat may see ------------------------------------------


class CityView(msgspec.Struct):
    #: [x, y, level, code, placement number]
    cells: "list[tuple[int, int, int, str, int]]"
    tiles: "list[int]"
    #: [x, y, colour]
    cubes: "list[tuple[int, int, str]]"
    workers: "list[tuple[int, int]]"
    #: [kind, [[x, y], ...]]
    buildings: "list[tuple[str, list[tuple[int, int]]]]"


class PlayerView(msgspec.Struct):
    city: CityView
    coins: int
    cubes: "dict[str, int]"
    workers: int
    owned: int
    markers: "dict[str, int]"
    swaps: int
    cheaper: bool
    coin: bool


class AutomaView(msgspec.Struct):
    cubes: "dict[str, int]"
    buildings: "dict[str, int]"


class View(msgspec.Struct, omit_defaults=True):
    game: str
    seat: Optional[int]
    options: Options
    seats: int
    solo: bool
    round: int
    turn: int
    first: int
    #: seat to act, -1 when the game is over
    actor: int
    step: Step
    players: "list[PlayerView]"
    automa: Optional[AutomaView]
    board: "dict[str, int]"
    #: price of the next building of each type (absent when none is left)
    prices: "dict[str, int]"
    tokens: "list[list[str]]"
    ring: "list[int]"
    trireme: int
    #: slots of the ring a pick may take now
    choices: "list[int]"
    passed: "list[int]"
    bag_size: int
    discard: "list[int]"
    aqueducts: "list[int]"
    stock: "dict[str, int]"
    queue: "list[int]"
    hand: int
    held: Optional[str]
    moving: int
    todo: "list[tuple[str, int]]"
    paid: int
    discounted: bool
    picked: int
    #: only in the full view (seat None): the bag's order and the generator state
    bag: "Optional[list[int]]" = None
    rng: "Optional[Union[int, str]]" = None
