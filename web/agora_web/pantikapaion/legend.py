"""Pantikapaion's legend: every symbol its boards draw (draw.py, screen.py), drawn by the same code,
with its name and meaning in the game's catalogs (pk.lg.<id>, pk.lg.<id>_means)."""

from __future__ import annotations

from ..presentation.legend import Entry, glyph, sprite_icon

#: marks that are not symbols: the city drawing itself (its pieces are explained one by one)
#: and the holder of a development cell's markers, empty while no marker stands there
NOT_SYMBOLS = frozenset({"svg:pk-city", "swatch:pk-dmarkers", "svg:pk-ring-svg", "svg:pk-bsym"})


def _building(kind: str):
    def draw() -> str:
        from engine.pantikapaion import data

        from . import draw as pk

        colour = data.COLOURS[data.KINDS.index(kind)]
        return (
            f'<span class="pk-bicon lg-icon" style="background:{pk.CUBE[colour]};color:{pk.ink(colour)}" '
            f'aria-hidden="true">{pk.building_icon(kind)}</span>'
        )

    return draw


def _cube() -> str:
    from . import draw as pk

    return "".join(pk.cube_svg(c, 14) for c in "BPWOG")


def _tile() -> str:
    from engine.pantikapaion import data

    from . import draw as pk

    return pk.tile_svg(min(data.TILES), 12, "pk-tile lg-tile")


def _svg(body: str):
    return lambda: f'<svg class="lg-svg" viewBox="0 0 36 36" width="28" height="28" aria-hidden="true">{body}</svg>'


def _drought() -> str:
    from . import draw as pk

    return _svg(
        f'<rect x="0" y="0" width="36" height="36" fill="{pk.FILL["D"]}" stroke="#5b4a33"/>'
        + pk._drought_mark(4, 4, 28)
    )()


def _worker() -> str:
    from . import draw as pk

    return _svg(
        f'<circle cx="18" cy="12" r="6" fill="{pk.SEAT[0]}" stroke="#fff" stroke-width="1.5"/>'
        f'<rect x="11" y="17" width="14" height="11" rx="4" fill="{pk.SEAT[0]}" stroke="#fff" stroke-width="1.5"/>'
    )()


def _boat() -> str:
    from . import draw as pk

    return pk.TRIREME


def _seat_dot() -> str:
    return "".join(f'<span class="pk-seat-dot pk-c{i}" aria-hidden="true"></span>' for i in range(4))


def _marker() -> str:
    return '<span class="pk-marker pk-c0" aria-hidden="true"></span>'


def entries() -> "tuple[Entry, ...]":
    return (
        Entry("pk.lg.cube", "pk.lg.cube_means", ("svg:pk-cube",), _cube),
        Entry("pk.lg.tile", "pk.lg.tile_means", ("svg:pk-tile", "svg:pk-held"), _tile),
        Entry(
            "pk.lg.empty_slot",
            "pk.lg.empty_slot_means",
            ("swatch:pk-tile", "swatch:pk-none"),
            lambda: '<span class="pk-tile pk-none lg-swatch" aria-hidden="true"></span>',
        ),
        Entry("pk.lg.drought", "pk.lg.drought_means", (), _drought),
        Entry("pk.lg.trireme", "pk.lg.trireme_means", ("svg:pk-boat",), _boat),
        Entry(
            "pk.lg.course", "pk.lg.course_means", ("glyph:↻", "swatch:pk-route", "use:g-course"), sprite_icon("course")
        ),
        Entry("pk.lg.house", "pk.lg.house_means", ("glyph:⌂", "svg:pk-b-house"), _building("house")),
        Entry("pk.lg.winery", "pk.lg.winery_means", ("glyph:♣", "svg:pk-b-winery"), _building("winery")),
        Entry("pk.lg.fortress", "pk.lg.fortress_means", ("glyph:♜", "svg:pk-b-fortress"), _building("fortress")),
        Entry("pk.lg.aqueduct", "pk.lg.aqueduct_means", ("glyph:≋", "svg:pk-b-aqueduct"), _building("aqueduct")),
        Entry("pk.lg.temple", "pk.lg.temple_means", ("glyph:Π", "svg:pk-b-temple"), _building("temple")),
        Entry("pk.lg.worker", "pk.lg.worker_means", ("glyph:☺", "use:g-worker", "svg:pk-workericon"), _worker),
        Entry("pk.lg.coins", "pk.lg.coins_means", ("glyph:◎", "use:g-coin", "svg:pk-coin"), sprite_icon("coin")),
        Entry("pk.lg.dev_cube", "pk.lg.dev_cube_means", ("glyph:■",), glyph("■")),
        Entry("pk.lg.dev_move", "pk.lg.dev_move_means", ("glyph:↔",), glyph("↔")),
        Entry("pk.lg.dev_upgrade", "pk.lg.dev_upgrade_means", ("glyph:★",), glyph("★")),
        Entry("pk.lg.dev_free", "pk.lg.dev_free_means", (), glyph("⌂+")),
        Entry("pk.lg.dev_random", "pk.lg.dev_random_means", (), glyph("?")),
        Entry("pk.lg.dev_advance", "pk.lg.dev_advance_means", (), glyph("»")),
        Entry("pk.lg.dev_rate", "pk.lg.dev_rate_means", (), glyph("1 2 3")),
        Entry("pk.lg.marker", "pk.lg.marker_means", ("swatch:pk-marker",), _marker),
        Entry(
            "pk.lg.seat",
            "pk.lg.seat_means",
            ("swatch:pk-seat-dot", "swatch:pk-c0", "swatch:pk-c1", "swatch:pk-c2", "swatch:pk-c3", "swatch:pk-c4"),
            _seat_dot,
        ),
    )


def told_apart() -> "dict[str, list[tuple[str, str]]]":
    """Symbols that mean different things and must never look alike, even to a reader who sees
    no colour (tests/browser/test_colour_blind.py): the cubes, the city's cells by what they show,
    the seats' colours."""
    from engine.pantikapaion import data

    from . import draw as pk

    def cell(code: str) -> str:
        mark = pk._drought_mark(4, 4, 28) if code == "D" else pk.colour_mark(code, 7, 29, 3.6)
        return (
            f'<svg viewBox="0 0 36 36" width="36" height="36" aria-hidden="true"><rect x="0" y="0" width="36" '
            f'height="36" fill="{pk.FILL[code]}" stroke="#5b4a33"/>{mark}</svg>'
        )

    return {
        "cubes": [(c, pk.cube_svg(c, 28)) for c in data.COLOURS],
        "cells": [(code, cell(code)) for code in pk.FILL],
        "seats": [
            (f"seat-{i}", f'<span class="pk-seat-dot pk-c{i}" style="width:24px;height:24px"></span>') for i in range(4)
        ],
    }
