"""What the pages tell a player, in the browser: the rulebook pages show what the rulebooks mean
(no markup or TeX as text, every word around them Russian, the page's policy in force); a long
Pantikapaion city keeps readable cells on a phone and in a landscape phone, with its row and
column numbers the engine's grid; a replayed finished game gives the game's own count of hints."""

from __future__ import annotations

import json
import random
import time

import msgspec
import pytest

from engine.core import records
from engine.core.protocol import Seat
from fixtures_web import start_url
from tests.helpers.games import rulebook_pages

pytestmark = pytest.mark.browser

PAGES = tuple(rulebook_pages())


def test_rulebook_pages_show_the_meaning_of_their_markup(app_page, app_url, site_server):
    page = app_page
    errors: "list[str]" = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    for name in PAGES:
        page.goto(app_url + f"rules/{name}.html")
        text = page.locator("main").inner_text()
        assert "<p>" not in text and "</b>" not in text and "<i>" not in text, name
        assert "$" not in text and "\\times" not in text and "\\geq" not in text, name
        assert page.locator("html").get_attribute("lang") == "ru" and page.locator('[lang="en"]').count() == 0
        home = page.locator("nav a").first
        assert home.inner_text() == "← Агора" and home.get_attribute("href") == "../"
    page.goto(app_url + "rules/pyramidion.html")
    assert page.locator("main p strong", has_text="Надсмотрщик").count() == 1  # a card's name, bold
    assert "14 ≥ 13" in page.locator("main").inner_text()
    page.goto(app_url + "rules/akropolis.html")
    body = page.locator("main").inner_text()
    assert "5 × 1 + 2 × 2 = 9" in body and "АКРОПОЛИК" not in body and "сымитировать" in body
    assert not errors, errors  # the policy blocks nothing the page needs


def _long_city_record():
    """Two people on one device; Ann to lay a tile in a city 13 or more columns wide (seeded
    random play, the same on every run)."""
    seats = [Seat("Ann"), Seat("Bo")]
    for seed in range(40):
        rnd = random.Random(seed)
        record = records.new_record("pantikapaion", seats, None, seed=seed)
        rules, state = records.start(record)
        while not rules.is_over(state) and len(record.moves) < 600:
            cells = state.players[0].city.cells
            if rules.current_player(state) == 0 and cells and state.step == "tile":
                xs = [x for x, _ in cells]
                if max(xs) - min(xs) + 1 >= 13:
                    return record, state
            move = rnd.choice(rules.legal_actions(state))
            state, record = rules.apply(state, move), records.with_move(record, move)
    raise AssertionError("no seed grows a long city")


@pytest.mark.parametrize(
    "viewport", [{"width": 390, "height": 844}, {"width": 844, "height": 390}], ids=["portrait", "landscape"]
)
def test_a_long_pantikapaion_city_keeps_readable_cells_on_a_phone(fresh_page, app_url, open_app, viewport):
    page = fresh_page(viewport=viewport)
    open_app(page, start_url(app_url))
    record, state = _long_city_record()
    doc = {
        "version": 1,
        "id": "long-city",
        "game": "pantikapaion",
        "created": 1,
        "updated": int(time.time() * 1000),
        "players": ["Ann", "Bo"],
        "summary": {"moves": len(record.moves)},
        "record": msgspec.to_builtins(record),
    }
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["agora.saves.v1.long-city", json.dumps(doc)])
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")
    page.get_by_test_id("continue").click()
    page.locator("svg.pk-city").wait_for()
    # every cell (its ground, not the shapes drawn on it) at least 40 CSS px (the whole city would
    # give about 26 px each)
    sizes = page.evaluate("""() => [...document.querySelectorAll('svg.pk-city .pk-cell > rect:first-of-type')]
                                       .map(r => r.getBoundingClientRect().width)""")
    assert sizes and min(sizes) >= 39.5, min(sizes)
    # shown in part: some cells lie outside the view, reached by dragging
    wrap = page.locator(".pk-citywrap").bounding_box()
    outside = page.evaluate(
        """([l, r]) => [...document.querySelectorAll('svg.pk-city .pk-cell > rect:first-of-type')]
        .filter(c => { const b = c.getBoundingClientRect(); return b.right < l || b.left > r; }).length""",
        [wrap["x"], wrap["x"] + wrap["width"]],
    )
    assert outside > 0
    # a place to lay the tile outside the view comes into it when the keyboard reaches it
    hidden = page.evaluate(
        """([l, r]) => [...document.querySelectorAll('svg.pk-city [data-act="spot"]')]
        .filter(c => { const b = c.getBoundingClientRect(); return b.right < l || b.left > r; })
        .map(c => c.dataset.testid)""",
        [wrap["x"], wrap["x"] + wrap["width"]],
    )
    assert hidden
    spot = page.get_by_test_id(hidden[0])
    spot.focus()
    box = spot.bounding_box()
    assert wrap["x"] - 1 <= box["x"] and box["x"] + box["width"] <= wrap["x"] + wrap["width"] + 1
    spot.click()  # and a pointer reaches it there
    assert spot.get_attribute("aria-pressed") == "true" or page.locator("svg.pk-city .pk-spot.on").count()
    # the column numbers are the engine's: 0 over the first cell, and a cell's column where it is
    zero = page.locator("svg.pk-city .pk-axes text.pk-axis0")
    assert zero.count() >= 1 and zero.first.text_content() == "0"
    for x in {min(c[0] for c in state.players[0].city.cells), max(c[0] for c in state.players[0].city.cells)}:
        label = "−" + str(-x) if x < 0 else str(x)
        centres = page.evaluate(
            """([x, label]) => {
            const cell = document.querySelector(`svg.pk-city .pk-cell[data-x="${x}"] rect`).getBoundingClientRect();
            const text = [...document.querySelectorAll('svg.pk-city .pk-axes text[text-anchor="middle"]')]
                .find(t => t.textContent === label).getBoundingClientRect();
            return [cell.left + cell.width / 2, text.left + text.width / 2];
        }""",
            [x, label],
        )
        assert abs(centres[0] - centres[1]) < 1.5, (x, centres)


def _finished_amytis():
    record = records.new_record("amytis", [Seat("Ann", "human"), Seat("Bot", "amytis.easy")], seed=7)
    rules, state = records.start(record)
    rnd = random.Random(7)
    while not rules.is_over(state):
        move = rnd.choice(rules.legal_actions(state))
        state, record = rules.apply(state, move), records.with_move(record, move)
    return record


def test_a_replayed_finished_game_says_how_many_hints_it_used(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    record = _finished_amytis()
    doc = {
        "version": 1,
        "id": "hinted",
        "game": "amytis",
        "created": 1,
        "updated": int(time.time() * 1000),
        "players": ["Ann", "Bot"],
        "summary": {"moves": len(record.moves), "over": True, "winners": ["Ann"], "hints": 6},
        "record": msgspec.to_builtins(record),
    }
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["agora.saves.v1.hinted", json.dumps(doc)])
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")
    page.get_by_test_id("replay-save").click()
    page.get_by_test_id("replay-last").click()
    used = page.get_by_test_id("hints-used")
    used.wait_for()
    assert used.get_attribute("data-count") == "6" and "6" in used.inner_text()
