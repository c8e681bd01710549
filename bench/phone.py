"""A phone-class benchmark: the page in Chromium with its CPU slowed ×4 (the DevTools protocol's
Emulation.setCPUThrottlingRate) and, on the first visit, a slow network
(Network.emulateNetworkConditions: Lighthouse's mobile profile, 150 ms round trip, 1.6 Mbit/s
down, 750 kbit/s up). Every figure so far was a desktop CPU's; this one says what a mid-range
phone would see.

It measures, under that profile:
- start-up, first visit (slow network): the home screen painted and the app ready, against a bare
  `loadPyodide()` page under the same throttle and network (bench/startup.py's servers, bare
  page and load), the two taking turns;
- start-up, return visit (the site kept by its service worker, CPU ×4, no network throttle):
  the second visit of a fresh context, as an outside harness sees it, also as a ratio to the
  bare page's cold load with the same CPU and no network throttle (issue 40's return-visit
  target, 0.25× a bare cold start);
- a computer turn (two hard players, bench/browser_ai.py's probes: body[data-ai-turn-ms]);
- a hint (from the click to the advice shown, a human seat against a hard player);
- a post-game review of one finished game (bench/browser_review.py's, first finding and whole);
- the page's memory after the review: the JavaScript heap (CDP Runtime.getHeapUsage) and the
  WebAssembly memory of Pyodide (its heap's byte length), which the JavaScript heap does not
  count.

Targets (issue 40): home ≤ 0.5 s; ready ≤ 1.0× the bare page under the same throttle; a computer
turn and a hint ≤ 3 s; a review ≤ 60 s; memory ≤ 300 MB.

    python bench/phone.py [--runs 2] [--games pantikapaion,...] [--turns 3] [--site DIR] [--plain]
    python bench/phone.py --home-only 8     # the home screen only, gzipped and plain in turn
    python bench/phone.py --home-only 10 --compare prev=/tmp/prev/dist/site   # against another build

The site's text files are served gzipped, as a static host (GitHub Pages) serves them; `--plain`
serves them as they are (the figures before 2026-11-29 were taken that way).

Keep runs short on a shared machine: the throttle multiplies whatever else runs there too.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import browser_ai  # noqa: E402
import browser_review  # noqa: E402
import startup  # noqa: E402

CPU_SLOWDOWN = 4
#: Lighthouse's simulated mobile network (its "Slow 4G"): bytes per second and milliseconds
NETWORK = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}
GAMES = ("akropolis", "amytis", "pantikapaion", "pyramidion")
TARGETS = {
    "home": 0.5,
    "ready_ratio": 1.0,
    "return_ratio": 0.25,
    "turn": 3.0,
    "hint": 3.0,
    "review": 60.0,
    "memory_mb": 300.0,
}
#: Pyodide's WebAssembly memory, bytes (the interpreter boot.mjs keeps on the global object)
WASM_MEMORY = """async () => {
  const early = globalThis[Symbol.for("agora.boot.early")];
  if (!early) return null;
  const py = await early;
  const m = py._module;
  const buffer = (m.wasmMemory && m.wasmMemory.buffer) || (m.HEAP8 && m.HEAP8.buffer);
  return buffer ? buffer.byteLength : null;
}"""


def throttle(page, network: bool = False):
    """The phone's CPU (and, for a first visit, its network) on this page, through its own
    DevTools session; returns the session."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    if network:
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", NETWORK)
    return cdp


def first_visit(browser, url: str, kind: str, network: bool = True) -> "tuple[float, float]":
    """(home, ready) seconds of a first visit on the slow network (`network`: else the local
    one, the CPU still ×4), a fresh context."""
    context = browser.new_context()
    try:
        page = context.new_page()
        throttle(page, network=network)
        home, ready, _open = startup.timed_load(page, url, kind, "phone-cold")
        return home, ready
    finally:
        context.close()


