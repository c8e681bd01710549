"""How long the post-game review of a whole game takes in the browser, and how smooth the page
stays meanwhile (web/agora_web/screens/review.py; targets: the first findings within 2 s, a whole game
within 20 s).

For each game one finished game is played on CPython by computer players (seat 0 labelled
human; 2 players at the easy level unless --players / --level say otherwise), stored as a save,
and reviewed in headless Chromium from the saves list: seconds from the click to the first
judged decision listed and to the last one judged, the number of decisions, and the gaps between
animation frames while it judges (the page must keep answering). `--site NAME=DIR` reviews the
same games with other builds in the same run (the previous build, for a ratio).

    python bench/browser_review.py [--games akropolis,amytis,pantikapaion,pyramidion]
                                   [--players 4] [--level medium] [--site prev=DIR]

`akropolis-solo` reviews a solo game against Callicrates instead (the human seat played by the
easy player), where the hard player also plans its placements (solo_ai/akropolis/plan.py).
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from browser_ai import CHROMIUM_ARGS, ROOT, pct, serve  # noqa: E402

GAMES = ("akropolis", "amytis", "pantikapaion", "pyramidion")
TIMEOUT_MS = 120_000

GAPS = """
window.__gaps = []; window.__review = {}; let last = null;
document.addEventListener("click", (e) => {
  if (e.target.closest('[data-testid="review-save"]')) window.__review.click = performance.now();
}, true);
new MutationObserver(() => {
  const r = window.__review;
  if (r.click === undefined) return;
  if (r.first === undefined && document.querySelector('[data-testid="review-all"]')) r.first = performance.now();
  if (r.done === undefined && document.querySelector('[data-testid="review"][data-done="true"]')) r.done = performance.now();
}).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ["data-done"]});
function frame(t) {
  const r = document.querySelector('[data-testid="review"]');
  if (r && r.dataset.done === "false") { if (last !== null) window.__gaps.push(t - last); last = t; }
  else { last = null; }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
"""


def finished_game(game: str, seed: int = 3, solo: str = "", players: int = 2, level: str = "easy"):
    """A whole game between computer players of `level`; seat 0 is recorded as the human.
    `solo`: an Akropolis solo game against the Famous Architect at that level instead."""
    import msgspec

    import solo_ai
    from engine.core import records
    from engine.core.protocol import Seat

    if solo:
        from engine.akropolis.state import Options

        record = records.new_record(game, [Seat("Ann", "human")], Options(solo=solo), seed=seed)
    else:
        record = records.new_record(
            game, [Seat("Ann", "human")] + [Seat(f"Bot {n}", f"{game}.{level}") for n in range(1, players)], seed=seed
        )
    rules, state = records.start(record)
    ply = 0
    while not rules.is_over(state):
        move = solo_ai.choose(
            f"{game}.{level}",
            rules,
            state,
            rules.current_player(state),
            seed=ply,
            time_limit=1.5 if level == "easy" else 0.3,
        )
        state, record = rules.apply(state, move), records.with_move(record, move)
        ply += 1
    return msgspec.to_builtins(record), len(record.moves)


@functools.cache
def game_save(game: str, players: int = 2, level: str = "easy") -> "tuple[dict, int]":
    """The save document of a finished game (made once per run, so every build reviews the
    same one) and its number of moves."""
    solo = "callicrates" if game == "akropolis-solo" else ""
    game = "akropolis" if solo else game
    record, moves = finished_game(game, solo=solo, players=1 if solo else players, level=level)
    names = [p["name"] for p in record["players"]]
    doc = {
        "version": 1,
        "id": "bench",
        "game": game,
        "created": 1,
        "updated": int(time.time() * 1000),
        "players": names,
        "summary": {"moves": moves, "over": True},
        "record": record,
    }
    return doc, moves


def review_once(browser, url: str, game: str, players: int = 2, level: str = "easy", prepare=None, after=None) -> dict:
    """One review of the game's save in a new context; `prepare(page)`, if given, runs once the
    save is stored and before the page is loaded again to review it (bench/phone.py's CPU
    throttle), and `after(page)` once the review is done, its dict joining the result (the
    page's memory)."""
    doc, moves = game_save(game, players, level)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=TIMEOUT_MS)
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["agora.saves.v1.bench", json.dumps(doc)])
        page.add_init_script(GAPS)
        if prepare is not None:
            prepare(page)
        page.reload()
        page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=TIMEOUT_MS)
        page.get_by_test_id("review-save").click()
        page.wait_for_selector('[data-testid="review"][data-done="true"]', timeout=5 * TIMEOUT_MS)
        page.wait_for_function("() => window.__review.done !== undefined", timeout=TIMEOUT_MS)
        marks = page.evaluate("window.__review")
        total = int(page.get_by_test_id("review").get_attribute("data-total"))
        gaps = page.evaluate("window.__gaps")
        extra = after(page) if after is not None else {}
    finally:
        context.close()
    first = (marks["first"] - marks["click"]) / 1000 if "first" in marks else float("nan")
    return {
        "game": game,
        "moves": moves,
        "decisions": total,
        "first": first,
        "seconds": (marks["done"] - marks["click"]) / 1000,
        "gaps": gaps,
        **extra,
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--players", type=int, default=2, help="seats of each game (seat 0 reviewed)")
    ap.add_argument("--level", default="easy", help="the computer players who play the games")
    ap.add_argument(
        "--site",
        action="append",
        default=[],
        metavar="NAME=DIR",
        help="another build reviewing the same games in the same run (repeatable)",
    )
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    sites = {"app": ROOT / "dist" / "site"}
    for item in args.site:
        name, _, path = item.partition("=")
        sites[name] = Path(path)
    servers = {name: serve(path) for name, path in sites.items()}
    games = [g.strip() for g in args.games.split(",")]
    for game in games:  # played before the clock runs
        game_save(game, args.players, args.level)
    rows = []
    try:
        with sync_playwright() as p:
            launch = {"args": CHROMIUM_ARGS, "executable_path": os.environ.get("AGORA_CHROMIUM", "/usr/bin/chromium")}
            browser = p.chromium.launch(**launch)
            for game in games:
                for name, (_httpd, url) in servers.items():  # the builds take turns, game by game
                    row = review_once(browser, url, game, args.players, args.level)
                    rows.append({**row, "build": name})
                    print(f"  {name} {game}: first {row['first']:.1f} s, whole {row['seconds']:.1f} s", flush=True)
            version = browser.version
            browser.close()
    finally:
        for httpd, _url in servers.values():
            httpd.shutdown()
    print(
        f"\n{time.strftime('%Y-%m-%d')}, {platform.machine()}, {os.cpu_count()} cpu, headless Chromium {version}, "
        f"{args.players} players ({args.level}), load average {os.getloadavg()[0]:.1f}\n"
    )
    print(
        "| game | build | moves | decisions reviewed | first finding s | whole review s | frame gap median / p95 / max ms |"
    )
    print("|---|---|---:|---:|---:|---:|---|")
    for r in rows:
        g = r["gaps"]
        gaps = f"{statistics.median(g):.0f} / {pct(g, 0.95):.0f} / {max(g):.0f}" if g else "–"
        print(
            f"| {r['game']} | {r['build']} | {r['moves']} | {r['decisions']} | {r['first']:.1f} | {r['seconds']:.1f} | {gaps} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
