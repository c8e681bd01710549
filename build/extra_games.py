"""Games added to a copy of the site for a test run (`assemble.py --extra-game MODULE`): a game
kept outside the web package, such as Tally (tests/fakegame/), is built into the site exactly as
a fifth game of Agora would be, so the browser tests play it like the others. The shipped site
(dist/site) never holds such a game.

The game's module exports ENTRY (an engine.core.registry.Game). For the build, in a temporary
folder:
- a copy of web/ with the game's screens package added as agora_web/<id>/ (its entry then names
  ".<id>", as a game of the web package does); the repository's tests import the web package as
  `web.agora_web`, the page as `agora_web`, so that prefix of its imports is rewritten;
- a copy of seeds/ with the seeds its RULEBOOKS name, kept beside its ENTRY module;
- a copy of our wheel with its rules and computer players packages (under their own names) and
  its entry added to the one list (engine/core/registry.py).
The build's own process gets the same entry, so the home screen, the style sheet, the rulebook
pages and the start's bytecode are made for it as for every game.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
import shutil
import sys
import zipfile
from pathlib import Path
from typing import NamedTuple

WEB_PACKAGE = "agora_web"
REGISTRY = "engine/core/registry.py"
#: the repository's name of the web package, in an added game's imports
TEST_PREFIX = re.compile(r"\bweb\.agora_web\b")
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".DS_Store")


class Staged(NamedTuple):
    web: Path
    seeds: Path
    wheel: Path


def _folder(module: str) -> Path:
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        raise SystemExit(f"assemble: no module {module}")
    return Path(spec.origin).parent


def _site_entry(entry):
    """The entry as the site registers it: its screens inside the web package."""
    return entry._replace(web=f".{entry.id}")


def _add_screens(entry, web: Path) -> None:
    target = web / WEB_PACKAGE / entry.id
    if target.exists():
        raise SystemExit(f"assemble: web/{WEB_PACKAGE}/{entry.id} exists already")
    shutil.copytree(_folder(entry.web), target, ignore=IGNORED)
    for source in target.rglob("*.py"):
        source.write_text(TEST_PREFIX.sub(WEB_PACKAGE, source.read_text(encoding="utf-8")), encoding="utf-8")


def _add_seeds(entry, module: str, seeds: Path) -> None:
    descriptor = importlib.import_module(entry.web)
    for _page, _label, source, _title in getattr(descriptor, "RULEBOOKS", ()):
        shutil.copyfile(_folder(module) / source, seeds / source)


def _package_files(module: str) -> "list[tuple[str, Path]]":
    """(name in the wheel, file) of a package and its parents' __init__.py."""
    folder = _folder(module)
    parts = module.split(".")
    out = []
    for depth in range(1, len(parts)):
        spec = importlib.util.find_spec(".".join(parts[:depth]))
        if spec is not None and spec.origin:  # not a namespace package
            out.append(("/".join(parts[:depth]) + "/__init__.py", Path(spec.origin)))
    for path in sorted(folder.rglob("*.py")):
        if "__pycache__" not in path.parts:
            out.append(("/".join(parts) + "/" + path.relative_to(folder).as_posix(), path))
    return out


def _wheel(wheel: Path, entries, target: Path) -> None:
    """A copy of `wheel` with the games' rules and computer players and their registry entries."""
    added: "dict[str, Path]" = {}
    for entry in entries:
        for module in (entry.engine, entry.ai):
            if module:
                added.update(_package_files(module))
    lines = "".join(f"GAMES.append(Game(*{tuple(_site_entry(entry))!r}))\n" for entry in entries)
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename == REGISTRY:
                data += b"\n\n# Added for a test run (build/extra_games.py)\n" + lines.encode()
            if info.filename not in added:
                dst.writestr(info, data)
        for name, path in sorted(added.items()):
            dst.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), path.read_bytes())


def stage(modules: "list[str]", web: Path, seeds: Path, wheel: Path, tmp: Path) -> Staged:
    """The build's sources with the games of `modules` added, in `tmp`; registers them in this
    process's one list too."""
    root = str(Path(__file__).resolve().parent.parent)
    if root not in sys.path:
        sys.path.insert(0, root)
    from engine.core import registry

    staged = Staged(tmp / "web", tmp / "seeds", tmp / "wheels" / wheel.name)
    shutil.copytree(web, staged.web, ignore=IGNORED)
    shutil.copytree(seeds, staged.seeds, ignore=IGNORED)
    staged.wheel.parent.mkdir(parents=True)
    entries = []
    for module in modules:
        entry = importlib.import_module(module).ENTRY
        if entry.id in registry.names():
            raise SystemExit(f"assemble: the game {entry.id!r} is in the one list already")
        _add_screens(entry, staged.web)
        _add_seeds(entry, module, staged.seeds)
        entries.append(entry)
        registry.GAMES.append(_site_entry(entry))
    _wheel(wheel, entries, staged.wheel)
    return staged
