"""Browser test harness: serves the built site (dist/site) and drives headless Chromium.

Fixtures and helpers for tests in tests/browser/:

- ``site_dir`` (session): the site the tests play, dist/site; when the run registers games kept
  outside the web package (tests/conftest.py, Tally of tests/fakegame/), a copy of the site with
  them built in (build/assemble.py --extra-game) in dist/site-extra-games, from the wheel of
  dist/wheels and the build cache: made once per run, or kept from an earlier run built from the
  same sources. So every registered game is in the site served.
- ``site_server`` (session): the site over HTTP on a free 127.0.0.1 port, reachable both at
  ``/`` and under the sub-path ``/agora/`` (``site_server.app_url``, the default for tests).
- ``base_url`` is the sub-path URL, so ``page.goto("./")`` or ``page.goto("index.html")`` work.
- ``app_page``: a page as a fresh browser context gives it (localStorage empty, no service
  worker: blocked unless the test's ``browser_context_args`` allow it): one tab kept per worker and emptied between tests (warm_tab.py), or
  pytest-playwright's ``page`` when the test also asks for ``page`` or ``context``. Every request of the context is recorded; at teardown the test FAILS if any request
  went to another origin. Console errors, page errors and HTTP errors are attached to the report
  of a failing test.
- ``open_app(page, url)``: navigate and wait until ``body[data-ready="true"]`` (60 s).

Chromium: ``$AGORA_CHROMIUM`` (default /usr/bin/chromium-headless-shell where installed, else
/usr/bin/chromium). Set it to the empty string to use
Playwright's own browser (``python -m playwright install chromium``). If the executable is
missing the browser tests fail, unless ALLOW_NO_BROWSER=1, which skips them.
"""

from __future__ import annotations

import functools
import http.server
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Iterator
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.warm_tab import WarmTabs, watching

ROOT = Path(__file__).resolve().parents[2]
SITE_DIR = ROOT / "dist" / "site"
SUB_PATH = "/agora/"
READY_SELECTOR = 'body[data-ready="true"]'
READY_TIMEOUT_MS = 60_000
#: Chromium's headless shell where it is installed (Debian's chromium-headless-shell: the same
#: engine without the browser's window machinery, about a sixth less CPU for the same tests),
#: else the whole browser
HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
CHROMIUM = os.environ.get("AGORA_CHROMIUM", HEADLESS_SHELL if Path(HEADLESS_SHELL).exists() else "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]
# URL schemes that never leave the browser.
LOCAL_SCHEMES = {"data", "blob", "about", "chrome", "chrome-extension", "devtools"}

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
    ".webp": "image/webp",
    ".woff2": "font/woff2",
}


# ---------------------------------------------------------------------------------------------
# HTTP server


class _SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def _strip_prefix(self) -> None:
        path = self.path
        if path == SUB_PATH.rstrip("/") or path.startswith(SUB_PATH.rstrip("/") + "?"):
            # /agora -> /agora/ like a normal static host would redirect a directory.
            self.path = SUB_PATH + path[len(SUB_PATH) - 1 :]
            self.send_response(301)
            self.send_header("Location", self.path)
            self.send_header("Content-Length", "0")
            self.end_headers()
            raise _Handled
        if path.startswith(SUB_PATH):
            self.path = "/" + path[len(SUB_PATH) :]

    def do_GET(self) -> None:  # noqa: N802 (http.server naming)
        try:
            self._strip_prefix()
        except _Handled:
            return
        super().do_GET()

    def do_HEAD(self) -> None:  # noqa: N802
        try:
            self._strip_prefix()
        except _Handled:
            return
        super().do_HEAD()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass


class _Handled(Exception):
    pass


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        # A page that closes mid-download resets its connection: expected, not worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class SiteServer:
    def __init__(self, directory: Path) -> None:
        handler = functools.partial(_SiteHandler, directory=str(directory))
        self.httpd = _QuietServer(("127.0.0.1", 0), handler)
        self.httpd.daemon_threads = True
        host, port = self.httpd.server_address[:2]
        self.origin = f"http://{host}:{port}"
        self.root_url = self.origin + "/"
        self.app_url = self.origin + SUB_PATH
        self._thread = threading.Thread(target=self.httpd.serve_forever, name="site-server", daemon=True)

    def start(self) -> "SiteServer":
        self._thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self._thread.join(timeout=5)


