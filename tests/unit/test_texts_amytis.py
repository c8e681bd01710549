"""Architects of Amytis' own texts (web/agora_web/amytis/text.py): every key in both languages
with the same placeholders and plural forms of the right count, every key used by the game's web
package, and none of them left in the shared table."""

from __future__ import annotations

import re
import string
from pathlib import Path

from engine.amytis.data import BOTTOM, BUILDINGS, COLOURS, TOP_SPACES
from web.agora_web.texts import i18n

TEXT = i18n.game_texts("amytis")  # the game's own catalogs (amytis/locale/*.po)

PACKAGE = Path(__file__).resolve().parents[2] / "web" / "agora_web" / "amytis"
#: keys the shared screens build from the game's id (home card, titles, share dialog)
BY_GAME_ID = {"game.amytis", "blurb.amytis", "share_hidden_note.amytis"}
#: keys the package builds from the values of the game (f"am.b.{name}", …)
BUILT = ({f"am.b.{b}" for b in BUILDINGS} | {f"am.c.{c}" for c in COLOURS}
         | {f"am.b_acc.{b}" for b in BUILDINGS} | {f"am.b_gender.{b}" for b in BUILDINGS}
         | {f"am.c_f.{c}" for c in COLOURS}
         | {f"am.fx.{b}.{side}" for b in BUILDINGS for side in "AB"} | {f"am.side_{side}" for side in "AB"}
         | {f"am.fav.{s}" for s in (*TOP_SPACES, BOTTOM)} | {f"am.favname.{s}" for s in (*TOP_SPACES, BOTTOM)})
PLURALS = {"en": 2, "ru": 3}


def placeholders(text: str) -> "set[str]":
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def forms(entry, code):
    value = entry[code]
    return list(value) if isinstance(value, (tuple, list)) else [value]


def test_every_key_is_the_game_s_own():
    for key in TEXT:
        assert key.startswith("am.") or key in BY_GAME_ID, key


def test_every_key_has_both_languages_with_the_same_placeholders():
    for key, entry in TEXT.items():
        assert set(entry) == set(i18n.LANGS), key
        en, ru = entry["en"], entry["ru"]
        if isinstance(en, tuple):
            assert isinstance(ru, tuple), key
            assert (len(en), len(ru)) == (PLURALS["en"], PLURALS["ru"]), key
        if key == "am.ai_names":  # a list of names, not a sentence
            assert len(en) == len(ru) and all(en) and all(ru)
            continue
        wanted = placeholders(forms(entry, "en")[0])
        for code in i18n.LANGS:
            for text in forms(entry, code):
                assert isinstance(text, str) and text.strip(), (key, code)
                assert placeholders(text) == wanted, (key, code, text)


def test_every_key_is_used_by_the_game():
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py") if p.name != "text.py")
    literal = set(re.findall(r'"(am\.[A-Za-z0-9_.]+)"', source))
    unused = set(TEXT) - literal - BUILT - BY_GAME_ID
    assert not unused, sorted(unused)
    # and what the package asks for exists (a literal ending in "." or "_" starts a built key)
    asked = {k for k in literal if not k.endswith((".", "_"))}
    assert not (asked - set(TEXT)), sorted(asked - set(TEXT))


def test_the_shared_table_keeps_no_amytis_key():
    source = Path(i18n.__file__).read_text(encoding="utf-8")
    for key in TEXT:
        assert f'"{key}":' not in source, key


def test_the_game_s_texts_are_found_through_the_shared_table():
    for key in TEXT:
        assert i18n.TEXT.get(key, TEXT[key]) is TEXT[key]  # never a second definition
        assert i18n.raw(key) == TEXT[key][i18n.lang()]
