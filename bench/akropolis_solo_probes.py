"""What limits the hard Akropolis player against the Famous Architect: probes that change one
thing about its look-ahead and replay the same seeded solo games, paired with the player as it is.

    baseline      the hard player as shipped (fixed simulations)
    known-stacks  its look-ahead is dealt the true next stacks instead of a guess. A player cannot
                  know them: this only asks whether the missing information is what costs games
                  (with `--rounds N` the look-ahead plays N rounds of the true stacks)
    rollouts      its best `--rerank` moves are played to the end of the game, `--deals` times
                  each over stacks dealt anew, by the hard player itself with few simulations
                  (`--continuation-sims`) and the Architect by its rule; the best final margin on
                  average is played. One step of policy improvement: if a deeper look with the
                  same judgement found better moves, this would win more
    placement-oracle  no new games: the baseline's own takes are kept, and a beam search places
                  the same tiles in the same order knowing all of them in advance (`--beam`
                  cities kept per step, ranked by the city's worth with the exact tiles still to
                  come); its margin is the baseline's with that city (and the stones its covered
                  quarries give) instead. A ceiling on what better placement alone could gain
    placement-plan  the same kept takes, the city rebuilt by a fair planner: each tile's
                  `--candidates` best placements by the usual judgement are valued by a beam
                  search over the next `--horizon` tiles of `--futures` futures sampled from the
                  tiles I could not see when I took it. With `--true-future` the same planner is
                  told the true sequence instead: the two together say whether planning gains
                  from the search itself or only from knowing what comes

    nice -n 15 python3 bench/akropolis_solo_probes.py --probe known-stacks --games 40
    nice -n 15 python3 bench/akropolis_solo_probes.py --probe rollouts --games 20
    nice -n 15 python3 bench/akropolis_solo_probes.py --probe placement-oracle --games 40
    nice -n 15 python3 bench/akropolis_solo_probes.py --probe placement-plan --games 40 [--true-future]

The baseline plans its placements (solo_ai/akropolis/plan.py) unless `--no-plan` is given; the
tables in docs/benchmarks.md before the eighth session, and its placement-plan rows, were taken
without the plan.

Each row gives the wins, the mean margin and the paired difference from the baseline on the same
seeds with its standard error. The rollouts probe costs seconds per decision: it is a measurement,
not a player for the page.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.akropolis import RULES, hidden  # noqa: E402
from engine.akropolis.data import STARTING_STONES  # noqa: E402
from engine.akropolis.placement import legal_placements  # noqa: E402
from engine.akropolis.rules import _placed  # noqa: E402
from engine.akropolis.state import Move, Options  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from solo_ai.akropolis import plan, search  # noqa: E402
from solo_ai.akropolis.common import unseen_tiles  # noqa: E402
from solo_ai.akropolis.evaluator import CityEval  # noqa: E402
from solo_ai.akropolis.heuristic import Outlook  # noqa: E402

ITERATIONS = 48
#: the look-ahead's rounds as shipped
SHIPPED_ROUNDS = search.HORIZON_ROUNDS


class KnownStacks(search.Hard):
    """The hard player told the true order of the next stacks (a probe, not a fair player)."""

    #: rounds of the true stacks the look-ahead plays (main() sets search.HORIZON_ROUNDS to match)
    rounds = 1

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sizes = self.sizes[: self.rounds]
        self.dealt = min(sum(self.sizes), len(self.unseen))

    def _deal(self, rng):
        return [tuple(stack) for stack in self.state.stacks[: self.rounds]], rng


class Rollouts(search.Hard):
    """The hard player whose best moves are re-ranked by whole games played out."""

    rerank = 3
    deals = 4
    continuation_sims = 4

    def _think(self):
        yield from super()._think()
        if len(self.totals) <= 1 or not self.state.stacks:
            return  # one candidate, or the last round (solved exactly already)
        order = sorted(range(len(self.candidates)), key=lambda i: -self.totals[i])[: self.rerank]
        rng = Rng.from_seed(self.seed + 1)
        sums = [0.0] * len(order)
        for _ in range(self.deals):
            value, rng = rng.next64()
            dealt = hidden.determinize(self.state, self.seat, Rng.from_seed(value))
            for j, index in enumerate(order):
                candidate = self.candidates[index]
                after = RULES.apply(dealt, Move(candidate[1], candidate[2]))
                sums[j] += self._play_out(after, value)
                yield
        best = self.candidates[order[max(range(len(order)), key=lambda j: sums[j])]]
        self.best = Move(best[1], best[2])

    def _play_out(self, state, seed: int) -> float:
        ply = 0
        while not RULES.is_over(state):
            if RULES.current_player(state) == self.seat:
                move = _decide(search.Hard(RULES, state, self.seat, seed + ply, 1.0, self.continuation_sims))
            else:
                move = RULES.legal_actions(state)[0]
            state = RULES.apply(state, move)
            ply += 1
        totals = [s["total"] for s in RULES.scores(state)]
        return totals[self.seat] - totals[1 - self.seat]


def _decide(thinker) -> Move:
    while not thinker.step(60.0):
        pass
    return thinker.result()


def play(seed: int, player, level: str, record=None) -> int:
    """One solo game of `player` (a search.Hard class) against the Architect: my margin.
    `record`, a dict, receives my takes and placements in order, the stones I paid, the final
    state and, for each take, the tiles I had not taken nor seen anyone take (those left on the
    site and the face-down ones: where my later tiles come from)."""
    state = RULES.new_game(1, Options(solo=level), seed=seed)
    ply = 0
    taken, placements, paid, pools = [], [], 0, []
    while not RULES.is_over(state):
        if RULES.current_player(state) == 0:
            move = _decide(player(RULES, state, 0, seed * 7919 + ply, 1.0, ITERATIONS))
            taken.append(state.site[move.take])
            pools.append([t for i, t in enumerate(state.site) if i != move.take] + unseen_tiles(state))
            placements.append(move.hexes)
            paid += move.take
        else:
            move = RULES.legal_actions(state)[0]
        state = RULES.apply(state, move)
        ply += 1
    if record is not None:
        record.update(taken=taken, placements=placements, paid=paid, pools=pools, state=state)
    totals = [s["total"] for s in RULES.scores(state)]
    return totals[0] - totals[1]


def _known_worth(f, rest) -> float:
    """A city's worth when the tiles still to be placed (`rest`) are known (plan.known_worth)."""
    return plan.known_worth(f, *plan.still_to_come(rest))


