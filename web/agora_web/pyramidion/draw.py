"""Pyramidion's pieces drawn as SVG text: resources, value categories, the ankh, tokens, character
cards, boats, the supply card, revolt tokens and a player's pyramid.

Pure functions of engine ids (engine.pyramidion.data) and numbers from the view: nothing here
decides a rule or reads hidden information. The symbols live in one hidden SVG (`defs_svg`, put
into the game screen once) and are drawn with `<use href="#py-s-…">`. Every symbol has a shape of
its own, so no piece is told apart by colour alone.
"""

from __future__ import annotations

import functools

from engine.pyramidion import data

from ..texts.i18n import lang, t
from ..ui.html import attrs, esc
from ..ui.icons import star_path

#: seat colours (red, blue, yellow, green; data.COLOURS) and a darker edge for each
SEAT_FILL = ("#c0392b", "#2f5d8a", "#d4a017", "#3f7d3a")
SEAT_EDGE = ("#7a1f16", "#163552", "#7d5d06", "#1f4a1c")
RES_FILL = {
    "wood": "#8a5a2b",
    "stone": "#a3a39c",
    "statue": "#d6a520",
    "camel": "#d9b77a",
    "food": "#7ea23f",
    "worker": "#4a6fa5",
}
CAT_FILL = {"influence": "#a33a2c", "agreements": "#2f5d8a", "trade": "#2e7d4f"}
#: the band at the top of a character card, by kind
KIND_FILL = {
    "merchant": CAT_FILL["trade"],
    "intermediary": CAT_FILL["agreements"],
    "mercenary": CAT_FILL["influence"],
    "rebel": "#5a2323",
    "deity": "#9a7209",
}
SPECIAL_FILL = "#6b4c8a"
INK = "#2b2620"
PARCHMENT = "#fbf6e9"

