"""Pyramidion's own texts (its catalogs, pyramidion/locale/*.po): every key is used by the
game's web code — literally, or built from a prefix and the engine's own names. What every
game's texts must be (both languages, placeholders, plural forms, prefix) is
tests/unit/test_game_texts.py."""

from __future__ import annotations

from pathlib import Path

from engine.pyramidion import data, flow
from web.agora_web.texts import i18n
from tests.helpers.texts import by_game_id
from tests.helpers.texts import quoted


class text:  # the game's own catalogs (pyramidion/locale/*.po), as the tests read them
    TEXT = i18n.game_texts("pyramidion")


ROOT = Path(__file__).resolve().parents[2] / "web" / "agora_web" / "pyramidion"
SOURCE = "\n".join(p.read_text(encoding="utf-8") for p in sorted(ROOT.glob("*.py")) if p.name != "text.py")
#: keys the shared screens build from the game's and its computer players' ids
SHARED_SHAPE = by_game_id("pyramidion")
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
    "py.a.": (
        "category",
        "discard",
        "remove_token",
        "resource",
        "raise",
        "swap",
        "copy",
        "turn_order",
        "draw",
        "skip",
        "reclaim",
        "exchange",
        "play",
        "activate",
        "hire",
        "pass",
    ),
    "py.log.cat_": ("won", "kept", "no_token", "tie", "below"),
    "py.log.why.": ("hire", "luxor", "politician", "intermediary", "vizier", "alexandria"),
    "py.log.skip.": ("giza", "luxor", "cairo", "exchange", "load"),
    "py.log.shuffled.": ("deck", "revolt", "supply", "boats"),
}


def _used(key: str) -> bool:
    if quoted(key, SOURCE):
        return True
    return any(
        key.startswith(prefix) and key[len(prefix) :] in names and (f'"{prefix}' in SOURCE or f"'{prefix}" in SOURCE)
        for prefix, names in DYNAMIC.items()
    )


def test_every_key_is_used_by_the_game():
    unused = [k for k in text.TEXT if k not in SHARED_SHAPE and not _used(k)]
    assert unused == []
