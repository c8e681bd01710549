"""Architects of Amytis components (data only). Source: the verified catalog in the game notes.

Not in the rulebook text (its pictures are missing), so taken from the game notes alone, which
checked them against the publisher's artwork: 19 of the 20 project patterns (only card 8, the
rulebook's example «квадрат, состоящий из двух оранжевых треугольников и двух синих звёзд» worth
10, is in the text) and the favor board's bottom row as 6 shared spaces (the text gives only its
points, «Получите 4, 10, 18 или 30 ПО если вы расположили 1, 2, 3 или 4 свои фишки в этой части»).
Each is marked below.

Tile ids: colour index × 10 + building type index; each id exists twice (48 tiles).
Cells of a 3×3 board (the construction board and each player board) are numbered 0..8 in rows,
top-left first:  0 1 2 / 3 4 5 / 6 7 8.
"""

from __future__ import annotations

SEATS = 2

#: colour index → name (symbols on the tiles: circle, triangle, square, star)
COLOURS = ("green", "orange", "pink", "blue")
#: building type index → name
BUILDINGS = ("garden", "market", "wall", "palace", "residence", "theater")
GARDEN, MARKET, WALL, PALACE, RESIDENCE, THEATER = range(6)

COPIES = 2
#: every tile of the game, each id listed once per copy
TILES = tuple(c * 10 + t for c in range(len(COLOURS)) for t in range(len(BUILDINGS)) for _ in range(COPIES))


def colour_of(tile: int) -> int:
    return tile // 10


def building_of(tile: int) -> int:
    return tile % 10


# --- boards -------------------------------------------------------------------------------
CELLS = 9
STACKS = 9
STACK_SIZE = 5
UNUSED = len(TILES) - STACKS * STACK_SIZE  # 3 tiles go back to the box unseen

#: rows, columns and diagonals of a 3×3 board
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
ROWS_AND_COLUMNS = LINES[:6]
CORNERS = (0, 2, 6, 8)
EDGE = (0, 1, 2, 3, 5, 6, 7, 8)

ARCHITECTS = 4
PAWNS = 5

# --- projects -----------------------------------------------------------------------------
#: card number → (points, pattern rows top to bottom); G green, O orange, P pink, B blue, . anything.
#: From the game notes' catalog, not the rulebook text, except card 8 (PROJECTS_IN_RULEBOOK).
PROJECTS = {
    1: (8, "G.. .B. ..O"),
    2: (8, "B.. .O. ..G"),
    3: (8, "BBB"),
    4: (8, "PPP"),
    5: (8, "O. OO"),
    6: (8, "G. GG"),
    7: (10, "GP PP"),
    8: (10, "OB OB"),
    9: (10, "OPP P.."),
    10: (10, "OGG O.."),
    11: (10, ".OO OB."),
    12: (10, ".PP BB."),
    13: (10, ".B. BGB"),
    14: (10, ".G. PGP"),
    15: (12, "PBG O.. O.."),
    16: (12, "PPO GG."),
    17: (12, "BPB .G. .B."),
    18: (12, "B.. BG. .GO"),
    19: (12, ".P. BGO .G."),
    20: (12, "P.P BGO"),
}
#: the project cards the rulebook text itself describes: card 8 is its example's square of two
#: orange triangles and two blue stars, 10 points
PROJECTS_IN_RULEBOOK = (8,)
PATTERN_COLOURS = {"G": 0, "O": 1, "P": 2, "B": 3}
FACE_UP = 3
#: project cards dealt to (first player, second player)
DEAL_STANDARD = (2, 2)
DEAL_REVISED = (2, 3)

# --- King's favor ------------------------------------------------------------------------
#: the seven single spaces of the top row, in board order
TOP_SPACES = ("I", "II", "III", "IV", "stairs", "corners", "projects")
BOTTOM = "bottom"
#: the bottom row's 6 shared spaces: from the game notes, not the rulebook text
BOTTOM_SPACES = 6
#: at most 4 of one player's pawns there: the rulebook's scale stops at 4 («1, 2, 3 или 4»)
BOTTOM_MAX_PER_PLAYER = 4
#: points by number of a player's pawns in the bottom row
BOTTOM_POINTS = (0, 4, 10, 18, 30)
#: stack height → points per stack, for spaces I..IV
HEIGHT_FAVORS = {"I": (1, 3), "II": (2, 2), "III": (3, 4), "IV": (4, 6)}
STAIRS_POINTS = 6
CORNER_FAVOR_HEIGHT = 3
CORNER_FAVOR_POINTS = 5
PROJECT_FAVOR_POINTS = 2

# --- building cards ------------------------------------------------------------------------
#: Wall side B: points by number of visible corner walls
CORNER_WALL_POINTS = (0, 1, 4, 8, 10)
