"""Pantikapaion drawing: terrain tiles, the city grid (SVG with pan/zoom), colours and icons."""

from __future__ import annotations

import math

from engine.pantikapaion import data

from ..ui.html import attrs, esc
from ..texts.i18n import raw, t

CELL = 36
#: fill of a visible cell by its code (resource colours, drought, plain, aqueduct resource)
FILL = {
    "B": "#9a6a3a",
    "P": "#8a5cb0",
    "W": "#e3d3a8",
    "O": "#e58e35",
    "G": "#5e9e48",
    "D": "#cdb07a",
    ".": "#eee8d6",
    "A": "#8fc3df",
}
#: cube and marker colours by colour code
CUBE = {"B": "#6b4423", "P": "#6a3d91", "W": "#f4ead0", "O": "#d9731a", "G": "#3d7a2c"}
SEAT = ("#c0392b", "#2471a3", "#1e8449", "#b7950b")
#: one letter per building kind (kept for texts; the screens draw BUILDING_PATHS)
ICON = {"house": "⌂", "winery": "♣", "fortress": "♜", "aqueduct": "≋", "temple": "Π"}


def _grapes() -> str:
    r = 2.6
    return (
        "".join(
            f"M{cx - r} {cy}a{r} {r} 0 1 0 {2 * r} 0a{r} {r} 0 1 0 {-2 * r} 0Z"
            for cx, cy in ((-4.2, -3), (0, -3), (4.2, -3), (-2.1, 1), (2.1, 1), (0, 5))
        )
        + "M-0.6-9H0.8V-5.6H-0.6Z"
    )


#: each building kind drawn as a small figure (viewBox -10 -10 20 20), never a font character
BUILDING_PATHS = {
    "house": "M-8 0L0-8L8 0H5.5V8H1.8V3H-1.8V8H-5.5V0Z",
    "winery": _grapes(),
    "fortress": "M-7 8V-4H-7V-8H-4V-5H-1.5V-8H1.5V-5H4V-8H7V8H2V3A2 2 0 0 0-2 3V8Z",
    "aqueduct": "M-9-7H9V-3H-9Z M-9-3H-6.5V8H-9Z M6.5-3H9V8H6.5Z M-4.5-3H4.5V1A4.5 4.5 0 0 0-4.5 1Z",
    "temple": "M-9-3L0-9L9-3Z M-7-2H-4.5V6H-7Z M-1.25-2H1.25V6H-1.25Z M4.5-2H7V6H4.5Z M-9 6.5H9V9H-9Z",
}


def building_icon(kind: str, cls: str = "pk-bsym", label: "str | None" = None) -> str:
    """A building kind's figure as an inline SVG in the current text colour (decorative unless
    `label` names it)."""
    a11y = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    return (
        f'<svg class="{cls} pk-b-{kind}" viewBox="-10 -10 20 20" {a11y}>'
        f'<path d="{BUILDING_PATHS[kind]}" fill="currentColor" fill-rule="evenodd"/></svg>'
    )


#: a small ship (the trireme marker)
TRIREME = (
    '<svg class="pk-boat" width="22" height="16" viewBox="0 0 22 16" aria-hidden="true">'
    '<path d="M1 10 H21 L17 15 H5 Z" fill="#6b3f1f"/><path d="M11 1 V10" stroke="#333" stroke-width="1.4"/>'
    '<path d="M11.5 2 L18 8 H11.5 Z" fill="#f3ead2" stroke="#8a6a3a" stroke-width=".8"/></svg>'
)


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


def ring_svg(n: int) -> str:
    """The trireme's sea road drawn as a ring under the slots (which sit on it, placed by
    ring_point): a band of sea, the course as a dashed line, and between each two places a
    chevron pointing the way the trireme sails (clockwise)."""
    half = ring_size(n) / 2
    r = 50 * ring_radius(n) / half
    band = 50 * 58 / half
    chevrons = []
    for k in range(n):
        angle = 2 * math.pi * (k + 1) / n  # halfway between place k and place k + 1
        x, y = 50 + r * math.sin(angle), 50 - r * math.cos(angle)
        chevrons.append(
            f'<path d="M-1.3-1.9L1.1 0L-1.3 1.9" transform="translate({x:.2f} {y:.2f}) rotate({math.degrees(angle):.1f})"/>'
        )
    return (
        f'<svg class="pk-ring-svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
        f'<circle class="pk-sea" cx="50" cy="50" r="{r:.2f}" stroke-width="{band:.2f}"/>'
        f'<circle class="pk-course-line" cx="50" cy="50" r="{r:.2f}"/>'
        f'<g class="pk-chevrons">{"".join(chevrons)}</g></svg>'
    )


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


