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


def _rules(text: str) -> "list[str]":
    """Every rule of a sheet as one normalised line, the rules inside @media with their at-rule."""
    out = []
    for prelude, body in styles._blocks(text):
        if body is not None and prelude.startswith(styles._NESTING):
            out += [f"{prelude} >> {rule}" for rule in _rules(body)]
        else:
            out.append(" ".join(f"{prelude} {{{body}}}".split()) if body is not None else prelude)
    return out


def test_the_first_paint_carries_the_shared_and_layout_rules_the_page_can_use_in_the_sheet_order():
    page = '<div class="splash"><main class="screen screen-home"><button class="btn ghost">x</button></main>'
    block = styles.first_paint(WEB, page)
    assert block.startswith("<style>") and block.endswith("</style>")
    inline = _rules(block[len("<style>") : -len("</style>")])
    sheet = _rules(styles.assemble(WEB))
    # copies of the sheet's rules, in its order, so the whole sheet, linked later, decides every style
    at = [sheet.index(rule) for rule in inline]
    assert at == sorted(at)
    assert any(rule.startswith(":root {") for rule in inline)  # no class: always kept
    assert any(rule.startswith(".btn.ghost {") for rule in inline)
    assert not any(rule.startswith((".guide-toc", ".seat-row", ".btn.danger")) for rule in inline)
    # a page that names every class gets every shared and layout rule, and no game's
    shared = [p for p in styles.parts(WEB) if p.relative_to(WEB).parts[0] == styles.SHARED]
    assert shared and len(shared) < len(styles.parts(WEB))
    shared_text = "".join(p.read_text(encoding="utf-8") for p in shared)
    whole = styles.first_paint(WEB, " ".join(styles._WORD.findall(styles.assemble(WEB))))
    assert _rules(whole[len("<style>") : -len("</style>")]) == _rules(shared_text)


@pytest.mark.parametrize(
    ("selectors", "kept"),
    [
        (".btn", True),
        (".btn.danger", False),  # a class the page does not have
        (".danger, .btn", True),  # one selector of the list is enough
        ("button:not(.danger)", True),  # what :not() names is not required
        ('body[data-ready="false"] #app .btn[data-act]:not([data-act="lang"])', True),
        ("main.screen:has(> .tut-panel) > .tut-panel .tut-head", False),
        ('[class~="danger"]', True),
        ("h2", True),
    ],
)
def test_a_rule_stays_when_one_of_its_selectors_names_only_classes_of_the_page(selectors, kept):
    assert styles._may_match(selectors, {"btn", "screen", "app"}) is kept


def test_the_sheet_reader_keeps_strings_comments_and_at_rules_apart():
    text = (
        '/* a { } */ @import "x.css"; .a::before { content: "}{"; } '
        "@media (max-width: 5px) { .b { c: d; } .z { c: d; } } @keyframes k { to { opacity: 0; } }"
    )
    assert [p for p, _ in styles._blocks(text)] == [
        '@import "x.css"',
        ".a::before",
        "@media (max-width: 5px)",
        "@keyframes k",
    ]
    trimmed = styles._trim(text, {"a", "b"})
    assert '@import "x.css";' in trimmed and 'content: "}{"' in trimmed and ".b { c: d; }" in trimmed
    assert ".z" not in trimmed and "@keyframes k { to { opacity: 0; } }" in trimmed
    assert styles._trim("@media print { .z { c: d; } }", {"a"}) == ""


def test_the_built_index_inlines_the_rules_its_home_screen_uses():
    site = ROOT / "dist" / "site" / "index.html"
    if not site.is_file():
        pytest.skip("no built site (make site)")
    page = site.read_text(encoding="utf-8")
    block = page[page.index("<style>") : page.index("</style>") + len("</style>")]
    for needed in (".topbar", ".splash", ".boot", ".save-list", ".continue", ".shell-queued"):
        assert needed in block, needed
    assert ".guide-toc" not in block and ".seat-row" not in block


def test_the_first_paint_is_placed_before_the_home_screen_and_the_sheet_after_it():
    page = (WEB / "index.html").read_text(encoding="utf-8")
    head, body = page.split("<body", 1)
    assert head.count(styles.FIRST_PAINT_MARKER) == 1 and "style.css" not in head
    assert "style-src 'self' 'unsafe-inline'" in head
    # the home screen's script (inline, build/shell.py) comes before the sheet, and nothing holds it back
    assert body.index("<!-- agora:shell-script -->") < body.index('<link rel="stylesheet" href="./style.css">')
    assert "shell.js" not in head
