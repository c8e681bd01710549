"""Akropolis's own texts (its catalogs, akropolis/locale/*.po): every key used by the game's
screens, literally or built from the engine's names, and the old shared names gone. What every
game's texts must be (both languages, placeholders, plural forms, prefix, defined once) is
tests/unit/test_game_texts.py."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import get_args

import pytest

from engine.akropolis import data
from engine.akropolis.state import ArchitectLevel, Variant
from web.agora_web.texts import i18n
from tests.helpers.texts import by_game_id
from tests.helpers.texts import quoted

TEXT = i18n.game_texts("akropolis")  # the game's own catalogs (akropolis/locale/*.po)

PACKAGE = Path(__file__).resolve().parents[2] / "web" / "agora_web" / "akropolis"
#: keys the shared screens build from the game's and its computer players' ids
BY_GAME_ID = by_game_id("akropolis")


def sources() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(PACKAGE.glob("*.py")) if p.name != "text.py")


def categories() -> "tuple[str, ...]":
    """screen.py's CATEGORIES (screen.py imports the browser, so it is read, not imported)."""
    tree = ast.parse((PACKAGE / "screen.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "CATEGORIES" for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError("screen.py has no CATEGORIES")


#: keys built at run time: the prefix written in the code → the values it is completed with
FAMILIES = {
    "ak.mode_": ("multi", "solo"),
    "ak.variant.": get_args(Variant),
    "ak.level.": get_args(ArchitectLevel),
    "ak.level_tag.": get_args(ArchitectLevel),
    "ak.level_note.": get_args(ArchitectLevel),
    "ak.cat.": None,  # categories()
    "ak.hex.": tuple(sorted(set("".join(data.TILES.values())) | set(data.STARTING_TILE.values()))),
}


def family_values(prefix: str):
    return categories() if prefix == "ak.cat." else FAMILIES[prefix]


@pytest.mark.parametrize("key", sorted(TEXT))
def test_prefixed_and_used_by_the_game(key):
    code = sources()
    if key in BY_GAME_ID:
        assert 'GAME = "akropolis"' in code
        return
    assert key.startswith("ak."), key
    if quoted(key, code):
        return
    for prefix in FAMILIES:
        if key.startswith(prefix) and re.search(rf'["\']{re.escape(prefix)}(["\']\s*\+|{{)', code):
            assert key[len(prefix) :] in family_values(prefix), key
            return
    raise AssertionError(f"{key} is not used in web/agora_web/akropolis")


def test_every_built_key_exists():
    for prefix in FAMILIES:
        for value in family_values(prefix):
            assert prefix + value in TEXT, prefix + value


def test_no_key_is_defined_twice_and_the_old_names_are_gone():
    shared = i18n.TEXT
    i18n._load_game_texts()
    for key in TEXT:
        assert shared[key] is TEXT[key]
    source = (PACKAGE.parent / "texts" / "i18n.py").read_text(encoding="utf-8")
    for old in ("log_take", "tile_title", "hex.h", "cat.house", "level.metagenes", "pick_tile", "famous_architect"):
        assert f'"{old}"' not in source, old
