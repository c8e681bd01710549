"""The games of the home screen and, for each playable one, its web descriptor.

The games and their order come from the one list in engine/core/registry.py. A game is playable
here when its entry names a web package (by default `agora_web.<game>`); that package's
`__init__` is the game's web descriptor, small and light (the home screen imports every one):

    emblem()             the home card's drawing (SVG, no text)
    emblem_defs()        (optional) the SVG symbols that drawing refers to
    RULEBOOKS            ((page, text key, seed file, title), ...): the rulebooks, written by
                         build/rulebooks.py from seeds/<seed file> as rules/<page>.html
    TUTORIALS            (optional) {name: (submodule, Learn button's text key)}: its guided
                         first games (screens/tutorial.py)
    setup.SetupScreen(app)                       the new-game screen (a submodule)
    screen.GameScreen(app, save_id, created, record, rules, state, log)
    log                  the log from the engine's events (a submodule), as the contract in
                         presentation/log.py says; its replay_with_log gives a record's
                         (rules, state, log)
    SOLO_LEVEL_TEXT      (optional) text key prefix of its solo opponent's levels, completed by
                         the level a save's summary names (saves.Summary.solo)
    SOLO_LEVELS          (with SOLO_LEVEL_TEXT) those levels: a save naming another is damaged

Beside it in the same package: `guide.py` and guide.<lang>.md (the rules guide, its figures and
the section of each decision) and locale/<lang>.po (the game's texts, among them "game.<id>" and "blurb.<id>", see i18n.py).
Player counts, options and hidden information come from the game's rules, its computer players
from solo_ai.

The shell (app.py) asks this module instead of naming a game. Nothing here imports a screen or a
rules engine until it is needed, and nothing touches the page (saves.py uses it in plain CPython).
"""

from __future__ import annotations

import importlib

from engine.core import registry


def order() -> "tuple[str, ...]":
    """Every game of the home screen, in its order."""
    return tuple(registry.names())


def playable() -> "tuple[str, ...]":
    """The games this version can set up, play, save and open."""
    return tuple(game.id for game in registry.GAMES if game.web)


#: the games playable when this module was loaded (saves and links of other games are refused)
PLAYABLE = playable()


def is_playable(game: str) -> bool:
    return game in playable()


def descriptor(game: str):
    """The web descriptor (package) of a playable game; KeyError for any other."""
    try:
        package = registry.entry(game).web
    except KeyError:
        package = None
    if not package:
        raise KeyError(f"no screens for the game {game!r}")
    return importlib.import_module(package, __package__ if package.startswith(".") else None)


def ui_module(game: str, part: str):
    """The screen module `part` ("setup" or "screen") of a playable game."""
    return importlib.import_module(f"{descriptor(game).__name__}.{part}")


def emblem(game: str) -> str:
    """The game's drawing for its home card ("" for a game without screens)."""
    return descriptor(game).emblem() if is_playable(game) else ""


def emblem_defs() -> str:
    """The SVG symbols the home cards' emblems refer to, from every playable game that declares
    some (its descriptor's `emblem_defs()`): the start-up shell draws the cards before Python."""
    return "".join(descriptor(game).emblem_defs() for game in playable() if hasattr(descriptor(game), "emblem_defs"))


def tutorials(game: str) -> "tuple[tuple[str, str], ...]":
    """A game's guided first games as its descriptor declares them (`TUTORIALS`): (tutorial id,
    text key of its Learn button) each, importing none (none for a game without screens)."""
    if not is_playable(game):
        return ()
    declared = getattr(descriptor(game), "TUTORIALS", {})
    return tuple((f"{game}.{name}" if name else game, learn) for name, (_module, learn) in declared.items())


def rulebooks(game: str) -> "tuple[tuple[str, str], ...]":
    """(page, text key of its link) of each of the game's rulebook pages."""
    books = getattr(descriptor(game), "RULEBOOKS", ()) if is_playable(game) else ()
    return tuple((page, label) for page, label, *_source in books)


def solo_levels(game: str) -> "tuple[str, ...]":
    """The solo opponent's levels a save of `game` may name (none for a game without levels)."""
    if not is_playable(game):
        return ()
    module = descriptor(game)
    return tuple(getattr(module, "SOLO_LEVELS", ())) if getattr(module, "SOLO_LEVEL_TEXT", None) else ()


def solo_level_key(game: str, level: str) -> "str | None":
    """The text key naming a solo opponent's `level` in `game` (None: the game has no such level)."""
    if level not in solo_levels(game):
        return None
    return descriptor(game).SOLO_LEVEL_TEXT + level


def solo_level_texts(known) -> "dict[str, str]":
    """For the start-up shell, which cannot ask a game: "solo.<game>.<level>" → the text key
    naming that level, for every level of every game whose text key is in `known`."""
    out = {}
    for game in playable():
        for level in solo_levels(game):
            key = solo_level_key(game, level)
            if key in known:
                out[f"solo.{game}.{level}"] = key
    return out


def setup_screen(app, game: str):
    return ui_module(game, "setup").SetupScreen(app)


def game_screen(app, save_id: str, created: int, record, moves_to_come: bool = False):
    """The game screen of a record at its last move. Raises RecordError (with the reason) when
    the record cannot be played back, with the checks of `records.verify`: a shuffle planned
    for a move never reached would only refuse every legal move later on. `moves_to_come`: the
    record is cut short of moves the screen plays next (a remote game's moves received), so
    shuffles planned for them are kept."""
    from engine.core import records
    from engine.core.errors import RecordError

    from .presentation.log import replay_with_log

    if not is_playable(record.game):
        raise RecordError(f"unknown game {record.game!r}")
    module = ui_module(record.game, "screen")
    rules, state, log = replay_with_log(record)
    if not moves_to_come:
        records.check_final(state)
    return module.GameScreen(app, save_id, created, record, rules, state, log)
