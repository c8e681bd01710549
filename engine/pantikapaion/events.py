"""Pantikapaion move events (engine/core/events.py).

Places: a city cell is a `Cell` (the city's seat, grid x and y, and its level after the move);
the trireme ring by slot (0..); the development board by `row` (a colour, B P W O G, top to
bottom) and `column` (1..9, the cell the marker now stands on); the building board by kind.
Colours are the letters B P W O G; cube counts are {colour: count} with non-zero counts only.

Nothing in a move is secret (only the bag's order is hidden, and no event tells it).

A move gives its own event first (`TilePicked`, `TilePlaced`, `WorkerPlaced`, `BuildingBought`,
`CubesSold`, `CoinsTaken`, `CubeTaken`, `BuildingPlaced`, `FreeBuilding`, `BuildingLifted`,
`TileDrawn`, `AdvanceChosen`, `StepPaid`, `Skipped`, `CubeDiscarded`, the automa's
`AutomaScouted`, `AutomaBuilt`, `AutomaCubeTaken`), then what the rules did by themselves:
the trireme sailing (solo), markers advancing cell by cell with each cell's effect
(`MarkerAdvanced`), the turn ending (`TurnEnded`), the round ending (`RoundEnded`, `RingCleared`,
`BrownCoins`, `WorkersHome`), the bag refilled from the discards (`BagRefilled`), a new round
(`RoundStarted`, `RingLaid`), the next turn (`TurnStarted`) and the end (`GameOver`).
"""

from __future__ import annotations

import msgspec

from ..core.events import COMMON, Event, GameOver, GameStarted
from . import data
from .city import tile_positions
from .development import brown_coins, step_cost
from .state import (
    Advance,
    AutomaBuild,
    AutomaCube,
    AutomaScout,
    Build,
    Discard,
    DrawTile,
    EndTurn,
    FreeBuild,
    MoveBuilding,
    PaidStep,
    Pick,
    PlaceAqueduct,
    PlaceBuilding,
    PlaceTile,
    PlaceWorker,
    Sell,
    Skip,
    TakeCoins,
    TakeCube,
)

#: steps after a round's last turn: discards, the last workers, the end
AFTER_TURNS = frozenset({"discard", "final_workers", "over"})


class Cell(msgspec.Struct, frozen=True, kw_only=True):
    """A cell of `seat`'s city at grid (x, y), on `level` (1 = the ground) after the move."""

    seat: int
    x: int
    y: int
    level: int = 1


class CubeAt(msgspec.Struct, frozen=True, kw_only=True):
    """A cube of `colour` lying on `cell`."""

    cell: Cell
    colour: str


def cubes(counts) -> "dict[str, int]":
    return {c: n for c, n in zip(data.COLOURS, counts) if n}


# --- the players' and the automa's moves ---------------------------------------------------


class TilePicked(Event, tag="tile_picked"):
    """`seat` takes terrain `tile` from ring `slot` into their hand."""

    tile: int
    slot: int


class TriremeSailed(Event, tag="trireme_sailed"):
    """Solo: the trireme sails on over ring `passed` slots and lands on `slot` (-1: no tile left)."""

    slot: int
    passed: "tuple[int, ...]"


class TilePlaced(Event, tag="tile_placed"):
    """`seat` lays `tile` (terrain 1..65, aqueduct 66..77) in their city over `cells` (the tile's
    cells in order), turned `rotation` quarter turns; `placed` cubes went from the stock onto its
    resource cells (`cube`: the colour chosen for an aqueduct tile), `collected` cubes lying under
    it went to the player, `workers` workers under it went home."""

    tile: int
    cells: "tuple[Cell, ...]"
    rotation: int
    level: int = 1
    placed: "tuple[CubeAt, ...]" = ()
    cube: str = ""
    collected: "dict[str, int]" = {}
    workers: int = 0


class WorkerPlaced(Event, tag="worker_placed"):
    """`seat` puts a worker on `cell`, collecting the cube there (`cube`, "" for none)."""

    cell: Cell
    cube: str = ""


class BuildingBought(Event, tag="building_bought"):
    """`seat` buys the next `building` of the building board at `price`, paying `paid` cubes
    (`swaps`: the other-colour cubes given with swap tokens)."""

    building: str
    price: int
    paid: "dict[str, int]"
    swaps: "tuple[str, ...]" = ()


class CubesSold(Event, tag="cubes_sold"):
    """`seat` sells one cube of each of `colours` for `coins` (those rows advance next)."""

    colours: "tuple[str, ...]"
    coins: int


class CoinsTaken(Event, tag="coins_taken"):
    """`seat` takes `coins` coins as their development."""

    coins: int


class CubeTaken(Event, tag="cube_taken"):
    """`seat` takes a `colour` cube from the stock as their development (`got`: the stock had one)."""

    colour: str
    got: bool = True


