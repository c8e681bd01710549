"""Tally as text (web/agora_web/presentation/twin.py): the pile's size and each seat's counters
and total; the moves are the engine's legal takes, named as their buttons are."""

from __future__ import annotations

from web.agora_web.presentation.twin import Choice, Section, items, para
from web.agora_web.texts.i18n import t, tn


def sections(screen) -> "list[Section]":
    view = screen.rules.view(screen.state, screen.viewer())
    seats = [
        t("tl.twin.seat", name=screen.seat_name(s), counters=", ".join(map(str, taken)) or t("tl.none_yet"))
        + " "
        + tn("tl.points", sum(taken))
        for s, taken in enumerate(view.taken)
    ]
    return [
        Section("pile", t("tl.board"), para(tn("tl.pile_n", view.pile_size))),
        Section("players", t("players"), items(seats)),
    ]


def moves(screen) -> "list[Choice]":
    if not screen.human_to_move():
        return []
    return [Choice(screen.hint_words(a), a) for a in screen.rules.legal_actions(screen.state)]


def questions(screen) -> "list[tuple[str, str]]":
    return [("left", t("tl.twin.q_left"))]


def answer(screen, key: str) -> "str | None":
    if key == "left":
        view = screen.rules.view(screen.state, screen.viewer())
        return para(tn("tl.pile_n", view.pile_size))
    return None


def score_label(key: str) -> str:
    return t("reason_cat.tally.counters") if key == "counters" else t("cat.total")
