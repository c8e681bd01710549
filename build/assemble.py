"""Assemble the static, offline site in dist/site from web/, the vendored runtime and our wheels.

Usage: python build/assemble.py [--cache DIR] [--wheels DIR] [--out DIR] [--extra-game MODULE ...]

--extra-game: a copy of the site for a test run, with a game kept outside the web package added
as a fifth game of the site would be (build/extra_games.py; the browser tests build one into
dist/site-extra-games when the run registers such a game, tests/browser/conftest.py).

Layout produced (every URL in it is relative, so the site works under any sub-path):
  index.html, main.py, ...      everything in web/ except the package web/agora_web/ and the style sheets'
                                parts (web/styles/); index.html gets the home screen rendered at build time
                                (build/shell.py, shown by shell.js, which is inline in it: allowed by
                                its hash in the page's Content-Security-Policy)
  style.css                     the shared parts (web/styles/) and each game's sheet, in a fixed order
                                (build/styles.py)
  app/agora_web.zip             web/agora_web/ as a zip, unpacked by PyScript into the interpreter, less
                                what the first screens never read (see DEFERRED)
  app/agora_guides.zip          the rules guides (guide.<lang>.md), fetched when a guide first opens
  boot.mjs                      PyScript's interpreter module: Pyodide from this build's memory snapshot
                                when the browser keeps one (snapshot-worker.mjs makes it), see docs/startup.md
  vendor/pyodide/               the Pyodide core's files, as vendored
  app/python_stdlib.zip         the vendored standard library with the modules every start imports
                                precompiled (build/bytecode.py); our archives and msgspec's wheel carry their bytecode
                                too, and the web package PyScript's own (pyscript/__pycache__)
  vendor/pyscript/              core.js and the modules it loads at start-up (no editor/terminal runtimes;
                                see PYSCRIPT_DISABLED_PLUGINS)
  wheels/                       agora-<version>-py3-none-any.whl and the msgspec wasm wheel
  pyscript.json                 PyScript config pointing at the local interpreter (boot.mjs, which also
                                fetches and unpacks the start's three archives: ARCHIVES_STAMP)
  build-info.json               versions and a content-derived build id
  bench/bare.html               bare loadPyodide() page used by bench/startup.py
  rules/<game>.html             the rulebooks of seeds/ as readable pages (build/rulebooks.py)
  precache.json                 every file above with its sha256, under the build id
  sw.js                         the service worker (build/sw-template.js with the same list inlined):
                                it keeps the site in the browser so it works offline, see finish_site
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import rulebooks  # noqa: E402  (build/rulebooks.py, next to this file, also when loaded by path)
import shell  # noqa: E402  (build/shell.py: the home screen rendered into index.html)
import bytecode  # noqa: E402  (build/bytecode.py: the start's modules precompiled)
import styles  # noqa: E402  (build/styles.py: style.css from the shared parts and each game's)
import extra_games  # noqa: E402  (build/extra_games.py: games added for a test run)

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "build" / "vendor.lock"
WEB = ROOT / "web"
WEB_PACKAGE = "agora_web"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
# The standard library: the vendored zip with the start's modules precompiled (build/bytecode.py),
# at our own address; boot.mjs and snapshot-worker.mjs hand it to loadPyodide as stdLibURL.
VENDORED_STDLIB = "python_stdlib.zip"
STDLIB = "app/python_stdlib.zip"

# PyScript starts its plugins at boot unless the config names them with "!". The editor, pygame and
# terminal plugins are switched off for the `py` type in pyscript.json, but PyScript still imports
# their small entry modules for its `mpy` type, so those are shipped. What they would import only
# when used (CodeMirror, xterm, MicroPython) is not: dynamic imports are followed only from the
# PyScript core itself, and the core's own lazy CodeMirror chunks are left out.
PYSCRIPT_DISABLED_PLUGINS = ("py-editor", "py-game", "py-terminal")
PYSCRIPT_CORE_CHUNK = re.compile(r"^core(-[A-Za-z0-9_-]{8})?\.js$")
# PyScript's core keeps its plugins in one map of lazy imports (`"error":()=>import("./error-<hash>.js")`)
# and imports them once its config is read: for its `mpy` type too, which has no config here, so
# every plugin, the disabled ones included (their modules only register themselves). Run after
# the interpreter's long first task, those imports left the page waiting on the worker for 20-30
# ms of a return visit: index.html preloads them beside core.js (PYSCRIPT_PLUGIN_MARKER).
PYSCRIPT_PLUGIN_IMPORT_RE = re.compile(
    r"""["']?([a-z][a-z-]*)["']?:\(\)=>import\(["']\./(\1-[A-Za-z0-9_-]{8}\.js)["']\)"""
)
PYSCRIPT_PLUGIN_MARKER = "<!-- agora:pyscript-plugins -->"
PYSCRIPT_EXCLUDED_CHUNKS = re.compile(r"^codemirror.*$")
# Public entry points of @pyscript/core shipped in addition to the import closure of core.js.
PYSCRIPT_EXTRA_FILES = ("core.css", "storage.js", "service-worker.js")

