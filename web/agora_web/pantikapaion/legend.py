"""Pantikapaion's legend: every symbol its boards draw (draw.py, game.py), drawn by the same code,
with its name and meaning in the game's catalogs (pk.lg.<id>, pk.lg.<id>_means)."""

from __future__ import annotations

from ..legend import Entry, glyph

#: marks that are not symbols: the city drawing itself (its pieces are explained one by one)
#: and the holder of a development cell's markers, empty while no marker stands there
NOT_SYMBOLS = frozenset({"svg:pk-city", "swatch:pk-dmarkers"})


def _building(kind: str):
    def draw() -> str:
        from engine.pantikapaion import data

        from . import draw as pk

        colour = data.COLOURS[data.KINDS.index(kind)]
        return (f'<span class="pk-bicon lg-icon" style="background:{pk.CUBE[colour]};color:{pk.ink(colour)}" '
                f'aria-hidden="true">{pk.ICON[kind]}</span>')
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

    return _svg(f'<rect x="0" y="0" width="36" height="36" fill="{pk.FILL["D"]}" stroke="#5b4a33"/>'
                + pk._drought_mark(4, 4, 28))()


def _worker() -> str:
    from . import draw as pk

    return _svg(f'<circle cx="18" cy="12" r="6" fill="{pk.SEAT[0]}" stroke="#fff" stroke-width="1.5"/>'
                f'<rect x="11" y="17" width="14" height="11" rx="4" fill="{pk.SEAT[0]}" stroke="#fff" stroke-width="1.5"/>')()


def _boat() -> str:
    from . import draw as pk

    return pk.TRIREME


def _seat_dot() -> str:
    return "".join(f'<span class="pk-seat-dot pk-c{i}" aria-hidden="true"></span>' for i in range(4))


def _marker() -> str:
    return '<span class="pk-marker pk-c0" aria-hidden="true"></span>'


def entries() -> "tuple[Entry, ...]":
    return (
        Entry("pk.lg.cube", ("svg:pk-cube",), _cube),
        Entry("pk.lg.tile", ("svg:pk-tile",), _tile),
        Entry("pk.lg.empty_slot", ("swatch:pk-tile", "swatch:pk-none"),
              lambda: '<span class="pk-tile pk-none lg-swatch" aria-hidden="true"></span>'),
        Entry("pk.lg.drought", (), _drought),
        Entry("pk.lg.trireme", ("svg:pk-boat",), _boat),
        Entry("pk.lg.course", ("glyph:↻", "swatch:pk-route"), glyph("↻")),
        Entry("pk.lg.house", ("glyph:⌂",), _building("house")),
        Entry("pk.lg.winery", ("glyph:♣",), _building("winery")),
        Entry("pk.lg.fortress", ("glyph:♜",), _building("fortress")),
        Entry("pk.lg.aqueduct", ("glyph:≋",), _building("aqueduct")),
        Entry("pk.lg.temple", ("glyph:Π",), _building("temple")),
        Entry("pk.lg.worker", ("glyph:☺",), _worker),
        Entry("pk.lg.coins", ("glyph:◎",), glyph("◎")),
        Entry("pk.lg.dev_cube", ("glyph:■",), glyph("■")),
        Entry("pk.lg.dev_move", ("glyph:↔",), glyph("↔")),
        Entry("pk.lg.dev_upgrade", ("glyph:★",), glyph("★")),
        Entry("pk.lg.dev_free", (), glyph("⌂+")),
        Entry("pk.lg.dev_random", (), glyph("?")),
        Entry("pk.lg.dev_advance", (), glyph("»")),
        Entry("pk.lg.dev_rate", (), glyph("1 2 3")),
        Entry("pk.lg.marker", ("swatch:pk-marker",), _marker),
        Entry("pk.lg.seat", ("swatch:pk-seat-dot", "swatch:pk-c0", "swatch:pk-c1", "swatch:pk-c2", "swatch:pk-c3",
                             "swatch:pk-c4"), _seat_dot),
    )