#: where the copy of the site with extra games is kept between runs (dist/ is not in git), and the
#: digest of what it was built from
EXTRA_SITE_DIR = ROOT / "dist" / "site-extra-games"
EXTRA_SITE_KEY = EXTRA_SITE_DIR / ".built-from"


def _sources_digest(modules: "list[str]") -> str:
    """A digest of everything the copy of the site is built from: the extra games' folders, web/,
    build/, seeds/ and the wheel of dist/wheels (made from engine/ and solo_ai/ by make site)."""
    import hashlib
    import importlib.util

    folders = [ROOT / "web", ROOT / "build", ROOT / "seeds", ROOT / "dist" / "wheels"]
    folders += [Path(importlib.util.find_spec(name).origin).parent for name in modules]
    digest = hashlib.sha256(" ".join(modules).encode())
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and "cache" not in path.relative_to(ROOT).parts[:2]:
                digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


@pytest.fixture(scope="session")
def site_dir(request: pytest.FixtureRequest) -> Path:
    if not (SITE_DIR / "index.html").is_file():
        pytest.fail(f"{SITE_DIR} has no index.html: build the site first (make site)", pytrace=False)
    extra = getattr(request.config, "agora_extra_games", [])
    if not extra:
        return SITE_DIR
    key = _sources_digest(extra)
    if EXTRA_SITE_KEY.is_file() and EXTRA_SITE_KEY.read_text(encoding="utf-8") == key:
        return EXTRA_SITE_DIR  # built from the same sources by an earlier run
    cache = os.environ.get("AGORA_CACHE") or str(ROOT / "build" / "cache")
    command = [sys.executable, str(ROOT / "build" / "assemble.py"), "--cache", cache, "--out", str(EXTRA_SITE_DIR)]
    built = subprocess.run(command + [f"--extra-game={name}" for name in extra], capture_output=True, text=True)
    if built.returncode:
        pytest.fail(f"the site with {', '.join(extra)} did not build:\n{built.stdout}{built.stderr}", pytrace=False)
    EXTRA_SITE_KEY.write_text(key, encoding="utf-8")
    return EXTRA_SITE_DIR


@pytest.fixture(scope="session")
def site_server(site_dir: Path) -> Iterator[SiteServer]:
    server = SiteServer(site_dir).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def app_url(site_server: SiteServer) -> str:
    return site_server.app_url


@pytest.fixture(scope="session")
def base_url(site_server: SiteServer) -> str:
    return site_server.app_url


# ---------------------------------------------------------------------------------------------
# Browser launch


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    args = dict(browser_type_launch_args)
    if CHROMIUM:
        if not Path(CHROMIUM).exists():
            msg = (
                f"Chromium not found at {CHROMIUM}. Install it (Debian: apt-get install -y chromium-headless-shell), "
                "point AGORA_CHROMIUM at a Chromium binary, set AGORA_CHROMIUM= (empty) to use "
                "Playwright's own browser, or set ALLOW_NO_BROWSER=1 to skip the browser tests."
            )
            if os.environ.get("ALLOW_NO_BROWSER") == "1":
                pytest.skip(msg)
            pytest.fail(msg, pytrace=False)
        args["executable_path"] = CHROMIUM
    args["args"] = [*args.get("args", []), *CHROMIUM_ARGS]
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    """The service worker blocked, unless a test's own `browser_context_args` allows it
    (`"service_workers": "allow"`): installing it fills its cache with the whole site on every
    first visit, a second of CPU for each app a test opens (about a third of opening it), and a
    test not about the offline site or the memory snapshot (test_offline.py, test_snapshot.py and
    test_warm_tab.py, which make their contexts with it) gains nothing from that.

    And the browser asked for reduced motion, so the app's motion setting is "off" (motion.py):
    a test's click waits until its button stands still, and the animation frames cost CPU,
    5-8% of the CPU of the games' UI tests here. The moves seen as they happen are the subject of
    test_motion.py, whose pages ask for motion or not themselves (emulate_media)."""
    return {**browser_context_args, "service_workers": "block", "reduced_motion": "reduce"}


# ---------------------------------------------------------------------------------------------
# Network guard and diagnostics


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


#: a console error that is a Python exception (PyScript prints the exception's last line)
PYTHON_ERROR = re.compile(r"^(Traceback|PythonError|[A-Z]\w*(Error|Exception)\b)")


