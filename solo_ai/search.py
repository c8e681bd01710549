"""Computer players for any game of the Rules protocol: hidden information, turns made of several
decisions, any number of seats.

Two thinkers share one per-game `Model` (what to re-deal, how to value a position, how to play
fast):

`Search` — information-set Monte-Carlo tree search over re-dealt positions. Every iteration
  1. re-deals what the deciding seat cannot see (`Model.determinize`: other hands, the order of
     decks and bags, the generator), consistently with what it can see;
  2. walks down the tree of decisions — anyone's, in the order the game asks for them — picking
     children by UCB1. A child counts as available only in deals where its action is legal
     (availability counts), so opponents' moves from re-dealt hands share the tree fairly.
     Decisions with a single legal answer (forced moves, an automaton's turn) get no node;
  3. adds the first untried candidate of the node reached (`Model.candidates` lists them best
     first and may leave out hopeless ones);
  4. plays on with a cheap policy (`Model.policy`) until the model's horizon (`Model.stop`: a
     few turns, the end of a round) or the end of the game;
  5. values the position for every seat in [0, 1] (`Model.evaluate`); each node on the path adds
     the value of the seat that chose its action.
  The move played is the root child visited most. The search stops early once no other child
  could catch up in the iterations or time left.

`Greedy` — tries every candidate action on one re-dealt position, follows the seat's own further
  decisions of the same turn (up to a depth; after the first `wide` decisions only the model's
  `width` best candidates, if given), and keeps the action whose best continuation the model's `worth`
  values most. Fast and short-sighted. Its look is bounded by the time limit or, repeatably, by
  `lines` (lines judged, shared among the candidates); a fixed `iterations` alone leaves it
  unbounded.

Apart from listing the seat's own legal moves, both read the true state only through
`Model.determinize`, so a game whose determinization re-deals every hidden part makes players
that cannot peek. Everything random comes from the seeded generator, so a fixed `iterations`
gives the same move on every machine.
"""

from __future__ import annotations

import math
from typing import Optional

from engine.core.errors import IllegalAction
from engine.core.rng import Rng

from .thinker import Thinker

#: rollout moves played between two yields
ROLLOUT_SLICE = 12
#: legal moves listed between two yields: a decision with thousands of ways to play (a rich
#: Pyramidion seat loading a boat) costs as much as hundreds of short ones, so the work between
#: two yields is counted in moves listed as well as in plies
WORK_SLICE = 2000
#: iterations when neither `iterations` nor the time limit stops the search earlier
MAX_ITERATIONS = 5000
#: positions an exact solve of the game's end may visit before giving up (the tree search then
#: decides), and the re-deals it averages over
SOLVE_BUDGET = 1500
SOLVE_DEALS = 3
#: positions an exact solve may visit in all, the game's ends included (a decision with
#: thousands of moves that each end the game is no solve to attempt within a turn)
SOLVE_VISITS = 6000
#: a win outweighs any margin when the end is solved exactly
WIN_WORTH = 1000.0


def sub_rng(rng: Rng) -> "tuple[Rng, Rng]":
    """A fresh generator for one use (a deal, a rollout), and the advanced parent."""
    value, rng = rng.next64()
    return Rng.from_seed(value), rng


def margin_values(totals, scale: float) -> "list[float]":
    """Per seat, a value in (0, 1) from its total against the best other total: 0.5 when level,
    towards 1 when ahead by several `scale`s."""
    out = []
    for seat, mine in enumerate(totals):
        others = [t for s, t in enumerate(totals) if s != seat]
        best = max(others) if others else 0.0
        out.append(0.5 + 0.5 * math.tanh((mine - best) / scale))
    return out


def result_values(totals, winners, scale: float, weight: float = 0.75) -> "list[float]":
    """Per seat, at the end of the game: mostly the result (1 win, 1/k for a k-way shared win,
    0 loss), the rest the margin, so that a search keeps preferring bigger wins."""
    margins = margin_values(totals, scale)
    share = 1.0 / len(winners) if winners else 0.0
    return [weight * (share if s in winners else 0.0) + (1 - weight) * m for s, m in enumerate(margins)]


