"""Guided first games (web/agora_web/screens/tutorial.py): every tutorial's script replayed on CPython with
the engine and the computer players, from its fixed deal to its end, each step's pointed moves
legal where it stands; every text in both languages; the script accepting only what it points
at; the step kept in the save document; the home cards' Learn buttons."""

from __future__ import annotations

import re
import sys
import types

import msgspec
import pytest

from engine.core import records
from engine.core.protocol import Seat
from web.agora_web import games
from web.agora_web.texts import i18n
from web.agora_web.services import saves
from web.agora_web.screens import tutorial

ALL = [tid for game in games.order() for tid in tutorial.ids_of(game)]


def test_every_tutorial_a_game_declares_is_found():
    """Each game of the site declares its tutorials in its web descriptor (TUTORIALS); every id
    declared finds its script."""
    from tests.helpers.games import SITE_GAMES

    assert all(tutorial.ids_of(game) for game in SITE_GAMES)
    for tid in ALL:
        tut = tutorial.find(tid)
        assert tut is not None and tut.id == tid and tut.game == tid.split(".")[0]
        assert tut.seats[tutorial.LEARNER] == tutorial.HUMAN
        assert any(not s.note for s in tut.steps), tid
    assert tutorial.find("akropolis.nothing") is None and tutorial.find("chess") is None


def _record(tut):
    players = [Seat(f"P{i + 1}", kind) for i, kind in enumerate(tut.seats)]
    return records.new_record(tut.game, players, tut.options or None, seed=tut.seed)


def _computer_move(tut, record, rules, state, seat):
    """What the page's computer player plays here (the page's seed for it, all the time it needs)."""
    import solo_ai

    if seat < len(tut.seats):
        controller = tut.seats[seat]
    else:  # a solo opponent's seat, played by the game's solo-only player
        controller = next(c.id for c in solo_ai.controllers(tut.game) if c.solo_only)
    seed = ((record.seed or 0) * 1000003 + len(record.moves)) & 0x7FFFFFFF
    thinker = solo_ai.make_thinker(controller, rules, state, seat, seed=seed, time_limit=10)
    while not thinker.step(1.0):
        pass
    return thinker.result()


def play_script(tut):
    """Plays the script: the learner makes the first move each step points at, the computers
    answer; returns the record and the state after the last step. Asserts every step on the way."""
    record = _record(tut)
    rules, state = records.start(record)
    index = 0
    while index < len(tut.steps):
        seat = rules.current_player(state)
        assert seat >= 0, f"{tut.id}: the game is over at step {index + 1}"
        if seat != tutorial.LEARNER:
            action = _computer_move(tut, record, rules, state, seat)
        else:
            step = tut.steps[index]
            if step.note:
                index += 1
                continue
            legal = rules.legal_actions(state)
            picked = step.pick(rules, state, legal)
            assert picked, f"{tut.id}: step {index + 1} ({step.text}) points at nothing"
            assert all(a in legal for a in picked), f"{tut.id}: step {index + 1} points at an illegal move"
            assert tutorial.pointed(tut, index, rules, state) == picked
            action = picked[0]
            assert tutorial.follows(tut, index, rules, state, (action,)) == index + 1
            index += 1
        state = rules.apply(state, action)
        record = records.with_move(record, action)
    records.verify(record)  # the moves replay as a record, as a save of the tutorial does
    return record, rules, state


@pytest.mark.parametrize("tid", ALL)
def test_every_script_plays_to_its_end_with_legal_pointed_moves(tid):
    tut = tutorial.find(tid)
    record, rules, state = play_script(tut)
    assert rules.current_player(state) >= 0, "the game goes on after the script"
    learner_moves = sum(1 for s in tut.steps if not s.note)
    assert len(record.moves) >= learner_moves


@pytest.mark.parametrize("tid", ALL)
def test_a_move_the_step_does_not_point_at_is_refused(tid):
    tut = tutorial.find(tid)
    rules, state = records.start(_record(tut))
    index = next(i for i, s in enumerate(tut.steps) if not s.note)
    # the first decision comes before any computer move in these deals (the learner starts)
    assert rules.current_player(state) == tutorial.LEARNER
    picked = tutorial.pointed(tut, index, rules, state)
    others = [a for a in rules.legal_actions(state) if a not in picked]
    assert others, "a step that allows every move teaches nothing"
    assert tutorial.follows(tut, index, rules, state, (others[0],)) is None
    assert tutorial.follows(tut, index, rules, state, (picked[0],)) == index + 1


def _keys(tut):
    return [tut.learn, tut.title, tut.done] + [s.text for s in tut.steps]


@pytest.mark.parametrize("tid", ALL)
def test_every_text_in_both_languages(tid):
    tut = tutorial.find(tid)
    for key in _keys(tut):
        entry = i18n.raw(key) and i18n.TEXT[key]
        en, ru = entry["en"], entry["ru"]
        assert en.strip() and ru.strip() and en != ru, key
        assert re.search("[а-яё]", ru, re.I) and not re.search("[а-яё]", en, re.I), key
    own = i18n.game_texts(tut.game)
    assert all(key in own for key in _keys(tut)), "a tutorial's texts live in its game's catalogs"


class FakeScreen:
    """What tutorial.py reads of a game screen: rules, state, the seat to act, a selection."""

    GAME = "akropolis"

    def __init__(self, tut):
        self.rules, self.state = records.start(_record(tut))
        self.tutorial = tutorial.Run(tut)
        self.saved = 0

    def tutorial_selected(self):
        return ()

    def human_to_move(self):
        return self.rules.current_player(self.state) == tutorial.LEARNER

    def current(self):
        return self.rules.current_player(self.state)

    def tutorial_allows(self, act, arg, actions):
        return act == "ok"

    def save(self):
        self.saved += 1


