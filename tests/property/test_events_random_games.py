"""Move events over random legal games of every game of the list (engine/<game>/events.py).

Every move of every game gets events, they survive JSON, and they are complete: a small model
that knows nothing but the events (where the tiles, cards, architects, workers and coins are)
follows the game and must agree with the engine's state after every move. Each game's model is
its own, among its tests (events_model.py in tests/<game>/, or beside the rules of a game
registered for a test run). Hidden information: what a seat is told never names a tile or card
its views do not show, and for Pyramidion it is the same in a re-dealt game that looks the same
to that seat (engine/core/redeal.py).
"""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.core import events as core_events
from engine.core import records, registry
from engine.core.events import Event, GameOver
from engine.core.protocol import Seat
from engine.core.redeal import redeal
from engine.pyramidion.hidden import DEALER as PYRAMIDION_DEALER
from tests.helpers.games import GAMES, game_test_module

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def fast(n):
    return settings(max_examples=n, deadline=None, derandomize=True, database=None)


def _seats(rules, state) -> int:
    return len(rules.scores(state))


# --- the games -----------------------------------------------------------------------------


def play_and_check(game: str, players: int, seed: int, options=None):
    rules = registry.get(game)
    own = game_test_module(game, "events_model")
    record = records.new_record(game, [Seat(f"P{i}") for i in range(players)], options, seed=seed)
    rules, state = records.start(record)
    decode = core_events.decoder(rules.EVENTS).decode
    model = own.Model(rules, state)
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
        if hasattr(own, "check_move"):  # what else the game's model checks of a move
            own.check_move(state, action, after)
        if hasattr(own, "ids"):  # the pieces its events name, and those a view shows
            for seat in range(seats):
                visible = own.shown(rules.view(state, seat)) | own.shown(rules.view(after, seat))
                for e in rules.describe_for(seat, state, action, after):
                    assert own.ids(e) <= visible, (e, own.ids(e) - visible)
        else:
            for seat in range(seats):
                for e in rules.describe_for(seat, state, action, after):
                    if not core_events.may_see(e, seat):
                        assert all(getattr(e, f) == getattr(core_events.blanked(e), f) for f in e.SECRET)
        state = after
        moves += 1
    assert isinstance(told[-1], GameOver)
    assert told[-1].winners == tuple(rules.winners(state))


@pytest.mark.parametrize("game", GAMES)
def test_a_model_of_the_events_alone_follows_every_game(game):
    """Each game's own model (events_model.py among its tests) follows random games of the
    setups it names (SETUPS, EXAMPLES), and the games it pins (ALWAYS)."""
    own = game_test_module(game, "events_model")

    @fast(own.EXAMPLES)
    @given(setup=own.SETUPS, seed=SEEDS)
    def run(setup, seed):
        players, options = setup
        play_and_check(game, players, seed, options)

    for setup, seed in getattr(own, "ALWAYS", ()):  # games the model pins, played every time
        run = example(setup=setup, seed=seed)(run)
    run()


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