class Model:
    """What a game tells the generic thinkers. Subclasses override what their game needs."""

    #: UCB1 exploration constant (values are in [0, 1])
    exploration = 0.6
    #: rollout length in decisions when `stop` is not overridden
    rollout_plies = 30

    def determinize(self, rules, state, seat: int, rng: Rng):
        """The position with everything `seat` cannot see re-dealt from `rng` (keeping what the
        seat does see, and the sizes of hidden piles and hands). The default hides nothing."""
        return state

    def candidates(self, rules, state, actions: list) -> list:
        """The actions worth a tree node, best first (default: all, in the engine's order)."""
        return actions

    def policy(self, rules, state, actions: list, rng: Rng):
        """(action, rng): the rollout's move (default: uniformly random)."""
        i, rng = rng.below(len(actions))
        return actions[i], rng

    def stop(self, rules, start, state, plies: int) -> bool:
        """Whether a rollout stops here (`start`: the re-dealt root position)."""
        return plies >= self.rollout_plies

    def evaluate(self, rules, state) -> "list[float]":
        """Per seat, how good the position is, in [0, 1]."""
        totals = [s["total"] for s in rules.scores(state)]
        if rules.is_over(state):
            return result_values(totals, rules.winners(state), 10.0)
        return margin_values(totals, 10.0)

    def worth(self, rules, state, seat: int) -> float:
        """How good the position is for `seat` (any scale), for one-ply greedy choices."""
        return self.evaluate(rules, state)[seat]

    def finish_turn(self, rules, state, seat: int):
        """The position after `seat` ends the turn it is in with the model's quick choices, for
        looks that stop partway through a turn (default: the position itself, judged as it
        stands)."""
        return state

    def points(self, rules, state) -> "list[float]":
        """Per seat, the final score the position promises, in game points (the coach's unit):
        the score as it stands unless the game's model knows better."""
        return [float(s["total"]) for s in rules.scores(state)]


# --- the tree search ---------------------------------------------------------------------------


