"""Translated text with markup: a sentence whose values are HTML (a bold name, an icon) while
the words around them stay escaped, whatever order the language puts them in."""

from __future__ import annotations

from ..texts.i18n import t
from .html import esc


def marked(key: str, marks: "dict[str, str]", **values) -> str:
    """The text `key` with `values` filled in as text and `marks` as HTML.

    Each mark goes into the text as a private character, the whole text is escaped, then each
    character is swapped for its HTML — so a name or a number can never inject markup."""
    slots = {name: chr(0xE000 + i) for i, name in enumerate(marks)}
    text = esc(t(key, **values, **slots))
    for name, html in marks.items():
        text = text.replace(slots[name], html)
    return text
