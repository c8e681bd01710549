"""Saved games in the browser: autosave and Continue, damaged entries, import and export."""

from __future__ import annotations

import json

import msgspec
import pytest

from engine.akropolis import RULES, Options
from engine.core import records
from engine.core.protocol import Seat

from fixtures_web import (
    latest_save,
    new_game,
    play_first_move,
    position,
    start_url,
    stored_saves,
    wait_turn_or_end,
)

pytestmark = pytest.mark.browser


def _reload(page) -> None:
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")


def _engine_game(moves: int, seed: int = 5):
    """A two-player record with `moves` moves, played by the engine (first legal move each time)."""
    record = records.new_record("akropolis", [Seat("Ann"), Seat("Bob")], Options(), seed=seed)
    state = RULES.new_game(2, Options(), seed)
    for _ in range(moves):
        move = RULES.legal_actions(state)[0]
        state = RULES.apply(state, move)
        record = records.with_move(record, move)
    return record, state


def _save_doc(save_id: str, record, state, updated: int) -> str:
    return json.dumps(
        {
            "version": 1,
            "id": save_id,
            "game": "akropolis",
            "created": updated - 1000,
            "updated": updated,
            "players": [p.name for p in record.players],
            "summary": {"round": state.round, "rounds": RULES.rounds(state), "moves": len(record.moves)},
            "record": msgspec.to_builtins(record),
        }
    )


