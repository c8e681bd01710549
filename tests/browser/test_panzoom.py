"""Pan and zoom of the Akropolis city in the browser: buttons, wheel, mouse drag and a two-finger
pinch (touch pointer events); a drag does not count as a tap on the board."""

from __future__ import annotations

import pytest

from fixtures_web import new_game, start_url

pytestmark = pytest.mark.browser


def _vb(page) -> "list[float]":
    return [float(v) for v in page.locator("#city-svg").get_attribute("viewBox").split()]


def _centre(page) -> "tuple[float, float]":
    box = page.locator("#city-svg").bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _touch(page, kind: str, pid: int, x: float, y: float) -> None:
    page.evaluate(
        """([kind, pid, x, y]) => document.getElementById("city-svg").dispatchEvent(new PointerEvent(
              "pointer" + kind, {pointerId: pid, pointerType: "touch", isPrimary: pid === 1, button: 0,
                                 clientX: x, clientY: y, bubbles: true, cancelable: true}))""",
        [kind, pid, x, y],
    )


def test_buttons_wheel_drag_and_pinch(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    new_game(page, seats=["human", "human"])
    page.locator("#city-svg").wait_for()
    fit = _vb(page)

    page.get_by_test_id("zoom-in").click()
    assert _vb(page)[2] == pytest.approx(fit[2] / 1.25, rel=1e-3)
    page.get_by_test_id("zoom-out").click()
    page.get_by_test_id("zoom-out").click()
    assert _vb(page)[2] == pytest.approx(fit[2] * 1.25, rel=1e-3)
    page.get_by_test_id("zoom-fit").click()
    assert _vb(page) == pytest.approx(fit, rel=1e-3)

    cx, cy = _centre(page)
    page.mouse.move(cx, cy)
    page.mouse.wheel(0, -200)
    page.wait_for_function(
        "w => parseFloat(document.getElementById('city-svg').getAttribute('viewBox').split(' ')[2]) < w", arg=fit[2]
    )
    zoomed = _vb(page)

    # a mouse drag moves the view and keeps its size
    page.mouse.move(cx, cy)
    page.mouse.down()
    page.mouse.move(cx + 60, cy + 30, steps=4)
    page.mouse.up()
    dragged = _vb(page)
    assert dragged[2] == pytest.approx(zoomed[2]) and dragged[0] < zoomed[0] and dragged[1] < zoomed[1]

    # two fingers spreading apart zoom in about their midpoint
    _touch(page, "down", 1, cx - 20, cy)
    _touch(page, "down", 2, cx + 20, cy)
    for step in range(1, 5):
        _touch(page, "move", 1, cx - 20 - 5 * step, cy)
        _touch(page, "move", 2, cx + 20 + 5 * step, cy)
    _touch(page, "up", 1, cx - 40, cy)
    _touch(page, "up", 2, cx + 40, cy)
    pinched = _vb(page)
    assert pinched[2] == pytest.approx(dragged[2] / 2, rel=1e-2)  # 40 px apart to 80 px
    # the drawing point between the fingers stayed there
    mid_before = (dragged[0] + dragged[2] / 2, dragged[1] + dragged[3] / 2)
    mid_after = (pinched[0] + pinched[2] / 2, pinched[1] + pinched[3] / 2)
    assert mid_after == pytest.approx(mid_before, abs=dragged[2] * 0.02)
    # and the page still answers a click (no gesture is left half-done)
    page.get_by_test_id("zoom-fit").click()
    assert _vb(page) == pytest.approx(fit, rel=1e-3)
