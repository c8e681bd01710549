"""The one safe reader of records (engine/core/records.py): every damaged input of issue 10 is a
RecordError with a short message and a kind, from bytes, from text, inside a save, an imported
file or a share link."""

from __future__ import annotations

import base64
import json
import types
import zlib

import msgspec
import pytest

from engine.core import records
from engine.core.errors import MESSAGE_MAX, RecordError, quote
from engine.core.protocol import Seat
from web.agora_web.services import saves, share

from random_play import random_record
from tests.helpers.games import GAMES, fewest_seats

GOOD = {"format": 1, "game": "akropolis", "players": [{"name": "Ann"}, {"name": "Bo"}], "seed": 5, "moves": []}
#: a message never grows with the input (the engine's own text plus a value cut to ~100)
SHORT = MESSAGE_MAX + 40


def _json(raw) -> bytes:
    return json.dumps(raw).encode()


def _link(data: bytes) -> str:
    return "1." + base64.urlsafe_b64encode(zlib.compress(data, 9)).decode().rstrip("=")


def _save_text(record_text: str) -> str:
    return (
        '{"version": 1, "id": "x", "game": "akropolis", "created": 1, "updated": 2, '
        '"players": ["Ann"], "record": ' + record_text + "}"
    )


def readers():
    """Every way a record comes in, as functions of the JSON text that raise on refusal."""
    return {
        "decode-bytes": lambda text: records.verify(records.decode(text.encode("utf-8", "surrogatepass"))),
        "decode-text": lambda text: records.verify(records.decode(text)),
        "import": saves.parse_import,
    }


def _refused(text: str, kind: "str | None" = None) -> None:
    for name, read in readers().items():
        with pytest.raises(RecordError) as caught:
            read(text)
        assert len(str(caught.value)) < SHORT, (name, len(str(caught.value)))
        str(caught.value).encode("utf-8")  # printable: no lone surrogate in a message
        if kind is not None:
            assert caught.value.kind == kind, (name, caught.value.kind, str(caught.value))


# --- nesting ---------------------------------------------------------------------------------


@pytest.mark.parametrize("depth", [5_000, 100_000])
def test_deep_nesting_is_refused_before_parsing(depth):
    bare = "[" * depth + "]" * depth
    inside = json.dumps({**GOOD, "moves": []})[:-1] + ', "options": {"x": ' + bare + "}}"
    for text in (bare, "[" * depth, inside):
        _refused(text, "too_deep")
        with pytest.raises(RecordError, match=f"more than {records.MAX_DEPTH} deep"):
            records.decode(text)  # found by the scan, before the parser could recurse
    entry = saves.read_entry("agora.saves.v1.x", _save_text(bare))
    assert entry.problem == saves.DAMAGED and entry.kind == "too_deep"
    with pytest.raises(share.ShareError) as caught:
        share.decode(_link(bare.encode()))
    assert caught.value.problem == share.DAMAGED and caught.value.kind == "too_deep"


def test_nesting_depth_scan_skips_strings_and_counts_real_nesting():
    assert records.nesting_depth(b'{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}') == 1
    assert records.nesting_depth(b'{"a": "\\"[[[[[[", "b": [[1], {"c": [2]}]}') == 4
    assert records.nesting_depth(b"[" * 40 + b"]" * 40) > records.MAX_DEPTH
    assert records.nesting_depth(b"12") == 0
    assert records.nesting_depth(b"[{[{[{}]}]}]") == 6
    assert records.nesting_depth(b"[[1],[[2]],{}]") == 3
    assert records.nesting_depth(b"[" * 5000) > records.MAX_DEPTH  # never closed: still nesting
    assert records.nesting_depth(b'{"a": [1, 2') == 2  # cut short: the parser says so
    assert records.nesting_depth(b"[" * 40 + b"}" * 40) > records.MAX_DEPTH
    # the deepest real record of every game reads (options, setups, moves, shuffles)
    for game in GAMES:
        players = fewest_seats(game, 3)
        record, _rules, _state = random_record(game, players, 60, seed=2)
        assert records.nesting_depth(records.encode(record)) <= 8


# --- text ------------------------------------------------------------------------------------


def test_lone_surrogate_in_text_is_refused():
    raw = {**GOOD, "players": [{"name": "\ud800"}, {"name": "Bo"}]}
    text = json.dumps(raw, ensure_ascii=False)
    assert "\ud800" in text
    for read in (records.decode, saves.parse_import):
        with pytest.raises(RecordError) as caught:
            read(text)
        assert caught.value.kind == "not_text"
    entry = saves.read_entry("agora.saves.v1.x", _save_text(text))
    assert entry.problem == saves.DAMAGED and entry.kind == "not_text"
    entry.detail.encode("utf-8")


def test_escaped_lone_surrogate_is_refused():
    text = json.dumps({**GOOD, "players": [{"name": "\ud800"}, {"name": "Bo"}]})  # "\\ud800"
    assert "\\ud800" in text
    _refused(text, "not_json")


