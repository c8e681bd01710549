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
loads it as before (index.html links ./style.css, allowed by the content security policy's
style-src 'self'), and the service worker keeps it like every other file.
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


def write(web: Path, out: Path) -> Path:
    target = out / OUTPUT
    target.write_text(assemble(web), encoding="utf-8")
    return target
