"""Pyramidion's pieces named in the interface language: cities, cards, resources, boats.

Shared by the game screen and the log (log.py); imports nothing from the browser, so the log's
texts can be built and tested on CPython."""

from __future__ import annotations

from engine.pyramidion import data

from ..i18n import t

CAT_ICON = {"influence": "⚔", "agreements": "✉", "trade": "⚖"}


def city_name(c) -> str:
    """A city by its index or by its engine name ("abu_simbel")."""
    if isinstance(c, str):
        return t(f"py.city.{c}") if c in data.CITIES else "—"
    return t(f"py.city.{data.CITIES[c]}") if 0 <= c < len(data.CITIES) else "—"


def card_name(card: int) -> str:
    """A character card: its kind, its values with their symbols, ☥ for an ankh."""
    c = data.CARDS[card]
    values = "".join(f"{CAT_ICON[cat]}{getattr(c, cat)}" for cat in data.CATEGORIES if getattr(c, cat))
    return f'{t("py.kind." + c.kind)}{" " + values if values else ""}{" ☥" if c.ankh else ""}'


def card_words(card: int) -> str:
    """A character card in words only ("Merchant: influence 1, trade 2, ankh"), for tooltips and
    accessible names."""
    c = data.CARDS[card]
    values = [f'{t("py.cat." + cat)} {getattr(c, cat)}' for cat in data.CATEGORIES if getattr(c, cat)]
    if c.ankh:
        values.append(t("py.ankh"))
    return t("py.kind." + c.kind) + (": " + ", ".join(values) if values else "")


def res_text(counts) -> str:
    """Resource counts as text ("2 stone, 1 camel"), from a tuple by resource or a {name: n} dict."""
    if isinstance(counts, dict):
        pairs = [(name, counts[name]) for name in data.RESOURCES if counts.get(name)]
    else:
        pairs = [(data.RESOURCES[r], n) for r, n in enumerate(counts) if n]
    return ", ".join(f'{n} {t("py.res." + name)}' for name, n in pairs) or "—"


def res_names(names) -> str:
    return ", ".join(t("py.res." + n) for n in names) or "—"


def boat_text(boat: int) -> str:
    """A boat: its points and its cargo ("3 ★: 2 stone, 1 camel")."""
    vp, cost = data.BOATS[boat]
    return t("py.boat_desc", vp=vp, cost=res_text(cost))
