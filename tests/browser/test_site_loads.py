"""The built site boots offline: PyScript + local Pyodide + our wheels, nothing from elsewhere."""

import json
import re
from urllib.request import urlopen

from tests.helpers.games import rulebook_pages


def _own_errors(log):
    return [e for e in log.http_errors if not e.endswith("/favicon.ico")]


def test_app_boots_under_sub_path(app_page, app_url, open_app):
    open_app(app_page, app_url)
    assert app_page.url.startswith(app_url)
    log = app_page.browser_log
    assert _own_errors(log) == [], log.report()
    assert log.page_errors == [], log.report()
    # The page really ran our Python: the engine and msgspec came from the local wheels.
    assert any(u.endswith(".whl") for u in log.requests)
    assert all(u.startswith(app_url) or u.startswith(("data:", "blob:")) for u in log.requests), log.report()
    assert app_page.evaluate("localStorage.length") == 0


def test_app_boots_at_root(app_page, site_server, open_app):
    open_app(app_page, site_server.root_url)
    assert _own_errors(app_page.browser_log) == [], app_page.browser_log.report()


def test_site_metadata(site_server):
    with urlopen(site_server.app_url + "pyscript.json") as resp:
        assert resp.headers["Content-Type"] == "application/json"
        config = json.load(resp)
    # Our boot module (it starts the vendored Pyodide, from a memory snapshot when there is one).
    assert config["interpreter"] == "./boot.mjs"
    with urlopen(site_server.app_url + "boot.mjs") as resp:
        boot = resp.read().decode("utf-8")
    assert 'from "./vendor/pyodide/pyodide.mjs"' in boot
    # boot.mjs fetches and unpacks the start's archives itself (PyScript has no "files" to fetch)
    assert "files" not in config
    archives = json.loads(re.search(r"/\*agora:archives\*/(\[[^\]]*\])", boot).group(1))
    assert len(archives) == 3 and "app/agora_web.zip" in archives
    for rel in archives:
        with urlopen(site_server.app_url + rel) as resp:
            assert resp.status == 200
    with urlopen(site_server.app_url + "vendor/pyodide/pyodide.asm.wasm") as resp:
        assert resp.headers["Content-Type"] == "application/wasm"
    with urlopen(site_server.app_url + "build-info.json") as resp:
        info = json.load(resp)
    assert info["runtime"]["pyodide"] == "314.0.7"
    assert info["build_id"]


def test_rulebooks_open_from_the_home_screen_and_are_precached(app_page, app_url, open_app, site_server):
    """Every game card links its rulebook page(s); a page opens in a new tab under the sub-path,
    shows the Russian text and is in the offline precache."""
    open_app(app_page, app_url)
    pages = rulebook_pages()
    assert {"akropolis", "pantikapaion-solo"} <= set(pages)
    for page in pages:
        link = app_page.get_by_test_id(f"rules-{page}")
        assert link.get_attribute("href") == f"rules/{page}.html" and link.get_attribute("target") == "_blank"
    with app_page.context.expect_page() as opened:
        app_page.get_by_test_id("rules-akropolis").click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url == app_url + "rules/akropolis.html"
    assert rules.locator("h1").inner_text() == "Акрополис"
    assert len(rules.locator("main").inner_text()) > 10_000
    rules.close()
    with urlopen(site_server.app_url + "precache.json") as resp:
        listed = json.dumps(json.load(resp))
    assert all(f"rules/{page}.html" in listed for page in pages)


#: In the page, once ready: each member of the start's archives that differs from the file in the
#: working folder ("" when all are there, byte for byte; boot.mjs unpacked them).
UNPACKED_DIFFERENCES = """async (archives) => {
  const py = await globalThis[Symbol.for("agora.boot.early")];
  const out = [];
  for (const rel of archives) {
    const bytes = new Uint8Array(await (await fetch(rel)).arrayBuffer());
    py.globals.set("_agora_test_bytes", bytes);
    out.push(py.runPython(`
import io, os, zipfile
_data = _agora_test_bytes.to_bytes()
del _agora_test_bytes
_bad = []
with zipfile.ZipFile(io.BytesIO(_data)) as _z:
    for _name in _z.namelist():
        if not _name.endswith("/") and (not os.path.isfile(_name) or open(_name, "rb").read() != _z.read(_name)):
            _bad.append(_name)
" ".join(_bad)
`));
  }
  return out.join(" ").trim();
}"""


def test_every_member_of_the_start_archives_is_unpacked_as_it_is(app_page, site_server, open_app):
    open_app(app_page, site_server.app_url)
    with urlopen(site_server.app_url + "boot.mjs") as resp:
        boot = resp.read().decode("utf-8")
    archives = json.loads(re.search(r"/\*agora:archives\*/(\[[^\]]*\])", boot).group(1))
    # what a start does not need is written once the page is idle after ready
    app_page.wait_for_selector('html[data-unpacked="all"]', state="attached", timeout=30_000)
    assert app_page.evaluate(UNPACKED_DIFFERENCES, archives) == ""
