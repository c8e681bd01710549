import pytest
from fixtures_web import TURN_TIMEOUT_MS, start_game, start_url
pytestmark = pytest.mark.browser

@pytest.mark.parametrize("game", ["akropolis", "amytis", "pantikapaion", "pyramidion"])
def test_shot(app_page, app_url, open_app, game):
    page = app_page
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, start_url(app_url) + "&hint_ms=2500")
    start_game(page, game, mode="multi" if game == "pantikapaion" else None)
    page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=TURN_TIMEOUT_MS)
    page.get_by_test_id("hint").click()
    notice = page.get_by_test_id("hint-notice")
    notice.wait_for(timeout=TURN_TIMEOUT_MS)
    print("\n", game, "EN:", notice.inner_text())
    page.screenshot(path=f"/tmp/reasons_{game}.png")
    page.get_by_test_id("lang-ru").click()
    print(game, "RU:", page.get_by_test_id("hint-notice").inner_text())
