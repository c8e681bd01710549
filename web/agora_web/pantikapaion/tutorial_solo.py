"""Learn Pantikapaion solo: a game against the automaton Автомий (no modification).

Shows how Автомий sails the trireme (on by as many places as the learner's tile has coloured
cells) and takes the cubes of the tile where it lands, that it skips development in round 1, and
how it builds and scores later; the learner's own turns are those of the game with others
(tutorial_picks.py chooses what to point at from the engine's legal actions).
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
    seats=(HUMAN,),
    title="pk.tut.solo_title",
    done="pk.tut.solo_done",
    steps=(
        Step("pk.tut.solo_hello"),
        Step("pk.tut.solo_pick", pick_richest),
        Step("pk.tut.solo_tile", place_tile),
        Step("pk.tut.solo_worker", worker_on_a_cube),
        Step("pk.tut.solo_cube", take_a_brown_cube),
        Step("pk.tut.solo_sail"),
        Step("pk.tut.solo_pick2", pick_richest),
        Step("pk.tut.solo_tile2", place_tile),
        Step("pk.tut.solo_coins", take_coins),
        Step("pk.tut.solo_pick3", pick_richest),
        Step("pk.tut.solo_tile3", place_tile),
        Step("pk.tut.solo_build", build_a_house),
        Step("pk.tut.solo_place", place_building),
        Step("pk.tut.solo_paid", paid_step),
        Step("pk.tut.solo_end", end_turn),
        Step("pk.tut.solo_develop"),
        Step("pk.tut.solo_score"),
    ),
)
