"""Pantikapaion's log, told from the engine's move events (engine/pantikapaion/events.py), as the
log contract says (presentation/log.py).

The log keeps language-free entries (one a move: who moved and the move's events), so it is drawn
again in the other language when the player switches. Places are named in words: a city cell by its row and column counted
from the city's first cell (row 0, column 0: where the first tile's first cell went; left of it
and above it the numbers are negative), and its level ("row 2, columns −1 to 0, on level 2").
The numbers stay as the city grows, so an old line still names the place the board's row and
column numbers show. The moves of one turn are grouped under the player's
name; what the game does by itself (a round ending, a new ring) gets lines of its own (own=False:
under no name).

Plain Python (no browser): tested on CPython in tests/pantikapaion/test_log.py.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from engine.core.events import GameOver, GameStarted, kind_of, redact
from engine.pantikapaion import data
from engine.pantikapaion.events import (
    AdvanceChosen,
    AutomaBuilt,
    AutomaCubeTaken,
    AutomaScouted,
    BagRefilled,
    BrownCoins,
    BuildingBought,
    BuildingLifted,
    BuildingPlaced,
    CoinsTaken,
    CubeDiscarded,
    CubesSold,
    CubeTaken,
    FreeBuilding,
    MarkerAdvanced,
    RingCleared,
    RingLaid,
    RoundEnded,
    RoundStarted,
    Skipped,
    StepPaid,
    TileDrawn,
    TilePicked,
    TilePlaced,
    TriremeSailed,
    TurnEnded,
    TurnStarted,
    WorkerPlaced,
    WorkersHome,
)

from ..presentation.log import Entry, Line
from ..texts.i18n import raw, t, tn
from ..ui.html import esc

Names = Callable[[int], str]

#: events that close the acting seat's part of a move: what follows is the game's own doing
TURN_CLOSERS = (TurnEnded, RoundEnded, GameOver)
#: events that never get a line (the grouping under the player's name says it)
SILENT = (TurnStarted,)
#: the panel's classes (style.css)
PANEL_CLASS = "log pk-log"
#: the pattern every data-ref token its entries name matches (tests/unit/test_log_refs.py)
REF_PATTERN = (
    r"pk-(tile-\d+|cell-\d+--?\d+_-?\d+|dev-[BPWOG]-\d|ring-\d+|seat-\d+|build-[a-z_]+|marker-\d+-[BPWOG]|trireme)"
)


def log_seat(record) -> "int | None":
    """The seat whose view the log shows: the first human seat (None, all of it, when no human
    plays). Pantikapaion hides nothing in its events, but the log asks as every game does."""
    for seat, player in enumerate(record.players):
        if not player.controller or player.controller == "human":
            return seat
    return None


def describe_start(rules, state) -> "list[Entry]":
    """The deal: the game's own entry."""
    return [Entry(-1, tuple(rules.describe_start(state)))]


def describe(rules, before, action, after) -> "list[Entry]":
    """One move: one entry under the seat that acted."""
    return [Entry(before.actor, tuple(rules.describe(before, action, after)))]


# --- words for things --------------------------------------------------------------------------


def colour(code: str) -> str:
    return raw("pk.colours")[data.COLOURS.index(code)]


def kind(name: str) -> str:
    return raw("pk.kinds")[data.KINDS.index(name)]


def cube_counts(counts) -> str:
    """{"B": 2, "O": 1} → "brown ×2, orange" (no number agreement needed in either language)."""
    items = counts.items() if isinstance(counts, dict) else ((c, 1) for c in counts)
    return ", ".join(colour(c) + (f" ×{n}" if n > 1 else "") for c, n in items)


def tile(number: int) -> str:
    """ "tile 14 (brown, drought)": the tile's number and what its cells hold."""
    if not number:
        return t("pk.log.no_tile")
    _shape, codes = data.TILES[number]
    parts = []
    for code in codes:
        if code in data.COLOURS:
            parts.append(colour(code))
        elif code == data.DROUGHT:
            parts.append(t("pk.drought"))
        elif code == data.CHOSEN:
            parts.append(t("pk.cube_of_choice"))
    if not parts:
        return t("pk.log.tile_plain", n=number)
    return t("pk.log.tile", n=number, what=", ".join(parts))


def number(value: int) -> str:
    """A row or column number as the board writes it (a true minus sign left of or above the
    first cell)."""
    return f"−{-value}" if value < 0 else str(value)


def _span(values, one: str, many: str) -> str:
    lo, hi = min(values), max(values)
    return t(one, a=number(lo)) if lo == hi else t(many, a=number(lo), b=number(hi))


