"""The pre-rendered home screen (build/shell.py + web/shell.js): usable before Python is ready.

Python is held back by holding our web package's zip (app/agora_web.zip) in the network until the
test lets it through, so "before ready" is a state the test controls, not a race. Service workers
are blocked here: a page the worker serves would not go through the test's network routes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from fixtures_web import FAST, start_game
from tests.helpers.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
HELD = "**/app/agora_web.zip"


@pytest.fixture
def browser_context_args(browser_context_args):
    return {**browser_context_args, "service_workers": "block"}


class Gate:
    """Holds every request matching a pattern until release()."""

    def __init__(self, page, pattern: str = HELD) -> None:
        self.page = page
        self.pattern = pattern
        self.held = []
        self.open = False
        page.route(pattern, self._on_route)

    def _on_route(self, route) -> None:
        if self.open:
            route.continue_()
        else:
            self.held.append(route)

    def release(self) -> None:
        self.open = True
        for route in self.held:
            route.continue_()
        self.held.clear()


def _not_ready(page) -> bool:
    return page.evaluate("document.body.dataset.ready") != "true"


def test_home_cards_show_before_ready_and_a_new_game_click_is_carried_out(app_page, app_url):
    gate = Gate(app_page)
    app_page.goto(app_url + FAST, wait_until="commit")
    card = app_page.get_by_test_id("game-akropolis")
    card.wait_for(state="visible", timeout=30_000)
    assert _not_ready(app_page)
    for game in GAMES:
        assert app_page.get_by_test_id(f"game-{game}").is_visible()
    # Rules pages are plain links and need no Python.
    assert app_page.get_by_test_id("rules-akropolis").get_attribute("href") == "rules/akropolis.html"
    boot = app_page.get_by_test_id("boot")
    boot.wait_for(state="visible")
    assert boot.inner_text().strip()
    assert app_page.get_by_test_id("new-game-amytis").get_attribute("title") == "Getting ready…"
    # A click on New game before Python is ready is remembered, shown, and nothing happens yet.
    app_page.get_by_test_id("new-game-amytis").click()
    assert app_page.get_by_test_id("new-game-amytis").get_attribute("aria-busy") == "true"
    assert "engine is ready" in app_page.get_by_test_id("boot-text").inner_text()
    assert _not_ready(app_page) and app_page.get_by_test_id("start").count() == 0
    gate.release()
    app_page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    # ... and carried out once it is: the Amytis setup screen opens and a game starts from it.
    app_page.get_by_test_id("start").wait_for(timeout=30_000)
    assert app_page.get_by_test_id("boot").is_hidden()
    app_page.get_by_test_id("start").click()
    app_page.get_by_test_id("construction").wait_for(timeout=30_000)


def test_saved_games_and_language_before_ready(app_page, app_url, open_app):
    open_app(app_page, app_url + FAST)
    start_game(app_page, "akropolis")
    # the save names a solo opponent's level: the shell asks no game for its text
    app_page.evaluate("""() => {
        for (let i = 0; i < localStorage.length; i++) {
            const key = localStorage.key(i);
            if (!key.startsWith("agora.saves.v1.")) continue;
            const doc = JSON.parse(localStorage.getItem(key));
            doc.summary = Object.assign(doc.summary || {}, {solo: "metagenes"});
            localStorage.setItem(key, JSON.stringify(doc));
        }
    }""")
    page = app_page.context.new_page()
    gate = Gate(page)
    page.goto(app_url + FAST, wait_until="commit")
    row = page.get_by_test_id("save-row")
    row.wait_for(timeout=30_000)
    assert _not_ready(page)
    assert page.get_by_test_id("save-row").count() == 1
    assert "Ann, Bob · Metagenes" in row.inner_text() and "Akropolis" in row.inner_text()
    assert "Continue" in page.get_by_test_id("continue").inner_text()
    # The language switch works at once and is kept for the app.
    page.get_by_test_id("lang-ru").click()
    assert page.evaluate("document.documentElement.lang") == "ru"
    assert "Акрополис" in page.get_by_test_id("save-row").inner_text()
    assert "Ann, Bob · Метаген" in page.get_by_test_id("save-row").inner_text()
    assert page.get_by_test_id("new-game-akropolis").inner_text() == "Новая игра"
    assert page.evaluate("localStorage.getItem('agora.lang')") == "ru"
    gate.release()
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    assert page.get_by_test_id("new-game-akropolis").inner_text() == "Новая игра"
    assert page.get_by_test_id("save-row").count() == 1
    assert "Ann, Bob · Метаген" in page.get_by_test_id("save-row").inner_text()  # the app's own list
    page.close()


def _share_payload() -> str:
    sys.path.insert(0, str(ROOT / "web"))
    try:
        from agora_web.services import share
        from engine.core import records
        from engine.core.protocol import Seat
    finally:
        sys.path.pop(0)
    record = records.new_record("amytis", [Seat("Zoe"), Seat("Yan")], {}, seed=7)
    return share.encode(record)


def test_share_link_shows_what_it_opens_before_ready(app_page, app_url):
    payload = _share_payload()
    gate = Gate(app_page)
    app_page.goto(app_url + FAST + "#r=" + payload, wait_until="commit")
    app_page.get_by_test_id("shell-link-players").wait_for(timeout=30_000)
    assert _not_ready(app_page)
    text = app_page.get_by_test_id("shell-link").inner_text()
    assert "Architects of Amytis" in text and "Zoe, Yan" in text
    assert app_page.get_by_test_id("game-akropolis").count() == 0
    gate.release()
    app_page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    app_page.get_by_test_id("construction").wait_for(timeout=30_000)


def test_a_file_that_fails_to_load_says_so_and_offers_retry(app_page, app_url):
    state = {"fail": True}

    def route(r):
        if state["fail"]:
            r.fulfill(status=503, body="unavailable")
        else:
            r.continue_()

    app_page.route("**/wheels/agora-*.whl", route)
    app_page.goto(app_url, wait_until="commit")
    retry = app_page.get_by_test_id("boot-retry")
    retry.wait_for(timeout=30_000)
    assert "agora-" in app_page.get_by_test_id("boot-text").inner_text()
    assert _not_ready(app_page)
    state["fail"] = False
    retry.click()
    app_page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)


def test_index_inline_script_is_the_shell_allowed_by_its_hash_and_precached(site_server):
    import base64
    import hashlib
    import re
    from urllib.request import urlopen

    with urlopen(site_server.app_url + "index.html") as resp:
        page = resp.read().decode("utf-8")
    policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"', page).group(1)
    script_src = policy.split("script-src ", 1)[1].split(";")[0].split()
    assert "'unsafe-inline'" not in script_src
    inline = re.findall(r"<script>(.*?)</script>", page, flags=re.S)
    assert len(inline) == 1  # the home screen's script (build/shell.py), and no other
    digest = base64.b64encode(hashlib.sha256(inline[0].encode("utf-8")).digest()).decode("ascii")
    assert f"'sha256-{digest}'" in script_src
    for tag in re.findall(r"<script\b[^>]*>", page.replace(inline[0], "")):
        assert "src=" in tag or tag == "<script>", tag
    assert not re.search(r"\son[a-z]+=", page)
    with urlopen(site_server.app_url + "precache.json") as resp:
        files = json.load(resp)["files"]
    assert "index.html" in files and "shell.js" not in files  # inline: nothing else to keep


#: Runs in every document before its scripts: at DOMContentLoaded (shell.js, a plain script, has
#: run; PyScript is started only after the first frame) notes whether the home screen is there
#: while the app is not ready yet.
HOME_AT_DOM_READY = """
document.addEventListener("DOMContentLoaded", () => {
  window.__agoraHomeBeforeReady = Boolean(document.querySelector('#app [data-testid="game-akropolis"]')) &&
    document.body.dataset.ready !== "true";
});
"""


def test_offline_start_from_the_service_worker_shows_the_home_screen_first(browser):
    from conftest import SITE_DIR
    from fixtures_offline import SwitchServer, guarded_context, wait_precached, wait_ready

    server = SwitchServer(SITE_DIR)
    context = guarded_context(browser, server.origin)
    try:
        page = context.new_page()
        page.goto(server.app_url + FAST)
        wait_ready(page)
        wait_precached(page)
        server.offline = True
        context.set_offline(True)
        page.add_init_script(HOME_AT_DOM_READY)
        page.reload()
        wait_ready(page)
        assert page.evaluate("Boolean(navigator.serviceWorker.controller)")
        assert page.evaluate("window.__agoraHomeBeforeReady") is True
        assert page.get_by_test_id("game-akropolis").is_visible() and page.get_by_test_id("boot").is_hidden()
        assert [r for r in server.refused if not r.endswith("/sw.js")] == [], server.refused
        assert context.page_errors == [], context.page_errors
    finally:
        context.close()
        server.stop()
