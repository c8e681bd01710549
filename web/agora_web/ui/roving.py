"""Roving focus inside one group of board places: which place an arrow key goes to.

A group (a board, the construction site, a hand...) is one Tab stop; the arrow keys move among
its places. Boards are drawn at any angle (hexes, a ring, a grid), so the next place is picked by
where the places sit on the screen, not by their order in the page: the nearest place in the
arrow's direction, straight lines preferred over diagonals. Home and End go to the first and last
place in the page's order. Pure geometry on rectangles, so it runs (and is tested) on CPython;
keys.py measures the places in the page and moves the focus.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

#: the keys that move within a group (their names as KeyboardEvent.key gives them)
ARROWS = {"ArrowRight": (1, 0), "ArrowLeft": (-1, 0), "ArrowDown": (0, 1), "ArrowUp": (0, -1)}
MOVES = frozenset(ARROWS) | {"Home", "End"}
#: how much a step sideways counts against a step in the arrow's direction
SIDEWAYS_WEIGHT = 2.0
#: a place further sideways than this many times its distance ahead is not that way (about 63°)
CONE = 2.0


class Rect(NamedTuple):
    """A place on the screen, in CSS pixels (y grows downwards)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def centre(self) -> "tuple[float, float]":
        return self.x + self.w / 2, self.y + self.h / 2


def toward(current: Rect, places: Sequence[Rect], key: str) -> "int | None":
    """The index of the place the arrow `key` goes to from `current`, or None when no place lies
    that way (the focus then stays).

    A place counts when its centre lies ahead by more than a quarter of the current place's
    smaller side (so a column slightly out of line is not "to the right") and not more than CONE
    times as far sideways (a place nearly level is not "below"); of those, the one
    with the smallest distance ahead plus SIDEWAYS_WEIGHT times the distance sideways wins, the
    first in order on a tie."""
    step = ARROWS.get(key)
    if step is None:
        return None
    dx, dy = step
    cx, cy = current.centre
    slack = max(1.0, min(current.w, current.h) / 4)
    best, best_score = None, None
    for i, place in enumerate(places):
        px, py = place.centre
        ahead = (px - cx) * dx + (py - cy) * dy
        if ahead <= slack:
            continue
        aside = abs((px - cx) * dy + (py - cy) * dx)
        if aside > CONE * ahead:
            continue
        score = ahead + SIDEWAYS_WEIGHT * aside
        if best_score is None or score < best_score - 1e-9:
            best, best_score = i, score
    return best


def target(index: int, places: Sequence[Rect], key: str) -> "int | None":
    """Where `key` moves the focus from the place `index` of a group (in the page's order):
    Home the first, End the last, an arrow as `toward` says. None: it does not move."""
    if not places:
        return None
    if key == "Home":
        return 0 if index != 0 else None
    if key == "End":
        last = len(places) - 1
        return last if index != last else None
    if not 0 <= index < len(places):
        return 0
    others = [p for i, p in enumerate(places) if i != index]
    found = toward(places[index], others, key)
    if found is None:
        return None
    return found if found < index else found + 1
