"""The rulebooks of seeds/ as pages of the site, so that players can read the rules at the table,
offline too (the pages are precached with everything else). The Russian text is shown as it is;
its light Markdown (headings, lists, tables, bold) becomes HTML, with a table of contents of the
sections. The printed pictures are not part of the text."""

from __future__ import annotations

import html
import importlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def rulebooks() -> "dict[str, tuple[str, str]]":
    """page name → (seed file, title), from the web descriptor of every game in the one list
    (engine/core/registry.py; each web/agora_web/<game>/__init__.py names its RULEBOOKS). The
    home screen links to rules/<page>.html."""
    for path in (str(ROOT), str(ROOT / "web")):
        if path not in sys.path:
            sys.path.insert(0, path)
    from engine.core import registry

    out = {}
    for game in registry.GAMES:
        if game.web:
            module = importlib.import_module(game.web, "agora_web" if game.web.startswith(".") else None)
            for page, _label, source, title in getattr(module, "RULEBOOKS", ()):
                out[page] = (source, title)
    return out


_STYLE = """
body { margin: 0; background: #f6f0e2; color: #2b2417; font: 17px/1.55 Georgia, "Times New Roman", serif; }
main { max-width: 46rem; margin: 0 auto; padding: 1rem 1.1rem 3rem; }
nav a { color: #7a4a1c; font: 15px system-ui, sans-serif; }
h1 { font-size: 1.6rem; margin: .8rem 0 .3rem; }
.note { font: 14px/1.4 system-ui, sans-serif; color: #6b5f4a; margin: 0 0 1.2rem; }
h2 { font-size: 1.3rem; margin: 1.6rem 0 .4rem; } h3 { font-size: 1.1rem; margin: 1.2rem 0 .3rem; }
h4, h5, h6 { font-size: 1rem; margin: 1rem 0 .2rem; }
p { margin: .5rem 0; overflow-wrap: anywhere; } li { margin: .15rem 0; }
table { border-collapse: collapse; margin: .6rem 0; font-size: .95em; }
td, th { border: 1px solid #d5c8aa; padding: .25rem .5rem; vertical-align: top; text-align: left; }
.toc { font: 15px/1.5 system-ui, sans-serif; background: #efe6d0; padding: .6rem 1rem; border-radius: 6px; }
.toc ul { margin: .2rem 0; padding-left: 1.2rem; }
"""

_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_BULLET = re.compile(r"^\s*[-*]\s+(.*)$")
_NUMBERED = re.compile(r"^\s*(\d+)\.\s+(.*)$")


def _caps_heading(lines: "list[str]") -> bool:
    """A block of one short line in capitals: a section title in a rulebook without Markdown."""
    letters = [c for c in lines[0] if c.isalpha()] if len(lines) == 1 else []
    return len(letters) >= 4 and all(c.isupper() for c in letters) and len(lines[0]) <= 80


def _inline(text: str) -> str:
    """Escaped text with **bold** as <strong>."""
    return re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", html.escape(text))


def _cells(line: str) -> "list[str]":
    return [c.strip() for c in line.strip().strip("|").split("|")]


def to_html(text: str) -> "tuple[str, list[tuple[str, str]]]":
    """(the body's HTML, [(anchor, title)] of its second-level sections) of a Markdown-ish text.

    Blocks are separated by blank lines; a block is a heading, a list, a table or a paragraph
    (lines joined by line breaks, as they were written)."""
    out: "list[str]" = []
    toc: "list[tuple[str, str]]" = []
    levels = [len(m.group(1)) for m in map(_HEADING.match, text.splitlines()) if m]
    top = min(levels, default=1)
    # A lone heading at the top level is the document's title: the contents list the level below.
    sections = top if levels.count(top) != 1 else min((x for x in levels if x > top), default=top)
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line for line in block.splitlines() if line.strip()]
        while lines and _HEADING.match(lines[0]):
            marks, title = _HEADING.match(lines.pop(0)).groups()
            level = min(len(marks) - top + 2, 6)  # the page's own title is the only h1
            anchor = f"s{len(out)}"
            if len(marks) == sections:
                toc.append((anchor, title))
            out.append(f'<h{level} id="{anchor}">{_inline(title)}</h{level}>')
        if not lines:
            continue
        if not levels and _caps_heading(lines):
            anchor = f"s{len(out)}"
            toc.append((anchor, lines[0].strip()))
            out.append(f'<h2 id="{anchor}">{_inline(lines[0].strip())}</h2>')
        elif all(line.lstrip().startswith("|") for line in lines):
            rows = [_cells(line) for line in lines if not set(line.strip()) <= set("|-: ")]
            body = "".join("<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in row) + "</tr>" for row in rows)
            out.append(f"<table>{body}</table>")
        elif all(_BULLET.match(line) for line in lines):
            out.append("<ul>" + "".join(f"<li>{_inline(_BULLET.match(x).group(1))}</li>" for x in lines) + "</ul>")
        elif all(_NUMBERED.match(line) for line in lines):
            first = _NUMBERED.match(lines[0]).group(1)
            items = "".join(f"<li>{_inline(_NUMBERED.match(x).group(2))}</li>" for x in lines)
            out.append(f'<ol start="{first}">{items}</ol>')
        else:
            out.append("<p>" + "<br>".join(_inline(line.strip()) for line in lines) + "</p>")
    return "\n".join(out), toc



def page(title: str, text: str) -> str:
    """One rulebook as an HTML page (links relative to rules/, so the site may live under a
    sub-path)."""
    body, toc = to_html(text)
    contents = ("<nav class=\"toc\" aria-label=\"Содержание\"><ul>"
                + "".join(f'<li><a href="#{a}">{_inline(t)}</a></li>' for a, t in toc) + "</ul></nav>\n") if toc else ""
    return (
        '<!doctype html>\n<html lang="ru">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        # the site's icon (else the browser asks for /favicon.ico, which a static host lacks)
        '<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">\n'
        f"<title>{html.escape(title)} — правила · Agora</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n<main>\n"
        '<nav><a href="../" lang="en">← Agora</a></nav>\n'
        f"<h1>{html.escape(title)}</h1>\n"
        '<p class="note">Текст правил без иллюстраций печатного издания. '
        '<span lang="en">The rulebook text, in Russian, without the printed pictures.</span></p>\n'
        f"{contents}{body}\n</main>\n</body>\n</html>\n"
    )


def write_pages(seeds: Path, out: Path) -> "list[str]":
    """Write rules/<page>.html for every rulebook; returns the page names."""
    out.mkdir(parents=True, exist_ok=True)
    books = rulebooks()
    for name, (filename, title) in books.items():
        source = seeds / filename
        if not source.is_file():
            raise SystemExit(f"rulebooks: {source} is missing")
        (out / f"{name}.html").write_text(page(title, source.read_text(encoding="utf-8")), encoding="utf-8")
    return list(books)
