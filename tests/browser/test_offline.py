"""Offline after the first visit, and clean updates: the service worker (sw.js) keeps the whole
site in the browser and replaces one build by the next only as a whole, when the player agrees.

The site is served under the sub-path /agora/ by a server of this module (fixtures_offline.py)
that can switch between two builds, or answer nothing at all and note who asked.
"""

from __future__ import annotations

import time
from collections import Counter
from urllib.parse import urlsplit

import pytest

from fixtures_offline import (
    MARKER_B,
    SwitchServer,
    build_info,
    cache_builds,
    guarded_context,
    precache,
    served_hashes,
    two_builds,
    wait_precached,
    wait_ready,
)
from fixtures_web import FAST, new_game, play_first_move, position, wait_turn_or_end

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    return two_builds(tmp_path_factory.mktemp("offline"))


@pytest.fixture
def server(builds):
    srv = SwitchServer(builds[0])
    yield srv
    srv.stop()


def _site_path(url: str, app_url: str) -> str:
    path = urlsplit(url).path
    base = urlsplit(app_url).path
    assert path.startswith(base), url
    return path[len(base) :] or "index.html"


def test_works_offline_after_one_visit(browser, builds, server):
    site_a, _ = builds
    files = precache(site_a)["files"]
    context = guarded_context(browser, server.origin)
    try:
        page = context.new_page()
        page.goto(server.app_url + FAST)
        wait_ready(page)
        assert wait_precached(page) == build_info(site_a)["build_id"]
        # Everything the page asked for while online is in the precache (sw.js is the worker itself).
        asked = {_site_path(u, server.app_url) for u in context.requests if u.startswith("http")}
        assert asked - {"sw.js"} <= set(files), sorted(asked - set(files))
        assert {"index.html", "pyscript.json", "app/agora_web.zip", "vendor/pyodide/pyodide.asm.wasm"} <= asked

        # No network at all from here on: the browser is offline and the server refuses everything.
        server.offline = True
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        assert page.evaluate("document.documentElement.dataset.build") == build_info(site_a)["build_id"]
        new_game(page, seats=["human", "akropolis.easy"], names=["Ann", "Bo"])
        for _ in range(2):  # our move, then the computer's (solo_ai from the cached wheel)
            assert wait_turn_or_end(page) == "turn"
            play_first_move(page)
        assert wait_turn_or_end(page) == "turn"
        before = position(page)
        assert before["round"] == "2"

        page.reload()
        wait_ready(page)
        page.get_by_test_id("continue").click()
        page.wait_for_selector('[data-testid="site"]')
        assert wait_turn_or_end(page) == "turn"
        assert position(page) == before
        # Only the browser's own update check of the worker script may have tried the network
        # (it is not covered by the context's offline switch, and fails quietly).
        assert [r for r in server.refused if not r.endswith("/sw.js")] == [], server.refused
        assert context.page_errors == [], context.page_errors
        assert context.foreign == [], context.foreign
    finally:
        context.close()


#: the site's files in this build's cache (complete or not): [name relative to the page]
CACHED_FILES = """async (build) => {
  for (const name of await caches.keys()) {
    if (!name.startsWith("agora:") || !name.endsWith(":" + build)) continue;
    const base = new URL("./", location.href).href;
    return (await (await caches.open(name)).keys()).map((r) => r.url.slice(base.length));
  }
  return [];
}"""


def test_a_visit_right_after_the_first_is_served_from_the_cache(browser, builds, server):
    site_a, _ = builds
    build_a = build_info(site_a)["build_id"]
    files = precache(site_a)["files"]
    context = guarded_context(browser, server.origin)
    try:
        page = context.new_page()
        page.goto(server.app_url + FAST)
        wait_ready(page)
        # The worker took the first visit over part-way, without waiting for its cache.
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")

        # At once the second visit: served by the worker from its start, whatever its cache holds.
        second = page.reload()
        assert second.from_service_worker
        wait_ready(page)
        assert wait_precached(page) == build_a
        # Each file came from the server at most twice: the page's own download before the worker
        # took over, and the worker's (a file the page and the worker both wanted: once).
        asked = Counter(_site_path(u.split("?")[0], server.app_url) for u in server.asked)
        assert {n: c for n, c in asked.items() if c > 2 and n != "sw.js"} == {}, asked
        got = served_hashes(page, sorted(files))
        assert {n for n in files if got[n] != files[n]} == set()

        # From here on, nothing comes from the server.
        before = len(server.asked)
        page.reload()
        wait_ready(page)
        assert [u for u in server.asked[before:] if not u.endswith("/sw.js")] == []
        assert context.page_errors == [], context.page_errors
    finally:
        context.close()


#: the page's downloads of the runtime's two big files, as resource timing lists them
RUNTIME_DOWNLOADS = """() => performance.getEntriesByType("resource").map((e) => e.name)
    .filter((n) => n.endsWith("/pyodide.asm.wasm") || n.endsWith("/python_stdlib.zip"))
    .map((n) => n.split("/").pop()).sort()"""


