"""Pyramidion's pieces named in the interface language: cities, cards, resources, boats.

Shared by the game screen and the log (log.py); imports nothing from the browser, so the log's
texts can be built and tested on CPython."""

from __future__ import annotations

from engine.pyramidion import data

from ..texts.i18n import t, tn
from ..ui.html import attrs, esc

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
    return f"{t('py.kind.' + c.kind)}{' ' + values if values else ''}{' ☥' if c.ankh else ''}"


def card_words(card: int) -> str:
    """A character card in words only ("Merchant: influence 1, trade 2, ankh"), for tooltips and
    accessible names."""
    c = data.CARDS[card]
    values = [f"{t('py.cat.' + cat)} {getattr(c, cat)}" for cat in data.CATEGORIES if getattr(c, cat)]
    if c.ankh:
        values.append(t("py.ankh"))
    return t("py.kind." + c.kind) + (": " + ", ".join(values) if values else "")


def res_text(counts) -> str:
    """Resource counts as text ("2 stones, 1 camel"; "2 камня, 1 верблюд": each count declined), from a
    tuple by resource or a {name: n} dict."""
    if isinstance(counts, dict):
        pairs = [(name, counts[name]) for name in data.RESOURCES if counts.get(name)]
    else:
        pairs = [(data.RESOURCES[r], n) for r, n in enumerate(counts) if n]
    return ", ".join(tn("py.n_res." + name, n) for name, n in pairs) or "—"


def res_names(names) -> str:
    return ", ".join(t("py.res." + n) for n in names) or "—"


def boat_text(boat: int, version: int = data.VERSION) -> str:
    """A boat: its points and its cargo ("3 ★ for 2 stones, 1 camel"), as the game's rules
    `version` has it."""
    vp, cost = data.boat(boat, version)
    return t("py.boat_desc", vp=vp, cost=res_text(cost))


# --- symbols with their meaning: tooltips and accessible names ----------------------------


def sym(glyph: str, label: str, cls: str = "") -> str:
    """A symbol standing on its own (not inside a button): its meaning in words as tooltip on
    hover (title) and on keyboard focus (data-tip, drawn by CSS), and as its accessible name."""
    return (
        f"<span{attrs(class_=('py-sym ' + cls).strip(), tabindex='0', role='img', aria_label=label, title=label, data_tip=label)}>"
        f"{esc(glyph)}</span>"
    )


def mark(glyph: str, label: str, cls: str = "") -> str:
    """A symbol inside a control: a tooltip on hover; the control's own name says it in words."""
    return f"<span{attrs(class_=cls or None, title=label, aria_hidden='true')}>{esc(glyph)}</span>"


def cat_value(cat: str, value: int) -> str:
    """ "influence 3": a category and its value, in words."""
    return f"{t('py.cat.' + cat)} {value}"


def thresholds_words(values) -> str:
    return ", ".join(cat_value(cat, v) for cat, v in zip(data.CATEGORIES, values))


def card_html(card: int) -> str:
    """A card's name with symbols for the eye and in words for screen readers."""
    return f'<span aria-hidden="true">{esc(card_name(card))}</span><span class="sr-only">{esc(card_words(card))}</span>'


def city_label(
    c: int,
    thresholds,
    resources,
    merc_owner: str,
    inter_owner: str,
    activated: bool,
    can_activate: bool,
    version: int = data.VERSION,
) -> str:
    """A city on the board in words: "Karnak: thresholds influence 5, …; resources …; …" (its
    mercenary resource as the game's rules `version` has it)."""
    parts = [
        t("py.tip.thresholds", values=thresholds_words(thresholds)),
        t("py.tip.resources", res=res_text(resources)),
    ]
    if merc_owner:
        parts.append(t("py.tip.merc_of", name=merc_owner))
    if inter_owner:
        parts.append(t("py.tip.inter_of", name=inter_owner))
    if activated:
        parts.append(t("py.sundial"))
    parts.append(t("py.tip.merc_res", res=t("py.res." + data.RESOURCES[data.mercenary_resource(c, version)])))
    text = f"{city_name(c)}: " + "; ".join(parts)
    return text + (" — " + t("py.tip.activate") if can_activate else "")


def boat_label(boat: int, karnak: bool, can_load: bool, version: int = data.VERSION) -> str:
    """A boat in words: "Boat: 3 victory points for 2 stone, 1 camel" (rules `version`)."""
    vp, cost = data.boat(boat, version)
    text = t("py.tip.karnak_boat" if karnak else "py.tip.boat", vp=tn("py.n_vp", vp), cost=res_text(cost))
    return text + (" — " + t("py.tip.load") if can_load else "")