def test_a_run_moves_on_by_notes_and_pointed_moves_only():
    tut = tutorial.find("akropolis")
    screen = FakeScreen(tut)
    assert tut.steps[0].note and tutorial.now(screen) == (0, [])
    assert not tutorial.allows(screen, "ok", None) and screen.tutorial.note == "tut.read_first"
    assert not tutorial.accept_move(screen, screen.rules.legal_actions(screen.state)[0])
    tutorial.next_note(screen)
    assert screen.tutorial.step == 1 and screen.saved == 1 and screen.tutorial.note == ""
    index, actions = tutorial.now(screen)
    assert index == 1 and actions
    assert tutorial.allows(screen, "ok", None) and not tutorial.allows(screen, "wrong", None)
    assert screen.tutorial.note == "tut.not_now"
    wrong = next(a for a in screen.rules.legal_actions(screen.state) if a not in actions)
    assert not tutorial.accept_move(screen, wrong) and screen.tutorial.step == 1
    assert tutorial.accept_move(screen, actions[0]) and screen.tutorial.step == 2
    assert screen.tutorial.note == ""


def test_a_finished_script_closes_and_a_run_clamps_its_step():
    tut = tutorial.find("akropolis")
    run = tutorial.Run(tut, 99)
    assert run.closed and not run.scripted
    assert tutorial.Run(tut, -3).step == 0
    screen = FakeScreen(tut)
    screen.tutorial = tutorial.Run(tut, len(tut.steps))
    assert tutorial.now(screen) is None and tutorial.accept_move(screen, screen.rules.legal_actions(screen.state)[0])
    tutorial.close(screen)
    assert screen.tutorial.closed and screen.saved == 1


def test_the_step_is_kept_in_the_save_document_not_the_record():
    tut = tutorial.find("akropolis.solo")
    record = _record(tut)
    doc = saves.doc_for("id-1", 1, 2, record, saves.Summary(), saves.TutorialMark(id=tut.id, step=3))
    entry = saves.read_entry(saves.key_for("id-1"), saves.encode(doc))
    assert entry.ok and entry.doc.tutorial == saves.TutorialMark(id="akropolis.solo", step=3)
    assert "tutorial" not in msgspec.to_builtins(entry.doc.record)
    plain = saves.doc_for("id-2", 1, 2, record, saves.Summary())
    assert "tutorial" not in msgspec.to_builtins(plain)  # an ordinary game's save is as before
    assert saves.read_entry(saves.key_for("id-2"), saves.encode(plain)).doc.tutorial is None


def test_resume_finds_the_tutorial_of_a_save_and_ignores_an_unknown_one():
    class Screen:
        GAME = "akropolis"
        tutorial = None

    screen = Screen()
    tutorial.resume(screen, saves.TutorialMark(id="akropolis", step=2))
    assert screen.tutorial.tut.id == "akropolis" and screen.tutorial.step == 2
    other = Screen()
    tutorial.resume(other, saves.TutorialMark(id="amytis.nothing", step=2))
    tutorial.resume(other, saves.TutorialMark(id="akropolis.solo", step=1))
    assert other.tutorial.tut.id == "akropolis.solo"
    wrong_game = Screen()
    wrong_game.GAME = "pyramidion"
    tutorial.resume(wrong_game, saves.TutorialMark(id="akropolis", step=1))
    assert wrong_game.tutorial is None


@pytest.mark.parametrize("code", i18n.LANGS)
def test_home_cards_offer_learn_only_where_a_tutorial_exists(code, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=None, window=None))
    from web.agora_web.screens import home

    i18n.set_lang(code)
    try:
        for game in games.order():
            card = home.game_card(game)
            buttons = re.findall(r'<button[^>]*data-act="learn"[^>]*>', card)
            assert len(buttons) == len(tutorial.ids_of(game)), game
            for tag, tid in zip(buttons, tutorial.ids_of(game)):
                assert f'data-arg="{tid}"' in tag and 'aria-label="' in tag
                name = i18n.t(f"game.{game}")
                assert name in re.search(r'aria-label="([^"]*)"', tag).group(1).replace("&quot;", '"')
    finally:
        i18n.set_lang(i18n.DEFAULT)


def test_a_game_over_before_the_script_ends_closes_the_script():
    tut = tutorial.find("akropolis")
    screen = FakeScreen(tut)
    screen.tutorial = tutorial.Run(tut, 1)
    assert not tutorial.stuck(screen)
    screen.state = msgspec.structs.replace(screen.state, over=True)
    assert tutorial.stuck(screen)


def test_the_panel_says_when_the_script_ends_early(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=None, window=None))
    tut = tutorial.find("akropolis")
    screen = FakeScreen(tut)
    screen.thinking = None
    screen.tutorial = tutorial.Run(tut, 1)
    i18n.set_lang("en")
    html = tutorial.panel_html(screen)
    assert 'data-step="1"' in html and "Step 2 of" in html and 'data-act="tut-leave"' in html
    screen.state = msgspec.structs.replace(screen.state, over=True)
    html = tutorial.panel_html(screen)
    assert i18n.t("tut.ended_early") in html and 'data-act="tut-close"' in html
    assert tutorial.targets(screen) == ['[data-act="tut-close"]']
    screen.tutorial = tutorial.Run(tut, len(tut.steps))
    assert i18n.t(tut.done) in tutorial.panel_html(screen)
