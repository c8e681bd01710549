"""The modules of each game's web package that a start imports, read from the game's descriptor.

build/start_modules.txt lists what every start imports of the shared code and the standard
library; no game is named there. What a start imports of a game follows from its web descriptor
(web/agora_web/<game>/__init__.py), which the home screen imports for every game of the one list
(engine/core/registry.py):

- the descriptor itself, and the modules of its package it imports, at its top or inside its
  functions (the home card's `emblem()` and `emblem_defs()` run at every start);
- the modules its `TUTORIALS` names (the home card's "Learn" buttons read each tutorial), and
  what those import from the package at their top.

The sources are read, not imported, so the build runs no game code for this.
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


def _declared_tutorials(tree: ast.Module) -> "list[str]":
    """The submodules the descriptor's `TUTORIALS` ({suffix: module}) names."""
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "TUTORIALS" for t in targets):
                return list(ast.literal_eval(node.value).values())
    return []


def _parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def modules_of(package_dir: Path, package: str) -> "list[str]":
    """The dotted names of what a start imports of one game's web package (sorted)."""
    descriptor = _parse(package_dir / "__init__.py")
    found = {package}
    todo = _relative_imports(descriptor, everywhere=True) + _declared_tutorials(descriptor)
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
    """Every registered game's start modules, for the games whose screens are in the web package
    (`web` is the folder holding agora_web/)."""
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
            out += modules_of(web / WEB_PACKAGE / name.replace(".", "/"), f"{WEB_PACKAGE}.{name}")
    return out
