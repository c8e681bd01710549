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
from web.agora_web import saves


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
    return saves.SaveDoc(version=saves.VERSION, id=save_id, game="akropolis", created=1, updated=updated,
                         players=["Ann", "Bob"], summary=saves.Summary(round=state.round, rounds=12, over=over),
                         record=msgspec.to_builtins(record))


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


@pytest.mark.parametrize("key, text, problem", [
    ("agora.saves.v1.x", "{broken", saves.DAMAGED),
    ("agora.saves.v1.x", "[1, 2]", saves.FOREIGN),
    ("agora.saves.v1.x", '{"hello": 1}', saves.FOREIGN),
    ("agora.saves.v1.x", '{"version": 7}', saves.NEWER),
    ("agora.saves.v9.x", "{}", saves.NEWER),
    ("agora.saves.whatever", "{}", saves.FOREIGN),
    ("agora.saves.v1.x", '{"version": 1, "id": 5}', saves.DAMAGED),
])
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
    for bad in ("{nope", '{"a": 1}', '{"format": 2, "game": "akropolis", "players": []}',
                '{"format": 1, "game": "go", "players": [], "seed": 1}',
                '{"version": 3, "record": {}}'):
        with pytest.raises(RecordError):
            saves.parse_import(bad)
