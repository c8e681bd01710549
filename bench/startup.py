"""Start-up benchmark: builds of the app against a bare loadPyodide() page of the same vendored files.

Usage: .venv/bin/python bench/startup.py [--runs N] [--site NAME=DIR ...] [--no-warm] [--no-record]

Needs a built site (make site); more builds can be compared in the same run with --site, for
instance the previous build (`--site prev=/tmp/prev/dist/site`). Each build is served by its own
local server (its own origin, so service workers do not mix). Per load it measures, from
navigation start:

- home: the home screen's game cards visible (painted and readable); for a build that paints a
  pre-rendered home screen first, the frame that drew it (web/shell.js marks it) when that is earlier;
- ready: body[data-ready="true"] (the app can start a game);
- open: from a click on New game (Akropolis) to its setup screen, once ready;
- a share link (NAME+link, cold only): ready, with the link's game on the screen, as a ratio to
  the same build's own cold ready time.

cold: a new browser context (empty HTTP cache, no service worker). warm: a new context that
loaded the page once and let the service worker keep the site, then loads it again (files from
the worker's cache). For a build with a memory snapshot (boot.mjs, docs/startup.md) the warm
context first loads the page a second time, served by the worker, and waits until the snapshot
is made, so the measured load boots from it; NAME-nosnap is the same build warm with the
snapshot switched off (?snapshot=0). The builds and the bare page take turns within each run.
Prints the medians and their ratios to the bare page's cold median, and appends a markdown table
to bench/results.md.

`--visits N` measures return visits as an outside harness does instead: per sequence a fresh
browser context visits the page N times in a row (each visit waits for ready, then `--dwell`
seconds, then the next navigation; nothing waits for the memory snapshot to be made), with the
snapshot allowed and with it off (NAME-nosnap), for every build (--site too), taking turns with
the bare page's cold loads; each visit's median ready time (and range) is given as a ratio to the
bare page's cold median of the same run, with how many of its loads booted from a snapshot.
Beside the harness's ready time (Playwright's wait_for_selector, which polls from outside every
half second once the first tries fail), each load's ready time in the page itself (READY_MARK)
and its ratio to the bare page's, measured the same way.
"""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import gzip
import http.server
import io
import json
import os
import platform
import statistics
import sys
import threading
import time
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "dist" / "site"
RESULTS = ROOT / "bench" / "results.md"
CHROMIUM = os.environ.get("AGORA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]
READY = 'body[data-ready="true"]'
HOME = '[data-testid="game-akropolis"]'
TIMEOUT_MS = 120_000
SNAPSHOT_OFF = "?snapshot=0"
#: where one load's time went, in ms since navigation start (marks written by web/main.py)
BREAKDOWN = """() => {
  const rs = performance.getEntriesByType("resource");
  const end = (suffix) => { const r = rs.find((e) => e.name.endsWith(suffix)); return r ? r.responseEnd : null; };
  const mark = (name) => (document.body.dataset[name] ? Number(document.body.dataset[name]) : null);
  return { wasm: end("pyodide.asm.wasm"), stdlib: end("python_stdlib.zip"), app_zip: end("agora_web.zip"),
           boot: Number(document.documentElement.dataset.bootMs) || null,
           pyodide: Number(document.documentElement.dataset.pyodideMs) || null, python: mark("pyMs"), imports: mark("importMs"), shown: mark("shownMs"),
           snapshot: document.documentElement.dataset.snapshot || null };
}"""
#: whether a complete cache of the site's service worker is there (build/sw-template.js's marker)
PRECACHED = """async () => {
  if (!(await navigator.serviceWorker.getRegistration())?.active) return false;
  for (const name of await caches.keys()) {
    if (await (await caches.open(name)).match(new URL("__agora-precache__", location.href).href)) return true;
  }
  return false;
}"""
#: a pre-rendered home screen's first paint, ms since navigation: the frame web/shell.js drew it
#: in (<html data-home-paint-ms>); for a build without that mark (before it, the first paint
#: waited for the whole style sheet, so it was the home screen's), the first contentful paint
FIRST_PAINT_OF_SHELL = """() => {
  if (!document.querySelector("template[data-shell-lang]")) return null;
  const drawn = document.documentElement.dataset.homePaintMs;
  if (drawn) return Number(drawn);
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  return fcp ? fcp.startTime : null;
}"""


#: the vendored standard library, which the bare page asks for at Pyodide's own address; the site
#: ships its precompiled copy elsewhere (build/bytecode.py), so the bench serves the vendored one
VENDORED_STDLIB_PATH = "/vendor/pyodide/python_stdlib.zip"


@functools.cache
def vendored_stdlib() -> bytes:
    """python_stdlib.zip exactly as vendored (the pinned Pyodide package in the build cache)."""
    sys.path.insert(0, str(ROOT / "build"))
    try:
        import assemble
    finally:
        del sys.path[0]
    cache = Path(os.environ.get("AGORA_CACHE") or ROOT / "build" / "cache")
    art = assemble.lock_artifacts()["pyodide"]
    return assemble.tar_members(assemble.checked_cache_file(cache, art))[f"package/{assemble.VENDORED_STDLIB}"]


#: the file types a static host compresses (GitHub Pages gzips text; wasm and zip archives go as
#: they are)
COMPRESSED = frozenset((".html", ".js", ".mjs", ".css", ".json", ".svg", ".py", ".txt", ".webmanifest"))


@functools.lru_cache(maxsize=256)
def _gzipped(path: str, _mtime_ns: int) -> bytes:
    return gzip.compress(Path(path).read_bytes(), 6)


class _Handler(http.server.SimpleHTTPRequestHandler):
    #: gzip text files (serve(compress=True)): the phone bench's slow network, where bytes count
    compress = False
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".json": "application/json",
    }

    def do_GET(self) -> None:
        local = Path(self.translate_path(self.path))
        if self.path.split("?")[0] == VENDORED_STDLIB_PATH and not local.is_file():
            data = vendored_stdlib()
            self.send_response(200)
            self.send_header("Content-Type", "application/zip")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        super().do_GET()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def send_head(self):
        """A text file gzipped when the browser accepts it and the server is set to (`compress`),
        as a static host such as GitHub Pages serves it; everything else as it is."""
        local = Path(self.translate_path(self.path))
        if local.is_dir() and self.path.split("?")[0].endswith("/"):
            local = local / "index.html"
        if not (
            self.compress
            and local.suffix in COMPRESSED
            and local.is_file()
            and "gzip" in self.headers.get("Accept-Encoding", "")
        ):
            return super().send_head()
        data = _gzipped(str(local), local.stat().st_mtime_ns)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(local)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        return io.BytesIO(data)

    def log_message(self, *args: object) -> None:
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a closed page drops its downloads
            super().handle_error(request, client_address)


