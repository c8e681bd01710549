"""The built site boots offline: PyScript + local Pyodide + our wheels, nothing from elsewhere."""

import json
from urllib.request import urlopen


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
    assert config["interpreter"] == "./vendor/pyodide/pyodide.mjs"
    assert all(src.startswith("./") for src in config["files"])
    with urlopen(site_server.app_url + "vendor/pyodide/pyodide.asm.wasm") as resp:
        assert resp.headers["Content-Type"] == "application/wasm"
    with urlopen(site_server.app_url + "build-info.json") as resp:
        info = json.load(resp)
    assert info["runtime"]["pyodide"] == "314.0.7"
    assert info["build_id"]
