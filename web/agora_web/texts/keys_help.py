"""The list of keys, shown under every game's rules guide (both languages)."""

from __future__ import annotations

from ..ui.html import esc
from .i18n import t

#: (the keys as shown, the text key saying what they do)
KEYS = (
    (("Tab", "Shift+Tab"), "keys.tab"),
    (("←", "↑", "→", "↓"), "keys.arrows"),
    (("Home", "End"), "keys.home_end"),
    (("Enter", "keys.space"), "keys.enter"),
    (("R",), "keys.r"),
    (("Esc",), "keys.escape"),
    (("Ctrl+Z",), "keys.undo"),
)


def keys_section() -> str:
    """A "Keys" section: each key and what it does, for people who play without a mouse."""
    rows = []
    for keys, what in KEYS:
        shown = " ".join(f"<kbd>{esc(t(k) if k.startswith('keys.') else k)}</kbd>" for k in keys)
        rows.append(f"<dt>{shown}</dt><dd>{esc(t(what))}</dd>")
    return (
        f'<section class="guide-keys" data-testid="guide-keys" aria-labelledby="guide-keys-title">'
        f'<h2 id="guide-keys-title" tabindex="-1">{esc(t("keys.title"))}</h2>'
        f'<p class="muted small">{esc(t("keys.intro"))}</p><dl>{"".join(rows)}</dl></section>'
    )
