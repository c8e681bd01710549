"""Share links in the browser: "Share" in the game's top bar makes a link that opens the same
position elsewhere as a new game; bad links are refused on the home screen and touch no save."""

from __future__ import annotations

import json
import time

import msgspec
import pytest

from engine.akropolis import RULES, Options
from engine.core import records
from engine.core.protocol import Seat
from web.agora_web.services import share

from fixtures_web import (
    FAST,
    latest_save,
    new_game,
    play_first_move,
    position,
    start_game,
    start_url,
    stored_saves,
    wait_turn_or_end,
)

pytestmark = pytest.mark.browser


def _wait_ready(page) -> None:
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)


def test_share_link_opens_the_same_position_as_a_new_game(app_page, app_url, open_app, fresh_page):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"], names=["Ann", "Bo"])
    for _ in range(4):  # into round 2: the site has been refilled from a stack
        assert wait_turn_or_end(page) == "turn"
        play_first_move(page)
    assert wait_turn_or_end(page) == "turn"
    before = position(page)
    assert before["round"] == "2"
    original = latest_save(page)

    page.get_by_test_id("share").click()
    dialog = page.get_by_test_id("share-dialog")
    dialog.wait_for()
    url = page.get_by_test_id("share-url").input_value()
    assert url.startswith(app_url + "#r=1."), url  # the page's address, without its query
    assert page.get_by_test_id("share-note").count() == 1  # unfinished: the stacks are dealt anew
    page.wait_for_function("() => document.querySelector('[data-testid=\"share-status\"]').textContent !== ''")
    page.get_by_test_id("share-close").click()
    assert not dialog.is_visible()

    # What the link holds: the same players and moves, an explicit deal and no seed.
    shared = share.decode(share.payload_of(url.split("#", 1)[1]))
    assert shared.seed is None and shared.setup is not None
    assert [p.name for p in shared.players] == ["Ann", "Bo"]
    assert json.loads(records.encode(shared))["moves"] == original["record"]["moves"]

    page2 = fresh_page()
    page2.goto(url)
    _wait_ready(page2)
    page2.wait_for_selector('[data-testid="site"]')
    assert wait_turn_or_end(page2) == "turn"
    assert position(page2) == before
    assert "#" not in page2.url  # taken out of the address: a reload does not open it again
    # Step through the shared moves and back to the shared position.
    moves = len(original["record"]["moves"])
    pos = page2.get_by_test_id("replay-pos")
    assert pos.get_attribute("data-step") == pos.get_attribute("data-total") == str(moves)
    page2.get_by_test_id("replay-prev").click()
    page2.wait_for_selector(f'[data-testid="replay-pos"][data-step="{moves - 1}"]')
    assert position(page2)["log"] != before["log"]
    for _ in range(moves - 1):
        page2.get_by_test_id("replay-prev").click()
    page2.wait_for_selector('[data-testid="replay-pos"][data-step="0"]')
    assert page2.get_by_test_id("replay-prev").is_disabled()
    assert position(page2)["round"] == "1"
    for _ in range(moves):
        page2.get_by_test_id("replay-next").click()
    page2.wait_for_selector(f'[data-testid="replay-pos"][data-step="{moves}"]')
    assert wait_turn_or_end(page2) == "turn"
    assert position(page2) == before
    assert stored_saves(page2) == {}  # looking saves nothing...
    play_first_move(page2)  # ...playing on saves a new game
    saved = latest_save(page2)
    assert len(saved["record"]["moves"]) == moves + 1
    assert saved["record"].get("seed") is None
    assert page2.get_by_test_id("replay-pos").count() == 0  # played on: a game of its own
    assert latest_save(page) == original  # the sharer's save is untouched


def _engine_record(moves: int):
    record = records.new_record("akropolis", [Seat("Ann"), Seat("Bo")], Options(), seed=8)
    state = RULES.new_game(2, Options(), 8)
    for _ in range(moves):
        move = RULES.legal_actions(state)[0]
        state = RULES.apply(state, move)
        record = records.with_move(record, move)
    return record, state


