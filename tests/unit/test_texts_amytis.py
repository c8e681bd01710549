"""Architects of Amytis' own texts (its catalogs, amytis/locale/*.po): every key used by the
game's web package, literally or built from the engine's names. What every game's texts must be
(both languages, placeholders, plural forms, prefix) is tests/unit/test_game_texts.py."""

from __future__ import annotations

import re
from pathlib import Path

from engine.amytis.data import BOTTOM, BUILDINGS, COLOURS, TOP_SPACES
from web.agora_web.texts import i18n
from tests.helpers.texts import by_game_id

TEXT = i18n.game_texts("amytis")  # the game's own catalogs (amytis/locale/*.po)

PACKAGE = Path(__file__).resolve().parents[2] / "web" / "agora_web" / "amytis"
#: keys the shared screens build from the game's and its computer players' ids
BY_GAME_ID = by_game_id("amytis")
#: keys the package builds from the values of the game (f"am.b.{name}", …)
BUILT = (
    {f"am.b.{b}" for b in BUILDINGS}
    | {f"am.c.{c}" for c in COLOURS}
    | {f"am.b_acc.{b}" for b in BUILDINGS}
    | {f"am.b_gender.{b}" for b in BUILDINGS}
    | {f"am.c_f.{c}" for c in COLOURS}
    | {f"am.fx.{b}.{side}" for b in BUILDINGS for side in "AB"}
    | {f"am.side_{side}" for side in "AB"}
    | {f"am.fav.{s}" for s in (*TOP_SPACES, BOTTOM)}
    | {f"am.favname.{s}" for s in (*TOP_SPACES, BOTTOM)}
)


def test_every_key_is_used_by_the_game():
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py") if p.name != "text.py")
    literal = set(re.findall(r"[\"'](am\.[A-Za-z0-9_.]+)[\"']", source))
    unused = set(TEXT) - literal - BUILT - BY_GAME_ID
    assert not unused, sorted(unused)
    # and what the package asks for exists (a literal ending in "." or "_" starts a built key)
    asked = {k for k in literal if not k.endswith((".", "_"))}
    assert not (asked - set(TEXT)), sorted(asked - set(TEXT))
