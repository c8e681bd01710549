"""How strong the computer players are: matches with a fixed amount of search, so that a loaded
machine changes how long a match takes but never its result.

Each pairing plays `--games` two-player games (seeds 0, 1, 2, ...); the first player sits in seat
0 in even games and seat 1 in odd ones, so neither profits from the seat order. A win counts 1, a
shared win 1/2. The table gives the win rate of the first player with its 95% Wilson interval,
the mean score margin (first player minus second) and the CPU seconds each side used per
decision (to check that "equal CPU" pairings are equal).

Players:
  easy, medium, hard   solo_ai's levels, thinking with a fixed iteration count (`--iterations`,
                       per game by default; medium takes its share of it)
  flat                 the flat Monte-Carlo baseline below (written here, independent of solo_ai)
  solo pairings        Akropolis solo against the Famous Architect at each level, Pantikapaion
                       solo against Автомий without and with all three modifications; the result
                       is the player's score against the automaton's

The flat Monte-Carlo baseline plays, for every legal move in turn, random games to the end and
keeps the move with the best mean final margin. It is given `--flat-playouts` play-outs per
decision (split over the moves; with fewer play-outs than moves, a random sample of the moves
gets one each) and is allowed to see the true position, hidden parts included:
a generous brute force.

    nice -n 15 python3 bench/strength.py --game amytis --pair hard:easy --games 40
    nice -n 15 python3 bench/strength.py --game akropolis --solo --games 20
    nice -n 15 python3 bench/strength.py --game akropolis --solo --only callicrates --deep \
        --first-seed 100 --games 300

On a shared machine a long plan may not finish: `--log FILE` appends one JSON line per game as it
ends and `--interleave` plays game 0 of every pairing, then game 1 of every pairing, and so on, so that
whatever time there is spreads over all pairings; `--resume` skips the games the log already
holds, so an interrupted run goes on where it stopped; `--summarize FILE` prints the table of the
games logged so far (each pairing with the n it reached), and with `--paired-with OTHER` compares
them seed for seed with another log's games (bench/logs/ keeps the logs the benchmarks cite, so a
later run can be paired with them):

    python3 bench/strength.py --summarize new.jsonl --paired-with bench/logs/akropolis-callicrates-xl.jsonl

`--deep` lets the first player think in its deeper form where the game has one (in an Akropolis
solo game, the large plan of the hint thought out while the player looks at the board; `--deep 2`
the larger plan thought out after it); solo game g with `--first-seed S` is the same game as seed
S + g of bench/akropolis_solo_probes.py.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import solo_ai  # noqa: E402
from engine.core import registry  # noqa: E402

#: hard's fixed iterations per decision, per game (sized so a game takes seconds, not minutes;
#: Amytis: what the hard player reaches in the page's Pyodide, bench/search_reach.py)
ITERATIONS = {"akropolis": 48, "amytis": 300, "pantikapaion": 60, "pyramidion": 120}
#: flat Monte-Carlo play-outs per decision, per game, sized to the hard player's CPU per decision
#: at ITERATIONS (see the "CPU/decision" columns of the results)
#: (Akropolis: 6 play-outs took 27 ms per decision against the hard player's 28; Pantikapaion:
#: 40 took 159 ms against the hard player's finished four-choice look at 181; Amytis: 250
#: play-outs took 90 ms per decision against the hard player's 110)
FLAT_PLAYOUTS = {"akropolis": 6, "amytis": 300, "pantikapaion": 40, "pyramidion": 30}
#: random moves at most in one flat play-out (every game here ends well before)
PLAYOUT_CAP = 2000


# --- statistics -----------------------------------------------------------------------------


def wilson(successes: float, n: int, z: float = 1.96) -> "tuple[float, float]":
    """The 95% Wilson score interval of a proportion (`successes` may hold halves for draws)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


# --- the flat Monte-Carlo baseline -------------------------------------------------------------


def margin(rules, state, seat: int) -> float:
    totals = [s["total"] for s in rules.scores(state)]
    others = [t for s, t in enumerate(totals) if s != seat]
    return totals[seat] - (max(others) if others else 0)


def flat_monte_carlo(rules, state, seat: int, playouts: int, seed: int):
    """For every legal move in turn, a random game to the end; the move with the best mean
    margin for `seat`."""
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    rng = random.Random(seed)
    if playouts < len(legal):
        # more moves than play-outs (Akropolis offers hundreds): a random sample of them
        legal = rng.sample(legal, playouts)
    sums = [0.0] * len(legal)
    runs = [0] * len(legal)
    total = max(playouts, len(legal))
    for k in range(total):
        i = k % len(legal)
        s = rules.apply(state, legal[i])
        plies = 0
        while not rules.is_over(s) and plies < PLAYOUT_CAP:
            actions = rules.legal_actions(s)
            s = rules.apply(s, actions[rng.randrange(len(actions))])
            plies += 1
        sums[i] += margin(rules, s, seat)
        runs[i] += 1
    best = max(range(len(legal)), key=lambda i: (sums[i] / runs[i], -i))
    return legal[best]


