"""Moves seen where they happen (motion.py, log_marks.py), per game against the computer: the
computer's piece carries the last-move mark and its log entry highlights it on hover and on focus;
with the browser's "reduce motion" the move appears at once (no animation is ever started), with
animations on they start and play to their end; the setting button cycles and is kept; in
Akropolis the view goes to the computer's city while it plays and back to the player's after."""

from __future__ import annotations

import pytest

from fixtures_web import start_game, start_url

import test_akropolis_ui  # noqa: F401  (helpers below come from the games' own UI tests)
import test_amytis_ui as amytis_ui
import test_pantikapaion_ui as pk_ui
import test_pyramidion_ui as py_ui
from fixtures_web import play_first_move, wait_turn_or_end

pytestmark = pytest.mark.browser

#: counts every Web Animation the page starts and keeps them, before any script of the page runs
PROBE = """
window.__anims = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  const a = animate.apply(this, args);
  window.__anims.push(a);
  return a;
};
"""

#: one log entry that names a piece now marked as the last move: {refs, index}, or null
MARKED_ENTRY = """() => {
  const entries = [...document.querySelectorAll('[data-testid="log"] li[data-refs]')];
  for (let i = 0; i < entries.length; i++) {
    for (const tok of entries[i].dataset.refs.split(" ")) {
      for (const el of document.querySelectorAll(`[data-ref~="${tok}"]`)) {
        if (el.matches('.last-move, .last-move *') || el.querySelector('.last-move')) return {refs: entries[i].dataset.refs, index: i};
      }
    }
  }
  return null;
}"""

HIGHLIGHTED = """refs => refs.split(" ").flatMap(t => [...document.querySelectorAll(`[data-ref~="${t}"]`)])
  .map(el => el.classList.contains("ref-hl"))"""


def _open(page, app_url, open_app, reduce: bool, ai_delay_ms: int = 0) -> None:
    page.add_init_script(PROBE)
    page.emulate_media(reduced_motion="reduce" if reduce else "no-preference")
    open_app(page, f"{app_url}?ai_delay={ai_delay_ms}")


def _check_pointing(page) -> None:
    """The log entry of the computer's marked piece highlights every piece it names while hovered
    or focused, and none after; the mark is distinct from last-move."""
    found = page.evaluate(MARKED_ENTRY)
    assert found is not None, "no log entry names a piece marked as the last move"
    entry = page.locator('[data-testid="log"] li[data-refs]').nth(found["index"])
    assert entry.get_attribute("tabindex") == "0" and entry.get_attribute("aria-label")
    assert not any(page.evaluate(HIGHLIGHTED, found["refs"]))
    entry.hover()
    shown = page.evaluate(HIGHLIGHTED, found["refs"])
    assert shown and all(shown)
    page.get_by_test_id("home").hover()  # away from the log
    assert not any(page.evaluate(HIGHLIGHTED, found["refs"]))
    entry.focus()
    assert all(page.evaluate(HIGHLIGHTED, found["refs"]))
    # drawn dashed (an outline, or a shape's stroke in a drawing), unlike the solid last-move mark
    styles = page.evaluate("""() => [...document.querySelectorAll('.ref-hl')].map(el => {
        if (!(el instanceof SVGElement)) return getComputedStyle(el).outlineStyle;
        const shape = el.matches('rect, polygon, circle') ? el : el.querySelector(':scope > rect, :scope > polygon, :scope > circle');
        return shape && getComputedStyle(shape).strokeDasharray !== 'none' ? 'dashed' : 'none'; })""")
    assert styles and set(styles) == {"dashed"}, styles
    entry.blur()
    assert page.locator(".ref-hl").count() == 0


def _check_animations(page, reduce: bool) -> None:
    if reduce:
        assert page.evaluate("window.__anims.length") == 0
        assert page.evaluate("document.getAnimations().length") == 0
        assert page.get_by_test_id("motion").get_attribute("data-mode") == "off"
    else:
        assert page.evaluate("window.__anims.length") > 0
        # they play to their end (a new render may have cancelled earlier ones: "idle")
        page.wait_for_function("() => window.__anims.some(a => a.playState === 'finished')")
        assert page.get_by_test_id("motion").get_attribute("data-mode") == "normal"
    assert page.browser_log.page_errors == [], page.browser_log.report()


@pytest.mark.parametrize("reduce", [True, False], ids=["reduced", "animated"])
def test_akropolis(app_page, app_url, open_app, reduce):
    page = app_page
    # paced as for people: the view shows Bob's city until his move has been seen
    _open(page, app_url, open_app, reduce, ai_delay_ms=0 if reduce else 100)
    start_game(page, "akropolis", seats=(("Ann", "human"), ("Bob", "akropolis.easy")))
    wait_turn_or_end(page)
    play_first_move(page)
    wait_turn_or_end(page)
    # the view came back to Ann's city; Bob's tile is seen on his
    assert page.get_by_test_id("city").get_attribute("data-seat") == "0"
    page.get_by_test_id("player-1").click()
    _check_pointing(page)
    _check_animations(page, reduce)


