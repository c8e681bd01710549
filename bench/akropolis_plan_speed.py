"""How fast the Akropolis plan judges a city, against a previous checkout, in one run.

Nearly all of a plan's time (solo_ai/akropolis/plan.py) goes into `_Cities.options`: every
placement of a tile in a city it has not judged before, by the city evaluator. This bench
records the cities and tiles the hard player's plan judges in the first decisions of a solo game
against Callicrates, then times judging them with this tree's evaluator and with the one of a
previous checkout (`--previous DIR`, e.g. a `git worktree` of the commit before), taking turns
round by round so that a shared machine's load falls on both alike. It checks that both give the
same list (placements, features, order), so a speed-up here changes no decision.

    nice -n 10 python3 bench/akropolis_plan_speed.py --previous ../agora-before --deep 2

Prints CPU seconds per round of each, and the ratio previous / this (above 1: this is faster).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import solo_ai  # noqa: E402
from engine.akropolis import RULES  # noqa: E402
from engine.akropolis.data import TILES  # noqa: E402
from engine.akropolis.placement import legal_placements  # noqa: E402
from engine.akropolis.state import Options  # noqa: E402
from solo_ai.akropolis import evaluator, plan  # noqa: E402


def record(seed: int, deep: int, decisions: int, limit: int) -> list:
    """[(city, tile_id)] the plan judges anew in the first `decisions` of my decisions of solo
    game `seed` against Callicrates (at most `limit`; the player as strength.py plays it)."""
    seen: list = []
    options = plan._Cities.options

    def recording(self, city, tile_id):
        if (id(city), tile_id) not in self._after and len(seen) < limit:
            seen.append((city, tile_id))
        return options(self, city, tile_id)

    plan._Cities.options = recording
    try:
        state = RULES.new_game(1, Options(solo="callicrates"), seed=seed)
        ply = mine = 0
        while not RULES.is_over(state) and mine < decisions:
            seat = RULES.current_player(state)
            kind = "akropolis.hard" if seat == 0 else "akropolis.famous_architect"
            move = solo_ai.choose(kind, RULES, state, seat, seed=seed * 7919 + ply, iterations=48, deep=deep)
            mine += seat == 0
            state = RULES.apply(state, move)
            ply += 1
    finally:
        plan._Cities.options = options
    return seen


def judged(module, cells, places, codes) -> list:
    """[(placement, features)] of the tile in the city, each distinct features once, as the
    plan's options list them (an evaluator without distinct_after judges one by one)."""
    city = module.CityEval(cells, ())
    if hasattr(city, "distinct_after"):
        return city.distinct_after(codes, places)
    after, first = city.after_codes, {}
    for place in places:
        first.setdefault(after(codes, place), place)
    return [(place, f) for f, place in first.items()]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--previous", required=True, help="a checkout of the code to compare with")
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--deep", type=int, default=2, help="the plan's form (0 shipped, 1 LARGE, 2 XL)")
    parser.add_argument("--decisions", type=int, default=2)
    parser.add_argument("--cities", type=int, default=4000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    path = Path(args.previous) / "solo_ai" / "akropolis" / "evaluator.py"
    spec = importlib.util.spec_from_file_location("previous_evaluator", path)
    previous = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(previous)
    cases = [
        (city.cells, legal_placements(city), TILES[tile_id])
        for city, tile_id in record(args.seed, args.deep, args.decisions, args.cities)
    ]
    placements = sum(len(places) for _cells, places, _codes in cases)
    print(f"{len(cases)} cities, {placements} placements (seed {args.seed}, deep {args.deep})")
    for cells, places, codes in cases:
        assert judged(previous, cells, places, codes) == judged(evaluator, cells, places, codes)
    totals = {"previous": 0.0, "this": 0.0}
    for _round in range(args.rounds):
        for name, module in (("previous", previous), ("this", evaluator)):
            start = time.process_time()
            for cells, places, codes in cases:
                judged(module, cells, places, codes)
            spent = time.process_time() - start
            totals[name] += spent
            print(f"  {name}: {spent:.3f} s")
    print(f"previous / this: {totals['previous'] / totals['this']:.3f} (the same lists for all {len(cases)} cities)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
