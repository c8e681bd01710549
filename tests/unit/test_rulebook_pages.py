"""The rulebook pages of the site (build/rulebooks.py): light Markdown to HTML, escaping, and a
page for every rulebook in seeds/."""

from __future__ import annotations

import html.parser
import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("agora_rulebooks", ROOT / "build" / "rulebooks.py")
rulebooks = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rulebooks)


def test_markdown_blocks():
    body, toc = rulebooks.to_html(
        "# Title\n\n## One\n\nA <b>b</b> < c & **bold**\nsecond line\n\n- x\n- y\n\n"
        "3. c\n4. d\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n### Deeper"
    )
    assert '<h2 id="s0">Title</h2>' in body and '<h3 id="s1">One</h3>' in body and "<h4" in body
    assert toc == [("s1", "One")]  # the lone top heading is the title; sections are listed
    assert "<p>A <strong>b</strong> &lt; c &amp; <strong>bold</strong><br>second line</p>" in body
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
        assert (
            'href="../"' in text and "http:" not in text.split("<main>")[0] and "https:" not in text.split("<main>")[0]
        )
        assert text.count("<h2") >= 1 and len(text) > 5_000  # the solo rules are the shortest
        # the site's own icon, which exists (no request for a /favicon.ico a static host lacks)
        assert '<link rel="icon" href="../icons/icon.svg"' in text and (ROOT / "web/icons/icon.svg").exists()


def test_seed_html_keeps_only_harmless_tags_without_attributes():
    """A seed's HTML shows as what it means: kept tags (b, i → strong, em) lose every attribute,
    anything that could run or load is dropped, a stray tag never unbalances the page."""
    body, _toc = rulebooks.to_html(
        ' <p><b onclick="x()">Вор</b> Сбросьте <i>Купца</i>.</p>\t <p><b>Визирь</b> Возьмите жетон.</p>'
    )
    assert (
        body == "<p><strong>Вор</strong> Сбросьте <em>Купца</em>.</p>\n<p><strong>Визирь</strong> Возьмите жетон.</p>"
    )
    assert rulebooks._inline('a <script>alert(1)</script>b <img src=x onerror="alert(1)"> c') == "a b  c"
    assert rulebooks._inline("<a href='javascript:x'>link</a> <style>p{}</style>") == "link "
    assert rulebooks._inline("<b>open <i>both") == "<strong>open <em>both</em></strong>"
    assert rulebooks._inline("stray</i> a < b & c") == "stray a &lt; b &amp; c"


def test_formulas_become_text():
    assert (
        rulebooks._inline(r"(всего $5 \times 1 + 2 \times 2 = 9$), так как  $14 \geq 13$ .")
        == "(всего 5 × 1 + 2 × 2 = 9), так как  14 ≥ 13 ."
    )
    assert rulebooks.formulas(r"$= 1 \times 2$ and $\geq \times 2$") == "= 1 × 2 and ≥ × 2"
    assert "\\" not in rulebooks.formulas(r"$\frac{a}{b}$")


class _Tags(html.parser.HTMLParser):
    """Every start tag of a page with its attributes, and the text outside the rulebook's body."""

    def __init__(self):
        super().__init__()
        self.tags: "list[tuple[str, list]]" = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, attrs))


def _built(tmp_path):
    names = rulebooks.write_pages(ROOT / "seeds", tmp_path)
    return {name: (tmp_path / f"{name}.html").read_text(encoding="utf-8") for name in names}


def test_built_pages_show_no_markup_or_tex(tmp_path):
    """No seed's tag is shown as text, no formula as TeX; the page's own tags are the known few,
    with no attribute that runs code, under a policy that runs nothing."""
    for name, text in _built(tmp_path).items():
        body = text.split("<main>", 1)[1]
        assert "&lt;" not in body and "&gt;" not in body, name
        assert "$" not in body and not re.search(r"\\[A-Za-z]", body), name
        parser = _Tags()
        parser.feed(body)
        allowed = {
            "nav",
            "ul",
            "ol",
            "li",
            "a",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "p",
            "br",
            "strong",
            "em",
            "table",
            "tr",
            "td",
            "u",
            "s",
            "sub",
            "sup",
            "small",
        }
        assert {tag for tag, _ in parser.tags} <= allowed, name
        for tag, attrs in parser.tags:
            for key, value in attrs:
                assert key in {"id", "href", "class", "aria-label", "start"}, (name, tag, key)
                assert not (value or "").lower().startswith("javascript"), (name, tag, value)
        assert "default-src 'none'" in text.split("<body>")[0] and "<script" not in text, name
    pyramidion = _built(tmp_path)["pyramidion"]
    assert "<p><strong>Надсмотрщик</strong> Все цифры на картах" in pyramidion
    assert "так как  14 ≥ 13" in pyramidion
    assert "(5 × 1 + 2 × 2 = 9)" in _built(tmp_path)["akropolis"]


def test_pages_are_russian_around_the_rulebook(tmp_path):
    """Every word the page adds (title, home link, note, contents) is Russian, like the rulebook."""
    for name, text in _built(tmp_path).items():
        chrome = [
            re.search(r"<title>(.*?)</title>", text).group(1),
            re.search(r"<nav>(.*?)</nav>", text).group(1),
            re.search(r'<p class="note">(.*?)</p>', text).group(1),
            re.search(r'aria-label="(.*?)"', text).group(1),
        ]
        words = re.sub(r"<[^>]+>", " ", " ".join(chrome))
        assert not re.search(r"[A-Za-z]", words), (name, words)
        assert 'lang="en"' not in text and '<html lang="ru">' in text
    assert ">← Агора</a>" in text


def test_text_recognition_slips_are_corrected_and_the_list_stays_true(tmp_path):
    """Every listed slip is still in its seed (a stale entry fails here), and no page shows it."""
    fixes = rulebooks.corrections()
    assert len(fixes) >= 4
    pages = _built(tmp_path)
    page_of = {source: pages[name] for name, (source, _title) in rulebooks.rulebooks().items()}
    for fix in fixes:
        seed = (ROOT / "seeds" / fix["seed"]).read_text(encoding="utf-8")
        assert fix["wrong"] in seed, f"stale correction: {fix['wrong']!r} is not in {fix['seed']}"
        assert fix["wrong"] != fix["right"] and fix["why"]
        assert fix["wrong"] not in page_of[fix["seed"]] and fix["right"] in page_of[fix["seed"]], fix
    assert "АКРОПОЛИК" not in pages["akropolis"] and "сымитировать" in pages["akropolis"]
    assert "imit" not in pages["akropolis"]
