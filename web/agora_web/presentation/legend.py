"""The legend: every symbol a board draws, with its drawing, its name and what it means.

Each game's web package has a `legend` module whose `entries()` lists its symbols; the few
symbols every game's screen shares (confirm, zoom, the total Σ...) are listed here. An entry says
which marks of the drawn HTML it explains (`marks`, see `drawn_symbols`), so a test can render the
boards of random games, collect every mark actually drawn and find the ones without an entry. The
guide shows the legend as its "Symbols" section (the figure kind `legend`), drawn from the same
data, so the two cannot drift apart.

Texts: a game's entry has its name under `<prefix>.lg.<id>` and its meaning under
`<prefix>.lg.<id>_means` in the game's catalogs (`ak.lg.house`); the shared entries under
`legend.<id>` and `legend.<id>_means` in the shared ones.

Plain Python (no browser import), so the tests run it on CPython.
"""

from __future__ import annotations

import re
import unicodedata
from html import escape
from html.parser import HTMLParser
from typing import Callable, Iterable, NamedTuple

from ..texts.i18n import t


class Entry(NamedTuple):
    """One symbol: the keys of its name and meaning, the marks it explains, and its drawing
    (made when shown, because drawings speak the interface language)."""

    key: str  # "ak.lg.house": its name
    means: str  # "ak.lg.house_means": what it means
    marks: "tuple[str, ...]"  # "use:g-h", "glyph:★", "svg:tile-svg", "swatch:py-chip"
    draw: "Callable[[], str]"

    def name(self) -> str:
        return t(self.key)

    def meaning(self) -> str:
        return t(self.means)


def glyph(char: str, cls: str = "") -> "Callable[[], str]":
    """A drawing that is a character, shown as the board shows it."""
    klass = f"lg-glyph {cls}".strip()
    return lambda: f'<span class="{klass}" aria-hidden="true">{escape(char)}</span>'


def sprite_icon(name: str) -> "Callable[[], str]":
    """A drawing that is a symbol of the shared sprite (ui/icons.py), as the boards draw it."""

    def draw() -> str:
        from ..ui.icons import icon

        return icon(name, "icon lg-icon")

    return draw


def _shared(ident: str, marks: "tuple[str, ...]", char: str) -> Entry:
    return Entry(f"legend.{ident}", f"legend.{ident}_means", marks, glyph(char))


def _control(ident: str, name: str, char: str) -> Entry:
    """A control's symbol, drawn from the shared sprite (ui/icons.py); the character it replaced
    is still explained where text uses it."""
    return Entry(f"legend.{ident}", f"legend.{ident}_means", (f"use:g-{name}", f"glyph:{char}"), sprite_icon(name))


#: the symbols of the controls and panels every game's screen has (ui/widgets.py)
SHARED = (
    _control("confirm", "check", "✓"),
    _control("rotate", "rotate", "⟳"),
    _control("close", "close", "✕"),
    _control("zoom_in", "plus", "+"),
    _control("zoom_out", "minus", "−"),
    _control("zoom_fit", "fit", "⤢"),
    _shared("total", ("glyph:Σ",), "Σ"),
    _shared("times", ("glyph:×",), "×"),
    _shared("arrow", ("glyph:→",), "→"),
    Entry(
        "legend.spinner",
        "legend.spinner_means",
        ("swatch:spinner",),
        lambda: '<span class="spinner small" aria-hidden="true"></span>',
    ),
)

#: class words of drawings that say how big or where a drawing is, not what it is
MODIFIERS = frozenset(
    {
        "icon",
        "tiny",
        "small",
        "held",
        "head",
        "interactive",
        "cat",
        "dark",
        "guide-tile",
        "guide-icon",
        "on",
        "up",
        "active",
        "last-move",
    }
)
_MODIFIER = re.compile(r"^(seat-\d+|icon-[a-z]+)$")


def is_symbol_char(ch: str) -> bool:
    """A character that stands for something rather than spelling a word: symbols (★ ⚔ ×), and
    letters of scripts the interface does not write in (Σ, Π)."""
    if ch.isascii():
        return ch == "+"
    cat = unicodedata.category(ch)
    if cat[0] == "S":
        return True
    return cat[0] == "L" and not unicodedata.name(ch, "").startswith(("LATIN", "CYRILLIC"))


