"""The small shared core every game engine speaks.

A game is a `Rules` object (see `protocol.py`); saves, replays, the AI, the UI and the
tests are written once against it.

The names below are loaded on first use: a module of the core imported alone (the list of the
games, registry.py, which the home screen reads) does not bring in msgspec with protocol.py.
"""

from __future__ import annotations

import importlib

__all__ = ["IllegalAction", "RecordError", "Rules", "Seat", "Rng"]

_HOMES = {
    "IllegalAction": ".errors",
    "RecordError": ".errors",
    "Rules": ".protocol",
    "Seat": ".protocol",
    "Rng": ".rng",
}


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(home, __name__), name)
