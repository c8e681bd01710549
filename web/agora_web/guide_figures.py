"""The pictures of the rules guides, drawn by each game's own drawing code (never screenshots).

A guide asks for a figure with a line such as `!figure tile hqT | caption`; `drawer(game)` returns
the function that turns (kind, args) into HTML, and `check(game, kind, args)` says whether a
figure can be drawn at all (the tests run it over every guide). Each game's drawing module is
imported only when its figure is drawn, so opening one guide loads nothing of the other games.
"""

from __future__ import annotations

from typing import Callable

#: per game, per figure kind: (how many arguments at least, what each argument must be)
KINDS = {
    "akropolis": {"tile": "codes", "hex": "code", "start": None},
    "amytis": {"tile": "amytis_tile", "project": "amytis_project", "buildings": None},
    "pantikapaion": {"tile": "pk_tile", "cube": "pk_colour", "building": "pk_kind"},
    "pyramidion": {"card": "py_card", "boat": "py_boat", "city": "py_city"},
}


def _valid(check: str, arg: str) -> bool:
    """Whether one argument names a real piece of the game (read from the engine's data)."""
    if check == "codes":
        return len(arg) == 3 and all(c in "hmbtgHMBTGq" for c in arg)
    if check == "code":
        return len(arg) == 1 and arg in "hmbtgHMBTGq"
    if not arg.isdigit() and check not in ("pk_colour", "pk_kind"):
        return False
    if check == "amytis_tile":
        from engine.amytis.data import TILES

        return int(arg) in TILES
    if check == "amytis_project":
        from engine.amytis.data import PROJECTS

        return int(arg) in PROJECTS
    if check == "pk_tile":
        from engine.pantikapaion.data import TILES

        return int(arg) in TILES
    if check == "pk_colour":
        from engine.pantikapaion.data import COLOURS

        return arg in COLOURS
    if check == "pk_kind":
        from engine.pantikapaion.data import KINDS as PK_KINDS

        return arg in PK_KINDS
    from engine.pyramidion import data as py

    limit = {"py_card": len(py.CARDS), "py_boat": len(py.BOATS), "py_city": len(py.CITIES)}[check]
    return int(arg) < limit


def check(game: str, kind: str, args) -> "str | None":
    """None when the figure can be drawn, else why not (for the tests and the writer)."""
    kinds = KINDS.get(game)
    if kinds is None:
        return f"no figures for the game {game!r}"
    if kind not in kinds:
        return f"{game} has no figure kind {kind!r} (known: {', '.join(sorted(kinds))})"
    rule = kinds[kind]
    if rule is None:
        return None if not args else f"the figure {kind!r} takes no arguments"
    if not args:
        return f"the figure {kind!r} needs at least one argument"
    bad = [a for a in args if not _valid(rule, a)]
    return f"the figure {kind!r} cannot draw {', '.join(bad)}" if bad else None


def _row(items) -> str:
    return f'<span class="guide-pieces">{"".join(items)}</span>'


# --- Akropolis ------------------------------------------------------------------------------

def _akropolis(kind: str, args) -> str:
    from .akropolis import board

    if kind == "tile":
        return _row(board.tile_svg(codes, "tile-svg guide-tile", board.tile_title(codes)) for codes in args)
    if kind == "hex":
        return _row(_hexes([((0, 0), code)], board.hex_name(code)) for code in args)
    # the starting tile: a house plaza with three quarries around it
    from engine.akropolis import data

    cells = sorted(data.STARTING_TILE.items())
    return _hexes(cells, board.tile_title("".join(code for _pos, code in cells)))


