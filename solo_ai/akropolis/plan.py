"""Placing a tile with the next ones in mind: a short plan over sampled futures.

The hard player's look-ahead (search.py) judges a move by the city it leaves and the round that
follows. Much of a good city comes from placing a sequence of tiles well together:
leaving room to build up, closing rings around temples, keeping house groups joined. A placement
that looks best now may spoil the next three.

Which tiles I will get is hidden, so a plan is made for several sampled futures. A future is
the rest of the game played out over a random deal of the tiles nobody has seen into the
face-down stacks: the Famous Architect takes by its rule, I take by a quick guess of each tile's
worth, and my takes are the future (flow_futures; drawing them from all unseen tiles instead
overlooks that the Architect takes the plazas first and that my next tile often comes from the
site in view). For each of the tile's best placements (by the city judgement), and each future,
a small beam search places the next few tiles of that future; the city it reaches is ranked with
the rest of that future still to come (each of its stars counting fully, each district at level
1). The placement with the best total over the futures is played. All placements meet the same
futures, so they are compared fairly, and the futures come from the player's seed, so a decision
is the same on every machine. In a solo game the search plans its few best takes this way and
plays the one whose plan, with the Architect's outcome, is best.

Measured against Callicrates on recorded games (the same tiles, only the placements changed) and
in whole games: see docs/benchmarks.md, "eighth session" and "ninth session".
"""

from __future__ import annotations

from typing import NamedTuple

from engine.akropolis import solo
from engine.akropolis.data import TILES
from engine.akropolis.placement import legal_placements
from engine.akropolis.rules import _placed
from engine.core.rng import Rng

from .common import stack_sizes, unseen_tiles
from .evaluator import PLAZA_INDEX, TYPE_INDEX, CityEval

#: placements of the tile compared (the best distinct ones by the city judgement)
CANDIDATES = 6
#: sampled futures every placement is planned for, and my next tiles each plan places. Seeded
#: solo games against Callicrates, paired with 12 futures and 2 tiles ahead (docs/benchmarks.md,
#: fifteenth session): 24 futures 3 tiles ahead +3.1 ± 0.9 points a game over 500 games (wins
#: 159 -> 182; +3.1 ± 1.5 on the 200 seeds not used before); 16 futures 3 tiles ahead +1.8 ±
#: 1.0; 24 futures 2 tiles ahead (with 8 candidates, 4 takes) -0.7 ± 1.2. Three tiles ahead
#: needs the many futures. In the page a hint's 0.6 s of thinking reaches a median of 22.
FUTURES = 24
HORIZON = 3
#: cities kept at each step of a plan
BEAM = 2
#: Larger sizes may gain a little more: with three cities kept, 8 candidates and 4 takes planned
#: (search.PLAN_TAKES) as well, +5.2 ± 1.3 over 292 games (fourteenth session), 1.5 ± 1.4 more
#: than these sizes on the 150 games both played, at 1.7 times the CPU, which a hint cannot give.
#: after this many futures only the KEEP best candidates are planned further
PRUNE_AFTER = 4
KEEP = 3
#: futures a plan cut short by the clock must have covered for its choice to count
MIN_FUTURES = 4
#: where futures come from: "flow" (the game played out over dealt stacks, flow_futures) or
#: "pool" (my takes drawn from all unseen tiles; the eighth session's plan). Seeded solo games
#: against Callicrates, paired: flow +4.0 ± 1.7 points a game (docs/benchmarks.md, ninth session)
FUTURES_FROM = "flow"
#: worth of a house outside the scoring group in a plan's ranking (as heuristic.Params)
HOUSE_OTHER = 0.15


class PlanSizes(NamedTuple):
    """How much work a solo decision's plan does: the futures each placement is planned for, the
    tiles ahead each plan places, the cities kept a step, the placements of a tile compared,
    the takes planned (search.PLAN_TAKES), and the search's simulations before the plan when
    it thinks to a time limit (search.PLAN_SIMULATIONS; fixed iterations are their own count).
    A player given none uses the module's sizes, which a hint can afford in the page."""

    futures: int
    horizon: int
    beam: int
    candidates: int
    takes: int
    simulations: int


#: a plan about five times the work of the module's sizes (1.5 s of CPU a decision against
#: 0.32 s; 2.4 s in the page's Pyodide): seeded solo games against Callicrates, paired with
#: them, +5.2 ± 1.2 points a game over 300 games, 46% (41-52%) of them won against 38%
#: (docs/benchmarks.md, sixteenth session). More than a hint's second in the page; for the hint
#: thought out while the player looks at the board (web/agora_web/services/hints.py, ponder). Larger
#: again gained at most 1-2 points a game (seventeenth session: 72 futures +0.4 ± 2.3 over 65
#: games; five tiles ahead with 480 simulations +1.6 ± 1.4 over 198).
LARGE = PlanSizes(futures=36, horizon=4, beam=4, candidates=10, takes=4, simulations=64)

