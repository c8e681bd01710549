"""Akropolis components (data only). Source: the verified catalog in the project's game notes.

Hex codes: lower case = district, upper case = plaza of that type, q = quarry.
h/H house (blue), m/M market (yellow), b/B barracks (red), t/T temple (purple), g/G garden (green).
"""

from __future__ import annotations

DISTRICT_TYPES = ("h", "m", "b", "t", "g")
TYPE_NAMES = {"h": "house", "m": "market", "b": "barracks", "t": "temple", "g": "garden"}
QUARRY = "q"
PLAZA_STARS = {"H": 1, "M": 2, "B": 2, "T": 2, "G": 3}

# Tiles by the mark on their back: the smallest player count that uses them.
_CATALOG_TEXT = {
    2: "1:qqH 2:qqH 3:qqM 5:gqH 6:bqM 7:qqH 8:hqT 9:qqT 12:qqB 13:qqG 14:hqB 16:bth 20:htB 21:thM "
    "22:qhG 23:mbH 24:hgM 25:mhB 26:gmh 27:hbT 28:hqG 32:tbq 35:hhq 36:mbq 37:bmq 39:tmq 40:mtq "
    "41:mgq 46:qqg 48:qqt 49:qqm 50:mhq 52:tmh 53:gbh 57:qhT 60:hbq 61:bmq",
    3: "4:qqM 10:qqT 15:tmH 19:qhB 29:hhq 31:bgq 42:thq 45:mhq 51:hmq 54:mbh 55:hbG 59:qqh",
    4: "11:qqB 17:qmH 18:qtM 30:hhq 33:hbq 34:bhq 38:hmq 43:ghq 44:htq 47:qqb 56:mhG 58:hmT",
}


def _parse(text: str) -> "dict[int, str]":
    out = {}
    for item in text.split():
        tile_id, hexes = item.split(":")
        out[int(tile_id)] = hexes
    return out


#: tile id → its three hex codes in order a, b, c
TILES: "dict[int, str]" = {}
#: tile id → smallest player count whose game includes it
MIN_PLAYERS: "dict[int, int]" = {}
for _count, _text in _CATALOG_TEXT.items():
    for _id, _hexes in _parse(_text).items():
        TILES[_id] = _hexes
        MIN_PLAYERS[_id] = _count
TILES = dict(sorted(TILES.items()))

# The starting tile: a house plaza with three quarries around it (position → code).
STARTING_TILE = {(0, 0): "H", (0, -2): "q", (1, 1): "q", (-1, 1): "q"}

STONE_SUPPLY = 40
#: stones by position in turn order, starting from the first Chief Architect
STARTING_STONES = (1, 2, 3, 4)

#: (stacks, tiles per stack) by player count, standard game; site = players + 2
STACKS_STANDARD = {2: (11, 3), 3: (11, 4), 4: (11, 5)}
#: long game: all 61 tiles (2 players and solo, or 3 players)
STACKS_LONG = {2: (19, 3), 3: (14, 4)}

# The Famous Architect (solo): level id → (district value, bonus per quarry)
ARCHITECT_LEVELS = {
    "hippodamos": (1, 0),
    "metagenes": (1, 2),
    "callicrates": (2, 0),
}
ARCHITECT_STARTING_STONES = 2


def tiles_for(players: int, long_game: bool = False) -> "list[int]":
    """Catalog ids used with this many players (solo counts as 2)."""
    if long_game:
        return list(TILES)
    return [i for i, n in MIN_PLAYERS.items() if n <= max(players, 2)]
