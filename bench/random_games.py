"""Random games per second on this interpreter, for every game and player count.

Every decision enumerates the full list of legal actions (as an AI or the UI would) and picks one
with a seeded generator, so runs are repeatable. Rates are per second of this process's CPU
time (the games run on one core), so other load on the machine does not skew them much; the wall
time is printed too. Prints a markdown table row:

    python3 bench/random_games.py [--games 100] [--seed 1] [--game akropolis]
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

from engine.core import registry  # noqa: E402

#: player counts measured per game (1 = solo against the game's automaton)
SEATS = {"akropolis": (4, 3, 2), "amytis": (2,), "pantikapaion": (4, 3, 2, 1), "pyramidion": (4, 3, 2)}


def play(rules, players: int, seed: int) -> "tuple[int, int]":
    """One random game; (decisions taken, legal actions enumerated)."""
    state = rules.new_game(players, None, seed=seed)
    choose = random.Random(seed)
    turns = enumerated = 0
    while not rules.is_over(state):
        actions = rules.legal_actions(state)
        enumerated += len(actions)
        state = rules.apply(state, choose.choice(actions))
        turns += 1
    rules.scores(state)
    return turns, enumerated


def measure(rules, players: int, games: int, seed: int) -> "dict[str, float]":
    turns = enumerated = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        t, e = play(rules, players, seed + i)
        turns += t
        enumerated += e
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"games_s": games / cpu, "turns_s": turns / cpu, "wall_s": wall, "actions_turn": enumerated / turns}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per player count")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument(
        "--game", choices=sorted(SEATS), action="append", help="measure only this game (repeatable; default: all)"
    )
    args = parser.parse_args(argv)

    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    machine = f"{platform.machine()}, {cpus} cpu"
    python = f"{platform.python_implementation()} {platform.python_version()}"
    today = datetime.date.today().isoformat()
    print(f"{today}, {machine}, {python}, {args.games} games per row; rates per CPU second")
    print()
    print("| game | players | games/s | decisions/s | actions per decision | wall s |")
    print("|---|---|---|---|---|---|")
    for game in args.game or list(SEATS):
        rules = registry.get(game)
        for players in SEATS[game]:
            r = measure(rules, players, args.games, args.seed)
            print(
                f"| {game} | {players} | {r['games_s']:.1f} | {r['turns_s']:.0f} "
                f"| {r['actions_turn']:.0f} | {r['wall_s']:.1f} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
