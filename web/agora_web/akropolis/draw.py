"""Drawing Akropolis as SVG text: hexes, tiles, cities. Pure functions of the engine's data.

Flat-topped hexes in doubled coordinates (x + y even, y downwards), as in the engine: the hex
(x, y) is centred at (1.5·R·x, (√3/2)·R·y).
"""

from __future__ import annotations

import functools
import math

from ..ui.html import esc
from ..texts.i18n import t, tn

R = 10.0
SX = 1.5 * R
SY = math.sqrt(3) / 2 * R
# Vertex offsets of a flat-topped hex, and for each edge the neighbour it faces
# (edge k joins vertex k and k+1; screen y grows downwards).
_VERTS = [(math.cos(math.radians(60 * k)), math.sin(math.radians(60 * k))) for k in range(6)]
_EDGE_NEIGHBOUR = ((1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1))

COLORS = {
    "h": "#3d7cc9",  # houses: blue
    "m": "#e3ad1c",  # markets: yellow
    "b": "#cf4a3c",  # barracks: red
    "t": "#8a57bd",  # temples: purple
    "g": "#4a9c4c",  # gardens: green
    "q": "#9b978d",  # quarries: grey
}
STARS = {"H": 1, "M": 2, "B": 2, "T": 2, "G": 3}
PAVING = "#f4ecd9"
# Base orientation of a tile: a top-left, b right, c bottom-left (engine convention).
BASE_TILE = ((0, 0), (1, 1), (0, 2))


def center(x: int, y: int) -> "tuple[float, float]":
    return x * SX, y * SY


def hex_points(cx: float, cy: float, r: float) -> str:
    return " ".join(f"{cx + r * vx:.2f},{cy + r * vy:.2f}" for vx, vy in _VERTS)


def shade(color: str, height: int) -> str:
    """The district colour, darker for every level above the first."""
    if height <= 1:
        return color
    k = max(0.45, 1.0 - 0.14 * (height - 1))
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    return f"#{int(r * k):02x}{int(g * k):02x}{int(b * k):02x}"


def hex_name(code: str) -> str:
    return t(f"ak.hex.{code}")


def tile_title(codes: str) -> str:
    return t("ak.tile_title", hexes=", ".join(hex_name(c) for c in codes))


def site_tile_words(slot: int, codes: str) -> str:
    """A site tile in words (its button's name): its place, its hexes and its price."""
    hexes = ", ".join(hex_name(c) for c in codes)
    if slot == 0:
        return t("ak.site_tile", place=1, hexes=hexes)
    return t("ak.site_tile_cost", place=slot + 1, hexes=hexes, cost=tn("n_stones", slot))


def number(value: int) -> str:
    """A column or row number as words show it (a true minus sign)."""
    return f"−{-value}" if value < 0 else str(value)


def place_words(x: int, y: int) -> str:
    """Where a hex of a city is: the engine's column and row (the starting plaza's hex is column
    0, row 0; rows count in halves, so a column's hexes are two rows apart). The numbers never
    change as the city grows, so the board, its places and the log say the same."""
    return t("ak.place", column=number(x), row=number(y))


def hex_words(code: str, height: int, x: int, y: int) -> str:
    """A hex of a city in words: what it is, on which level and where (its name and tooltip)."""
    return t("ak.cell_title", hex=hex_name(code), level=height, place=place_words(x, y))


def spot_words(pos, by_pos) -> str:
    """What choosing the place `pos` does, in words (a spot's accessible name, one of up to some
    thirty): where it is, then the level the tile goes to and what it covers, or the districts it
    joins on the ground."""
    x, y = pos
    where = place_words(x, y)
    below = by_pos.get((x, y))
    if below is not None:
        return t("ak.spot_up", place=where, level=below[2] + 1, hex=hex_name(below[3]))
    near = []
    for dx, dy in _EDGE_NEIGHBOUR:
        cell = by_pos.get((x + dx, y + dy))
        if cell is not None and hex_name(cell[3]) not in near:
            near.append(hex_name(cell[3]))
    return t("ak.spot_ground", place=where, near=", ".join(near)) if near else t("ak.spot_ground_alone", place=where)


# --- Akropolis' own symbols -----------------------------------------------------------------
# The shared ones (star, stone, laurel, chief) are in ui/icons.py, put into the page by the shell.


