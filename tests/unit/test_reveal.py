"""reveal.delta: the least scroll that shows what must be seen between the sticky bars."""

from __future__ import annotations

import re

import pytest

from tests.helpers.games import GAMES
from web.agora_web.presentation.reveal import BARS, delta

TOP, BOTTOM = 52, 780  # under the top bar, above a sticky action bar


def test_seen_already_no_scroll():
    assert delta([(100, 200)], [], TOP, BOTTOM) == 0


def test_under_the_action_bar_scrolls_down_just_enough():
    assert delta([(700, 800)], [], TOP, BOTTOM) == 800 - (BOTTOM - 8)


def test_under_the_top_bar_scrolls_up():
    assert delta([(-100, 20)], [], TOP, BOTTOM) == -100 - (TOP + 8)


def test_nice_to_see_is_shown_with_the_rest_when_all_fit_else_left_out():
    assert delta([(100, 200)], [(-100, -50)], TOP, BOTTOM) == -100 - (TOP + 8)  # all fit
    assert delta([(900, 1000)], [(-500, -400)], TOP, BOTTOM) == 1000 - (BOTTOM - 8)


def test_too_tall_shows_from_its_top():
    assert delta([(300, 2000)], [], TOP, BOTTOM) == 300 - (TOP + 8)


def test_nothing_to_show():
    assert delta([], [(0, 10)], TOP, BOTTOM) == 0


@pytest.mark.parametrize("game", GAMES)
def test_every_game_s_action_bar_is_one_of_the_bars_reveal_knows(monkeypatch, game):
    """reveal.py names no game: each game's action bar carries the shared class actionbar (the
    other bars are the top bar and a tutorial's panel, shared by every game too)."""
    from screen_play import game_screen, stub_page

    stub_page(monkeypatch)
    for moves in (0, 3):
        html = game_screen(game, 1, moves).render()
        bars = re.findall(r'<[a-z]+ class="([^"]*)" data-testid="actionbar"', html)
        assert bars and all("actionbar" in classes.split() for classes in bars), (game, bars)
    assert BARS == ".topbar, .actionbar, .tut-panel"
