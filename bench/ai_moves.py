"""Seconds per move of each Akropolis computer player on this machine (CPython).

Plays a few seeded games per level, every seat played by that level, with the browser's way of
thinking (step(0.03) again and again) and the default time limit, and prints a markdown table:
median and longest move, and the longest single step (what keeps the page responsive).

    python bench/ai_moves.py [--games N] [--time-limit S]
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import solo_ai  # noqa: E402
from engine.akropolis import RULES  # noqa: E402
from engine.akropolis.state import Options  # noqa: E402

LEVELS = ("akropolis.easy", "akropolis.medium", "akropolis.hard")
STEP = 0.03


def play(level: str, seats: int, seed: int, time_limit: float):
    """Per-move thinking times and per-step times of the level's moves in one game."""
    options = Options(solo="hippodamos") if seats == 1 else Options()
    state = RULES.new_game(seats, options, seed=seed)
    moves, steps, ply = [], [], 0
    while not RULES.is_over(state):
        seat = state.turn
        controller = "akropolis.famous_architect" if RULES.is_architect(state, seat) else level
        thinker = solo_ai.make_thinker(controller, RULES, state, seat, seed=seed * 1000 + ply, time_limit=time_limit)
        start = time.perf_counter()
        durations = []
        while True:
            t = time.perf_counter()
            done = thinker.step(STEP)
            durations.append(time.perf_counter() - t)
            if done:
                break
        if controller == level:
            moves.append(time.perf_counter() - start)
            steps.extend(durations)
        state = RULES.apply(state, thinker.result())
        ply += 1
    return moves, steps


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per player count (2 and 4)")
    parser.add_argument("--time-limit", type=float, default=1.5, help="thinking time per move")
    args = parser.parse_args(argv)

    print(f"## Akropolis computer players: seconds per move ({datetime.date.today().isoformat()})")
    print()
    print(
        f"Machine: {platform.machine()}, {os.cpu_count()} CPUs, "
        f"{platform.python_implementation()} {platform.python_version()}; "
        f"time limit {args.time_limit} s, steps of {STEP} s; "
        f"{args.games} games each of 2 and 4 players, and 1 solo game."
    )
    print()
    print("| level | moves | median s | max s | steps | 99th pct step ms | longest step ms |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for level in LEVELS:
        times, steps = [], []
        games = [(2, 100 + g) for g in range(args.games)]
        games += [(4, 200 + g) for g in range(args.games)]
        games.append((1, 300))
        for seats, seed in games:
            moves, durations = play(level, seats, seed, args.time_limit)
            times.extend(moves)
            steps.extend(durations)
        steps.sort()
        p99 = steps[min(len(steps) - 1, int(len(steps) * 0.99))]
        print(
            f"| {level.split('.')[1]} | {len(times)} | {statistics.median(times):.3f} | "
            f"{max(times):.3f} | {len(steps)} | {p99 * 1000:.0f} | {steps[-1] * 1000:.0f} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