#: about 2.4 times LARGE's work (3.9 s of CPU a decision; ready about 10.6 s after the position
#: appears in the page): half as many futures more, a fifth tile ahead, six cities kept a step,
#: 12 candidates and the search's 480 simulations. Seeded solo games against Callicrates, paired
#: with LARGE: +4.1 ± 1.7 points a game over 147 games, 47% of them won against 37%
#: (docs/benchmarks.md, nineteenth session); on 170 fresh seeds 59% (52-67%), 53-54% (48-59%)
#: over all its 335 games (twentieth session). For a hint thought out ahead once LARGE's is ready.
XL = PlanSizes(futures=54, horizon=5, beam=6, candidates=12, takes=4, simulations=480)

#: the hard player's deeper forms in a solo game, by depth (solo_ai.make_thinker's `deep`)
DEEPER = (LARGE, XL)


def _additions(tile_id: int) -> "tuple[tuple, tuple]":
    """(districts, stars) per type that the tile brings."""
    districts, stars = [0] * 5, [0] * 5
    for code in TILES[tile_id]:
        if code in TYPE_INDEX:
            districts[TYPE_INDEX[code]] += 1
        elif code in PLAZA_INDEX:
            t, n = PLAZA_INDEX[code]
            stars[t] += n
    return tuple(districts), tuple(stars)


_ADDITIONS = {tile_id: _additions(tile_id) for tile_id in TILES}


def still_to_come(tiles) -> "tuple[list, list]":
    """The districts and stars per type of `tiles` together."""
    a, b = [0] * 5, [0] * 5
    for tile_id in tiles:
        districts, stars = _ADDITIONS[tile_id]
        for t in range(5):
            a[t] += districts[t]
            b[t] += stars[t]
    return a, b


def known_worth(f, a, b) -> float:
    """A city's worth (features `f`) when the tiles still to come bring `a` districts and `b`
    stars per type: every star counts fully, every district at level 1 (the form
    (V + a)(S + b) - ab of heuristic.Outlook), plus pending temples and other houses."""
    v0, v1, v2, v3, v4 = f[0]
    s0, s1, s2, s3, s4 = f[1]
    a0, a1, a2, a3, a4 = a
    b0, b1, b2, b3, b4 = b
    # (V + a)(S + b) - ab = VS + Vb + aS, summed over the types in integers: exact, so the same
    # number as adding the terms one by one to a float (the plan's choices replay bit for bit)
    worth = float(
        v0 * (s0 + b0)
        + a0 * s0
        + v1 * (s1 + b1)
        + a1 * s1
        + v2 * (s2 + b2)
        + a2 * s2
        + v3 * (s3 + b3)
        + a3 * s3
        + v4 * (s4 + b4)
        + a4 * s4
    )
    worth += f[2] * (s3 + b3) + HOUSE_OTHER * (f[3] - v0) * (s0 + b0)
    return worth


def my_future_takes(state, seat: int) -> int:
    """How many more tiles the seat takes after this one in a two-seat game (solo included): a
    round is three takes, the Chief Architect's first and last, and the token changes hands
    with every new round (public: the stacks left and the site)."""
    chief = state.chief
    order = (chief, 1 - chief, chief)
    current = 3 - (len(state.site) - 1)
    count = sum(1 for j in range(current + 1, 3) if order[j] == seat)
    for _stack in state.stacks:
        chief = 1 - chief
        count += 2 if chief == seat else 1
    return count


def sample_futures(pool, left: int, count: int, seed: int) -> "list[list[int]]":
    """`count` futures of `left` tiles, each a random draw without repetition from `pool`."""
    rng = Rng.from_seed(seed)
    futures = []
    for _ in range(count):
        tiles = list(pool)
        need = min(left, len(tiles))
        for i in range(need):
            j, rng = rng.below(len(tiles) - i)
            tiles[i], tiles[i + j] = tiles[i + j], tiles[i]
        futures.append(tiles[:need])
    return futures


