"""Architects of Amytis' legend: every symbol its boards draw (draw.py, screen.py), drawn by the same
code, with its name and meaning in the game's catalogs (am.lg.<id>, am.lg.<id>_means)."""

from __future__ import annotations

from ..presentation.legend import Entry

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
    buildings = (
        Entry("am.lg.b_garden", "am.lg.b_garden_means", ("use:am-b-garden", "svg:am-bicon"), _building(0)),
        Entry("am.lg.b_market", "am.lg.b_market_means", ("use:am-b-market",), _building(1)),
        Entry("am.lg.b_wall", "am.lg.b_wall_means", ("use:am-b-wall",), _building(2)),
        Entry("am.lg.b_palace", "am.lg.b_palace_means", ("use:am-b-palace",), _building(3)),
        Entry("am.lg.b_residence", "am.lg.b_residence_means", ("use:am-b-residence",), _building(4)),
        Entry("am.lg.b_theater", "am.lg.b_theater_means", ("use:am-b-theater",), _building(5)),
    )
    colours = (  # each colour is also a shape, in the tile's corner and in its name
        Entry("am.lg.c_green", "am.lg.c_green_means", ("use:am-c-green", "glyph:●"), _colour(0)),
        Entry("am.lg.c_orange", "am.lg.c_orange_means", ("use:am-c-orange", "glyph:▲"), _colour(1)),
        Entry("am.lg.c_pink", "am.lg.c_pink_means", ("use:am-c-pink", "glyph:■"), _colour(2)),
        Entry("am.lg.c_blue", "am.lg.c_blue_means", ("use:am-c-blue", "glyph:★"), _colour(3)),
    )
    return (
        buildings
        + colours
        + (
            Entry("am.lg.tile", "am.lg.tile_means", ("svg:am-tile",), _tile),
            Entry("am.lg.project", "am.lg.project_means", ("svg:am-card",), _card),
            Entry("am.lg.deck", "am.lg.deck_means", ("swatch:am-deck-back",), _span("am-deck-back")),
            Entry(
                "am.lg.preview",
                "am.lg.preview_means",
                ("svg:am-pv-sym", "swatch:am-pv-mark", "swatch:ok"),
                lambda: _colour(0)().replace("am-csym", "am-pv-sym"),
            ),
            Entry(
                "am.lg.empty", "am.lg.empty_means", ("swatch:am-empty-mark", "swatch:am-slot"), _span("am-empty-mark")
            ),
            Entry("am.lg.architect", "am.lg.architect_means", ("use:am-pawn", "svg:am-pawn"), _pawn),
            Entry("am.lg.favor_pawn", "am.lg.favor_pawn_means", ("use:am-disc", "svg:am-disc"), _disc),
            Entry("am.lg.fav_height", "am.lg.fav_height_means", ("svg:am-ficon",), _favor("III")),
            Entry("am.lg.fav_stairs", "am.lg.fav_stairs_means", (), _favor("stairs")),
            Entry("am.lg.fav_corners", "am.lg.fav_corners_means", (), _favor("corners")),
            Entry("am.lg.fav_projects", "am.lg.fav_projects_means", (), _favor("projects")),
            Entry("am.lg.winner", "am.lg.winner_means", ("use:g-laurel", "svg:laurel"), _laurel),
        )
    )


def _laurel() -> str:
    from ..ui.icons import icon

    return icon("laurel", "icon lg-icon")


def told_apart() -> "dict[str, list[tuple[str, str]]]":
    """Symbols that mean different things and must never look alike, even to a reader who sees
    no colour (tests/browser/test_colour_blind.py, beside draw.defs_svg()): the tile colours (one building in each), the
    two players' pawns and discs."""
    from engine.amytis.data import COLOURS

    from . import draw

    return {
        "colours": [(name, draw.tile_svg(c * 10, title=False)) for c, name in enumerate(COLOURS)],
        "players": [(f"seat-{s}", draw.pawn_svg(s) + draw.disc_svg(s)) for s in (0, 1)],
    }
