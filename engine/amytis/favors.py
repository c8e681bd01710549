"""The King's favor board: which spaces a player may take, and what a player's pawns score at
the end (computed on the board as it stands, so it is also a live estimate)."""

from __future__ import annotations

from . import data
from .board import heights


def pawns_left(favors, bottom, seat: int) -> int:
    used = sum(1 for s in favors if s == seat) + bottom[seat]
    return data.PAWNS - used


def free_spaces(favors, bottom, seat: int) -> "list[str]":
    """Spaces where `seat` may put a pawn now, in board order (bottom row last)."""
    out = [name for name, owner in zip(data.TOP_SPACES, favors) if owner < 0]
    if sum(bottom) < data.BOTTOM_SPACES and bottom[seat] < data.BOTTOM_MAX_PER_PLAYER:
        out.append(data.BOTTOM)
    return out


def space_points(space: str, board, done_count: int) -> int:
    """What one top-row space is worth to its owner."""
    h = heights(board)
    if space in data.HEIGHT_FAVORS:
        height, per = data.HEIGHT_FAVORS[space]
        return per * h.count(height)
    if space == "stairs":
        return data.STAIRS_POINTS * sum(
            1 for line in data.ROWS_AND_COLUMNS if [h[c] for c in line] in ([1, 2, 3], [3, 2, 1])
        )
    if space == "corners":
        return data.CORNER_FAVOR_POINTS * sum(1 for c in data.CORNERS if h[c] >= data.CORNER_FAVOR_HEIGHT)
    if space == "projects":
        return data.PROJECT_FAVOR_POINTS * done_count
    raise ValueError(f"unknown favor space {space!r}")


def favor_points(favors, bottom, seat: int, board, done_count: int) -> int:
    total = data.BOTTOM_POINTS[bottom[seat]]
    for space, owner in zip(data.TOP_SPACES, favors):
        if owner == seat:
            total += space_points(space, board, done_count)
    return total
