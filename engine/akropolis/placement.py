"""Where a tile may go in a city. Legality depends on the city only, never on the tile held.

Ruling (placement): a tile on level 1 shares an edge with the city; a higher tile rests on three
hexes of one level directly below, covering at least two different tiles.
"""

from __future__ import annotations

from .hexgrid import DIRECTIONS, is_tile_shape
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
    """All legal (a, b, c) placements in `city`, cached on the city (it never changes).

    The order is deterministic for a given history of the city (dict insertion order), so
    seeded choices replay identically on every interpreter."""
    if city.placements is None:
        city.placements = _compute(city)
    return city.placements


# Every triangle of three mutually adjacent positions is "owned" by exactly one position h:
# it is (h, h + D[1], h + D[2]) or (h, h + D[4], h + D[5]). Enumerating owners visits each
# triangle once, instead of once per vertex.
_KINDS = ((DIRECTIONS[1], DIRECTIONS[2]), (DIRECTIONS[4], DIRECTIONS[5]))
#: (kind, offset from a member position to the triangle's owner)
_OWNERS = tuple(
    (k, (-dx, -dy))
    for k, pair in enumerate(_KINDS)
    for dx, dy in ((0, 0),) + pair
)


def _compute(city: City) -> tuple:
    cells = city.cells
    owners = {}
    frontier = set()
    for x, y in cells:
        for dx, dy in DIRECTIONS:
            q = (x + dx, y + dy)
            if q not in cells and q not in frontier:
                # q is on the frontier: every triangle containing it is a ground candidate (once
                # is enough: inserting a known owner again keeps the dict's order)
                frontier.add(q)
                qx, qy = q
                for kind, (ox, oy) in _OWNERS:
                    owners[(qx + ox, qy + oy, kind)] = None
        for kind, (ox, oy) in _OWNERS:
            owners[(x + ox, y + oy, kind)] = None
    out = []
    get = cells.get
    for ox, oy, kind in owners:
        (d1x, d1y), (d2x, d2y) = _KINDS[kind]
        a, b, c = (ox, oy), (ox + d1x, oy + d1y), (ox + d2x, oy + d2y)
        ca, cb, cc = get(a), get(b), get(c)
        if ca is None and cb is None and cc is None:
            pass  # ground level; it touches the city since one of its hexes is on the frontier
        elif ca is None or cb is None or cc is None:
            continue
        elif not (ca[0] == cb[0] == cc[0]) or ca[2] == cb[2] == cc[2]:
            continue
        out.append((a, b, c))
        out.append((b, c, a))
        out.append((c, a, b))
    return tuple(out)
