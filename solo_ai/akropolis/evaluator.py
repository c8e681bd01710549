"""Fast evaluation of an Akropolis city, and of that city with one more tile on it.

The computer players look at hundreds of placements per move, and the engine's `city_score` costs
a flood fill and a full pass over the city each time. A `CityEval` does that work once per city and
then answers "what would the city be worth with this tile here?" by recomputing only the hexes
the new tile touches (and, when it closes a ring around empty ground, the hexes next to the
ground it encloses). The answer is exact: tests compare it with `city_score`.

A city's worth is given as a `Features` tuple: per district type the value of the districts that
score (sum of their levels, variants applied) and the stars of its plazas, plus a few extra
numbers the heuristic players use (temples still waiting for neighbours, houses outside the main
group, visible quarries). Points = sum over types of value × stars.
"""

from __future__ import annotations

from operator import itemgetter

from engine.akropolis.data import PLAZA_STARS, QUARRY, TILES
from engine.akropolis.hexgrid import DIRECTIONS, outside_and_box as _outside

#: district types in the order used by every vector below
TYPES = ("h", "m", "b", "t", "g")
H, M, B, T, G = range(5)
TYPE_INDEX = {code: i for i, code in enumerate(TYPES)}
#: plaza code → (type index, stars)
PLAZA_INDEX = {code: (TYPE_INDEX[code.lower()], stars) for code, stars in PLAZA_STARS.items()}

#: weight of a temple that is not yet surrounded, by the number of its built neighbours (0..5);
#: a heuristic guess of its chance to be completed later (used only by the heuristic players)
TEMPLE_PENDING = (0.05, 0.1, 0.15, 0.25, 0.4, 0.6)


class _Neighbours(dict):
    """position → its six neighbours, filled on first use; the hot loops subscript it directly
    (no function call once a position is known)."""

    __slots__ = ()

    def __missing__(self, pos):
        x, y = pos
        found = self[pos] = tuple((x + dx, y + dy) for dx, dy in DIRECTIONS)
        return found


_NEIGHBOURS = _Neighbours()


def neighbours(pos) -> tuple:
    """The six neighbours of `pos`, memoised (positions of real cities stay in a small window)."""
    return _NEIGHBOURS[pos]


_RINGS: dict = {}


def ring(hexes) -> tuple:
    """The nine positions around a tile's three hexes, in order around it (consecutive ones are
    neighbours, and the last one neighbours the first)."""
    key = tuple(sorted(hexes))
    found = _RINGS.get(key)
    if found is None:
        inside = set(key)
        around = {q for p in key for q in neighbours(p) if q not in inside}
        # Walk around the tile: start anywhere and keep stepping to an unvisited neighbour that
        # is also in the ring (each ring position has exactly two ring neighbours).
        start = min(around)
        order = [start]
        seen = {start}
        while len(order) < len(around):
            step = [q for q in neighbours(order[-1]) if q in around and q not in seen]
            order.append(min(step))
            seen.add(order[-1])
        found = tuple(order)
        _RINGS[key] = found
    return found


_SHAPES: dict = {}


def _tile_shape(codes: str) -> tuple:
    """What a tile's codes bring whatever the placement, memoised per codes (after_codes):
    (quarries, [(type, stars)] of its plazas, has a market district, has a market plaza,
    [(index, code)] of its districts in order, two market districts (the three hexes are
    neighbours: neither scores))."""
    found = _SHAPES.get(codes)
    if found is None:
        plazas = [PLAZA_INDEX[code] for code in codes if code in PLAZA_INDEX]
        districts = [(i, code) for i, code in enumerate(codes) if code in TYPE_INDEX]
        found = _SHAPES[codes] = (
            codes.count(QUARRY),
            plazas,
            "m" in codes,
            "M" in codes,
            districts,
            codes.count("m") >= 2,
        )
    return found


_RUN_STARTS: dict = {}


