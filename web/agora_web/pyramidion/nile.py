"""The map: the eight cities along the Nile as one SVG, north at the top.

Each city shows its name, its thresholds, its resources, its mercenary and intermediary tokens
(in their owners' colours), the sundial once activated, the resource its mercenary token adds to a
boat, and — while it is the active city — the cards played there as small cards in their players'
colours. Drawn from the view only; what can be clicked is decided by the screen (`Targets`), which
passes the index of the engine's legal action for each place.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.pyramidion import data

from ..texts.i18n import t
from ..ui.html import attrs, esc
from ..ui.widgets import hinted
from . import draw
from .names import city_name

W = 360
CITY_W, CITY_H = 166, 106
#: city → (column, row) on the map: the west bank left, north first (Alexandria in the delta,
#: Abu Simbel far south)
PLACES = {
    data.ALEXANDRIA: (0, 0),
    data.CAIRO: (1, 0),
    data.GIZA: (0, 1),
    data.KARNAK: (1, 1),
    data.THEBES: (0, 2),
    data.LUXOR: (1, 2),
    data.ABU_SIMBEL: (0, 3),
    data.PHILAE: (1, 3),
}
ROW_H = 118
#: the east bank sits a little lower, so the river winds between the cities
STAGGER = 22
H = 4 * ROW_H + STAGGER + 6


def city_xy(c: int) -> "tuple[float, float]":
    col, row = PLACES[c]
    return (4 if col == 0 else W - 4 - CITY_W), 6 + row * ROW_H + (STAGGER if col else 0)


class Targets(NamedTuple):
    """What the viewer may click on the map: city → legal-action index (activate), the active
    city's tokens ("mercenary"/"intermediary") → index, resources of a city → index."""

    cities: "dict[int, int]" = {}
    tokens: "dict[str, int]" = {}
    #: (city, resource index) → legal-action index
    resources: "dict[tuple[int, int], int]" = {}
    hint: "int | None" = None


def river() -> str:
    """The Nile: a band winding down the middle, with the delta's mouths at the top."""
    mid = W / 2
    pts = []
    for i in range(9):
        y = i * H / 8
        x = mid + (9 if i % 2 else -9)
        pts.append((x, y))
    d = f"M{pts[0][0]:g} 0" + "".join(
        f" S{(x + pts[i][0]) / 2:g} {y - H / 16:g} {x:g} {y:g}" for i, (x, y) in enumerate(pts[1:])
    )
    return (
        f'<path d="{d}" fill="none" stroke="#7fb3d5" stroke-width="26" stroke-linecap="round"/>'
        f'<path d="{d}" fill="none" stroke="#a9cfe6" stroke-width="8" stroke-linecap="round" stroke-dasharray="14 22"/>'
        f'<path d="M{mid - 9:g} 10 L{mid - 40:g} -4 M{mid - 9:g} 10 L{mid + 22:g} -4" stroke="#7fb3d5" stroke-width="10" fill="none"/>'
    )


def map_svg(view, targets: Targets, marks, seat_name, labels: "dict[int, str]") -> str:
    """The whole map. `marks` are the last-move marks (log.Marks); `labels` each city's words."""
    body = [f'<rect x="0" y="0" width="{W}" height="{H}" rx="12" fill="#efe1bd"/>', river()]
    for c in range(len(data.CITIES)):
        body.append(city_svg(view, c, targets, marks, seat_name, labels[c]))
    return (
        f"<svg{attrs(class_='py-map', viewBox=f'0 0 {W} {H}', role='group', aria_label=t('py.map'), data_testid='cities')}>"
        f"{''.join(body)}</svg>"
    )


def _res_targets(targets: Targets, c: int) -> "dict[int, int]":
    return {r: i for (city, r), i in targets.resources.items() if city == c}


