"""Small helpers between Python and the page: HTML escaping, localStorage, files, time."""

from __future__ import annotations

from .page import document, window

from .ui.html import attrs, esc  # noqa: F401  (the page's modules import them from here)


def by_id(element_id: str):
    """The element, or None (JS null arrives in Python as a falsy `jsnull`, not None)."""
    el = document.getElementById(element_id)
    return el if el else None


def now_ms() -> int:
    return int(window.Date.now())


def random_u32() -> int:
    """A 32-bit number from the browser's cryptographic generator (the clock as a fallback), for
    what hides nothing (save ids, a random side of a board); never for dealing (`random_key`)."""
    try:
        buf = window.Uint32Array.new(1)
        window.crypto.getRandomValues(buf)
        return int(buf[0])
    except Exception:  # pragma: no cover - very old browsers only
        return now_ms() & 0xFFFFFFFF


#: the bytes of a new game's or link's seed: 128 bits, beyond any search (engine/core/rng.py)
SEED_BYTES = 16


def random_key(nbytes: int = SEED_BYTES) -> bytes:
    """Fresh bytes from the browser's cryptographic source (crypto.getRandomValues), for the
    seeds that deal games and links. No weaker fallback: every browser that runs WebAssembly
    has this source, and a guessable seed would give every hidden card away."""
    buf = window.Uint8Array.new(nbytes)
    window.crypto.getRandomValues(buf)
    return bytes(buf.to_py())


def format_date(ms: int, lang: str) -> str:
    try:
        return str(window.Date.new(ms).toLocaleString("ru-RU" if lang == "ru" else "en-GB"))
    except Exception:
        return ""


def console_warn(message: str) -> None:
    window.console.warn(message)


# --- localStorage ----------------------------------------------------------------------------


class LocalStore:
    """localStorage as string keys and string values; errors come back as exceptions."""

    def __init__(self):
        self._ls = window.localStorage

    def get(self, key: str) -> "str | None":
        value = self._ls.getItem(key)
        return value if isinstance(value, str) else None  # JS null arrives as a falsy jsnull

    def set(self, key: str, value: str) -> None:
        self._ls.setItem(key, value)

    def remove(self, key: str) -> None:
        self._ls.removeItem(key)

    def keys(self) -> "list[str]":
        return [str(self._ls.key(i)) for i in range(int(self._ls.length))]


def download_text(filename: str, text: str, mime: str = "application/json") -> None:
    """Offer `text` as a file download (a same-origin Blob URL; nothing leaves the browser)."""
    from pyodide.ffi import to_js

    blob = window.Blob.new(to_js([text]), to_js({"type": mime}, dict_converter=window.Object.fromEntries))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = filename
    link.style.display = "none"
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(_revoker(url), 1000)


def _revoker(url):
    from pyodide.ffi import create_once_callable

    return create_once_callable(lambda *_: window.URL.revokeObjectURL(url))


def closest(target, selector: str):
    """The nearest element from `target` up matching `selector`, or None (an event's target may
    be the document or a text node, which have no `closest`)."""
    if not target or not hasattr(target, "closest"):
        return None
    found = target.closest(selector)
    return found if found else None  # a JavaScript null arrives as a false value


def tag_of(el) -> str:
    """The element's tag name in lower case ("" for none)."""
    return str(getattr(el, "tagName", "")).lower() if el else ""


def is_disabled(el) -> bool:
    """Whether a control is disabled (an element without the property is not)."""
    return bool(getattr(el, "disabled", False))
