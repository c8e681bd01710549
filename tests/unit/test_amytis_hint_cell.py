"""An Amytis hint names the turn's two choices: the stack to take and the cell of the player's
board for its tile (solo_ai/coach.py thinks the second out too, on a guess at the tile the take
uncovers; the screen selects and marks both, and says both in words)."""

from __future__ import annotations

import re
from html import unescape

import pytest

from engine.amytis.state import Place, Take
from random_play import random_record
from screen_play import game_screen, stub_page
from solo_ai.coach import Advice, HintTask

SAID = re.compile(r'data-testid="hint-said">([^<]*)<')


@pytest.fixture()
def page(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.texts import i18n

    yield i18n
    i18n.set_lang(i18n.DEFAULT)


def _advice(rules, state, seat):
    task = HintTask(rules, state, seat, seed=3, iterations=30, deals=2)
    while not task.step(0.05):
        pass
    return task.result()


def test_the_coach_advises_the_cell_for_the_tile_of_the_stack_it_advises():
    _record, rules, state = random_record("amytis", 2, 0, 4)
    seat = rules.current_player(state)
    advice = _advice(rules, state, seat)
    assert isinstance(advice.action, Take) and isinstance(advice.then, Place)
    after = rules.apply(state, advice.action)
    assert advice.then in rules.legal_actions(after)  # a cell the taken tile may go to
    assert _advice(rules, state, seat) == advice  # repeatable
    # a Place decision has no second choice to name
    place = _advice(rules, after, seat)
    assert isinstance(place.action, Place) and place.then is None


def test_a_hint_cut_short_still_names_the_cell():
    # the page asks for the advice when the hint's time is up, whatever the task has reached:
    # before the hard player has thought the cell out, the quick player names one
    _record, rules, state = random_record("amytis", 2, 0, 4)
    seat = rules.current_player(state)
    task = HintTask(rules, state, seat, seed=3, iterations=30, deals=2)
    while task._thinker.best is None:
        task.step(0)
    advice = task.result()
    assert task.best is None, "the task was meant to be cut short"
    assert isinstance(advice.action, Take) and isinstance(advice.then, Place)
    assert advice.then in rules.legal_actions(rules.apply(state, advice.action))


def test_the_coach_names_no_follow_up_in_other_games():
    _record, rules, state = random_record("akropolis", 2, 0, 4)
    assert _advice(rules, state, rules.current_player(state)).then is None


def test_the_screen_selects_marks_and_names_the_stack_and_the_cell(page):
    for code, word in (("en", "then place its tile"), ("ru", "затем место для взятой плитки")):
        page.set_lang(code)
        screen = game_screen("amytis", 4, 0)
        legal = screen.rules.legal_actions(screen.state)
        take = legal[0]
        cells = [a.cell for a in screen.rules.legal_actions(screen.rules.apply(screen.state, take))]
        cell = cells[-1]
        screen.hint = Advice(take, 0.0, 0.0, 0.0, {"en": "Why.", "ru": "Почему."}, then=Place(cell))
        screen.show_hint(take)
        html = screen.render()
        said = [unescape(s) for s in SAID.findall(html)]
        assert len(said) == 1 and word in said[0], said
        row, col = divmod(cell, 3)
        assert re.search(rf"{row + 1}\D+{col + 1}\D*$", said[0].split(word)[1].split(" — ")[0]), said
        assert screen.sel_stack == take.stack and screen.sel_cell == cell  # Confirm plays both
        marked = re.search(rf'<button[^>]*data-testid="cell-{cell}"[^>]*>', html).group(0)
        assert " hint" in marked and " selected" in marked
        assert screen.planned() is not None and screen.planned()[0] == (take, Place(cell))
