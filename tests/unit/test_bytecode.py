"""build/bytecode.py: the start's modules precompiled with the site's own Pyodide (in Node.js).
The standard library keeps every file it had, with the chosen modules' sources replaced by
unchecked-hash bytecode that the interpreter imports; our archives gain __pycache__ bytecode beside
their sources. (tests/browser/test_startup_bytecode.py checks the built site as a page loads it.)"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"agora_build_{name}", ROOT / "build" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


assemble = _load("assemble")
bytecode = _load("bytecode")
CACHE = Path(os.environ.get("AGORA_CACHE") or ROOT / "build" / "cache")

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js, as the build does")


@pytest.fixture(scope="module")
def pyodide(tmp_path_factory) -> "tuple[Path, Path]":
    """The vendored Pyodide core and its standard library zip, unpacked from the build cache."""
    art = assemble.lock_artifacts()["pyodide"]
    try:
        members = assemble.tar_members(assemble.checked_cache_file(CACHE, art))
    except SystemExit:
        pytest.fail("the vendored Pyodide is not in the build cache: run make vendor (make test does)")
    where = tmp_path_factory.mktemp("pyodide")
    for name in (*assemble.PYODIDE_FILES, assemble.VENDORED_STDLIB):
        (where / name).write_bytes(members[f"package/{name}"])
    return where, where / assemble.VENDORED_STDLIB


def _flags(pyc: bytes) -> int:
    return int.from_bytes(pyc[4:8], "little")


def test_the_standard_library_gets_bytecode_for_the_chosen_modules_only(pyodide, tmp_path):
    core, vendored = pyodide
    out = tmp_path / "python_stdlib.zip"
    out.write_bytes(bytecode.precompiled_stdlib(core, vendored, ["json", "json.decoder", "textwrap", "no.such"]))
    before = zipfile.ZipFile(vendored)
    after = zipfile.ZipFile(out)
    names = set(after.namelist())
    for rel in ("json/__init__", "json/decoder", "textwrap"):
        assert f"{rel}.pyc" in names and f"{rel}.py" not in names, rel
        assert _flags(after.read(f"{rel}.pyc")) == 1  # hash-based, never checked against a source
    kept = {n for n in before.namelist() if not n.endswith("/")} - {
        "json/__init__.py",
        "json/decoder.py",
        "textwrap.py",
    }
    assert kept <= names and all(after.read(n) == before.read(n) for n in ("csv.py", "json/encoder.py"))
    assert len(names) == len(kept) + 3

    # the interpreter imports the bytecode (no source beside it), docstrings left out, and it works
    script = tmp_path / "check.mjs"
    script.write_text(
        f"""