#: symbol bodies, viewBox -10 -10 20 20; each filled with its own colour and outlined in ink
SYMBOLS = {
    # two logs, their cut ends showing
    "wood": (
        f'<g fill="{RES_FILL["wood"]}" stroke="{INK}" stroke-width="1.1"><rect x="-9" y="-7" width="18" height="6.4" rx="3.2"/>'
        f'<rect x="-9" y="0.6" width="18" height="6.4" rx="3.2"/></g>'
        '<g fill="#e2c08d" stroke="#5b3a18" stroke-width=".8"><circle cx="5.8" cy="-3.8" r="2.2"/><circle cx="5.8" cy="3.8" r="2.2"/></g>'
    ),
    # a dressed block, seen from a corner
    "stone": (
        f'<path d="M-8-3.5L-3.5-8H8.5V3.5L4 8H-8Z" fill="{RES_FILL["stone"]}" stroke="{INK}" stroke-width="1.1"/>'
        '<path d="M-8-3.5H4V8M4-3.5L8.5-8" fill="none" stroke="#55554f" stroke-width="1"/>'
    ),
    # a standing figure on a plinth
    "statue": (
        f'<g fill="{RES_FILL["statue"]}" stroke="{INK}" stroke-width="1.1"><circle cx="0" cy="-6" r="2.8"/>'
        '<path d="M-3.6-2.6H3.6L2.6 5H-2.6Z"/><rect x="-6.5" y="5" width="13" height="3.6" rx="0.8"/></g>'
    ),
    # a camel with one hump, head up
    "camel": (
        f'<path d="M-9 1C-9-3-6-6-2.5-6C0.5-6 1.5-2.5 3.5-2.5L5-7.5L8.8-7L7.5-5.6L7 0.5C7 2.6 5.8 3.6 4.6 3.6'
        f'V8.6H3V4H-4.8V8.6H-6.4V3.4C-8 3-9 2-9 1Z" fill="{RES_FILL["camel"]}" stroke="{INK}" stroke-width="1.1"/>'
    ),
    # a sheaf of grain, bound in the middle
    "food": (
        f'<g fill="{RES_FILL["food"]}" stroke="{INK}" stroke-width="1"><ellipse cx="0" cy="-4.5" rx="2.6" ry="5"/>'
        '<ellipse cx="-4.6" cy="-2.6" rx="2.3" ry="4.6" transform="rotate(-24 -4.6 -2.6)"/>'
        '<ellipse cx="4.6" cy="-2.6" rx="2.3" ry="4.6" transform="rotate(24 4.6 -2.6)"/>'
        '<path d="M-1.4 1.5L-3.5 9H3.5L1.4 1.5Z"/></g><rect x="-3" y="2.4" width="6" height="2" fill="#5b3a18"/>'
    ),
    # a worker: head and shoulders
    "worker": (
        f'<g fill="{RES_FILL["worker"]}" stroke="{INK}" stroke-width="1.1"><circle cx="0" cy="-4.8" r="3.8"/>'
        '<path d="M-8 9C-8 2.5-4.5-0.4 0-0.4C4.5-0.4 8 2.5 8 9Z"/></g>'
    ),
    # influence: a sword, point up
    "influence": (
        f'<g fill="{CAT_FILL["influence"]}" stroke="{INK}" stroke-width=".9"><path d="M-1.6 3V-6.5L0-9.5L1.6-6.5V3Z"/>'
        '<rect x="-5.5" y="3" width="11" height="2.2" rx="1"/><rect x="-1.2" y="5.2" width="2.4" height="3.4"/>'
        '<circle cx="0" cy="9.2" r="1.3"/></g>'
    ),
    # agreements: a sealed scroll
    "agreements": (
        f'<g stroke="{INK}" stroke-width=".9"><rect x="-7" y="-7.5" width="14" height="14" rx="1.5" fill="#f4ecd8"/>'
        f'<path d="M-4.5-3.5H4.5M-4.5-0.5H4.5M-4.5 2.5H1" stroke="{CAT_FILL["agreements"]}" stroke-width="1.4" fill="none"/>'
        f'<circle cx="4.6" cy="6" r="3.2" fill="{CAT_FILL["agreements"]}"/></g>'
    ),
    # trade: a pair of scales
    "trade": (
        f'<g stroke="{CAT_FILL["trade"]}" stroke-width="1.6" fill="none"><path d="M0-8V8M-5 8H5M-8-5H8"/>'
        '<path d="M-8-5L-10.4 1M-8-5L-5.6 1M8-5L5.6 1M8-5L10.4 1"/></g>'
        f'<g fill="{CAT_FILL["trade"]}" stroke="{INK}" stroke-width=".6"><path d="M-10.6 1H-5.4A2.6 2.6 0 0 1-10.6 1Z"/>'
        '<path d="M5.4 1H10.6A2.6 2.6 0 0 1 5.4 1Z"/><circle cx="0" cy="-8" r="1.5"/></g>'
    ),
    # the ankh
    "ankh": (
        '<path d="M0-2.2C-3.6-4.2-4.4-9.4 0-9.4C4.4-9.4 3.6-4.2 0-2.2ZM0-3.9C1.8-5.3 2-7.6 0-7.6C-2-7.6-1.8-5.3 0-3.9Z'
        'M-6.5-2.2H6.5V0H1.2V9.4H-1.2V0H-6.5Z" fill="#b8860b" fill-rule="evenodd" stroke="#5b4206" stroke-width=".6"/>'
    ),
    # a sundial: a dial and its pointer
    "sundial": (
        '<circle r="8.6" fill="#f6d66b" stroke="#7d5d06" stroke-width="1.2"/>'
        '<path d="M0-8.6V-6M0 8.6V6M-8.6 0H-6M8.6 0H6M-6.1-6.1L-4.3-4.3M6.1-6.1L4.3-4.3" stroke="#7d5d06" stroke-width="1.1"/>'
        '<path d="M0 0L3.6-5.4L1.6 0Z" fill="#5b4206"/>'
    ),
    # a revolt token face down: a hexagon with a flame
    "revolt": (
        '<path d="M0-9.6L8.3-4.8V4.8L0 9.6L-8.3 4.8V-4.8Z" fill="#5a2323" stroke="#2b0f0f" stroke-width="1"/>'
        '<path d="M0-6C2.5-3 4.2-0.6 4.2 2.2C4.2 4.8 2.2 6.4 0 6.4C-2.2 6.4-4.2 4.8-4.2 2.2C-4.2 0-3 -1.4-1.6-2.6'
        'C-1.4-0.8-0.6 0 0.4 0C0.2-2.4-0.4-4 0-6Z" fill="#f08a24"/>'
    ),
}


def defs_svg() -> str:
    """The hidden SVG holding Pyramidion's symbols (one per game screen or guide page)."""
    body = "".join(
        f'<symbol id="py-s-{name}" viewBox="-10 -10 20 20">{path}</symbol>' for name, path in SYMBOLS.items()
    )
    star = f'<symbol id="py-s-star" viewBox="-10 -10 20 20"><path d="{star_path(0, 0.6, 9.6, 4)}" fill="#d4a017" stroke="#7d5d06" stroke-width="1"/></symbol>'
    return (
        f'<svg class="svg-defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>'
        f"{body}{star}</defs></svg>"
    )


