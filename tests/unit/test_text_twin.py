"""The text twin (presentation/twin.py) on CPython: for every game, whole games played only through
the twin's buttons (the words of each decision's choices, distinct within a list), its position
drawn in both languages, and its questions answered."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from screen_play import SEATS, game_screen, stub_page  # noqa: E402

_BUTTON = re.compile(r'<button[^>]*data-act="([a-z-]+)"(?:[^>]*?data-arg="([^"]*)")?[^>]*data-testid="twin-move-\d+"[^>]*>([^<]*)</button>')


class TwinApp:
    """The shell as the twin's acts use it: the screen, a render, a voice."""

    def __init__(self):
        self.screen = None
        self.root = None
        self.said = []

    def render(self):
        pass

    def set_busy(self, _busy):
        pass


def _twin(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.presentation import twin

    monkeypatch.setattr(twin, "is_on", lambda: True)
    return twin


@pytest.mark.parametrize("game", sorted(SEATS))
def test_a_whole_game_through_the_twin(monkeypatch, game):
    twin = _twin(monkeypatch)
    from web.agora_web.texts.i18n import set_lang

    set_lang("en")
    rng = random.Random(7)
    screen = game_screen(game, 3, 0)
    app = TwinApp()
    app.screen, screen.app = screen, app
    rules = screen.rules
    guard = 0
    while not rules.is_over(screen.state):
        guard += 1
        assert guard < 3000, "the game never ended"
        html = twin.render(screen)
        found = _BUTTON.findall(html)
        assert found, f"no move offered: {html[-400:]}"
        words = [w for _a, _g, w in found]
        assert all(w.strip() for w in words)
        assert len(set(words)) == len(words), f"two choices share a name: {sorted(words)}"
        act, arg, _w = rng.choice(found)
        before = (len(screen.record.moves), html)
        assert act in ("twin-play", "twin-step"), act
        twin.on_act(app, act, arg)
        assert (len(screen.record.moves), twin.render(screen)) != before, f"{act} {arg} changed nothing"
    html = twin.render(screen)
    assert "twin-move-" not in html


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", sorted(SEATS))
def test_position_and_answers_in_both_languages(monkeypatch, game, lang):
    twin = _twin(monkeypatch)
    from web.agora_web.texts.i18n import set_lang

    set_lang(lang)
    screen = game_screen(game, 5, 25)
    mod = twin.game_module(screen)
    html = twin.render(screen)
    assert html.count("<h3") >= 3
    for key, label in twin._questions(screen, mod):
        assert label
        assert twin.answer(screen, key, mod), key
    if lang == "ru":
        text = re.sub(r"<[^>]+>", " ", html)
        assert not re.search(r"\b(the|and|of|Take|Build)\b", text), text[:500]
    set_lang("en")
