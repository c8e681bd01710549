"""A whole game of each title by keyboard alone (issue 39): set up from the home screen, played
against the computer to the final table, and the final table left by keys, every turn of the
person within the game's key budget (docs/architecture.md, "Keys per turn"): a typical turn
within the budget itself, a turn of more decisions two keys more for each further one.

The player presses only Tab, Shift+Tab, the arrows, Enter, Space and Escape: nothing is clicked
and no script plays for them (the page's own script only reads where the focus is, to count the
Tab presses the shorter way round, as test_key_budget.py does). The games are the setups a
newcomer gets by pressing Enter: the first seat a person, the other the easiest computer.
"""

from __future__ import annotations

import json
import statistics

import pytest

from fixtures_web import BOARD, TURN_TIMEOUT_MS, install_move_probe, latest_save, start_url
from test_key_budget import Player, idle
from tests.helpers.games import GAMES, web_facts

pytestmark = pytest.mark.browser

#: keys for each decision a turn has beyond a typical one's: reach its group, Enter
PER_EXTRA_DECISION = 2
#: more turns of the person than any game of these setups takes (Pyramidion: 80-90 decisions)
MOST_TURNS = 300
#: each game's typical turn, budget and setup are its own (web_facts: KEY_BUDGET, TYPICAL_DECISIONS,
#: KEY_MODE, keyboard_turn); a long whole game (Pyramidion's, each decision a turn, takes about a
#: minute) is a slow test
WHOLE = [pytest.param(game, marks=pytest.mark.slow) if web_facts(game).WHOLE_GAME_SLOW else game for game in GAMES]


def tab_to(p: Player, selector: str, most: int = 40) -> None:
    """Tab until the focus is on `selector` (a setup's radio group is one Tab stop, which the
    count of Player.reach does not know)."""
    for _ in range(most):
        if p.on(selector):
            return
        p.press("Tab")
    raise AssertionError(f"{most} × Tab did not reach {selector}: focus on {p.focused()}")


def set_up_by_keys(page, game: str, mode: "str | None") -> None:
    """From the home screen: the game's card, its setup's mode (if it has one), Start; by keys."""
    p = Player(page)
    tab_to(p, f'[data-testid="new-game-{game}"]')
    p.press("Enter")
    page.get_by_test_id("start").wait_for()
    if mode:
        tab_to(p, f'[data-testid="mode-{mode}"]')
        p.press("Enter")
        page.wait_for_selector(f'[data-testid="mode-{mode}"][aria-pressed="true"]')
    tab_to(p, '[data-testid="start"]')
    p.press("Enter")
    page.get_by_test_id(BOARD[game]).wait_for()
    install_move_probe(page)


@pytest.mark.parametrize("game", WHOLE)
def test_a_whole_game_by_keyboard_within_the_key_budget(app_page, app_url, open_app, game):
    page = app_page
    open_app(page, start_url(app_url))
    facts = web_facts(game)
    ready = facts.KEY_READY
    set_up_by_keys(page, game, facts.KEY_MODE)
    counts: "list[int]" = []
    typical: "list[int]" = []  # the keys of the turns of a typical turn's decisions or fewer
    for _ in range(MOST_TURNS):
        idle(page, ready)
        if page.get_by_test_id("final-scores").count():
            break
        player = Player(page)
        try:
            facts.keyboard_turn(player)
            # a typical turn within the budget; a longer one (a Pantikapaion building that
            # brings several rewards, say) two keys more for each further decision
            allowed = facts.KEY_BUDGET + PER_EXTRA_DECISION * max(0, player.decisions - facts.TYPICAL_DECISIONS)
            assert player.keys <= allowed, (
                f"{game}, turn {len(counts) + 1}: {player.keys} keys for "
                f"{player.decisions} decisions ({' '.join(player.log)})"
            )
        except Exception:
            print(game, f"turn {len(counts) + 1}:", " ".join(player.log))
            print("the game so far:", json.dumps(latest_save(page)["record"]))  # to play it again
            raise
        counts.append(player.keys)
        if player.decisions <= facts.TYPICAL_DECISIONS:
            typical.append(player.keys)
    else:
        raise AssertionError(f"{game}: no final table after {MOST_TURNS} turns")
    print(
        f"{game}: {len(counts)} turns, keys per turn median {statistics.median(counts)}, "
        f"most {max(counts)}, most in a typical turn {max(typical, default=0)}, budget {facts.KEY_BUDGET}"
    )
    # as many turns as its budget counts at least, mostly typical ones
    assert len(counts) >= facts.KEY_TURNS and len(typical) >= len(counts) / 2, (counts, typical)
    # the final table is a dialog that has the focus; its Home is reached and pressed by keys
    table = page.locator("dialog.final[open]")
    table.wait_for(timeout=TURN_TIMEOUT_MS)
    assert table.evaluate("d => d.contains(document.activeElement)")
    p = Player(page)
    p.reach('[data-testid="final-home"]')
    p.press("Enter")
    page.get_by_test_id(f"new-game-{game}").wait_for()
