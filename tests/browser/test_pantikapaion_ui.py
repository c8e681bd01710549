"""Pantikapaion in the browser, played through the UI like a person would: a whole solo game
against the automa, with a reload and Continue in the middle, checked against the engine."""

from __future__ import annotations

import time

import pytest

from engine.core import records

from fixtures_web import TURN_TIMEOUT_MS, install_move_probe, latest_save, saved_move_count, start_game, start_url

pytestmark = pytest.mark.browser

RING = '[data-testid^="ring-"]:not([disabled])'
BUILD = '[data-testid^="build-"]:not([disabled])'
SPOT = '[data-testid^="spot-"]'
OPT = '[data-testid^="opt-"]'


def wait_decision(page) -> str:
    """Until the human may act ("turn") or the final table shows ("over")."""
    page.wait_for_function(
        """sels => document.body.dataset.busy === "false" && (
              document.querySelector('[data-testid="final-scores"]') ||
              sels.some(s => document.querySelector(s)))""",
        arg=[RING, BUILD, SPOT, OPT],
        timeout=TURN_TIMEOUT_MS,
    )
    return "over" if page.get_by_test_id("final-scores").count() else "turn"


def reach(spot) -> None:
    """A place of the city clicked as a player reaches it: a long city is shown in part, and a
    place outside the view comes into it when it gets the focus (by Tab or an arrow key)."""
    spot.focus()
    spot.click()


def play_first_option(page) -> str:
    """One decision: a ring tile, a building, a place on the city grid (then Confirm), or the
    first listed choice (at the development step the last one, a cube, so that builds follow)."""
    before = saved_move_count(page)
    q = page.locator
    step = page.get_by_test_id("pantikapaion").get_attribute("data-step")
    if q(RING).count():
        kind = "pick"
        q(RING).first.click()
    elif q(BUILD).count():
        kind = "build"
        q(BUILD).first.click()
    elif q(SPOT).count() and step == "move":  # which building to move: a click, no placement
        kind = "move"
        reach(q(SPOT).first)
    elif q(SPOT).count():
        kind = "place"
        assert page.get_by_test_id("confirm").is_disabled()
        reach(q(SPOT).first)
        if page.get_by_test_id("confirm").is_disabled():  # a two-cell building: its second cell
            reach(q(f"{SPOT}:not(.on)").first)
        page.get_by_test_id("confirm").click()
    else:
        kind = "option"
        opts = q(OPT)
        (opts.last if step == "develop" else opts.first).click()
    confirm_if_asked(page)
    page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)
    return kind


def confirm_if_asked(page) -> None:
    """A move that cannot be taken back (it draws, or hands the turn on) is prepared by its click
    and played with Confirm (docs/rulings.md, "Confirming moves")."""
    armed = page.locator('[data-testid="confirm"][data-confirmed="1"]')
    if armed.count():
        armed.click()


