"""The text twin's command line (presentation/twin_commands.py, twin.run_command): a move typed by
its number or by its words in any order, a question by its words; several moves that fit, none,
or a number past the list are said, in the interface language, and change nothing. For every
game, a whole game played by typing only."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from web.agora_web.presentation.twin_commands import EMPTY, MANY, MOVE, NONE, QUESTION, RANGE, interpret, words_of

sys.path.insert(0, str(Path(__file__).parent))
from screen_play import SEATS, game_screen, stub_page  # noqa: E402

MOVES = [
    "Take tile 2 for 1 stone, place it at C4 on two quarries, level 2",
    "Take tile 2 for 1 stone, place it at C5, level 1",
    "Take tile 12 for 3 stones, place it at D4, level 1",
    "Pass",
]
QUESTIONS = [("scores", "What does each player score, and why?"), ("last", "What did the others do last?")]


def test_a_number_names_a_move_of_the_list():
    assert interpret(" 3 ", MOVES, QUESTIONS) == (MOVE, 2, "", ())
    assert interpret("0", MOVES, QUESTIONS).kind == RANGE
    assert interpret("5", MOVES, QUESTIONS) == (RANGE, 5, "", ())


def test_words_in_any_order_name_the_one_move_they_fit():
    assert interpret("c4 quarries", MOVES, QUESTIONS).index == 0
    assert interpret("D4", MOVES, QUESTIONS).index == 2
    assert interpret("pass", MOVES, QUESTIONS).index == 3
    assert interpret("tile 12", MOVES, QUESTIONS).index == 2  # "2" is a whole number: not in "12"
    # all of a move's words, in another order, is that move even where a longer one also fits
    assert interpret("level 1 c5 it at place stone 1 for 2 tile take", MOVES, QUESTIONS).index == 1
    found = interpret("tile 2", MOVES, QUESTIONS)
    assert found.kind == MANY and found.matches == (0, 1)


def test_questions_and_what_fits_nothing():
    assert interpret("scores", MOVES, QUESTIONS) == (QUESTION, -1, "scores", ())
    assert interpret("? last", MOVES, QUESTIONS).key == "last"
    assert interpret("?", MOVES, QUESTIONS).kind == NONE
    assert interpret("castle", MOVES, QUESTIONS).kind == NONE
    assert interpret("   ", MOVES, QUESTIONS).kind == EMPTY
    assert interpret("очки", ["Пас"], [("scores", "Сколько очков у каждого и почему?")]).key == "scores"


class _Voice:
    def __init__(self):
        self.said = []

    def say(self, text):
        self.said.append(text)


class _Root:
    def querySelector(self, _selector):
        return None


class TypingApp:
    """The shell as the command line uses it: the screen, a render, a voice."""

    def __init__(self):
        self.screen = None
        self.root = _Root()
        self.announcer = _Voice()

    def render(self):
        pass

    def set_busy(self, _busy):
        pass


def _twin(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.presentation import twin

    monkeypatch.setattr(twin, "is_on", lambda: True)
    return twin


def _typing(game: str):
    screen = game_screen(game, 3, 0)
    app = TypingApp()
    app.screen, screen.app = screen, app
    return screen, app


@pytest.mark.parametrize("game", sorted(SEATS))
def test_a_whole_game_typed(monkeypatch, game):
    """Each decision: a move typed by its number or by its words shuffled; the game ends."""
    twin = _twin(monkeypatch)
    from web.agora_web.texts.i18n import set_lang

    set_lang("en")
    rng = random.Random(11)
    screen, app = _typing(game)
    guard = 0
    while not screen.rules.is_over(screen.state):
        guard += 1
        assert guard < 3000, "the game never ended"
        choices = twin.offered(screen)
        assert choices
        i = rng.randrange(len(choices))
        if rng.random() < 0.3:
            typed = str(i + 1)
        else:
            words = choices[i].words.split()
            # shuffled where no other move has the same words (else they are told by their order)
            bag = sorted(words_of(choices[i].words))
            if rng.random() < 0.5 and [sorted(words_of(c.words)) for c in choices].count(bag) == 1:
                rng.shuffle(words)
            typed = " ".join(words).upper() if rng.random() < 0.2 else " ".join(words)
        before = (len(screen.record.moves), twin.render(screen))
        twin.on_typed(app, typed)
        twin.run_command(app)
        assert screen.twin_reply == "", (typed, screen.twin_reply)
        assert (len(screen.record.moves), twin.render(screen)) != before, f"{typed!r} changed nothing"
    assert twin.offered(screen) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_what_is_not_one_move_is_said_and_changes_nothing(monkeypatch, lang):
    twin = _twin(monkeypatch)
    from web.agora_web.texts.i18n import set_lang

    set_lang(lang)
    try:
        screen, app = _typing("akropolis")
        moves = len(screen.record.moves)
        count = len(twin.offered(screen))
        for typed, sign in (("zzzz", "zzzz"), (str(count + 1), str(count)), ("1", None)):
            twin.on_typed(app, typed)
            twin.run_command(app)
            if sign is None:
                assert len(screen.record.moves) == moves + 1 or screen.twin_reply == ""
                continue
            reply = screen.twin_reply
            assert sign in reply and app.announcer.said[-1] == reply
            assert len(screen.record.moves) == moves
            if lang == "ru":
                assert re.search("[а-яё]", reply) and not re.search(r"\b(move|moves|fits)\b", reply), reply
        # a question typed in the language's words is answered on screen
        screen.twin_asked = None
        label = dict(twin._questions(screen, twin.game_module(screen)))["scores"]
        twin.on_typed(app, label.split()[-3])
        twin.run_command(app)
        assert screen.twin_asked == "scores" or screen.twin_reply, (label, screen.twin_reply)
        html = twin.render(screen)
        assert 'data-testid="twin-command"' in html and 'aria-labelledby="twin-h-cmd"' in html
    finally:
        set_lang("en")
