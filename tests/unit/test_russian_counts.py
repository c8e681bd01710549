"""Russian counts are declined (web/agora_web/texts/i18n.py `tn`, the catalogs' plural forms): "2 камня",
never "2 камень". Every noun of a Russian plural text ("{n} камень / камня / камней") is a family;
the Russian screens of random games of all four games — boards, prompts, buttons, tooltips and
logs — are read, and each number followed by a word of a family must be followed by the right form
for that number. The resources, points and stones are checked by hand for 1, 2, 5 and 21."""

from __future__ import annotations

import re
from html import unescape

import pytest

from screen_play import screens_html, stub_page
from tests.helpers.games import GAMES

#: a number and the word after it, unless a preposition that asks for the genitive comes first
#: ("стопка из 2 тайлов" is right)
_COUNTED = re.compile(
    r"(?<![\w.,:/-])(?<!\bиз )(?<!\bдо )(?<!\bот )(?<!\bбез )(?<!\bдля )(\d+)[ \u00a0]+([а-яё]+)"
)  # one line: attribute texts are joined by newlines
_TAG = re.compile(r"<[^>]+>")
_ATTR = re.compile(r'(?:title|aria-label|data-tip)="([^"]*)"')

#: the forms a player must see for 1, 2, 5 and 21
BY_HAND = {
    ("py.n_res.stone", "pyramidion"): ("1 камень", "2 камня", "5 камней", "21 камень"),
    ("py.n_res.wood", "pyramidion"): ("1 дерево", "2 дерева", "5 дерева", "21 дерево"),
    ("py.n_res.statue", "pyramidion"): ("1 статуя", "2 статуи", "5 статуй", "21 статуя"),
    ("py.n_res.camel", "pyramidion"): ("1 верблюд", "2 верблюда", "5 верблюдов", "21 верблюд"),
    ("py.n_res.food", "pyramidion"): ("1 еда", "2 еды", "5 еды", "21 еда"),
    ("py.n_res.worker", "pyramidion"): ("1 рабочий", "2 рабочих", "5 рабочих", "21 рабочий"),
    ("n_points", ""): ("1 очко", "2 очка", "5 очков", "21 очко"),
    ("n_stones", ""): ("1 камень", "2 камня", "5 камней", "21 камень"),
}


@pytest.fixture()
def ru(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.texts import i18n

    i18n.set_lang("ru")
    yield i18n
    i18n.set_lang(i18n.DEFAULT)


def families(i18n) -> "dict[str, list[tuple[str, ...]]]":
    """Word → the Russian plural families it belongs to (the first word after "{n} ")."""
    i18n._load_game_texts()
    out: "dict[str, list[tuple[str, ...]]]" = {}
    for entry in i18n.TEXT.values():
        forms = entry.get("ru")
        if isinstance(forms, tuple) and all(f.startswith("{n} ") for f in forms):
            words = tuple(f[4:].split()[0].strip(".,:;").lower() for f in forms)
            for word in set(words):
                out.setdefault(word, []).append(words)
    return out


def wrong_counts(text: str, fams, plural_index) -> "list[str]":
    bad = []
    for number, word in _COUNTED.findall(text):
        options = fams.get(word.lower())
        if options and not any(f[plural_index(int(number), "ru")] == word.lower() for f in options):
            bad.append(f"{number} {word}")
    return bad


@pytest.mark.parametrize(("key", "game"), sorted(BY_HAND))
def test_counts_for_one_two_five_and_twenty_one(ru, key, game):
    from web.agora_web.texts.i18n import tn

    assert tuple(tn(key, n) for n in (1, 2, 5, 21)) == BY_HAND[key, game]


def test_resource_lists_are_declined(ru):
    from web.agora_web.pyramidion.names import res_text

    assert res_text({"stone": 2, "camel": 5, "food": 21}) == "2 камня, 5 верблюдов, 21 еда"


def test_the_reader_catches_a_wrong_form(ru):
    fams = families(ru)
    assert wrong_counts("платит 2 камень и получает 5 очка", fams, ru.plural_index) == ["2 камень", "5 очка"]
    assert wrong_counts("платит 2 камня и получает 5 очков; раунд 2 из 5", fams, ru.plural_index) == []


@pytest.mark.parametrize("game", GAMES)
def test_russian_screens_of_random_games_decline_every_count(ru, game):
    fams = families(ru)
    seen, bad = 0, {}
    for seed, moves in ((11, 8), (12, 40), (13, 500)):
        for html in screens_html(game, seed, moves, clicks=1):
            text = unescape(_TAG.sub(" ", html)) + "\n" + "\n".join(unescape(a) for a in _ATTR.findall(html))
            seen += len(_COUNTED.findall(text))
            for phrase in wrong_counts(text, fams, ru.plural_index):
                bad.setdefault(phrase, (seed, moves))
    assert seen > 5, "no counts were read: the screens were not rendered"
    assert not bad, f"counts with the wrong form in {game}: {bad}"