def assert_ring_is_a_circle(page) -> None:
    """The ring's slots sit around one circle: on many rows, all about as far from their centre."""
    # read at once: the page may be scrolling the ring into view (reveal.py)
    centres = page.evaluate("""() => [...document.querySelectorAll('[data-testid^="ring-"]')].map(e => {
        const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })""")
    assert len({round(y / 8) for _, y in centres}) > 2, centres
    cx = sum(x for x, _ in centres) / len(centres)
    cy = sum(y for _, y in centres) / len(centres)
    radii = [((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 for x, y in centres]
    assert min(radii) > 0.9 * max(radii) and min(radii) > 50, radii


def position(page) -> dict:
    return page.evaluate(
        """() => {
            const all = s => [...document.querySelectorAll(s)];
            const d = s => document.querySelector(s).dataset;
            return {
              ring: all('[data-testid^="ring-"]').map(e => e.dataset.tile),
              cells: all('[data-testid="city"] .pk-cell').map(e => [e.dataset.x, e.dataset.y, e.dataset.h, e.dataset.code].join(':')).sort(),
              scores: all('[data-testid^="score-"]').map(e => e.dataset.total),
              builds: all('[data-testid^="build-"]').map(e => e.dataset.left),
              log: d('[data-testid="log"]').count,
              step: d('[data-testid="pantikapaion"]').step,
              round: d('[data-testid="round"]').round,
            }; }"""
    )


def test_solo_game_against_the_automa_to_the_end(app_page, app_url, open_app):
    started = time.perf_counter()
    page = app_page
    open_app(page, start_url(app_url))
    assert page.get_by_test_id("soon-pantikapaion").count() == 0
    page.get_by_test_id("new-game-pantikapaion").click()
    page.get_by_test_id("mode-solo").click()
    page.get_by_test_id("seat-name-0").fill("Ann")
    page.get_by_test_id("mod-automa_round_one").check()
    page.get_by_test_id("start").click()
    page.get_by_test_id("ring").wait_for()
    assert_ring_is_a_circle(page)
    install_move_probe(page)
    page.get_by_test_id("dev-P-4").click()  # a development cell explains itself on a tap
    assert page.get_by_test_id("dev-info").inner_text().strip()

    doc = latest_save(page)
    assert doc["game"] == "pantikapaion"
    assert doc["record"]["options"] == {"automa_round_one": True}
    assert [p["name"] for p in doc["record"]["players"]] == ["Ann"]

    kinds = []
    reloaded = False
    while wait_decision(page) == "turn":
        if not reloaded and kinds.count("pick") == 4:
            reloaded = True
            before = position(page)
            saved = latest_save(page)
            page.reload()
            page.wait_for_selector('body[data-ready="true"]', state="attached")
            assert "Pantikapaion" in page.get_by_test_id("continue").inner_text()
            page.get_by_test_id("continue").click()
            assert wait_decision(page) == "turn"
            install_move_probe(page)
            assert position(page) == before
            rules, state = records.replay(records.from_builtins(saved["record"]))
            assert [int(s) for s in before["scores"]] == [s["total"] for s in rules.scores(state)]
        kinds.append(play_first_option(page))
        assert len(kinds) < 200, "the game should be over long before this"
    assert reloaded and kinds.count("pick") == 15 and kinds.count("place") >= 15

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
        for category in ("house", "winery", "fortress", "aqueduct", "temple", "coins", "cubes", "drought"):
            assert int(final.get_by_test_id(f"final-{category}-{seat}").inner_text()) == scores[seat][category]
    assert int(page.get_by_test_id("log").get_attribute("data-count")) > len(doc["record"]["moves"])
    assert page.get_by_test_id("round").get_attribute("data-step") == "over"
    page.keyboard.press("Escape")  # the modal table closed, the language switched, the table again
    page.get_by_test_id("lang-ru").click()
    page.get_by_test_id("show-final").click()
    assert "Автомий" in page.get_by_test_id("final-scores").inner_text()
    page.get_by_test_id("final-home").click()
    assert page.get_by_test_id("continue").count() == 0
    print(f"pantikapaion solo game through the UI: {len(kinds)} decisions, {time.perf_counter() - started:.1f} s")


def actor(page) -> int:
    return int(page.get_by_test_id("pantikapaion").get_attribute("data-actor"))


def assert_shows_turn_of(page, seat: int, name: str) -> None:
    """Whose turn it is: the status names the player, their panel is marked and their city is shown."""
    assert name in page.get_by_test_id("status").inner_text()
    assert "active" in page.get_by_test_id(f"player-{seat}").get_attribute("class").split()
    assert "active" not in page.get_by_test_id(f"player-{1 - seat}").get_attribute("class").split()
    assert page.get_by_test_id("city").get_attribute("data-city") == str(seat)


def test_two_people_on_one_device(app_page, app_url, open_app):
    """Hot seat: two human seats; each plays its own turn on the same screen, and a reload with
    Continue brings back the same position with the same seat to act."""
    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "pantikapaion", mode="multi")
    players = latest_save(page)["record"]["players"]
    assert [(p["name"], p.get("controller", "human")) for p in players] == [("Ann", "human"), ("Bob", "human")]

    names = ("Ann", "Bob")
    acted = []
    # Ann's turn, then Bob's, until Ann is to act again
    while wait_decision(page) == "turn" and not (acted and acted[-1][0] == 1 and actor(page) == 0):
        seat = actor(page)
        assert_shows_turn_of(page, seat, names[seat])
        acted.append((seat, play_first_option(page)))
        assert len(acted) < 30, acted
    assert acted[0] == (0, "pick") and (1, "pick") in acted and acted[-1][0] == 1

    before, seat = position(page), actor(page)
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")
    page.get_by_test_id("continue").click()
    assert wait_decision(page) == "turn"
    install_move_probe(page)
    assert position(page) == before and actor(page) == seat
    assert_shows_turn_of(page, seat, names[seat])
    play_first_option(page)  # the game goes on after Continue
