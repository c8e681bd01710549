"""Move events over random legal games of all four games (engine/<game>/events.py).

Every move of every game gets events, they survive JSON, and they are complete: a small model
that knows nothing but the events (where the tiles, cards, architects, workers and coins are)
follows the game and must agree with the engine's state after every move. Hidden information:
what a seat is told never names a tile or card its views do not show, and for Pyramidion it is
the same in a re-dealt game that looks the same to that seat (engine/core/redeal.py).
"""

from __future__ import annotations

import random

import msgspec
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.core import events as core_events
from engine.core import records, registry
from engine.core.events import Event, GameOver
from engine.core.protocol import Seat
from engine.core.redeal import redeal
from engine.pyramidion.events import steps as pyramidion_steps
from engine.pyramidion.data import BASIC_IDS
from engine.pyramidion.hidden import DEALER as PYRAMIDION_DEALER

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def fast(n):
    return settings(max_examples=n, deadline=None, derandomize=True, database=None)


# --- models that follow a game from its events alone --------------------------------------


class AkropolisModel:
    def __init__(self, state):
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


class AmytisModel:
    def __init__(self, state):
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


class PantikapaionModel:
    def __init__(self, state):
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


class PyramidionModel:
    """Hands, the boat row and the tokens in the cities, from the full events."""

    def __init__(self, state, start_events):
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


def _city(name: str) -> int:
    from engine.pyramidion import data

    return data.CITIES.index(name)


def _model(game, rules, state):
    if game == "pyramidion":
        return PyramidionModel(state, rules.describe_start(state))
    return {"akropolis": AkropolisModel, "amytis": AmytisModel, "pantikapaion": PantikapaionModel}[game](state)


# --- tiles and cards named in events must be on show ---------------------------------------


def _akropolis_ids(e):
    kind = core_events.kind_of(e)
    if kind in ("tile_taken", "tile_placed", "architect_keeps"):
        return {e.tile}
    return set(e.tiles) if kind == "site_refilled" else set()


def _akropolis_shown(view):
    return set(view.site) | set(view.architect_tiles) | {t for c in view.cities for t in c.tiles}


def _amytis_ids(e):
    kind = core_events.kind_of(e)
    if kind == "tile_taken":
        return {("tile", e.tile), ("tile", e.revealed)} - {("tile", -1)}
    if kind == "tile_built":
        return {("tile", e.tile)}
    if kind == "project_drawn":
        return {("card", e.card), ("card", e.refill)} - {("card", -1)}
    return set()


def _amytis_shown(view):
    tiles = {("tile", t) for t in view.stack_tops} | {("tile", t) for b in view.boards for s in b for t in s}
    tiles.add(("tile", view.held))
    cards = {("card", c) for c in view.faceup} | {("card", c) for h in view.hands + view.done for c in h}
    return tiles | cards


def _pantikapaion_ids(e):
    kind = core_events.kind_of(e)
    if kind in ("tile_picked", "tile_placed", "tile_drawn", "automa_scouted", "skipped"):
        return {e.tile} - {0}
    if kind in ("ring_laid", "ring_cleared"):
        return set(e.tiles)
    return set()


def _pantikapaion_shown(view):
    return (set(view.ring) | {view.hand} | set(view.discard) | {t for p in view.players for t in p.city.tiles}) - {0}


SHOWN = {
    "akropolis": (_akropolis_ids, _akropolis_shown),
    "amytis": (_amytis_ids, _amytis_shown),
    "pantikapaion": (_pantikapaion_ids, _pantikapaion_shown),
}


def _seats(rules, state) -> int:
    return len(rules.scores(state))


# --- the games -----------------------------------------------------------------------------


def play_and_check(game: str, players: int, seed: int, options=None):
    rules = registry.get(game)
    record = records.new_record(game, [Seat(f"P{i}") for i in range(players)], options, seed=seed)
    rules, state = records.start(record)
    decode = core_events.decoder(rules.EVENTS).decode
    model = _model(game, rules, state)
    model.check(state)
    start = rules.describe_start(state)
    assert start and decode(msgspec.json.encode(start)) == start
    choose = random.Random(seed)
    seats = _seats(rules, state)
    moves = 0
    told = []
    while not rules.is_over(state):
        action = choose.choice(rules.legal_actions(state))
        after = rules.apply(state, action)
        told = rules.describe(state, action, after)
        assert told, f"move {moves} of {game} told nothing"
        assert all(isinstance(e, rules.EVENTS) for e in told)
        assert decode(msgspec.json.encode(told)) == told
        for e in told:
            model.event(e)
        model.check(after)
        if game == "pyramidion":  # its events follow flow.perform step by step: same end
            assert pyramidion_steps(state, action)[1] == after
        if game in SHOWN:
            ids, shown = SHOWN[game]
            for seat in range(seats):
                visible = shown(rules.view(state, seat)) | shown(rules.view(after, seat))
                for e in rules.describe_for(seat, state, action, after):
                    assert ids(e) <= visible, (e, ids(e) - visible)
        else:
            for seat in range(seats):
                for e in rules.describe_for(seat, state, action, after):
                    if not core_events.may_see(e, seat):
                        assert all(getattr(e, f) == getattr(core_events.blanked(e), f) for f in e.SECRET)
        state = after
        moves += 1
    assert isinstance(told[-1], GameOver)
    assert told[-1].winners == tuple(rules.winners(state))


