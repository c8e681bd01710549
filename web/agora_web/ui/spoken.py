"""A piece of drawn HTML as the words a screen reader says for it.

The live region (announce.py) tells each move in one line, taken from the log entry as it is
drawn, so it says exactly what the log shows this player (nothing hidden). Drawn entries mix words
with icons: what is hidden from screen readers (aria-hidden) is left out, an element with an
aria-label is said by its label, a drawing by its <title>, an image by its alt text. A drawing
with role="img" is one image, as screen readers take it: its <title> is said, nothing drawn
inside it (a card's printed points, say).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

_VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
_SKIP = frozenset(("script", "style", "template"))
#: tags that end a phrase: their edges become spaces
_BREAKS = frozenset("br p div li ul ol section header footer h1 h2 h3 h4 tr td th title dt dd".split())
#: what is said of an element's content: all of it, nothing, or an image's title only
SAY, QUIET, IMAGE = "say", "quiet", "image"


class _Words(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: "list[str]" = []
        self.stack: "list[tuple[str, str]]" = []  # (tag, SAY, QUIET or IMAGE: its content)

    def _quiet(self) -> bool:
        return bool(self.stack) and self.stack[-1][1] != SAY

    def handle_starttag(self, tag, attrs) -> None:
        self._open(tag, dict(attrs), closes=tag in _VOID)

    def handle_startendtag(self, tag, attrs) -> None:
        self._open(tag, dict(attrs), closes=True)

    def _open(self, tag: str, attrs: dict, closes: bool) -> None:
        within = self.stack[-1][1] if self.stack else SAY
        if within == IMAGE:  # inside one image: its title alone is said
            mode = SAY if tag == "title" else QUIET
            self.out.append(" ")
        elif within == QUIET:
            mode = QUIET
        else:
            mode = SAY
            if tag in _BREAKS:
                self.out.append(" ")
            if (attrs.get("aria-hidden") or "").lower() == "true" or tag in _SKIP:
                mode = QUIET
            elif attrs.get("aria-label"):
                self.out.append(f" {attrs['aria-label']} ")
                mode = QUIET
            elif tag == "img" and attrs.get("alt"):
                self.out.append(f" {attrs['alt']} ")
            elif (attrs.get("role") or "").lower() == "img":
                mode = IMAGE
        if not closes:
            self.stack.append((tag, mode))

    def handle_endtag(self, tag) -> None:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break
        if tag in _BREAKS and not self._quiet() or self.stack and self.stack[-1][1] == IMAGE:
            self.out.append(" ")

    def handle_data(self, data) -> None:
        if not self._quiet():
            self.out.append(data)


def spoken(html: str) -> str:
    """The words of `html` on one line (whitespace collapsed)."""
    parser = _Words()
    parser.feed(html)
    parser.close()
    text = re.sub(r"\s+", " ", "".join(parser.out)).strip()
    return re.sub(r" ([,.;:!?])", r"\1", text)
