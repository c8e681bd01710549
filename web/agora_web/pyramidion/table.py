"""What lies on the table beside the map, drawn: the next supply card, the revolt tokens (face
down, and the last ones revealed), the stock of resources, the character deck, Giza's turn-order
tokens and the Deity's category tokens.

HTML with small SVG pictures. A piece the viewer may take now is a button carrying the index of
the engine's legal action (`data-arg`) and the class `legal`; everything else is an image with its
meaning in words (accessible name and tooltip). Each row is one keyboard group (`data-rove`,
keys.py): one Tab stop, the arrows inside, and where the focus goes when its pieces are the
next decision."""

from __future__ import annotations

from engine.pyramidion import data

from ..texts.i18n import t, tn
from ..ui.html import attrs, esc
from ..ui.widgets import hinted
from . import draw
from .names import city_name, res_text


def _piece(
    body: str, label: str, *, idx=None, testid: str, cls: str, hint: bool = False, ref: "str | None" = None
) -> str:
    """A drawn piece: a button when `idx` (a legal-action index) is given, else a labelled image."""
    if idx is not None:
        return (
            f"<button{attrs(class_=f'{cls} legal avail' + (' hint' if hint else ''), data_act='choose', data_arg=idx, data_idx=idx, data_testid=testid, data_ref=ref, aria_label=hinted(label, hint), title=label)}>"
            f"{body}</button>"
        )
    return f"<span{attrs(class_=cls, role='img', aria_label=label, title=label, data_testid=testid, data_ref=ref)}>{body}</span>"


def supply_card(view) -> str:
    """The face-up supply card: which city gets which resources at the next round's start."""
    if view.supply < 0:
        return ""
    gains = data.SUPPLY_CARDS[view.supply]
    rows = []
    for i, (c, counts) in enumerate(sorted(gains.items())):
        y = 30 + i * 17
        row, _ = draw.resource_row(counts, 78, y - 4, size=13, gap=3, font=10)
        rows.append(draw.text(7, y, city_name(c), 10, fit=68) + row)
    height = 36 + len(gains) * 17
    body = (
        f'<rect x="1.5" y="1.5" width="147" height="{height - 3}" rx="7" fill="{draw.PARCHMENT}" stroke="#8c7b5e" stroke-width="2"/>'
        + draw.text(75, 15, t("py.supply"), 11, anchor="middle", weight="700")
        + "".join(rows)
    )
    words = "; ".join(f"{city_name(c)}: {res_text(r)}" for c, r in sorted(gains.items()))
    art = draw.svg(f"0 0 150 {height}", body, "py-supply-art")
    return _piece(art, t("py.tip.supply_card", gains=words), testid="supply", cls="py-supply-card", ref="py-supply")


def revolt_pile(view) -> str:
    """The revolt tokens still face down (a stack) and the last revolt's revealed tokens."""
    n = view.revolt_tokens_left
    stack = "".join(draw.use("revolt", 20 + i * 3, 24 - i * 3, 30) for i in range(min(n, 6)))
    body = stack + draw.text(20, 52, n, 11, anchor="middle", weight="700")
    caption = f'<span class="py-cap" aria-hidden="true">{esc(t("py.revolt_left"))}</span>'
    out = [
        _piece(
            draw.svg("0 0 44 56", body, "py-revolt-art") + caption,
            t("py.tip.revolt_pile", n=n),
            testid="revolt-pile",
            cls="py-revolt-pile",
            ref="py-revolt",
        )
    ]
    if view.revolt is not None:
        for i, tok in enumerate(view.revolt.tokens):
            strength, reward = data.REVOLT_TOKENS[tok]
            label = t("py.tip.revolt_token", n=strength, res=t("py.res." + data.RESOURCES[reward]))
            out.append(
                _piece(
                    draw.svg("0 0 40 40", draw.revolt_token_face(tok, 20, 20, 36), "py-revolt-art"),
                    label,
                    testid=f"revolt-token-{i}",
                    cls="py-revolt-token",
                    ref="py-revolt",
                )
            )
    return f'<div class="py-revolts">{"".join(out)}</div>'