class BrowserLog:
    """Everything one browser context did: requests, HTTP errors, console errors, page errors."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.requests: list[str] = []
        self.foreign: list[str] = []
        self.http_errors: list[str] = []
        self.failed_requests: list[str] = []
        self.console: list[str] = []
        self.console_errors: list[str] = []
        self.page_errors: list[str] = []

    def attach(self, context) -> None:
        context.on("request", self._on_request)
        context.on("response", self._on_response)
        context.on("requestfailed", self._on_request_failed)
        context.on("page", self._attach_page)
        for page in context.pages:
            self._attach_page(page)

    def _attach_page(self, page) -> None:
        page.on("console", self._on_console)
        page.on("pageerror", lambda err: self.page_errors.append(str(err)))

    def _on_request(self, request) -> None:
        url = request.url
        self.requests.append(url)
        if urlsplit(url).scheme in LOCAL_SCHEMES:
            return
        if _origin(url) != self.origin:
            self.foreign.append(f"{request.method} {url}")

    def _on_response(self, response) -> None:
        if response.status >= 400:
            self.http_errors.append(f"{response.status} {response.url}")

    def _on_request_failed(self, request) -> None:
        self.failed_requests.append(f"{request.url}: {request.failure}")

    def _on_console(self, msg) -> None:
        line = f"[{msg.type}] {msg.text}"
        self.console.append(line)
        if msg.type == "error":
            self.console_errors.append(msg.text)

    def python_errors(self) -> "list[str]":
        """Console errors that are an exception of our Python code (a handler that failed: the app
        goes on, but something did not happen). A test that provokes one on purpose clears
        `console_errors` after checking it."""
        return [e for e in self.console_errors if PYTHON_ERROR.match(e)]

    def report(self) -> str:
        def block(title: str, lines: list[str], limit: int = 60) -> str:
            shown = lines[-limit:]
            more = f"  ... {len(lines) - limit} earlier lines omitted\n" if len(lines) > limit else ""
            return f"{title} ({len(lines)}):\n{more}" + "".join(f"  {line}\n" for line in shown)

        return (
            block("requests to other origins", self.foreign)
            + block("HTTP errors", self.http_errors)
            + block("failed requests", self.failed_requests)
            + block("page errors", self.page_errors)
            + block("console", self.console)
            + f"requests: {len(self.requests)}\n"
        )


def _check_log(log: BrowserLog, origin: str) -> None:
    """Fails the test for a Python error in the console or a request that left the origin."""
    python = log.python_errors()
    if python:
        pytest.fail(
            f"{len(python)} Python error(s) in the page's console:\n" + "\n".join(f"  {e[:300]}" for e in python[:5]),
            pytrace=False,
        )
    if log.foreign:
        pytest.fail(
            f"{len(log.foreign)} request(s) left the origin {origin}:\n" + "\n".join(f"  {r}" for r in log.foreign),
            pytrace=False,
        )


@pytest.fixture
def browser_log(context, site_server: SiteServer, request: pytest.FixtureRequest) -> Iterator[BrowserLog]:
    """Records the test's browser context; fails the test if a request left the test origin."""
    log = BrowserLog(site_server.origin)
    log.attach(context)
    request.node._agora_browser_log = log
    yield log
    _check_log(log, site_server.origin)


@pytest.fixture(scope="session")
def warm_tabs(browser, site_server: SiteServer) -> Iterator[WarmTabs]:
    """The worker's warm tabs (warm_tab.py) and the watch on what tests change in them."""
    tabs = WarmTabs(browser, site_server.origin)
    with watching(tabs):
        yield tabs
    tabs.close()


@pytest.fixture
def fresh_page(
    warm_tabs: WarmTabs, browser_context_args: dict, site_server: SiteServer, request: pytest.FixtureRequest
):
    """``fresh_page(**context_args)``: a page as a new browser context of those arguments (over the
    session's ``browser_context_args``) would give it, taken from the warm tabs (warm_tab.py);
    call it again for another device. Each page's network and console are recorded and guarded,
    as app_page's are; the test does not close them."""
    taken: "list[tuple[object, BrowserLog]]" = []

    def take(**context_args):
        tab = warm_tabs.take({**browser_context_args, **context_args})
        log = BrowserLog(site_server.origin)
        log.attach(tab.context)
        tab.page.browser_log = log
        if not taken:
            request.node._agora_browser_log = log
        taken.append((tab, log))
        return tab.page

    yield take
    failed = getattr(request.node, "_agora_failed", False)
    for tab, _ in taken:
        warm_tabs.give_back(tab, failed=failed)
    for _, log in taken:
        _check_log(log, site_server.origin)


