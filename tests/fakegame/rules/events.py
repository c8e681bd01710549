"""What Tally's moves do, as events (engine/core/events.py): a seat takes counters (which, once
taken, every seat sees) and, after the last take, the game is over."""

from __future__ import annotations

from engine.core.events import COMMON, Event, GameOver


class Taken(Event, tag="taken"):
    """`seat` took these counters from the top of the pile."""

    counters: "tuple[int, ...]" = ()


EVENTS = (*COMMON, Taken)


def describe(rules, before, action, after) -> list:
    seat = before.turn
    out: list = [Taken(seat=seat, counters=tuple(before.pile[: action.n]))]
    if rules.is_over(after):
        out.append(GameOver(scores=tuple(rules.scores(after)), winners=tuple(rules.winners(after))))
    return out