class BuildingPlaced(Event, tag="building_placed"):
    """`seat` puts `building` on `cells` of their city (`moved`: it is the one lifted by the
    last `BuildingLifted`); cubes under it are `collected`, `workers` under it go home."""

    building: str
    cells: "tuple[Cell, ...]"
    moved: bool = False
    collected: "dict[str, int]" = {}
    workers: int = 0


class FreeBuilding(Event, tag="free_building"):
    """Beige row: `seat` takes the next `building` from the building board for free."""

    building: str


class BuildingLifted(Event, tag="building_lifted"):
    """Purple row: `seat` lifts their `building` from `cells` to place it again."""

    building: str
    cells: "tuple[Cell, ...]"


class TileDrawn(Event, tag="tile_drawn"):
    """Orange row: `seat` draws `tile` from the bag (0: bag and discards were empty)."""

    tile: int


class AdvanceChosen(Event, tag="advance_chosen"):
    """Green row: `seat` advances in `row` (a `MarkerAdvanced` follows)."""

    row: str


class StepPaid(Event, tag="step_paid"):
    """After a build `seat` pays `cost` coins for one more step in `row`."""

    row: str
    cost: int


class Skipped(Event, tag="skipped"):
    """`seat` declines an optional cell: `what` is "free_build", "move", "aqueduct" (the aqueduct
    `tile` goes back), "random_tile" or "advance"."""

    what: str
    tile: int = 0


class CubeDiscarded(Event, tag="cube_discarded"):
    """End of a round, above 5 cubes: `seat` returns a `colour` cube to the stock."""

    colour: str


class AutomaScouted(Event, tag="automa_scouted"):
    """Solo: the automa (`seat`) takes the cubes of `tile` in ring `slot` (`cubes` gained) and
    discards the tile (`slot` -1: no tile was left)."""

    slot: int
    tile: int = 0
    cubes: "dict[str, int]" = {}


class AutomaBuilt(Event, tag="automa_built"):
    """Solo: the automa pays `price` cubes of the building's colour for the next `building`."""

    building: str
    price: int


class AutomaCubeTaken(Event, tag="automa_cube_taken"):
    """Solo: the automa takes a `colour` cube (`got`: the stock had one)."""

    colour: str
    got: bool = True


# --- what the rules do by themselves -------------------------------------------------------


class MarkerAdvanced(Event, tag="marker_advanced"):
    """`seat`'s marker in `row` moves to `column` (1..9), whose `cell` acts (data.ROWS: "VP2",
    "RES1", "WORKER", "UPG:swap", "AQ_TILE:I3", "FREE_BUILD", ...); `token` is the resource
    token's colours on a RES cell (a colour the stock has run out of is not gained)."""

    row: str
    column: int
    cell: str
    token: str = ""


class TurnEnded(Event, tag="turn_ended"):
    """`seat`'s turn is over (or, at the end of the game, their last workers are placed)."""


class TurnStarted(Event, tag="turn_started"):
    """It is `seat`'s turn (turn `turn` of the round, from 0)."""

    turn: int


class RoundEnded(Event, tag="round_ended"):
    """Round `round` is over; `totals` are the seats' points as they stand."""

    round: int
    totals: "tuple[int, ...]"


class RingCleared(Event, tag="ring_cleared"):
    """The tiles left in the ring (`tiles` in `slots`) go to the discards."""

    tiles: "tuple[int, ...]"
    slots: "tuple[int, ...]"


class BrownCoins(Event, tag="brown_coins"):
    """`seat` takes `coins` for the worker cells their brown marker reached."""

    coins: int


class WorkersHome(Event, tag="workers_home"):
    """`seat`'s workers come back from `cells` to their board."""

    cells: "tuple[Cell, ...]"


class BagRefilled(Event, tag="bag_refilled"):
    """The bag ran out: the discarded tiles were shuffled into it; `left` tiles are in it now."""

    left: int


class RingLaid(Event, tag="ring_laid"):
    """A new ring for round `round`: `tiles` by slot; the trireme stands before slot 0."""

    round: int
    tiles: "tuple[int, ...]"


class RoundStarted(Event, tag="round_started"):
    """Round `round` begins; `seat` plays first."""

    round: int


EVENTS = COMMON + (
    TilePicked,
    TriremeSailed,
    TilePlaced,
    WorkerPlaced,
    BuildingBought,
    CubesSold,
    CoinsTaken,
    CubeTaken,
    BuildingPlaced,
    FreeBuilding,
    BuildingLifted,
    TileDrawn,
    AdvanceChosen,
    StepPaid,
    Skipped,
    CubeDiscarded,
    AutomaScouted,
    AutomaBuilt,
    AutomaCubeTaken,
    MarkerAdvanced,
    TurnEnded,
    TurnStarted,
    RoundEnded,
    RingCleared,
    BrownCoins,
    WorkersHome,
    BagRefilled,
    RingLaid,
    RoundStarted,
)