#: the shape each resource colour carries beside its hue (colour never tells alone): brown a
#: square, purple a diamond, beige a ring, orange a triangle, green a cross
MARK_SHAPES = {"B": "square", "P": "diamond", "W": "ring", "O": "triangle", "G": "cross"}


def colour_mark(code: str, cx: float, cy: float, r: float, ink_colour: "str | None" = None) -> str:
    """The shape of resource colour `code` centred on (cx, cy), `r` its half size; in the ink
    that reads on that colour's fill (or `ink_colour`). Empty for a code that is no colour."""
    shape = MARK_SHAPES.get(code)
    if shape is None:
        return ""
    fill = ink_colour or ink(code)
    w = max(r * 0.32, 0.6)
    if shape == "square":
        return f'<rect x="{cx - r * 0.8:.2f}" y="{cy - r * 0.8:.2f}" width="{r * 1.6:.2f}" height="{r * 1.6:.2f}" fill="{fill}"/>'
    if shape == "diamond":
        return (
            f'<path d="M{cx:.2f} {cy - r:.2f}L{cx + r:.2f} {cy:.2f}L{cx:.2f} {cy + r:.2f}L{cx - r:.2f} {cy:.2f}Z" '
            f'fill="{fill}"/>'
        )
    if shape == "ring":
        return (
            f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r - w / 2:.2f}" fill="none" stroke="{fill}" '
            f'stroke-width="{w:.2f}"/>'
        )
    if shape == "triangle":
        return (
            f'<path d="M{cx:.2f} {cy - r:.2f}L{cx + r:.2f} {cy + r * 0.8:.2f}L{cx - r:.2f} {cy + r * 0.8:.2f}Z" '
            f'fill="{fill}"/>'
        )
    return (
        f'<path d="M{cx - r:.2f} {cy:.2f}H{cx + r:.2f}M{cx:.2f} {cy - r:.2f}V{cy + r:.2f}" stroke="{fill}" '
        f'stroke-width="{w * 1.3:.2f}"/>'
    )


def cube_svg(code: str, size: int = 12) -> str:
    return (
        f'<svg class="pk-cube" width="{size}" height="{size}" viewBox="0 0 10 10" aria-hidden="true">'
        f'<rect x="0.5" y="0.5" width="9" height="9" rx="1.5" fill="{CUBE[code]}" stroke="#333" stroke-width="0.8"/>'
        f"{colour_mark(code, 5, 5, 2.6, cube_ink(code))}</svg>"
    )


def cube_ink(code: str) -> str:
    """The mark's colour on a cube of colour `code` (the cubes are darker than the cells)."""
    return "#3a2a12" if code == "W" else "#fff"


def tile_cells(tile: int, rotation: int = 0) -> "list[tuple[tuple[int, int], str]]":
    """The tile's cells turned by `rotation` as the city would lay them, shifted to start at
    (0, 0), each with its code: what the "in hand" tile shows as Rotate turns it."""
    from engine.pantikapaion.city import tile_positions

    _shape, codes = data.TILES[tile]
    cells = tile_positions(tile, 0, 0, rotation)
    x0 = min(x for x, _ in cells)
    y0 = min(y for _, y in cells)
    return [((x - x0, y - y0), c) for (x, y), c in zip(cells, codes)]


