"""Pantikapaion in the browser: help at the decision, and a board told in words. The "?" opens the
guide where the screen knows more than the engine's step (a worker's place being chosen, a
development cell opened); board places a player can choose have names in words and are reached
and chosen by keyboard; symbols explain themselves on hover and on keyboard focus; the log names
places in words, grouped under the player's name."""

from __future__ import annotations

import re

import pytest

from fixtures_web import start_game, start_url
from test_pantikapaion_ui import RING, SPOT, wait_decision

pytestmark = pytest.mark.browser

COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")


def tip_after(page, testid: str) -> str:
    """The words of the page's one tooltip box (tips.py) once it shows for `testid`."""
    page.wait_for_function(
        """id => { const b = document.getElementById('agora-tip');
        return b && !b.hidden && document.querySelector(`[data-testid="${id}"]`).matches(':hover, :focus'); }""",
        arg=testid,
    )
    return page.evaluate("() => document.getElementById('agora-tip').textContent")


def help_section(page) -> str:
    page.get_by_test_id("help").click()
    page.get_by_test_id("guide").wait_for()
    focused = page.evaluate("document.activeElement.id")
    page.get_by_test_id("guide-back").click()
    page.get_by_test_id("pantikapaion").wait_for()
    return focused.removeprefix("guide-")


def test_help_names_and_keyboard_on_the_board(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    start_game(page, "pantikapaion", (("Ann", "human"),), mode="solo")
    assert wait_decision(page) == "turn"
    assert help_section(page) == "scout"

    # a ring place says what it holds and what choosing it does; Enter on it picks it
    slot = page.locator(RING).first
    label = slot.get_attribute("aria-label")
    assert re.match(r"Place \d+: Tile \d+.* — take it$", label), label
    assert slot.get_attribute("data-tip").startswith("Tile ")
    slot.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(SPOT)

    # the city's places are reached by Tab and named in words; Enter chooses one and keeps focus
    spot = page.locator(SPOT).first
    assert spot.get_attribute("role") == "button" and spot.get_attribute("tabindex") == "0"
    for name in page.locator(SPOT).evaluate_all("els => els.map(e => e.getAttribute('aria-label'))"):
        assert "lay the tile" in name and not COORDS.search(name), name
        assert re.search(r"row \d+|above row 1", name) and re.search(r"column \d+|left of column 1", name), name
    testid = spot.get_attribute("data-testid")
    spot.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f'[data-testid="{testid}"][aria-pressed="true"]')
    assert page.evaluate("document.activeElement.dataset.testid") == testid
    assert page.get_by_test_id("confirm").is_enabled()
    page.keyboard.press("Enter")  # again on the chosen place: plays it
    page.wait_for_selector('[data-testid="pantikapaion"][data-step="develop"]')
    assert wait_decision(page) == "turn"
    assert page.get_by_test_id("pantikapaion").get_attribute("data-step") == "develop"

    # the city's symbols have titles in words
    titles = page.locator('[data-testid="city"] title').evaluate_all("els => els.map(e => e.textContent)")
    assert any(re.match(r"row \d+, column \d+, on the ground: ", x) for x in titles), titles

    # buildings: names with cost and what they score; the tooltip shows on hover
    house = page.get_by_test_id("build-house")
    assert re.match(
        r"House: (costs \d+ brown cubes?|none left); \d+ left, 1 cell\. House: ", house.get_attribute("aria-label")
    )
    house.hover()
    assert "House" in tip_after(page, "build-house")

    # a development cell: a button named in words, its tooltip on keyboard focus
    cell = page.get_by_test_id("dev-O-1")
    assert cell.get_attribute("role") == "button"
    assert cell.get_attribute("aria-label").startswith("orange row, cell 2: ")
    page.get_by_test_id("dev-O-0").focus()
    page.keyboard.press("ArrowRight")  # the board is one Tab stop; arrows move among its cells
    assert page.evaluate("document.activeElement.dataset.testid") == "dev-O-1"
    assert "aqueduct tile" in tip_after(page, "dev-O-1")
    page.keyboard.press("Enter")  # opens its explanation, as a tap does
    page.get_by_test_id("dev-info").wait_for()
    assert help_section(page) == "aqueduct-tile"  # the cell opened under the board
    page.get_by_test_id("dev-O-1").click()  # closed again
    page.wait_for_selector('[data-testid="dev-info"]', state="detached")
    assert help_section(page) == "develop"

    if page.get_by_test_id("worker-mode").count():
        page.get_by_test_id("worker-mode").click()
        for name in page.locator(SPOT).evaluate_all("els => els.map(e => e.getAttribute('aria-label'))"):
            assert "put a worker here" in name, name
        assert help_section(page) == "workers"

    # the log: Ann's moves of the turn under her name, places in words
    first_turn = page.locator('[data-testid="log"] li.log-turn').last
    assert first_turn.locator(".log-who").inner_text() == "Ann"
    lines = first_turn.locator(".log-lines > li").all_inner_texts()
    assert lines[0].startswith("takes tile ") and any("in their city: " in x for x in lines), lines
    assert not COORDS.search(page.get_by_test_id("log").inner_text())
    page.get_by_test_id("lang-ru").click()
    assert "берёт участок" in page.get_by_test_id("log").inner_text()
    page.get_by_test_id("lang-en").click()
    assert page.browser_log.page_errors == [], page.browser_log.report()


def test_the_automas_last_move_stays_marked_until_the_players_next_move(app_page, app_url, open_app):
    from fixtures_web import latest_save
    from test_pantikapaion_ui import play_first_option

    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "pantikapaion", (("Ann", "human"),), mode="solo")
    assert page.locator(".last-move").count() == 0

    def moves():
        return latest_save(page)["record"].get("moves", [])

    while not any(m["type"].startswith("automa") for m in moves()):
        assert wait_decision(page) == "turn"
        play_first_option(page)
    assert wait_decision(page) == "turn"
    done = moves()
    scout = [m for m in done if m["type"] == "automa_scout"][-1]
    assert scout["slot"] >= 0
    slot = page.get_by_test_id(f"ring-{scout['slot']}")
    assert "last-move" in slot.get_attribute("class")  # the place it emptied
    assert page.evaluate("() => getComputedStyle(document.querySelector('.pk-slot.last-move')).boxShadow") != "none"
    for m in done[done.index(scout) :]:
        if m["type"] == "automa_build":
            assert "last-move" in page.get_by_test_id(f"build-{m['kind']}").get_attribute("class")
    marked = page.locator(".last-move").count()
    assert marked >= 1
    page.get_by_test_id("lang-ru").click()  # a redraw keeps the marks
    assert page.locator(".last-move").count() == marked
    page.get_by_test_id("lang-en").click()

    play_first_option(page)  # Ann's next move clears them
    page.wait_for_function("() => !document.querySelector('.last-move')")
    assert page.browser_log.page_errors == [], page.browser_log.report()
