"""The Akropolis game log, told from the engine's own events (engine/akropolis/events.py).

The log keeps language-free entries — the engine's events, grouped — and turns them into text
only when it is drawn, so switching the language redraws it. One move gives one `turn` entry
(what the player chose, under their name) and, when the rules ran something by themselves, one
more entry for the game (a refilled site and a new round, the reserve running out, the end).

Places are named in words (a level, the districts a tile covers, a place on the site), never by
coordinates. Importable on CPython: no browser module here.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from engine.akropolis import events as ev
from engine.akropolis import hexgrid
from engine.akropolis.data import TILES
from engine.core import records
from engine.core.events import GameOver, GameStarted, redact

from ..texts.i18n import t, tn
from ..ui.html import esc
from ..ui.text import marked
from . import draw

#: the events a player's own decision gives (the rest the rules run by themselves)
OWN = (ev.TileTaken, ev.TilePlaced, ev.StonesGained, ev.ArchitectKeeps)


class Entry(NamedTuple):
    """One line of the log: `kind` (start, turn, round, reserve, end — also the line's CSS class
    log-<kind>), `seat` (who acted or begins; -1 for the game itself) and the engine's events."""

    kind: str
    seat: int
    events: tuple
    #: the hex codes next to a tile built on the ground, in the city as it was (to say where)
    near: tuple = ()


# --- from the engine's events to entries ---------------------------------------------------------

def start_entry(rules, state) -> Entry:
    started = rules.describe_start(state)
    first = next((e.seat for e in started if isinstance(e, GameStarted)), state.chief)
    return Entry("start", first, tuple(started))


def entries_of(events: list, city=None) -> "list[Entry]":
    """The entries of one move's events: the mover's own, then the game's, if any. `city` (the
    mover's city before the move) names what a tile built on the ground was put next to."""
    if not events:
        return []
    mover = events[0].seat
    own = tuple(e for e in events if isinstance(e, OWN))
    rest = tuple(e for e in events if not isinstance(e, OWN))
    out = [Entry("turn", mover, own, _near(own, city))]
    if rest:
        if any(isinstance(e, GameOver) for e in rest):
            kind = "end"
        elif any(isinstance(e, ev.RoundStarted) for e in rest):
            kind = "round"
        else:
            kind = "reserve"
        out.append(Entry(kind, -1, rest))
    return out


def _near(own, city) -> tuple:
    """The codes of the hexes next to a tile built on the ground, each once, in the order met."""
    placed = next((e for e in own if isinstance(e, ev.TilePlaced)), None)
    if placed is None or placed.covered or city is None:
        return ()
    mine = {(h.x, h.y) for h in placed.hexes}
    out: list = []
    for h in placed.hexes:
        for pos in hexgrid.neighbours((h.x, h.y)):
            cell = city.cells.get(tuple(pos))
            if tuple(pos) not in mine and cell is not None and cell[1] not in out:
                out.append(cell[1])
    return tuple(out)


def move_entries(rules, before, action, after) -> "list[Entry]":
    events = rules.describe(before, action, after)
    seat = events[0].seat if events else -1
    city = before.cities[seat] if 0 <= seat < len(before.cities) else None
    return entries_of(events, city)


def replay_with_log(record):
    """(rules, state, log) after every move of the record; raises RecordError on a bad one."""
    rules, state, moves = records.steps(record)
    log = [start_entry(rules, state)]
    for before, action, state in moves:
        log.extend(move_entries(rules, before, action, state))
    return rules, state, log


# --- from entries to text ----------------------------------------------------------------------

def tile_words(tile: int) -> str:
    """A tile in words: its three hexes."""
    return ", ".join(draw.hex_name(c) for c in TILES[tile])


def _tile_html(tile: int) -> str:
    codes = TILES[tile]
    # the drawing is decoration beside the words that name the tile (said once, not twice)
    return (draw.tile_svg(codes, "tile-svg tiny")
            + f' <span class="log-tile">({esc(tile_words(tile))})</span>')


