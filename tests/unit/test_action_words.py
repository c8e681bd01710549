"""Every legal move a player may be advised has words in both languages: the words a hint says
it in (each screen's `hint_words`, as the move's control or place is named), checked for every
legal move at the first decisions of each kind (one move of each type at the later ones) of
seeded random games of each game of the one list, through every kind of decision; and the whole screen with a hint shown renders at the first decision of each
kind, for one move of each type. A move without words (a text key missing) fails here, not in
the page. (An automaton is never advised: its moves are told by the log.)"""

from __future__ import annotations

import re
from html import unescape

import pytest
from screen_play import hinted_html, pending_kinds, record_screen, stub_page, walk

from web.agora_web.texts import i18n
from tests.helpers.games import GAMES

REASON = {"en": "Because.", "ru": "Потому что."}
#: what words must not look like: an unformatted placeholder, or an action's Python repr
NOT_WORDS = re.compile(r"[{}]|\b[A-Z][A-Za-z]+\([a-z_]+=")
CYRILLIC = re.compile("[А-Яа-яЁё]")
SAID = re.compile(r'data-testid="hint-said">([^<]*)<')
#: decisions of each kind at which every legal move is put in words (at the others, one move of
#: each type: the words depend on the type and its values, which the first ones cover)
EVERY_MOVE = 40


@pytest.fixture()
def on_cpython(monkeypatch):
    stub_page(monkeypatch)
    yield
    i18n.set_lang(i18n.DEFAULT)


def advice(action):
    from solo_ai.coach import Advice

    return Advice(action, 0.0, 0.0, 0.0, REASON)


def words_of(screen, action, code: str) -> str:
    """The hint's words for `action` in language `code`, as a shown hint would say them."""
    i18n.set_lang(code)
    screen.hint = advice(action)
    try:
        return screen.hint_words(action)
    finally:
        screen.hint = None


def check_words(text: str, code: str, what) -> None:
    assert text and text.strip(), f"no words for {what}"
    assert not NOT_WORDS.search(text), f"not words: {text!r} for {what}"
    if code == "ru":
        assert CYRILLIC.search(text), f"not Russian: {text!r} for {what}"


@pytest.mark.parametrize("game", GAMES)
def test_every_legal_move_has_words_in_both_languages(on_cpython, game):
    from solo_ai.coach import advisable

    kinds, rendered, asked = set(), set(), {}
    for screen, kind in walk(game):
        kinds.add(kind)
        if not advisable(screen.rules, screen.state, screen.current()):
            continue
        asked[kind] = asked.get(kind, 0) + 1
        legal = screen.rules.legal_actions(screen.state)
        firsts = {}
        for action in legal:
            firsts.setdefault(type(action).__name__, action)
        # every legal move at the first decisions of each kind; later, one move of each type
        for action in legal if asked[kind] <= EVERY_MOVE else firsts.values():
            for code in i18n.LANGS:
                check_words(words_of(screen, action, code), code, (game, kind, action))
        if kind in rendered:
            continue
        rendered.add(kind)
        for action in firsts.values():  # the hint shown on the whole screen, in both languages
            for code in i18n.LANGS:
                i18n.set_lang(code)
                fresh = record_screen(screen.record)
                html = hinted_html(fresh, action, REASON)
                said = [unescape(s) for s in SAID.findall(html)]
                assert len(said) == 1 and said[0].endswith(REASON[code]), (game, kind, action, code, said)
    assert pending_kinds(game) <= kinds, f"never asked: {pending_kinds(game) - kinds}"
