"""Flat-topped hexes in doubled coordinates: x + y is even, y grows downwards.

A tile covers three mutually adjacent positions listed clockwise as (a, b, c). Anchored at a,
its six rotations are (a, a + D[i], a + D[i+1]) for i in 0..5, D being the six directions
clockwise from north. The base orientation (b to the right, c below a) is i = 2.
"""

from __future__ import annotations

Pos = "tuple[int, int]"

#: neighbour offsets clockwise from north
DIRECTIONS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))
BASE_ROTATION = 2


def neighbours(pos):
    x, y = pos
    return [(x + dx, y + dy) for dx, dy in DIRECTIONS]


def tile_hexes(anchor, rotation: int):
    """(a, b, c) of a tile whose hex a is at `anchor`, rotated `rotation` sixths clockwise."""
    x, y = anchor
    i = (BASE_ROTATION + rotation) % 6
    d1, d2 = DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]
    return (anchor, (x + d1[0], y + d1[1]), (x + d2[0], y + d2[1]))


def is_tile_shape(hexes) -> bool:
    """True when three positions form a tile listed clockwise (mirror images are not tiles)."""
    if len(hexes) != 3:
        return False
    (ax, ay), (bx, by), (cx, cy) = hexes
    if (ax + ay) % 2:
        return False
    for i in range(6):
        d1, d2 = DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]
        if (bx - ax, by - ay) == d1 and (cx - ax, cy - ay) == d2:
            return True
    return False


def triangles_at(pos):
    """The six clockwise triples (pos, p1, p2) of mutually adjacent positions containing pos."""
    x, y = pos
    out = []
    for i in range(6):
        d1, d2 = DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]
        out.append((pos, (x + d1[0], y + d1[1]), (x + d2[0], y + d2[1])))
    return out


def outside_empty(occupied) -> "set":
    """Empty positions connected to the outside of the city (flood fill from beyond its bounds).

    An empty position not in this set is enclosed: a "lake" (rulings: edge and garden variant).
    """
    return outside_and_box(occupied)[0]


def outside_and_box(occupied) -> "tuple[set, tuple[int, int, int, int]]":
    """`outside_empty`, and the box it searched: (min x, max x, min y, max y), one step beyond
    the city; every position beyond the box is outside too."""
    if not occupied:
        return set(), (0, -1, 0, -1)
    xs = [p[0] for p in occupied]
    ys = [p[1] for p in occupied]
    minx, maxx, miny, maxy = min(xs) - 1, max(xs) + 1, min(ys) - 2, max(ys) + 2
    start = (minx, miny) if (minx + miny) % 2 == 0 else (minx, miny + 1)
    seen = {start}
    stack = [start]
    while stack:
        x, y = stack.pop()
        for dx, dy in DIRECTIONS:
            nx, ny = x + dx, y + dy
            if nx < minx or nx > maxx or ny < miny or ny > maxy:
                continue
            q = (nx, ny)
            if q in seen or q in occupied:
                continue
            seen.add(q)
            stack.append(q)
    return seen, (minx, maxx, miny, maxy)
