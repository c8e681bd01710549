"""Rules of the Famous Architect, the solo opponent (seat 1 when the 'solo' option is set).

Its choice of tile is a rule of the solo game, so the engine enforces it; the player that acts
for it lives in solo_ai.akropolis.
"""

from __future__ import annotations

from .data import ARCHITECT_LEVELS, PLAZA_STARS, QUARRY, TILES, TYPE_NAMES

ARCHITECT_SEAT = 1
#: the Architect's starting tile, as hex codes (one house plaza, three quarries)
STARTING_CODES = "Hqqq"


def architect_take(site, stones: int) -> int:
    """Index of the tile the Architect takes: the cheapest one with a plaza that it can afford,
    else the first tile (cost = index)."""
    for index, tile_id in enumerate(site):
        if index > stones:
            break
        if any(code in PLAZA_STARS for code in TILES[tile_id]):
            return index
    return 0


def architect_score(tiles, stones: int, level: str) -> "dict[str, int]":
    """Every district counts whatever its placement, valued by the level; times the stars of its
    type. Ruling: the Architect also scores 1 per remaining stone."""
    value, per_quarry = ARCHITECT_LEVELS[level]
    codes = STARTING_CODES + "".join(TILES[t] for t in tiles)
    out = {}
    for district, name in TYPE_NAMES.items():
        plaza = district.upper()
        stars = codes.count(plaza) * PLAZA_STARS[plaza]
        out[name] = codes.count(district) * value * stars
    if per_quarry:
        out["quarries"] = codes.count(QUARRY) * per_quarry
    out["stones"] = stones
    out["total"] = sum(out.values())
    return out