class _Frame:
    """An open element: its tag, whether its content is hidden from the eye (a <title>, the
    sprite), its class words, and whether it has content (an empty span is a swatch)."""

    __slots__ = ("tag", "skip", "classes", "had")

    def __init__(self, tag: str, skip: bool, classes):
        self.tag, self.skip, self.classes, self.had = tag, skip, classes, False


class _Collector(HTMLParser):
    """The marks of one screen's HTML: sprite uses, classes of inline drawings, classes of
    swatches (empty spans drawn by the style sheet) and symbol characters in the text."""

    #: HTML elements without an end tag (SVG shapes close themselves with "/>" or an end tag)
    _VOID = frozenset(
        {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
    )

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.marks: "set[str]" = set()
        self._stack: "list[_Frame]" = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = [c for c in (a.get("class") or "").split() if c not in MODIFIERS and not _MODIFIER.match(c)]
        for frame in self._stack:
            frame.had = True
        if tag == "use":
            href = a.get("href") or a.get("xlink:href") or ""
            if href.startswith("#") and not any(f.skip for f in self._stack):
                self.marks.add("use:" + href[1:])
        if tag in self._VOID:
            return
        skip = tag in ("title", "style", "script") or (tag == "svg" and "svg-defs" in (a.get("class") or "").split())
        frame = _Frame(tag, skip, classes)
        if "data-shown" in a:  # words the style sheet writes (widgets.aside), not a drawn symbol
            frame.had = True
        self._stack.append(frame)
        if tag == "svg" and not any(f.skip for f in self._stack):
            self.marks.update("svg:" + c for c in classes)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in self._VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if not any(frame.tag == tag for frame in self._stack):
            return  # an end tag without its start: nothing to close
        while self._stack:
            frame = self._stack[-1]
            if frame.tag == "span" and not frame.had and not any(f.skip for f in self._stack):
                self.marks.update("swatch:" + c for c in frame.classes)
            self._stack.pop()
            if frame.tag == tag:
                break

    def handle_data(self, data):
        if any(f.skip for f in self._stack):
            return
        if data.strip():
            for frame in self._stack:
                frame.had = True
        self.marks.update("glyph:" + ch for ch in data if is_symbol_char(ch))


def drawn_symbols(html: str) -> "set[str]":
    """Every mark the HTML draws: `use:<sprite id>`, `svg:<class>` of an inline drawing,
    `swatch:<class>` of an empty span, `glyph:<char>` of a symbol in the visible text."""
    collector = _Collector()
    collector.feed(html)
    collector.close()
    return collector.marks


def entries(game: str) -> "tuple[Entry, ...]":
    """The game's own legend, then the shared one."""
    from .. import games

    return tuple(games.ui_module(game, "legend").entries()) + SHARED


def explained(items: "Iterable[Entry]") -> "set[str]":
    return {mark for entry in items for mark in entry.marks}


def not_symbols(game: str) -> frozenset:
    """Marks that are no symbols (a board's own drawing, a box that is empty at times), as the
    game's legend module lists them in NOT_SYMBOLS."""
    from .. import games

    return getattr(games.ui_module(game, "legend"), "NOT_SYMBOLS", frozenset())


def missing(game: str, html: str) -> "set[str]":
    """The marks drawn in `html` that no legend entry of the game explains."""
    return drawn_symbols(html) - explained(entries(game)) - not_symbols(game)


def legend_html(game: str) -> str:
    """The legend as a table (the guide's "Symbols" section): drawing, name, meaning."""
    rows = "".join(
        f'<tr data-legend="{escape(e.key)}"><td class="lg-draw">{e.draw()}</td>'
        f'<th scope="row">{escape(e.name())}</th><td>{escape(e.meaning())}</td></tr>'
        for e in entries(game)
    )
    return (
        f'<div class="guide-table legend" data-testid="legend" role="region" tabindex="0" '
        f'aria-label="{escape(t("legend.jump"))}"><table>'
        f'<thead><tr><th scope="col">{escape(t("legend.symbol"))}</th><th scope="col">{escape(t("legend.name"))}</th>'
        f'<th scope="col">{escape(t("legend.meaning"))}</th></tr></thead><tbody>{rows}</tbody></table></div>'
    )
