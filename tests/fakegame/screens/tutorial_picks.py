"""The rules the Tally tutorial uses to choose what it points at, among the legal actions
(rules, state, legal) → the actions to point at, always taken from `legal`."""

from __future__ import annotations


def take_most(rules, state, legal) -> list:
    """The take of the most counters the pile allows."""
    return [max(legal, key=lambda a: a.n)] if legal else []


def take_one(rules, state, legal) -> list:
    return [a for a in legal if a.n == 1]