def _run_starts(built: tuple) -> tuple:
    """Where the runs of empty positions in the ring of nine `built` flags start (the ring
    closes on itself), memoised per pattern."""
    found = tuple(i for i in range(9) if not built[i] and built[i - 1])
    _RUN_STARTS[built] = found
    return found


_RING_SIDES: dict = {}


def _ring_sides(key) -> tuple:
    """(ring(key), for each position of `key` the indexes in that ring of its four neighbours
    that are not the tile's): with the ring's cells read once, a position's surroundings need
    no further look-up. `key`: a tile's three positions, sorted."""
    found = _RING_SIDES.get(key)
    if found is None:
        around = ring(key)
        index = {q: i for i, q in enumerate(around)}
        sides = tuple(tuple(index[q] for q in _NEIGHBOURS[p] if q in index) for p in key)
        found = _RING_SIDES[key] = (around, sides)
    return found


class Features(tuple):
    """(values[5], stars[5], temples_pending, houses_total, visible_quarries, covered_quarries).

    A plain tuple subclass with named accessors; `points` is the city's score without stones.
    """

    __slots__ = ()

    @property
    def values(self):
        return self[0]

    @property
    def stars(self):
        return self[1]

    @property
    def points(self) -> int:
        v, s = self[0], self[1]
        return v[0] * s[0] + v[1] * s[1] + v[2] * s[2] + v[3] * s[3] + v[4] * s[4]


def _house_groups(houses: dict) -> "tuple[dict, list]":
    """Connected groups of house districts (`houses`: position → level): position → group
    number, and per group (hexes, sum of levels)."""
    group_of: dict = {}
    groups: list = []
    for start in houses:
        if start in group_of:
            continue
        index = len(groups)
        group_of[start] = index
        stack = [start]
        size = value = 0
        while stack:
            p = stack.pop()
            size += 1
            value += houses[p]
            for q in neighbours(p):
                if q in houses and q not in group_of:
                    group_of[q] = index
                    stack.append(q)
        groups.append((size, value))
    return group_of, groups


def _houses_value(best: "tuple[int, int]", double: bool) -> int:
    """Value of the scoring group of houses, `best` being its (hexes, sum of levels).
    Ruling (houses): the largest group by hexes scores, ties → higher value; variant: the value
    doubles when it is 10 or more."""
    value = best[1]
    return value * 2 if double and value >= 10 else value


#: per district code, what in a spot (_analyse) matters to a district of that code there
#: (after_codes): a house its level and the house groups next to it, a market its level and the
#: markets and market plazas next to it, a barracks its level and open sides, a temple its level
#: and built neighbours, a garden its level and whether it is next to a lake; a plaza or a quarry
#: nothing
_WHAT_COUNTS = {
    "h": itemgetter(0, 4),
    "m": itemgetter(0, 5, 6),
    "b": itemgetter(0, 2),
    "t": itemgetter(0, 1),
    "g": itemgetter(0, 3),
}
_NOTHING = itemgetter(slice(0, 0))


