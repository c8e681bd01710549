"""Learn Pyramidion: a two-player game against the easy computer player.

One round from its start to its boats: activating a city and playing a card into it, passing,
playing in the opponent's city (with two players each must play there), a second city of one's
own, and loading a boat with what trade brought home; notes on hidden hands and the round's end,
then the game goes on freely. The actions pointed at are chosen by tutorial_picks.py from the engine's
legal actions; where they are drawn on the board is said by tutorial_marks.py.
"""

from __future__ import annotations

from ..screens.tutorial import HUMAN, Step, Tutorial
from .tutorial_picks import activate_a_rich_city, load_best_boat, pass_here, play_a_spare_card, play_for_trade

TUTORIAL = Tutorial(
    game="pyramidion",
    seed=280,
    seats=(HUMAN, "pyramidion.easy"),
    title="py.tut.title",
    done="py.tut.done",
    steps=(
        Step("py.tut.hello"),
        Step("py.tut.hand"),
        Step("py.tut.activate", activate_a_rich_city),
        Step("py.tut.play", play_for_trade),
        Step("py.tut.more", play_for_trade),
        Step("py.tut.pass", pass_here),
        Step("py.tut.theirs", play_a_spare_card),
        Step("py.tut.theirs_pass", pass_here),
        Step("py.tut.activate2", activate_a_rich_city),
        Step("py.tut.play2", play_for_trade),
        Step("py.tut.more2", play_for_trade),
        Step("py.tut.pass2", pass_here),
        Step("py.tut.load", load_best_boat),
        Step("py.tut.round"),
    ),
)