def _nproc() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def serve(directory: Path, compress: bool = False) -> "tuple[_QuietServer, str]":
    """The site on a local port; `compress`: text files gzipped, as a static host serves them."""
    handler = type("Handler", (_Handler,), {"compress": compress})
    httpd = _QuietServer(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"


PHASES: dict = {}  # (url, "cold" | "warm") -> list of BREAKDOWN results
LAST_IN_PAGE: dict = {}  # url -> the last load's ready time in the page (READY_MARK), seconds


#: Installed in every page of a --visits run: the moment <body data-ready="true"> is set, in ms
#: since navigation start (window.__readyMs). Playwright's wait_for_selector, which the visits'
#: "ready" uses as an outside harness would, polls from outside at growing intervals (0, 20, 50,
#: 100, 100, then every 500 ms) and each poll waits for the page's main thread: a page ready at
#: 0.64 s can be seen at 1.06 s. The in-page time has no such step.
READY_MARK = """(() => {
  const watch = () => new MutationObserver((_, observer) => {
    if (document.body.dataset.ready === "true" && window.__readyMs === undefined) {
      window.__readyMs = performance.now();
      observer.disconnect();
    }
  }).observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  if (document.body) watch(); else document.addEventListener("DOMContentLoaded", watch, { once: true });
})();"""
READY_IN_PAGE = "() => (window.__readyMs === undefined ? null : window.__readyMs / 1000)"


def timed_load(page, url: str, kind: str, mode: str = "cold") -> "tuple[float, float, float]":
    """(seconds to the home screen's cards, seconds to ready, seconds from a click on New game to
    the setup screen) of one navigation; kind is "bare", "app" or "link" (a share link: ready
    means its game is on the screen; no home screen, no click)."""
    nan = float("nan")
    t0 = time.perf_counter()
    page.goto(url, wait_until="commit")
    home = None
    if kind == "app":
        page.wait_for_selector(HOME, state="visible", timeout=TIMEOUT_MS)
        home = time.perf_counter() - t0
    page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)
    ready = time.perf_counter() - t0
    LAST_IN_PAGE[url] = page.evaluate(READY_IN_PAGE)
    if kind != "app":
        return (ready if kind == "bare" else nan), ready, nan
    # Playwright looks from the page's main thread, which Python's start-up holds for seconds:
    # for a pre-rendered home screen, the frame that drew it says when it became readable.
    PHASES.setdefault((url, mode), []).append(page.evaluate(BREAKDOWN))
    fcp = page.evaluate(FIRST_PAINT_OF_SHELL)
    if fcp is not None:
        home = min(home, fcp / 1000)
    t1 = time.perf_counter()
    page.click('[data-testid="new-game-akropolis"]')
    page.wait_for_selector('[data-testid="start"]', state="visible", timeout=TIMEOUT_MS)
    return home, ready, time.perf_counter() - t1


