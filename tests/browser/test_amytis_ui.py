"""Architects of Amytis in the browser, played through the UI like a person would: a whole game
against the computer, with a reload and Continue in the middle, checked against the engine."""

from __future__ import annotations

import pytest

from engine.core import records

from fixtures_web import TURN_TIMEOUT_MS, install_move_probe, latest_save, saved_move_count, start_game, start_url

pytestmark = pytest.mark.browser

# Something the human may do now: a stack or cell to choose, a favor space, a Palace choice.
DECISION = (
    '[data-testid^="stack-"]:not([disabled]), [data-testid^="cell-"]:not([disabled]), '
    '[data-testid^="favor-"]:not([disabled]), [data-testid^="draw-"], [data-testid="points"]'
)


def wait_decision(page) -> str:
    """Until the human may act ("turn") or the final table shows ("over")."""
    page.wait_for_function(
        """sel => document.body.dataset.busy === "false" && (
              document.querySelector('[data-testid="final-scores"]') || document.querySelector(sel))""",
        arg=DECISION,
        timeout=TURN_TIMEOUT_MS,
    )
    return "over" if page.get_by_test_id("final-scores").count() else "turn"


def play_first_option(page) -> str:
    """The first thing the engine offers at this step, confirmed; waits until it is saved."""
    before = saved_move_count(page)
    q = page.locator
    stacks = q('[data-testid^="stack-"]:not([disabled])')
    if stacks.count():
        kind = "turn"
        stacks.first.click()
        assert page.get_by_test_id("confirm").is_disabled()  # nothing to build yet
        q('[data-testid^="cell-"]:not([disabled])').first.click()
        page.get_by_test_id("ghost").wait_for()
        page.get_by_test_id("confirm").click()
    elif q('[data-testid^="draw-"]').count():
        kind = "palace"
        q('[data-testid^="draw-"]').first.click()  # a draw shows a card: prepared, then confirmed
        page.get_by_test_id("confirm").click()
    elif q('[data-testid^="favor-"]:not([disabled])').count():
        kind = "favor"
        q('[data-testid^="favor-"]:not([disabled])').first.click()
        page.get_by_test_id("confirm").click()
    else:  # a tile already taken (a game continued at its placement)
        kind = "place"
        q('[data-testid^="cell-"]:not([disabled])').first.click()
        page.get_by_test_id("confirm").click()
    page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)
    return kind


def position(page) -> dict:
    """What the screen shows of the position, read from its data attributes."""
    return page.evaluate(
        """() => {
            const all = s => [...document.querySelectorAll(s)];
            const d = s => document.querySelector(s).dataset;
            return {
              stacks: all('[data-testid^="stack-"]').map(e => [e.dataset.size, e.dataset.top, e.dataset.arch].join(':')),
              boards: [0, 1].map(s => all(`[data-testid="board-${s}"] .am-cell`).map(e => e.dataset.h + ':' + e.dataset.top)),
              hands: [0, 1].map(s => d(`[data-testid="board-${s}"]`).hands),
              done: [0, 1].map(s => d(`[data-testid="board-${s}"]`).done),
              favors: all('[data-testid^="favor-"]').map(e => e.dataset.owner || e.dataset.pawns),
              scores: [0, 1].map(s => d(`[data-testid="score-${s}"]`).total),
              deck: d('[data-testid="deck"]').size,
              log: d('[data-testid="log"]').count,
              turns: d('[data-testid="round"]').turns,
              step: d('[data-testid="amytis"]').step,
            }; }"""
    )


