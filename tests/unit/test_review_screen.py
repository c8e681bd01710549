"""The post-game review screen (web/agora_web/screens/review.py) on CPython: a decision's move and the
hard player's alternative are named in the game's own words in every game and language, the
control offers Stop while judging runs by itself, and "Show" names the step as the review does."""

from __future__ import annotations

import re

import pytest

from random_play import random_record
from screen_play import App as ScreenApp
from screen_play import stub_page
from solo_ai.coach import Judgement
from tests.helpers.games import GAMES

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


class App(ScreenApp):
    """The shell as the review uses it: it shows another screen."""

    shown = None

    def show(self, screen):
        self.shown = screen


@pytest.fixture
def page(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.texts import i18n

    yield i18n
    i18n.set_lang("en")


def _screen(game: str, moves: int = 24, seed: int = 3):
    """A review screen of a game after `moves` random moves, judging nothing yet."""
    from web.agora_web.screens.review import ReviewScreen

    record, rules, _state = random_record(game, 2, moves, seed)
    return ReviewScreen(App(), record, 0), record, rules


def _decision(screen, record, rules, k: int):
    """A judged decision at move `k`: the move played against another legal move."""
    before = screen.board().replay.timeline.states[k]
    played = rules.parse_action(record.moves[k])
    other = next(a for a in reversed(rules.legal_actions(before)) if a != played)
    judged = Judgement(k, played, other, 3.0, 0.0, 0.0)
    screen.task.items.append(judged)
    return judged


@pytest.mark.parametrize("game", GAMES)
def test_moves_in_the_review_are_told_in_the_game_s_words_in_both_languages(page, game):
    screen, record, rules = _screen(game)
    states = screen.board().replay.timeline.states
    chosen = [k for k in range(len(record.moves)) if len(rules.legal_actions(states[k])) > 1]
    assert chosen, "no decision of the game had a choice"
    for k in sorted({chosen[len(chosen) * part // 4] for part in (1, 2, 3)}):  # early, middle and late
        judged = _decision(screen, record, rules, k)
        for code in ("en", "ru"):
            page.set_lang(code)
            for text in screen._move_texts(k):
                plain = re.sub(r"<[^>]+>", "", text)
                assert plain.strip(), (game, k, code)
                # never the engine's own spelling of an action ("Play(card=4)")
                for action in (judged.played, judged.best):
                    assert f"{type(action).__name__}(" not in plain, (game, k, code, plain)
                assert bool(CYRILLIC.search(plain)) == (code == "ru"), (game, k, code, plain)
        assert screen._move_texts(k)[0] != screen._move_texts(k)[1] or judged.played == judged.best


def test_the_control_offers_stop_while_judging_runs_and_go_on_once_paused(page):
    screen, _record, _rules = _screen("amytis")
    html = screen.render()  # drawn before judging starts (after_show starts it)
    assert 'data-act="review-stop"' in html and 'data-act="review-go"' not in html
    screen.handle("review-stop", None, None, None)
    html = screen.render()
    assert 'data-act="review-go"' in html and "Paused at decision" in html
    screen.after_show()  # back from the replay: still paused
    assert screen.paused and not screen.running
    page.set_lang("ru")
    assert "Остановлено на решении" in screen.render()


def test_show_names_the_step_as_the_review_does(page):
    screen, record, rules = _screen("akropolis", moves=20)
    judged = _decision(screen, record, rules, 9)
    screen.show_step(judged.index)
    board = screen.board()
    assert screen.app.shown is board
    mover = board.seat_name(rules.current_player(board.replay.timeline.states[9]))
    assert board.replay.status(board) == f"Move 10 of 20: {mover} to play."
    board.replay.go(board, 9)  # any step taken afterwards is named as the replay names it
    assert (
        board.replay.status(board)
        == f"Move 9 of 20: {board.seat_name(rules.current_player(board.replay.timeline.states[8]))}'s move."
    )


def test_the_review_s_replay_of_a_finished_game_says_how_many_hints_it_used(page):
    """The game said 6 hints: the final table the review's replay shows at the end says 6 too."""
    from web.agora_web.screens.review import ReviewScreen

    record, rules, state = random_record("amytis", 2, 400, 5)
    assert rules.is_over(state)
    board = ReviewScreen(App(), record, 0, hints=6).board()
    assert board.hints_used == 6
    assert 'data-testid="hints-used" data-count="6"' in board.render()
    assert ReviewScreen(App(), record, 0).board().hints_used == 0  # nothing known: none claimed
