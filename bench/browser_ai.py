"""Computer players in the browser: seconds per move by level, and how the page responds meanwhile.

Serves dist/site locally, opens it in headless Chromium, starts games (Akropolis by default, or
--game) between two computer players of one level and times their moves (the page writes each
move's thinking time to body[data-ai-ms], and each whole turn's to body[data-ai-turn-ms]). While the hard players think it also measures input
responsiveness:
  - click → effect (Akropolis and Pantikapaion, whose boards zoom): a real mouse click on the zoom
    button, from the click event's timestamp to the moment the board's viewBox changes (the Python
    handler ran and updated the page);
  - frame gaps: time between requestAnimationFrame callbacks while a computer is thinking.
Prints markdown tables.

Usage: python bench/browser_ai.py [--game akropolis] [--moves 8] [--levels easy,medium,hard]
                                  [--site dist/site]
Needs Chromium ($AGORA_CHROMIUM, default /usr/bin/chromium; empty = Playwright's own browser).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

PROBES = """
window.__bench = {aiMs: [], turnMs: [], clickTs: [], effects: [], gaps: []};
new MutationObserver(records => {
  for (const r of records) {
    if (r.attributeName === "data-ai-ms") window.__bench.aiMs.push(Number(document.body.dataset.aiMs));
    if (r.attributeName === "data-ai-turn-ms") window.__bench.turnMs.push(Number(document.body.dataset.aiTurnMs));
    if (r.attributeName === "viewBox") window.__bench.effects.push(performance.now());
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-ai-ms", "data-ai-turn-ms", "viewBox"]});
document.addEventListener("click", e => {
  if (document.body.dataset.busy === "true") window.__bench.clickTs.push(e.timeStamp);
}, true);
let last = null;
function frame(t) {
  if (document.body && document.body.dataset.busy === "true") {
    if (last !== null) window.__bench.gaps.push(t - last);
    last = t;
  } else { last = null; }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(site: Path) -> "tuple[http.server.ThreadingHTTPServer, str]":
    handler = functools.partial(_Quiet, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"


def unready(site: Path) -> str:
    """Why a browser benchmark cannot run (no built site, no Playwright), or ""."""
    if not (site / "index.html").is_file():
        return f"{site} has no index.html: run `make site` first"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -r requirements-dev.txt)"
    return ""


def launch_chromium(p):
    """Headless Chromium: $AGORA_CHROMIUM (default /usr/bin/chromium; empty = Playwright's own)."""
    chromium = os.environ.get("AGORA_CHROMIUM", "/usr/bin/chromium")
    launch = {"args": CHROMIUM_ARGS}
    if chromium:
        launch["executable_path"] = chromium
    return p.chromium.launch(**launch)


def pct(values, q):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


#: games whose board has zoom buttons to click while a computer player thinks
ZOOMABLE = ("akropolis", "pantikapaion")


def start_game(page, game: str, level: str) -> None:
    """From the home screen: a game between two computer players of `level`."""
    page.get_by_test_id(f"new-game-{game}").click()
    if game == "pantikapaion":
        page.get_by_test_id("mode-multi").click()
    for seat in (0, 1):
        page.get_by_test_id(f"seat-kind-{seat}").select_option(f"{game}.{level}")
    page.get_by_test_id("start").click()


def run_level(browser, url: str, game: str, level: str, moves: int, probe_clicks: bool) -> dict:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.add_init_script(PROBES)
    page.goto(url + "?ai_delay=0")
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=120_000)
    start_game(page, game, level)
    deadline = time.time() + 60 + moves * 20
    clicks = 0
    boxes = None
    while time.time() < deadline:
        done = page.evaluate("window.__bench.aiMs.length")
        if done >= moves:
            break
        if probe_clicks:
            if boxes is None:
                page.wait_for_selector('[data-testid="zoom-out"]')
                boxes = page.evaluate("""() => ["in", "out"].map(d => {
                    const r = document.querySelector(`[data-testid="zoom-${d}"]`).getBoundingClientRect();
                    return [r.x + r.width / 2, r.y + r.height / 2]; })""")
            # alternate zoom in / out so that every click changes the view
            page.mouse.click(*boxes[clicks % 2])
            clicks += 1
            time.sleep(0.12)
        else:
            time.sleep(0.1)
    data = page.evaluate("window.__bench")
    if os.environ.get("BENCH_DEBUG"):
        print(
            level,
            "clicks",
            clicks,
            "busy clicks",
            len(data["clickTs"]),
            "effects",
            len(data["effects"]),
            file=sys.stderr,
        )
    context.close()
    # pair each click with the first viewBox change after it
    latencies = []
    effects = sorted(data["effects"])
    for ts in data["clickTs"]:
        after = [e for e in effects if e >= ts]
        if after:
            latencies.append(after[0] - ts)
    return {
        "level": level,
        "ai_ms": data["aiMs"][:moves],
        "turn_ms": data["turnMs"],
        "latency_ms": latencies,
        "gaps_ms": data["gaps"],
        "clicks": clicks,
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="akropolis", choices=("akropolis", "amytis", "pantikapaion", "pyramidion"))
    ap.add_argument("--moves", type=int, default=12, help="computer moves timed per level")
    ap.add_argument("--levels", default=None, help="default: easy,medium,hard")
    ap.add_argument("--site", type=Path, default=ROOT / "dist" / "site")
    args = ap.parse_args(argv)
    problem = unready(args.site)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    httpd, url = serve(args.site)
    results = []
    try:
        with sync_playwright() as p:
            browser = launch_chromium(p)
            levels = args.levels or "easy,medium,hard"
            for level in levels.split(","):
                level = level.strip()
                probe = level == "hard" and args.game in ZOOMABLE
                results.append(run_level(browser, url, args.game, level, args.moves, probe))
            browser.close()
    finally:
        httpd.shutdown()

    print(f"### Computer moves in the browser ({args.game}, two computer players)\n")
    print("| level | moves | median s/move | max s/move |")
    print("|---|---:|---:|---:|")
    for r in results:
        secs = [ms / 1000 for ms in r["ai_ms"]]
        med = f"{statistics.median(secs):.2f}" if secs else "–"
        mx = f"{max(secs):.2f}" if secs else "–"
        print(f"| {r['level']} | {len(secs)} | {med} | {mx} |")
    print("\n| level | whole turns | median s/turn | max s/turn |")
    print("|---|---:|---:|---:|")
    for r in results:
        secs = [ms / 1000 for ms in r["turn_ms"]]
        med = f"{statistics.median(secs):.2f}" if secs else "–"
        mx = f"{max(secs):.2f}" if secs else "–"
        print(f"| {r['level']} | {len(secs)} | {med} | {mx} |")
    for r in results:
        if r["level"] != "hard":
            continue
        lat, gaps = r["latency_ms"], r["gaps_ms"]
        print("\n### Input while the hard player thinks\n")
        print("| measure | samples | median ms | p95 ms | max ms |")
        print("|---|---:|---:|---:|---:|")
        if lat:
            print(
                f"| click → page updated | {len(lat)} | {statistics.median(lat):.0f} | {pct(lat, 0.95):.0f} | {max(lat):.0f} |"
            )
        if gaps:
            print(
                f"| gap between frames | {len(gaps)} | {statistics.median(gaps):.0f} | {pct(gaps, 0.95):.0f} | {max(gaps):.0f} |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
