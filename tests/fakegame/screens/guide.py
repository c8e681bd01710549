"""What the rules guide (guide.en.md, guide.ru.md beside this file) needs of Tally: the figures
it may ask for, drawn by the game's own code, and the section of its one decision."""

from __future__ import annotations


def _counter(arg: str) -> bool:
    return arg.isdigit() and 1 <= int(arg) <= 99


#: figure kind → check of one argument (None: the figure takes no arguments)
FIGURES = {"counter": _counter, "pile": None, "legend": None}

#: the one decision: how many counters to take
DECISION_SECTIONS = {"take": "turn"}
DEFAULT_SECTION = "turn"


def decision_types() -> "tuple[str, ...]":
    """Read from the engine: its only action is a take."""
    from tests.fakegame.rules import TallyRules

    return (TallyRules.Action.__name__.lower(),)


def decision_of(state) -> "str | None":
    return "take" if state.pile else None


def figure(kind: str, args) -> str:
    if kind == "legend":
        from web.agora_web.presentation.legend import legend_html

        return legend_html("tally")
    from web.agora_web.texts.guide_figures import row
    from . import draw

    if kind == "pile":
        return row([draw.pile_svg(6, "tl-pile guide-icon")])
    return row(draw.counter_svg(int(a), "tl-counter guide-icon", ref=False) for a in args)
