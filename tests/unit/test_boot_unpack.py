"""boot.mjs's Python that unpacks the start's archives (its UNPACK text), run on CPython: what a
start needs is written at once, the rest when an import first needs it or by finish(); members are
checked. The page itself is covered by tests/browser/test_site_loads.py."""

from __future__ import annotations

import importlib
import io
import re
import sys
import zipfile
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TAG = sys.implementation.cache_tag


class _Bytes:
    """What the page hands over: a JavaScript Uint8Array, which Python reads with to_bytes()."""

    def __init__(self, data: bytes):
        self.data = data

    def to_bytes(self) -> bytes:
        return self.data


def _unpack_module() -> dict:
    text = (ROOT / "web" / "boot.mjs").read_text(encoding="utf-8")
    source = re.search(r"const UNPACK = `(.*?)`;", text, flags=re.S).group(1)
    scope: dict = {}
    exec(compile(source, "boot.mjs:UNPACK", "exec"), scope)
    return scope


def _archive(members: "dict[str, bytes]") -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return out.getvalue()


@pytest.fixture
def unpacker(tmp_path):
    scope = _unpack_module()
    sys.path.insert(0, str(tmp_path))
    try:
        yield scope
    finally:
        sys.path.remove(str(tmp_path))
        rest = scope["_Rest"]
        if rest in sys.meta_path:
            sys.meta_path.remove(rest)
        for name in [m for m in sys.modules if m.startswith("bootpkg")]:
            del sys.modules[name]
        importlib.invalidate_caches()


def test_the_start_gets_what_it_imports_and_a_later_import_finds_the_rest(unpacker, tmp_path):
    bytecode = importlib.util.MAGIC_NUMBER + b"\0" * 12  # only its name matters here
    data = _archive(
        {
            "bootpkg/__init__.py": b"",
            "bootpkg/start.py": b"X = 1\n",
            f"bootpkg/__pycache__/start.{TAG}.pyc": bytecode,
            "bootpkg/later.py": b"Y = 2\n",
            "bootpkg/sub/__init__.py": b"",
            "bootpkg/sub/deep.py": b"Z = 3\n",
            "bootpkg/locale/catalogs.marshal": b"data",
        }
    )
    unpacker["unpack"](_Bytes(data), str(tmp_path))
    written = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()}
    assert written == {
        "bootpkg/__init__.py",
        "bootpkg/start.py",
        f"bootpkg/__pycache__/start.{TAG}.pyc",
        "bootpkg/sub/__init__.py",  # a package's __init__ always: never a namespace package
        "bootpkg/locale/catalogs.marshal",  # every file that is not a module's source
    }
    assert unpacker["_Rest"] in sys.meta_path
    with pytest.raises(ImportError):  # a module of no archive: nothing written for it
        importlib.import_module("bootnothing")
    assert not (tmp_path / "bootpkg" / "later.py").exists()
    importlib.invalidate_caches()
    assert importlib.import_module("bootpkg.sub.deep").Z == 3  # the last finder wrote the rest
    assert (tmp_path / "bootpkg" / "later.py").is_file() and unpacker["_Rest"] not in sys.meta_path
    assert importlib.import_module("bootpkg.later").Y == 2


def test_finish_writes_everything_left_and_a_damaged_or_unsafe_member_is_refused(unpacker, tmp_path):
    data = _archive({"bootpkg/__init__.py": b"", "bootpkg/later.py": b"Y = 2\n"})
    unpacker["unpack"](_Bytes(data), str(tmp_path))
    assert not (tmp_path / "bootpkg" / "later.py").exists()
    unpacker["finish"]()
    assert (tmp_path / "bootpkg" / "later.py").read_bytes() == b"Y = 2\n"
    assert unpacker["_Rest"] not in sys.meta_path

    damaged = bytearray(_archive({"bootpkg/x.txt": b"some text " * 20}))
    damaged[30 + len("bootpkg/x.txt") + 3] ^= 0xFF  # inside the member's compressed bytes
    with pytest.raises((ValueError, zlib.error)):
        unpacker["unpack"](_Bytes(bytes(damaged)), str(tmp_path / "d"))
    with pytest.raises(ValueError, match="unsafe"):
        unpacker["unpack"](_Bytes(_archive({"../outside.txt": b"x"})), str(tmp_path / "u"))
    assert not (tmp_path / "outside.txt").exists()