def defs_svg() -> str:
    """The district glyphs every Akropolis drawing uses (one hidden SVG, part of the game screen)."""
    return """<svg class="svg-defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>
<symbol id="g-h" viewBox="-10 -10 20 20"><path d="M-6 0L0-6L6 0V6H-6Z M-1.6 6V2.2H1.6V6Z" fill-rule="evenodd"/></symbol>
<symbol id="g-m" viewBox="-10 -10 20 20"><path d="M-7-1.5L-5.5-6H5.5L7-1.5Z M-5.5 0H5.5V6H-5.5Z M-3.5 1.8V6H-1V1.8Z" fill-rule="evenodd"/></symbol>
<symbol id="g-b" viewBox="-10 -10 20 20"><path d="M0-7L6-4.6V0C6 3.6 3.2 6 0 7C-3.2 6-6 3.6-6 0V-4.6Z M0-4.2V4.4 M-3.6-0.6H3.6" /></symbol>
<symbol id="g-t" viewBox="-10 -10 20 20"><path d="M-7-2.2L0-7L7-2.2Z M-5.6-1H-3.4V4.4H-5.6Z M-1.1-1H1.1V4.4H-1.1Z M3.4-1H5.6V4.4H3.4Z M-7 5.2H7V7H-7Z"/></symbol>
<symbol id="g-g" viewBox="-10 -10 20 20"><circle cx="0" cy="-1.6" r="4.8"/><path d="M-1.1 2H1.1V7H-1.1Z"/></symbol>
<symbol id="g-q" viewBox="-10 -10 20 20"><path d="M-7 5L-4.5-1L-1 0.5L1.5-4L7 5Z M-3.5 5L-1.6 2L0.2 5Z"/></symbol>
</defs></svg>"""


# --- one hex -------------------------------------------------------------------------------


def hex_svg(cx: float, cy: float, code: str, height: int, *, label: bool = True, glyph: bool = True) -> str:
    """A hex of `code` at level `height` centred at (cx, cy)."""
    district = code.lower()
    color = shade(COLORS[district], height)
    parts = [f'<polygon class="hx" points="{hex_points(cx, cy, R)}" fill="{color}"/>']
    if code in STARS:
        parts.append(
            f'<polygon class="paving" points="{hex_points(cx, cy, R * 0.7)}" fill="{PAVING}" stroke="{color}"/>'
        )
        # the district's glyph above the stars: a plaza's kind is never told by its colour alone
        parts.append(
            f'<use href="#g-{district}" class="plaza-glyph" x="{cx - 2.4:.2f}" y="{cy - 5.9:.2f}" '
            f'width="4.8" height="4.8" fill="{color}"/>'
        )
        n = STARS[code]
        size = 4.2 if n < 3 else 3.6
        gap = size * 0.95
        x0 = cx - gap * (n - 1) / 2
        for i in range(n):
            sx = x0 + gap * i
            parts.append(
                f'<use href="#g-star" class="star" x="{sx - size / 2:.2f}" y="{cy + 1.6 - size / 2:.2f}" '
                f'width="{size:.2f}" height="{size:.2f}" fill="{color}"/>'
            )
    elif glyph:
        gcls = "glyph dark" if district == "m" and height <= 2 else "glyph"
        parts.append(
            f'<use href="#g-{district}" class="{gcls}" x="{cx - 4.6:.2f}" y="{cy - 5.4:.2f}" width="9.2" height="9.2"/>'
        )
    if label and height >= 2:
        parts.append(f'<text class="lvl" x="{cx:.2f}" y="{cy + 7.4:.2f}">{height}</text>')
    return "".join(parts)


# --- a tile on its own (site, log, the Famous Architect's list) ----------------------------


@functools.lru_cache(maxsize=512)
def tile_svg(codes: str, cls: str = "tile-svg", title: "str | None" = None) -> str:
    cells = list(zip(BASE_TILE, codes))
    body = []
    for (x, y), code in cells:
        cx, cy = center(x, y)
        body.append(hex_svg(cx, cy, code, 1))
    edges = _outline([(x, y) for (x, y), _ in cells])
    pad = 1.2
    minx, maxx = -R - pad, SX + R + pad
    miny, maxy = -SY - pad, 2 * SY + SY + pad
    tip = f"<title>{esc(title)}</title>" if title else ""
    # without a title the tile is decoration next to words that name it (a button's label)
    a11y = 'role="img"' if title else 'aria-hidden="true"'
    return (
        f'<svg class="{cls}" viewBox="{minx:.2f} {miny:.2f} {maxx - minx:.2f} {maxy - miny:.2f}" '
        f'{a11y}>{tip}{"".join(body)}<path class="tile-edge" d="{edges}"/></svg>'
    )


def _outline(positions, uid_of=lambda p: 0) -> str:
    """Path of the outer edges of a group of hexes (edges whose neighbour has another uid)."""
    own = {p: uid_of(p) for p in positions}
    d = []
    for (x, y), uid in own.items():
        cx, cy = center(x, y)
        for k, (dx, dy) in enumerate(_EDGE_NEIGHBOUR):
            q = (x + dx, y + dy)
            if q in own and own[q] == uid:
                continue
            v1, v2 = _VERTS[k], _VERTS[(k + 1) % 6]
            d.append(f"M{cx + R * v1[0]:.2f} {cy + R * v1[1]:.2f}L{cx + R * v2[0]:.2f} {cy + R * v2[1]:.2f}")
    return "".join(d)


