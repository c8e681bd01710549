"""Pantikapaion as text (presentation/twin.py): each city cell by cell at its row and column (the
board's numbering, which stays as the city grows) with its cube, worker and building, then the
ring, the buildings left, the development board and the players, read from the panels the board
draws; the moves are the engine's legal actions in the words of the option buttons and places."""

from __future__ import annotations

from engine.pantikapaion import data
from engine.pantikapaion.city import tile_positions
from engine.pantikapaion.state import Build, MoveBuilding, PlaceAqueduct, PlaceBuilding, PlaceTile, PlaceWorker

from ..presentation.twin import Choice, Section, items, para
from ..presentation.twin_words import lines
from ..texts.i18n import t
from . import draw, log
from .buttons import button_label


def _panel(key: str, html: str) -> Section:
    words = lines(html)
    return Section(key, words[0] if words else key, items(words[1:]))


def city_lines(city) -> "list[str]":
    """Every cell of a city, row by row from the top: where, what it shows, what lies on it."""
    cubes = {(x, y): c for x, y, c in city.cubes}
    workers = {tuple(w) for w in city.workers}
    built = {tuple(pos): kind for kind, cells in city.buildings for pos in cells}
    out = []
    for x, y, level, code, _n in sorted(city.cells, key=lambda c: (c[1], c[0])):
        words = [log.spot(x, y, level), draw.cell_words(code)]
        if (x, y) in cubes:
            words.append(t("pk.twin.cube", colour=draw.colour_name(cubes[(x, y)])))
        if (x, y) in workers:
            words.append(t("pk.twin.worker"))
        if (x, y) in built:
            words.append(draw.kind_name(built[(x, y)]))
        out.append(": ".join(words[:2]) + "".join(f"; {w}" for w in words[2:]))
    return out


def sections(screen) -> "list[Section]":
    view = screen.rules.view(screen.state, screen.viewer())
    scores = screen._scores()
    me = screen.viewer()
    out = []
    for seat in [me] + [s for s in range(len(view.players)) if s != me]:
        lines_ = city_lines(view.players[seat].city)
        out.append(Section(f"city-{seat}", t("pk.twin.city", name=screen.seat_name(seat)), items(lines_)))
    out += [
        _panel("ring", screen._ring_html(view)),
        _panel("buildings", screen._buildings_html(view)),
        _panel("development", screen._development_html(view)),
        _players(screen, view, scores),
    ]
    return out


def _players(screen, view, scores) -> Section:
    """The players panel as one sentence a seat ("P0: Coins: 2; Workers: 1 free of 1; …."), and
    the stock's: its lines, each seat's name (or the stock's heading) starting a sentence."""
    heads = {screen.seat_name(i) for i in range(len(view.players))} | {t("pk.automa"), t("pk.stock") + ":"}
    rows: "list[list[str]]" = []
    for line in lines(screen._players_html(view, scores)):
        if line in heads or not rows:
            rows.append([line.rstrip(":")])
        else:
            rows[-1].append(line)
    return Section("players", t("players"), items(f"{r[0]}: {'; '.join(r[1:])}." if r[1:] else r[0] for r in rows))


def _where(cells, levels) -> str:
    return ", ".join(log.spot(x, y, levels.get((x, y), 0) + 1 if (x, y) in levels else 0) for x, y in cells)


def move_words(screen, action, levels) -> str:
    st = screen.state
    if isinstance(action, (PlaceTile, PlaceAqueduct)):
        tile = st.hand
        cells = tile_positions(tile, action.x, action.y, action.rotation) if tile else ((action.x, action.y),)
        codes = data.TILES[tile][1] if tile else ("",)
        parts = "; ".join(f"{draw.cell_words(code)} {_where([pos], levels)}" for pos, code in zip(cells, codes))
        words = t("pk.twin.tile", cells=parts)
        if isinstance(action, PlaceAqueduct) and action.cube:
            words += " " + t("pk.twin.with_cube", colour=draw.colour_name(action.cube))
        return words
    if isinstance(action, PlaceWorker):
        return t("pk.twin.worker_at", where=_where([(action.x, action.y)], levels))
    if isinstance(action, PlaceBuilding):
        kind = draw.kind_name(data.KINDS[st.held]) if st.held >= 0 else ""
        return t("pk.spot.building", where=_where([tuple(c) for c in action.cells], levels), kind=kind)
    if isinstance(action, MoveBuilding):
        return button_label(action, st) + ": " + _where([(action.x, action.y)], levels)
    words = button_label(action, st)
    if isinstance(action, Build) and action.swap:
        words += " " + t("pk.twin.swap", colours=", ".join(draw.colour_name(c) for c in action.swap))
    return words


def moves(screen) -> "list[Choice]":
    st = screen.state
    legal = screen.rules.legal_actions(st)
    seat = screen.current()
    city = st.players[seat].city if 0 <= seat < len(st.players) else None
    levels = {pos: cell[0] for pos, cell in city.cells.items()} if city is not None else {}
    return [Choice(move_words(screen, a, levels), a) for a in legal]


def questions(screen) -> "list[tuple[str, str]]":
    return [("site", t("pk.twin.q_ring")), ("left", t("pk.twin.q_left"))]


def answer(screen, key: str) -> "str | None":
    view = screen.rules.view(screen.state, screen.viewer())
    if key == "site":
        return _panel("ring", screen._ring_html(view)).body
    if key == "left":
        return _panel("buildings", screen._buildings_html(view)).body + para(t("pk.twin.bag", n=view.bag_size))
    return None


def score_label(key: str) -> str:
    """As the final table heads its rows."""
    return draw.kind_name(key) if key in data.KINDS else t("pk.cat_" + key)
