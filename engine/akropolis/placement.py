"""Where a tile may go in a city. Legality depends on the city only, never on the tile held.

Ruling (placement): a tile on level 1 shares an edge with the city; a higher tile rests on three
hexes of one level directly below, covering at least two different tiles.
"""

from __future__ import annotations

from .hexgrid import DIRECTIONS, is_tile_shape, triangles_at
from .state import City


def placement_error(city: City, hexes) -> "str | None":
    """Why `hexes` (a, b, c) is not a legal placement in `city`, or None when it is."""
    if len(hexes) != 3:
        return "a tile covers exactly three hexes"
    if len(set(hexes)) != 3 or not is_tile_shape(hexes):
        return "those three hexes are not a tile's shape listed clockwise"
    cells = city.cells
    below = [cells.get(p) for p in hexes]
    if all(c is None for c in below):
        for x, y in hexes:
            for dx, dy in DIRECTIONS:
                if (x + dx, y + dy) in cells:
                    return None
        return "a tile on the ground must touch the city along an edge"
    if any(c is None for c in below):
        return "a raised tile may not overhang: all three hexes below must be built"
    heights = {c[0] for c in below}
    if len(heights) != 1:
        return "a raised tile must rest on three hexes of the same level"
    if len({c[2] for c in below}) < 2:
        return "a raised tile must cover at least two different tiles"
    return None


def legal_placements(city: City) -> tuple:
    """All legal (a, b, c) placements in `city`, cached on the city (it never changes)."""
    if city.placements is None:
        city.placements = tuple(sorted(_compute(city)))
    return city.placements


def _compute(city: City) -> set:
    cells = city.cells
    found = set()
    frontier = set()
    for x, y in cells:
        for dx, dy in DIRECTIONS:
            q = (x + dx, y + dy)
            if q not in cells:
                frontier.add(q)
    for pos in frontier:
        for tri in triangles_at(pos):
            if tri[1] in cells or tri[2] in cells:
                continue
            _add_rotations(found, tri)
    for pos, (height, _code, uid) in cells.items():
        for tri in triangles_at(pos):
            b = cells.get(tri[1])
            c = cells.get(tri[2])
            if b is None or c is None or b[0] != height or c[0] != height:
                continue
            if uid == b[2] == c[2]:
                continue
            _add_rotations(found, tri)
    return found


def _add_rotations(found: set, tri) -> None:
    a, b, c = tri
    found.add((a, b, c))
    found.add((b, c, a))
    found.add((c, a, b))
