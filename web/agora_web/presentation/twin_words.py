"""Drawn HTML read as the text twin reads it (twin.py): a board's panel as lines of words, and the
name of each of its controls, so the twin says a piece or a place exactly as the board names it
(the words already written for screen readers and tooltips), never in words of its own."""

from __future__ import annotations

import functools
import re
from html import unescape

from ..ui.spoken import _BREAKS, SAY, _Words

_TAG = re.compile(r"<(?:button|g|div|span|li|a|rect|path|circle|polygon|use|svg)\b([^>]*)>")
_ATTR = re.compile(r'([a-z-]+)="([^"]*)"')


#: more tags that end a line here: each control and each drawing its own line
_LINE_ENDS = _BREAKS | {"button", "svg", "a", "label"}
#: roles whose name heads their parts rather than standing for them (a map's cities)
_CONTAINERS = frozenset(("group", "region", "list"))


class _Lines(_Words):
    """spoken() with a line break wherever a phrase ends and around each labelled element; a
    labelled group is said by its name and then its parts, one by one."""

    def _open(self, tag: str, attrs: dict, closes: bool) -> None:
        shown = not self._quiet() and (attrs.get("aria-hidden") or "") != "true"
        labelled = shown and bool(attrs.get("aria-label"))
        if labelled or tag in _LINE_ENDS:  # (what is not said ends no line: "Stock: <icons> 3")
            self.out.append("\n" if shown else " ")
        if labelled and attrs.get("role") in _CONTAINERS:
            self.out.append(f"{attrs['aria-label']}\n")
            if not closes:
                self.stack.append((tag, SAY))
            return
        super()._open(tag, attrs, closes)
        if labelled:
            self.out.append("\n")

    def handle_endtag(self, tag) -> None:
        said = not self._quiet()  # (an element left out is quiet to its own end tag)
        super().handle_endtag(tag)
        if tag in _LINE_ENDS:
            self.out.append("\n" if said else " ")


def lines(html: str) -> "list[str]":
    """The words of `html` as a screen reader meets them, one phrase or named thing a line (blank
    lines and a line said twice in a row dropped)."""
    return list(_lines(html))


@functools.lru_cache(maxsize=32)
def _lines(html: str) -> "tuple[str, ...]":
    """lines(), kept for the panels drawn again unchanged: the twin reads every panel at every
    render, and most of them did not change with the move (parsing is most of its time)."""
    parser = _Lines()
    parser.feed(html)
    out: "list[str]" = []
    for line in "".join(parser.out).split("\n"):
        words = " ".join(line.split())
        if words and (not out or out[-1] != words):
            out.append(words)
    return tuple(out)


def control_names(html: str) -> "dict[tuple[str, str], str]":
    """{(data-act, data-arg): accessible name} of the controls drawn in `html` that carry their
    name in an attribute (aria-label, else title); the first of each wins."""
    out: "dict[tuple[str, str], str]" = {}
    for match in _TAG.finditer(html):
        found = dict(_ATTR.findall(match.group(1)))
        act = found.get("data-act")
        if not act:
            continue
        name = found.get("aria-label") or found.get("title")
        if name:
            out.setdefault((act, found.get("data-arg", "")), " ".join(unescape(name).split()))
    return out
