"""The save format of the web app, checked in plain CPython (no browser): how stored entries are
classified, and which imported files are accepted."""

from __future__ import annotations

import json

import msgspec
import pytest

from engine.akropolis import RULES, Options
from engine.core import records
from engine.core.errors import RecordError
from engine.core.protocol import Seat
from web.agora_web.services import saves


class Store(dict):
    def get(self, key):
        return dict.get(self, key)

    def set(self, key, value):
        self[key] = value

    def remove(self, key):
        self.pop(key, None)

    def keys(self):
        return list(dict.keys(self))


def _record(moves=2):
    record = records.new_record("akropolis", [Seat("Ann"), Seat("Bob", "akropolis.easy")], Options(), seed=3)
    state = RULES.new_game(2, Options(), 3)
    for _ in range(moves):
        move = RULES.legal_actions(state)[0]
        state = RULES.apply(state, move)
        record = records.with_move(record, move)
    return record, state


def _doc(save_id="a", updated=10, over=False):
    record, state = _record()
    return saves.SaveDoc(
        version=saves.VERSION,
        id=save_id,
        game="akropolis",
        created=1,
        updated=updated,
        players=["Ann", "Bob"],
        summary=saves.Summary(round=state.round, rounds=12, over=over),
        record=msgspec.to_builtins(record),
    )


def test_round_trip_and_listing_order():
    store = Store()
    saves.write(store, _doc("old", updated=5))
    saves.write(store, _doc("new", updated=50))
    saves.write(store, _doc("done", updated=99, over=True))
    store["unrelated.key"] = "{}"
    entries = saves.list_entries(store)
    assert [e.key for e in entries] == ["agora.saves.v1.done", "agora.saves.v1.new", "agora.saves.v1.old"]
    assert all(e.ok for e in entries)
    assert saves.latest_unfinished(entries).doc.id == "new"
    loaded = saves.load(store, "old")
    assert loaded.ok and saves.encode(loaded.doc) == saves.encode(_doc("old", updated=5))
    saves.delete(store, "agora.saves.v1.old")
    saves.delete(store, "unrelated.key")  # not ours: left alone
    assert "agora.saves.v1.old" not in store and "unrelated.key" in store


@pytest.mark.parametrize(
    "key, text, problem",
    [
        ("agora.saves.v1.x", "{broken", saves.DAMAGED),
        ("agora.saves.v1.x", "[1, 2]", saves.FOREIGN),
        ("agora.saves.v1.x", '{"hello": 1}', saves.FOREIGN),
        ("agora.saves.v1.x", '{"version": 7}', saves.NEWER),
        ("agora.saves.v9.x", "{}", saves.NEWER),
        ("agora.saves.whatever", "{}", saves.FOREIGN),
        ("agora.saves.v1.x", '{"version": 1, "id": 5}', saves.DAMAGED),
    ],
)
def test_problem_entries(key, text, problem):
    entry = saves.read_entry(key, text)
    assert not entry.ok
    assert entry.problem == problem


def test_record_inside_a_save_is_checked():
    doc = msgspec.to_builtins(_doc())
    doc["record"]["format"] = 5
    assert saves.read_entry("agora.saves.v1.x", json.dumps(doc)).problem == saves.NEWER
    doc["record"]["format"] = 1
    doc["record"]["game"] = "chess"
    assert saves.read_entry("agora.saves.v1.x", json.dumps(doc)).problem == saves.UNKNOWN_GAME
    doc["game"] = "chess"
    entry = saves.read_entry("agora.saves.v1.x", json.dumps(doc))
    assert entry.problem == saves.UNKNOWN_GAME and entry.found == "chess"
    doc = msgspec.to_builtins(_doc())
    del doc["record"]["seed"]
    doc["record"]["players"] = "nobody"
    assert saves.read_entry("agora.saves.v1.x", json.dumps(doc)).problem == saves.DAMAGED


def test_import_accepts_records_and_saves_and_refuses_the_rest():
    record, _ = _record(3)
    assert records.encode(saves.parse_import(records.encode(record).decode())) == records.encode(record)
    from_save = saves.parse_import(saves.encode(_doc()))
    assert records.encode(from_save) == records.encode(_record()[0])
    for bad in (
        "{nope",
        '{"a": 1}',
        '{"format": 2, "game": "akropolis", "players": []}',
        '{"format": 1, "game": "go", "players": [], "seed": 1}',
        '{"version": 3, "record": {}}',
    ):
        with pytest.raises(RecordError):
            saves.parse_import(bad)


# --- revisions: one game in two tabs (saves.write_checked) ----------------------------------------


def _doc_with(record, save_id="g"):
    return saves.doc_for(save_id, 1, 2, record, saves.Summary(moves=len(record.moves)))


def _moves(store, key="agora.saves.v1.g"):
    return len(json.loads(store[key])["record"]["moves"])