def placement_oracle(record: dict, beam: int) -> int:
    """The margin of the recorded game had the same tiles been placed by a beam search that
    knows them all: (city points + quarries covered) of the best city found, against the
    recorded game's."""
    scores = RULES.scores(record["state"])
    return scores[0]["total"] - scores[1]["total"] + oracle_worth(record, beam) - recorded_worth(record)


def oracle_worth(record: dict, beam: int) -> int:
    """City points + quarries covered of the best city a beam search (`beam` cities kept per
    step) builds from the recorded game's tiles, in their order, knowing all of them."""
    state = record["state"]
    variants = state.options.variants
    cities = [(RULES.new_game(1, state.options, seed=0).cities[0], 0)]
    tiles = record["taken"]
    for i, tile_id in enumerate(tiles):
        cities, _best = _beam_step(cities, tile_id, tiles[i + 1 :], beam, variants)
    return max(CityEval(c.cells, variants).features().points + covered for c, covered in cities)


def _beam_step(cities, tile_id: int, rest, beam: int, variants):
    """One step of the placement beam: every (city, quarries covered) of `cities` with `tile_id`
    at each legal placement, ranked by `_known_worth` with `rest` to come; the best `beam`
    distinct results, and the best worth found."""
    found = []
    for city, covered in cities:
        evaluator = CityEval(city.cells, variants)
        for place in legal_placements(city):
            f = evaluator.after(tile_id, place)
            found.append((_known_worth(f, rest) + covered + f[5], city, place, covered + f[5], f))
    found.sort(key=lambda c: -c[0])
    seen, kept = set(), []
    for _worth, city, place, covered, f in found:
        key = (f[0], f[1], round(f[2], 3), f[3], f[4], covered)
        if key not in seen:
            seen.add(key)
            kept.append((_placed(city, tile_id, place)[0], covered))
            if len(kept) >= beam:
                break
    return kept, found[0][0]


def planned_worth(
    record: dict, candidates: int, futures: int, horizon: int, beam: int, seed: int = 0, true_future: bool = False
) -> int:
    """City points + quarries covered when the recorded game's tiles, in their order, are placed
    as the hard player's plan places them (solo_ai/akropolis/plan.py): each tile's `candidates`
    best placements by the usual judgement, each followed over `futures` futures sampled from
    the tiles I could not see when I took it (`horizon` tiles, `beam` cities kept); the last
    tile at its best placement. With `true_future`, the one future is the true sequence: the
    same planner told what comes."""
    state = record["state"]
    variants = state.options.variants
    city, covered = RULES.new_game(1, state.options, seed=0).cities[0], 0
    tiles = record["taken"]
    for i, tile_id in enumerate(tiles):
        if i == len(tiles) - 1:
            evaluator = CityEval(city.cells, variants)
            best = max(
                legal_placements(city),
                key=lambda place: evaluator.after(tile_id, place).points + evaluator.after(tile_id, place)[5],
            )
        else:
            outlook = Outlook(record["pools"][i], 2)
            options = plan.candidates(city, tile_id, outlook, variants, candidates)
            planned = plan.PlacementPlan(
                city,
                tile_id,
                options,
                record["pools"][i],
                len(tiles) - i - 1,
                variants,
                seed * 7919 + i,
                futures,
                horizon,
                beam,
                samples=[tiles[i + 1 :]] if true_future else None,
            )
            for _ in planned.run():
                pass
            best = planned.best()
        city, quarries = _placed(city, tile_id, best)
        covered += quarries
    return CityEval(city.cells, variants).features().points + covered