def use(name: str, x: float, y: float, size: float, cls: str = "") -> str:
    """Symbol `name` centred on (x, y), `size` units wide."""
    h = size / 2
    return f'<use href="#py-s-{name}" x="{x - h:g}" y="{y - h:g}" width="{size:g}" height="{size:g}"{attrs(class_=cls or None)}/>'


def text(
    x: float,
    y: float,
    value,
    size: float = 11,
    *,
    anchor: str = "start",
    weight: str = "",
    fill: str = INK,
    cls: str = "",
    fit: float = 0,
) -> str:
    """A line of text; with `fit`, squeezed to that width when it would be longer."""
    s = str(value)
    squeeze = fit and len(s) * size * 0.56 > fit
    return (
        f"<text{attrs(x=f'{x:g}', y=f'{y:g}', font_size=f'{size:g}', text_anchor=anchor if anchor != 'start' else None, font_weight=weight or None, fill=fill, class_=cls or None, textLength=f'{fit:g}' if squeeze else None, lengthAdjust='spacingAndGlyphs' if squeeze else None)}>"
        f"{esc(s)}</text>"
    )


def svg(view_box: str, body: str, cls: str, *, label: "str | None" = None) -> str:
    """An inline SVG; decorative (hidden from screen readers) unless it gets a `label`."""
    a11y = {"role": "img", "aria_label": label} if label else {"aria_hidden": "true", "focusable": "false"}
    return f"<svg{attrs(class_=cls, viewBox=view_box, **a11y)}>{body}</svg>"


# --- resources -------------------------------------------------------------------------------


def resource_row(
    counts, x: float, y: float, size: float = 13, gap: float = 4, *, limit: float = 0, font: float = 11
) -> "tuple[str, float]":
    """Resource counts as icon + number pairs from (x, y) (the icons' centre line); returns the
    SVG and the x after the last pair. Pairs that do not fit in `limit` are dropped (never with
    the limits used here: six kinds at most)."""
    out = []
    for r, n in enumerate(counts):
        if not n:
            continue
        name = data.RESOURCES[r]
        width = size + 2 + font * 0.62 * len(str(n))
        if limit and x + width > limit:
            break
        out.append(
            f'<g class="py-res-{name}">{use(name, x + size / 2, y, size)}'
            f"{text(x + size + 1.5, y + font * 0.36, n, font, weight='700')}</g>"
        )
        x += width + gap
    return "".join(out), x


def resource_icon(name: str, size: int = 16, label: "str | None" = None) -> str:
    """One resource as a small inline SVG (HTML text: the stock, the loader)."""
    return svg("-10 -10 20 20", use(name, 0, 0, 20), f"py-icon py-icon-{name}", label=label)


def icon(name: str, label: "str | None" = None, cls: str = "") -> str:
    """Any of Pyramidion's symbols as a small inline SVG."""
    return svg("-10 -10 20 20", use(name, 0, 0, 20), f"py-icon py-icon-{name} {cls}".strip(), label=label)


# --- character cards -------------------------------------------------------------------------

CARD_W, CARD_H = 60, 84


def kind_fill(kind: str) -> str:
    return KIND_FILL.get(kind, SPECIAL_FILL)


