"""The hard player: a short look-ahead over re-dealt stacks (flat Monte-Carlo).

1. Candidates: every affordable tile at every placement is valued as by the medium player; the
   best placement of each tile and the next best moves overall are kept.
2. Each tile of the construction site is valued at its best placement in every opponent's city,
   and in my city as each candidate would leave it (so a candidate that spoils my next placement
   is seen to do so).
3. Simulations: the face-down tiles are unknown, so each simulation re-deals the tiles nobody has
   seen (all tiles of the game minus the visible ones) into the next stack. Every candidate is
   played out to the end of the next round, each player taking the tile that gains it most for
   its price (the Famous Architect following its rule). Tiles first seen in the simulation are
   valued by a quick guess. The outcome is my city and stones against the opponents'. All
   candidates meet the same deals, so they are compared fairly.
4. The candidate with the best average outcome is played.
5. In a solo game, before the last round, the search's best takes (PLAN_TAKES of them) are
   planned over sampled futures (plan.py): for each, its tile's best placements are followed by
   my next tiles in futures played out by the game's flow (the Famous Architect by its rule),
   placed by a small beam search. The take whose plan, stones left and the Architect's outcome
   (from the simulations) are best is played, at its planned placement.

The true order of the stacks is never read: simulations and plans use only re-dealt tiles.
"""

from __future__ import annotations

from engine.akropolis import solo
from engine.akropolis.data import ARCHITECT_LEVELS, PLAZA_STARS, QUARRY, TILES, TYPE_NAMES
from engine.akropolis.placement import legal_placements
from engine.akropolis.state import City, Move
from engine.core.rng import Rng

from ..thinker import Thinker
from .common import PLACEMENTS_PER_SLICE, first_move, stack_sizes, unseen_tiles, walk_placements
from .evaluator import CityEval
from .heuristic import DEFAULT, Outlook, Params
from . import plan

#: moves kept for simulation: the best placement of every affordable tile, then the best others
CANDIDATES = 10
#: rounds simulated after the current one
HORIZON_ROUNDS = 1
#: the city judgement expects only the tiles that come after the look-ahead's horizon
OUTLOOK_BEYOND_HORIZON = False
#: how much the outcome counts the opponents' mean against their best (3 and 4 players)
MEAN_WEIGHT = 0.5
#: how much the opponents' outcome counts against mine
OPPONENT_WEIGHT = 1.0
#: the Famous Architect takes the cheapest tile with a plaza, so it might be expected to get more
#: than its share of the plaza stars still to come; in seeded solo games against Callicrates a
#: bias above 1 did worse (margins -42 at 1.0, -47 at 1.3, -55 at 1.6 over six games)
ARCHITECT_STAR_BIAS = 1.0
#: per type (house, market, barracks, temple, garden): the part of its even share of the
#: districts and plaza stars still to come that the Famous Architect actually ends with
ARCHITECT_DISTRICT_FACTOR = (1.0, 1.0, 1.0, 1.0, 1.0)
ARCHITECT_STAR_FACTOR = (1.0, 1.0, 1.0, 1.0, 1.0)
#: the Famous Architect's stones are buying power: it takes the cheapest plaza it can afford, and
#: only my payments give it stones, so each stone it holds is worth this much to it per tile
#: still to come (per player) and per point its districts are worth (the level's value: a plaza
#: bought is worth twice as much to Callicrates), beyond the stone's final point. Seeded solo
#: games, paired: against Callicrates (0.2 a stone per tile) +2.9 ± 1.1 points a game over 300
#: seeds (0.05 a point: +1.8, 0.15: +3.0 on 200 of them; 0.25 and 0.5 did worse on 100); against
#: Metagenes (0.1) -1.4 on 100 seeds, within the noise
ARCHITECT_STONE_EXTRA = 0.1