def place(cells) -> str:
    """ "row 2, columns −1 to 0, on level 2" for cells of one city: the engine's grid, whose
    (0, 0) is the city's first cell, so the numbers never change as the city grows."""
    if not cells:
        return ""
    rows = _span([c.y for c in cells], "pk.log.row", "pk.log.rows")
    cols = _span([c.x for c in cells], "pk.log.column", "pk.log.columns")
    level = max(c.level for c in cells)
    where = t("pk.log.ground") if level <= 1 else t("pk.log.level", n=level)
    return t("pk.log.place", rows=rows, columns=cols, level=where)


def spot(x: int, y: int, level: int = 0) -> str:
    """A place of the city grid a player may choose, in words: "row 2, column −3" (with "on
    level 2" when it lies on tiles), numbered as the board's rows and columns."""
    rows, cols = t("pk.log.row", a=number(y)), t("pk.log.column", a=number(x))
    if not level:
        return t("pk.log.spot", rows=rows, columns=cols)
    where = t("pk.log.ground") if level <= 1 else t("pk.log.level", n=level)
    return t("pk.log.place", rows=rows, columns=cols, level=where)


def _taken_under(collected, workers: int) -> str:
    parts = []
    if collected:
        parts.append(t("pk.log.collects", cubes=cube_counts(collected)))
    if workers:
        parts.append(tn("pk.log.workers_back", workers))
    return "".join("; " + p for p in parts)


def _marker(e: MarkerAdvanced) -> str:
    base, _, arg = e.cell.partition(":")
    if base in data.VP_VALUE:
        effect = t("pk.log.cell.vp", n=data.VP_VALUE[base])
    elif base in ("RES1", "RES2"):
        effect = t("pk.log.cell.res", cubes=cube_counts(e.token)) if e.token else t("pk.log.cell.res_none")
    elif base == "UPG":
        effect = t("pk.log.cell.upg_" + arg)
    elif base == "AQ_TILE":
        effect = t("pk.log.cell.aq_tile")
    else:
        effect = t("pk.log.cell." + base.lower())
    row = raw("pk.colours_in")[data.COLOURS.index(e.row)]
    return t("pk.log.marker", row=row, column=e.column, effect=effect)


def _skip(e: Skipped) -> str:
    if e.what in SKIPS:
        return t("pk.log.skip." + e.what)
    return t("pk.log.skip")


#: the optional cells a player may decline (Skipped.what)
SKIPS = ("free_build", "move", "aqueduct", "random_tile", "advance")


