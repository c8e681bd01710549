"""Bring what a click made important into view, clear of the sticky bars.

On a phone a game is taller than the screen, and the top bar (sticky at the top) and a game's
action bar (sticky at the bottom on narrow screens) cover parts of it; on a wide screen a game
that fits the window scrolls its columns on their own. After a render a screen may
name elements that must be seen (what the decision now asked needs, the tutorial's pointed pieces
and its Next button, the Confirm a tapped card waits for) and elements nice to see with them (the tutorial's text): the page
scrolls by the least amount that shows the first (and the second too when both fit), between the
bars. Elements inside a sticky bar are seen whenever the bar is, and are left out of the sums.
The scroll is smooth unless the motion setting is off (the browser's reduce-motion preference
turns it off), then instant.

`delta` is pure (unit-tested); `reveal` reads the page."""

from __future__ import annotations

#: free space kept between what is shown and a bar or the screen's edge (CSS px)
MARGIN = 8
#: the top bar, a game's action bar (every game's carries the class actionbar) and a tutorial's
#: panel: sticky at the screen's top or bottom where the style sheet makes them so (the action bar
#: at the bottom on narrow screens, Pyramidion's under the top bar on wide ones, the tutorial's
#: panel under the top bar on narrow ones; on a short landscape screen the top bar scrolls away)
BARS = ".topbar, .actionbar, .tut-panel"


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


def _elements(document, selectors, bars) -> list:
    out = []
    for selector in selectors:
        for el in document.querySelectorAll(selector):
            if any(bar.contains(el) for bar in bars):
                continue  # seen whenever its bar is
            r = el.getBoundingClientRect()
            if r.width or r.height:
                out.append(el)
    return out


def _box(el, shift: float = 0.0):
    r = el.getBoundingClientRect()
    return float(r.top) - shift, float(r.bottom) - shift


def _scroller(window, el):
    """The nearest box above `el` that scrolls vertically on its own (a column of a game that
    fits the window), else None: the page itself scrolls."""
    a = el.parentElement
    while a and a.tagName not in ("BODY", "HTML"):
        if str(window.getComputedStyle(a).overflowY) in ("auto", "scroll") and a.scrollHeight > a.clientHeight + 1:
            return a
        a = a.parentElement
    return None


def edges(document, window):
    """(top, bottom, sticky bars): the band of the screen the sticky bars leave free."""
    height = float(window.innerHeight)
    top, bottom, sticky = 0.0, height, []
    for el in document.querySelectorAll(BARS):
        style = window.getComputedStyle(el)
        if str(style.position) not in ("sticky", "fixed") or not el.getClientRects().length:
            continue
        sticky.append(el)
        r = el.getBoundingClientRect()
        # where the bar is once stuck (the page may scroll before it is)
        if str(style.top) != "auto":
            top = max(top, float(window.parseFloat(style.top)) + float(r.height))
        else:
            bottom = min(bottom, height - float(r.height) - MARGIN)
    return top, bottom, sticky


def _scroll(target, dy: float, smooth: bool) -> None:
    from pyodide.ffi import to_js
    from ..page import window

    opts = to_js(
        {"top": dy, "left": 0, "behavior": "smooth" if smooth else "instant"}, dict_converter=window.Object.fromEntries
    )
    target.scrollBy(opts)


def reveal(must, nice=()) -> None:
    """Scroll the page so that the elements of the selectors `must` (and `nice`, when all fit)
    are seen between the sticky bars; a column that scrolls on its own (a game fitting a wide
    window) is scrolled first, so that they are within it."""
    from ..page import document, window

    from . import motion

    smooth = motion.mode() != "off"
    top, bottom, sticky = edges(document, window)
    musts, nices = _elements(document, must, sticky), _elements(document, nice, sticky)
    shift = {}  # how far each element will have moved inside its own scrolling column
    done = []
    for el in musts:
        box = _scroller(window, el)
        if box is None or any(box.isSameNode(d) for d in done):
            continue
        done.append(box)
        inside = [e for e in musts if box.contains(e)]
        r = box.getBoundingClientRect()
        dy = delta(
            [_box(e) for e in inside],
            [_box(e) for e in nices if box.contains(e)],
            max(float(r.top), top),
            min(float(r.bottom), bottom),
        )
        if abs(dy) >= 1:
            _scroll(box, dy, smooth)
            for e in inside + [e for e in nices if box.contains(e)]:
                shift[id(e)] = dy
    dy = delta(
        [_box(e, shift.get(id(e), 0.0)) for e in musts], [_box(e, shift.get(id(e), 0.0)) for e in nices], top, bottom
    )
    if abs(dy) >= 1:
        _scroll(window, dy, smooth)