def test_a_return_visit_reads_the_runtime_straight_from_the_offline_copy(browser, builds, server):
    """boot.mjs hands Pyodide the WebAssembly and the standard library from this build's cache
    itself (no trip through the worker); a file missing there is fetched as before."""
    site_a, _ = builds
    build_a = build_info(site_a)["build_id"]
    context = guarded_context(browser, server.origin)
    try:
        page = context.new_page()
        page.goto(server.app_url + FAST)
        wait_ready(page)
        assert page.evaluate(RUNTIME_DOWNLOADS) == ["pyodide.asm.wasm", "python_stdlib.zip"]  # not kept yet
        assert wait_precached(page) == build_a

        page.reload()
        wait_ready(page)
        assert page.evaluate("() => navigator.serviceWorker.controller !== null")
        assert page.evaluate(RUNTIME_DOWNLOADS) == []
        assert page.evaluate("() => document.documentElement.dataset.homePaintMs") is not None

        # the WebAssembly gone from the cache: Pyodide fetches it (through the worker) as before
        page.evaluate(
            """async (build) => {
                const name = "agora:" + new URL("./", location.href).href + ":" + build;
                const url = new URL("vendor/pyodide/pyodide.asm.wasm", location.href).href;
                if (!await (await caches.open(name)).delete(url)) throw new Error("not kept: " + url);
            }""",
            build_a,
        )
        page.reload()
        wait_ready(page)
        assert page.evaluate(RUNTIME_DOWNLOADS) == ["pyodide.asm.wasm"]
        assert context.page_errors == [], context.page_errors
    finally:
        context.close()


def test_a_failed_download_is_never_kept(browser, builds, server):
    site_a, _ = builds
    build_a = build_info(site_a)["build_id"]
    files = precache(site_a)["files"]
    server.failing.add("/agora/rules/akropolis.html")
    context = guarded_context(browser, server.origin)
    try:
        page = context.new_page()
        page.goto(server.app_url + FAST)
        wait_ready(page)
        # The worker keeps every other file, but neither the failed one nor the mark "complete".
        deadline = time.monotonic() + 60
        while len(cached := set(page.evaluate(CACHED_FILES, build_a))) < len(files) - 1:
            assert time.monotonic() < deadline, sorted(set(files) - cached)
            page.wait_for_timeout(250)
        assert cached == set(files) - {"rules/akropolis.html"}
        assert cache_builds(page) == []
        assert "/agora/rules/akropolis.html" in server.refused

        # The server answers again: the next visit's requests let the worker complete its cache.
        server.failing.clear()
        page.reload()
        wait_ready(page)
        assert wait_precached(page) == build_a
        got = served_hashes(page, sorted(files))
        assert {n for n in files if got[n] != files[n]} == set()
        assert context.page_errors == [], context.page_errors
    finally:
        context.close()


def test_new_build_replaces_the_old_one_as_a_whole(browser, builds, server):
    site_a, site_b = builds
    id_a, id_b = build_info(site_a)["build_id"], build_info(site_b)["build_id"]
    files_b = precache(site_b)["files"]
    context = guarded_context(browser, server.origin)
    try:
        page = context.new_page()
        page.goto(server.app_url + FAST)
        wait_ready(page)
        assert wait_precached(page) == id_a

        # Build B is published. The next visit still runs A (from A's cache), while B installs
        # next to it; then the page offers B.
        asked_before = len(server.asked)
        server.use(site_b)
        page.reload()
        wait_ready(page)
        page.wait_for_selector('[data-testid="update-banner"]', timeout=60_000)
        # Only the new worker script and the files that changed came from the server; the rest
        # of B was copied from A's cache. (boot.mjs carries the build id: the memory snapshot's key.)
        assert set(server.asked[asked_before:]) == {
            "/agora/sw.js",
            "/agora/style.css",
            "/agora/build-info.json",
            "/agora/boot.mjs",
        }
        assert page.evaluate("document.documentElement.dataset.build") == id_a
        assert MARKER_B not in page.evaluate("fetch('style.css').then(r => r.text())")
        assert cache_builds(page) == sorted([id_a, id_b])
        banner = page.get_by_test_id("update-banner")
        assert "new version" in banner.inner_text()
        page.get_by_test_id("lang-ru").click()
        page.wait_for_function("() => document.querySelector('[data-testid=\"update-banner\"]').lang === 'ru'")
        assert "новая версия" in banner.inner_text()

        # Accept: the page reloads once and runs B's files only; A's cache is gone.
        page.get_by_test_id("update-reload").click()
        page.wait_for_function("b => document.documentElement.dataset.build === b", arg=id_b, timeout=60_000)
        wait_ready(page)
        assert page.get_by_test_id("update-banner").count() == 0
        assert cache_builds(page) == [id_b]
        got = served_hashes(page, sorted(files_b))
        assert {n for n in files_b if got[n] != files_b[n]} == set()
        assert MARKER_B in page.evaluate("fetch('style.css').then(r => r.text())")
        assert context.page_errors == [], context.page_errors
        assert context.foreign == [], context.foreign
    finally:
        context.close()
