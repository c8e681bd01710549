"""Learn Architects of Amytis: a game against the easy computer player.

Every kind of turn once: an ordinary building, a Palace (which takes a project card), and the
architect that completes a line of three (the King's favour); then the game goes on freely. The
actions pointed at are chosen by tutorial_picks.py from the engine's legal actions.
"""

from __future__ import annotations

from ..screens.tutorial import HUMAN, Step, Tutorial
from .tutorial_picks import (
    best_cell,
    best_favor,
    first_project,
    take_a_palace,
    take_for_a_line,
    take_to_complete_a_line,
)

TUTORIAL = Tutorial(
    game="amytis",
    seed=2,
    seats=(HUMAN, "amytis.easy"),
    title="am.tut.title",
    done="am.tut.done",
    steps=(
        Step("am.tut.hello"),
        Step("am.tut.take", take_for_a_line),
        Step("am.tut.place", best_cell),
        Step("am.tut.palace_take", take_a_palace),
        Step("am.tut.palace_place", best_cell),
        Step("am.tut.palace_draw", first_project),
        Step("am.tut.line_take", take_to_complete_a_line),
        Step("am.tut.line_place", best_cell),
        Step("am.tut.favor", best_favor),
    ),
)
