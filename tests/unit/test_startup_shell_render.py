"""The home screen rendered at build time (build/shell.py) on CPython, for index.html."""

from __future__ import annotations

import html
import importlib.util
import json
import sys
from pathlib import Path
from tests.helpers.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("agora_build_shell", ROOT / "build" / "shell.py")
shell = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(shell)


def test_both_languages_render_the_app_own_home_screen():
    rendered = shell.render(ROOT / "web", ROOT)
    assert set(rendered) == {"en", "ru"}
    for code, games in (("en", ("Akropolis", "Pyramidion")), ("ru", ("Акрополис", "Пирамидион"))):
        page = rendered[code]["html"]
        for game in GAMES:
            assert f'data-testid="game-{game}"' in page and f'data-testid="new-game-{game}"' in page
        assert all(name in page for name in games)
        assert 'data-testid="no-saves"' in page and 'href="rules/akropolis.html"' in page
        assert 'data-act="lang"' in page and 'class="topbar"' in page
        texts = json.loads(rendered[code]["text"])
        assert texts["_lang"] == code and texts["_storage_key"] == "agora.lang"
        assert all(key in texts for key in shell.SHELL_KEYS)
        assert texts["game.amytis"] and texts["solo.akropolis.hippodamos"]
        assert texts["solo.akropolis.callicrates"] == ("Callicrates" if code == "en" else "Калликрат")
    assert rendered["en"]["html"] != rendered["ru"]["html"]


def test_the_browser_stand_ins_leave_nothing_behind():
    before = set(sys.modules)
    shell.render(ROOT / "web", ROOT)
    assert "pyscript" not in sys.modules and "agora_web.screens.home" not in sys.modules
    assert set(sys.modules) - before <= {
        m for m in sys.modules if not m.startswith(("agora_web", "pyscript", "pyodide"))
    }


def test_shell_html_escapes_the_texts_and_carries_the_sizes(tmp_path):
    index = tmp_path / "index.html"
    index.write_text(f"<body>{shell.MARKER}</body>", encoding="utf-8")
    shell.write_into(index, ROOT / "web", ROOT, {"vendor/pyodide/pyodide.asm.wasm": 123})
    page = index.read_text(encoding="utf-8")
    assert page.count("<template data-shell-lang=") == 2 and shell.MARKER not in page
    assert "<script" not in page  # the shell is data; web/shell.js is the only code
    start = page.index('data-sizes="') + len('data-sizes="')
    sizes = json.loads(html.unescape(page[start : page.index('"', start)]))
    assert sizes == {"vendor/pyodide/pyodide.asm.wasm": 123}


POLICY = (
    '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'; '
    "script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'\">"
)


def _script_src(page: str) -> "list[str]":
    start = page.index('http-equiv="Content-Security-Policy" content="')
    policy = page[start : page.index('">', start)]
    return policy.split("script-src ", 1)[1].split(";")[0].split()


def test_shell_js_goes_inline_allowed_by_its_hash_and_nothing_else(tmp_path):
    import base64
    import hashlib

    (tmp_path / "shell.js").write_text('document.title = "x";\n', encoding="utf-8")
    page = shell.inline_script(f"<head>{POLICY}</head><body>{shell.SCRIPT_MARKER}</body>", tmp_path)
    assert shell.SCRIPT_MARKER not in page and '<script>document.title = "x";\n</script>' in page
    digest = base64.b64encode(hashlib.sha256(b'document.title = "x";\n').digest()).decode()
    assert _script_src(page) == ["'self'", "'unsafe-eval'", f"'sha256-{digest}'"]
    assert "style-src 'self' 'unsafe-inline'" in page  # the other directives as they were


def test_the_real_shell_js_inlines_and_its_hash_is_the_script_text():
    import base64
    import hashlib
    import re

    page = shell.inline_script((ROOT / "web" / "index.html").read_text(encoding="utf-8"), ROOT / "web")
    inline = re.findall(r"<script>(.*?)</script>", page, flags=re.S)
    assert len(inline) == 1 and "show(pickLang())" in inline[0]
    digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
    sources = _script_src(page)
    assert f"'sha256-{digest}'" in sources and "'unsafe-inline'" not in sources


def test_a_script_that_cannot_stand_inline_stops_the_build(tmp_path):
    import pytest

    for bad in ('x = "</script>";', "// <!-- old browsers"):
        (tmp_path / "shell.js").write_text(bad, encoding="utf-8")
        with pytest.raises(SystemExit, match="cannot stand in an inline script"):
            shell.inline_script(f"{POLICY}{shell.SCRIPT_MARKER}", tmp_path)
    (tmp_path / "shell.js").write_text("ok();", encoding="utf-8")
    with pytest.raises(SystemExit, match="Content-Security-Policy"):
        shell.inline_script(shell.SCRIPT_MARKER, tmp_path)
