"""Counts and names read right in both languages.

Every count goes through the catalogs' plural forms (i18n.tn): each plural entry whose forms start
with "{n} " makes a family of phrases ("stack" / "stacks"; "камень" / "камня" / "камней"), and

- no other text of the catalogs puts a placeholder before a word of a family ("{stacks} stacks",
  which reads "1 stacks"): such a count must be a plural entry itself;
- the logs and prompts of seeded random games of every game, in English and in Russian, never put
  a number before a phrase of a family in the wrong form for that number ("1 victory points",
  "2 камень").

Names in a Russian sentence take the case it needs: an Amytis tile taken or built is named in the
accusative, its colour agreeing with the building («берёт Стену (зелёная ●)»).
"""

from __future__ import annotations

import re
from html import unescape

import pytest
from screen_play import stub_page, walk

from tests.helpers.games import GAMES

#: a number and what follows it on its line, unless a word or sign runs into the number, or a
#: Russian preposition that asks for the genitive comes first ("стопка из 2 тайлов" is right)
COUNTED = re.compile(
    r"(?<![\w.,:/-])(?<!\bиз )(?<!\bдо )(?<!\bот )(?<!\bбез )(?<!\bдля )(\d+)[ \u00a0]+"
    r"(?=([A-Za-zА-Яа-яЁё][^\n]{0,40}))"
)
WORD = re.compile(r"[A-Za-zА-Яа-яЁё]+")
PLACEHOLDER_AFTER = re.compile(r"\{\w+\}[ \u00a0]+(?=([A-Za-zА-Яа-яЁё][^{]*))")
#: tags that run into the text around them (a number in <b> and its noun after it); the others
#: part lines, so that words of two pieces drawn side by side are not read as one phrase
INLINE = re.compile(r"</?(?:b|span|i|em|strong|small|abbr|bdi)(?:\s[^>]*)?>")
TAG = re.compile(r"<[^>]+>")
ATTR = re.compile(r'(?:title|aria-label|data-tip)="([^"]*)"')
#: decisions whose whole screen is read, besides the first of each kind
EVERY = 5


