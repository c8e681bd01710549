"""What every game of the one list keeps through random legal games from its start to its end, at
each of its player counts: a seat to act with legal moves until the game is over and none after;
every seat's view encodes; the scores add up; there is a winner; and the game's record replays,
through its JSON, to the same final state. Each game's own property tests
(tests/<game>/test_properties.py) check its components and options."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import records
from engine.core.protocol import Seat
from tests.helpers.games import GAMES, seat_counts

CASES = [(game, seats) for game in GAMES for seats in seat_counts(game)]


def _play(game: str, seats: int, seed: int):
    """(record, rules, start, final) of a game dealt with `seed`, played at random to its end,
    checking each position on the way."""
    record = records.new_record(game, [Seat(f"P{i}") for i in range(seats)], seed=seed)
    rules, state = records.replay(record)
    start, chooser, moves = state, random.Random(seed), []
    while not rules.is_over(state):
        assert rules.current_player(state) >= 0  # a seat, or a solo game's automaton (after them)
        legal = rules.legal_actions(state)
        assert legal, "a seat to act has a move"
        if len(moves) % 25 == 0:
            for viewer in (None, *range(seats)):  # the people's seats come first
                msgspec.json.encode(rules.view(state, viewer))
        action = legal[chooser.randrange(len(legal))]
        state = rules.apply(state, action)
        moves.append(msgspec.to_builtins(action))
        assert len(moves) < 10_000, "the game ends"
    return msgspec.structs.replace(record, moves=moves), rules, start, state


@pytest.mark.parametrize("game,seats", CASES)
@settings(
    max_examples=4,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 2**40))
def test_a_random_game_ends_scores_and_replays(game, seats, seed):
    record, rules, start, final = _play(game, seats, seed)
    assert rules.current_player(final) == -1 and rules.legal_actions(final) == []
    scores = rules.scores(final)
    assert len(scores) >= seats and all(isinstance(s["total"], int) for s in scores)
    winners = rules.winners(final)
    assert winners and all(0 <= w < len(scores) for w in winners)
    assert all(scores[w]["total"] == max(s["total"] for s in scores) for w in winners)
    _rules, replayed = records.replay(records.decode(records.encode(record)))
    assert rules.state_hash(replayed) == rules.state_hash(final)
    assert rules.state_hash(start) != rules.state_hash(final)
