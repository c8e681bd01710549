"""Every tutorial followed through its real game screen on CPython:
at every step the screen is drawn, what the panel points at (each screen's tutorial_targets, the
selectors of tutorial_marks.py) must be an enabled element of that drawing, and clicking it (the
screen's own handler, with the element's data-act and data-arg) must lead the script to its end.
The computers' moves are those the script test plays (test_tutorial_scripts)."""

from __future__ import annotations

import re
from html import unescape

import pytest

from screen_play import stub_page
from test_tutorial_scripts import ALL, _computer_move, _record
from web.agora_web import games
from web.agora_web.presentation.log import replay_with_log
from web.agora_web.screens import tutorial

TAG = re.compile(r"<([a-zA-Z][\w-]*)((?:\s+[\w:-]+(?:=\"[^\"]*\")?)*)\s*/?>")
ATTR = re.compile(r'([\w:-]+)(?:="([^"]*)")?')
SELECTOR = re.compile(r'\[([\w-]+)="([^"]*)"\]')


@pytest.fixture
def pyscript_stub(monkeypatch):
    """The page as the screens read it: nothing but its clock (screen_play.stub_page)."""
    stub_page(monkeypatch)


class App:
    def render(self) -> None:
        pass


class Element:
    """What a screen's handler reads of a clicked element: its attributes."""

    def __init__(self, attrs: dict):
        self.attrs = attrs

    def getAttribute(self, name: str):
        return self.attrs.get(name)


def elements(html: str) -> "list[dict]":
    return [{k: unescape(v) for k, v in ATTR.findall(m.group(2))} for m in TAG.finditer(html)]


def matching(html: str, selector: str) -> "list[dict]":
    wanted = SELECTOR.findall(selector)
    assert wanted and "".join(f'[{k}="{v}"]' for k, v in wanted) == selector, selector
    return [e for e in elements(html) if all(e.get(k) == v for k, v in wanted)]


def _screen(tut):
    game = games.ui_module(tut.game, "screen")
    record = _record(tut)
    rules, state, log = replay_with_log(record)
    screen = game.GameScreen(App(), "t", 0, record, rules, state, log)
    screen.save = lambda: None
    screen.maybe_run_computers = lambda: None
    screen.tutorial = tutorial.Run(tut)
    return screen


@pytest.mark.parametrize("tid", ALL)
def test_the_script_is_followed_by_clicking_what_the_screen_marks(tid, pyscript_stub):
    tut = tutorial.find(tid)
    screen = _screen(tut)
    clicks = 0
    while tutorial.now(screen) is not None:
        assert clicks < 200, f"{tid}: the script does not end"
        seat = screen.current()
        assert seat >= 0, f"{tid}: the game ended before the script"
        if seat != tutorial.LEARNER:
            screen.play_computer(_computer_move(tut, screen.record, screen.rules, screen.state, seat))
            continue
        assert not tutorial.stuck(screen), f"{tid}: step {screen.tutorial.step} points at nothing"
        selectors = tutorial.targets(screen)
        if selectors == ['[data-act="tut-next"]']:
            screen.handle("tut-next", None, None, None)
            continue
        html = screen.render()
        assert selectors, f"{tid}: step {screen.tutorial.step} marks nothing"
        found = [e for s in selectors for e in matching(html, s)]
        assert found, f"{tid}: step {screen.tutorial.step}: {selectors} not drawn"
        assert all("disabled" not in e for e in found), f"{tid}: a marked element is disabled"
        target = found[0]
        assert screen.handle(target["data-act"], target.get("data-arg"), Element(target), None)
        assert screen.tutorial.note == "", f"{tid}: the marked click was refused"
        clicks += 1
    assert screen.tutorial.step == len(tut.steps)


def test_a_click_the_step_does_not_mark_is_refused(pyscript_stub):
    tut = tutorial.find("pyramidion")
    screen = _screen(tut)
    screen.handle("tut-next", None, None, None)
    screen.handle("tut-next", None, None, None)
    index, actions = tutorial.now(screen)
    assert not tut.steps[index].note and actions
    html = screen.render()
    marked = matching(html, tutorial.targets(screen)[0])[0]
    other = next(
        e
        for e in elements(html)
        if e.get("data-act") == "choose" and e.get("data-arg") and e.get("data-arg") != marked.get("data-arg")
    )
    state = screen.state
    screen.handle("choose", other["data-arg"], Element(other), None)
    assert screen.state is state and screen.tutorial.note == "tut.not_now" and screen.tutorial.step == index


@pytest.mark.parametrize("tid", ["pantikapaion", "pantikapaion.solo"])
def test_the_confirm_the_screen_shows_for_a_prepared_move_is_accepted(tid, pyscript_stub):
    """A move that cannot be taken back is prepared by its first click and played by the
    "Confirm: …" button the action bar then shows: that button is what the step points at, and
    clicking it is accepted (it was refused: "Not that one yet")."""
    tut = tutorial.find(tid)
    screen = _screen(tut)
    confirmed = 0
    for _ in range(200):
        if tutorial.now(screen) is None:
            break
        seat = screen.current()
        if seat != tutorial.LEARNER:
            screen.play_computer(_computer_move(tut, screen.record, screen.rules, screen.state, seat))
            continue
        selectors = tutorial.targets(screen)
        if selectors == ['[data-act="tut-next"]']:
            screen.handle("tut-next", None, None, None)
            continue
        html = screen.render()
        shown = [e for e in matching(html, '[data-testid="confirm"]') if e.get("data-confirmed") == "1"]
        if shown:
            assert selectors == ['[data-act="confirm"]'], (screen.tutorial.step, selectors)
            step = screen.tutorial.step
            assert screen.handle("confirm", None, Element(shown[0]), None)
            assert screen.tutorial.note == "", f"{tid}: step {step}: its own Confirm was refused"
            confirmed += 1
            continue
        target = next(e for s in selectors for e in matching(html, s))
        screen.handle(target["data-act"], target.get("data-arg"), Element(target), None)
        assert screen.tutorial.note == "", f"{tid}: step {screen.tutorial.step}: the marked click was refused"
    assert tutorial.now(screen) is None and confirmed >= (3 if tid == "pantikapaion" else 1), confirmed


@pytest.mark.parametrize("tid", ALL)
def test_the_pulse_leaves_a_choice_once_it_is_made(tid, pyscript_stub):
    """A click that prepares a choice (a Palace's project, a stack, a cell) moves the marks on
    to what comes next (the cell, Confirm): the chosen control does not keep pulsing."""
    tut = tutorial.find(tid)
    screen = _screen(tut)
    for _ in range(200):
        if tutorial.now(screen) is None:
            break
        seat = screen.current()
        if seat != tutorial.LEARNER:
            screen.play_computer(_computer_move(tut, screen.record, screen.rules, screen.state, seat))
            continue
        selectors = tutorial.targets(screen)
        if selectors == ['[data-act="tut-next"]']:
            screen.handle("tut-next", None, None, None)
            continue
        html = screen.render()
        target = next(e for s in selectors for e in matching(html, s))
        state = screen.state
        screen.handle(target["data-act"], target.get("data-arg"), Element(target), None)
        if screen.state is state and tutorial.now(screen) is not None:  # prepared, not played
            after = [e for s in tutorial.targets(screen) for e in matching(screen.render(), s)]
            key = ("data-act", "data-arg", "data-testid", "data-confirmed")
            same = [e for e in after if all(e.get(k) == target.get(k) for k in key)]
            assert not same, f"{tid}: {target['data-act']} {target.get('data-arg')} still pulses once chosen"
    assert tutorial.now(screen) is None