class CityEval:
    """A city prepared for fast "what if" questions. Build one per city and reuse it."""

    def __init__(self, cells: dict, variants=()):
        self.cells = cells
        self.variants = frozenset(variants)
        vset = self.variants
        self.v_houses = "houses" in vset
        self.v_markets = "markets" in vset
        self.v_barracks = "barracks" in vset
        self.v_temples = "temples" in vset
        self.v_gardens = "gardens" in vset
        self.outside, self.box = _outside(cells)
        self.holes = self._holes()
        stars = [0, 0, 0, 0, 0]
        values = [0, 0, 0, 0, 0]
        pending = 0.0
        quarries = 0
        houses = {}
        #: position → (slot, amount) it adds now: slots 1..4 are the value of markets, barracks,
        #: temples, gardens; slot 5 is pending temple weight (houses are handled as groups)
        contrib = {}
        for pos, (height, code, _uid) in cells.items():
            if code == "h":
                houses[pos] = height
            elif code == QUARRY:
                quarries += 1
            elif code in PLAZA_INDEX:
                t, n = PLAZA_INDEX[code]
                stars[t] += n
            else:
                slot, amount = self._cell(pos, height, code, (), self.holes)
                if amount:
                    contrib[pos] = (slot, amount)
                    if slot == 5:
                        pending += amount
                    else:
                        values[slot] += amount
        self.houses = houses
        self.group_of, self.groups = _house_groups(houses)
        self.house_best = max(self.groups, default=(0, 0))
        self.house_total = sum(houses.values())
        values[H] = _houses_value(self.house_best, self.v_houses)
        self.contrib = contrib
        self.stars = stars
        self.values = values
        self.pending = pending
        self.quarries = quarries
        self._triangle_cache: dict = {}
        self._placement_cache: dict = {}
        #: placement -> its effect key (distinct_after), and the triangles' numbers by number
        self._effect_keys: dict = {}
        self._bases: dict = {}

    # --- the whole city ------------------------------------------------------------------
    def features(self) -> Features:
        return Features((tuple(self.values), tuple(self.stars), self.pending, self.house_total, self.quarries, 0))

    def _holes(self) -> frozenset:
        """The empty positions not connected to the outside of the city: every empty position
        in the box is either one of them or in `outside`, and every one beyond it is outside,
        so "is the empty q out?" is one set lookup."""
        minx, maxx, miny, maxy = self.box
        cells, outside = self.cells, self.outside
        columns = [(x, range(miny + (x + miny) % 2, maxy + 1, 2)) for x in range(minx, maxx + 1)]
        if sum(len(ys) for _x, ys in columns) == len(outside) + len(cells):
            return frozenset()  # the usual case: the flood reached every empty position
        return frozenset(q for x, ys in columns for q in ((x, y) for y in ys) if q not in cells and q not in outside)

    def _is_out(self, q) -> bool:
        """True when the empty position q is connected to the outside of the city."""
        return q not in self.holes

    # --- one cell ------------------------------------------------------------------------
    def _cell(self, pos, height, code, tile, closed) -> "tuple[int, float]":
        """(slot, amount) a market, barracks, temple or garden district at `pos` adds once the
        empty positions `tile` are built (only being built matters there: a market's neighbours
        are never read through it), `closed` being the empty positions not connected to the
        outside then."""
        cells = self.cells
        if code == "m":
            # Ruling (markets): no neighbouring market district; plazas do not block.
            plaza = False
            for q in _NEIGHBOURS[pos]:
                cell = cells.get(q)
                if cell is not None:
                    c = cell[1]
                    if c == "m":
                        return 1, 0
                    if c == "M":
                        plaza = True
            return 1, height * 2 if self.v_markets and plaza else height
        if code == "b":
            # Ruling (barracks): on the edge = next to an empty position connected to the outside.
            open_sides = 0
            for q in _NEIGHBOURS[pos]:
                if q not in cells and q not in tile and q not in closed:
                    open_sides += 1
            if not open_sides:
                return 2, 0
            return 2, height * 2 if self.v_barracks and open_sides >= 3 else height
        if code == "t":
            built = 0
            for q in _NEIGHBOURS[pos]:
                if q in cells or q in tile:
                    built += 1
            if built == 6:
                return 3, height * 2 if self.v_temples and height >= 2 else height
            return 5, height * TEMPLE_PENDING[built]
        if code == "g":
            if self.v_gardens:
                for q in _NEIGHBOURS[pos]:
                    if q not in cells and q not in tile and q in closed:
                        return 4, height * 2
            return 4, height
        return 0, 0

    # --- the city with one more tile -----------------------------------------------------
    def _triangle(self, hexes):
        """What a placement changes whatever the tile: the city's numbers without the covered
        hexes and with the neighbours that building there completes or closes in, and for each
        of the three positions its level and surroundings once built. Cached per placement."""
        key = tuple(sorted(hexes))
        info = self._triangle_cache.get(key)
        if info is None:
            info = self._triangle_cache[key] = self._analyse(key)
        # the legal placements of a triangle are its three rotations: one look-up for all
        a, b, c = hexes
        cache = self._placement_cache
        cache[hexes] = cache[(b, c, a)] = cache[(c, a, b)] = info
        return info

    def _analyse(self, key):
        cells = self.cells
        contrib = self.contrib
        get = cells.get
        ground = key[0] not in cells
        affected, sides = _RING_SIDES.get(key) or _ring_sides(key)
        around_cells = list(map(get, affected))
        lakes = frozenset()
        if ground and key[0] not in self.holes:
            # Removing the tile's hexes from the outside can only cut it when the empty hexes
            # around the tile form two or more separate runs.
            built = tuple(map(bool, around_cells))  # a cell is a non-empty tuple
            starts = _RUN_STARTS.get(built)
            if starts is None:
                starts = _run_starts(built)
            if len(starts) >= 2:
                runs = []
                for i in starts:
                    run = []
                    while not built[i % 9] and len(run) < 9:
                        run.append(affected[i % 9])
                        i += 1
                    runs.append(run)
                lakes = self._cut_off(key, runs)
                if lakes:
                    inside = set(key)
                    inside.update(affected)
                    extra = sorted({q for p in lakes for q in neighbours(p) if q in cells and q not in inside})
                    affected = affected + tuple(extra)
                    around_cells += [cells[q] for q in extra]
        #: the empty positions not connected to the outside once the tile is built
        closed = self.holes | lakes if lakes else self.holes
        # per position: (level, built neighbours, open sides, next to a lake, house groups
        # next to it, next to a market, next to a market plaza), the last three of the city
        # around the tile (its own hexes are the tile's: see after_codes)
        group_of = self.group_of
        spots = {}
        near_market = False
        for p, near in zip(key, sides):
            below = get(p)
            level = below[0] + 1 if below is not None else 1
            around = 2  # the tile's other two hexes
            open_sides = 0
            lake = market = market_plaza = False
            groups = ()
            for j in near:
                cell = around_cells[j]
                if cell is not None:
                    around += 1
                    code = cell[1]
                    if code == "h":
                        groups += (group_of[affected[j]],)
                    elif code == "m":
                        market = True
                    elif code == "M":
                        market_plaza = True
                elif affected[j] in closed:
                    lake = True
                else:
                    open_sides += 1
            spots[p] = (level, around, open_sides, lake, groups, market, market_plaza)
            near_market = near_market or market
        values = list(self.values)
        stars = list(self.stars)
        pending = self.pending
        quarries = self.quarries
        covered = 0
        houses_touched = markets_touched = False
        if not ground:
            for p in key:
                code = cells[p][1]
                if code == QUARRY:
                    quarries -= 1
                    covered += 1
                elif code == "h":
                    houses_touched = True
                elif code in PLAZA_INDEX:
                    t, n = PLAZA_INDEX[code]
                    stars[t] -= n
                if code == "m" or (self.v_markets and code == "M"):
                    markets_touched = True
                gone = contrib.get(p)
                if gone is not None:
                    if gone[0] == 5:
                        pending -= gone[1]
                    else:
                        values[gone[0]] -= gone[1]
        else:
            # neighbours that the new hexes surround (temples) or close in (barracks, gardens)
            for q, cell in zip(affected, around_cells):
                if cell is None or cell[1] not in ("t", "b", "g"):
                    continue
                slot, amount = self._cell(q, cell[0], cell[1], key, closed)
                gone = contrib.get(q)
                if gone is not None:
                    if gone[0] == 5:
                        pending -= gone[1]
                    else:
                        values[gone[0]] -= gone[1]
                if slot == 5:
                    pending += amount
                else:
                    values[slot] += amount
        if near_market or len(affected) > 9:
            markets = tuple([q for q, cell in zip(affected, around_cells) if cell is not None and cell[1] == "m"])
        else:
            markets = ()  # no spot is next to a market, and the spots see the whole ring
        return (
            spots,
            tuple(values),
            tuple(stars),
            pending,
            quarries,
            covered,
            houses_touched,
            markets_touched,
            markets,
        )

    #: empty positions explored from each side of a new tile before giving up on the quick way
    _CUT_SEARCH = 30

    def _cut_off(self, blocked, runs) -> frozenset:
        """Outside positions that building on `blocked` would enclose. `runs`: the groups of empty
        positions next to the tile, each connected along the tile's border."""
        blocked = set(blocked)
        is_out = self._is_out
        minx, maxx, miny, maxy = self.box
        lakes = []
        unknown = 0
        for run in runs:
            seen = set(run)
            stack = list(run)
            escaped = capped = False
            while stack:
                x, y = stack.pop()
                if x <= minx or x >= maxx or y <= miny + 1 or y >= maxy - 1:
                    escaped = True  # on the box's empty border: connected to the outside
                    break
                if len(seen) > self._CUT_SEARCH:
                    capped = True
                    break
                for q in neighbours((x, y)):
                    if q not in seen and q not in blocked and q not in self.cells and is_out(q):
                        seen.add(q)
                        stack.append(q)
            if escaped:
                continue
            if capped:
                unknown += 1
            else:
                lakes.append(seen)
        if unknown and (unknown > 1 or len(lakes) < len(runs) - 1):
            # Not settled by the quick search: flood the whole city once.
            occupied = set(self.cells)
            occupied.update(blocked)
            outside, _box = _outside(occupied)
            return frozenset(q for q in self.outside if q not in blocked and q not in outside)
        found = set()
        for lake in lakes:
            found.update(lake)
        return frozenset(found)

    def _effect_key(self, hexes) -> tuple:
        """(the number of the triangle's numbers, what each hex of the placement finds around it
        in the placement's order, next to a market), or (None,) where the features depend on
        positions too (a house covered: the groups are recounted; a market covered: the markets
        around are rescored). Worked out once for the triangle's three rotations."""
        info = self._placement_cache.get(hexes)
        if info is None:
            info = self._triangle(hexes)
        spots, values, stars, pending, quarries, covered, houses_touched, markets_touched, markets = info
        a, b, c = hexes
        keys = self._effect_keys
        if houses_touched or (markets and markets_touched):
            keys[hexes] = keys[(b, c, a)] = keys[(c, a, b)] = (None,)
            return (None,)
        base = values + stars + (pending, quarries, covered)
        number = self._bases.get(base)
        if number is None:
            number = self._bases[base] = len(self._bases)
        sa, sb, sc = spots[a], spots[b], spots[c]
        near_market = bool(markets)
        keys[(b, c, a)] = (number, sb, sc, sa, near_market)
        keys[(c, a, b)] = (number, sc, sa, sb, near_market)
        found = keys[hexes] = (number, sa, sb, sc, near_market)
        return found

    def distinct_after(self, codes: str, places) -> list:
        """[(placement, features)] of the tile `codes` at each of `places`, each distinct features
        once, at the first placement giving them (in the order of `places`): what after_codes
        gives one by one, keeping the first of equals. Most placements of a tile repeat another's
        features; one on a triangle with the same numbers whose hexes find what matters to their
        codes as an earlier placement's did (_WHAT_COUNTS) is not worked out again."""
        _quarries, _plazas, has_market, has_market_plaza, _districts, _two = _SHAPES.get(codes) or _tile_shape(codes)
        tile_market = has_market or (has_market_plaza and self.v_markets)
        count_a, count_b, count_c = (_WHAT_COUNTS.get(code, _NOTHING) for code in codes)
        keys = self._effect_keys
        effect_key = self._effect_key
        after = self.after_codes
        by_key: dict = {}
        first: dict = {}
        for place in places:
            entry = keys.get(place) or effect_key(place)
            if entry[0] is None or (entry[4] and tile_market):
                first.setdefault(after(codes, place), place)
                continue
            key = (entry[0], count_a(entry[1]), count_b(entry[2]), count_c(entry[3]))
            if key not in by_key:
                f = by_key[key] = after(codes, place)
                first.setdefault(f, place)
        return [(place, f) for f, place in first.items()]

    def after(self, tile_id: int, hexes) -> Features:
        """The features of the city with catalog tile `tile_id` placed with its a, b, c hexes at
        `hexes` (the placement must be legal)."""
        return self.after_codes(TILES[tile_id], hexes)

    def after_codes(self, codes: str, hexes) -> Features:
        info = self._placement_cache.get(hexes)
        if info is None:
            info = self._triangle(hexes)
        (spots, values, stars, pending, quarries, covered, houses_touched, markets_touched, markets) = info
        tile_quarries, plazas, has_market, has_market_plaza, districts, two_markets = _SHAPES.get(codes) or _tile_shape(
            codes
        )
        values = list(values)
        quarries += tile_quarries
        if plazas:
            stars = list(stars)
            for t, n in plazas:
                stars[t] += n
            stars = tuple(stars)
        markets_change = markets_touched or has_market or (has_market_plaza and self.v_markets)
        new_houses = None
        for i, code in districts:
            p = hexes[i]
            level, around, open_sides, lake, _groups, market, market_plaza = spots[p]
            if code == "h":
                if new_houses is None:
                    new_houses = {}
                new_houses[p] = level
            elif code == "m":
                # Ruling (markets): no neighbouring market district; plazas do not block. The
                # tile's other hexes are its neighbours, the rest is the city's (in spots).
                if not (market or two_markets):
                    plaza = market_plaza or has_market_plaza
                    values[M] += level * 2 if self.v_markets and plaza else level
            elif code == "b":
                # Ruling (barracks): next to an empty position connected to the outside.
                if open_sides:
                    values[B] += level * 2 if self.v_barracks and open_sides >= 3 else level
            elif code == "t":
                # Ruling (temples): all six neighbouring positions built.
                if around == 6:
                    values[T] += level * 2 if self.v_temples and level >= 2 else level
                else:
                    pending += level * TEMPLE_PENDING[around]
            elif code == "g":
                values[G] += level * 2 if self.v_gardens and lake else level
        if markets_change and markets:
            cells = self.cells
            contrib = self.contrib
            for q in markets:
                gone = contrib.get(q)
                values[M] += self._market(q, cells[q][0], hexes, codes) - (gone[1] if gone is not None else 0)
        # Houses: merge the groups the new houses touch, or recount when a house was covered.
        house_total = self.house_total
        if houses_touched:
            cells = self.cells
            merged = dict(self.houses)
            for p in hexes:
                old = cells[p]
                if old[1] == "h":
                    house_total -= old[0]
                    del merged[p]
            if new_houses:
                merged.update(new_houses)
                house_total += sum(new_houses.values())
            values[H] = _houses_value(max(_house_groups(merged)[1], default=(0, 0)), self.v_houses)
        elif new_houses:
            value = sum(new_houses.values())
            house_total += value
            # the new houses are neighbours of one another: one group with every group they touch
            groups = self.groups
            size = len(new_houses)
            joined = set()
            for p in new_houses:
                joined.update(spots[p][4])
            for g in joined:
                gs, gv = groups[g]
                size += gs
                value += gv
            values[H] = _houses_value(max(self.house_best, (size, value)), self.v_houses)
        return Features((tuple(values), stars, pending, house_total, quarries, covered))

    def _market(self, pos, level: int, hexes, codes) -> int:
        """What a market district at `pos` scores once `codes` are placed on `hexes`.
        Ruling (markets): no neighbouring market district; plazas do not block."""
        cells = self.cells
        p0, p1, p2 = hexes
        plaza = False
        for q in _NEIGHBOURS[pos]:
            if q == p0:
                c = codes[0]
            elif q == p1:
                c = codes[1]
            elif q == p2:
                c = codes[2]
            else:
                cell = cells.get(q)
                if cell is None:
                    continue
                c = cell[1]
            if c == "m":
                return 0
            if c == "M":
                plaza = True
        return level * 2 if self.v_markets and plaza else level