def architect_outlook(tiles, stones: int, level: str, pool, left: int, seats: int) -> float:
    """The Famous Architect's final score as it is expected to end: its districts and stars now
    plus its share of those of the `left` tiles still to come (drawn like `pool`), in the form
    (D + a)(S + b) - ab per type that heuristic.Outlook uses for a player's city (exact once no
    tile is left). Comparing candidates by the Architect's score *now* would undervalue taking a
    plaza from it, since every later district multiplies with it. Its stones count their final
    point and, while tiles are still to come, what they may buy (ARCHITECT_STONE_EXTRA)."""
    value, per_quarry = ARCHITECT_LEVELS[level]
    codes = solo.STARTING_CODES + "".join(TILES[t] for t in tiles)
    pool_codes = "".join(TILES[t] for t in pool)
    share = (left / len(pool) / max(seats, 2)) if pool else 0.0
    total = stones * (1.0 + ARCHITECT_STONE_EXTRA * value * left / max(seats, 2))
    for t, district in enumerate(TYPE_NAMES):
        plaza = district.upper()
        d = codes.count(district)
        s = codes.count(plaza) * PLAZA_STARS[plaza]
        a = pool_codes.count(district) * share * ARCHITECT_DISTRICT_FACTOR[t]
        b = pool_codes.count(plaza) * PLAZA_STARS[plaza] * share * ARCHITECT_STAR_BIAS * ARCHITECT_STAR_FACTOR[t]
        total += value * ((d + a) * (s + b) - a * b)
    if per_quarry:
        total += per_quarry * (codes.count(QUARRY) + pool_codes.count(QUARRY) * share)
    return total


#: a solo game's placements are chosen again by a plan over sampled futures (plan.py)
PLAN_PLACEMENT = True
#: the search's best takes planned (1: only the search's choice is planned, for its placement).
#: Seeded solo games against Callicrates, 12 futures each, paired with 1 take: 2 takes +3.7 ±
#: 1.7, 3 takes +5.0 (docs/benchmarks.md, ninth session); shipped with 6 futures, which the page
#: can plan for 3 takes
PLAN_TAKES = 3
#: with a time limit (the page), when a plan follows, the simulations stop after this many or
#: this share of the limit, whichever comes first (more simulations changed nothing measurable:
#: 150 and 480 against 48, docs/benchmarks.md, seventh session)
PLAN_SIMULATIONS = 64
SEARCH_SHARE = 0.3

#: my best moves (by the city judgement) solved exactly in a solo game's last round
LAST_ROUND_CANDIDATES = 24

#: simulations when neither a time limit nor `iterations` stops them earlier (the time limit
#: normally does: a simulation costs well under a millisecond, and more deals rank the
#: candidates more surely)
MAX_ITERATIONS = 3000


def _placed_cells(cells: dict, tile_id: int, hexes) -> dict:
    """A copy of `cells` with the tile on top (as the engine places it; quarries are not
    counted here)."""
    out = dict(cells)
    for pos, code in zip(hexes, TILES[tile_id]):
        below = out.get(pos)
        out[pos] = ((below[0] + 1) if below is not None else 1, code, -1)
    return out