# --- a city --------------------------------------------------------------------------------


def city_bbox(positions) -> "tuple[float, float, float, float]":
    """(x, y, w, h) in drawing units around these hex positions, with a margin."""
    if not positions:
        positions = [(0, 0)]
    xs = [center(x, y)[0] for x, y in positions]
    ys = [center(x, y)[1] for x, y in positions]
    m = 1.6 * R
    minx, maxx = min(xs) - m, max(xs) + m
    miny, maxy = min(ys) - m, max(ys) + m
    return minx, miny, maxx - minx, maxy - miny


def city_svg(
    cells,
    *,
    viewbox,
    spots=(),
    preview=None,
    preview_codes: str = "",
    last_uid: int = -1,
    seat: int = 0,
    testid: str = "city",
    interactive: bool = False,
    last_move=(),
    tiles=(),
    label: str = "",
) -> str:
    """The city from the view's cells [x, y, height, code, uid].

    `spots`: positions to highlight (clickable); `preview`: (a, b, c) positions of the tile being
    placed, drawn with `preview_codes`; `last_uid`: the most recent tile, outlined; `last_move`:
    positions built by the other players since the viewer's own move (class last-move, a glow);
    `tiles`: the city's tile numbers by uid, for each hex's `data-ref` (ak-tile-<n> ak-hex-...);
    `label`: the city's name for screen readers (whose city), the drawing being a group of named
    hexes and places rather than one picture."""
    by_pos = {(c[0], c[1]): c for c in cells}
    marked = {tuple(p) for p in last_move} & set(by_pos)
    out = []
    for (x, y), (_, _, h, code, uid) in sorted(by_pos.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        cx, cy = center(x, y)
        cls = "cell last-move" if (x, y) in marked else "cell"
        ref = f"ak-tile-{tiles[uid]} ak-hex-{seat}-{x}_{y}" if 0 <= uid < len(tiles) else f"ak-hex-{seat}-{x}_{y}"
        words = esc(hex_words(code, h, x, y))
        out.append(
            f'<g class="{cls}" data-ref="{ref}" data-x="{x}" data-y="{y}" data-h="{h}" data-code="{code}" '
            f'role="img" aria-label="{words}"><title>{words}</title>{hex_svg(cx, cy, code, h)}</g>'
        )
    uid = {p: c[4] for p, c in by_pos.items()}
    out.append(f'<path class="tile-edge" d="{_outline(list(by_pos), uid.__getitem__)}"/>')
    if marked:
        # drawn with its own colours: the mark needs no style sheet
        out.append(
            f'<path class="last-move-edge" d="{_outline(sorted(marked))}" fill="none" stroke="#ffd34d" '
            f'stroke-width="2.4" stroke-linecap="round" opacity=".95" pointer-events="none"/>'
        )
    if last_uid > 0:
        last = [p for p, c in by_pos.items() if c[4] == last_uid]
        if last:
            out.append(f'<path class="last-edge" d="{_outline(last)}"/>')
    if preview:
        pv = []
        for pos, code in zip(preview, preview_codes):
            below = by_pos.get(tuple(pos))
            h = below[2] + 1 if below else 1
            cx, cy = center(*pos)
            pv.append(hex_svg(cx, cy, code, h))
        out.append(
            f'<g class="preview" data-testid="preview">{"".join(pv)}'
            f'<path class="preview-edge" d="{_outline([tuple(p) for p in preview])}"/></g>'
        )
    if spots:
        ps = set(tuple(p) for p in preview) if preview else set()
        sp = []
        for x, y in sorted(spots):
            cx, cy = center(x, y)
            cls = "spot in-preview" if (x, y) in ps else ("spot up" if (x, y) in by_pos else "spot")
            words = esc(spot_words((x, y), by_pos))
            sp.append(
                f'<polygon class="{cls}" data-act="spot" data-arg="{x},{y}" data-testid="spot-{x}-{y}" '
                f'role="button" tabindex="0" aria-label="{words}" '
                f'points="{hex_points(cx, cy, R * 0.9)}"><title>{words}</title></polygon>'
            )
        out.append(f'<g class="spots">{"".join(sp)}</g>')
    vx, vy, vw, vh = viewbox
    cls = "city interactive" if interactive else "city"
    named = f' role="group" aria-label="{esc(label)}"' if label else ""
    return (
        f'<svg class="{cls}" data-testid="{testid}" data-seat="{seat}" id="city-svg"{named} '
        f'viewBox="{vx:.2f} {vy:.2f} {vw:.2f} {vh:.2f}" preserveAspectRatio="xMidYMid meet">'
        f"{''.join(out)}</svg>"
    )
