"""The coach: the hard player's advice for a decision, and a review of a finished game.

    hint(rules, state, seat, ...)  → Advice: the hard player's choice for the seat's current
                                     decision, the seat's points now, the points its evaluation
                                     expects after that move, and why (as numbers the page words)
    HintTask(...)                  → the same in slices: step(budget_s) until True, then result()
    Review(record, seat, ...)      → the review of a game in slices: step(budget_s) until True;
                                     `progress` (decisions done, decisions in all), `mistakes()`
                                     biggest first, `items` in game order
    review(record, seat, ...)      → the finished review's mistakes in one call

Why (solo_ai/reasons.py): every estimate also tallies, deal by deal, how the move changes the
seat's points by scoring category (the game's COACH.parts) and the best opponent's points. A
hint's `gains` add up to its expected points minus the score now; its `versus` compares it with
the search's next best move (Thinker.runner_up) over the same deals, adding up to the difference
of their expected margins, with the deals in which it did at least as well. A reviewed decision's
`why` compares the better move with the one played the same way (its margin is the loss before
the loss is floored at zero), and `Review.split()` parts the final margin into what the
decisions cost, what the floor left out of that, and the rest.

A review is given the hints the player was shown (`advice`): in those very positions the hint's
move is the better move, so a hint followed is never called a mistake (and those decisions need
no new search).

How points are estimated. A move's *expected points* are those of the position it leads to, as
the game's model values it in game points (score now plus what the board still promises), after
playing on with the model's own quick policy to the model's horizon (the end of the turn, the
round, or the game near its end), averaged over re-dealt hidden information. The *points lost*
by a move are the expected margin (own points minus the best opponent's) of the hard player's
choice minus that of the move played, never below zero; both moves meet the same deals and the
same play-outs, so the difference is not luck of the draw. Akropolis has no play-out model: its
expected points are the city's worth and stones by the medium player's outlook (what districts
and plazas will bring), which is also what its hard player starts from.

The coach reads only what the seat may see: the hard player and the model's re-deal never look
at hidden parts, and points now are the seat's own score. With `iterations` (and a seed) every
answer is the same on every machine.
"""

from __future__ import annotations

from typing import Optional

import msgspec

from engine.core.errors import IllegalAction
from engine.core.rng import Rng

from .controllers import CoachSettings, load
from .reasons import MarginSplit, Reasons, Tally, final_margin, margin_split, score_parts, versus
from .search import ROLLOUT_SLICE, WORK_SLICE, forget_kept, sub_rng
from .thinker import Thinker

#: re-dealt play-outs per move when estimating points (a hint; a review, of every decision)
DEALS = 12
REVIEW_DEALS = 8
#: thinking time of a hint when neither iterations nor a limit is given (seconds)
HINT_TIME_S = 0.8
#: the share of a hint's time given to the hard player's search (with its follow-up, where the
#: game has one); the rest, REASON_SHARE, is kept for estimating the points and the reasons
SEARCH_SHARE = 0.75
REASON_SHARE = 1.0 - SEARCH_SHARE


class Advice(msgspec.Struct, frozen=True):
    """The hard player's choice for one decision."""

    action: object
    #: the seat's score as it stands
    points_now: float
    #: the points the evaluation expects for the seat after `action`
    points_expected: float
    #: expected points minus the best opponent's, after `action`
    margin_expected: float
    #: why, as numbers the page puts in words (web/agora_web/services/hints.reason_text): the
    #: score now ("now"), and after a play-out the points expected and the lead ("expected",
    #: "ahead")
    reason: "dict[str, object]"
    #: in a game whose turn is two decisions taken together (its CoachSettings' follow-up), the
    #: seat's next decision after `action` when it is theirs too
    #: (Amytis: where the tile taken goes), thought out on a guess at what `action` reveals
    then: object = None
    #: why (solo_ai/reasons.py): what `action` changes against the position now (its parts add
    #: up to points_expected - points_now), and against the search's next best move
    #: (`runner_up`), with how sure the coach is; None when nothing was played out
    gains: "Optional[Reasons]" = None
    versus: "Optional[Reasons]" = None
    runner_up: object = None


