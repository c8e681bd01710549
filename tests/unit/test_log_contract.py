"""The log contract (web/agora_web/presentation/log.py) kept by every registered game's log.py: the
functions it names exist with their arguments, entries are the shared `Entry` holding the
engine's events, every move is told in lines of HTML pointing at pieces the entry names, and the
shared pieces built on them (the replay with its log, the panel, the words of new entries, a
move in words) work for the game. Games come from the one list, so a new game is checked here as
soon as it is registered."""

from __future__ import annotations

import inspect
import re

import pytest

from engine.core import records, registry
from tests.helpers.games import GAMES, most_seats
from web.agora_web.presentation import log as game_logs
from web.agora_web.presentation.log_marks import flat
from web.agora_web.texts import i18n

from random_play import random_record

#: the contract's functions and how many arguments each takes
ARITY = {"describe_start": 2, "describe": 4, "lines": 3, "refs": 2, "joins": 2, "heading": 2}


def name(seat: int) -> str:
    return f"<P{seat}>" if seat >= 0 else "nobody"


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_lang(i18n.DEFAULT)


@pytest.mark.parametrize("game", GAMES)
def test_the_game_log_provides_the_contract(game):
    module = game_logs.of(game)
    assert set(game_logs.CONTRACT) == set(ARITY) | {"PANEL_CLASS", "REF_PATTERN"}
    for fn, count in ARITY.items():
        assert callable(getattr(module, fn, None)), f"{game}'s log.py has no {fn}"
        params = inspect.signature(getattr(module, fn)).parameters.values()
        required = [p for p in params if p.default is inspect.Parameter.empty]
        assert len(required) <= count <= len(params), (game, fn)
    assert isinstance(module.PANEL_CLASS, str) and module.PANEL_CLASS.split()[0] == "log"
    assert isinstance(module.REF_PATTERN, str) and re.compile(module.REF_PATTERN)
    assert not hasattr(module, "Step") and getattr(module, "Entry", game_logs.Entry) is game_logs.Entry


def _told(game: str, seed: int):
    players = min(3, most_seats(game))
    record, _rules, _state = random_record(game, players, 160, seed=seed)
    module = game_logs.of(game)
    rules, state, moves = records.steps(record)
    per_move = [module.describe_start(rules, state)]
    for before, action, after in moves:
        per_move.append(module.describe(rules, before, action, after))
    return record, module, players, per_move


@pytest.mark.parametrize("game", GAMES)
def test_entries_are_the_engines_events_and_every_move_is_told(game):
    record, module, players, per_move = _told(game, seed=3)
    events = set(registry.get(game).EVENTS)
    assert per_move[0], "the deal is told"
    for code in i18n.LANGS:
        i18n.set_lang(code)
        for told in per_move:
            assert told and all(isinstance(entry, game_logs.Entry) for entry in told)
            said = []
            for entry in told:
                assert -1 <= entry.seat < players and entry.events
                assert all(type(e) in events for e in entry.events)
                for viewer in (None, 0):
                    lines = module.lines(entry, viewer, name)
                    assert all(isinstance(line, game_logs.Line) and isinstance(line.html, str) for line in lines)
                    named = set(flat(module.refs(entry, viewer)))
                    for line in lines:
                        assert set(line.refs) <= named, (entry, line)
                        assert "{" not in line.html and "<P" not in line.html  # names are escaped
                said += game_logs.entry_words(module, entry, 0, name)
            assert said and all(words.strip() for words in said), told
    entries = [entry for told in per_move for entry in told]
    _rules, _state, replayed = game_logs.replay_with_log(record)
    assert replayed == entries  # the shared replay tells the same log


@pytest.mark.parametrize("game", GAMES)
def test_the_shared_panel_draws_every_game_with_its_headings(game):
    _record, module, players, per_move = _told(game, seed=5)
    entries = [entry for told in per_move for entry in told]
    for seat in range(players):
        head = module.heading(seat, name)
        assert f"&lt;P{seat}&gt;" in head
    assert isinstance(module.heading(-1, name), str)
    for before, entry in zip(entries, entries[1:]):
        assert module.joins(before, entry) in (True, False)
    html = game_logs.panel(module, entries, 0, name)
    assert f'data-count="{len(entries)}"' in html and module.PANEL_CLASS in html
    # each turn under its player's name once, newest first
    turns = re.findall(r'<li class="log-turn" data-seat="(\d+)">', html)
    assert turns and all(int(s) < players for s in turns)
    lines = sum(len(module.lines(entry, 0, name)) for entry in entries)
    assert html.count("<li") - len(re.findall(r'<li class="log-(?:turn|game)"', html)) == lines
    limited = game_logs.panel(module, entries, 0, name, limit=5)
    assert 'data-count="%d"' % len(entries) in limited and limited.count("<li") < html.count("<li")


@pytest.mark.parametrize("game", GAMES)
def test_a_move_in_words_is_its_movers_lines(game):
    record, module, _players, _per_move = _told(game, seed=7)
    rules, _start, moves = records.steps(record)
    for before, action, _after in list(moves)[::15]:
        seat = rules.current_player(before)
        html = game_logs.move_html(module, rules, before, action, seat, name)
        assert html.strip() and "{" not in html
        own = [
            line.html
            for entry in module.describe(rules, before, action, rules.apply(before, action))
            for line in module.lines(entry, seat, name)
            if line.own and entry.seat >= 0
        ]
        assert html == " ".join(own) or not own


@pytest.mark.parametrize("game", GAMES)
def test_the_screen_tells_each_new_entry_once_from_its_log(game, monkeypatch):
    """The live region's words come from the screen's log model (log_news), never the page: none
    for a screen just opened, each entry added once, none after an undo; the panel is drawn from
    the same entries (data-count) and every entry's pieces are what motion animates."""
    from screen_play import record_screen, stub_page

    stub_page(monkeypatch)
    record, _rules, _state = random_record(game, min(2, most_seats(game)), 20, seed=2)
    screen = record_screen(record)
    assert screen.log_news() == []  # opened: its log is known
    for _ in range(6):
        if screen.rules.is_over(screen.state):
            break
        before = len(screen.log)
        screen.play_computer(screen.rules.legal_actions(screen.state)[0])
        added = screen.log[before:]
        expected = [
            w
            for entry in added
            for w in game_logs.entry_words(screen.game_log, entry, screen.log_viewer(), screen.log_name)
        ]
        assert added and screen.log_news() == expected and expected
        assert screen.log_news() == []  # told once
        assert f'data-count="{len(screen.log)}"' in screen.log_html()
    screen.log_news()
    del screen.log[len(screen.log) - 1 :]  # the log got shorter (an undo, a step back)
    assert screen.log_news() == []
