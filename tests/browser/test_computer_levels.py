"""Computer levels in the setup screens: every game offers easy, medium and hard, and a game
started with a medium seat names it on the board and in the save."""

from __future__ import annotations

import pytest

import solo_ai
from fixtures_web import latest_save, start_game, start_url, wait_idle

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("game,mode", [("amytis", None), ("pyramidion", None),
                                       ("pantikapaion", "multi"), ("akropolis", None)])
def test_setup_offers_every_level(app_page, app_url, open_app, game, mode):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id(f"new-game-{game}").click()
    if mode:
        page.get_by_test_id(f"mode-{mode}").click()
    offered = page.get_by_test_id("seat-kind-1").evaluate(
        "el => Array.from(el.options).map(o => o.value)")
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
