"""Replay by keys with SVG step buttons and a status line naming the step; one confirm pattern
across games (docs/rulings.md, "Confirming moves"): a one-click move that cannot be taken back is
prepared and confirmed, any other acts at once with Undo — checked against the engine."""

from __future__ import annotations

import json

import pytest

from engine.core import records
from fixtures_web import (
    TURN_TIMEOUT_MS,
    latest_save,
    new_game,
    play_first_move,
    saved_move_count,
    start_game,
    start_url,
    wait_idle,
    wait_turn_or_end,
)

pytestmark = pytest.mark.browser

STEP = '[data-testid="replay-pos"][data-step="{}"]'


def test_replay_steps_by_keys_with_icons_and_says_which_move_is_shown(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"], names=["Ann", "Bob"])
    for _ in range(3):
        assert wait_turn_or_end(page) == "turn"
        play_first_move(page)
    page.get_by_test_id("home").click()
    page.get_by_test_id("replay-save").click()
    page.wait_for_selector(STEP.format(0))

    # the step buttons are drawn icons: no character that a font may lack
    for name, glyph in (("first", "first"), ("prev", "prev"), ("next", "next"), ("last", "last")):
        button = page.get_by_test_id(f"replay-{name}")
        assert button.locator(f'svg use[href="#g-{glyph}"]').count() == 1
        assert button.inner_text().strip() == "" and button.get_attribute("aria-label")
    assert page.locator("#g-first path").count() == 1
    box = page.get_by_test_id("replay-next").locator("svg").bounding_box()
    assert box["width"] >= 10 and box["height"] >= 10
    status = page.get_by_test_id("replay-status")
    assert "3" in status.inner_text() and "Ann" not in status.inner_text()

    page.keyboard.press("ArrowRight")
    page.wait_for_selector(STEP.format(1))
    assert "Move 1 of 3" in status.inner_text() and "Ann" in status.inner_text()
    page.keyboard.press("End")
    page.wait_for_selector(STEP.format(3))
    assert "Move 3 of 3" in page.get_by_test_id("replay-status").inner_text()
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector(STEP.format(2))
    assert "Move 2 of 3: Bob" in page.get_by_test_id("replay-status").inner_text()
    # a file saved while the replay shows an earlier step holds the whole game
    with page.expect_download() as info:
        page.get_by_test_id("export").click()
    assert len(records.decode(open(info.value.path(), "rb").read()).moves) == 3
    page.keyboard.press("Home")
    page.wait_for_selector(STEP.format(0))
    page.keyboard.press("ArrowLeft")  # already at the start
    page.keyboard.press("End")
    page.wait_for_selector(STEP.format(3))

    # on the board the arrows belong to its places, not to the replay
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    spot = page.locator('[data-testid^="spot-"]').first
    spot.focus()
    page.keyboard.press("ArrowLeft")
    page.wait_for_timeout(200)
    assert page.locator(STEP.format(3)).count() == 1

    page.get_by_test_id("lang-ru").click()
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector(STEP.format(2))
    assert "Ход 2 из 3" in page.get_by_test_id("replay-status").inner_text()


ONE_CLICK = '[data-testid^="ring-"]:not([disabled]), [data-testid^="build-"]:not([disabled]), [data-testid^="opt-"]'


def test_pantikapaion_confirms_only_what_cannot_be_taken_back(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "pantikapaion", mode="multi")
    armed_seen = direct_seen = 0
    for _ in range(14):
        wait_idle(page)
        step = page.get_by_test_id("pantikapaion").get_attribute("data-step")
        before = saved_move_count(page)
        spots = page.locator('[data-act="spot"]')
        if spots.count() and step != "move":  # a placement: previewed, then Confirm
            assert page.get_by_test_id("confirm").is_disabled()
            spots.first.click()
            if page.get_by_test_id("confirm").is_disabled():
                page.locator('[data-act="spot"]:not(.on)').first.click()
            page.get_by_test_id("confirm").click()
            page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)
            continue
        # a one-click decision: Confirm is not shown at all until a move is prepared
        assert page.get_by_test_id("confirm").count() == 0, f"a Confirm with nothing to confirm at {step}"
        choice = page.locator(ONE_CLICK)
        target = choice.last if step == "develop" else choice.first
        target.click()
        armed = page.locator('[data-testid="confirm"][data-confirmed="1"]')
        if armed.count():
            armed_seen += 1
            assert saved_move_count(page) == before  # prepared, not played
            armed.click()
            page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)
            assert _irreversible(latest_save(page)["record"]), "a move that Undo could take back asked to confirm"
        else:
            direct_seen += 1
            page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)
            assert not _irreversible(latest_save(page)["record"]), "a move that cannot be taken back was not confirmed"
            assert page.get_by_test_id("undo").count() == 1  # and Undo takes it back
    assert armed_seen and direct_seen


def _irreversible(record: dict) -> bool:
    """Whether the record's last move could not be taken back, by the engine's own account: it
    revealed or drew something, handed the turn on, or ended the game."""
    full = records.decode(json.dumps(record))
    rules, _state, moves = records.steps(full)
    before, action, after = list(moves)[-1]
    seat = rules.current_player(before)
    return rules.reveals(before, action, after) or rules.current_player(after) != seat or rules.is_over(after)