def test_write_checked_counts_revisions_and_refuses_to_drop_moves_of_another_tab():
    store = Store()
    start, _ = _record(1)
    assert saves.write_checked(store, _doc_with(start), 0) == 1
    # tab A and tab B both read revision 1; B plays two moves and writes twice
    state = RULES.new_game(2, Options(), 3)
    state = RULES.apply(state, RULES.legal_actions(state)[0])
    b_record, b_state = start, state
    rev_b = 1
    for _ in range(2):
        move = RULES.legal_actions(b_state)[0]
        b_state = RULES.apply(b_state, move)
        b_record = records.with_move(b_record, move)
        rev_b = saves.write_checked(store, _doc_with(b_record), rev_b)
    assert rev_b == 3 and _moves(store) == 3
    # A, still at revision 1, plays another move than B's: its write would drop B's two moves
    a_move = RULES.legal_actions(state)[-1]
    assert records.with_move(start, a_move).moves != b_record.moves[:2]
    result = saves.write_checked(store, _doc_with(records.with_move(start, a_move)), 1)
    assert isinstance(result, saves.MovedOn)
    assert result.entry.doc.rev == 3 and len(result.entry.doc.record["moves"]) == 3
    assert _moves(store) == 3 and json.loads(store["agora.saves.v1.g"])["rev"] == 3  # nothing written
    # a tab whose game holds every stored move (it only went further) may write over it
    move = RULES.legal_actions(b_state)[0]
    longer = records.with_move(b_record, move)
    assert saves.write_checked(store, _doc_with(longer), 1) == 4
    assert _moves(store) == 4


def test_extends_compares_the_game_and_the_moves():
    record, _ = _record(3)
    mine = msgspec.to_builtins(record)
    shorter = msgspec.to_builtins(_record(2)[0])
    assert saves.extends(mine, shorter) and saves.extends(mine, mine)
    assert not saves.extends(shorter, mine)
    other_seed = {**shorter, "seed": 4}
    assert not saves.extends(mine, other_seed)
    assert not saves.extends(mine, "nonsense") and not saves.extends(None, mine)


def test_a_save_without_revision_still_reads_and_starts_at_zero():
    text = saves.encode(_doc())
    raw = json.loads(text)
    raw.pop("rev", None)
    entry = saves.read_entry("agora.saves.v1.a", json.dumps(raw))
    assert entry.ok and entry.doc.rev == 0


@pytest.mark.parametrize(
    "text, kind",
    [
        ('{"version": 1, "record": ' + "[" * 100_000 + "}", "too_deep"),
        ("[" * 5_000, "too_deep"),
        ('{"version": 1, "id": "\ud800"}', "not_text"),
        ("x" * 1_200_000, "too_large"),
    ],
)
def test_damaged_slots_are_classified_never_raised(text, kind):
    entry = saves.read_entry("agora.saves.v1.x", text)
    assert entry.problem == saves.DAMAGED and entry.kind == kind
    entry.detail.encode("utf-8")
    store = Store({"agora.saves.v1.x": text, "agora.saves.v1.good": saves.encode(_doc("good"))})
    listed = saves.list_entries(store)
    assert [e.ok for e in listed] == [True, False]


def test_a_record_already_saved_is_found_by_its_deal_players_and_moves():
    store = Store()
    saves.write(store, _doc("kept"))
    record, _state = _record()
    assert saves.same_game(store, record) == "agora.saves.v1.kept"
    assert saves.same_game(store, _record(moves=3)[0]) is None  # one move more: another game
    store["agora.saves.v1.junk"] = "{"  # a damaged slot is passed over
    assert saves.same_game(store, record) == "agora.saves.v1.kept"


# --- damaged slots: every field a screen reads is checked (issue 42, item 2) -----------------


def _good_raw(save_id="d"):
    return msgspec.to_builtins(_doc(save_id))


def _damaged(change):
    raw = _good_raw()
    change(raw)
    return raw


def _as_amytis(raw, **summary):
    """`raw` as a save of Amytis (its own record left as it is: the document's fields are checked
    before anything replays it)."""
    raw["game"] = raw["record"]["game"] = "amytis"
    raw["record"]["players"] = [{"name": p["name"]} for p in raw["record"]["players"]]
    raw["summary"].update(summary)


