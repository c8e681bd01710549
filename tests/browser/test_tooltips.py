"""Tooltips of board symbols (web/agora_web/presentation/tips.py and the games' style-sheet tooltips): in each
game a symbol's words appear on hover and on keyboard focus, and on a touch screen after a long
press, without the press playing a move."""

from __future__ import annotations

import pytest

from fixtures_web import start_game, start_url
from tests.helpers.games import GAMES, web_facts

#: per game: a symbol to hover, a control reached with the keyboard (a CSS selector each)
SYMBOLS = {game: web_facts(game).TOOLTIP_TARGETS for game in GAMES}

#: the words a tooltip shows for an element now: the shared box's or the style sheet's ::after
#: (never both: one tooltip at a time)
SHOWN = """el => {
    const box = document.getElementById('agora-tip');
    const boxed = box && !box.hidden ? box.textContent.trim() : '';
    const after = getComputedStyle(el, '::after').content;
    const css = after && after !== 'none' && after !== 'normal' ? after.replace(/^"|"$/g, '') : '';
    if (boxed && css) return 'two tooltips: ' + boxed + ' / ' + css;
    return boxed || css;
}"""
#: where the shared tooltip box is not whole on the screen ('' when it is, or is not shown):
#: a tooltip cut by the window's edge or a scrolling column says only part of its words
CUT = """() => {
    const box = document.getElementById('agora-tip');
    if (!box || box.hidden) return '';
    const r = box.getBoundingClientRect();
    if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
        return `box at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
    return box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1 ? 'words overflow' : '';
}"""
#: the words the element carries (what the tooltip must say)
WORDS = """el => el.getAttribute('data-tip') || el.getAttribute('title') || el.getAttribute('data-tip-title')
    || (el.querySelector(':scope > title') ? el.querySelector(':scope > title').textContent.trim() : '')"""


def _open(page, app_url, open_app, game):
    open_app(page, start_url(app_url))
    start_game(page, game, mode=web_facts(game).SETUP_MODE)
    handover = page.get_by_test_id("handover-ok")
    if handover.count():
        handover.click()


def _focus_by_keyboard(page, target) -> None:
    """Tab from the element before `target` so that the browser counts it as keyboard focus."""
    target.evaluate("""el => {
        const all = [...document.querySelectorAll('button, [tabindex="0"], a[href], select, input')]
            .filter(e => !e.disabled && e.offsetParent !== null);
        const i = all.indexOf(el);
        (all[i - 1] || document.body).focus();
    }""")
    page.keyboard.press("Tab")
    assert target.evaluate("el => el === document.activeElement"), "Tab did not reach the symbol"


@pytest.mark.parametrize("game", sorted(SYMBOLS))
def test_a_symbol_s_words_show_on_hover_and_on_keyboard_focus(app_page, app_url, open_app, game):
    page = app_page
    _open(page, app_url, open_app, game)
    hover_sel, focus_sel = SYMBOLS[game]
    symbol = page.locator(hover_sel).first
    words = symbol.evaluate(WORDS)
    assert words.strip(), "the symbol carries no words"
    assert symbol.evaluate(SHOWN) == ""  # nothing shown before
    symbol.hover()
    assert symbol.evaluate(SHOWN) == words
    assert page.evaluate(CUT) == ""
    page.mouse.move(1, 1)
    page.wait_for_function("() => { const b = document.getElementById('agora-tip'); return !b || b.hidden; }")

    control = page.locator(focus_sel).first
    words = control.evaluate(WORDS)
    _focus_by_keyboard(page, control)
    assert control.evaluate(SHOWN) == words
    assert page.evaluate(CUT) == ""  # a focus tooltip whole, not clipped
    page.keyboard.press("Escape")


def test_a_long_press_shows_the_words_and_plays_nothing(app_page, app_url, open_app):
    page = app_page
    _open(page, app_url, open_app, "akropolis")
    tile = page.get_by_test_id("site-tile-1")
    words = tile.get_attribute("title")
    box = tile.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    # a finger held on the tile: pointer events of kind touch, as a phone sends them
    page.evaluate(
        """([x, y]) => {
        const el = document.elementFromPoint(x, y);
        const opts = {bubbles: true, cancelable: true, pointerType: 'touch', clientX: x, clientY: y, isPrimary: true};
        el.dispatchEvent(new PointerEvent('pointerdown', opts));
        window.__agoraPressEl = el; window.__agoraPressOpts = opts;
    }""",
        [x, y],
    )
    page.wait_for_function(
        "() => { const b = document.getElementById('agora-tip'); return b && !b.hidden; }", timeout=3000
    )
    assert page.get_by_test_id("tooltip").inner_text() == words
    page.evaluate("""() => {
        const el = window.__agoraPressEl, opts = window.__agoraPressOpts;
        el.dispatchEvent(new PointerEvent('pointerup', opts));
        el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, clientX: opts.clientX, clientY: opts.clientY}));
    }""")
    assert "selected" not in (tile.get_attribute("class") or ""), "the long press picked the tile"
    # an ordinary tap still plays
    tile.click()
    page.wait_for_selector('[data-testid="site-tile-1"].selected')


def test_a_tap_leaves_no_tooltip_behind(app_page, app_url, open_app):
    """A tap on a phone: touch pointer events, then the mouse events browsers send after them
    (mouseover without a pointer type). The tap plays; no tooltip shows, none stays."""
    page = app_page
    _open(page, app_url, open_app, "akropolis")
    tile = page.get_by_test_id("site-tile-1")
    box = tile.bounding_box()
    page.evaluate(
        """([x, y]) => {
        const el = document.elementFromPoint(x, y);
        const touch = {bubbles: true, cancelable: true, pointerType: 'touch', clientX: x, clientY: y, isPrimary: true};
        const mouse = {bubbles: true, cancelable: true, clientX: x, clientY: y};
        for (const kind of ['pointerover', 'pointerdown', 'pointerup', 'pointerout']) el.dispatchEvent(new PointerEvent(kind, touch));
        for (const kind of ['mouseover', 'mousemove', 'mousedown', 'mouseup', 'click']) el.dispatchEvent(new MouseEvent(kind, mouse));
    }""",
        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
    )
    page.wait_for_selector('[data-testid="site-tile-1"].selected')
    assert page.evaluate("() => { const b = document.getElementById('agora-tip'); return !b || b.hidden; }")
