"""Random Akropolis games per second on this interpreter.

Every turn enumerates the full list of legal actions (as an AI or the UI would) and picks one
with a seeded generator, so runs are repeatable. Rates are per second of this process's CPU
time (the games run on one core), so other load on the machine does not skew them much; the wall
time is printed too. Prints a markdown table row:

    python3 bench/random_games.py [--games 100] [--seed 1]
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.akropolis import RULES, Options  # noqa: E402


def play(players: int, seed: int) -> "tuple[int, int]":
    """One random game; (turns played, legal actions enumerated)."""
    state = RULES.new_game(players, Options(), seed=seed)
    choose = random.Random(seed)
    turns = enumerated = 0
    while not RULES.is_over(state):
        actions = RULES.legal_actions(state)
        enumerated += len(actions)
        state = RULES.apply(state, choose.choice(actions))
        turns += 1
    RULES.scores(state)
    return turns, enumerated


def measure(players: int, games: int, seed: int) -> "dict[str, float]":
    turns = enumerated = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        t, e = play(players, seed + i)
        turns += t
        enumerated += e
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"games_s": games / cpu, "turns_s": turns / cpu, "wall_s": wall,
            "actions_turn": enumerated / turns}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per player count")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    args = parser.parse_args(argv)

    results = {p: measure(p, args.games, args.seed) for p in (4, 3, 2)}
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    machine = f"{platform.machine()}, {cpus} cpu"
    python = f"{platform.python_implementation()} {platform.python_version()}"
    today = datetime.date.today().isoformat()
    wall = sum(r["wall_s"] for r in results.values())
    print("| date | machine | python | games | 4p games/s | 3p games/s | 2p games/s "
          "| 4p turns/s | 4p actions/turn | wall s |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    r4, r3, r2 = results[4], results[3], results[2]
    print(f"| {today} | {machine} | {python} | {args.games} | {r4['games_s']:.1f} "
          f"| {r3['games_s']:.1f} | {r2['games_s']:.1f} | {r4['turns_s']:.0f} "
          f"| {r4['actions_turn']:.0f} | {wall:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
