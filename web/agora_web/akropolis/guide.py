"""What the rules guide (guide.en.md, guide.ru.md beside this file) needs of Akropolis: the
figures it may ask for, drawn by the board's own code, and the section of each decision."""

from __future__ import annotations

_HEX_CODES = "hmbtgHMBTGq"

#: figure kind → check of one argument (None: the figure takes no arguments)
FIGURES = {
    "tile": lambda arg: len(arg) == 3 and all(c in _HEX_CODES for c in arg),
    "hex": lambda arg: len(arg) == 1 and arg in _HEX_CODES,
    "start": None,
    "legend": None,  # the "Symbols" section: every symbol of the boards (legend.py)
}

#: a move is one Move(take, hexes): choosing the tile, then where it goes; the Famous
#: Architect's forced turn in the solo game
DECISION_SECTIONS = dict(take="take-tile", place="place-tile", architect="architect-turn")
DEFAULT_SECTION = "turn"


def decision_types() -> "tuple[str, ...]":
    """Every kind of decision the engine can ask for, read from the engine itself."""
    from engine.akropolis.state import Move

    parts = {"take": "take", "hexes": "place"}
    return tuple(parts[f] for f in Move.__struct_fields__) + ("architect",)


def decision_of(state) -> "str | None":
    """ "take" until the screen knows a tile is chosen (then "place"); None once the game is over."""
    from engine.akropolis.solo import ARCHITECT_SEAT

    if state.over:
        return None
    return "architect" if state.options.solo and state.turn == ARCHITECT_SEAT else "take"


def figure(kind: str, args) -> str:
    if kind == "legend":
        from ..presentation.legend import legend_html

        return legend_html("akropolis")
    from ..texts.guide_figures import row
    from . import draw

    if kind == "tile":
        return row(draw.tile_svg(codes, "tile-svg guide-tile", draw.tile_title(codes)) for codes in args)
    if kind == "hex":
        return row(_hexes([((0, 0), code)], draw.hex_name(code)) for code in args)
    # the starting tile: a house plaza with three quarries around it
    from engine.akropolis import data

    cells = sorted(data.STARTING_TILE.items())
    return _hexes(cells, draw.tile_title("".join(code for _pos, code in cells)))


def _hexes(cells, title: str) -> str:
    """Hexes at level 1 in one small drawing (the board's own hex shapes and symbols)."""
    from html import escape

    from . import draw

    body = "".join(draw.hex_svg(*draw.center(*pos), code, 1, label=False) for pos, code in cells)
    minx, miny, w, h = draw.city_bbox([pos for pos, _code in cells])
    pad = 0.55 * draw.R  # city_bbox leaves room for spots; a figure needs less
    return (
        f'<svg class="guide-hexes" viewBox="{minx + pad:.1f} {miny + pad:.1f} {w - 2 * pad:.1f} {h - 2 * pad:.1f}" '
        f'role="img"><title>{escape(title)}</title>{body}</svg>'
    )


def defs() -> str:
    """The district glyphs the figures and the legend refer to (the game screen draws its own)."""
    from . import draw

    return draw.defs_svg()
