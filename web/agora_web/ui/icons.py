"""The shared icon sprite (laurel, stone, chief, star) and inline icons that use it.

The shell puts `sprite()` into the page once; any screen may then draw `icon(name)`. Symbols of
one game only (Akropolis' district glyphs, Amytis' buildings) stay in that game's drawing module.
"""

from __future__ import annotations

import math

from .html import esc


def star_path(cx: float, cy: float, outer: float, inner: float) -> str:
    """A five-pointed star's path, point up."""
    pts = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = math.radians(-90 + 36 * i)
        pts.append(f"{cx + r * math.cos(a):.2f},{cy + r * math.sin(a):.2f}")
    return "M" + "L".join(pts) + "Z"


#: the shared symbols: id suffix → the symbol's body (viewBox -10 -10 20 20 unless said)
SYMBOLS = {
    "stone": '<path d="M-8 4L-5-4L2-7L8-2L6 6L-3 8Z"/>',
    "laurel": ('<path d="M-1 8C-6 7-9 2-8-5C-7-1-5 2-1 4Z M1 8C6 7 9 2 8-5C7-1 5 2 1 4Z '
               'M-6-6C-5-3-3-2-1-2C-1-5-3-7-6-6Z M6-6C5-3 3-2 1-2C1-5 3-7 6-6Z"/>'),
    "chief": '<path d="M-8 6L-7-5L-3 0L0-7L3 0L7-5L8 6Z"/>',
}


def sprite() -> str:
    """The hidden SVG holding the shared symbols (put into the page once by the shell)."""
    body = "".join(f'<symbol id="g-{name}" viewBox="-10 -10 20 20">{path}</symbol>' for name, path in SYMBOLS.items())
    star = f'<symbol id="g-star" viewBox="-4 -4 8 8"><path d="{star_path(0, 0, 3.2, 1.35)}"/></symbol>'
    return (f'<svg class="svg-defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>'
            f'{body}{star}</defs></svg>')


def icon(name: str, cls: str = "icon", label: "str | None" = None) -> str:
    """A small inline icon from the sprite; decorative unless it gets a `label`."""
    a11y = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    return (f'<svg class="{cls} icon-{name}" viewBox="-10 -10 20 20" {a11y}>'
            f'<use href="#g-{name}" x="-10" y="-10" width="20" height="20"/></svg>')
