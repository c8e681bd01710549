"""The rules guides (web/agora_web/<game>/guide.<lang>.md) turned into HTML with a table of contents.

The guides are data, written in a small Markdown-like language so that a writer never touches
code:

    # Title {#top}                  the guide's title (one, first)
    ## Section {#id}                a section; every ## and ### heading carries a stable id,
    ### Subsection {#id}            the same in both languages ("?" help opens the guide there)
    - item / 1. item / "  - " nested items, | tables |, blank-line paragraphs
    **bold**, *italic*, [text](#id) links to another section of the same guide
    !figure kind arg arg | caption  a picture the app draws with its own pieces (guide_figures.py)

Plain Python (no browser import at module level), so the tests read and render the guides in
CPython. Figures are drawn through a per-game function imported only when a guide is shown.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path
from typing import Callable, NamedTuple, Optional

LANGS = ("en", "ru")

_HEADING = re.compile(r"^(#{1,3})\s+(.+?)\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$")
_BARE_HEADING = re.compile(r"^#{1,6}\s")
_BULLET = re.compile(r"^(\s*)-\s+(.*)$")
_NUMBERED = re.compile(r"^(\s*)(\d+)\.\s+(.*)$")
_FIGURE = re.compile(r"^!figure\s+(\S+)((?:\s+[^|\s]+)*)\s*(?:\|\s*(.*))?$")
_LINK = re.compile(r"\[([^\]]+)\]\(#([a-z0-9][a-z0-9-]*)\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])")

#: the prefix of heading ids in the page, so that a guide's ids never collide with the app's
ANCHOR = "guide-"


class Section(NamedTuple):
    level: int  # 1 = the title, 2 = section, 3 = subsection
    id: str
    title: str


class Figure(NamedTuple):
    kind: str
    args: "tuple[str, ...]"
    caption: str


class GuideError(ValueError):
    """A guide file that does not follow the format (a heading without an id, say)."""


def path(game: str, lang: str) -> Path:
    """A game's guide in one language: guide.<lang>.md in the game's web package."""
    from .. import games

    try:
        package = games.descriptor(game)
    except KeyError:
        raise GuideError(f"no guide for the game {game!r}") from None
    return Path(package.__file__).resolve().parent / f"guide.{lang}.md"


def games_with_guides() -> "tuple[str, ...]":
    """The games of the one list whose web package has a guide."""
    from .. import games

    return tuple(g for g in games.playable() if path(g, "en").is_file())


def load(game: str, lang: str) -> str:
    """The guide's text; English when the language has no guide."""
    chosen = path(game, lang if lang in LANGS else "en")
    if not chosen.is_file():
        raise GuideError(f"no guide for the game {game!r}")
    return chosen.read_text(encoding="utf-8")


def sections(text: str) -> "list[Section]":
    """Every heading of a guide, in order. Raises GuideError for a heading without an id."""
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        match = _HEADING.match(line)
        if match:
            out.append(Section(len(match.group(1)), match.group(3), match.group(2)))
        elif _BARE_HEADING.match(line):
            raise GuideError(f"line {number}: a heading needs an id, like ## Title {{#id}}")
    return out


def figures(text: str) -> "list[Figure]":
    out = []
    for line in text.splitlines():
        if line.startswith("!figure"):
            match = _FIGURE.match(line.strip())
            if not match:
                raise GuideError(f"a figure line that cannot be read: {line!r}")
            out.append(Figure(match.group(1), tuple(match.group(2).split()), (match.group(3) or "").strip()))
    return out


def links(text: str) -> "list[str]":
    """The section ids that the guide's [text](#id) links point to."""
    return [m.group(2) for m in _LINK.finditer(text)]


# --- rendering ------------------------------------------------------------------------------


def inline(text: str) -> str:
    """Escaped text with **bold**, *italic* and links to the guide's own sections."""
    out = escape(text, quote=False)
    out = _LINK.sub(
        lambda m: f'<a href="#{ANCHOR}{m.group(2)}" data-act="guide-jump" data-arg="{m.group(2)}">{m.group(1)}</a>', out
    )
    out = _BOLD.sub(r"<strong>\1</strong>", out)
    return _ITALIC.sub(r"<em>\1</em>", out)


