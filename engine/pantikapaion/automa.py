"""The solo automa (Автомий): what its rules make it do, and its score.

Its choices are rules of the solo game, so the engine enforces them: on its turn the automa's
only legal action is the one computed here. Priority for every tie: brown, purple, beige,
orange, green (the development board's rows, top to bottom).
"""

from __future__ import annotations

from msgspec.structs import replace

from . import data
from .buildings import price
from .state import AutomaBuild, AutomaCube, State
from .trireme import ahead


def _tile_rank(tile: int, order: int) -> tuple:
    """Sort key of a passed tile for modification 2 (smaller is better)."""
    _shape, codes = data.TILES[tile]
    colours = [data.COLOURS.index(c) for c in codes if c in data.COLOURS]
    return (-len(colours), min(colours) if colours else len(data.COLOURS), order)


def scout_slot(state: State) -> int:
    """The ring slot of the tile the automa takes: the one the trireme landed on, or with
    modification 2 the richest of the tiles it passed over, ties by the earliest colour of the
    priority, then the first reached (docs/rulings.md, Pantikapaion 12; -1: none left)."""
    ring = state.ring
    if state.options.automa_best_tile:
        passed = [s for s in state.passed if ring[s]]
        if passed:
            return min(passed, key=lambda s: _tile_rank(ring[s], passed.index(s)))
    if 0 <= state.trireme < len(ring) and ring[state.trireme]:
        return state.trireme
    # Decision (sources silent; docs/rulings.md, Pantikapaion 14): with no tile under the
    # trireme (a tile without resource cells moved it 0 tiles, or the player had no pick), the
    # automa takes the next tile after it, if any. The reconstructed tiles all have resource
    # cells, so this only acts with data that has tiles without them.
    nxt = ahead(ring, state.trireme, 1) if ring else []
    return nxt[0] if nxt else -1


def takes_cubes(tile: int) -> "list[int]":
    _shape, codes = data.TILES[tile]
    return [data.COLOURS.index(c) for c in codes if c in data.COLOURS]


def develops(state: State) -> bool:
    """The automa skips development in round 1 (unless modification 1)."""
    return state.round > 1 or state.options.automa_round_one


def development(state: State):
    """The automa's forced development: build by priority when it can pay, else take a cube."""
    automa = state.automa
    for kind in range(5):
        if state.board[kind] > 0 and automa.cubes[kind] >= price(state, kind):
            return AutomaBuild(data.KINDS[kind])
    return AutomaCube(data.COLOURS[cube_colour(state)])


def cube_colour(state: State) -> int:
    cubes = state.automa.cubes
    if state.options.automa_needed_cube:
        short = [(price(state, k) - cubes[k], k) for k in range(5) if state.board[k] > 0]
        if short:
            return min(short)[1]
        # Decision (sources silent): with every column empty, modification 3 has no building
        # to aim at and the base rule applies.
    return min(range(5), key=lambda c: (-cubes[c], c))


def build(state: State, kind: int) -> State:
    cost = price(state, kind)
    automa = state.automa
    cubes = automa.cubes[:kind] + (automa.cubes[kind] - cost,) + automa.cubes[kind + 1 :]
    built = automa.buildings[:kind] + (automa.buildings[kind] + 1,) + automa.buildings[kind + 1 :]
    stock = state.stock[:kind] + (state.stock[kind] + cost,) + state.stock[kind + 1 :]
    board = state.board[:kind] + (state.board[kind] - 1,) + state.board[kind + 1 :]
    return replace(state, automa=replace(automa, cubes=cubes, buildings=built), stock=stock, board=board)


def take(state: State, colours) -> State:
    """The automa takes cubes of these colours from the stock (a missing one is not gained)."""
    stock = list(state.stock)
    cubes = list(state.automa.cubes)
    for c in colours:
        if stock[c] > 0:
            stock[c] -= 1
            cubes[c] += 1
    return replace(state, automa=replace(state.automa, cubes=tuple(cubes)), stock=tuple(stock))


def score(state: State) -> "dict[str, int]":
    automa = state.automa
    out = {}
    for kind, name in enumerate(data.KINDS):
        n = automa.buildings[kind]
        out[name] = data.AUTOMA_POINTS[n] if n in data.AUTOMA_POINTS else (data.AUTOMA_POINTS_EACH_FROM_FOUR * n)
    out["coins"] = 0
    out["cubes"] = sum(automa.cubes)
    out["drought"] = 0
    out["total"] = sum(out.values())
    return out
