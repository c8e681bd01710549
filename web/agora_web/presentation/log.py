"""The log contract: one entry type and the few functions every game's `log.py` provides, and
what all games build on them — the replay of a record with its log, the log panel, a move told
in words (the review) and the words of new entries (the live region).

The log is data, never text: entries hold the engine's own events (engine/<game>/events.py), so
the log is drawn again in the other language when the player switches, and each seat is told
only what it may know (`events.redact`, applied when drawn, never when kept). A game's `log.py`
(module `agora_web.<game>.log`) provides, as `GameLog` below says:

    describe_start(rules, state) -> list[Entry]            the deal, as entries
    describe(rules, before, action, after) -> list[Entry]  one move, from rules.describe's events
    lines(entry, viewer, name) -> list[Line]               an entry in words (HTML, the current
                                                           language), as seat `viewer` may know
                                                           it (None: everything)
    refs(entry, viewer) -> tuple[tuple[str, ...], ...]     the data-ref tokens of the pieces the
                                                           entry names, one group per event
    joins(previous, entry) -> bool                         whether `entry` goes on the turn of
                                                           the entry before it (same seat)
    heading(seat, name) -> str                             a turn's heading (HTML; "" for none)
    PANEL_CLASS                                            the panel's classes ("log xx-log"),
                                                           for the game's own look in style.css
    REF_PATTERN                                            the regular expression every
                                                           data-ref token of its entries matches
                                                           (its tokens start with the game's prefix, "xx-")

Everything else in a game's log.py (last-move marks, words for places) is its own business.
Plain Python: imported on CPython by the tests and the command line.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Protocol, Sequence

Names = Callable[[int], str]


class Entry(NamedTuple):
    """One entry of a game's log: a run of one move's events told under one seat (-1: the game
    itself: the deal, a round's end, what the rules did by themselves)."""

    seat: int
    #: the engine's events, whole (redacted for the viewing seat only when drawn)
    events: tuple
    #: the game's word for what the entry tells (Akropolis: start, turn, round, reserve, end;
    #: Pyramidion: turn, or more for a run that goes on with its seat's turn); "" for none
    kind: str = ""
    #: what the words need that the events do not say, worked out when the move was played
    #: (Akropolis: the hexes next to a tile built on the ground; Pyramidion: the rules version)
    detail: tuple = ()


class Line(NamedTuple):
    """One line of an entry in words: HTML in the current language."""

    html: str
    #: the data-ref tokens of the pieces the line names (the log points at them, motion.py)
    refs: "tuple[str, ...]" = ()
    #: the line's class is log-<kind> ("" for none): the game's look in style.css
    kind: str = ""
    #: told under the entry's seat (False: a line of the game's own after it, under no name)
    own: bool = True


class GameLog(Protocol):
    """What every game's log.py provides (tests/unit/test_log_contract.py checks each game)."""

    PANEL_CLASS: str
    REF_PATTERN: str

    def describe_start(self, rules, state) -> "list[Entry]": ...

    def describe(self, rules, before, action, after) -> "list[Entry]": ...

    def lines(self, entry: Entry, viewer: "int | None", name: Names) -> "list[Line]": ...

    def refs(self, entry: Entry, viewer: "int | None") -> "tuple[tuple[str, ...], ...]": ...

    def joins(self, previous: Entry, entry: Entry) -> bool: ...

    def heading(self, seat: int, name: Names) -> str: ...


#: the names every game's log.py defines (the contract above, for a check without typing tools)
CONTRACT = ("PANEL_CLASS", "REF_PATTERN", "describe_start", "describe", "lines", "refs", "joins", "heading")


def of(game: str) -> GameLog:
    """The log module of a playable game (its web package's `log`)."""
    from .. import games

    return games.ui_module(game, "log")


def replay_with_log(record) -> "tuple[Any, Any, list[Entry]]":
    """(rules, state, log) after every move of the record, the log told by the game's log.py;
    raises RecordError on a bad record."""
    from engine.core import records

    game_log = of(record.game)
    rules, state, moves = records.steps(record)
    log = list(game_log.describe_start(rules, state))
    for before, action, state in moves:
        log.extend(game_log.describe(rules, before, action, state))
    return rules, state, log


# --- drawing --------------------------------------------------------------------------------


class Group(NamedTuple):
    """The lines of one turn (or of the game) as the panel draws them: under `seat`'s heading,
    each line with the index of its entry."""

    seat: int
    #: (index of the entry, index of the line in the entry, the line)
    lines: "list[tuple[int, int, Line]]"


def groups(
    game_log: GameLog, log: Sequence[Entry], start: int, lines_of: Callable[[int], "list[Line]"]
) -> "list[Group]":
    """The log from index `start` in groups, oldest first: an entry's own lines go on the turn
    drawn just before when it is its seat's and the game says it joins (`joins`); the game's
    entries and an entry's lines of the game (own=False) stand alone."""
    out: "list[Group]" = []
    for i in range(start, len(log)):
        entry = log[i]
        got = lines_of(i)
        own = [(i, k, line) for k, line in enumerate(got) if line.own]
        other = [(i, k, line) for k, line in enumerate(got) if not line.own]
        if own:
            last = out[-1] if out else None
            if (
                last is not None
                and entry.seat >= 0
                and last.seat == entry.seat
                and i > start
                and game_log.joins(log[i - 1], entry)
            ):
                last.lines.extend(own)
            else:
                out.append(Group(entry.seat, own))
        if other:
            out.append(Group(-1, other))
    return out


def _who(game_log: GameLog, seat: int, name: Names) -> str:
    """A group's heading in plain words ("" for none): said before each of its lines."""
    from .log_marks import plain_text

    return plain_text(game_log.heading(seat, name))


def line_html(line: Line, who: str, seat: int) -> str:
    """One line's <li>: its class, its seat, and when it names pieces, its tokens and its words
    (the heading's too) as its name (log_marks.entry_attrs)."""
    from .log_marks import entry_attrs

    cls = f' class="log-{line.kind}"' if line.kind else ""
    return (
        f'<li{cls} data-seat="{seat}"{entry_attrs(line.refs, (who + ": " if who else "") + line.html)}>{line.html}</li>'
    )


#: one line's <li> from (entry index, line index, line, heading's words, seat): line_html or a cache of it
LineItem = Callable[[int, int, Line, str, int], str]


def group_html(group: Group, head: str, who: str, li: LineItem) -> str:
    """One group as the panel's item: a turn under its heading (`head`, HTML; `who`, its words),
    its lines listed under it; a group of the game without a heading is its one line, or its
    lines listed."""
    body = [li(i, k, line, who, group.seat) for i, k, line in group.lines]
    if not head and len(body) == 1:
        return body[0]
    cls = "log-turn" if head else "log-game"
    return f'<li class="{cls}" data-seat="{group.seat}">{head}<ul class="log-lines">{"".join(body)}</ul></li>'


def panel_items(
    game_log: GameLog,
    log: Sequence[Entry],
    viewer: "int | None",
    name: Names,
    limit: "int | None" = None,
    lines_of: "Callable[[int], list[Line]] | None" = None,
    li: "LineItem | None" = None,
) -> str:
    """The panel's items, newest group first, from the newest `limit` entries (None: all).
    `lines_of(i)` and `li(i, k, line, who, seat)` may be cached versions of the plain ones."""
    start = 0 if limit is None else max(0, len(log) - limit)
    lines_of = lines_of or (lambda i: game_log.lines(log[i], viewer, name))
    li = li or (lambda _i, _k, line, who, seat: line_html(line, who, seat))
    heads: "dict[int, tuple[str, str]]" = {}  # a seat's heading and its words, drawn once
    out = []
    for group in reversed(groups(game_log, log, start, lines_of)):
        head = heads.get(group.seat)
        if head is None:
            head = heads[group.seat] = (game_log.heading(group.seat, name), _who(game_log, group.seat, name))
        out.append(group_html(group, *head, li))
    return "".join(out)


def panel(
    game_log: GameLog, log: Sequence[Entry], viewer: "int | None", name: Names, limit: "int | None" = None
) -> str:
    """The whole log panel (ui.widgets.log_panel); data-count is the number of entries."""
    from ..ui import widgets

    return widgets.log_panel(panel_items(game_log, log, viewer, name, limit), len(log), game_log.PANEL_CLASS)


# --- words ----------------------------------------------------------------------------------


def move_html(game_log: GameLog, rules, before, action, viewer: "int | None", name: Names) -> str:
    """One move from `before` in words, as `viewer` may know it (the review's words for a move
    played and for its alternative): the mover's own lines, else (a move the rules finished by
    themselves) all of them."""
    entries = game_log.describe(rules, before, action, rules.apply(before, action))
    told = [(e, line) for e in entries for line in game_log.lines(e, viewer, name)]
    own = [line.html for e, line in told if line.own and e.seat >= 0]
    return " ".join(own or [line.html for _e, line in told])


def entry_words(game_log: GameLog, entry: Entry, viewer: "int | None", name: Names) -> "list[str]":
    """An entry's lines as a screen reader is told them, each with its heading's words once
    ("Ann: takes…"): what the drawn log shows this viewer, nothing more."""
    from ..ui.spoken import spoken

    out = []
    for line in game_log.lines(entry, viewer, name):
        words = spoken(line.html)
        who = _who(game_log, entry.seat if line.own else -1, name)
        if who and not words.startswith(who):
            words = f"{who}: {words}"
        if words:
            out.append(words)
    return out
