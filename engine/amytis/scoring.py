"""Scores: placement points by building, validated projects and favors (live at any time,
final once the game is over). Ties share the win."""

from __future__ import annotations

from . import data
from .favors import favor_points
from .projects import POINTS

CATEGORIES = (*data.BUILDINGS, "projects", "favors")


def seat_score(state, seat: int) -> "dict[str, int]":
    out = dict(zip(data.BUILDINGS, state.points[seat]))
    done = state.done[seat]
    out["projects"] = sum(POINTS[card] for card in done)
    out["favors"] = favor_points(state.favors, state.bottom, seat, state.boards[seat], len(done))
    out["total"] = sum(out.values())
    return out


def scores(state) -> "list[dict[str, int]]":
    return [seat_score(state, seat) for seat in range(data.SEATS)]


def winners(state) -> "list[int]":
    totals = [s["total"] for s in scores(state)]
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]
