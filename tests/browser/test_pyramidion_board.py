"""Pyramidion's drawn board in the browser: a whole game against the computer played only by
clicking the drawing (cities on the map, cards in the hand and in the active city, tokens,
resources, boats) — the action bar only for what has no piece to click (pass, skip, draw, raise,
swap, exchange) — with some places chosen from the keyboard (Enter and Space); the last-move marks
on the drawing; axe-core on the drawn screen in English and Russian, on a desktop and on a phone
(390×844), where the map fills the width without scrolling sideways."""

from __future__ import annotations

import random
import re
import time

import pytest

from engine.core import records

from fixtures_web import TURN_TIMEOUT_MS, install_move_probe, latest_save, saved_move_count, start_url
from test_accessibility import audit

pytestmark = pytest.mark.browser

#: a place on the drawing the player may click now
DRAWN = ".py-game .legal:not([disabled])"
#: the buttons of the decisions without a piece on the drawing
BAR = '.py-options [data-act="choose"]'


def start(page, app_url, open_app, lang: str = "en") -> None:
    open_app(page, start_url(app_url))
    page.get_by_test_id(f"lang-{lang}").click()
    page.get_by_test_id("new-game-pyramidion").click()
    page.get_by_test_id("seat-name-0").fill("Ann")
    page.get_by_test_id("seat-kind-1").select_option("pyramidion.easy")
    page.get_by_test_id("target-10").check()
    page.get_by_test_id("start").click()
    page.get_by_test_id("cities").wait_for()
    install_move_probe(page)


def wait_decision(page) -> str:
    page.wait_for_function(
        """() => document.body.dataset.busy === "false" && (
              document.querySelector('[data-testid="final-scores"]') || document.querySelector('[data-idx="0"]'))""",
        timeout=TURN_TIMEOUT_MS,
    )
    return "over" if page.get_by_test_id("final-scores").count() else "turn"


#: the pieces of the drawing by their data-testid prefix (the longer first)
PIECES = ("card-in-city", "city", "hand", "boat", "take", "token", "stock", "order-token", "cat-token")


def kind_of(testid: str) -> str:
    """city-3 → city, hand-41 → hand, card-in-city-7 → card-in-city, boat-12 → boat, ..."""
    return next((p for p in PIECES if testid.startswith(p + "-")), testid)


def play_on_the_board(page, by_key: bool, rnd: random.Random) -> str:
    """One decision: a place lit on the drawing, chosen at random (by mouse, or focused and
    Enter/Space), a boat confirmed in its loader; else the first button of the action bar (a pass
    confirmed). Returns what was clicked ("city", "hand", "boat", ... or "bar")."""
    before = saved_move_count(page)
    drawn = page.locator(DRAWN)
    if drawn.count():
        el = drawn.nth(rnd.randrange(drawn.count()))
        testid = el.get_attribute("data-testid") or ""
        # named by an aria-label, or (a card) by its words inside it
        assert el.get_attribute("aria-label") or el.locator(".sr-only").text_content(), testid
        if by_key:
            el.focus()
            page.keyboard.press("Enter" if testid.startswith("city-") else " ")
        else:
            el.click()
        kind = kind_of(testid)
        if kind == "boat":
            page.get_by_test_id("loader").wait_for()
            page.get_by_test_id("confirm-load").click()
        elif page.locator('[data-confirmed="1"]').count():  # a move that cannot be taken back asks once more
            page.locator('[data-confirmed="1"]').click()
    else:
        kind = "bar"
        page.locator(BAR).first.click()
        if page.locator('[data-confirmed="1"]').count():
            page.locator('[data-confirmed="1"]').click()
    page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)
    return kind