class Hard(Thinker):
    """See the module's description. `iterations`: simulations (deals) to run, instead of
    running until the time limit or MAX_ITERATIONS."""

    def __init__(
        self,
        rules,
        state,
        seat: int,
        seed: int = 0,
        time_limit: float = 1.5,
        iterations=None,
        params: Params = DEFAULT,
        plan_sizes: "plan.PlanSizes | None" = None,
    ):
        """`plan_sizes`: the solo plan's work (plan.PlanSizes); the module sizes when not
        given."""
        super().__init__(time_limit, iterations)
        self.plan_sizes = plan_sizes
        self.rules = rules
        self.state = state
        self.seat = seat
        self.seed = seed
        self.variants = tuple(state.options.variants)
        self.best = first_move(state, seat)
        self.unseen = unseen_tiles(state)
        self.sizes = stack_sizes(state)
        #: the tiles not yet taken (site and face-down), and how many a simulation deals
        self.pool = list(state.site) + self.unseen
        self.dealt = min(sum(self.sizes[:HORIZON_ROUNDS]), len(self.unseen))
        beyond = 1.0
        if OUTLOOK_BEYOND_HORIZON:
            # what is expected after the look-ahead: the tiles it does not play out (none once
            # it reaches the game's end, where the judgement becomes the exact score)
            after = len(self.unseen) - self.dealt + 1 if len(self.sizes) > HORIZON_ROUNDS else 0
            beyond = after / len(self.pool) if self.pool else 0.0
        self.outlook = Outlook(self.pool, state.seats, params, beyond)
        self.solo = state.options.solo
        #: seat → its city's features now
        self.features: dict = {}
        #: seat → {tile id: (gain of city worth, quarries covered)} at the tile's best placement
        self.gains: dict = {}
        #: (worth, take, placement, features, gains table of my city after it)
        self.candidates: list = []
        self.totals: list = []
        self.runs = 0
        #: futures the placement plan covered (0: no plan was made or finished)
        self.planned = 0
        #: the placement plans being run (plan.PlacementPlan), for release()
        self._plans: list = []

    def release(self):
        for planned in self._plans:
            yield from planned.release()
        yield from super().release()

    def _plan_sizes(self) -> "plan.PlanSizes":
        """The sizes given, or the module's."""
        return self.plan_sizes or plan.PlanSizes(
            plan.FUTURES, plan.HORIZON, plan.BEAM, plan.CANDIDATES, PLAN_TAKES, PLAN_SIMULATIONS
        )

    def _out_of_time(self) -> bool:
        return self.iterations is None and self.time_up()

    # --- the search ----------------------------------------------------------------------
    def _think(self):
        state, me = self.state, self.seat
        last_round = bool(self.solo) and not self.sizes
        yield from self._my_candidates(LAST_ROUND_CANDIDATES if last_round else CANDIDATES)
        if len(self.candidates) <= 1 or self._out_of_time():
            return
        if last_round:
            yield from self._solve_last_round()
            return
        for seat in range(state.seats):
            if seat != me and not self._is_architect(seat):
                evaluator = CityEval(state.cities[seat].cells, self.variants)
                self.features[seat] = evaluator.features()
                table: dict = {}
                yield from self._best_gains(evaluator, state.cities[seat], state.site, table)
                self.gains[seat] = table
                if self._out_of_time():
                    return
        # my city after each candidate, against the tiles I may take later
        done = []
        for candidate in self.candidates:
            _worth, take, place, features, table = candidate
            tile_id = state.site[take]
            cells = _placed_cells(state.cities[me].cells, tile_id, place)
            evaluator = CityEval(cells, self.variants)
            rest = [t for t in state.site if t != tile_id]
            yield
            yield from self._best_gains(evaluator, City(cells=cells), rest, table)
            if self._out_of_time():
                break
            done.append(candidate)
        if len(done) <= 1:
            return
        self.candidates = done
        rng = Rng.from_seed(self.seed)
        limit = self.iterations if self.iterations is not None else MAX_ITERATIONS
        if not self.sizes:
            limit = min(limit, 1)  # no face-down tiles left: every simulation is the same
        self.totals = [0.0] * len(self.candidates)
        self.against = [0.0] * len(self.candidates)
        planning = bool(self.solo) and PLAN_PLACEMENT
        while self.runs < limit:
            deal, rng = self._deal(rng)
            for index, candidate in enumerate(self.candidates):
                self.totals[index] += self._rollout(candidate, deal)
                self.against[index] += self._against
            self.runs += 1
            self._pick()
            yield
            if self._out_of_time():
                return
            if (
                planning
                and self.iterations is None
                and (self.runs >= self._plan_sizes().simulations or self.elapsed() >= SEARCH_SHARE * self.time_limit)
            ):
                break  # the rest of the time is the plan's
        if planning:
            yield from self._plan_placement()

    def _plan_placement(self):
        """Chooses the placement of the chosen tile again by a plan.PlacementPlan, among its
        best distinct placements by the city judgement and the one the search chose. With
        PLAN_TAKES above 1, the search's next best takes are planned too, and the take whose
        plan, stones and the opponent's outcome (from the search) are best is played. Keeps the
        search's choice when time runs out first."""
        state, me = self.state, self.seat
        left = plan.my_future_takes(state, me)
        if left <= 0:
            return
        sizes = self._plan_sizes()
        city = state.cities[me]
        order = sorted(range(len(self.candidates)), key=lambda i: (-self.totals[i], i))
        best_of: dict = {}
        for i in order:
            best_of.setdefault(self.candidates[i][1], i)
        takes = [self.best.take] + [t for t in best_of if t != self.best.take]
        takes = takes[: max(sizes.takes, 1)]
        plans = []
        for take in takes:
            index = best_of[take]
            hexes = self.candidates[index][2]
            tile_id = state.site[take]
            candidates = plan.candidates(city, tile_id, self.outlook, self.variants, keep=sizes.candidates, also=hexes)
            if len(takes) == 1 and len(candidates) <= 1:
                return
            pool = [t for i, t in enumerate(state.site) if i != take] + list(self.unseen)
            samples = None
            if plan.FUTURES_FROM == "flow":
                f = self._features_after(Move(take, hexes))
                outlook, stone = self.outlook, self.outlook.stone
                samples = plan.flow_futures(
                    state,
                    me,
                    take,
                    lambda t, cost, f=f: outlook.tile_guess(f, t) - stone * cost,
                    sizes.futures,
                    self.seed + 103,
                )
            against = self.against[index] / max(self.runs, 1)
            plans.append(
                (
                    take,
                    against,
                    plan.PlacementPlan(
                        city,
                        tile_id,
                        candidates,
                        pool,
                        left,
                        self.variants,
                        self.seed + 101,
                        futures=sizes.futures,
                        horizon=sizes.horizon,
                        beam=sizes.beam,
                        samples=samples,
                    ),
                )
            )
        self._plans = [planned for _take, _against, planned in plans]
        yield from self._run_plans(self._plans)
        finished = [
            (take, against, planned)
            for take, against, planned in plans
            if planned.done >= min(plan.MIN_FUTURES, len(planned.samples))
        ]
        if not finished:
            return
        common = min(planned.done for _take, _against, planned in finished)

        def value(entry):
            take, against, planned = entry
            return planned.best_value(common) + self.outlook.stone * (state.stones[me] - take) - against

        take, _index, planned = max(finished, key=value) if len(finished) > 1 else finished[0]
        self.best = Move(take, planned.best())

    def _run_plans(self, plans):
        """Runs the plans a future at a time each in turn, so that plans the clock cuts short
        have covered nearly the same futures."""
        runs = [planned.run() for planned in plans]
        live = list(range(len(plans)))
        while live:
            for k in list(live):
                target = plans[k].done + 1
                try:
                    while plans[k].done < target:
                        next(runs[k])
                        self.planned = min(p.done for p in plans)
                        yield
                        if self._out_of_time():
                            return
                except StopIteration:
                    live.remove(k)
            self.planned = min(p.done for p in plans)

    def _features_after(self, move: Move):
        """My city's features after `move`."""
        for candidate in self.candidates:
            if candidate[1] == move.take and tuple(candidate[2]) == tuple(move.hexes):
                return candidate[3]
        evaluator = CityEval(self.state.cities[self.seat].cells, self.variants)
        return evaluator.after(self.state.site[move.take], move.hexes)

    def _pick(self):
        best = max(range(len(self.candidates)), key=lambda i: (self.totals[i], -i))
        candidate = self.candidates[best]
        self.best = Move(candidate[1], candidate[2])

    def runner_up(self, best):
        """The candidate ranked next after `best`: by the simulations' totals where they ran,
        else by the city judgement."""
        scored = len(self.totals) == len(self.candidates) and self.runs
        order = sorted(
            range(len(self.candidates)), key=lambda i: (-(self.totals[i] if scored else self.candidates[i][0]), i)
        )
        for i in order:
            move = Move(self.candidates[i][1], self.candidates[i][2])
            if (move.take, tuple(map(tuple, move.hexes))) != (best.take, tuple(map(tuple, best.hexes))):
                return move
        return None

    def _is_architect(self, seat: int) -> bool:
        return bool(self.solo) and seat == solo.ARCHITECT_SEAT

    def _my_candidates(self, keep: int = CANDIDATES):
        """Every affordable tile at every placement in my city; keeps the best `keep` moves (and
        the best placement of every tile)."""
        state, me = self.state, self.seat
        evaluator = CityEval(state.cities[me].cells, self.variants)
        self.features[me] = evaluator.features()
        outlook = self.outlook
        stones = state.stones[me]
        found: list = []

        def visit(take, place, f):
            found.append((outlook.city(f) + outlook.stone * (stones - take + f[5]), take, place, f))

        yield
        for _ in walk_placements(state, me, evaluator, visit):
            yield
            if self._out_of_time():
                break
        if not found:
            return
        found.sort(key=lambda c: -c[0])
        self.best = Move(found[0][1], found[0][2])
        # Keep the best placement of each tile, then the best other moves; moves that leave the
        # same city features with the same tile are alike enough to keep only one of them.
        chosen = []
        seen = set()
        takes = set()
        for c in found:
            if c[1] not in takes:
                takes.add(c[1])
                seen.add((c[1], c[3]))
                chosen.append(c)
        for c in found:
            if len(chosen) >= max(keep, len(takes)):
                break
            key = (c[1], c[3])
            if key not in seen:
                seen.add(key)
                chosen.append(c)
        chosen.sort(key=lambda c: -c[0])
        self.candidates = [(w, take, place, f, {}) for w, take, place, f in chosen]

    def _best_gains(self, evaluator: CityEval, city: City, tiles, table: dict):
        """Fills `table`: tile id → (gain of city worth, quarries covered) at the tile's best
        placement in the evaluated city."""
        outlook = self.outlook
        city_worth = outlook.city
        stone = outlook.stone
        base = city_worth(evaluator.features())
        after = evaluator.after
        best: dict = {}
        for n, place in enumerate(legal_placements(city)):
            for tile_id in tiles:
                f = after(tile_id, place)
                worth = city_worth(f)
                value = worth + stone * f[5]
                kept = best.get(tile_id)
                if kept is None or value > kept[0]:
                    best[tile_id] = (value, worth - base, f[5])
            if n % PLACEMENTS_PER_SLICE == PLACEMENTS_PER_SLICE - 1:
                yield
        for tile_id, (_value, gain, quarries) in best.items():
            table[tile_id] = (gain, quarries)

    # --- a solo game's last round, exactly -------------------------------------------------
    def _solve_last_round(self):
        """No face-down tile is left, so the rest of the game is known: the Famous Architect's
        takes follow its rule, and my own later move (when I play twice in this round) is the
        best of all its placements. Each candidate is scored by the exact final margin (ties go
        to the player with more stones, as in the rules); the best one is played."""
        best_key = None
        for candidate in self.candidates:
            key = self._final_outcome(self.rules.apply(self.state, Move(candidate[1], candidate[2])))
            if best_key is None or key > best_key:
                best_key = key
                self.best = Move(candidate[1], candidate[2])
            yield
            if self._out_of_time():
                return

    def _final_outcome(self, state) -> "tuple[float, int]":
        """(my final total minus the Architect's, my stones minus its) when the game goes on
        from `state` by the Architect's rule and my best final move."""
        rules, me = self.rules, self.seat
        while not rules.is_over(state):
            if rules.current_player(state) != me:
                state = rules.apply(state, rules.legal_actions(state)[0])
                continue
            # my last move of the game (the round then ends: one tile is left); what I pay goes
            # to the Architect
            evaluator = CityEval(state.cities[me].cells, self.variants)
            stones = state.stones[me]
            best = None
            for place in legal_placements(state.cities[me]):
                for take in range(min(len(state.site), stones + 1)):
                    f = evaluator.after(state.site[take], place)
                    value = f.points + stones - 2 * take + f[5]
                    if best is None or value > best[0]:
                        best = (value, take, place)
            state = rules.apply(state, Move(best[1], best[2]))
        totals = [s["total"] for s in rules.scores(state)]
        other = 1 - me
        return totals[me] - totals[other], state.stones[me] - state.stones[other]

    # --- simulations ---------------------------------------------------------------------
    def _deal(self, rng: Rng):
        """The tiles of the next stacks for one simulation: a random draw from the unseen ones."""
        sizes = self.sizes[:HORIZON_ROUNDS]
        need = min(sum(sizes), len(self.unseen))
        pool = list(self.unseen)
        n = len(pool)
        for i in range(need):
            j, rng = rng.below(n - i)
            pool[i], pool[i + j] = pool[i + j], pool[i]
        stacks = []
        start = 0
        for size in sizes:
            stacks.append(tuple(pool[start : start + size]))
            start += size
        return stacks, rng

    def _gain(self, table: dict, features, tile_id: int) -> "tuple[float, int]":
        found = table.get(tile_id)
        if found is None:
            found = (self.outlook.tile_guess(features, tile_id), 0)
            table[tile_id] = found
        return found

    def _rollout(self, candidate, stacks) -> float:
        state, me = self.state, self.seat
        seats = state.seats
        outlook = self.outlook
        stone_worth = outlook.stone
        _worth, take, _place, features, my_table = candidate
        stones = list(state.stones)
        architect = list(state.architect_tiles) if self.solo else None
        site = list(state.site)
        site.pop(take)
        worth = [0.0] * seats
        tables = [None] * seats
        feats = [None] * seats
        for seat in range(seats):
            if seat == me:
                worth[seat] = outlook.city(features)
                tables[seat] = my_table
                feats[seat] = features
            elif not self._is_architect(seat):
                feats[seat] = self.features[seat]
                worth[seat] = outlook.city(feats[seat])
                tables[seat] = self.gains[seat]
        stones[me] += features[5] - take
        if self.solo:
            stones[solo.ARCHITECT_SEAT] += take
        chief = state.chief
        turn = me
        stacks = list(stacks)
        refills = 0
        gain_of = self._gain
        while True:
            # the engine's flow: next player, or refill and pass the Chief Architect token
            if len(site) > 1:
                turn = (turn + 1) % seats
            elif stacks and refills < HORIZON_ROUNDS and len(stacks[0]):
                site.extend(stacks.pop(0))
                refills += 1
                chief = (chief + 1) % seats
                turn = chief
            else:
                break
            if self._is_architect(turn):
                index = solo.architect_take(site, stones[turn])
                stones[turn] -= index
                architect.append(site.pop(index))
                continue
            table, f = tables[turn], feats[turn]
            best_index, best_value, best_q, best_gain = 0, None, 0, 0.0
            for index in range(min(len(site), stones[turn] + 1)):
                gain, quarries = gain_of(table, f, site[index])
                value = gain + stone_worth * (quarries - index)
                if best_value is None or value > best_value:
                    best_index, best_value, best_q, best_gain = index, value, quarries, gain
            site.pop(best_index)
            worth[turn] += best_gain
            stones[turn] += best_q - best_index
            if self.solo:
                stones[solo.ARCHITECT_SEAT] += best_index
        totals = []
        for seat in range(seats):
            if self._is_architect(seat):
                pool = self.pool
                left = len(site) + len(self.unseen) - self.dealt + sum(len(st) for st in stacks)
                totals.append(architect_outlook(architect, stones[seat], self.solo, pool, left, seats))
            else:
                totals.append(worth[seat] + stone_worth * stones[seat])
        mine = totals[me]
        others = [t for s, t in enumerate(totals) if s != me]
        top = max(others)
        mean = sum(others) / len(others)
        self._against = OPPONENT_WEIGHT * ((1 - MEAN_WEIGHT) * top + MEAN_WEIGHT * mean)
        return mine - self._against
