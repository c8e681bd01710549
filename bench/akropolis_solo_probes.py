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

    nice -n 15 python3 bench/akropolis_solo_probes.py --probe known-stacks --games 40
    nice -n 15 python3 bench/akropolis_solo_probes.py --probe rollouts --games 20

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
from engine.akropolis.state import Move, Options  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from solo_ai.akropolis import search  # noqa: E402

ITERATIONS = 48
#: the look-ahead's rounds as shipped
SHIPPED_ROUNDS = search.HORIZON_ROUNDS


class KnownStacks(search.Hard):
    """The hard player told the true order of the next stacks (a probe, not a fair player)."""

    #: rounds of the true stacks the look-ahead plays (main() sets search.HORIZON_ROUNDS to match)
    rounds = 1

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sizes = self.sizes[:self.rounds]
        self.dealt = min(sum(self.sizes), len(self.unseen))

    def _deal(self, rng):
        return [tuple(stack) for stack in self.state.stacks[:self.rounds]], rng


class Rollouts(search.Hard):
    """The hard player whose best moves are re-ranked by whole games played out."""

    rerank = 3
    deals = 4
    continuation_sims = 4

    def _think(self):
        yield from super()._think()
        if len(self.totals) <= 1 or not self.state.stacks:
            return  # one candidate, or the last round (solved exactly already)
        order = sorted(range(len(self.candidates)), key=lambda i: -self.totals[i])[:self.rerank]
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
                move = _decide(search.Hard(RULES, state, self.seat, seed + ply, 1.0,
                                           self.continuation_sims))
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


def play(seed: int, player, level: str) -> int:
    """One solo game of `player` (a search.Hard class) against the Architect: my margin."""
    state = RULES.new_game(1, Options(solo=level), seed=seed)
    ply = 0
    while not RULES.is_over(state):
        if RULES.current_player(state) == 0:
            move = _decide(player(RULES, state, 0, seed * 7919 + ply, 1.0, ITERATIONS))
        else:
            move = RULES.legal_actions(state)[0]
        state = RULES.apply(state, move)
        ply += 1
    totals = [s["total"] for s in RULES.scores(state)]
    return totals[0] - totals[1]


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
    parser.add_argument("--probe", required=True, choices=("known-stacks", "rollouts"))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--level", default="callicrates",
                        choices=("hippodamos", "metagenes", "callicrates"))
    parser.add_argument("--rounds", type=int, default=1, help="known-stacks: rounds looked at")
    parser.add_argument("--rerank", type=int, default=3, help="rollouts: moves played out")
    parser.add_argument("--deals", type=int, default=4, help="rollouts: deals per move")
    parser.add_argument("--continuation-sims", type=int, default=4,
                        help="rollouts: simulations of the hard player continuing each game")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    KnownStacks.rounds = args.rounds
    Rollouts.rerank, Rollouts.deals = args.rerank, args.deals
    Rollouts.continuation_sims = args.continuation_sims
    probe = KnownStacks if args.probe == "known-stacks" else Rollouts
    seeds = range(args.first_seed, args.first_seed + args.games)
    results = {}
    for label, player in (("baseline", search.Hard), (args.probe, probe)):
        # the simulation refills as many rounds as the look-ahead spans
        search.HORIZON_ROUNDS = KnownStacks.rounds if player is KnownStacks else SHIPPED_ROUNDS
        start = time.process_time()
        results[label] = [play(seed, player, args.level) for seed in seeds]
        print(f"  {label}: {time.process_time() - start:.0f} s CPU", file=sys.stderr)
    print(f"seeds {seeds.start}–{seeds.stop - 1} against {args.level}, hard {ITERATIONS} "
          "simulations")
    print("| player | n | wins | mean margin | paired difference |")
    print("|---|---:|---:|---:|---:|")
    print(row("baseline", results["baseline"]))
    print(row(args.probe, results[args.probe], results["baseline"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