def test_game_against_the_computer_to_the_end(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    assert page.get_by_test_id("soon-amytis").count() == 0
    page.get_by_test_id("new-game-amytis").click()
    page.get_by_test_id("seat-name-0").fill("Ann")
    page.get_by_test_id("seat-kind-1").select_option("amytis.easy")
    page.get_by_test_id("side-palace-B").click()
    page.get_by_test_id("revised-deal").check()
    page.get_by_test_id("start").click()
    page.get_by_test_id("construction").wait_for()
    assert page.get_by_test_id("building-palace").get_attribute("data-side") == "B"
    install_move_probe(page)

    doc = latest_save(page)
    assert doc["game"] == "amytis"
    assert doc["record"]["options"] == {"palace": "B", "revised_deal": True}
    assert doc["record"]["players"][1]["controller"] == "amytis.easy"
    assert len(page.get_by_test_id("board-1").get_attribute("data-hands").split(",")) == 3

    kinds = []
    reloaded = False
    while wait_decision(page) == "turn":
        if not reloaded and kinds.count("turn") == 4:
            reloaded = True
            before = position(page)
            saved = latest_save(page)
            page.reload()
            page.wait_for_selector('body[data-ready="true"]', state="attached")
            assert "Architects of Amytis" in page.get_by_test_id("continue").inner_text()
            page.get_by_test_id("continue").click()
            assert wait_decision(page) == "turn"
            install_move_probe(page)
            assert position(page) == before
            rules, state = records.replay(records.from_builtins(saved["record"]))
            assert [int(s) for s in before["scores"]] == [s["total"] for s in rules.scores(state)]
            assert [int(s.split(":")[0]) for s in before["stacks"]] == [len(s) for s in state.stacks]
        kinds.append(play_first_option(page))
        assert len(kinds) < 80, "the game should be over long before this"
    assert reloaded and kinds.count("turn") >= 8

    final = page.get_by_test_id("final-scores")
    shown = [int(final.get_by_test_id(f"final-total-{seat}").get_attribute("data-total")) for seat in (0, 1)]
    doc = latest_save(page)
    assert doc["summary"]["over"] is True
    rules, state = records.replay(records.from_builtins(doc["record"]))
    assert rules.is_over(state)
    scores = rules.scores(state)
    assert shown == [s["total"] for s in scores]
    assert final.get_attribute("data-winners") == ",".join(map(str, rules.winners(state)))
    for seat in (0, 1):
        for category in ("garden", "market", "wall", "palace", "residence", "theater", "projects", "favors"):
            cell = final.get_by_test_id(f"final-{category}-{seat}").inner_text()
            assert int(cell.split()[0]) == scores[seat][category], (category, seat, cell)
    # the UI log has an entry for every move, and the game is saved as finished
    assert int(page.get_by_test_id("log").get_attribute("data-count")) > len(doc["record"]["moves"])
    assert page.get_by_test_id("round").get_attribute("data-step") == "over"
    page.get_by_test_id("final-home").click()
    assert page.get_by_test_id("continue").count() == 0
    assert "Ann" in page.get_by_test_id("save-list").inner_text()


def seat_to_act(page) -> int:
    return int(page.get_by_test_id("amytis").get_attribute("data-turn"))


def assert_shows_turn_of(page, seat: int, name: str) -> None:
    """The board of the seat to act is the highlighted one; a turn's first prompt names its player."""
    assert "acting" in page.get_by_test_id(f"board-{seat}").get_attribute("class").split()
    assert "acting" not in page.get_by_test_id(f"board-{1 - seat}").get_attribute("class").split()
    if page.get_by_test_id("amytis").get_attribute("data-step") == "take":
        assert name in page.get_by_test_id("status").inner_text()


def test_two_people_on_one_device(app_page, app_url, open_app):
    """Hot seat: both seats human; each plays its own turn on the same screen, and a reload with
    Continue brings back the same position with the same seat to act."""
    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "amytis")
    players = latest_save(page)["record"]["players"]
    assert [(p["name"], p.get("controller", "human")) for p in players] == [("Ann", "human"), ("Bob", "human")]

    names = ("Ann", "Bob")
    acted = []
    # Ann's turn, then Bob's, until Ann is to act again
    while wait_decision(page) == "turn" and not (1 in acted and seat_to_act(page) == 0):
        seat = seat_to_act(page)
        assert_shows_turn_of(page, seat, names[seat])
        acted.append(seat)
        play_first_option(page)
        assert len(acted) < 12, acted
    assert acted[0] == 0 and acted[-1] == 1

    before, seat = position(page), seat_to_act(page)
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")
    page.get_by_test_id("continue").click()
    assert wait_decision(page) == "turn"
    install_move_probe(page)
    assert position(page) == before and seat_to_act(page) == seat
    assert_shows_turn_of(page, seat, names[seat])
    play_first_option(page)  # the game goes on after Continue


