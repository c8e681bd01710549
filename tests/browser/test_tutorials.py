"""Guided first games ("Learn" on the home cards): each tutorial is played to its end by clicking
what its panel points at; a click elsewhere gets a friendly word and changes nothing; a tutorial
left midway is resumed at its step by Continue; the panel's buttons are named and reachable with
Tab, and a Learn click before Python is ready is carried out once it is; on a phone (upright
and sideways) and a laptop the step's words stay on the screen with the place they point at."""

from __future__ import annotations

import json

import pytest
from conftest import open_app
from fixtures_web import BOARD, FAST, SAVE_PREFIX, latest_save, stored_saves, wait_idle
from test_accessibility import _check, audit
from test_startup_shell import Gate

from tests.helpers.games import GAMES


def _tutorial_ids(game: str) -> "tuple[str, ...]":
    from web.agora_web.screens.tutorial import ids_of

    return ids_of(game)


#: every tutorial the games of the site declare (their web descriptors' TUTORIALS): (its id, what
#: its game's screen shows once started)
TUTORIALS = [(tid, BOARD[game]) for game in GAMES for tid in _tutorial_ids(game)]
MAX_CLICKS = 80


@pytest.fixture
def browser_context_args(browser_context_args):
    # the Learn click before ready: a page the service worker serves would skip the test's gate
    return {**browser_context_args, "service_workers": "block"}


def _panel(page):
    return page.get_by_test_id("tutorial")


def _step(page) -> "tuple[int, int]":
    panel = _panel(page)
    return int(panel.get_attribute("data-step")), int(panel.get_attribute("data-steps"))


def _follow(page, until_step: "int | None" = None) -> int:
    """Click what the panel points at until the script is done (or reaches `until_step`);
    returns the clicks made."""
    for clicks in range(MAX_CLICKS):
        wait_idle(page)
        if page.get_by_test_id("tut-close").count():
            return clicks
        if until_step is not None and _step(page)[0] >= until_step:
            return clicks
        pointed = page.locator(".tut-point")
        assert pointed.count() >= 1, f"nothing pointed at, step {_step(page)}: {_panel(page).inner_text()}"
        target = pointed.first
        assert target.evaluate("el => el.tabIndex >= 0"), "the pointed-at element takes the focus"
        assert target.evaluate("el => el.getAttribute('aria-describedby')") == "tut-text"
        target.click()
    raise AssertionError(f"the script did not end in {MAX_CLICKS} clicks: {_panel(page).inner_text()}")


def _learn(page, tid: str, board: str) -> None:
    page.get_by_test_id(f"learn-{tid}").click()
    page.get_by_test_id(board).wait_for()
    _panel(page).wait_for()


@pytest.mark.parametrize("tid,board", TUTORIALS)
def test_a_tutorial_plays_to_its_end_by_clicking_what_it_points_at(app_page, app_url, open_app, tid, board):
    page = app_page
    open_app(page, app_url + FAST)
    page.get_by_test_id("lang-en").click()
    _learn(page, tid, board)
    assert _panel(page).get_attribute("data-tutorial") == tid
    step, steps = _step(page)
    assert step == 0 and steps >= 4
    assert page.get_by_test_id("tut-count").inner_text() == f"Step 1 of {steps}"
    # no Hint while the script says what to do
    assert page.locator('[data-act="hint"]').count() == 0
    _follow(page, until_step=1)
    _check(audit(page, f"tutorial {tid}, its first decision"))
    _follow(page)
    assert _step(page) == (steps, steps)
    assert page.get_by_test_id("tut-count").inner_text() == "Tutorial done"
    doc = latest_save(page)
    assert doc["tutorial"] == {"id": tid, "step": steps}
    page.get_by_test_id("tut-close").click()
    # the game goes on freely: no panel, a normal turn, Hint back
    assert _panel(page).count() == 0
    wait_idle(page)
    assert page.locator('[data-act="hint"]').count() == 1
    assert latest_save(page)["tutorial"]["step"] == steps + 1
    assert page.browser_log.page_errors == [], page.browser_log.report()


