"""Escaping and attributes: the two helpers every piece of HTML text is written with."""

from __future__ import annotations

from html import escape


def esc(value) -> str:
    return escape(str(value), quote=True)


def attrs(**values) -> str:
    """HTML attributes from keyword arguments: data_testid → data-testid; True → bare; None/False → left out."""
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)
