"""Soak test (not in CI): many random games per game, each checked the ways players reach it.

For each game: random legal games (every decision from the full list of legal actions, seeded),
then
1. the game's record is written as JSON and read back through the one safe reader
   (`records.decode` + `records.verify`), and the replay must reach the same position;
2. the record cut at a random move is made shareable for a random seat (the game's hidden
   information hook: Akropolis and Amytis re-deal the face-down tiles, Pantikapaion and
   Pyramidion re-deal every pile the seat has not seen), and the link's payload is decoded
   again: the seat must see the same position at every move (checked by `share.shareable`);
   a re-deal the rules make impossible is counted as refused, not as a failure.

Any exception is a failure: its record is written to --failures (JSON lines) for a bug report.
Prints one markdown row per game, and progress every --every games to stderr:

    nice -n 10 python3 bench/soak.py --games 10000 [--game pyramidion] [--seed 1]
    nice -n 10 python3 bench/soak.py --games 10000 --budget-s 3600   # all games in turn, an hour
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import random
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

import msgspec  # noqa: E402

from engine.core import records  # noqa: E402
from engine.core.protocol import Seat  # noqa: E402
from agora_web.services import share  # noqa: E402  (the codec part is plain Python)

#: player counts cycled through per game (1 = solo against the game's automaton)
SEATS = {"akropolis": (2, 3, 4, 1), "amytis": (2,), "pantikapaion": (2, 3, 4, 1), "pyramidion": (2, 3, 4)}


def one_game(game: str, players: int, seed: int) -> "tuple[records.Record, bytes]":
    """A random game to its end: its record and the full view of its last position."""
    record = records.new_record(game, [Seat(f"P{i}") for i in range(players)], None, seed=seed)
    rules, state = records.start(record)
    choose = random.Random(seed)
    moves = []
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        move = legal[choose.randrange(len(legal))]
        state = rules.apply(state, move)
        moves.append(msgspec.json.decode(msgspec.json.encode(move)))  # lists, as with_move stores
    record = msgspec.structs.replace(record, moves=moves)
    return record, msgspec.json.encode(rules.view(state, None))


def check(game: str, players: int, seed: int) -> str:
    """One soak round; "ok" or "refused" (a re-deal the rules make impossible). Raises on a bug."""
    record, final = one_game(game, players, seed)
    # 1. written and read back through the safe reader
    again = records.decode(records.encode(record))
    rules, state = records.verify(again)
    if msgspec.json.encode(rules.view(state, None)) != final:
        raise AssertionError("the replayed record does not reach the same position")
    # 2. an unfinished game shared by a random seat, and the link opened again
    choose = random.Random(seed ^ 0x5EED)
    cut = msgspec.structs.replace(record, moves=record.moves[: choose.randrange(1, len(record.moves))])
    seat = choose.randrange(players)
    try:
        public, _hidden = share.shareable(cut, choose.getrandbits(32), seat)
    except share.ShareRefused:
        return "refused"
    opened = share.decode(share.encode(public), tuple(SEATS))
    if opened != public:
        raise AssertionError("the link's record does not decode to itself")
    return "ok"


def soak(game: str, games: int, seed: int, every: int, failures: "Path | None") -> dict:
    counts = {"ok": 0, "refused": 0, "failed": 0}
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        players = SEATS[game][i % len(SEATS[game])]
        try:
            counts[check(game, players, seed + i)] += 1
        except Exception as exc:  # every failure is kept for a bug report
            counts["failed"] += 1
            print(f"{game} seed {seed + i} players {players}: {exc!r}", file=sys.stderr)
            if failures is not None:
                with failures.open("a", encoding="utf-8") as out:
                    out.write(
                        json.dumps(
                            {
                                "game": game,
                                "seed": seed + i,
                                "players": players,
                                "error": repr(exc),
                                "trace": traceback.format_exc(),
                            }
                        )
                        + "\n"
                    )
        if every and (i + 1) % every == 0:
            rate = (i + 1) / max(time.process_time() - cpu, 1e-9)
            print(f"{game}: {i + 1}/{games} games, {counts}, {rate:.1f} games per CPU s", file=sys.stderr, flush=True)
    counts["cpu_s"] = time.process_time() - cpu
    counts["wall_s"] = time.perf_counter() - wall
    return counts


def interleaved(
    games: "list[str]", count: int, seed: int, budget_s: float, every: int, failures: "Path | None"
) -> "dict[str, dict]":
    """Game after game, one of each game in turn, until `count` of each or `budget_s` seconds of
    wall time: on a shared machine, whatever time there is covers every game alike."""
    counts = {g: {"ok": 0, "refused": 0, "failed": 0, "games": 0, "cpu_s": 0.0} for g in games}
    started = time.perf_counter()
    for i in range(count):
        if time.perf_counter() - started > budget_s:
            break
        for game in games:
            players = SEATS[game][i % len(SEATS[game])]
            cpu = time.process_time()
            try:
                counts[game][check(game, players, seed + i)] += 1
            except Exception as exc:  # every failure is kept for a bug report
                counts[game]["failed"] += 1
                print(f"{game} seed {seed + i} players {players}: {exc!r}", file=sys.stderr)
                if failures is not None:
                    with failures.open("a", encoding="utf-8") as out:
                        out.write(
                            json.dumps(
                                {
                                    "game": game,
                                    "seed": seed + i,
                                    "players": players,
                                    "error": repr(exc),
                                    "trace": traceback.format_exc(),
                                }
                            )
                            + "\n"
                        )
            counts[game]["games"] += 1
            counts[game]["cpu_s"] += time.process_time() - cpu
        if every and (i + 1) % every == 0:
            done = {g: (c["games"], c["failed"]) for g, c in counts.items()}
            print(
                f"{i + 1} rounds, {time.perf_counter() - started:.0f} s: (games, failed) {done}",
                file=sys.stderr,
                flush=True,
            )
    return counts


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per game")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument(
        "--game", choices=sorted(SEATS), action="append", help="soak only this game (repeatable; default: all)"
    )
    parser.add_argument("--every", type=int, default=500, help="progress line every N games")
    parser.add_argument("--failures", type=Path, default=None, help="JSON lines file for failures")
    parser.add_argument(
        "--budget-s",
        type=float,
        default=None,
        help="wall-time budget: the games take turns (one of each in turn) and stop "
        "when it is spent, each game having had about the same share",
    )
    args = parser.parse_args(argv)

    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(
        f"{datetime.date.today().isoformat()}, {platform.machine()}, {cpus} cpu, "
        f"{platform.python_implementation()} {platform.python_version()}, seeds from {args.seed}"
    )
    print()
    print("| game | games | ok | re-deal refused | failed | CPU s | games per CPU s |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    games = args.game or list(SEATS)
    if args.budget_s is not None:
        results = interleaved(games, args.games, args.seed, args.budget_s, args.every, args.failures)
    else:
        results = {}
        for game in games:
            r = soak(game, args.games, args.seed, args.every, args.failures)
            results[game] = {**r, "games": args.games}
    failed = 0
    for game, r in results.items():
        failed += r["failed"]
        print(
            f"| {game} | {r['games']} | {r['ok']} | {r['refused']} | {r['failed']} | {r['cpu_s']:.0f} "
            f"| {r['games'] / max(r['cpu_s'], 1e-9):.1f} |",
            flush=True,
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
