"""The site's style sheet (build/styles.py): the shared components, then each registered game's
own sheet as its web descriptor declares it, then the layout rules over them all, always in the
same order; no shared part styles a game's own classes."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from engine.core.registry import Game, standard
from tests.helpers.games import SITE_GAMES

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
sys.path.insert(0, str(ROOT / "build"))
import descriptors  # noqa: E402
import styles  # noqa: E402

#: the class prefixes of the games whose classes carry one
GAME_CLASS = re.compile(r"\.(?:am|pk|py)-[a-z]")


def test_every_part_in_a_fixed_order_shared_games_layout():
    parts = styles.parts(WEB)
    names = [p.relative_to(WEB).as_posix() for p in parts]
    games = [f"agora_web/{game}/style.css" for game in SITE_GAMES]
    shared = [n for n in names if n.startswith("styles/") and not n.startswith("styles/layout/")]
    layout = [n for n in names if n.startswith("styles/layout/")]
    assert names == shared + games + layout
    assert shared == sorted(shared) and layout == sorted(layout) and len(shared) > 10 and layout
    sheet = styles.assemble(WEB)
    assert sheet == styles.assemble(WEB)  # byte-stable
    at = [sheet.index(f"/* ==== web/{n} ==== */") for n in names]
    assert at == sorted(at)
    for part in parts:
        assert part.read_text(encoding="utf-8") in sheet


def test_each_game_declares_its_sheet_and_no_shared_part_styles_a_games_classes():
    for game in SITE_GAMES:
        folder = WEB / "agora_web" / game
        assert descriptors.declared(folder, "STYLE") == "style.css", game
        assert (folder / "style.css").stat().st_size > 500, game
    for part in sorted((WEB / "styles").rglob("*.css")):
        rules = re.sub(r"/\*.*?\*/", "", part.read_text(encoding="utf-8"), flags=re.S)
        assert not GAME_CLASS.findall(rules), f"{part.name} styles a game's classes: move them to its sheet"
    assert not (WEB / "style.css").exists(), "the site's style.css is assembled, not kept"


def test_a_new_game_brings_its_own_sheet(tmp_path):
    web = tmp_path / "web"
    (web / "styles" / "layout").mkdir(parents=True)
    (web / "styles" / "00-base.css").write_text("body { margin: 0; }\n")
    (web / "styles" / "layout" / "00-phone.css").write_text("@media (max-width: 500px) { .x { y: z; } }\n")
    package = web / "agora_web" / "newgame"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text('STYLE = "look.css"\n')
    (package / "look.css").write_text(".ng-board { display: grid; }\n")
    (web / "agora_web" / "plain").mkdir()
    (web / "agora_web" / "plain" / "__init__.py").write_text("")
    games = [standard("newgame"), standard("plain"), Game("elsewhere", "x.rules", web="x.screens")]
    sheet = styles.assemble(web, games)
    assert sheet.index("margin: 0") < sheet.index(".ng-board") < sheet.index("max-width: 500px")
    (package / "look.css").unlink()
    with pytest.raises(SystemExit, match="look.css"):
        styles.assemble(web, games)


def test_the_first_paint_carries_the_shared_and_layout_rules_and_the_sheet_follows_the_home_screen():
    block = styles.first_paint(WEB)
    assert block.startswith("<style>") and block.endswith("</style>")
    parts = styles.parts(WEB)
    inline = [p for p in parts if p.relative_to(WEB).parts[0] == styles.SHARED]
    assert inline and len(inline) < len(parts)
    for part in parts:
        assert (part.read_text(encoding="utf-8") in block) == (part in inline), part
    # in style.css's order, so the whole sheet, linked later, decides every style as it alone would
    at = [block.index(p.read_text(encoding="utf-8")) for p in inline]
    assert at == sorted(at)
    page = (WEB / "index.html").read_text(encoding="utf-8")
    head, body = page.split("<body", 1)
    assert head.count(styles.FIRST_PAINT_MARKER) == 1 and "style.css" not in head
    assert "style-src 'self' 'unsafe-inline'" in head
    # the home screen's script (inline, build/shell.py) comes before the sheet, and nothing holds it back
    assert body.index("<!-- agora:shell-script -->") < body.index('<link rel="stylesheet" href="./style.css">')
    assert "shell.js" not in head
