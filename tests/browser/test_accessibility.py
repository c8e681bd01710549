"""axe-core audits of every screen: 0 serious or critical violations (issue 14, first check).

axe-core comes with the test-only wheel axe-playwright-python (pinned in requirements-dev.txt,
never part of the site). Its source is run with page.evaluate, which the page's
Content-Security-Policy does not govern, so the audited page is the one players get.
Each test gathers the findings of all its screens and fails once, listing rule id and target.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import axe_playwright_python
import pytest

from engine.akropolis import RULES, Options
from engine.core import records
from engine.core.protocol import Seat
from fixtures_web import BOARD, play_first_move, start_game, start_url, wait_turn_or_end

AXE_SOURCE = (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8")
BLOCKING = {"serious", "critical"}
GAMES = ("akropolis", "amytis", "pantikapaion", "pyramidion")
RULE_PAGES = ("akropolis", "amytis", "pantikapaion", "pantikapaion-solo", "pyramidion")


def audit(page, where: str) -> "list[str]":
    """Run axe-core on the page as it is now; the serious and critical findings as text lines."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE_SOURCE)
    result = page.evaluate("""async () => {
        const r = await axe.run(document, {resultTypes: ["violations"]});
        return {passes: r.passes.length, violations: r.violations.map(v => ({
            id: v.id, impact: v.impact,
            targets: v.nodes.filter(n => ["serious", "critical"].includes(n.impact))
                            .map(n => n.target.join(" "))}))};
    }""")
    assert result["passes"] > 0, f"{where}: axe-core checked nothing"
    return [f"{where}: {v['id']} ({v['impact']}) at {t}"
            for v in result["violations"] if v["impact"] in BLOCKING for t in v["targets"]]


def _check(found: "list[str]") -> None:
    assert not found, f"{len(found)} serious/critical axe-core violations:\n" + "\n".join(found)


def _home(page, open_app, app_url) -> None:
    open_app(page, start_url(app_url))


def test_home_setup_screens_and_guides(app_page, app_url, open_app):
    page = app_page
    _home(page, open_app, app_url)
    page.get_by_test_id("lang-en").click()
    found = audit(page, "home")
    for game in GAMES:
        page.get_by_test_id(f"new-game-{game}").click()
        page.get_by_test_id("start").wait_for()
        found += audit(page, f"{game} setup")
        if game == "akropolis":  # its solo form: the Architect's levels, thinking ahead
            page.get_by_test_id("mode-solo").click()
            page.get_by_test_id("think-ahead").wait_for()
            found += audit(page, "akropolis solo setup")
        page.get_by_test_id("home").click()
        page.get_by_test_id(f"guide-{game}").click()
        page.get_by_test_id("guide").wait_for()
        found += audit(page, f"{game} guide")
        page.get_by_test_id("guide-back").click()
        page.get_by_test_id(f"new-game-{game}").wait_for()
    page.get_by_test_id("lang-ru").click()
    page.wait_for_function("() => document.documentElement.lang === 'ru'")
    found += audit(page, "home (ru)")
    page.get_by_test_id("new-game-pantikapaion").click()
    page.get_by_test_id("start").wait_for()
    found += audit(page, "pantikapaion setup (ru)")
    _check(found)


def _record_after(game: str, moves: int, seed: int = 4):
    """A two-player record of `game` with its first legal move played `moves` times."""
    rules = importlib.import_module(f"engine.{game}").RULES
    record = records.new_record(game, [Seat("Ann"), Seat("Bob")], seed=seed)
    state = rules.new_game(2, None, seed)
    for _ in range(moves):
        move = rules.legal_actions(state)[0]
        state = rules.apply(state, move)
        record = records.with_move(record, move)
    return record


@pytest.mark.parametrize("game", GAMES)
def test_game_screen_mid_game(app_page, app_url, open_app, game):
    page = app_page
    _home(page, open_app, app_url)
    page.get_by_test_id("lang-en").click()
    if game == "akropolis":  # played through the screen
        start_game(page, game)
        for _ in range(2):
            assert wait_turn_or_end(page) == "turn"
            play_first_move(page)
        wait_turn_or_end(page)
    else:  # a game six moves in, as an imported record
        page.get_by_test_id("import-file").set_input_files(
            {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(_record_after(game, 6))})
        if game == "pyramidion":  # two humans on one device: who holds it is asked first
            page.get_by_test_id("handover").wait_for()
            _check(audit(page, "pyramidion hand-over"))
            page.get_by_test_id("handover-ok").click()
        page.get_by_test_id(BOARD[game]).wait_for()
        page.wait_for_function("() => document.body.dataset.busy === 'false'")
        assert int(page.get_by_test_id("log").get_attribute("data-count")) > 0
    _check(audit(page, f"{game} game"))


def _finished_record():
    record = records.new_record("akropolis", [Seat("Ann"), Seat("Bob")], Options(), seed=3)
    state = RULES.new_game(2, Options(), 3)
    while not RULES.is_over(state):
        move = RULES.legal_actions(state)[0]
        state = RULES.apply(state, move)
        record = records.with_move(record, move)
    return record


def test_final_table_and_replay(app_page, app_url, open_app):
    page = app_page
    _home(page, open_app, app_url)
    page.get_by_test_id("lang-en").click()
    page.get_by_test_id("import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(_finished_record())})
    page.get_by_test_id("final-scores").wait_for()
    found = audit(page, "final table")
    page.get_by_test_id("final-home").click()  # the table is modal: its own Home
    page.get_by_test_id("replay-save").click()
    page.get_by_test_id("replay-pos").wait_for()
    page.get_by_test_id("replay-next").click()
    page.wait_for_selector('[data-testid="replay-pos"][data-step="1"]')
    found += audit(page, "replay")
    _check(found)


def test_rules_pages(page, app_url):
    found = []
    for name in RULE_PAGES:
        page.goto(f"{app_url}rules/{name}.html")
        found += audit(page, f"rules/{name}.html")
    _check(found)


def test_axe_core_is_not_shipped():
    """axe-core is a test tool: no file of the built site carries it."""
    site = Path(__file__).resolve().parents[2] / "dist" / "site"
    carriers = [p for p in site.rglob("*") if p.is_file() and p.suffix in {".js", ".mjs", ".html", ".json"}
                and "Deque Systems" in p.read_text(encoding="utf-8", errors="ignore")]
    assert (site / "index.html").is_file() and not carriers, carriers
