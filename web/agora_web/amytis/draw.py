"""Drawing Architects of Amytis as SVG/HTML text: tiles, building icons, architects, project
cards, favor icons. Pure functions of engine ids (engine.amytis.data); no rules are decided here.

Tile ids are colour × 10 + building. Every tile shows its colour twice: the fill, and a symbol in
the corner (green circle, orange triangle, pink square, blue star), so colours never depend on
telling hues apart.
"""

from __future__ import annotations

import functools

from engine.amytis.data import BUILDINGS, COLOURS, PATTERN_COLOURS, PROJECTS, building_of, colour_of

from ..texts.i18n import lang, t, tn
from ..ui.html import esc
from ..ui.icons import star_path

FILL = {"green": "#4e9a48", "orange": "#e08529", "pink": "#d65f8c", "blue": "#3b72bd"}
#: architects and pawns of each seat
SEAT_FILL = ("#2f2b27", "#fbf8f1")
SEAT_STROKE = ("#111", "#3a352e")


GLYPHS = {
    # a round tree on a trunk
    "garden": '<path d="M0-8.4C4.3-8.4 7-5.4 7-2C7 1.6 4 3.6 1.4 3.7V8.4H-1.4V3.7C-4 3.6-7 1.6-7-2C-7-5.4-4.3-8.4 0-8.4Z"/>',
    # a stall under an awning
    "market": '<path fill-rule="evenodd" d="M-8.2-2.4L-6.6-7.8H6.6L8.2-2.4Z M-6.4-1.2H6.4V8.2H-6.4Z M-2.1 2.4H2.1V8.2H-2.1Z"/>',
    # battlements with a gate
    "wall": '<path fill-rule="evenodd" d="M-8.4 8.2V-7.8H-5V-4.8H-1.7V-7.8H1.7V-4.8H5V-7.8H8.4V8.2Z M-2.3 8.2V3.2A2.3 2.3 0 0 1 2.3 3.2V8.2Z"/>',
    # a domed palace with a spire
    "palace": '<path fill-rule="evenodd" d="M-7.8 8.2V0.6H7.8V8.2Z M-5.9-0.4C-5.9-4.2-3.2-6.4 0-6.4C3.2-6.4 5.9-4.2 5.9-0.4Z '
    'M-0.7-6.2V-9.2H0.7V-6.2Z M-1.8 8.2V4.2A1.8 1.8 0 0 1 1.8 4.2V8.2Z"/>',
    # a house with a door and a window
    "residence": '<path fill-rule="evenodd" d="M-8.2 0.4L0-7.8L8.2 0.4H6V8.2H-6V0.4Z M-1.7 8.2V3.4H1.7V8.2Z M2.9-0.6H4.9V1.4H2.9Z"/>',
    # an amphitheatre: two tiers and a stage
    "theater": '<path fill-rule="evenodd" d="M-8.8 5.4A8.8 8.8 0 0 1 8.8 5.4H6.4A6.4 6.4 0 0 0-6.4 5.4Z '
    'M-5.2 5.4A5.2 5.2 0 0 1 5.2 5.4H3A3 3 0 0 0-3 5.4Z M-9 6.6H9V8.6H-9Z"/>',
}

SYMBOLS = {
    "green": '<circle r="5.2"/>',  # smaller than the square, so the two differ by more than their corners
    "orange": '<path d="M0-7.4L7.2 5.6H-7.2Z"/>',
    "pink": '<path d="M-5.6-5.6H5.6V5.6H-5.6Z"/>',
    "blue": f'<path d="{star_path(0, 0.6, 7.6, 3.2)}"/>',
}


def defs_svg() -> str:
    """Symbols used by every Amytis drawing (one hidden SVG, part of the game screen)."""
    out = ['<svg class="svg-defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>']
    for name, body in GLYPHS.items():
        out.append(f'<symbol id="am-b-{name}" viewBox="-10 -10 20 20">{body}</symbol>')
    for name, body in SYMBOLS.items():
        out.append(f'<symbol id="am-c-{name}" viewBox="-10 -10 20 20">{body}</symbol>')
    out.append(
        '<symbol id="am-pawn" viewBox="-10 -10 20 20"><circle cx="0" cy="-4.6" r="3.6"/>'
        '<path d="M-6.2 8.6C-6.2 2.4-3.6-0.6 0-0.6C3.6-0.6 6.2 2.4 6.2 8.6Z"/></symbol>'
    )
    out.append('<symbol id="am-disc" viewBox="-10 -10 20 20"><circle r="7.5"/></symbol>')
    out.append("</defs></svg>")
    return "".join(out)