@pytest.mark.parametrize(
    "data", [b"\xff", b'{"format": 1, "game": "akro\xc3polis"}', b"\xed\xa0\x80", b'{"format": 1, "game": "\xe2\x82"}']
)
def test_invalid_utf8_is_refused(data):
    with pytest.raises(RecordError) as caught:
        records.decode(data)
    assert caught.value.kind == "not_text"
    with pytest.raises(share.ShareError) as link:
        share.decode(_link(data))
    assert link.value.problem == share.DAMAGED and link.value.kind == "not_text"


# --- sizes -----------------------------------------------------------------------------------


def test_one_megabyte_values_give_short_messages():
    huge = "x" * 1_100_000  # past the largest record and the largest save
    _refused(json.dumps({**GOOD, "players": [{"name": huge}, {"name": "Bo"}]}), "too_large")
    big = "y" * 900_000
    _refused(json.dumps({**GOOD, "moves": [big]}), "bad_move")
    _refused(json.dumps({**GOOD, "game": big}), "unknown_game")
    _refused(json.dumps({**GOOD, big: 1}), "bad_field")
    _refused(json.dumps({**GOOD, "players": [{"name": "z" * 5000}, {"name": "Bo"}]}), "bad_field")
    _refused(json.dumps({**GOOD, "players": [{"name": "A", "controller": big}, {"name": "Bo"}]}), "bad_field")


def test_quote_cuts_values():
    assert len(quote("a" * 10_000)) <= 101
    assert quote("\ud800") == "'\\ud800'"


# --- types -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "field, value",
    [
        ("format", "1"),
        ("format", 1.0),
        ("format", True),
        ("players", "nobody"),
        ("players", [5]),
        ("seed", "5"),
        ("seed", 1.5),
        ("options", []),
        ("setup", [1]),
        ("moves", {}),
        ("players", [{"name": 5}, {"name": "Bo"}]),
        ("players", [{"name": "A", "extra": 1}, {"name": "B"}]),
    ],
)
def test_every_field_is_typed(field, value):
    _refused(json.dumps({**GOOD, field: value}), "bad_field")


@pytest.mark.parametrize(
    "controller",
    ["nonsense.ai", "amytis.easy", "akropolis", "akropolis.", "AKROPOLIS.EASY", "akropolis.easy; drop", ""],
)
def test_controller_ids_are_checked_by_form_and_game(controller):
    _refused(json.dumps({**GOOD, "players": [{"name": "A", "controller": controller}, {"name": "B"}]}), "bad_field")


def test_unknown_computer_player_of_the_right_form_is_refused_by_the_app():
    """The engine may not import solo_ai (web → solo_ai → engine): it checks the form of an id
    and its game; the app checks that the computer player exists when it opens a record."""
    raw = {**GOOD, "players": [{"name": "A", "controller": "akropolis.nonsense"}, {"name": "B"}]}
    records.verify(records.decode(json.dumps(raw)))  # a well-formed id: the engine cannot know more
    with pytest.raises(RecordError, match="unknown computer player"):
        saves.parse_import(json.dumps(raw))
    raw["players"][0]["controller"] = "akropolis.easy"
    saves.parse_import(json.dumps(raw))


# --- planned shuffles --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def shared_pyramidion():
    record, _rules, _state = random_record("pyramidion", 3, 200, seed=4)
    public, _ = share.shareable(record, seed=8, seat=0)
    assert public.shuffles
    return msgspec.to_builtins(public)


@pytest.mark.parametrize(
    "shuffles",
    [
        [[1, "a"]],
        [[{"a": 1}]],
        [[5.0]],
        [[True]],
        [[None]],
        [[[1]]],
        [["1"]],
        "x",
        [1],
        {"a": [1]},
        [[1, 1]],
    ],
)
def test_every_bad_shuffles_shape_is_refused(shared_pyramidion, shuffles):
    raw = {**shared_pyramidion, "shuffles": shuffles}
    for name, read in readers().items():
        with pytest.raises(RecordError) as caught:
            read(json.dumps(raw))
        assert caught.value.kind in ("bad_shuffles", "bad_field"), (name, caught.value.kind, str(caught.value))
        assert len(str(caught.value)) < SHORT


def test_an_item_out_of_any_pile_fails_when_its_shuffle_comes(shared_pyramidion):
    raw = {**shared_pyramidion, "shuffles": [[2**70]] + shared_pyramidion["shuffles"][1:]}
    with pytest.raises(RecordError) as caught:
        records.verify(records.decode(json.dumps(raw)))
    assert caught.value.kind == "bad_move" and "does not hold the items" in str(caught.value)


def test_a_float_in_place_of_a_card_is_refused_even_where_it_sorts_equal(shared_pyramidion):
    """5.0 == 5 in Python: the old check let it through into REVOLT_TOKENS[5.0]."""
    first = shared_pyramidion["shuffles"][0]
    raw = {**shared_pyramidion, "shuffles": [[float(x) for x in first]] + shared_pyramidion["shuffles"][1:]}
    with pytest.raises(RecordError) as caught:
        records.decode(json.dumps(raw))
    assert caught.value.kind == "bad_shuffles"


