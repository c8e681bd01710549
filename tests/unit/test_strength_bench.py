"""bench/strength.py: the Wilson interval, the flat Monte-Carlo baseline and the summary of a
log of games (the benchmark's numbers are only as good as these)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from engine.core import registry

_spec = importlib.util.spec_from_file_location(
    "strength", Path(__file__).resolve().parents[2] / "bench" / "strength.py"
)
strength = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(strength)


def test_wilson_interval():
    low, high = strength.wilson(36, 40)
    assert low == pytest.approx(0.7695, abs=1e-3) and high == pytest.approx(0.9604, abs=1e-3)
    assert strength.wilson(0, 10)[0] == 0.0
    assert strength.wilson(10, 10)[1] == pytest.approx(1.0)
    assert strength.wilson(0, 0) == (0.0, 1.0)
    low, high = strength.wilson(20.5, 40)  # a shared win counts one half
    assert low < 20.5 / 40 < high


def test_flat_baseline_plays_legal_repeatable_moves():
    rules = registry.get("amytis")
    state = rules.new_game(2, seed=4)
    seat = rules.current_player(state)
    move = strength.flat_monte_carlo(rules, state, seat, 6, seed=1)
    assert move in rules.legal_actions(state)
    assert strength.flat_monte_carlo(rules, state, seat, 6, seed=1) == move


def test_flat_baseline_samples_moves_when_play_outs_are_fewer():
    rules = registry.get("akropolis")
    state = rules.new_game(2, seed=4)
    seat = rules.current_player(state)
    move = strength.flat_monte_carlo(rules, state, seat, 2, seed=3)
    assert move in rules.legal_actions(state)


def test_summary_of_a_log():
    entries = [
        {
            "game": "amytis",
            "label": "hard vs easy",
            "score": s,
            "margin": m,
            "cpu_first": 0.02,
            "cpu_second": 0.001,
            "seconds": 1.0,
        }
        for s, m in ((1.0, 10), (0.5, 0), (0.0, -4))
    ]
    (result,) = strength.summarize(entries)
    assert result["games"] == 3 and result["score"] == 1.5 and result["rate"] == 0.5
    assert result["margin"] == pytest.approx(2.0)
    assert result["low"] < 0.5 < result["high"]
    assert "| 3 | 1.5 | 50% |" in strength.row(result, result["label"])


def test_resume_plays_only_the_games_the_log_lacks(tmp_path, capsys):
    log = tmp_path / "games.jsonl"
    common = [
        "--game",
        "akropolis",
        "--pair",
        "easy:easy",
        "--interleave",
        "--quiet",
        "--log",
        str(log),
        "--iterations",
        "4",
    ]
    assert strength.main(common + ["--games", "1"]) == 0
    assert strength.main(common + ["--games", "2", "--resume"]) == 0
    entries = [json.loads(line) for line in log.read_text().splitlines()]
    assert [e["index"] for e in entries] == [0, 1]
    # other iterations are another experiment: nothing of the log is reused
    assert strength.main(common[:-1] + ["5", "--games", "1", "--resume"]) == 0
    entries = [json.loads(line) for line in log.read_text().splitlines()]
    assert [e["index"] for e in entries] == [0, 1, 0]
    with pytest.raises(SystemExit):
        strength.main(["--game", "akropolis", "--pair", "easy:easy", "--resume"])
    capsys.readouterr()


def test_a_log_is_written_game_by_game_without_interleave(tmp_path, capsys):
    """--log alone logs each game as it ends (a long run stopped midway keeps its games)."""
    log = tmp_path / "games.jsonl"
    assert (
        strength.main(
            [
                "--game",
                "akropolis",
                "--pair",
                "easy:easy",
                "--quiet",
                "--log",
                str(log),
                "--iterations",
                "4",
                "--games",
                "2",
            ]
        )
        == 0
    )
    assert [json.loads(line)["index"] for line in log.read_text().splitlines()] == [0, 1]
    capsys.readouterr()


def test_first_seed_shifts_the_games_of_a_solo_pairing():
    rules = registry.get("akropolis")
    from engine.akropolis.state import Options

    options = Options(solo="callicrates")

    def game(g, first_seed):
        a = strength.Side("akropolis", "easy", 4, 1)
        b = strength.Side("akropolis", "famous_architect", 4, 1)
        return strength.one_game(rules, a, b, g, options, solo=True, first_seed=first_seed)

    assert game(0, 7) == game(7, 0)
    assert game(1, 7) == game(8, 0)


def test_deep_reaches_the_players_choice(monkeypatch):
    asked = []

    def choose(controller, rules, state, seat, seed=0, iterations=None, deep=False):
        asked.append(deep)
        return rules.legal_actions(state)[0]

    monkeypatch.setattr(strength.solo_ai, "choose", choose)
    rules = registry.get("akropolis")
    state = rules.new_game(1, seed=1)
    strength.Side("akropolis", "hard", 4, 1, deep=True).choose(rules, state, 0, seed=0)
    strength.Side("akropolis", "hard", 4, 1).choose(rules, state, 0, seed=0)
    assert asked == [True, False]


def test_games_paired_seed_for_seed_with_another_log(tmp_path, capsys):
    def game(label, first_seed, index, score, margin):
        return {
            "game": "akropolis",
            "label": label,
            "index": index,
            "first_seed": first_seed,
            "score": score,
            "margin": margin,
            "cpu_first": 1.0,
            "cpu_second": 0.0,
            "seconds": 9.0,
        }

    new = [game("deep 2", 100, 0, 1.0, 5), game("deep 2", 100, 1, 0.0, -2), game("deep 2", 100, 2, 1.0, 3)]
    # seeds 101 and 102 in common (the other run started one seed later), 103 only there
    old = [game("deep 1", 101, 0, 0.0, -6), game("deep 1", 101, 1, 1.0, 1), game("deep 1", 101, 2, 1.0, 9)]
    (result,) = strength.paired(new, old)
    assert (result["label"], result["other"], result["games"]) == ("deep 2", "deep 1", 2)
    assert (result["score"], result["other_score"]) == (1.0, 1.0)
    assert result["difference"] == pytest.approx(3.0)  # (-2 - -6 + 3 - 1) / 2
    assert result["error"] == pytest.approx(1.0)  # differences 4 and 2: spread sqrt(2), over sqrt(2)
    assert strength.paired(new, [game("deep 1", 200, 0, 1.0, 1)]) == []  # no seed in common
    for name, entries in (("new.jsonl", new), ("old.jsonl", old)):
        (tmp_path / name).write_text("".join(json.dumps(e) + "\n" for e in entries))
    assert (
        strength.main(["--summarize", str(tmp_path / "new.jsonl"), "--paired-with", str(tmp_path / "old.jsonl")]) == 0
    )
    out = capsys.readouterr().out
    assert "| 3 | 2 | 67% |" in out and "| akropolis | deep 2 | deep 1 | 2 | 1 → 1 | +3.0 ± 1.0 |" in out