def event_text(e, name: Names) -> str:
    """One event in words, as plain text (the caller escapes it). The acting seat's own events
    read as a verb phrase ("takes 2 coins"), to follow the player's name; the game's own events
    and those of other seats read as whole sentences."""
    if isinstance(e, TilePicked):
        return t("pk.log.picked", tile=tile(e.tile), n=e.slot + 1)
    if isinstance(e, TriremeSailed):
        if e.slot < 0:
            return t("pk.log.sailed_none")
        return t("pk.log.sailed", n=e.slot + 1)
    if isinstance(e, TilePlaced):
        text = t("pk.log.tile_placed", tile=tile(e.tile), where=place(e.cells))
        if e.cube:
            text += "; " + t("pk.log.aq_cube", colour=colour(e.cube))
        if e.placed:
            text += "; " + t("pk.log.cubes_on", cubes=cube_counts([c.colour for c in e.placed]))
        return text + _taken_under(e.collected, e.workers)
    if isinstance(e, WorkerPlaced):
        text = t("pk.log.worker", where=place((e.cell,)))
        return text + ("; " + t("pk.log.collects", cubes=colour(e.cube)) if e.cube else "")
    if isinstance(e, BuildingBought):
        text = tn("pk.log.bought", e.price, kind=kind(e.building))
        return text + (" " + t("pk.log.swaps", cubes=cube_counts(e.swaps)) if e.swaps else "")
    if isinstance(e, CubesSold):
        return tn("pk.log.sold", e.coins, cubes=cube_counts(e.colours))
    if isinstance(e, CoinsTaken):
        return tn("pk.log.coins", e.coins)
    if isinstance(e, CubeTaken):
        return t("pk.log.cube" if e.got else "pk.log.cube_none", colour=colour(e.colour))
    if isinstance(e, BuildingPlaced):
        key = "pk.log.building_moved" if e.moved else "pk.log.building_placed"
        return t(key, kind=kind(e.building), where=place(e.cells)) + _taken_under(e.collected, e.workers)
    if isinstance(e, FreeBuilding):
        return t("pk.log.free_building", kind=kind(e.building))
    if isinstance(e, BuildingLifted):
        return t("pk.log.lifted", kind=kind(e.building), where=place(e.cells))
    if isinstance(e, TileDrawn):
        return t("pk.log.drawn", tile=tile(e.tile)) if e.tile else t("pk.log.drawn_none")
    if isinstance(e, AdvanceChosen):
        return t("pk.log.advance", row=raw("pk.colours_in")[data.COLOURS.index(e.row)])
    if isinstance(e, StepPaid):
        return tn("pk.log.paid", e.cost, row=raw("pk.colours_in")[data.COLOURS.index(e.row)])
    if isinstance(e, Skipped):
        return _skip(e)
    if isinstance(e, CubeDiscarded):
        return t("pk.log.discard", colour=colour(e.colour))
    if isinstance(e, AutomaScouted):
        if e.slot < 0:
            return t("pk.log.automa_none")
        got = cube_counts(e.cubes) if e.cubes else t("pk.log.nothing")
        return t("pk.log.automa_scouted", tile=tile(e.tile), n=e.slot + 1, cubes=got)
    if isinstance(e, AutomaBuilt):
        return tn("pk.log.bought", e.price, kind=kind(e.building))
    if isinstance(e, AutomaCubeTaken):
        return t("pk.log.cube" if e.got else "pk.log.cube_none", colour=colour(e.colour))
    if isinstance(e, MarkerAdvanced):
        return _marker(e)
    if isinstance(e, TurnEnded):
        return t("pk.log.turn_ended")
    if isinstance(e, RoundEnded):
        scores = ", ".join(f"{name(s)} {v}" for s, v in enumerate(e.totals))
        return t("pk.log.round_ended", n=e.round, scores=scores)
    if isinstance(e, RingCleared):
        return tn("pk.log.ring_cleared", len(e.tiles))
    if isinstance(e, BrownCoins):
        return tn("pk.log.brown_coins", e.coins, name=name(e.seat))
    if isinstance(e, WorkersHome):
        return tn("pk.log.workers_home", len(e.cells), name=name(e.seat))
    if isinstance(e, BagRefilled):
        return tn("pk.log.bag_refilled", e.left)
    if isinstance(e, RingLaid):
        return tn("pk.log.ring_laid", len(e.tiles), round=e.round)
    if isinstance(e, RoundStarted):
        return t("pk.log.round_started", n=e.round, name=name(e.seat))
    if isinstance(e, GameStarted):
        return t("pk.log.started", name=name(e.seat))
    if isinstance(e, GameOver):
        if not e.winners:
            return t("pk.log.over")
        best = e.scores[e.winners[0]]["total"] if e.scores else 0
        key = "pk.log.won" if len(e.winners) == 1 else "pk.log.won_shared"
        return tn(key, best, names=", ".join(name(w) for w in e.winners))
    if isinstance(e, TurnStarted):
        return ""
    return kind_of(e)


# --- what the other seats did last (the board's last-move marks) -------------------------------


class Marks(NamedTuple):
    """The pieces the newest moves of other seats named: ring slots, building-board kinds,
    development cells (row colour, column 1..9) and city cells ((seat, x, y))."""

    slots: frozenset = frozenset()
    kinds: frozenset = frozenset()
    dev: frozenset = frozenset()
    cells: frozenset = frozenset()


def last_marks(entries, viewer: int) -> Marks:
    """What the moves since `viewer`'s own last move named (none when the viewer moved last):
    a player who looked away sees what the others did."""
    slots, kinds, dev, cells = set(), set(), set(), set()
    for entry in reversed(entries):
        if entry.seat < 0 or entry.seat == viewer:
            break
        for e in entry.events:
            if isinstance(e, (TilePicked, AutomaScouted)) and e.slot >= 0:
                slots.add(e.slot)
            elif isinstance(e, (BuildingBought, AutomaBuilt, FreeBuilding)):
                kinds.add(e.building)
            elif isinstance(e, MarkerAdvanced):
                dev.add((e.row, e.column))
            elif isinstance(e, (TilePlaced, BuildingPlaced)):
                cells.update((c.seat, c.x, c.y) for c in e.cells)
            elif isinstance(e, WorkerPlaced):
                cells.add((e.cell.seat, e.cell.x, e.cell.y))
    return Marks(frozenset(slots), frozenset(kinds), frozenset(dev), frozenset(cells))


# --- one entry, and the whole log ---------------------------------------------------------------


