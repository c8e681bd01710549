"""Records: the game is registered, actions and setups travel as JSON, a record replays."""

import msgspec
import pytest

from engine.core import records, registry
from engine.core.errors import RecordError
from engine.core.protocol import Seat
from engine.pyramidion import (
    RULES,
    Activate,
    Category,
    Copy,
    Discard,
    Draw,
    Exchange,
    Load,
    Options,
    Pass,
    Play,
    Raise,
    Reclaim,
    RemoveToken,
    Resource,
    Skip,
    Swap,
    TurnOrder,
)

from .util import plain_setup, random_game

EVERY_ACTION = [
    Activate(3),
    Play(25),
    Pass(),
    Pass(21),
    Category("trade"),
    Discard(4),
    RemoveToken("mercenary"),
    Resource("statue"),
    Raise(),
    Swap(2, ("wood",), ("stone",)),
    Copy(7),
    TurnOrder(1),
    Draw(),
    Skip(),
    Reclaim(52),
    Exchange(2),
    Load(13, (0,), ("food",)),
    Load(1),
]


def test_registered():
    assert registry.get("pyramidion") is RULES


@pytest.mark.parametrize("action", EVERY_ACTION)
def test_actions_round_trip_as_tagged_json(action):
    raw = msgspec.json.decode(msgspec.json.encode(action))
    assert "type" in raw
    assert RULES.parse_action(raw) == action


def test_malformed_actions_are_refused():
    for raw in (
        {"type": "play"},
        {"type": "resource", "resource": "gold"},
        {"type": "fly"},
        {"type": "category", "category": "luck"},
    ):
        with pytest.raises(msgspec.ValidationError):
            RULES.parse_action(raw)


def test_record_with_explicit_setup_replays():
    setup = plain_setup(3, order=(1, 2, 0))
    state = RULES.new_game(3, Options(target=12), seed=9, setup=setup)
    record = records.new_record(
        "pyramidion", [Seat("A"), Seat("B"), Seat("C")], Options(target=12), seed=9, setup=setup
    )
    moves = []
    while not RULES.is_over(state) and len(moves) < 300:
        action = RULES.legal_actions(state)[len(moves) % len(RULES.legal_actions(state))]
        state = RULES.apply(state, action)
        moves.append(action)
        record = records.with_move(record, action)
    _, replayed = records.replay(records.decode(records.encode(record)))
    assert RULES.state_hash(replayed) == RULES.state_hash(state)


def test_a_bad_move_in_a_record_names_its_index():
    _, moves, _ = random_game(2, 2)
    record = records.new_record("pyramidion", [Seat("A"), Seat("B")], seed=2)
    raw = [msgspec.to_builtins(m) for m in moves[:5]] + [{"type": "play", "card": 999}]
    record = msgspec.structs.replace(record, moves=raw)
    with pytest.raises(RecordError, match="move 5"):
        records.replay(record)


def test_a_bad_setup_in_a_record_is_refused():
    bad = msgspec.to_builtins(plain_setup(2))
    bad["deck"] = bad["deck"][:-1]
    record = records.Record(format=1, game="pyramidion", players=[Seat("A"), Seat("B")], setup=bad)
    with pytest.raises(RecordError, match="setup"):
        records.start(record)
