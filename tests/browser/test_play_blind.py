"""Playing blind (issue 41): for each game, the end of a game against a computer player played to
the final table only through the accessibility tree — roles, accessible names and the keyboard —
with the text twin on, and every move of the computer told in the live region. The game is set up
by importing a record a few moves from its end (a short game through an explicit setup); from
there on no CSS selector, test id or coordinate is used. axe-core finds nothing serious or
critical with the twin shown."""

from __future__ import annotations

import json
import re

import pytest
from conftest import open_app

from engine.core import records, registry
from engine.core.protocol import Seat
from fixtures_web import latest_save, start_url
from test_accessibility import audit
from tests.helpers.games import GAMES, web_facts

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: the computer player of each game, and how many moves from the end the game is set up
#: (each game's web_facts: OPPONENT, BLIND_MOVES_LEFT)
OPPONENT = {game: (web_facts(game).OPPONENT, web_facts(game).BLIND_MOVES_LEFT) for game in GAMES}
#: the most decisions a test makes before the final table must show
MOST = 200


def near_the_end(game: str):
    """A record of Ann (human) against Bob (computer), its first legal moves played until a few
    moves before the game ends."""
    controller, left = OPPONENT[game]
    rules = registry.get(game)
    seed = 11
    state = rules.new_game(2, None, seed)
    played = []
    while not rules.is_over(state):
        move = rules.legal_actions(state)[0]
        played.append(move)
        state = rules.apply(state, move)
    record = records.new_record(game, [Seat("Ann"), Seat("Bob", controller)], seed=seed)
    for move in played[: max(0, len(played) - left)]:
        record = records.with_move(record, move)
    return record


WATCH = """el => { window.__told = []; new MutationObserver(() => window.__told.push(el.textContent))
    .observe(el, {childList: true, characterData: true, subtree: true}); }"""


@pytest.fixture(scope="module")
def blind_page(module_pages, app_url):
    page = module_pages(viewport={"width": 1366, "height": 768})
    open_app(page, start_url(app_url))
    return page


@pytest.mark.parametrize("game", sorted(OPPONENT))
def test_a_game_played_blind(blind_page, game):
    page = blind_page
    if page.get_by_role("dialog").count():  # the last game's final table
        page.keyboard.press("Escape")
        page.get_by_role("dialog").wait_for(state="detached")
    page.get_by_test_id("home").first.click()
    page.get_by_test_id("import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(near_the_end(game))}
    )
    # from here on: the accessibility tree and the keyboard only
    switch = page.get_by_role("button", name="Text board")
    switch.wait_for()
    if switch.get_attribute("aria-pressed") != "true":
        switch.focus()
        page.keyboard.press("Enter")
    page.get_by_role("heading", name="The board in words").wait_for()
    page.get_by_role("status").last.evaluate(WATCH)
    moves = page.get_by_role("list", name="Your moves")
    final = page.get_by_role("dialog")
    audited = False
    windows: "list[list[str]]" = []  # what was told between two of Ann's decisions
    for _ in range(MOST):
        page.wait_for_function("() => document.body.dataset.busy === 'false'")
        moves.or_(final).first.wait_for()
        told = page.evaluate("() => window.__told.splice(0)")
        windows.append(told)
        if final.count():
            break
        if not audited:
            found = audit(page, f"{game} with the text twin")
            assert not found, found
            audited = True
        first = moves.get_by_role("button").first
        first.focus()
        page.keyboard.press("Enter")
    else:
        pytest.fail("the final table never showed")
    final.get_by_role("table").first.wait_for()
    # every turn of Bob's was told: the live region named him after each of Ann's decisions that
    # handed him the turn (a window without his name is one where Ann went on playing)
    bob_turns = _bob_turns(game, latest_save(page)["record"], len(near_the_end(game).moves))
    assert bob_turns >= 1
    told_bob = sum(1 for told in windows if any("Bob" in words for words in told))
    assert told_bob >= bob_turns, (bob_turns, windows)


def _bob_turns(game: str, saved: dict, start: int) -> int:
    """How many separate turns Bob played after the set-up moves (runs of his moves that Ann's
    interrupt), from the game as the page saved it."""
    record = records.decode(json.dumps(saved))
    _rules, _state, steps = records.steps(record)
    runs, previous = 0, None
    for i, (before, _action, _after) in enumerate(steps):
        seat = _rules.current_player(before)
        if i >= start and seat == 1 and previous != 1:
            runs += 1
        previous = seat
    return runs


def test_the_twin_in_russian_on_a_phone(fresh_page, app_url):
    """The twin in the other language and on a phone: each game's twin shown mid-game, its
    headings and moves in Russian, and axe-core finds nothing serious or critical."""
    from test_no_russian import _record_after  # a game shorter than six moves: one short of its end

    page = fresh_page(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-ru").click()
    found = []
    for game in sorted(OPPONENT):
        page.get_by_test_id("home").first.click()
        page.get_by_test_id("import-file").set_input_files(
            {
                "name": "game.json",
                "mimeType": "application/json",
                "buffer": records.encode(_record_after(game, 6, seed=4)),
            }
        )
        hand_over = page.get_by_role("button", name=re.compile("^Я — "))
        switch = page.get_by_role("button", name="Текстовая доска")
        hand_over.or_(switch).first.wait_for()
        if hand_over.count():  # the handover's button, and the twin's copy of it once shown
            hand_over.first.click()
        if game == sorted(OPPONENT)[0]:
            switch.click()
        # switched on once, it stays on for every game on this device
        assert switch.get_attribute("aria-pressed") == "true"
        page.get_by_role("heading", name="Доска словами").wait_for()
        page.wait_for_function("() => document.body.dataset.busy === 'false'")
        assert page.get_by_role("list", name="Ваши ходы").get_by_role("button").count() >= 1
        found += audit(page, f"{game} twin ru phone")
    assert not found, found


@pytest.mark.parametrize("game", ["akropolis", "pyramidion"])
def test_a_game_typed_blind(blind_page, game):
    """The end of a game played by typing on the text board's command line only (its number or
    words, Enter), found by its role and name; a text that fits no move is said and changes
    nothing, and the focus stays on the line for the next command."""
    page = blind_page
    if page.get_by_role("dialog").count():
        page.keyboard.press("Escape")
        page.get_by_role("dialog").wait_for(state="detached")
    page.get_by_test_id("home").first.click()
    page.get_by_test_id("import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(near_the_end(game))}
    )
    switch = page.get_by_role("button", name="Text board")
    switch.wait_for()
    if switch.get_attribute("aria-pressed") != "true":
        switch.focus()
        page.keyboard.press("Enter")
    line = page.get_by_role("textbox", name="Type a move or a question")
    moves = page.get_by_role("list", name="Your moves")
    final = page.get_by_role("dialog")
    moves.wait_for()
    line.focus()
    page.keyboard.type("zzzz")
    page.keyboard.press("Enter")
    page.get_by_role("status").filter(has_text="No move or question fits “zzzz”.").first.wait_for()
    assert line.evaluate("el => el === document.activeElement")
    for turn in range(MOST):
        page.wait_for_function("() => document.body.dataset.busy === 'false'")
        moves.or_(final).first.wait_for()
        if final.count():
            break
        first = moves.get_by_role("button").first.inner_text()
        line.focus()
        page.keyboard.type("1" if turn % 2 else first)
        page.keyboard.press("Enter")
    else:
        pytest.fail("the final table never showed")
    final.get_by_role("table").first.wait_for()