# --- matches --------------------------------------------------------------------------------


class Side:
    """One player of a match: a level of solo_ai, the flat baseline, or a game's automaton."""

    def __init__(self, game: str, kind: str, iterations: int, playouts: int, deep: int = 0):
        self.game = game
        self.kind = kind
        self.iterations = iterations
        self.playouts = playouts
        self.deep = deep
        self.cpu = 0.0
        self.decisions = 0

    def choose(self, rules, state, seat: int, seed: int):
        start = time.process_time()
        if self.kind == "flat":
            move = flat_monte_carlo(rules, state, seat, self.playouts, seed)
        else:
            move = solo_ai.choose(
                f"{self.game}.{self.kind}", rules, state, seat, seed=seed, iterations=self.iterations, deep=self.deep
            )
        self.cpu += time.process_time() - start
        self.decisions += 1
        return move


def play(rules, sides, seats: int, options, seed: int) -> "list[int]":
    """One game; the final totals per seat. `sides[seat]` chooses for that seat."""
    state = rules.new_game(seats, options, seed=seed)
    ply = 0
    while not rules.is_over(state):
        seat = rules.current_player(state)
        state = rules.apply(state, sides[seat].choose(rules, state, seat, seed * 7919 + ply))
        ply += 1
    return [s["total"] for s in rules.scores(state)], rules.winners(state)


def one_game(rules, a: Side, b: Side, g: int, options=None, solo: bool = False, first_seed: int = 0):
    """Game `g` of a pairing, seeded `first_seed + g`: (score of `a`: 1, 1/2 or 0; margin of
    `a`)."""
    seed = first_seed + g
    if solo:
        mine = 0
        totals, winners = play(rules, [a, b], 1, options, seed)
    else:
        mine = g % 2
        totals, winners = play(rules, [a, b] if mine == 0 else [b, a], 2, options, seed)
    score = 1.0 / len(winners) if mine in winners else 0.0
    return score, totals[mine] - totals[1 - mine]


def summarize(lines) -> "list[dict]":
    """Results per pairing from logged games (JSON objects with game, label, score, margin,
    cpu_first, cpu_second, seconds)."""
    groups: dict = {}
    for entry in lines:
        groups.setdefault((entry["game"], entry["label"]), []).append(entry)
    out = []
    for (game, label), entries in groups.items():
        n = len(entries)
        score = sum(e["score"] for e in entries)
        low, high = wilson(score, n)
        out.append(
            {
                "game": game,
                "label": label,
                "games": n,
                "score": score,
                "rate": score / n,
                "low": low,
                "high": high,
                "margin": sum(e["margin"] for e in entries) / n,
                "cpu_first": sum(e["cpu_first"] for e in entries) / n,
                "cpu_second": sum(e["cpu_second"] for e in entries) / n,
                "seconds_per_game": sum(e["seconds"] for e in entries) / n,
            }
        )
    return out


def seed_of(entry: dict) -> int:
    """The seed a logged game was played with (game g of a run from --first-seed S: S + g)."""
    return entry.get("first_seed", 0) + entry["index"]


def paired(lines, others) -> "list[dict]":
    """Logged games compared seed for seed with other logged games (another player or another
    size on the same deals): per pair of pairings with seeds in common, the wins of each and the
    mean margin difference (this minus other) with its standard error. Pairing the games takes out
    most of the luck of the deal, so a small difference shows in far fewer games than by win
    rates."""

    def by_seed(entries) -> dict:
        groups: dict = {}
        for entry in entries:
            groups.setdefault((entry["game"], entry["label"]), {})[seed_of(entry)] = entry
        return groups

    ours, theirs = by_seed(lines), by_seed(others)
    out = []
    for (game, label), mine in ours.items():
        for (other_game, other_label), other in theirs.items():
            shared = sorted(set(mine) & set(other))
            if other_game != game or not shared:
                continue
            diffs = [mine[s]["margin"] - other[s]["margin"] for s in shared]
            n = len(diffs)
            mean = sum(diffs) / n
            spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
            out.append(
                {
                    "game": game,
                    "label": label,
                    "other": other_label,
                    "games": n,
                    "score": sum(mine[s]["score"] for s in shared),
                    "other_score": sum(other[s]["score"] for s in shared),
                    "difference": mean,
                    "error": spread / math.sqrt(n),
                }
            )
    return out


