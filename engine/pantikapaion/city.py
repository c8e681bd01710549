"""A player's city on the square grid: laying terrain tiles (expand or raise), placing
workers, placing and lifting buildings. Pure functions on `City` values."""

from __future__ import annotations

from ..core.errors import Reason
from . import data
from .state import City

Pos = "tuple[int, int]"


def _rotations(offsets) -> "tuple[tuple[Pos, ...], ...]":
    out = []
    cells = tuple(offsets)
    for _ in range(4):
        out.append(cells)
        cells = tuple((-y, x) for x, y in cells)
    return tuple(out)


#: shape → rotation → cell offsets (tile order)
ROTATED = {shape: _rotations(cells) for shape, cells in data.SHAPES.items()}


def tile_positions(tile: int, x: int, y: int, rotation: int) -> "tuple[Pos, ...]":
    shape, _codes = data.TILES[tile]
    return tuple((x + dx, y + dy) for dx, dy in ROTATED[shape][rotation % 4])


def occupied(city: City) -> "dict[Pos, int]":
    """Position → index of the building standing there."""
    return {pos: i for i, (_kind, cells) in enumerate(city.buildings) for pos in cells}


def tile_error(city: City, positions) -> "str | None":
    """Why a tile cannot cover these positions (None: it can)."""
    cells = city.cells
    if len(set(positions)) != len(positions):
        return Reason("a tile's cells must be distinct", "bad_action")
    if not cells:
        # Decision: where the first tile lies does not matter, so its cell 0 goes at (0, 0).
        if positions[0] != (0, 0):
            return Reason("your first tile starts the city: put its cell 0 at (0, 0)", "tile_first")
        return None
    below = [cells.get(p) for p in positions]
    if all(b is None for b in below):
        for x, y in positions:
            for dx, dy in data.ORTHOGONAL:
                if (x + dx, y + dy) in cells:
                    return None
        return Reason("a new tile on the ground must touch your city along a side", "tile_touch")
    if any(b is None for b in below):
        return Reason("a raised tile must lie entirely on your tiles (no empty space under it)", "tile_overhang")
    if len({b[0] for b in below}) != 1:
        return Reason("a raised tile must lie entirely on tiles of one level", "tile_level")
    taken = occupied(city)
    if any(p in taken for p in positions):
        return Reason("a tile can never cover a building", "tile_on_building")
    return None


def tile_placements(city: City, tile: int) -> "list[tuple[int, int, int]]":
    """Every legal (x, y, rotation) for `tile`, one per distinct result (a tile whose codes read
    the same both ways is only listed in rotations 0 and 1)."""
    shape, codes = data.TILES[tile]
    rotations = ROTATED[shape]
    if shape.startswith("I") and codes == codes[::-1]:
        rotations = rotations[:2]
    cells = city.cells
    if not cells:
        return [(0, 0, r) for r in range(len(rotations))]
    taken = occupied(city)
    frontier = set()
    for x, y in cells:
        for dx, dy in data.ORTHOGONAL:
            q = (x + dx, y + dy)
            if q not in cells:
                frontier.add(q)
    levels: "dict[int, set[Pos]]" = {}
    for pos, (level, _c, _u) in cells.items():
        if pos not in taken:
            levels.setdefault(level, set()).add(pos)
    out = []
    for rotation, offsets in enumerate(rotations):
        # expand: every cell on empty ground, one of them next to the city (in the frontier)
        anchors = {(qx - dx, qy - dy) for qx, qy in frontier for dx, dy in offsets}
        anchors -= {(cx - dx, cy - dy) for cx, cy in cells for dx, dy in offsets}
        # raise: every cell on a free cell of one level (no building under any of them)
        for free in levels.values():
            on = set(free)
            for dx, dy in offsets[1:]:
                on &= {(x - dx, y - dy) for x, y in free}
            anchors |= on
        out += [(x, y, rotation) for x, y in sorted(anchors)]
    return out


def lay_tile(city: City, tile: int, positions, stock, chosen: "int | None" = None):
    """Lay `tile` on `positions` (already checked). Covered cubes are collected, covered
    workers return; then cubes from the stock go on its resource cells (the aqueduct's chosen
    one on its A cell); a colour the stock lacks is not placed.

    Returns (city, stock, collected cubes by colour, workers returned)."""
    _shape, codes = data.TILES[tile]
    uid = len(city.tiles)
    cells = dict(city.cells)
    cubes = dict(city.cubes)
    workers = city.workers
    stock = list(stock)
    collected = [0] * 5
    returned = 0
    for pos, code in zip(positions, codes):
        below = cells.get(pos)
        level = below[0] + 1 if below is not None else 1
        cells[pos] = (level, code, uid)
        colour = cubes.pop(pos, None)
        if colour is not None:
            collected[colour] += 1
        if pos in workers:
            returned += 1
        put = data.COLOURS.index(code) if code in data.COLOURS else (chosen if code == data.CHOSEN else None)
        if put is not None and stock[put] > 0:
            stock[put] -= 1
            cubes[pos] = put
    if returned:
        workers = workers - frozenset(positions)
    city = City(cells=cells, tiles=city.tiles + (tile,), cubes=cubes, workers=workers, buildings=city.buildings)
    return city, tuple(stock), tuple(collected), returned


