"""Pantikapaion components: data only, no rules.

RECONSTRUCTED DATA. The rulebook's pictures of the tiles and boards are not available, so every
value below marked (R) is a reconstruction made to fit all the numbers and examples of the
rulebook; it follows the game notes page section by section (each block names its section) so that
real values can replace it without touching the rules code.

Colour codes B P W O G are, in this order, the resource colours, the building types and the rows
of the development board (top to bottom); the order is also the solo automa's priority.
"""

from __future__ import annotations

RECONSTRUCTED = True

# --- section "Colours = building types = development-board rows" -----------------------------
COLOURS = ("B", "P", "W", "O", "G")
COLOUR_NAMES = ("brown", "purple", "beige", "orange", "green")
KINDS = ("house", "winery", "fortress", "aqueduct", "temple")
HOUSE, WINERY, FORTRESS, AQUEDUCT, TEMPLE = range(5)
B, P, W, O, G = range(5)

CUBES_PER_COLOUR = 20
WORKERS = 5
START_WORKERS = 1
START_COINS = 0

ROUNDS = 5
TURNS_PER_ROUND = 3
#: tiles laid around the trireme each round, by number of players (solo plays as two)
RING_SIZE = {2: 8, 3: 11, 4: 14}
#: the most cubes a player may keep at the end of a round
CUBE_LIMIT = 5
#: a pick is one of the next this-many tiles after the trireme
SCOUT_CHOICES = 3

# --- section "Terrain tiles (65)" (R) ------------------------------------------------------
#: cell offsets of each shape before rotation; cell codes of a tile are listed in this order
SHAPES = {
    "I3": ((0, 0), (1, 0), (2, 0)),
    "L3": ((0, 0), (1, 0), (0, 1)),  # corner, then its two arms
    "I2": ((0, 0), (1, 0)),
}
DROUGHT = "D"
PLAIN = "."
#: the resource cell of an aqueduct tile (its cube is chosen by the player)
CHOSEN = "A"

_TERRAIN = """
T01:I3:BD.  T02:I3:PD.  T03:I3:WD.  T04:L3:DOD  T05:L3:DGD  T06:I3:B..  T07:L3:B..  T08:L3:.B.  T09:I3:BD.  T10:L3:DB.
T11:I3:.BD  T12:I3:P..  T13:L3:P..  T14:L3:.P.  T15:I3:PD.  T16:L3:DP.  T17:I3:.PD  T18:I3:W..  T19:L3:W..  T20:L3:.W.
T21:I3:WD.  T22:L3:DW.  T23:I3:.WD  T24:I3:O..  T25:L3:O..  T26:L3:.O.  T27:I3:OD.  T28:L3:DO.  T29:I3:.OD  T30:I3:G..
T31:L3:G..  T32:L3:.G.  T33:I3:GD.  T34:L3:DG.  T35:I3:.GD  T36:L3:B..  T37:I3:BDP  T38:L3:BW.  T39:I3:BDW  T40:L3:BO.
T41:I3:BDO  T42:L3:.G.  T43:I3:BDG  T44:L3:P..  T45:I3:PDW  T46:L3:PO.  T47:I3:PDO  T48:L3:PG.  T49:I3:PDG  T50:L3:W..
T51:I3:WDO  T52:L3:WG.  T53:I3:W.G  T54:L3:O..  T55:I3:O.G  T56:I3:BB.  T57:I3:PP.  T58:I3:WW.  T59:I3:OO.  T60:I3:GG.
T61:L3:BPW  T62:L3:PWO  T63:L3:WOG  T64:L3:OGB  T65:L3:GBP
"""


def _terrain() -> "dict[int, tuple[str, str]]":
    out = {}
    for item in _TERRAIN.split():
        name, shape, codes = item.split(":")
        out[int(name[1:])] = (shape, codes)
    return out


#: tile id → (shape, cell codes); terrain ids are 1..65
TILES = _terrain()
TERRAIN_IDS = tuple(sorted(TILES))

# --- section "Aqueduct tiles (12)" (R) -----------------------------------------------------
AQUEDUCT_SHAPES = ("I2", "I3", "L3")
AQUEDUCT_CODES = {"I2": "A.", "I3": ".A.", "L3": "A.."}
AQUEDUCT_COPIES = 4
#: aqueduct tile ids: 66..69 are I2, 70..73 I3, 74..77 L3
AQUEDUCT_BASE = 66
for _i, _shape in enumerate(AQUEDUCT_SHAPES):
    for _k in range(AQUEDUCT_COPIES):
        TILES[AQUEDUCT_BASE + _i * AQUEDUCT_COPIES + _k] = (_shape, AQUEDUCT_CODES[_shape])
