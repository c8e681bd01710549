"""`python -m engine replay RECORD` on good and bad records."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from engine.akropolis import RULES, Options
from engine.akropolis import data
from engine.core import records
from engine.core.protocol import Seat

ROOT = Path(__file__).resolve().parents[2]
KEYS = {"total", "house", "market", "barracks", "temple", "garden", "stones"}

# A hand-checked opening (2 players, explicit deal): tile 60 = h b q, 50 = m h q, 35 = h h q.
FIRST = [60, 50, 35, 1]
MOVES = [
    {"take": 0, "hexes": [[2, 4], [1, 3], [2, 2]]},  # seat 0: tile 60 on level 1
    {"take": 0, "hexes": [[0, 2], [1, 3], [0, 4]]},  # seat 1: tile 50 on level 1
    {"take": 0, "hexes": [[1, 1], [2, 2], [1, 3]]},  # seat 0 again: tile 35 on level 2,
]  # covering 2 quarries and a barracks


def setup_tiles(first=FIRST, players=2):
    return first + sorted(t for t in data.tiles_for(players) if t not in first)


def good_record(moves=MOVES, **changes):
    raw = {
        "format": 1,
        "game": "akropolis",
        "players": [{"name": "Ann"}, {"name": "Bo", "controller": "akropolis.greedy"}],
        "options": {},
        "setup": {"tiles": setup_tiles()},
        "moves": moves,
    }
    raw.update(changes)
    return raw


def run(tmp_path, content, name="game.json"):
    path = tmp_path / name
    if isinstance(content, (dict, list)):
        content = json.dumps(content)
    path.write_text(content)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_hand_checked_record(tmp_path):
    done = run(tmp_path, good_record())
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert set(out) >= {"scores", "winners"}
    assert all(set(s) == KEYS for s in out["scores"])
    # Seat 0: houses (1,1) and (2,2) on level 2 joined to (2,4) on level 1 = value 5, one house
    # plaza (the start) -> 5; 1 stone + 2 from the covered quarries = 3; total 8.
    assert out["scores"][0] == {
        "house": 5,
        "market": 0,
        "barracks": 0,
        "temple": 0,
        "garden": 0,
        "stones": 3,
        "total": 8,
    }
    # Seat 1: one house (1 x 1 star); a market with no market plaza; 2 stones; total 3.
    assert out["scores"][1] == {
        "house": 1,
        "market": 0,
        "barracks": 0,
        "temple": 0,
        "garden": 0,
        "stones": 2,
        "total": 3,
    }
    assert out["winners"] == [0]
    assert out["over"] is False and out["moves"] == 3


def test_record_without_moves(tmp_path):
    done = run(tmp_path, good_record(moves=[]))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert [s["total"] for s in out["scores"]] == [1, 2]
    assert out["winners"] == [1]


def test_complete_game_matches_the_engine(tmp_path):
    options = Options(variants=["markets", "gardens"])
    record = records.new_record(
        "akropolis", [Seat("A"), Seat("B"), Seat("C")], options, setup={"tiles": setup_tiles([], 3)}
    )
    _, state = records.start(record)
    choose = random.Random(3)
    while not RULES.is_over(state):
        move = choose.choice(RULES.legal_actions(state))
        state = RULES.apply(state, move)
        record = records.with_move(record, move)
    done = run(tmp_path, records.encode(record).decode())
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["scores"] == RULES.scores(state)
    assert out["winners"] == RULES.winners(state)
    assert out["over"] is True and out["moves"] == 48


def test_seeded_solo_record(tmp_path):
    record = records.new_record("akropolis", [Seat("Me")], Options(solo="metagenes"), seed=7)
    _, state = records.start(record)
    for _ in range(6):
        move = RULES.legal_actions(state)[0]
        state = RULES.apply(state, move)
        record = records.with_move(record, move)
    text = records.encode(record).decode()
    architect_move = json.loads(text)["moves"][1]  # seat 1 is the Famous Architect
    assert architect_move["hexes"] == []
    done = run(tmp_path, text)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["scores"] == RULES.scores(state)
    assert "quarries" in out["scores"][1]


def test_malformed_json(tmp_path):
    done = run(tmp_path, '{"format": 1, "game": "akropolis", ')
    assert done.returncode != 0
    assert "not valid JSON" in done.stderr
    assert done.stdout == ""


def test_foreign_json(tmp_path):
    done = run(tmp_path, {"name": "something else"})
    assert done.returncode != 0
    assert "not an Agora game record" in done.stderr


@pytest.mark.parametrize(
    "k, bad, reason",
    [
        (1, {"take": 0, "hexes": [[0, 20], [1, 21], [0, 22]]}, "must touch the city"),
        (2, {"take": 0, "hexes": [[1, 1], [1, 3], [2, 2]]}, "clockwise"),
        (3, {"take": 3, "hexes": [[0, 6], [1, 7], [0, 8]]}, "tile 3 costs 3 stones and you have 2"),
        (3, {"take": 0, "hexes": [[0, 2], [1, 3], [0, 4]]}, "two different tiles"),
    ],
)
def test_illegal_move_names_the_move_and_reason(tmp_path, k, bad, reason):
    done = run(tmp_path, good_record(moves=MOVES[:k] + [bad]))
    assert done.returncode != 0
    assert f"move {k}" in done.stderr
    assert reason in done.stderr
    assert done.stdout == ""


def test_malformed_move(tmp_path):
    done = run(tmp_path, good_record(moves=MOVES[:2] + [{"take": "zero"}]))
    assert done.returncode != 0
    assert "move 2" in done.stderr and "malformed move" in done.stderr


@pytest.mark.parametrize(
    "setup",
    [
        {"tiles": setup_tiles()[:-1]},
        {"tiles": setup_tiles() + [11]},
        {"tiles": sorted(data.TILES)},
    ],
)
def test_wrong_setup(tmp_path, setup):
    done = run(tmp_path, good_record(setup=setup))
    assert done.returncode != 0
    assert "bad setup" in done.stderr


def test_setup_of_the_wrong_shape(tmp_path):
    done = run(tmp_path, good_record(setup={"deck": [1, 2]}))
    assert done.returncode != 0
    assert "setup" in done.stderr


def test_wrong_player_count(tmp_path):
    done = run(tmp_path, good_record(players=[{"name": str(i)} for i in range(5)]))
    assert done.returncode != 0
    assert "not 5" in done.stderr


def test_missing_file(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(tmp_path / "nope.json")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    assert "cannot read" in done.stderr


def test_output_is_one_json_line(tmp_path):
    done = run(tmp_path, good_record())
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    msgspec.json.decode(lines[0])