def tile_svg(tile: int, size: int = 14, cls: str = "pk-tile", rotation: int = 0, ref: bool = False) -> str:
    """A terrain or aqueduct tile, turned by `rotation` as it would lie in the city (0: its
    printed shape). `ref` marks it with its piece reference (data-ref pk-tile-<n>)."""
    if not tile:
        return f'<span class="{cls} pk-none" aria-hidden="true"></span>'
    cells = tile_cells(tile, rotation)
    offsets = [pos for pos, _c in cells]
    codes = [c for _pos, c in cells]
    w = max(dx for dx, _ in offsets) + 1
    h = max(dy for _, dy in offsets) + 1
    rects = "".join(
        f'<rect x="{dx * 10}" y="{dy * 10}" width="10" height="10" fill="{FILL[c]}" stroke="#444" stroke-width="0.8"/>'
        + (_drought_mark(dx * 10, dy * 10, 10) if c == "D" else colour_mark(c, dx * 10 + 5, dy * 10 + 5, 2.2))
        for (dx, dy), c in zip(offsets, codes)
    )
    data_ref = f' data-ref="pk-tile-{tile}"' if ref else ""
    return (
        f'<svg class="{cls}"{data_ref} width="{w * size}" height="{h * size}" viewBox="-0.5 -0.5 {w * 10 + 1} {h * 10 + 1}" '
        f'data-rotation="{rotation % 4}" aria-hidden="true">{rects}</svg>'
    )


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
    return (
        f'<path d="M{x + s * 0.25} {y + s * 0.3} l{s * 0.2} {s * 0.2} l-{s * 0.1} {s * 0.15} l{s * 0.25} {s * 0.1}" '
        f'fill="none" stroke="#7a5a2a" stroke-width="{s * 0.06}"/>'
    )


def cell_words(code: str) -> str:
    """What a city cell shows, in words (its tooltip)."""
    if code in data.COLOURS:
        return colour_name(code)
    if code == data.DROUGHT:
        return t("pk.drought")
    if code == data.CHOSEN:
        return t("pk.aq_cell")
    return t("pk.plain_cell")


