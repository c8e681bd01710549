"""Every game's own texts (its catalogs, web/agora_web/<game>/locale/<lang>.po): in both languages
with the same placeholders and the language's count of plural forms; keys of its own prefix (but
those shared code builds from its ids); none defined twice or in the shared catalogs; and found
through the shared table. What only one game builds is checked by its own test_texts_<game>.py."""

from __future__ import annotations

import re

import pytest

from web.agora_web.texts import catalog as reader, i18n
from tests.helpers.games import GAMES, web_folder
from tests.helpers.texts import PLURALS, by_game_id, catalog, forms, own_keys, placeholders, prefix_of

SHARED = reader.load(web_folder(GAMES[0]).parent / "locale", i18n.LANGS)


def _same_shape(key, en, ru):
    """English and Russian alike: the same structure (a list or a table of texts item by item,
    plural forms as many as the language has) and the same placeholders in every form."""
    assert type(en) is type(ru), key
    if isinstance(en, dict):
        assert set(en) == set(ru), key
        for part in en:
            _same_shape(f"{key}#{part}", en[part], ru[part])
    elif isinstance(en, list):
        assert len(en) == len(ru), key
        for i, (a, b) in enumerate(zip(en, ru)):
            _same_shape(f"{key}#{i}", a, b)
    else:
        en_forms, ru_forms = forms({"en": en}, "en"), forms({"ru": ru}, "ru")
        if isinstance(en, tuple):
            assert (len(en_forms), len(ru_forms)) == (PLURALS["en"], PLURALS["ru"]), key
        wanted = placeholders(en_forms[0])
        for text in en_forms + ru_forms:
            assert isinstance(text, str) and text.strip(), key
            assert placeholders(text) == wanted, (key, text)
        if re.search("[a-z]{3}", re.sub(r"\{[^}]*\}", "", en_forms[0])):  # words (not a format, a tag, a numeral)
            assert all(re.search("[а-яё]", text, re.I) for text in ru_forms), (key, "not in Russian")


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_with_the_same_placeholders_and_plural_forms(game):
    for key, entry in catalog(game).items():
        assert set(entry) == set(i18n.LANGS), key
        _same_shape(key, entry["en"], entry["ru"])


@pytest.mark.parametrize("game", GAMES)
def test_keys_are_the_games_own(game):
    keys = own_keys(game)
    prefix = prefix_of(game)
    assert prefix or not keys, f"{game}'s keys share no prefix"
    others = [g for g in GAMES if g != game]
    assert not [g for g in others if prefix and prefix_of(g) == prefix], f"{prefix} is another game's too"
    assert by_game_id(game) <= set(catalog(game)), by_game_id(game) - set(catalog(game))
    assert not set(catalog(game)) & set(SHARED), "a key of the shared catalogs defined again"


@pytest.mark.parametrize("game", GAMES)
def test_the_games_texts_are_found_through_the_shared_table(game):
    mine = i18n.game_texts(game)
    assert set(mine) == set(catalog(game))
    for key, entry in mine.items():
        assert i18n.TEXT[key] is entry  # never a second definition
        assert i18n.raw(key) == entry[i18n.lang()]
