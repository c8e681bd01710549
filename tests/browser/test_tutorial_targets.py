"""What a tutorial points at is plain to see without zooming (issue 39, item 8: the Akropolis
tutorial's "build upward" place was nearly invisible until the city was zoomed): at every step
of the Akropolis tutorial, on a laptop and on a phone, each place pointed at is in sight, as
large as a finger or a glance needs, and outlined by a stroke that stands out from the board."""

from __future__ import annotations

import pytest

from conftest import open_app
from fixtures_web import FAST, wait_idle
from test_keyboard import contrast
from test_tutorials import IN_SIGHT, LAPTOP, MAX_CLICKS, PHONE, _learn, _step
from test_tutorials import sized_page as sized_page  # the fixture

pytestmark = pytest.mark.browser

#: the smallest side, CSS pixels, of a place pointed at
SMALLEST_PX = 24
#: the thinnest outline, CSS pixels on the screen (a drawn place's stroke as the board is scaled)
THINNEST_PX = 3

#: a pointed place as seen now: its box on the screen and its outline's width there
SEEN = """el => {
  const r = el.getBoundingClientRect(), s = getComputedStyle(el);
  const m = el.getScreenCTM ? el.getScreenCTM() : null;
  const scale = m ? Math.hypot(m.a, m.b) : 1;
  return {w: r.width, h: r.height, stroke: s.stroke, width: parseFloat(s.strokeWidth) * scale,
          outline: s.outlineStyle !== 'none' ? parseFloat(s.outlineWidth) : 0,
          page: getComputedStyle(document.body).backgroundColor,
          testid: el.dataset.testid || el.getAttribute('data-act') || el.tagName};
}"""


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_every_place_the_akropolis_tutorial_points_at_is_plain_to_see(sized_page, app_url, size):
    page = sized_page(size, touch=size is PHONE)
    open_app(page, app_url + FAST)
    page.get_by_test_id("lang-en").click()
    _learn(page, "akropolis", "site")
    seen_steps, problems = set(), []
    for _ in range(MAX_CLICKS):
        wait_idle(page)
        if page.get_by_test_id("tut-close").count():
            break
        pointed = page.locator(".tut-point")
        if not pointed.count():  # a note: Next
            page.get_by_test_id("tut-next").click()
            continue
        step = _step(page)[0]
        seen_steps.add(step)
        for el in pointed.all():
            page.wait_for_function(f"el => ({IN_SIGHT})(el)", arg=el.element_handle(), timeout=5_000)
            seen = el.evaluate(SEEN)
            where = f"step {step}, {seen['testid']}"
            if min(seen["w"], seen["h"]) < SMALLEST_PX:
                problems.append(f"{where}: {seen['w']:.0f}×{seen['h']:.0f} px")
            drawn = seen["stroke"].startswith("rgb")
            if max(seen["outline"], seen["width"] if drawn else 0) < THINNEST_PX:
                problems.append(f"{where}: outline {seen}")
            if drawn and not seen["outline"] and contrast(seen["stroke"], seen["page"]) < 3:
                problems.append(f"{where}: its outline {seen['stroke']} hardly stands out from {seen['page']}")
        target = pointed.first
        target.tap() if size is PHONE else target.click()
    else:
        raise AssertionError("the tutorial did not end")
    assert {1, 2} <= seen_steps, seen_steps  # the first tile, and building upward
    assert not problems, problems
