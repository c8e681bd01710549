"""Project cards: where each pattern fits on a 3×3 board, and which cards a board validates.

A pattern may be turned a quarter, half or three quarters, never mirrored, and placed anywhere it
fits. Only the colours of visible tiles matter; `.` cells of a pattern ask for nothing.
"""

from __future__ import annotations

from .data import PATTERN_COLOURS, PROJECTS


def _grid(text: str) -> "list[str]":
    return text.split()


def rotate(grid: "list[str]") -> "list[str]":
    """The pattern turned a quarter clockwise."""
    rows = len(grid)
    cols = len(grid[0])
    return ["".join(grid[rows - 1 - c][r] for c in range(rows)) for r in range(cols)]


def rotations(grid: "list[str]") -> "list[list[str]]":
    out = []
    for _ in range(4):
        if grid not in out:
            out.append(grid)
        grid = rotate(grid)
    return out


def fits(grid: "list[str]") -> "tuple[tuple[tuple[int, int], ...], ...]":
    """Every way the pattern (in this orientation only) lies on a 3×3 board, each as
    ((cell, colour), ...) requirements."""
    rows, cols = len(grid), len(grid[0])
    out = []
    for top in range(3 - rows + 1):
        for left in range(3 - cols + 1):
            out.append(
                tuple(
                    ((top + r) * 3 + left + c, PATTERN_COLOURS[ch])
                    for r, line in enumerate(grid)
                    for c, ch in enumerate(line)
                    if ch != "."
                )
            )
    return tuple(out)


def _all_fits(text: str):
    out = []
    for grid in rotations(_grid(text)):
        for fit in fits(grid):
            if fit not in out:
                out.append(fit)
    return tuple(out)


#: card → every ((cell, colour), ...) requirement set that validates it
FITS = {card: _all_fits(pattern) for card, (_points, pattern) in PROJECTS.items()}
POINTS = {card: points for card, (points, _pattern) in PROJECTS.items()}


def matches(card: int, colours) -> bool:
    """Does a board whose visible colours are `colours` (per cell, -1 empty) validate `card`?"""
    for fit in FITS[card]:
        for cell, colour in fit:
            if colours[cell] != colour:
                break
        else:
            return True
    return False


def validated(hand, colours) -> "tuple[int, ...]":
    """The cards of `hand` that the board validates now, in hand order."""
    return tuple(card for card in hand if matches(card, colours))