def city_svg(view, c: int, targets: Targets, marks, seat_name, label: str) -> str:
    x, y = city_xy(c)
    name = data.CITIES[c]
    act = targets.cities.get(c)
    active = view.city == c
    cls = "py-city" + (" active" if active else "") + (" done" if c in view.activations else "")
    cls += " legal avail" if act is not None else ""
    cls += " last-move" if c in marks.cities else ""
    advised = act is not None and act == targets.hint
    cls += " hint" if advised else ""
    th = view.thresholds if active else data.THRESHOLDS[c]
    out = [
        f'<rect class="py-city-bg" x="0" y="0" width="{CITY_W}" height="{CITY_H}" rx="9"/>',
        draw.text(8, 17, city_name(c), 13.5, weight="700", cls="py-city-name", fit=104),
    ]
    # the resource a mercenary token here adds to a boat, top right
    merc_res = data.RESOURCES[data.mercenary_resource(c, view.rules)]
    out.append(draw.use("influence", 134, 11, 11) + draw.text(141, 15, "→", 9) + draw.use(merc_res, 156, 11, 12))
    if c in view.activations:
        out.append(draw.use("sundial", 120, 11, 15, cls="py-sundial"))
    # thresholds
    tx = 8
    for i, cat in enumerate(data.CATEGORIES):
        out.append(draw.use(cat, tx + 7, 33, 13) + draw.text(tx + 15, 37.5, th[i], 12, weight="700"))
        tx += 38
    if active and view.thresholds != list(data.THRESHOLDS[c]):
        out.append(draw.text(tx, 37.5, "▲", 11, fill=draw.CAT_FILL["influence"]))
    drawn = len(out)  # the drawing so far: what the city's words say in sentences
    # resources
    res_idx = _res_targets(targets, c)
    out.append(
        f"<g{attrs(data_testid=f'city-res-{c}', class_='py-city-res')}>{_resources(view.cities[c], res_idx, c, targets.hint)}</g>"
    )
    # tokens and the cards played here
    out.append(_tokens(view, c, targets if active else Targets(), seat_name))
    if active:
        out.append(_played_minis(view, marks))
    named = hinted(label, advised)
    if act is None:
        # a group named by its words: of what it holds, screen readers meet its buttons alone
        # (a resource or a token to take); the name, numbers and signs drawn are its words'
        return (
            f"<g{attrs(class_=cls, transform=f'translate({x:g} {y:g})', data_testid=f'city-{c}', data_ref=f'py-city-{name}', aria_label=named, role='group')}>"
            f'<title>{esc(label)}</title>{out[0]}<g aria-hidden="true">{"".join(out[1:drawn])}</g>{"".join(out[drawn:])}</g>'
        )
    # a city to choose is a button named by its words, which start with its name: the button
    # holds the ground and the name drawn, and the rest of the drawing (numbers and signs its
    # words say in sentences) lies over it, hidden from screen readers and passing the pointer
    # through; inside the button speech input would want a name holding them in order
    button = attrs(
        class_=cls,
        data_testid=f"city-{c}",
        data_ref=f"py-city-{name}",
        aria_label=named,
        role="button",
        tabindex=0,
        data_act="choose",
        data_arg=act,
        data_idx=act,
        aria_disabled="false",
    )
    return (
        f'<g transform="translate({x:g} {y:g})"><g{button}><title>{esc(label)}</title>{out[0]}{out[1]}</g>'
        f'<g class="py-city-drawing" aria-hidden="true">{"".join(out[2:])}</g></g>'
    )


def _resources(counts, res_idx: "dict[int, int]", c: int, hint) -> str:
    """The city's resources: icon and count; a resource the viewer may take now is a button."""
    out, x = [], 8
    for r, n in enumerate(counts):
        if not n:
            continue
        name = data.RESOURCES[r]
        width = 13 + 3 + 7 * len(str(n))
        piece = f"{draw.use(name, x + 8, 56, 16)}{draw.text(x + 17, 60.5, n, 12, weight='700')}"
        idx = res_idx.get(r)
        if idx is None:  # the city's words say it
            piece = f'<g aria-hidden="true">{piece}</g>'
        else:
            # the count drawn is in the name too, as speech input reads the button's words
            label = t("py.a.resource", res=t("py.res." + name)) + f" ({n})"
            piece = (
                f"<g{attrs(class_='py-pick legal' + (' hint' if idx == hint else ''), role='button', tabindex=0, data_act='choose', data_arg=idx, data_idx=idx, data_testid=f'take-{c}-{name}', aria_label=hinted(label, idx == hint))}>"
                f'<rect class="py-pick-bg" x="{x - 2:g}" y="46" width="{width + 4:g}" height="20" rx="4"/>{piece}<title>{esc(label)}</title></g>'
            )
        out.append(piece)
        x += width + 6
    if x == 8:
        out.append(f'<g aria-hidden="true">{draw.text(8, 60.5, "—", 12, fill="#6b6155")}</g>')
    return "".join(out)


def _tokens(view, c: int, targets: Targets, seat_name) -> str:
    """The city's mercenary and intermediary tokens in their owners' colours (ref py-token-<city>);
    one the viewer may send back now (Guard, Cairo) is a button."""
    out, x = [], 16
    for kind, owners in (("mercenary", view.mercenaries), ("intermediary", view.intermediaries)):
        owner = owners[c]
        if owner < 0:
            continue
        words = t("py.tip.merc_of" if kind == "mercenary" else "py.tip.inter_of", name=seat_name(owner))
        piece = draw.seat_token(kind, view.colours[owner], x, 84, 10)
        idx = targets.tokens.get(kind)
        ref = f"py-token-{data.CITIES[c]}"
        if idx is not None:
            label = t("py.a.remove_token", token=t("py.token." + kind)) + f" ({words})"
            out.append(
                f"<g{attrs(class_='py-pick legal' + (' hint' if idx == targets.hint else ''), role='button', tabindex=0, data_act='choose', data_arg=idx, data_idx=idx, data_testid=f'token-{c}-{kind}', data_ref=ref, aria_label=hinted(label, idx == targets.hint))}>"
                f'<circle class="py-pick-bg" cx="{x:g}" cy="84" r="13"/>{piece}<title>{esc(label)}</title></g>'
            )
        else:
            # its owner is in the city's words; the title is the pointer's tooltip
            out.append(
                f"<g{attrs(class_=f'py-token py-token-{kind}', data_ref=ref, aria_hidden='true')}><title>{esc(words)}</title>{piece}</g>"
            )
        x += 26
    return "".join(out)


def _played_minis(view, marks) -> str:
    """The cards played in the active city, as small cards in their players' colours (the full
    cards are drawn beside the map)."""
    out = []
    for i, p in enumerate(view.played[:16]):
        col, row = i % 8, i // 8
        x, y = 64 + col * 12, 72 + row * 17
        cls = "py-mini" + (" last-move" if p.card in marks.cards else "")
        out.append(
            f"<rect{attrs(class_=cls, x=x, y=y, width=10, height=14, rx=2, fill=draw.SEAT_FILL[view.colours[p.seat]], stroke='#2b2620', stroke_width='.8', data_ref=f'py-card-{p.card}')}/>"
        )
    return "".join(out)
