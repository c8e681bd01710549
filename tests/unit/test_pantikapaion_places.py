"""Places of a Pantikapaion city keep their names as it grows (web/agora_web/pantikapaion/log.py
and draw.py, on CPython): the board's row and column numbers and the log's words are the engine's
grid, 0 at the city's first cell, so a line written early in the game still names the place the
board shows at its end; and a long city is shown in part with readable cells, not shrunk."""

from __future__ import annotations

import re

import pytest

from engine.core import records
from random_play import random_record
from screen_play import stub_page


@pytest.fixture()
def ui(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.texts import i18n
    from web.agora_web.pantikapaion import draw, log

    i18n.set_lang("en")
    yield draw, log
    i18n.set_lang(i18n.DEFAULT)


def _labels(svg: str, draw):
    """{column number: drawing x of its middle}, {row number: drawing y of its middle} read
    from the drawn axes."""
    axes = re.search(r'<g class="pk-axes"[^>]*>(.*?)</g>', svg).group(1)
    cols, rows = {}, {}
    for x, y, anchor, text in re.findall(
        r'<text(?: class="pk-axis0")? x="([-\d.]+)" y="([-\d.]+)" '
        r'text-anchor="(\w+)">([^<]*)</text>',
        axes,
    ):
        value = int(text.replace("−", "-"))
        if anchor == "middle":
            cols[value] = float(x)
        else:
            rows[value] = float(y) - 3.5
    return cols, rows


def test_every_placement_told_early_still_matches_the_board_at_the_end(ui):
    draw, log = ui
    record, rules, final = random_record("pantikapaion", 2, 400, seed=3)
    seat = 0
    city = rules.view(final, None).players[seat].city
    svg = draw.city_svg(city, seat, draw.city_bounds(city))
    cols, rows = _labels(svg, draw)
    _rules, _start, moves = records.steps(record)
    told = 0
    for before, action, after in moves:
        (entry,) = log.describe(rules, before, action, after)
        for e in entry.events:
            cells = [c for c in getattr(e, "cells", ()) or () if getattr(c, "seat", -1) == seat]
            if not cells or type(e).__name__ != "TilePlaced":
                continue
            words = log.place(cells)
            # the words written then name rows and columns the final board labels where the cells are
            ys, xs = [c.y for c in cells], [c.x for c in cells]
            for value in {min(ys), max(ys), min(xs), max(xs)}:
                assert re.search(rf"(?<![\d−]){log.number(value)}(?!\d)", words), (value, words)
            for c in cells:
                assert rows[c.y] == pytest.approx(c.y * draw.CELL + draw.CELL / 2)
                assert cols[c.x] == pytest.approx(c.x * draw.CELL + draw.CELL / 2)
            told += 1
    assert told >= 5
    first = record.moves and city.cells
    assert 0 in cols and 0 in rows and first  # the first cell is column 0, row 0
    assert any(v < 0 for v in list(cols) + list(rows)) or min(c[0] for c in city.cells) == 0


def test_numbers_are_written_with_a_true_minus(ui):
    _draw, log = ui
    assert log.number(-3) == "−3" and log.number(0) == "0" and log.number(12) == "12"


def test_a_long_city_is_shown_in_part_with_readable_cells(ui):
    draw, _log = ui
    whole = (-32.4, -100.0, 14 * draw.CELL, 7 * draw.CELL)  # 14 cells wide
    # 360 px wide: the whole would give cells of about 26 px; cut to at least 40 px each
    box = draw.readable_box(whole, (300.0, 20.0), 360, float("inf"))
    assert box[2] == pytest.approx(360 * draw.CELL / draw.MIN_CELL_PX) and box[3] == whole[3]
    assert 360 / (box[2] / draw.CELL) >= draw.MIN_CELL_PX - 1e-9
    assert whole[0] <= box[0] and box[0] + box[2] <= whole[0] + whole[2] + 1e-9  # within the city's box
    assert box[0] + box[2] / 2 == pytest.approx(300.0)  # about the places to choose
    edge = draw.readable_box(whole, (-1000.0, 0.0), 360, float("inf"))
    assert edge[0] == pytest.approx(whole[0])  # kept within the box at its edge
    # the height too, once measured
    tall = draw.readable_box(whole, (300.0, 20.0), 360, 150)
    assert tall[3] == pytest.approx(150 * draw.CELL / draw.MIN_CELL_PX)
    # a city whose cells are large enough already is shown whole
    assert draw.readable_box(whole, (0.0, 0.0), 1200, 800) == whole
    assert draw.readable_box(whole, (0.0, 0.0), 0, 0) == whole  # not measured: left alone


def test_the_view_centres_on_what_is_to_be_chosen(ui):
    draw, _log = ui
    record, rules, final = random_record("pantikapaion", 2, 60, seed=3)
    city = rules.view(final, None).players[0].city
    assert draw.focus_point(city, shown=[(5, 1), (7, 1)]) == (6.5 * draw.CELL, 1.5 * draw.CELL)
    assert draw.focus_point(city, marked=[(0, 0)]) == (0.5 * draw.CELL, 0.5 * draw.CELL)


def test_a_place_reached_outside_a_part_view_is_brought_into_it(ui):
    draw, _log = ui
    s = draw.CELL
    view = (0.0, 0.0, 8 * s, 6 * s)
    assert draw.showing(view, 3, 2) == view  # in view already: nothing moves
    right = draw.showing(view, 11, 2)  # beyond the right edge: moved just enough, size kept
    assert right[2:] == view[2:] and right[0] + right[2] == pytest.approx(12.25 * s) and right[1] == 0
    up_left = draw.showing(view, -3, -2)
    assert up_left[:2] == (pytest.approx(-3.25 * s), pytest.approx(-2.25 * s)) and up_left[2:] == view[2:]
