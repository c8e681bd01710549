"""Architects of Amytis as text (presentation/twin.py): the construction board's stacks, the
projects on offer, the King's favor, each player's board cell by cell and the buildings' effects,
read from the panels the board draws (their names for screen readers, so the twin and the board
say the same); the moves are the engine's legal actions, named as their controls are."""

from __future__ import annotations

from engine.amytis.state import Place, Take

from ..presentation.twin import Choice, Section, items, para
from ..presentation.twin_words import control_names, lines
from ..texts.i18n import t, tn


def _panel(key: str, html: str) -> Section:
    """A drawn panel as a section: its heading, then its words line by line."""
    words = lines(html)
    return Section(key, words[0] if words else key, items(words[1:]))


def sections(screen) -> "list[Section]":
    view = screen.rules.view(screen.state, screen.viewer())
    scores = screen._scores()
    previews, _style = screen._preview_styles(view)
    me = screen.viewer()
    out = [
        _panel("construction", screen._construction_html(view)),
        _panel("market", screen._market_html(view)),
        _panel("favor", screen._favor_html(view)),
    ]
    for seat in [me] + [s for s in range(len(screen.record.players)) if s != me]:
        out.append(_panel(f"board-{seat}", screen._board_html(view, seat, scores, previews)))
    out.append(_panel("buildings", screen._buildings_html(view)))
    return out


def moves(screen) -> "list[Choice]":
    st = screen.state
    view = screen.rules.view(st, screen.viewer())
    legal = screen.rules.legal_actions(st)
    names: dict = {}
    if any(isinstance(a, Take) for a in legal):
        names.update(control_names(screen._construction_html(view)))
    if any(isinstance(a, Place) for a in legal):
        scores = screen._scores()
        previews, _style = screen._preview_styles(view)
        names.update(control_names(screen._board_html(view, st.turn, scores, previews)))
    out = []
    for a in legal:
        if isinstance(a, Take):
            words = names.get(("stack", str(a.stack))) or screen.hint_words(a)
        elif isinstance(a, Place):
            words = names.get(("cell", str(a.cell))) or screen.hint_words(a)
        else:
            words = screen.hint_words(a)
        out.append(Choice(words, a))
    return out


def play(screen, action) -> None:
    """The screen plays a turn's moves together (a list): here, this one."""
    screen.play((action,))


def questions(screen) -> "list[tuple[str, str]]":
    return [("site", t("am.twin.q_site")), ("left", t("am.twin.q_left"))]


def answer(screen, key: str) -> "str | None":
    view = screen.rules.view(screen.state, screen.viewer())
    if key == "site":
        return _panel("construction", screen._construction_html(view)).body
    if key == "left":
        tiles = sum(view.stack_sizes)
        return para(tn("am.n_tiles", tiles)) + para(t("am.twin.deck", n=view.deck_size))
    return None


def score_label(key: str) -> str:
    from . import draw
    from engine.amytis.data import BUILDINGS

    if key in BUILDINGS:
        return draw.building_name(BUILDINGS.index(key))
    return t({"projects": "am.projects", "favors": "am.favor"}.get(key, "am.projects"))
