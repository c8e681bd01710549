"""Records name their generator and their rules version: new games deal with generator 2 (a
128-bit key), old records keep replaying exactly with generator 1, and a record is never played
under rules other than its own."""

from __future__ import annotations

import msgspec
import pytest

from engine.core import records, registry
from engine.core.errors import RecordError
from engine.core.protocol import Seat
from tests.unit.random_play import play_on

KEY = bytes(range(100, 116))
GAMES = registry.names()


def _players(game: str) -> "list[Seat]":
    rules = registry.get(game)
    return [Seat(f"P{i}") for i in range(max(2, rules.min_seats))]


@pytest.mark.parametrize("game", GAMES)
def test_a_key_seed_deals_with_generator_2_and_stays_with_it(game):
    record = records.new_record(game, _players(game), seed=KEY)
    assert record.generator == 2 and record.seed == KEY.hex()
    assert record.rules == registry.get(game).version
    text = records.encode(record)
    assert records.decode(text) == record
    record, rules, state = play_on(record, 150, pick=3)
    # every state of the game keeps generator 2: nothing falls back to the old generator
    rules, start, walk = records.steps(record)
    assert start.rng.generator == 2 and start.rng.key == KEY
    for _before, _move, after in walk:
        assert after.rng.generator == 2 and after.rng.key == KEY


@pytest.mark.parametrize("game", GAMES)
def test_different_keys_deal_differently_and_the_same_key_the_same(game):
    views = []
    for key in (KEY, KEY, bytes(16)):
        _rules, state = records.replay(records.new_record(game, _players(game), seed=key))
        views.append(msgspec.json.encode(registry.get(game).view(state, None)))
    assert views[0] == views[1] != views[2]


@pytest.mark.parametrize("game", GAMES)
def test_integer_seeds_keep_the_old_generator_and_its_deals(game):
    record = records.new_record(game, _players(game), seed=42)
    assert record.generator == 1 and "generator" not in msgspec.json.decode(records.encode(record))
    _rules, state = records.replay(record)
    assert state.rng.generator == 1


def test_an_old_record_replays_to_the_same_position_as_before():
    # Written by a build that knew only generator 1 (no "generator" or "rules" field): the
    # position after its moves is fixed by the hash below, taken from that build.
    old = {
        "format": 1,
        "game": "akropolis",
        "players": [{"name": "Ann"}, {"name": "Bo"}],
        "seed": 42,
        "moves": [{"take": 0, "hexes": [[0, 2], [1, 3], [0, 4]]}],
    }
    record = records.decode(msgspec.json.encode(old))
    assert record.generator == 1 and record.rules == 1
    rules, state = records.verify(record)
    assert state.rng.position() == state.rng.state  # generator 1's integer, as before
    assert rules.state_hash(state) == OLD_HASH


OLD_HASH = "a3e6b6a3622cf1e1739d6384c2aacee5ac89fe88b45927a3a2c4a4f9cb5b9703"


@pytest.mark.parametrize(
    "change, message",
    [
        ({"generator": 3}, "newer"),
        ({"generator": 0}, "unknown generator"),
        ({"generator": 2, "seed": 5}, "hex digits"),
        ({"generator": 2, "seed": "ab" * 15}, "hex digits"),
        ({"generator": 2, "seed": "AB" * 16}, "hex digits"),
        ({"generator": 2, "seed": "ab" * 65}, "hex digits"),
        ({"seed": "ab" * 16}, "integer seed"),
        ({"rules": 0}, "unknown rules version"),
    ],
)
def test_seeds_must_fit_their_generator(change, message):
    raw = {"format": 1, "game": "akropolis", "players": [{"name": "A"}, {"name": "B"}], "seed": 1, **change}
    with pytest.raises(RecordError, match=message):
        records.decode(msgspec.json.encode(raw))


def test_a_record_of_newer_rules_is_refused_in_words():
    raw = {
        "format": 1,
        "game": "akropolis",
        "players": [{"name": "A"}, {"name": "B"}],
        "seed": 1,
        "rules": registry.get("akropolis").version + 1,
    }
    record = records.decode(msgspec.json.encode(raw))  # readable: the list of saves shows it
    with pytest.raises(RecordError, match="rules version") as caught:
        records.replay(record)
    assert caught.value.kind == "newer"


def test_a_record_under_older_rules_is_played_under_them(monkeypatch):
    rules = registry.get("akropolis")
    seen = []
    monkeypatch.setattr(type(rules), "version", 3, raising=False)
    monkeypatch.setattr(type(rules), "oldest_version", 2, raising=False)
    monkeypatch.setattr(type(rules), "under_version", lambda self, state, v: seen.append(v) or state, raising=False)
    record = records.new_record("akropolis", _players("akropolis"), seed=KEY)
    assert record.rules == 3
    records.replay(msgspec.structs.replace(record, rules=2))
    assert seen == [2]
    with pytest.raises(RecordError, match="no longer plays") as caught:
        records.replay(msgspec.structs.replace(record, rules=1))
    assert caught.value.kind == "old_rules"
    records.replay(record)
    assert seen == [2]  # the current version needs nothing set
