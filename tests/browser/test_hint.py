"""The Hint button in each game: the coach thinks (briefly, ?hint_ms=...) for the human to act,
then the reason shows in the action bar, the advised move is marked on the board (and named so
for screen readers, to whom the live region says it), and the save counts the hint."""

from __future__ import annotations

import pytest

from fixtures_web import TURN_TIMEOUT_MS, latest_save, new_game, open_saved, start_game, start_url
from tests.helpers.games import GAMES, web_facts

pytestmark = pytest.mark.browser

#: anything marked as advised on the board
ANY_HINT = ".screen .hint"
#: the page's one tooltip box (tips.py)
TIP = "#agora-tip"
#: the focus put on the control before an element, so that Tab brings it there as keyboard focus
FOCUS_BEFORE = """el => {
    const all = [...document.querySelectorAll('button, [tabindex="0"], a[href], select, input')]
        .filter(e => !e.disabled && e.offsetParent !== null);
    (all[all.indexOf(el) - 1] || document.body).focus();
}"""
#: the advised first decision of each game as the board shows it (its web_facts' HINT_MARK):
#: Akropolis picks the site tile (its placement previewed), Amytis selects the stack (and the cell
#: for its tile), Pantikapaion marks the ring place to take, Pyramidion the city to activate
MARKED = {game: web_facts(game).HINT_MARK for game in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_hint_marks_the_move_and_says_why(app_page, app_url, open_app, game):
    page = app_page
    open_app(page, start_url(app_url, hint_ms=150))
    start_game(page, game, mode=web_facts(game).SETUP_MODE)
    page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=TURN_TIMEOUT_MS)
    assert page.locator(ANY_HINT).count() == 0  # nothing advised yet
    button = page.get_by_test_id("hint")
    if game == "pyramidion":  # by the keyboard: its tooltip goes once it is pressed
        button.evaluate(FOCUS_BEFORE)
        page.keyboard.press("Tab")
        assert page.locator(TIP).is_visible()
        page.keyboard.press("Enter")
    else:
        button.click()
    notice = page.get_by_test_id("hint-notice")
    notice.wait_for(timeout=TURN_TIMEOUT_MS)
    assert notice.inner_text().strip()
    assert page.locator(MARKED[game]).count() == 1
    if game == "amytis":  # the turn's two choices: the stack, and the cell of the board for its tile
        assert page.locator('[data-testid^="cell-"].selected.hint').count() == 1
        assert page.locator(ANY_HINT).count() == 2
        assert page.get_by_test_id("confirm").is_enabled()  # both chosen: Confirm plays them
        assert "then place its tile" in notice.inner_text()  # and both named in words
    else:
        assert page.locator(ANY_HINT).count() == 1  # one move advised, nothing else marked
    # told to screen readers: the move in words and why, and the marked control says it is advised
    said = page.get_by_test_id("hint-said").text_content()
    assert said.startswith("Hint: ")
    assert page.get_by_test_id("announcer").text_content().strip("\u00a0 ") == said
    assert "suggested by the hint" in page.locator(MARKED[game]).get_attribute("aria-label")
    if game == "pyramidion":
        assert not page.locator(TIP).is_visible()  # nothing covers the notice
    saved = latest_save(page)
    assert saved["summary"]["hints"] == 1
    assert [a["index"] for a in saved["advice"]] == [0]  # the move advised, for the review
    page.get_by_test_id("lang-ru").click()  # the reason follows the interface language
    assert "очк" in page.get_by_test_id("hint-notice").inner_text()


def test_a_hint_says_where_its_points_come_from_in_either_language(app_page, app_url, open_app):
    """Akropolis, whose coach judges a move at once (no play-outs to cut short): the notice tells
    by category what the move brings, and against the next best move, in either language."""
    page = app_page
    open_app(page, start_url(app_url, hint_ms=2500))
    start_game(page, "akropolis")
    page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=TURN_TIMEOUT_MS)
    page.get_by_test_id("hint").click()
    notice = page.get_by_test_id("hint-notice")
    notice.wait_for(timeout=TURN_TIMEOUT_MS)
    text = notice.inner_text()
    assert "Where it comes from:" in text and "next best move" in text, text
    page.get_by_test_id("lang-ru").click()
    text = page.get_by_test_id("hint-notice").inner_text()
    assert "Откуда это берётся:" in text and "следующ" in text, text


def test_a_hint_thought_out_ahead_shows_at_once(app_page, app_url, open_app):
    """In an Akropolis solo game the coach thinks the player's position over while they look at
    the board (briefly here, ?ponder_ms=...), with each of its two deeper forms in turn; a hint
    asked once that is done is on the board as
    soon as the button is pressed, where one thought out anew appears only after a few frames."""
    page = app_page
    open_app(page, start_url(app_url, ponder_ms=300))
    new_game(page, solo="callicrates")
    page.wait_for_selector('body[data-hint-ready="true"]', state="attached", timeout=TURN_TIMEOUT_MS)
    # then its second, larger plan (each deeper form may think four times as long)
    page.wait_for_selector(
        'body[data-hint-depth="2"][data-pondering="false"]', state="attached", timeout=TURN_TIMEOUT_MS
    )
    assert page.locator(ANY_HINT).count() == 0
    page.get_by_test_id("hint").click()
    assert page.get_by_test_id("hint-notice").count() == 1  # no waiting: it was ready
    assert page.locator(MARKED["akropolis"]).count() == 1
    assert latest_save(page)["summary"]["hints"] == 1