def _table(rows: "list[str]", heading: str = "") -> str:
    """A table in a box of its own that scrolls sideways when the table is wider than the text
    (a phone): the box is a focusable region named by the section's heading (`heading`: its id
    in the page), or by the table's header cells, so a keyboard can scroll it too (fit_tables
    takes it out of the Tab order where it need not scroll)."""
    cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in rows]
    head, body = cells[0], cells[1:]
    if body and all(set(c) <= set("-: ") for c in body[0]):
        body = body[1:]
    else:  # no separator row: every row is a body row
        head, body = None, cells
    if heading:
        name = f'aria-labelledby="{heading}"'
    else:
        name = f'aria-label="{escape(", ".join(head or cells[0]))}"'
    parts = [f'<div class="guide-table" role="region" tabindex="0" {name}><table>']
    if head:
        parts.append("<thead><tr>" + "".join(f'<th scope="col">{inline(c)}</th>' for c in head) + "</tr></thead>")
    parts.append(
        "<tbody>"
        + "".join("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in row) + "</tr>" for row in body)
        + "</tbody></table></div>"
    )
    return "".join(parts)


def fit_tables(root) -> None:
    """Keeps a table's box in the Tab order only while it is wider than the page and must be
    scrolled (on a phone, say); elsewhere it would be a Tab stop that does nothing. Run after
    the guide is drawn and when the window changes size."""
    boxes = root.querySelectorAll(".guide-table")
    for i in range(boxes.length):
        box = boxes.item(i)
        box.tabIndex = 0 if box.scrollWidth > box.clientWidth + 1 else -1


def _list(items: "list[tuple[int, bool, str]]") -> str:
    """Nested lists from (indent, numbered, text) items."""
    html: "list[str]" = []
    stack: "list[tuple[int, str]]" = []  # (indent, tag)
    for indent, numbered, text in items:
        tag = "ol" if numbered else "ul"
        while stack and indent < stack[-1][0]:
            html.append(f"</li></{stack.pop()[1]}>")
        if not stack or indent > stack[-1][0]:
            html.append(f"<{tag}><li>")
            stack.append((indent, tag))
        else:
            html.append("</li><li>")
        html.append(inline(text))
    while stack:
        html.append(f"</li></{stack.pop()[1]}>")
    return "".join(html)


FigureFn = Callable[[str, "tuple[str, ...]"], str]


def _figure_html(fig: Figure, draw: "Optional[FigureFn]") -> str:
    try:
        body = draw(fig.kind, fig.args) if draw is not None else ""
    except Exception as exc:  # a drawing must never take the guide down with it
        body = f'<span class="guide-fig-error">{escape(str(exc))}</span>'
    caption = f"<figcaption>{inline(fig.caption)}</figcaption>" if fig.caption else ""
    return (
        f'<figure class="guide-fig" data-figure="{escape(fig.kind)}">'
        f'<div class="guide-fig-body">{body}</div>{caption}</figure>'
    )


def to_html(text: str, draw: "Optional[FigureFn]" = None) -> "tuple[str, str, list[Section]]":
    """(title, body HTML, sections) of a guide. `draw(kind, args)` returns a figure's HTML."""
    title = ""
    out: "list[str]" = []
    para: "list[str]" = []
    items: "list[tuple[int, bool, str]]" = []
    table: "list[str]" = []
    found: "list[Section]" = []
    section = ""  # the id in the page of the last heading drawn: it names the tables under it

    def flush() -> None:
        if para:
            out.append(f"<p>{inline(' '.join(para))}</p>")
            para.clear()
        if items:
            out.append(_list(items))
            items.clear()
        if table:
            out.append(_table(table, section))
            table.clear()

    for number, raw_line in enumerate(text.splitlines(), 1):
        line = raw_line.rstrip()
        stripped = line.strip()
        heading = _HEADING.match(line)
        if heading:
            flush()
            level, ident, name = len(heading.group(1)), heading.group(3), heading.group(2)
            found.append(Section(level, ident, name))
            if level == 1:
                title = name
                continue
            out.append(f'<h{level} id="{ANCHOR}{ident}" tabindex="-1">{inline(name)}</h{level}>')
            section = f"{ANCHOR}{ident}"
        elif _BARE_HEADING.match(line):
            raise GuideError(f"line {number}: a heading needs an id, like ## Title {{#id}}")
        elif not stripped:
            flush()
        elif stripped.startswith("!figure"):
            flush()
            out.append(_figure_html(figures(stripped)[0], draw))
        elif stripped.startswith("|"):
            if para or items:
                flush()
            table.append(stripped)
        elif _BULLET.match(line) or _NUMBERED.match(line):
            if para or table:
                flush()
            bullet = _BULLET.match(line)
            if bullet:
                items.append((len(bullet.group(1)), False, bullet.group(2)))
            else:
                numbered = _NUMBERED.match(line)
                items.append((len(numbered.group(1)), True, numbered.group(3)))
        elif items and raw_line.startswith("  "):
            indent, numbered, previous = items[-1]
            items[-1] = (indent, numbered, previous + " " + stripped)
        else:
            if items or table:
                flush()
            para.append(stripped)
    flush()
    return title, "".join(out), found


def toc_html(found: "list[Section]", label: str) -> str:
    """The table of contents: sections, with their subsections nested."""
    parts = [f'<nav class="guide-toc" aria-label="{escape(label)}" data-testid="guide-toc"><ol>']
    open_sub = False
    first = True
    for s in found:
        if s.level == 1:
            continue
        link = (
            f'<a href="#{ANCHOR}{s.id}" data-act="guide-jump" data-arg="{s.id}" '
            f'data-testid="toc-{s.id}">{inline(s.title)}</a>'
        )
        if s.level == 2:
            if open_sub:
                parts.append("</ol>")
                open_sub = False
            parts.append(("" if first else "</li>") + f"<li>{link}")
            first = False
        else:
            if not open_sub:
                parts.append("<ol>")
                open_sub = True
            parts.append(f"<li>{link}</li>")
    if open_sub:
        parts.append("</ol>")
    if not first:
        parts.append("</li>")
    parts.append("</ol></nav>")
    return "".join(parts)


def figure_drawer(game: str) -> FigureFn:
    """The game's figure function, imported only now (it needs the game's drawing code)."""
    from . import guide_figures

    return guide_figures.drawer(game)


_cache: "dict[tuple[str, str], tuple[str, str, list[Section]]]" = {}


def render(
    game: str, lang: str, contents_label: str = "Contents", draw: "Optional[FigureFn]" = None
) -> "tuple[str, str]":
    """(title, HTML) of a game's guide in `lang`: the contents, then the text. Cached per
    game and language, so switching back and forth costs nothing."""
    key = (game, lang)
    if draw is not None:
        result = to_html(load(game, lang), draw)
    else:
        if key not in _cache:
            _cache[key] = to_html(load(game, lang), figure_drawer(game))
        result = _cache[key]
    title, body, found = result
    return title, (
        f'<div class="guide-layout">{toc_html(found, contents_label)}'
        f'<article class="guide-text" lang="{escape(lang)}">{body}</article></div>'
    )
