"""Thinking ahead for a hint in the browser: how long the coach takes to have the deeper hint
ready, and how the page responds meanwhile.

In an Akropolis solo game the coach thinks the player's position over with the hard player's
deeper plan while they look at the board (web/agora_web/services/hints.py, `ponder`). Serves dist/site
locally, opens it in headless Chromium, starts a solo game against Callicrates and, for each of
the player's decisions:
  - times the thinking ahead: from the moment it starts (body[data-hint-ready] turns "false",
    just after the position is drawn) to the moment each deeper form's hint is ready ("true",
    body[data-hint-depth] its depth), the quiet PONDER_DELAY_S before it included;
  - meanwhile clicks the zoom buttons (click → the board's viewBox changed) and records the gaps
    between animation frames;
  - then asks for the hint, checks it is on the page at once, and plays the advised move.
Prints markdown tables.

With `--early S` the player instead moves S seconds into the thinking ahead, before it is done
(asking a usual hint and playing it): the thinking ahead is dropped unfinished, and the frame
gaps from the hint to the next position are timed.

With `--depth 2` the hint is asked once the second deeper form is ready (the first is timed on
the way), and the page is measured while either thinks.

Usage: python bench/browser_ponder.py [--decisions 8] [--site dist/site] [--early S] [--depth N]
Needs Chromium ($AGORA_CHROMIUM, default /usr/bin/chromium; empty = Playwright's own browser).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser_ai import ROOT, launch_chromium, pct, serve, unready  # noqa: E402

PROBES = """
window.__bench = {ready: [], clickTs: [], effects: [], gaps: [], frames: []};
new MutationObserver(records => {
  for (const r of records) {
    if (r.attributeName === "data-hint-ready" || r.attributeName === "data-hint-depth") {
      // both attributes change together: one entry per change of the pair
      const now = [document.body.dataset.hintReady, Number(document.body.dataset.hintDepth || 0)];
      const ready = window.__bench.ready, last = ready[ready.length - 1];
      if (!last || last[0] !== now[0] || last[2] !== now[1])
        ready.push([now[0], performance.now(), now[1]]);
    }
    if (r.attributeName === "viewBox") window.__bench.effects.push(performance.now());
  }
}).observe(document, {subtree: true, attributes: true,
               attributeFilter: ["data-hint-ready", "data-hint-depth", "viewBox"]});
const pondering = () => document.body && document.body.dataset.pondering === "true"
  && document.body.dataset.busy !== "true";