class Judgement(msgspec.Struct, frozen=True):
    """One reviewed decision: the move played against the hard player's choice."""

    #: index of the move in the record
    index: int
    played: object
    best: object
    #: estimated points lost by `played` (0 when it was the hard player's choice or as good)
    lost: float
    points_expected_played: float
    points_expected_best: float
    #: why `best` is better than `played` (solo_ai/reasons.py; its margin is the loss before it
    #: is floored at zero); None when they are the same move
    why: "Optional[Reasons]" = None
    #: what the move played brings against the position before it (its parts add up to its
    #: expected points minus the seat's score then)
    gains: "Optional[Reasons]" = None


# --- per game: each game's COACH (solo_ai.controllers.CoachSettings) --------------------------


def settings(game: str) -> CoachSettings:
    """The coach settings the game's package declares (the defaults for a game without any)."""
    from . import _game_module

    return getattr(_game_module(game), "COACH", None) or CoachSettings()


def advisable(rules, state, seat: int) -> bool:
    """Whether a hint may be given to `seat` in `state`: it is to act and is not an automaton
    (whose moves its solo rules set)."""
    return seat >= 0 and rules.current_player(state) == seat and not rules.is_automaton(state, seat)


def _hard_thinker(
    rules,
    state,
    seat: int,
    seed: int,
    time_limit: float,
    iterations: Optional[int],
    deep: int = 0,
    lines: Optional[int] = None,
) -> Thinker:
    from . import make_thinker

    return make_thinker(
        f"{rules.name}.hard",
        rules,
        state,
        seat,
        seed=seed,
        time_limit=time_limit,
        iterations=iterations,
        deep=deep,
        lines=lines,
    )


class _Estimator:
    """Expected points of moves in one position, all moves meeting the same deals."""

    def __init__(self, rules, state, seat: int, seed: int, deals: int):
        self.rules = rules
        self.state = state
        self.seat = seat
        self.seed = seed
        self.deals = deals
        game = settings(rules.name)
        self.model = load(game.model)
        self._estimate = load(game.estimate)
        self._parts = load(game.parts) or score_parts
        self._cache: dict = {}
        #: the best other score now (what an opponent's change is counted from)
        totals = [s["total"] for s in rules.scores(state)]
        others = [t for s, t in enumerate(totals) if s != seat]
        self._others_now = float(max(others)) if others else 0.0
        #: the last estimated move's parts, deal by deal (solo_ai/reasons.py)
        self.tally = Tally()
        #: the move being estimated and the deals played out for it so far (their sums)
        self.action = None
        self.counted = 0
        self._mine = self._margin = 0.0

    def estimate(self, action, out_of_time=lambda: False):
        """Generator: yields now and then, returns (expected points, expected margin).
        `out_of_time()` is asked after each deal: once true (and two deals are done) the
        estimate stops there."""
        self.tally = Tally()
        if self.model is None:
            mine, margin = self._estimate(self.rules, self.state, self.seat, action, self._cache)
            guess = self.rules.determinize(self.state, self.seat, Rng.from_seed(self.seed))
            self._count(self.rules.apply(guess, action), mine, margin)
            return mine, margin
            yield
        rules, model, seat = self.rules, self.model, self.seat
        rng = Rng.from_seed(self.seed)
        self.action, self.counted, self._mine, self._margin = action, 0, 0.0, 0.0
        for _ in range(self.deals):
            deal_rng, rng = sub_rng(rng)
            play_rng, rng = sub_rng(rng)
            start = model.determinize(rules, self.state, seat, deal_rng)
            try:
                state = rules.apply(start, action)
            except IllegalAction:
                continue  # not legal in this deal (cannot happen for the seat's own move)
            plies = work = 0
            while rules.current_player(state) >= 0 and not model.stop(rules, start, state, plies):
                actions = rules.legal_actions(state)
                work += len(actions)
                if len(actions) == 1:
                    chosen = actions[0]
                else:
                    chosen, play_rng = model.policy(rules, state, actions, play_rng)
                state = rules.apply(state, chosen)
                plies += 1
                if plies % ROLLOUT_SLICE == 0 or work >= WORK_SLICE:
                    work = 0
                    yield
            points = model.points(rules, state)
            others = [p for s, p in enumerate(points) if s != seat]
            margin = points[seat] - (max(others) if others else 0.0)
            self._mine += points[seat]
            self._margin += margin
            self.counted += 1
            self._count(state, points[seat], margin)
            yield
            if self.counted >= 2 and out_of_time():
                break
        return self.so_far()

    def _count(self, after, mine: float, margin: float) -> None:
        """One deal's parts of the move (solo_ai/reasons.py) into the tally."""
        parts = self._parts(self.rules, self.state, after, self.seat, mine)
        self.tally.add(parts, (mine - margin) - self._others_now, margin)

    @property
    def deals_played(self) -> bool:
        """Whether estimates are averages over re-dealt play-outs (not one fixed judgement)."""
        return self.model is not None

    def so_far(self) -> "tuple[float, float]":
        """(expected points, expected margin) of the deals played out so far (0, 0: none)."""
        if not self.counted:
            return 0.0, 0.0
        return self._mine / self.counted, self._margin / self.counted


