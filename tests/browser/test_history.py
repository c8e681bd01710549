"""The browser's Back and Forward inside Agora (web/agora_web/services/history.py): Back from a game
returns to the home screen with the game listed and Continue restoring it; Back from the rules
guide opened with "?" returns to the very same game screen; a share link still opens directly."""

from __future__ import annotations

import pytest

from fixtures_web import latest_save, new_game, play_first_move, position, start_url, stored_saves, wait_turn_or_end


pytestmark = pytest.mark.browser


def test_back_from_a_game_returns_home_and_continue_restores_it(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"], names=["Ann", "Bob"])
    page.go_back()
    page.get_by_test_id("start").wait_for()
    page.go_back()  # home: a game in which no move was made is not kept
    page.get_by_test_id("no-saves").wait_for()
    assert stored_saves(page) == {}
    new_game(page, seats=["human", "human"], names=["Ann", "Bob"])
    for _ in range(2):
        assert wait_turn_or_end(page) == "turn"
        play_first_move(page)
    before = position(page)
    assert len(latest_save(page)["record"]["moves"]) == 2

    page.go_back()  # to the setup screen the game was started from
    page.get_by_test_id("start").wait_for()
    page.go_back()  # to the home screen, the game listed
    page.get_by_test_id("continue").wait_for()
    assert page.get_by_test_id("save-row").count() == 1
    assert page.url.startswith(app_url)  # still inside Agora

    page.get_by_test_id("continue").click()
    wait_turn_or_end(page)
    assert position(page) == before

    # Back and Forward again: the game comes back as it was, nothing lost
    page.go_back()
    page.get_by_test_id("continue").wait_for()
    page.go_forward()
    wait_turn_or_end(page)
    assert position(page) == before
    play_first_move(page)
    assert len(latest_save(page)["record"]["moves"]) == 3
    assert page.browser_log.page_errors == [], page.browser_log.report()


def test_back_from_the_guide_returns_to_the_same_game(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"], names=["Ann", "Bob"])
    assert wait_turn_or_end(page) == "turn"
    play_first_move(page)
    before = position(page)
    page.get_by_test_id("help").click()
    page.get_by_test_id("guide").wait_for()
    page.go_back()
    page.get_by_test_id("site").wait_for()
    assert position(page) == before
    # the guide's own Back button does the same
    page.get_by_test_id("help").click()
    page.get_by_test_id("guide-back").click()
    page.get_by_test_id("site").wait_for()
    assert position(page) == before
    assert page.browser_log.page_errors == [], page.browser_log.report()
