"""How long "Share" takes to make a link of an unfinished game, and how long the link is.

For every game, random games (seeded, 2 and 4 players where the game allows) are stopped at a
quarter, half and three quarters of their length and shared from seat 0 through
`share.shareable` (a hook that re-deals what is hidden and checks the result) and `share.encode`.
Times are CPU seconds of this process (one core); Pyodide in a browser is slower by a factor
measured in docs/benchmarks.md. Prints a markdown table:

    python3 bench/share_links.py [--games 6]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import records  # noqa: E402
from engine.core.protocol import Seat  # noqa: E402
from web.agora_web.services import share  # noqa: E402

SEATS = {"akropolis": (2, 4), "amytis": (2,), "pantikapaion": (1, 4), "pyramidion": (2, 4)}


def whole_game(game: str, players: int, seed: int) -> records.Record:
    record = records.new_record(game, [Seat(f"P{i}") for i in range(players)], seed=seed)
    rules, state = records.replay(record)
    choose = random.Random(seed)
    while not rules.is_over(state):
        move = choose.choice(rules.legal_actions(state))
        state = rules.apply(state, move)
        record = records.with_move(record, move)
    return record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()
    print("| game | players | links | moves (max) | share median s | share max s | link chars (max) |")
    print("|---|---|---|---|---|---|---|")
    for game, counts in SEATS.items():
        for players in counts:
            times, lengths, moves = [], [], []
            for seed in range(args.games):
                full = whole_game(game, players, seed)
                for part in (4, 2, 4 / 3):
                    cut = records.Record(
                        **{
                            **{f: getattr(full, f) for f in full.__struct_fields__},
                            "moves": full.moves[: int(len(full.moves) / part)],
                        }
                    )
                    started = time.process_time()
                    public, _ = share.shareable(cut, seed=seed + 1, seat=0)
                    payload = share.encode(public)
                    times.append(time.process_time() - started)
                    lengths.append(len(payload))
                    moves.append(len(cut.moves))
            print(
                f"| {game} | {players} | {len(times)} | {max(moves)} | {statistics.median(times):.3f} | "
                f"{max(times):.3f} | {max(lengths)} |"
            )


if __name__ == "__main__":
    main()
