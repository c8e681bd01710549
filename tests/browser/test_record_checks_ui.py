"""Issue 42, item 6 in the browser: a record that every engine reader accepts but no screen can
play is refused with a clear message before anything is written or shown. A solo opponent (the
Famous Architect) named as an ordinary seat's computer player, imported or in a save slot; a
save whose record plans a shuffle no move reaches (the save path makes the final check of
`records.verify`, as a file or a link does)."""

from __future__ import annotations

import json

import msgspec
import pytest
from fixtures_web import start_url, stored_saves

from engine.core import records
from engine.core.protocol import Seat

pytestmark = pytest.mark.browser

ARCHITECT = "akropolis.famous_architect"


def _architect_record():
    return records.new_record("akropolis", [Seat("Ann"), Seat("Arch", ARCHITECT)], {}, seed=3)


def _slot(save_id: str, record) -> str:
    return json.dumps(
        {
            "version": 1,
            "id": save_id,
            "game": record.game,
            "created": 1,
            "updated": 2,
            "players": [p.name for p in record.players],
            "summary": {"round": 1},
            "record": msgspec.to_builtins(record),
        }
    )


def _errors(page) -> list:
    errors: list = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return errors


def test_an_imported_solo_opponent_in_an_ordinary_seat_is_refused_and_nothing_is_saved(app_page, app_url, open_app):
    page = app_page
    errors = _errors(page)
    open_app(page, start_url(app_url))
    page.get_by_test_id("import-file").set_input_files(
        {"name": "arch.json", "mimeType": "application/json", "buffer": records.encode(_architect_record())}
    )
    notice = page.get_by_test_id("notice")
    notice.wait_for()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"notice\"]').textContent.includes('cannot play')"
    )
    assert "cannot be opened, nothing was changed" in notice.inner_text()
    assert "KeyError" not in page.locator("body").inner_text()
    assert stored_saves(page) == {}
    page.get_by_test_id("lang-ru").click()  # the reason in the interface's language
    page.get_by_test_id("import-file").set_input_files(
        {"name": "arch.json", "mimeType": "application/json", "buffer": records.encode(_architect_record())}
    )
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"notice\"]').textContent.includes('не может там')"
    )
    assert stored_saves(page) == {}
    assert not errors, errors


@pytest.mark.parametrize(
    "record, words",
    [
        (_architect_record(), "cannot play there"),
        (
            msgspec.structs.replace(
                records.new_record("pyramidion", [Seat("Ann"), Seat("Bob")], {}, seed=4), shuffles=[[0, 1, 2]]
            ),
            "shuffles planned",
        ),
    ],
    ids=["architect-in-a-seat", "shuffle-never-reached"],
)
def test_a_save_no_screen_can_play_is_refused_when_opened_and_listed_as_damaged(
    app_page, app_url, open_app, record, words
):
    page = app_page
    errors = _errors(page)
    open_app(page, start_url(app_url))
    page.evaluate("s => localStorage.setItem('agora.saves.v1.x', s)", _slot("x", record))
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    page.get_by_test_id("continue").click()
    notice = page.get_by_test_id("notice")
    notice.wait_for()
    assert "This save cannot be opened" in notice.inner_text() and words in notice.inner_text()
    row = page.locator('[data-key="agora.saves.v1.x"]')
    assert row.get_attribute("data-problem") == "damaged"
    assert row.get_by_test_id("export-raw").count() == 1 and row.get_by_test_id("delete-save").count() == 1
    assert page.get_by_test_id("continue").count() == 0
    assert not errors, errors
