"""Records: Pantikapaion games saved and replayed by seed or explicit setup; actions as JSON;
what each seat's view shows."""

import json
import pathlib
import subprocess
import sys

import msgspec
import pytest
from msgspec.structs import replace

from engine.core import records
from engine.core.errors import IllegalAction, RecordError
from engine.core.protocol import Seat
from engine.pantikapaion import (
    RULES,
    Advance,
    AutomaBuild,
    AutomaCube,
    AutomaScout,
    Build,
    Discard,
    DrawTile,
    EndTurn,
    FreeBuild,
    MoveBuilding,
    Options,
    PaidStep,
    Pick,
    PlaceAqueduct,
    PlaceBuilding,
    PlaceTile,
    PlaceWorker,
    Sell,
    Skip,
    TakeCoins,
    TakeCube,
)

from .play import random_game
from .util import plain_setup

PLAYERS = [Seat("Ann"), Seat("Bob"), Seat("Cy")]


def test_every_action_round_trips_as_json():
    actions = [
        Pick(2),
        PlaceTile(-1, 3, 2),
        PlaceAqueduct(0, 1, 3, "G"),
        PlaceAqueduct(0, 1, 0),
        PlaceWorker(4, -2),
        Build("temple"),
        Build("house", ("G", "O")),
        Sell(("B", "W", "G")),
        TakeCoins(),
        TakeCube("P"),
        PlaceBuilding(((0, 0), (1, 0))),
        FreeBuild("winery"),
        MoveBuilding(1, 1),
        DrawTile(),
        Advance("O"),
        PaidStep(),
        Skip(),
        EndTurn(),
        Discard("B"),
        AutomaScout(5),
        AutomaBuild("fortress"),
        AutomaCube("W"),
    ]
    for action in actions:
        raw = json.loads(json.dumps(msgspec.to_builtins(action)))
        assert RULES.parse_action(raw) == action
    assert msgspec.to_builtins(Build("house")) == {"type": "build", "kind": "house"}
    assert msgspec.to_builtins(PlaceTile(1, 2, 3)) == {"type": "tile", "x": 1, "y": 2, "rotation": 3}
    with pytest.raises(msgspec.ValidationError):
        RULES.parse_action({"type": "build", "kind": "palace"})
    with pytest.raises(msgspec.ValidationError):
        RULES.parse_action({"type": "sell", "colours": ["X"]})


def test_seeded_record_replays_to_the_same_state():
    _, moves, final = random_game(17, 3)
    record = records.new_record("pantikapaion", PLAYERS, None, seed=17)
    for move in moves:
        record = records.with_move(record, move)
    rules, state = records.replay(records.decode(records.encode(record)))
    assert rules is RULES and RULES.is_over(state)
    assert RULES.state_hash(state) == RULES.state_hash(final)
    _, middle = records.replay(record, upto=40)
    assert not RULES.is_over(middle)


def test_solo_record_with_modifications():
    options = Options(automa_best_tile=True, automa_needed_cube=True)
    _, moves, final = random_game(3, 1, options)
    record = records.new_record("pantikapaion", [Seat("Solo")], options, seed=3)
    record = replace(record, moves=[msgspec.to_builtins(m) for m in moves])
    data = records.encode(record)
    assert json.loads(data)["options"] == {"automa_best_tile": True, "automa_needed_cube": True}
    _, state = records.replay(records.decode(data))
    assert RULES.state_hash(state) == RULES.state_hash(final)
    assert len(RULES.scores(state)) == 2


def test_explicit_setup_record_fixes_the_deal():
    setup = plain_setup(first=(59, 12, 30))
    record = records.new_record("pantikapaion", PLAYERS[:2], None, setup=setup)
    record = records.with_move(record, Pick(0))
    record = records.with_move(record, PlaceTile(0, 0, 1))
    _, state = records.replay(records.decode(records.encode(record)))
    assert state.players[0].city.tiles == (59,) and state.step == "develop"
    assert state.tokens[0][2] == "B" and state.tokens[0][6] == "BP"
    bad = replace(record, setup={**record.setup, "bag": [1] * 65})
    with pytest.raises(RecordError, match="bad setup"):
        records.replay(bad)
    bad = replace(record, setup={**record.setup, "doubles": ["BB", "BP", "BW", "BO", "BG", "PW"]})
    with pytest.raises(RecordError, match="two-resource"):
        records.replay(bad)


def test_illegal_move_in_a_record_is_named():
    record = records.new_record("pantikapaion", PLAYERS[:2], None, seed=1)
    record = records.with_move(record, Pick(0))
    record = records.with_move(record, Pick(1))
    with pytest.raises(RecordError, match="move 1: not now"):
        records.replay(record)
    five = records.new_record("pantikapaion", PLAYERS + PLAYERS[:2], None, seed=1)
    with pytest.raises(RecordError, match="1–4 players"):
        records.replay(five)


def test_illegal_action_leaves_the_state_untouched():
    state = RULES.new_game(2, None, 4)
    before = RULES.state_hash(state)
    for bad in (
        Pick(7),
        PlaceTile(0, 0, 0),
        Build("house"),
        EndTurn(),
        PlaceWorker(0, 0),
        AutomaCube("B"),
        Discard("B"),
        Pick("x"),
        PlaceWorker("a", 0),
    ):
        with pytest.raises(IllegalAction):
            RULES.apply(state, bad)
    with pytest.raises(IllegalAction):
        RULES.apply(state, "pick")
    assert RULES.state_hash(state) == before


def test_views_hide_the_bag_order_only():
    state = RULES.new_game(2, None, 9)
    full = msgspec.to_builtins(RULES.view(state, None))
    mine = msgspec.to_builtins(RULES.view(state, 0))
    assert full["bag"] == list(state.bag) and "bag" not in mine and "rng" not in mine
    assert mine["bag_size"] == len(state.bag) == 57
    assert mine["ring"] == list(state.ring) and mine["choices"] == [0, 1, 2]
    shuffled = replace(state, bag=state.bag[::-1])
    assert RULES.view(shuffled, 1) == RULES.view(state, 1)
    assert RULES.state_hash(shuffled) != RULES.state_hash(state)


@pytest.mark.cpython
def test_cli_replay(tmp_path):
    _, moves, final = random_game(5, 2)
    record = records.new_record("pantikapaion", PLAYERS[:2], None, seed=5)
    record = replace(record, moves=[msgspec.to_builtins(m) for m in moves])
    path = tmp_path / "game.json"
    path.write_bytes(records.encode(record))
    out = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)],
        capture_output=True,
        text=True,
        check=True,
        cwd=str(pathlib.Path(__file__).parents[2]),
    )
    result = json.loads(out.stdout)
    assert result["over"] is True and result["scores"] == RULES.scores(final)
    assert result["winners"] == RULES.winners(final)
