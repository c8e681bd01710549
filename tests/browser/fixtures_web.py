"""Helpers for the web app's browser tests (screens, turns, saves). Used with the harness
fixtures of conftest.py (app_page, app_url, open_app)."""

from __future__ import annotations

import json
import time
from urllib.parse import urlencode

from tests.helpers.games import GAMES, web_facts

SAVE_PREFIX = "agora.saves."
#: what the tests do not look at, made short: computer turns without the pause that lets people
#: follow them, a computer's turn thought for 0.1 s (not the game's 0.8-0.9 s) and thinking ahead
#: for hints at most 0.05 s (not 15 s): the page's CPU goes to what is tested (test_hint.py
#: and the benchmarks use the real budgets)
FAST_PARAMS = {"ai_delay": "0", "ai_ms": "100", "ponder_ms": "50"}
FAST = "?" + urlencode(FAST_PARAMS)
TURN_TIMEOUT_MS = 60_000


def start_url(app_url: str, **params: object) -> str:
    """The app's address with FAST_PARAMS, and params over them."""
    return app_url + "?" + urlencode({**FAST_PARAMS, **params})


def wait_idle(page, timeout_ms: int = TURN_TIMEOUT_MS) -> None:
    """Until no computer player is thinking."""
    page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=timeout_ms)


def wait_turn_or_end(page, timeout_ms: int = TURN_TIMEOUT_MS) -> str:
    """Until a human may act ("turn") or the final table shows ("over")."""
    page.wait_for_function(
        """() => document.body.dataset.busy === "false" && (
              document.querySelector('[data-testid="final-scores"]') ||
              document.querySelector('[data-testid^="site-tile-"]:not([disabled])'))""",
        timeout=timeout_ms,
    )
    return "over" if page.locator('[data-testid="final-scores"]').count() else "turn"


def play_first_move(page) -> None:
    """The first affordable site tile, the first highlighted spot, confirm."""
    moves_before = saved_move_count(page)
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    page.locator('[data-testid^="spot-"]').first.click()
    page.get_by_test_id("confirm").click()
    page.wait_for_function(
        "n => { const d = window.__agoraLatestMoves ? window.__agoraLatestMoves() : null; return d !== null && d > n; }",
        arg=moves_before,
        timeout=TURN_TIMEOUT_MS,
    )


def stored_saves(page) -> "dict[str, str]":
    return page.evaluate(
        """prefix => Object.fromEntries(Object.keys(localStorage)
              .filter(k => k.startsWith(prefix)).map(k => [k, localStorage.getItem(k)]))""",
        SAVE_PREFIX,
    )


def latest_save(page) -> dict:
    docs = []
    for text in stored_saves(page).values():
        try:
            doc = json.loads(text)
        except ValueError:
            continue
        if isinstance(doc, dict) and "updated" in doc and "record" in doc:
            docs.append(doc)
    assert docs, "no readable save in localStorage"
    return max(docs, key=lambda d: d["updated"])


def saved_move_count(page) -> int:
    install_move_probe(page)
    return page.evaluate("window.__agoraLatestMoves()")


def install_move_probe(page) -> None:
    """window.__agoraLatestMoves(): move count of the most recent save (-1 when none)."""
    page.evaluate(
        """() => { window.__agoraLatestMoves = () => {
              let best = null;
              for (const k of Object.keys(localStorage)) {
                if (!k.startsWith("agora.saves.")) continue;
                try { const d = JSON.parse(localStorage.getItem(k));
                      if (d && d.record && (!best || d.updated > best.updated)) best = d; } catch (e) {}
              }
              return best ? (best.record.moves || []).length : -1; }; }"""
    )


def position(page) -> dict:
    """What a player sees of the position: round, stones, built hexes per city, log length."""
    return page.evaluate(
        """() => {
            const q = s => document.querySelector(s);
            const out = {round: q('[data-testid="round"]').dataset.round, stones: [], cells: [],
                         log: q('[data-testid="log"]').dataset.count,
                         site: [...document.querySelectorAll('[data-testid^="site-tile-"]')].map(e => e.dataset.tile)};
            for (const el of document.querySelectorAll('[data-testid^="stones-"]')) out.stones.push(el.dataset.stones);
            const city = q('[data-testid="city"]');
            if (city) out.cells = [...city.querySelectorAll('.cell')].map(
                c => [c.dataset.x, c.dataset.y, c.dataset.h, c.dataset.code].join(':')).sort();
            return out; }"""
    )


