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
    from engine.pyramidion.data import RESOURCES

    chips = tuple(Entry(f"py.lg.r_{res}", (f"swatch:py-r-{res}",) + (("swatch:py-chip",) if i == 0 else ()),
                        _chip(res)) for i, res in enumerate(RESOURCES))
    return (
        Entry("py.lg.influence", ("glyph:⚔",), glyph("⚔")),
        Entry("py.lg.agreements", ("glyph:✉",), glyph("✉")),
        Entry("py.lg.trade", ("glyph:⚖",), glyph("⚖")),
        Entry("py.lg.ankh", ("glyph:☥",), glyph("☥")),
        Entry("py.lg.sundial", ("glyph:☀",), glyph("☀")),
        Entry("py.lg.points", ("glyph:★",), glyph("★")),
        Entry("py.lg.merc_res", (), glyph("⚔→")),
    ) + chips + (
        Entry("py.lg.seat", ("swatch:py-dot", "swatch:py-c0", "swatch:py-c1", "swatch:py-c2", "swatch:py-c3"), _dots),
    )
