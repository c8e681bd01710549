"""Reading the text catalogs: gettext PO files, one per language, that translators' tools open.

Agora's catalogs are "monolingual" PO files: a `msgid` is a stable key ("pk.b_coins"), its
`msgstr` the text in the file's language; English is the source, and each entry of another
language carries the English text as a translator's comment (`#. en: ...`). Placeholders are
Python's `{name}` (flag `python-brace-format`). Plural texts use `msgid_plural` and `msgstr[n]`
in the language's own plural forms (English two, Russian three, see i18n.plural_index).
A key written `name#part` is one item of a list (`#0`, `#1`, ...) or of a table (`#VP1`): the
default names of computer players, say, or the colours of a game in its order.

Shared texts live in web/agora_web/locale/<lang>.po, each game's in
web/agora_web/<game>/locale/<lang>.po. Plain Python (no browser import), so the tests and the
build read the same files the page does. In the site's archive each locale folder holds its
catalogs already read instead (COMPILED, written by build/assemble.py from these same files):
parsing the 400 kB of PO text took a start tens of milliseconds.
"""

from __future__ import annotations

import marshal
import re
from pathlib import Path
from typing import Any

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


class CatalogError(ValueError):
    """A catalog that is not a PO file of the shape above."""


_ESCAPE = re.compile(r"\\(.?)")


def _unquote(line: str, where: str) -> str:
    line = line.strip()
    if len(line) < 2 or line[0] != '"' or line[-1] != '"':
        raise CatalogError(f"{where}: expected a quoted string, got {line[:40]!r}")
    body = line[1:-1]
    if "\\" not in body:
        return body  # most texts: nothing to undo

    def undo(match) -> str:
        char = match.group(1)
        if char not in _ESCAPES:
            raise CatalogError(f"{where}: unknown escape \\{char}")
        return _ESCAPES[char]

    return _ESCAPE.sub(undo, body)


def parse(text: str, name: str = "catalog") -> "dict[str, Any]":
    """key → text (str), plural forms (tuple) or, for `name#part` keys, a list or a dict."""
    flat: "dict[str, Any]" = {}
    entry: "dict[str, Any]" = {}
    field = None

    def finish() -> None:
        nonlocal entry, field
        if "msgid" in entry and entry["msgid"]:  # the header has an empty msgid
            key = entry["msgid"]
            if key in flat:
                raise CatalogError(f"{name}: the key {key!r} is defined twice")
            if "plural" in entry:
                forms = entry.get("forms", {})
                flat[key] = tuple(forms[i] for i in sorted(forms))
            elif "msgstr" in entry:
                flat[key] = entry["msgstr"]
            else:
                raise CatalogError(f"{name}: the key {key!r} has no text")
        entry, field = {}, None

    for number, raw in enumerate(text.splitlines(), 1):
        where = f"{name}:{number}"
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#"):
            continue
        if line.startswith('"'):
            if field is None:
                raise CatalogError(f"{where}: a continued string with nothing to continue")
            value = _unquote(line, where)
            if isinstance(field, int):
                entry["forms"][field] += value
            else:
                entry[field] += value
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgid" and "msgid" in entry:
            finish()  # entries not separated by a blank line
        if keyword in ("msgid", "msgstr", "msgctxt"):
            field = keyword
            entry[field] = _unquote(rest, where)
        elif keyword == "msgid_plural":
            field = "plural"
            entry[field] = _unquote(rest, where)
        elif keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit():
            field = int(keyword[7:-1])
            entry.setdefault("forms", {})[field] = _unquote(rest, where)
        else:
            raise CatalogError(f"{where}: unexpected {keyword[:20]!r}")
    finish()
    return _grouped(flat)


def _grouped(flat: "dict[str, Any]") -> "dict[str, Any]":
    """`name#part` keys gathered into one list (numbered parts) or dict (named parts)."""
    out: "dict[str, Any]" = {}
    parts: "dict[str, dict[str, Any]]" = {}
    for key, value in flat.items():
        name, sep, part = key.partition("#")
        if sep:
            parts.setdefault(name, {})[part] = value
        else:
            out[key] = value
    for name, items in parts.items():
        if all(p.isdigit() for p in items):
            out[name] = [items[p] for p in sorted(items, key=int)]
        else:
            out[name] = dict(items)
    return out


#: a folder's catalogs as `load` returns them, in marshal's format (tuples stay tuples, and it
#: reads back in a fraction of a millisecond), under {"langs": [...], "texts": {...}}
COMPILED = "catalogs.marshal"
#: the marshal format written: read by every Python 3 since 3.4, the build's and the page's alike
MARSHAL_VERSION = 4


def load(folder: Path, langs: "tuple[str, ...]") -> "dict[str, dict[str, Any]]":
    """The catalogs of one folder as key → {lang: text}: its compiled form in the site's archive
    (which holds no PO files), the PO files themselves elsewhere."""
    compiled = folder / COMPILED
    return read_compiled(compiled, langs) if compiled.is_file() else load_po(folder, langs)


def present(folder: Path, default: str) -> bool:
    """Whether the folder holds catalogs (compiled, or the default language's PO file)."""
    return (folder / COMPILED).is_file() or (folder / f"{default}.po").is_file()


def compile_folder(folder: Path, langs: "tuple[str, ...]") -> bytes:
    """The COMPILED file for a folder (the build writes it into the site's archive)."""
    return marshal.dumps({"langs": list(langs), "texts": load_po(folder, langs)}, MARSHAL_VERSION)


def read_compiled(path: Path, langs: "tuple[str, ...]") -> "dict[str, dict[str, Any]]":
    """A COMPILED file's catalogs; CatalogError when it is not one, or is for other languages."""
    try:
        data = marshal.loads(path.read_bytes())
    except (EOFError, ValueError, TypeError) as exc:
        raise CatalogError(f"{path}: not a compiled catalog ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("texts"), dict):
        raise CatalogError(f"{path}: not a compiled catalog")
    if data.get("langs") != list(langs):
        raise CatalogError(f"{path}: compiled for {data.get('langs')}, not {list(langs)}")
    return data["texts"]


def load_po(folder: Path, langs: "tuple[str, ...]") -> "dict[str, dict[str, Any]]":
    """The catalogs of one folder (<lang>.po for each language) as key → {lang: text}.

    Every key must be in every language: a text missing in one language is a mistake that the
    tests should see, not a silent fall-back."""
    by_lang = {
        code: parse((folder / f"{code}.po").read_text(encoding="utf-8"), f"{folder.name}/{code}.po") for code in langs
    }
    keys = list(by_lang[langs[0]])
    for code in langs[1:]:
        if set(by_lang[code]) != set(keys):
            missing = sorted(set(keys) ^ set(by_lang[code]))[:5]
            raise CatalogError(f"{folder}: {code}.po and {langs[0]}.po differ in keys: {', '.join(missing)}")
    return {key: {code: by_lang[code][key] for code in langs} for key in keys}
