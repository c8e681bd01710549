"""Words and controls that must agree, checked on the real game screens on CPython: Akropolis
names Rotate in its prompt only when Rotate can be pressed (a tutorial keeps one position of a
hex, so a tile may fit it one way only); Amytis names the bottom row of the King's favor once."""

from __future__ import annotations

import re
import sys
import types

import pytest

from engine.core import records
from engine.core.protocol import Seat
from web.agora_web.texts import i18n


@pytest.fixture
def screen_of(monkeypatch):
    stub = types.ModuleType("pyscript")
    stub.document = stub.window = None
    monkeypatch.setitem(sys.modules, "pyscript", stub)

    class App:
        def render(self) -> None:
            pass

    yield_lang = i18n.lang()

    def make(game: str, seed: int = 1):
        import importlib

        module = importlib.import_module(f"web.agora_web.{game}.screen")
        record = records.new_record(game, [Seat("Ann"), Seat("Bob")], seed=seed)
        rules, state, log = module.replay_with_log(record)
        screen = module.GameScreen(App(), "t", 0, record, rules, state, log)
        screen.save = lambda: None
        screen.maybe_run_computers = lambda: None
        return screen

    yield make
    i18n.set_lang(yield_lang)


def _rotate(html: str) -> str:
    return re.search(r'<button[^>]*data-act="rotate"[^>]*>', html).group(0)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_akropolis_says_rotate_only_when_rotate_can_be_pressed(screen_of, lang):
    i18n.set_lang(lang)
    word = "Rotate" if lang == "en" else "Повернуть"
    screen = screen_of("akropolis")
    screen.on_pick(0)
    from engine.akropolis.placement import legal_placements

    places = legal_placements(screen.state.cities[screen.current()])
    pos = places[0][0]
    screen.on_spot(f"{pos[0]},{pos[1]}")
    assert len(screen.choices) > 1
    view = screen.rules.view(screen.state, screen.current())
    assert word in screen._status_text(view, screen.current())
    assert "disabled" not in _rotate(screen._actionbar_html(view))
    screen.choices = screen.choices[:1]  # one position only, as a tutorial's step may keep
    screen.choice_i = 0
    assert word not in screen._status_text(view, screen.current())
    assert "disabled" in _rotate(screen._actionbar_html(view))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_amytis_names_the_bottom_row_once(screen_of, lang):
    from engine.amytis.data import BOTTOM

    i18n.set_lang(lang)
    screen = screen_of("amytis")
    name = screen._favor_label(BOTTOM)
    words = screen._favor_words(BOTTOM, -1, 4)
    assert words.startswith(name + ": ") and words.count(name) == 1, words
