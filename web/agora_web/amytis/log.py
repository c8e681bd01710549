"""Architects of Amytis' log: the engine's move events (engine/amytis/events.py) told in words,
as the log contract says (presentation/log.py).

An entry is a run of one move's events of one seat (the start and the end are the game's own),
language-free data: the log is drawn again in the other language when it switches, and this
module turns each event into a line of HTML. Places are named as players see them ("row 2,
column 3 of the construction board", "on level 2"), never as numbers of the engine; the events
of one turn (its take and its build) are grouped under the player's name. What is shown is what
the viewing seat may know (`events.redact`; None: everything). Plain CPython: no browser import.
"""

from __future__ import annotations

from typing import Callable, Sequence

from engine.amytis import events as ev
from engine.core.events import Event, GameOver, GameStarted, kind_of, redact

from ..presentation.log import Entry, Line
from ..texts.i18n import t, tn
from ..ui.html import esc
from . import draw

#: events of the game itself that are shown inside the turn in which they happened
_IN_TURN = (ev.LastRound,)
#: the panel's classes (style.css: a pawn beside each turn's name)
PANEL_CLASS = "log am-log"
#: the pattern every data-ref token its entries name matches (tests/unit/test_log_refs.py)
REF_PATTERN = r"am-(tile-\d+|cell-\d+-\d|card-\d+|favor-[a-z0-9_]+|stack-\d)"


# --- entries: the contract (presentation/log.py) -------------------------------------------------


def runs(events: Sequence[Event], mover: int = -1) -> "list[Entry]":
    """One move's events as entries: consecutive events of one seat form a run; a game event such
    as the last round announced stays inside the run (of `mover` when it comes first); the start
    and the end stand alone."""
    out: "list[Entry]" = []
    for event in events:
        if isinstance(event, (GameStarted, GameOver)):
            out.append(Entry(-1, (event,)))
            continue
        last = out[-1] if out else None
        seat = (last.seat if last is not None else mover) if isinstance(event, _IN_TURN) else event.seat
        if last is not None and last.seat >= 0 and last.seat == seat:
            out[-1] = last._replace(events=last.events + (event,))
        else:
            out.append(Entry(seat, (event,)))
    return out


def describe_start(rules, state) -> "list[Entry]":
    return runs(rules.describe_start(state))


def describe(rules, before, action, after) -> "list[Entry]":
    return runs(rules.describe(before, action, after), rules.current_player(before))


def joins(previous: Entry, entry: Entry) -> bool:
    """A seat's runs one after another are its turn (its take, then its build)."""
    return True


def heading(seat: int, name: Callable[[int], str]) -> str:
    if seat < 0:
        return ""
    return f'<span class="log-who">{draw.pawn_svg(seat, "am-pawn tiny")}<b>{esc(name(seat))}</b></span>'


def lines(entry: Entry, viewer: "int | None", name: Callable[[int], str]) -> "list[Line]":
    """One line an event, as `viewer` may know it; its class is log-<the event's kind>."""
    return [Line(line_html(e, name), event_refs(e), kind_of(e)) for e in redact(entry.events, viewer)]


def refs(entry: Entry, viewer: "int | None" = None) -> "tuple[tuple[str, ...], ...]":
    """An entry's tokens, one group per event that names a piece."""
    return tuple(group for group in (event_refs(e) for e in redact(entry.events, viewer)) if group)


def events_of(entries: Sequence[Entry]) -> "list[Event]":
    """The events of the log's entries, in order (the last-move marks read them)."""
    return [e for entry in entries for e in entry.events]


# --- words for places and pieces -----------------------------------------------------------------


def place(cell: int) -> "dict[str, int]":
    """Row and column (from 1) of a 3×3 grid position 0..8 (construction board or player board)."""
    row, col = divmod(cell, 3)
    return {"row": row + 1, "col": col + 1}


def _tile(tile: int, acc: bool = False) -> str:
    """A tile drawn and named (`acc`: as the object of taking or building it)."""
    return f"{draw.tile_svg(tile, 'am-tile tiny', title=False)} {esc(draw.tile_name(tile, acc))}"


def _card(card: int) -> str:
    """A project drawn after the word "project" (its name then says the number, not the word)."""
    return draw.project_svg(card, "am-card tiny", in_text=True)


def _plus(points: int) -> str:
    return f' <span class="am-plus">+{points}</span>' if points else ""


def fill(key: str, **values) -> str:
    """The text of `key`, escaped, with HTML pieces (values given as 1-tuples) put in after."""
    html = {k: v[0] for k, v in values.items() if isinstance(v, tuple)}
    plain = {k: v for k, v in values.items() if not isinstance(v, tuple)}
    marks = {k: f"\x00{i}\x00" for i, k in enumerate(html)}
    text = esc(t(key, **plain, **marks))
    for k, mark in marks.items():
        text = text.replace(mark, html[k])
    return text


def favor_label(space: str) -> str:
    return t(f"am.favname.{space}")


# --- one event -----------------------------------------------------------------------------------


