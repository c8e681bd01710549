"""What the build reads from each game's web descriptor (web/agora_web/<game>/__init__.py), for
every game of the one list (engine/core/registry.py) whose screens are in the web package. The
sources are read, not imported, so the build runs no game code for this.

- What a start imports of the game (build/start_modules.txt names no game): the descriptor
  itself, which the home screen imports for every game, and the modules of its package it
  imports, at its top or inside its functions (the home card's `emblem()` and `emblem_defs()`
  run at every start), and what those import from the package at their top. (Its
  `TUTORIALS` are not among them: the home card's "Learn" buttons read only the descriptor.)
- Its style sheet: the file of its package its `STYLE` names (build/styles.py adds it to the
  site's style sheet).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

WEB_PACKAGE = "agora_web"


def _relative_imports(tree: ast.Module, everywhere: bool) -> "list[str]":
    """Submodule names a module imports from its own package (`from .x import y`,
    `from . import x`): at its top only, or anywhere in it."""
    nodes = ast.walk(tree) if everywhere else iter(tree.body)
    out = []
    for node in nodes:
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                out.append(node.module.split(".")[0])
            else:
                out.extend(alias.name for alias in node.names)
    return out


def _parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def declared(package_dir: Path, name: str, default=None):
    """The value the descriptor assigns to `name` at its top (a literal), or `default`."""
    for node in _parse(package_dir / "__init__.py").body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                return ast.literal_eval(node.value)
    return default


def packages(web: Path, games=None) -> "list[tuple[str, Path]]":
    """(dotted name, folder) of every registered game's web package inside `web`/agora_web, in
    the one list's order (`web` is the folder holding agora_web/)."""
    if games is None:
        root = str(web.resolve().parent)
        if root not in sys.path:
            sys.path.insert(0, root)
        from engine.core import registry

        games = registry.GAMES
    out = []
    for game in games:
        if game.web and game.web.startswith("."):
            name = game.web[1:]
            out.append((f"{WEB_PACKAGE}.{name}", web / WEB_PACKAGE / name.replace(".", "/")))
    return out


def start_modules_of(package_dir: Path, package: str) -> "list[str]":
    """The dotted names of what a start imports of one game's web package (sorted)."""
    found = {package}
    todo = _relative_imports(_parse(package_dir / "__init__.py"), everywhere=True)
    while todo:
        name = todo.pop()
        dotted = f"{package}.{name}"
        source = package_dir / f"{name}.py"
        if dotted in found or not source.is_file():
            continue
        found.add(dotted)
        todo += _relative_imports(_parse(source), everywhere=False)
    return sorted(found)


def game_start_modules(web: Path, games=None) -> "list[str]":
    """Every registered game's start modules."""
    return [name for package, folder in packages(web, games) for name in start_modules_of(folder, package)]


def game_style_sheets(web: Path, games=None) -> "list[Path]":
    """Every registered game's style sheet that its descriptor declares (STYLE), in the one
    list's order; a declared sheet that is missing stops the build."""
    out = []
    for _package, folder in packages(web, games):
        name = declared(folder, "STYLE")
        if name:
            sheet = folder / name
            if not sheet.is_file():
                sys.exit(f"assemble: {sheet} is declared (STYLE) but missing")
            out.append(sheet)
    return out
