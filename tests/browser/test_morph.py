"""A render of the screen already drawn changes the page in place (presentation/morph.py, with the
vendored morphdom), in the real browser: elements drawn the same stay the same elements, the page
always ends equal to its new HTML (random changes of a board-like snippet, SVG included), and a
form control shows what the HTML says even when the HTML did not change."""

from __future__ import annotations

import json
import random

from fixtures_web import start_url

EARLY = 'globalThis[Symbol.for("agora.boot.early")]'

#: in the page: morph.update on a detached <div> with each HTML in turn; after each, whether the
#: div equals a fresh parse of that HTML, and which of the first update's elements are still there
CHECK = """
import json
from agora_web.page import document
from agora_web.presentation import morph
box = document.createElement("div")
kept = []
for n, html in enumerate(HTMLS):
    morph.update(box, html)
    fresh = document.createElement("template")
    fresh.innerHTML = html
    ref = document.createElement("div")
    ref.appendChild(fresh.content)
    if n == 0:
        first = list(box.querySelectorAll("[data-k]"))
    alive = sum(1 for el in first if el.isConnected or box.contains(el))
    kept.append({"equal": bool(box.isEqualNode(ref)), "alive": alive})
json.dumps({"morphdom": bool(morph._update), "kept": kept})
"""

FORM = """
import json
from agora_web.page import document
from agora_web.presentation import morph
box = document.createElement("div")
html = '<p data-k="1">Say <input data-testid="say" value="e4"> <input type="checkbox" data-testid="tick"></p>'
morph.update(box, html)
box.querySelector('[data-testid="say"]').value = "typed"
box.querySelector('[data-testid="tick"]').checked = True
morph.update(box, html)
json.dumps([box.querySelector('[data-testid="say"]').value, bool(box.querySelector('[data-testid="tick"]').checked)])
"""


def _python(page, code: str):
    return json.loads(page.evaluate(f"async code => (await {EARLY}).runPythonAsync(code)", code))


def _snippet(rng: random.Random) -> str:
    """A board-like piece of page: a list of entries, an SVG of cells, a button row."""
    items = "".join(
        f'<li data-k="{k}" class="entry{" new" * (rng.random() < 0.2)}">turn {k}: {rng.choice("abc")}</li>'
        for k in sorted(rng.sample(range(30), rng.randint(3, 12)))
    )
    cells = "".join(
        f'<polygon data-k="c{k}" points="0,0 {k},1 2,{k}" class="cell{" legal" * (rng.random() < 0.3)}"/>'
        for k in range(rng.randint(2, 8))
    )
    buttons = "".join(
        f'<button data-k="b{k}" data-act="pick" data-arg="{k}"{" disabled" * (rng.random() < 0.3)}>{k}</button>'
        for k in range(rng.randint(1, 4))
    )
    return f'<ol data-testid="log">{items}</ol><svg viewBox="0 0 9 9">{cells}</svg><div class="bar">{buttons}</div>'


def test_the_page_ends_equal_to_its_html_and_unchanged_elements_stay(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    rng = random.Random(7)
    first = _snippet(rng)
    htmls = [first, first, *(_snippet(rng) for _ in range(20))]
    got = _python(page, f"HTMLS = {json.dumps(htmls)}\n" + CHECK)
    assert got["morphdom"], "the site's page did not load the vendored morphdom"
    assert all(step["equal"] for step in got["kept"]), got["kept"]
    # the same HTML again changes nothing: every element of the first update is still there
    assert got["kept"][1]["alive"] == got["kept"][0]["alive"] > 0, got["kept"][:2]


def test_a_form_control_shows_what_the_html_says_after_a_render(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    assert _python(page, FORM) == ["e4", False]


def test_a_redraw_of_the_game_keeps_the_elements_it_draws_the_same(app_page, app_url, open_app):
    """The game screen drawn again (the animation setting changed) keeps its board's elements;
    a new screen (home) is a new page."""
    from fixtures_web import start_game

    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "akropolis", (("Ann", "human"),), mode=None)
    page.evaluate("() => { window.__board = document.querySelector('.topbar .brand'); }")
    before = page.get_by_test_id("motion").get_attribute("data-mode")
    page.get_by_test_id("motion").click()
    page.wait_for_function("m => document.querySelector('[data-testid=motion]').dataset.mode !== m", arg=before)
    assert page.evaluate("() => window.__board === document.querySelector('.topbar .brand')")
    page.get_by_test_id("home").click()
    page.get_by_test_id("new-game-akropolis").wait_for()
    assert page.evaluate("() => !window.__board.isConnected")
