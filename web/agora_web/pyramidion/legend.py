"""Pyramidion's legend: every symbol its boards draw (names.py, screen.py), with its name and meaning
in the game's catalogs (py.lg.<id>, py.lg.<id>_means). The test renders the boards of random games
and fails for any symbol drawn without an entry here, so a redrawn board names its new symbols."""

from __future__ import annotations

from ..presentation.legend import Entry, glyph

#: marks that are not symbols: the row of cards a seat played in the active city (empty at
#: first), the map itself (its pieces are explained one by one), the class every small symbol
#: drawing shares, containers that are empty at times, and the stock's piles (a resource symbol
#: and a number, both explained)
NOT_SYMBOLS = frozenset(
    {"swatch:py-cards", "svg:py-map", "svg:py-icon", "swatch:py-fleet-boats", "swatch:py-own-icons", "svg:py-stock-art"}
)


def _sym(name: str):
    """One of the board's symbols (draw.SYMBOLS), as the board draws it."""

    def make() -> str:
        from . import draw

        return draw.icon(name, cls="lg-icon")

    return make


def _marks(name: str, *more: str) -> "tuple[str, ...]":
    return (f"use:py-s-{name}", f"svg:py-icon-{name}", *more)


def _card() -> str:
    from . import draw

    return draw.card_svg(0, 0, "py-card-art lg-card")


def _back() -> str:
    from . import draw

    return draw.card_back_svg("py-deck-art lg-card")


def _boat() -> str:
    from . import draw

    return draw.boat_svg(-1, "py-boat-art lg-card", hidden=True)


def _pyramid() -> str:
    from . import draw

    return draw.pyramid_svg(3, 10, 0, "")


def _chip(res: str):
    return lambda: f'<span class="py-chip py-r-{res} lg-swatch" aria-hidden="true"></span>'


def _dots() -> str:
    return "".join(f'<span class="py-dot py-c{i}" aria-hidden="true"></span>' for i in range(4))


def entries() -> "tuple[Entry, ...]":
    chips = (  # the resources: their symbols and their colours (engine.pyramidion.data.RESOURCES)
        Entry("py.lg.r_wood", "py.lg.r_wood_means", _marks("wood", "swatch:py-r-wood", "swatch:py-chip"), _sym("wood")),
        Entry("py.lg.r_stone", "py.lg.r_stone_means", _marks("stone", "swatch:py-r-stone"), _sym("stone")),
        Entry("py.lg.r_statue", "py.lg.r_statue_means", _marks("statue", "swatch:py-r-statue"), _sym("statue")),
        Entry("py.lg.r_camel", "py.lg.r_camel_means", _marks("camel", "swatch:py-r-camel"), _sym("camel")),
        Entry("py.lg.r_food", "py.lg.r_food_means", _marks("food", "swatch:py-r-food"), _sym("food")),
        Entry("py.lg.r_worker", "py.lg.r_worker_means", _marks("worker", "swatch:py-r-worker"), _sym("worker")),
    )
    return (
        (
            Entry("py.lg.influence", "py.lg.influence_means", _marks("influence", "glyph:⚔"), _sym("influence")),
            Entry("py.lg.agreements", "py.lg.agreements_means", _marks("agreements", "glyph:✉"), _sym("agreements")),
            Entry("py.lg.trade", "py.lg.trade_means", _marks("trade", "glyph:⚖"), _sym("trade")),
            Entry("py.lg.ankh", "py.lg.ankh_means", _marks("ankh", "glyph:☥"), _sym("ankh")),
            Entry("py.lg.sundial", "py.lg.sundial_means", _marks("sundial", "glyph:☀"), _sym("sundial")),
            Entry("py.lg.points", "py.lg.points_means", _marks("star", "glyph:★"), _sym("star")),
            Entry("py.lg.merc_res", "py.lg.merc_res_means", (), glyph("⚔→")),
            Entry("py.lg.revolt", "py.lg.revolt_means", _marks("revolt", "svg:py-revolt-art"), _sym("revolt")),
            Entry("py.lg.card", "py.lg.card_means", ("svg:py-card-art",), _card),
            Entry("py.lg.card_back", "py.lg.card_back_means", ("svg:py-deck-art",), _back),
            Entry("py.lg.boat", "py.lg.boat_means", ("svg:py-boat-art", "svg:py-fleet-art"), _boat),
            Entry("py.lg.pyramid", "py.lg.pyramid_means", ("svg:py-pyramid",), _pyramid),
            Entry("py.lg.supply", "py.lg.supply_means", ("svg:py-supply-art",), glyph("▭")),
            Entry("py.lg.order", "py.lg.order_means", ("svg:py-order-art",), glyph("①")),
        )
        + chips
        + (
            Entry(
                "py.lg.seat",
                "py.lg.seat_means",
                ("swatch:py-dot", "swatch:py-c0", "swatch:py-c1", "swatch:py-c2", "swatch:py-c3"),
                _dots,
            ),
        )
    )


def told_apart() -> "dict[str, list[tuple[str, str]]]":
    """Symbols that mean different things and must never look alike, even to a reader who sees
    no colour (tests/browser/test_colour_blind.py, beside draw.defs_svg()): the seats' colours (their tokens and dots) and
    the resources."""
    from engine.pyramidion import data

    from . import draw

    tokens = [
        (f"token-{i}", draw.svg("0 0 24 24", draw.seat_token("mercenary", i, 12, 12, 10), "py-token-art"))
        for i in range(4)
    ]
    dots = [(f"dot-{i}", f'<span class="py-dot py-c{i}" style="width:24px;height:24px"></span>') for i in range(4)]
    return {"seat tokens": tokens, "seat dots": dots, "resources": [(name, draw.icon(name)) for name in data.RESOURCES]}
