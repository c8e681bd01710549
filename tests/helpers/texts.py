"""What the text tests ask of every game's catalogs (web/agora_web/<game>/locale/<lang>.po), and
the helpers its own text test uses for what only that game builds."""

from __future__ import annotations

import string

from tests.helpers.games import catalog

#: plural forms per language
PLURALS = {"en": 2, "ru": 3}


def by_game_id(game: str) -> "set[str]":
    """The keys shared code builds from the game's id, its computer players' ids or its coach's
    categories (the home card, titles, the share dialog, the setup screen's players, the reasons
    of a hint and the review) or from its engine's refusal codes: the game defines them, the
    shared screens use them."""
    import solo_ai
    from solo_ai import coach, reasons

    keys = {f"game.{game}", f"blurb.{game}", f"share_hidden_note.{game}"}
    for info in solo_ai.controllers(game):
        keys |= {f"ai.{info.id}", f"ai_note.{info.id}"}
    keys |= {f"reason_cat.{game}.{key}" for key in (*coach.settings(game).categories, *reasons.SHARED)}
    from .refusals import own_keys as refusal_keys

    return keys | refusal_keys(game)  # the sentence of each refusal of its engine (texts/refusals.py)


def own_keys(game: str) -> "dict[str, dict[str, object]]":
    """The game's texts but those shared code builds from its ids."""
    built = by_game_id(game)
    return {key: entry for key, entry in catalog(game).items() if key not in built}


def prefix_of(game: str) -> str:
    """The prefix every key of the game's own carries ("ak.", "am."...; "" for a game without)."""
    heads = {key.split(".", 1)[0] + "." for key in own_keys(game)}
    return heads.pop() if len(heads) == 1 else ""


def placeholders(text: str) -> "set[str]":
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def forms(entry, code: str) -> "list[str]":
    value = entry[code]
    return list(value) if isinstance(value, (tuple, list)) else [value]


def quoted(literal: str, source: str) -> bool:
    """Whether `source` holds `literal` as a string literal, in either quotes (the formatter puts
    single quotes inside f-strings)."""
    return f'"{literal}"' in source or f"'{literal}'" in source
