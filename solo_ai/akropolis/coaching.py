"""The coach's estimate of an Akropolis move's points (solo_ai/coach.py): Akropolis's players
have no play-out model, so a move is judged by the city it leaves and what the tiles still to
come may bring it (heuristic.Outlook), against the best opponent's city judged the same way."""

from __future__ import annotations

from .common import unseen_tiles
from .evaluator import CityEval
from .heuristic import Outlook


def estimate(rules, state, seat: int, action, cache: dict) -> "tuple[float, float]":
    """(expected points, expected margin) of `seat` taking and placing `action`. `cache` keeps
    the position's outlook between the moves of one estimate."""
    outlook = cache.get("outlook")
    if outlook is None:
        outlook = cache["outlook"] = Outlook(list(state.site) + unseen_tiles(state), state.seats)
    variants = tuple(state.options.variants)
    features = CityEval(state.cities[seat].cells, variants).after(state.site[action.take], tuple(action.hexes))
    mine = outlook.worth(features, state.stones[seat] - action.take + features[5])
    others = []
    for other in range(state.seats):
        if other == seat or rules.is_automaton(state, other):
            continue
        f = CityEval(state.cities[other].cells, variants).features()
        others.append(outlook.worth(f, state.stones[other]))
    if rules.is_over(state) or not others:
        totals = [s["total"] for s in rules.scores(state)]
        others = others or [float(t) for s, t in enumerate(totals) if s != seat]
    return mine, mine - (max(others) if others else 0.0)