def describe_start(rules, state) -> list:
    return [
        GameStarted(seat=state.actor),
        RoundStarted(seat=state.first, round=state.round),
        RingLaid(round=state.round, tiles=state.ring),
    ]


# --- one move ------------------------------------------------------------------------------


def _cells(seat: int, city, positions) -> "tuple[Cell, ...]":
    return tuple(
        Cell(seat=seat, x=x, y=y, level=city.cells[(x, y)][0] if (x, y) in city.cells else 1) for x, y in positions
    )


def _under(seat: int, before_city, after_city, positions) -> dict:
    """What a tile or building laid on `positions` took: cubes collected and workers sent home."""
    got = [0] * 5
    for p in positions:
        if p in before_city.cubes:
            got[before_city.cubes[p]] += 1
    return dict(collected=cubes(got), workers=sum(1 for p in positions if p in before_city.workers))


def _covered(action, before) -> "tuple[tuple[int, int], ...]":
    """City positions this move put a tile or building on."""
    if isinstance(action, (PlaceTile, PlaceAqueduct)):
        return tile_positions(before.hand, action.x, action.y, action.rotation)
    if isinstance(action, PlaceBuilding):
        return tuple(tuple(p) for p in action.cells)
    return ()


def _own(rules, before, action, after) -> list:
    """The event of the decision itself."""
    seat = before.actor
    player = before.players[seat] if seat < len(before.players) else None
    city = after.players[seat].city if seat < len(after.players) else None
    if isinstance(action, Pick):
        out: list = [TilePicked(seat=seat, tile=before.ring[action.slot], slot=action.slot)]
        if after.passed:
            out.append(TriremeSailed(slot=after.trireme, passed=after.passed))
        return out
    if isinstance(action, (PlaceTile, PlaceAqueduct)):
        positions = tile_positions(before.hand, action.x, action.y, action.rotation)
        cells = _cells(seat, city, positions)
        placed = tuple(
            CubeAt(cell=c, colour=data.COLOURS[city.cubes[(c.x, c.y)]]) for c in cells if (c.x, c.y) in city.cubes
        )
        cube = (action.cube or "") if isinstance(action, PlaceAqueduct) else ""
        return [
            TilePlaced(
                seat=seat,
                tile=before.hand,
                cells=cells,
                rotation=action.rotation,
                level=cells[0].level,
                placed=placed,
                cube=cube,
                **_under(seat, player.city, city, positions),
            )
        ]
    if isinstance(action, PlaceWorker):
        colour = player.city.cubes.get((action.x, action.y), -1)
        cell = _cells(seat, player.city, [(action.x, action.y)])[0]
        return [WorkerPlaced(seat=seat, cell=cell, cube=data.COLOURS[colour] if colour >= 0 else "")]
    if isinstance(action, Build):
        kind = data.KINDS.index(action.kind)
        paid = [x - y for x, y in zip(player.cubes, after.players[seat].cubes)]
        price = before.costs[len(before.costs) - before.board[kind]]
        return [
            BuildingBought(seat=seat, building=action.kind, price=price, paid=cubes(paid), swaps=tuple(action.swap))
        ]
    if isinstance(action, Sell):
        return [CubesSold(seat=seat, colours=tuple(action.colours), coins=len(action.colours))]
    if isinstance(action, TakeCoins):
        return [CoinsTaken(seat=seat, coins=2)]
    if isinstance(action, TakeCube):
        c = data.COLOURS.index(action.colour)
        return [
            CubeTaken(
                seat=seat,
                colour=action.colour,
                got=after.stock[c] < before.stock[c] or after.players[seat].cubes[c] > player.cubes[c],
            )
        ]
    if isinstance(action, PlaceBuilding):
        positions = tuple(sorted(tuple(p) for p in action.cells))
        return [
            BuildingPlaced(
                seat=seat,
                building=data.KINDS[before.held],
                cells=_cells(seat, city, positions),
                moved=before.moving >= 0,
                **_under(seat, player.city, city, positions),
            )
        ]
    if isinstance(action, FreeBuild):
        return [FreeBuilding(seat=seat, building=action.kind)]
    if isinstance(action, MoveBuilding):
        index = next(i for i, (_k, cells) in enumerate(player.city.buildings) if (action.x, action.y) in cells)
        kind, positions = player.city.buildings[index]
        return [BuildingLifted(seat=seat, building=data.KINDS[kind], cells=_cells(seat, player.city, positions))]
    if isinstance(action, DrawTile):
        out = []
        if after.rng != before.rng:
            out.append(BagRefilled(left=len(after.bag)))
        out.append(TileDrawn(seat=seat, tile=after.hand if after.step == "tile" else 0))
        return out
    if isinstance(action, Advance):
        return [AdvanceChosen(seat=seat, row=action.row)]
    if isinstance(action, PaidStep):
        row = data.COLOURS[before.todo[0][1]]
        # the price of this step (the coins of the whole move may include a round-end payment)
        return [StepPaid(seat=seat, row=row, cost=step_cost(before))]
    if isinstance(action, Skip):
        return [Skipped(seat=seat, what=before.step, tile=before.hand if before.step == "aqueduct" else 0)]
    if isinstance(action, EndTurn):
        return []  # TurnEnded follows
    if isinstance(action, Discard):
        return [CubeDiscarded(seat=seat, colour=action.colour)]
    if isinstance(action, AutomaScout):
        if action.slot < 0:
            return [AutomaScouted(seat=seat, slot=-1)]
        got = [x - y for x, y in zip(after.automa.cubes, before.automa.cubes)]
        return [AutomaScouted(seat=seat, slot=action.slot, tile=before.ring[action.slot], cubes=cubes(got))]
    if isinstance(action, AutomaBuild):
        kind = data.KINDS.index(action.kind)
        price = before.costs[len(before.costs) - before.board[kind]]
        return [AutomaBuilt(seat=seat, building=action.kind, price=price)]
    if isinstance(action, AutomaCube):
        c = data.COLOURS.index(action.colour)
        return [AutomaCubeTaken(seat=seat, colour=action.colour, got=after.automa.cubes[c] > before.automa.cubes[c])]
    raise AssertionError(f"no event for {action!r}")


