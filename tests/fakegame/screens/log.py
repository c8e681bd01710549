"""Tally's log: its events (rules/events.py) told in words, as the log contract says
(web/agora_web/presentation/log.py). A move is one entry of its seat: the counters it took; the
deal and the end are the game's own. Nothing of Tally is hidden once taken, so every seat is
told the same (the redaction is still applied, as the contract asks). Plain CPython."""

from __future__ import annotations

from typing import Callable

from engine.core.events import GameOver, GameStarted, kind_of, redact

from tests.fakegame.rules.events import Taken
from web.agora_web.presentation.log import Entry, Line
from web.agora_web.texts.i18n import t, tn
from web.agora_web.ui.html import esc
from . import draw

#: the panel's classes (style.css: a colour dot beside each turn's name)
PANEL_CLASS = "log tl-log"
#: the pattern every data-ref token its entries name matches (tests/unit/test_log_refs.py)
REF_PATTERN = r"tl-(counter-\d+|pile|seat-\d+)"


def _entries(events) -> "list[Entry]":
    out: "list[Entry]" = []
    for event in events:
        if isinstance(event, (GameStarted, GameOver)):
            out.append(Entry(-1, (event,)))
        else:
            out.append(Entry(event.seat, (event,)))
    return out


def describe_start(rules, state) -> "list[Entry]":
    return _entries(rules.describe_start(state))


def describe(rules, before, action, after) -> "list[Entry]":
    return _entries(rules.describe(before, action, after))


def lines(entry: Entry, viewer: "int | None", name: Callable[[int], str]) -> "list[Line]":
    return [Line(line_html(e, name), event_refs(e), kind_of(e)) for e in redact(entry.events, viewer)]


def refs(entry: Entry, viewer: "int | None" = None) -> "tuple[tuple[str, ...], ...]":
    return tuple(group for group in (event_refs(e) for e in redact(entry.events, viewer)) if group)


def joins(previous: Entry, entry: Entry) -> bool:
    """Every take is a turn of its own."""
    return False


def heading(seat: int, name: Callable[[int], str]) -> str:
    return "" if seat < 0 else draw.seat_name_html(seat, name(seat))


def line_html(event, name: Callable[[int], str]) -> str:
    """One event in the current language; the taking seat is the group's heading."""
    if isinstance(event, GameStarted):
        return esc(t("tl.log.start", name=name(event.seat)))
    if isinstance(event, GameOver):
        return esc(t("tl.log.over", names=", ".join(name(w) for w in event.winners)))
    counters = " ".join(draw.counter_svg(n, "tl-counter tiny", ref=False) for n in event.counters)
    return esc(tn("tl.log.took", len(event.counters), points=sum(event.counters))) + " " + counters


def event_refs(event) -> "tuple[str, ...]":
    """The pieces one event names: the counters taken (and the pile they came from)."""
    if isinstance(event, Taken):
        return ("tl-pile",) + tuple(f"tl-counter-{n}" for n in event.counters)
    if isinstance(event, GameStarted):
        return ("tl-pile",)
    return ()