AQUEDUCT_IDS = tuple(range(AQUEDUCT_BASE, AQUEDUCT_BASE + len(AQUEDUCT_SHAPES) * AQUEDUCT_COPIES))


def aqueduct_id(shape: int, left: int) -> int:
    """The id of the top aqueduct tile of a stack of shape index `shape` holding `left` tiles."""
    return AQUEDUCT_BASE + shape * AQUEDUCT_COPIES + (AQUEDUCT_COPIES - left)


# --- section "Building board" (R) ------------------------------------------------------------
BUILDINGS_PER_TYPE = 7
#: price of the next building of a type, by how many of that type were taken before
COSTS_3_4 = (2, 3, 3, 4, 4, 5, 5)
COSTS_2 = (2, 3, 4, 5, 6, 6)  # two players (and solo): the top row stays empty, 6 per type


def costs_for(players: int) -> "tuple[int, ...]":
    return COSTS_2 if players == 2 else COSTS_3_4


#: cells a building covers: house, winery, fortress 1; aqueduct, temple 2 (orthogonal, one level)
FOOTPRINT = (1, 1, 1, 2, 2)

# --- section "Development board" (R) ---------------------------------------------------------
ROW_CELLS = 9
#: cell kinds; "RES1"/"RES2" hold a resource token shuffled at setup, "UPG:x" an upgrade token,
#: "AQ_TILE:x" gives an aqueduct tile of shape x
ROWS = (
    ("WORKER", "VP1", "RES1", "WORKER", "VP2", "WORKER", "RES2", "VP3", "WORKER"),  # B
    ("VP1", "RES2", "MOVE", "VP2", "UPG:swap", "RES1", "VP3", "RES2", "MOVE"),  # P
    ("VP1", "RES2", "FREE_BUILD", "VP2", "RES2", "RES1", "VP3", "FREE_BUILD", "UPG:cheaper"),  # W
    ("VP1", "AQ_TILE:I2", "UPG:swap", "VP2", "AQ_TILE:I3", "RANDOM_TILE", "VP3", "AQ_TILE:L3", "RES1"),  # O
    ("VP1", "ADVANCE", "RES2", "VP2", "ADVANCE", "UPG:coin", "VP3", "ADVANCE", "RES1"),  # G
)
#: (row, cell index 0..8) of the token cells, top to bottom then left to right (setup order)
RES1_CELLS = tuple((r, i) for r in range(5) for i in range(ROW_CELLS) if ROWS[r][i] == "RES1")
RES2_CELLS = tuple((r, i) for r in range(5) for i in range(ROW_CELLS) if ROWS[r][i] == "RES2")
#: resource tokens: one per colour, and one per pair of different colours (6 of the 10 are used)
SINGLE_TOKENS = COLOURS
DOUBLE_TOKENS = tuple(COLOURS[a] + COLOURS[b] for a in range(5) for b in range(a + 1, 5))
#: upgrade tokens: "swap" replaces one missing cube of a building's cost (2 at most per player),
#: "cheaper" lowers every building's cost by one cube, "coin" lowers one paid step per turn by 1
UPGRADES = ("swap", "cheaper", "coin")
MAX_SWAPS = 2
#: coins for paid steps after a build: 1st, 2nd, 3rd step
PAID_STEPS = (1, 2, 3)
#: the scoring rate of a row is the value of the last VP cell its marker reached (0: none)
VP_VALUE = {"VP1": 1, "VP2": 2, "VP3": 3}

# --- section "Scoring rates" (R) -------------------------------------------------------------
#: a winery scores 1 per this many empty neighbouring cells, by rate 1, 2, 3
WINERY_EMPTY_PER_POINT = {1: 3, 2: 2, 3: 1}
COINS_PER_POINT = 2
#: 8 neighbours of a grid position (orthogonal and diagonal)
NEIGHBOURS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
ORTHOGONAL = ((1, 0), (0, 1), (-1, 0), (0, -1))

# --- section "Solo (automa)" -----------------------------------------------------------------
#: automa points by number of buildings of one type (4 or more: 10 each)
AUTOMA_POINTS = {0: 0, 1: 3, 2: 10, 3: 30}
AUTOMA_POINTS_EACH_FROM_FOUR = 10
