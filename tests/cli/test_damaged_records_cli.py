"""`python -m engine replay` on every damaged input of issue 10: exit status 2 and one short
`error:` line, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

ROOT = Path(__file__).resolve().parents[2]
GOOD = {"format": 1, "game": "akropolis", "players": [{"name": "Ann"}, {"name": "Bo"}], "seed": 5, "moves": []}


def _pyramidion_shared() -> dict:
    sys.path.insert(0, str(ROOT / "tests" / "unit"))
    from random_play import random_record
    from web.agora_web import share

    record, _rules, _state = random_record("pyramidion", 3, 200, seed=4)
    public, _ = share.shareable(record, seed=8, seat=0)
    return msgspec.to_builtins(public)


def _cases() -> "dict[str, bytes]":
    deep = lambda n: ("[" * n + "]" * n).encode()  # noqa: E731
    shared = _pyramidion_shared()
    first = shared["shuffles"][0]

    def with_shuffles(value) -> bytes:
        return json.dumps({**shared, "shuffles": value}).encode()

    return {
        "deep-5000": deep(5_000),
        "deep-100000": deep(100_000),
        "deep-inside-a-record": json.dumps(GOOD)[:-1].encode() + b', "options": {"a": ' + deep(5_000) + b"}}",
        "lone-surrogate-raw": json.dumps({**GOOD, "players": [{"name": "\ud800"}, {"name": "B"}]},
                                         ensure_ascii=False).encode("utf-8", "surrogatepass"),
        "lone-surrogate-escaped": json.dumps({**GOOD, "players": [{"name": "\ud800"}, {"name": "B"}]}).encode(),
        "invalid-utf8": b'{"format": 1, "game": "akro\xffpolis"}',
        "shuffles-mixed": with_shuffles([[1, "a"]]),
        "shuffles-object": with_shuffles([[{"a": 1}]]),
        "shuffles-float": with_shuffles([[float(x) for x in first]] + shared["shuffles"][1:]),
        "shuffles-bool": with_shuffles([[True]]),
        "shuffles-null": with_shuffles([[None]]),
        "shuffles-nested": with_shuffles([[[1]]]),
        "shuffles-string": with_shuffles("x"),
        "shuffles-flat": with_shuffles([1, 2]),
        "shuffles-twice": with_shuffles([[1, 1]]),
        "shuffles-unreached": with_shuffles(shared["shuffles"] + [[1, 2, 3]]),
        "shuffles-other-items": with_shuffles([[x + 1000 for x in first]] + shared["shuffles"][1:]),
        "shuffles-in-akropolis": json.dumps({**GOOD, "shuffles": [[1]]}).encode(),
        "megabyte-name": json.dumps({**GOOD, "players": [{"name": "x" * 1_000_000}, {"name": "B"}]}).encode(),
        "megabyte-move": json.dumps({**GOOD, "moves": ["y" * 900_000]}).encode(),
        "megabyte-game": json.dumps({**GOOD, "game": "z" * 900_000}).encode(),
        "megabyte-field": json.dumps({**GOOD, "w" * 900_000: 1}).encode(),
        "unknown-controller": json.dumps({**GOOD, "players": [{"name": "A", "controller": "nonsense.ai"},
                                                              {"name": "B"}]}).encode(),
        "empty": b"",
        "binary": bytes(range(256)),
    }


CASES = _cases()


@pytest.mark.parametrize("name", sorted(CASES))
def test_damaged_record_exits_2_with_one_short_error_line(tmp_path, name):
    path = tmp_path / "record.json"
    path.write_bytes(CASES[name])
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT, env=env,
                          capture_output=True, timeout=120)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2, (name, err[:500])
    assert done.stdout == b""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), (name, err[:500])
    assert len(lines[0]) < 400, (name, len(lines[0]))
