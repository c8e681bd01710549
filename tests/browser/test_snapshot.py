"""The memory snapshot (web/boot.mjs, web/snapshot-worker.mjs, docs/startup.md): made on a visit
the service worker serves, used on the next, skipped with ?snapshot=0, and a damaged one is
deleted and the page boots normally with nothing shown to the player. Every path reaches
data-ready and starts a game."""

from __future__ import annotations

import pytest

from fixtures_offline import SwitchServer, build_info, guarded_context, wait_precached, wait_ready
from fixtures_web import FAST, new_game

pytestmark = pytest.mark.browser

MADE_TIMEOUT_MS = 180_000

#: the snapshot entries the page's Cache Storage holds: [{url, bytes}]
ENTRIES = """async () => {
  const out = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith("agora-snapshot:")) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      out.push({ url: request.url, bytes: (await response.arrayBuffer()).byteLength,
                 length: response.headers.get("X-Agora-Length") });
    }
  }
  return out;
}"""

#: keeps the snapshot's header (valid magic and build id) and zeroes the rest: a restore starts,
#: then fails inside the interpreter
DAMAGE = """async () => {
  for (const name of await caches.keys()) {
    if (!name.startsWith("agora-snapshot:")) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const bytes = new Uint8Array(await response.arrayBuffer());
      bytes.fill(0, 1 << 20);
      await cache.put(request, new Response(bytes, { headers: response.headers }));
    }
  }
}"""


def _state(page) -> "str | None":
    return page.evaluate("document.documentElement.dataset.snapshot || null")


def _new_game_works(page) -> None:
    new_game(page, seats=["human", "human"])
    assert page.get_by_test_id("site").is_visible()


def test_snapshot_made_used_disabled_and_damaged(browser):
    from conftest import SITE_DIR

    build = build_info(SITE_DIR)["build_id"]
    server = SwitchServer(SITE_DIR)
    context = guarded_context(browser, server.origin)
    try:
        page = context.new_page()
        # First visit: a normal boot; the service worker keeps the site.
        page.goto(server.app_url + FAST)
        wait_ready(page)
        assert _state(page) == "none"
        wait_precached(page)

        # Second visit, served by the worker: a normal boot, then the snapshot is made in the background.
        page.reload()
        wait_ready(page)
        assert _state(page) == "none"
        page.wait_for_function("() => document.documentElement.dataset.snapshotMade", timeout=MADE_TIMEOUT_MS)
        assert page.evaluate("document.documentElement.dataset.snapshotMade") == "true"
        entries = page.evaluate(ENTRIES)
        assert len(entries) == 1 and entries[0]["url"].endswith("/__agora-snapshot__/" + build), entries
        assert entries[0]["bytes"] == int(entries[0]["length"]) > 1_000_000

        # Third visit: from the snapshot; the app works as ever.
        page.reload()
        wait_ready(page)
        assert _state(page) == "used"
        _new_game_works(page)

        # Switched off for this load: a normal boot, nothing made or deleted.
        page.goto(server.app_url + FAST + "&snapshot=0")
        wait_ready(page)
        assert _state(page) == "off"
        _new_game_works(page)
        assert len(page.evaluate(ENTRIES)) == 1

        # A damaged snapshot: deleted, a normal boot, no message on the screen, not made again.
        page.evaluate(DAMAGE)
        page.goto(server.app_url + FAST)
        wait_ready(page)
        assert _state(page) == "failed"
        assert page.evaluate(ENTRIES) == []
        assert page.get_by_test_id("notice").count() == 0
        assert page.evaluate("localStorage.getItem('agora.snapshot.failed')") == build
        _new_game_works(page)
        assert context.page_errors == [], context.page_errors
        assert context.foreign == [], context.foreign
    finally:
        context.close()
        server.stop()
