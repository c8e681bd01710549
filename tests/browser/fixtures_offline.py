"""Helpers for the offline and update tests: two builds of the site and a server that can switch
between them or stop answering.

- ``two_builds(tmp_dir)``: copies of dist/site as build A (unchanged) and build B (style.css
  and build-info.json changed, then stamped again by build/assemble.py's finish_site, so B has
  its own build id, precache list and sw.js).
- ``SwitchServer``: serves a directory under ``/agora/`` (and ``/``) like conftest's server;
  ``use(dir)`` swaps the directory, ``offline = True`` answers 503 to everything and records
  what was asked (a test asserts nobody asked); paths in ``failing`` get 503 alone.
- ``guarded_context(browser, origin)``: a fresh browser context with service workers allowed,
  whose requests are recorded; ``foreign`` lists the ones that left the origin.
"""

from __future__ import annotations

import http.server
import importlib.util
import json
import shutil
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
SITE_DIR = ROOT / "dist" / "site"
SUB_PATH = "/agora/"
MARKER_B = "/* test build B */"
READY = 'body[data-ready="true"]'
COMPLETE_KEY = "__agora-precache__"

MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".json": "application/json",
    ".html": "text/html",
    ".css": "text/css",
    ".py": "text/plain",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
}


def _assemble():
    spec = importlib.util.spec_from_file_location("agora_assemble", ROOT / "build" / "assemble.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build_info(site: Path) -> dict:
    return json.loads((site / "build-info.json").read_text(encoding="utf-8"))


def precache(site: Path) -> dict:
    return json.loads((site / "precache.json").read_text(encoding="utf-8"))


def two_builds(tmp_dir: Path) -> "tuple[Path, Path]":
    a, b = tmp_dir / "build-a", tmp_dir / "build-b"
    for d in (a, b):
        if d.exists():
            shutil.rmtree(d)
        shutil.copytree(SITE_DIR, d)
    with (b / "style.css").open("a", encoding="utf-8") as f:
        f.write("\n" + MARKER_B + "\n")
    info = build_info(b)
    info["test_build"] = "B"
    _assemble().finish_site(b, info)
    assert build_info(a)["build_id"] != build_info(b)["build_id"]
    return a, b


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def __init__(self, *args, **kwargs):
        server = args[2]
        super().__init__(*args, directory=str(server.site_dir), **kwargs)

    def _route(self) -> bool:
        server = self.server
        server.asked.append(self.path)
        if server.offline or self.path.split("?")[0] in server.failing:
            server.refused.append(self.path)
            self.send_error(503, "offline")
            return False
        path = self.path
        if path == SUB_PATH.rstrip("/") or path.startswith(SUB_PATH.rstrip("/") + "?"):
            self.send_response(301)
            self.send_header("Location", SUB_PATH + path[len(SUB_PATH) - 1 :])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return False
        if path.startswith(SUB_PATH):
            self.path = "/" + path[len(SUB_PATH) :]
        return True

    def do_GET(self) -> None:  # noqa: N802
        if self._route():
            super().do_GET()

    def do_HEAD(self) -> None:  # noqa: N802
        if self._route():
            super().do_HEAD()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        pass


class SwitchServer:
    def __init__(self, site_dir: Path) -> None:
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self.httpd.daemon_threads = True
        self.httpd.site_dir = site_dir
        self.httpd.offline = False
        self.httpd.asked = []
        self.httpd.refused = []
        self.httpd.failing = set()
        host, port = self.httpd.server_address[:2]
        self.origin = f"http://{host}:{port}"
        self.app_url = self.origin + SUB_PATH
        self._thread = threading.Thread(target=self.httpd.serve_forever, name="switch-server", daemon=True)
        self._thread.start()

    def use(self, site_dir: Path) -> None:
        self.httpd.site_dir = site_dir

    @property
    def offline(self) -> bool:
        return self.httpd.offline

    @offline.setter
    def offline(self, value: bool) -> None:
        self.httpd.offline = value

    @property
    def failing(self) -> set:
        """Paths (without the query) answered 503 while the rest is served."""
        return self.httpd.failing

    @property
    def refused(self) -> list:
        return self.httpd.refused

    @property
    def asked(self) -> list:
        return self.httpd.asked

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self._thread.join(timeout=5)


def guarded_context(browser, origin: str, **options):
    """A new context recording every request (``context.requests``; ``context.foreign`` for those
    that left `origin`) and page errors (``context.page_errors``)."""
    context = browser.new_context(service_workers="allow", **options)
    context.requests, context.foreign, context.page_errors = [], [], []

    def on_request(request):
        context.requests.append(request.url)
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https") and f"{parts.scheme}://{parts.netloc}" != origin:
            context.foreign.append(request.url)

    context.on("request", on_request)
    context.on("page", lambda page: page.on("pageerror", lambda err: context.page_errors.append(str(err))))
    return context


def wait_ready(page, timeout_ms: int = 60_000) -> None:
    page.wait_for_selector(READY, state="attached", timeout=timeout_ms)


def wait_precached(page, timeout_ms: int = 60_000) -> str:
    """Until the service worker is active and its cache complete; returns the active build id."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        state = page.evaluate(
            """async () => {
                const reg = await navigator.serviceWorker.getRegistration();
                return reg && reg.active ? reg.active.state : null; }"""
        )
        builds = cache_builds(page)
        if state == "activated" and builds:
            return builds[0]
        if time.monotonic() > deadline:
            raise AssertionError(f"the service worker did not finish installing (state {state}, caches {builds})")
        page.wait_for_timeout(250)


def cache_builds(page) -> "list[str]":
    """Build ids of the complete caches the site has in this browser."""
    return page.evaluate(
        """async (key) => {
            const out = [];
            for (const name of await caches.keys()) {
                const hit = await (await caches.open(name)).match(new URL(key, location.href).href);
                if (hit) out.push((await hit.json()).build);
            }
            return out.sort(); }""",
        COMPLETE_KEY,
    )


def served_hashes(page, names: "list[str]") -> "dict[str, str]":
    """sha256 of each file as this page gets it now (through its service worker)."""
    return page.evaluate(
        """async (names) => {
            const out = {};
            for (const name of names) {
                const buf = await (await fetch(name)).arrayBuffer();
                const d = new Uint8Array(await crypto.subtle.digest("SHA-256", buf));
                out[name] = Array.from(d, b => b.toString(16).padStart(2, "0")).join("");
            }
            return out; }""",
        names,
    )
