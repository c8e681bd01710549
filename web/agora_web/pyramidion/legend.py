"""Pyramidion's legend: every symbol its boards draw (names.py, game.py), with its name and meaning
in the game's catalogs (py.lg.<id>, py.lg.<id>_means). The test renders the boards of random games
and fails for any symbol drawn without an entry here, so a redrawn board names its new symbols."""

from __future__ import annotations

from ..legend import Entry, glyph

#: marks that are not symbols: the row of cards a seat played in the active city, empty at first
NOT_SYMBOLS = frozenset({"swatch:py-cards"})


def _chip(res: str):
    return lambda: f'<span class="py-chip py-r-{res} lg-swatch" aria-hidden="true"></span>'


def _dots() -> str:
    return "".join(f'<span class="py-dot py-c{i}" aria-hidden="true"></span>' for i in range(4))


def entries() -> "tuple[Entry, ...]":
    chips = (  # the resources' colours (engine.pyramidion.data.RESOURCES)
        Entry("py.lg.r_wood", "py.lg.r_wood_means", ("swatch:py-r-wood", "swatch:py-chip"), _chip("wood")),
        Entry("py.lg.r_stone", "py.lg.r_stone_means", ("swatch:py-r-stone",), _chip("stone")),
        Entry("py.lg.r_statue", "py.lg.r_statue_means", ("swatch:py-r-statue",), _chip("statue")),
        Entry("py.lg.r_camel", "py.lg.r_camel_means", ("swatch:py-r-camel",), _chip("camel")),
        Entry("py.lg.r_food", "py.lg.r_food_means", ("swatch:py-r-food",), _chip("food")),
        Entry("py.lg.r_worker", "py.lg.r_worker_means", ("swatch:py-r-worker",), _chip("worker")),
    )
    return (
        Entry("py.lg.influence", "py.lg.influence_means", ("glyph:⚔",), glyph("⚔")),
        Entry("py.lg.agreements", "py.lg.agreements_means", ("glyph:✉",), glyph("✉")),
        Entry("py.lg.trade", "py.lg.trade_means", ("glyph:⚖",), glyph("⚖")),
        Entry("py.lg.ankh", "py.lg.ankh_means", ("glyph:☥",), glyph("☥")),
        Entry("py.lg.sundial", "py.lg.sundial_means", ("glyph:☀",), glyph("☀")),
        Entry("py.lg.points", "py.lg.points_means", ("glyph:★",), glyph("★")),
        Entry("py.lg.merc_res", "py.lg.merc_res_means", (), glyph("⚔→")),
    ) + chips + (
        Entry("py.lg.seat", "py.lg.seat_means",
              ("swatch:py-dot", "swatch:py-c0", "swatch:py-c1", "swatch:py-c2", "swatch:py-c3"), _dots),
    )