def test_continue_after_reload_restores_the_position(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    assert page.get_by_test_id("continue").count() == 0
    new_game(page, seats=["human", "human"], names=["Ann", "Bob"])
    for _ in range(4):  # into round 2: covers a refill of the construction site
        assert wait_turn_or_end(page) == "turn"
        play_first_move(page)
    before = position(page)
    saved = latest_save(page)
    assert saved["version"] == 1 and saved["game"] == "akropolis"
    assert len(saved["record"]["moves"]) == 4
    assert before["round"] == "2"

    _reload(page)
    page.get_by_test_id("continue").click()
    wait_turn_or_end(page)
    after = position(page)
    assert after == before
    # and the engine agrees with what is shown
    rules, state = records.replay(records.from_builtins(saved["record"]))
    assert [int(s) for s in after["stones"]] == list(state.stones)
    assert [int(t) for t in after["site"]] == list(state.site)

    # play goes on from there
    play_first_move(page)
    assert len(latest_save(page)["record"]["moves"]) == 5

    # the game can be exported as a record file
    with page.expect_download() as info:
        page.get_by_test_id("export").click()
    path = info.value.path()
    record = records.decode(open(path, "rb").read())
    assert len(record.moves) == 5
    assert [p.name for p in record.players] == ["Ann", "Bob"]


def test_damaged_foreign_and_newer_saves(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    good, good_state = _engine_game(3)
    bad_moves, _ = _engine_game(2, seed=9)
    bad_moves.moves[1] = {"take": 0, "hexes": [[40, 40], [41, 41], [40, 42]]}  # nowhere near the city
    entries = {
        "agora.saves.v1.good": _save_doc("good", good, good_state, 1_700_000_000_000),
        "agora.saves.v1.unplayable": _save_doc("unplayable", bad_moves, good_state, 1_600_000_000_000),
        "agora.saves.v1.corrupt": '{"version": 1, "id": "corrupt", "game": "akrop',
        "agora.saves.v1.foreign": json.dumps({"hello": "world"}),
        "agora.saves.v1.future": json.dumps({"version": 2, "id": "future", "payload": {}}),
        "agora.saves.v3.later": json.dumps({"version": 3}),
        "agora.saves.v1.chess": _save_doc("chess", good, good_state, 1).replace(
            '"game": "akropolis"', '"game": "chess"', 1
        ),
        "someone.else": "leave me alone",
    }
    page.evaluate("entries => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }", entries)
    _reload(page)

    bad = page.get_by_test_id("save-row-bad")
    problems = {
        bad.nth(i).get_attribute("data-key"): bad.nth(i).get_attribute("data-problem") for i in range(bad.count())
    }
    assert problems == {
        "agora.saves.v1.corrupt": "damaged",
        "agora.saves.v1.foreign": "foreign",
        "agora.saves.v1.future": "newer",
        "agora.saves.v3.later": "newer",
        "agora.saves.v1.chess": "unknown_game",
    }
    corrupt = page.locator('[data-key="agora.saves.v1.corrupt"]')
    assert "This save is damaged and cannot be opened" in corrupt.inner_text()
    assert "not valid JSON" in corrupt.inner_text()
    assert "newer version" in page.locator('[data-key="agora.saves.v1.future"]').inner_text()
    assert "chess" in page.locator('[data-key="agora.saves.v1.chess"]').inner_text()
    # problem rows offer no "open"; readable ones do
    assert corrupt.get_by_test_id("open-save").count() == 0
    assert page.get_by_test_id("save-row").count() == 2

    # a save whose moves do not replay is refused with the reason, and then listed as damaged
    page.locator('[data-key="agora.saves.v1.unplayable"]').get_by_test_id("open-save").click()
    notice = page.get_by_test_id("notice")
    assert "cannot be opened" in notice.inner_text()
    assert "move 2 cannot" in notice.inner_text()  # the second move (moves[1]), counted as players count
    assert page.locator('[data-key="agora.saves.v1.unplayable"]').get_attribute("data-problem") == "damaged"

    # the good save still opens, at the saved position
    page.get_by_test_id("continue").click()
    wait_turn_or_end(page)
    shown = position(page)
    assert shown["round"] == str(good_state.round)
    assert [int(s) for s in shown["stones"]] == list(good_state.stones)
    play_first_move(page)
    page.get_by_test_id("home").click()

    # the question waits with the focus on Keep; Escape keeps the save, the focus back on its Delete
    corrupt = page.locator('[data-key="agora.saves.v1.corrupt"]')
    corrupt.get_by_test_id("delete-save").click()
    focused = "() => [document.activeElement.dataset.testid, document.activeElement.closest('li').dataset.key]"
    assert page.evaluate(focused) == ["delete-no", "agora.saves.v1.corrupt"]
    page.keyboard.press("Escape")
    assert page.get_by_test_id("delete-yes").count() == 0
    assert page.evaluate(focused) == ["delete-save", "agora.saves.v1.corrupt"]
    # deleting one entry touches nothing else
    corrupt.get_by_test_id("delete-save").click()
    page.get_by_test_id("delete-yes").click()
    stored = stored_saves(page)
    assert "agora.saves.v1.corrupt" not in stored
    assert {"agora.saves.v1.good", "agora.saves.v1.foreign", "agora.saves.v1.future"} <= set(stored)
    assert page.evaluate("localStorage.getItem('someone.else')") == "leave me alone"


def test_import_of_bad_and_good_record_files(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    before = stored_saves(page)
    for name, data in [
        ("broken.json", b'{"format": 1, "game": "akropolis", "players": ['),
        ("other.json", b'{"title": "my shopping list"}'),
        ("newer.json", b'{"format": 9, "game": "akropolis", "players": [], "seed": 1}'),
    ]:
        page.get_by_test_id("import-file").set_input_files(
            {"name": name, "mimeType": "application/json", "buffer": data}
        )
        notice = page.get_by_test_id("notice")
        notice.wait_for()
        assert "cannot be opened, nothing was changed" in notice.inner_text()
        assert stored_saves(page) == before

    record, state = _engine_game(5, seed=11)
    page.get_by_test_id("import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(record)}
    )
    page.wait_for_selector('[data-testid="site"]')
    wait_turn_or_end(page)
    shown = position(page)
    assert shown["round"] == str(state.round)
    assert [int(s) for s in shown["stones"]] == list(state.stones)
    assert len(latest_save(page)["record"]["moves"]) == 5

    # the same file again opens that save, with a word, and makes no copy
    saved = stored_saves(page)
    page.get_by_test_id("home").click()
    page.get_by_test_id("import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(record)}
    )
    page.wait_for_selector('[data-testid="site"]')
    assert "already among your saved games" in page.locator(".screen").inner_text()
    assert stored_saves(page).keys() == saved.keys()


def test_replay_a_saved_game_move_by_move(app_page, app_url, open_app):
    """ "Replay" on a saved game opens it at its first move with the step controls; stepping
    changes no save, and a move played at an earlier step starts a new save."""
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"], names=["Ann", "Bob"])
    for _ in range(3):
        assert wait_turn_or_end(page) == "turn"
        play_first_move(page)
    assert wait_turn_or_end(page) == "turn"
    at_three = position(page)
    page.get_by_test_id("home").click()
    saved = stored_saves(page)
    assert len(saved) == 1

    page.get_by_test_id("replay-save").click()
    pos = page.get_by_test_id("replay-pos")
    pos.wait_for()
    assert (pos.get_attribute("data-step"), pos.get_attribute("data-total")) == ("0", "3")
    assert page.get_by_test_id("replay-first").is_disabled() and page.get_by_test_id("replay-prev").is_disabled()
    page.get_by_test_id("replay-last").click()
    page.wait_for_selector('[data-testid="replay-pos"][data-step="3"]')
    assert page.get_by_test_id("replay-next").is_disabled()
    assert wait_turn_or_end(page) == "turn"
    assert position(page) == at_three
    page.get_by_test_id("replay-first").click()
    page.wait_for_selector('[data-testid="replay-pos"][data-step="0"]')
    page.get_by_test_id("replay-next").click()
    page.wait_for_selector('[data-testid="replay-pos"][data-step="1"]')
    assert stored_saves(page) == saved  # stepping saves nothing

    # a move at step 1: a new game from there, the old save untouched
    assert wait_turn_or_end(page) == "turn"
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    page.locator('[data-testid^="spot-"]').first.click()
    page.get_by_test_id("confirm").click()
    page.wait_for_function("() => Object.keys(localStorage).filter(k => k.startsWith('agora.saves.')).length == 2")
    assert page.get_by_test_id("replay-pos").count() == 0
    assert "saved as a new one; the original is kept" in page.locator(".screen").inner_text()
    now = stored_saves(page)
    assert len(now) == 2 and all(now[k] == v for k, v in saved.items())
    assert len(latest_save(page)["record"]["moves"]) == 2