def new_game(page, *, solo: "str | None" = None, seats: "list[str] | None" = None, names=None) -> None:
    """From the home screen: set up and start an Akropolis game.

    solo: a Famous Architect level; seats: controller per seat ("human", "akropolis.easy", ...)."""
    page.get_by_test_id("new-game-akropolis").click()
    if solo:
        page.get_by_test_id("mode-solo").click()
        page.get_by_test_id(f"level-{solo}").check()
    else:
        seats = seats or ["human", "human"]
        while page.locator('[data-testid^="seat-name-"]').count() < len(seats):
            page.get_by_test_id("add-seat").click()
        for i, kind in enumerate(seats):
            page.get_by_test_id(f"seat-kind-{i}").select_option(kind)
            if names:
                page.get_by_test_id(f"seat-name-{i}").fill(names[i])
    page.get_by_test_id("start").click()
    page.wait_for_selector('[data-testid="site"]')


#: what each game's screen shows once the game has started (a data-testid), as the game declares
BOARD = {game: web_facts(game).BOARD for game in GAMES}
ANN_AND_BOB = (("Ann", "human"), ("Bob", "human"))


def start_game(page, game: str, seats=ANN_AND_BOB, mode: "str | None" = None, hand_over: bool = True) -> None:
    """From the home screen: set up `game` with `seats` as (name or None, controller) pairs, start
    it, wait for its board and install the move probe. `mode`: a setup screen's mode button
    (Pantikapaion's "solo" or "multi"). `hand_over`: answer a hot-seat hand-over screen
    (Pyramidion asks who holds the device first); else stop at it."""
    page.get_by_test_id(f"new-game-{game}").click()
    if mode:
        page.get_by_test_id(f"mode-{mode}").click()
    for i, (name, controller) in enumerate(seats):
        if i > 0 or controller != "human":
            page.get_by_test_id(f"seat-kind-{i}").select_option(controller)
        if name:
            page.get_by_test_id(f"seat-name-{i}").fill(name)
    page.get_by_test_id("start").click()
    if wait_board(page, game, hand_over):
        install_move_probe(page)


def wait_board(page, game: str, hand_over: bool = True) -> bool:
    """Waits for the game's board, answering a hot-seat hand-over screen on the way (Pyramidion
    asks who holds the device first when several humans share it); with `hand_over` False,
    stops at that screen instead. Whether the board is shown."""
    board = page.get_by_test_id(BOARD[game])
    handover = page.get_by_test_id("handover")
    board.or_(handover).first.wait_for()
    if handover.count():
        if not hand_over:
            return False
        page.get_by_test_id("handover-ok").click()
    board.wait_for()
    return True


def open_saved(page, game: str, record, save_id: str = "opened") -> None:
    """Store `record` (a Record) as the newest save and Continue it from the home screen (from
    any screen: the top bar's Home first), past a hand-over screen; the move probe installed."""
    import msgspec

    doc = {
        "version": 1,
        "id": save_id,
        "game": game,
        "created": 1,
        "updated": int(time.time() * 1000),
        "players": [p.name for p in record.players],
        "summary": {"round": 1, "moves": len(record.moves)},
        "record": msgspec.to_builtins(record),
    }
    page.get_by_test_id("home").click()
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"agora.saves.v1.{save_id}", json.dumps(doc)])
    page.get_by_test_id("home").click()  # the list read again
    page.get_by_test_id("continue").click()
    board, handover = page.get_by_test_id(BOARD[game]), page.get_by_test_id("handover")
    board.or_(handover).first.wait_for()
    if handover.count():  # two people share the device: the hand-over screen first
        page.get_by_test_id("handover-ok").click()
    board.wait_for()
    install_move_probe(page)
    wait_idle(page)
