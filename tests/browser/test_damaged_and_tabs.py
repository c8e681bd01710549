"""Issue 10 in the browser: a deeply nested link, damaged save slots, one game in two tabs, and
the Content-Security-Policy."""

from __future__ import annotations

import base64
import json
import zlib

import msgspec
import pytest

from engine.akropolis import RULES, Options
from engine.core import records
from engine.core.protocol import Seat

from fixtures_web import (
    FAST,
    install_move_probe,
    new_game,
    play_first_move,
    start_url,
    stored_saves,
    wait_turn_or_end,
)

pytestmark = pytest.mark.browser


def _link(data: bytes) -> str:
    return "1." + base64.urlsafe_b64encode(zlib.compress(data, 9)).decode().rstrip("=")


def _errors(page) -> list:
    errors: list = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return errors


def _engine_save(save_id: str, moves: int, updated: int) -> str:
    record = records.new_record("akropolis", [Seat("Ann"), Seat("Bob")], Options(), seed=5)
    state = RULES.new_game(2, Options(), 5)
    for _ in range(moves):
        move = RULES.legal_actions(state)[0]
        state = RULES.apply(state, move)
        record = records.with_move(record, move)
    return json.dumps(
        {
            "version": 1,
            "id": save_id,
            "game": "akropolis",
            "created": updated - 1000,
            "updated": updated,
            "players": ["Ann", "Bob"],
            "summary": {"round": state.round, "rounds": RULES.rounds(state), "moves": len(record.moves)},
            "record": msgspec.to_builtins(record),
        }
    )


def test_deeply_nested_link_shows_the_damaged_link_message_and_the_app_keeps_working(app_page, app_url, open_app):
    page = app_page
    errors = _errors(page)
    deep = _link(b"[" * 5000)
    assert len(deep) < 60  # a short link: 5,000 '[' pack into a few bytes
    open_app(page, app_url + FAST + "#r=" + deep)
    notice = page.get_by_test_id("notice")
    assert "damaged" in notice.inner_text()
    assert "nested" in notice.inner_text()  # the reason, translated; details on request
    assert page.get_by_test_id("details").count() == 1
    # the same inside a record, pasted into the open app, in Russian
    page.get_by_test_id("lang-ru").click()
    inside = _link(b'{"format": 1, "game": "akropolis", "players": [], "options": ' + b"[" * 100_000 + b"}")
    page.evaluate("h => { location.hash = h; }", "#r=" + inside)
    page.wait_for_function(
        "() => { const n = document.querySelector('[data-testid=\"notice\"]'); return n && n.textContent.includes('вложены'); }"
    )
    page.get_by_test_id("lang-en").click()
    # the app still works: a new game starts and a move is played and saved
    new_game(page, seats=["human", "human"])
    install_move_probe(page)
    assert wait_turn_or_end(page) == "turn"
    play_first_move(page)
    assert not [e for e in errors if "call stack" in e.lower() or "fatal" in e.lower()], errors


