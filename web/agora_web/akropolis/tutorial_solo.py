"""Learn Akropolis solo: a game against the Famous Architect (Hippodamos, its first level).

Shows how the Architect chooses its tile (the cheapest one with a plaza it can afford, else the
free one), that the stones the player pays go to it, and how it scores; the player's own turns
are the free tile on the ground, a tile on top of the city over quarries, and a paid tile.
"""

from __future__ import annotations

from ..screens.tutorial import HUMAN, Step, Tutorial
from .tutorial_picks import buy_any, climb_on_quarries, free_on_ground

TUTORIAL = Tutorial(
    game="akropolis",
    seed=1,
    options={"solo": "hippodamos"},
    seats=(HUMAN,),
    title="ak.tut.solo_title",
    done="ak.tut.solo_done",
    steps=(
        Step("ak.tut.solo_hello"),
        Step("ak.tut.solo_free", free_on_ground),
        Step("ak.tut.solo_choice"),
        Step("ak.tut.solo_climb", climb_on_quarries),
        Step("ak.tut.solo_buy", buy_any),
        Step("ak.tut.solo_score"),
    ),
)
