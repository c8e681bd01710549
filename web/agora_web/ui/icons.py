"""The shared icon sprite (laurel, stone, chief, star, and the controls' glyphs) and inline icons
that use it.

Controls draw their glyphs from here rather than as font characters: ⏮, ⏭, ⤓ or 💡 show as empty
boxes where the system fonts lack them, an SVG path never does.

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
    "laurel": (
        '<path d="M-1 8C-6 7-9 2-8-5C-7-1-5 2-1 4Z M1 8C6 7 9 2 8-5C7-1 5 2 1 4Z '
        'M-6-6C-5-3-3-2-1-2C-1-5-3-7-6-6Z M6-6C5-3 3-2 1-2C1-5 3-7 6-6Z"/>'
    ),
    "chief": '<path d="M-8 6L-7-5L-3 0L0-7L3 0L7-5L8 6Z"/>',
}

_LINE = 'fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"'

#: the controls' glyphs (same viewBox): replay steps, undo, rotate, export, confirm, close, zoom, hint
CONTROL_SYMBOLS = {
    "first": '<path d="M-8-7h2.4v14h-2.4Z M1.5-7L-5 0L1.5 7Z M8.5-7L2 0L8.5 7Z"/>',
    "prev": '<path d="M5-7.5L-6 0L5 7.5Z"/>',
    "next": '<path d="M-5-7.5L6 0L-5 7.5Z"/>',
    "last": '<path d="M8-7h-2.4v14h2.4Z M-1.5-7L5 0L-1.5 7Z M-8.5-7L-2 0L-8.5 7Z"/>',
    "undo": f'<path d="M-5-3H3a5 5 0 0 1 0 10H-2" {_LINE}/><path d="M-9-3L-3-8.5V2.5Z"/>',
    "rotate": f'<path d="M6.5 1A6.5 6.5 0 1 1 3-5.5" {_LINE}/><path d="M0-9.5L7.5-6.5L1.5-1Z"/>',
    "export": f'<path d="M0-8V2 M-7 8H7" {_LINE}/><path d="M-5.5-1L0 5L5.5-1Z"/>',
    "check": '<path d="M-7 0.5L-2.5 5L7-5.5" fill="none" stroke="currentColor" stroke-width="3" '
    'stroke-linecap="round" stroke-linejoin="round"/>',
    "close": f'<path d="M-6-6L6 6M6-6L-6 6" {_LINE}/>',
    "plus": f'<path d="M0-7V7M-7 0H7" {_LINE}/>',
    "minus": f'<path d="M-7 0H7" {_LINE}/>',
    "fit": f'<path d="M-8-3V-8H-3M3-8H8V-3M8 3V8H3M-3 8H-8V3" {_LINE}/>',
    "bulb": (
        '<path d="M0-9a6 6 0 0 0-3.6 10.8V4h7.2V1.8A6 6 0 0 0 0-9Z"/>'
        '<rect x="-3.2" y="5.2" width="6.4" height="2.4" rx="1.1"/>'
    ),
    "coin": ('<circle r="8"/><circle r="5" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.6"/>'),
    "worker": '<circle cy="-4.5" r="3.8"/><path d="M-7 8.5C-7 2-4.5 0 0 0S7 2 7 8.5Z"/>',
    "swap": f'<path d="M-4 7V-6M-8-2L-4-7L0-2M4-7V6M0 2L4 7L8 2" {_LINE}/>',
    "course": f'<path d="M5.5 3.5A6.5 6.5 0 1 1 5-4" {_LINE}/><path d="M8.5-8.5L7-0.5L1-4.5Z"/>',
}


def sprite() -> str:
    """The hidden SVG holding the shared symbols (put into the page once by the shell)."""
    body = "".join(
        f'<symbol id="g-{name}" viewBox="-10 -10 20 20">{path}</symbol>'
        for name, path in {**SYMBOLS, **CONTROL_SYMBOLS}.items()
    )
    star = f'<symbol id="g-star" viewBox="-4 -4 8 8"><path d="{star_path(0, 0, 3.2, 1.35)}"/></symbol>'
    return (
        f'<svg class="svg-defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>'
        f"{body}{star}</defs></svg>"
    )


def icon(name: str, cls: str = "icon", label: "str | None" = None) -> str:
    """A small inline icon from the sprite; decorative unless it gets a `label`."""
    a11y = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    return (
        f'<svg class="{cls} icon-{name}" viewBox="-10 -10 20 20" {a11y}>'
        f'<use href="#g-{name}" x="-10" y="-10" width="20" height="20"/></svg>'
    )