# --- names -----------------------------------------------------------------------------------


def building_name(building: int) -> str:
    return t(f"am.b.{BUILDINGS[building]}")


def colour_name(colour: int) -> str:
    return t(f"am.c.{COLOURS[colour]}")


def tile_name(tile: int, acc: bool = False) -> str:
    """A tile named by its building and colour; `acc`: as the object of a verb ("takes the
    Wall": Russian «берёт Стену»). The colour agrees with the building's gender."""
    building = BUILDINGS[building_of(tile)]
    feminine = t(f"am.b_gender.{building}") == "f"
    return t(
        "am.tile_name",
        building=t(f"am.b{'_acc' if acc else ''}.{building}"),
        colour=t(f"am.c{'_f' if feminine else ''}.{COLOURS[colour_of(tile)]}"),
    )


# --- pieces -----------------------------------------------------------------------------------


def tile_svg(tile: int, cls: str = "am-tile", title: bool = True) -> str:
    """A tile: its colour, its building's glyph, its colour's symbol in the top-left corner."""
    return _tile_svg(tile, cls, title, lang())


@functools.lru_cache(maxsize=512)
def _tile_svg(tile: int, cls: str, title: bool, _lang: str) -> str:
    colour = COLOURS[colour_of(tile)]
    building = BUILDINGS[building_of(tile)]
    tip = f"<title>{esc(tile_name(tile))}</title>" if title else ""
    # without a title the tile is decoration next to words that name it (a button's label)
    a11y = 'role="img"' if title else 'aria-hidden="true"'
    return (
        f'<svg class="{cls}" viewBox="0 0 40 40" {a11y} data-tile="{tile}">{tip}'
        f'<rect class="am-tile-bg" x="1" y="1" width="38" height="38" rx="6" fill="{FILL[colour]}"/>'
        f'<use href="#am-b-{building}" class="am-glyph" x="11.5" y="11.5" width="23" height="23"/>'
        # the colour's symbol large enough to tell the colours apart without seeing them
        f'<use href="#am-c-{colour}" class="am-sym" x="1.8" y="1.8" width="13.5" height="13.5"/></svg>'
    )


def building_icon(building: int, cls: str = "icon am-bicon") -> str:
    name = BUILDINGS[building]
    return (
        f'<svg class="{cls}" viewBox="-10 -10 20 20" aria-hidden="true">'
        f'<use href="#am-b-{name}" x="-10" y="-10" width="20" height="20"/></svg>'
    )


def colour_symbol(colour: int, cls: str = "icon am-csym") -> str:
    name = COLOURS[colour]
    return (
        f'<svg class="{cls}" viewBox="-10 -10 20 20" aria-hidden="true">'
        f'<use href="#am-c-{name}" x="-10" y="-10" width="20" height="20" fill="{FILL[name]}"/></svg>'
    )


def pawn_svg(seat: int, cls: str = "am-pawn") -> str:
    """An architect of `seat` (dark for the first player, light for the second)."""
    return (
        f'<svg class="{cls} seat-{seat}" viewBox="-10 -10 20 20" aria-hidden="true">'
        f'<use href="#am-pawn" x="-10" y="-10" width="20" height="20" fill="{SEAT_FILL[seat]}" '
        f'stroke="{SEAT_STROKE[seat]}" stroke-width="1.1"/></svg>'
    )


def disc_svg(seat: int, cls: str = "am-disc") -> str:
    """A favor pawn of `seat`."""
    return (
        f'<svg class="{cls} seat-{seat}" viewBox="-10 -10 20 20" aria-hidden="true">'
        f'<use href="#am-disc" x="-10" y="-10" width="20" height="20" fill="{SEAT_FILL[seat]}" '
        f'stroke="{SEAT_STROKE[seat]}" stroke-width="1.4"/></svg>'
    )


# --- project cards ------------------------------------------------------------------------------


def pattern_rows(card: int) -> "list[str]":
    return PROJECTS[card][1].split()