def load(browser, url: str, kind: str, warm: bool, tries: int = 3) -> "tuple[float, float, float]":
    """One measured load; a load whose page crashed (seen on an overloaded machine) is taken again."""
    for attempt in range(tries):
        try:
            return _load(browser, url, kind, warm)
        except PlaywrightError as exc:
            if "crash" not in str(exc).lower() or attempt == tries - 1:
                raise
            print(f"  (page crashed, loading again: {url})", flush=True)
    raise AssertionError("unreachable")


def _load(browser, url: str, kind: str, warm: bool) -> "tuple[float, float, float]":
    context = browser.new_context()
    context.add_init_script(READY_MARK)
    try:
        page = context.new_page()
        if warm:
            page.goto(url.split("#")[0], wait_until="commit")
            page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)
            # wait until the service worker has kept every file (its cache marked complete)
            page.wait_for_function(PRECACHED, timeout=TIMEOUT_MS, polling=250)
            if page.evaluate("document.documentElement.dataset.snapshot") == "none":
                # A build with a memory snapshot makes it on a visit the worker serves.
                page.goto(url.split("#")[0], wait_until="commit")
                page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)
                page.wait_for_function("() => document.documentElement.dataset.snapshotMade", timeout=3 * TIMEOUT_MS)
            page.goto("about:blank")
        return timed_load(page, url, kind, "warm" if warm else "cold")
    finally:
        context.close()


def visit_sequence(browser, url: str, visits: int, dwell: float, tries: int = 3) -> "list[tuple[float, str, float]]":
    """(ready seconds as the harness saw it, how Pyodide booted: html[data-snapshot], ready seconds
    in the page) of each of `visits` visits of a fresh context, one after the other, `dwell`
    seconds on the page after each is ready. A sequence whose page crashed (seen now and then in
    headless Chromium on a loaded machine) is taken again from a fresh context."""
    for attempt in range(tries):
        try:
            return _visit_sequence(browser, url, visits, dwell)
        except PlaywrightError as exc:
            if "crash" not in str(exc).lower() or attempt == tries - 1:
                raise
            print(f"  (page crashed, the sequence again: {url})", flush=True)
    raise AssertionError("unreachable")


def _visit_sequence(browser, url: str, visits: int, dwell: float) -> "list[tuple[float, str, float]]":
    context = browser.new_context()
    context.add_init_script(READY_MARK)
    out = []
    try:
        page = context.new_page()
        for _ in range(visits):
            # a plain load, as a visitor who looks at the home screen (no click: on the home
            # screen the page is idle, and that is where it makes its snapshot)
            t0 = time.perf_counter()
            page.goto(url, wait_until="commit")
            page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)
            ready = time.perf_counter() - t0
            out.append(
                (
                    ready,
                    page.evaluate("document.documentElement.dataset.snapshot || ''"),
                    page.evaluate(READY_IN_PAGE),
                )
            )
            if dwell:
                time.sleep(dwell)
            page.goto("about:blank")
    finally:
        context.close()
    return out