def city_svg(
    city, seat: int, vb, spots=(), ghost=(), selected=(), interactive=False, spot_label=None, owner: str = "", marked=()
) -> str:
    """The city of a player view: cells with stack heights, cubes, workers, buildings.

    spots: positions to offer (clickable, reached by Tab, named by spot_label(x, y));
    ghost: [(x, y, code)] a preview of a tile; selected: positions chosen so far; owner: the
    player's name (their workers' tooltip); marked: positions the other seats' last moves
    changed (class last-move). Every drawn symbol has an SVG <title>."""
    from .log import spot

    s = CELL
    out = []
    for x, y, level, code, uid in city.cells:
        px, py = x * s, y * s
        tip = f"{spot(x, y, level)}: {cell_words(code)}"
        ref = f"pk-cell-{seat}-{x}_{y}"
        if 0 <= uid < len(city.tiles):
            ref = f"pk-tile-{city.tiles[uid]} {ref}"
        out.append(
            f"<g{attrs(class_='pk-cell' + (' last-move' if (x, y) in marked else ''), data_ref=ref, data_x=x, data_y=y, data_h=level, data_code=code)}>"
            f"<title>{esc(tip)}</title>"
            f'<rect x="{px}" y="{py}" width="{s}" height="{s}" fill="{FILL.get(code, "#eee")}" '
            f'stroke="#5b4a33" stroke-width="{0.8 + 0.7 * (level - 1)}"/>'
        )
        if code == "D":
            out.append(_drought_mark(px + 4, py + 4, s - 8))
        else:  # a resource's shape in the corner a cube leaves free
            out.append(colour_mark(code, px + 7, py + s - 7, 3.6))
        if level > 1:
            out.append(
                f'<text class="pk-h" x="{px + s - 4}" y="{py + 11}" text-anchor="end" aria-hidden="true">{level}</text>'
            )
        out.append("</g>")
    out.append(_axes([(c[0], c[1]) for c in city.cells] + list(spots) + [(x, y) for x, y, _c in ghost]))
    for x, y, code in city.cubes:
        out.append(
            f'<rect class="pk-city-cube" data-ref="pk-cell-{seat}-{x}_{y}" x="{x * s + 11}" y="{y * s + 11}" width="14" height="14" rx="2" '
            f'fill="{CUBE[code]}" stroke="#222" stroke-width="1"><title>{esc(t("pk.cube_title", colour=colour_name(code)))}</title></rect>'
            + colour_mark(code, x * s + 18, y * s + 18, 4, cube_ink(code))
        )
    for kind, cells in city.buildings:
        if not cells:
            continue
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        x0, y0 = min(xs) * s + 4, min(ys) * s + 4
        w, h = (max(xs) - min(xs) + 1) * s - 8, (max(ys) - min(ys) + 1) * s - 8
        colour = CUBE[data.COLOURS[data.KINDS.index(kind)]]
        ref = " ".join(f"pk-cell-{seat}-{c[0]}_{c[1]}" for c in cells)
        out.append(
            f'<g class="pk-bld" data-kind="{kind}" data-ref="{ref}"><title>{esc(kind_name(kind))}</title>'
            f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="4" fill="{colour}" stroke="#222" stroke-width="1.5"/>'
            f'<path class="pk-bld-icon" d="{BUILDING_PATHS[kind]}" fill="{ink(data.COLOURS[data.KINDS.index(kind)])}" '
            f'fill-rule="evenodd" transform="translate({x0 + w / 2:.1f} {y0 + h / 2:.1f}) scale(.75)"/></g>'
        )
    for x, y in city.workers:
        who = t("pk.worker_of", name=owner) if owner else t("pk.worker")
        out.append(
            f'<g class="pk-worker" data-ref="pk-cell-{seat}-{x}_{y}"><title>{esc(who)}</title><circle cx="{x * s + s / 2}" cy="{y * s + 12}" r="6" fill="{SEAT[seat % 4]}" '
            f'stroke="#fff" stroke-width="1.5"/><rect x="{x * s + s / 2 - 7}" y="{y * s + 17}" width="14" height="11" rx="4" '
            f'fill="{SEAT[seat % 4]}" stroke="#fff" stroke-width="1.5"/></g>'
        )
    for x, y, code in ghost:
        out.append(
            f'<rect class="pk-ghost" x="{x * s + 2}" y="{y * s + 2}" width="{s - 4}" height="{s - 4}" '
            f'fill="{FILL.get(code, "#fff")}" data-testid="ghost"/>' + colour_mark(code, x * s + 7, y * s + s - 7, 3.6)
        )
    chosen = set(selected)
    for x, y in spots:
        cls = "pk-spot" + (" on" if (x, y) in chosen else "")
        label = spot_label(x, y) if spot_label is not None else spot(x, y)
        out.append(
            f"<rect{attrs(class_=cls, x=x * s + 1, y=y * s + 1, width=s - 2, height=s - 2, rx=3, data_act='spot', data_arg=f'{x}_{y}', data_testid=f'spot-{x}_{y}', role='button', tabindex=0, aria_label=label, aria_pressed='true' if (x, y) in chosen else 'false')}>"
            f"<title>{esc(label)}</title></rect>"
        )
    for x, y in sorted(chosen - set(spots)):
        # a place chosen that is no longer to be chosen (a building's first cell once its second
        # is offered, both once chosen) stays a place of the keyboard's group, pressed: the focus
        # stays on it, and Enter on it again presses Confirm (keys.py; a click on it does nothing)
        label = spot_label(x, y) if spot_label is not None else spot(x, y)
        out.append(
            f"<rect{attrs(class_='pk-spot on', x=x * s + 1, y=y * s + 1, width=s - 2, height=s - 2, rx=3, data_act='spot', data_arg=f'{x}_{y}', data_testid=f'spot-{x}_{y}', role='button', tabindex=0, aria_label=label, aria_pressed='true')}>"
            f"<title>{esc(label)}</title></rect>"
        )
    vx, vy, vw, vh = vb
    name = t("pk.city_of", name=owner) if owner else t("pk.city")
    return (
        f'<svg class="pk-city{" interactive" if interactive else ""}" data-city="{seat}" data-testid="city" '
        f'role="group" aria-label="{esc(name)}" '
        f'viewBox="{vx} {vy} {vw} {vh}" preserveAspectRatio="xMidYMid meet">{"".join(out)}</svg>'
    )


