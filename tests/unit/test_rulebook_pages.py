"""The rulebook pages of the site (build/rulebooks.py): light Markdown to HTML, escaping, and a
page for every rulebook in seeds/."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("agora_rulebooks", ROOT / "build" / "rulebooks.py")
rulebooks = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rulebooks)


def test_markdown_blocks():
    body, toc = rulebooks.to_html("# Title\n\n## One\n\nA <b> & **bold**\nsecond line\n\n- x\n- y\n\n"
                                  "3. c\n4. d\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n### Deeper")
    assert '<h2 id="s0">Title</h2>' in body and '<h3 id="s1">One</h3>' in body and "<h4" in body
    assert toc == [("s1", "One")]  # the lone top heading is the title; sections are listed
    assert "<p>A &lt;b&gt; &amp; <strong>bold</strong><br>second line</p>" in body
    assert "<ul><li>x</li><li>y</li></ul>" in body
    assert '<ol start="3"><li>c</li><li>d</li></ol>' in body
    assert "<table><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table>" in body


def test_capital_lines_are_sections_without_markdown():
    body, toc = rulebooks.to_html("ПРАВИЛА ИГРЫ\n\nТекст.\n\nХОД ИГРЫ\n\nЕщё текст, НЕ заголовок.")
    assert [title for _a, title in toc] == ["ПРАВИЛА ИГРЫ", "ХОД ИГРЫ"]
    assert "<p>Ещё текст, НЕ заголовок.</p>" in body


def test_every_rulebook_becomes_a_page(tmp_path):
    names = rulebooks.write_pages(ROOT / "seeds", tmp_path)
    assert sorted(p.stem for p in tmp_path.glob("*.html")) == sorted(names)
    for name in names:
        text = (tmp_path / f"{name}.html").read_text(encoding="utf-8")
        assert text.startswith("<!doctype html>") and '<meta charset="utf-8">' in text
        assert 'href="../"' in text and "http" not in text.split("<main>")[0]
        assert text.count("<h2") >= 1 and len(text) > 5_000  # the solo rules are the shortest
        # the site's own icon, which exists (no request for a /favicon.ico a static host lacks)
        assert '<link rel="icon" href="../icons/icon.svg"' in text and (ROOT / "web/icons/icon.svg").exists()
