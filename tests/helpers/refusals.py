"""The refusals an engine can raise, read from its source: each IllegalAction (and each Reason a
check answers with) names a code, with the numbers its sentence may quote as keywords
(engine/core/errors.py). The page says a code in words (web/agora_web/texts/refusals.py)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from engine.core import registry

ROOT = Path(__file__).resolve().parents[2]
#: the engine code every game shares (its refusals have shared sentences)
CORE = ROOT / "engine" / "core"


def _code_of(call: ast.Call) -> "str | None":
    """The code a call names (its second argument or `code=`), when a string literal."""
    node = call.args[1] if len(call.args) > 1 else None
    node = next((k.value for k in call.keywords if k.arg == "code"), node)
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _forwards(call: ast.Call) -> bool:
    """Whether the call passes on a Reason's code (`why.code`) rather than naming one."""
    node = call.args[1] if len(call.args) > 1 else None
    return isinstance(node, ast.Attribute) and node.attr == "code"


def raised(folder: Path) -> "dict[str, list[set[str]]]":
    """{code: [the parameter names of each place raising it]} of the IllegalActions and Reasons
    written in `folder`'s modules. A call naming no code is an AssertionError that says where."""
    found: "dict[str, list[set[str]]]" = {}
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id not in ("IllegalAction", "Reason") or _forwards(node):
                continue  # (errors.refusal passes a Reason's code on: found where it is written)
            code = _code_of(node)
            where = f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}:{node.lineno}"
            assert code, f"{where}: {node.func.id} without a code the interface can translate"
            params = {k.arg for k in node.keywords if k.arg not in (None, "code")}
            found.setdefault(code, []).append(params)
    return found


def engine_folder(game: str) -> Path:
    return Path(importlib.import_module(registry.entry(game).engine).__file__).parent


def shared_codes() -> "set[str]":
    """The codes with a shared sentence (`illegal.<code>` in the shared catalogs)."""
    from web.agora_web.texts import catalog, i18n

    texts = catalog.load_po(ROOT / "web" / "agora_web" / "locale", i18n.LANGS)
    return {key.split(".", 1)[1] for key in texts if key.startswith("illegal.")}


def own_keys(game: str) -> "set[str]":
    """The catalog keys of the game's own refusals: `illegal.<game>.<code>` for each code its
    engine raises that has no shared sentence."""
    shared = shared_codes()
    return {f"illegal.{game}.{code}" for code in raised(engine_folder(game)) if code not in shared}
