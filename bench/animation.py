"""Animations of moves in the browser: smoothness while pieces move, and how fast the page answers.

Serves dist/site locally, opens it in headless Chromium and, per game, lets two computer players
(easy) play with the pause people get (?ai_delay=350) and animations on (normal or --mode slow).
The computer thinks in slices while the previous move still plays, as in a real game. Measures:

  - frame gaps during animations: time between requestAnimationFrame callbacks while at least one
    of the moves' Web Animations runs (document.getAnimations(), the style sheet's own such as
    the thinking spinner left out), p50 / p95 / max;
  - click → update during an animation: a real mouse click on the current language's button (it
    redraws the whole screen, as any move does) while an animation runs, from the click event's
    timestamp to the first change of the page, and to the next frame after it;
  - Python's share: the time motion.py spends measuring the pieces before a render and starting
    their animations after it (body[data-motion-ms]), without the new page's first layout, which
    its first measure forces and the browser would do anyway for the next frame (shown apart);
  - how many animations were started.

Prints a markdown table (paste it into docs/benchmarks.md with the machine's name).

Usage: python bench/animation.py [--games akropolis,amytis,pantikapaion,pyramidion] [--moves 12]
                                 [--mode normal] [--site dist/site]
Needs Chromium ($AGORA_CHROMIUM, default /usr/bin/chromium; empty = Playwright's own browser).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import platform
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
GAMES = ("akropolis", "amytis", "pantikapaion", "pyramidion")

PROBES = """
window.__bench = {started: 0, gaps: [], clicks: [], changes: [], frames: [], motionMs: [], layoutMs: [], aiMs: []};
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) { window.__bench.started++; return animate.apply(this, args); };
// the moves' own animations (motion.py's Web Animations), not the style sheet's (a spinner)
const running = () => document.getAnimations().some(a => a.playState === "running" && !(a instanceof CSSAnimation) && !(a instanceof CSSTransition));
document.addEventListener("click", e => {
  if (e.target.closest && e.target.closest('[data-act="lang"]') && running()) window.__bench.clicks.push(e.timeStamp);
}, true);
window.addEventListener("DOMContentLoaded", () => {
  new MutationObserver(() => {
    const t = performance.now();
    window.__bench.changes.push(t);
    requestAnimationFrame(() => window.__bench.frames.push([t, performance.now()]));
  }).observe(document.getElementById("app"), {childList: true});
  new MutationObserver(records => {
    for (const r of records) {
      if (r.attributeName === "data-motion-ms") {
        window.__bench.motionMs.push(Number(document.body.dataset.motionMs));
        window.__bench.layoutMs.push(Number(document.body.dataset.motionLayoutMs));
      }
      if (r.attributeName === "data-ai-ms") window.__bench.aiMs.push(Number(document.body.dataset.aiMs));
    }
  }).observe(document.body, {attributes: true, attributeFilter: ["data-motion-ms", "data-ai-ms"]});
});
let last = null;
function frame(t) {
  if (running()) {
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


def pct(values, q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def start_game(page, game: str) -> None:
    """From the home screen: a game between two easy computer players."""
    page.get_by_test_id(f"new-game-{game}").click()
    if game == "pantikapaion":
        page.get_by_test_id("mode-multi").click()
    for seat in (0, 1):
        page.get_by_test_id(f"seat-kind-{seat}").select_option(f"{game}.easy")
    page.get_by_test_id("start").click()


def run_game(browser, url: str, game: str, moves: int, mode: str) -> dict:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion="no-preference")
    page = context.new_page()
    page.add_init_script(PROBES)
    page.add_init_script(f"localStorage.setItem('agora.motion', {mode!r});")
    page.goto(url + "?ai_delay=350")
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=120_000)
    start_game(page, game)
    deadline = time.time() + 60 + moves * 10
    clicks = 0
    while time.time() < deadline and page.evaluate("window.__bench.aiMs.length") < moves:
        # click only while an animation runs (the probe keeps the clicks that hit one)
        hit = page.evaluate("""() => document.getAnimations().some(a => a.playState === "running" && !(a instanceof CSSAnimation))
            ? (r => [r.x + r.width / 2, r.y + r.height / 2])(document.querySelector('[data-act="lang"].on').getBoundingClientRect())
            : null""")
        if hit:
            page.mouse.click(*hit)
            clicks += 1
            time.sleep(0.4)
        else:
            time.sleep(0.03)
    data = page.evaluate("window.__bench")
    context.close()
    changes = sorted(data["changes"])
    frames = sorted(data["frames"])
    update, painted = [], []
    for ts in data["clicks"]:
        after = [c for c in changes if c >= ts]
        if after:
            update.append(after[0] - ts)
            frame = next((f for c, f in frames if c == after[0]), None)
            if frame is not None:
                painted.append(frame - ts)
    return {
        "game": game,
        "started": data["started"],
        "gaps": data["gaps"],
        "update": update,
        "painted": painted,
        "motion_ms": data["motionMs"],
        "layout_ms": data["layoutMs"],
        "moves": len(data["aiMs"]),
        "clicks": clicks,
    }


def row(r: dict) -> str:
    gaps, upd, pnt, mot = r["gaps"], r["update"], r["painted"], r["motion_ms"]
    fmt = lambda v: "–" if v != v else f"{v:.0f}"  # noqa: E731 - nan prints as a dash
    return (
        f"| {r['game']} | {r['moves']} | {r['started']} | {len(gaps)} | {fmt(pct(gaps, 0.5))} | {fmt(pct(gaps, 0.95))} | "
        f"{fmt(max(gaps) if gaps else float('nan'))} | {len(upd)} | {fmt(statistics.median(upd) if upd else float('nan'))} | "
        f"{fmt(max(upd) if upd else float('nan'))} | {fmt(statistics.median(pnt) if pnt else float('nan'))} | "
        f"{statistics.median(mot) if mot else float('nan'):.1f} | {max(mot) if mot else float('nan'):.1f} | "
        f"{statistics.median(r['layout_ms']) if r['layout_ms'] else float('nan'):.1f} |"
    )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--moves", type=int, default=12, help="computer moves per game")
    ap.add_argument("--mode", default="normal", choices=("normal", "slow"))
    ap.add_argument("--site", default=str(ROOT / "dist" / "site"))
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    site = Path(args.site)
    if not (site / "index.html").exists():
        print(f"no built site in {site}: run make site first", file=sys.stderr)
        return 2
    httpd, url = serve(site)
    chromium = os.environ.get("AGORA_CHROMIUM", "/usr/bin/chromium")
    results = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium or None, args=CHROMIUM_ARGS)
            for game in args.games.split(","):
                results.append(run_game(browser, url, game, args.moves, args.mode))
                print(f"{game}: done", file=sys.stderr)
            version = browser.version
            browser.close()
    finally:
        httpd.shutdown()
    print(
        f"\n{platform.machine()}, {os.cpu_count()} CPUs, Chromium {version} (headless), mode {args.mode}, "
        f"{args.moves} computer moves a game, ?ai_delay=350\n"
    )
    print(
        "| game | moves | animations started | frames animating | gap p50 (ms) | gap p95 (ms) | gap max (ms) "
        "| clicks during an animation | click → page updated, median (ms) | max (ms) | click → next frame, median (ms) "
        "| motion.py per render, median (ms) | max (ms) | the new page's layout, median (ms) |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        print(row(r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
