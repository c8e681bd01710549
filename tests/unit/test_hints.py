"""The Hint button's pure parts: when a hint may be asked, its seed, the reason's language, the
top-bar button and final-table line in both languages, and the save's hint count."""

from __future__ import annotations

import msgspec
import pytest

from web.agora_web import hints, i18n, saves
from web.agora_web.ui import widgets


class FakeScreen:
    """Just what hints.can_hint reads of a game screen."""

    def __init__(self, seat=0, human=True, hinting=False, replay=None):
        self.seat, self.human, self.hinting, self.replay = seat, human, hinting, replay

    def current(self):
        return self.seat

    def human_to_move(self):
        return self.seat >= 0 and self.human


class WaitingReplay:
    def waiting(self, _screen):
        return True


@pytest.fixture()
def english():
    i18n.set_lang("en")
    yield
    i18n.set_lang(i18n.DEFAULT)


def test_a_hint_only_for_the_human_to_act_while_nobody_thinks():
    assert hints.can_hint(FakeScreen())
    assert not hints.can_hint(FakeScreen(human=False))  # a computer seat is to act
    assert not hints.can_hint(FakeScreen(seat=-1))  # the game is over
    assert not hints.can_hint(FakeScreen(hinting=True))  # already thinking
    assert not hints.can_hint(FakeScreen(replay=WaitingReplay()))  # an earlier step of a replay
    handing_over = FakeScreen()
    handing_over.handover = lambda: True  # cards hidden until the next player takes the device
    assert not hints.can_hint(handing_over)


def test_the_seed_depends_on_the_position_only():
    assert hints.hint_seed(5, 10) == hints.hint_seed(5, 10)
    assert hints.hint_seed(5, 10) != hints.hint_seed(5, 11)
    assert hints.hint_seed(None, 0) == hints.hint_seed(0, 0)
    assert 0 <= hints.hint_seed(2**40, 10**6) < 2**31


def test_the_reason_in_the_interface_language():
    reason = {"en": "Take it.", "ru": "Берите."}
    assert hints.reason_text(reason, "ru") == "Берите."
    assert hints.reason_text(reason, "en") == "Take it."
    assert hints.reason_text({"en": "Take it."}, "ru") == "Take it."
    assert hints.reason_text(None, "en") == ""


def test_button_notice_and_final_line(english):
    idle = widgets.hint_button()
    assert 'data-act="hint"' in idle and 'aria-label="Hint"' in idle and "disabled" not in idle
    busy = widgets.hint_button(busy=True)
    assert 'class="spinner small"' in busy and "disabled" in busy and 'aria-busy="true"' in busy
    assert "a &lt;b&gt; move" in widgets.hint_notice("a <b> move")
    assert "Hints used: 3" in widgets.hints_used_line(3)
    i18n.set_lang("ru")
    assert "Использовано подсказок: 3" in widgets.hints_used_line(3)
    assert 'aria-label="Подсказка"' in widgets.hint_button()


def test_saves_without_a_hint_count_still_read():
    old = msgspec.convert({"round": 2, "rounds": 12, "moves": 9}, saves.Summary)
    assert old.hints == 0
    assert b"hints" not in msgspec.json.encode(old)  # none asked: nothing written
    assert msgspec.json.decode(msgspec.json.encode(saves.Summary(hints=2)), type=saves.Summary).hints == 2


def test_hints_shown_are_noted_in_the_save_and_older_saves_have_none():
    from engine.core import registry

    rules = registry.get("amytis")
    state = rules.new_game(2, seed=4)
    action = rules.legal_actions(state)[3]
    note = saves.advised(rules, state, 0, action)
    assert note.index == 0 and rules.state_hash(state).startswith(note.state) and len(note.state) == 16
    assert rules.parse_action(note.action) == action
    record = {"game": "amytis", "players": [{"name": "A"}, {"name": "B"}], "seed": 4, "moves": []}
    doc = saves.SaveDoc(version=1, id="x", game="amytis", created=1, updated=2, players=["A", "B"],
                        record=record, advice=[note])
    back = msgspec.json.decode(saves.encode(doc), type=saves.SaveDoc)
    assert back.advice == [note]
    older = msgspec.json.decode(saves.encode(saves.SaveDoc(version=1, id="x", game="amytis", created=1, updated=2,
                                                           players=["A", "B"], record=record)), type=saves.SaveDoc)
    assert older.advice == [] and b"advice" not in saves.encode(older).encode()


def test_showing_a_hint_notes_it_once_per_decision():
    from types import SimpleNamespace

    from engine.core import records, registry
    from solo_ai.coach import Advice

    rules = registry.get("amytis")
    record = records.new_record("amytis", [records.Seat("A"), records.Seat("B")], seed=4)
    _rules, state = records.start(record)
    shown = []
    screen = SimpleNamespace(rules=rules, state=state, record=record, hint=None, hints_used=0, advice=[],
                             show_hint=shown.append, save=lambda: None)
    legal = rules.legal_actions(state)
    for action in (legal[1], legal[2]):  # asked twice at the same decision: the latest is noted
        hints._show(screen, Advice(action, 0.0, 0.0, 0.0, {"en": "", "ru": ""}))
    assert screen.hints_used == 2 and shown == [legal[1], legal[2]]
    assert [(a.index, rules.parse_action(a.action)) for a in screen.advice] == [(0, legal[2])]
