"""The rulebooks of seeds/ as pages of the site, so that players can read the rules at the table,
offline too (the pages are precached with everything else). The Russian text is shown as it
means: its light Markdown (headings, lists, tables, bold) becomes HTML, with a table of contents
of the sections; the few HTML tags a seed carries are kept from a short list of harmless inline
tags, never with attributes (anything else is dropped, its text kept); its formulas (`$5 \\times 1$`)
become text (5 × 1); and the slips of its text recognition listed in rulebook_corrections.toml
are corrected. The seeds themselves stay untouched. The printed pictures are not part of the
text."""

from __future__ import annotations

import html
import importlib
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORRECTIONS = Path(__file__).resolve().parent / "rulebook_corrections.toml"

#: the page's words around the rulebook, all Russian like the rulebooks (the page is lang="ru")
CHROME = {
    "home": "← Агора",
    "rules": "правила",
    "app": "Агора",
    "note": "Текст правил без иллюстраций печатного издания.",
    "contents": "Содержание",
}

#: the pages run nothing and load only the site's icon: a seed's text can never bring in a script
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'"


def rulebooks(web: Path = ROOT / "web") -> "dict[str, tuple[str, str]]":
    """page name → (seed file, title), from the web descriptor of every game in the one list
    (engine/core/registry.py; each web/agora_web/<game>/__init__.py names its RULEBOOKS), the web
    package read from `web`. The home screen links to rules/<page>.html."""
    for path in (str(ROOT), str(web)):
        if path not in sys.path:
            sys.path.insert(0, path)
    from engine.core import registry

    out = {}
    for game in registry.GAMES:
        if game.web and game.web.startswith("."):  # the site holds the web package's games
            module = importlib.import_module(game.web, "agora_web")
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


def corrections() -> "list[dict[str, str]]":
    """The list of text-recognition slips (seed, wrong, right, why) of rulebook_corrections.toml."""
    with CORRECTIONS.open("rb") as f:
        return tomllib.load(f).get("fix", [])


def corrected(seed: str, text: str) -> str:
    """A seed's text with the listed slips of that seed corrected (every occurrence)."""
    for fix in corrections():
        if fix["seed"] == seed:
            text = text.replace(fix["wrong"], fix["right"])
    return text


#: TeX commands the seeds' formulas use, as the characters they print
_TEX = {
    "times": "×",
    "geq": "≥",
    "ge": "≥",
    "leq": "≤",
    "le": "≤",
    "neq": "≠",
    "ne": "≠",
    "cdot": "·",
    "div": "÷",
    "pm": "±",
    "approx": "≈",
    "quad": " ",
    "qquad": " ",
    "ldots": "…",
    "dots": "…",
    "cdots": "⋯",
    "to": "→",
    "rightarrow": "→",
    "infty": "∞",
    "%": "%",
    "$": "$",
    "{": "{",
    "}": "}",
    ",": " ",
    ";": " ",
    "!": "",
    " ": " ",
}
_MATH = re.compile(r"\$([^$\n]+?)\$")


def _formula(tex: str) -> str:
    """A formula's TeX as plain text: `5 \\times 1 + 2` → `5 × 1 + 2` (an unknown command loses
    its backslash; braces only group)."""
    text = re.sub(r"\\([A-Za-z]+|[^A-Za-z])", lambda m: _TEX.get(m.group(1), m.group(1)), tex)
    text = re.sub(r"\\(?:text|mathrm|mathbf|textbf)", "", text).replace("{", "").replace("}", "")
    return re.sub(r"\s+", " ", text).strip()


def formulas(text: str) -> str:
    """Every `$…$` of a line as the text it prints."""
    return _MATH.sub(lambda m: _formula(m.group(1)), text)


