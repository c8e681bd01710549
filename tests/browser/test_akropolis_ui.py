"""Akropolis in the browser, driven through the UI like a player would."""

from __future__ import annotations

import pytest

from engine.core import records

from fixtures_web import (
    install_move_probe,
    latest_save,
    new_game,
    play_first_move,
    position,
    start_url,
    wait_turn_or_end,
)

pytestmark = pytest.mark.browser


def test_solo_game_to_the_end_matches_engine_replay(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, solo="callicrates")
    install_move_probe(page)
    human_moves = 0
    while wait_turn_or_end(page) == "turn":
        play_first_move(page)
        human_moves += 1
        assert human_moves <= 40, "the game should end after 12 rounds"
    assert human_moves >= 12

    final = page.get_by_test_id("final-scores")
    shown = [int(final.get_by_test_id(f"final-total-{seat}").get_attribute("data-total")) for seat in (0, 1)]

    doc = latest_save(page)
    assert doc["summary"]["over"] is True
    rules, state = records.replay(records.from_builtins(doc["record"]))
    assert rules.is_over(state)
    expected = [s["total"] for s in rules.scores(state)]
    assert shown == expected
    # the Famous Architect is in seat 1; its category rows are shown too
    assert final.get_by_test_id("final-house-1").is_visible()
    winners = final.get_attribute("data-winners")
    assert winners == ",".join(map(str, rules.winners(state)))
    # the UI log mentions every move, and the round pill says the game is over
    assert int(page.get_by_test_id("log").get_attribute("data-count")) > len(doc["record"].get("moves", []))


