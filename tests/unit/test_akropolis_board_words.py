"""Akropolis's board in words (web/agora_web/akropolis/draw.py) in plain CPython: every hex of a
city has a tooltip and a position, every place a player can choose is a focusable button with a
name of its own in words (where it is, as "column 1, row −1", the level, what it covers or what it
joins), never by bare coordinates; site tiles name their price."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from engine.akropolis.placement import legal_placements
from web.agora_web.texts import i18n
from web.agora_web.akropolis import draw

from random_play import random_record

COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|-?\d+\s*,\s*-?\d+")


class _Shapes(HTMLParser):
    """The cells and spots of a city drawing, with the text of their <title>."""

    def __init__(self):
        super().__init__()
        self.cells, self.spots, self._open = [], [], None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "g" and a.get("class") == "cell":
            self._open = {"attrs": a, "title": ""}
            self.cells.append(self._open)
        elif tag == "polygon" and a.get("data-act") == "spot":
            self._open = {"attrs": a, "title": ""}
            self.spots.append(self._open)
        elif tag == "title" and self._open is not None:
            self._open["in_title"] = True

    def handle_endtag(self, tag):
        if tag == "title" and self._open is not None:
            self._open["in_title"] = False
        elif tag in ("g", "polygon"):
            self._open = None

    def handle_data(self, data):
        if self._open is not None and self._open.get("in_title"):
            self._open["title"] += data


@pytest.fixture(params=i18n.LANGS)
def language(request):
    before = i18n.lang()
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang(before)


def city_after(moves: int, seed: int):
    _record, rules, state = random_record("akropolis", 2, moves, seed)
    view = rules.view(state, None)
    return state.cities[state.turn], view.cities[state.turn].cells


@pytest.mark.parametrize("moves,seed", [(0, 1), (9, 2), (25, 3)])
def test_every_hex_has_a_tooltip_and_every_spot_a_name_in_words(language, moves, seed):
    city, cells = city_after(moves, seed)
    spots = {p for pl in legal_placements(city) for p in pl}
    svg = draw.city_svg(cells, viewbox=(0, 0, 100, 100), spots=spots, interactive=True)
    shapes = _Shapes()
    shapes.feed(svg)
    assert len(shapes.cells) == len(cells)
    for cell in shapes.cells:
        words = cell["title"]
        assert draw.hex_name(cell["attrs"]["data-code"]) in words and cell["attrs"]["data-h"] in words
        at = draw.place_words(int(cell["attrs"]["data-x"]), int(cell["attrs"]["data-y"]))
        assert at in words and cell["attrs"]["role"] == "img" and cell["attrs"]["aria-label"] == words
    assert len(shapes.spots) == len(spots) > 0
    # each place has its own name: its position (as the hexes and the log give it) comes first
    names = [spot["attrs"]["aria-label"] for spot in shapes.spots]
    assert len(set(names)) == len(names), sorted(names)
    for spot in shapes.spots:
        x, y = (int(v) for v in spot["attrs"]["data-arg"].split(","))
        assert draw.place_words(x, y) in spot["attrs"]["aria-label"]
    up = 0
    for spot in shapes.spots:
        a = spot["attrs"]
        assert a["role"] == "button" and a["tabindex"] == "0"
        assert a["aria-label"] == spot["title"] and a["aria-label"].strip()
        assert not COORDS.search(a["aria-label"]), a["aria-label"]
        x, y = (int(v) for v in a["data-arg"].split(","))
        below = {(c[0], c[1]): c for c in cells}.get((x, y))
        if below is not None:
            up += 1
            assert str(below[2] + 1) in a["aria-label"] and draw.hex_name(below[3]) in a["aria-label"]
    if moves >= 9:
        assert up > 0  # a grown city offers places on top


def test_a_place_on_the_ground_names_its_neighbours():
    i18n.set_lang("en")
    by_pos = {(0, 0): [0, 0, 1, "H", 0], (1, 1): [1, 1, 1, "q", 0]}
    assert draw.spot_words((0, 2), by_pos) == (
        "Place the tile here: column 0, row 2, on the ground, next to house plaza ★, quarry"
    )
    assert draw.spot_words((1, 1), by_pos) == "Place the tile here: column 1, row 1, level 2, on top of a quarry"
    assert draw.spot_words((-5, -3), by_pos) == "Place the tile here: column −5, row −3, on the ground"
    assert draw.hex_words("q", 2, 1, -1) == "quarry, level 2, column 1, row −1"


def test_site_tiles_are_named_with_their_place_and_price(language):
    free = draw.site_tile_words(0, "bqG")
    dear = draw.site_tile_words(2, "bqG")
    assert "1" in free and draw.hex_name("G") in free
    assert "3" in dear and "2" in dear and dear != free
