"""Every string the player sees, in English and Russian, and the current language.

The texts are gettext catalogs that translators' tools read (catalog.py says their shape): the
shared ones in web/agora_web/locale/<lang>.po, each game's in web/agora_web/<game>/locale/, added
on first need (`_load_game_texts`). `t(key, **values)` formats one entry; `tn(key, n, **values)`
picks the plural form for `n` (English: one/other; Russian: one/few/many). The Russian terms
follow the Russian edition of the rulebooks (Строительная площадка, Главный архитектор, участок,
каменоломня, площадь, квартал).
"""

from __future__ import annotations

from pathlib import Path

from .catalog import load, present

LANGS = ("en", "ru")
DEFAULT = "en"
STORAGE_KEY = "agora.lang"

_current = DEFAULT

#: every text: key → {language: text}; the shared catalogs now, each game's added on first need
TEXT: "dict[str, dict[str, object]]" = load(Path(__file__).resolve().parent.parent / "locale", LANGS)


def lang() -> str:
    return _current


def set_lang(code: str) -> None:
    global _current
    _current = code if code in LANGS else DEFAULT


def pick_lang(stored: "str | None", preferred: "list[str]") -> str:
    """The stored choice if any, else the first of the browser's languages we speak, else English."""
    if stored in LANGS:
        return stored
    for tag in preferred:
        primary = str(tag).split("-")[0].lower()
        if primary in LANGS:
            return primary
    return DEFAULT


def register(texts: "dict[str, dict[str, object]]", source: str = "") -> None:
    """Adds a game's texts to the shared table. A key defined twice is a mistake, not an override."""
    for key, entry in texts.items():
        if key in TEXT and TEXT[key] is not entry:
            raise ValueError(f"text key {key!r} of {source or 'a game'} is already defined")
        TEXT[key] = entry


_games_loaded = False


def _load_game_texts() -> None:
    """Registers the catalogs of every game of the one list (engine/core/registry.py) that has
    them: each game keeps its texts in web/agora_web/<game>/locale/<lang>.po (compiled in the
    site), so adding a game touches no shared catalog. Loaded together on the first key the
    table lacks."""
    global _games_loaded
    if _games_loaded:
        return
    _games_loaded = True
    from .. import games

    for game in games.playable():
        folder = Path(games.descriptor(game).__file__).resolve().parent / "locale"
        if present(folder, DEFAULT):
            texts = load(folder, LANGS)
            register(texts, game)
            _game_keys[game] = tuple(texts)


#: the keys of each game's own catalogs, once loaded
_game_keys: "dict[str, tuple[str, ...]]" = {}


def game_texts(game: str) -> "dict[str, dict[str, object]]":
    """A game's own texts, as registered (the tests check them per game)."""
    _load_game_texts()
    return {key: TEXT[key] for key in _game_keys.get(game, ())}


def raw(key: str):
    entry = TEXT.get(key)
    if entry is None:
        _load_game_texts()
        entry = TEXT[key]
    return entry.get(_current, entry[DEFAULT])


def t(key: str, **values) -> str:
    text = raw(key)
    return text.format(**values) if values else text


def per_language(make) -> "dict[str, str]":
    """{code: make()} for every language, `make` run with that language current: for a text that
    must follow a later switch of language (the reason of a hint, say)."""
    global _current
    was = _current
    try:
        out = {}
        for code in LANGS:
            _current = code
            out[code] = make()
        return out
    finally:
        _current = was


def plural_index(n: int, code: str) -> int:
    if code == "ru":
        n = abs(n)
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def tn(key: str, n: int, **values) -> str:
    forms = raw(key)
    return forms[plural_index(n, _current)].format(n=n, **values)
