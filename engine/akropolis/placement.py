"""Where a tile may go in a city. Legality depends on the city only, never on the tile held.

Ruling (placement): a tile on level 1 shares an edge with the city; a higher tile rests on three
hexes of one level directly below, covering at least two different tiles.
"""

from __future__ import annotations

from ..core.errors import Reason
from .hexgrid import DIRECTIONS, is_tile_shape
from .state import City


def placement_error(city: City, hexes) -> "str | None":
    """Why `hexes` (a, b, c) is not a legal placement in `city`, or None when it is."""
    if len(hexes) != 3:
        return Reason("a tile covers exactly three hexes", "place_three")
    if len(set(hexes)) != 3 or not is_tile_shape(hexes):
        return Reason("those three hexes are not a tile's shape listed clockwise", "place_shape")
    cells = city.cells
    below = [cells.get(p) for p in hexes]
    if all(c is None for c in below):
        for x, y in hexes:
            for dx, dy in DIRECTIONS:
                if (x + dx, y + dy) in cells:
                    return None
        return Reason("a tile on the ground must touch the city along an edge", "place_touch")
    if any(c is None for c in below):
        return Reason("a raised tile may not overhang: all three hexes below must be built", "place_overhang")
    heights = {c[0] for c in below}
    if len(heights) != 1:
        return Reason("a raised tile must rest on three hexes of the same level", "place_level")
    if len({c[2] for c in below}) < 2:
        return Reason("a raised tile must cover at least two different tiles", "place_two_tiles")
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
_OWNERS = tuple((k, (-dx, -dy)) for k, pair in enumerate(_KINDS) for dx, dy in ((0, 0),) + pair)


class _Memo(dict):
    """position-keyed facts computed on first use (positions of real cities stay in a small
    window); `_compute` runs for every city a computer player looks at."""

    __slots__ = ("make",)

    def __init__(self, make):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        found = self[key] = self.make(key)
        return found


def _owned_by(pos) -> dict:
    """The six triangles containing `pos`, as owner keys (x, y, kind) in `_OWNERS` order."""
    x, y = pos
    return dict.fromkeys((x + ox, y + oy, kind) for kind, (ox, oy) in _OWNERS)


def _members(owner) -> tuple:
    """The (a, b, c) positions of the triangle with owner key (x, y, kind)."""
    x, y, kind = owner
    (d1x, d1y), (d2x, d2y) = _KINDS[kind]
    return (x, y), (x + d1x, y + d1y), (x + d2x, y + d2y)


_NEXT_TO = _Memo(lambda pos: tuple((pos[0] + dx, pos[1] + dy) for dx, dy in DIRECTIONS))
_OWNED_BY = _Memo(_owned_by)
_MEMBERS = _Memo(_members)


def _compute(city: City) -> tuple:
    cells = city.cells
    next_to, owned_by = _NEXT_TO, _OWNED_BY
    owners = {}
    frontier = set()
    for pos in cells:
        for q in next_to[pos]:
            if q not in cells and q not in frontier:
                # q is on the frontier: every triangle containing it is a ground candidate (once
                # is enough: adding known owners again keeps the dict's order)
                frontier.add(q)
                owners.update(owned_by[q])
        owners.update(owned_by[pos])
    out = []
    get = cells.get
    members = _MEMBERS
    for owner in owners:
        a, b, c = members[owner]
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
