"""Records: save and replay Architects of Amytis games, by seed or by explicit setup."""

import json
import subprocess
import sys

import msgspec
import pytest

from engine.amytis import RULES, Draw, Favor, Options, Place, Points, Take
from engine.core import records
from engine.core.errors import RecordError
from engine.core.protocol import Seat

from .play import random_game
from .util import plain_setup

PLAYERS = [Seat("Ann"), Seat("Bob")]


def test_actions_round_trip_as_json():
    for action in (Take(3), Place(8), Draw(2), Draw(), Points(), Favor("stairs"), Favor("bottom")):
        raw = msgspec.to_builtins(action)
        assert RULES.parse_action(json.loads(json.dumps(raw))) == action
    assert msgspec.to_builtins(Draw()) == {"type": "draw"}
    assert msgspec.to_builtins(Take(3)) == {"type": "take", "stack": 3}
    with pytest.raises(msgspec.ValidationError):
        RULES.parse_action({"type": "favor", "space": "V"})
    with pytest.raises(msgspec.ValidationError):
        RULES.parse_action({"type": "take"})


def test_seeded_record_replays_to_the_same_state():
    options = Options(wall="B", theater="B", revised_deal=True)
    start, moves, final = random_game(11, options)
    record = records.new_record("amytis", PLAYERS, options, seed=11)
    for move in moves:
        record = records.with_move(record, move)
    data = records.encode(record)
    assert json.loads(data)["options"] == {"wall": "B", "theater": "B", "revised_deal": True}
    rules, state = records.replay(records.decode(data))
    assert rules is RULES
    assert rules.state_hash(state) == RULES.state_hash(final)
    assert rules.is_over(state)
    _, middle = records.replay(records.decode(data), upto=5)
    assert middle.turns >= 2


def test_explicit_setup_record():
    setup = plain_setup()
    record = records.new_record("amytis", PLAYERS, None, setup=setup)
    record = records.with_move(record, Take(4))
    record = records.with_move(record, Place(0))
    rules, state = records.replay(records.decode(records.encode(record)))
    assert state.boards[0][0] == (20,)
    assert state.turn == 1
    bad = msgspec.structs.replace(record, setup={**record.setup, "unused": [0, 0, 0]})
    with pytest.raises(RecordError, match="bad setup"):
        records.replay(bad)


def test_illegal_move_in_record_is_named():
    record = records.new_record("amytis", PLAYERS, None, seed=3)
    record = records.with_move(record, Take(0))
    record = records.with_move(record, Take(1))
    with pytest.raises(RecordError, match="move 1"):
        records.replay(record)
    three = records.new_record("amytis", [*PLAYERS, Seat("Cy")], None, seed=3)
    with pytest.raises(RecordError, match="2–2 players"):
        records.replay(three)


@pytest.mark.cpython
def test_cli_replay(tmp_path):
    options = Options(palace="B")
    _, moves, final = random_game(5, options)
    record = records.new_record("amytis", PLAYERS, options, seed=5)
    for move in moves:
        record = records.with_move(record, move)
    path = tmp_path / "game.json"
    path.write_bytes(records.encode(record))
    out = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)],
        capture_output=True,
        text=True,
        check=True,
        cwd=str(__import__("pathlib").Path(__file__).parents[2]),
    )
    result = json.loads(out.stdout)
    assert result["over"] is True
    assert result["scores"] == RULES.scores(final)
    assert result["winners"] == RULES.winners(final)
    assert result["moves"] == len(moves)
