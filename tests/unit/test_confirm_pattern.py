"""The one confirm pattern (docs/rulings.md, "Confirming moves"): a move asks for Confirm exactly
when Undo could not take it back — checked on real positions of the games, in plain CPython."""

from __future__ import annotations

import sys
import types
from types import SimpleNamespace

import pytest

from engine.core import records
from engine.core.protocol import Seat
from engine.pantikapaion import Pick
from engine.pantikapaion.state import EndTurn

from random_play import play_on


@pytest.fixture(autouse=True)
def base(monkeypatch):
    """The screens' base class, imported without a page (a stand-in pyscript module)."""
    stub = types.ModuleType("pyscript")
    stub.document = stub.window = None
    monkeypatch.setitem(sys.modules, "pyscript", stub)
    from web.agora_web.screens import game_screen

    global GameScreenBase
    GameScreenBase = game_screen.GameScreenBase
    yield


GameScreenBase = None


def _screen(rules, state):
    """What GameScreenBase.irreversible and act_or_arm use of a screen."""
    shown = SimpleNamespace(rules=rules, state=state, armed=None, played=[], rendered=0)
    shown.current = lambda: rules.current_player(shown.state)
    shown.irreversible = lambda action: GameScreenBase.irreversible(shown, action)
    shown.play = shown.played.append
    shown.app = SimpleNamespace(render=lambda: setattr(shown, "rendered", shown.rendered + 1))
    return shown


def test_every_akropolis_move_hands_the_turn_on_so_it_is_confirmed():
    record = records.new_record("akropolis", [Seat("A"), Seat("B")], seed=2)
    record, rules, state = play_on(record, 5, pick=1)
    screen = _screen(rules, state)
    assert all(screen.irreversible(a) for a in rules.legal_actions(state)[:20])


def test_pantikapaion_picks_act_at_once_and_ending_the_turn_is_confirmed():
    record = records.new_record("pantikapaion", [Seat("A"), Seat("B")], seed=4)
    rules, state = records.replay(record)
    screen = _screen(rules, state)
    picks = [a for a in rules.legal_actions(state) if isinstance(a, Pick)]
    assert picks and not any(screen.irreversible(a) for a in picks)
    assert GameScreenBase.act_or_arm(screen, 0, picks[0]) and screen.played == [picks[0]]
    while not any(isinstance(a, EndTurn) for a in rules.legal_actions(state)):
        record, rules, state = play_on(record, 1, pick=len(record.moves))
    screen = _screen(rules, state)
    legal = rules.legal_actions(state)
    i = next(k for k, a in enumerate(legal) if isinstance(a, EndTurn))
    assert screen.irreversible(legal[i])
    assert not GameScreenBase.act_or_arm(screen, i, legal[i])  # prepared, not played
    assert screen.armed == i and screen.played == [] and screen.rendered == 1
    assert GameScreenBase.act_or_arm(screen, i, legal[i])  # the second click confirms
    assert screen.played == [legal[i]] and screen.armed is None


def test_a_refused_move_is_never_prepared():
    record = records.new_record("pantikapaion", [Seat("A"), Seat("B")], seed=4)
    rules, state = records.replay(record)
    assert not _screen(rules, state).irreversible(EndTurn())  # not legal now: nothing to confirm


def test_taking_a_tile_in_amytis_shows_the_next_one_so_it_is_confirmed():
    record = records.new_record("amytis", [Seat("A"), Seat("B")], seed=6)
    rules, state = records.replay(record)
    screen = _screen(rules, state)
    takes = [a for a in rules.legal_actions(state) if type(a).__name__ == "Take"]
    assert takes and all(screen.irreversible(a) for a in takes)