# Offline support: the service worker's template, and the files finish_site writes last. Neither
# sw.js nor precache.json is in the precache itself (the browser fetches sw.js on its own).
SW_TEMPLATE = ROOT / "build" / "sw-template.js"
BUILD_INFO = "build-info.json"
OFFLINE_OUTPUTS = ("sw.js", "precache.json")

# Start-up: with --preload, index.html gets hints so the browser fetches the runtime at once instead
# of when PyScript and Pyodide ask, one after the other. Off by default: in the measurements they
# did not make Python ready sooner and often delayed the first paint (docs/startup.md).
PRELOAD_MARKER = "<!-- agora:preload -->"
PRELOAD_MODULES = ("vendor/pyodide/pyodide.mjs", "vendor/pyodide/pyodide.asm.mjs")
PRELOAD_FETCHES = ("pyscript.json", "vendor/pyodide/pyodide-lock.json", "vendor/pyodide/pyodide.asm.wasm", STDLIB)

# Start-up: files of the web package the first screens never read stay out of the archive PyScript
# unpacks at every start; each group is its own archive, fetched and unpacked on first need
# (web/agora_web/services/deferred.py). The service worker keeps them like every other file.
DEFERRED = {"app/agora_guides.zip": re.compile(r"^agora_web/[a-z_]+/guide\.[a-z]+\.md$")}
# The build id in boot.mjs (the key of the memory snapshot), written by finish_site.
BOOT_MODULE = "boot.mjs"
BUILD_STAMP = re.compile(r'/\*agora:build\*/"[^"]*"')
#: in boot.mjs, the list of the archives a start unpacks (site-relative addresses)
ARCHIVES_STAMP = re.compile(r"/\*agora:archives\*/\[[^\]]*\]")

STATIC_IMPORT_RE = re.compile(r"""(?:\bfrom\s*|\bimport\s*)["'](\./[^"']+\.js)["']""")
DYNAMIC_IMPORT_RE = re.compile(r"""\bimport\s*\(\s*["'](\./[^"']+\.js)["']\s*\)""")
IGNORED_NAMES = {"__pycache__", ".DS_Store", ".pytest_cache"}


def lock_artifacts() -> dict[str, dict]:
    arts = json.loads(LOCK.read_text(encoding="utf-8"))["artifacts"]
    return {a["name"]: a for a in arts}


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def checked_cache_file(cache: Path, art: dict) -> Path:
    path = cache / art["filename"]
    if not path.is_file():
        sys.exit(f"assemble: {path} missing; run `make vendor` first")
    if sha256_bytes(path.read_bytes()) != art["sha256"]:
        sys.exit(f"assemble: {path} does not match the sha256 in build/vendor.lock; run `make vendor`")
    return path


