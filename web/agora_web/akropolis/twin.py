"""Akropolis as text (presentation/twin.py): the construction site, each city hex by hex at its
column and row (numbers that stay as the city grows), the stones, and the moves: first the site
tiles that may be taken, then every legal placement of the tile chosen, in the board's words."""

from __future__ import annotations

from engine.akropolis.data import TILES

from ..presentation.twin import Choice, Section, items, para
from ..texts.i18n import t, tn
from . import draw, log


def _site(screen, view) -> Section:
    lines = [draw.site_tile_words(i, TILES[tile]) for i, tile in enumerate(view.site)]
    reserve = t("ak.reserve", n=view.reserve) if view.reserve >= 0 else t("ak.reserve_out")
    meta = t("ak.stacks_left", stacks=len(view.stack_sizes), tiles=sum(view.stack_sizes)) + ". " + reserve
    return Section("site", t("ak.site"), items(lines) + para(meta))


def city_lines(cells) -> "list[str]":
    """Every hex on top of a city, row by row from the top, left to right: its words as the board
    names it (what it is, its level, its column and row)."""
    return [
        draw.hex_words(code, height, x, y) for x, y, height, code, _uid in sorted(cells, key=lambda c: (c[1], c[0]))
    ]


def _city(screen, view, seat: int) -> Section:
    name = screen.seat_name(seat)
    stones = t("ak.twin.stones", n=view.stones[seat])
    if screen.is_architect(seat):
        tiles = [log.tile_words(tile) for tile in view.architect_tiles]
        body = para(t("ak.architect_note")) + para(t("ak.architect_tiles", name=name)) + items(tiles)
        return Section(f"city-{seat}", name, body + para(stones))
    return Section(
        f"city-{seat}", t("ak.city_of", name=name), para(stones) + items(city_lines(view.cities[seat].cells))
    )


def sections(screen) -> "list[Section]":
    view = screen.rules.view(screen.state, None)
    out = [_site(screen, view)]
    seats = list(range(screen.state.seats))
    me = screen.first_human()
    for seat in [me] + [s for s in seats if s != me]:  # your city first
        out.append(_city(screen, view, seat))
    return out


def placement_words(screen, move) -> str:
    """A legal placement in words: where each hex of the tile goes, the level, what it covers."""
    seat = screen.current()
    cells = screen.state.cities[seat].cells
    codes = TILES[screen.state.site[move.take]]
    below = [cells.get(tuple(p)) for p in move.hexes]
    level = (below[0][0] + 1) if below[0] else 1
    where = "; ".join(f"{draw.hex_name(code)} {draw.place_words(x, y)}" for code, (x, y) in zip(codes, move.hexes))
    words = t("ak.twin.place", hexes=where, level=level)
    covered = [draw.hex_name(c[1]) for c in below if c]
    words += " " + (t("ak.preview_over", hexes=", ".join(covered)) if covered else t("ak.preview_ground"))
    quarries = sum(1 for c in below if c and c[1] == "q")
    if quarries:
        words += " " + t("ak.preview_quarries", stones=tn("n_stones", quarries))
    return words


def moves(screen) -> "list[Choice]":
    legal = screen.rules.legal_actions(screen.state)
    site = screen.state.site
    if screen.sel_tile is None:
        taken = sorted({m.take for m in legal})
        return [
            Choice(t("ak.twin.take", tile=draw.site_tile_words(i, TILES[site[i]])), act="pick", arg=i) for i in taken
        ]
    chosen = [m for m in legal if m.take == screen.sel_tile]
    if not chosen or not chosen[0].hexes:  # no city of its own to build in (the solo automaton's)
        return [Choice(t("ak.twin.take", tile=draw.site_tile_words(m.take, TILES[site[m.take]])), m) for m in chosen]
    out = [Choice(placement_words(screen, m), m) for m in chosen]
    return out + [Choice(t("ak.twin.other_tile"), act="cancel")]


def questions(screen) -> "list[tuple[str, str]]":
    return [("site", t("ak.twin.q_site")), ("left", t("ak.twin.q_left"))]


def answer(screen, key: str) -> "str | None":
    view = screen.rules.view(screen.state, None)
    if key == "site":
        return _site(screen, view).body
    if key == "left":
        reserve = t("ak.reserve", n=view.reserve) if view.reserve >= 0 else t("ak.reserve_out")
        return para(t("ak.stacks_left", stacks=len(view.stack_sizes), tiles=sum(view.stack_sizes))) + para(reserve)
    return None


def score_label(key: str) -> str:
    return t("ak.cat." + key)
