"""Pyramidion in the browser, played through the UI like a person would: a whole two-player game
against the computer (easy), taking the first option the screen offers at every step, with a reload
and Continue in the middle; the final table is checked against the engine's replay of the save.
The boat picker is tried on a saved position where a boat can be loaded in several ways."""

from __future__ import annotations

import random
import re
import time

import pytest

from engine.core import records
from engine.core.protocol import Seat
from engine.pyramidion import Options
from engine.pyramidion.state import Load

from fixtures_web import (
    TURN_TIMEOUT_MS,
    install_move_probe,
    latest_save,
    open_saved,
    saved_move_count,
    start_game,
    start_url,
)

pytestmark = pytest.mark.browser

FIRST = '[data-idx="0"]'


def wait_decision(page) -> str:
    """Until the human may act ("turn") or the final table shows ("over")."""
    page.wait_for_function(
        """sel => document.body.dataset.busy === "false" && (
              document.querySelector('[data-testid="final-scores"]') || document.querySelector(sel))""",
        arg=FIRST,
        timeout=TURN_TIMEOUT_MS,
    )
    return "over" if page.get_by_test_id("final-scores").count() else "turn"


def play_first_option(page) -> str:
    """The engine's first legal action at this step (confirmed when the screen asks)."""
    before = saved_move_count(page)
    el = page.locator(FIRST)
    kind = el.get_attribute("data-testid") or ""
    el.click()
    if page.locator('[data-confirmed="1"]').count():
        page.locator('[data-confirmed="1"]').click()
    page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)
    return kind.split("-")[0]


def position(page) -> dict:
    return page.evaluate(
        """() => {
            const all = s => [...document.querySelectorAll(s)];
            const d = s => document.querySelector(s).dataset;
            return {
              game: [d('[data-testid="pyramidion"]').step, d('[data-testid="pyramidion"]').actor],
              hand: d('[data-testid="hand"]').cards,
              cities: all('[data-testid^="city-res-"]').map(e => e.textContent),
              own: document.querySelector('[data-testid="own-res"]').textContent,
              vp: all('[data-testid^="score-"]').map(e => e.dataset.vp),
              log: d('[data-testid="log"]').count,
              round: d('[data-testid="round"]').round,
            }; }"""
    )


def start_against_the_computer(page, app_url, open_app) -> None:
    """Ann against the easy computer, to 10 victory points."""
    open_app(page, start_url(app_url))
    page.get_by_test_id("new-game-pyramidion").click()
    page.get_by_test_id("rules-note").wait_for()
    page.get_by_test_id("seat-name-0").fill("Ann")
    page.get_by_test_id("seat-kind-1").select_option("pyramidion.easy")
    page.get_by_test_id("target-10").check()
    page.get_by_test_id("start").click()
    page.get_by_test_id("cities").wait_for()
    install_move_probe(page)


def test_game_against_the_computer_to_the_end(app_page, app_url, open_app):
    page = app_page
    started = time.monotonic()
    start_against_the_computer(page, app_url, open_app)

    doc = latest_save(page)
    assert doc["game"] == "pyramidion"
    assert doc["record"]["players"][1]["controller"] == "pyramidion.easy"
    # one human: no hand-over screen; the hand shown is Ann's own
    assert page.get_by_test_id("handover").count() == 0

    kinds = []
    reloaded = False
    while wait_decision(page) == "turn":
        if not reloaded and len(kinds) == 12:
            reloaded = True
            before = position(page)
            page.reload()
            page.wait_for_selector('body[data-ready="true"]', state="attached")
            assert "Pyramidion" in page.get_by_test_id("continue").inner_text()
            page.get_by_test_id("continue").click()
            assert wait_decision(page) == "turn"
            install_move_probe(page)
            assert position(page) == before
        kinds.append(play_first_option(page))
        assert len(kinds) < 600, "the game should be over long before this"
    assert reloaded and "city" in kinds and "hand" in kinds

    final = page.get_by_test_id("final-scores")
    shown = [int(final.get_by_test_id(f"final-total-{seat}").get_attribute("data-total")) for seat in (0, 1)]
    doc = latest_save(page)
    assert doc["summary"]["over"] is True
    rules, state = records.replay(records.from_builtins(doc["record"]))
    assert rules.is_over(state)
    assert shown == [s["total"] for s in rules.scores(state)]
    assert final.get_attribute("data-winners") == ",".join(map(str, rules.winners(state)))
    assert int(page.get_by_test_id("log").get_attribute("data-count")) > len(doc["record"]["moves"]) // 2
    # each city's resolution is told in the log: who won what with how much
    assert page.locator('[data-testid="log"] .log-resolution').count() >= 1
    print(
        f"pyramidion: {len(kinds)} human decisions, {len(doc['record']['moves'])} moves, "
        f"{time.monotonic() - started:.0f}s"
    )


