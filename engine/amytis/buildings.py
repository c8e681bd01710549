"""Points a building scores the moment it is placed, for each side of its card.

Only visible tiles count, except Garden, which counts its own whole stack. Palace side A
scores after its project is drawn; side B scores only when the player picks points over a card
(see rules.py); the board is the same either way.
"""

from __future__ import annotations

from . import data
from .board import tops
from .data import building_of, colour_of


def placement_points(building: int, side: str, board, cell: int, architects, seat: int) -> int:
    """Points for the building just put on `cell` of `board` (already on top there).

    `architects` is the construction board after this turn's architect was placed. Palace side
    B's points option is scored separately (`palace_b_points`).
    """
    return _TABLE[building, side](board, cell, architects, seat)


def palace_b_points(done) -> int:
    """Palace side B, points option: 1 per project validated so far by both players together."""
    return sum(len(d) for d in done)


def _garden_a(board, cell, architects, seat):
    height = len(board[cell])
    return sum(1 for s in board if len(s) == height)


def _garden_b(board, cell, architects, seat):
    return 2 * len(board[cell])


def _market_a(board, cell, architects, seat):
    colour = colour_of(board[cell][-1])
    return 2 * sum(1 for t in tops(board) if t >= 0 and colour_of(t) == colour)


def _market_b(board, cell, architects, seat):
    colour = colour_of(board[cell][-1])
    return sum(1 for t in tops(board) if t >= 0 and colour_of(t) != colour)


def _visible_walls(board, cells) -> int:
    return sum(1 for c in cells if board[c] and building_of(board[c][-1]) == data.WALL)


def _wall_a(board, cell, architects, seat):
    return 2 * _visible_walls(board, data.EDGE)


def _wall_b(board, cell, architects, seat):
    return data.CORNER_WALL_POINTS[_visible_walls(board, data.CORNERS)]


def _palace_a(board, cell, architects, seat):
    return sum(1 for t in tops(board) if t >= 0 and building_of(t) == data.PALACE)


def _palace_b(board, cell, architects, seat):
    return 0  # drawing a card scores nothing; the points option is palace_b_points


def _residence_a(board, cell, architects, seat):
    return len({building_of(t) for t in tops(board) if t >= 0})


def _residence_b(board, cell, architects, seat):
    kinds = (data.MARKET, data.RESIDENCE)
    return 2 * sum(1 for t in tops(board) if t >= 0 and building_of(t) in kinds)


def _theater_a(board, cell, architects, seat):
    return sum(1 for a in architects if a >= 0)


def _theater_b(board, cell, architects, seat):
    return 2 * sum(1 for a in architects if a == seat)


_TABLE = {
    (data.GARDEN, "A"): _garden_a,
    (data.GARDEN, "B"): _garden_b,
    (data.MARKET, "A"): _market_a,
    (data.MARKET, "B"): _market_b,
    (data.WALL, "A"): _wall_a,
    (data.WALL, "B"): _wall_b,
    (data.PALACE, "A"): _palace_a,
    (data.PALACE, "B"): _palace_b,
    (data.RESIDENCE, "A"): _residence_a,
    (data.RESIDENCE, "B"): _residence_b,
    (data.THEATER, "A"): _theater_a,
    (data.THEATER, "B"): _theater_b,
}