def _axes(points) -> str:
    """Column numbers above the city and row numbers to its left, for every column and row its
    cells and the places offered span: the engine's grid, 0 at the city's first cell (drawn bold),
    negative left of it and above it. They never change as the city grows, and the log names
    places by them ("row 2, columns −1 to 0")."""
    from .log import number

    if not points:
        return ""
    s = CELL
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    ox, oy = min(xs), min(ys)

    def cls(v: int) -> str:
        return ' class="pk-axis0"' if v == 0 else ""

    cols = "".join(
        f'<text{cls(x)} x="{x * s + s / 2}" y="{oy * s - 4}" text-anchor="middle">{number(x)}</text>'
        for x in range(ox, max(xs) + 1)
    )
    rows = "".join(
        f'<text{cls(y)} x="{ox * s - 5}" y="{y * s + s / 2 + 3.5}" text-anchor="end">{number(y)}</text>'
        for y in range(oy, max(ys) + 1)
    )
    return f'<g class="pk-axes" aria-hidden="true">{cols}{rows}</g>'


#: the fewest cells a city view spans each way, so that a young city is not drawn huge
MIN_SPAN = 7
#: room (cells) left of and above the city for its row and column numbers, and on the far sides
AXES_ROOM, FAR_ROOM = 0.9, 0.35


def city_bounds(city, extra=()) -> "tuple[float, float, float, float]":
    """The viewBox of a city: its cells and `extra` (every cell a legal placement would cover)
    with the row and column numbers, and no more, so that the squares are as large as the box
    allows (a phone's width gives about 30 px each to a city of ten columns). The box is not
    forced to a shape: the SVG keeps the aspect ("meet"), and on a phone takes the city's."""
    pts = [(c[0], c[1]) for c in city.cells] + list(extra) or [(0, 0)]
    x0 = min(p[0] for p in pts) - AXES_ROOM
    y0 = min(p[1] for p in pts) - AXES_ROOM
    x1 = max(p[0] for p in pts) + 1 + FAR_ROOM
    y1 = max(p[1] for p in pts) + 1 + FAR_ROOM
    w, h = max(x1 - x0, MIN_SPAN), max(y1 - y0, MIN_SPAN)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return ((cx - w / 2) * CELL, (cy - h / 2) * CELL, w * CELL, h * CELL)


#: the smallest a city cell is drawn (CSS pixels) when the view is fitted to the city: a long
#: city is shown in part at this size, around what is to be chosen, and dragged (or zoomed out)
#: to see the rest, so its cells never shrink to an unreadable size on a phone
MIN_CELL_PX = 40


def readable_box(vb, focus, px_w: float, px_h: float, min_px: float = MIN_CELL_PX):
    """`vb` (the whole city's viewBox) cut down, about the drawing point `focus` and within
    `vb`, so that a cell is drawn at least `min_px` CSS pixels wide in an element of px_w × px_h
    drawn with "meet"; `vb` itself when its cells are that large already (or the size is
    unknown)."""
    x, y, w, h = vb
    if px_w <= 0 or px_h <= 0:
        return vb
    nw, nh = min(w, px_w * CELL / min_px), min(h, px_h * CELL / min_px)
    if nw >= w and nh >= h:
        return vb
    fx, fy = focus
    nx = min(max(fx - nw / 2, x), x + w - nw)
    ny = min(max(fy - nh / 2, y), y + h - nh)
    return (nx, ny, nw, nh)


def focus_point(city, shown=(), marked=()) -> "tuple[float, float]":
    """The drawing point a part view of a city is centred on: the middle of `shown` (the tile
    being placed, else the places offered), else of the newest changes (`marked`), else of the
    city."""
    pts = list(shown) or list(marked) or [(c[0], c[1]) for c in city.cells] or [(0, 0)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return ((min(xs) + max(xs) + 1) / 2 * CELL, (min(ys) + max(ys) + 1) / 2 * CELL)


def showing(vb, x: int, y: int, margin: float = 0.25):
    """`vb` moved as little as it takes (its size kept) for cell (x, y) and a quarter cell around
    it to be in view: a place reached by the keyboard outside a part view comes into sight."""
    vx, vy, vw, vh = vb
    left, top = (x - margin) * CELL, (y - margin) * CELL
    right, bottom = (x + 1 + margin) * CELL, (y + 1 + margin) * CELL
    if left < vx:
        vx = left
    elif right > vx + vw:
        vx = right - vw
    if top < vy:
        vy = top
    elif bottom > vy + vh:
        vy = bottom - vh
    return (vx, vy, vw, vh)