def test_thinking_ahead_can_be_turned_off_on_this_device(app_page, app_url, open_app):
    """The solo setup offers to turn thinking ahead off; the choice stays with the device."""
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("new-game-akropolis").click()
    page.get_by_test_id("mode-solo").click()
    box = page.get_by_test_id("think-ahead")
    assert box.is_checked()  # on unless turned off
    assert "battery" in page.locator("#" + box.get_attribute("aria-describedby")).inner_text()
    box.uncheck()
    assert page.evaluate("localStorage.getItem('agora.think_ahead')") == "off"
    page.get_by_test_id("setup-back").click()
    page.get_by_test_id("new-game-akropolis").click()
    page.get_by_test_id("mode-solo").click()
    assert not page.get_by_test_id("think-ahead").is_checked()


def test_a_pyramidion_hint_while_loading_a_boat_names_the_load(app_page, app_url, open_app):
    """Asked while a boat is to be loaded, the hint shows within a computer turn's time: the boat
    picker opens loaded as advised and the notice says the load in words (it had none, and the
    screen gave way to an error)."""
    from test_pyramidion_ui import loading_record, reach_a_boat_to_load

    page = app_page
    record, state, _boat = loading_record()
    open_app(page, start_url(app_url))
    open_saved(page, "pyramidion", record, "boat-picker")
    assert reach_a_boat_to_load(page, limit=1)
    page.get_by_test_id("hint").click()
    notice = page.get_by_test_id("hint-notice")
    notice.wait_for(timeout=TURN_TIMEOUT_MS)
    said = page.get_by_test_id("hint-said").text_content()
    assert said.startswith("Hint: Load the boat of ") or said.startswith("Hint: Skip"), said
    if "Load the boat" in said:
        assert page.get_by_test_id("loader").count() == 1
    assert page.browser_log.page_errors == [], page.browser_log.report()


#: the hint's words as drawn: their height, and whether every line of them shows
WORDS_BOX = """() => { const w = document.querySelector('[data-testid="hint-notice"] .hint-words');
  return {height: w.getBoundingClientRect().height, whole: w.scrollHeight <= w.clientHeight + 1}; }"""


def test_on_a_phone_the_hint_shows_two_lines_until_asked_for_all(fresh_page, app_url):
    """Upright, the whole reason made Akropolis's action bar 332 px of 844, over the city: two
    lines show, a button shows them all (and two lines again, in either language), the choice
    holds for the next hint, and a screen reader's copy is the whole sentence throughout. Sideways
    the button stands beside the two lines. On a desktop the words show whole and the button is
    not drawn."""
    from conftest import open_app

    page = fresh_page(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    log = page.browser_log
    open_app(page, start_url(app_url, hint_ms=150))
    start_game(page, "akropolis")
    page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=TURN_TIMEOUT_MS)
    page.get_by_test_id("hint").click()
    page.get_by_test_id("hint-notice").wait_for(timeout=TURN_TIMEOUT_MS)
    more = page.get_by_test_id("hint-more")
    short = page.evaluate(WORDS_BOX)
    assert not short["whole"] and short["height"] < 48, short  # two lines of the small text
    assert page.get_by_test_id("actionbar").bounding_box()["height"] < 250
    said = page.get_by_test_id("hint-said").text_content()
    assert said.startswith("Hint: ") and "Where it comes from" in said
    assert more.get_attribute("aria-expanded") == "false" and more.inner_text() == "Show the whole hint"
    more.click()
    assert page.evaluate(WORDS_BOX)["whole"]
    assert more.get_attribute("aria-expanded") == "true" and more.inner_text() == "Show less"
    page.get_by_test_id("lang-ru").click()
    assert page.get_by_test_id("hint-more").inner_text() == "Свернуть" and page.evaluate(WORDS_BOX)["whole"]
    page.get_by_test_id("hint-more").click()
    assert page.get_by_test_id("hint-more").inner_text() == "Показать подсказку целиком"
    assert not page.evaluate(WORDS_BOX)["whole"]
    page.get_by_test_id("hint-more").click()  # whole again: the next hint shows whole too
    page.get_by_test_id("lang-en").click()
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    page.get_by_test_id("cancel").click()
    if not page.get_by_test_id("hint-notice").count():
        page.get_by_test_id("hint").click()
        page.get_by_test_id("hint-notice").wait_for(timeout=TURN_TIMEOUT_MS)
    assert page.evaluate(WORDS_BOX)["whole"]
    # sideways the button stands beside the two lines, not under them (the bar's height is
    # what the board loses)
    page.set_viewport_size({"width": 844, "height": 390})
    page.get_by_test_id("hint-more").click()
    assert not page.evaluate(WORDS_BOX)["whole"]
    words = page.locator('[data-testid="hint-notice"] .hint-words').bounding_box()
    button = page.get_by_test_id("hint-more").bounding_box()
    assert button["x"] >= words["x"] + words["width"] - 1 and button["y"] < words["y"] + words["height"], (
        words,
        button,
    )
    page.set_viewport_size({"width": 1366, "height": 768})
    assert not page.get_by_test_id("hint-more").is_visible() and page.evaluate(WORDS_BOX)["whole"]
    assert not log.python_errors(), log.python_errors()
