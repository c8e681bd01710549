"""A game screen draws what the seat it shows may know: while a game is on, every render asks the
engine for a seat's view (Rules.view(state, seat)), never the whole truth (seat None), also after
the clicks that select (a site tile, a stack, a city tab...)."""

from __future__ import annotations

import pytest

from engine.core import registry
from screen_play import SEATS, game_screen, stub_page

from tests.helpers.games import part_way


@pytest.fixture()
def web(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.texts import i18n

    yield monkeypatch
    i18n.set_lang(i18n.DEFAULT)


def _watched(monkeypatch, screen) -> list:
    """The seats the screen asks views of, from now on."""
    asked = []
    view = type(screen.rules).view

    def watching(rules, state, seat):
        asked.append(seat)
        return view(rules, state, seat)

    monkeypatch.setattr(screen.rules, "view", watching.__get__(screen.rules))
    return asked


@pytest.mark.parametrize("game", registry.names())
@pytest.mark.parametrize("seed,moves", [(3, 0), (5, 7), (11, 20)])
def test_a_game_on_is_drawn_from_a_seats_view(web, game, seed, moves):
    moves = min(moves, part_way(game, SEATS[game], 0.8, seed))  # a short game is still on
    screen = game_screen(game, seed, moves)
    assert not screen.rules.is_over(screen.state), "a game on is what this test draws"
    asked = _watched(web, screen)
    screen.render()
    legal = screen.rules.legal_actions(screen.state)
    screen.hint_words(legal[0])  # the hint's words name a piece as the board shows it
    for act in ("pick", "stack", "show-city"):
        screen.handle(act, "0", None, None)
        screen.render()
    assert asked, "the screen drew nothing from the engine's view"
    assert None not in asked, f"{game}: drawn from the whole state"
