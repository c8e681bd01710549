"""Records: encode, decode, replay, and readable errors for every way a record can be wrong."""

import json
import random

import msgspec
import pytest

from engine.akropolis import RULES, Move, Options, Setup
from engine.akropolis import data
from engine.core import records
from engine.core.errors import IllegalAction, RecordError
from engine.core.protocol import Seat

PLAYERS2 = [{"name": "Ann"}, {"name": "Bo", "controller": "akropolis.greedy"}]


def _play(record, steps, seed=0):
    """The record and final state after `steps` seeded random legal moves."""
    rules, state = records.start(record)
    choose = random.Random(seed)
    for _ in range(steps):
        if rules.is_over(state):
            break
        move = choose.choice(rules.legal_actions(state))
        state = rules.apply(state, move)
        record = records.with_move(record, move)
    return record, state


def _raw(**changes):
    raw = {"format": 1, "game": "akropolis", "players": PLAYERS2, "options": {}, "seed": 5, "moves": []}
    raw.update(changes)
    return raw


def _decode(raw):
    return records.decode(json.dumps(raw))


# --- happy paths ---------------------------------------------------------------------------


def test_new_record_shape_and_json():
    rec = records.new_record(
        "akropolis", [Seat("Ann"), Seat("Bo", "akropolis.greedy")], Options(variants=["markets"]), seed=9
    )
    raw = json.loads(records.encode(rec))
    assert raw == {
        "format": 1,
        "game": "akropolis",
        "players": [{"name": "Ann"}, {"name": "Bo", "controller": "akropolis.greedy"}],
        "options": {"variants": ["markets"]},
        "seed": 9,
    }


def test_encode_decode_round_trip_with_moves():
    rec = records.new_record("akropolis", [Seat("A"), Seat("B"), Seat("C")], Options(), seed=3)
    rec, _ = _play(rec, 10)
    again = records.decode(records.encode(rec))
    assert records.encode(again) == records.encode(rec)
    assert again.players == rec.players and again.seed == rec.seed
    assert len(again.moves) == 10
    assert set(again.moves[0]) == {"take", "hexes"}


def test_with_move_leaves_the_old_record_alone():
    rec = records.new_record("akropolis", [Seat("A"), Seat("B")], seed=1)
    _, state = records.start(rec)
    move = RULES.legal_actions(state)[0]
    longer = records.with_move(rec, move)
    assert rec.moves == [] and len(longer.moves) == 1


def test_replay_reaches_the_same_state_as_direct_play():
    rec = records.new_record(
        "akropolis", [Seat("A"), Seat("B"), Seat("C"), Seat("D")], Options(variants=["houses", "gardens"]), seed=11
    )
    rec, state = _play(rec, 1000, seed=4)
    assert RULES.is_over(state)
    rules, replayed = records.replay(records.decode(records.encode(rec)))
    assert rules is RULES
    assert rules.state_hash(replayed) == RULES.state_hash(state)


def test_replay_upto_stops_early():
    rec = records.new_record("akropolis", [Seat("A"), Seat("B")], seed=2)
    rec, _ = _play(rec, 6)
    _, part = records.replay(rec, upto=4)
    _, short = _play(records.new_record("akropolis", [Seat("A"), Seat("B")], seed=2), 4)
    assert RULES.state_hash(part) == RULES.state_hash(short)


def test_explicit_setup_fixes_the_deal():
    tiles = sorted(data.tiles_for(2))
    rec = _decode(_raw(seed=None, setup={"tiles": tiles}))
    _, state = records.start(rec)
    assert state.site == tuple(tiles[:4])
    assert state.stacks[0] == tuple(tiles[4:7])
    assert state.stacks[-1] == tuple(tiles[-3:])


def test_the_seed_deals_and_is_reproducible():
    _, a = records.start(_decode(_raw(seed=123)))
    _, b = records.start(_decode(_raw(seed=123)))
    _, c = records.start(_decode(_raw(seed=124)))
    assert RULES.state_hash(a) == RULES.state_hash(b) != RULES.state_hash(c)


def test_controller_defaults_to_human():
    rec = _decode(_raw(players=[{"name": "A"}, {}]))
    assert [p.controller for p in rec.players] == ["human", "human"]


# --- errors --------------------------------------------------------------------------------


def test_bad_json():
    with pytest.raises(RecordError, match="not valid JSON"):
        records.decode(b'{"format": 1, "game": ')


