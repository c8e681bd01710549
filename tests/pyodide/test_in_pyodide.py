"""The engine's and the computer players' tests, run again inside the site's own Pyodide (Python
3.14 in WebAssembly, under Node.js): the page runs a newer Python than CPython 3.11 here, and a
difference between the two shows up as a failure here, not in a player's game.

Test files that need what Pyodide lacks are left out: hypothesis (its native part), the
cryptography package, processes (marker `cpython`), a wall-clock deadline too short for
WebAssembly (marker `clock`)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "dist" / "site"
CACHE = Path(os.environ.get("AGORA_CACHE", ROOT / "build" / "cache"))
#: the engine's and the computer players' tests
SUITES = [
    "tests/rules",
    "tests/amytis",
    "tests/pantikapaion",
    "tests/pyramidion",
    "tests/ai",
    "tests/golden",
    "tests/unit/test_core_rng.py",
    "tests/unit/test_core_records.py",
    "tests/unit/test_core_events.py",
    "tests/unit/test_record_versions.py",
    "tests/unit/test_hidden_info.py",
    "tests/unit/test_redeal.py",
]
#: what a test file may not import to run there
NEEDS_CPYTHON = ("hypothesis", "cryptography", "tests.remote")

pytestmark = pytest.mark.slow


def _files() -> "list[str]":
    out = []
    for suite in SUITES:
        path = ROOT / suite
        for file in sorted(path.glob("test_*.py")) if path.is_dir() else [path]:
            text = file.read_text(encoding="utf-8")
            if not any(f"import {name}" in text or f"from {name}" in text for name in NEEDS_CPYTHON):
                out.append(str(file.relative_to(ROOT)))
    return out


def test_the_engine_and_ai_tests_pass_inside_the_sites_pyodide():
    node = shutil.which("node")
    assert node, "Node.js runs the site's Pyodide here, as the build does"
    wheels = sorted(CACHE.glob("msgspec-*wasm32.whl"))
    assert wheels, f"the site's msgspec wheel is not in {CACHE}: make vendor (make test does)"
    pyodide = SITE / "vendor" / "pyodide"
    assert (pyodide / "pyodide.mjs").exists(), "build the site first (make site; make test does)"
    files = _files()
    assert len(files) > 30
    args = [
        "-q",
        "-o",
        "addopts=",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:playwright",
        "-p",
        "no:base_url",
        "-p",
        "no:hypothesispytest",
        "-p",
        "no:rerunfailures",
        "-m",
        "not slow and not cpython and not clock",
        *files,
    ]
    done = subprocess.run(
        [
            node,
            str(ROOT / "tests" / "pyodide" / "run.mjs"),
            str(pyodide),
            str(SITE / "app" / "python_stdlib.zip"),
            str(ROOT),
            sysconfig.get_paths()["purelib"],
            str(wheels[-1]),
            json.dumps(args),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    tail = (done.stdout + done.stderr)[-4000:]
    assert done.returncode == 0, tail
    assert " passed" in done.stdout and " failed" not in done.stdout, tail
    print(done.stdout.splitlines()[-1], file=sys.stderr)
