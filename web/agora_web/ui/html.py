"""Escaping and attributes: the two helpers every piece of HTML text is written with."""

from __future__ import annotations

#: what html.escape(text, quote=True) replaces, in its order ("&" first). Not imported from the
#: `html` package: importing it builds its entity tables and compiles a pattern, 10-15 ms of a
#: start in the page, for five replacements (tests/unit/test_html_escape.py compares the two).
_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#x27;"))


def esc(value) -> str:
    text = str(value)
    for char, entity in _ESCAPES:
        if char in text:
            text = text.replace(char, entity)
    return text


def attrs(**values) -> str:
    """HTML attributes from keyword arguments: data_testid → data-testid; True → bare; None/False → left out."""
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)