@fast(12)
@given(players=st.integers(1, 4), seed=SEEDS, bits=st.integers(0, 7))
def test_akropolis(players, seed, bits):
    from engine.akropolis import Options

    level = (None, "hippodamos", "metagenes", "callicrates")[bits % 4] if players == 1 else None
    variants = ["houses", "markets", "barracks", "temples", "gardens"][:bits]
    play_and_check(
        "akropolis", players, seed, Options(variants=variants, solo=level, long=bool(bits & 4) and players < 4)
    )


@fast(10)
@given(seed=SEEDS, bits=st.integers(0, 3))
def test_amytis(seed, bits):
    from engine.amytis import Options

    play_and_check("amytis", 2, seed, Options(palace="B" if bits & 1 else "A", revised_deal=bool(bits & 2)))


@fast(8)
@given(players=st.integers(1, 4), seed=SEEDS, bits=st.integers(0, 7))
@example(players=3, seed=564, bits=0)  # a step paid in the move that ends the round: its price told
def test_pantikapaion(players, seed, bits):
    from engine.pantikapaion import Options

    options = (
        Options(automa_round_one=bool(bits & 1), automa_best_tile=bool(bits & 2), automa_needed_cube=bool(bits & 4))
        if players == 1
        else Options()
    )
    play_and_check("pantikapaion", players, seed, options)


@fast(8)
@given(players=st.integers(2, 4), seed=SEEDS)
def test_pyramidion(players, seed):
    play_and_check("pyramidion", players, seed)


# --- Pyramidion: a seat is told the same in any game that looks the same to it -------------


def _others(events, seat):
    """What `seat` is told of the other seats: its own secrets blanked too. (A seat may draw a
    card and lose it at the round's end within one move, before any of its views shows it; a
    re-deal need not keep such a card, and it was never another seat's secret.)"""
    return msgspec.json.encode([core_events.blanked(e) if e.visible_to and seat in e.visible_to else e for e in events])


def _told_to(record, seat):
    rules, start, walk = records.steps(record)
    out = [_others(core_events.redact(rules.describe_start(start), seat), seat)]
    out += [_others(rules.describe_for(seat, b, m, a), seat) for b, m, a in walk]
    return out


def _views(record, seat):
    rules, start, walk = records.steps(record)
    return [msgspec.json.encode(rules.view(s, seat)) for s in [start] + [a for _b, _m, a in walk]]


@fast(10)
@given(
    players=st.integers(2, 4), seed=SEEDS, fraction=st.floats(0.05, 1.0), share_seed=SEEDS, seat_pick=st.integers(0, 3)
)
def test_pyramidion_events_tell_a_seat_nothing_its_view_hides(players, seed, fraction, share_seed, seat_pick):
    record = records.new_record("pyramidion", [Seat(f"P{i}") for i in range(players)], seed=seed)
    rules, state = records.replay(record)
    choose = random.Random(seed)
    moves = []
    while not rules.is_over(state):
        move = choose.choice(rules.legal_actions(state))
        state = rules.apply(state, move)
        moves.append(msgspec.to_builtins(move))
    cut = max(0, min(len(moves) - 1, int(len(moves) * fraction)))
    record = msgspec.structs.replace(record, moves=moves[:cut])
    seat = seat_pick % players
    other = redeal(record, seat, share_seed, PYRAMIDION_DEALER)
    assert _views(other, seat) == _views(record, seat)
    # the other seats' hands differ between the two games, yet this seat is told the same
    assert _told_to(other, seat) == _told_to(record, seat)


def test_a_subclass_of_event_is_every_events_base():
    for game in registry.names():
        for cls in registry.get(game).EVENTS:
            assert issubclass(cls, Event)
