"""A tap moves the focus where the next decision is (keys.py), as a key press does, but shows no
focus ring there: the ring is for players who use the keyboard (:focus-visible), and it shows at
their first key. The browser's own ring for a focused SVG shape (its :focus outline) showed
after a tap (17-keyboard.css)."""

from __future__ import annotations

import pytest

from fixtures_web import FAST, start_game, wait_idle

pytestmark = pytest.mark.browser

#: the focused element, and whether it shows a focus ring (an outline, a ring of shadow, or an
#: SVG place's focus stroke)
RING = """() => { const el = document.activeElement, st = getComputedStyle(el);
  return {tag: el.tagName, testid: el.getAttribute('data-testid'), visible: el.matches(':focus-visible'),
          ring: (st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0) || st.boxShadow !== 'none'
                || st.stroke === 'rgb(29, 79, 140)'}; }"""


def test_a_tap_moves_the_focus_without_a_ring_and_a_key_brings_it_back(fresh_page, app_url):
    from conftest import open_app

    page = fresh_page(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    log = page.browser_log
    open_app(page, app_url + FAST)
    start_game(page, "akropolis")
    wait_idle(page)
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.tap()
    page.locator('[data-act="spot"]').first.wait_for()
    moved = page.evaluate(RING)
    assert moved["tag"] != "BODY" and moved["testid"] != "site-tile-0", moved  # the focus went on
    assert not moved["ring"], moved
    page.keyboard.press("Tab")
    keyed = page.evaluate(RING)
    assert keyed["visible"] and keyed["ring"], keyed
    assert not log.python_errors(), log.python_errors()
