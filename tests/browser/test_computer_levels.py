"""Computer levels in the setup screens: every game offers easy, medium and hard, a phone shows
the chosen one and what it does, and a game started with a medium seat names it on the board and
in the save."""

from __future__ import annotations

import pytest

import solo_ai
from tests.helpers.games import catalog_text
from fixtures_web import latest_save, start_game, start_url, wait_idle

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    "game,mode", [("amytis", None), ("pyramidion", None), ("pantikapaion", "multi"), ("akropolis", None)]
)
def test_setup_offers_every_level(app_page, app_url, open_app, game, mode):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id(f"new-game-{game}").click()
    if mode:
        page.get_by_test_id(f"mode-{mode}").click()
    offered = page.get_by_test_id("seat-kind-1").evaluate("el => Array.from(el.options).map(o => o.value)")
    for level in ("easy", "medium", "hard"):
        assert f"{game}.{level}" in offered
    listed = {c.id for c in solo_ai.controllers(game) if not c.solo_only}
    assert listed <= set(offered)


@pytest.mark.parametrize("game", ["amytis", "pyramidion"])
def test_a_medium_seat_is_named_on_the_board(app_page, app_url, open_app, game):
    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, game, (("Ann", "human"), (None, f"{game}.medium")))
    wait_idle(page)
    assert latest_save(page)["record"]["players"][1]["controller"] == f"{game}.medium"
    assert page.locator(".pkind", has_text="Computer — medium").count() >= 1


def test_on_a_phone_the_chosen_level_shows_and_says_what_it_does(app_page, app_url, open_app):
    """390 px wide, in Russian: the seat's select shows the whole name of the chosen level (its text,
    padding and the arrow's room within the select), named with its seat, and the level's
    description shows under it as the select's description."""
    page = app_page
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-ru").click()
    page.get_by_test_id("new-game-pyramidion").click()
    select = page.get_by_test_id("seat-kind-1")
    select.select_option("pyramidion.hard")
    fit = select.evaluate("""el => {
        const style = getComputedStyle(el), pen = document.createElement('canvas').getContext('2d');
        pen.font = style.font;
        const text = el.options[el.selectedIndex].text;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return {text, width: pen.measureText(text).width, room};
    }""")
    assert fit["text"] == "Компьютер — Сложный" and fit["width"] <= fit["room"], fit
    assert select.get_attribute("aria-label") == "Кто играет за игрока 2"
    note = page.get_by_test_id("seat-note-1")
    hard = next(c for c in solo_ai.controllers("pyramidion") if c.id == "pyramidion.hard")
    assert note.is_visible() and note.inner_text() == catalog_text("pyramidion", f"ai_note.{hard.id}", "ru")
    assert select.get_attribute("aria-describedby") == note.get_attribute("id")
