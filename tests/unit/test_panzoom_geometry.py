"""The geometry of pan and zoom (web/agora_web/presentation/panzoom.py): the point under the cursor or between
the fingers stays put, widths stay within their limits."""

from __future__ import annotations

import pytest

from web.agora_web.presentation.panzoom import panned, pinched, scale_and_origin, to_drawing, zoomed

RECT = (10.0, 20.0, 400.0, 200.0)  # a wide element: the drawing is centred horizontally
VB = (0.0, 0.0, 100.0, 100.0)


def test_scale_and_origin_of_a_centred_drawing():
    scale, ox, oy = scale_and_origin(RECT, VB)
    assert scale == pytest.approx(0.5)  # 100 units in 200 pixels of height
    assert (ox, oy) == pytest.approx((10 + (400 - 200) / 2, 20))
    assert to_drawing(VB, scale, (ox, oy), ox + 100, oy + 100) == pytest.approx((50, 50))


def test_zoom_keeps_the_focus_point_and_the_limits():
    x, y, w, h = zoomed(VB, 0.5, 80, 20)
    assert (w, h) == pytest.approx((50, 50))
    # the focus point is at the same fraction of the view as before
    assert ((80 - x) / w, (20 - y) / h) == pytest.approx((0.8, 0.2))
    assert zoomed(VB, 0.01, 50, 50, min_w=40)[2] == pytest.approx(40)
    assert zoomed(VB, 100, 50, 50, max_w=300)[2] == pytest.approx(300)


def test_pinch_out_zooms_in_about_the_fingers_and_follows_them():
    scale, ox, oy = scale_and_origin(RECT, VB)
    mid0 = (ox + 60, oy + 60)  # drawing point (30, 30)
    vb = pinched(VB, scale, (ox, oy), mid0, 50.0, mid0, 100.0)
    assert vb[2] == pytest.approx(50)  # fingers twice as far apart: twice as close
    new_scale = scale * vb[2] / VB[2]
    assert to_drawing(vb, new_scale, (ox, oy), *mid0) == pytest.approx((30, 30))
    # the fingers also moved 40 px right: the same drawing point is under their new midpoint
    moved = (mid0[0] + 40, mid0[1])
    vb = pinched(VB, scale, (ox, oy), mid0, 50.0, moved, 50.0)
    assert vb[2] == pytest.approx(100)
    assert to_drawing(vb, scale, (ox, oy), *moved) == pytest.approx((30, 30))


def test_pinch_respects_the_width_limits():
    scale, ox, oy = scale_and_origin(RECT, VB)
    vb = pinched(VB, scale, (ox, oy), (ox, oy), 10.0, (ox, oy), 1000.0, min_w=40)
    assert vb[2] == pytest.approx(40)


def test_pan_moves_the_drawing_with_the_pointer():
    assert panned(VB, 0.5, 20, -10) == pytest.approx((-10, 5, 100, 100))