def test_a_whole_game_through_the_drawn_board(app_page, app_url, open_app):
    page = app_page
    started = time.monotonic()
    start(page, app_url, open_app)
    kinds: "list[str]" = []
    keyed = 0
    rnd = random.Random(13)
    loadable = False
    audited = marked = False
    while wait_decision(page) == "turn":
        if not audited and page.locator(".py-hand-card.legal").count():
            audited = True
            found = audit(page, "pyramidion drawn board")
            assert not found, "\n".join(found)
        newest = page.locator('[data-testid="log"] > li.log-turn').first
        if not marked and newest.get_attribute("data-seat") == "1" and page.locator(".py-map .last-move").count():
            # the computer's move is marked where it happened, on the map
            marked = True
            assert "last-move" in page.get_by_test_id("player-1").get_attribute("class")
        by_key = len(kinds) % 4 == 1 and page.locator(DRAWN).count() > 0
        loadable = loadable or page.locator(".py-boat.legal").count() > 0
        kinds.append(play_on_the_board(page, by_key, rnd))
        keyed += by_key
        assert len(kinds) < 600, "the game should be over long before this"
    assert {"city", "hand"} <= set(kinds), set(kinds)
    # a boat Ann could load was loaded through its picture (the only lit places at that step)
    assert ("boat" in kinds) == loadable, set(kinds)
    assert keyed >= 3 and audited and marked

    final = page.get_by_test_id("final-scores")
    shown = [int(final.get_by_test_id(f"final-total-{seat}").get_attribute("data-total")) for seat in (0, 1)]
    rules, state = records.replay(records.from_builtins(latest_save(page)["record"]))
    assert rules.is_over(state)
    assert shown == [s["total"] for s in rules.scores(state)]
    # once over, every pyramid is drawn built up to its points
    for seat in (0, 1):
        assert page.get_by_test_id(f"score-{seat}").get_attribute("data-vp") == str(rules.view(state, None).vp[seat])
    assert page.browser_log.page_errors == [], page.browser_log.report()
    print(
        f"pyramidion drawn board: {len(kinds)} decisions ({', '.join(sorted(set(kinds)))}), {keyed} by key, "
        f"{time.monotonic() - started:.0f}s"
    )


def test_phone_and_russian(fresh_page, app_url, open_app):
    """At 390×844 in Russian: the map fills the width without sideways scrolling, its city names
    are at least 12 px, the places are named in Russian, axe-core finds nothing serious."""
    page = fresh_page(viewport={"width": 390, "height": 844})
    start(page, app_url, open_app, lang="ru")
    for _ in range(6):
        assert wait_decision(page) == "turn"
        play_on_the_board(page, False, random.Random(5))
    assert wait_decision(page) == "turn"
    sizes = page.evaluate("""() => {
        const map = document.querySelector('.py-map').getBoundingClientRect();
        const name = document.querySelector('.py-city-name').getBoundingClientRect();
        return {map: map.width, page: document.documentElement.scrollWidth, name: name.height}; }""")
    assert sizes["page"] <= 390 and sizes["map"] >= 340 and sizes["name"] >= 12, sizes
    labels = [page.get_by_test_id(f"city-{c}").get_attribute("aria-label") for c in range(8)]
    assert all(re.search("[а-яё]", label, re.I) and "порог" in label for label in labels), labels
    found = audit(page, "pyramidion drawn board (ru, phone)")
    assert not found, "\n".join(found)
    assert page.browser_log.page_errors == [], page.browser_log.report()


def _record_at_resources_to_take():
    """A record of Ann against the computer, first legal moves played until Ann is to choose a
    resource to take from a city on the map (its counts drawn inside the buttons)."""
    from engine.core.protocol import Seat
    from engine.pyramidion import RULES as rules
    from web.agora_web.pyramidion.targets import targets_of

    for seed in range(1, 60):
        record = records.new_record("pyramidion", [Seat("Ann"), Seat("Bob", "pyramidion.easy")], seed=seed)
        state = rules.new_game(2, None, seed)
        while not rules.is_over(state):
            legal = rules.legal_actions(state)
            if rules.current_player(state) == 0 and targets_of(rules.view(state, 0), legal).map.resources:
                return record
            state = rules.apply(state, legal[0])
            record = records.with_move(record, legal[0])
    raise AssertionError("no game reached a resource to take from a city")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_city_s_resources_to_take_are_named_with_their_counts(fresh_page, app_url, open_app, lang):
    """A resource to take from a city is a button showing its count: its name holds that count,
    so speech input finds it by what it shows (axe-core's label-content-name-mismatch)."""
    page = fresh_page(viewport={"width": 390, "height": 844})
    open_app(page, start_url(app_url))
    page.get_by_test_id(f"lang-{lang}").click()
    page.get_by_test_id("home").first.click()
    page.get_by_test_id("import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(_record_at_resources_to_take())}
    )
    takes = page.locator('[data-testid^="take-"]')
    takes.first.wait_for()
    for i in range(takes.count()):
        count = takes.nth(i).locator("text").last.text_content()
        assert f"({count})" in takes.nth(i).get_attribute("aria-label"), takes.nth(i).get_attribute("aria-label")
    found = audit(page, f"pyramidion resources to take ({lang}, phone)")
    assert not found, "\n".join(found)
    assert page.browser_log.page_errors == [], page.browser_log.report()