def recorded_worth(record: dict) -> int:
    """My city's points plus the quarries I covered in the recorded game (my stones at the end
    are my first stones + quarries covered - stones paid)."""
    mine = RULES.scores(record["state"])[0]
    return mine["total"] - STARTING_STONES[0] + record["paid"]


def row(label: str, margins, base=None) -> str:
    n = len(margins)
    wins = sum(1 for m in margins if m > 0) + 0.5 * sum(1 for m in margins if m == 0)
    cells = [label, str(n), f"{wins:g}", f"{sum(margins) / n:+.1f}"]
    if base is None:
        cells.append("—")
    else:
        diffs = [m - b for m, b in zip(margins, base)]
        mean = sum(diffs) / n
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1) / n)
        cells.append(f"{mean:+.1f} ± {spread:.1f}")
    return "| " + " | ".join(cells) + " |"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--probe", required=True, choices=("known-stacks", "rollouts", "placement-oracle", "placement-plan")
    )
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--level", default="callicrates", choices=("hippodamos", "metagenes", "callicrates"))
    parser.add_argument("--rounds", type=int, default=1, help="known-stacks: rounds looked at")
    parser.add_argument("--rerank", type=int, default=3, help="rollouts: moves played out")
    parser.add_argument("--deals", type=int, default=4, help="rollouts: deals per move")
    parser.add_argument(
        "--continuation-sims", type=int, default=4, help="rollouts: simulations of the hard player continuing each game"
    )
    parser.add_argument(
        "--beam",
        type=int,
        default=None,
        help="placement-oracle and -plan: cities kept per placement step (default 20 and 3)",
    )
    parser.add_argument(
        "--candidates", type=int, default=4, help="placement-plan: placements of each tile valued by planning"
    )
    parser.add_argument("--futures", type=int, default=4, help="placement-plan: sampled futures per decision")
    parser.add_argument("--horizon", type=int, default=4, help="placement-plan: my next tiles each future plans")
    parser.add_argument(
        "--no-plan",
        action="store_true",
        help="the baseline without its placement plan (the hard player before "
        "the eighth session: the player the probes' tables were taken on)",
    )
    parser.add_argument(
        "--true-future", action="store_true", help="placement-plan: plan over the true sequence instead (a control)"
    )
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    search.PLAN_PLACEMENT = not args.no_plan
    KnownStacks.rounds = args.rounds
    Rollouts.rerank, Rollouts.deals = args.rerank, args.deals
    Rollouts.continuation_sims = args.continuation_sims
    seeds = range(args.first_seed, args.first_seed + args.games)
    results = {}
    if args.probe.startswith("placement-"):
        start = time.process_time()
        records = [{} for _ in seeds]
        results["baseline"] = [play(seed, search.Hard, args.level, record) for seed, record in zip(seeds, records)]
        if args.probe == "placement-oracle":
            worth = [oracle_worth(record, args.beam or 20) for record in records]
        else:
            worth = [
                planned_worth(
                    record, args.candidates, args.futures, args.horizon, args.beam or 3, seed, args.true_future
                )
                for seed, record in zip(seeds, records)
            ]
        results[args.probe] = [
            base + new - recorded_worth(record) for base, new, record in zip(results["baseline"], worth, records)
        ]
        print(f"  both: {time.process_time() - start:.0f} s CPU", file=sys.stderr)
    probe = KnownStacks if args.probe == "known-stacks" else Rollouts
    for label, player in (("baseline", search.Hard), (args.probe, probe)):
        if label in results:
            continue
        # the simulation refills as many rounds as the look-ahead spans
        search.HORIZON_ROUNDS = KnownStacks.rounds if player is KnownStacks else SHIPPED_ROUNDS
        start = time.process_time()
        results[label] = [play(seed, player, args.level) for seed in seeds]
        print(f"  {label}: {time.process_time() - start:.0f} s CPU", file=sys.stderr)
    print(f"seeds {seeds.start}–{seeds.stop - 1} against {args.level}, hard {ITERATIONS} simulations")
    print("| player | n | wins | mean margin | paired difference |")
    print("|---|---:|---:|---:|---:|")
    print(row("baseline", results["baseline"]))
    print(row(args.probe, results[args.probe], results["baseline"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
