"""Thinking in small slices.

In the browser Python runs on the page's only thread, so a computer player must never think in
one long piece: the page calls `step(budget)` again and again and stays responsive in between.
A `Thinker` here runs a generator (`_think`) that yields after every small piece of work; `step`
resumes it until the budget is spent or the decision is made.
"""

from __future__ import annotations

import gc
import time
from typing import Any, Iterator, Optional


class Thinker:
    """A decision in progress. `step(budget_s)` works for about `budget_s` seconds and returns True
    once `result()` holds the final decision."""

    def __init__(self, time_limit: float = 1.5, iterations: Optional[int] = None):
        #: total thinking time allowed over all steps (ignored when `iterations` is given)
        self.time_limit = time_limit
        #: a fixed amount of search work instead of a time limit (repeatable decisions)
        self.iterations = iterations
        #: thinking time used so far, in seconds (sum over steps)
        self.spent = 0.0
        #: the best decision found so far (the final one once done)
        self.best: Any = None
        self._done = False
        self._slice_start = 0.0
        self._task: Optional[Iterator[None]] = None

    # --- what callers use ----------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self._done

    def step(self, budget_s: float) -> bool:
        if self._done:
            return True
        start = time.perf_counter()
        self._slice_start = start
        deadline = start + budget_s
        if self._task is None:
            self._task = self._think()
        # Searches make and drop many small containers without cycles, which the cyclic
        # collector would walk again and again (with the Akropolis plan's caches alive, a third
        # of its time and pauses of 0.1-0.2 s): it waits until the step is over.
        collecting = gc.isenabled()
        gc.disable()
        try:
            while True:
                next(self._task)
                if time.perf_counter() >= deadline:
                    break
        except StopIteration:
            self._done = True
            self._task = None
        finally:
            if collecting:
                gc.enable()
        self.spent += time.perf_counter() - start
        return self._done

    def release(self) -> Iterator[None]:
        """Generator: lets go of unfinished thinking a piece at a time, yielding between pieces,
        for a caller that drops it mid-way (a hint whose position is gone). Dropped as it is, a
        thinker's work is a reference cycle (it and its generator), which the cyclic collector
        frees later in one long pass (a quarter second for a deep Akropolis plan); subclasses
        with large caches free them first, piece by piece. It cannot go on afterwards."""
        task, self._task = self._task, None
        self._done = True
        if task is not None:
            task.close()
        return
        yield

    def result(self):
        """The decision (once `step` has returned True; before, the best one found so far)."""
        if self.best is None:
            raise RuntimeError("no decision yet: call step() until it returns True")
        return self.best

    def runner_up(self, best):
        """The move this thinker ranks next after `best` (the coach compares the two to say why),
        or None when it ranks none."""
        return None

    # --- what subclasses use -------------------------------------------------------------
    def elapsed(self) -> float:
        """Thinking time used so far, the current step included."""
        return self.spent + (time.perf_counter() - self._slice_start)

    def time_up(self) -> bool:
        """True when the total thinking time is used up (never with a fixed iteration count)."""
        if self.iterations is not None:
            return False
        return self.elapsed() >= self.time_limit

    def _think(self) -> Iterator[None]:
        """Set `self.best`, yielding after each small piece of work."""
        raise NotImplementedError
        yield


class Ready(Thinker):
    """A decision known from the start (e.g. the only legal move)."""

    def __init__(self, action):
        super().__init__()
        self.best = action
        self._done = True

    def _think(self):
        return
        yield


class TurnClock:
    """One thinking budget for a seat's whole turn, shared by the turn's decisions.

    A turn is the run of consecutive decisions of one seat. Each decision may use `share` of what
    is left of the budget (at least `floor_s`), so the first decision — whose search already looks
    at the rest of the turn — gets the most, and the whole turn stays within `budget_s` plus at
    most one floor. The caller reports the time each decision took (`spend`), measured however it
    likes (wall clock in the page, so frame waits count too)."""

    def __init__(self, budget_s: float = 1.4, share: float = 0.6, floor_s: float = 0.05):
        if budget_s <= 0 or not 0 < share <= 1:
            raise ValueError("a turn needs a positive budget and a share in (0, 1]")
        self.budget_s = budget_s
        self.share = share
        self.floor_s = floor_s
        self.seat: Optional[int] = None
        #: seconds used by the current turn's decisions so far
        self.used = 0.0

    def begin(self, seat: int) -> float:
        """Start the next decision of `seat` (a new turn when another seat acted last); returns
        the seconds this decision may use."""
        if seat != self.seat:
            self.seat = seat
            self.used = 0.0
        return self.limit()

    def limit(self) -> float:
        left = self.budget_s - self.used
        return max(self.floor_s, left * self.share)

    def spend(self, seconds: float) -> None:
        self.used += max(0.0, seconds)

    def end_turn(self) -> None:
        """Forget the current turn (a human acted, the game was reloaded)."""
        self.seat = None
        self.used = 0.0
