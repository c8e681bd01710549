"""Starting the app in the page.

boot.mjs calls `start()` as soon as the interpreter is up and the start's archives are unpacked,
in the same task: the app needs nothing of PyScript's own set-up (page.py), which PyScript does
once the interpreter is handed to it, a few fetches and tasks later (about 60 ms of a return
visit). PyScript then runs main.py, which calls `start()` again: it does nothing the second time,
starts the app if the early call never came, and raises again what the early call raised, so that
PyScript shows the error on the page as it shows any error of main.py.

Marks on <body> when Python began starting the app, when our first modules were imported and when
the first screen was drawn (milliseconds since navigation start), for bench/startup.py."""

from __future__ import annotations

import sys
from zipimport import zipimporter  # frozen in the interpreter: imported already

#: None until the app is started; then True, or the exception its start raised
_outcome: "bool | BaseException | None" = None


def start() -> None:
    global _outcome
    if _outcome is True:
        return
    if isinstance(_outcome, BaseException):
        raise _outcome
    try:
        _start()
    except BaseException as exc:
        _outcome = exc
        raise
    _outcome = True


def _start() -> None:
    from .page import document, window

    document.body.dataset.pyMs = str(round(window.performance.now()))
    # After a boot from a memory snapshot (boot.mjs) the import system's directory listings are
    # the snapshot's, made before this start's archives were unpacked: look again. What
    # importlib.invalidate_caches() does for the folders on sys.path, without its last step,
    # which imports importlib.metadata (and email, csv, ...: 16 ms of a start) for installed
    # packages' metadata, which nothing at start reads. A zip archive on the path (the standard
    # library's, which Pyodide writes once) keeps its directory: forgetting it made the next
    # import from it read all 567 entries again (15-20 ms of a start).
    for folder, finder in list(sys.path_importer_cache.items()):
        if finder is None or not folder.startswith("/"):
            del sys.path_importer_cache[folder]
        elif hasattr(finder, "invalidate_caches") and not isinstance(finder, zipimporter):
            finder.invalidate_caches()

    from .app import start as start_app

    document.body.dataset.importMs = str(round(window.performance.now()))
    start_app()
    document.body.dataset.shownMs = str(round(window.performance.now()))