#: tags a seed may keep (no attribute is ever kept): emphasis and the like, nothing that runs or
#: loads; b and i become their meaning's tags
_KEEP = {
    "b": "strong",
    "strong": "strong",
    "i": "em",
    "em": "em",
    "u": "u",
    "s": "s",
    "sub": "sub",
    "sup": "sup",
    "small": "small",
    "br": "br",
}
#: tags whose content is no text to read: dropped with it
_DROP_CONTENT = ("script", "style", "template", "iframe", "object", "noscript", "svg", "math")
_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9]*)\b[^<>]*?(/?)>")
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def _markup(text: str) -> "list[tuple[str, str]]":
    """A line split into ("text", words) and ("tag", "b" / "/b" / "br") parts, for _inline."""
    for name in _DROP_CONTENT:
        text = re.sub(rf"<{name}\b.*?(</{name}\s*>|$)", "", text, flags=re.I | re.S)
    parts: "list[tuple[str, str]]" = []
    at = 0
    for m in _TAG.finditer(text):
        parts.append(("text", text[at : m.start()]))
        name = m.group(2).lower()
        if name in _KEEP:
            parts.append(("tag", ("/" if m.group(1) else "") + _KEEP[name]))
        at = m.end()
    parts.append(("text", text[at:]))
    return parts


def _inline(text: str) -> str:
    """A line of the seed as safe HTML: its formulas as text, **bold** as <strong>, its kept tags
    without attributes and balanced (a stray closing tag is dropped, an open one closed at the end),
    everything else escaped."""
    out: "list[str]" = []
    open_tags: "list[str]" = []
    for kind, value in _markup(formulas(text)):
        if kind == "text":
            out.append(_BOLD.sub(r"<strong>\1</strong>", html.escape(value)))
        elif value == "br":
            out.append("<br>")
        elif value.startswith("/"):
            if value[1:] in open_tags:
                while open_tags:
                    tag = open_tags.pop()
                    out.append(f"</{tag}>")
                    if tag == value[1:]:
                        break
        else:
            open_tags.append(value)
            out.append(f"<{value}>")
    out.extend(f"</{tag}>" for tag in reversed(open_tags))
    return "".join(out)


_PARAGRAPH = re.compile(r"<p\b[^<>]*>(.*?)(?:</p\s*>|(?=<p\b)|$)", re.I | re.S)


def _html_paragraphs(lines: "list[str]") -> "list[str] | None":
    """The paragraphs of a block written as HTML `<p>…</p>` (Pyramidion's cards, two to a line
    as printed side by side), or None for a block that is not."""
    text = " ".join(line.strip() for line in lines)
    if not re.match(r"<p\b", text, re.I):
        return None
    return [p.strip() for p in _PARAGRAPH.findall(text) if p.strip()]


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
        elif (paragraphs := _html_paragraphs(lines)) is not None:
            out.extend(f"<p>{_inline(p)}</p>" for p in paragraphs)
        else:
            out.append("<p>" + "<br>".join(_inline(line.strip()) for line in lines) + "</p>")
    return "\n".join(out), toc


def page(title: str, text: str) -> str:
    """One rulebook as an HTML page (links relative to rules/, so the site may live under a
    sub-path). Every word around the rulebook is Russian like the rulebook (CHROME); the page runs
    nothing (CSP)."""
    body, toc = to_html(text)
    contents = (
        (
            f'<nav class="toc" aria-label="{CHROME["contents"]}"><ul>'
            + "".join(f'<li><a href="#{a}">{_inline(t)}</a></li>' for a, t in toc)
            + "</ul></nav>\n"
        )
        if toc
        else ""
    )
    return (
        '<!doctype html>\n<html lang="ru">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        # the site's icon (else the browser asks for /favicon.ico, which a static host lacks)
        '<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">\n'
        f"<title>{html.escape(title)} — {CHROME['rules']} · {CHROME['app']}</title>\n<style>{_STYLE}</style>\n"
        "</head>\n<body>\n<main>\n"
        f'<nav><a href="../">{CHROME["home"]}</a></nav>\n'
        f"<h1>{html.escape(title)}</h1>\n"
        f'<p class="note">{CHROME["note"]}</p>\n'
        f"{contents}{body}\n</main>\n</body>\n</html>\n"
    )


def write_pages(seeds: Path, out: Path, web: Path = ROOT / "web") -> "list[str]":
    """Write rules/<page>.html for every rulebook, its listed slips corrected; returns the page
    names."""
    out.mkdir(parents=True, exist_ok=True)
    books = rulebooks(web)
    for name, (filename, title) in books.items():
        source = seeds / filename
        if not source.is_file():
            raise SystemExit(f"rulebooks: {source} is missing")
        text = corrected(filename, source.read_text(encoding="utf-8"))
        (out / f"{name}.html").write_text(page(title, text), encoding="utf-8")
    return list(books)
