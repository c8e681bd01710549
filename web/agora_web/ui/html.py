"""Escaping and attributes: the helpers every piece of HTML text is written with."""

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


def named_by_row(row_id: str, act: str, meta: bool = True) -> str:
    """Attributes naming a list row's button after the row: its own word, then the row's title
    (element `row_id`) and, with `meta`, the row's status and date (`row_id`-meta): "Open,
    Akropolis, Ann, Bob, round 3 of 9, 30/11/2026 08:40:12". A screen reader's list of buttons
    then tells apart two rows of the same game and players."""
    labels = f"{row_id}-{act} {row_id}" + (f" {row_id}-meta" if meta else "")
    return f' id="{row_id}-{act}" aria-labelledby="{labels}"'
