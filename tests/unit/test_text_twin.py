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

_BUTTON = re.compile(
    r'<button[^>]*data-act="([a-z-]+)"(?:[^>]*?data-arg="([^"]*)")?[^>]*data-testid="twin-move-\d+"[^>]*>([^<]*)</button>'
)


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


def _lines_of(section) -> "list[str]":
    from html import unescape

    return [section.title] + [
        unescape(re.sub(r"<[^>]+>", " ", li)).strip() for li in re.findall(r"<li>(.*?)</li>", section.body)
    ]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_pyramidion_s_sections_are_words_only(monkeypatch, lang):
    """What the map and the panels draw beside their words (a city's name, arrow and numbers,
    a pyramid's stars, the turn-order number against a name) is not read out as lines of its
    own: every line of the position says something in words."""
    twin = _twin(monkeypatch)
    from web.agora_web.texts.i18n import set_lang

    set_lang(lang)
    try:
        seen = 0
        for seed, moves in ((3, 7), (3, 77), (5, 40), (7, 120), (3, 126)):
            screen = game_screen("pyramidion", seed, moves)
            names = {screen.seat_name(s) for s in range(len(screen.record.players))}
            for section in twin.game_module(screen).sections(screen):
                for line in _lines_of(section):
                    seen += 1
                    # a sentence, not a bare name ("P0") nor a heading left open ("thresholds:")
                    assert line not in names and not line.endswith(":"), (section.key, line)
                    assert re.search(r"[^\W\d_]{2}", line), (
                        section.key,
                        line,
                    )  # a word, not signs alone
                    assert "→" not in line and not re.search(r"[a-zа-яё][A-ZА-ЯЁ]", line), (section.key, line)
        assert seen > 100
    finally:
        set_lang("en")


def _buttons_named(html: str, start: str) -> "list[str]":
    from web.agora_web.ui.spoken import spoken

    return [
        w for w in (spoken(b) for b in re.findall(r"<button[^>]*>(.*?)</button>", html, re.S)) if w.startswith(start)
    ]


@pytest.mark.parametrize("shown", [True, False])
def test_pyramidion_s_handover_offers_its_button_once(monkeypatch, shown):
    """While the device passes to the next player, "I'm …" is one button: the text board's one
    move when the text board is shown, else the board's."""
    twin = _twin(monkeypatch)
    monkeypatch.setattr(twin, "is_on", lambda: shown)
    from web.agora_web.texts.i18n import set_lang

    set_lang("en")
    screen = game_screen("pyramidion", 3, 7)
    screen.handed = False
    assert screen.handover()
    html = twin.wrap(screen, screen.render())
    assert _buttons_named(html, "I'm ") == [f"I'm {screen.seat_name(screen.current())}"]
    assert ('data-testid="twin-move-0"' in html) == shown


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_pyramidion_s_turn_order_is_said_in_words(monkeypatch, lang):
    """The players panel shows a bare place number before each name; a screen reader hears the
    place in words, never the number run into the name ("1P0")."""
    _twin(monkeypatch)
    from web.agora_web.texts.i18n import set_lang, t
    from web.agora_web.ui.spoken import spoken

    set_lang(lang)
    try:
        screen = game_screen("pyramidion", 3, 20)
        view = screen.rules.view(screen.state, screen.viewer())
        said = spoken(screen._players_html(view))
        for pos, seat in enumerate(view.order):
            assert f"{t('py.order_place', n=pos + 1)} {screen.seat_name(seat)}" in said, said
        assert not re.search(r"\d" + re.escape(screen.seat_name(view.order[0])), said), said
    finally:
        set_lang("en")
