"""The text catalogs (web/agora_web/texts/catalog.py): standard gettext PO files that translators' tools
read, the same keys in every language, the same placeholders, the language's own plural forms;
and every shared key the code uses is defined, every one defined is used."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from web.agora_web.texts import catalog, i18n
from tests.helpers.games import GAMES, SITE_GAMES, catalog as game_catalog, web_folder
from tests.helpers.texts import quoted

WEB = Path(__file__).resolve().parents[2] / "web"
PACKAGE = WEB / "agora_web"
#: the catalogs in the web package (shared and the site's games'), and those of every registered game
SITE_FOLDERS = sorted(p.parent for p in PACKAGE.rglob("locale/en.po"))
FOLDERS = sorted(set(SITE_FOLDERS) | {web_folder(g) / "locale" for g in GAMES})
PLACEHOLDER = re.compile(r"\{([a-z_0-9]*)\}")


def test_every_game_and_the_shared_texts_have_catalogs():
    names = {p.parent.name if p.parent != PACKAGE else "shared" for p in SITE_FOLDERS}
    assert names == {"shared", *SITE_GAMES}
    for game in GAMES:  # a game's catalogs are in its web package, wherever that is
        assert all((web_folder(game) / "locale" / f"{lang}.po").is_file() for lang in i18n.LANGS), game
    tables = [p for p in PACKAGE.glob("*/text.py") if (p.parent / "screen.py").exists()]
    assert not tables, "a game's texts live in its catalogs, not in a Python table"


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: p.parent.name)
def test_catalogs_are_standard_po_with_the_language_own_plural_forms(folder):
    for lang, plurals in (("en", 2), ("ru", 3)):
        with open(folder / f"{lang}.po", "rb") as handle:
            cat = read_po(handle)
        assert cat.locale_identifier == lang and cat.num_plurals == plurals
        ours = catalog.parse((folder / f"{lang}.po").read_text(encoding="utf-8"))
        flat = {m.id if isinstance(m.id, str) else m.id[0]: m.string for m in cat if m.id}
        for key, text in flat.items():
            name, _, part = key.partition("#")
            value = ours[name][part if not part.isdigit() else int(part)] if part else ours[name]
            assert (tuple(text) if isinstance(text, (tuple, list)) else text) == value, key
            if isinstance(text, (tuple, list)):
                assert len(text) == plurals, key


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: p.parent.name)
def test_both_languages_have_the_same_keys_and_placeholders(folder):
    texts = catalog.load_po(folder, i18n.LANGS)  # raises when a key is missing in one language
    for key, entry in texts.items():

        def names(value):
            if isinstance(value, dict):
                value = list(value.values())
            values = value if isinstance(value, (tuple, list)) else [value]
            return {n for v in values for n in PLACEHOLDER.findall(v)}

        assert names(entry["en"]) == names(entry["ru"]), key


def test_the_reader_refuses_what_is_not_a_catalog():
    with pytest.raises(catalog.CatalogError):
        catalog.parse('msgid "a"\nmsgstr "x"\n\nmsgid "a"\nmsgstr "y"\n')  # a key twice
    with pytest.raises(catalog.CatalogError):
        catalog.parse('msgid "a"\nmsgstr "bad \\q escape"\n')
    with pytest.raises(catalog.CatalogError):
        catalog.parse('msgid "a"\nnonsense "x"\n')
    assert catalog.parse('msgid "a"\nmsgstr ""\n"two "\n"lines\\n"\n') == {"a": "two lines\n"}
    assert catalog.parse('msgid "n"\nmsgid_plural "n"\nmsgstr[0] "one"\nmsgstr[1] "many"\n') == {"n": ("one", "many")}
    assert catalog.parse('msgid "c#1"\nmsgstr "b"\n\nmsgid "c#0"\nmsgstr "a"\n') == {"c": ["a", "b"]}


def _shared_code() -> str:
    files = [p for p in PACKAGE.glob("*.py")] + list((PACKAGE / "ui").glob("*.py")) + [WEB / "shell.js"]
    files += [PACKAGE.parents[1] / "build" / "shell.py"]
    return "\n".join(p.read_text(encoding="utf-8") for p in files if p.exists())


def test_every_shared_key_is_used_and_every_used_key_is_defined():
    shared = catalog.load_po(PACKAGE / "locale", i18n.LANGS)
    code = _shared_code()
    everything = code + "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py"))
    used = set(re.findall(r"\b(?:t|tn|raw)\(\s*[\"']([a-z_.A-Z0-9]+)[\"']", code))
    missing = sorted(k for k in used if not k.endswith(".") and k not in shared and k not in i18n.TEXT)
    assert not missing, missing
    built = set(re.findall(r"\b(?:t|tn|raw)\(\s*f?[\"']([a-z_.]+)[.{]", everything))  # t(f"cat.{x}")
    built |= {k for k in used if k.endswith(".")}  # t("game." + game)
    unused = sorted(k for k in shared if not quoted(k, everything) and not any(k.startswith(p) for p in built))
    assert not unused, unused


@pytest.mark.parametrize("game", GAMES)
def test_each_computer_player_is_named_and_described_in_its_games_catalogs(game):
    """solo_ai keeps ids only: a computer player's name and what it does are the game's texts
    "ai.<id>" and "ai_note.<id>", in every language, and no two of a game's players read alike."""
    import solo_ai

    texts = game_catalog(game)
    players = solo_ai.controllers(game)
    for info in players:
        assert info.id.startswith(game + "."), info.id
        for key in (f"ai.{info.id}", f"ai_note.{info.id}"):
            assert key in texts, f"{game}'s catalogs lack {key}"
            assert all(str(texts[key][lang]).strip() for lang in i18n.LANGS), key
    for lang in i18n.LANGS:
        for prefix in ("ai.", "ai_note."):
            said = [texts[prefix + info.id][lang] for info in players]
            assert len(set(said)) == len(said), (game, lang, prefix)
    stray = [
        k
        for k in texts
        if k.startswith(("ai.", "ai_note.")) and k.split(".", 1)[1] not in {info.id for info in players}
    ]
    assert not stray, f"texts of no computer player: {stray}"


@pytest.mark.parametrize("game", GAMES)
def test_each_category_of_the_coach_is_named_in_its_games_catalogs(game):
    """solo_ai keeps ids only: the categories a hint and the review count a move's points by are
    the game's texts "reason_cat.<game>.<id>" (its own ids and the shared ones), in every
    language, and none is named for a category the game does not use."""
    from solo_ai import coach, reasons

    texts = game_catalog(game)
    ids = (*coach.settings(game).categories, *reasons.SHARED)
    for key in ids:
        name = f"reason_cat.{game}.{key}"
        assert name in texts, f"{game}'s catalogs lack {name}"
        assert all(str(texts[name][lang]).strip() for lang in i18n.LANGS), name
    stray = [k for k in texts if k.startswith("reason_cat.") and k not in {f"reason_cat.{game}.{key}" for key in ids}]
    assert not stray, f"names of no category of the coach: {stray}"
