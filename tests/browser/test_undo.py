"""Undo within a turn, in the browser: a player takes back their own decisions of the turn, and
never a move that showed something hidden, nor one of another seat."""

from __future__ import annotations

import time

import pytest

from engine.amytis import RULES as AMYTIS
from engine.amytis import data as amytis_data
from engine.amytis.architects import available
from engine.core import records
from engine.core.protocol import Seat

import test_amytis_ui as amytis
from fixtures_web import TURN_TIMEOUT_MS, install_move_probe, latest_save, saved_move_count, start_game, start_url
from test_pantikapaion_ui import RING, play_first_option, position, wait_decision

pytestmark = pytest.mark.browser

UNDO = '[data-testid="undo"]'


def saved_record(page) -> dict:
    return latest_save(page)["record"]


def saved_moves(page) -> list:
    return saved_record(page).get("moves", [])  # a record without moves leaves the key out


def undo_by_button(page) -> None:
    before = saved_move_count(page)
    page.get_by_test_id("undo").click()
    page.wait_for_function("n => window.__agoraLatestMoves() < n", arg=before, timeout=TURN_TIMEOUT_MS)


def test_pantikapaion_solo_undo_within_the_turn(app_page, app_url, open_app):
    started = time.perf_counter()
    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "pantikapaion", ((None, "human"),), mode="solo")
    assert wait_decision(page) == "turn"
    start, saved = position(page), saved_record(page)
    assert page.locator(UNDO).count() == 0  # nothing to take back yet

    assert play_first_option(page) == "pick"
    undo = page.get_by_test_id("undo")
    assert undo.locator(".btn-label").inner_text() == "Undo" and "Ctrl+Z" in undo.get_attribute("title")
    assert play_first_option(page) == "place"
    picked = position(page)
    assert picked["step"] != start["step"] and len(saved_moves(page)) == 2

    undo_by_button(page)
    assert position(page)["step"] == "tile"
    page.get_by_test_id("lang-ru").click()
    assert page.get_by_test_id("undo").locator(".btn-label").inner_text() == "Отменить ход"
    page.get_by_test_id("lang-en").click()
    undo_by_button(page)
    assert position(page) == start
    assert saved_record(page) == saved
    assert page.locator(UNDO).count() == 0 and page.locator(RING).count()

    # Ctrl+Z does the same; the board is clickable again as at the start of the turn
    play_first_option(page)
    page.keyboard.press("Control+z")
    page.wait_for_function("n => window.__agoraLatestMoves() === n", arg=0)
    assert position(page) == start and saved_record(page) == saved

    # play the turn out: once the automa has moved, nothing of the turn can be taken back
    while not any(m["type"].startswith("automa") for m in saved_moves(page)):
        assert wait_decision(page) == "turn"
        play_first_option(page)
    assert wait_decision(page) == "turn"
    assert page.get_by_test_id("pantikapaion").get_attribute("data-step") == "scout"
    assert page.locator(UNDO).count() == 0
    moves = len(saved_moves(page))
    page.keyboard.press("Control+z")  # does nothing
    page.wait_for_timeout(300)
    assert len(saved_moves(page)) == moves and page.locator(RING).count()
    print(f"pantikapaion undo: {time.perf_counter() - started:.1f} s")


def palace_game():
    """(record, stack): an Architects of Amytis hot seat game whose first player may take a
    Palace, and the stack it is on."""
    for seed in range(100):
        state = AMYTIS.new_game(2, None, seed)
        stacks = [
            i
            for i in available(state.stacks, state.architects)
            if amytis_data.building_of(state.stacks[i][-1]) == amytis_data.PALACE
        ]
        if stacks:
            return records.new_record("amytis", [Seat("Ann"), Seat("Bob")], seed=seed), stacks[0]
    raise AssertionError("no deal with a Palace on top")


def place_on_first_cell(page, moves: int) -> None:
    """Choose the first open cell, confirm, and wait until the record has `moves` moves."""
    page.locator('[data-testid^="cell-"]:not([disabled])').first.click()
    page.get_by_test_id("confirm").click()
    page.wait_for_function("n => window.__agoraLatestMoves() === n", arg=moves, timeout=TURN_TIMEOUT_MS)


def test_amytis_undo_stops_at_what_was_revealed(app_page, app_url, open_app):
    """A Palace placed may be taken back to choose another cell, but not the tile taken (the
    stack's next tile is seen) nor the project drawn."""
    started = time.perf_counter()
    page = app_page
    open_app(page, start_url(app_url))
    record, stack = palace_game()
    page.get_by_test_id("import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(record)}
    )
    assert amytis.wait_decision(page) == "turn"
    install_move_probe(page)
    assert page.locator(UNDO).count() == 0

    page.get_by_test_id(f"stack-{stack}").click()
    place_on_first_cell(page, 2)  # take and place: two moves
    placed = amytis.position(page)
    assert placed["step"] == "palace" and page.locator(UNDO).count() == 1

    undo_by_button(page)
    back = amytis.position(page)
    assert back["step"] == "place" and len(saved_moves(page)) == 1
    assert back["stacks"] == placed["stacks"] and int(back["log"]) < int(placed["log"])  # the take stands
    assert back["boards"][0] != placed["boards"][0]
    assert page.locator(UNDO).count() == 0  # the take showed the next tile: it cannot go back

    place_on_first_cell(page, 2)
    assert amytis.position(page) == placed
    page.locator('[data-testid^="draw-"]').first.click()  # a project is drawn: shown, so final
    assert len(saved_moves(page)) == 2  # prepared only: a move that cannot be taken back asks first
    page.get_by_test_id("confirm").click()
    page.wait_for_function("() => window.__agoraLatestMoves() === 3", timeout=TURN_TIMEOUT_MS)
    assert amytis.wait_decision(page) == "turn"
    assert amytis.position(page)["turns"] != placed["turns"]  # Bob's turn: Ann's moves are not his
    assert page.locator(UNDO).count() == 0
    page.keyboard.press("Control+z")
    page.wait_for_timeout(300)
    assert len(saved_moves(page)) == 3
    assert time.perf_counter() - started < 60
