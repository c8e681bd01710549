"""The Akropolis game log, told from the engine's own events (engine/akropolis/events.py), as
the log contract says (presentation/log.py).

The log keeps language-free entries — the engine's events, grouped — and turns them into text
only when it is drawn, so switching the language redraws it. One move gives one `turn` entry
(what the player chose, under their name) and, when the rules ran something by themselves, one
more entry for the game (a refilled site and a new round, the reserve running out, the end). An
entry's `detail` holds the hexes next to a tile built on the ground (to say where).

Places are named in words (a level, the districts a tile covers, a place on the site), never by
coordinates. Importable on CPython: no browser module here.
"""

from __future__ import annotations

from typing import Callable

from engine.akropolis import events as ev
from engine.akropolis import hexgrid
from engine.akropolis.data import TILES
from engine.core.events import GameOver, GameStarted, redact

from ..presentation.log import Entry, Line
from ..texts.i18n import t, tn
from ..ui.html import esc
from ..ui.text import marked
from . import draw

#: the events a player's own decision gives (the rest the rules run by themselves)
OWN = (ev.TileTaken, ev.TilePlaced, ev.StonesGained, ev.ArchitectKeeps)
#: the panel's classes (style.css draws a turn on one line: "Ann: takes…")
PANEL_CLASS = "log ak-log"
#: the pattern every data-ref token its entries name matches (tests/unit/test_log_refs.py)
REF_PATTERN = r"ak-(tile-\d+|hex-\d+--?\d+_-?\d+|stones-\d+)"


# --- from the engine's events to entries (kind: start, turn, round, reserve, end) ---------------


def describe_start(rules, state) -> "list[Entry]":
    """The deal: one entry of the game's own."""
    return [Entry(-1, tuple(rules.describe_start(state)), "start")]


def entries_of(events: list, city=None) -> "list[Entry]":
    """The entries of one move's events: the mover's own, then the game's, if any. `city` (the
    mover's city before the move) names what a tile built on the ground was put next to."""
    if not events:
        return []
    mover = events[0].seat
    own = tuple(e for e in events if isinstance(e, OWN))
    rest = tuple(e for e in events if not isinstance(e, OWN))
    out = [Entry(mover, own, "turn", _near(own, city))]
    if rest:
        if any(isinstance(e, GameOver) for e in rest):
            kind = "end"
        elif any(isinstance(e, ev.RoundStarted) for e in rest):
            kind = "round"
        else:
            kind = "reserve"
        out.append(Entry(-1, rest, kind))
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


def describe(rules, before, action, after) -> "list[Entry]":
    events = rules.describe(before, action, after)
    seat = events[0].seat if events else -1
    city = before.cities[seat] if 0 <= seat < len(before.cities) else None
    return entries_of(events, city)


def joins(previous: Entry, entry: Entry) -> bool:
    """A turn is one move: never goes on from the entry before."""
    return False


def heading(seat: int, name: "Callable[[int], str]") -> str:
    return f'<b class="log-who">{esc(name(seat))}</b>' if seat >= 0 else ""


# --- from entries to text ----------------------------------------------------------------------


def tile_words(tile: int) -> str:
    """A tile in words: its three hexes."""
    return ", ".join(draw.hex_name(c) for c in TILES[tile])


def _tile_html(tile: int) -> str:
    codes = TILES[tile]
    # the drawing is decoration beside the words that name the tile (said once, not twice)
    return draw.tile_svg(codes, "tile-svg tiny") + f' <span class="log-tile">({esc(tile_words(tile))})</span>'


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
        at = esc(f" ({'; '.join(draw.place_words(h.x, h.y) for h in event.hexes)})")
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
        return esc(
            t("ak.log.refill", tiles=tn("n_tiles", len(event.tiles)), stacks=tn("ak.n_stacks", event.stacks_left))
        )
    if isinstance(event, ev.RoundStarted):
        return f"<b>{esc(t('ak.log.round', round=event.round, name=name(event.seat)))}</b>"
    if isinstance(event, GameOver):
        names = ", ".join(name(w) for w in event.winners)
        return f"<b>{esc(t('ak.log.end', names=names))}</b>"
    if isinstance(event, GameStarted):
        return esc(t("ak.log.start", name=name(event.seat)))
    return ""


def entry_html(entry: Entry, name: "Callable[[int], str]", viewer: "int | None" = None) -> str:
    """One entry as HTML, in the current language, as the seat `viewer` may know it (None:
    everything). A turn is what the player did, told under their name (`heading`)."""
    events = redact(entry.events, viewer)
    phrases = [p for p in (_event_html(e, name, entry.detail) for e in events) if p]
    if entry.kind == "turn":
        return f"{'; '.join(phrases)}."
    return " ".join(phrases)


def lines(entry: Entry, viewer: "int | None", name: "Callable[[int], str]") -> "list[Line]":
    """An entry is one line (a turn's class is its group's, log-turn)."""
    kind = "" if entry.kind == "turn" else entry.kind
    return [Line(entry_html(entry, name, viewer), flat_refs(entry, viewer), kind)]


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


def refs(entry: Entry, viewer: "int | None" = None) -> "tuple[tuple[str, ...], ...]":
    """An entry's tokens, one group per event that names a piece, as `viewer` may know them."""
    return tuple(group for group in (event_refs(e) for e in redact(entry.events, viewer)) if group)


def flat_refs(entry: Entry, viewer: "int | None") -> "tuple[str, ...]":
    """Every token of an entry, each once (its one line points at them all)."""
    from ..presentation.log_marks import flat

    return flat(refs(entry, viewer))


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