def test_damaged_slots_are_listed_while_the_other_saves_open(app_page, app_url, open_app):
    page = app_page
    errors = _errors(page)
    open_app(page, start_url(app_url))
    good = _engine_save("good", 3, 1_700_000_000_000)
    page.evaluate(
        """([good, deep]) => {
            localStorage.setItem('agora.saves.v1.good', good);
            localStorage.setItem('agora.saves.v1.deep', deep);
            // a player name holding a lone surrogate, as a string (not a JSON escape)
            localStorage.setItem('agora.saves.v1.surrogate', good.replace('"id": "good"', '"id": "surrogate"')
                                 .replace('"Ann"', '"\\ud800"'));
        }""",
        [good, '{"version": 1, "id": "deep", "record": ' + "[" * 100_000 + "}"],
    )
    assert "\ud800" not in page.evaluate("localStorage.getItem('agora.saves.v1.good')")
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)

    bad = page.get_by_test_id("save-row-bad")
    problems = {
        bad.nth(i).get_attribute("data-key"): bad.nth(i).get_attribute("data-problem") for i in range(bad.count())
    }
    assert problems == {"agora.saves.v1.deep": "damaged", "agora.saves.v1.surrogate": "damaged"}
    for key, words in (("agora.saves.v1.deep", "nested"), ("agora.saves.v1.surrogate", "broken characters")):
        row = page.locator(f'[data-key="{key}"]')
        assert "This save is damaged" in row.inner_text()
        assert words in row.inner_text()
        assert row.get_by_test_id("delete-save").count() == 1
        assert row.get_by_test_id("export-raw").count() == 1
        assert row.get_by_test_id("open-save").count() == 0
    assert page.get_by_test_id("new-game-pyramidion").count() == 1  # the rest of the home screen

    # Export raw: the stored text as it is (the surrogate as its escape)
    with page.expect_download() as info:
        page.locator('[data-key="agora.saves.v1.surrogate"]').get_by_test_id("export-raw").click()
    raw = open(info.value.path(), encoding="utf-8").read()
    assert '"id": "surrogate"' in raw and "\\ud800" in raw

    # the good save opens and plays on
    page.get_by_test_id("continue").click()
    install_move_probe(page)
    assert wait_turn_or_end(page) == "turn"
    play_first_move(page)
    page.get_by_test_id("home").click()

    # Delete removes just that entry
    page.locator('[data-key="agora.saves.v1.deep"]').get_by_test_id("delete-save").click()
    page.get_by_test_id("delete-yes").click()
    stored = stored_saves(page)
    assert "agora.saves.v1.deep" not in stored
    assert {"agora.saves.v1.good", "agora.saves.v1.surrogate"} <= set(stored)
    assert json.loads(stored["agora.saves.v1.good"])["record"]["moves"].__len__() == 4
    assert not errors, errors


def _moves(page, key: str) -> int:
    return page.evaluate("k => JSON.parse(localStorage.getItem(k)).record.moves.length", key)


def test_one_game_in_two_tabs_loses_no_move(app_page, app_url, open_app):
    a = app_page
    open_app(a, start_url(app_url))
    new_game(a, seats=["human", "human"])
    install_move_probe(a)
    play_first_move(a)
    (key,) = stored_saves(a)
    assert _moves(a, key) == 1

    # Tab B (same browser, same storage) continues the game and plays two moves.
    b = a.context.new_page()
    open_app(b, start_url(app_url))
    b.get_by_test_id("continue").click()
    install_move_probe(b)
    for _ in range(2):
        assert wait_turn_or_end(b) == "turn"
        play_first_move(b)
    assert _moves(b, key) == 3

    # Tab A, still showing the old position, has stopped and says why.
    banner = a.get_by_test_id("moved-on")
    banner.wait_for(timeout=10_000)
    assert "went on in another tab" in banner.inner_text()
    a.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()  # ignored while stopped
    assert a.locator('[data-testid^="spot-"]').count() == 0
    assert _moves(a, key) == 3

    # Going on here keeps A's line as a separate save; B's moves stay in the original one.
    a.get_by_test_id("tab-keep").click()
    assert a.get_by_test_id("moved-on").count() == 0
    play_first_move(a)
    saved = stored_saves(a)
    assert len(saved) == 2
    lines = sorted(len(json.loads(text)["record"]["moves"]) for text in saved.values())
    assert lines == [2, 3]  # A: 1 + 1, B: 1 + 2 — no move lost
    original = json.loads(saved[key])["record"]["moves"]
    fork = json.loads(next(v for k, v in saved.items() if k != key))["record"]["moves"]
    assert original[:1] == fork[:1] and original[1:] != fork[1:]

    # B plays on in its save; A's separate game is untouched, and B is not stopped.
    assert wait_turn_or_end(b) == "turn"
    play_first_move(b)
    assert _moves(b, key) == 4
    assert b.get_by_test_id("moved-on").count() == 0
    b.close()