def _reason(points_now: float, expected: float, margin: float) -> "dict[str, object]":
    """Why, as numbers: the page says it in its own words and language (the shared catalogs'
    hint_reason, web/agora_web/services/hints.reason_text)."""
    # signed with a true minus sign, as the page writes every other negative number
    ahead = f"{margin:+.0f}".replace("-", "\u2212") if round(margin) else "±0"
    return {"now": round(points_now), "expected": round(expected), "ahead": ahead}


def _reason_brief(points_now: float) -> "dict[str, object]":
    """The reason of a hint cut short before any play-out: the pick, and the score now."""
    return {"now": round(points_now)}


# --- hint ------------------------------------------------------------------------------------


class HintTask(Thinker):
    """The hard player's choice for `seat`'s current decision with its expected points, thought
    out in slices. `iterations`: a fixed search (repeatable); otherwise `time_limit` seconds.
    `deep`: the hard player's deeper form of that depth (solo_ai.deeper_forms), for a hint
    thought out ahead while the player looks at the board, with seconds to spare."""

    def __init__(
        self,
        rules,
        state,
        seat: int,
        seed: int = 0,
        time_limit: float = HINT_TIME_S,
        iterations: Optional[int] = None,
        deals: int = DEALS,
        deep: int = 0,
    ):
        super().__init__(time_limit, iterations)
        if rules.current_player(state) != seat:
            raise ValueError(f"seat {seat} is not the one to move")
        if rules.is_automaton(state, seat):
            raise ValueError("the automaton's moves are set by its rules: no hint to give")
        self.rules = rules
        self.state = state
        self.seat = seat
        self.seed = seed
        self.deals = deals
        # the same position and time give the same hint: its search never goes on from a tree
        # kept by an earlier search (an earlier hint's at the turn's previous decision)
        forget_kept()
        # the search and its follow-up share SEARCH_SHARE of the time (the follow-up its game's
        # part of it), so that REASON_SHARE is left for the reasons however the thinking went
        follow = settings(rules.name).follow_up_share if settings(rules.name).follow_up_tags else 0.0
        self._search_limit = time_limit * SEARCH_SHARE * (1.0 - follow)
        self._follow_limit = time_limit * SEARCH_SHARE * follow
        self._thinker = _hard_thinker(rules, state, seat, seed, self._search_limit, iterations, deep)
        self._estimator: Optional[_Estimator] = None
        #: the caller's time is nearly up (hurry): the search stops where it is, the reasons follow
        self.hurried = False
        self.advice: Optional[Advice] = None
        #: the follow-up thought out so far, and the action it follows
        self._then = None
        self._then_for = None

    def release(self):
        yield from self._thinker.release()
        yield from super().release()

    def hurry(self) -> None:
        """The caller's time is nearly up (the page, at its wall-clock deadline less the reasons'
        share, where waits between slices count too): the search and its follow-up stop with the
        best found so far, and the reasons are estimated from two deals a move. A hint that has to
        stop then still says why."""
        self.hurried = True

    def _searching(self, thinker, slice_s: float):
        """Generator: `thinker` stepped until done, or hurried once it has a choice."""
        while not thinker.step(slice_s):
            if self.hurried and thinker.best is not None:
                return
            yield

    def _think(self):
        # one piece of the search per piece of this task, so that the caller's slices bound both
        yield from self._searching(self._thinker, 0)
        action = self._thinker.best
        self._then_for = action
        then = yield from self._follow_up(action)
        self._estimator = _Estimator(self.rules, self.state, self.seat, self.seed, self.deals)
        # against the clock, the move's estimate takes half the time left and the next best
        # move's the other half (each at least two deals), so the comparison fits in the limit
        half = self.elapsed() + max(0.0, self.time_limit - self.elapsed()) / 2

        def halfway() -> bool:
            return self.hurried or (self.iterations is None and self.elapsed() >= half)

        expected, margin = yield from self._estimator.estimate(action, halfway)
        mine = self._estimator.tally
        self.best = self._advice(action, expected, margin, then=then, gains=mine.reasons())
        # why not the search's next best move: it meets the same deals (at most as many), so the
        # difference is the moves', not the draws' (a hint cut short keeps the advice above)
        other = _runner_up(self._thinker, action)
        if other is None:
            return
        rival = _Estimator(self.rules, self.state, self.seat, self.seed, mine.counted)
        yield from rival.estimate(other, lambda: self.hurried or self.time_up())
        why = versus(mine, rival.tally, deals=self._estimator.deals_played)
        if why is not None:
            self.best = msgspec.structs.replace(self.best, versus=why, runner_up=other)

    def _advice(
        self, action, expected: float, margin: float, counted: bool = True, then=None, gains: "Optional[Reasons]" = None
    ) -> Advice:
        now = float(self.rules.scores(self.state)[self.seat]["total"])
        if not counted:  # no deal played out yet: nothing to expect beyond the score now
            return Advice(action, now, now, 0.0, _reason_brief(now), then)
        return Advice(action, now, expected, margin, _reason(now, expected, margin), then, gains)

    def _follow_up_position(self, action):
        """The position of the seat's next decision after `action` when the game's turn is two
        decisions a hint names together and that decision is the seat's too, else None.
        `action` is applied to a guess at the hidden parts (rules.determinize), so what it
        would reveal (Amytis: the tile under the one taken) tells the advice nothing."""
        game = settings(self.rules.name)
        tag = getattr(getattr(type(action), "__struct_config__", None), "tag", None)
        if tag not in game.follow_up_tags:
            return None
        rules, seat = self.rules, self.seat
        guess = rules.determinize(self.state, seat, Rng.from_seed(self.seed * 31 + 7))
        try:
            after = rules.apply(guess, action)
        except IllegalAction:
            return None
        if rules.is_over(after) or rules.current_player(after) != seat:
            return None
        return after

    def _follow_up(self, action):
        """Generator: the hard player's choice for that next decision (None where there is none),
        with the game's share of the hint's thinking."""
        after = self._follow_up_position(action)
        if after is None:
            return None
        if self.hurried:  # no time to think it out: as the quick player takes it
            self._then = self._quick_follow_up(action)
            return self._then
        share = settings(self.rules.name).follow_up_share
        iterations = None if self.iterations is None else max(1, int(self.iterations * share))
        thinker = _hard_thinker(self.rules, after, self.seat, self.seed + 1, self._follow_limit, iterations)
        yield from self._searching(thinker, 0.01)
        self._then = thinker.best
        return self._then

    def _quick_follow_up(self, action):
        """That next decision as the game's quick player takes it (the hint's time ran out before
        the hard player thought it out): a hint always names every part of the move."""
        after = self._follow_up_position(action)
        quick = settings(self.rules.name).follow_up_quick
        if after is None or quick is None:
            return None
        from . import make_thinker

        thinker = make_thinker(quick, self.rules, after, self.seat, seed=self.seed + 1, iterations=1)
        while not thinker.step(0.05):
            pass
        return thinker.result()

    def result(self) -> Advice:
        """The advice; before the task is done (a caller whose time is up), the best found so far:
        the search's choice yet, with the points of the deals played out for it, if any."""
        if self.best is not None:
            return self.best
        action = self._thinker.best
        if action is None:
            raise RuntimeError("no decision yet: call step() first")
        then = self._then if self._then_for == action and self._then is not None else self._quick_follow_up(action)
        est = self._estimator
        if est is not None and est.action == action and est.counted:
            return self._advice(action, *est.so_far(), then=then, gains=est.tally.reasons())
        return self._advice(action, 0.0, 0.0, counted=False, then=then)

    def finish(self) -> Advice:
        """The advice at the caller's deadline, always with its reasons: result(), where no deal
        was played out for the move yet estimated from one deal now (one play-out to the model's
        horizon, a few milliseconds: what the reasons' share of the time is kept for, should the
        waits between slices have eaten it)."""
        advice = self.result()
        if advice.gains is not None or self.best is not None:
            return advice
        once = _Estimator(self.rules, self.state, self.seat, self.seed, 1)
        run = once.estimate(advice.action)
        try:
            while True:
                next(run)
        except StopIteration as stop:
            expected, margin = stop.value
        return self._advice(
            advice.action,
            expected,
            margin,
            counted=once.tally.counted > 0,
            then=advice.then,
            gains=once.tally.reasons(),
        )


