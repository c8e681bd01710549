"""Agora: browser entry point. Everything lives in the agora_web package.

Marks on <body> when Python reached this file, when our first modules were imported and when the
first screen was drawn (milliseconds since navigation start), for bench/startup.py's breakdown."""

from pyscript import document, window

document.body.dataset.pyMs = str(round(window.performance.now()))

# After a boot from a memory snapshot (boot.mjs) the import system's directory listings are the
# snapshot's, made before PyScript unpacked this start's archives: look again.
import importlib  # noqa: E402

importlib.invalidate_caches()

from agora_web.app import start  # noqa: E402  (after the first mark, on purpose)

document.body.dataset.importMs = str(round(window.performance.now()))
start()
document.body.dataset.shownMs = str(round(window.performance.now()))
