"""The page's `window` and `document`, for the app's modules: `from .page import document, window`.

In the page's main thread they are what PyScript's `pyscript.window` and `pyscript.document` are
there: Pyodide's `js` module (the global object) and its document. Taken from `js`, the app does
not need PyScript's own Python package, which PyScript sets up only once the interpreter is handed
to it, so the app starts as soon as the interpreter is up (startup.py, called by boot.mjs).

Where there is no `js` (CPython: the tests and the build's pre-rendered home screen, build/shell.py)
the stand-ins installed as the `pyscript` module answer. Both are looked up at each import, as
`from pyscript import ...` did."""

from __future__ import annotations

import sys

NAMES = ("window", "document")


def __getattr__(name: str):
    if name not in NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    js = sys.modules.get("js")
    if js is None:
        try:
            import js
        except ImportError:  # CPython: the stand-ins
            import pyscript

            return getattr(pyscript, name)
    return js if name == "window" else js.document
