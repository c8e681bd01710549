"""Architects on the construction board: availability of stacks, lines of three, going home."""

from __future__ import annotations

from . import data


def available(stacks, architects) -> "list[int]":
    """Stacks one may take from: at least one tile and no architect of either colour."""
    return [i for i in range(data.STACKS) if stacks[i] and architects[i] < 0]


def on_board(architects, seat: int) -> int:
    return sum(1 for a in architects if a == seat)


def has_line(architects, seat: int) -> bool:
    return any(all(architects[c] == seat for c in line) for line in data.LINES)


def completes_line(architects, seat: int, stack: int) -> bool:
    """Did the architect just put on `stack` close a row, column or diagonal of `seat`'s three?"""
    return any(stack in line and all(architects[c] == seat for c in line) for line in data.LINES)


def must_return(architects, seat: int) -> bool:
    """At the start of a turn: three in a line, or all four out."""
    return on_board(architects, seat) == data.ARCHITECTS or has_line(architects, seat)


def returned(architects, seat: int) -> "tuple[int, ...]":
    return tuple(-1 if a == seat else a for a in architects)
