"""Agora: browser entry point. Everything lives in the agora_web package.

Marks on <body> when Python reached this file, when our first modules were imported and when the
first screen was drawn (milliseconds since navigation start), for bench/startup.py's breakdown."""

from pyscript import document, window

document.body.dataset.pyMs = str(round(window.performance.now()))

from agora_web.app import start  # noqa: E402  (after the first mark, on purpose)

document.body.dataset.importMs = str(round(window.performance.now()))
start()
document.body.dataset.shownMs = str(round(window.performance.now()))
