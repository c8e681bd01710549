"""Ruling (placement): a level-1 tile shares an edge with the city; a raised tile rests on three
hexes of one level directly below, covering at least two different tiles, with no overhang."""

import msgspec
import pytest

from engine.akropolis import RULES, Move, Options
from engine.akropolis.data import TILES
from engine.akropolis.hexgrid import tile_hexes
from engine.akropolis.placement import legal_placements, placement_error
from engine.akropolis.state import City
from engine.core.errors import IllegalAction

START = {(0, 0): (1, "H", 0), (0, -2): (1, "q", 0), (1, 1): (1, "q", 0), (-1, 1): (1, "q", 0)}


def city(extra=None):
    """The starting city plus `extra` cells {pos: (height, code, placement number)}."""
    cells = dict(START)
    cells.update(extra or {})
    placed = max(uid for _h, _c, uid in cells.values())
    return City(cells=cells, tiles=tuple(range(placed + 1)))


def with_city(c):
    state = RULES.new_game(2, Options(), seed=1)
    return msgspec.structs.replace(state, cities=(c, state.cities[1]))


# tile 1 on level 1 below the starting tile: (0,2), (1,3), (0,4)
TWO_TILES = {(0, 2): (1, "h", 1), (1, 3): (1, "q", 1), (0, 4): (1, "m", 1)}


def test_ground_tile_must_share_an_edge_with_the_city():
    c = city()
    assert placement_error(c, tile_hexes((0, 2), 0)) is None  # touches (0,0), (1,1), (-1,1)
    assert placement_error(c, tile_hexes((2, -2), 0)) is None  # (2,0) touches (1,1)
    detached = tile_hexes((0, 4), 0)  # one row of gap
    assert "touch the city" in placement_error(c, detached)
    far = tile_hexes((10, 10), 2)
    assert "touch the city" in placement_error(c, far)
    with pytest.raises(IllegalAction, match="touch the city"):
        RULES.apply(with_city(c), Move(0, detached))


def test_every_listed_ground_placement_touches_and_every_touching_one_is_listed():
    c = city(TWO_TILES)
    places = set(legal_placements(c))
    for hexes in places:
        assert placement_error(c, hexes) is None
    # brute force over a window around the city
    for x in range(-5, 6):
        for y in range(-9, 12):
            if (x + y) % 2:
                continue
            for r in range(6):
                hexes = tile_hexes((x, y), r)
                assert (placement_error(c, hexes) is None) == (hexes in places), hexes


def test_raised_tile_on_two_tiles_of_one_level_is_legal():
    c = city(TWO_TILES)
    hexes = ((0, 0), (1, 1), (0, 2))  # H and q of the start tile, h of tile 1
    assert placement_error(c, hexes) is None
    state = RULES.apply(with_city(c), Move(0, hexes))
    cells = state.cities[0].cells
    assert [cells[p][0] for p in hexes] == [2, 2, 2]
    assert state.stones[0] == 1 + 1  # one quarry covered


def test_raised_tile_may_not_overhang():
    c = city(TWO_TILES)
    hexes = ((0, -2), (1, -1), (0, 0))  # (1,-1) is empty
    assert "overhang" in placement_error(c, hexes)
    with pytest.raises(IllegalAction, match="overhang"):
        RULES.apply(with_city(c), Move(0, hexes))


def test_raised_tile_must_rest_on_hexes_of_the_same_level():
    c = city({**TWO_TILES, (0, 0): (2, "h", 2), (1, 1): (2, "q", 2), (0, 2): (2, "t", 2)})
    hexes = ((0, 2), (1, 3), (0, 4))  # level 2, level 1, level 1
    assert "same level" in placement_error(c, hexes)
    with pytest.raises(IllegalAction, match="same level"):
        RULES.apply(with_city(c), Move(0, hexes))


def test_raised_tile_must_cover_two_different_tiles():
    c = city(TWO_TILES)
    hexes = ((0, 2), (1, 3), (0, 4))  # exactly tile 1
    assert "two different tiles" in placement_error(c, hexes)
    with pytest.raises(IllegalAction, match="two different tiles"):
        RULES.apply(with_city(c), Move(0, hexes))


def test_the_starting_tile_counts_as_one_tile():
    # Any three hexes of the starting tile cannot form a triangle, but a tile covering two start
    # hexes and one hex of another tile is legal: the start tile is one tile.
    c = city(TWO_TILES)
    assert placement_error(c, ((-1, 1), (0, 0), (0, 2))) is None


def test_raised_tile_on_level_two_makes_level_three():
    level2 = {
        (0, 0): (2, "h", 2),
        (1, 1): (2, "q", 2),
        (0, 2): (2, "t", 2),
        (1, 3): (2, "q", 3),
        (0, 4): (2, "m", 3),
        (1, 5): (2, "g", 3),
    }
    c = city({**TWO_TILES, (1, 5): (1, "h", 4), (0, 6): (1, "h", 4), (1, 7): (1, "h", 4), **level2})
    hexes = ((0, 2), (1, 3), (0, 4))  # level 2, on tiles 2 and 3
    assert placement_error(c, hexes) is None
    state = RULES.apply(with_city(c), Move(0, hexes))
    assert state.cities[0].cells[(0, 2)][0] == 3
    assert state.stones[0] == 2  # the level-2 quarry at (1,3) was covered


def test_all_three_clockwise_listings_are_legal_but_not_the_mirror():
    c = city(TWO_TILES)
    a, b, cc = (0, 0), (1, 1), (0, 2)
    places = legal_placements(c)
    for hexes in [(a, b, cc), (b, cc, a), (cc, a, b)]:
        assert hexes in places
    assert (a, cc, b) not in places
    assert "clockwise" in placement_error(c, (a, cc, b))


def test_placing_puts_the_codes_in_order_a_b_c():
    state = RULES.new_game(2, Options(), seed=0)
    tile_id = state.site[0]
    hexes = tile_hexes((0, 2), 0)
    after = RULES.apply(state, Move(0, hexes))
    cells = after.cities[0].cells
    assert [cells[p][1] for p in hexes] == list(TILES[tile_id])
    assert after.cities[0].tiles == (0, tile_id)