@pytest.fixture(scope="module")
def module_pages(
    warm_tabs: WarmTabs, browser_context_args: dict, site_server: SiteServer, request: pytest.FixtureRequest
):
    """fresh_page for a module's own pages, kept from one of its tests to the next (a screen
    loaded once for many checks). They go back to the warm tabs when the module is done, unless
    one of its tests failed."""
    taken: "list[tuple[object, BrowserLog]]" = []
    failed_before = request.session.testsfailed

    def take(**context_args):
        tab = warm_tabs.take({**browser_context_args, **context_args})
        log = BrowserLog(site_server.origin)
        log.attach(tab.context)
        tab.page.browser_log = log
        taken.append((tab, log))
        return tab.page

    yield take
    failed = request.session.testsfailed > failed_before
    for tab, _ in taken:
        warm_tabs.give_back(tab, failed=failed)
    for _, log in taken:
        assert not log.foreign and not log.python_errors(), log.report()


@pytest.fixture
def app_page(request: pytest.FixtureRequest):
    """A page as a fresh context would give it (warm_tab.py: the same tab emptied between tests,
    opening the app in about half the time), its network and console recorded and guarded."""
    if {"page", "context"} & set(request.fixturenames):  # the test also drives pytest-playwright's own
        page = request.getfixturevalue("page")
        page.browser_log = request.getfixturevalue("browser_log")
        return page
    return request.getfixturevalue("fresh_page")()


#: `make test` (two workers, `--dist loadgroup`): the browser tests go in two groups, each run by
#: one worker one test after another with that worker's one browser. The larger group takes one
#: worker for most of the run; the other worker runs the smaller one, the whole games played on
#: several devices or by keyboard, first (pytest-xdist hands out the larger groups first), then the
#: rest of the tests (single-threaded Python and Node.js), and whichever worker is free first takes
#: what is left of those. With one group, the browser tests alone kept the 2-CPU machine only
#: three quarters busy for the last twenty minutes of the run while the other worker waited.
WHOLE_GAMES_GROUP = "browser-whole-games"
WHOLE_GAMES_FILES = frozenset(
    (
        "test_keyboard_whole_games.py",
        "test_live_game.py",
        "test_live_whole_games.py",
        "test_remote_files.py",
        "test_remote_ui.py",
        "test_remote_whole_games.py",
    )
)


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        path = Path(str(item.fspath))
        if here in path.parents:
            item.add_marker(pytest.mark.browser)
            group = WHOLE_GAMES_GROUP if path.name in WHOLE_GAMES_FILES else "browser"
            item.add_marker(pytest.mark.xdist_group(group))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.failed:
        item._agora_failed = True  # its warm tab is not lent again (warm_tab.py)
    log = getattr(item, "_agora_browser_log", None)
    if log is not None and report.failed:
        report.sections.append(("browser log", log.report()))


def open_app(page, url: str = "./", *, timeout_ms: int = READY_TIMEOUT_MS, fail_on_page_error: bool = True):
    """Navigate to url (relative to the sub-path base URL by default) and wait for data-ready.

    With a recorded page (app_page), an uncaught page error during start-up fails at once
    instead of after the full timeout.
    """
    response = page.goto(url, wait_until="domcontentloaded", timeout=timeout_ms)
    if response is not None and response.status >= 400:
        raise AssertionError(f"GET {response.url} -> HTTP {response.status}")
    log = getattr(page, "browser_log", None)
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        if page.query_selector(READY_SELECTOR) is not None:
            return page
        if fail_on_page_error and log is not None and log.page_errors:
            raise AssertionError("page error before data-ready:\n" + log.page_errors[0])
        if time.monotonic() > deadline:
            raise AssertionError(f"{READY_SELECTOR} not reached within {timeout_ms} ms at {page.url}")
        try:
            page.wait_for_selector(READY_SELECTOR, state="attached", timeout=250)
        except PlaywrightTimeoutError:
            pass


@pytest.fixture(name="open_app")
def open_app_fixture():
    """The open_app helper as a fixture, so tests need not import this conftest."""
    return open_app
