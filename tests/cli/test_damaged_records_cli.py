"""`python -m engine replay` and `log` on every damaged input: exit status 2 and one short
`error:` line, never a traceback; and `log` refuses exactly what `replay` refuses (one reader)."""

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
    from web.agora_web.services import share

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
        "lone-surrogate-raw": json.dumps(
            {**GOOD, "players": [{"name": "\ud800"}, {"name": "B"}]}, ensure_ascii=False
        ).encode("utf-8", "surrogatepass"),
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
        "unknown-controller": json.dumps(
            {**GOOD, "players": [{"name": "A", "controller": "nonsense.ai"}, {"name": "B"}]}
        ).encode(),
        "generator-newer": json.dumps({**GOOD, "generator": 3}).encode(),
        "generator-zero": json.dumps({**GOOD, "generator": 0}).encode(),
        "generator-2-integer-seed": json.dumps({**GOOD, "generator": 2, "seed": 5}).encode(),
        "generator-2-short-key": json.dumps({**GOOD, "generator": 2, "seed": "ab" * 8}).encode(),
        "generator-2-upper-case-key": json.dumps({**GOOD, "generator": 2, "seed": "AB" * 16}).encode(),
        "generator-2-odd-key": json.dumps({**GOOD, "generator": 2, "seed": "a" * 33}).encode(),
        "generator-2-long-key": json.dumps({**GOOD, "generator": 2, "seed": "ab" * 65}).encode(),
        "generator-1-text-seed": json.dumps({**GOOD, "seed": "ab" * 16}).encode(),
        "rules-newer": json.dumps({**GOOD, "rules": 99}).encode(),
        "rules-zero": json.dumps({**GOOD, "rules": 0}).encode(),
        "empty": b"",
        "binary": bytes(range(256)),
    }


CASES = _cases()


def _run(command: str, path, limit_memory: bool = False) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def limit():  # 512 MB of address space: far less than the huge file below
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (512 << 20, 512 << 20))

    return subprocess.run(
        [sys.executable, "-m", "engine", command, str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        timeout=120,
        preexec_fn=limit if limit_memory else None,
    )


@pytest.mark.parametrize("command", ["replay", "log"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_damaged_record_exits_2_with_one_short_error_line(tmp_path, name, command):
    path = tmp_path / "record.json"
    path.write_bytes(CASES[name])
    done = _run(command, path)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2, (name, err[:500])
    if command == "replay":
        assert done.stdout == b""  # `log` prints the events before the fault first
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), (name, err[:500])
    assert len(lines[0]) < 400, (name, len(lines[0]))


def test_a_huge_file_is_refused_by_its_size_without_being_read(tmp_path):
    # 1.5 GB that takes no disk (a sparse file), read under a 512 MB memory limit: the size is
    # checked before the bytes, so the answer is the usual `error:` line and exit 2.
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(1_500_000_000)
    for command in ("replay", "log"):
        done = _run(command, path, limit_memory=True)
        err = done.stderr.decode("utf-8")
        assert done.returncode == 2, err[:500]
        assert err.startswith("error: the record is too large (1,500,000,000 bytes"), err[:500]
