"""How much search a computer player gets in the page: the iterations the tree search reaches per
decision when it thinks against the clock as web/agora_web/services/computer.py lets it, so that the fixed
iterations of bench/strength.py can be set to what a player really does in the browser.

The page gives a computer seat one budget per whole turn (the game screen's AI_TIME_S, wall
seconds), each decision `TURN_SHARE` of what is left, and the thinker `THINKING_SHARE` of that
wall time (the rest goes to frames). This plays games between easy players and, at every few
decisions, lets the level under test decide that turn the same way (the clock of a turn shared by
its decisions, the tree kept from one decision of the turn to the next), counting the iterations
each decision runs.

Runs under CPython (here) or under the site's Pyodide (`node bench/search_reach.mjs SITE GAME`),
which is the number that matters: the page runs Pyodide.

    python3 bench/search_reach.py --game amytis
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

#: the page's turn budget per game screen (web/agora_web/<game>/game.py AI_TIME_S), its share of
#: what is left per decision and the thinker's share of the wall time (web/agora_web/services/computer.py);
#: copied, since importing the web package needs the browser
TURN_BUDGET_S = {"akropolis": 0.8, "amytis": 0.9, "pantikapaion": 0.9, "pyramidion": 0.9}
TURN_SHARE = {"akropolis": 1.0}
DEFAULT_TURN_SHARE = 0.6
THINKING_SHARE = 0.65


def reach(
    game: str,
    level: str = "hard",
    games: int = 2,
    every: int = 3,
    first_seed: int = 100,
    slow: float = 1.0,
    solo: str = "",
    limit_s: "float | None" = None,
    deep: int = 0,
) -> "list[dict]":
    """One row per decision the level made: step, runs (iterations of this decision), root visits
    (runs plus what the previous decision of the turn left), thinking seconds, legal moves.
    `slow`: how much slower than this interpreter the page is (1: measure this one as it is).
    `solo`: an Akropolis solo game against the Famous Architect at this level (every turn of
    mine is the level's; "futures" counts the hard player's placement plan). `limit_s`: a fixed
    thinking limit per decision instead of the page's turn clock (a hint's, say). `deep`: the
    level's deeper form of that depth (solo_ai.deeper_forms; a hint thought out ahead)."""
    import solo_ai
    from engine.core import registry
    from solo_ai.thinker import TurnClock

    rules = registry.get(game)
    rows = []
    controller = f"{game}.{level}"
    for g in range(games):
        if solo:
            from engine.akropolis.state import Options

            state, every = rules.new_game(1, Options(solo=solo), seed=first_seed + g), 1
        else:
            state = rules.new_game(2, None, seed=first_seed + g)
        ply = 0
        clock = TurnClock(TURN_BUDGET_S[game], TURN_SHARE.get(game, DEFAULT_TURN_SHARE))
        turns, last = 0, None
        while not rules.is_over(state):
            seat = rules.current_player(state)
            if seat != last:  # a new turn: the level plays every `every`-th one
                turns += 1
                last = seat
                clock.end_turn()
            if turns % every == 0 and len(rules.legal_actions(state)) > 1 and not (solo and seat != 0):
                limit = clock.begin(seat) * THINKING_SHARE / slow
                if limit_s is not None:
                    limit = limit_s / slow
                thinker = solo_ai.make_thinker(controller, rules, state, seat, seed=ply, time_limit=limit, deep=deep)
                start = time.perf_counter()
                while not thinker.step(0.03):
                    pass
                spent = time.perf_counter() - start
                clock.spend(spent * slow / THINKING_SHARE)
                root = getattr(thinker, "root", None)
                rows.append(
                    {
                        "step": getattr(state, "step", "?"),
                        "runs": getattr(thinker, "runs", 0),
                        "visits": sum(c.visits for c in root.children.values()) if root else 0,
                        "seconds": spent,
                        "legal": len(rules.legal_actions(state)),
                        "futures": getattr(thinker, "planned", 0),
                        "all": (thinker._plan_sizes().futures if hasattr(thinker, "_plan_sizes") else 0),
                    }
                )
                move = thinker.result()
            else:
                move = solo_ai.choose(f"{game}.easy", rules, state, seat, seed=ply, iterations=1)
            state = rules.apply(state, move)
            ply += 1
    return rows


def _futures(rows) -> str:
    planned = [(r["futures"], r["all"]) for r in rows if r["futures"]]
    if not planned:
        return "–"
    counts = [n for n, _ in planned]
    whole = sum(1 for n, full in planned if n >= full)
    return (
        f"{statistics.median(counts):.0f} / {min(counts)} ({len(planned)}, "
        f"{whole} with all {max(full for _, full in planned)})"
    )


def report(rows) -> str:
    lines = [
        "| decision | n | iterations (median / min / max) | root visits (median) | "
        "thinking s (median) | planned futures (median / min; decisions with a plan, with all "
        "of them) |",
        "|---|---:|---|---:|---:|---|",
    ]
    steps = sorted({r["step"] for r in rows})
    for step in steps:
        mine = [r for r in rows if r["step"] == step]
        runs = [r["runs"] for r in mine]
        lines.append(
            f"| {step} | {len(mine)} | {statistics.median(runs):.0f} / {min(runs)} / "
            f"{max(runs)} | {statistics.median(r['visits'] for r in mine):.0f} | "
            f"{statistics.median(r['seconds'] for r in mine):.3f} | "
            f"{_futures(mine)} |"
        )
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="amytis", choices=sorted(TURN_BUDGET_S))
    parser.add_argument("--level", default="hard")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--every", type=int, default=3, help="the level plays every N-th turn (easy plays the others)")
    parser.add_argument("--solo", default="", help="Akropolis: a solo game against the Famous Architect at this level")
    parser.add_argument(
        "--limit",
        type=float,
        default=None,
        help="a fixed thinking limit per decision, seconds (a hint's: 0.6 = "
        "solo_ai.coach HINT_TIME_S x SEARCH_SHARE), instead of the turn's",
    )
    parser.add_argument(
        "--deep", type=int, default=0, help="the level's deeper form of this depth (a hint thought out ahead)"
    )
    args = parser.parse_args(argv)
    if args.solo and args.game != "akropolis":
        parser.error("--solo is for Akropolis")
    print(f"Python {sys.version.split()[0]} ({sys.platform})")
    print(
        report(reach(args.game, args.level, args.games, args.every, solo=args.solo, limit_s=args.limit, deep=args.deep))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