@pytest.mark.parametrize("raw", [[1, 2, 3], {"hello": "world"}, "akropolis", 42, {"format": 1}, {"game": "akropolis"}])
def test_foreign_json(raw):
    with pytest.raises(RecordError, match="not an Agora game record"):
        records.decode(json.dumps(raw))


def test_newer_format():
    with pytest.raises(RecordError, match="newer"):
        _decode(_raw(format=2))


@pytest.mark.parametrize("fmt", [0, -1, "1", True, None])
def test_bad_format_values(fmt):
    with pytest.raises(RecordError):
        _decode(_raw(format=fmt))


def test_unknown_top_level_field():
    with pytest.raises(RecordError, match="bad record"):
        _decode(_raw(extra=1))


def test_unknown_game():
    rec = _decode(_raw(game="chess"))
    with pytest.raises(RecordError, match="unknown game 'chess'"):
        records.replay(rec)


@pytest.mark.parametrize("count", [0, 5])
def test_wrong_player_count(count):
    rec = _decode(_raw(players=[{"name": str(i)} for i in range(count)]))
    with pytest.raises(RecordError, match=f"not {count}"):
        records.replay(rec)


def test_solo_option_with_two_players_is_refused():
    rec = _decode(_raw(options={"solo": "metagenes"}))
    with pytest.raises(RecordError, match="solo"):
        records.replay(rec)


def test_long_game_for_four_players_is_refused():
    rec = _decode(_raw(players=[{"name": str(i)} for i in range(4)], options={"long": True}))
    with pytest.raises(RecordError, match="long game"):
        records.replay(rec)


@pytest.mark.parametrize("options", [{"variants": ["castles"]}, {"long": "yes"}, {"solo": "pericles"}, {"speed": 3}])
def test_bad_options(options):
    with pytest.raises(RecordError, match="bad options or setup"):
        records.replay(_decode(_raw(options=options)))


def test_neither_seed_nor_setup():
    with pytest.raises(RecordError, match="seed"):
        records.replay(_decode(_raw(seed=None)))


@pytest.mark.parametrize(
    "tiles",
    [
        [],
        list(range(1, 38)),  # right length, wrong tiles
        sorted(data.tiles_for(2))[:-1],  # one missing
        sorted(data.tiles_for(2)) + [11],  # one too many (a 4-player tile)
        sorted(data.tiles_for(2))[:-1] + [1],  # a duplicate
    ],
)
def test_setup_must_list_exactly_the_tiles_of_the_game(tiles):
    with pytest.raises(RecordError, match="bad setup"):
        records.replay(_decode(_raw(seed=None, setup={"tiles": tiles})))


def test_setup_of_the_wrong_shape():
    with pytest.raises(RecordError, match="bad options or setup"):
        records.replay(_decode(_raw(seed=None, setup={"tiles": "all"})))
    with pytest.raises(RecordError, match="bad options or setup"):
        records.replay(_decode(_raw(seed=None, setup={"tiles": [1], "site": []})))


def _good_moves(n, seed=5):
    rec = records.from_builtins(_raw(seed=seed))
    rec, _ = _play(rec, n)
    return rec.moves


@pytest.mark.parametrize(
    "bad",
    [
        {"take": "first"},
        {"hexes": [[0, 2], [1, 3], [0, 4]]},
        {"take": 0, "hexes": [[0, 2, 9], [1, 3], [0, 4]]},
        {"take": 0, "hexes": [[0, 2], [1, 3], [0, 4]], "rotate": 1},
        [0, [[0, 2], [1, 3], [0, 4]]],
        "take 0",
    ],
)
def test_malformed_move_names_its_index(bad):
    moves = _good_moves(3) + [bad]
    with pytest.raises(RecordError) as info:
        records.replay(records.from_builtins(_raw(moves=moves)))
    assert info.value.move_index == 3
    assert str(info.value).startswith("move 3: malformed move")


@pytest.mark.parametrize(
    "bad, reason",
    [
        ({"take": 9, "hexes": [[0, 2], [1, 3], [0, 4]]}, "no tile 9"),
        ({"take": 0, "hexes": [[0, 20], [1, 21], [0, 22]]}, "must touch the city"),
        ({"take": 0, "hexes": [[0, 2], [0, 4], [1, 3]]}, "clockwise"),
        ({"take": 0}, "three hexes"),
    ],
)
def test_illegal_move_names_its_index_and_reason(bad, reason):
    # the first mover (seat 0) has 1 stone; move 0 is always seat 0 on its starting city
    with pytest.raises(RecordError) as info:
        records.replay(records.from_builtins(_raw(moves=[bad])))
    assert info.value.move_index == 0
    assert str(info.value).startswith("move 0: ")
    assert reason in str(info.value)