def _cell_ref(c) -> str:
    return f"pk-cell-{c.seat}-{c.x}_{c.y}"


def event_refs(e) -> "tuple[str, ...]":
    """The data-ref tokens of the pieces one event names (motion.py, the log's highlights): ring
    slots and tiles, city cells, building-board rows, development cells and markers, a player's
    supply (cubes and coins)."""
    seat = f"pk-seat-{e.seat}"
    if isinstance(e, TilePicked):
        return (f"pk-tile-{e.tile}", f"pk-ring-{e.slot}")
    if isinstance(e, TriremeSailed):
        return ("pk-trireme", f"pk-ring-{e.slot}") if e.slot >= 0 else ()
    if isinstance(e, TilePlaced):
        out = (f"pk-tile-{e.tile}",) + tuple(_cell_ref(c) for c in e.cells)
        return out + ((seat,) if e.collected or e.workers else ())
    if isinstance(e, WorkerPlaced):
        return (_cell_ref(e.cell),) + ((seat,) if e.cube else ())
    if isinstance(e, (BuildingBought, AutomaBuilt)):
        return (f"pk-build-{e.building}", seat)
    if isinstance(e, FreeBuilding):
        return (f"pk-build-{e.building}",)
    if isinstance(e, (BuildingPlaced, BuildingLifted)):
        out = tuple(_cell_ref(c) for c in e.cells)
        return out + ((seat,) if getattr(e, "collected", None) or getattr(e, "workers", 0) else ())
    if isinstance(e, TileDrawn):
        return (f"pk-tile-{e.tile}",) if e.tile else ()
    if isinstance(e, MarkerAdvanced):
        return (f"pk-marker-{e.seat}-{e.row}", f"pk-dev-{e.row}-{e.column - 1}")
    if isinstance(e, AutomaScouted):
        return (f"pk-tile-{e.tile}", f"pk-ring-{e.slot}", seat) if e.slot >= 0 else ()
    if isinstance(e, (CubesSold, CoinsTaken, CubeTaken, CubeDiscarded, BrownCoins, StepPaid, AutomaCubeTaken)):
        return (seat,)
    if isinstance(e, WorkersHome):
        return tuple(_cell_ref(c) for c in e.cells) + (seat,)
    if isinstance(e, RingLaid):
        return tuple(f"pk-tile-{t}" for t in e.tiles if t)
    if isinstance(e, RingCleared):
        return tuple(f"pk-ring-{slot}" for slot in e.slots)
    return ()


def refs(entry: Entry, viewer: "int | None" = None) -> "tuple[tuple[str, ...], ...]":
    """An entry's tokens, one group per event that names a piece."""
    return tuple(group for group in (event_refs(e) for e in redact(entry.events, viewer)) if group)


def _split(entry: Entry, viewer: "int | None" = None) -> "tuple[list[tuple[object, bool, bool]], bool]":
    """The events that get a line, each with whether it is the acting seat's own (else a line of
    the game's: what follows the end of the turn, or another seat's doing) and whether the turn
    had ended by then; and whether the entry ends the acting seat's turn."""
    out = []
    closed = entry.seat < 0
    for e in redact(entry.events, viewer):
        if isinstance(e, SILENT):
            continue
        if isinstance(e, TurnEnded):
            closed = True
            continue
        if isinstance(e, TURN_CLOSERS):
            closed = True
        out.append((e, not closed and e.seat in (entry.seat, -1), closed))
    return out, closed


def lines(entry: Entry, viewer: "int | None", name: Names) -> "list[Line]":
    """An entry's lines as HTML (escaped text): the acting seat's own, then the game's (class
    log-round), another seat's doing under its name."""
    own, game = [], []
    for e, mine, closed in _split(entry, viewer)[0]:
        text = esc(event_text(e, name))
        if mine:
            own.append(Line(text, event_refs(e)))
            continue
        if e.seat not in (entry.seat, -1) and not closed:  # another seat's doing in this turn
            text = f"<b>{esc(name(e.seat))}</b>: {text}"
        game.append(Line(text, event_refs(e), "round", own=False))
    if not own and not game:
        # a move with nothing else to tell (ending the turn) still gets its line
        own.append(Line(esc(t("pk.log.turn_ended"))))
    return own + game


def joins(previous: Entry, entry: Entry) -> bool:
    """A seat's moves go on its turn until one ended it or the game did something after it."""
    told, closed = _split(previous)
    return not closed and all(mine for _e, mine, _closed in told)


def heading(seat: int, name: Names) -> str:
    return f'<b class="log-who">{esc(name(seat))}</b>' if seat >= 0 else ""
