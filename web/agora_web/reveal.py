"""Bring what a click made important into view, clear of the sticky bars.

On a phone a game is taller than the screen, and the top bar (sticky at the top) and a game's
action bar (sticky at the bottom on narrow screens) cover parts of it. After a render a screen may
name elements that must be seen (the tutorial's pointed pieces and its Next button, the Confirm
a tapped card waits for) and elements nice to see with them (the tutorial's text): the page
scrolls by the least amount that shows the first (and the second too when both fit), between the
bars. Elements inside a sticky bar are seen whenever the bar is, and are left out of the sums.
The scroll is smooth unless the motion setting is off (the browser's reduce-motion preference
turns it off), then instant.

`delta` is pure (unit-tested); `reveal` reads the page."""

from __future__ import annotations

#: free space kept between what is shown and a bar or the screen's edge (CSS px)
MARGIN = 8
#: a game's action bar, sticky at the screen's bottom on narrow screens
BOTTOM_BARS = ".actionbar, .am-actionbar, .pk-actionbar, .py-actionbar"


def _span(boxes):
    boxes = [b for b in boxes if b is not None and b[1] > b[0]]
    if not boxes:
        return None
    return min(b[0] for b in boxes), max(b[1] for b in boxes)


def delta(must, nice, top: float, bottom: float, margin: float = MARGIN) -> float:
    """The vertical scroll (CSS px, positive: down) that shows the boxes `must` (each (top,
    bottom) in viewport coordinates) between `top` and `bottom`, with `nice` too when everything
    fits; 0 when they are already seen. What does not fit shows from its top."""
    need = _span(must)
    if need is None:
        return 0.0
    top, bottom = top + margin, bottom - margin
    both = _span(list(must) + list(nice))
    span = both if both is not None and both[1] - both[0] <= bottom - top else need
    lo, hi = span
    if hi - lo > bottom - top or lo < top:
        return lo - top
    if hi > bottom:
        return hi - bottom
    return 0.0


def _boxes(document, selectors, bars) -> list:
    out = []
    for selector in selectors:
        for el in document.querySelectorAll(selector):
            if any(bar.contains(el) for bar in bars):
                continue  # seen whenever its bar is
            r = el.getBoundingClientRect()
            if r.width or r.height:
                out.append((float(r.top), float(r.bottom)))
    return out


def reveal(must, nice=()) -> None:
    """Scroll the page so that the elements of the selectors `must` (and `nice`, when all fit)
    are seen between the sticky bars."""
    from pyscript import document, window

    from . import motion

    height = float(window.innerHeight)
    top, bottom = 0.0, height
    bar = document.querySelector(".topbar")
    if bar:
        top = max(0.0, float(bar.getBoundingClientRect().bottom))
    sticky = []
    for el in document.querySelectorAll(BOTTOM_BARS):
        if str(window.getComputedStyle(el).position) in ("sticky", "fixed"):
            sticky.append(el)
            r = el.getBoundingClientRect()
            bottom = min(bottom, height - float(r.height) - MARGIN)
    dy = delta(_boxes(document, must, sticky), _boxes(document, nice, sticky), top, bottom)
    if abs(dy) < 1:
        return
    from pyodide.ffi import to_js

    smooth = motion.mode() != "off"
    opts = to_js({"top": dy, "left": 0, "behavior": "smooth" if smooth else "instant"},
                 dict_converter=window.Object.fromEntries)
    window.scrollBy(opts)
