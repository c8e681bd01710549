"""Why an Akropolis move is better (solo_ai/reasons.py): a city's points per district type are
(value of its scoring districts, levels included) times (stars of its plazas), so a move's
change of them splits exactly into what the districts added at the stars the city had, and what
the plazas added at the districts it has after the move; then the stones, and what the coach's
outlook adds to the score (what districts and plazas still to come may bring)."""

from __future__ import annotations

from ..reasons import LATER
from .evaluator import CityEval


def _values_stars(state, seat: int):
    f = CityEval(state.cities[seat].cells, tuple(state.options.variants)).features()
    return f[0], f[1]


def parts(rules, before, after, seat: int, points: float) -> "dict[str, float]":
    """Districts (and their levels), plazas, stones and LATER; they add up to `points` minus the
    seat's score in `before`."""
    v0, s0 = _values_stars(before, seat)
    v1, s1 = _values_stars(after, seat)
    districts = sum((v1[t] - v0[t]) * s0[t] for t in range(5))
    plazas = sum((s1[t] - s0[t]) * v1[t] for t in range(5))
    stones = after.stones[seat] - before.stones[seat]
    total = rules.scores(after)[seat]["total"]
    return {
        "districts": float(districts),
        "plazas": float(plazas),
        "stones": float(stones),
        LATER: float(points) - float(total),
    }
