"""The site's one style sheet, style.css, assembled from its parts in a fixed order:

1. the shared components, web/styles/*.css in the order of their names (base, buttons, top bar,
   home, guides, setup, the game screen's frame, review, tutorial, keyboard, legend, motion...);
2. each game's own sheet, which its web descriptor declares (`STYLE`, a file of its package), in
   the order of the one list (engine/core/registry.py): adding a game touches no shared sheet;
3. web/styles/layout/*.css in the order of their names: how every screen, the games' included,
   fits a phone or a short screen and keeps a decision in sight (docs/layout.md). These come
   last because they adjust the games' own rules (the action bars of every game) on small screens.

A game's rules use its own classes (am-, pk-, py-, or Akropolis' site-, city-...), so the order
between games does not matter; the order above is fixed so the output is byte-stable. The page
links ./style.css (allowed by the content security policy's style-src 'self'), and the service
worker keeps it like every other file.

The first paint does not wait for the whole sheet: index.html carries inline in <head>
(`first_paint`, allowed by style-src 'unsafe-inline') the rules of the shared parts and the layout
rules that can match an element of the built page (the splash, the pre-rendered home screen, and
what its script adds: saves, the Continue card, the loading line; a rule naming any other class
matches nothing until the app draws, and by then the sheet is in), and links style.css after the
home screen's script, so the home screen is painted without it. The games' sheets style only
their own screens. The inline rules are copies of rules style.css holds later in the same order,
so once it arrives every element's style is exactly what style.css alone gives. A third of the
shared rules are inline: on a phone's slow network every byte before the home screen's script
counts.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

import descriptors

OUTPUT = "style.css"
SHARED = "styles"


def parts(web: Path, games=None) -> "list[Path]":
    """The sheets style.css is made of, in their order."""
    shared = web / SHARED
    return (
        sorted(shared.glob("*.css"))
        + descriptors.game_style_sheets(web, games)
        + sorted((shared / "layout").glob("*.css"))
    )


def assemble(web: Path, games=None) -> str:
    """style.css: each part under a comment naming its file."""
    sheets = parts(web, games)
    out = [f"/* Agora's style sheet, assembled by build/styles.py from {len(sheets)} parts. */\n"]
    for part in sheets:
        out.append(f"\n/* ==== {part.relative_to(web.parent).as_posix()} ==== */\n")
        out.append(part.read_text(encoding="utf-8"))
    return "".join(out)


#: where build/assemble.py puts `first_paint` in index.html
FIRST_PAINT_MARKER = "<!-- agora:first-paint-style -->"


def first_paint(web: Path, page: str) -> str:
    """The rules the first screen needs before style.css arrives, as a <style> element: the
    shared parts, then the layout rules, in style.css's order, less every rule none of whose
    selectors can match an element of `page` (the built index.html: the splash, the pre-rendered
    home screen and the script that shows it, see `_may_match`)."""
    shared = web / SHARED
    sheets = sorted(shared.glob("*.css")) + sorted((shared / "layout").glob("*.css"))
    words = set(_WORD.findall(page))
    text = "".join(_trim(part.read_text(encoding="utf-8"), words) for part in sheets)
    if "</style" in text.lower():
        raise ValueError("a shared style sheet holds '</style', which would end the inline copy")
    return f"<style>\n{text}</style>"


#: a word of the page that may be a class name (in a class attribute, or a script's string)
_WORD = re.compile(r"-?[A-Za-z_][\w-]*")
#: a class in a selector
_CLASS = re.compile(r"\.(-?[A-Za-z_][\w-]*)")
#: a group a selector's class must not be read from: :not(...), :is(...), [attr="..."]
_GROUP = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
#: at-rules whose body is rules (trimmed like the top level); any other is kept whole
_NESTING = ("@media", "@supports", "@container", "@layer")


def _may_match(selectors: str, words: "set[str]") -> bool:
    """Whether any selector of the list names only classes that are words of the page: one that
    names another class matches nothing before the app draws (and the app draws only once
    style.css is in). What is inside :not(), :is(), :has() or [...] is not read, so those rules
    stay: the test only ever keeps too much."""
    while _GROUP.search(selectors):
        selectors = _GROUP.sub("", selectors)
    return any(set(_CLASS.findall(one)) <= words for one in selectors.split(","))


def _blocks(text: str) -> "Iterator[tuple[str, str | None]]":
    """The top-level statements of a style sheet, comments left out: (prelude, body) for a block,
    (statement, None) for an at-rule without one."""
    start = i = depth = 0
    prelude = ""
    n = len(text)
    out = []
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            if depth == 0:
                prelude += text[start:i]
                start = end
            i = end
            continue
        if c in "\"'":
            end = i + 1
            while end < n and text[end] != c:
                end += 2 if text[end] == "\\" else 1
            i = end + 1
            continue
        if c == "{":
            if depth == 0:
                prelude += text[start:i]
                start = i + 1
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                out.append((prelude.strip(), text[start:i]))
                prelude, start = "", i + 1
        elif c == ";" and depth == 0:
            out.append(((prelude + text[start:i]).strip(), None))
            prelude, start = "", i + 1
        i += 1
    return iter(out)


def _trim(text: str, words: "set[str]") -> str:
    """`text` (a style sheet) with only the rules `_may_match` keeps, each as it was, in order."""
    out = []
    for prelude, body in _blocks(text):
        if body is None:
            out.append(f"{prelude};\n")
        elif prelude.startswith(_NESTING):
            inner = _trim(body, words)
            if inner:
                out.append(f"{prelude} {{\n{inner}}}\n")
        elif prelude.startswith("@") or _may_match(prelude, words):
            out.append(f"{prelude} {{{body}}}\n")
    return "".join(out)


def write(web: Path, out: Path) -> Path:
    target = out / OUTPUT
    target.write_text(assemble(web), encoding="utf-8")
    return target
