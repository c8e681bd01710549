"""Issue 42, item 5: following the "storage is full" advice loses no move. Storage is filled with
old saves, moves are played (none can be saved), the player goes home as told, deletes an old
save and goes back to the game: every move is there and in the save."""

from __future__ import annotations

import json

import pytest
from fixtures_web import install_move_probe, new_game, play_first_move, start_url, stored_saves, wait_turn_or_end

pytestmark = pytest.mark.browser

FILL = """() => {
    // old saves (text the list shows as damaged) until the browser refuses more, then ever
    // smaller ones: afterwards not even a small save fits
    let n = 0;
    for (const size of [1000000, 100000, 10000, 1000, 100, 10]) {
        const text = "x".repeat(size);
        for (;;) {
            try { localStorage.setItem("agora.saves.v1.old-" + size + "-" + (n++), text); }
            catch (err) { break; }
        }
    }
    return n;
}"""


def _moves(page, key: str) -> int:
    return len(json.loads(stored_saves(page)[key])["record"]["moves"])


def _play(page) -> None:
    assert wait_turn_or_end(page) == "turn"
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    page.locator('[data-testid^="spot-"]').first.click()
    page.get_by_test_id("confirm").click()


def test_moves_played_while_storage_is_full_are_saved_once_there_is_room(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"])
    install_move_probe(page)
    play_first_move(page)
    (key,) = stored_saves(page)
    page.evaluate(FILL)
    logs = int(page.get_by_test_id("log").get_attribute("data-count"))
    for _ in range(3):
        _play(page)
    error = page.get_by_test_id("error")
    error.wait_for()
    assert "storage for the site is full" in error.inner_text() and "kept in this tab" in error.inner_text()
    assert _moves(page, key) == 1  # nothing could be written
    assert int(page.get_by_test_id("log").get_attribute("data-count")) > logs

    # Home, as the message says: it tells that a game waits and leads back to it.
    page.get_by_test_id("home").click()
    waiting = page.get_by_test_id("unsaved")
    waiting.wait_for()
    assert "not saved yet" in waiting.inner_text()
    # Continue opens this tab's game with its moves, not the older save (and still cannot save).
    page.get_by_test_id("continue").click()
    page.get_by_test_id("site").wait_for()
    assert int(page.get_by_test_id("log").get_attribute("data-count")) > logs
    page.go_back()
    page.get_by_test_id("unsaved").wait_for()

    # An old save deleted: the moves waiting are written at once, and the home screen says so.
    old = page.locator('[data-key^="agora.saves.v1.old-1000000-"]').first
    old.get_by_test_id("delete-save").click()
    page.get_by_test_id("delete-yes").click()
    assert _moves(page, key) == 4
    assert page.get_by_test_id("unsaved").count() == 0
    assert "waiting for room" in page.get_by_test_id("notice").inner_text()

    # Back to the game: the position with all four moves, and play goes on and is saved.
    page.go_back()
    page.get_by_test_id("site").wait_for()
    assert page.get_by_test_id("error").count() == 0
    install_move_probe(page)
    _play(page)
    page.wait_for_function("k => JSON.parse(localStorage.getItem(k)).record.moves.length === 5", arg=key)


def test_room_made_in_another_tab_saves_the_moves_waiting_here(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"])
    install_move_probe(page)
    play_first_move(page)
    (key,) = stored_saves(page)
    page.evaluate(FILL)
    _play(page)
    _play(page)
    page.get_by_test_id("error").wait_for()
    assert _moves(page, key) == 1
    other = page.context.new_page()
    other.goto(app_url + "rules/akropolis.html")  # a page of the site in a second tab makes room
    other.evaluate("""() => { for (const k of Object.keys(localStorage))
                                  if (k.startsWith("agora.saves.v1.old-1000000-")) { localStorage.removeItem(k); break; } }""")
    page.wait_for_function(
        "k => JSON.parse(localStorage.getItem(k)).record.moves.length === 3", arg=key, timeout=10_000
    )
    other.close()
