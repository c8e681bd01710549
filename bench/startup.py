"""Start-up benchmark: the app (PyScript + Pyodide + our wheels) against a bare loadPyodide() page.

Usage: .venv/bin/python bench/startup.py [--runs N] [--no-record]
Needs a built site (make site). Every load happens in a new browser context (empty HTTP cache),
app and bare alternating; the time is from navigation start until body[data-ready="true"].
Prints both medians and their ratio, and appends a markdown row to bench/results.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import http.server
import json
import os
import platform
import statistics
import sys
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "dist" / "site"
RESULTS = ROOT / "bench" / "results.md"
CHROMIUM = os.environ.get("AGORA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--disable-quic", "--no-first-run",
]
READY = 'body[data-ready="true"]'
HEADER = (
    "| date | machine | cpus | chromium | runs | app median (s) | bare Pyodide median (s) | ratio | build |\n"
    "|---|---|---|---|---|---|---|---|---|\n"
)


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
        ".whl": "application/zip", ".zip": "application/zip", ".json": "application/json",
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args: object) -> None:
        pass


def _nproc() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def load_time(browser, url: str) -> float:
    context = browser.new_context()
    try:
        page = context.new_page()
        t0 = time.perf_counter()
        page.goto(url, wait_until="commit")
        page.wait_for_selector(READY, state="attached", timeout=120_000)
        return time.perf_counter() - t0
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=7, help="loads of each page (at least 5)")
    ap.add_argument("--no-record", action="store_true", help="do not append to bench/results.md")
    args = ap.parse_args(argv)
    runs = max(args.runs, 5)
    if not (SITE / "index.html").is_file() or not (SITE / "bench" / "bare.html").is_file():
        sys.exit("bench/startup.py: build the site first (make site)")

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Handler, directory=str(SITE)))
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    urls = {"app": base, "bare": base + "bench/bare.html"}
    times: dict[str, list[float]] = {"app": [], "bare": []}

    launch = {"args": CHROMIUM_ARGS}
    if CHROMIUM:
        launch["executable_path"] = CHROMIUM
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(**launch)
            version = browser.version
            for name in ("app", "bare"):  # warm-up: OS file cache, server threads; not counted
                load_time(browser, urls[name])
            for i in range(runs):
                order = ("app", "bare") if i % 2 == 0 else ("bare", "app")
                for name in order:
                    t = load_time(browser, urls[name])
                    times[name].append(t)
                    print(f"  run {i + 1}/{runs} {name:4s} {t:6.3f} s", flush=True)
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()

    app, bare = statistics.median(times["app"]), statistics.median(times["bare"])
    ratio = app / bare
    try:
        build = json.loads((SITE / "build-info.json").read_text())["build_id"]
    except (OSError, ValueError, KeyError):
        build = "?"
    print(f"app median:  {app:.3f} s")
    print(f"bare median: {bare:.3f} s")
    print(f"ratio app/bare: {ratio:.2f}")
    row = (
        f"| {dt.date.today().isoformat()} | {platform.machine()} | {_nproc()} | {version} | {runs} "
        f"| {app:.2f} | {bare:.2f} | {ratio:.2f} | {build} |\n"
    )
    print(HEADER + row, end="")
    if not args.no_record:
        new = not RESULTS.exists()
        with RESULTS.open("a", encoding="utf-8") as f:
            if new:
                f.write("# Start-up benchmark (bench/startup.py)\n\n" + HEADER)
            f.write(row)
        print(f"appended to {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