import {{ pathToFileURL }} from "node:url";
const {{ loadPyodide }} = await import(pathToFileURL({json.dumps(str(core / "pyodide.mjs"))}).href);
const py = await loadPyodide({{ indexURL: {json.dumps(str(core) + "/")}, stdLibURL: {json.dumps(str(out))} }});
console.log(py.runPython(`
import json, textwrap
json.dumps([json.__file__, json.__doc__ is None, textwrap.dedent("  a"), json.loads('{{"b": [1]}}')])
`));
""",
        encoding="utf-8",
    )
    run = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    path, no_doc, dedented, loaded = json.loads(run.stdout.strip().splitlines()[-1])
    assert path.endswith("json/__init__.pyc") and no_doc and dedented == "a" and loaded == {"b": [1]}


def test_our_archives_gain_bytecode_beside_their_sources(pyodide, tmp_path):
    core, vendored = pyodide
    archive = tmp_path / "pkg.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("pkg/__init__.py", '"""A package."""\n')
        zf.writestr("pkg/start.py", "def f():\n    assert True\n    return 2\n")
        zf.writestr("pkg/later.py", "X = 1\n")
    done = bytecode.add_bytecode(archive, core, vendored, ["pkg", "pkg.start", "other"], "/home/pyodide")
    assert done == ["pkg", "pkg.start"]
    names = zipfile.ZipFile(archive).namelist()
    pycs = sorted(n for n in names if n.endswith(".pyc"))
    assert pycs == ["pkg/__pycache__/__init__.cpython-314.pyc", "pkg/__pycache__/start.cpython-314.pyc"]
    assert {"pkg/__init__.py", "pkg/start.py", "pkg/later.py"} <= set(names)
    assert all(_flags(zipfile.ZipFile(archive).read(n)) == 1 for n in pycs)


def test_pyscripts_package_is_read_from_its_core_module_and_compiled_without_its_sources(pyodide, tmp_path):
    """PyScript writes its Python package from strings in core-<hash>.js at every start; the build
    reads them there and ships only their bytecode, in an archive unpacked at the same place."""
    core, vendored = pyodide
    text = 'x=1;wo(".",{pyscript:{"__init__.py":"from pyscript.util import A\\n","util.py":"A=\\"\\\\t\\"\\n"}}),y=2'
    sources = bytecode.pyscript_sources(text)
    assert sources == {"pyscript/__init__.py": "from pyscript.util import A\n", "pyscript/util.py": 'A="\\t"\n'}
    assert bytecode.pyscript_sources("no package here") == {}
    archive = tmp_path / "web.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("agora_web/__init__.py", "")
    done = bytecode.add_foreign_bytecode(
        archive, core, vendored, ["pyscript", "pyscript.util"], sources, "/home/pyodide"
    )
    assert done == ["pyscript", "pyscript.util"]
    names = zipfile.ZipFile(archive).namelist()
    assert sorted(n for n in names if n.startswith("pyscript/")) == [
        "pyscript/__pycache__/__init__.cpython-314.pyc",
        "pyscript/__pycache__/util.cpython-314.pyc",
    ]


def test_the_vendored_pyscript_core_holds_its_package():
    """The pinned PyScript still keeps its Python package where pyscript_sources looks."""
    art = assemble.lock_artifacts()["@pyscript/core"]
    members = assemble.tar_members(assemble.checked_cache_file(CACHE, art))
    dist = {k[len("package/dist/") :]: v for k, v in members.items() if k.startswith("package/dist/")}
    cores = [name for name in assemble.pyscript_closure(dist) if name.startswith("core-") and name.endswith(".js")]
    sources = bytecode.pyscript_sources(dist[cores[0]].decode("utf-8"))
    assert {"pyscript/__init__.py", "pyscript/display.py", "pyscript/ffi.py"} <= set(sources)
    assert all(compile(text, name, "exec") for name, text in sources.items())


def test_the_start_list_names_modules_once():
    names = bytecode.start_modules()
    assert len(names) == len(set(names)) > 100
    assert "agora_web.app" in names and "json" in names and "os" not in names  # os is frozen


def test_each_games_start_modules_come_from_its_descriptor():
    """start_modules.txt names no game; each game's web descriptor brings its own: the package
    and what it imports (its emblem's drawing), not its screens or tutorials."""
    from tests.helpers.games import SITE_GAMES

    listed = bytecode.start_modules(web=None)
    names = bytecode.start_modules()
    for game in SITE_GAMES:
        assert not [n for n in listed if n.startswith(f"agora_web.{game}")], game
        assert f"agora_web.{game}" in names
        assert f"agora_web.{game}.screen" not in names  # a game's screen loads when it is played
        assert f"agora_web.{game}.tutorial" not in names  # and a tutorial when it opens
    assert "agora_web.akropolis.draw" in names and "agora_web.screens.tutorial" not in names
    assert len(names) == len(set(names))


def test_a_descriptors_start_modules_follow_its_imports(tmp_path):
    """The descriptor and what it imports, at its top or in its functions, and what those import
    at their top; not its tutorials, which the home card names from the descriptor alone."""
    descriptors = _load("descriptors")
    package = tmp_path / "agora_web" / "newgame"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(
        'TUTORIALS = {"": ("tutorial", "ng.tut.learn")}\n\ndef emblem():\n    from .draw import svg\n    return svg()\n'
    )
    (package / "draw.py").write_text("from .shapes import hexagon\ndef later():\n    from .screen import GameScreen\n")
    (package / "tutorial.py").write_text("from ..screens.tutorial import Step\nfrom .picks import best\n")
    for name in ("shapes", "picks", "screen"):
        (package / f"{name}.py").write_text("")
    entry = registry_entry("newgame")
    assert descriptors.game_start_modules(tmp_path, [entry]) == [
        "agora_web.newgame",
        "agora_web.newgame.draw",
        "agora_web.newgame.shapes",
    ]


def registry_entry(game: str):
    from engine.core.registry import standard

    return standard(game)