# --- workers ----------------------------------------------------------------------------------


def worker_cells(city: City) -> "list[Pos]":
    """City cells a worker may go on: a tile, no building, no worker."""
    taken = occupied(city)
    workers = city.workers
    return sorted(p for p in city.cells if p not in taken and p not in workers)


def worker_error(city: City, pos) -> "str | None":
    if pos not in city.cells:
        return Reason(f"there is no tile of your city at {pos}", "no_tile_there")
    if pos in city.workers:
        return Reason(f"a worker already stands at {pos}", "worker_there")
    if pos in occupied(city):
        return Reason(f"a building stands at {pos}", "building_there")
    return None


def put_worker(city: City, pos) -> "tuple[City, int]":
    """The city with a worker on `pos`, and the colour of the cube it collected (-1: none)."""
    cubes = city.cubes
    colour = cubes.get(pos, -1)
    if colour >= 0:
        cubes = dict(cubes)
        del cubes[pos]
    return City(
        cells=city.cells, tiles=city.tiles, cubes=cubes, workers=city.workers | {pos}, buildings=city.buildings
    ), colour


def without_workers(city: City) -> City:
    return City(cells=city.cells, tiles=city.tiles, cubes=city.cubes, buildings=city.buildings)


# --- buildings --------------------------------------------------------------------------------


def building_spots(city: City, size: int) -> "list[tuple[Pos, ...]]":
    """Every legal footprint of a building of `size` cells (sorted cells), in a fixed order."""
    taken = occupied(city)
    cells = city.cells
    free = sorted(p for p in cells if p not in taken)
    if size == 1:
        return [(p,) for p in free]
    out = []
    free_set = set(free)
    for x, y in free:
        level = cells[(x, y)][0]
        for q in ((x + 1, y), (x, y + 1)):
            if q in free_set and cells[q][0] == level:
                out.append(((x, y), q))
    return out


def has_spot(city: City, size: int) -> bool:
    taken = occupied(city)
    cells = city.cells
    for (x, y), (level, _c, _u) in cells.items():
        if (x, y) in taken:
            continue
        if size == 1:
            return True
        for q in ((x + 1, y), (x, y + 1)):
            other = cells.get(q)
            if other is not None and other[0] == level and q not in taken:
                return True
    return False


def spot_error(city: City, cells, size: int) -> "str | None":
    what = "this building covers one cell" if size == 1 else "this building covers two cells"
    if len(cells) != size:
        return Reason(what, "spot_size")
    taken = occupied(city)
    for pos in cells:
        if pos not in city.cells:
            return Reason(f"there is no tile of your city at {pos}", "no_tile_there")
        if pos in taken:
            return Reason(f"a building already stands at {pos}", "building_there")
    if size == 2:
        (ax, ay), (bx, by) = cells
        if abs(ax - bx) + abs(ay - by) != 1:
            return Reason("a two-cell building covers two orthogonally adjacent cells", "spot_adjacent")
        if city.cells[cells[0]][0] != city.cells[cells[1]][0]:
            return Reason("a two-cell building must stand on one level", "spot_level")
    return None


def put_building(city: City, kind: int, cells, index: int = -1):
    """The city with the building on `cells` (new, or the lifted one at `index`), the cubes it
    covered (collected, by colour) and how many workers it sent back."""
    cells = tuple(sorted(cells))
    cubes = city.cubes
    collected = [0] * 5
    returned = 0
    if any(p in cubes for p in cells):
        cubes = dict(cubes)
        for p in cells:
            colour = cubes.pop(p, None)
            if colour is not None:
                collected[colour] += 1
    workers = city.workers
    for p in cells:
        if p in workers:
            returned += 1
    if returned:
        workers = workers - frozenset(cells)
    if index < 0:
        buildings = city.buildings + ((kind, cells),)
    else:
        buildings = city.buildings[:index] + ((kind, cells),) + city.buildings[index + 1 :]
    city = City(cells=city.cells, tiles=city.tiles, cubes=cubes, workers=workers, buildings=buildings)
    return city, tuple(collected), returned


def building_at(city: City, pos) -> int:
    for i, (_kind, cells) in enumerate(city.buildings):
        if pos in cells:
            return i
    return -1


def lift_building(city: City, index: int) -> City:
    kind, _cells = city.buildings[index]
    buildings = city.buildings[:index] + ((kind, ()),) + city.buildings[index + 1 :]
    return City(cells=city.cells, tiles=city.tiles, cubes=city.cubes, workers=city.workers, buildings=buildings)
