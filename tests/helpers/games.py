"""The games the tests cover, from the one list (engine/core/registry.py): a test that covers
"every game" takes them from here, so a new game is tested by every such test as soon as it is
registered."""

from __future__ import annotations

import functools
import importlib.util
import random
from pathlib import Path

from engine.core import registry

ROOT = Path(__file__).resolve().parents[2]

#: every registered game, in the home screen's order
GAMES = tuple(registry.names())
#: the games the shipped site (dist/site) plays: those whose screens are in its web package (a game
#: registered for a test run only, such as tests/fakegame, is not built into it; the browser tests
#: serve a copy of the site with such games built in, so they cover GAMES)
SITE_GAMES = tuple(game.id for game in registry.GAMES if game.web and game.web.startswith("."))


def rulebook_pages(games=GAMES) -> "list[str]":
    """The rulebook pages (rules/<page>.html) the games' web descriptors declare."""
    from web.agora_web import games as web_games

    return [page for game in games for page, _label in web_games.rulebooks(game)]


def seat_counts(game: str) -> "range":
    """Every player count the game takes."""
    rules = registry.get(game)
    return range(rules.min_seats, rules.max_seats + 1)


def most_seats(game: str) -> int:
    return registry.get(game).max_seats


def fewest_seats(game: str, at_least: int = 1) -> int:
    """The game's smallest player count of `at_least` or more (its largest if none is that big)."""
    rules = registry.get(game)
    return min(max(rules.min_seats, at_least), rules.max_seats)


def web_folder(game: str) -> Path:
    """The folder of the game's web package (its descriptor, screens and locale/)."""
    package = registry.entry(game).web
    if package.startswith("."):
        return ROOT / "web" / "agora_web" / package[1:].replace(".", "/")
    return Path(importlib.util.find_spec(package).origin).parent


def catalog(game: str) -> "dict[str, dict[str, object]]":
    """The game's own texts, read from its catalogs: key → {language: text}."""
    from web.agora_web.texts import catalog as reader, i18n

    return reader.load(web_folder(game) / "locale", i18n.LANGS)


def catalog_text(game: str, key: str, lang: str) -> str:
    return catalog(game)[key][lang]


@functools.lru_cache(maxsize=None)
def game_length(game: str, seats: int, seed: int = 0) -> int:
    """How many moves a game of `seats` dealt and played at random with `seed` lasts
    (tests/unit/random_play.py's play): the scale for positions taken part-way into one."""
    from engine.core import records
    from engine.core.protocol import Seat

    rules, state = records.replay(records.new_record(game, [Seat(f"P{i}") for i in range(seats)], seed=seed))
    chooser = random.Random(seed)
    moves = 0
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        state = rules.apply(state, legal[chooser.randrange(len(legal))])
        moves += 1
    return moves


def part_way(game: str, seats: int, share: float, seed: int = 0) -> int:
    """The number of moves `share` of the way into such a game (at least one, never its end)."""
    length = game_length(game, seats, seed)
    return max(1, min(length - 1, round(length * share)))


def position(game: str, seats: int, share: float, seed: int = 0):
    """(rules, state) `share` of the way into the seeded random game of `game_length`."""
    from engine.core import records
    from engine.core.protocol import Seat

    rules, state = records.replay(records.new_record(game, [Seat(f"P{i}") for i in range(seats)], seed=seed))
    chooser = random.Random(seed)
    for _ in range(part_way(game, seats, share, seed)):
        legal = rules.legal_actions(state)
        state = rules.apply(state, legal[chooser.randrange(len(legal))])
    return rules, state


def game_test_module(game: str, name: str):
    """The game's own test module `name` (its events model, say): in tests/<id>/ for a game of
    the site, beside its rules for a game registered for a test run (tests/fakegame/)."""
    import importlib

    engine = registry.entry(game).engine
    package = f"tests.{game}" if engine == f"engine.{game}" else engine.rsplit(".", 1)[0]
    return importlib.import_module(f"{package}.{name}")


def web_facts(game: str):
    """What the shared tests of the app need to know of the game's screens (its board's test
    id, a typical turn by keys, a mid-game moment...), declared by the game in its own test
    module `web_facts` (tests/<id>/web_facts.py; see tests/akropolis/web_facts.py)."""
    return game_test_module(game, "web_facts")
