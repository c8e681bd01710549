"""What Pyodide's memory snapshot of this build holds: the modules imported before it is made.

The page boots from the snapshot when it has one (web/boot.mjs), skipping the interpreter's own
start-up and these imports; web/snapshot-worker.mjs makes it in a background worker with
`prepare()`. See docs/startup.md, "Memory snapshot".

A snapshot is a copy of the WebAssembly memory only. Two kinds of module must stay out of it:
- compiled extensions loaded as separate libraries (msgspec's `_core`, and with it anything that
  imports `engine.core`): the restored memory points into a library the new page has not loaded,
  and the first call fails with "RuntimeError: table index is out of bounds";
- modules that touch the page at import (`pyscript`; `agora_web.dom` and what imports it, which
  take the page's window or document through `agora_web.page`): a snapshot cannot keep
  references to JavaScript objects it cannot name.
So the list below is the standard library the first screens use, and our modules that need
neither; `prepare()` checks the first rule itself. Plain Python: the unit tests import it too.
"""

from __future__ import annotations

import importlib
import sys

#: standard-library modules the home screen, saves and share links import (beyond Pyodide's own)
STDLIB = (
    "base64",
    "binascii",
    "datetime",
    "decimal",
    "hashlib",
    "html",
    "html.entities",
    "ipaddress",
    "json",
    "numbers",
    "urllib.parse",
    "uuid",
    "zlib",
)
#: our modules with no compiled extension and no page access at import (agora_web.texts.i18n parses
#: the shared text catalogs at import)
OURS = (
    "agora_web.texts.catalog",
    "agora_web.texts.i18n",
    "agora_web.ui.html",
    "agora_web.ui.widgets",
    "agora_web.ui.icons",
    "agora_web.services.history",
    "agora_web.services.problems",
)
#: modules that must not be in a snapshot (see above)
FORBIDDEN = ("msgspec", "pyscript", "engine.core", "agora_web.dom")

#: the build the snapshot was made for (set by prepare; checked by the page after a restore)
MADE_FOR: "str | None" = None


class SnapshotError(RuntimeError):
    """The interpreter's state cannot go into a snapshot, or a restored one is not this build's."""


def extension_libraries() -> "list[str]":
    """Modules loaded from a separate compiled library (a .so file): they cannot be restored.
    (Pyodide builds the standard library's own C modules into the interpreter; CPython loads them
    from files, so there they are not counted.)"""
    in_browser = sys.platform == "emscripten"
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if str(getattr(module, "__file__", "") or "").endswith(".so")
        and (in_browser or name.split(".")[0] not in sys.stdlib_module_names)
    )


def prepare(build: str) -> "list[str]":
    """Import what the snapshot holds and mark it as `build`'s; returns the modules imported.
    Raises SnapshotError when something that cannot be restored got in."""
    global MADE_FOR
    done = []
    for name in STDLIB:
        try:
            importlib.import_module(name)
        except ImportError:
            continue  # not in this runtime's standard library: imported later if ever needed
        done.append(name)
    for name in OURS:
        importlib.import_module(name)
        done.append(name)
    bad = [name for name in FORBIDDEN if name in sys.modules] + extension_libraries()
    if bad:
        raise SnapshotError(f"cannot be kept in a memory snapshot: {', '.join(bad)}")
    MADE_FOR = build
    return done


def check(build: str) -> None:
    """After a restore: the snapshot is `build`'s (else the page boots normally)."""
    if MADE_FOR != build:
        raise SnapshotError(f"the snapshot was made for build {MADE_FOR!r}, not {build!r}")
