"""The legend in the page: from a game screen, "?" opens the guide, whose "Symbols" link brings
the legend of that game into view; its rows follow the interface language."""

from __future__ import annotations

from engine.core import records, registry
from engine.core.protocol import Seat
from fixtures_web import BOARD, start_url, wait_board
from tests.helpers.games import GAMES, web_facts

#: a symbol each game's legend must list (a row's key) and its English name
EXPECTED = {game: web_facts(game).LEGEND_SAMPLE for game in GAMES}


def _record(game: str, moves: int = 4):
    rules = registry.get(game)
    record = records.new_record(game, [Seat("Ann"), Seat("Bob")], seed=2)
    state = rules.new_game(2, None, 2)
    for _ in range(moves):
        move = rules.legal_actions(state)[0]
        state = rules.apply(state, move)
        record = records.with_move(record, move)
    return record


def test_the_legend_is_one_click_from_a_game_s_help(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    for game in GAMES:
        page.get_by_test_id("import-file").set_input_files(
            {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(_record(game))}
        )
        wait_board(page, game)
        page.get_by_test_id("help").click()
        page.get_by_test_id("guide").wait_for()
        page.get_by_test_id("guide-legend-link").click()
        page.wait_for_function("() => document.activeElement && document.activeElement.id === 'guide-legend'")
        legend = page.get_by_test_id("legend")
        assert legend.is_visible()
        key, name = EXPECTED[game]
        row = legend.locator(f'tr[data-legend="{key}"]')
        assert row.locator("th").inner_text() == name
        assert row.locator("td.lg-draw > *").count() >= 1  # drawn by the game's own code
        page.get_by_test_id("lang-ru").click()
        page.wait_for_function("() => document.documentElement.lang === 'ru'")
        assert page.get_by_test_id("legend").locator(f'tr[data-legend="{key}"] th').inner_text() != name
        page.get_by_test_id("lang-en").click()
        page.get_by_test_id("guide-back").click()
        page.get_by_test_id(BOARD[game]).wait_for()
        page.get_by_test_id("home").click()
        page.get_by_test_id(f"new-game-{game}").wait_for()