def card_face(card: int, colour: int = -1, *, category: int = -1, copy: int = -1, raised: bool = False) -> str:
    """The body of a character card, 60×84 units: a band in its kind's colour with its name, its
    values as category symbols and numbers, the ankh in the corner. `colour` edges it in a seat's
    colour (a basic card, or a card played by that seat); a Deity's token, a Philosopher's copy
    and a Stonecutter's raise are drawn on it."""
    c = data.CARDS[card]
    own = colour if colour >= 0 else c.colour
    edge = SEAT_FILL[own] if own >= 0 else "#8c7b5e"
    out = [
        f'<rect x="1.5" y="1.5" width="57" height="81" rx="6" fill="{PARCHMENT}" stroke="{edge}" stroke-width="3"/>',
        f'<path d="M3 7.5A4.5 4.5 0 0 1 7.5 3H52.5A4.5 4.5 0 0 1 57 7.5V18H3Z" fill="{kind_fill(c.kind)}"/>',
        text(30, 14, t("py.kind." + c.kind), 9, anchor="middle", weight="700", fill="#fff", fit=50),
    ]
    if c.colour >= 0:  # a basic card: a seat-coloured dot in the band
        out.append(seat_mark(c.colour, 52, 24, 3, SEAT_FILL[c.colour], "#fff", 1))
    values = [(cat, getattr(c, cat)) for cat in data.CATEGORIES if getattr(c, cat)]
    if copy >= 0:
        out.append(
            text(30, 31, "= " + t("py.kind." + data.CARDS[copy].kind), 8.5, anchor="middle", weight="700", fit=52)
        )
        cc = data.CARDS[copy]
        values = [(cat, getattr(cc, cat)) for cat in data.CATEGORIES if getattr(cc, cat)]
        top = 44
    else:
        top = 32
    step = 17 if len(values) < 3 else 15
    for i, (cat, v) in enumerate(values):
        y = top + i * step
        out.append(use(cat, 18, y, 14) + text(30, y + 5.5, v, 16, weight="700"))
    if c.kind == data.DEITY and copy < 0:
        if category >= 0:
            cat = data.CATEGORIES[category % 3]
            out.append(
                f'<circle cx="30" cy="42" r="12" fill="#fff" stroke="{CAT_FILL[cat]}" stroke-width="2.5"/>'
                + use(cat, 30, 39, 11)
                + text(30, 51, f"+{data.DEITY_BONUS}", 8, anchor="middle", weight="700")
            )
        else:
            out.append(
                "".join(use(cat, 14 + 16 * i, 40, 12) for i, cat in enumerate(data.CATEGORIES))
                + text(30, 60, f"+{data.DEITY_BONUS}", 13, anchor="middle", weight="700")
            )
    if raised:
        out.append(
            text(30, 68, f"+{data.STONECUTTER_RAISE} ▲", 9, anchor="middle", weight="700", fill=CAT_FILL["influence"])
        )
    if c.ankh:
        out.append(use("ankh", 49, 73, 13))
    return "".join(out)


def card_svg(card: int, colour: int = -1, cls: str = "py-card-art", **marks) -> str:
    """A character card as an SVG picture (decorative: the control around it says it in words)."""
    return _card_svg(card, colour, cls, lang(), tuple(sorted(marks.items())))


@functools.lru_cache(maxsize=512)
def _card_svg(card: int, colour: int, cls: str, _lang: str, marks: tuple) -> str:
    """card_svg, drawn once per card, colour, marks and language."""
    return svg(f"0 0 {CARD_W} {CARD_H}", card_face(card, colour, **dict(marks)), cls)


def card_back_svg(cls: str = "py-card-art") -> str:
    """The back of a character card (the deck, other players' hands)."""
    body = (
        '<rect x="1.5" y="1.5" width="57" height="81" rx="6" fill="#8a6a3b" stroke="#4b3416" stroke-width="3"/>'
        '<path d="M30 16L48 58H12Z" fill="#d4b26a" stroke="#4b3416" stroke-width="1.5"/>'
        '<path d="M30 16L36 30H24Z" fill="#f6d66b"/>'
    )
    return svg(f"0 0 {CARD_W} {CARD_H}", body, cls)


# --- boats -----------------------------------------------------------------------------------

BOAT_W, BOAT_H = 120, 78


def boat_face(boat: int, *, hidden: bool = False, version: int = data.VERSION) -> str:
    """A boat, 120×78 units: its cargo (the cost, one symbol per unit) piled on deck, its victory
    points on the sail, as the game's rules `version` has them. `hidden`: a loaded boat whose
    points the viewer may not know."""
    vp, cost = data.boat(boat, version) if boat >= 0 else (None, ())
    out = [
        '<path d="M4 50H116L104 72H16Z" fill="#8a5a2b" stroke="#3b2410" stroke-width="2"/>',
        '<path d="M10 56H110" stroke="#5b3a18" stroke-width="1.5"/>',
        '<path d="M88 50V6" stroke="#3b2410" stroke-width="2.5"/>',
        '<path d="M90 8L116 44H90Z" fill="#f4ecd8" stroke="#3b2410" stroke-width="1.5"/>',
    ]
    out.append(use("star", 102, 30, 18) if not hidden else "")
    out.append(
        text(
            102,
            35 if not hidden else 36,
            "?" if hidden or vp is None else vp,
            13 if not hidden else 16,
            anchor="middle",
            weight="700",
            fill=INK,
        )
    )
    units = [data.RESOURCES[r] for r, n in enumerate(cost) for _ in range(n)]
    per_row = 5
    for i, name in enumerate(units):
        row, col = divmod(i, per_row)
        out.append(use(name, 12 + col * 15.5, 42 - row * 15, 15))
    return "".join(out)


@functools.lru_cache(maxsize=128)
def boat_svg(boat: int, cls: str = "py-boat-art", *, hidden: bool = False, version: int = data.VERSION) -> str:
    return svg(f"0 0 {BOAT_W} {BOAT_H}", boat_face(boat, hidden=hidden, version=version), cls)


# --- tokens ----------------------------------------------------------------------------------

