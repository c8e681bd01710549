"""Pyramidion's events: a model that knows nothing but the game's move events follows a game and must agree
with the engine's state after every move (tests/property/test_events_random_games.py, which finds
this module by the game's id); its events follow the engine's flow step by step to the same state."""

from __future__ import annotations

from hypothesis import strategies as st

from engine.core import events as core_events

from engine.pyramidion.data import BASIC_IDS

#: (players, options) of the games played, and how many
SETUPS = st.tuples(st.integers(2, 4), st.none())
EXAMPLES = 8


class Model:
    """Hands, the boat row and the tokens in the cities, from the full events."""

    def __init__(self, rules, state):
        start_events = rules.describe_start(state)
        self.colours = state.colours
        self.hands = [set() for _ in range(state.seats)]
        self.row = ()
        self.tokens = {"mercenary": [-1] * 8, "intermediary": [-1] * 8}
        for e in start_events:
            self.event(e)

    def event(self, e):
        kind = core_events.kind_of(e)
        if kind == "cards_dealt":
            basic = range(self.colours[e.seat] * 5, self.colours[e.seat] * 5 + 5)
            assert len(e.cards) == e.count
            self.hands[e.seat] = set(basic) | set(e.cards)
        elif kind in ("card_played", "hired"):
            self.hands[e.seat].remove(e.card)
        elif kind == "cards_drawn":
            assert len(e.cards) == e.count
            self.hands[e.seat] |= set(e.cards)
        elif kind == "reclaimed":
            self.hands[e.seat].add(e.card)
        elif kind == "hands_discarded":  # the deck cards go; basic cards stay until phase 4
            assert set(e.cards) == {c for c in self.hands[e.seat] if c not in BASIC_IDS}
            self.hands[e.seat] -= set(e.cards)
        elif kind == "boats_refilled":
            assert e.row == self.row + e.added
            self.row = e.row
        elif kind == "boat_loaded" and not e.karnak:
            assert self.row[e.slot] == e.boat
            self.row = self.row[: e.slot] + self.row[e.slot + 1 :]
        elif kind == "city_resolved" and e.token:
            city = _city(e.city)
            assert self.tokens[e.token][city] == e.replaced
            self.tokens[e.token][city] = e.winner
        elif kind == "token_removed":
            assert self.tokens[e.token][_city(e.city)] == e.owner
            self.tokens[e.token][_city(e.city)] = -1

    def check(self, state):
        if state.stage != "over":
            assert [tuple(sorted(h)) for h in self.hands] == list(state.hands)
        assert self.row == state.boat_row
        assert self.tokens["mercenary"] == list(state.mercenaries)
        assert self.tokens["intermediary"] == list(state.intermediaries)


def check_move(state, action, after) -> None:
    """Its events follow flow.perform step by step: the same end."""
    from engine.pyramidion.events import steps

    assert steps(state, action)[1] == after


def _city(name: str) -> int:
    from engine.pyramidion import data

    return data.CITIES.index(name)
