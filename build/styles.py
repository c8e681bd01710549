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

The first paint does not wait for the whole sheet: index.html carries the shared parts and the
layout rules (everything the splash and the home screen use; the games' sheets style their own
screens) inline in <head> (`first_paint`, allowed by style-src 'unsafe-inline'), and links
style.css after the home screen's script, so the home screen is painted without it. The inline
rules are copies of rules style.css holds later in the same order, so once it arrives every
element's style is exactly what style.css alone gives.
"""

from __future__ import annotations

from pathlib import Path

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


def first_paint(web: Path) -> str:
    """The rules the first screen needs before style.css arrives, as a <style> element: the
    shared parts, then the layout rules, in style.css's order."""
    shared = web / SHARED
    sheets = sorted(shared.glob("*.css")) + sorted((shared / "layout").glob("*.css"))
    text = "".join(part.read_text(encoding="utf-8") for part in sheets)
    if "</style" in text.lower():
        raise ValueError("a shared style sheet holds '</style', which would end the inline copy")
    return f"<style>\n{text}</style>"


def write(web: Path, out: Path) -> Path:
    target = out / OUTPUT
    target.write_text(assemble(web), encoding="utf-8")
    return target
