"""Akropolis' legend: every symbol its boards draw (draw.py, screen.py), drawn by the same code,
with its name and meaning in the game's catalogs (ak.lg.<id>, ak.lg.<id>_means)."""

from __future__ import annotations

from ..presentation.legend import Entry, sprite_icon

#: marks that are not symbols: the city drawing itself (its hexes are explained one by one)
NOT_SYMBOLS = frozenset({"svg:city"})


def _hex(code: str, height: int = 1):
    def draw() -> str:
        from . import draw

        return (
            f'<svg class="lg-svg" viewBox="-11 -11 22 22" aria-hidden="true">{draw.hex_svg(0, 0, code, height)}</svg>'
        )

    return draw


def _tile() -> str:
    from . import draw

    return draw.tile_svg("hqT", "tile-svg lg-tile")


def _stacks() -> str:
    from .screen import GameScreen

    return GameScreen._stack_icon(3)


def entries() -> "tuple[Entry, ...]":
    return (
        Entry("ak.lg.house", "ak.lg.house_means", ("use:g-h",), _hex("h")),
        Entry("ak.lg.market", "ak.lg.market_means", ("use:g-m",), _hex("m")),
        Entry("ak.lg.barracks", "ak.lg.barracks_means", ("use:g-b",), _hex("b")),
        Entry("ak.lg.temple", "ak.lg.temple_means", ("use:g-t",), _hex("t")),
        Entry("ak.lg.garden", "ak.lg.garden_means", ("use:g-g",), _hex("g")),
        Entry("ak.lg.quarry", "ak.lg.quarry_means", ("use:g-q",), _hex("q")),
        Entry("ak.lg.plaza", "ak.lg.plaza_means", ("use:g-star", "glyph:★"), _hex("M")),
        Entry("ak.lg.level", "ak.lg.level_means", (), _hex("t", 3)),
        Entry("ak.lg.tile", "ak.lg.tile_means", ("svg:tile-svg",), _tile),
        Entry("ak.lg.stone", "ak.lg.stone_means", ("use:g-stone",), sprite_icon("stone")),
        Entry("ak.lg.chief", "ak.lg.chief_means", ("use:g-chief",), sprite_icon("chief")),
        Entry("ak.lg.stacks", "ak.lg.stacks_means", ("svg:stack-icon",), _stacks),
        Entry("ak.lg.winner", "ak.lg.winner_means", ("use:g-laurel", "svg:laurel"), sprite_icon("laurel")),
    )


def told_apart() -> "dict[str, list[tuple[str, str]]]":
    """Symbols that mean different things and must never look alike, even to a reader who sees
    no colour (tests/browser/test_colour_blind.py renders them under emulated vision deficiencies,
    beside draw.defs_svg()): the districts and plazas."""

    return {"districts": [(code, _hex(code)()) for code in "hmbtgqHMBTG"]}
