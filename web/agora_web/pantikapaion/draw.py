"""Pantikapaion drawing: terrain tiles, the city grid (SVG with pan/zoom), colours and icons."""

from __future__ import annotations

import math

from engine.pantikapaion import data

from ..ui.html import attrs, esc
from ..i18n import raw, t

CELL = 36
#: fill of a visible cell by its code (resource colours, drought, plain, aqueduct resource)
FILL = {"B": "#9a6a3a", "P": "#8a5cb0", "W": "#e3d3a8", "O": "#e58e35", "G": "#5e9e48",
        "D": "#cdb07a", ".": "#eee8d6", "A": "#8fc3df"}
#: cube and marker colours by colour code
CUBE = {"B": "#6b4423", "P": "#6a3d91", "W": "#f4ead0", "O": "#d9731a", "G": "#3d7a2c"}
SEAT = ("#c0392b", "#2471a3", "#1e8449", "#b7950b")
#: one letter per building kind
ICON = {"house": "⌂", "winery": "♣", "fortress": "♜", "aqueduct": "≋", "temple": "Π"}


#: a small ship (the trireme marker)
TRIREME = ('<svg class="pk-boat" width="22" height="16" viewBox="0 0 22 16" aria-hidden="true">'
           '<path d="M1 10 H21 L17 15 H5 Z" fill="#6b3f1f"/><path d="M11 1 V10" stroke="#333" stroke-width="1.4"/>'
           '<path d="M11.5 2 L18 8 H11.5 Z" fill="#f3ead2" stroke="#8a6a3a" stroke-width=".8"/></svg>')


#: distance (px) between the centres of neighbouring ring slots, so that a slot button fits
RING_STEP = 56
#: the smallest ring radius (px), so that a ring of few slots still reads as a circle
RING_MIN_R = 84
#: how far (px) inside the ring the trireme sits, next to its slot rather than over its tile
BOAT_INSET = 42


def ring_radius(n: int) -> float:
    """Radius (px) of a ring of n slots: wide enough that slots keep RING_STEP apart."""
    return max(RING_MIN_R, n * RING_STEP / (2 * math.pi))


def ring_size(n: int) -> float:
    """Side (px) of the square box around the ring, with room for the slots on its edge."""
    return 2 * ring_radius(n) + RING_STEP


def ring_point(n: int, pos: float, inset: float = 0.0) -> "tuple[float, float]":
    """(left %, top %) of ring position pos in its box: slot k clockwise from the top, the
    start (pos -0.5, before slot 0) at the very top. Percentages let the box shrink."""
    angle = 2 * math.pi * (pos + 0.5) / n
    r = ring_radius(n) - inset
    half = ring_size(n) / 2
    return (50 + 50 * r * math.sin(angle) / half, 50 - 50 * r * math.cos(angle) / half)


def at_point(point: "tuple[float, float]") -> str:
    """Inline style that centres an absolutely placed element on a ring point."""
    return f"left:{point[0]:.2f}%;top:{point[1]:.2f}%"


def ink(code: str) -> str:
    """Text colour on a fill of colour `code`."""
    return "#3a2a12" if code == "W" else "#fff"


def colour_name(code: str) -> str:
    return raw("pk.colours")[data.COLOURS.index(code)]


def kind_name(kind: str) -> str:
    return raw("pk.kinds")[data.KINDS.index(kind)]


def cube_svg(code: str, size: int = 12) -> str:
    return (f'<svg class="pk-cube" width="{size}" height="{size}" viewBox="0 0 10 10" aria-hidden="true">'
            f'<rect x="0.5" y="0.5" width="9" height="9" rx="1.5" fill="{CUBE[code]}" stroke="#333" stroke-width="0.8"/></svg>')


def tile_svg(tile: int, size: int = 14, cls: str = "pk-tile") -> str:
    """A terrain or aqueduct tile in its unrotated shape."""
    if not tile:
        return f'<span class="{cls} pk-none" aria-hidden="true"></span>'
    shape, codes = data.TILES[tile]
    offsets = data.SHAPES[shape]
    w = max(dx for dx, _ in offsets) + 1
    h = max(dy for _, dy in offsets) + 1
    rects = "".join(
        f'<rect x="{dx * 10}" y="{dy * 10}" width="10" height="10" fill="{FILL[c]}" stroke="#444" stroke-width="0.8"/>'
        + (_drought_mark(dx * 10, dy * 10, 10) if c == "D" else "")
        for (dx, dy), c in zip(offsets, codes))
    return (f'<svg class="{cls}" width="{w * size}" height="{h * size}" viewBox="-0.5 -0.5 {w * 10 + 1} {h * 10 + 1}" '
            f'aria-hidden="true">{rects}</svg>')