def pattern_words(card: int) -> str:
    """A project's pattern in words, row by row from the top ("green ●, any / any, blue ★"): the
    picture is all the card shows, and a screen reader needs it to plan a board."""
    return " / ".join(
        ", ".join(t("am.pattern_any") if ch == "." else colour_name(PATTERN_COLOURS[ch]) for ch in row)
        for row in pattern_rows(card)
    )


def project_words(card: int, in_text: bool = False) -> str:
    """A project card in words: its number, points and pattern (its drawing's name); `in_text`:
    after words that already say "project" (the log's), so without the word."""
    return t(
        "am.project_in_text" if in_text else "am.project_words",
        n=card,
        points=tn("n_points", PROJECTS[card][0]),
        pattern=pattern_words(card),
    )


def project_svg(card: int, cls: str = "am-card", in_text: bool = False) -> str:
    """A project card: its points and its pattern of colours ('.' cells ask for nothing);
    `in_text`: drawn after the word "project" (its name then without it, project_words)."""
    return _project_svg(card, cls, in_text, lang())


@functools.lru_cache(maxsize=256)
def _project_svg(card: int, cls: str, in_text: bool, _lang: str) -> str:
    points, _ = PROJECTS[card]
    rows = pattern_rows(card)
    nr, nc = len(rows), len(rows[0])
    size, gap = 11.0, 1.6
    width = nc * size + (nc - 1) * gap
    height = nr * size + (nr - 1) * gap
    x0 = 4 + (36 - width) / 2
    y0 = 17 + (36 - height) / 2
    body = []
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            x = x0 + c * (size + gap)
            y = y0 + r * (size + gap)
            if ch == ".":
                body.append(f'<rect class="am-pat-any" x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="2"/>')
                continue
            name = COLOURS[PATTERN_COLOURS[ch]]
            body.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="2" fill="{FILL[name]}"/>'
                f'<use href="#am-c-{name}" class="am-pat-sym" x="{x + 2.5:.1f}" y="{y + 2.5:.1f}" '
                f'width="6" height="6"/>'
            )
    return (
        f'<svg class="{cls}" viewBox="0 0 44 56" role="img" data-card="{card}">'
        f"<title>{esc(project_words(card, in_text))}</title>"
        f'<rect class="am-card-bg" x="0.8" y="0.8" width="42.4" height="54.4" rx="4.5"/>'
        f'<text class="am-card-pts" x="22" y="12.4">{points}</text>{"".join(body)}</svg>'
    )


# --- favor spaces -------------------------------------------------------------------------------


def favor_icon(space: str) -> str:
    """A small drawing of what a favor space counts."""
    if space in ("I", "II", "III", "IV"):
        n = ("I", "II", "III", "IV").index(space) + 1
        layers = "".join(
            f'<rect x="{-6 + 0.5 * i:.1f}" y="{6 - 3.4 * (i + 1):.1f}" width="{12 - i:.1f}" height="2.8" rx="0.8"/>'
            for i in range(n)
        )
        return f'<svg class="am-ficon" viewBox="-10 -10 20 20" aria-hidden="true">{layers}</svg>'
    if space == "stairs":
        return (
            '<svg class="am-ficon" viewBox="-10 -10 20 20" aria-hidden="true"><path d="M-8 7V3H-3V-1H2V-5H7V7Z"/></svg>'
        )
    if space == "corners":
        return (
            '<svg class="am-ficon" viewBox="-10 -10 20 20" aria-hidden="true">'
            '<path d="M-8-8H-3V-3H-8Z M3-8H8V-3H3Z M-8 3H-3V8H-8Z M3 3H8V8H3Z"/>'
            '<path d="M-1.6-8.4H1.6V8.4H-1.6Z M-8.4-1.6H8.4V1.6H-8.4Z" opacity=".25"/></svg>'
        )
    if space == "projects":
        return (
            '<svg class="am-ficon" viewBox="-10 -10 20 20" aria-hidden="true">'
            '<path fill-rule="evenodd" d="M-6-8.5H6V8.5H-6Z M-3.8-5H-0.6V-1.8H-3.8Z M0.6-1.2H3.8V2H0.6Z M-3.8 2.6H-0.6V5.8H-3.8Z"/></svg>'
        )
    return ""