def return_visit(browser, url: str) -> "tuple[float, float, str]":
    """(home, ready, snapshot) of the second visit of a fresh context: the first one unthrottled
    until the service worker keeps the site, then the page loaded again at once with the CPU ×4,
    as an outside harness would (no waiting for a memory snapshot to be made)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url, wait_until="commit")
        page.wait_for_selector(startup.READY, state="attached", timeout=startup.TIMEOUT_MS)
        page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
        page.goto("about:blank")
        throttle(page)
        home, ready, _open = startup.timed_load(page, url, "app", "phone-warm")
        return home, ready, page.evaluate("document.documentElement.dataset.snapshot || ''")
    finally:
        context.close()


def computer_turns(browser, url: str, game: str, turns: int) -> "list[float]":
    """Seconds of the first `turns` whole turns of a hard computer player (two of them playing)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.add_init_script(browser_ai.PROBES)
        page.goto(url + "?ai_delay=0")
        page.wait_for_selector(startup.READY, state="attached", timeout=startup.TIMEOUT_MS)
        throttle(page)
        browser_ai.start_game(page, game, "hard")
        page.wait_for_function(f"() => window.__bench.turnMs.length >= {turns}", timeout=turns * 60_000)
        return [ms / 1000 for ms in page.evaluate("window.__bench.turnMs")[:turns]]
    finally:
        context.close()


def hint(browser, url: str, game: str) -> float:
    """Seconds from a click on Hint to the advice shown, on the human's first decision against a
    hard computer player (the hint gets a computer turn's budget, hints.turn_budget)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.goto(url + "?ai_delay=0")
        page.wait_for_selector(startup.READY, state="attached", timeout=startup.TIMEOUT_MS)
        page.get_by_test_id(f"new-game-{game}").click()
        if game == "pantikapaion":
            page.get_by_test_id("mode-multi").click()
        page.get_by_test_id("seat-kind-1").select_option(f"{game}.hard")
        page.get_by_test_id("start").click()
        page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=startup.TIMEOUT_MS)
        throttle(page)
        started = time.perf_counter()
        page.get_by_test_id("hint").click()
        page.get_by_test_id("hint-notice").wait_for(timeout=startup.TIMEOUT_MS)
        return time.perf_counter() - started
    finally:
        context.close()


def memory(page) -> dict:
    """The page's memory: the JavaScript heap (CDP Runtime.getHeapUsage, bytes used and
    allocated) and Pyodide's WebAssembly memory, which that heap does not count."""
    heap = page.context.new_cdp_session(page).send("Runtime.getHeapUsage")
    return {"js_used": heap["usedSize"], "js_total": heap["totalSize"], "wasm": page.evaluate(WASM_MEMORY)}


def review_and_memory(browser, url: str, game: str) -> dict:
    """The review of one finished game with the CPU ×4, and the page's memory right after it."""
    return browser_review.review_once(browser, url, game, prepare=throttle, after=memory)


#: when the frame that drew the home screen reached the screen, ms since navigation: the first
#: largest contentful paint at or after the page's mark (that frame still lays out and paints the
#: whole screen after its start, which the mark records); null if none comes within 5 s
HOME_ON_SCREEN = """() => new Promise((done) => {
  const drawn = Number(document.documentElement.dataset.homePaintMs);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.startTime >= drawn) done(entry.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(() => done(null), 5000);
})"""


def first_home(browser, url: str) -> "tuple[float, float | None]":
    """Seconds from navigation to the frame that drew the home screen (the page's own mark, see
    startup.FIRST_PAINT_OF_SHELL) and to that frame on screen (HOME_ON_SCREEN), a first visit on
    the slow network with the CPU ×4."""
    context = browser.new_context()
    try:
        page = context.new_page()
        throttle(page, network=True)
        page.goto(url, wait_until="commit")
        page.wait_for_function("() => document.documentElement.dataset.homePaintMs", timeout=startup.TIMEOUT_MS)
        drawn = page.evaluate(startup.FIRST_PAINT_OF_SHELL) / 1000
        shown = page.evaluate(HOME_ON_SCREEN)
        return drawn, (shown / 1000 if shown is not None else None)
    finally:
        context.close()


