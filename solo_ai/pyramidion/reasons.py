"""Why a Pyramidion move is better (solo_ai/reasons.py): the engine scores only boats and the
mercenary bonus, so what the model adds to the score before the end (heuristics.worths) is told
by its own terms: resources, mercenary tokens (won by influence), intermediary tokens (won by
agreements), cards in hand, and what the city in play would give as the cards lie. What is
left is the model's worth of leading the mercenary majority (half a point) against the engine's
bonus as it stands (one): it is told with the mercenary bonus."""

from __future__ import annotations

from ..reasons import LATER, score_parts
from .heuristics import (
    CARD,
    CARD_FLOOR,
    INTERMEDIARY_TOKEN,
    MERCENARY_TOKEN,
    cities_left,
    prospects,
    resources_worth,
    strength,
)


def parts(rules, before, after, seat: int, points: float) -> "dict[str, float]":
    """The engine's categories, the model's terms, and LATER: they add up to `points` minus the
    seat's score in `before`."""
    out = score_parts(rules, before, after, seat, points)
    if after.stage == "over":
        return out  # the final score: the model adds nothing to it
    hand = after.hands[seat]
    terms = {
        "resources": resources_worth(after.resources[seat]),
        "mercenaries": MERCENARY_TOKEN * sum(1 for s in after.mercenaries if s == seat),
        "intermediaries": INTERMEDIARY_TOKEN * sum(1 for s in after.intermediaries if s == seat),
        "cards": CARD_FLOOR * len(hand) + (CARD * sum(strength(c) for c in hand) if cities_left(after) else 0.0),
        "city": prospects(after)[seat],
    }
    later = out.pop(LATER)
    for key, value in terms.items():
        out[key] = float(value)
        later -= value
    out["mercenary_bonus"] = out.get("mercenary_bonus", 0.0) + later
    return out