class Node:
    """One decision reached by a path of actions from the root, over every deal."""

    __slots__ = ("mover", "visits", "avail", "total", "children", "cands", "cand_set", "seen")

    def __init__(self, mover: int):
        #: the seat whose decision led here (whose value this node adds up)
        self.mover = mover
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        #: action → Node, in the order they were added
        self.children: dict = {}
        #: candidates of this decision over the deals seen so far, best first
        self.cands: Optional[list] = None
        self.cand_set: set = set()
        #: every legal action met here so far
        self.seen: set = set()

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Search(Thinker):
    """Information-set MCTS over re-dealt positions (see the module's documentation)."""

    def __init__(
        self,
        rules,
        state,
        seat: int,
        model: Model,
        seed: int = 0,
        time_limit: float = 0.7,
        iterations: Optional[int] = None,
    ):
        super().__init__(time_limit, iterations)
        self.rules = rules
        self.state = state
        self.seat = seat
        self.model = model
        self.seed = seed
        self.rng = Rng.from_seed(seed)
        self.legal = rules.legal_actions(state)
        self.best = self.legal[0]
        self.root = Node(-1)
        #: whether the root came from the previous decision of this turn (see `_kept`)
        self.reused = False
        if iterations is None:
            kept = _kept.take(rules, state, seat, model)
            if kept is not None:
                self.root = kept
                self.reused = True
        #: iterations run so far
        self.runs = 0
        #: root action → summed exact final value, where the end was solved (_solve)
        self.solved: Optional[dict] = None

    # --- choosing ----------------------------------------------------------------------------
    def ranking(self) -> list:
        """Root actions (legal in the true position) with their node, most visited first."""
        legal = set(self.legal)
        out = [(a, n) for a, n in self.root.children.items() if a in legal]
        out.sort(key=lambda an: (-an[1].visits, -an[1].mean()))
        return out

    def _pick(self):
        ranked = self.ranking()
        if ranked:
            self.best = ranked[0][0]

    def runner_up(self, best):
        """The most visited root move other than `best` (where the end was solved exactly, the
        one of the best exact value)."""
        if self.solved is not None:
            others = [a for a in self.legal if a != best]
            return max(others, key=lambda a: self.solved[a]) if others else None
        return next((a for a, _node in self.ranking() if a != best), None)

    def _settled(self, left: float) -> bool:
        """True when the second most visited child cannot overtake the first in `left` more
        iterations."""
        ranked = self.ranking()
        if len(ranked) < 2:
            return len(ranked) == 1 and len(self.root.cands or ()) <= 1
        return ranked[0][1].visits - ranked[1][1].visits > left

    def _think(self):
        if len(self.legal) <= 1:
            return
        solved = yield from self._solve()
        if solved is not None:
            self.solved = solved
            self.best = max(self.legal, key=lambda a: solved[a])
            return
        limit = self.iterations if self.iterations is not None else MAX_ITERATIONS
        spent_before = self.spent
        while self.runs < limit:
            yield from self._iterate()
            self.runs += 1
            self._pick()
            if self.iterations is not None:
                left = limit - self.runs
            else:
                if self.time_up():
                    break
                used = self.elapsed() - spent_before
                per = max(used, 1e-6) / self.runs
                left = min(limit - self.runs, (self.time_limit - used) / per)
            if self.runs >= 8 and self._settled(left):
                break
            yield
        self._pick()
        if self.iterations is None:
            self._keep()

    def _keep(self):
        """Keep the subtree under the move played when the seat decides again right after it
        (the next decision of the same turn starts from what this search learnt)."""
        child = self.root.children.get(self.best)
        if child is None or not child.children:
            return
        try:
            after = self.rules.apply(self.state, self.best)
        except IllegalAction:
            return
        if self.rules.current_player(after) == self.seat:
            _kept.put(self.rules, after, self.seat, self.model, child)

    # --- the end of the game, exactly -------------------------------------------------------
    def _solve(self):
        """When the game ends with no other seat deciding anything (the last placement, the
        last steps of a last turn), every way to the end is tried on a few re-deals and each
        root action gets its summed exact final value (win first, then margin); otherwise, or
        past SOLVE_BUDGET positions, None. A generator (yields now and then)."""
        rules, model = self.rules, self.model
        rng = Rng.from_seed(self.seed ^ 0x5EED)
        # positions left to visit; moves listed since the last pause; positions visited
        budget = [SOLVE_BUDGET, 0, 0]
        totals = {a: 0.0 for a in self.legal}
        for _ in range(SOLVE_DEALS):
            deal_rng, rng = sub_rng(rng)
            deal = model.determinize(rules, self.state, self.seat, deal_rng)
            for action in self.legal:
                try:
                    after = rules.apply(deal, action)
                except IllegalAction:
                    return None
                value = yield from self._exact(after, budget)
                if value is None:
                    return None
                totals[action] += value
        return totals

    def _exact(self, state, budget):
        rules = self.rules
        while True:
            # every position visited counts, the game's ends included: after a last Pyramidion
            # load each of thousands of ways to pay ends the game, and the time must be looked
            # at between them too
            budget[2] += 1
            if budget[2] > SOLVE_VISITS or (self.iterations is None and self.time_up()):
                return None
            if budget[2] % ROLLOUT_SLICE == 0:
                yield
            if rules.is_over(state):
                totals = [s["total"] for s in rules.scores(state)]
                winners = rules.winners(state)
                others = [t for s, t in enumerate(totals) if s != self.seat]
                margin = totals[self.seat] - (max(others) if others else 0)
                won = WIN_WORTH / len(winners) if self.seat in winners else 0.0
                return won + margin
            budget[0] -= 1
            if budget[0] < 0:
                return None
            actions = rules.legal_actions(state)
            budget[1] += len(actions)
            if budget[1] >= WORK_SLICE:  # long lists of moves: a pause between them
                budget[1] = 0
                yield
            if len(actions) != 1:
                break
            state = rules.apply(state, actions[0])
        if rules.current_player(state) != self.seat:
            return None
        best = None
        for action in actions:
            value = yield from self._exact(rules.apply(state, action), budget)
            if value is None:
                return None
            if best is None or value > best:
                best = value
        return best

    # --- one iteration -----------------------------------------------------------------------
    def _iterate(self):
        rules, model = self.rules, self.model
        deal_rng, self.rng = sub_rng(self.rng)
        play_rng, self.rng = sub_rng(self.rng)
        start = model.determinize(rules, self.state, self.seat, deal_rng)
        state = start
        node = self.root
        path = [node]
        plies = 0
        # selection and expansion
        work = 0
        while True:
            mover = rules.current_player(state)
            if mover < 0:
                break
            actions = rules.legal_actions(state)
            work += len(actions)
            if len(actions) == 1:
                state = rules.apply(state, actions[0])
                plies += 1
                continue
            cands, fresh = self._candidates(node, state, actions)
            if fresh or work >= WORK_SLICE:
                work = 0
                yield
            child_of = node.children
            for a in cands:
                child = child_of.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in cands if a not in child_of]
            if untried:
                action = untried[0]
                child = Node(mover)
                child.avail = 1
                child_of[action] = child
                state = rules.apply(state, action)
                path.append(child)
                plies += 1
                break
            c = model.exploration
            best_a, best_u = None, -1.0
            for a in cands:
                ch = child_of[a]
                u = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if u > best_u:
                    best_a, best_u = a, u
            node = child_of[best_a]
            state = rules.apply(state, best_a)
            path.append(node)
            plies += 1
        # rollout
        rollout = 0
        while rules.current_player(state) >= 0 and not model.stop(rules, start, state, rollout):
            actions = rules.legal_actions(state)
            work += len(actions)
            if len(actions) == 1:
                action = actions[0]
            else:
                action, play_rng = model.policy(rules, state, actions, play_rng)
            state = rules.apply(state, action)
            rollout += 1
            if rollout % ROLLOUT_SLICE == 0 or work >= WORK_SLICE:
                work = 0
                yield
        values = model.evaluate(rules, state)
        for n in path:
            n.visits += 1
            if n.mover >= 0:
                n.total += values[n.mover]

    def _candidates(self, node: Node, state, actions: list) -> "tuple[list, bool]":
        """The node's candidates legal in this deal (the model is asked once per new set of
        actions), and whether the model was asked."""
        legal = set(actions)
        fresh = node.cands is None or not legal <= node.seen
        if fresh:
            listed = self.model.candidates(self.rules, state, actions)
            if node.cands is None:
                node.cands = []
            for a in listed:
                if a not in node.cand_set:
                    node.cand_set.add(a)
                    node.cands.append(a)
            node.seen |= legal
        out = [a for a in node.cands if a in legal]
        if not out:
            out = list(self.model.candidates(self.rules, state, actions)) or actions[:1]
            fresh = True
            for a in out:
                if a not in node.cand_set:
                    node.cand_set.add(a)
                    node.cands.append(a)
        return out, fresh


