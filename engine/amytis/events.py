"""Architects of Amytis move events (engine/core/events.py).

Places: a construction stack and a player-board cell are numbered 0..8 in rows from the top left
(`0 1 2 / 3 4 5 / 6 7 8`); a player-board cell belongs to the event's `seat`; face-up project
slots are 0..2; favor spaces are named as in the moves ("I" … "projects", "bottom").

A turn: `TileTaken` (an architect goes on the stack; the tile under it is revealed to all), then
`TileBuilt`; after a Palace, `ProjectDrawn` or `PalacePoints`; then, by the rules, projects
completed (`ProjectCompleted`), a favor earned (`FavorTaken`, the next move) or lost because no
pawn is left (`FavorLost`); at the next turn's start the architects may go home
(`ArchitectsReturned`); `LastRound` when a second stack empties, `GameOver` at the end. Hands
and validated projects are public in this game, so a card drawn from the deck is shown to all.
"""

from __future__ import annotations

from ..core.events import COMMON, Event, GameOver
from . import data
from .architects import completes_line, on_board
from .flow import ending
from .projects import POINTS
from .state import Draw, Favor, Place, Points, Take


class TileTaken(Event, tag="tile_taken"):
    """`seat` puts an architect on construction stack `stack` and takes its top `tile`;
    `revealed` is the stack's new top tile (-1: the stack is now empty)."""

    stack: int
    tile: int
    revealed: int = -1
    left: int = 0


class TileBuilt(Event, tag="tile_built"):
    """`seat` builds `tile` (a `building` name) on `cell` of their board, now `height` high,
    scoring `points` (a Palace scores later: `palace` is then true)."""

    cell: int
    tile: int
    building: str
    height: int
    points: int = 0
    palace: bool = False


class ProjectDrawn(Event, tag="project_drawn"):
    """Palace: `seat` takes project `card` from face-up `slot` (-1: the deck's top card), which
    is refilled with `refill` (-1: none); the Palace on `cell` scores `points` (side A)."""

    card: int
    slot: int = -1
    refill: int = -1
    cell: int = -1
    points: int = 0


class PalacePoints(Event, tag="palace_points"):
    """Palace side B: `seat` scores `points` instead of drawing, for the Palace on `cell`."""

    cell: int
    points: int


class ProjectCompleted(Event, tag="project_completed"):
    """`seat`'s board now shows project `card`: it scores `points` at the end."""

    card: int
    points: int


class FavorTaken(Event, tag="favor_taken"):
    """`seat` puts a favor pawn on `space` of the King's favor board."""

    space: str


class FavorLost(Event, tag="favor_lost"):
    """`seat` lined up three architects but has no favor pawn left."""


class ArchitectsReturned(Event, tag="architects_returned"):
    """At the start of its turn `seat` takes its architects back from `stacks`."""

    stacks: "tuple[int, ...]"


class LastRound(Event, tag="last_round"):
    """A second construction stack is empty: this is the last round."""


EVENTS = COMMON + (
    TileTaken,
    TileBuilt,
    ProjectDrawn,
    PalacePoints,
    ProjectCompleted,
    FavorTaken,
    FavorLost,
    ArchitectsReturned,
    LastRound,
)


def _gain(before, after, seat: int) -> int:
    return sum(after.points[seat]) - sum(before.points[seat])


def describe(rules, before, action, after) -> list:
    seat = before.turn
    out: list = []
    if isinstance(action, Take):
        pile = after.stacks[action.stack]
        out.append(
            TileTaken(seat=seat, stack=action.stack, tile=after.held, revealed=pile[-1] if pile else -1, left=len(pile))
        )
        if ending(after) and not ending(before):
            out.append(LastRound())
    elif isinstance(action, Place):
        palace = after.step == "palace"
        tile = before.held
        out.append(
            TileBuilt(
                seat=seat,
                cell=action.cell,
                tile=tile,
                building=data.BUILDINGS[data.building_of(tile)],
                height=len(after.boards[seat][action.cell]),
                points=0 if palace else _gain(before, after, seat),
                palace=palace,
            )
        )
    elif isinstance(action, Draw):
        if action.slot is None:
            card, slot, refill = before.deck[0], -1, -1
        else:
            card, slot, refill = before.faceup[action.slot], action.slot, after.faceup[action.slot]
        out.append(
            ProjectDrawn(
                seat=seat, card=card, slot=slot, refill=refill, cell=before.placed, points=_gain(before, after, seat)
            )
        )
    elif isinstance(action, Points):
        out.append(PalacePoints(seat=seat, cell=before.placed, points=_gain(before, after, seat)))
    elif isinstance(action, Favor):
        out.append(FavorTaken(seat=seat, space=action.space))
    for card in after.done[seat][len(before.done[seat]) :]:
        out.append(ProjectCompleted(seat=seat, card=card, points=POINTS[card]))
    resolved = isinstance(action, (Draw, Points)) or (isinstance(action, Place) and after.step != "palace")
    if (
        resolved
        and after.step != "favor"
        and before.taken >= 0
        and completes_line(after.architects, seat, before.taken)
    ):
        out.append(FavorLost(seat=seat))
    nxt = after.turn
    if nxt >= 0 and nxt != seat and on_board(before.architects, nxt) and not on_board(after.architects, nxt):
        stacks = tuple(i for i, a in enumerate(before.architects) if a == nxt)
        out.append(ArchitectsReturned(seat=nxt, stacks=stacks))
    if after.step == "over":
        out.append(GameOver(scores=tuple(rules.scores(after)), winners=tuple(rules.winners(after))))
    return out
