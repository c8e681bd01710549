"""Name → rules object for every game the engine knows."""

from __future__ import annotations

from .protocol import Rules


def games() -> "dict[str, Rules]":
    # Imported here so that importing the core never loads every game.
    from ..akropolis import RULES as akropolis
    from ..amytis import RULES as amytis

    return {akropolis.name: akropolis, amytis.name: amytis}


def get(name: str) -> Rules:
    table = games()
    if name not in table:
        known = ", ".join(sorted(table))
        raise KeyError(f"unknown game {name!r} (known: {known})")
    return table[name]
