"""The seats of every game's setup screen (web/agora_web/screens/seats.py) on CPython, in both languages:
each seat's select is named with its seat, and a computer seat says under its row what its level
does (solo_ai's description), which the select gives screen readers as its description."""

from __future__ import annotations

import sys
import types
from html.parser import HTMLParser

import pytest

import solo_ai
from tests.helpers.games import GAMES, catalog_text


class _Seats(HTMLParser):
    """The seat selects (their attributes) and the text of every element with an id."""

    def __init__(self):
        super().__init__()
        self.selects, self.texts, self._open = [], {}, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "select" and a.get("data-act") == "seat-kind":
            self.selects.append(a)
        if a.get("id"):
            self._open = a["id"]
            self.texts[self._open] = ""

    def handle_endtag(self, tag):
        self._open = None

    def handle_data(self, data):
        if self._open:
            self.texts[self._open] += data


@pytest.fixture
def web(monkeypatch):
    """The web package with a stand-in for the page's `pyscript` module; English again after."""
    if "pyscript" not in sys.modules:
        monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=None, window=None))
    from web.agora_web import games
    from web.agora_web.texts import i18n

    yield games, i18n
    i18n.set_lang(i18n.DEFAULT)


class App:
    def render(self):
        pass


def _screen(games, game):
    screen = games.setup_screen(App(), game)
    if hasattr(screen, "solo"):  # Pantikapaion opens on its solo mode
        screen.solo = False
    return screen


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_each_computer_seat_says_what_its_level_does(web, game, lang):
    games, i18n = web
    i18n.set_lang(lang)
    screen = _screen(games, game)
    levels = [c for c in solo_ai.controllers(game) if not c.solo_only]
    seen = set()
    for info in levels:
        screen.seats[1]["kind"] = info.id
        parsed = _Seats()
        parsed.feed(screen.render())
        human, computer = parsed.selects[:2]
        assert "aria-describedby" not in human and "seat-note-0" not in parsed.texts
        note = parsed.texts[computer["aria-describedby"]]
        assert note == catalog_text(game, f"ai_note.{info.id}", lang)
        seen.add(note)
    assert len(seen) == len(levels), "every level reads differently"


@pytest.mark.parametrize("game", GAMES)
def test_each_seat_select_is_named_with_its_seat(web, game):
    games, i18n = web
    for lang, first in (("en", "Player 1 played by"), ("ru", "Кто играет за игрока 1")):
        i18n.set_lang(lang)
        parsed = _Seats()
        parsed.feed(_screen(games, game).render())
        names = [s["aria-label"] for s in parsed.selects]
        assert names[0] == first and len(set(names)) == len(names) >= 2


@pytest.mark.parametrize("game", GAMES)
def test_default_names_follow_the_language(web, game):
    """A name the setup gave because none was typed is shown in the interface language (a game
    made in English and played on in Russian says "Игрок 1"); a typed name stays as typed."""
    games, i18n = web
    from web.agora_web.screens.seats import player_name

    i18n.set_lang("en")
    screen = _screen(games, game)
    screen.seats[0]["name"] = ""
    screen.seats[1]["kind"] = next(c.id for c in solo_ai.controllers(game) if not c.solo_only)
    made = [p.name for p in screen._players()]
    i18n.set_lang("ru")
    shown = [player_name(name, seat) for seat, name in enumerate(made)]
    assert shown[0] == "Игрок 1" and shown[1] != made[1] and all(ord(c) < 128 for c in made[1])
    assert all("\u0400" <= c <= "\u04ff" or not c.isalpha() for c in shown[1])
    i18n.set_lang("en")
    assert [player_name(name, seat) for seat, name in enumerate(made)] == made
    assert player_name("Ann", 0) == "Ann" and player_name("", 2) == "Player 3"