def home_only(site: Path, runs: int, others: "dict[str, Path] | None" = None, plain: bool = False) -> int:
    """--home-only: the home screen of first visits, the site served gzipped (as a static host
    does) and plain, taking turns; with `others` (--compare), this build and those, each served
    gzipped (plain with --plain), taking turns; medians."""
    from playwright.sync_api import sync_playwright

    if others:
        builds = {"this build": site, **others}
        servers = {name: startup.serve(path, compress=not plain) for name, path in builds.items()}
    else:
        servers = {"gzip": startup.serve(site, compress=True), "plain": startup.serve(site)}
    homes: "dict[str, list[float]]" = {name: [] for name in servers}
    shown: "dict[str, list[float]]" = {name: [] for name in servers}
    load_before = os.getloadavg()[0]
    try:
        with sync_playwright() as pw:
            browser = browser_ai.launch_chromium(pw)
            version = browser.version
            for i in range(runs):
                names = list(servers)[i % len(servers) :] + list(servers)[: i % len(servers)]
                for name in names:
                    drawn, on_screen = first_home(browser, servers[name][1])
                    homes[name].append(drawn)
                    if on_screen is not None:
                        shown[name].append(on_screen)
                    print(f"  {name}: home {drawn:.2f} s, on screen {on_screen or float('nan'):.2f} s", flush=True)
            browser.close()
    finally:
        for httpd, _url in servers.values():
            httpd.shutdown()
    print(
        f"\n{time.strftime('%Y-%m-%d')}, {platform.machine()}, {startup._nproc()} CPUs, Chromium {version}, "
        f"CPU ×{CPU_SLOWDOWN}, {NETWORK['latency']} ms / 1.6 Mbit/s; load average {load_before:.1f} before, "
        f"{os.getloadavg()[0]:.1f} after\n"
    )
    if others:
        print(f"served {'plain' if plain else 'gzipped'}\n")
    print(f"| {'build' if others else 'served'} | home painted s, median | the loads | on screen s, median |")
    print("|---|---:|---|---:|")
    for name, values in homes.items():
        screen = f"{statistics.median(shown[name]):.2f} ({len(shown[name])} loads)" if shown[name] else "–"
        print(f"| {name} | {statistics.median(values):.2f} | {', '.join(f'{v:.2f}' for v in values)} | {screen} |")
    return 0


