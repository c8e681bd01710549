"""A player board: 9 cells, each a stack of tiles listed bottom to top. Only the top tile of a
stack is visible; heights count every tile."""

from __future__ import annotations

from .data import colour_of

Board = "tuple[tuple[int, ...], ...]"


def tops(board) -> "list[int]":
    """The visible tile of each cell, -1 for an empty cell."""
    return [s[-1] if s else -1 for s in board]


def visible_colours(board) -> "tuple[int, ...]":
    """The colour of each cell's visible tile, -1 for an empty cell."""
    return tuple(colour_of(s[-1]) if s else -1 for s in board)


def heights(board) -> "list[int]":
    return [len(s) for s in board]


def placed(board, cell: int, tile: int):
    """The board with `tile` on top of `cell`."""
    return board[:cell] + (board[cell] + (tile,),) + board[cell + 1 :]