def test_illegal_move_later_in_the_game():
    moves = _good_moves(7)
    moves.append({"take": 0, "hexes": [[40, 0], [41, 1], [40, 2]]})
    with pytest.raises(RecordError, match=r"^move 7: cannot place there") as info:
        records.replay(records.from_builtins(_raw(moves=moves)))
    assert info.value.move_index == 7


def test_too_expensive_tile():
    with pytest.raises(RecordError, match="move 0: tile 3 costs 3 stones and you have 1"):
        records.replay(records.from_builtins(_raw(moves=[{"take": 3, "hexes": [[0, 2], [1, 3], [0, 4]]}])))


def test_moves_after_the_end():
    rec = records.from_builtins(_raw())
    rec, state = _play(rec, 1000)
    assert RULES.is_over(state)
    moves = rec.moves + [rec.moves[-1]]
    with pytest.raises(RecordError, match=f"move {len(rec.moves)}: the game is over"):
        records.replay(records.from_builtins(_raw(moves=moves)))


def test_record_error_without_a_move():
    err = RecordError("plain")
    assert err.move_index is None and str(err) == "plain"


# --- the state is never half-changed ---------------------------------------------------------


def test_illegal_apply_leaves_the_state_untouched():
    rec = records.from_builtins(_raw(seed=8))
    _, state = _play(rec, 5)
    seat = RULES.current_player(state)
    before = RULES.state_hash(state)
    snapshot = msgspec.json.encode(RULES.view(state, None))
    stones = state.stones[seat]
    far = [[60, 0], [61, 1], [60, 2]]
    legal = RULES.legal_actions(state)[0]
    bad_moves = [
        Move(len(state.site), legal.hexes),  # no such tile
        Move(stones + 1, legal.hexes),  # too expensive
        Move(0, tuple(map(tuple, far))),  # detached
        Move(0, (legal.hexes[0], legal.hexes[2], legal.hexes[1])),  # mirrored
        Move(0, ()),  # no placement
        Move(-1, legal.hexes),
    ]
    for bad in bad_moves:
        with pytest.raises(IllegalAction):
            RULES.apply(state, bad)
        assert RULES.state_hash(state) == before
        assert msgspec.json.encode(RULES.view(state, None)) == snapshot
    with pytest.raises(IllegalAction):
        RULES.apply(state, {"take": 0, "hexes": legal.hexes})  # not a Move
    assert RULES.state_hash(state) == before


def test_legal_apply_returns_a_new_state_and_keeps_the_old_one():
    state = RULES.new_game(2, Options(), seed=1)
    before = RULES.state_hash(state)
    after = RULES.apply(state, RULES.legal_actions(state)[0])
    assert RULES.state_hash(state) == before != RULES.state_hash(after)
    assert len(state.cities[0].tiles) == 1 and len(after.cities[0].tiles) == 2


def test_parse_action_and_setup():
    assert RULES.parse_action({"take": 1, "hexes": [[0, 2], [1, 3], [0, 4]]}) == Move(1, ((0, 2), (1, 3), (0, 4)))
    assert RULES.parse_action({"take": 0}) == Move(0, ())
    assert RULES.parse_setup(None) is None
    assert RULES.parse_setup({"tiles": [1, 2]}) == Setup([1, 2])
    with pytest.raises(msgspec.ValidationError):
        RULES.parse_action({"take": 0, "hexes": [[0, 2]], "x": 1})


def test_famous_architect_moves_carry_no_hexes():
    rec = records.new_record("akropolis", [Seat("Me")], Options(solo="callicrates"), seed=4)
    rec, state = _play(rec, 9)
    raw = json.loads(records.encode(rec))
    architect = [m for i, m in enumerate(raw["moves"]) if m["hexes"] == []]
    assert len(architect) == 4  # seats in 9 turns: 0 1 0 | 1 0 1 | 0 1 0
    for move in raw["moves"]:
        if move["hexes"] == []:
            del move["hexes"]  # the short form {"take": n} reads the same
    _, replayed = records.replay(records.from_builtins(raw))
    assert RULES.state_hash(replayed) == RULES.state_hash(state)
    # hexes on an Architect move are refused
    raw["moves"][1]["hexes"] = [[0, 2], [1, 3], [0, 4]]
    with pytest.raises(RecordError, match="move 1: the Famous Architect does not place"):
        records.replay(records.from_builtins(raw))
