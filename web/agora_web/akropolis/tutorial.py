"""Learn Akropolis: a two-player game against the easy computer player.

Every kind of turn once: the free tile on the ground, a tile on top of the city over quarries
(stones back), a paid tile with a plaza; then notes on scoring and the round's end, and the game
goes on freely. The moves pointed at are chosen by tutorial_picks.py from the engine's legal moves.
"""

from __future__ import annotations

from ..screens.tutorial import HUMAN, Step, Tutorial
from .tutorial_picks import best_move, buy_a_plaza, climb_on_quarries, free_on_ground

TUTORIAL = Tutorial(
    game="akropolis",
    seed=7,
    seats=(HUMAN, "akropolis.easy"),
    title="ak.tut.title",
    done="ak.tut.done",
    steps=(
        Step("ak.tut.hello"),
        Step("ak.tut.free", free_on_ground),
        Step("ak.tut.climb", climb_on_quarries),
        Step("ak.tut.plaza", buy_a_plaza),
        Step("ak.tut.scoring"),
        Step("ak.tut.round", best_move),
    ),
)