def visits_main(args, sites: "dict[str, Path]") -> int:
    """--visits: return visits as an outside harness measures them (see the module's text)."""
    servers = {name: serve(path) for name, path in sites.items()}
    bare_url = servers["app"][1] + "bench/bare.html"
    vendored_stdlib()
    kinds = {}
    for name, (_, url) in servers.items():
        kinds[name] = url
        kinds[f"{name}-nosnap"] = url + SNAPSHOT_OFF
    bare, bare_in_page, seqs = [], [], {name: [] for name in kinds}
    launch = {"args": CHROMIUM_ARGS}
    if CHROMIUM:
        launch["executable_path"] = CHROMIUM
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(**launch)
            version = browser.version
            load(browser, bare_url, "bare", warm=False)  # warm-up, not counted
            for i in range(args.runs):
                bare.append(load(browser, bare_url, "bare", warm=False)[1])
                bare_in_page.append(LAST_IN_PAGE[bare_url])
                print(
                    f"  run {i + 1}/{args.runs} bare cold {bare[-1]:.2f} s (in the page {bare_in_page[-1]:.2f})",
                    flush=True,
                )
                for name in kinds if i % 2 == 0 else list(kinds)[::-1]:
                    seqs[name].append(visit_sequence(browser, kinds[name], args.visits, args.dwell))
                    print(
                        f"  run {i + 1}/{args.runs} {name}: "
                        + ", ".join(f"{r:.2f} s ({how}; in the page {p:.2f})" for r, how, p in seqs[name][-1]),
                        flush=True,
                    )
            browser.close()
    finally:
        for httpd, _ in servers.values():
            httpd.shutdown()
            httpd.server_close()
    base, base_in_page = median(bare), median(bare_in_page)
    table = (
        f"\n### {dt.date.today().isoformat()} · {platform.machine()} · {_nproc()} CPUs · Chromium {version} · "
        f"visits in a row per fresh context, dwell {args.dwell:g} s · median of {args.runs}\n\n"
        f"bare loadPyodide() cold: {base:.2f} s ({min(bare):.2f}–{max(bare):.2f}) as the harness saw it; "
        f"{base_in_page:.2f} s ({min(bare_in_page):.2f}–{max(bare_in_page):.2f}) in the page\n\n"
        "| build | visit | ready (s) | range (s) | ready / bare cold | in the page (s) | range (s) | in the page / bare's | from a snapshot |\n"
        "|---|---:|---:|---|---:|---:|---|---:|---:|\n"
    )
    for name, runs in seqs.items():
        for k in range(args.visits):
            times = [run[k][0] for run in runs]
            inside = [run[k][2] for run in runs]
            ready, ready_in_page = median(times), median(inside)
            used = sum(run[k][1] == "used" for run in runs)
            table += (
                f"| {name} | {k + 1} | {ready:.2f} | {min(times):.2f}–{max(times):.2f} | {ready / base:.2f} "
                f"| {ready_in_page:.2f} | {min(inside):.2f}–{max(inside):.2f} | {ready_in_page / base_in_page:.2f} "
                f"| {used}/{len(runs)} |\n"
            )
    print(table, end="")
    if not args.no_record:
        with RESULTS.open("a", encoding="utf-8") as f:
            f.write(table)
    return 0


def share_payload() -> str:
    """A share link's payload (a two-player Amytis game at its start), made by the app's own codec."""
    sys.path[:0] = [str(ROOT / "web"), str(ROOT)]
    try:
        from agora_web.services import share
        from engine.core import records
        from engine.core.protocol import Seat
    finally:
        del sys.path[:2]
    return share.encode(records.new_record("amytis", [Seat("Ann"), Seat("Bob")], {}, seed=1))


def breakdown_table(urls: "dict[str, str]") -> str:
    """Medians (ms since navigation start, all loads of a build) of the moments in BREAKDOWN."""
    keys = ("boot", "wasm", "stdlib", "pyodide", "app_zip", "python", "imports", "shown")
    lines = [
        "\n| build | visit | loadPyodide called | wasm downloaded | stdlib downloaded | Pyodide up "
        "| agora_web.zip downloaded | Python runs main.py "
        "| app imported | home drawn | boots from a snapshot |\n",
        "|---|---|" + "---:|" * (len(keys) + 1) + "\n",
    ]
    for (name, url), mode in ((item, mode) for item in urls.items() for mode in ("cold", "warm")):
        loads = PHASES.get((url, mode), [])
        if not loads:
            continue
        cells = []
        for key in keys:
            values = [load[key] for load in loads if load.get(key) is not None]
            cells.append(f"{median(values):.0f}" if values else "–")
        cells.append(f"{sum(load.get('snapshot') == 'used' for load in loads)}/{len(loads)}")
        lines.append(f"| {name} | {mode} | " + " | ".join(cells) + " |\n")
    return "".join(lines) if len(lines) > 2 else ""


def median(values: "list[float]") -> float:
    return statistics.median(values) if values else float("nan")