def test_planned_shuffles_no_move_reaches_are_refused(shared_pyramidion):
    raw = {**shared_pyramidion, "shuffles": shared_pyramidion["shuffles"] + [[1, 2, 3]]}
    record = records.decode(json.dumps(raw))
    records.replay(record)  # every move is fine...
    with pytest.raises(RecordError, match="never reached") as caught:
        records.verify(record)  # ...but an order is left over for later, where it would fail
    assert caught.value.kind == "bad_shuffles"
    with pytest.raises(share.ShareError) as link:
        share.decode(share.encode(records.decode(json.dumps(raw))))
    assert link.value.kind == "bad_shuffles"


def test_a_planned_order_of_other_items_fails_at_its_move(shared_pyramidion):
    shuffles = [list(order) for order in shared_pyramidion["shuffles"]]
    shuffles[0] = [x + 1000 for x in shuffles[0]]
    with pytest.raises(RecordError) as caught:
        records.verify(records.decode(json.dumps({**shared_pyramidion, "shuffles": shuffles})))
    assert caught.value.move_index is not None and caught.value.kind == "bad_move"


def test_games_without_shuffles_during_play_take_no_plan():
    _refused(json.dumps({**GOOD, "shuffles": [[1, 2]]}), "bad_shuffles")
    assert records.verify(records.decode(json.dumps({**GOOD, "shuffles": []})))


# --- sources agree -----------------------------------------------------------------------------


def test_a_good_record_reads_the_same_from_every_source():
    record, _rules, _state = random_record("pantikapaion", 2, 40, seed=1)
    text = records.encode(record).decode()
    for read in readers().values():
        read(text)
    assert share.decode(share.encode(record)) == record
    doc = saves.doc_for("x", 1, 2, record, saves.Summary())
    assert saves.read_entry("agora.saves.v1.x", saves.encode(doc)).ok


def test_record_error_kinds_are_known():
    for kind in RecordError.KINDS:
        assert RecordError("x", kind=kind).kind == kind
    assert RecordError("x", 3).kind == "bad_move"
    assert RecordError("x", kind="whatever").kind == "bad_field"
    long = RecordError("m" * 10_000)
    assert len(str(long)) < SHORT
    assert Seat  # the protocol's seat is what players hold


@pytest.mark.parametrize(
    "data",
    [b'"' + b'\\"' * 450_000, b'"' + b'\\"' * 450_000 + b"\\", b'"a\\' * 300_000, b'["' * 450_000, b"[" * 999_000],
)
def test_the_nesting_scan_stays_fast_on_hostile_input(data):
    """Escaped quotes with no closing one once made the string pattern fail and start again at
    every later quote (quadratic: minutes for a megabyte)."""
    import time

    started = time.process_time()
    with pytest.raises(RecordError):
        records.decode(data)
    assert time.process_time() - started < 3.0


def _timeline(record):
    """The replay screen's timeline with stand-in log entries (as the page builds it for a link)."""
    from web.agora_web.screens import replay

    game_log = types.SimpleNamespace(
        describe_start=lambda rules, state: [],  # the game's log.py
        describe=lambda rules, before, action, after: [],
    )
    return replay.Timeline.build(record, game_log)


def test_the_page_replays_a_link_once_and_the_timeline_makes_the_same_checks(shared_pyramidion, monkeypatch):
    """The page reads a link without replaying it (share.decode(replay=False)) and replays it
    only in the replay screen's timeline, which must refuse what records.verify refuses."""
    good = share.encode(records.decode(json.dumps(shared_pyramidion)))
    calls = []
    real_steps = records.steps
    real_replay = records.replay
    monkeypatch.setattr(records, "replay", lambda r, *a, **k: calls.append(len(r.moves)) or real_replay(r, *a, **k))
    monkeypatch.setattr(records, "steps", lambda r, *a, **k: calls.append(len(r.moves)) or real_steps(r, *a, **k))
    record = share.decode(good, replay=False)
    assert calls == []  # read and checked, not replayed
    timeline = _timeline(record)
    played = [n for n in calls if n]
    assert played == [len(record.moves)] and timeline.total == len(record.moves)  # one replay, in the timeline
    monkeypatch.undo()

    leftover = {**shared_pyramidion, "shuffles": shared_pyramidion["shuffles"] + [[1, 2, 3]]}
    record = share.decode(share.encode(records.decode(json.dumps(leftover))), replay=False)
    with pytest.raises(RecordError, match="never reached") as caught:
        _timeline(record)
    assert caught.value.kind == "bad_shuffles"

    moves = shared_pyramidion["moves"]
    illegal = {**shared_pyramidion, "moves": [*moves[:3], moves[0], *moves[4:]]}  # move 0 again: not legal then
    record = share.decode(share.encode(records.decode(json.dumps(illegal))), replay=False)
    with pytest.raises(RecordError) as caught:
        _timeline(record)
    assert caught.value.kind == "bad_move" and "move 3" in str(caught.value)
