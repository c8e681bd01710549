"""The post-game review (web/agora_web/screens/review.py) in the page: opened from a finished game's save,
it judges the human's decisions with a progress line, lists them with the hard player's
alternatives (the biggest mistakes first), and "Show" jumps to that step of the replay with the
better move marked; Back returns to the review."""

from __future__ import annotations

import json
import random
import time

import msgspec
import pytest

from engine.core import records
from engine.core.protocol import Seat
from fixtures_web import start_url, stored_saves

pytestmark = pytest.mark.browser


def _finished_akropolis():
    """A whole 2-player Akropolis game, Ann (human) against an easy computer, played at random."""
    record = records.new_record("akropolis", [Seat("Ann", "human"), Seat("Bot", "akropolis.easy")], seed=11)
    rules, state = records.start(record)
    rnd = random.Random(5)
    while not rules.is_over(state):
        move = rnd.choice(rules.legal_actions(state))
        state, record = rules.apply(state, move), records.with_move(record, move)
    return record


def test_review_of_a_finished_game_lists_mistakes_and_jumps_to_the_replay(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    record = _finished_akropolis()
    doc = {
        "version": 1,
        "id": "reviewed",
        "game": "akropolis",
        "created": 1,
        "updated": int(time.time() * 1000),
        "players": ["Ann", "Bot"],
        "summary": {"moves": len(record.moves), "over": True, "winners": ["Ann"]},
        "record": msgspec.to_builtins(record),
    }
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["agora.saves.v1.reviewed", json.dumps(doc)])
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")

    page.get_by_test_id("review-save").click()
    review = page.get_by_test_id("review")
    review.wait_for()
    assert int(review.get_attribute("data-total")) > 5  # Ann's decisions with a choice
    # while it judges (it starts by itself), the control stops it; never "Go on" unasked
    assert page.evaluate("""() => {
        const r = document.querySelector('[data-testid="review"]');
        return r.dataset.done === "true" || (!!document.querySelector('[data-testid="review-stop"]')
                                              && !document.querySelector('[data-testid="review-go"]'));
    }""")
    page.wait_for_selector('[data-testid="review"][data-done="true"]', timeout=60_000)
    assert "judged" in page.get_by_test_id("review-status").inner_text()

    every = page.get_by_test_id("review-all")
    assert every.count() == int(review.get_attribute("data-total"))
    indexes = [int(every.nth(i).get_attribute("data-index")) for i in range(every.count())]
    assert indexes == sorted(indexes) and all(i % 2 == 0 for i in indexes)  # Ann moves first, then turns alternate
    top = page.get_by_test_id("review-top")
    assert 1 <= top.count() <= 3  # random play makes mistakes
    losses = [float(top.nth(i).get_attribute("data-lost")) for i in range(top.count())]
    assert losses == sorted(losses, reverse=True) and losses[0] >= 1
    from test_accessibility import audit

    assert not audit(page, "review"), audit(page, "review")
    worst = top.first
    assert "Stronger:" in worst.inner_text() and "points lost" in worst.inner_text()
    # why, by category and the best opponent's points; and the final margin in parts that add up
    assert "better against the best opponent:" in worst.get_by_test_id("review-why").inner_text()
    margin = page.get_by_test_id("review-margin")
    parts = [int(margin.get_attribute(f"data-{k}")) for k in ("final", "decisions", "ahead", "rest")]
    assert parts[0] == parts[1] + parts[2] + parts[3] and "from your decisions" in margin.inner_text()
    page.get_by_test_id("lang-ru").click()
    assert "в разнице с лучшим соперником" in page.get_by_test_id("review-top").first.inner_text()
    assert "из-за ваших решений" in page.get_by_test_id("review-margin").inner_text()
    page.get_by_test_id("lang-en").click()

    step = int(worst.get_attribute("data-index"))
    worst.get_by_role("button", name=f"Show move {step + 1} on the board").click()
    page.get_by_test_id("replay-pos").wait_for()
    assert page.get_by_test_id("replay-pos").get_attribute("data-step") == str(step)
    assert f"Move {step + 1} of" in page.get_by_test_id("replay-status").inner_text()  # as the review names it
    assert "strongest player's choice" in page.get_by_test_id("hint-notice").inner_text()

    page.go_back()
    page.get_by_test_id("review").wait_for()
    assert page.locator('[data-testid="review"][data-done="true"]').count() == 1  # not judged again
    # the focus is back on the Show button it left by, not at the top of the list
    assert page.evaluate("""() => { const el = document.activeElement;
        return [el.dataset.act, el.closest('li').dataset.testid, el.closest('li').dataset.index]; }""") == [
        "review-show",
        "review-top",
        str(step),
    ]
    assert page.evaluate("""() => { const r = document.activeElement.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight; }""")  # and in view

    page.get_by_test_id("lang-ru").click()
    assert "Главные ошибки" in page.get_by_test_id("review").inner_text()
    page.get_by_test_id("lang-en").click()

    # the finished game's final table offers the same review
    page.get_by_test_id("home").click()
    page.get_by_test_id("open-save").click()
    page.get_by_test_id("final-review").click()
    page.get_by_test_id("review").wait_for()
    assert page.get_by_role("heading", level=1).inner_text().startswith("Review of your")
    # in the replay the review opens, with its better move chosen on the board, Enter on "Agora"
    # goes home as a click does: it plays nothing and makes no new save
    page.wait_for_selector('[data-testid="review"][data-done="true"]', timeout=60_000)
    page.get_by_test_id("review-top").first.locator('[data-act="review-show"]').click()
    page.get_by_test_id("replay-pos").wait_for()
    saves = len(stored_saves(page))
    page.get_by_test_id("home").focus()
    page.keyboard.press("Enter")
    page.get_by_test_id("new-game-akropolis").wait_for()
    assert len(stored_saves(page)) == saves
