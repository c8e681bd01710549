"""A log that points at the board: hovering or focusing a log entry marks the pieces it names.

Each log entry carries `data-refs` (the tokens of the pieces its events name, from the game's
log.py) and every drawn piece its `data-ref` tokens (see motion.py); while an entry is pointed at
or focused, the matching pieces get the class `ref-hl` (an outline distinct from `last-move`).
One listener per event kind on the page's root (event delegation, as app.py does for clicks).
"""

from __future__ import annotations

HL = "ref-hl"


def tokens(refs: "str | None") -> "list[str]":
    """The tokens of a `data-refs` value (space-separated; nothing else is trusted in a selector)."""
    if not refs:
        return []
    return [tok for tok in refs.split() if tok.replace("-", "").replace("_", "").isalnum()]


class LogPointer:
    def __init__(self, root):
        self.root = root
        #: the entry pointed at (by the mouse or the focus), its tokens
        self.entry = None

    def handler(self, kind: str):
        entering = kind in ("mouseover", "focusin")

        def on_event(event):
            try:
                self._on(entering, event)
            except Exception as exc:  # a highlight must never break the page
                from ..dom import console_warn

                console_warn(f"Agora: log highlight: {exc!r}")

        return on_event

    def _on(self, entering: bool, event) -> None:
        entry = _entry_of(event.target)
        if entering:
            if entry is not None and not self._same(entry):
                self.clear()
                self.show(entry)
            return
        if entry is None or not self._same(entry):
            return
        # leaving: not when the pointer or focus only moves inside the same entry
        nxt = _entry_of(getattr(event, "relatedTarget", None))
        if nxt is not None and self._same(nxt):
            return
        self.clear()

    def _same(self, entry) -> bool:
        return self.entry is not None and bool(self.entry.isSameNode(entry))

    def show(self, entry) -> None:
        self.entry = entry
        for tok in tokens(entry.getAttribute("data-refs")):
            nodes = self.root.querySelectorAll(f'[data-ref~="{tok}"]')
            for i in range(int(nodes.length)):
                nodes.item(i).classList.add(HL)

    def clear(self) -> None:
        self.entry = None
        nodes = self.root.querySelectorAll("." + HL)
        for i in range(int(nodes.length)):
            nodes.item(i).classList.remove(HL)


def _entry_of(target):
    if not target or not hasattr(target, "closest"):
        return None
    el = target.closest("[data-refs]")
    return el if el else None


# --- the entries' side (plain Python: the games' logs use it on CPython too) -----------------


def flat(groups) -> "tuple[str, ...]":
    """The tokens of an entry's groups (one group per event), each once, in order."""
    out: "dict[str, None]" = {}
    for group in groups:
        for tok in group:
            out[tok] = None
    return tuple(out)


def plain_text(html: str) -> str:
    """An entry's HTML as the words a screen reader says (ui/spoken: a drawing by its title, what
    is hidden left out), so an entry's accessible name and the live region's telling agree."""
    from ..ui.spoken import spoken

    return spoken(html)


def entry_attrs(refs, html: str) -> str:
    """The attributes that make a log entry point at the board: its tokens (`refs`: a flat
    sequence), focusable (the log is one Tab stop, keys.py gives one entry tabindex 0 and the
    arrow keys the others) and its words as its accessible name."""
    from ..ui.html import esc

    return f' data-refs="{esc(" ".join(refs))}" tabindex="-1" aria-label="{esc(plain_text(html))}"' if refs else ""
