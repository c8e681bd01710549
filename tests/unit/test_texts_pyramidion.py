"""Pyramidion's own texts (web/agora_web/pyramidion/text.py): every key is prefixed, defined in
English and Russian with the same placeholders (plurals: two English forms, three Russian), and
used by the game's web code — literally, or built from a prefix and the engine's own names."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from engine.pyramidion import data, flow
from web.agora_web.texts import i18n


class text:  # the game's own catalogs (pyramidion/locale/*.po), as the tests read them
    TEXT = i18n.game_texts("pyramidion")


ROOT = Path(__file__).resolve().parents[2] / "web" / "agora_web" / "pyramidion"
SOURCE = "\n".join(p.read_text(encoding="utf-8") for p in sorted(ROOT.glob("*.py")) if p.name != "text.py")
#: kept here unchanged, read by the shared screens as "<kind>.<game id>"
SHARED_SHAPE = {"game.pyramidion", "blurb.pyramidion", "share_hidden_note.pyramidion"}
#: keys built at run time: the prefix written in the code → the names it is completed with
DYNAMIC = {
    "py.city.": data.CITIES,
    "py.kind.": data.KINDS,
    "py.effect.": data.KINDS,
    "py.city_fx.": data.CITIES,
    "py.res.": data.RESOURCES,
    "py.n_res.": data.RESOURCES,
    "py.cat.": data.CATEGORIES,
    "py.token.": ("mercenary", "intermediary"),
    "py.step.": tuple(flow.DECISIONS),
    "py.a.": ("category", "discard", "remove_token", "resource", "raise", "swap", "copy", "turn_order", "draw",
              "skip", "reclaim", "exchange", "play", "activate", "hire", "pass"),
    "py.log.cat_": ("won", "kept", "no_token", "tie", "below"),
    "py.log.why.": ("hire", "luxor", "politician", "intermediary", "vizier", "alexandria"),
    "py.log.skip.": ("giza", "luxor", "cairo", "exchange", "load"),
    "py.log.shuffled.": ("deck", "revolt", "supply", "boats"),
}


def placeholders(value) -> "set[str]":
    forms = value if isinstance(value, (tuple, list)) else (value,)
    return {name for form in forms if isinstance(form, str)
            for _, name, _, _ in string.Formatter().parse(form) if name}


def test_every_key_is_prefixed_and_new_to_the_shared_table():
    for key in text.TEXT:
        assert key.startswith("py.") or key in SHARED_SHAPE, key
    assert not [k for k in text.TEXT if k in i18n.TEXT and i18n.TEXT[k] is not text.TEXT[k]]


@pytest.mark.parametrize("key", sorted(text.TEXT))
def test_both_languages_with_the_same_placeholders(key):
    entry = text.TEXT[key]
    assert set(entry) == set(i18n.LANGS), key
    en, ru = entry["en"], entry["ru"]
    if isinstance(en, tuple):
        assert isinstance(ru, tuple) and len(en) == 2 and len(ru) == 3, key
    else:
        assert type(en) is type(ru), key
    assert placeholders(en) == placeholders(ru), key
    if isinstance(en, (str, tuple)):
        assert all(s.strip() for s in (en if isinstance(en, tuple) else (en,))), key
        if re.search("[a-z]", re.sub(r"\{[^}]*\}", "", str(en)), re.I):  # words, not just a format
            assert re.search("[а-яё]", str(ru), re.I), key


def _used(key: str) -> bool:
    if f'"{key}"' in SOURCE:
        return True
    return any(key.startswith(prefix) and key[len(prefix):] in names and f'"{prefix}' in SOURCE
               for prefix, names in DYNAMIC.items())


def test_every_key_is_used_by_the_game():
    unused = [k for k in text.TEXT if k not in SHARED_SHAPE and not _used(k)]
    assert unused == []

