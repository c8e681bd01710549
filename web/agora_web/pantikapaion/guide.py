"""What the rules guide (guide.en.md, guide.ru.md beside this file) needs of Pantikapaion: the
figures it may ask for, drawn by the game's own code, and the section of each decision."""

from __future__ import annotations


def _tile(arg: str) -> bool:
    from engine.pantikapaion.data import TILES

    return arg.isdigit() and int(arg) in TILES


def _colour(arg: str) -> bool:
    from engine.pantikapaion.data import COLOURS

    return arg in COLOURS


def _kind(arg: str) -> bool:
    from engine.pantikapaion.data import KINDS

    return arg in KINDS


#: figure kind → check of one argument (None: the figure takes no arguments)
FIGURES = {"tile": _tile, "cube": _colour, "building": _kind, "legend": None}

#: State.step, and PlaceWorker, which is open at every step of a player's own turn
DECISION_SECTIONS = dict(
    scout="scout",
    tile="place-tile",
    develop="develop",
    building="place-building",
    paid="paid-steps",
    end="workers",
    free_build="free-build",
    move="move-building",
    aqueduct="aqueduct-tile",
    random_tile="random-tile",
    advance="advance",
    final_workers="final-workers",
    discard="round-end",
    automa_scout="automa-turn",
    automa_develop="automa-turn",
    worker="workers",
)
DEFAULT_SECTION = "turn"


def decision_types() -> "tuple[str, ...]":
    from typing import get_args

    from engine.pantikapaion.state import PlaceWorker, Step

    return tuple(s for s in get_args(Step) if s != "over") + (PlaceWorker.__struct_config__.tag,)


def decision_of(state) -> "str | None":
    return None if state.step == "over" else state.step


def figure(kind: str, args) -> str:
    if kind == "legend":
        from ..presentation.legend import legend_html

        return legend_html("pantikapaion")
    from html import escape

    from ..texts.guide_figures import row
    from . import draw

    if kind == "tile":
        return row(
            f'<span class="guide-piece" title="{escape(draw.tile_title(int(a)))}">'
            f"{draw.tile_svg(int(a), 26, 'pk-tile guide-pk-tile')}</span>"
            for a in args
        )
    if kind == "cube":
        return row(
            f'<span class="guide-piece">{draw.cube_svg(c, 22)}<span>{escape(draw.colour_name(c))}</span></span>'
            for c in args
        )
    return row(
        f'<span class="guide-piece"><b class="guide-glyph">{draw.building_icon(k)}</b>'
        f"<span>{escape(draw.kind_name(k))}</span></span>"
        for k in args
    )
