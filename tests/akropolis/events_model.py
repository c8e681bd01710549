"""Akropolis' events: a model that knows nothing but the game's move events follows a game and must agree
with the engine's state after every move (tests/property/test_events_random_games.py, which finds
this module by the game's id); the tiles its events name are on show to the seat told."""

from __future__ import annotations

from hypothesis import strategies as st

from engine.core import events as core_events


def _setup(draw):
    from engine.akropolis import Options

    players, bits = draw(st.integers(1, 4)), draw(st.integers(0, 7))
    level = (None, "hippodamos", "metagenes", "callicrates")[bits % 4] if players == 1 else None
    variants = ["houses", "markets", "barracks", "temples", "gardens"][:bits]
    return players, Options(variants=variants, solo=level, long=bool(bits & 4) and players < 4)


#: (players, options) of the games played, and how many
SETUPS = st.composite(_setup)()
EXAMPLES = 12


class Model:
    def __init__(self, rules, state):
        self.site = list(state.site)
        self.stones = list(state.stones)
        self.cells = [{p: (h, code) for p, (h, code, _u) in c.cells.items()} for c in state.cities]

    def event(self, e):
        kind = core_events.kind_of(e)
        if kind == "tile_taken":
            assert self.site.pop(e.slot) == e.tile
            self.stones[e.seat] -= e.cost
            if e.paid_to >= 0:
                self.stones[e.paid_to] += e.cost
        elif kind == "tile_placed":
            for h in e.hexes:
                self.cells[e.seat][(h.x, h.y)] = (h.level, h.code)
        elif kind == "stones_gained":
            self.stones[e.seat] += e.stones
        elif kind == "site_refilled":
            assert tuple(self.site) == e.tiles[: len(self.site)]
            self.site = list(e.tiles)

    def check(self, state):
        assert tuple(self.site) == state.site
        assert tuple(self.stones) == state.stones
        assert self.cells == [{p: (h, code) for p, (h, code, _u) in c.cells.items()} for c in state.cities]


def ids(e):
    kind = core_events.kind_of(e)
    if kind in ("tile_taken", "tile_placed", "architect_keeps"):
        return {e.tile}
    return set(e.tiles) if kind == "site_refilled" else set()


def shown(view):
    return set(view.site) | set(view.architect_tiles) | {t for c in view.cities for t in c.tiles}
