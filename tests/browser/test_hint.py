"""The Hint button in each game: the coach thinks (briefly, ?hint_ms=...) for the human to act,
then the reason shows in the action bar, the advised move is marked on the board, and the save
counts the hint."""

from __future__ import annotations

import pytest

from fixtures_web import TURN_TIMEOUT_MS, latest_save, start_game, start_url

pytestmark = pytest.mark.browser

#: the advised move on the board: a control with class hint, or (Pantikapaion placements) the
#: chosen spot, (Akropolis) the picked site tile
MARKED = '.screen .hint, .screen [data-act="spot"][aria-pressed="true"], .screen .site-tile.selected'


@pytest.mark.parametrize("game", ["akropolis", "amytis", "pantikapaion", "pyramidion"])
def test_hint_marks_the_move_and_says_why(app_page, app_url, open_app, game):
    page = app_page
    open_app(page, start_url(app_url) + "&hint_ms=150")
    start_game(page, game, mode="multi" if game == "pantikapaion" else None)
    page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=TURN_TIMEOUT_MS)
    assert page.locator(MARKED).count() == 0  # nothing advised yet
    page.get_by_test_id("hint").click()
    notice = page.get_by_test_id("hint-notice")
    notice.wait_for(timeout=TURN_TIMEOUT_MS)
    assert notice.inner_text().strip()
    assert page.locator(MARKED).count() >= 1
    assert latest_save(page)["summary"]["hints"] == 1
    page.get_by_test_id("lang-ru").click()  # the reason follows the interface language
    assert "очк" in page.get_by_test_id("hint-notice").inner_text()
