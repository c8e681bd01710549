"""Which place an arrow key goes to among a group's places (web/agora_web/ui/roving.py), and a
drawn log entry as words (ui/spoken.py): the pure parts of keyboard play."""

from __future__ import annotations

import math

import pytest

from web.agora_web.ui.roving import Rect, target, toward
from web.agora_web.ui.spoken import spoken


def box(cx: float, cy: float, size: float = 20) -> Rect:
    return Rect(cx - size / 2, cy - size / 2, size, size)


GRID = [box(x * 30, y * 30) for y in range(3) for x in range(4)]  # 4 columns, 3 rows, in reading order


@pytest.mark.parametrize(
    "start, key, end",
    [
        (5, "ArrowRight", 6),
        (5, "ArrowLeft", 4),
        (5, "ArrowUp", 1),
        (5, "ArrowDown", 9),
        (3, "ArrowRight", None),
        (0, "ArrowUp", None),
        (11, "ArrowDown", None),
        (5, "Home", 0),
        (5, "End", 11),
        (0, "Home", None),
        (11, "End", None),
    ],
)
def test_a_grid_moves_straight_and_stops_at_its_edges(start, key, end):
    assert target(start, GRID, key) == end


def test_a_row_of_tiles_keeps_to_its_row():
    row = [box(x * 50, 0, 44) for x in range(6)]
    assert [target(i, row, "ArrowRight") for i in range(6)] == [1, 2, 3, 4, 5, None]
    assert target(2, row, "ArrowDown") is None and target(2, row, "ArrowUp") is None


def _hexes():
    """Flat-topped hexes of radius 10 in doubled coordinates (x + y even), as Akropolis draws."""
    out = {}
    for x in range(-2, 3):
        for y in range(-4, 5):
            if (x + y) % 2 == 0:
                out[(x, y)] = box(15 * x, math.sqrt(3) / 2 * 10 * y, 17)
    return out


def test_hex_board_goes_to_the_nearest_hex_that_way():
    hexes = _hexes()
    keys = list(hexes)
    here = keys.index((0, 0))

    def go(key):
        i = target(here, list(hexes.values()), key)
        return keys[i] if i is not None else None

    assert go("ArrowUp") == (0, -2) and go("ArrowDown") == (0, 2)
    # sideways, a hex's neighbours sit half a row up or down: one of them, never a far one
    assert go("ArrowRight") in ((1, -1), (1, 1), (2, 0))
    assert go("ArrowLeft") in ((-1, -1), (-1, 1), (-2, 0))


def test_only_the_legal_places_of_a_sparse_board_count():
    # three legal places around a city: right goes to the one that is most to the right-ish
    places = [box(0, 0), box(100, 10), box(60, 90), box(-80, 5)]
    assert target(0, places, "ArrowRight") == 1
    assert target(0, places, "ArrowDown") == 2
    assert target(0, places, "ArrowLeft") == 3
    assert target(1, places, "ArrowRight") is None


def test_a_place_just_out_of_line_is_not_ahead():
    col = [box(0, 0), box(2, 30), box(-1, 60)]  # a column drawn a pixel or two askew
    assert toward(col[0], col[1:], "ArrowRight") is None
    assert target(0, col, "ArrowDown") == 1


def test_unknown_keys_and_lost_places():
    assert toward(box(0, 0), [box(30, 0)], "PageDown") is None
    assert target(0, [], "ArrowRight") is None
    assert target(-1, GRID, "ArrowRight") == 0  # the focus was not on a place: the first


def test_spoken_words_leave_out_what_screen_readers_skip():
    html = (
        '<span class="log-who"><svg aria-hidden="true"><title>x</title></svg><b>Ann</b></span> '
        'takes <span aria-hidden="true">🪨</span><span class="sr-only">2 stones</span>'
        '<svg role="img"><title>Tile 14: barracks, quarry, garden</title><polygon/></svg>'
        '<ul class="log-lines"><li>builds on level 2</li><li>scores <i aria-label="3 points">★3</i> .</li></ul>'
    )
    assert spoken(html) == "Ann takes 2 stones Tile 14: barracks, quarry, garden builds on level 2 scores 3 points."


def test_spoken_keeps_escaped_text_and_unbalanced_tags_safe():
    assert spoken("<b>Bob &amp; Eve</b> <br>pass &lt;3") == "Bob & Eve pass <3"
    assert spoken("<span><img alt='Karnak'> <i>open") == "Karnak open"
    assert spoken("") == ""