def flow_futures(state, seat: int, take: int, choose, count: int, seed: int) -> "list[list[int]]":
    """`count` futures of my takes after taking site tile `take`, each from the game's flow over
    a random deal of the unseen tiles into the face-down stacks: the Famous Architect takes by
    its rule, and I take the affordable tile that `choose(tile_id, cost)` values most. Unlike a
    draw from the whole pool, these futures are short of the plazas the Architect takes first
    and hold the tiles I would pick, and my next tile comes from the site I can see."""
    unseen = unseen_tiles(state)
    sizes = stack_sizes(state)
    rng = Rng.from_seed(seed)
    architect = solo.ARCHITECT_SEAT
    futures = []
    for _ in range(count):
        tiles = list(unseen)
        n = len(tiles)
        for i in range(n):
            j, rng = rng.below(n - i)
            tiles[i], tiles[i + j] = tiles[i + j], tiles[i]
        stacks, start = [], 0
        for size in sizes:
            stacks.append(tiles[start : start + size])
            start += size
        site = list(state.site)
        site.pop(take)
        stones = list(state.stones)
        stones[seat] -= take
        stones[architect] += take
        chief, turn = state.chief, seat
        mine = []
        while True:
            if len(site) > 1:
                turn = 1 - turn
            elif stacks:
                site.extend(stacks.pop(0))
                chief = 1 - chief
                turn = chief
            else:
                break
            if turn == architect:
                index = solo.architect_take(site, stones[turn])
                stones[turn] -= index
                site.pop(index)
                continue
            index = max(range(min(len(site), stones[turn] + 1)), key=lambda i: (choose(site[i], i), -i))
            stones[turn] -= index - len(mine) % 2  # a quarry covered every other tile
            stones[architect] += index
            mine.append(site.pop(index))
        futures.append(mine)
    return futures


#: cache entries _Cities.release frees between two yields
RELEASE_CHUNK = 100


class _Cities:
    """Per decision: each city's evaluator and legal placements, what a tile at every
    placement makes of it, and the cities a plan's steps build. The first step of every plan
    starts from the same few cities, and my next tile is often the same in many futures (it
    comes from the site in view), so the cities a plan keeps recur from one future to the next
    and their evaluators are built once."""

    def __init__(self, variants):
        self.variants = variants
        self._prepared: dict = {}
        self._after: dict = {}
        self._placed: dict = {}

    def placed(self, city, tile_id: int, place):
        """The city with the tile at `place` (the same object every time it is asked for)."""
        key = (id(city), tile_id, tuple(place))
        found = self._placed.get(key)
        if found is None:
            found = self._placed[key] = _placed(city, tile_id, place)[0]
        return found

    def release(self, chunk: int = RELEASE_CHUNK):
        """Generator: empties the caches `chunk` entries at a time, yielding between. A large
        plan's caches hold tens of thousands of cities and features; freed at once they took
        0.05-0.1 s of CPython (more in the page), a pause while the page thinks ahead."""
        for cache in (self._after, self._placed, self._prepared):
            while cache:
                for _ in range(min(chunk, len(cache))):
                    cache.popitem()
                yield

    def options(self, city, tile_id: int) -> list:
        """[(placement, features)] of the tile at the legal placements of the city, each distinct
        features once, at the first placement giving them (in the order of legal_placements).
        Most placements repeat another's features (about nine in ten), and a plan, which ranks
        by features and keeps the first of equals, would never keep the later ones."""
        key = (id(city), tile_id)
        found = self._after.get(key)
        if found is None:
            prepared = self._prepared.get(id(city))
            if prepared is None:
                prepared = (city, CityEval(city.cells, self.variants), legal_placements(city))
                self._prepared[id(city)] = prepared
            _city, evaluator, places = prepared
            found = self._after[key] = evaluator.distinct_after(TILES[tile_id], places)
        return found


def plan_value(cities: _Cities, city, covered: int, future, horizon: int, beam: int):
    """Generator: the best ranking a beam search reaches placing the first `horizon` tiles of
    `future` in `city` (`covered`: quarries covered so far, a stone each), the rest of `future`
    still to come. Yields after every step; returns the value."""
    steps = future[:horizon]
    kept = [(city, covered)]
    best = None
    for i, tile_id in enumerate(steps):
        a, b = still_to_come(future[i + 1 :])
        last = i == len(steps) - 1
        if last:
            # only the best worth matters at the last step: no list of what reaches it
            best = max(
                known_worth(f, a, b) + stones + f[5]
                for here, stones in kept
                for _place, f in cities.options(here, tile_id)
            )
            yield
            break
        found = []
        for here, stones in kept:
            for place, f in cities.options(here, tile_id):
                found.append((known_worth(f, a, b) + stones + f[5], here, place, f, stones + f[5]))
        yield
        found.sort(key=lambda c: -c[0])
        seen, kept = set(), []
        for _worth, here, place, f, covered_then in found:
            key = (f[0], f[1], round(f[2], 3), f[3], f[4], f[5])
            if key not in seen:
                seen.add(key)
                kept.append((cities.placed(here, tile_id, place), covered_then))
                if len(kept) >= beam:
                    break
    if best is None:
        best = known_worth(CityEval(city.cells, cities.variants).features(), [0] * 5, [0] * 5) + covered
    return best


