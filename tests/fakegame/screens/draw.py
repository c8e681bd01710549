"""Tally's pieces as SVG: a counter with its number, the face-down pile, a seat's colour dot.
Every piece a move can name carries its data-ref token (tl-counter-<n>, tl-pile, tl-seat-<s>)."""

from __future__ import annotations

from web.agora_web.texts.i18n import t, tn
from web.agora_web.ui.html import attrs, esc


def counter_svg(n: int, cls: str = "tl-counter", ref: bool = True) -> str:
    """A counter taken: a disc with its number (its name for screen readers)."""
    label = t("tl.counter", n=n)
    return (
        f"<svg{attrs(class_=cls, viewBox='-12 -12 24 24', role='img', aria_label=label, data_ref=f'tl-counter-{n}' if ref else None)}>"
        f'<circle r="11"/><text y="4" text-anchor="middle">{n}</text></svg>'
    )


def pile_svg(size: int, cls: str = "tl-pile") -> str:
    """The pile, face down: one disc drawn per counter in it (at most six), its size in words."""
    label = tn("tl.pile_n", size)
    discs = "".join(f'<ellipse cx="0" cy="{14 - 4 * i}" rx="12" ry="4"/>' for i in range(min(size, 6)))
    return f"<svg{attrs(class_=cls, viewBox='-14 -14 28 34', role='img', aria_label=label, data_ref='tl-pile')}>{discs}</svg>"


def seat_dot(seat: int) -> str:
    """A seat's colour beside its name (never on its own)."""
    return f'<span class="tl-dot tl-c{seat}" aria-hidden="true"></span>'


def seat_name_html(seat: int, name: str) -> str:
    return f'<span class="tl-who" data-ref="tl-seat-{seat}">{seat_dot(seat)}<b>{esc(name)}</b></span>'
