"""The app starts once (web/agora_web/startup.py): boot.mjs starts it with the interpreter, then
PyScript runs main.py, which must neither start it again nor hide a failure of the first start."""

from __future__ import annotations

import sys
import types

import pytest


@pytest.fixture
def startup(monkeypatch):
    body = types.SimpleNamespace(dataset=types.SimpleNamespace())
    page = types.SimpleNamespace(
        document=types.SimpleNamespace(body=body),
        window=types.SimpleNamespace(performance=types.SimpleNamespace(now=lambda: 12.4)),
    )
    monkeypatch.setitem(sys.modules, "pyscript", page)
    calls = []
    app = types.ModuleType("web.agora_web.app")
    app.start = lambda: calls.append("start")
    monkeypatch.setitem(sys.modules, "web.agora_web.app", app)
    from web.agora_web import startup

    monkeypatch.setattr(startup, "_outcome", None)
    return startup, app, calls, body


def test_the_second_start_does_nothing(startup):
    module, _app, calls, body = startup
    module.start()
    module.start()
    assert calls == ["start"]
    assert (body.dataset.pyMs, body.dataset.importMs, body.dataset.shownMs) == ("12", "12", "12")


def test_a_failed_start_fails_again_for_main_py_to_show(startup):
    module, app, calls, _body = startup

    def broken():
        calls.append("start")
        raise RuntimeError("the home screen could not be drawn")

    app.start = broken
    with pytest.raises(RuntimeError) as first:
        module.start()
    with pytest.raises(RuntimeError) as again:
        module.start()
    assert again.value is first.value and calls == ["start"]


def test_the_start_looks_at_folders_again_but_keeps_a_zip_archives_directory(startup, monkeypatch):
    """After a boot from a snapshot the folders' listings are stale; the standard library's zip
    never changes, and forgetting its directory made the next import read it all again."""
    import zipimport

    module, _app, calls, _body = startup
    looked = []

    class Folder:
        def invalidate_caches(self):
            looked.append("folder")

    class Archive(zipimport.zipimporter):
        def __init__(self):  # no archive on disk: only the type matters here
            pass

        def invalidate_caches(self):
            looked.append("zip")

    cache = {"/lib/python314.zip": Archive(), "/home/pyodide": Folder(), "relative": Folder(), "/gone": None}
    monkeypatch.setattr(sys, "path_importer_cache", cache)
    module.start()
    assert looked == ["folder"] and calls == ["start"]
    assert {"/lib/python314.zip", "/home/pyodide"} <= set(cache)
    assert "relative" not in cache and "/gone" not in cache
