"""`python -m engine log RECORD [--seat N]`: every move of a record as readable events."""

import json
import os
import subprocess
import sys
from pathlib import Path

from engine.akropolis import data
from engine.core import records

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "unit"))
from random_play import random_record  # noqa: E402
from tests.helpers.games import GAMES, most_seats  # noqa: E402

FIRST = [60, 50, 35, 1]
MOVES = [
    {"take": 0, "hexes": [[2, 4], [1, 3], [2, 2]]},
    {"take": 0, "hexes": [[0, 2], [1, 3], [0, 4]]},
    {"take": 0, "hexes": [[1, 1], [2, 2], [1, 3]]},
]


def akropolis_record(moves=MOVES):
    tiles = FIRST + sorted(t for t in data.tiles_for(2) if t not in FIRST)
    return {
        "format": 1,
        "game": "akropolis",
        "players": [{"name": "Ann"}, {"name": "Bo Li"}],
        "setup": {"tiles": tiles},
        "moves": moves,
    }


def run(tmp_path, content, *extra):
    path = tmp_path / "game.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "engine", "log", str(path), *extra],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_hand_checked_record_is_told_move_by_move(tmp_path):
    done = run(tmp_path, akropolis_record())
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["0", "Ann", "game_started"]
    assert lines[1].split() == ["1", "Ann", "tile_taken", "tile=60", "slot=0", "cost=0", "paid_to=-1"]
    third = [line for line in lines if line.split()[0] == "3"]
    assert third[0].startswith("   3  Ann  tile_taken  tile=35 ")
    assert third[1].startswith("   3  Ann  tile_placed  tile=35 hexes=[")
    assert 'covered=["q","q","b"]' in third[1]
    assert third[2].split() == ["3", "Ann", "stones_gained", "stones=2"]
    assert third[3].split()[:3] == ["3", "-", "site_refilled"]
    # a name with a space is printed as it is; the seat is found by number
    assert third[4].split("  ")[2:4] == ["Bo Li", "round_started"]


def test_every_game_prints_every_move(tmp_path, capsys):
    """In this process, so a game registered for the run only (tests/conftest.py) is known."""
    from engine import __main__ as cli

    for game in GAMES:  # each at its largest player count
        players = most_seats(game)
        record, rules, _state = random_record(game, players, 40, seed=11)
        path = tmp_path / f"{game}.json"
        path.write_bytes(records.encode(record))
        assert cli.main(["log", str(path)]) == 0, capsys.readouterr().err
        numbers = {int(line.split()[0]) for line in capsys.readouterr().out.splitlines()}
        assert numbers == set(range(len(record.moves) + 1)), game


def test_seat_shows_only_what_that_seat_may_know(tmp_path):
    record, _rules, state = random_record("pyramidion", 3, 10, seed=3)
    content = records.encode(record).decode()
    full = run(tmp_path, content).stdout.splitlines()
    mine = run(tmp_path, content, "--seat", "1").stdout.splitlines()
    assert len(full) == len(mine)
    dealt = [(a, b) for a, b in zip(full, mine) if "cards_dealt" in a]
    assert len(dealt) == 3
    for line, seen in dealt:
        if "  P1  " in line:
            assert seen == line and "cards=[" in seen
        else:
            assert "cards=[" in line and seen.endswith("cards=?") and "count=4" in seen


def test_bad_records_fail_like_replay(tmp_path):
    for content, message in (
        ("{nope", "not valid JSON"),
        ({"format": 1}, "not an Agora game record"),
        (akropolis_record([{"take": 7}]), "move 0: there is no tile 7"),
    ):
        done = run(tmp_path, content)
        assert done.returncode == 2
        assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: ")
        assert message in done.stderr
    # the moves before a bad one are printed first
    done = run(tmp_path, akropolis_record(MOVES[:1] + [{"take": 9}]))
    assert done.returncode == 2 and "move 1:" in done.stderr
    assert done.stdout.splitlines()[1].split()[2] == "tile_taken"
    missing = subprocess.run(
        [sys.executable, "-m", "engine", "log", str(tmp_path / "none.json")],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
    )
    assert missing.returncode == 2 and missing.stderr.startswith("error: cannot read")


def test_a_seat_that_is_not_in_the_game(tmp_path):
    done = run(tmp_path, akropolis_record(), "--seat", "5")
    assert done.returncode == 2 and done.stderr == "error: there is no seat 5 in this game\n"
