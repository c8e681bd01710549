"""Learn Pantikapaion: a two-player game against the easy computer player.

Three whole turns, each kind of development once: scouting a ring tile and laying it, a worker
collecting a cube, taking a cube; then coins; then a house built, placed and moved along its row
with a paid step. Notes on scoring and the round's end follow, and the game goes on freely. The
actions pointed at are chosen by tutorial_picks.py from the engine's legal actions.
"""

from __future__ import annotations

from ..screens.tutorial import HUMAN, Step, Tutorial
from .tutorial_picks import (
    build_a_house,
    end_turn,
    paid_step,
    pick_richest,
    place_building,
    place_tile,
    take_a_brown_cube,
    take_coins,
    worker_on_a_cube,
)

TUTORIAL = Tutorial(
    game="pantikapaion",
    seed=1,
    seats=(HUMAN, "pantikapaion.easy"),
    title="pk.tut.title",
    done="pk.tut.done",
    steps=(
        Step("pk.tut.hello"),
        Step("pk.tut.pick", pick_richest),
        Step("pk.tut.tile", place_tile),
        Step("pk.tut.worker", worker_on_a_cube),
        Step("pk.tut.cube", take_a_brown_cube),
        Step("pk.tut.pick2", pick_richest),
        Step("pk.tut.tile2", place_tile),
        Step("pk.tut.coins", take_coins),
        Step("pk.tut.pick3", pick_richest),
        Step("pk.tut.tile3", place_tile),
        Step("pk.tut.build", build_a_house),
        Step("pk.tut.place", place_building),
        Step("pk.tut.paid", paid_step),
        Step("pk.tut.end3", end_turn),
        Step("pk.tut.scoring"),
        Step("pk.tut.round"),
    ),
)
