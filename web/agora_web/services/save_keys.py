"""Where saved games live in localStorage, without reading them: the names of their keys.

Reading an entry (saves.py) needs msgspec and the engine's record reader, about 30 ms of a warm
start in the page. The home screen first asks `saved_keys` whether there is anything to read, so
a start with no saved game imports neither; saves.py takes these names from here."""

from __future__ import annotations

import re

VERSION = 1
PREFIX = "agora.saves."
KEY_RE = re.compile(r"^agora\.saves\.v(\d+)\.(.+)$")


def key_for(save_id: str) -> str:
    return f"{PREFIX}v{VERSION}.{save_id}"


def new_id(now_ms: int, rand: int) -> str:
    return f"{now_ms:x}-{rand & 0xFFFFFF:06x}"


def saved_keys(store) -> "list[str]":
    """The store's keys under our prefix that the page can show, in the store's order (none
    when the browser refuses to list its storage)."""
    try:
        keys = store.keys()
    except Exception:  # storage switched off in this browser: no saves to show
        return []
    return [key for key in keys if key.startswith(PREFIX) and _printable(key)]


def _printable(text: str) -> bool:
    """False for a key the page could not even show (a lone surrogate): not ours to list."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