class _Kept:
    """The one subtree kept between two decisions of a turn: (game, position, seat, model, node).
    Only searches run against the clock use it, so a fixed `iterations` stays repeatable."""

    def __init__(self):
        self.entry = None

    def put(self, rules, state, seat: int, model, node: Node):
        self.entry = (rules.name, state, seat, model, node)

    def take(self, rules, state, seat: int, model) -> Optional[Node]:
        entry, self.entry = self.entry, None
        if entry is None:
            return None
        name, kept_state, kept_seat, kept_model, node = entry
        if name != rules.name or kept_seat != seat or kept_model is not model:
            return None
        if kept_state != state:
            return None
        node.mover = -1
        return node


_kept = _Kept()


def forget_kept() -> None:
    """Drop the subtree kept between two decisions: a search that must answer the same for the
    same position and time (a hint, whatever was asked before) starts afresh."""
    _kept.entry = None


# --- the greedy player -------------------------------------------------------------------------


def _share(left: int, ways: int) -> int:
    """One of `ways` equal shares of `left` lines, rounded up (so the first ways get a line when
    there are fewer lines than ways)."""
    return -(-left // ways) if left > 0 else 0


class Greedy(Thinker):
    """The candidate action whose best continuation within the seat's own turn (at most
    `depth` decisions, the first included) the model's `worth` values most, on one re-dealt
    position. Ties are broken with the seeded generator."""

    def __init__(
        self,
        rules,
        state,
        seat: int,
        model: Model,
        seed: int = 0,
        time_limit: float = 0.7,
        iterations: Optional[int] = None,
        depth: int = 2,
        width: Optional[int] = None,
        wide: int = 1,
        finish: bool = False,
        lines: Optional[int] = None,
    ):
        super().__init__(time_limit, iterations)
        self.rules = rules
        self.state = state
        self.seat = seat
        self.model = model
        self.depth = depth
        #: candidates followed at each decision of the turn after the first `wide` ones (the
        #: model's best first; None: all), so that a deeper look stays affordable
        self.width = width
        self.wide = wide
        #: judge a look that stops partway through the turn after the model's quick choices
        #: finish it (`Model.finish_turn`), so every line is judged where the turn ends
        self.finish = finish
        #: lines (positions where a look ends, each valued by `worth`) it may judge in all: a
        #: bound counted in work, so a fixed amount of it gives the same move on every machine
        #: and its cost stays bounded where the turn branches widely (a rich last round)
        self.lines = lines
        #: lines judged so far
        self.judged = 0
        self.rng = Rng.from_seed(seed)
        self.legal = rules.legal_actions(state)
        self._legal_set = set(self.legal)
        self.best = self.legal[0]
        self._top = None
        self._ties: list = []
        #: each first move judged: the value of its best continuation
        self.values: dict = {}

    def _think(self):
        if len(self.legal) <= 1:
            return
        rules, model = self.rules, self.model
        deal_rng, self.rng = sub_rng(self.rng)
        start = model.determinize(rules, self.state, self.seat, deal_rng)
        yield
        first = [a for a in model.candidates(rules, start, rules.legal_actions(start)) if a in self._legal_set]
        yield
        for n, action in enumerate(first):
            try:
                after = rules.apply(start, action)
            except IllegalAction:
                continue
            allow = None
            if self.lines is not None:
                allow = _share(self.lines - self.judged, len(first) - n)
                if allow <= 0:
                    break
            best = None
            for value in self._best_from(after, self.depth - 1, allow):
                if value is None:
                    yield
                    if self.time_up():
                        break
                elif best is None or value > best:
                    best = value
            if best is None:
                continue
            self._consider(action, best)
            self._settle()
            yield
            if self.time_up():
                break
        self._settle()

    def _best_from(self, state, depth: int, allow: Optional[int] = None):
        """Generator of values of the seat's continuations (None now and then: a pause).
        `allow`: the lines this look may judge (None: all), shared among its candidates so
        that, where the turn branches more widely than it allows, the best candidates of every
        decision are looked at rather than the first one's every continuation."""
        rules = self.rules
        if depth <= 0 or rules.current_player(state) != self.seat:
            if self.finish and depth <= 0:
                state = self.model.finish_turn(rules, state, self.seat)
            self.judged += 1
            yield self.model.worth(rules, state, self.seat)
            return
        actions = rules.legal_actions(state)
        if len(actions) > 1:
            actions = self.model.candidates(rules, state, actions)
            if self.width is not None and self.depth - depth >= self.wide:
                actions = actions[: self.width]
        start = self.judged
        for n, action in enumerate(actions):
            share = None
            if allow is not None:
                share = _share(allow - (self.judged - start), len(actions) - n)
                if share <= 0:
                    return
            yield from self._best_from(rules.apply(state, action), depth - 1, share)
            if n % 4 == 3:
                yield None

    def runner_up(self, best):
        """The first move judged best after `best` (ties: the one judged first)."""
        others = [(v, -i, a) for i, (a, v) in enumerate(self.values.items()) if a != best]
        return max(others, key=lambda e: (e[0], e[1]))[2] if others else None

    def _consider(self, action, value: float):
        self.values[action] = value
        top = self._top
        if top is None or value > top + 1e-9:
            self._top = value
            self._ties = [action]
        elif value >= top - 1e-9:
            self._ties.append(action)

    def _settle(self):
        if self._ties:
            index, _ = self.rng.below(len(self._ties))
            self.best = self._ties[index]
