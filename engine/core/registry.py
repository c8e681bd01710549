"""Name → rules object for every game the engine knows.

Each game is imported only when asked for, so a page that plays one game never loads the others.
"""

from __future__ import annotations

import importlib

from .protocol import Rules

_MODULES = {
    "akropolis": "engine.akropolis",
    "amytis": "engine.amytis",
    "pantikapaion": "engine.pantikapaion",
    "pyramidion": "engine.pyramidion",
}


def names() -> "list[str]":
    return list(_MODULES)


def get(name: str) -> Rules:
    if name not in _MODULES:
        known = ", ".join(sorted(_MODULES))
        raise KeyError(f"unknown game {name!r} (known: {known})")
    return importlib.import_module(_MODULES[name]).RULES


def games() -> "dict[str, Rules]":
    return {name: get(name) for name in _MODULES}
