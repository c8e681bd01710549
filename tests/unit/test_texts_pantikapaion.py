"""Pantikapaion's own texts (its catalogs, pantikapaion/locale/*.po): every key is used by the
game's web package (keys built at run time are checked through the values they are built from).
What every game's texts must be (both languages, placeholders, plural forms, prefix) is
tests/unit/test_game_texts.py."""

from __future__ import annotations

import re
from pathlib import Path

from engine.pantikapaion import data
from engine.pantikapaion.rules import _HINT
from engine.pantikapaion.scoring import CATEGORIES
from web.agora_web.texts import i18n
from web.agora_web.pantikapaion import log
from tests.helpers.texts import by_game_id
from tests.helpers.texts import quoted


class text:  # the game's own catalogs (pantikapaion/locale/*.po), as the tests read them
    TEXT = i18n.game_texts("pantikapaion")


PACKAGE = Path(__file__).resolve().parents[2] / "web" / "agora_web" / "pantikapaion"
#: keys the shared screens build from the game's and its computer players' ids
BY_GAME_ID = by_game_id("pantikapaion")


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


def test_every_key_is_used_by_the_game():
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py") if p.name != "text.py")
    dynamic = _dynamic()
    for prefix in dynamic:
        assert f'"{prefix}" +' in source or f"'{prefix}' +" in source, prefix
    unused = []
    for key in text.TEXT:
        if key in BY_GAME_ID or quoted(key, source):
            continue
        if any(key.startswith(p) and key[len(p) :] in values for p, values in dynamic.items()):
            continue
        unused.append(key)
    assert unused == []


def test_dynamic_keys_exist_for_every_value():
    for prefix, values in _dynamic().items():
        for value in values:
            assert prefix + value in text.TEXT, prefix + value


def test_no_old_log_keys_are_left():
    assert not [k for k in text.TEXT if re.match(r"pk\.(a_|log_)", k)]