def stock(view, targets: "dict[int, int]", hint=None) -> str:
    """The stock: each resource with how many are left; one the viewer may take now (Alexandria,
    Politician) is a button."""
    items = []
    for r, name in enumerate(data.RESOURCES):
        n = view.stock[r]
        body = draw.svg(
            "0 0 40 22", draw.use(name, 10, 11, 18) + draw.text(21, 15.5, n, 11, weight="700"), "py-stock-art"
        )
        idx = targets.get(r)
        label = (
            t("py.a.resource", res=t("py.res." + name)) + f" ({n})"
            if idx is not None
            else t("py.tip.stock_res", res=t("py.res." + name), n=n)
        )
        items.append(
            _piece(
                body, label, idx=idx, testid=f"stock-{name}", cls="py-stock-res", hint=idx is not None and idx == hint
            )
        )
    deck = _piece(
        draw.card_back_svg("py-deck-art") + f'<b aria-hidden="true">{view.deck_size}</b>',
        tn("py.tip.deck", view.deck_size),
        testid="deck",
        cls="py-deck",
    )
    return (
        f'<div class="py-stock" data-testid="stock" role="group" data-rove="py-stock" aria-label="{esc(t("py.stock"))}">{"".join(items)}</div>'
        f"{deck}"
    )


def order_tokens(view, targets: "dict[int, int]", seat_name, hint=None) -> str:
    """Giza's turn-order tokens: numbered discs, a taken one in its holder's colour; a free one
    the viewer may take now is a button."""
    items = []
    for n, holder in enumerate(view.order_tokens, start=1):
        fill = draw.SEAT_FILL[view.colours[holder]] if holder >= 0 else "#f4ecd8"
        ink = "#fff" if holder >= 0 and view.colours[holder] != 2 else draw.INK
        # a taken token says its holder by their colour's shape too, small in its corner
        mark = draw.seat_mark(view.colours[holder], 22.5, 5.5, 4, fill, "#fff", 1.2) if holder >= 0 else ""
        body = draw.svg(
            "0 0 28 28",
            f'<circle cx="14" cy="14" r="12" fill="{fill}" stroke="#4b3416" stroke-width="2"/>'
            + draw.text(14, 19, n, 14, anchor="middle", weight="700", fill=ink)
            + mark,
            "py-order-art",
        )
        idx = targets.get(n)
        label = (
            t("py.a.turn_order", n=n)
            if idx is not None
            else t("py.tip.order_taken", n=n, name=seat_name(holder))
            if holder >= 0
            else t("py.tip.order_free", n=n)
        )
        items.append(
            _piece(
                body,
                label,
                idx=idx,
                testid=f"order-token-{n}",
                cls="py-order-token",
                hint=idx is not None and idx == hint,
            )
        )
    return (
        f'<div class="py-tokens-row" role="group" data-rove="py-order-tokens" aria-label="{esc(t("py.order_tokens"))}">'
        f'<span class="py-tokens-label" aria-hidden="true">{esc(t("py.order_tokens"))}</span>{"".join(items)}</div>'
    )


def category_tokens(view, targets: "dict[str, int]", hint=None) -> str:
    """The Deity's category tokens left in each category; while a Deity is played, a category
    still available is a button."""
    items = []
    for i, cat in enumerate(data.CATEGORIES):
        n = view.category_stock[i] if i < len(view.category_stock) else 0
        body = draw.svg(
            "0 0 44 28",
            f'<circle cx="14" cy="14" r="12" fill="#fff" stroke="{draw.CAT_FILL[cat]}" stroke-width="2.5"/>'
            + draw.use(cat, 14, 14, 15)
            + draw.text(29, 19, f"×{n}", 11, weight="700"),
            "py-cat-art",
        )
        idx = targets.get(cat)
        label = (
            t("py.a.category", cat=t("py.cat." + cat))
            if idx is not None
            else t("py.tip.cat_tokens", cat=t("py.cat." + cat), n=n)
        )
        items.append(
            _piece(
                body,
                label,
                idx=idx,
                testid=f"cat-token-{cat}",
                cls="py-cat-token",
                hint=idx is not None and idx == hint,
            )
        )
    return (
        f'<div class="py-tokens-row" role="group" data-rove="py-cat-tokens" aria-label="{esc(t("py.cat_tokens"))}">'
        f'<span class="py-tokens-label" aria-hidden="true">{esc(t("py.cat_tokens"))}</span>{"".join(items)}</div>'
    )
