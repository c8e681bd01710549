"""A stand-in for the computer players' clock (solo_ai/thinker.py's `time.perf_counter`) that
moves on by one tick at every read, so a test counts a thinker's budgets and limits in clock
reads, the same on any machine under any load. Whether a thinker keeps to its budget is a test's
question; how many real seconds its pieces of work take is a benchmark's (bench/, docs/benchmarks.md)."""

from __future__ import annotations

TICK = 0.001
#: how far past its budget a step may look at the clock: its own first and last reads and the few
#: a piece of work makes (a search asking whether its time is up)
SLACK = 5 * TICK


class TickingClock:
    """`perf_counter()` returns a time one `tick` later than the read before."""

    def __init__(self, tick: float = TICK):
        self.tick = tick
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += self.tick
        return self.now


def tick_thinkers(monkeypatch, tick: float = TICK) -> TickingClock:
    """Make every thinker read a TickingClock for the rest of the test; returns the clock."""
    from solo_ai import thinker

    clock = TickingClock(tick)
    monkeypatch.setattr(thinker, "time", clock)
    return clock


def run_counted(thinker, clock: TickingClock, budget: float = 0.03):
    """Steps a thinker to the end on the ticking clock: (its decision, the longest step, all
    steps together), times as that clock counts them."""
    longest = total = 0.0
    while True:
        start = clock.now
        done = thinker.step(budget)
        took = clock.now - start
        longest, total = max(longest, took), total + took
        if done:
            return thinker.result(), longest, total
