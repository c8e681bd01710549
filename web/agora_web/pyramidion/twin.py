"""Pyramidion as text (presentation/twin.py): the Nile's cities, the table (supply, revolts, stock,
turn order), the active city, your hand and the boats, then the players, read from the panels the
board draws as this seat may see them (nothing of another hand); the moves are the engine's legal
actions, named as their buttons and pieces are. While the device is being handed over, nothing."""

from __future__ import annotations

from ..dom import esc
from ..presentation.twin import Choice, Section, items
from ..presentation.twin_words import lines
from ..texts.i18n import t, tn
from .names import res_text
from .screen import action_label, label_key


def _panel(key: str, html: str) -> Section:
    words = lines(html)
    return Section(key, words[0] if words else key, items(words[1:]))


def private(screen) -> bool:
    """While the device passes to the next player, nothing of the position is shown."""
    return screen.handover()


def _known_vp(view, seat: int) -> "int | None":
    return view.vp[seat] if view.vp and view.vp[seat] >= 0 else None


def _players(screen, view) -> Section:
    """Each seat in turn order, in words: its points as the board's pyramid names them (hidden
    where this seat may not know them), who plays it, its cards and resources."""
    target = tn("py.n_vp", view.options.target)
    out = []
    for pos, s in enumerate(view.order):
        vp, name, boats = _known_vp(view, s), screen.seat_name(s), tn("py.n_boats", view.boat_counts[s])
        pyramid = (
            t("py.tip.pyramid", name=name, vp=vp, target=target, boats=boats)
            if vp is not None
            else t("py.tip.pyramid_hidden", name=name, boats=boats)
        )
        res = res_text(view.resources[s]) if any(view.resources[s]) else t("py.twin.no_res")
        out.append(
            t(
                "py.twin.player",
                n=pos + 1,
                pyramid=pyramid,
                kind=screen.seat_kind(s),
                cards=tn("py.n_cards", view.hand_sizes[s]),
                res=res,
            )
        )
    return Section("players", t("py.turn_order"), items(out))


def _boats(screen, view, legal) -> Section:
    """The boats to load, as the board names them, then each seat's boats (and its points where
    this seat may know them)."""
    words = lines(screen._boats_html(view, legal, fleets=False))
    fleets = []
    for s in range(view.seats):
        vp, name, boats = _known_vp(view, s), screen.seat_name(s), tn("py.n_boats", view.boat_counts[s])
        fleets.append(
            t("py.twin.fleet", name=name, boats=boats)
            if vp is None
            else t("py.twin.fleet_vp", name=name, boats=boats, points=tn("n_points", vp))
        )
    return Section("boats", words[0] if words else t("py.boats"), items(words[1:] + fleets))


def scores_html(screen) -> str:
    """The points as the board shows them to this seat (another's boats stay hidden)."""
    view = screen.rules.view(screen.state, screen.viewer())
    return _players(screen, view).body


def sections(screen) -> "list[Section]":
    if screen.handover():
        return []
    view = screen.rules.view(screen.state, screen.viewer())
    legal = screen.legal()
    tg = screen._targets(view, legal)
    return [
        _panel("board", screen._board_html(view, tg)),
        _panel("active", screen._active_html(view, tg)),
        _panel("hand", screen._hand_html(view, tg)),
        _boats(screen, view, legal),
        _players(screen, view),
    ]


def moves(screen) -> "list[Choice]":
    if screen.handover():  # the handover's one button: the player says they hold the device
        from ..ui.spoken import spoken
        from ..ui.text import marked

        name = esc(screen.seat_name(screen.current()))
        return [Choice(spoken(marked("py.i_am", {"name": name})), act="handover-ok")]
    rules = screen.state.rules
    return [Choice(action_label(label_key(a), rules), a) for a in screen.legal()]


def questions(screen) -> "list[tuple[str, str]]":
    return [("site", t("py.twin.q_nile")), ("left", t("py.twin.q_left"))]


def answer(screen, key: str) -> "str | None":
    if screen.handover():
        return None
    view = screen.rules.view(screen.state, screen.viewer())
    tg = screen._targets(view, screen.legal())
    if key == "site":
        return _panel("board", screen._board_html(view, tg)).body
    if key == "left":
        return _players(screen, view).body
    return None


def score_label(key: str) -> str:
    """As the final table heads its rows."""
    return t({"boats": "py.boats", "mercenary_bonus": "py.merc_bonus"}.get(key, "py.twin.score_other"))
