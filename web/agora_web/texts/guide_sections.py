"""Which section of a game's guide explains the decision a player is asked to make.

Each game's guide module (web/agora_web/<game>/guide.py) maps every kind of decision its engine
can ask for to the id of a section (`## Title {#id}`) that exists in both languages of its guide
(`DECISION_SECTIONS`), lists those kinds straight from the engine (`decision_types()`, so a new
kind of decision without a section makes the tests fail), and names the decision pending in a
full engine state (`decision_of(state)`). A "?" button opens the guide there.
"""

from __future__ import annotations


def _module(game: str):
    from .guide_figures import _module as guide_module

    return guide_module(game)


def sections_of(game: str) -> "dict[str, str]":
    """Decision kind → section id, for one game."""
    return dict(_module(game).DECISION_SECTIONS)


def decision_types(game: str) -> "tuple[str, ...]":
    """Every kind of decision the game's engine can ask for, read from the engine itself."""
    return tuple(_module(game).decision_types())


def decision_of(game: str, state) -> "str | None":
    """The kind of decision pending in a full engine state (None once the game is over)."""
    return _module(game).decision_of(state)


def section_for(game: str, decision: "str | None") -> str:
    """The guide section for a decision; the game's overview of a turn when there is none."""
    module = _module(game)
    return module.DECISION_SECTIONS.get(decision or "", module.DEFAULT_SECTION)
