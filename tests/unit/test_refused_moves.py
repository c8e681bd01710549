"""A refused move reads in the interface language: the engine's reason (English) in English, a
sentence of the language in Russian (screens.refused), never an English reason on a Russian page."""

from __future__ import annotations

import re
import sys
import types

import pytest

from engine.core import records
from engine.core.errors import IllegalAction
from engine.core.protocol import Seat
from engine.pantikapaion.state import EndTurn


@pytest.fixture
def screens(monkeypatch):
    stub = types.ModuleType("pyscript")
    stub.document = stub.window = None
    monkeypatch.setitem(sys.modules, "pyscript", stub)
    from web.agora_web.texts import i18n
    from web.agora_web.screens import game_screen as screens

    warned = []
    monkeypatch.setattr(screens, "console_warn", warned.append)  # dom may be imported already
    screens.warned = warned
    yield screens
    i18n.set_lang("en")


def _refusal() -> IllegalAction:
    """A real refusal: ending the turn before anything was done."""
    rules, state = records.replay(records.new_record("pantikapaion", [Seat("A"), Seat("B")], seed=1))
    with pytest.raises(IllegalAction) as caught:
        rules.apply(state, EndTurn())
    return caught.value


def test_english_shows_the_engines_reason_and_russian_a_russian_sentence(screens):
    from web.agora_web.texts import i18n

    exc = _refusal()
    i18n.set_lang("en")
    assert str(exc) in screens.refused(exc)
    i18n.set_lang("ru")
    text = screens.refused(exc)
    assert text and not re.search("[A-Za-z]", text), text
    assert any(str(exc) in str(line) for line in screens.warned)  # the reason, for whoever looks
