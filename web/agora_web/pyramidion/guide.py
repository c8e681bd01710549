"""What the rules guide (guide.en.md, guide.ru.md beside this file) needs of Pyramidion: the
figures it may ask for, drawn by the game's own code, and the section of each decision."""

from __future__ import annotations


def _below(pile: str):
    def check(arg: str) -> bool:
        from engine.pyramidion import data

        return arg.isdigit() and int(arg) < len(getattr(data, pile))

    return check


#: figure kind → check of one argument (None: the figure takes no arguments)
FIGURES = {"card": _below("CARDS"), "boat": _below("BOATS"), "city": _below("CITIES"), "legend": None}

#: the kind of the Task at the front of the queue (engine/pyramidion/flow.py DECISIONS)
DECISION_SECTIONS = dict(
    collect="collect",
    activate="activate",
    play="play",
    category="deity",
    bandit="bandit",
    guard="guard",
    thief="thief",
    vizier="vizier",
    politician="politician",
    stonecutter="stonecutter",
    copy="philosopher",
    giza="giza",
    luxor="luxor",
    cairo="cairo",
    alexandria="alexandria",
    reclaim="high-priest",
    exchange="abu-simbel",
    load="load",
)
DEFAULT_SECTION = "round"


def decision_types() -> "tuple[str, ...]":
    from engine.pyramidion.flow import DECISIONS

    return tuple(DECISIONS)


def decision_of(state) -> "str | None":
    return state.queue[0].kind if state.queue else None


def figure(kind: str, args) -> str:
    if kind == "legend":
        from ..presentation.legend import legend_html

        return legend_html("pyramidion")
    from html import escape

    from engine.pyramidion import data

    from ..texts.guide_figures import row
    from ..texts.i18n import t
    from . import screen as screen

    from . import draw
    from .names import CAT_ICON

    if kind == "card":
        return row(
            f'<span class="guide-piece guide-py-card" role="img" aria-label="{escape(screen.card_words(int(a)))}">'
            f"{draw.card_svg(int(a))}</span>"
            for a in args
        )
    if kind == "boat":
        return row(
            f'<span class="guide-piece guide-py-boat" role="img" aria-label="{escape(screen.boat_label(int(a), False, False))}">'
            f'{draw.boat_svg(int(a))}<span class="py-boat-vp" aria-hidden="true">{data.boat(int(a))[0]} ★</span></span>'
            for a in args
        )
    items = []
    for a in args:
        c = int(a)
        ths = " ".join(f"{CAT_ICON[cat]}{data.THRESHOLDS[c][i]}" for i, cat in enumerate(data.CATEGORIES))
        res = t("py.res." + data.RESOURCES[data.mercenary_resource(c)])
        items.append(
            f'<span class="py-city guide-py-city"><b class="py-city-name">{escape(screen.city_name(c))}</b>'
            f'<span class="py-th">{escape(ths)}</span><span class="muted small">⚔→{escape(res)}</span></span>'
        )
    return row(items)


def defs() -> str:
    """The SVG symbols the drawn cards and boats refer to (the game screen draws its own)."""
    from . import draw

    return draw.defs_svg()