document.addEventListener("click", e => { if (pondering()) window.__bench.clickTs.push(e.timeStamp); }, true);
let last = null;
function frame(t) {
  window.__bench.frames.push(t);
  if (pondering()) {
    if (last !== null) window.__bench.gaps.push(t - last);
    last = t;
  } else { last = null; }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
"""


def run(browser, url: str, decisions: int, early: float = 0.0, depth: int = 1) -> dict:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.add_init_script(PROBES)
    page.goto(url + "?ai_delay=0")
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=120_000)
    page.get_by_test_id("new-game-akropolis").click()
    page.get_by_test_id("mode-solo").click()
    page.get_by_test_id("level-callicrates").check()
    page.get_by_test_id("start").click()
    page.wait_for_selector('[data-testid="zoom-out"]')
    boxes = page.evaluate("""() => ["in", "out"].map(d => {
        const r = document.querySelector(`[data-testid="zoom-${d}"]`).getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2]; })""")
    instant, clicks, windows = 0, 0, []
    for _ in range(decisions):
        if early:
            # the player moves before thinking ahead is done: a usual hint, then its move
            page.wait_for_selector('body[data-hint-ready="false"]', state="attached")
            time.sleep(early)
            start = page.evaluate("performance.now()")
            page.get_by_test_id("hint").click()
            page.get_by_test_id("hint-notice").wait_for(timeout=30_000)
            page.get_by_test_id("confirm").click()
            page.wait_for_selector(
                'body[data-hint-ready="false"], [data-testid="final-scores"]', state="attached", timeout=60_000
            )
            windows.append((start, page.evaluate("performance.now()")))
            if page.get_by_test_id("final-scores").count():
                break
            continue
        deadline = time.time() + 60 * depth
        while not (
            page.evaluate("document.body.dataset.hintReady") == "true"
            and int(page.evaluate("document.body.dataset.hintDepth") or 0) >= depth
        ):
            if time.time() > deadline:
                raise RuntimeError(f"the hint thought out ahead (depth {depth}) was not ready within {60 * depth} s")
            if page.evaluate("document.body.dataset.pondering") == "true":
                page.mouse.click(*boxes[clicks % 2])  # alternate zoom in / out
                clicks += 1
            time.sleep(0.12)
        page.get_by_test_id("hint").click()
        instant += page.get_by_test_id("hint-notice").count()
        page.get_by_test_id("confirm").click()  # the advised tile and place are chosen
        page.wait_for_selector(
            'body[data-hint-ready="false"], [data-testid="final-scores"]', state="attached", timeout=60_000
        )
        if page.get_by_test_id("final-scores").count():
            break
    data = page.evaluate("window.__bench")
    context.close()
    spans, started = {}, None  # depth -> seconds from the start of thinking ahead
    for value, ts, reached in data["ready"]:
        if value == "false":
            started = ts
        elif value == "true" and started is not None and reached:
            spans.setdefault(reached, []).append((ts - started) / 1000)
    effects = sorted(data["effects"])
    latencies = []
    for ts in data["clickTs"]:
        after = [e for e in effects if e >= ts]
        if after:
            latencies.append(after[0] - ts)
    frames = data["frames"]
    moved = [b - a for a, b in zip(frames, frames[1:]) if any(start <= b <= end for start, end in windows)]
    return {
        "ready_s": spans,
        "instant": instant,
        "latency_ms": latencies,
        "gaps_ms": data["gaps"],
        "moved_gaps_ms": moved,
        "moves": len(windows),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--decisions", type=int, default=8)
    ap.add_argument("--site", type=Path, default=ROOT / "dist" / "site")
    ap.add_argument(
        "--early",
        type=float,
        default=0.0,
        metavar="S",
        help="instead, move S seconds after thinking ahead starts (before it is "
        "done: a usual hint's move) and time the frames from the hint to the "
        "next position",
    )
    ap.add_argument(
        "--depth",
        type=int,
        default=1,
        help="ask for the hint once the deeper form of this depth is ready (2: the "
        "second, larger plan; the first is timed too)",
    )
    args = ap.parse_args(argv)
    problem = unready(args.site)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    httpd, url = serve(args.site)
    try:
        with sync_playwright() as p:
            browser = launch_chromium(p)
            r = run(browser, url, args.decisions, args.early, args.depth)
            browser.close()
    finally:
        httpd.shutdown()
    ready, lat, gaps = r["ready_s"], r["latency_ms"], r["gaps_ms"]
    if args.early:
        moved = r["moved_gaps_ms"]
        print(f"### Moving {args.early:g} s into thinking ahead (Akropolis solo against Callicrates)\n")
        print("| moves | frame gaps from the hint to the next position: samples | median ms | p95 ms | max ms |")
        print("|---:|---:|---:|---:|---:|")
        if moved:
            print(
                f"| {r['moves']} | {len(moved)} | {statistics.median(moved):.0f} "
                f"| {pct(moved, 0.95):.0f} | {max(moved):.0f} |"
            )
        return 0
    print("### Thinking ahead for a hint (Akropolis solo against Callicrates)\n")
    print("| deeper form | decisions | hint ready after, median s | max s | hints on the page at once |")
    print("|---:|---:|---:|---:|---:|")
    for reached, spans in sorted(ready.items()):
        instant = f"{r['instant']} of {len(spans)}" if reached == args.depth else ""
        print(f"| {reached} | {len(spans)} | {statistics.median(spans):.2f} | {max(spans):.2f} | {instant} |")
    print("\n| while it thinks | samples | median ms | p95 ms | max ms |")
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