def test_places_in_words_help_at_the_decision_and_the_log(app_page, app_url, open_app):
    """Every stack and cell a player may choose is named in words (also as a tooltip, shown on
    hover and on keyboard focus); with a stack chosen the "?" opens the guide at building the tile;
    the log groups a turn under the player's name and names places by row and column."""
    import re

    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    start_game(page, "amytis")
    stack = page.locator('[data-testid^="stack-"]:not([disabled])').first
    name = stack.get_attribute("aria-label")
    assert re.match(r"Construction board, row \d, column \d: \d+ tiles? · on top: ", name), name
    assert "take its top tile" in name and stack.get_attribute("data-tip") == name

    def tip_shown(locator) -> str:  # the page's one tooltip box (tips.py), above every tile
        page.wait_for_function("() => { const b = document.getElementById('agora-tip'); return b && !b.hidden; }")
        return page.evaluate("() => document.getElementById('agora-tip').textContent")

    page.keyboard.press("Tab")  # keyboard use: focus rings (and tips) show on focus
    stack.focus()
    assert name in tip_shown(stack)
    page.mouse.move(0, 0)
    stack.click()
    cell = page.locator('[data-testid^="cell-"]:not([disabled])').first
    words = cell.get_attribute("aria-label")
    assert re.match(r"Ann's board, row \d, column \d: 0 tiles · build .+ here", words), words
    cell.hover()
    assert words in tip_shown(cell)

    page.get_by_test_id("help").click()
    page.get_by_test_id("guide").wait_for()
    assert page.evaluate("document.activeElement.id") == "guide-place-tile"
    page.get_by_test_id("guide-back").click()
    page.get_by_test_id("construction").wait_for()

    cells = page.locator('[data-testid^="cell-"]:not([disabled])')
    assert cells.count(), "the chosen stack is still chosen after the guide"
    cells.first.click()
    page.get_by_test_id("confirm").click()
    page.wait_for_function("() => document.querySelector('[data-testid=\"log\"] .log-turn')")
    turn = page.locator('[data-testid="log"] .log-turn').first
    assert turn.locator(".log-who").inner_text().strip() == "Ann"
    text = turn.inner_text()
    assert "takes" in text and "builds" in text and "row" in text and "column" in text, text
    assert not re.search(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)", page.get_by_test_id("log").inner_text())
    page.get_by_test_id("lang-ru").click()
    assert "ряд" in page.locator('[data-testid="log"] .log-turn').first.inner_text()
    assert page.browser_log.page_errors == [], page.browser_log.report()


def test_the_computer_s_last_move_stays_marked(app_page, app_url, open_app):
    """After the computer's turn, the stack it took from and the cell it built on carry the
    last-move mark (none of the human's pieces do) until the next move."""
    from engine.amytis import Place, Take

    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "amytis", seats=(("Ann", "human"), (None, "amytis.easy")))
    computer = []
    while not computer:
        assert wait_decision(page) == "turn"
        play_first_option(page)
        assert wait_decision(page) == "turn"
        _rules, _state, moves = records.steps(records.from_builtins(latest_save(page)["record"]))
        turns = [(before.turn, action) for before, action, _after in moves]
        # the computer's newest turn, if it is the last one played
        computer = []
        for seat, action in reversed(turns):
            if seat != 1:
                break
            computer.insert(0, action)
    stack = next(a.stack for a in computer if isinstance(a, Take))
    cell = next(a.cell for a in computer if isinstance(a, Place))
    assert "last-move" in page.get_by_test_id(f"stack-{stack}").get_attribute("class").split()
    assert "last-move" in page.get_by_test_id(f"board-1-cell-{cell}").get_attribute("class").split()
    assert page.locator('[data-testid="board-0"] .last-move').count() == 0
    marked = page.evaluate("() => getComputedStyle(document.querySelector('.last-move')).outlineStyle")
    assert marked == "solid"
    # the human chooses and plays: the marks move on to the computer's next turn, never to Ann's pieces
    play_first_option(page)
    wait_decision(page)
    assert page.locator('[data-testid="board-0"] .last-move').count() == 0
    assert page.browser_log.page_errors == [], page.browser_log.report()