def test_turn_interaction_preview_rotate_cancel(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"], names=["Ann", "Bob"])
    wait_turn_or_end(page)
    # nothing to confirm before a tile and a position are chosen
    assert page.get_by_test_id("confirm").is_disabled()
    # Ann (1 stone) can afford tiles 0 and 1 only
    assert page.get_by_test_id("site-tile-1").is_enabled()
    assert page.get_by_test_id("site-tile-2").is_disabled()
    page.get_by_test_id("site-tile-1").click()
    spots = page.locator('[data-testid^="spot-"]')
    assert spots.count() > 3
    spot = spots.first
    spot_id = spot.get_attribute("data-testid")
    spot.click()
    preview = page.get_by_test_id("preview")
    assert preview.count() == 1
    first = preview.inner_html()
    page.get_by_test_id("rotate").click()
    assert page.get_by_test_id("preview").inner_html() != first
    page.get_by_test_id(spot_id).click()  # clicking the same hex again also cycles
    page.get_by_test_id("cancel").click()
    assert page.get_by_test_id("preview").count() == 0
    assert page.locator('[data-testid^="spot-"]').count() == 0
    assert page.get_by_test_id("confirm").is_disabled()
    before = position(page)
    play_first_move(page)
    after = position(page)
    assert after["log"] != before["log"]
    # Bob's turn now: his city is shown and Ann's tile went into hers
    assert page.get_by_test_id("city-tab-1").get_attribute("aria-pressed") == "true"


def test_computer_seat_plays_on_its_own(app_page, app_url, open_app):
    page = app_page
    page.add_init_script(
        """window.__busy = [];
           new MutationObserver(() => window.__busy.push(document.body.dataset.busy))
             .observe(document, {subtree: true, attributes: true, attributeFilter: ["data-busy"]});"""
    )
    open_app(page, start_url(app_url))
    # the computer is the first Chief Architect: it moves first, and twice in round 1
    new_game(page, seats=["akropolis.easy", "human"], names=["Robo", "Eve"])
    assert wait_turn_or_end(page) == "turn"
    doc = latest_save(page)
    assert len(doc["record"].get("moves", [])) == 1
    assert doc["record"]["players"][0]["controller"] == "akropolis.easy"
    assert "true" in page.evaluate("window.__busy"), "the page never showed the computer thinking"
    assert "Robo" in page.get_by_test_id("log").inner_text()
    play_first_move(page)
    assert wait_turn_or_end(page) == "turn"
    doc = latest_save(page)
    assert len(doc["record"].get("moves", [])) == 3
    assert page.get_by_test_id("round").get_attribute("data-round") == "2"
    rules, state = records.replay(records.from_builtins(doc["record"]))
    assert rules.current_player(state) == 1


def test_language_switch(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    button = page.get_by_test_id("new-game-akropolis")
    assert button.inner_text() == "New game"
    page.get_by_test_id("lang-ru").click()
    assert page.get_by_test_id("new-game-akropolis").inner_text() == "Новая игра"
    assert page.evaluate("document.documentElement.lang") == "ru"
    assert "Новая игра" in page.get_by_test_id("game-pyramidion").inner_text()
    # the choice is remembered, on every screen
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")
    assert page.get_by_test_id("new-game-akropolis").inner_text() == "Новая игра"
    page.get_by_test_id("new-game-akropolis").click()
    assert "Начать" in page.get_by_test_id("start").inner_text()
    page.get_by_test_id("start").click()
    assert "Строительная площадка" in page.get_by_test_id("site").inner_text()
    page.get_by_test_id("lang-en").click()
    assert "Construction site" in page.get_by_test_id("site").inner_text()
    assert page.evaluate("localStorage.getItem('agora.lang')") == "en"
    # the running scores, closed by the player, stay closed when the screen is drawn anew
    scores = page.get_by_test_id("live-scores")
    assert scores.get_attribute("open") is not None
    scores.locator("summary").click()
    page.get_by_test_id("lang-ru").click()
    assert "Строительная площадка" in page.get_by_test_id("site").inner_text()
    assert scores.get_attribute("open") is None
    scores.locator("summary").press("Enter")  # and opened again, by keyboard, open they stay
    page.get_by_test_id("lang-en").click()
    assert scores.get_attribute("open") is not None


def test_russian_by_default_for_russian_browsers(app_page, app_url, open_app):
    page = app_page
    page.add_init_script("Object.defineProperty(navigator, 'languages', {get: () => ['ru-RU', 'ru', 'en-US']});")
    open_app(page, start_url(app_url))
    assert page.get_by_test_id("new-game-akropolis").inner_text() == "Новая игра"
    # nothing is written until the player chooses
    assert page.evaluate("localStorage.getItem('agora.lang')") is None


def test_places_in_words_help_at_placing_keyboard_spots_and_the_log(app_page, app_url, open_app):
    """A site tile is named by its place, hexes and price; with a tile held the "?" opens the
    guide at placing; a highlighted hex is a button named in words that Enter chooses; the log
    tells the move under the player's name, in the language of the moment."""
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    new_game(page, seats=["human", "human"], names=["Ann", "Bob"])
    wait_turn_or_end(page)
    tile = page.get_by_test_id("site-tile-1")
    assert tile.get_attribute("aria-label").startswith("Tile 2 of the site: ")
    assert tile.get_attribute("aria-label").endswith("costs 1 stone")
    assert "too few stones" in page.get_by_test_id("site-tile-2").get_attribute("aria-label")
    tile.click()
    page.get_by_test_id("help").click()
    page.get_by_test_id("guide").wait_for()
    assert page.evaluate("document.activeElement.id") == "guide-place-tile"
    page.get_by_test_id("guide-back").click()
    spot = page.locator('[data-testid^="spot-"]').first
    spot.wait_for()
    label = spot.get_attribute("aria-label")
    assert label.startswith("Place the tile here") and spot.get_attribute("role") == "button"
    assert spot.locator("title").text_content() == label
    spot_id = spot.get_attribute("data-testid")
    spot.focus()
    page.keyboard.press("Enter")
    page.get_by_test_id("preview").wait_for()
    assert page.evaluate("document.activeElement.dataset.testid") == spot_id
    # the preview says in words what the choice does
    assert "Confirm to build" in page.get_by_test_id("actionbar").inner_text()
    page.get_by_test_id("confirm").click()
    page.wait_for_function("() => document.querySelector('[data-testid=log] .log-turn')")
    line = page.locator('[data-testid="log"] .log-turn').first
    assert line.locator(".log-who").inner_text() == "Ann"
    assert "takes tile 2 of the site for 1 stone" in line.inner_text()
    # every hex of the city has a tooltip in words
    assert "level 1" in page.locator('[data-testid="city"] g.cell title').first.text_content()
    page.get_by_test_id("lang-ru").click()
    assert "берёт участок 2 с площадки за 1 камень" in page.locator('[data-testid="log"] .log-turn').first.inner_text()


def test_the_computers_last_move_stays_marked_until_the_next(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["akropolis.easy", "human"], names=["Robo", "Eve"])
    assert wait_turn_or_end(page) == "turn"
    marked = '[data-testid="city"] g.cell.last-move'
    assert page.locator(marked).count() == 0  # Eve's own city: nobody else built there
    page.get_by_test_id("city-tab-0").click()

    def marks():
        return {(c.get_attribute("data-x"), c.get_attribute("data-y")) for c in page.locator(marked).all()}

    def robo_last_tile():
        """The hexes of Robo's newest move, as the engine replays the saved record."""
        _rules, _start, steps = records.steps(records.from_builtins(latest_save(page)["record"]))
        action = [a for before, a, _after in steps if before.turn == 0][-1]
        return {(str(x), str(y)) for x, y in action.hexes}

    assert marks() == robo_last_tile() and len(marks()) == 3
    assert page.locator(".last-move-edge").count() == 1
    play_first_move(page)  # Eve builds; Robo plays its second tile of round 1
    assert wait_turn_or_end(page) == "turn"
    page.get_by_test_id("city-tab-0").click()
    assert marks() == robo_last_tile() and len(marks()) == 3
    page.get_by_test_id("city-tab-1").click()
    assert page.locator(marked).count() == 0  # Eve's own tile is not marked for her
