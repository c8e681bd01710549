"""The keys list under every rules guide (web/agora_web/texts/keys_help.py): every key explained in
both languages, in words of that language."""

from __future__ import annotations

import re

import pytest

from web.agora_web.texts import i18n
from web.agora_web.texts.keys_help import KEYS, keys_section


@pytest.mark.parametrize("code", i18n.LANGS)
def test_every_key_is_explained_in_both_languages(code):
    before = i18n.lang()
    i18n.set_lang(code)
    try:
        html = keys_section()
    finally:
        i18n.set_lang(before)
    assert html.count("<dt>") == len(KEYS) and html.count("<dd>") == len(KEYS)
    assert "keys." not in html  # no text key left untranslated
    for word in ("Enter", "Esc", "Home", "End", "Tab", "R"):
        assert f"<kbd>{word}</kbd>" in html
    explained = re.findall(r"<dd>([^<]+)</dd>", html)
    assert all(len(text) > 10 for text in explained)
    if code == "ru":
        assert all(re.search("[а-яё]", text) for text in explained) and "<kbd>Пробел</kbd>" in html