def test_loading_the_newer_position_in_a_stopped_tab(app_page, app_url, open_app):
    a = app_page
    open_app(a, start_url(app_url))
    new_game(a, seats=["human", "human"])
    install_move_probe(a)
    play_first_move(a)
    (key,) = stored_saves(a)
    b = a.context.new_page()
    open_app(b, start_url(app_url))
    b.get_by_test_id("continue").click()
    install_move_probe(b)
    play_first_move(b)
    a.get_by_test_id("tab-load").click()
    a.get_by_test_id("site").wait_for()
    assert a.get_by_test_id("moved-on").count() == 0
    assert a.get_by_test_id("log").get_attribute("data-count") == b.get_by_test_id("log").get_attribute("data-count")
    install_move_probe(a)
    play_first_move(a)  # A goes on from B's position, in the same save
    assert len(stored_saves(a)) == 1 and _moves(a, key) == 3
    b.close()


def test_content_security_policy_blocks_injected_inline_code(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    policy = page.evaluate(
        "document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]').getAttribute('content')"
    )
    assert (
        "script-src 'self'" in policy
        and "object-src 'none'" in policy
        and "unsafe-inline" not in policy.split("style-src")[0]
    )
    page.evaluate("""() => {
        window.__violations = [];
        document.addEventListener('securitypolicyviolation', e => window.__violations.push(e.violatedDirective));
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="data:," onerror="window.__injected = 1" onload="window.__injected = 2">'
                         + '<button id="evil" onclick="window.__clicked = 1">x</button>';
        document.body.appendChild(holder);
        const s = document.createElement('script');
        s.textContent = 'window.__script = 1';
        document.body.appendChild(s);
        document.getElementById('evil').click();
    }""")
    page.wait_for_function("() => window.__violations.length >= 2", timeout=10_000)
    assert page.evaluate("[window.__injected, window.__clicked, window.__script]") == [None, None, None]
    # the app itself still runs: a game starts
    new_game(page, seats=["human", "human"])


def test_full_storage_gives_a_translated_message_not_the_browsers(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"])
    install_move_probe(page)
    assert wait_turn_or_end(page) == "turn"
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException("Failed to execute 'setItem' on 'Storage': exceeded the quota.",
                               "QuotaExceededError"); }; }""")
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    page.locator('[data-testid^="spot-"]').first.click()
    page.get_by_test_id("confirm").click()
    error = page.get_by_test_id("error")
    error.wait_for()
    assert "storage for the site is full" in error.inner_text()
    assert "Quota" not in page.locator("body").inner_text() and "setItem" not in page.locator("body").inner_text()


def test_a_deeply_nested_or_broken_file_is_refused_and_nothing_changes(app_page, app_url, open_app):
    page = app_page
    errors = _errors(page)
    open_app(page, start_url(app_url))
    for name, data, words in (
        ("deep.json", b"[" * 100_000, "nested"),
        ("inside.json", b'{"format": 1, "game": "akropolis", "options": ' + b"[" * 5_000, "nested"),
        (
            "floats.json",
            json.dumps(
                {
                    "format": 1,
                    "game": "pyramidion",
                    "players": [{"name": "A"}, {"name": "B"}],
                    "seed": 1,
                    "shuffles": [[5.0]],
                }
            ).encode(),
            "shuffles",
        ),
    ):
        page.get_by_test_id("import-file").set_input_files(
            {"name": name, "mimeType": "application/json", "buffer": data}
        )
        notice = page.get_by_test_id("notice")
        notice.wait_for()
        page.wait_for_function(
            "w => document.querySelector('[data-testid=\"notice\"]').textContent.includes(w)", arg=words
        )
        assert "cannot be opened, nothing was changed" in notice.inner_text()
        assert stored_saves(page) == {}
    new_game(page, seats=["human", "human"])  # and the app goes on working
    assert not errors, errors