PAIRED_HEADER = (
    "| game | pairing | paired with | seeds | wins: other → this | margin difference |\n|---|---|---|---:|---|---:|"
)


def paired_row(result: dict) -> str:
    return (
        f"| {result['game']} | {result['label']} | {result['other']} | {result['games']} "
        f"| {result['other_score']:g} → {result['score']:g} "
        f"| {result['difference']:+.1f} ± {result['error']:.1f} |"
    )


def read_logs(paths) -> list:
    """The games of these JSON-lines logs, in order."""
    entries = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            entries += [json.loads(line) for line in f if line.strip()]
    return entries


def match(
    game: str,
    first: str,
    second: str,
    games: int,
    iterations: int,
    playouts: int,
    options=None,
    solo: bool = False,
    progress=None,
    deep: int = 0,
    first_seed: int = 0,
) -> dict:
    """`games` games of `first` against `second`, alternating seats (solo: `first` always
    plays seat 0 against the automaton in seat 1). `deep`: `first` plays its deeper form."""
    rules = registry.get(game)
    a = Side(game, first, iterations, playouts, deep)
    b = Side(game, second, iterations, playouts)
    score, margins = 0.0, []
    wall = time.perf_counter()
    for g in range(games):
        won, diff = one_game(rules, a, b, g, options, solo, first_seed)
        score += won
        margins.append(diff)
        if progress:
            progress(g + 1, score)
    low, high = wilson(score, games)
    return {
        "game": game,
        "first": first,
        "second": second,
        "games": games,
        "score": score,
        "rate": score / games if games else 0.0,
        "low": low,
        "high": high,
        "margin": sum(margins) / len(margins) if margins else 0.0,
        "cpu_first": a.cpu / max(a.decisions, 1),
        "cpu_second": b.cpu / max(b.decisions, 1),
        "seconds_per_game": (time.perf_counter() - wall) / max(games, 1),
    }


def row(result: dict, label: str = "") -> str:
    return (
        f"| {result['game']} | {label or result['first'] + ' vs ' + result['second']} "
        f"| {result['games']} | {result['score']:g} | {100 * result['rate']:.0f}% "
        f"| {100 * result['low']:.0f}–{100 * result['high']:.0f}% | {result['margin']:+.1f} "
        f"| {1000 * result['cpu_first']:.0f} / {1000 * result['cpu_second']:.0f} "
        f"| {result['seconds_per_game']:.1f} |"
    )


HEADER = (
    "| game | pairing | n | wins | rate | 95% CI (Wilson) | mean margin | CPU ms/decision "
    "(first / second) | s/game |\n|---|---|---:|---:|---:|---|---:|---|---:|"
)


