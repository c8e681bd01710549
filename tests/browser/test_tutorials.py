"""Guided first games ("Learn" on the home cards): each tutorial is played to its end by clicking
what its panel points at; a click elsewhere gets a friendly word and changes nothing; a tutorial
left midway is resumed at its step by Continue; the panel's buttons are named and reachable with
Tab, and a Learn click before Python is ready is carried out once it is."""

from __future__ import annotations

import json

import pytest
from fixtures_web import FAST, SAVE_PREFIX, latest_save, stored_saves, wait_idle
from test_accessibility import _check, audit
from test_startup_shell import Gate

#: every tutorial of this branch: (its id, what its game's screen shows once started)
TUTORIALS = [("akropolis", "site"), ("akropolis.solo", "site"), ("amytis", "construction"),
             ("pantikapaion", "pantikapaion"), ("pantikapaion.solo", "pantikapaion"),
             ("pyramidion", "pyramidion")]
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
    other = next(f"site-tile-{i}" for i in range(4) if f"site-tile-{i}" != pointed
                 and page.get_by_test_id(f"site-tile-{i}").is_enabled())
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
