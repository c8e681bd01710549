"""The plain-Python side of moves seen as they happen: the animation setting (reduce-motion makes
"off" the default), which log entries a render animates (new ones only; none after an undo), and
the view following a computer to its board and back to the human's."""

from __future__ import annotations

import sys
import types

import pytest


@pytest.fixture()
def web(monkeypatch):
    stub = types.ModuleType("pyscript")
    stub.document = None
    stub.window = None
    monkeypatch.setitem(sys.modules, "pyscript", stub)
    from web.agora_web.presentation import motion
    from web.agora_web.screens import game_screen as screens

    return motion, screens


def test_the_setting_defaults_to_off_for_reduced_motion_and_cycles(web):
    motion, _screens = web
    assert motion.mode_from(None, reduce=False) == "normal"
    assert motion.mode_from(None, reduce=True) == "off"
    assert motion.mode_from("bogus", reduce=True) == "off"
    assert motion.mode_from("slow", reduce=True) == "slow"  # a choice made wins over the default
    assert [motion.next_mode(m) for m in motion.MODES] == ["slow", "off", "normal"]
    assert motion.next_mode("bogus") == "normal"
    assert motion.STEP_MS["slow"] == 2 * motion.STEP_MS["normal"] and motion.STEP_MS["off"] == 0


class _Player:
    def __init__(self, controller):
        self.controller = controller


class _Record:
    def __init__(self, controllers):
        self.players = [_Player(c) for c in controllers]


def _screen(screens, controllers, shown, to_act):
    """A game screen that shows one seat's board at a time, without a page."""

    class One(screens.GameScreenBase):
        def shown_seat(self):
            return self.shown

        def show_seat(self, seat):
            if seat < len(self.record.players):
                self.shown = seat

        def current(self):
            return self.to_act

        def entry_refs(self, entry):
            return ((f"x-{entry}",),) if entry >= 0 else ()

    s = One.__new__(One)
    s.record, s.shown, s.to_act, s.thinking = _Record(controllers), shown, to_act, None
    s.log, s.motion_mark = [], 0
    return s


def test_a_render_animates_the_entries_added_since_the_last_one(web):
    _motion, screens = web
    s = _screen(screens, ["human", "bot"], 0, 0)
    s.log = [1, 2]
    assert s.motion_steps() == [("x-1",), ("x-2",)]
    assert s.motion_steps() == []  # shown already
    s.log.extend([3, -1])
    assert s.motion_steps() == [("x-3",)]  # an entry naming nothing is no step
    del s.log[1:]  # an undo: nothing new to show
    assert s.motion_steps() == []
    s.log.append(5)
    assert s.motion_steps() == [("x-5",)]


def test_the_view_follows_a_computer_and_comes_back(web):
    _motion, screens = web
    s = _screen(screens, ["human", "bot", "bot"], 0, 1)
    s.follow(1)
    assert s.shown == 1 and s.followed == 1
    s.follow(2)
    assert s.shown == 2 and s.followed == 2
    s.to_act = 0
    assert s.follow_back() and s.shown == 0 and s.followed is None
    assert not s.follow_back()  # nothing followed


def test_the_view_stays_where_the_player_turned_it(web):
    _motion, screens = web
    s = _screen(screens, ["human", "bot"], 0, 1)
    s.follow(1)
    s.shown = 0  # the player looked at their own city meanwhile
    s.follow(1)  # the computer's next decision (or the next computer's): the view stays
    assert s.shown == 0
    s.to_act = 0
    assert not s.follow_back() and s.shown == 0
    s.follow(5)  # a seat without a board (an automa): not followed
    assert s.shown == 0 and s.followed is None


def test_games_that_show_every_board_never_follow(web):
    _motion, screens = web
    s = _screen(screens, ["human", "bot"], 0, 1)
    s.shown_seat = lambda: None
    s.follow(1)
    assert s.followed is None
