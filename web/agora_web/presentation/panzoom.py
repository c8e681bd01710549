"""Pan and zoom of an SVG board through its viewBox: drag with the mouse or one finger, pinch
with two fingers, turn the wheel, or press the +/− buttons.

The geometry (the first part) is plain Python, tested on CPython; `PanZoom` keeps the state of
one gesture and talks to the page only through the screen's callbacks and the events it is
given. A drag that moved suppresses the click that follows it, so panning never places a tile.
"""

from __future__ import annotations

import math
from typing import Callable

ViewBox = "tuple[float, float, float, float]"

#: pointer travel (CSS pixels) below which a press is a tap, not a drag
TAP_SLOP = 5.0
#: wheel: zoom factor per pixel of deltaY, and the largest step taken from one event
WHEEL_BASE = 1.0015
WHEEL_LIMIT = 300
#: the +/− buttons
BUTTON_STEP = 1.25


def zoomed(vb: ViewBox, factor: float, fx: float, fy: float, min_w: float = 0.0, max_w: float = math.inf) -> ViewBox:
    """`vb` scaled by `factor` about the drawing point (fx, fy), which stays where it is on
    screen; the width is kept within [min_w, max_w]."""
    x, y, w, h = vb
    nw = min(max_w, max(min_w, w * factor))
    factor = nw / w
    return fx - (fx - x) * factor, fy - (fy - y) * factor, nw, h * factor


def scale_and_origin(rect: "tuple[float, float, float, float]", vb: ViewBox) -> "tuple[float, float, float]":
    """(drawing units per CSS pixel, screen x and y of the viewBox's corner) for an SVG element
    at `rect` (left, top, width, height) drawn with preserveAspectRatio "xMidYMid meet"."""
    left, top, pw, ph = rect
    pw, ph = max(1.0, pw), max(1.0, ph)
    x, y, w, h = vb
    scale = max(w / pw, h / ph)
    return scale, left + (pw - w / scale) / 2, top + (ph - h / scale) / 2


def to_drawing(vb: ViewBox, scale: float, origin: "tuple[float, float]", px: float, py: float) -> "tuple[float, float]":
    """The drawing point under the screen point (px, py)."""
    return vb[0] + (px - origin[0]) * scale, vb[1] + (py - origin[1]) * scale


def pinched(
    vb0: ViewBox,
    scale0: float,
    origin: "tuple[float, float]",
    mid0,
    dist0: float,
    mid,
    dist: float,
    min_w: float = 0.0,
    max_w: float = math.inf,
) -> ViewBox:
    """The viewBox after two fingers moved from midpoint `mid0`, `dist0` apart, to `mid`, `dist`
    apart: the drawing point first under `mid0` is under `mid`, zoomed by their spread."""
    fx, fy = to_drawing(vb0, scale0, origin, *mid0)
    x, y, w, h = zoomed(vb0, dist0 / max(dist, 1.0), fx, fy, min_w, max_w)
    f = w / vb0[2]
    # With the aspect ratio kept, the origin on screen does not move; only the scale changes.
    return fx - (mid[0] - origin[0]) * scale0 * f, fy - (mid[1] - origin[1]) * scale0 * f, w, h


def panned(vb0: ViewBox, scale0: float, dx: float, dy: float) -> ViewBox:
    x, y, w, h = vb0
    return x - dx * scale0, y - dy * scale0, w, h


# --- in the page ---------------------------------------------------------------------------------


