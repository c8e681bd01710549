"""Learn Tally: a game of ten counters against the greedy computer player, two notes and two
takes pointed at (the most the rules allow, then one), then the game goes on freely. What is pointed at is chosen by
tutorial_picks.py from the engine's legal actions."""

from __future__ import annotations

from web.agora_web.screens.tutorial import HUMAN, Step, Tutorial
from .tutorial_picks import take_most, take_one

TUTORIAL = Tutorial(
    game="tally",
    seed=7,
    seats=(HUMAN, "tally.greedy"),
    title="tl.tut.title",
    done="tl.tut.done",
    options={"counters": 10},
    steps=(
        Step("tl.tut.hello"),
        Step("tl.tut.pile"),
        Step("tl.tut.most", take_most),
        Step("tl.tut.one", take_one),
    ),
)