def test_hot_seat_hides_the_next_hand(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "pyramidion", hand_over=False)
    # a new hot-seat game asks who holds the device before it shows the first hand
    assert page.get_by_test_id("handover").count() == 1
    assert page.get_by_test_id("hand").count() == 0
    install_move_probe(page)
    seen = set()
    for _ in range(12):
        if page.get_by_test_id("handover").count():
            assert page.get_by_test_id("hand").count() == 0
            page.get_by_test_id("handover-ok").click()
        seen.add(page.get_by_test_id("pyramidion").get_attribute("data-viewer"))
        play_first_option(page)
    assert seen == {"0", "1"}


LOADABLE = '[data-testid^="boat-"][data-loadable="1"]'


def boat_with_choices(state, legal) -> int:
    """A boat Ann may load with or without a mercenary token and with statues, while another boat
    is out of her reach (-1: none)."""
    ways = {}
    for a in legal:
        if isinstance(a, Load):
            ways.setdefault(a.boat, []).append(a)
    if state.stage != "load" or len(ways) >= len(state.boat_row):
        return -1
    for boat, loads in ways.items():
        if len({a.mercenaries for a in loads}) > 1 and any(a.statues for a in loads):
            return boat
    return -1


def loading_record():
    """(record, state, boat): random legal moves from fixed seeds, stopped where Ann (seat 0, the
    computer at seat 1) is to load a boat with choices. The same position on every run."""
    seats = [Seat("Ann"), Seat("Computer", "pyramidion.easy")]
    for seed in range(200):
        rnd = random.Random(seed)
        record = records.new_record("pyramidion", seats, Options(), seed=seed)
        rules, state = records.start(record)
        while not rules.is_over(state) and len(record.moves) < 400:
            legal = rules.legal_actions(state)
            boat = boat_with_choices(state, legal) if rules.current_player(state) == 0 else -1
            if boat >= 0:
                return record, state, boat
            move = rnd.choice(legal)
            state, record = rules.apply(state, move), records.with_move(record, move)
    raise AssertionError("no seed reaches a boat with choices")


def reach_a_boat_to_load(page, limit: int = 200) -> bool:
    """First options until the human is to load and some boat can be loaded (False: not reached)."""
    for _ in range(limit):
        if wait_decision(page) == "over":
            return False
        if page.get_by_test_id("pyramidion").get_attribute("data-step") == "load" and page.locator(LOADABLE).count():
            return True
        play_first_option(page)
    return False


def check_boat_cards(page) -> None:
    """Loadable boats lit and enabled, the others dimmed with a reason; the first is data-idx 0."""
    cards = page.locator('[data-testid^="boat-"][data-loadable]')
    assert cards.count() > page.locator(LOADABLE).count() >= 1
    for el in cards.all():
        assert "★" in el.inner_text()
        if el.get_attribute("data-loadable") == "1":
            assert "avail" in el.get_attribute("class") and el.is_enabled()
        else:
            assert "dim" in el.get_attribute("class") and not el.is_enabled()
            assert el.locator(".py-boat-why").count() == 1
    assert page.locator(LOADABLE).first.get_attribute("data-idx") == "0"
    assert page.get_by_test_id("opt-skip").count() == 1  # loading nothing stays possible
    assert page.locator('[data-testid^="opt-load"]').count() == 0  # no flat list of loads


def change_statues(page) -> None:
    """One statue more (else fewer); if that is no legal load the panel says so, and we step back."""
    confirm = page.get_by_test_id("confirm-load")
    plus = page.locator('[data-testid$="-plus"]:not([disabled])')
    minus = page.locator('[data-testid$="-minus"]:not([disabled])')
    first, back = (plus, "minus") if plus.count() else (minus, "plus")
    name = first.first.get_attribute("data-testid").rsplit("-", 1)[0]
    first.first.click()
    if not confirm.is_enabled():
        assert page.get_by_test_id("load-bad").count() == 1
        page.get_by_test_id(f"{name}-{back}").click()
    assert confirm.is_enabled()


def test_loading_a_boat_with_the_picker(app_page, app_url, open_app):
    page = app_page
    started = time.monotonic()
    record, state, boat = loading_record()
    rules = records.rules_for(record)
    legal = rules.legal_actions(state)
    ways = [i for i, a in enumerate(legal) if isinstance(a, Load) and a.boat == boat]
    open_app(page, start_url(app_url))
    open_saved(page, "pyramidion", record, "boat-picker")
    assert reach_a_boat_to_load(page, limit=1)
    check_boat_cards(page)

    # a boat opens its panel with the engine's first way preselected; Cancel goes back
    page.get_by_test_id(f"boat-{boat}").click()
    loader = page.get_by_test_id("loader")
    assert loader.get_attribute("data-legal") == str(ways[0])
    assert page.get_by_test_id("confirm-load").is_enabled()
    assert loader.get_by_test_id("load-pay").count() == 1
    page.get_by_test_id("cancel-load").click()
    assert page.get_by_test_id("loader").count() == 0
    page.get_by_test_id(f"boat-{boat}").click()

    toggle = page.locator('[data-testid^="merc-"]').first
    was = toggle.get_attribute("aria-pressed")
    toggle.click()
    assert toggle.get_attribute("aria-pressed") != was
    change_statues(page)
    chosen = int(page.get_by_test_id("loader").get_attribute("data-legal"))
    assert chosen in ways
    before = saved_move_count(page)
    page.get_by_test_id("confirm-load").click()
    page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)

    saved = records.from_builtins(latest_save(page)["record"])
    assert saved.moves[:before] == record.moves
    replayed, at = records.replay(saved, upto=before)
    move = replayed.parse_action(saved.moves[before])
    assert move == legal[chosen] and move in replayed.legal_actions(at)
    assert move.boat == boat and move.mercenaries != legal[ways[0]].mercenaries
    print(f"pyramidion boat picker: {time.monotonic() - started:.0f}s")


