"""How long the post-game review of a whole game takes in the browser, and how smooth the page
stays meanwhile (web/agora_web/review.py; target of issue 16: a whole game in ≤ 20 s).

For each game one finished 2-player game is played on CPython by the easy computer players (seat
0 labelled human), stored as a save, and reviewed in headless Chromium from the saves list:
seconds from the click to the last decision judged, the number of decisions, and the gaps
between animation frames while it judges (the page must keep answering).

    python bench/browser_review.py [--games akropolis,amytis,pantikapaion,pyramidion]

`akropolis-solo` reviews a solo game against Callicrates instead (the human seat played by the
easy player), where the hard player also plans its placements (solo_ai/akropolis/plan.py).
"""

from __future__ import annotations

import argparse
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

GAPS = """
window.__gaps = []; let last = null;
function frame(t) {
  const r = document.querySelector('[data-testid="review"]');
  if (r && r.dataset.done === "false") { if (last !== null) window.__gaps.push(t - last); last = t; }
  else { last = null; }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
"""


def finished_game(game: str, seed: int = 3, solo: str = ""):
    """A whole 2-player game between easy players; seat 0 is recorded as the human. `solo`: an
    Akropolis solo game against the Famous Architect at that level instead."""
    import msgspec

    import solo_ai
    from engine.core import records
    from engine.core.protocol import Seat

    if solo:
        from engine.akropolis.state import Options
        record = records.new_record(game, [Seat("Ann", "human")], Options(solo=solo), seed=seed)
    else:
        record = records.new_record(game, [Seat("Ann", "human"), Seat("Bot", f"{game}.easy")],
                                    seed=seed)
    rules, state = records.start(record)
    ply = 0
    while not rules.is_over(state):
        move = solo_ai.choose(f"{game}.easy", rules, state, rules.current_player(state), seed=ply)
        state, record = rules.apply(state, move), records.with_move(record, move)
        ply += 1
    return msgspec.to_builtins(record), len(record.moves)


def review_once(browser, url: str, game: str) -> dict:
    label = game
    solo = "callicrates" if game == "akropolis-solo" else ""
    game = "akropolis" if solo else game
    record, moves = finished_game(game, solo=solo)
    doc = {"version": 1, "id": "bench", "game": game, "created": 1, "updated": int(time.time() * 1000),
           "players": ["Ann"] if solo else ["Ann", "Bot"], "summary": {"moves": moves, "over": True},
           "record": record}
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=120_000)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["agora.saves.v1.bench", json.dumps(doc)])
    page.add_init_script(GAPS)
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=120_000)
    started = time.perf_counter()
    page.get_by_test_id("review-save").click()
    page.wait_for_selector('[data-testid="review"][data-done="true"]', timeout=300_000)
    seconds = time.perf_counter() - started
    total = int(page.get_by_test_id("review").get_attribute("data-total"))
    gaps = page.evaluate("window.__gaps")
    context.close()
    return {"game": label, "moves": moves, "decisions": total, "seconds": seconds, "gaps": gaps}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--site", type=Path, default=ROOT / "dist" / "site")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    httpd, url = serve(args.site)
    rows = []
    try:
        with sync_playwright() as p:
            launch = {"args": CHROMIUM_ARGS, "executable_path": os.environ.get("AGORA_CHROMIUM", "/usr/bin/chromium")}
            browser = p.chromium.launch(**launch)
            for game in args.games.split(","):
                rows.append(review_once(browser, url, game.strip()))
            browser.close()
    finally:
        httpd.shutdown()
    print(f"{time.strftime('%Y-%m-%d')}, {platform.machine()}, {os.cpu_count()} cpu, headless Chromium\n")
    print("| game | moves | decisions reviewed | whole review s | frame gap median / p95 / max ms |")
    print("|---|---:|---:|---:|---|")
    for r in rows:
        g = r["gaps"]
        gaps = f"{statistics.median(g):.0f} / {pct(g, .95):.0f} / {max(g):.0f}" if g else "–"
        print(f"| {r['game']} | {r['moves']} | {r['decisions']} | {r['seconds']:.1f} | {gaps} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