def _runner_up(thinker, best):
    """The search's next best move after `best` (Thinker.runner_up), or None."""
    ask = getattr(thinker, "runner_up", None)
    other = ask(best) if ask is not None else None
    return other if other is not None and other != best else None


def hint(
    rules,
    state,
    seat: int,
    seed: int = 0,
    time_limit: float = HINT_TIME_S,
    iterations: Optional[int] = None,
    deals: int = DEALS,
) -> Advice:
    """The hard player's advice for `seat`'s current decision (see HintTask)."""
    task = HintTask(rules, state, seat, seed, time_limit, iterations, deals)
    while not task.step(0.05):
        pass
    return task.result()


# --- review ----------------------------------------------------------------------------------


class Review:
    """The review of `seat`'s decisions in a record, worked out in slices. Without `iterations`
    or `time_limit` the hard player searches its game's review_iterations per decision (repeatable).

    `step(budget_s)` works for about that long and returns True when every decision is judged;
    `progress` says how far it is; `items` holds the judged decisions in game order and
    `mistakes()` them biggest loss first — both usable at any time, so the UI may show partial
    results or stop early. Decisions with a single legal move are skipped."""

    def __init__(
        self,
        record,
        seat: int,
        seed: int = 0,
        iterations: Optional[int] = None,
        time_limit: Optional[float] = None,
        deals: int = REVIEW_DEALS,
        advice=(),
    ):
        """`advice`: (record index, state hash prefix, move as JSON) of each hint the player was
        shown: in that very position its move is the better move of the decision instead of a
        new (shorter) search's, so the review never calls the advice followed a mistake."""
        from engine.core.records import steps

        rules, _state, moves = steps(record)
        if not 0 <= seat < len(record.players):
            raise ValueError(f"no seat {seat} in this game")
        self.rules = rules
        self.seat = seat
        self.seed = seed
        #: the bound on the lines a hard player that looks at its turn judges per decision
        #: (CoachSettings.review_lines; None: unbounded, or the time limit bounds it)
        self.lines = None
        if iterations is None and time_limit is None:
            iterations = settings(rules.name).review_iterations
            self.lines = settings(rules.name).review_lines
        #: the hard player's fixed search per decision (None: `time_limit` seconds instead)
        self.iterations = iterations
        self.time_limit = time_limit if time_limit is not None else 1.0
        self.deals = deals
        #: (record index, position before, move played) of each decision of the seat
        self.decisions = []
        last = _state
        for index, (before, action, last) in enumerate(moves):
            if rules.current_player(before) != seat or rules.is_automaton(before, seat):
                continue
            if len(rules.legal_actions(before)) > 1:
                self.decisions.append((index, before, action))
        self.items: "list[Judgement]" = []
        #: the seat's final margin (its total minus the best other), as the game ended
        self.final = final_margin(rules, last, seat)
        self._advice = {index: (state, action) for index, state, action in advice}
        self._task = None
        self._done = False

    @property
    def progress(self) -> "tuple[int, int]":
        return len(self.items), len(self.decisions)

    @property
    def done(self) -> bool:
        return self._done

    def mistakes(self, limit: Optional[int] = None) -> "list[Judgement]":
        """Judged decisions, biggest estimated loss first (ties in game order)."""
        ranked = sorted(self.items, key=lambda j: (-j.lost, j.index))
        return ranked if limit is None else ranked[:limit]

    def split(self) -> MarginSplit:
        """The final margin in parts that add up to it (solo_ai/reasons.py, MarginSplit): the
        losses of the decisions judged so far, what the floor at zero left out of them, and the
        rest (where the game stood, the draws and the opponents' play)."""
        raw = [j.why.margin if j.why is not None else 0.0 for j in self.items]
        return margin_split(self.final, [j.lost for j in self.items], raw)

    def step(self, budget_s: float) -> bool:
        import time

        if self._done:
            return True
        deadline = time.perf_counter() + budget_s
        if self._task is None:
            self._task = self._work()
        try:
            while True:
                next(self._task)
                if time.perf_counter() >= deadline:
                    break
        except StopIteration:
            self._done = True
            self._task = None
        return self._done

    def _work(self):
        rules, seat = self.rules, self.seat
        for index, before, played in self.decisions:
            seed = (self.seed * 1000003 + index) & 0x7FFFFFFF
            best = self._advised(index, before)
            if best is None:
                thinker = _hard_thinker(rules, before, seat, seed, self.time_limit, self.iterations, lines=self.lines)
                while not thinker.step(0.01):
                    yield
                best = thinker.result()
            estimator = _Estimator(rules, before, seat, seed, self.deals)
            played_points, played_margin = yield from estimator.estimate(played)
            gains = estimator.tally.reasons()
            why = None
            if best == played:
                best_points, best_margin = played_points, played_margin
            else:
                tally = estimator.tally
                best_points, best_margin = yield from estimator.estimate(best)
                why = versus(estimator.tally, tally, deals=estimator.deals_played)
            lost = max(0.0, best_margin - played_margin)
            self.items.append(Judgement(index, played, best, round(lost, 2), played_points, best_points, why, gains))
            yield

    def _advised(self, index: int, before):
        """The move a hint advised at decision `index`, if it was shown in this very position and
        is legal there; else None."""
        noted = self._advice.get(index)
        if noted is None or not noted[0] or not self.rules.state_hash(before).startswith(noted[0]):
            return None
        try:
            action = self.rules.parse_action(noted[1])
        except (msgspec.ValidationError, IllegalAction, ValueError, TypeError):
            return None
        return action if action in self.rules.legal_actions(before) else None


def review(
    record,
    seat: int,
    seed: int = 0,
    iterations: Optional[int] = None,
    time_limit: Optional[float] = None,
    deals: int = REVIEW_DEALS,
) -> "list[Judgement]":
    """Every decision of `seat` in `record` judged, biggest mistakes first. Without a time
    limit the hard player searches its game's fixed review_iterations (repeatable)."""
    task = Review(record, seat, seed, iterations, time_limit, deals)
    while not task.step(0.1):
        pass
    return task.mistakes()
