"""Tally's legend: every symbol its screens draw (draw.py), drawn by the same code, with its name
and meaning in the game's catalogs (tl.lg.<id>, tl.lg.<id>_means)."""

from __future__ import annotations

from web.agora_web.presentation.legend import Entry, glyph


def _counter() -> str:
    from . import draw

    return draw.counter_svg(4, "tl-counter lg-icon", ref=False)


def _pile() -> str:
    from . import draw

    return draw.pile_svg(3, "tl-pile lg-icon")


def _dots() -> str:
    from . import draw

    return "".join(draw.seat_dot(s) for s in range(3))


def told_apart() -> "dict[str, list[tuple[str, str]]]":
    """Symbols that mean different things and must never look alike, even to a reader who sees
    no colour (tests/browser/test_colour_blind.py): the counters, told by their numbers. (A
    seat's colour dot is never alone: its name is beside it.)"""
    from . import draw

    return {"counters": [(f"counter-{n}", draw.counter_svg(n, ref=False)) for n in range(1, 7)]}


def entries() -> "tuple[Entry, ...]":
    return (
        Entry("tl.lg.counter", "tl.lg.counter_means", ("svg:tl-counter",), _counter),
        Entry("tl.lg.pile", "tl.lg.pile_means", ("svg:tl-pile",), _pile),
        Entry(
            "tl.lg.seat", "tl.lg.seat_means", ("swatch:tl-dot", "swatch:tl-c0", "swatch:tl-c1", "swatch:tl-c2"), _dots
        ),
        Entry("tl.lg.points", "tl.lg.points_means", ("glyph:★",), glyph("★")),
    )