#: each kind of damage a summary or a save document can hold, as a change to a good save
DAMAGES = {
    "unknown level": lambda d: d["summary"].update(solo="zeus"),
    "level of a game without levels": lambda d: _as_amytis(d, solo="metagenes"),
    "empty level": lambda d: d["summary"].update(solo=""),
    "level not text": lambda d: d["summary"].update(solo=3),
    "round as text": lambda d: d["summary"].update(round="3"),
    "negative moves": lambda d: d["summary"].update(moves=-1),
    "huge rounds": lambda d: d["summary"].update(rounds=10**30),
    "float hints": lambda d: d["summary"].update(hints=1.5),
    "over as a number": lambda d: d["summary"].update(over=1),
    "winners not a list": lambda d: d["summary"].update(winners="Ann"),
    "winner not text": lambda d: d["summary"].update(winners=[None]),
    "huge winner": lambda d: d["summary"].update(winners=["W" * 100_000]),
    "many winners": lambda d: d["summary"].update(winners=["W"] * 1000),
    "summary not an object": lambda d: d.update(summary=[1, 2]),
    "huge player name": lambda d: d.update(players=["A" * 100_000, "Bob"]),
    "player name with NUL": lambda d: d.update(players=["A\x00", "Bob"]),
    "players not a list": lambda d: d.update(players="Ann, Bob"),
    "many players": lambda d: d.update(players=["P"] * 500),
    "missing players": lambda d: d.pop("players"),
    "missing updated": lambda d: d.pop("updated"),
    "missing id": lambda d: d.pop("id"),
    "missing record": lambda d: d.pop("record"),
    "updated as text": lambda d: d.update(updated="yesterday"),
    "updated beyond any date": lambda d: d.update(updated=10**20),
    "created before any date": lambda d: d.update(created=-(10**17)),
    "id of another slot": lambda d: d.update(id="other"),
    "huge id": lambda d: d.update(id="d" * 10_000),
    "negative revision": lambda d: d.update(rev=-1),
    "tutorial not an object": lambda d: d.update(tutorial="akropolis"),
    "tutorial step negative": lambda d: d.update(tutorial={"id": "akropolis", "step": -2}),
    "huge tutorial id": lambda d: d.update(tutorial={"id": "t" * 10_000}),
    "advice not a list": lambda d: d.update(advice={"index": 1}),
    "record of another game": lambda d: d["record"].update(game="amytis"),
}


@pytest.mark.parametrize("name", sorted(DAMAGES))
def test_each_kind_of_damaged_slot_is_listed_as_damaged_and_the_rest_stay(name):
    text = json.dumps(_damaged(DAMAGES[name]))
    entry = saves.read_entry("agora.saves.v1.d", text)
    assert entry.problem == saves.DAMAGED, (name, entry)
    entry.detail.encode("utf-8")
    assert len(entry.detail) <= 250
    store = Store({"agora.saves.v1.d": text, "agora.saves.v1.good": saves.encode(_doc("good"))})
    assert [(e.key, e.ok) for e in saves.list_entries(store)] == [
        ("agora.saves.v1.good", True),
        ("agora.saves.v1.d", False),
    ]


def test_the_amytis_stand_in_is_itself_a_good_slot():
    raw = _good_raw()
    _as_amytis(raw)
    assert saves.read_entry("agora.saves.v1.d", json.dumps(raw)).ok


def test_an_unknown_game_in_a_slot_is_listed_as_such():
    entry = saves.read_entry("agora.saves.v1.d", json.dumps(_damaged(lambda d: d.update(game="chess"))))
    assert entry.problem == saves.UNKNOWN_GAME and entry.found == "chess"
    entry = saves.read_entry("agora.saves.v1.d", json.dumps(_damaged(lambda d: d.update(game="chess" * 1000))))
    assert entry.problem == saves.DAMAGED and len(entry.detail) < 250


def test_a_good_slot_with_a_level_and_a_tutorial_still_reads():
    raw = _good_raw()
    raw["summary"].update(solo="metagenes", winners=["Ann"], over=True, hints=2)
    raw["tutorial"] = {"id": "akropolis.solo", "step": 3}
    entry = saves.read_entry("agora.saves.v1.d", json.dumps(raw))
    assert entry.ok, entry


def test_a_solo_opponent_may_not_play_an_ordinary_seat():
    """Issue 42, item 6: the Famous Architect named as seat 1's controller passes the engine's
    reader, but no screen can seat it there: refused before a save is written or a game shown."""
    record = records.new_record(
        "akropolis", [Seat("Ann"), Seat("Arch", "akropolis.famous_architect")], Options(), seed=3
    )
    with pytest.raises(RecordError) as info:
        saves.check_controllers(record)
    assert info.value.kind == "bad_controller" and "solo opponent" in str(info.value)
    with pytest.raises(RecordError) as info:
        saves.parse_import(records.encode(record).decode())
    assert info.value.kind == "bad_controller"
    saves.check_controllers(_record()[0])  # an ordinary computer player is fine


def test_the_solo_levels_a_save_may_name_are_the_engines():
    import typing

    from engine.akropolis.state import ArchitectLevel
    from web.agora_web import games

    assert games.solo_levels("akropolis") == typing.get_args(ArchitectLevel)
    assert games.solo_levels("amytis") == () and games.solo_levels("chess") == ()
