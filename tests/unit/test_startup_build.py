"""Start-up pieces of the build and of the page that run on CPython: the guides kept out of the
start-up archive, the catalogs in it compiled, the build id written into boot.mjs (the memory snapshot's key), and what the
snapshot may hold (web/agora_web/services/snapshot.py)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from web.agora_web.texts import catalog, i18n

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("agora_build_assemble", ROOT / "build" / "assemble.py")
assemble = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(assemble)


def test_guides_go_into_their_own_archive_and_nothing_else_does(tmp_path):
    start = tmp_path / "app" / "agora_web.zip"
    assemble.zip_web_package(start)
    guides = tmp_path / "app" / "agora_guides.zip"
    first = set(zipfile.ZipFile(start).namelist())
    later = set(zipfile.ZipFile(guides).namelist())
    source = {
        p.relative_to(ROOT / "web").as_posix()
        for p in (ROOT / "web" / "agora_web").rglob("*")
        if p.is_file() and not assemble.ignored(p.relative_to(ROOT / "web")) and p.suffix != ".css"
    }
    po = {name for name in source if name.endswith(".po")}
    compiled = {name.rpartition("/")[0] + "/" + catalog.COMPILED for name in po}
    assert first | later == (source - po) | compiled and not first & later
    assert later == {name for name in source if name.endswith(".md") and "/guide." in name}
    assert {"agora_web/akropolis/guide.en.md", "agora_web/pyramidion/guide.ru.md"} <= later
    assert "agora_web/texts/guide.py" in first and "agora_web/akropolis/locale/catalogs.marshal" in first


def test_the_archive_holds_each_locale_folder_s_catalogs_compiled_and_they_read_back_the_same(tmp_path):
    start = tmp_path / "app" / "agora_web.zip"
    assemble.zip_web_package(start)
    archive = zipfile.ZipFile(start)
    folders = sorted({p.parent for p in (ROOT / "web" / "agora_web").rglob("*.po")})
    assert len(folders) >= 5  # the shared catalogs and each game's
    for folder in folders:
        member = (folder / catalog.COMPILED).relative_to(ROOT / "web").as_posix()
        (tmp_path / "x").mkdir(exist_ok=True)
        (tmp_path / "x" / catalog.COMPILED).write_bytes(archive.read(member))
        texts = catalog.load(tmp_path / "x", i18n.LANGS)  # the compiled form, as the page reads it
        assert texts == catalog.load_po(folder, i18n.LANGS)
    assert any(isinstance(v["en"], tuple) for v in texts.values())  # plural forms stay tuples
    with pytest.raises(catalog.CatalogError):
        catalog.read_compiled(tmp_path / "x" / catalog.COMPILED, ("en", "de"))
    (tmp_path / "x" / catalog.COMPILED).write_bytes(b"not marshal")
    with pytest.raises(catalog.CatalogError):
        catalog.load(tmp_path / "x", i18n.LANGS)


def _tiny_site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<!doctype html>", encoding="utf-8")
    (site / assemble.BOOT_MODULE).write_text((ROOT / "web" / "boot.mjs").read_text(encoding="utf-8"), encoding="utf-8")
    return site


def test_the_build_id_is_written_into_boot_mjs_and_stamping_again_keeps_it(tmp_path):
    site = _tiny_site(tmp_path)
    info = assemble.finish_site(site, {"agora_version": "test"})
    boot = (site / assemble.BOOT_MODULE).read_text(encoding="utf-8")
    assert f'const BUILD = /*agora:build*/"{info["build_id"]}";' in boot
    files = json.loads((site / "precache.json").read_text(encoding="utf-8"))["files"]
    assert files[assemble.BOOT_MODULE] == assemble.sha256_bytes(boot.encode("utf-8"))
    assert assemble.finish_site(site, {"agora_version": "test"})["build_id"] == info["build_id"]
    (site / "index.html").write_text("<!doctype html><p>changed", encoding="utf-8")
    other = assemble.finish_site(site, {"agora_version": "test"})["build_id"]
    assert other != info["build_id"]
    assert f'/*agora:build*/"{other}"' in (site / assemble.BOOT_MODULE).read_text(encoding="utf-8")


def test_a_boot_module_without_its_build_stamp_stops_the_build(tmp_path):
    site = _tiny_site(tmp_path)
    (site / assemble.BOOT_MODULE).write_text("export const BUILD = 'x';\n", encoding="utf-8")
    with pytest.raises(SystemExit):
        assemble.finish_site(site, {})


def _run(code: str) -> str:
    """Python in a fresh interpreter with web/ on the path (so sys.modules starts clean)."""
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{ROOT / 'web'}:{ROOT}", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_the_snapshot_holds_no_compiled_extension_and_no_page_access():
    out = _run(
        "import sys, json; from agora_web.services import snapshot; done = snapshot.prepare('b1'); "
        "snapshot.check('b1'); "
        "print(json.dumps([done, [m for m in sys.modules if m.split('.')[0] in "
        "('msgspec', 'pyscript', 'engine', 'solo_ai', 'pyodide', 'js')]]))"
    )
    done, forbidden = json.loads(out)
    assert forbidden == []
    assert "agora_web.texts.i18n" in done and "json" in done


def test_a_snapshot_of_another_build_or_with_msgspec_is_refused():
    _run(
        "from agora_web.services import snapshot\n"
        "snapshot.prepare('b1')\n"
        "try:\n    snapshot.check('b2')\nexcept snapshot.SnapshotError:\n    pass\n"
        "else:\n    raise SystemExit('another build accepted')\n"
        "import msgspec\n"
        "try:\n    snapshot.prepare('b1')\nexcept snapshot.SnapshotError as exc:\n    assert 'msgspec' in str(exc)\n"
        "else:\n    raise SystemExit('msgspec accepted')\n"
    )
