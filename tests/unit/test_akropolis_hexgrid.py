"""Hex geometry: doubled coordinates, flat-topped hexes, tiles listed clockwise a, b, c."""

import pytest

from engine.akropolis.hexgrid import (
    DIRECTIONS,
    is_tile_shape,
    neighbours,
    outside_empty,
    tile_hexes,
    triangles_at,
)
from engine.akropolis.placement import placement_error
from engine.akropolis.state import City


def test_neighbours_clockwise_from_north():
    assert neighbours((0, 0)) == [(0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1)]
    assert neighbours((3, 5)) == [(3, 3), (4, 4), (4, 6), (3, 7), (2, 6), (2, 4)]


def test_neighbours_keep_parity_and_are_symmetric():
    for pos in [(0, 0), (1, 1), (-3, 7), (4, -2)]:
        ns = neighbours(pos)
        assert len(set(ns)) == 6 and pos not in ns
        for q in ns:
            assert (q[0] + q[1]) % 2 == 0
            assert pos in neighbours(q)


def test_opposite_directions_cancel():
    for i in range(3):
        dx, dy = DIRECTIONS[i]
        ox, oy = DIRECTIONS[i + 3]
        assert (dx + ox, dy + oy) == (0, 0)


def test_base_orientation():
    # a top-left, b to the right, c below a
    assert tile_hexes((0, 0), 0) == ((0, 0), (1, 1), (0, 2))
    assert tile_hexes((2, 4), 0) == ((2, 4), (3, 5), (2, 6))


def test_six_rotations_are_distinct_clockwise_tiles():
    shapes = [tile_hexes((0, 0), r) for r in range(6)]
    assert len(set(shapes)) == 6
    assert len({frozenset(s) for s in shapes}) == 6  # six different triangles around a
    for a, b, c in shapes:
        assert a == (0, 0)
        assert is_tile_shape((a, b, c))
        assert b in neighbours(a) and c in neighbours(a) and c in neighbours(b)
    assert tile_hexes((0, 0), 6) == tile_hexes((0, 0), 0)
    assert tile_hexes((0, 0), -1) == tile_hexes((0, 0), 5)


def test_each_rotation_turns_the_tile_one_sixth_clockwise():
    # b moves to the next direction clockwise at each step
    bs = [tile_hexes((0, 0), r)[1] for r in range(6)]
    start = DIRECTIONS.index(bs[0])
    assert bs == [DIRECTIONS[(start + r) % 6] for r in range(6)]


def test_cyclic_relistings_of_a_tile_are_still_clockwise():
    a, b, c = tile_hexes((1, 1), 3)
    assert is_tile_shape((b, c, a))
    assert is_tile_shape((c, a, b))


def test_mirror_images_are_rejected():
    for r in range(6):
        a, b, c = tile_hexes((0, 0), r)
        assert not is_tile_shape((a, c, b))
        assert not is_tile_shape((b, a, c))
        assert not is_tile_shape((c, b, a))


@pytest.mark.parametrize(
    "hexes",
    [
        ((0, 0), (0, 2), (0, 4)),  # a straight line
        ((0, 0), (1, 1), (2, 2)),  # a diagonal line
        ((0, 0), (1, 1), (0, 4)),  # c not adjacent
        ((1, 0), (2, 1), (1, 2)),  # odd parity: not a hex position
        ((0, 0), (1, 1)),  # too short
        ((0, 0), (1, 1), (0, 2), (1, 3)),
    ],
)
def test_non_tiles_are_rejected(hexes):
    assert not is_tile_shape(hexes)


def test_placement_rejects_mirrored_and_repeated_hexes():
    city = City(cells={(0, 0): (1, "H", 0), (0, -2): (1, "q", 0), (1, 1): (1, "q", 0), (-1, 1): (1, "q", 0)})
    a, b, c = tile_hexes((0, 2), 0)
    assert placement_error(city, (a, b, c)) is None
    assert "clockwise" in placement_error(city, (a, c, b))
    assert placement_error(city, (a, a, b)) is not None
    assert placement_error(city, (a, b)) is not None


def test_triangles_at_lists_the_six_clockwise_triangles_through_a_hex():
    tris = triangles_at((2, 2))
    assert len(tris) == 6
    assert all(t[0] == (2, 2) and is_tile_shape(t) for t in tris)
    assert {frozenset(t) for t in tris} == {frozenset(tile_hexes((2, 2), r)) for r in range(6)}


def test_outside_empty_tells_a_lake_from_the_outside():
    ring = set(neighbours((0, 0)))
    outside = outside_empty(ring)
    assert (0, 0) not in outside  # enclosed: a lake
    for q in ring:
        for n in neighbours(q):
            if n not in ring and n != (0, 0):
                assert n in outside
    assert outside_empty(set()) == set()


def test_outside_empty_with_a_gap_in_the_ring():
    ring = set(neighbours((0, 0))) - {(0, 2)}
    outside = outside_empty(ring)
    assert (0, 0) in outside and (0, 2) in outside