def main(argv: "list[str] | None" = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=7, help="loads of each page and mode (at least 5)")
    ap.add_argument(
        "--site",
        action="append",
        default=[],
        metavar="NAME=DIR",
        help="another build to measure in the same run (repeatable)",
    )
    ap.add_argument("--no-warm", action="store_true", help="cold loads only")
    ap.add_argument(
        "--link",
        action="append",
        default=[],
        metavar="NAME",
        help="measure a share link only for these builds (repeatable; default: every build)",
    )
    ap.add_argument("--no-record", action="store_true", help="do not append to bench/results.md")
    ap.add_argument(
        "--visits", type=int, default=0, help="measure N visits in a row per fresh context instead (return visits)"
    )
    ap.add_argument(
        "--dwell", type=float, default=0.0, help="with --visits: seconds on the page after each visit is ready"
    )
    args = ap.parse_args(argv)
    sites = {"app": SITE}
    for item in args.site:
        name, _, path = item.partition("=")
        if not name or not path:
            sys.exit(f"bench/startup.py: --site wants NAME=DIR, not {item!r}")
        sites[name] = Path(path)
    for name, path in sites.items():
        if not (path / "index.html").is_file():
            sys.exit(f"bench/startup.py: {path} has no index.html (make site)")
    if not (SITE / "bench" / "bare.html").is_file():
        sys.exit("bench/startup.py: build the site first (make site)")
    if args.visits:
        return visits_main(args, sites)
    runs = max(args.runs, 5)

    servers = {name: serve(path) for name, path in sites.items()}
    urls = {name: url for name, (_, url) in servers.items()}
    payload = share_payload()
    for name in list(sites):
        if not args.link or name in args.link:
            urls[f"{name}+link"] = urls[name] + "#r=" + payload
        if (sites[name] / "boot.mjs").is_file() and not args.no_warm:
            urls[f"{name}-nosnap"] = urls[name] + SNAPSHOT_OFF
    urls["bare"] = urls["app"] + "bench/bare.html"
    vendored_stdlib()  # read before the clock runs
    kind = {name: ("bare" if name == "bare" else "link" if name.endswith("+link") else "app") for name in urls}
    warm_only = {name for name in urls if name.endswith("-nosnap")}
    modes = ("cold",) if args.no_warm else ("cold", "warm")
    times: "dict[tuple[str, str], list[tuple[float, float, float]]]" = {}
    launch = {"args": CHROMIUM_ARGS}
    if CHROMIUM:
        launch["executable_path"] = CHROMIUM
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(**launch)
            version = browser.version
            for name in urls:  # warm-up: OS file cache, server threads; not counted
                if name not in warm_only:
                    load(browser, urls[name], kind[name], warm=False)
            names = list(urls)
            for i in range(runs):
                order = names if i % 2 == 0 else names[::-1]
                for mode in modes:
                    for name in order:
                        if mode == "warm" and kind[name] != "app":
                            continue  # the bare page has no service worker; links are measured cold
                        if mode == "cold" and name in warm_only:
                            continue  # cold, no build has a snapshot yet
                        home, ready, opened = load(browser, urls[name], kind[name], warm=mode == "warm")
                        times.setdefault((name, mode), []).append((home, ready, opened))
                        print(
                            f"  run {i + 1}/{runs} {mode} {name:10s} home {home:6.3f} s  ready {ready:6.3f} s"
                            f"  open {opened:6.3f} s",
                            flush=True,
                        )
            browser.close()
    finally:
        for httpd, _ in servers.values():
            httpd.shutdown()
            httpd.server_close()

    bare = median([r for _, r, _ in times[("bare", "cold")]])
    header = (
        "| build | visit | home painted (s) | ready (s) | home / bare cold | ready / bare cold "
        "| New game → setup (ms) | link ready / own ready |\n|---|---|---:|---:|---:|---:|---:|---:|\n"
    )
    rows = [f"| bare loadPyodide() | cold | | {bare:.2f} | | 1.00 | | |\n"]
    for (name, mode), values in times.items():
        if name == "bare":
            continue
        home, ready, opened = (median([v[k] for v in values]) for k in range(3))
        if kind[name] == "link":
            own = median([v[1] for v in times.get((name[: -len("+link")], "cold"), [])])
            rows.append(f"| {name} | {mode} | | {ready:.2f} | | {ready / bare:.2f} | | {ready / own:.2f} |\n")
        else:
            rows.append(
                f"| {name} | {mode} | {home:.2f} | {ready:.2f} | {home / bare:.2f} | {ready / bare:.2f} "
                f"| {opened * 1000:.0f} | |\n"
            )
    builds = {}
    for name, path in sites.items():
        try:
            builds[name] = json.loads((path / "build-info.json").read_text())["build_id"]
        except (OSError, ValueError, KeyError):
            builds[name] = "?"
    title = (
        f"{dt.date.today().isoformat()} · {platform.machine()} · {_nproc()} CPUs · Chromium {version} · "
        f"median of {runs} · " + ", ".join(f"{k} {v}" for k, v in builds.items())
    )
    table = f"\n### {title}\n\n" + header + "".join(rows)
    table += breakdown_table(urls)
    print(table, end="")
    if not args.no_record:
        with RESULTS.open("a", encoding="utf-8") as f:
            f.write(table)
        print(f"appended to {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