def tar_members(path: Path) -> dict[str, bytes]:
    out: dict[str, bytes] = {}
    with tarfile.open(path, "r:gz") as tf:
        for m in tf.getmembers():
            if m.isfile():
                f = tf.extractfile(m)
                assert f is not None
                out[m.name] = f.read()
    return out


def ignored(path: Path) -> bool:
    return any(part in IGNORED_NAMES for part in path.parts) or path.suffix in {".pyc", ".pyo"}


def copy_web(out: Path) -> None:
    if not (WEB / "index.html").is_file():
        sys.exit("assemble: web/index.html is missing")
    if not (WEB / "main.py").is_file():
        sys.exit("assemble: web/main.py is missing")
    for src in sorted(WEB.rglob("*")):
        rel = src.relative_to(WEB)
        if rel.parts[0] in (WEB_PACKAGE, styles.SHARED) or ignored(rel) or not src.is_file():
            continue
        if rel.as_posix() == shell.SCRIPT:  # inline in index.html (build/shell.py)
            continue
        dst = out / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)


def _write_zip(dst: Path, members: "list[Path]", made: "dict[str, bytes] | None" = None) -> None:
    """members (files under WEB) and `made` (archive name → bytes made by the build) as dst."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    entries = [(src.relative_to(WEB).as_posix(), src.read_bytes()) for src in members]
    entries += sorted((made or {}).items())
    with zipfile.ZipFile(dst, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            zf.writestr(bytecode.zip_entry(name), data)


def compiled_catalogs(members: "list[Path]") -> "dict[str, bytes]":
    """For each locale folder among the archive's members, its catalogs already read
    (web/agora_web/texts/catalog.py's COMPILED): a start reads them instead of parsing PO text."""
    with shell.browser_stand_ins(WEB, ROOT):
        catalog = importlib.import_module(f"{WEB_PACKAGE}.texts.catalog")
        langs = importlib.import_module(f"{WEB_PACKAGE}.texts.i18n").LANGS
    folders = sorted({src.parent for src in members if src.suffix == ".po"})
    return {
        (folder / catalog.COMPILED).relative_to(WEB).as_posix(): catalog.compile_folder(folder, langs)
        for folder in folders
    }


def zip_web_package(dst: Path) -> None:
    """The web package as the start-up archive (dst), and each DEFERRED group as its own archive
    next to the site's root (dst.parent.parent)."""
    pkg = WEB / WEB_PACKAGE
    if not (pkg / "__init__.py").is_file():
        sys.exit(f"assemble: web/{WEB_PACKAGE}/__init__.py is missing")
    files = [
        src
        for src in sorted(pkg.rglob("*"))
        if src.is_file() and not ignored(src.relative_to(WEB)) and src.suffix != ".css"
    ]  # in style.css
    groups: "dict[str, list[Path]]" = {name: [] for name in DEFERRED}
    start = []
    for src in files:
        rel = src.relative_to(WEB).as_posix()
        group = next((name for name, pattern in DEFERRED.items() if pattern.match(rel)), None)
        (groups[group] if group else start).append(src)
    # the catalogs go in compiled (the PO files are for translators' tools, not for the page)
    _write_zip(dst, [src for src in start if src.suffix != ".po"], compiled_catalogs(start))
    for name, members in groups.items():
        if not members:
            sys.exit(f"assemble: no file of web/{WEB_PACKAGE} goes into {name}")
        _write_zip(dst.parent.parent / name, members)


def copy_pyodide(cache: Path, art: dict, out: Path) -> bytes:
    """The Pyodide core files into out; returns the vendored standard library zip's bytes."""
    members = tar_members(checked_cache_file(cache, art))
    out.mkdir(parents=True, exist_ok=True)
    for name in (*PYODIDE_FILES, VENDORED_STDLIB):
        if members.get(f"package/{name}") is None:
            sys.exit(f"assemble: {name} not found in {art['filename']}")
    for name in PYODIDE_FILES:
        (out / name).write_bytes(members[f"package/{name}"])
    return members[f"package/{VENDORED_STDLIB}"]


def precompile(
    out: Path, pyodide_dir: Path, vendored_stdlib: bytes, archives: "list[Path]", pyscript_core: str, web_archive: Path
) -> None:
    """The standard library with the start's modules as bytecode at STDLIB, bytecode for the
    archives PyScript unpacks (ours and msgspec's wheel), and for PyScript's own Python package (in
    `pyscript_core`, the text of its core module) in `web_archive` (build/bytecode.py). Without
    Node.js: the vendored library."""
    modules = bytecode.start_modules(web=WEB)
    target = out / STDLIB
    target.parent.mkdir(parents=True, exist_ok=True)
    vendored = out / f"{STDLIB}.vendored"  # what the compiling interpreter itself starts from
    vendored.write_bytes(vendored_stdlib)
    try:
        target.write_bytes(bytecode.precompiled_stdlib(pyodide_dir, vendored, modules))
        for archive in archives:
            bytecode.add_bytecode(archive, pyodide_dir, vendored, modules, "/home/pyodide")
        sources = bytecode.pyscript_sources(pyscript_core)
        if not sources:
            print(
                "assemble: WARNING: PyScript's Python package not found in its core module, so it is "
                "compiled in the browser at every start (build/bytecode.py, pyscript_sources)",
                file=sys.stderr,
            )
        bytecode.add_foreign_bytecode(web_archive, pyodide_dir, vendored, modules, sources, "/home/pyodide")
    except bytecode.NoNode:
        print(
            "assemble: WARNING: Node.js not found, so no precompiled modules: the site works but starts "
            "slower (docs/startup.md)",
            file=sys.stderr,
        )
        target.write_bytes(vendored_stdlib)
    finally:
        vendored.unlink()


def pyscript_closure(dist: dict[str, bytes]) -> list[str]:
    """core.js and its static imports, plus the core's dynamic imports (minus CodeMirror) with theirs."""
    seen: set[str] = set()
    todo = ["core.js"]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in dist:
            sys.exit(f"assemble: PyScript module {name} is imported but not in the package")
        seen.add(name)
        text = dist[name].decode("utf-8")
        todo.extend(ref[2:] for ref in STATIC_IMPORT_RE.findall(text))
        if PYSCRIPT_CORE_CHUNK.match(name):
            for ref in DYNAMIC_IMPORT_RE.findall(text):
                target = ref[2:]
                if not PYSCRIPT_EXCLUDED_CHUNKS.match(target):
                    todo.append(target)
    return sorted(seen)


def copy_pyscript(cache: Path, art: dict, out: Path) -> list[str]:
    members = tar_members(checked_cache_file(cache, art))
    dist = {k[len("package/dist/") :]: v for k, v in members.items() if k.startswith("package/dist/")}
    files = pyscript_closure(dist) + [f for f in PYSCRIPT_EXTRA_FILES if f in dist]
    out.mkdir(parents=True, exist_ok=True)
    for name in files:
        data = dist[name]
        if name.endswith(".js"):
            # Source maps are not shipped; drop the comment so devtools do not request them.
            data = re.sub(rb"\n//# sourceMappingURL=[^\n]*\s*$", b"\n", data)
        (out / name).write_bytes(data)
    return files


def pyscript_plugin_chunks(core_text: str) -> "list[str]":
    """The modules of PyScript's plugin map (PYSCRIPT_PLUGIN_IMPORT_RE), in the map's order."""
    return [chunk for _name, chunk in PYSCRIPT_PLUGIN_IMPORT_RE.findall(core_text)]


def pyscript_core_text(folder: Path, files: "list[str]") -> str:
    """The text of PyScript's core chunk (core-<hash>.js), which holds its Python package."""
    for name in files:
        if name.startswith("core-") and name.endswith(".js"):
            return (folder / name).read_text(encoding="utf-8")
    return ""


def project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def git_commit() -> str | None:
    try:
        rev = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return rev.stdout.strip() + ("-dirty" if dirty.stdout.strip() else "")


def file_hashes(out: Path, skip: "set[str]") -> "dict[str, str]":
    """sha256 of every file under out (POSIX relative path → hex digest), in path order."""
    return {
        rel: sha256_bytes(path.read_bytes())
        for rel, path in sorted((p.relative_to(out).as_posix(), p) for p in out.rglob("*") if p.is_file())
        if rel not in skip
    }


def stamp_archives(boot: Path, archives: "list[str]") -> None:
    """Writes the start's archives into boot.mjs (it unpacks them; see web/boot.mjs)."""
    text = boot.read_text(encoding="utf-8")
    if len(ARCHIVES_STAMP.findall(text)) != 1:
        sys.exit(f"assemble: {BOOT_MODULE} must contain /*agora:archives*/[...] exactly once")
    boot.write_text(ARCHIVES_STAMP.sub(lambda _: "/*agora:archives*/" + json.dumps(archives), text), encoding="utf-8")


def finish_site(out: Path, info: dict) -> dict:
    """Stamp an assembled site: build-info.json, precache.json and sw.js. Returns build-info.

    The build id is a digest of every file, of the build metadata and of the service-worker
    template, so any change to what the browser keeps gives a new id. The service worker caches
    each build under its own id and replaces one build by the next as a whole (see
    build/sw-template.js). Can be run again on a copied site after changing files in it.
    """
    for name in (BUILD_INFO, *OFFLINE_OUTPUTS):
        (out / name).unlink(missing_ok=True)
    boot = out / BOOT_MODULE
    if boot.is_file():  # hashed unstamped, so stamping again gives the same id
        text = boot.read_text(encoding="utf-8")
        if len(BUILD_STAMP.findall(text)) != 1:
            sys.exit(f'assemble: {BOOT_MODULE} must contain /*agora:build*/"..." exactly once')
        boot.write_text(BUILD_STAMP.sub('/*agora:build*/"dev"', text), encoding="utf-8")
    template = SW_TEMPLATE.read_text(encoding="utf-8")
    meta = {k: v for k, v in info.items() if k != "build_id"}
    digest = hashlib.sha256()
    for rel, sha in file_hashes(out, set()).items():
        digest.update(rel.encode() + b"\0" + bytes.fromhex(sha))
    digest.update(b"meta\0" + json.dumps(meta, sort_keys=True).encode())
    digest.update(b"sw\0" + template.encode())
    info = {"build_id": digest.hexdigest()[:16], **meta}
    (out / BUILD_INFO).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    if boot.is_file():
        boot.write_text(
            BUILD_STAMP.sub(f'/*agora:build*/"{info["build_id"]}"', boot.read_text(encoding="utf-8")), encoding="utf-8"
        )

    files = file_hashes(out, set(OFFLINE_OUTPUTS))
    manifest = {"build": info["build_id"], "files": files}
    (out / "precache.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    for marker in ("__AGORA_BUILD__", "__AGORA_FILES__"):
        if template.count(marker) != 1:
            sys.exit(f"assemble: {SW_TEMPLATE.name} must contain {marker} exactly once")
    sw = template.replace('"__AGORA_BUILD__"', json.dumps(info["build_id"])).replace(
        "__AGORA_FILES__", json.dumps(files, indent=1)
    )
    (out / "sw.js").write_text(sw, encoding="utf-8")
    return info


def startup_files(archives: "list[str]") -> "list[str]":
    """The files every start fetches before Python runs our code (their bytes are the progress bar)."""
    files = ["pyscript.json", *(f"vendor/pyodide/{name}" for name in PYODIDE_FILES), STDLIB]
    files += archives
    return files


def preload_hints(out: Path, archives: "list[str]") -> str:
    """<link> hints for the runtime: modules as modulepreload, the rest as fetch (the way Pyodide and
    PyScript ask for them, so the browser reuses the early response)."""
    fetches = [*PRELOAD_FETCHES, *archives]
    for rel in (*PRELOAD_MODULES, *fetches):
        if not (out / rel).is_file():
            sys.exit(f"assemble: preload hint for {rel}, which the site does not have")
    lines = [f'<link rel="modulepreload" href="./{rel}">' for rel in PRELOAD_MODULES]
    lines += [f'<link rel="preload" href="./{rel}" as="fetch" crossorigin>' for rel in fetches]
    return "\n".join(lines)


def write_index(out: Path, archives: "list[str]", preload: bool, plugins: "list[str]") -> None:
    """index.html: the preload hints, PyScript's plugins preloaded (`plugins`, files of
    vendor/pyscript), the first paint's style rules (build/styles.py) and the pre-rendered home
    screen with the script that shows it (build/shell.py)."""
    index = out / "index.html"
    page = index.read_text(encoding="utf-8")
    if page.count(PRELOAD_MARKER) != 1:
        sys.exit(f"assemble: web/index.html must contain {PRELOAD_MARKER} exactly once")
    page = page.replace(PRELOAD_MARKER, preload_hints(out, archives) if preload else "")
    if page.count(PYSCRIPT_PLUGIN_MARKER) != 1:
        sys.exit(f"assemble: web/index.html must contain {PYSCRIPT_PLUGIN_MARKER} exactly once")
    if not plugins:
        sys.exit("assemble: no plugin map found in PyScript's core (PYSCRIPT_PLUGIN_IMPORT_RE)")
    for chunk in plugins:
        if not (out / "vendor" / "pyscript" / chunk).is_file():
            sys.exit(f"assemble: PyScript plugin {chunk} is not shipped")
    links = "\n".join(f'<link rel="modulepreload" href="./vendor/pyscript/{chunk}">' for chunk in plugins)
    page = page.replace(PYSCRIPT_PLUGIN_MARKER, links)
    if page.count(styles.FIRST_PAINT_MARKER) != 1:
        sys.exit(f"assemble: web/index.html must contain {styles.FIRST_PAINT_MARKER} exactly once")
    page = shell.inline_script(page, WEB)
    index.write_text(page, encoding="utf-8")
    sizes = {rel: (out / rel).stat().st_size for rel in startup_files(archives)}
    shell.write_into(index, WEB, ROOT, sizes)
    # the first paint's rules last: they are the ones the finished page (and offline.js's banner) can use
    page = index.read_text(encoding="utf-8")
    seen = page + (WEB / "offline.js").read_text(encoding="utf-8")
    index.write_text(page.replace(styles.FIRST_PAINT_MARKER, styles.first_paint(WEB, seen)), encoding="utf-8")


BARE_HTML = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Agora bench: bare Pyodide</title>
<link rel="icon" href="data:,">
</head>
<body>
<script type="module">
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
const t0 = performance.now();
const pyodide = await loadPyodide({ indexURL: "../vendor/pyodide/" });
pyodide.runPython("1 + 1");
document.body.dataset.bootMs = String(Math.round(performance.now() - t0));
document.body.dataset.ready = "true";
</script>
</body>
</html>
"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache", type=Path, default=Path(os.environ.get("AGORA_CACHE") or ROOT / "build" / "cache"))
    ap.add_argument("--wheels", type=Path, default=ROOT / "dist" / "wheels")
    ap.add_argument("--out", type=Path, default=ROOT / "dist" / "site")
    ap.add_argument(
        "--preload",
        action="store_true",
        help="add preload hints for the runtime (measured slower to paint, see docs/startup.md)",
    )
    ap.add_argument(
        "--extra-game",
        action="append",
        default=[],
        metavar="MODULE",
        help="add the game MODULE.ENTRY to this copy of the site (for a test run: build/extra_games.py)",
    )
    args = ap.parse_args(argv)
    if args.extra_game:
        with tempfile.TemporaryDirectory() as tmp:
            return build(args, Path(tmp))
    return build(args, None)


def build(args, tmp: "Path | None") -> int:
    """The site as main's arguments ask, with their extra games staged in `tmp`."""
    global WEB  # the folder every step reads web/ from: a staged copy when games are added
    cache, out = args.cache.resolve(), args.out.resolve()
    seeds = ROOT / "seeds"

    arts = lock_artifacts()
    version = project_version()
    agora_whl = args.wheels / f"agora-{version}-py3-none-any.whl"
    if not agora_whl.is_file():
        sys.exit(f"assemble: {agora_whl} missing; run `make wheel` first")
    if tmp is not None:
        staged = extra_games.stage(args.extra_game, WEB, seeds, agora_whl, tmp)
        WEB, seeds, agora_whl = staged.web, staged.seeds, staged.wheel
    msgspec_art = arts["msgspec"]
    msgspec_whl = checked_cache_file(cache, msgspec_art)
    # QR codes for remote games' links: fetched from the site only when an invitation or a turn
    # is shown (services/remote_links.py), never at start-up, so not in pyscript.json's files
    segno_whl = checked_cache_file(cache, arts["segno"])

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    copy_web(out)
    styles.write(WEB, out)
    zip_web_package(out / "app" / f"{WEB_PACKAGE}.zip")
    vendored_stdlib = copy_pyodide(cache, arts["pyodide"], out / "vendor" / "pyodide")
    pyscript_files = copy_pyscript(cache, arts["@pyscript/core"], out / "vendor" / "pyscript")

    (out / "wheels").mkdir()
    shutil.copyfile(agora_whl, out / "wheels" / agora_whl.name)
    shutil.copyfile(msgspec_whl, out / "wheels" / msgspec_whl.name)
    shutil.copyfile(segno_whl, out / "wheels" / segno_whl.name)
    precompile(
        out,
        out / "vendor" / "pyodide",
        vendored_stdlib,
        [out / "app" / f"{WEB_PACKAGE}.zip", out / "wheels" / agora_whl.name, out / "wheels" / msgspec_whl.name],
        pyscript_core_text(out / "vendor" / "pyscript", pyscript_files),
        out / "app" / f"{WEB_PACKAGE}.zip",
    )

    (out / "bench").mkdir(exist_ok=True)
    (out / "bench" / "bare.html").write_text(BARE_HTML, encoding="utf-8")
    rulebooks.write_pages(seeds, out / "rules", WEB)

    # The archives every start unpacks into Python's working folder: boot.mjs fetches them beside
    # the interpreter's own start and unpacks them itself (ARCHIVES_STAMP), so not PyScript's "files"
    archives = [f"wheels/{agora_whl.name}", f"wheels/{msgspec_whl.name}", f"app/{WEB_PACKAGE}.zip"]
    stamp_archives(out / BOOT_MODULE, archives)
    config = {
        # Our module: it calls Pyodide's loadPyodide, from a memory snapshot when there is one.
        "interpreter": f"./{BOOT_MODULE}",
        # No "packages" key at all (even an empty list makes PyScript load micropip): nothing is
        # fetched through micropip or a package CDN.
        "plugins": [f"!{name}" for name in PYSCRIPT_DISABLED_PLUGINS],
    }
    (out / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    plugins = pyscript_plugin_chunks(pyscript_core_text(out / "vendor" / "pyscript", pyscript_files))
    write_index(out, archives, preload=args.preload, plugins=plugins)

    info = {
        "agora_version": version,
        "git_commit": git_commit(),
        "agora_wheel": agora_whl.name,
        "runtime": {name: art["version"] for name, art in sorted(arts.items())},
        "msgspec_wheel": msgspec_whl.name,
        "pyscript_files": pyscript_files,
    }
    info = finish_site(out, info)

    total = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"assemble: {out} ready, {total / 1e6:.1f} MB, build {info['build_id']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
