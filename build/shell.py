"""Render the home screen into index.html at build time, so it paints before Python has loaded.

The app's own screen code (web/agora_web/screens/home.py and the top bar of app.py) runs here on CPython,
once per language, with stand-ins for the browser modules (`pyscript`, `pyodide.ffi`) and an empty
saves store. So the shell the page shows first and the screen Python draws when it is ready come
from one source. The results go into index.html as <template data-lang="..."> elements, with the
texts web/shell.js needs to fill in the saved games from localStorage, to show a share link and
to report loading progress; shell.js (a plain script, no Python) picks the language and shows one.

shell.js itself goes into index.html too (`inline_script`), in place of SCRIPT_MARKER: fetched
apart, it came a round trip after the page, and the home screen waited for it (on the phone
profile of bench/phone.py: the page in by 0.25 s, shell.js by 0.47-0.65 s). The page's Content-Security-Policy
stays strict: it allows that one script by its sha256, computed here, never 'unsafe-inline'.

Only the public surface is used (HomeScreen(app).render(), App._topbar(screen), i18n.t), and the
stand-in app answers any attribute, so the home screen's code can change freely under it.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import html
import importlib
import json
import sys
import types
from pathlib import Path
from typing import Iterator

#: i18n keys whose texts shell.js uses (the saves list and its damaged slots, the Continue card,
#: share links, loading)
SHELL_KEYS = (
    "app_name",
    "continue",
    "continue_detail",
    "continue_detail_open",
    "open",
    "delete",
    "replay_save",
    "replay_save_title",
    "review_open",
    "review_open_title",
    "status_round",
    "status_round_open",
    "status_over",
    "status_won",
    "shell_getting_ready",
    "shell_queued",
    "shell_download",
    "shell_starting",
    "shell_failed",
    "shell_failed_file",
    "shell_retry",
    "shell_link",
    "shell_link_players",
    "shell_link_moves",
    "shell_link_bad",
    "shell_not_started",
    "tut.badge",
    "save_damaged",
    "export_raw",
    "export_raw_title",
)
#: i18n key prefixes copied whole (game names); solo levels come as "solo.<game>.<level>"
#: (agora_web.games.solo_level_texts), since the shell cannot ask a game for its key
SHELL_PREFIXES = ("game.",)
MARKER = "<!-- agora:shell -->"
#: where shell.js goes, inline (`inline_script`); web/shell.js is its source, not a file of the site
SCRIPT_MARKER = "<!-- agora:shell-script -->"
SCRIPT = "shell.js"


class _Anything:
    """A stand-in for a browser object: any attribute, call or item gives another stand-in."""

    def __getattr__(self, name: str) -> "_Anything":
        return _Anything()

    def __call__(self, *args, **kwargs) -> "_Anything":
        return _Anything()

    def __getitem__(self, key) -> "_Anything":
        return _Anything()

    def __bool__(self) -> bool:
        return False

    def __iter__(self):
        return iter(())

    def __str__(self) -> str:
        return ""


class _EmptyStore:
    """No saved games at build time: shell.js fills the list in from localStorage."""

    def keys(self) -> "list[str]":
        return []

    def get(self, key: str) -> None:
        return None

    def set(self, key: str, value: str) -> None:
        pass

    def remove(self, key: str) -> None:
        pass


class _BuildApp:
    """What a screen may ask of the app while rendering: a store, no broken saves, nothing else."""

    def __init__(self) -> None:
        self.store = _EmptyStore()
        self.broken: dict = {}
        self.screen = None

    def __getattr__(self, name: str):
        return _Anything()


@contextlib.contextmanager
def browser_stand_ins(web: Path, root: Path) -> Iterator[None]:
    """Import web/agora_web with fake `pyscript` and `pyodide` modules; undo everything after."""
    saved_path = list(sys.path)
    saved_modules = dict(sys.modules)
    fake_pyscript = types.ModuleType("pyscript")
    fake_pyscript.document = _Anything()
    fake_pyscript.window = _Anything()
    fake_pyodide = types.ModuleType("pyodide")
    fake_ffi = types.ModuleType("pyodide.ffi")
    for name in ("create_proxy", "to_js", "create_once_callable"):
        setattr(fake_ffi, name, lambda *a, **k: _Anything())
    fake_pyodide.ffi = fake_ffi
    sys.modules.update({"pyscript": fake_pyscript, "pyodide": fake_pyodide, "pyodide.ffi": fake_ffi})
    sys.path[:0] = [str(web), str(root)]
    try:
        yield
    finally:
        sys.path[:] = saved_path
        for name in list(sys.modules):
            if name not in saved_modules:
                del sys.modules[name]
        sys.modules.update(saved_modules)


def _topbar(app_mod, screen) -> str:
    """The app's top bar for `screen`; without one (its code moved) the shell still shows the
    home screen, and says so at build time."""
    try:
        return app_mod.App._topbar(_BuildApp(), screen)
    except Exception as exc:  # noqa: BLE001 - any change there must not stop the build
        print(
            f"assemble: warning: the top bar did not render at build time ({exc!r}); "
            "the pre-rendered home screen has none until Python is ready",
            file=sys.stderr,
        )
        return ""


def _save_limits() -> "dict[str, int]":
    """The bounds saves.py checks a slot against, for shell.js to check the same."""
    saves = importlib.import_module("agora_web.services.saves")
    return {
        "name": saves.MAX_NAME,
        "seats": saves.MAX_SEATS,
        "tag": saves.MAX_TAG,
        "count": saves.MAX_COUNT,
        "time": saves.MAX_TIME,
        "advice": saves.MAX_ADVICE,
        "save": saves.MAX_SAVE,
    }


def render(web: Path, root: Path) -> "dict[str, dict[str, str]]":
    """{lang: {"html": the home screen with its top bar, "defs": shared SVG symbols, "text": json}}."""
    with browser_stand_ins(web, root):
        i18n = importlib.import_module("agora_web.texts.i18n")
        home = importlib.import_module("agora_web.screens.home")
        games = importlib.import_module("agora_web.games")
        app_mod = importlib.import_module("agora_web.app")
        defs = games.emblem_defs()
        out = {}
        for code in i18n.LANGS:
            i18n.set_lang(code)
            screen = home.HomeScreen(_BuildApp())
            body = screen.render()
            topbar = _topbar(app_mod, screen)
            page = f'{topbar}<main class="screen screen-{screen.name}">{body}</main>'
            texts = {key: i18n.t(key) for key in SHELL_KEYS if key in i18n.TEXT}
            texts.update({key: i18n.t(key) for key in i18n.TEXT if key.startswith(SHELL_PREFIXES)})
            texts.update({key: i18n.t(source) for key, source in games.solo_level_texts(i18n.TEXT).items()})
            texts["_lang"] = code
            texts["_games"] = list(games.playable())
            texts["_limits"] = _save_limits()
            texts["_storage_key"] = i18n.STORAGE_KEY
            missing = [key for key in SHELL_KEYS if key not in i18n.TEXT]
            if missing:
                raise KeyError(f"i18n has no text for {', '.join(missing)}")
            out[code] = {"html": page, "defs": defs, "text": json.dumps(texts, ensure_ascii=False)}
        i18n.set_lang(i18n.DEFAULT)
        return out


def shell_html(rendered: "dict[str, dict[str, str]]", sizes: "dict[str, int]") -> str:
    """The <template> elements shell.js shows (one per language) and the loading bar's place."""
    parts = []
    for code, item in rendered.items():
        parts.append(
            f'<template data-shell-lang="{code}" data-text="{html.escape(item["text"], quote=True)}">'
            f"{item['defs']}{item['html']}</template>"
        )
    parts.append(
        f'<div id="boot" class="boot" role="status" aria-live="polite" hidden '
        f'data-testid="boot" data-sizes="{html.escape(json.dumps(sizes), quote=True)}">'
        f'<div class="boot-bar"><div class="boot-fill"></div></div>'
        f'<span class="boot-text" data-testid="boot-text"></span></div>'
    )
    return "\n".join(parts)