@pytest.fixture()
def i18n(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.texts import i18n

    i18n._load_game_texts()
    yield i18n
    i18n.set_lang(i18n.DEFAULT)


def words(text: str) -> "tuple[str, ...]":
    return tuple(w.lower() for w in WORD.findall(text))


def families(i18n, code: str) -> "list[tuple[tuple[str, ...], ...]]":
    """Per plural entry of language `code` whose forms start with "{n} " and differ: each form's
    words up to its first sign or placeholder (("victory", "point"), ("victory", "points"))."""
    out = []
    for entry in i18n.TEXT.values():
        forms = entry.get(code)
        if not (isinstance(forms, tuple) and all(f.startswith("{n} ") for f in forms)):
            continue
        tails = tuple(words(re.split(r"[{.,:;()—–!?]", f[4:])[0]) for f in forms)
        if len(set(tails)) > 1 and all(tails):  # forms that differ: a counted noun
            out.append(tails)
    return out


def wrong_counts(text: str, fams, code: str, plural_index) -> "list[str]":
    """Each "number phrase" of `text` whose phrase is a form of some family, but not that family's
    form for the number."""
    bad = []
    for number, rest in COUNTED.findall(text):
        said = words(rest)
        options = [f for f in fams if any(said[: len(form)] == form for form in f)]
        index = plural_index(int(number), code)
        if options and not any(said[: len(f[index])] == f[index] for f in options):
            form = max((form for f in options for form in f if said[: len(form)] == form), key=len)
            bad.append(f"{number} {' '.join(form)}")
    return bad


def text_of(html: str) -> str:
    """What a player reads of some HTML: its text, and the words of its tooltips and names."""
    return unescape(TAG.sub("\n", INLINE.sub(" ", html))) + "\n" + "\n".join(unescape(a) for a in ATTR.findall(html))


def test_the_reader_catches_wrong_forms_in_both_languages(i18n):
    en, ru = families(i18n, "en"), families(i18n, "ru")
    assert wrong_counts("1 stacks still face down; a boat of 1 victory points", en, "en", i18n.plural_index) == [
        "1 stacks",
        "1 victory points",
    ]
    assert wrong_counts("1 stack left; 3 victory points; round 2 of 5", en, "en", i18n.plural_index) == []
    assert wrong_counts("2 победных очка, 5 победных очка", ru, "ru", i18n.plural_index) == ["5 победных очка"]
    assert wrong_counts("платит 2 камень и получает 5 очка", ru, "ru", i18n.plural_index) == ["2 камень", "5 очка"]
    assert wrong_counts("платит 2 камня, раунд 2 из 5, стопка из 2 тайлов", ru, "ru", i18n.plural_index) == []


def heads(family) -> "set[tuple[str, ...]]":
    """The words of each form up to the first one where the forms differ: what says a count."""
    n = 0
    while all(len(form) > n for form in family) and len({form[n] for form in family}) == 1:
        n += 1
    return {form[: n + 1] for form in family}


@pytest.mark.parametrize("code", ["en", "ru"])
def test_every_count_in_the_catalogs_has_plural_forms(i18n, code):
    """A placeholder before a counted noun in a text without plural forms reads "1 stacks"."""
    counted = {head for family in families(i18n, code) for head in heads(family)}
    bad = []
    for key, entry in i18n.TEXT.items():
        value = entry.get(code)
        texts = value.values() if isinstance(value, dict) else value if isinstance(value, list) else [value]
        for text in texts:
            if not isinstance(text, str):
                continue
            for after in PLACEHOLDER_AFTER.findall(text):
                said = words(after)
                if any(said[: len(head)] == head for head in counted):
                    bad.append(f"{key}: {text}")
    assert not bad, bad


@pytest.mark.parametrize("game", GAMES)
def test_logs_and_prompts_of_random_games_use_the_plural_forms(i18n, game):
    fams = {code: families(i18n, code) for code in i18n.LANGS}
    read, bad, kinds, n = 0, {}, set(), 0

    def check(html: str, code: str, where) -> None:
        nonlocal read
        text = text_of(html)
        read += len(COUNTED.findall(text))
        for phrase in wrong_counts(text, fams[code], code, i18n.plural_index):
            bad.setdefault((code, phrase), where)

    for screen, kind in walk(game, ends=True):
        n += 1
        if kind is None:  # the game is over: its whole log, and the final table
            screen.LOG_LIMIT = None
            for code in i18n.LANGS:
                i18n.set_lang(code)
                screen._log_html_cache = {}
                check(screen.log_html() + screen.render(), code, ("log", n))
            continue
        if kind in kinds and n % EVERY:
            continue
        kinds.add(kind)
        for code in i18n.LANGS:
            i18n.set_lang(code)
            check(screen.render(), code, (kind, n))
    assert read > 50, "no counts were read: nothing was rendered"
    assert not bad, f"counts in the wrong form in {game}: {bad}"


def test_amytis_tiles_taken_and_built_are_named_in_the_accusative(i18n):
    from engine.amytis.data import TILES
    from web.agora_web.amytis import draw

    i18n.set_lang("ru")
    objects = {draw.tile_name(tile, acc=True) for tile in TILES}
    assert "Стену (зелёная ●)" in objects and "Резиденцию (синяя ★)" in objects and "Сад (розовый ■)" in objects
    said = re.compile(r"(?:берёт|строит)\s+(.+?)\s+(?:с планшета построек|на своём планшете)")
    named = []
    for screen, kind in walk("amytis", ends=True):
        if kind is None:
            screen.LOG_LIMIT = None
            screen._log_html_cache = {}
            for entry in re.findall(r"<li.*?</li>", screen.log_html(), re.S):
                drawn = re.sub(r"<svg.*?</svg>", "", entry, flags=re.S)  # a tile's picture names it apart
                named += said.findall(" ".join(text_of(drawn).split()))
    assert len(named) > 20 and set(named) <= objects, sorted(set(named) - objects)[:5]
