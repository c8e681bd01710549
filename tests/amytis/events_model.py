"""Architects of Amytis' events: a model that knows nothing but the game's move events follows a game and must agree
with the engine's state after every move (tests/property/test_events_random_games.py, which finds
this module by the game's id); the tiles and cards its events name are on show to the seat told."""

from __future__ import annotations

from hypothesis import strategies as st

from engine.core import events as core_events


def _setup(draw):
    from engine.amytis import Options

    bits = draw(st.integers(0, 3))
    return 2, Options(palace="B" if bits & 1 else "A", revised_deal=bool(bits & 2))


#: (players, options) of the games played, and how many
SETUPS = st.composite(_setup)()
EXAMPLES = 10


class Model:
    def __init__(self, rules, state):
        self.architects = list(state.architects)
        self.points = [0, 0]
        self.done = [[], []]
        self.pawns = [0, 0]

    def event(self, e):
        kind = core_events.kind_of(e)
        if kind == "tile_taken":
            assert self.architects[e.stack] == -1
            self.architects[e.stack] = e.seat
        elif kind == "architects_returned":
            assert tuple(i for i, a in enumerate(self.architects) if a == e.seat) == e.stacks
            self.architects = [-1 if a == e.seat else a for a in self.architects]
        elif kind in ("tile_built", "project_drawn", "palace_points"):
            self.points[e.seat] += e.points
        elif kind == "project_completed":
            self.done[e.seat].append(e.card)
        elif kind == "favor_taken":
            self.pawns[e.seat] += 1

    def check(self, state):
        assert tuple(self.architects) == state.architects
        assert [sum(p) for p in state.points] == self.points
        assert [list(d) for d in state.done] == self.done
        used = [sum(1 for s in state.favors if s == seat) + state.bottom[seat] for seat in range(2)]
        assert used == self.pawns


def ids(e):
    kind = core_events.kind_of(e)
    if kind == "tile_taken":
        return {("tile", e.tile), ("tile", e.revealed)} - {("tile", -1)}
    if kind == "tile_built":
        return {("tile", e.tile)}
    if kind == "project_drawn":
        return {("card", e.card), ("card", e.refill)} - {("card", -1)}
    return set()


def shown(view):
    tiles = {("tile", t) for t in view.stack_tops} | {("tile", t) for b in view.boards for s in b for t in s}
    tiles.add(("tile", view.held))
    cards = {("card", c) for c in view.faceup} | {("card", c) for h in view.hands + view.done for c in h}
    return tiles | cards