def start_three_seats(page, app_url, open_app) -> None:
    """Ann against two easy computers (hiring is only allowed with three or more players)."""
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    page.get_by_test_id("new-game-pyramidion").click()
    page.get_by_test_id("seat-add").click()
    page.get_by_test_id("seat-name-0").fill("Ann")
    for seat in (1, 2):
        page.get_by_test_id(f"seat-kind-{seat}").select_option("pyramidion.easy")
    page.get_by_test_id("start").click()
    page.get_by_test_id("cities").wait_for()
    install_move_probe(page)


def test_board_places_in_words_tooltips_and_help_at_the_decision(app_page, app_url, open_app):
    """Cities, cards and boats are named in words; a symbol shows its meaning on keyboard focus;
    the "?" with a hire waiting for its confirmation opens the guide at hiring; the log groups
    turns under the players' names."""
    page = app_page
    start_three_seats(page, app_url, open_app)
    for _ in range(60):  # until Ann may pass and hire in an active city
        assert wait_decision(page) == "turn"
        if page.get_by_test_id("opt-hire").count():
            break
        play_first_option(page)
    else:
        pytest.fail("Ann was never offered a hire")

    symbols = re.compile("[⚔✉⚖☥☀]")
    cities = page.locator('[data-testid^="city-"][aria-label]')
    assert cities.count() == 8
    for i in range(8):
        label = cities.nth(i).get_attribute("aria-label")
        assert "threshold" in label and not symbols.search(label), label
    for el in page.locator('[data-testid^="hand-"]').all():
        # a card the pointer rests on shows its words in the shared tooltip box, which keeps the
        # title aside meanwhile (tips.py)
        words = el.get_attribute("title") or el.get_attribute("data-tip-title")
        # named by its words inside it (widgets.sr_words), not by the drawing's letters
        name = el.locator(".sr-only").text_content()
        assert name and not el.get_attribute("aria-label") and not symbols.search(name) and words
    # a symbol of the active city (or a group of them, said as one sentence: screen.cat_group)
    # says what it means when reached by the keyboard
    page.locator("body").click(position={"x": 2, "y": 2})
    tip = ""
    for _ in range(120):
        page.keyboard.press("Tab")
        tip = page.evaluate("""() => { const el = document.activeElement, box = document.getElementById('agora-tip');
            return el && el.matches('.py-sym, [data-tip]:has(.py-sym)') && box && !box.hidden ? box.textContent : ''; }""")
        if tip:
            break
    assert tip and tip not in ("none", "normal") and not symbols.search(tip), tip

    turns = page.locator('[data-testid="log"] > li.log-turn')
    assert turns.count() >= 2 and "Ann" in page.get_by_test_id("log").inner_text()
    assert not re.search(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)", page.get_by_test_id("log").inner_text())

    page.get_by_test_id("opt-hire").first.click()
    assert page.get_by_test_id("confirm").count() == 1
    page.get_by_test_id("help").click()
    page.get_by_test_id("guide").wait_for()
    assert page.evaluate("document.activeElement.id") == "guide-hire"
    page.get_by_test_id("guide-back").click()
    page.get_by_test_id("cities").wait_for()
    assert page.browser_log.page_errors == [], page.browser_log.report()


def test_the_computers_last_move_stays_marked(app_page, app_url, open_app):
    """After the computer has moved, what it touched carries the last-move mark (its player card
    and the city or card it played) while Ann decides."""
    page = app_page
    start_against_the_computer(page, app_url, open_app)
    for _ in range(40):
        assert wait_decision(page) == "turn"
        newest = page.locator('[data-testid="log"] > li.log-turn').first
        if newest.get_attribute("data-seat") == "1":
            break
        play_first_option(page)
    else:
        pytest.fail("the computer never moved just before Ann's turn")
    assert "last-move" in page.get_by_test_id("player-1").get_attribute("class")
    assert "last-move" not in page.get_by_test_id("player-0").get_attribute("class")
    lines = newest.inner_text()
    if "plays" in lines or "activates" in lines:
        assert page.locator('[data-testid^="city-"].last-move, .py-card.last-move').count() >= 1
    assert page.browser_log.page_errors == [], page.browser_log.report()
