"""Architects of Amytis' log (web/agora_web/amytis/log.py) on CPython: every event kind is told in
both languages, places are named in words, the turns are grouped under the player's name, and
random games never show a raw coordinate pair."""

from __future__ import annotations

import re

import msgspec
import pytest

from engine.amytis import RULES
from engine.amytis import events as ev
from engine.core import records
from engine.core.events import GameOver, GameStarted, decoder, kind_of
from tests.unit.random_play import random_record
from web.agora_web.amytis import log
from web.agora_web.presentation import log as game_logs
from web.agora_web.texts import i18n

COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")
NAMES = ("Ann", "Bo")

#: one event of every kind the engine tells
SAMPLES = (
    GameStarted(seat=1),
    ev.TileTaken(seat=0, stack=5, tile=12, revealed=23, left=3),
    ev.TileTaken(seat=0, stack=5, tile=12),
    ev.TileBuilt(seat=0, cell=7, tile=12, building="wall", height=2, points=4),
    ev.TileBuilt(seat=1, cell=0, tile=33, building="palace", height=1, palace=True),
    ev.ProjectDrawn(seat=1, card=4, slot=2, refill=9, cell=0, points=1),
    ev.ProjectDrawn(seat=1, card=4, cell=0),
    ev.PalacePoints(seat=1, cell=0, points=3),
    ev.ProjectCompleted(seat=0, card=4, points=6),
    ev.FavorTaken(seat=0, space="stairs"),
    ev.FavorLost(seat=1),
    ev.ArchitectsReturned(seat=1, stacks=(0, 4, 8)),
    ev.LastRound(),
    GameOver(scores=({"total": 50}, {"total": 40}), winners=(0,)),
)


def text_of(html: str) -> str:
    """The words of some HTML, tags and drawings left out."""
    html = re.sub(r"<svg.*?</svg>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


@pytest.fixture(params=i18n.LANGS)
def language(request):
    before = i18n.lang()
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang(before)


def test_every_event_kind_of_the_game_has_a_sample():
    assert {kind_of(e) for e in SAMPLES} == {c.__struct_config__.tag for c in RULES.EVENTS}


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: kind_of(e))
def test_every_event_kind_renders_in_both_languages(event, language):
    text = text_of(log.line_html(event, NAMES.__getitem__))
    assert text and "{" not in text and "}" not in text
    assert not COORDS.search(text)
    # no English left in a Russian line, and the other way round
    if language == "ru":
        assert not re.search(r"\b(the|takes|builds|row|column)\b", text), text
    else:
        assert not re.search(r"[а-яА-Я]", text), text


def test_places_are_rows_and_columns(language):
    text = text_of(log.line_html(ev.TileTaken(seat=0, stack=5, tile=12, revealed=23, left=3), NAMES.__getitem__))
    assert ("row 2, column 3" if language == "en" else "ряд 2, столбец 3") in text
    text = text_of(
        log.line_html(ev.TileBuilt(seat=0, cell=7, tile=12, building="wall", height=2, points=4), NAMES.__getitem__)
    )
    assert ("row 3, column 2, on level 2" if language == "en" else "ряд 3, столбец 2, уровень 2") in text
    assert "+4" in text


def test_unknown_events_are_refused():
    class Strange(ev.Event, tag="strange"):
        pass

    with pytest.raises(ValueError):
        log.line_html(Strange(), NAMES.__getitem__)


def _panel(entries, name=NAMES.__getitem__, viewer=None) -> str:
    return game_logs.panel(log, entries, viewer, name)