def _markers(before, after, seat: int) -> list:
    if seat >= len(before.players):
        return []
    out = []
    old, new = before.players[seat].markers, after.players[seat].markers
    for row in range(5):
        for column in range(old[row] + 1, new[row] + 1):
            cell = data.ROWS[row][column - 1]
            token = after.tokens[row][column - 1] if cell in ("RES1", "RES2") else ""
            out.append(MarkerAdvanced(seat=seat, row=data.COLOURS[row], column=column, cell=cell, token=token))
    return out


def _turn_ended(before, after) -> bool:
    if before.step == "discard" or before.step == "over":
        return False
    if (after.round, after.turn) != (before.round, before.turn):
        return True
    if before.step not in AFTER_TURNS and after.step in AFTER_TURNS:
        return True
    return before.step == "final_workers" and (after.step != "final_workers" or after.actor != before.actor)


def _workers_at_end(before, action, seat: int) -> "tuple[tuple[int, int], ...]":
    """Where `seat`'s workers stood when the round ended (this move's own worker included)."""
    city = before.players[seat].city
    where = set(city.workers)
    if seat == before.actor:
        if isinstance(action, PlaceWorker):
            where.add((action.x, action.y))
        where -= set(_covered(action, before))
    return tuple(sorted(where))


def describe(rules, before, action, after) -> list:
    seat = before.actor
    out = _own(rules, before, action, after)
    out.extend(_markers(before, after, seat))
    if _turn_ended(before, after):
        out.append(TurnEnded(seat=seat))
    round_ended = before.step not in AFTER_TURNS and (after.round != before.round or after.step in AFTER_TURNS)
    if round_ended:
        out.append(RoundEnded(round=before.round, totals=tuple(s["total"] for s in rules.scores(after))))
        taken = action.slot if isinstance(action, AutomaScout) else -1
        slots = tuple(i for i, t in enumerate(before.ring) if t and i != taken)
        out.append(RingCleared(tiles=tuple(before.ring[i] for i in slots), slots=slots))
        if before.round < data.ROUNDS:
            for s, p in enumerate(after.players):
                home = _workers_at_end(before, action, s)
                if home:
                    out.append(WorkersHome(seat=s, cells=_cells(s, p.city, home)))
    final_pay = (
        before.round == data.ROUNDS and before.step not in ("discard", "over") and after.step in ("discard", "over")
    )
    if (round_ended and before.round < data.ROUNDS) or final_pay:
        out.extend(BrownCoins(seat=s, coins=brown_coins(p)) for s, p in enumerate(after.players) if brown_coins(p))
    if after.round != before.round:
        if after.rng != before.rng:
            out.append(BagRefilled(left=len(after.bag)))
        out.append(RoundStarted(seat=after.first, round=after.round))
        out.append(RingLaid(round=after.round, tiles=after.ring))
    if after.step == "over" and before.step != "over":
        out.append(GameOver(scores=tuple(rules.scores(after)), winners=tuple(rules.winners(after))))
    elif after.step not in AFTER_TURNS and (after.round, after.turn) != (before.round, before.turn):
        out.append(TurnStarted(seat=after.actor, turn=after.turn))
    return out
