"""Pyramidion in the browser, played through the UI like a person would: a whole two-player game
against the computer (easy), taking the first option the screen offers at every step, with a reload
and Continue in the middle; the final table is checked against the engine's replay of the save."""

from __future__ import annotations

import time

import pytest

from engine.core import records

from fixtures_web import TURN_TIMEOUT_MS, install_move_probe, latest_save, saved_move_count, start_url

pytestmark = pytest.mark.browser

FIRST = '[data-idx="0"]'


def wait_decision(page) -> str:
    """Until the human may act ("turn") or the final table shows ("over")."""
    page.wait_for_function(
        """sel => document.body.dataset.busy === "false" && (
              document.querySelector('[data-testid="final-scores"]') || document.querySelector(sel))""",
        arg=FIRST, timeout=TURN_TIMEOUT_MS)
    return "over" if page.get_by_test_id("final-scores").count() else "turn"


def play_first_option(page) -> str:
    """The engine's first legal action at this step (confirmed when the screen asks)."""
    before = saved_move_count(page)
    el = page.locator(FIRST)
    kind = el.get_attribute("data-testid") or ""
    el.click()
    if page.locator('[data-confirmed="1"]').count():
        page.locator('[data-confirmed="1"]').click()
    page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)
    return kind.split("-")[0]


def position(page) -> dict:
    return page.evaluate(
        """() => {
            const all = s => [...document.querySelectorAll(s)];
            const d = s => document.querySelector(s).dataset;
            return {
              game: [d('[data-testid="pyramidion"]').step, d('[data-testid="pyramidion"]').actor],
              hand: d('[data-testid="hand"]').cards,
              cities: all('[data-testid^="city-res-"]').map(e => e.textContent),
              own: document.querySelector('[data-testid="own-res"]').textContent,
              vp: all('[data-testid^="score-"]').map(e => e.dataset.vp),
              log: d('[data-testid="log"]').count,
              round: d('[data-testid="round"]').round,
            }; }""")


def test_game_against_the_computer_to_the_end(app_page, app_url, open_app):
    page = app_page
    started = time.monotonic()
    open_app(page, start_url(app_url))
    page.get_by_test_id("new-game-pyramidion").click()
    page.get_by_test_id("rules-note").wait_for()
    page.get_by_test_id("seat-name-0").fill("Ann")
    page.get_by_test_id("seat-kind-1").select_option("pyramidion.easy")
    page.get_by_test_id("target-10").check()
    page.get_by_test_id("start").click()
    page.get_by_test_id("cities").wait_for()
    install_move_probe(page)

    doc = latest_save(page)
    assert doc["game"] == "pyramidion"
    assert doc["record"]["players"][1]["controller"] == "pyramidion.easy"
    # one human: no hand-over screen; the hand shown is Ann's own
    assert page.get_by_test_id("handover").count() == 0

    kinds = []
    reloaded = False
    while wait_decision(page) == "turn":
        if not reloaded and len(kinds) == 12:
            reloaded = True
            before = position(page)
            page.reload()
            page.wait_for_selector('body[data-ready="true"]', state="attached")
            assert "Pyramidion" in page.get_by_test_id("continue").inner_text()
            page.get_by_test_id("continue").click()
            assert wait_decision(page) == "turn"
            install_move_probe(page)
            assert position(page) == before
        kinds.append(play_first_option(page))
        assert len(kinds) < 600, "the game should be over long before this"
    assert reloaded and "city" in kinds and "hand" in kinds

    final = page.get_by_test_id("final-scores")
    shown = [int(final.get_by_test_id(f"final-total-{seat}").get_attribute("data-total")) for seat in (0, 1)]
    doc = latest_save(page)
    assert doc["summary"]["over"] is True
    rules, state = records.replay(records.from_builtins(doc["record"]))
    assert rules.is_over(state)
    assert shown == [s["total"] for s in rules.scores(state)]
    assert final.get_attribute("data-winners") == ",".join(map(str, rules.winners(state)))
    assert int(page.get_by_test_id("log").get_attribute("data-count")) > len(doc["record"]["moves"]) // 2
    # each city's resolution is told in the log: who won what with how much
    assert page.locator('[data-testid="log"] .log-resolution').count() >= 1
    print(f"pyramidion: {len(kinds)} human decisions, {len(doc['record']['moves'])} moves, "
          f"{time.monotonic() - started:.0f}s")


def test_hot_seat_hides_the_next_hand(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("new-game-pyramidion").click()
    page.get_by_test_id("seat-kind-1").select_option("human")
    page.get_by_test_id("seat-name-0").fill("Ann")
    page.get_by_test_id("seat-name-1").fill("Bob")
    page.get_by_test_id("start").click()
    page.get_by_test_id("cities").wait_for()
    install_move_probe(page)
    seen = set()
    for _ in range(12):
        if page.get_by_test_id("handover").count():
            assert page.get_by_test_id("hand").count() == 0
            page.get_by_test_id("handover-ok").click()
        seen.add(page.get_by_test_id("pyramidion").get_attribute("data-viewer"))
        play_first_option(page)
    assert seen == {"0", "1"}