def tile_title(tile: int) -> str:
    if not tile:
        return ""
    _shape, codes = data.TILES[tile]
    parts = []
    for c in codes:
        if c in data.COLOURS:
            parts.append(colour_name(c))
        elif c == "D":
            parts.append(t("pk.drought"))
        elif c == "A":
            parts.append(t("pk.cube_of_choice"))
    return t("pk.tile_n", n=tile) + (": " + ", ".join(parts) if parts else "")


def _drought_mark(x: float, y: float, s: float) -> str:
    return (f'<path d="M{x + s * .25} {y + s * .3} l{s * .2} {s * .2} l-{s * .1} {s * .15} l{s * .25} {s * .1}" '
            f'fill="none" stroke="#7a5a2a" stroke-width="{s * .06}"/>')


def cell_words(code: str) -> str:
    """What a city cell shows, in words (its tooltip)."""
    if code in data.COLOURS:
        return colour_name(code)
    if code == data.DROUGHT:
        return t("pk.drought")
    if code == data.CHOSEN:
        return t("pk.aq_cell")
    return t("pk.plain_cell")


def city_svg(city, seat: int, vb, spots=(), ghost=(), selected=(), interactive=False,
             spot_label=None, owner: str = "", marked=()) -> str:
    """The city of a player view: cells with stack heights, cubes, workers, buildings.

    spots: positions to offer (clickable, reached by Tab, named by spot_label(x, y));
    ghost: [(x, y, code)] a preview of a tile; selected: positions chosen so far; owner: the
    player's name (their workers' tooltip); marked: positions the other seats' last moves
    changed (class last-move). Every drawn symbol has an SVG <title>."""
    from .log import origin_of, spot

    s = CELL
    out = []
    origin = origin_of([(c[0], c[1]) for c in city.cells])
    for x, y, level, code, uid in city.cells:
        px, py = x * s, y * s
        tip = f"{spot(x, y, origin, level)}: {cell_words(code)}"
        ref = f"pk-cell-{seat}-{x}_{y}"
        if 0 <= uid < len(city.tiles):
            ref = f"pk-tile-{city.tiles[uid]} {ref}"
        out.append(f'<g{attrs(class_="pk-cell" + (" last-move" if (x, y) in marked else ""), data_ref=ref, data_x=x, data_y=y, data_h=level, data_code=code)}>'
                   f'<title>{esc(tip)}</title>'
                   f'<rect x="{px}" y="{py}" width="{s}" height="{s}" fill="{FILL.get(code, "#eee")}" '
                   f'stroke="#5b4a33" stroke-width="{0.8 + 0.7 * (level - 1)}"/>')
        if code == "D":
            out.append(_drought_mark(px + 4, py + 4, s - 8))
        if level > 1:
            out.append(f'<text class="pk-h" x="{px + s - 4}" y="{py + 11}" text-anchor="end" aria-hidden="true">{level}</text>')
        out.append('</g>')
    out.append(_axes(city, origin))
    for x, y, code in city.cubes:
        out.append(f'<rect class="pk-city-cube" data-ref="pk-cell-{seat}-{x}_{y}" x="{x * s + 11}" y="{y * s + 11}" width="14" height="14" rx="2" '
                   f'fill="{CUBE[code]}" stroke="#222" stroke-width="1"><title>{esc(t("pk.cube_title", colour=colour_name(code)))}</title></rect>')
    for kind, cells in city.buildings:
        if not cells:
            continue
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        x0, y0 = min(xs) * s + 4, min(ys) * s + 4
        w, h = (max(xs) - min(xs) + 1) * s - 8, (max(ys) - min(ys) + 1) * s - 8
        colour = CUBE[data.COLOURS[data.KINDS.index(kind)]]
        ref = " ".join(f"pk-cell-{seat}-{c[0]}_{c[1]}" for c in cells)
        out.append(f'<g class="pk-bld" data-kind="{kind}" data-ref="{ref}"><title>{esc(kind_name(kind))}</title>'
                   f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="4" fill="{colour}" stroke="#222" stroke-width="1.5"/>'
                   f'<text x="{x0 + w / 2}" y="{y0 + h / 2 + 6}" text-anchor="middle" class="pk-bld-icon" fill="{ink(data.COLOURS[data.KINDS.index(kind)])}">{ICON[kind]}</text></g>')
    for x, y in city.workers:
        who = t("pk.worker_of", name=owner) if owner else t("pk.worker")
        out.append(f'<g class="pk-worker" data-ref="pk-cell-{seat}-{x}_{y}"><title>{esc(who)}</title><circle cx="{x * s + s / 2}" cy="{y * s + 12}" r="6" fill="{SEAT[seat % 4]}" '
                   f'stroke="#fff" stroke-width="1.5"/><rect x="{x * s + s / 2 - 7}" y="{y * s + 17}" width="14" height="11" rx="4" '
                   f'fill="{SEAT[seat % 4]}" stroke="#fff" stroke-width="1.5"/></g>')
    for x, y, code in ghost:
        out.append(f'<rect class="pk-ghost" x="{x * s + 2}" y="{y * s + 2}" width="{s - 4}" height="{s - 4}" '
                   f'fill="{FILL.get(code, "#fff")}" data-testid="ghost"/>')
    chosen = set(selected)
    for x, y in spots:
        cls = "pk-spot" + (" on" if (x, y) in chosen else "")
        label = spot_label(x, y) if spot_label is not None else spot(x, y, origin)
        out.append(f'<rect{attrs(class_=cls, x=x * s + 1, y=y * s + 1, width=s - 2, height=s - 2, rx=3, data_act="spot", data_arg=f"{x}_{y}", data_testid=f"spot-{x}_{y}", role="button", tabindex=0, aria_label=label, aria_pressed="true" if (x, y) in chosen else "false")}>'
                   f'<title>{esc(label)}</title></rect>')
    for x, y in chosen - set(spots):
        out.append(f'<rect class="pk-spot on" x="{x * s + 1}" y="{y * s + 1}" width="{s - 2}" height="{s - 2}" rx="3"/>')
    vx, vy, vw, vh = vb
    name = t("pk.city_of", name=owner) if owner else t("pk.city")
    return (f'<svg class="pk-city{" interactive" if interactive else ""}" data-city="{seat}" data-testid="city" '
            f'role="group" aria-label="{esc(name)}" '
            f'viewBox="{vx} {vy} {vw} {vh}" preserveAspectRatio="xMidYMid meet">{"".join(out)}</svg>')