@pytest.mark.parametrize("reduce", [True, False], ids=["reduced", "animated"])
def test_amytis(app_page, app_url, open_app, reduce):
    page = app_page
    _open(page, app_url, open_app, reduce)
    start_game(page, "amytis", seats=(("Ann", "human"), (None, "amytis.easy")))
    while page.evaluate(MARKED_ENTRY) is None:
        assert amytis_ui.wait_decision(page) == "turn"
        amytis_ui.play_first_option(page)
        amytis_ui.wait_decision(page)
    _check_pointing(page)
    _check_animations(page, reduce)


@pytest.mark.parametrize("reduce", [True, False], ids=["reduced", "animated"])
def test_pantikapaion(app_page, app_url, open_app, reduce):
    page = app_page
    _open(page, app_url, open_app, reduce)
    start_game(page, "pantikapaion", seats=(("Ann", "human"), ("Bob", "pantikapaion.easy")), mode="multi")
    while page.evaluate(MARKED_ENTRY) is None:
        assert pk_ui.wait_decision(page) == "turn"
        pk_ui.play_first_option(page)
        pk_ui.wait_decision(page)
    _check_pointing(page)
    _check_animations(page, reduce)


def test_pyramidion_log_points_at_the_board(app_page, app_url, open_app):
    page = app_page
    _open(page, app_url, open_app, False)
    py_ui.start_against_the_computer(page, app_url, open_app)
    for _ in range(3):
        py_ui.wait_decision(page)
        py_ui.play_first_option(page)
    py_ui.wait_decision(page)
    # a pass marks nothing on the board, and Ann's own moves since clear the marks: play on until
    # the computer's latest move is marked where it happened (the deal is new each run)
    for _ in range(12):
        if page.evaluate(MARKED_ENTRY) is not None:
            break
        py_ui.play_first_option(page)
        py_ui.wait_decision(page)
    refs = page.locator('[data-testid="log"] li[data-refs]')
    assert refs.count() > 0
    assert all(tok.startswith("py-") for tok in refs.first.get_attribute("data-refs").split())
    assert page.locator("[data-ref]").count() > 0, "the drawn Pyramidion board carries data-ref tokens"
    _check_pointing(page)


def test_setting_cycles_and_is_kept(app_page, app_url, open_app):
    page = app_page
    _open(page, app_url, open_app, False)
    button = page.get_by_test_id("motion")
    assert button.get_attribute("data-mode") == "normal"
    assert "normal" in button.get_attribute("aria-label")
    button.click()
    assert page.get_by_test_id("motion").get_attribute("data-mode") == "slow"
    page.get_by_test_id("motion").click()
    assert page.get_by_test_id("motion").get_attribute("data-mode") == "off"
    page.get_by_test_id("lang-ru").click()
    assert "выключена" in page.get_by_test_id("motion").get_attribute("aria-label")
    open_app(page, start_url(app_url))
    assert page.get_by_test_id("motion").get_attribute("data-mode") == "off"
    assert page.evaluate("localStorage.getItem('agora.motion')") == "off"


def test_akropolis_view_follows_the_computer(app_page, app_url, open_app):
    """With the pause people get (ai_delay), Bob's city is on screen while he plays, then Ann's."""
    page = app_page
    page.emulate_media(reduced_motion="reduce")
    open_app(page, app_url + "?ai_delay=150")
    start_game(page, "akropolis", seats=(("Ann", "human"), ("Bob", "akropolis.easy")))
    wait_turn_or_end(page)
    play_first_move(page)
    page.wait_for_selector('[data-testid="city"][data-seat="1"]')
    page.wait_for_selector('body[data-busy="false"] [data-testid="city"][data-seat="0"]')
    assert page.locator('[data-testid="city"] .last-move').count() == 0  # Ann's own city: her move


def test_a_replay_step_animates_the_move_it_shows(app_page, app_url, open_app):
    """Stepping forward in a replay slides that move's tile into its city; stepping back starts
    nothing new but the step then shown."""
    page = app_page
    _open(page, app_url, open_app, False)
    start_game(page, "akropolis")  # Ann and Bob, both people
    for _ in range(2):
        wait_turn_or_end(page)
        play_first_move(page)
    wait_turn_or_end(page)
    page.get_by_test_id("home").click()
    page.get_by_test_id("replay-save").click()
    page.get_by_test_id("replay-pos").wait_for()
    before = page.evaluate("window.__anims.length")
    page.get_by_test_id("replay-next").click()
    page.wait_for_selector('[data-testid="replay-pos"][data-step="1"]')
    started = page.evaluate(
        """n => window.__anims.slice(n).map(a => a.effect.target.getAttribute("data-ref") || "")""", before
    )
    assert any(ref.startswith("ak-tile-") for ref in started), started
    assert page.browser_log.page_errors == [], page.browser_log.report()
