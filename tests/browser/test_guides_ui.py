"""The rules guides in the app: each opens from its game card on the home screen, in the interface
language, switches with the language, draws the game's own pieces, and its contents jump to a
section; Back returns home."""

import pytest
from tests.helpers.games import GAMES, web_facts


def _open_guide(page, game: str) -> None:
    page.get_by_test_id(f"guide-{game}").click()
    page.get_by_test_id("guide").wait_for()
    assert page.get_by_test_id("guide").get_attribute("data-game") == game


def test_guide_opens_from_the_home_card_and_switches_language(app_page, app_url, open_app):
    page = app_page
    open_app(page, app_url)
    page.get_by_test_id("lang-en").click()
    assert page.get_by_test_id("guide-pantikapaion").inner_text() == "Guide"
    _open_guide(page, "pantikapaion")
    guide = page.get_by_test_id("guide")
    assert guide.get_attribute("data-lang") == "en"
    assert page.get_by_test_id("guide-title").inner_text() == "How to play Pantikapaion"
    text = guide.inner_text()
    assert "Scouting" in text and "Automius" in text
    assert not any("а" <= ch <= "я" for ch in page.locator(".guide-text").inner_text().lower())
    # pictures are the app's own drawings, not images
    assert page.locator(".guide-fig svg").count() >= 5 and page.locator(".guide-fig img").count() == 0
    assert page.locator(".guide-fig-error").count() == 0
    # the source rulebook pages stay linked
    assert page.get_by_test_id("guide-source-pantikapaion-solo").get_attribute("href") == "rules/pantikapaion-solo.html"

    page.get_by_test_id("lang-ru").click()
    guide = page.get_by_test_id("guide")
    assert guide.get_attribute("data-lang") == "ru" and guide.get_attribute("data-game") == "pantikapaion"
    assert page.get_by_test_id("guide-title").inner_text() == "Как играть: Пантикапей"
    assert "Разведка" in guide.inner_text() and "Автомий" in guide.inner_text()
    assert page.get_by_test_id("toc-modifications").inner_text() == "Три усиления"

    # a contents entry brings its section into view and focus, without touching the address
    url = page.url
    page.get_by_test_id("toc-modifications").click()
    assert page.evaluate("document.activeElement.id") == "guide-modifications"
    assert page.url == url
    page.get_by_test_id("guide-back").click()
    page.get_by_test_id("guide-amytis").wait_for()
    assert page.get_by_test_id("guide-amytis").inner_text() == "Как играть"
    assert page.browser_log.page_errors == [], page.browser_log.report()


@pytest.mark.parametrize("game", GAMES)
def test_every_guide_renders_with_its_pieces(app_page, app_url, open_app, game):
    page = app_page
    open_app(page, app_url)
    page.get_by_test_id("lang-en").click()
    _open_guide(page, game)
    assert page.locator(".guide-fig").count() >= 2
    assert page.locator(".guide-fig-error").count() == 0
    assert page.locator(".guide-fig .guide-pieces, .guide-fig svg").count() >= 2
    assert page.get_by_test_id("toc-scoring-example").count() == 1
    assert page.browser_log.page_errors == [], page.browser_log.report()


@pytest.mark.parametrize("game,section", [(game, web_facts(game).HELP_SECTION) for game in GAMES])
def test_help_opens_the_guide_at_the_decision_and_back_returns_to_the_game(app_page, app_url, open_app, game, section):
    """The "?" of a game screen opens the guide at the section for the decision asked (the first
    one of each game), and Back returns to the same game screen."""
    from fixtures_web import BOARD, start_game
    from web.agora_web.texts.guide_sections import sections_of

    page = app_page
    open_app(page, app_url)
    page.get_by_test_id("lang-en").click()
    start_game(page, game, mode=web_facts(game).SETUP_MODE)
    before = page.get_by_test_id("log").get_attribute("data-count")
    page.get_by_test_id("help").click()
    page.get_by_test_id("guide").wait_for()
    assert page.get_by_test_id("guide").get_attribute("data-game") == game
    focused = page.evaluate("document.activeElement.id")
    assert focused.startswith("guide-"), focused
    if section is not None:
        assert focused == "guide-" + section
    else:  # the section of the game's first decision, whatever its engine calls it
        assert focused.removeprefix("guide-") in set(sections_of(game).values()) | {"turn", "round"}
    # Back is in the top bar too, in view however far down the section is
    top = page.get_by_test_id("guide-back-top")
    box = top.bounding_box()
    assert box and 0 <= box["y"] and box["y"] + box["height"] <= page.viewport_size["height"]
    (top if game == "pantikapaion" else page.get_by_test_id("guide-back")).click()
    page.get_by_test_id(BOARD[game]).wait_for()
    assert page.get_by_test_id("log").get_attribute("data-count") == before
    assert page.browser_log.page_errors == [], page.browser_log.report()