def write_into(index: Path, web: Path, root: Path, sizes: "dict[str, int]") -> None:
    """Replace MARKER in the built index.html with the rendered shell."""
    page = index.read_text(encoding="utf-8")
    if page.count(MARKER) != 1:
        sys.exit(f"assemble: web/index.html must contain {MARKER} exactly once")
    try:
        rendered = render(web, root)
    except Exception as exc:  # the home screen's code moved: say what broke, do not ship a half shell
        sys.exit(f"assemble: could not render the home screen at build time: {exc!r}")
    index.write_text(page.replace(MARKER, shell_html(rendered, sizes)), encoding="utf-8")


def script_hash(code: str) -> str:
    """The CSP source that allows exactly the inline script `code` (its text between the tags)."""
    digest = hashlib.sha256(code.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def inline_script(page: str, web: Path) -> str:
    """`page` with web/shell.js inline in place of SCRIPT_MARKER, and its hash added to the
    script-src of the page's Content-Security-Policy (<meta http-equiv>)."""
    if page.count(SCRIPT_MARKER) != 1:
        sys.exit(f"assemble: web/index.html must contain {SCRIPT_MARKER} exactly once")
    code = (web / SCRIPT).read_text(encoding="utf-8")
    lowered = code.lower()
    # inside <script> the one would end the element early, the other change how the parser reads it
    for bad in ("</script", "<!--"):
        if bad in lowered:
            sys.exit(f"assemble: web/{SCRIPT} holds {bad!r}, which cannot stand in an inline script")
    start = page.find('<meta http-equiv="Content-Security-Policy" content="')
    if start < 0 or page.count("script-src ", start, page.index(">", start)) != 1:
        sys.exit("assemble: web/index.html needs a Content-Security-Policy <meta> with one script-src")
    at = page.index("script-src ", start)
    end = page.index('"', at)  # the end of the policy; of the script-src directive if a ";" comes first
    if 0 <= page.find(";", at, end):
        end = page.find(";", at, end)
    page = page[:end] + " " + script_hash(code) + page[end:]
    return page.replace(SCRIPT_MARKER, f"<script>{code}</script>")
