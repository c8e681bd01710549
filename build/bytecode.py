"""Precompiled Python for a faster start: the modules every start imports, as bytecode.

Pyodide's standard library arrives as source (python_stdlib.zip holds no .pyc), so every start
compiles each module it imports, the interpreter's own start-up included, and our modules too.
In WebAssembly that compiling is most of the interpreter's start (measured in docs/startup.md,
"Precompiled modules"). The build compiles, once, exactly the modules a start imports
(build/start_modules.txt, and of each game what its web descriptor
declares: build/descriptors.py) with the site's own Pyodide, run in Node.js, so the bytecode matches
the interpreter that will read it:

- the standard library: app/python_stdlib.zip is the vendored zip with each start module's
  source replaced by its bytecode, compiled with docstrings and asserts left out (optimize=2, the
  level the standard library is tested under); every other module stays source, as vendored;
- our modules (the web package and the wheel) and msgspec's pure-Python ones (its wheel): bytecode
  in __pycache__ beside the source, which stays for tracebacks;
- PyScript's own Python package, which its core.js writes as source into the page's files at every
  start (pyscript_sources): bytecode only, in the web package's archive under pyscript/__pycache__,
  so it lands beside the sources PyScript writes.

Every .pyc is "unchecked hash" based (PEP 552): the unpacked files' times do not matter and the
import system never compiles again. Without Node.js the build ships the vendored library and no
bytecode (the site works, only starts slower) and says so.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import descriptors  # noqa: E402  (build/descriptors.py: what each game's web descriptor declares)

FIXED_ZIP_TIME = (1980, 1, 1, 0, 0, 0)
START_MODULES = Path(__file__).resolve().parent / "start_modules.txt"
#: the folder holding the web package, whose games' start modules are added to the list
WEB = Path(__file__).resolve().parent.parent / "web"
#: where Pyodide puts its standard library zip (the names tracebacks show)
STDLIB_PREFIX = "/lib/python3.14/"

# Run by Node.js: loads the site's Pyodide, mounts a folder and compiles the listed files in it.
_DRIVER = r"""
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [pyodideDir, stdlib, tree, jobsFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: stdlib });
py.FS.mkdirTree("/tree");
py.FS.mount(py.FS.filesystems.NODEFS, { root: tree }, "/tree");
py.globals.set("jobs_json", readFileSync(jobsFile, "utf8"));
console.log(py.runPython(`
import importlib.util, json, py_compile
done = []
for job in json.loads(jobs_json):
    src = "/tree/" + job["src"]
    cfile = "/tree/" + job["pyc"] if job.get("pyc") else importlib.util.cache_from_source(src)
    py_compile.compile(src, cfile=cfile, dfile=job["shown_as"], doraise=True, optimize=job["optimize"],
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    done.append(cfile[len("/tree/"):])
json.dumps(done)
`));
"""


class NoNode(RuntimeError):
    """Node.js is not installed: no bytecode this build."""


def start_modules(path: Path = START_MODULES, web: "Path | None" = WEB) -> "list[str]":
    """The module names of build/start_modules.txt (one per line, # comments), then what a start
    imports of each game's web package, read from its descriptor (build/descriptors.py) in the
    folder `web` (None: the list alone)."""
    names = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.append(line)
    if web is not None:
        names += [name for name in descriptors.game_start_modules(web) if name not in names]
    return names


def compile_in_pyodide(pyodide_dir: Path, stdlib: Path, tree: Path, jobs: "list[dict]") -> "list[str]":
    """Compile jobs ({src, shown_as, optimize, pyc?} paths relative to tree) with the Pyodide in
    pyodide_dir and the standard library zip stdlib; returns the written .pyc paths, relative to tree."""
    node = shutil.which("node")
    if node is None:
        raise NoNode("node not found")
    with tempfile.TemporaryDirectory() as tmp:
        driver = Path(tmp) / "compile.mjs"
        driver.write_text(_DRIVER, encoding="utf-8")
        jobs_file = Path(tmp) / "jobs.json"
        jobs_file.write_text(json.dumps(jobs), encoding="utf-8")
        run = subprocess.run(
            [node, str(driver), str(pyodide_dir.resolve()), str(stdlib.resolve()), str(tree.resolve()), str(jobs_file)],
            capture_output=True,
            text=True,
        )
    if run.returncode != 0:
        sys.exit(f"bytecode: compiling in Pyodide failed:\n{run.stderr[-2000:]}")
    return json.loads(run.stdout.strip().splitlines()[-1])


def _module_files(names: "set[str]", modules: "list[str]") -> "dict[str, str]":
    """Module name → its source file among names (a/b.py or a/b/__init__.py), for those present."""
    found = {}
    for mod in modules:
        base = mod.replace(".", "/")
        for candidate in (base + ".py", base + "/__init__.py"):
            if candidate in names:
                found[mod] = candidate
                break
    return found


def _unpack_start_modules(zf: zipfile.ZipFile, modules: "list[str]", tmp: str) -> "dict[str, str]":
    """The start modules' sources found in zf, written under tmp: module name → path in the zip."""
    chosen = _module_files(set(zf.namelist()), modules)
    for rel in chosen.values():
        (Path(tmp) / rel).parent.mkdir(parents=True, exist_ok=True)
        (Path(tmp) / rel).write_bytes(zf.read(rel))
    return chosen


def zip_entry(name: str) -> zipfile.ZipInfo:
    """A member of an archive the build writes: deflated, the same time and mode every build."""
    info = zipfile.ZipInfo(name, date_time=FIXED_ZIP_TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def precompiled_stdlib(pyodide_dir: Path, stdlib: Path, modules: "list[str]") -> bytes:
    """The vendored standard library zip (stdlib) with the start modules' sources replaced by bytecode."""
    with zipfile.ZipFile(stdlib) as zf, tempfile.TemporaryDirectory() as tmp:
        names = zf.namelist()
        chosen = _unpack_start_modules(zf, modules, tmp)
        jobs = [
            {"src": rel, "pyc": rel[:-3] + ".pyc", "shown_as": STDLIB_PREFIX + rel, "optimize": 2}
            for rel in chosen.values()
        ]
        compile_in_pyodide(pyodide_dir, stdlib, Path(tmp), jobs)
        replaced = set(chosen.values())
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
            for name in names:
                if name.endswith("/"):
                    continue
                if name in replaced:
                    dst.writestr(zip_entry(name[:-3] + ".pyc"), (Path(tmp) / (name[:-3] + ".pyc")).read_bytes())
                else:
                    dst.writestr(zip_entry(name), zf.read(name))
    return out.getvalue()


#: where PyScript's core.js holds its Python package: the argument of its files writer,
#: `{pyscript:{"__init__.py":"...", ...}}`, a JavaScript object whose inner part is JSON
PYSCRIPT_PACKAGE_MARK = "{pyscript:{"


def pyscript_sources(core_js: str) -> "dict[str, str]":
    """PyScript's Python package as its core.js writes it at start: path ("pyscript/x.py") → source.
    Empty when the mark is not found (another PyScript layout: the build then warns)."""
    at = core_js.find(PYSCRIPT_PACKAGE_MARK)
    if at < 0:
        return {}
    try:
        files, _end = json.JSONDecoder().raw_decode(core_js, at + len(PYSCRIPT_PACKAGE_MARK) - 1)
    except ValueError:
        return {}
    if not isinstance(files, dict) or not all(isinstance(v, str) and k.endswith(".py") for k, v in files.items()):
        return {}
    return {f"pyscript/{name}": source for name, source in files.items()}


def add_foreign_bytecode(
    archive: Path, pyodide_dir: Path, stdlib: Path, modules: "list[str]", sources: "dict[str, str]", unpacked_at: str
) -> "list[str]":
    """Add to a zip the bytecode of the start modules among `sources` (path → source text of files
    another part of the page writes where the zip unpacks: PyScript's package), without the
    sources. Returns the modules compiled."""
    chosen = _module_files(set(sources), modules)
    if not chosen:
        return []
    with tempfile.TemporaryDirectory() as tmp:
        for rel in chosen.values():
            (Path(tmp) / rel).parent.mkdir(parents=True, exist_ok=True)
            (Path(tmp) / rel).write_text(sources[rel], encoding="utf-8")
        jobs = [{"src": rel, "shown_as": unpacked_at.rstrip("/") + "/" + rel, "optimize": 0} for rel in chosen.values()]
        written = compile_in_pyodide(pyodide_dir, stdlib, Path(tmp), jobs)
        with zipfile.ZipFile(archive, "a", compression=zipfile.ZIP_DEFLATED) as dst:
            for rel in written:
                dst.writestr(zip_entry(rel), (Path(tmp) / rel).read_bytes())
    return sorted(chosen)


def add_bytecode(archive: Path, pyodide_dir: Path, stdlib: Path, modules: "list[str]", unpacked_at: str) -> "list[str]":
    """Add __pycache__ bytecode for the start modules found in a zip or wheel (sources stay);
    unpacked_at is where the archive's files land in the browser (the names tracebacks show).
    Returns the modules compiled."""
    with zipfile.ZipFile(archive) as zf, tempfile.TemporaryDirectory() as tmp:
        chosen = _unpack_start_modules(zf, modules, tmp)
        jobs = [{"src": rel, "shown_as": unpacked_at.rstrip("/") + "/" + rel, "optimize": 0} for rel in chosen.values()]
        written = compile_in_pyodide(pyodide_dir, stdlib, Path(tmp), jobs) if jobs else []
        with zipfile.ZipFile(archive, "a", compression=zipfile.ZIP_DEFLATED) as dst:
            for rel in written:
                dst.writestr(zip_entry(rel), (Path(tmp) / rel).read_bytes())
    return sorted(chosen)