class PanZoom:
    """Gestures on one board. `svg()` gives the board's element (or None), `get_vb()` its viewBox
    now (None before the board is drawn) and `set_vb(vb)` shows another one; widths stay within
    [min_w, max_w]."""

    def __init__(self, svg: Callable, get_vb: Callable, set_vb: Callable, min_w: float = 0.0, max_w: float = math.inf):
        self.svg, self.get_vb, self.set_vb = svg, get_vb, set_vb
        self.min_w, self.max_w = min_w, max_w
        self.pointers: "dict[int, tuple[float, float]]" = {}
        self.start: "dict | None" = None
        self.moved = False
        #: the click after a drag or pinch is not a tap on the board
        self.suppress_click = False

    def _rect(self, svg) -> "tuple[float, float, float, float]":
        r = svg.getBoundingClientRect()
        return float(r.left), float(r.top), float(r.width), float(r.height)

    def _snapshot(self, svg) -> None:
        """Start (or restart) a gesture from the pointers down now."""
        vb = self.get_vb()
        if vb is None:
            self.start = None
            return
        scale, ox, oy = scale_and_origin(self._rect(svg), vb)
        points = list(self.pointers.values())
        snap = {"vb": vb, "scale": scale, "origin": (ox, oy), "first": points[0]}
        if len(points) >= 2:
            (x1, y1), (x2, y2) = points[:2]
            snap["mid"] = ((x1 + x2) / 2, (y1 + y2) / 2)
            snap["dist"] = math.hypot(x2 - x1, y2 - y1)
        self.start = snap

    def wheel(self, event) -> bool:
        svg = self.svg()
        vb = self.get_vb()
        if svg is None or vb is None or not svg.contains(event.target):
            return False
        scale, ox, oy = scale_and_origin(self._rect(svg), vb)
        fx, fy = to_drawing(vb, scale, (ox, oy), float(event.clientX), float(event.clientY))
        factor = WHEEL_BASE ** max(-WHEEL_LIMIT, min(WHEEL_LIMIT, float(event.deltaY)))
        self.set_vb(zoomed(vb, factor, fx, fy, self.min_w, self.max_w))
        return True

    def button(self, zoom_in: bool) -> None:
        """A +/− button: zoom about the middle of the view."""
        vb = self.get_vb()
        if vb is None:
            return
        x, y, w, h = vb
        factor = 1 / BUTTON_STEP if zoom_in else BUTTON_STEP
        self.set_vb(zoomed(vb, factor, x + w / 2, y + h / 2, self.min_w, self.max_w))

    def pointer(self, kind: str, event) -> None:
        pid = int(event.pointerId)
        point = (float(event.clientX), float(event.clientY))
        if kind == "down":
            svg = self.svg()
            if svg is None or not svg.contains(event.target) or int(event.button) != 0:
                return
            if not self.pointers:
                self.moved = False
                self.suppress_click = False
            self.pointers[pid] = point
            self._snapshot(svg)
        elif kind == "move" and pid in self.pointers and self.start is not None:
            self.pointers[pid] = point
            self._move()
        elif kind in ("up", "cancel") and pid in self.pointers:
            del self.pointers[pid]
            svg = self.svg()
            if self.pointers and svg is not None:
                self._snapshot(svg)  # one finger left: it drags on from here
            else:
                self.start = None
                self.suppress_click = self.moved
                if svg is not None:
                    svg.classList.remove("dragging")

    def _move(self) -> None:
        s = self.start
        points = list(self.pointers.values())
        if len(points) >= 2 and "dist" in s:
            (x1, y1), (x2, y2) = points[:2]
            mid = ((x1 + x2) / 2, (y1 + y2) / 2)
            vb = pinched(
                s["vb"],
                s["scale"],
                s["origin"],
                s["mid"],
                s["dist"],
                mid,
                math.hypot(x2 - x1, y2 - y1),
                self.min_w,
                self.max_w,
            )
        else:
            dx, dy = points[0][0] - s["first"][0], points[0][1] - s["first"][1]
            if not self.moved and dx * dx + dy * dy < TAP_SLOP * TAP_SLOP:
                return
            vb = panned(s["vb"], s["scale"], dx, dy)
        if not self.moved:
            self.moved = True
            svg = self.svg()
            if svg is not None:
                svg.classList.add("dragging")
        self.set_vb(vb)
