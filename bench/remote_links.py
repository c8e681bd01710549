"""How long the links of remote games are, and what a sealed deal costs (docs/remote.md, "Turn
links" and "Sealed hands").

Turn links: simulated devices (tests/remote/table.py: Ed25519 keys from the `cryptography`
package, one device per seat) play random games of every game at its largest player count,
passing signed messages. After each message, the link its sender's Send step gives carries the
messages another device may lack (RemoteGame.catch_up: after the last message of the device that
sent longest ago), the newest that fit in a link (RemoteGame.catch_up_links); its length is
counted as a URL fragment (`#t=` and the packed payload, without the site's address). The links
the Send step offers besides, with older messages for a device that missed the links that first
carried them, are counted apart.

Invitations: the host's invitation to each friend and each friend's answer, for every game at its
largest player count with every name as long as the setup lets it be (24 characters), through
the API the screens call (remote/game.py). Their length is counted the same way.

Deal: the X25519 work of one opening deal of Pyramidion's sealed deck (remote/poker.py) with the
`cryptography` package's X25519: making the card points (once a game), every device's shuffle
pass, and, for every card the opening deal gives a seat, the layers the other devices take off
and the holder's own. The number of cards is the one a simulated game's opening deal drew. With
`--page`, the same code runs in the site's own page in headless Chromium, where every
multiplication is WebCrypto's X25519 reached through Pyodide (crypto.py), as in a real game.

Prints markdown tables (median, 95th percentile, largest, share within the 2,000 characters
messengers keep; deal seconds):

    python3 bench/remote_links.py [--games 5] [--deals 20] [--only pyramidion] [--page [--site dist/site]]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine.core import registry  # noqa: E402
from engine.core.protocol import Seat  # noqa: E402
from tests.remote.table import PythonCrypto, Table, x25519  # noqa: E402
from web.agora_web.remote import draws, keys, poker  # noqa: E402
from web.agora_web.remote.game import LINK_LIMIT, RemoteGame, catch_up_messages, fragment, in_links  # noqa: E402

#: the longest name the setup screen takes (screens/seats.py: maxlength)
LONGEST_NAME = 24


def _percentile(values: "list[int]", share: float) -> int:
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))]


def link_sizes(game: str, devices: int, seed: int) -> "tuple[list[int], list[int], Table, float]":
    """(every turn link's length, every earlier link's length, the table played, seconds) of
    one game."""
    started = time.perf_counter()
    table = Table(game, [[d] for d in range(devices)], seed=seed)
    table.play()
    chain = table.chain
    sizes, earlier = [], []
    for k in range(1, len(chain)):
        carried = catch_up_messages(chain[: k + 1], chain[k].d, devices)
        runs = [len(fragment(run)) for run in in_links(carried)]  # what Send gives
        sizes.append(runs[-1])
        earlier += runs[:-1]
    return sizes, earlier, table, time.perf_counter() - started


async def invitation_sizes(game: str, players: int, seed: int) -> "tuple[list[int], list[int], int]":
    """(every invitation's length, every answer's length, the start link's length) of one game
    set up with the longest names, every seat but the first on another device."""
    crypto = PythonCrypto(seed)
    seats = [Seat(chr(ord("А") + i) * LONGEST_NAME, "human") for i in range(players)]  # 2 bytes a letter
    remote = list(range(1, players))
    host = await RemoteGame.host(crypto, keys.MemoryKeys(), game, seats, {}, remote_seats=remote, name="Ж" * 24)
    invitations = [link for _seat, link in await host.invitations()]
    answers, start = [], None
    for n, link in enumerate(invitations):
        _guest, answer = await RemoteGame.join(crypto, keys.MemoryKeys(), link, name=f"{n}" + "Щ" * 23)
        answers.append(len(answer))
        report = await host.apply_link(answer)
        assert not report.problems, report.problems
        start = report.link or start
    return [len(link) for link in invitations], answers, len(start)


def opening_cards(table: Table) -> int:
    """How many sealed cards the opening deal of a played game gave the seats: each device's
    first message that takes layers off takes them off every card dealt to the other seats."""
    first: "dict[int, int]" = {}
    for message in table.chain[1:]:
        strips = len(getattr(message.b, "strips", ()) or ())
        if strips and message.d not in first:
            first[message.d] = strips
    return sum(first.values()) // max(1, len(table.devices) - 1)


#: one deal's X25519 work, timed: the same source runs on CPython (the `cryptography` package's
#: X25519) and in the site's page (crypto.py: WebCrypto), given `poker` and an async `x25519`
DEAL = """
async def deal(poker, x25519, devices, cards, deck, seed):
    import random, time

    rng = random.Random(seed)
    game_id = rng.randbytes(16)
    started = time.perf_counter()
    points = [await poker.run_async(poker.card_point(game_id, card), x25519) for card in range(deck)]
    made = time.perf_counter()
    pairs = []
    while len(pairs) < devices:
        pair = poker.key_pair(rng.randbytes(32))
        if pair is not None:
            pairs.append(pair)
    for encrypt, _decrypt in pairs:
        order = list(range(deck))
        rng.shuffle(order)
        points = await poker.run_async(poker.shuffle_pass(encrypt, order, points), x25519)
    shuffled = time.perf_counter()
    for n in range(cards):  # the other devices' layers off, then the holder's own
        holder = n % devices
        point = points[n]
        for d in [d for d in range(devices) if d != holder] + [holder]:
            point = await x25519(pairs[d][1], point)
    return made - started, shuffled - made, time.perf_counter() - shuffled
"""


def deal_seconds(devices: int, cards: int, deck: int, deals: int) -> "list[tuple[float, float, float]]":
    """(card points, every device's shuffle pass, taking the layers off the dealt cards) in
    seconds, for `deals` deals of `cards` out of a deck of `deck` among `devices` devices."""
    space: dict = {}
    exec(DEAL, space)

    async def multiply(scalar: bytes, point: bytes) -> bytes:
        return x25519(scalar, point)

    async def all_deals():
        return [await space["deal"](poker, multiply, devices, cards, deck, seed) for seed in range(deals)]

    return asyncio.run(all_deals())


def page_deal_seconds(devices: int, cards: int, deck: int, deals: int, site: Path):
    """deal_seconds in the site's own page in headless Chromium (None when it cannot run)."""
    import json

    from browser_ai import launch_chromium, serve, unready

    if unready(site):
        print(f"(no deal in the page: {unready(site)})", file=sys.stderr)
        return None
    from playwright.sync_api import sync_playwright

    code = (
        DEAL
        + "\nimport json\nfrom agora_web.remote import crypto, poker\n"
        + f"json.dumps([await deal(poker, crypto.x25519, {devices}, {cards}, {deck}, s) for s in range({deals})])"
    )
    httpd, url = serve(site)
    try:
        with sync_playwright() as p:
            browser = launch_chromium(p)
            page = browser.new_page()
            page.goto(url)
            page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=120_000)
            early = 'globalThis[Symbol.for("agora.boot.early")]'
            found = page.evaluate(f"async code => (await {early}).runPythonAsync(code)", code)
            browser.close()
    finally:
        httpd.shutdown()
    return [tuple(row) for row in json.loads(found)]


def deal_table(title: str, timings, devices: int, cards: int) -> None:
    made, passes, strips = zip(*timings)
    deal = [b + c for b, c in zip(passes, strips)]
    print(f"\n{title}\n")
    print("| part | median s | largest s |")
    print("|---|---:|---:|")
    for name, values in (
        ("card points (once a game)", made),
        (f"{devices} shuffle passes", passes),
        (f"layers off {cards} dealt cards", strips),
        ("**one deal (passes + layers off)**", deal),
        ("one device's share of a deal", [d / devices for d in deal]),
    ):
        print(f"| {name} | {statistics.median(values):.3f} | {max(values):.3f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--only", default="", help="these games only (comma-separated names)")
    parser.add_argument("--page", action="store_true", help="time the deal in the site's page too (Chromium)")
    parser.add_argument("--site", type=Path, default=Path(__file__).resolve().parents[1] / "dist" / "site")
    args = parser.parse_args()
    names = [g for g in registry.names() if not args.only or g in args.only.split(",")]
    print("### Turn links\n")
    print(
        "| game | players | games | turn links | median | 95th percentile | largest | ≤ 2,000 | s/game "
        "| earlier links (largest) |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    pyramidion = None
    for game in names:
        if not draws.can_play_remotely(game):
            print(f"| {game} | — | — | — | not dealt remotely | | | | |")
            continue
        players = registry.get(game).max_seats
        sizes, earlier, seconds = [], [], []
        for seed in range(args.games):
            got, before, table, took = link_sizes(game, players, seed)
            sizes += got
            earlier += before
            seconds.append(took)
            if table.devices[0].session.sealed and pyramidion is None:
                pyramidion = table
        within = sum(1 for s in sizes if s <= LINK_LIMIT) / len(sizes)
        print(
            f"| {game} | {players} | {args.games} | {len(sizes)} | {statistics.median(sizes):.0f} | "
            f"{_percentile(sizes, 0.95)} | {max(sizes)} | {within:.1%} | {statistics.mean(seconds):.1f} | "
            f"{len(earlier)} ({max(earlier, default=0)}) |"
        )

    print("\n### Invitations, answers and the start (every name 24 characters)\n")
    print("| game | players | invitations | largest invitation | largest answer | start link | ≤ 2,000 |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for game in names:
        if not draws.can_play_remotely(game):
            continue
        players = registry.get(game).max_seats
        invites, answers, start = asyncio.run(invitation_sizes(game, players, seed=7))
        fits = "every one" if max(invites + answers + [start]) <= LINK_LIMIT else "**no**"
        print(f"| {game} | {players} | {len(invites)} | {max(invites)} | {max(answers)} | {start} | {fits} |")

    if pyramidion is None:
        return
    devices = len(pyramidion.devices)
    cards = opening_cards(pyramidion)
    deck = max(len(p) for passes in pyramidion.devices[0].session.passes.values() for p in passes)
    what = f"{devices} devices, {deck} cards, {cards} dealt; {args.deals} deals"
    deal_table(
        f"### Pyramidion's sealed deal on CPython ({what})",
        deal_seconds(devices, cards, deck, args.deals),
        devices,
        cards,
    )
    if args.page:
        timings = page_deal_seconds(devices, cards, deck, args.deals, args.site)
        if timings:
            deal_table(f"### The same deal in the site's page, headless Chromium ({what})", timings, devices, cards)


if __name__ == "__main__":
    main()
