"""Agora: browser entry point. Everything lives in the agora_web package.

Marks on <body> when Python reached this file, when our first modules were imported and when the
first screen was drawn (milliseconds since navigation start), for bench/startup.py's breakdown."""

from pyscript import document, window

document.body.dataset.pyMs = str(round(window.performance.now()))

# After a boot from a memory snapshot (boot.mjs) the import system's directory listings are the
# snapshot's, made before this start's archives were unpacked: look again. What
# importlib.invalidate_caches() does for the folders on sys.path, without its last step, which
# imports importlib.metadata (and email, csv, ...: 16 ms of a start) for installed packages'
# metadata, which nothing at start reads.
import sys  # noqa: E402

for _folder, _finder in list(sys.path_importer_cache.items()):
    if _finder is None or not _folder.startswith("/"):
        del sys.path_importer_cache[_folder]
    elif hasattr(_finder, "invalidate_caches"):
        _finder.invalidate_caches()

from agora_web.app import start  # noqa: E402  (after the first mark, on purpose)

document.body.dataset.importMs = str(round(window.performance.now()))
start()
document.body.dataset.shownMs = str(round(window.performance.now()))
