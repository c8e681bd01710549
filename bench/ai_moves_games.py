"""Seconds per computer-player move in Architects of Amytis, Pyramidion and Pantikapaion.

Positions are sampled from seeded games played by the easy players (every few decisions that
offer a real choice); at each one every level chooses a move the way the web page asks for it:
`step(0.03)` until done, with the level's default time limit. Times are wall-clock seconds on
this interpreter (the thinking runs on one core). Prints a markdown table:

    python3 bench/ai_moves_games.py [--positions 20] [--seed 1] [--games amytis,pyramidion]
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import solo_ai  # noqa: E402
from engine.core import registry  # noqa: E402

#: (game, seats) measured; solo Pantikapaion is played against its automa
TABLES = (("amytis", 2), ("pyramidion", 2), ("pyramidion", 4), ("pantikapaion", 1), ("pantikapaion", 4))
SLICE_S = 0.03


def positions(game: str, seats: int, count: int, seed: int) -> list:
    """Up to `count` positions with a real choice, spread over seeded easy-player games."""
    rules = registry.get(game)
    easy = f"{game}.easy"
    out = []
    g = 0
    while len(out) < count and g < 20:
        state = rules.new_game(seats, seed=seed + g)
        ply = 0
        while not rules.is_over(state) and len(out) < count:
            seat = rules.current_player(state)
            legal = rules.legal_actions(state)
            if len(legal) > 1 and ply % 5 == g % 5 and _is_player(rules, state, seat):
                out.append((state, seat))
            controller = easy if _is_player(rules, state, seat) else f"{game}.automa"
            state = rules.apply(state, solo_ai.choose(controller, rules, state, seat, seed=ply))
            ply += 1
        g += 1
    return out


def _is_player(rules, state, seat: int) -> bool:
    return not (getattr(state, "automa", None) is not None and seat == 1)


def think(controller: str, rules, state, seat: int, seed: int, time_limit: "float | None"):
    """Seconds of one decision, stepping as the web page does."""
    start = time.perf_counter()
    if time_limit is None:
        thinker = solo_ai.make_thinker(controller, rules, state, seat, seed=seed)
    else:
        thinker = solo_ai.make_thinker(controller, rules, state, seat, seed=seed, time_limit=time_limit)
    while not thinker.step(SLICE_S):
        pass
    thinker.result()
    return time.perf_counter() - start


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20, help="positions per game and seats")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--games", default="amytis,pyramidion,pantikapaion", help="comma-separated games to measure")
    parser.add_argument(
        "--time-limit", type=float, default=None, help="time limit given to every level (default: each game's own)"
    )
    args = parser.parse_args(argv)
    wanted = set(args.games.split(","))

    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    machine = f"{platform.machine()}, {cpus} cpu"
    python = f"{platform.python_implementation()} {platform.python_version()}"
    today = datetime.date.today().isoformat()
    print(f"{today} · {machine} · {python} · {args.positions} positions per row")
    print()
    print("| date | machine | python | game | players | level | time limit s | moves | median s | max s |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game, seats in TABLES:
        if game not in wanted:
            continue
        rules = registry.get(game)
        module = importlib.import_module(registry.entry(game).ai)
        limit = args.time_limit
        if limit is None:
            limit = getattr(module, "TIME_LIMIT", None)
        sample = positions(game, seats, args.positions, args.seed)
        for info in solo_ai.controllers(game):
            if info.solo_only:
                continue
            times = [think(info.id, rules, state, seat, args.seed + i, limit) for i, (state, seat) in enumerate(sample)]
            print(
                f"| {today} | {machine} | {python} | {game} | {seats} | {info.id.split('.')[1]} "
                f"| {limit} | {len(times)} | {statistics.median(times):.3f} | {max(times):.3f} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
