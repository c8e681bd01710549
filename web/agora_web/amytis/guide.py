"""What the rules guide (guide.en.md, guide.ru.md beside this file) needs of Architects of Amytis:
the figures it may ask for, drawn by the game's own code, and the section of each decision."""

from __future__ import annotations


def _tile(arg: str) -> bool:
    from engine.amytis.data import TILES

    return arg.isdigit() and int(arg) in TILES


def _project(arg: str) -> bool:
    from engine.amytis.data import PROJECTS

    return arg.isdigit() and int(arg) in PROJECTS


#: figure kind → check of one argument (None: the figure takes no arguments)
FIGURES = {"tile": _tile, "project": _project, "buildings": None, "legend": None}

#: State.step
DECISION_SECTIONS = dict(take="take-tile", place="place-tile", palace="palace", favor="favor")
DEFAULT_SECTION = "turn"


def decision_types() -> "tuple[str, ...]":
    from typing import get_args

    from engine.amytis.state import Step

    return tuple(s for s in get_args(Step) if s != "over")


def decision_of(state) -> "str | None":
    return None if state.step == "over" else state.step


def figure(kind: str, args) -> str:
    if kind == "legend":
        from ..presentation.legend import legend_html

        return legend_html("amytis")
    from ..texts.guide_figures import row
    from . import draw

    if kind == "tile":
        return row(draw.tile_svg(int(a), "am-tile guide-am-tile") for a in args)
    if kind == "project":
        return row(draw.project_svg(int(a), "am-card guide-am-card") for a in args)
    from html import escape

    from engine.amytis.data import BUILDINGS

    return row(
        f'<span class="guide-piece">{draw.building_icon(b, "icon am-bicon guide-icon")}'
        f"<span>{escape(draw.building_name(b))}</span></span>"
        for b in range(len(BUILDINGS))
    )


def defs() -> str:
    """The SVG symbols the figures refer to (Amytis draws its own per screen)."""
    from . import draw

    return draw.defs_svg()
