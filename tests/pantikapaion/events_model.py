"""Pantikapaion's events: a model that knows nothing but the game's move events follows a game and must agree
with the engine's state after every move (tests/property/test_events_random_games.py, which finds
this module by the game's id); the tiles its events name are on show to the seat told."""

from __future__ import annotations

from hypothesis import strategies as st

from engine.core import events as core_events


def _setup(draw):
    from engine.pantikapaion import Options

    players, bits = draw(st.integers(1, 4)), draw(st.integers(0, 7))
    if players > 1:
        return players, Options()
    return players, Options(
        automa_round_one=bool(bits & 1), automa_best_tile=bool(bits & 2), automa_needed_cube=bool(bits & 4)
    )


#: (players, options) of the games played, and how many
SETUPS = st.composite(_setup)()
EXAMPLES = 8


def _always():
    from engine.pantikapaion import Options

    return (((3, Options()), 564),)  # a step paid in the move that ends the round: its price told


#: ((players, options), seed) of games always played besides the drawn ones
ALWAYS = _always()


class Model:
    def __init__(self, rules, state):
        self.ring = state.ring
        self.markers = [list(p.markers) for p in state.players]
        self.coins = [p.coins for p in state.players]
        self.workers = [set(p.city.workers) for p in state.players]

    def event(self, e):
        kind = core_events.kind_of(e)
        if kind in ("tile_picked", "automa_scouted") and e.slot >= 0:
            assert self.ring[e.slot] == e.tile
            self.ring = self.ring[: e.slot] + (0,) + self.ring[e.slot + 1 :]
        elif kind == "ring_cleared":
            assert tuple(self.ring[s] for s in e.slots) == e.tiles
            assert all(not t for s, t in enumerate(self.ring) if s not in e.slots)
            self.ring = ()
        elif kind == "ring_laid":
            self.ring = e.tiles
        elif kind == "marker_advanced":
            row = "BPWOG".index(e.row)
            assert self.markers[e.seat][row] + 1 == e.column
            self.markers[e.seat][row] = e.column
        elif kind in ("cubes_sold", "coins_taken", "brown_coins"):
            self.coins[e.seat] += e.coins
        elif kind == "step_paid":
            self.coins[e.seat] -= e.cost
        elif kind == "worker_placed":
            self.workers[e.seat].add((e.cell.x, e.cell.y))
        elif kind in ("tile_placed", "building_placed"):
            covered = {(c.x, c.y) for c in e.cells}
            assert len(covered & self.workers[e.seat]) == e.workers
            self.workers[e.seat] -= covered
        elif kind == "workers_home":
            assert {(c.x, c.y) for c in e.cells} == self.workers[e.seat]
            self.workers[e.seat] = set()

    def check(self, state):
        assert self.ring == state.ring
        assert self.markers == [list(p.markers) for p in state.players]
        assert self.coins == [p.coins for p in state.players]
        assert self.workers == [set(p.city.workers) for p in state.players]


def ids(e):
    kind = core_events.kind_of(e)
    if kind in ("tile_picked", "tile_placed", "tile_drawn", "automa_scouted", "skipped"):
        return {e.tile} - {0}
    if kind in ("ring_laid", "ring_cleared"):
        return set(e.tiles)
    return set()


def shown(view):
    return (set(view.ring) | {view.hand} | set(view.discard) | {t for p in view.players for t in p.city.tiles}) - {0}
