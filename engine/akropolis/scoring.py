"""Akropolis scoring: districts that meet their placement condition, valued by height, times the
stars of visible plazas of their type; plus one point per stone. Rulings are cited where used."""

from __future__ import annotations

from .data import DISTRICT_TYPES, PLAZA_STARS, TYPE_NAMES
from .hexgrid import DIRECTIONS, outside_empty
from .state import City

CATEGORIES = ("house", "market", "barracks", "temple", "garden", "stones")


def city_score(city: City, stones: int, variants=()) -> "dict[str, int]":
    """Points by category and 'total' for one city (scores are valid at any time)."""
    cells = city.cells
    stars = dict.fromkeys(DISTRICT_TYPES, 0)
    by_type = {t: [] for t in DISTRICT_TYPES}
    for pos, (height, code, _uid) in cells.items():
        if code in PLAZA_STARS:
            stars[code.lower()] += PLAZA_STARS[code]
        elif code in by_type:
            by_type[code].append((pos, height))

    need_outside = stars["b"] and by_type["b"] or stars["g"] and by_type["g"] and "gardens" in variants
    outside = outside_empty(cells) if need_outside else set()

    values = {
        "h": _houses_value(cells, by_type["h"], "houses" in variants),
        "m": _markets_value(cells, by_type["m"], "markets" in variants),
        "b": _barracks_value(cells, by_type["b"], outside, "barracks" in variants),
        "t": _temples_value(cells, by_type["t"], "temples" in variants),
        "g": _gardens_value(cells, by_type["g"], outside, "gardens" in variants),
    }
    out = {TYPE_NAMES[t]: values[t] * stars[t] for t in DISTRICT_TYPES}
    out["stones"] = stones
    out["total"] = sum(out.values())
    return out


def _neighbours(pos):
    x, y = pos
    return [(x + dx, y + dy) for dx, dy in DIRECTIONS]


def _houses_value(cells, houses, variant: bool) -> int:
    """Ruling (houses): only the largest connected group scores; largest = most hexes, tie → higher
    value. Variant: the value doubles when it is 10 or more (value before stars, per the ruling)."""
    heights = dict(houses)
    seen = set()
    best = (0, 0)
    for start in heights:
        if start in seen:
            continue
        seen.add(start)
        group, stack = [start], [start]
        while stack:
            for q in _neighbours(stack.pop()):
                if q in heights and q not in seen:
                    seen.add(q)
                    group.append(q)
                    stack.append(q)
        best = max(best, (len(group), sum(heights[p] for p in group)))
    value = best[1]
    if variant and value >= 10:
        value *= 2
    return value


def _markets_value(cells, markets, variant: bool) -> int:
    """Ruling (markets): scores when no neighbour is a market district (plazas do not block).
    Variant: doubles when next to a market plaza."""
    total = 0
    for pos, height in markets:
        codes = [cells[q][1] for q in _neighbours(pos) if q in cells]
        if "m" in codes:
            continue
        total += height * 2 if variant and "M" in codes else height
    return total


def _barracks_value(cells, barracks, outside, variant: bool) -> int:
    """Ruling (barracks): on the edge = a neighbouring empty position connected to the outside.
    Variant: doubles with 3 or 4 such neighbours."""
    total = 0
    for pos, height in barracks:
        open_sides = sum(1 for q in _neighbours(pos) if q in outside)
        if open_sides:
            total += height * 2 if variant and open_sides >= 3 else height
    return total


def _temples_value(cells, temples, variant: bool) -> int:
    """Ruling (temples): all six neighbouring positions are built. Variant: doubles above level 1."""
    total = 0
    for pos, height in temples:
        if all(q in cells for q in _neighbours(pos)):
            total += height * 2 if variant and height >= 2 else height
    return total


def _gardens_value(cells, gardens, outside, variant: bool) -> int:
    """Gardens always score. Variant: doubles next to a lake (an enclosed empty position)."""
    total = 0
    for pos, height in gardens:
        lake = variant and any(q not in cells and q not in outside for q in _neighbours(pos))
        total += height * 2 if lake else height
    return total