def _event_html(event, name: "Callable[[int], str]", near: tuple = ()) -> str:
    """One event as a phrase (the mover's own) or a sentence (the game's)."""
    if isinstance(event, ev.TileTaken):
        tile = {"tile": _tile_html(event.tile)}
        if event.cost == 0:
            return marked("ak.log.take_free", tile)
        cost = tn("n_stones", event.cost)
        if event.paid_to >= 0:
            return marked("ak.log.take_paid_to", tile, place=event.slot + 1, cost=cost, to=name(event.paid_to))
        return marked("ak.log.take", tile, place=event.slot + 1, cost=cost)
    if isinstance(event, ev.TilePlaced):
        # where its hexes went, in the words the city's hexes and places are named with
        at = esc(f' ({"; ".join(draw.place_words(h.x, h.y) for h in event.hexes)})')
        if not event.covered:
            if near:
                return esc(t("ak.log.build_next_to", near=", ".join(draw.hex_name(c) for c in near))) + at
            return esc(t("ak.log.build_ground")) + at
        covered = ", ".join(draw.hex_name(c) for c in event.covered)
        return esc(t("ak.log.build_over", level=event.level, covered=covered)) + at
    if isinstance(event, ev.StonesGained):
        return esc(t("ak.log.stones", stones=tn("n_stones", event.stones)))
    if isinstance(event, ev.ArchitectKeeps):
        if not event.plazas:
            return esc(t("ak.log.keeps"))
        plazas = ", ".join(draw.hex_name(c) for c in event.plazas)
        return esc(t("ak.log.keeps_plazas", plazas=plazas))
    if isinstance(event, ev.ReserveEmpty):
        return esc(t("ak.log.reserve"))
    if isinstance(event, ev.SiteRefilled):
        return esc(t("ak.log.refill", tiles=tn("n_tiles", len(event.tiles)), stacks=tn("ak.n_stacks", event.stacks_left)))
    if isinstance(event, ev.RoundStarted):
        return f'<b>{esc(t("ak.log.round", round=event.round, name=name(event.seat)))}</b>'
    if isinstance(event, GameOver):
        names = ", ".join(name(w) for w in event.winners)
        return f'<b>{esc(t("ak.log.end", names=names))}</b>'
    if isinstance(event, GameStarted):
        return esc(t("ak.log.start", name=name(event.seat)))
    return ""


def entry_html(entry: Entry, name: "Callable[[int], str]", viewer: "int | None" = None) -> str:
    """One entry as HTML, in the current language, as the seat `viewer` may know it (None:
    everything). A turn is the player's name, then what they did."""
    events = redact(entry.events, viewer)
    phrases = [p for p in (_event_html(e, name, entry.near) for e in events) if p]
    if entry.kind == "turn":
        return f'<b class="log-who">{esc(name(entry.seat))}</b>: {"; ".join(phrases)}.'
    return " ".join(phrases)


def event_refs(event) -> "tuple[str, ...]":
    """The data-ref tokens of the pieces one event names (motion.py, the log's highlights)."""
    if isinstance(event, ev.TileTaken):
        out = [f"ak-tile-{event.tile}"]
        if event.cost:
            out.append(f"ak-stones-{event.seat}")
            if event.paid_to >= 0:
                out.append(f"ak-stones-{event.paid_to}")
        return tuple(out)
    if isinstance(event, ev.TilePlaced):
        return (f"ak-tile-{event.tile}",) + tuple(f"ak-hex-{h.seat}-{h.x}_{h.y}" for h in event.hexes)
    if isinstance(event, ev.StonesGained):
        return (f"ak-stones-{event.seat}",)
    if isinstance(event, ev.ArchitectKeeps):
        return (f"ak-tile-{event.tile}",)
    if isinstance(event, ev.SiteRefilled):
        return tuple(f"ak-tile-{tile}" for tile in event.tiles)
    return ()


def refs(entry: Entry) -> "tuple[tuple[str, ...], ...]":
    """An entry's tokens, one group per event that names a piece."""
    return tuple(group for group in (event_refs(e) for e in entry.events) if group)


def last_moves(entries, viewer: int) -> "set[tuple[int, int, int]]":
    """(seat, x, y) of the hexes the other players built since `viewer`'s own last move: the
    newest events of the log back to that move (the marks a player sees on returning)."""
    out = set()
    for entry in reversed(entries):
        if entry.kind == "turn" and entry.seat == viewer:
            break
        for event in entry.events:
            if isinstance(event, ev.TilePlaced):
                out.update((h.seat, h.x, h.y) for h in event.hexes)
    return out