def interleaved(args, pairings, iterations: int, playouts: int) -> int:
    """Game 0 of every pairing, then game 1, ...; each game logged as it ends."""
    rules = registry.get(args.game)
    sides = [
        (Side(args.game, first, iterations, playouts, args.deep), Side(args.game, second, iterations, playouts))
        for _label, first, second, _options, _solo in pairings
    ]
    logged = []
    done = set()
    if args.resume and args.log and os.path.exists(args.log):
        # games this log already holds (same game and iterations) are not played again
        with open(args.log, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    entry = json.loads(line)
                    if (
                        entry["game"] == args.game
                        and entry.get("iterations") == iterations
                        and entry.get("playouts") == playouts
                        and entry.get("first_seed", 0) == args.first_seed
                    ):
                        done.add((entry["label"], entry["index"]))
                        logged.append(entry)
    for g in range(args.games):
        for (label, _first, _second, options, solo), (a, b) in zip(pairings, sides):
            if (label, g) in done:
                continue
            cpu_a, n_a, cpu_b, n_b = a.cpu, a.decisions, b.cpu, b.decisions
            wall = time.perf_counter()
            score, margin = one_game(rules, a, b, g, options, solo, args.first_seed)
            entry = {
                "game": args.game,
                "label": label,
                "index": g,
                "score": score,
                "margin": margin,
                "seconds": time.perf_counter() - wall,
                "cpu_first": (a.cpu - cpu_a) / max(a.decisions - n_a, 1),
                "cpu_second": (b.cpu - cpu_b) / max(b.decisions - n_b, 1),
                "iterations": iterations,
                "playouts": playouts,
                "first_seed": args.first_seed,
            }
            logged.append(entry)
            if args.log:
                with open(args.log, "a", encoding="utf-8") as f:
                    f.write(json.dumps(entry) + "\n")
    for result in summarize(logged):
        print(row(result, result["label"]))
    return 0


def solo_pairings(game: str):
    """(label, options, automaton controller) for the solo matches of `game`."""
    if game == "akropolis":
        from engine.akropolis.state import Options

        for level in ("hippodamos", "metagenes", "callicrates"):
            yield f"solo vs Famous Architect ({level})", Options(solo=level), "famous_architect"
    elif game == "pantikapaion":
        from engine.pantikapaion.state import Options

        yield "solo vs Автомий", Options(), "automa"
        yield (
            "solo vs Автомий, modifications 1–3",
            Options(automa_round_one=True, automa_best_tile=True, automa_needed_cube=True),
            "automa",
        )


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(ITERATIONS), help="required unless --summarize")
    parser.add_argument(
        "--pair", action="append", default=[], help="FIRST:SECOND, e.g. hard:easy or hard:flat (repeatable)"
    )
    parser.add_argument("--solo", action="store_true", help="the solo pairings of the game")
    parser.add_argument("--level", default="hard", help="the level playing the solo pairings")
    parser.add_argument("--only", default="", help="solo pairings whose label contains this")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument(
        "--first-seed", type=int, default=0, help="game g is seeded first-seed + g (0, 1, 2, ... by default)"
    )
    parser.add_argument(
        "--deep",
        type=int,
        nargs="?",
        const=1,
        default=0,
        metavar="DEPTH",
        help="the first player thinks in its deeper form of this depth (1 when "
        "not given) where the game has one (the Akropolis solo hint thought "
        "out ahead, solo_ai.deeper_forms)",
    )
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--flat-playouts", type=int, default=None)
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--log", help="append one JSON line per game to this file")
    parser.add_argument(
        "--interleave", action="store_true", help="play game g of every pairing before game g + 1 of any"
    )
    parser.add_argument(
        "--summarize", metavar="LOG", action="append", help="print the table of these logs (repeatable) and stop"
    )
    parser.add_argument(
        "--paired-with",
        metavar="LOG",
        action="append",
        default=[],
        help="with --summarize: also compare its games seed for seed with the games of these logs (repeatable)",
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help="with --interleave and --log: skip the games the log already holds "
        "(an interrupted run goes on where it stopped)",
    )
    args = parser.parse_args(argv)
    if args.summarize:
        games = read_logs(args.summarize)
        print(HEADER)
        for result in summarize(games):
            print(row(result, result["label"]))
        if args.paired_with:
            print("\n" + PAIRED_HEADER)
            for result in paired(games, read_logs(args.paired_with)):
                print(paired_row(result))
        return 0
    if args.paired_with:
        parser.error("--paired-with needs --summarize")
    if not args.game:
        parser.error("--game is required (unless --summarize)")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.resume and not (args.interleave and args.log):
        parser.error("--resume needs --interleave and --log")
    iterations = args.iterations or ITERATIONS[args.game]
    playouts = args.flat_playouts or FLAT_PLAYOUTS[args.game]
    print(
        f"<!-- {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
        f"hard iterations {iterations}, flat play-outs {playouts} -->"
    )
    print(HEADER)

    def progress(done, score):
        if not args.quiet:
            print(f"  {done} games, {score:g} won", file=sys.stderr, flush=True)

    deep = (" (deep)" if args.deep == 1 else f" (deep {args.deep})") if args.deep else ""
    pairings = []
    for pair in args.pair:
        first, _, second = pair.partition(":")
        if not first or not second:
            parser.error(f"--pair {pair!r}: expected FIRST:SECOND")
        pairings.append((f"{first}{deep} vs {second}", first, second, None, False))
    if args.solo:
        for label, options, automaton in solo_pairings(args.game):
            if args.only in label:
                pairings.append((f"{args.level}{deep} {label}", args.level, automaton, options, True))
    if args.interleave or args.log:  # games logged as they end (a long run may be stopped)
        return interleaved(args, pairings, iterations, playouts)
    for pair in args.pair:
        first, _, second = pair.partition(":")
        result = match(
            args.game,
            first,
            second,
            args.games,
            iterations,
            playouts,
            progress=progress,
            deep=args.deep,
            first_seed=args.first_seed,
        )
        print(row(result, f"{first}{deep} vs {second}"), flush=True)
    if args.solo:
        for label, options, automaton in solo_pairings(args.game):
            if args.only not in label:
                continue
            result = match(
                args.game,
                args.level,
                automaton,
                args.games,
                iterations,
                playouts,
                options=options,
                solo=True,
                progress=progress,
                deep=args.deep,
                first_seed=args.first_seed,
            )
            print(row(result, f"{args.level}{deep} {label}"), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
