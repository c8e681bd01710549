"""How much of the tiles still to come each side of a solo Akropolis game really gets.

The hard player expects every side to end with a share of the districts and plaza stars still to
come (heuristic.Outlook for its own city, search.architect_outlook for the Famous Architect's).
This plays seeded solo games of the hard player (fixed simulations) and, at each of its decisions,
notes what each side had and what the share predicted; at the end it prints, per type, the factor
that would have made the prediction right on average (what was gained / what was expected):
the numbers behind ARCHITECT_DISTRICT_FACTOR and ARCHITECT_STAR_FACTOR in solo_ai/akropolis/search.py
and the per-type Params tried for the hard player's own city (docs/benchmarks.md).

    nice -n 15 python3 bench/akropolis_solo_shares.py --games 60 [--level callicrates]
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import solo_ai  # noqa: E402
from engine.akropolis import RULES, solo  # noqa: E402
from engine.akropolis.data import PLAZA_STARS, TILES, TYPE_NAMES  # noqa: E402
from engine.akropolis.state import Options  # noqa: E402
from solo_ai.akropolis.common import unseen_tiles  # noqa: E402
from solo_ai.akropolis.evaluator import CityEval  # noqa: E402
from solo_ai.akropolis.heuristic import Outlook  # noqa: E402

ITERATIONS = 48
TYPES = tuple(TYPE_NAMES)  # h m b t g, the evaluator's order


def architect_counts(tiles) -> "tuple[list[int], list[int]]":
    """The Architect's districts and plaza stars per type."""
    codes = solo.STARTING_CODES + "".join(TILES[t] for t in tiles)
    return ([codes.count(d) for d in TYPES], [codes.count(d.upper()) * PLAZA_STARS[d.upper()] for d in TYPES])


def one_game(seed: int, level: str, last_round: int):
    """Per decision of the hard player up to `last_round`: (mine now, my expected additions,
    Architect now, its even share); and the final counts of both."""
    state = RULES.new_game(1, Options(solo=level), seed=seed)
    snaps = []
    ply = 0
    while not RULES.is_over(state):
        seat = RULES.current_player(state)
        if seat == 0 and state.round <= last_round:
            pool = list(state.site) + unseen_tiles(state)
            outlook = Outlook(pool, 1)
            f = CityEval(state.cities[0].cells, ()).features()
            pool_codes = "".join(TILES[t] for t in pool)
            share = (len(pool) - 1) / len(pool) / 2
            even = (
                [pool_codes.count(d) * share for d in TYPES],
                [pool_codes.count(d.upper()) * PLAZA_STARS[d.upper()] * share for d in TYPES],
            )
            snaps.append(((f[0], f[1]), (outlook.a, outlook.b), architect_counts(state.architect_tiles), even))
        move = solo_ai.choose("akropolis.hard", RULES, state, seat, seed=seed * 7919 + ply, iterations=ITERATIONS)
        state = RULES.apply(state, move)
        ply += 1
    final_f = CityEval(state.cities[0].cells, ()).features()
    return snaps, (final_f[0], final_f[1]), architect_counts(state.architect_tiles)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--level", default="callicrates", choices=("hippodamos", "metagenes", "callicrates"))
    parser.add_argument(
        "--last-round", type=int, default=10, help="decisions up to this round count (later ones expect little)"
    )
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    # sums per side, per kind (0 districts/value, 1 stars), per type: [gained, expected]
    sums = {side: [[[0.0, 0.0] for _ in TYPES] for _ in range(2)] for side in ("mine", "architect")}
    for seed in range(args.first_seed, args.first_seed + args.games):
        snaps, mine_end, architect_end = one_game(seed, args.level, args.last_round)
        for mine_now, mine_expected, architect_now, architect_even in snaps:
            for side, now, expected, end in (
                ("mine", mine_now, mine_expected, mine_end),
                ("architect", architect_now, architect_even, architect_end),
            ):
                for kind in range(2):
                    for t in range(len(TYPES)):
                        sums[side][kind][t][0] += end[kind][t] - now[kind][t]
                        sums[side][kind][t][1] += expected[kind][t]
    print(f"{args.games} games against {args.level}, decisions up to round {args.last_round}: gained / expected")
    print("| side | " + " | ".join(f"{d} districts | {d} stars" for d in TYPES) + " |")
    print("|---|" + "---:|" * (2 * len(TYPES)))
    for side, kinds in sums.items():
        cells = []
        for t in range(len(TYPES)):
            for kind in range(2):
                gained, expected = kinds[kind][t]
                cells.append(f"{gained / expected:.2f}" if expected else "–")
        print(f"| {side} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
