"""Pantikapaion's own texts (web/agora_web/pantikapaion/text.py): every key exists in both
languages with the same placeholders and the right plural forms, is prefixed by the game, is not
also in the shared table, and is used by the game's web package (keys built at run time are
checked through the values they are built from)."""

from __future__ import annotations

import re
import string
from pathlib import Path

from engine.pantikapaion import data
from engine.pantikapaion.rules import _HINT
from engine.pantikapaion.scoring import CATEGORIES
from web.agora_web.texts import i18n
from web.agora_web.pantikapaion import log


class text:  # the game's own catalogs (pantikapaion/locale/*.po), as the tests read them
    TEXT = i18n.game_texts("pantikapaion")


PACKAGE = Path(__file__).resolve().parents[2] / "web" / "agora_web" / "pantikapaion"
#: keys the shared screens look up by the game's id
BY_GAME_ID = {"game.pantikapaion", "blurb.pantikapaion", "share_hidden_note.pantikapaion"}
PLURALS = {"en": 2, "ru": 3}


def _fields(value) -> "set[str]":
    if isinstance(value, str):
        return {name for _lit, name, _spec, _conv in string.Formatter().parse(value) if name}
    if isinstance(value, (list, tuple)):
        return set().union(*(_fields(v) for v in value))
    if isinstance(value, dict):
        return set().union(*(_fields(v) for v in value.values()))
    return set()


def _dynamic() -> "dict[str, set[str]]":
    """Prefix of a key built at run time → the values it is completed with."""
    cells = {c.split(":")[0].lower() for row in data.ROWS for c in row} - {"vp1", "vp2", "vp3", "upg", "aq_tile"}
    upgrades = {f"upg_{u}" for u in data.UPGRADES}
    return {
        "pk.step.": set(_HINT) | {"over"},
        "pk.kind_help_": set(data.KINDS),
        "pk.size_": {str(n) for n in set(data.FOOTPRINT)},
        "pk.cat_": set(CATEGORIES) - set(data.KINDS),
        "pk.cell_": cells | upgrades,
        "pk.log.cell.": (cells - {"res1", "res2"}) | upgrades,
        "pk.log.skip.": set(log.SKIPS),
        "pk.": {"automa_round_one", "automa_best_tile", "automa_needed_cube"},
    }


def test_every_key_has_both_languages_and_the_same_placeholders():
    assert len(text.TEXT) > 100
    for key, entry in text.TEXT.items():
        assert set(entry) == set(i18n.LANGS), key
        en, ru = entry["en"], entry["ru"]
        assert type(en) is type(ru), key
        if isinstance(en, tuple):
            assert len(en) == PLURALS["en"] and len(ru) == PLURALS["ru"], key
            for form in (*en, *ru):
                assert _fields(form) == _fields(en[0]), key
        elif isinstance(en, list):
            assert len(en) == len(ru), key
        elif isinstance(en, dict):
            assert set(en) == set(ru), key
        else:
            assert _fields(en) == _fields(ru), key


def test_keys_are_the_games_own():
    for key in text.TEXT:
        assert key.startswith("pk.") or key in BY_GAME_ID, key
    shared = Path(i18n.__file__).read_text(encoding="utf-8")
    for key in text.TEXT:
        assert f'"{key}"' not in shared, key  # defined once, here
    i18n.raw("pk.automa")  # the game's texts merge into the shared table
    assert all(i18n.TEXT[key] is entry for key, entry in text.TEXT.items())


def test_every_key_is_used_by_the_game():
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py") if p.name != "text.py")
    dynamic = _dynamic()
    for prefix in dynamic:
        assert f'"{prefix}" +' in source, prefix
    unused = []
    for key in text.TEXT:
        if key in BY_GAME_ID or f'"{key}"' in source:
            continue
        if any(key.startswith(p) and key[len(p):] in values for p, values in dynamic.items()):
            continue
        unused.append(key)
    assert unused == []


def test_dynamic_keys_exist_for_every_value():
    for prefix, values in _dynamic().items():
        for value in values:
            assert prefix + value in text.TEXT, prefix + value


def test_no_old_log_keys_are_left():
    assert not [k for k in text.TEXT if re.match(r"pk\.(a_|log_)", k)]
