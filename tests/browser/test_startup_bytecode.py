"""The start runs precompiled (build/bytecode.py, docs/startup.md "Precompiled modules"): once the
app is ready, no module of the standard library, of ours, of msgspec or of PyScript's own package
that the start imported was compiled from source in the browser. A module the start newly imports fails this test by name: add it to
build/start_modules.txt. A start with a saved game to list imports msgspec and the engine's record
reader; one without imports neither (services/save_keys.py)."""

from __future__ import annotations

import json

import msgspec
import pytest

from engine.core import records
from engine.core.protocol import Seat

from fixtures_web import FAST

pytestmark = pytest.mark.browser

#: run by PyScript once the app is ready: which started modules came from source
PROBE = r"""
import importlib.util, json, os, sys
from pyscript import document
stdlib, ours, flags = [], [], {}
for name, module in sorted(sys.modules.items()):
    path = getattr(module, "__file__", None) or ""
    if getattr(getattr(module, "__spec__", None), "origin", None) == "frozen":
        continue  # part of the interpreter itself, never compiled at start
    if path.startswith("/lib/python3") and ".zip/" in path and path.endswith(".py"):
        stdlib.append(name)  # zipimport found a source (no bytecode beside it)
    elif name.split(".")[0] in ("agora_web", "engine", "solo_ai", "msgspec", "pyscript") and path.endswith(".py"):
        cached = importlib.util.cache_from_source(path)
        if not os.path.exists(cached):
            ours.append(name)
        else:
            with open(cached, "rb") as f:
                flags[name] = int.from_bytes(f.read(8)[4:8], "little")
heavy = sorted(name for name in sys.modules
               if name.split(".")[0] == "msgspec" or name in ("engine.core.protocol", "engine.core.records"))
document.body.dataset.probe = json.dumps({"stdlib": stdlib, "ours": ours, "flags": flags,
                                          "count": len(sys.modules), "heavy": heavy})
"""


def _probe(page) -> dict:
    page.evaluate("delete document.body.dataset.probe")
    page.evaluate(
        """(code) => { const s = document.createElement('script'); s.type = 'py';
                                 s.textContent = code; document.body.append(s); }""",
        PROBE,
    )
    page.wait_for_function("() => document.body.dataset.probe", timeout=60_000)
    return json.loads(page.evaluate("document.body.dataset.probe"))


def _store_a_save(page) -> None:
    record = records.new_record("akropolis", [Seat("Ann"), Seat("Bob")], seed=5)
    doc = {
        "version": 1,
        "id": "kept",
        "game": "akropolis",
        "created": 1,
        "updated": 2,
        "players": ["Ann", "Bob"],
        "record": msgspec.to_builtins(record),
    }
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["agora.saves.v1.kept", json.dumps(doc)])


def test_no_module_the_start_imports_is_compiled_in_the_browser(app_page, app_url, open_app):
    page = app_page
    open_app(page, app_url + FAST + "&snapshot=0")  # a normal boot, not a restored memory
    bare = _probe(page)
    assert bare["count"] > 100, bare
    assert bare["heavy"] == [], f"a start with no saved game imported {bare['heavy']}"
    assert bare["stdlib"] == [] and bare["ours"] == [], bare
    # with a saved game to list, the start reads it with msgspec and the engine's record reader
    _store_a_save(page)
    open_app(page, app_url + FAST + "&snapshot=0")
    assert page.get_by_test_id("continue").count() == 1
    found = _probe(page)
    assert {"msgspec", "engine.core.records"} <= set(found["heavy"]), found["heavy"]
    assert found["stdlib"] == [], f"add to build/start_modules.txt: {found['stdlib']}"
    assert found["ours"] == [], f"add to build/start_modules.txt: {found['ours']}"
    assert {"msgspec", "pyscript", "pyscript.display"} <= set(found["flags"]), sorted(found["flags"])
    # ours were the shipped bytecode (hash-based, unchecked: flags 1), not written by the import
    # system after compiling (timestamp-based: flags 0)
    assert found["flags"] and set(found["flags"].values()) == {1}, found["flags"]
    assert page.browser_log.page_errors == [], page.browser_log.report()