def test_a_wrong_click_gets_a_friendly_word_and_leaving_then_continue_resumes_the_step(app_page, app_url, open_app):
    page = app_page
    open_app(page, app_url + FAST)
    page.get_by_test_id("lang-en").click()
    _learn(page, "akropolis", "site")
    # a note first: a move is not taken, the panel says what to do
    page.get_by_test_id("site-tile-0").click()
    assert "press Next" in page.get_by_test_id("tut-note").inner_text()
    assert page.locator(".site-tile.selected").count() == 0
    # the keyboard: Tab reaches the panel's buttons, Enter presses Next
    page.locator("body").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.act") == "tut-next":
            break
    else:
        raise AssertionError("Tab never reached the tutorial's Next button")
    page.keyboard.press("Enter")
    assert _step(page)[0] == 1
    for testid in ("tut-leave",):
        assert page.get_by_test_id(testid).get_attribute("aria-label")
    # a site tile the step does not point at
    pointed = page.locator(".site-tile.tut-point").get_attribute("data-testid")
    other = next(
        f"site-tile-{i}"
        for i in range(4)
        if f"site-tile-{i}" != pointed and page.get_by_test_id(f"site-tile-{i}").is_enabled()
    )
    page.get_by_test_id(other).click()
    assert page.get_by_test_id("tut-note").inner_text() == "Not that one yet: follow the pulsing outline."
    assert page.locator(".site-tile.selected").count() == 0 and _step(page)[0] == 1
    _follow(page, until_step=2)  # one move made, the opponent answered
    wait_idle(page)
    moves = len(latest_save(page)["record"]["moves"])
    assert moves >= 2
    page.get_by_test_id("tut-leave").click()
    page.get_by_test_id("continue").wait_for()
    assert "Tutorial" in page.get_by_test_id("continue").inner_text()
    # the home screen drawn before Python is ready says so too
    gate = Gate(page)
    page.reload(wait_until="commit")
    page.get_by_test_id("continue").wait_for()
    assert page.evaluate("document.body.dataset.ready") != "true"
    assert "Tutorial" in page.get_by_test_id("continue").inner_text()
    gate.release()
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    saved = [json.loads(v) for k, v in stored_saves(page).items() if k.startswith(SAVE_PREFIX)]
    assert [d["tutorial"] for d in saved] == [{"id": "akropolis", "step": 2}]
    # Learn again opens the lesson left halfway, at its step, rather than a second one
    page.get_by_test_id("continue").wait_for()
    _learn(page, "akropolis", "site")
    assert _step(page)[0] == 2 and "unfinished lesson" in page.locator(".screen").inner_text()
    assert len([k for k in stored_saves(page) if k.startswith(SAVE_PREFIX)]) == 1
    assert "stone" in page.get_by_test_id("tut-text").inner_text()  # the climbing step's text
    # Russian: the same step in the other language
    page.get_by_test_id("lang-ru").click()
    assert page.get_by_test_id("tut-count").inner_text().startswith("Шаг 3 из")
    page.get_by_test_id("lang-en").click()
    _follow(page)
    assert page.get_by_test_id("tut-close").is_visible()
    assert page.browser_log.page_errors == [], page.browser_log.report()


def test_a_learn_click_before_python_is_ready_is_carried_out(app_page, app_url):
    page = app_page
    gate = Gate(page)
    page.goto(app_url + FAST, wait_until="commit")
    learn = page.get_by_test_id("learn-akropolis.solo")
    learn.wait_for(state="visible", timeout=30_000)
    assert page.evaluate("document.body.dataset.ready") != "true"
    learn.click()
    assert learn.get_attribute("aria-busy") == "true"
    gate.release()
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    _panel(page).wait_for(timeout=30_000)
    assert _panel(page).get_attribute("data-tutorial") == "akropolis.solo"


# --- what a step asks for is in sight: a phone (390×844, touch) and a laptop (1366×768) -------

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 768}

#: whether an element is on screen, clear of the sticky top bar, and not covered (by the sticky
#: action bar, say) at its middle
IN_SIGHT = """el => {
  const r = el.getBoundingClientRect();
  const bar = document.querySelector('.topbar');
  const top = bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
  if (!r.width || !r.height || r.top < top - 1 || r.bottom > innerHeight + 1) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && (el === hit || el.contains(hit));
}"""


@pytest.fixture
def sized_page(fresh_page):
    """A page of a given viewport as a fresh context gives it (touch for a phone), recorded and
    guarded as app_page is."""

    def make(viewport: dict, touch: bool = False):
        return fresh_page(viewport=viewport, device_scale_factor=1, has_touch=touch, is_mobile=touch)

    return make


def _in_sight(page, locator) -> None:
    """Waits (a smooth scroll takes a moment) until the element is in sight; fails if it never is."""
    handle = locator.first.element_handle()
    page.wait_for_function(f"el => ({IN_SIGHT})(el)", arg=handle, timeout=5_000)


def _tap(page, locator) -> None:
    locator.scroll_into_view_if_needed()
    locator.tap()