def _axes(city, origin) -> str:
    """Column numbers above the city and row numbers to its left, counted from its top-left
    corner: the log names places by them ("row 2, columns 3–4")."""
    if not city.cells:
        return ""
    s = CELL
    ox, oy = origin
    x1 = max(c[0] for c in city.cells)
    y1 = max(c[1] for c in city.cells)
    cols = "".join(f'<text x="{x * s + s / 2}" y="{oy * s - 4}" text-anchor="middle">{x - ox + 1}</text>'
                   for x in range(ox, x1 + 1))
    rows = "".join(f'<text x="{ox * s - 5}" y="{y * s + s / 2 + 3.5}" text-anchor="end">{y - oy + 1}</text>'
                   for y in range(oy, y1 + 1))
    return f'<g class="pk-axes" aria-hidden="true">{cols}{rows}</g>'


def city_bounds(city, extra=()) -> "tuple[float, float, float, float]":
    pts = [(c[0], c[1]) for c in city.cells] + list(extra) or [(0, 0)]
    x0 = min(p[0] for p in pts) - 3
    y0 = min(p[1] for p in pts) - 3
    x1 = max(p[0] for p in pts) + 4
    y1 = max(p[1] for p in pts) + 4
    w, h = x1 - x0, y1 - y0
    side = max(w, h * 1.4, 9)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return ((cx - side / 2) * CELL, (cy - side / 2.8) * CELL, side * CELL, side / 1.4 * CELL)
