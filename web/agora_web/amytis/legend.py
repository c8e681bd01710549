"""Architects of Amytis' legend: every symbol its boards draw (draw.py, game.py), drawn by the same
code, with its name and meaning in the game's catalogs (am.lg.<id>, am.lg.<id>_means)."""

from __future__ import annotations

from ..legend import Entry

#: marks that are not symbols: the holder of a favor space's pawn, empty until one is placed
NOT_SYMBOLS = frozenset({"swatch:am-fav-disc"})


def _building(index: int):
    def draw() -> str:
        from . import draw as am

        return am.building_icon(index, "icon am-bicon lg-icon")
    return draw


def _colour(index: int):
    def draw() -> str:
        from . import draw as am

        return am.colour_symbol(index, "icon am-csym lg-icon")
    return draw


def _favor(space: str):
    def draw() -> str:
        from . import draw as am

        return am.favor_icon(space).replace('class="am-ficon"', 'class="am-ficon lg-icon"')
    return draw


def _tile() -> str:
    from . import draw as am

    return am.tile_svg(31, "am-tile lg-tile", title=False)


def _card() -> str:
    from engine.amytis.data import PROJECTS

    from . import draw as am

    return am.project_svg(min(PROJECTS), "am-card lg-card")


def _pawn() -> str:
    from . import draw as am

    return am.pawn_svg(0, "am-pawn lg-icon")


def _disc() -> str:
    from . import draw as am

    return am.disc_svg(1, "am-disc lg-icon")


def _span(cls: str):
    return lambda: f'<span class="{cls} lg-swatch" aria-hidden="true"></span>'


def entries() -> "tuple[Entry, ...]":
    from engine.amytis.data import BUILDINGS, COLOURS

    buildings = tuple(Entry(f"am.lg.b_{name}", (f"use:am-b-{name}",) + (("svg:am-bicon",) if i == 0 else ()),
                            _building(i)) for i, name in enumerate(BUILDINGS))
    glyphs = {"green": "●", "orange": "▲", "pink": "■", "blue": "★"}
    colours = tuple(Entry(f"am.lg.c_{name}", (f"use:am-c-{name}", f"glyph:{glyphs[name]}"), _colour(i))
                    for i, name in enumerate(COLOURS))
    return buildings + colours + (
        Entry("am.lg.tile", ("svg:am-tile",), _tile),
        Entry("am.lg.project", ("svg:am-card",), _card),
        Entry("am.lg.deck", ("swatch:am-deck-back",), _span("am-deck-back")),
        Entry("am.lg.preview", ("svg:am-pv-sym", "swatch:am-pv-mark", "swatch:ok"),
              lambda: _colour(0)().replace("am-csym", "am-pv-sym")),
        Entry("am.lg.empty", ("swatch:am-empty-mark", "swatch:am-slot"), _span("am-empty-mark")),
        Entry("am.lg.architect", ("use:am-pawn", "svg:am-pawn"), _pawn),
        Entry("am.lg.favor_pawn", ("use:am-disc", "svg:am-disc"), _disc),
        Entry("am.lg.fav_height", ("svg:am-ficon",), _favor("III")),
        Entry("am.lg.fav_stairs", (), _favor("stairs")),
        Entry("am.lg.fav_corners", (), _favor("corners")),
        Entry("am.lg.fav_projects", (), _favor("projects")),
        Entry("am.lg.winner", ("use:g-laurel", "svg:laurel"), _laurel),
    )


def _laurel() -> str:
    from ..ui.icons import icon

    return icon("laurel", "icon lg-icon")
