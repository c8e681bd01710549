"""The rules the Pyramidion tutorial uses to choose what it points at, among the legal actions.

Each takes (rules, state, legal) and returns the actions to point at, always taken from `legal`
(the engine's own list): which city to activate, which card to play, the pass, which boat to load
and how. One action each, so the learner has one thing to click. The engine's data is imported on
first use: the home card's Learn button imports the tutorial, and the home screen loads no rules
engine.
"""

from __future__ import annotations


def _of(legal, name: str) -> list:
    return [a for a in legal if type(a).__name__ == name]


def _trade(card: int) -> int:
    from engine.pyramidion import data

    return data.CARDS[card].trade


def _plain(card: int) -> bool:
    """A character with no effect of its own when played (a lesson about sums, not effects)."""
    from engine.pyramidion import data

    return data.CARDS[card].kind in ("merchant", "intermediary", "mercenary")


def activate_a_rich_city(rules, state, legal) -> list:
    """The city with the most resources among those whose trade threshold the learner's best
    trade card reaches alone (else among all); the first such on a tie."""
    from engine.pyramidion import data

    cities = _of(legal, "Activate")
    if not cities:
        return []
    hand = state.hands[state.queue[0].seat] if state.queue else ()
    best = max((_trade(c) for c in hand), default=0)
    within = [a for a in cities if data.THRESHOLDS[a.city][data.TRADE] <= best] or cities
    return [max(within, key=lambda a: (sum(state.cities[a.city]), -within.index(a)))]


def play_for_trade(rules, state, legal) -> list:
    """The card in hand with the most trade, a plain character first (Merchants have no effect)."""
    plays = _of(legal, "Play")
    if not plays:
        return []
    return [max(plays, key=lambda a: (_plain(a.card), _trade(a.card), -plays.index(a)))]


def pass_here(rules, state, legal) -> list:
    """Pass in the active city (with two players nobody hires, so no card goes with it)."""
    return [a for a in _of(legal, "Pass") if a.discard is None][:1]


def load_best_boat(rules, state, legal) -> list:
    """The boat worth most among those the learner can load, loaded the way the screen's boat
    picker opens it (its first legal way)."""
    from engine.pyramidion import data

    from .loading import default, loadable, match

    boats = loadable(legal)
    if not boats:
        return []
    boat = max(boats, key=lambda b: (data.boat(b, state.rules)[0], -list(boats).index(b)))
    idx = match(legal, default(legal, boat))
    return [legal[idx]] if idx is not None else []


def play_a_spare_card(rules, state, legal) -> list:
    """In the opponent's city (one card is a must with two players): a plain character with the
    least trade, so the Merchants stay for the learner's own cities."""
    plays = [a for a in _of(legal, "Play") if _plain(a.card)] or _of(legal, "Play")
    if not plays:
        return []
    return [min(plays, key=lambda a: (_trade(a.card), plays.index(a)))]