def line_html(event: Event, name: Callable[[int], str]) -> str:
    """One event as HTML in the current language; `name(seat)` gives a seat's name. The acting
    seat's name is the group's heading, so lines of a turn start with the verb."""
    if isinstance(event, GameStarted):
        return fill("am.log.start", name=(f"<b>{esc(name(event.seat))}</b>",))
    if isinstance(event, GameOver):
        winners = ", ".join(name(w) for w in event.winners)
        return fill("am.log.over", names=(f"<b>{esc(winners)}</b>",))
    if isinstance(event, ev.TileTaken):
        text = fill("am.log.take", tile=(_tile(event.tile, acc=True),), **place(event.stack))
        if event.revealed >= 0:
            text += " " + fill("am.log.revealed", tile=(_tile(event.revealed),), left=tn("am.n_tiles", event.left))
        else:
            text += " " + fill("am.log.emptied")
        return text
    if isinstance(event, ev.TileBuilt):
        text = fill("am.log.build", tile=(_tile(event.tile, acc=True),), level=event.height, **place(event.cell))
        if event.palace:
            return text + " " + fill("am.log.palace_waits")
        return text + _plus(event.points)
    if isinstance(event, ev.ProjectDrawn):
        if event.slot < 0:
            text = fill("am.log.draw_deck", card=(_card(event.card),))
        else:
            text = fill("am.log.draw", card=(_card(event.card),))
            if event.refill >= 0:
                text += " " + fill("am.log.refill", card=(_card(event.refill),))
        return text + _plus(event.points)
    if isinstance(event, ev.PalacePoints):
        return fill("am.log.palace_points", **place(event.cell)) + _plus(event.points)
    if isinstance(event, ev.ProjectCompleted):
        return fill("am.log.project", card=(_card(event.card),), points=tn("n_points", event.points))
    if isinstance(event, ev.FavorTaken):
        return fill("am.log.favor", space=favor_label(event.space))
    if isinstance(event, ev.FavorLost):
        return fill("am.log.favor_lost")
    if isinstance(event, ev.ArchitectsReturned):
        return fill("am.log.return", n=tn("am.n_architects", len(event.stacks)))
    if isinstance(event, ev.LastRound):
        return f"<b>{fill('am.log.last_round')}</b>"
    raise ValueError(f"no log text for {kind_of(event)!r}")


# --- the pieces an event names ----------------------------------------------------------------


def event_refs(event: Event) -> "tuple[str, ...]":
    """The data-ref tokens of the pieces one event names (motion.py, the log's highlights)."""
    if isinstance(event, ev.TileTaken):
        out = (f"am-tile-{event.tile}", f"am-stack-{event.stack}")
        return out + ((f"am-tile-{event.revealed}",) if event.revealed >= 0 else ())
    if isinstance(event, ev.TileBuilt):
        return (f"am-tile-{event.tile}", f"am-cell-{event.seat}-{event.cell}")
    if isinstance(event, ev.ProjectDrawn):
        out = (f"am-card-{event.card}",) + ((f"am-card-{event.refill}",) if event.refill >= 0 else ())
        return out + ((f"am-cell-{event.seat}-{event.cell}",) if event.cell >= 0 else ())
    if isinstance(event, ev.PalacePoints):
        return (f"am-cell-{event.seat}-{event.cell}",)
    if isinstance(event, ev.ProjectCompleted):
        return (f"am-card-{event.card}",)
    if isinstance(event, ev.FavorTaken):
        return (f"am-favor-{event.space}",)
    if isinstance(event, ev.ArchitectsReturned):
        return tuple(f"am-stack-{i}" for i in event.stacks)
    return ()


# --- the last move, marked on the board -----------------------------------------------------------

#: what the rules do by themselves around a turn: never the move to be marked
_AUTOMATIC = (GameStarted, GameOver, ev.LastRound, ev.ArchitectsReturned)


def last_turn(events: Sequence[Event], viewer: "int | None") -> "list[Event]":
    """The events of the newest turn played by a seat other than `viewer` (None: by anyone),
    as long as `viewer` has not moved since; what the rules did by themselves is left out."""
    out: "list[Event]" = []
    for event in reversed(events):
        if isinstance(event, _AUTOMATIC):
            continue
        if not out and (viewer is not None and event.seat == viewer):
            return []
        if out and event.seat != out[0].seat:
            break
        out.append(event)
    return out[::-1]


def marks(events: Sequence[Event]) -> "set[tuple]":
    """The pieces these events name, as the board draws them: ("stack", i), ("cell", seat, i),
    ("card", card) for a project taken, completed or laid out, ("favor", space)."""
    out: "set[tuple]" = set()
    for event in events:
        if isinstance(event, ev.TileTaken):
            out.add(("stack", event.stack))
        elif isinstance(event, ev.TileBuilt):
            out.add(("cell", event.seat, event.cell))
        elif isinstance(event, ev.ProjectDrawn):
            out.add(("card", event.card))
            if event.refill >= 0:
                out.add(("card", event.refill))
        elif isinstance(event, ev.ProjectCompleted):
            out.add(("card", event.card))
        elif isinstance(event, ev.FavorTaken):
            out.add(("favor", event.space))
    return out