def _hexes(cells, title: str) -> str:
    """Hexes at level 1 in one small drawing (the board's own hex shapes and symbols)."""
    from html import escape

    from .akropolis import board

    body = "".join(board.hex_svg(*board.center(*pos), code, 1, label=False) for pos, code in cells)
    minx, miny, w, h = board.city_bbox([pos for pos, _code in cells])
    pad = 0.55 * board.R  # city_bbox leaves room for spots; a figure needs less
    return (f'<svg class="guide-hexes" viewBox="{minx + pad:.1f} {miny + pad:.1f} {w - 2 * pad:.1f} {h - 2 * pad:.1f}" '
            f'role="img"><title>{escape(title)}</title>{body}</svg>')


# --- Architects of Amytis -------------------------------------------------------------------

def _amytis(kind: str, args) -> str:
    from .amytis import draw

    if kind == "tile":
        return _row(draw.tile_svg(int(a), "am-tile guide-am-tile") for a in args)
    if kind == "project":
        return _row(draw.project_svg(int(a), "am-card guide-am-card") for a in args)
    from html import escape

    from engine.amytis.data import BUILDINGS

    return _row(f'<span class="guide-piece">{draw.building_icon(b, "icon am-bicon guide-icon")}'
                f'<span>{escape(draw.building_name(b))}</span></span>' for b in range(len(BUILDINGS)))


# --- Pantikapaion ---------------------------------------------------------------------------

def _pantikapaion(kind: str, args) -> str:
    from html import escape

    from .pantikapaion import draw

    if kind == "tile":
        return _row(f'<span class="guide-piece" title="{escape(draw.tile_title(int(a)))}">'
                    f'{draw.tile_svg(int(a), 26, "pk-tile guide-pk-tile")}</span>' for a in args)
    if kind == "cube":
        return _row(f'<span class="guide-piece">{draw.cube_svg(c, 22)}<span>{escape(draw.colour_name(c))}</span></span>'
                    for c in args)
    return _row(f'<span class="guide-piece"><b class="guide-glyph" aria-hidden="true">{draw.ICON[k]}</b>'
                f'<span>{escape(draw.kind_name(k))}</span></span>' for k in args)


# --- Pyramidion -----------------------------------------------------------------------------

def _pyramidion(kind: str, args) -> str:
    from html import escape

    from engine.pyramidion import data

    from .i18n import t
    from .pyramidion import game as screen

    if kind == "card":
        return _row(f'<span class="py-card guide-py-card">{escape(screen.card_name(int(a)))}</span>' for a in args)
    if kind == "boat":
        return _row(f'<span class="py-boat guide-py-boat"><span class="py-boat-vp">{data.BOATS[int(a)][0]} ★</span>'
                    f'{screen.cost_html(data.BOATS[int(a)][1])}</span>' for a in args)
    items = []
    for a in args:
        c = int(a)
        ths = " ".join(f"{screen.CAT_ICON[cat]}{data.THRESHOLDS[c][i]}" for i, cat in enumerate(data.CATEGORIES))
        res = t("py.res." + data.RESOURCES[data.MERCENARY_RESOURCE[c]])
        items.append(f'<span class="py-city guide-py-city"><b class="py-city-name">{escape(screen.city_name(c))}</b>'
                     f'<span class="py-th">{escape(ths)}</span><span class="muted small">⚔→{escape(res)}</span></span>')
    return _row(items)


_DRAWERS = {"akropolis": _akropolis, "amytis": _amytis, "pantikapaion": _pantikapaion, "pyramidion": _pyramidion}


def drawer(game: str) -> "Callable[[str, tuple], str]":
    """The figure function of `game`: (kind, args) → HTML; a figure it cannot draw raises."""
    draw_game = _DRAWERS[game]

    def draw(kind: str, args) -> str:
        why = check(game, kind, args)
        if why:
            raise ValueError(why)
        return draw_game(kind, args)

    return draw


def defs(game: str) -> str:
    """Shared SVG symbols a game's figures refer to, when the page does not have them already
    (the Akropolis symbols are always in the page; Amytis draws its own per screen)."""
    if game == "amytis":
        from .amytis import draw

        return draw.defs_svg()
    return ""