#: the shape each seat colour carries beside its hue (colour never tells alone), as in every game
SEAT_SHAPES = ("circle", "square", "diamond", "triangle")


def seat_mark(colour: int, cx: float, cy: float, r: float, fill: str, stroke: str = "none", width: float = 0) -> str:
    """Seat colour `colour`'s shape centred on (cx, cy), `r` its half size."""
    line = f' stroke="{stroke}" stroke-width="{width:g}"' if width else ""
    shape = SEAT_SHAPES[colour % 4]
    if shape == "circle":
        return f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{fill}"{line}/>'
    if shape == "square":
        q = r * 0.86
        return f'<rect x="{cx - q:g}" y="{cy - q:g}" width="{2 * q:g}" height="{2 * q:g}" rx="{r * 0.15:g}" fill="{fill}"{line}/>'
    if shape == "diamond":
        return f'<path d="M{cx:g} {cy - r * 1.1:g}L{cx + r * 1.1:g} {cy:g}L{cx:g} {cy + r * 1.1:g}L{cx - r * 1.1:g} {cy:g}Z" fill="{fill}"{line}/>'
    return (
        f'<path d="M{cx:g} {cy - r * 1.15:g}L{cx + r * 1.1:g} {cy + r * 0.8:g}L{cx - r * 1.1:g} {cy + r * 0.8:g}Z" '
        f'fill="{fill}"{line}/>'
    )


def seat_token(kind: str, colour: int, x: float, y: float, r: float = 9) -> str:
    """A mercenary (sword) or intermediary (scroll) token in a seat's colour, centred on (x, y)."""
    glyph = "influence" if kind == "mercenary" else "agreements"
    r = r * 1.12 if colour % 4 else r  # a shape with corners reaches as far out as the disc
    return (
        seat_mark(colour, x, y, r, SEAT_FILL[colour], SEAT_EDGE[colour], 1.5)
        + f'<circle cx="{x:g}" cy="{y:g}" r="{r * 0.62:g}" fill="#fff"/>'
        + use(glyph, x, y, r * 0.9)
    )


def revolt_token_face(token: int, x: float, y: float, size: float = 30) -> str:
    """A revealed revolt token: its strength and the resource it pays."""
    strength, reward = data.REVOLT_TOKENS[token]
    h = size / 2
    pts = " ".join(
        f"{x + h * dx:g},{y + h * dy:g}"
        for dx, dy in ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))
    )
    return (
        f'<polygon points="{pts}" fill="#f4e1d2" stroke="#5a2323" stroke-width="1.5"/>'
        + text(x - h * 0.28, y + size * 0.14, strength, size * 0.38, anchor="middle", weight="700", fill="#5a2323")
        + use(data.RESOURCES[reward], x + h * 0.38, y, size * 0.36)
    )


# --- the pyramid -----------------------------------------------------------------------------


def pyramid_rows(target: int) -> "list[int]":
    """Blocks per row, bottom first, for a pyramid of `target` blocks: rows one narrower each
    time (10 → 4, 3, 2, 1; 15 → 5 … 1; 12 → 5, 4, 3)."""
    width = 1
    while width * (width + 1) // 2 < target:
        width += 1
    rows, left = [], target
    while left > 0:
        n = min(width, left)
        rows.append(n)
        left -= n
        width -= 1
    return rows


def pyramid_svg(vp: "int | None", target: int, colour: int, label: str) -> str:
    """A player's pyramid: `target` blocks, one a victory point, built from the bottom row up
    (`vp` None: the points are hidden, so no block is shown as built)."""
    rows = pyramid_rows(target)
    bw, bh = 10, 7
    width = rows[0] * bw
    out, n = [], 0
    for r, count in enumerate(rows):
        y = (len(rows) - 1 - r) * bh
        x0 = (width - count * bw) / 2
        for i in range(count):
            built = vp is not None and n < vp
            fill = SEAT_FILL[colour] if built else "#efe6cf"
            out.append(
                f'<rect x="{x0 + i * bw + 0.5:g}" y="{y + 0.5:g}" width="{bw - 1:g}" height="{bh - 1:g}" rx="1" '
                f'fill="{fill}" stroke="{SEAT_EDGE[colour] if built else "#c9b88f"}" stroke-width=".8"/>'
            )
            n += 1
    extra = vp is not None and vp > target
    if extra:
        out.append(text(width / 2, -2, f"+{vp - target}", 8, anchor="middle", weight="700"))
    top = -10 if extra else 0
    return svg(f"-1 {top - 1} {width + 2} {len(rows) * bh + 2 - top}", "".join(out), "py-pyramid", label=label)