def candidates(city, tile_id: int, outlook, variants, keep: "int | None" = None, also=None) -> list:
    """The `keep` (CANDIDATES when not given) best placements of the tile in the city by the city judgement (`outlook`, a
    heuristic.Outlook), one of each distinct result, and `also` (a placement) if it is not among
    them."""
    keep = CANDIDATES if keep is None else keep
    evaluator = CityEval(city.cells, variants)
    ranked = []
    for place in legal_placements(city):
        f = evaluator.after(tile_id, place)
        ranked.append((outlook.city(f) + outlook.stone * f[5], place, f))
    ranked.sort(key=lambda c: -c[0])
    chosen, seen = [], set()
    for _worth, place, f in ranked:
        key = (f[0], f[1], round(f[2], 3), f[3], f[4], f[5])
        if key not in seen:
            seen.add(key)
            chosen.append(place)
            if len(chosen) >= keep:
                break
    if also is not None and all(tuple(place) != tuple(also) for place in chosen):
        chosen.append(also)
    return chosen


class PlacementPlan:
    """Chooses among `candidates` (placements of `tile_id` in `city`) the one whose plans over
    sampled futures (my `left` next tiles drawn from `pool`) are best in total.

    `run()` is a generator that yields after every piece of work and plans one future for every
    candidate before the next, so a caller out of time can still use `best()` once at least
    `MIN_FUTURES` are done (all candidates having met the same futures)."""

    def __init__(
        self,
        city,
        tile_id: int,
        candidates,
        pool,
        left: int,
        variants,
        seed: int,
        futures: "int | None" = None,
        horizon: "int | None" = None,
        beam: "int | None" = None,
        samples=None,
    ):
        """`futures`, `horizon`, `beam`: FUTURES, HORIZON, BEAM when not given. `samples`: the
        futures to plan for, instead of sampling them (a probe's control)."""
        futures = FUTURES if futures is None else futures
        horizon = HORIZON if horizon is None else horizon
        beam = BEAM if beam is None else beam
        self.city = city
        self.tile_id = tile_id
        self.candidates = list(candidates)
        self.samples = (
            sample_futures(pool, left, futures, seed) if samples is None else [list(sample) for sample in samples]
        )
        self.horizon = horizon
        self.beam = beam
        self.variants = variants
        self.totals = [0.0] * len(self.candidates)
        #: per candidate, its plan's value in each future planned for it
        self.values: "list[list[float]]" = [[] for _ in self.candidates]
        #: futures planned for every candidate still compared so far
        self.done = 0
        #: the candidates still compared (all until PRUNE_AFTER futures are planned)
        self.alive = list(range(len(self.candidates)))
        self._cities: "_Cities | None" = None

    def run(self):
        cities = self._cities = _Cities(self.variants)
        starts = [_placed(self.city, self.tile_id, place) for place in self.candidates]
        alive = list(range(len(self.candidates)))
        for future in self.samples:
            if self.done == PRUNE_AFTER and len(alive) > KEEP:
                # the candidates clearly behind after a few futures are not planned further
                alive = sorted(alive, key=lambda i: (-self.totals[i], i))[:KEEP]
                alive.sort()
                self.alive = alive
            for i in alive:
                after, quarries = starts[i]
                value = yield from plan_value(cities, after, quarries, future, self.horizon, self.beam)
                self.totals[i] += value
                self.values[i].append(value)
            self.done += 1
        yield from cities.release()

    def release(self):
        """Generator: frees the plan's caches a piece at a time (a plan dropped unfinished)."""
        if self._cities is not None:
            yield from self._cities.release()

    def best_value(self, futures: "int | None" = None) -> float:
        """The best candidate's mean value over its first `futures` futures (all planned when
        not given): plans of several takes cut short by the clock are compared over the
        futures they all covered."""
        values = self.values[max(self.alive, key=lambda i: (self.totals[i], -i))]
        values = values[:futures] if futures is not None else values
        return sum(values) / max(len(values), 1)

    def best(self):
        """The candidate still compared with the best total so far (the first one on a
        tie)."""
        return self.candidates[max(self.alive, key=lambda i: (self.totals[i], -i))]
