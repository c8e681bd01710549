"""Akropolis move events (engine/core/events.py).

A move takes a tile from the construction site (`TileTaken`), then either builds it in the
mover's city (`TilePlaced`, with `StonesGained` for covered quarries) or, for the Famous
Architect, keeps it (`ArchitectKeeps`). Then the rules may run: the reserve runs out
(`ReserveEmpty`), the site is refilled from a stack and the Chief Architect passes on
(`SiteRefilled`, `RoundStarted`), or the game ends (`GameOver`). Nothing in a move is secret:
the stacks stay hidden until a refill lays them on the site, where everyone sees them.
"""

from __future__ import annotations

import msgspec

from ..core.events import COMMON, Event, GameOver
from . import data, solo


class Hex(msgspec.Struct, frozen=True, kw_only=True):
    """A place in a city: the city's `seat`, the doubled coordinates (x, y) and the level the
    hex is on after the move (1 = the ground). `code` is the hex placed there (h/H … q)."""

    seat: int
    x: int
    y: int
    level: int
    code: str = ""


class TileTaken(Event, tag="tile_taken"):
    """`seat` takes `tile` (catalog id) from site `slot` (0 = the free first tile), paying
    `cost` stones to `paid_to` (-1: the reserve; in solo the Famous Architect's seat)."""

    tile: int
    slot: int
    cost: int
    paid_to: int = -1


class TilePlaced(Event, tag="tile_placed"):
    """`seat` builds `tile` in their own city on `hexes` (a, b, c) at `level`, covering
    `covered` (the hex codes underneath, empty on the ground)."""

    tile: int
    hexes: "tuple[Hex, ...]"
    level: int
    covered: "tuple[str, ...]" = ()


class StonesGained(Event, tag="stones_gained"):
    """`seat` takes `stones` from the reserve for the quarries its tile covered."""

    stones: int


class ArchitectKeeps(Event, tag="architect_keeps"):
    """The Famous Architect (`seat`) puts `tile` on its pile; `plazas` are the plaza codes on it."""

    tile: int
    plazas: "tuple[str, ...]" = ()


class ReserveEmpty(Event, tag="reserve_empty"):
    """The stone reserve ran out; from now on it counts as unlimited."""


class SiteRefilled(Event, tag="site_refilled"):
    """The last tile slid to the front and the next stack was laid out: `tiles` is the whole
    construction site now (index = slot); `stacks_left` stacks remain face down."""

    tiles: "tuple[int, ...]"
    stacks_left: int


class RoundStarted(Event, tag="round_started"):
    """Round `round` begins; `seat` becomes the Chief Architect and plays first."""

    round: int


EVENTS = COMMON + (TileTaken, TilePlaced, StonesGained, ArchitectKeeps, ReserveEmpty, SiteRefilled, RoundStarted)


def describe(rules, before, action, after) -> list:
    seat = before.turn
    tile = before.site[action.take]
    cost = action.take
    architect = rules.is_architect(before, seat)
    paid_to = solo.ARCHITECT_SEAT if before.options.solo and not architect else -1
    out: list = [TileTaken(seat=seat, tile=tile, slot=action.take, cost=cost, paid_to=paid_to)]
    if architect:
        plazas = tuple(c for c in data.TILES[tile] if c in data.PLAZA_STARS)
        out.append(ArchitectKeeps(seat=seat, tile=tile, plazas=plazas))
    else:
        old, new = before.cities[seat].cells, after.cities[seat].cells
        hexes = tuple(
            Hex(seat=seat, x=p[0], y=p[1], level=new[tuple(p)][0], code=new[tuple(p)][1])
            for p in (tuple(h) for h in action.hexes)
        )
        covered = tuple(old[tuple(p)][1] for p in action.hexes if tuple(p) in old)
        out.append(TilePlaced(seat=seat, tile=tile, hexes=hexes, level=hexes[0].level, covered=covered))
        quarries = covered.count(data.QUARRY)
        if quarries:
            out.append(StonesGained(seat=seat, stones=quarries))
    if before.reserve >= 0 > after.reserve:
        out.append(ReserveEmpty())
    if after.over:
        out.append(GameOver(scores=tuple(rules.scores(after)), winners=tuple(rules.winners(after))))
    elif after.round != before.round:
        out.append(SiteRefilled(tiles=after.site, stacks_left=len(after.stacks)))
        out.append(RoundStarted(seat=after.chief, round=after.round))
    return out