def mb(n) -> str:
    return f"{n / 1e6:.0f}" if n else "–"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=2, help="first and return visits of each page")
    ap.add_argument("--games", default=",".join(GAMES), help="'none': the start-up only")
    ap.add_argument("--turns", type=int, default=3, help="computer turns timed per game")
    ap.add_argument("--site", type=Path, default=startup.SITE)
    ap.add_argument(
        "--plain", action="store_true", help="serve text files uncompressed (a static host gzips them: the default)"
    )
    ap.add_argument(
        "--home-only",
        type=int,
        default=0,
        metavar="N",
        help="only N first visits to the home screen, the text files gzipped and plain in turn",
    )
    ap.add_argument(
        "--compare",
        action="append",
        default=[],
        metavar="NAME=DIR",
        help="with --home-only: another build measured in the same run, in turn with this one (repeatable)",
    )
    args = ap.parse_args(argv)
    problem = browser_ai.unready(args.site)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    others = {}
    for item in args.compare:
        name, _, path = item.partition("=")
        if not name or not path or not (Path(path) / "index.html").is_file():
            print(f"bench/phone.py: --compare wants NAME=DIR of a built site, not {item!r}", file=sys.stderr)
            return 1
        others[name] = Path(path)
    if args.home_only:
        return home_only(args.site, args.home_only, others, plain=args.plain)
    httpd, url = startup.serve(args.site, compress=not args.plain)
    bare = url + "bench/bare.html"
    startup.vendored_stdlib()  # read before the clock runs
    games = [] if args.games == "none" else [g.strip() for g in args.games.split(",")]
    for game in games:
        browser_review.game_save(game)
    visits = {"bare": [], "app": [], "return": [], "bare_cpu": []}
    per_game = {}
    load_before = os.getloadavg()[0]
    try:
        with sync_playwright() as pw:
            browser = browser_ai.launch_chromium(pw)
            version = browser.version
            for i in range(args.runs):
                order = (("bare", bare, "bare"), ("app", url, "app"))
                for name, address, kind in order if i % 2 == 0 else order[::-1]:
                    home, ready = first_visit(browser, address, kind)
                    visits[name].append((home, ready))
                    print(f"  first visit {name}: home {home:.2f} s, ready {ready:.2f} s", flush=True)
                home, ready, snapshot = return_visit(browser, url)
                visits["return"].append((home, ready))
                print(f"  return visit: home {home:.2f} s, ready {ready:.2f} s (snapshot {snapshot})", flush=True)
                # what a return visit is measured against (issue 40: 0.25× a bare cold start):
                # the bare page cold with the same CPU, its files from the local network
                _home, ready = first_visit(browser, bare, "bare", network=False)
                visits["bare_cpu"].append((None, ready))
                print(f"  bare, CPU ×{CPU_SLOWDOWN} only: ready {ready:.2f} s", flush=True)
            for game in games:
                turns = computer_turns(browser, url, game, args.turns)
                advice = hint(browser, url, game)
                review = review_and_memory(browser, url, game)
                per_game[game] = {"turns": turns, "hint": advice, **review}
                print(
                    f"  {game}: turns {', '.join(f'{t:.2f}' for t in turns)} s, hint {advice:.2f} s, "
                    f"review first {review['first']:.1f} s whole {review['seconds']:.1f} s, "
                    f"JS heap {mb(review.get('js_used'))} MB, wasm {mb(review.get('wasm'))} MB",
                    flush=True,
                )
            browser.close()
    finally:
        httpd.shutdown()

    med = statistics.median
    bare_ready = med([r for _h, r in visits["bare"]])
    app_home, app_ready = med([h for h, _r in visits["app"]]), med([r for _h, r in visits["app"]])
    ret_home, ret_ready = med([h for h, _r in visits["return"]]), med([r for _h, r in visits["return"]])
    bare_cpu = med([r for _h, r in visits["bare_cpu"]])

    def met(ok: bool) -> str:
        return "met" if ok else "**not met**"

    print(
        f"\n{time.strftime('%Y-%m-%d')}, {platform.machine()}, {startup._nproc()} CPUs, Chromium {version}, "
        f"CPU ×{CPU_SLOWDOWN}, first visit on {NETWORK['latency']} ms / 1.6 Mbit/s; median of {args.runs}; "
        f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after\n"
    )
    print("| visit | home painted s | ready s | ready / bare | targets |")
    print("|---|---:|---:|---:|---|")
    print(f"| bare loadPyodide(), first | | {bare_ready:.2f} | 1.00 | |")
    print(
        f"| app, first | {app_home:.2f} | {app_ready:.2f} | {app_ready / bare_ready:.2f} | "
        f"home ≤ {TARGETS['home']} s {met(app_home <= TARGETS['home'])}; ready ≤ 1.0× {met(app_ready <= bare_ready)} |"
    )
    print(
        f"| app, return (second) | {ret_home:.2f} | {ret_ready:.2f} | {ret_ready / bare_ready:.2f} | "
        f"home {met(ret_home <= TARGETS['home'])}; ready {met(ret_ready <= bare_ready)}; "
        f"{ret_ready / bare_cpu:.2f}× the bare page cold on CPU ×{CPU_SLOWDOWN} alone "
        f"({bare_cpu:.2f} s), ≤ {TARGETS['return_ratio']}× {met(ret_ready <= TARGETS['return_ratio'] * bare_cpu)} |"
    )
    print(
        "\n| game | computer turn s (max of those timed) | hint s | review: decisions, first finding s, whole s "
        "| JS heap used / total MB | WebAssembly memory MB | targets |"
    )
    print("|---|---:|---:|---|---:|---:|---|")
    for game, r in per_game.items():
        memory = (r.get("js_used") or 0) + (r.get("wasm") or 0)
        turn = max(r["turns"]) if r["turns"] else float("nan")
        verdicts = [
            f"turn {met(turn <= TARGETS['turn'])}",
            f"hint {met(r['hint'] <= TARGETS['hint'])}",
            f"review {met(r['seconds'] <= TARGETS['review'])}",
            f"memory {mb(memory)} MB {met(0 < memory <= TARGETS['memory_mb'] * 1e6)}",
        ]
        print(
            f"| {game} | {turn:.2f} | {r['hint']:.2f} | {r['decisions']}, {r['first']:.1f}, {r['seconds']:.1f} "
            f"| {mb(r.get('js_used'))} / {mb(r.get('js_total'))} | {mb(r.get('wasm'))} | {'; '.join(verdicts)} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