def test_on_a_phone_the_pyramidion_card_tapped_is_marked_and_its_confirm_shows(sized_page, app_url):
    page = sized_page(PHONE, touch=True)
    open_app(page, app_url + FAST)
    page.get_by_test_id("lang-en").click()
    _learn(page, "pyramidion", "pyramidion")
    _follow(page, until_step=3)  # two notes, a city activated: the step of the card to play
    wait_idle(page)
    card = page.locator('[data-testid^="hand-"].tut-point').first
    testid = card.get_attribute("data-testid")
    _tap(page, card)
    card = page.get_by_test_id(testid)
    assert "selected" in card.get_attribute("class").split()
    assert card.get_attribute("aria-pressed") == "true"
    assert page.locator('[data-testid^="hand-"][aria-pressed="true"]').count() == 1
    _in_sight(page, page.get_by_test_id("confirm"))
    assert "Play" in page.get_by_test_id("confirm").inner_text()


def test_on_a_phone_the_akropolis_solo_tutorial_shows_next_after_the_first_confirm(sized_page, app_url):
    page = sized_page(PHONE, touch=True)
    open_app(page, app_url + FAST)
    page.get_by_test_id("lang-ru").click()
    _learn(page, "akropolis.solo", "site")
    while not page.locator('.tut-point[data-act="confirm"]').count():
        wait_idle(page)
        pointed = page.locator(".tut-point").first
        _in_sight(page, pointed)  # each step's pointed piece is shown when the step begins
        pointed.tap()
    wait_idle(page)
    for spot in page.locator('.tut-point[data-act="spot"]').all():
        assert spot.evaluate(IN_SIGHT), "a pointed hex is under a sticky bar"
    page.locator('.tut-point[data-act="confirm"]').first.tap()
    wait_idle(page)
    page.get_by_test_id("tut-next").wait_for()
    _in_sight(page, page.get_by_test_id("tut-next"))
    # a tap on the board now gets its word where it is seen
    page.get_by_test_id("site-tile-0").tap()
    _in_sight(page, page.get_by_test_id("tut-note"))
    # left and resumed by Continue: the step's Next is in sight again, not the top of the page
    page.get_by_test_id("tut-leave").tap()
    page.get_by_test_id("continue").tap()
    page.get_by_test_id("tut-next").wait_for()
    _in_sight(page, page.get_by_test_id("tut-next"))


def test_on_a_laptop_the_akropolis_tutorial_confirm_is_in_sight(sized_page, app_url):
    page = sized_page(LAPTOP)
    open_app(page, app_url + FAST)
    page.get_by_test_id("lang-en").click()
    _learn(page, "akropolis", "site")
    _follow(page, until_step=1)
    while not page.locator('.tut-point[data-act="confirm"]').count():
        page.locator(".tut-point").first.click()
    _in_sight(page, page.locator('.tut-point[data-act="confirm"]'))


# --- the step's words are seen with what they point at: a phone upright and sideways, a laptop

LANDSCAPE = {"width": 844, "height": 390}

#: whether the step's words show on the screen, clear of the top bar: their first line is not
#: covered (by the top bar or a board scrolled over them)
WORDS_SEEN = """el => {
  const r = el.getBoundingClientRect();
  const bar = document.querySelector('.topbar');
  const top = bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
  if (!r.width || !r.height || r.top < top - 1 || r.top + 12 > innerHeight) return false;
  const hit = document.elementFromPoint(r.left + Math.min(20, r.width / 2), r.top + 8);
  return !!hit && (el === hit || el.contains(hit));
}"""


@pytest.mark.parametrize(
    "size,tid,board",
    [
        (LANDSCAPE, "pantikapaion", BOARD["pantikapaion"]),
        (PHONE, "amytis", BOARD["amytis"]),
        (LAPTOP, "pyramidion", BOARD["pyramidion"]),  # a page that scrolls on a wide screen
    ],
    ids=["landscape-pantikapaion", "portrait-amytis", "laptop-pyramidion"],
)
def test_each_step_s_words_are_seen_with_the_place_they_point_at(sized_page, app_url, size, tid, board):
    """The tutorial's panel keeps the step's words on the screen while the page scrolls to the
    place they point at (on a phone sideways the board is far below the panel's place)."""
    touch = size is not LAPTOP
    page = sized_page(size, touch=touch)
    open_app(page, app_url + FAST)
    page.get_by_test_id("lang-en").click()
    _learn(page, tid, board)
    on_board = 0
    for _ in range(MAX_CLICKS):
        wait_idle(page)
        if page.get_by_test_id("tut-close").count():
            break
        pointed = page.locator(".tut-point").first
        where = f"{tid}, step {_step(page)[0]}"
        _in_sight(page, pointed)  # the step's place comes into view (a smooth scroll takes a moment)
        words = page.get_by_test_id("tut-text").element_handle()
        assert words.evaluate(WORDS_SEEN), f"{where}: the step's words are off the screen or covered"
        on_board += not pointed.evaluate("el => !!el.closest('.tut-panel')")
        pointed.tap() if touch else pointed.click()
    else:
        raise AssertionError("the tutorial did not end")
    assert on_board >= 3, f"only {on_board} steps pointed at the board"