def test_turns_are_grouped_under_the_player_name():
    moves = [
        [GameStarted(seat=0)],
        [ev.TileTaken(seat=0, stack=1, tile=12, revealed=3, left=2), ev.LastRound()],
        [ev.TileBuilt(seat=0, cell=4, tile=12, building="wall", height=1, points=2)],
        [ev.ArchitectsReturned(seat=1, stacks=(1,)), ev.TileTaken(seat=1, stack=2, tile=13, revealed=4, left=2)],
        [GameOver(winners=(1,))],
    ]
    entries = [entry for events in moves for entry in log.runs(events)]
    assert [e.seat for e in entries] == [-1, 0, 0, 1, -1]  # the last round goes with its turn
    groups = game_logs.groups(log, entries, 0, lambda i: log.lines(entries[i], None, NAMES.__getitem__))
    assert [(g.seat, [(i, k) for i, k, _ in g.lines]) for g in groups] == [
        (-1, [(0, 0)]),
        (0, [(1, 0), (1, 1), (2, 0)]),
        (1, [(3, 0), (3, 1)]),
        (-1, [(4, 0)]),
    ]
    html = _panel(entries)
    assert 'data-count="5"' in html
    # newest turn first; each turn headed by its player's name once
    turns = re.findall(r'<li class="log-turn" data-seat="(\d)"><span class="log-who">.*?<b>(\w+)</b>', html)
    assert turns == [("1", "Bo"), ("0", "Ann")]


def test_names_are_escaped():
    html = _panel(log.runs([GameStarted(seat=0)]) + log.runs([ev.FavorLost(seat=0)]), lambda s: "<i>x</i>")
    assert "<i>" not in html and "&lt;i&gt;" in html


def test_a_line_an_event_with_its_kind_and_pieces():
    (entry,) = log.runs([ev.TileTaken(seat=0, stack=1, tile=12, revealed=3, left=2), ev.FavorLost(seat=0)])
    lines = log.lines(entry, None, NAMES.__getitem__)
    assert [line.kind for line in lines] == ["tile_taken", "favor_lost"]
    assert lines[0].refs == ("am-tile-12", "am-stack-1", "am-tile-3") and lines[1].refs == ()


def _entries_of(record):
    """The log's entries of the deal and of each move."""
    rules, state, moves = records.steps(record)
    per_move = [log.describe_start(rules, state)]
    for before, action, after in moves:
        per_move.append(log.describe(rules, before, action, after))
    return per_move


@pytest.mark.parametrize("seed", range(6))
def test_random_games_name_no_raw_coordinates(seed):
    record, _rules, _state = random_record("amytis", 2, 200, seed)
    per_move = _entries_of(record)
    assert all(per_move), "every move (and the deal) gives at least one entry"
    entries = [entry for move in per_move for entry in move]
    events = log.events_of(entries)
    # the log is data, not text: it goes through JSON and back unchanged
    assert decoder(RULES.EVENTS).decode(msgspec.json.encode(events)) == events
    before = i18n.lang()
    try:
        for code in i18n.LANGS:
            i18n.set_lang(code)
            for viewer in (None, 0, 1):
                html = _panel(entries, viewer=viewer)
                text = text_of(html)
                assert not COORDS.search(text), COORDS.search(text)
                assert "{" not in text
                assert len(re.findall(r'<li class="log-(?!turn"|game")', html)) == len(events)
    finally:
        i18n.set_lang(before)


def test_the_last_turn_of_another_seat_is_marked_until_the_viewer_moves():
    take = ev.TileTaken(seat=1, stack=4, tile=12, revealed=3, left=2)
    build = ev.TileBuilt(seat=1, cell=8, tile=12, building="wall", height=1, points=2)
    favor = ev.FavorTaken(seat=1, space="II")
    mine = ev.TileTaken(seat=0, stack=2, tile=13, revealed=4, left=2)
    events = [GameStarted(seat=0), mine, take, ev.LastRound(), build, favor, ev.ArchitectsReturned(seat=0, stacks=(2,))]
    assert log.last_turn(events, 0) == [take, build, favor]
    assert log.marks(log.last_turn(events, 0)) == {("stack", 4), ("cell", 1, 8), ("favor", "II")}
    assert log.last_turn(events + [mine], 0) == []  # the viewer has moved since
    assert log.last_turn(events + [mine], None) == [mine]  # nobody watches: the newest turn
    assert log.last_turn([GameStarted(seat=0)], 0) == []
    drawn = ev.ProjectDrawn(seat=1, card=4, slot=2, refill=9, cell=0, points=1)
    done = ev.ProjectCompleted(seat=1, card=7, points=6)
    assert log.marks([drawn, done]) == {("card", 4), ("card", 9), ("card", 7)}
