"""Game screens of random games rendered on CPython, for the tests that read what a player sees
(the legend's symbols, the Russian counts): a stand-in for the page's `pyscript` module and for the
shell, and the HTML of a screen after random moves and after clicks on what it offers."""

from __future__ import annotations

import re
import sys
import types

from random_play import random_record
from tests.helpers.games import GAMES, fewest_seats

#: seats per game in these tests
SEATS = {game: fewest_seats(game, 3) for game in GAMES}
#: acts that leave the screen, ask the computer or need the page; the others select, show or play
NOT_CLICKED = {
    "choose",
    "confirm",
    "hint",
    "help",
    "export",
    "new-game",
    "home",
    "zoom",
    "undo",
    "share",
    "replay-step",
    "draw",
    "guide-jump",
    "review",
}
_ACT = re.compile(r'data-act="([a-z-]+)"(?:[^>]*?\sdata-arg="([^"]*)")?')


class App:
    """What a game screen asks of the shell while it renders and handles a click."""

    hint_time_s = 1.0
    ai_time_s = None

    def render(self):
        pass

    def set_busy(self, _busy):
        pass


def stub_page(monkeypatch) -> None:
    """The screens only build strings; the clock is the one thing they read from the page."""
    clock = types.SimpleNamespace(now=lambda: 0)
    stub = types.SimpleNamespace(document=None, window=types.SimpleNamespace(Date=clock))
    monkeypatch.setitem(sys.modules, "pyscript", stub)
    dom = sys.modules.get("web.agora_web.dom")
    if dom is not None:  # imported by an earlier test with another stand-in: give it this clock
        monkeypatch.setattr(dom, "window", stub.window)


def game_screen(game: str, seed: int, moves: int):
    """A game screen after `moves` random moves, every seat human; it saves nothing and asks
    no computer."""
    record, _rules, _state = random_record(game, SEATS[game], moves, seed)
    return record_screen(record)


def record_screen(record):
    """The game screen of a record at its last move, every seat as the record has it; it saves
    nothing and asks no computer (moves go on with `screen.play_computer`)."""
    from web.agora_web import games
    from web.agora_web.presentation.log import replay_with_log

    game = record.game
    module = games.ui_module(game, "screen")
    rules, state, log = replay_with_log(record)
    screen = module.GameScreen(App(), "test", 0, record, rules, state, log)
    screen.save = screen.maybe_run_computers = lambda: None
    if hasattr(screen, "handed"):  # hot seat: the device is in the hands of the seat to act
        screen.handed = True
    return screen


def hinted_html(screen, action, reason: "dict[str, str]") -> str:
    """The screen's HTML once a hint advising `action` for `reason` is shown, as hints.py shows
    one (the coach is not asked)."""
    from solo_ai.coach import Advice

    screen.hint = Advice(action, 0.0, 0.0, 0.0, reason)
    screen.show_hint(action)
    return screen.render()


def screens_html(game: str, seed: int, moves: int, clicks: int = 2):
    """The HTML of a game screen after `moves` random moves, then after up to `clicks` clicks of
    each kind of control it offers (a click that plays a move plays it, unsaved)."""
    screen = game_screen(game, seed, moves)
    html = screen.render()
    yield html
    clicked: "dict[str, int]" = {}
    for act, arg in sorted(set(_ACT.findall(html))):
        if act in NOT_CLICKED or clicked.get(act, 0) >= clicks:
            continue
        clicked[act] = clicked.get(act, 0) + 1
        screen.handle(act, arg or None, None, None)
        yield screen.render()


def pending_kinds(game: str) -> "set[str]":
    """Every kind of decision the game's engine may leave pending (guide_sections' list, less
    those the game declares never pending on their own in a full state: its web_facts'
    NEVER_PENDING)."""
    from tests.helpers.games import web_facts
    from web.agora_web.texts import guide_sections

    return set(guide_sections.decision_types(game)) - set(web_facts(game).NEVER_PENDING)


def walk(game: str, max_games: int = 40, ends: bool = False):
    """(screen, kind) at each decision of seeded random games of `game` on its screen, every seat
    human: one game per seat count the rules allow, then more until every pending kind has come
    up (or `max_games`). Moves are chosen by type first, then among that type's moves, so that
    the rare kinds of decision come up. The caller may look at the screen; the walk moves on.
    `ends`: also (screen, None) once each game is over."""
    import random

    from engine.core import records, registry
    from engine.core.protocol import Seat
    from web.agora_web.texts import guide_sections

    rules = registry.get(game)
    counts = list(range(rules.min_seats, rules.max_seats + 1))
    seen: "set[str]" = set()
    for n in range(max_games):
        if n >= len(counts) and pending_kinds(game) <= seen:
            return
        seats, seed = counts[n % len(counts)], n
        record = records.new_record(game, [Seat(f"P{i}") for i in range(seats)], seed=seed)
        screen = record_screen(record)
        rnd = random.Random(seed)
        while screen.current() >= 0:
            kind = guide_sections.decision_of(game, screen.state)
            seen.add(kind)
            yield screen, kind
            screen.hint = None
            legal = screen.rules.legal_actions(screen.state)
            types = sorted({type(a).__name__ for a in legal})
            chosen = types[rnd.randrange(len(types))]
            of_type = [a for a in legal if type(a).__name__ == chosen]
            screen.play_computer(of_type[rnd.randrange(len(of_type))])
            if hasattr(screen, "handed"):
                screen.handed = True
        if ends:
            yield screen, None
