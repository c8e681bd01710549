"""Offline after the first visit, and clean updates: the service worker (sw.js) keeps the whole
site in the browser and replaces one build by the next only as a whole, when the player agrees.

The site is served under the sub-path /agora/ by a server of this module (fixtures_offline.py)
that can switch between two builds, or answer nothing at all and note who asked.
"""

from __future__ import annotations

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
