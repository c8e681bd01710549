"""How long the turn links of remote games are (docs/remote.md, "Turn links").

Simulated devices (tests/remote/table.py: Ed25519 keys from the `cryptography` package, one
device per seat) play random games of every game remote play deals today, at its largest player
count, passing signed messages. After each message, the link its sender would send to the next
device carries every message that device may lack (from its own last message on); its length is
counted as a URL fragment (`#t=` and the packed payload, without the site's address). Prints a
markdown table with the median, the 95th percentile, the largest and the share within the
2,000 characters messengers keep:

    python3 bench/remote_links.py [--games 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import registry  # noqa: E402
from tests.remote.table import Table  # noqa: E402
from web.agora_web.remote import draws, messages  # noqa: E402

LIMIT = 2000


def link_sizes(game: str, devices: int, seed: int) -> "tuple[list[int], int, float]":
    """(every turn link's length, the start message's link length, seconds) of one game."""
    started = time.perf_counter()
    table = Table(game, [[d] for d in range(devices)], seed=seed)
    table.play()
    chain = table.chain
    sizes = []
    for k in range(1, len(chain)):
        receiver = (chain[k].d + 1) % devices
        last_own = max([j for j in range(k + 1) if chain[j].d == receiver], default=0)
        carried = chain[last_own + 1 : k + 1]
        sizes.append(len(f"#{messages.LINK_KEY}=" + messages.pack_link(carried)))
    start = len(f"#{messages.LINK_KEY}=" + messages.pack_link(chain[:1]))
    return sizes, start, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    print(
        "| game | players | games | turn links | median | 95th percentile | largest | ≤ 2,000 | start link | s/game |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for game in registry.names():
        if not draws.can_play_remotely(game):
            print(f"| {game} | — | — | — | not dealt remotely yet (hands need the mental-poker deck) | | | | | |")
            continue
        players = registry.get(game).max_seats
        sizes, starts, seconds = [], [], []
        for seed in range(args.games):
            got, start, took = link_sizes(game, players, seed)
            sizes += got
            starts.append(start)
            seconds.append(took)
        sizes.sort()
        within = sum(1 for s in sizes if s <= LIMIT) / len(sizes)
        print(
            f"| {game} | {players} | {args.games} | {len(sizes)} | {statistics.median(sizes):.0f} | "
            f"{sizes[int(0.95 * (len(sizes) - 1))]} | {sizes[-1]} | {within:.1%} | {max(starts)} | "
            f"{statistics.mean(seconds):.1f} |"
        )


if __name__ == "__main__":
    main()