def test_bad_links_show_a_message_and_change_no_save(app_page, app_url, open_app):
    page = app_page
    record, state = _engine_record(5)
    payload = share.encode(record)
    middle = len(payload) // 2
    damaged = payload[:middle] + ("A" if payload[middle] != "A" else "B") + payload[middle + 1 :]
    truncated = payload[: middle // 4 * 4 + 2]
    future = "2." + payload[2:]

    open_app(page, start_url(app_url))
    save = json.dumps(
        {
            "version": 1,
            "id": "mine",
            "game": "akropolis",
            "created": 1,
            "updated": 2,
            "players": ["Ann", "Bo"],
            "summary": {"round": state.round, "rounds": 12, "moves": 5},
            "record": msgspec.to_builtins(record),
        }
    )
    page.evaluate("s => localStorage.setItem('agora.saves.v1.mine', s)", save)
    saved = stored_saves(page)

    # Opening the site with a cut-short link (a fresh page load)...
    page.goto("about:blank")
    open_app(page, app_url + FAST + "#r=" + truncated)
    notice = page.get_by_test_id("notice")
    assert "incomplete" in notice.inner_text()
    assert "#" not in page.url
    assert page.get_by_test_id("save-row").count() == 1
    assert stored_saves(page) == saved

    # ...and pasting links into the open site (the address changes only after the '#').
    for fragment, words in ((damaged, "damaged"), (future, "newer version")):
        page.evaluate("h => { location.hash = h; }", "#r=" + fragment)
        page.wait_for_function(
            "w => { const n = document.querySelector('[data-testid=\"notice\"]'); return n && n.textContent.includes(w); }",
            arg=words,
        )
        assert "Your saved games are unchanged" in notice.inner_text()
        assert page.get_by_test_id("new-game-akropolis").count() == 1  # the home screen
        assert stored_saves(page) == saved

    # A good link after all that still opens, and still saves nothing until someone plays.
    page.evaluate("h => { location.hash = h; }", "#r=" + payload)
    page.wait_for_selector('[data-testid="site"]')
    assert page.get_by_test_id("round").get_attribute("data-round") == str(state.round)
    assert stored_saves(page) == saved


def test_amytis_share_link_mid_game(app_page, app_url, open_app, fresh_page):
    """Architects of Amytis: a link made mid-game opens the same position, with a new deal."""
    from test_amytis_ui import play_first_option, wait_decision
    from test_amytis_ui import position as amytis_position

    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "amytis", (("Ann", "human"), (None, "amytis.easy")))
    for _ in range(3):
        assert wait_decision(page) == "turn"
        play_first_option(page)
    assert wait_decision(page) == "turn"
    before = amytis_position(page)
    original = latest_save(page)

    page.get_by_test_id("share").click()
    page.get_by_test_id("share-dialog").wait_for()
    assert page.get_by_test_id("share-error").count() == 0
    assert page.get_by_test_id("share-note").count() == 1
    url = page.get_by_test_id("share-url").input_value()
    page.get_by_test_id("share-close").click()
    shared = share.decode(share.payload_of(url.split("#", 1)[1]))
    assert shared.game == "amytis" and shared.seed is None and shared.setup is not None
    assert json.loads(records.encode(shared))["moves"] == original["record"]["moves"]

    page2 = fresh_page()
    page2.goto(url)
    _wait_ready(page2)
    page2.get_by_test_id("construction").wait_for()
    assert wait_decision(page2) == "turn"
    assert amytis_position(page2) == before
    assert stored_saves(page2) == {}
    assert latest_save(page) == original


def _share_url(page, note: bool = True) -> str:
    """Click "Share" and read the link from the dialog (closing it)."""
    started = time.monotonic()
    page.get_by_test_id("share").click()
    page.get_by_test_id("share-dialog").wait_for()
    print(f"share dialog after {time.monotonic() - started:.2f}s")
    assert page.get_by_test_id("share-error").count() == 0
    assert page.get_by_test_id("share-note").count() == (1 if note else 0)
    url = page.get_by_test_id("share-url").input_value()
    page.get_by_test_id("share-close").click()
    return url


def _open_elsewhere(fresh_page, url: str, ready: str, check) -> None:
    """Open `url` in a fresh browser context (no saves) and run `check(page)` there."""
    page2 = fresh_page()
    page2.goto(url)
    _wait_ready(page2)
    page2.get_by_test_id(ready).wait_for()
    check(page2)
    assert stored_saves(page2) == {}


def test_pantikapaion_share_link_mid_game(app_page, app_url, open_app, fresh_page):
    """Pantikapaion against the automa: a link made mid-game opens the same position, with the
    bag shuffled anew."""
    from test_pantikapaion_ui import play_first_option, wait_decision
    from test_pantikapaion_ui import position as pk_position

    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "pantikapaion", (("Ann", "human"),), mode="solo")
    for _ in range(5):
        assert wait_decision(page) == "turn"
        play_first_option(page)
    assert wait_decision(page) == "turn"
    before = pk_position(page)
    original = latest_save(page)

    url = _share_url(page)
    shared = share.decode(share.payload_of(url.split("#", 1)[1]))
    assert shared.game == "pantikapaion" and shared.setup is not None
    assert shared.seed != original["record"].get("seed")
    assert json.loads(records.encode(shared))["moves"] == original["record"]["moves"]

    def check(page2):
        assert wait_decision(page2) == "turn"
        assert pk_position(page2) == before

    _open_elsewhere(fresh_page, url, "ring", check)
    assert latest_save(page) == original


def test_pyramidion_share_link_mid_game(app_page, app_url, open_app, fresh_page):
    """Pyramidion against the computer: a link made mid-game shows the sharing player's hand and
    everything public as it was; the opponent's hand and the decks are dealt anew."""
    from test_pyramidion_ui import play_first_option, wait_decision
    from test_pyramidion_ui import position as py_position

    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "pyramidion", (("Ann", "human"), (None, "pyramidion.easy")))
    for _ in range(6):
        assert wait_decision(page) == "turn"
        play_first_option(page)
    assert wait_decision(page) == "turn"
    before = py_position(page)
    original = latest_save(page)

    url = _share_url(page)
    shared = share.decode(share.payload_of(url.split("#", 1)[1]))
    assert shared.game == "pyramidion" and shared.setup is not None
    assert json.loads(records.encode(shared))["moves"] == original["record"]["moves"]
    rules, real = records.replay(records.from_builtins(original["record"]))
    _rules, redealt = records.replay(shared)
    assert redealt.hands[0] == real.hands[0] and len(redealt.hands[1]) == len(real.hands[1])

    def check(page2):
        assert wait_decision(page2) == "turn"
        assert py_position(page2) == before
        # one move back and forward again: the same position
        page2.get_by_test_id("replay-prev").click()
        page2.wait_for_function(
            "() => document.querySelector('[data-testid=\"replay-pos\"]')"
            ".dataset.step !== document.querySelector('[data-testid=\"replay-pos\"]').dataset.total"
        )
        page2.get_by_test_id("replay-next").click()
        assert wait_decision(page2) == "turn"
        assert py_position(page2) == before

    _open_elsewhere(fresh_page, url, "cities", check)
    assert latest_save(page) == original
