"""Pantikapaion's log told from the engine's events (web/agora_web/pantikapaion/log.py), on CPython:
every event kind reads in both languages, places are named in words (never grid coordinates),
every move gets a line, one turn's moves are grouped under the player's name, and the entries
themselves hold no language."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from engine.core import records
from engine.core.events import GameOver, GameStarted, kind_of
from engine.core.protocol import Seat
from engine.pantikapaion import RULES
from engine.pantikapaion.events import (
    EVENTS,
    AdvanceChosen,
    AutomaBuilt,
    AutomaCubeTaken,
    AutomaScouted,
    BagRefilled,
    BrownCoins,
    BuildingBought,
    BuildingLifted,
    BuildingPlaced,
    Cell,
    CoinsTaken,
    CubeAt,
    CubeDiscarded,
    CubesSold,
    CubeTaken,
    FreeBuilding,
    MarkerAdvanced,
    RingCleared,
    RingLaid,
    RoundEnded,
    RoundStarted,
    Skipped,
    StepPaid,
    TileDrawn,
    TilePicked,
    TilePlaced,
    TriremeSailed,
    TurnEnded,
    TurnStarted,
    WorkerPlaced,
    WorkersHome,
)
from web.agora_web.pantikapaion import log
from web.agora_web.presentation import log as game_logs
from web.agora_web.texts import i18n

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unit"))
from random_play import random_record  # noqa: E402

COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")
NAMES = ("Ann", "Bo", "Cy", "Di", "Automius")


def name(seat: int) -> str:
    return NAMES[seat]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_lang(i18n.DEFAULT)


C1 = Cell(seat=0, x=-1, y=3, level=2)
C2 = Cell(seat=0, x=0, y=3, level=2)
#: one event of every kind, some in more than one variant (None aside)
SAMPLES = [
    GameStarted(seat=0),
    GameOver(scores=({"total": 30}, {"total": 41}), winners=(1,)),
    GameOver(),
    GameOver(scores=({"total": 41}, {"total": 41}), winners=(0, 1)),
    TilePicked(seat=0, tile=14, slot=2),
    TriremeSailed(slot=4, passed=(2, 3)),
    TriremeSailed(slot=-1, passed=(5,)),
    TilePlaced(
        seat=0,
        tile=37,
        cells=(C1, C2, Cell(seat=0, x=1, y=3, level=2)),
        rotation=1,
        level=2,
        placed=(CubeAt(cell=C1, colour="B"),),
        collected={"O": 2},
        workers=1,
    ),
    TilePlaced(seat=0, tile=66, cells=(C1, C2), rotation=0, cube="G"),
    WorkerPlaced(seat=0, cell=C1, cube="P"),
    WorkerPlaced(seat=0, cell=C2),
    BuildingBought(seat=0, building="temple", price=3, paid={"G": 2, "B": 1}, swaps=("B",)),
    CubesSold(seat=0, colours=("B", "W"), coins=2),
    CoinsTaken(seat=0, coins=2),
    CubeTaken(seat=0, colour="O"),
    CubeTaken(seat=0, colour="O", got=False),
    BuildingPlaced(seat=0, building="aqueduct", cells=(C1, C2), collected={"W": 1}, workers=2),
    BuildingPlaced(seat=0, building="house", cells=(C1,), moved=True),
    FreeBuilding(seat=0, building="winery"),
    BuildingLifted(seat=0, building="house", cells=(C2,)),
    TileDrawn(seat=0, tile=12),
    TileDrawn(seat=0, tile=0),
    AdvanceChosen(seat=0, row="P"),
    StepPaid(seat=0, row="G", cost=1),
    StepPaid(seat=0, row="G", cost=3),
    *(Skipped(seat=0, what=w) for w in log.SKIPS),
    Skipped(seat=0, what="aqueduct", tile=70),
    CubeDiscarded(seat=0, colour="W"),
    AutomaScouted(seat=1, slot=3, tile=61, cubes={"B": 1, "P": 1, "W": 1}),
    AutomaScouted(seat=1, slot=-1),
    AutomaBuilt(seat=1, building="fortress", price=4),
    AutomaCubeTaken(seat=1, colour="B"),
    AutomaCubeTaken(seat=1, colour="B", got=False),
    *(
        MarkerAdvanced(seat=0, row="O", column=i + 1, cell=cell, token="BG" if cell.startswith("RES") else "")
        for row in __import__("engine.pantikapaion.data", fromlist=["ROWS"]).ROWS
        for i, cell in enumerate(row)
    ),
    MarkerAdvanced(seat=0, row="B", column=3, cell="RES1"),
    TurnEnded(seat=0),
    TurnStarted(seat=1, turn=1),
    RoundEnded(round=2, totals=(12, 9)),
    RingCleared(tiles=(3, 4), slots=(0, 5)),
    RingCleared(tiles=(3,), slots=(0,)),
    BrownCoins(seat=0, coins=2),
    WorkersHome(seat=1, cells=(Cell(seat=1, x=0, y=0),)),
    BagRefilled(left=21),
    RingLaid(round=3, tiles=(1, 2, 3)),
    RoundStarted(seat=1, round=3),
]


def test_the_samples_cover_every_event_kind():
    assert {type(e) for e in SAMPLES} == set(EVENTS)


@pytest.mark.parametrize("code", i18n.LANGS)
def test_every_event_kind_reads_in_both_languages(code):
    i18n.set_lang(code)
    for e in SAMPLES:
        text = log.event_text(e, name)
        if isinstance(e, TurnStarted):
            assert text == ""  # the grouping under the player's name tells it
            continue
        assert text and text != kind_of(e), e
        assert "{" not in text and "pk." not in text and not COORDS.search(text), (e, text)
        if code == "ru":
            assert re.search("[а-яё]", text, re.I), (e, text)
        else:
            assert not re.search("[а-яё]", text, re.I), (e, text)


def test_places_are_rows_and_columns_of_the_city_with_the_level():
    """Rows and columns are the engine's grid: 0 at the city's first cell, negative left of it
    and above it, written with a true minus sign."""
    i18n.set_lang("en")
    assert log.place((C1, C2)) == "row 3, columns −1 to 0, on level 2"
    assert log.place((Cell(seat=0, x=-1, y=-2),)) == "row −2, column −1, on the ground"
    assert log.spot(4, -1) == "row −1, column 4"
    i18n.set_lang("ru")
    assert log.place((C1, C2)) == "ряд 3, столбцы с −1 по 0, на уровне 2"
    i18n.set_lang("en")
    tie = GameOver(scores=({"total": 41}, {"total": 41}), winners=(0, 1))
    assert log.event_text(tie, name) == "The game is over: Ann, Bo share the win with 41 points."


def _entries(record):
    rules, state, moves = records.steps(record)
    entries = log.describe_start(rules, state)
    for before, action, after in moves:
        entries.extend(log.describe(rules, before, action, after))
    return entries


def _html(entries, viewer=None) -> str:
    return game_logs.panel(log, entries, viewer, name)


def _plain(entries) -> "list[str]":
    """Every line of the log in words, oldest first, a turn's lines with the player's name."""
    return [words for entry in entries for words in game_logs.entry_words(log, entry, None, name)]


GAMES = [(1, 0), (1, 5), (2, 1), (3, 2), (4, 3)]


@pytest.mark.parametrize("players, seed", GAMES)
def test_random_games_log_every_move_in_words(players, seed):
    record, _rules, _state = random_record("pantikapaion", players, 600, seed=seed)
    entries = _entries(record)
    assert len(entries) == len(record.moves) + 1
    for code in i18n.LANGS:
        i18n.set_lang(code)
        for entry in entries[1:]:
            assert log.lines(entry, None, name), entry  # every move says something
        text = _plain(entries)
        assert text
        for line in text:
            assert not COORDS.search(line), line
            assert "{" not in line and "pk." not in line, line
        html = _html(entries)
        assert not COORDS.search(html)


def test_a_turn_is_grouped_under_the_players_name():
    record, _rules, _state = random_record("pantikapaion", 2, 12, seed=4)
    entries = _entries(record)
    groups = game_logs.groups(log, entries, 0, lambda i: log.lines(entries[i], None, name))
    turns = [group for group in groups if group.seat >= 0]
    assert turns[0].seat == 0 and len(turns[0].lines) >= 2  # Ann's pick and placing, under one name
    assert turns[1].seat == 1
    for a, b in zip(turns, turns[1:]):
        assert a is not b
    html = _html(entries)
    assert html.count('class="log-turn"') == len(turns)
    assert html.index("Bo") < html.index(">Ann<")  # newest first


def test_entries_hold_no_language_and_redraw_in_the_other_one():
    record, _rules, _state = random_record("pantikapaion", 1, 30, seed=2)
    entries = _entries(record)
    i18n.set_lang("en")
    english = _html(entries)
    i18n.set_lang("ru")
    russian = _html(entries)
    assert english != russian and "ring" in english and "круг" in russian
    i18n.set_lang("en")
    assert _html(entries) == english
    for entry in entries:  # the engine's own events, nothing worded
        assert isinstance(entry, game_logs.Entry) and all(type(e) in EVENTS for e in entry.events)


def test_the_log_shows_the_human_seats_view():
    solo = records.new_record("pantikapaion", [Seat("Ann")], None, seed=1)
    assert log.log_seat(solo) == 0
    computers = records.new_record(
        "pantikapaion", [Seat("A", "pantikapaion.easy"), Seat("B", "pantikapaion.easy")], None, seed=1
    )
    assert log.log_seat(computers) is None
    mixed = records.new_record("pantikapaion", [Seat("A", "pantikapaion.easy"), Seat("B")], None, seed=1)
    assert log.log_seat(mixed) == 1
    rules, state = records.replay(solo)
    (entry,) = log.describe_start(RULES, state)
    assert entry.seat == -1 and isinstance(entry.events[0], GameStarted)


def test_the_other_seats_last_moves_are_marked_until_the_viewer_moves():
    record, _rules, _state = random_record("pantikapaion", 1, 400, seed=7)
    entries = _entries(record)
    seen_automa = 0
    for k in range(2, len(entries) + 1):
        marks = log.last_marks(entries[:k], 0)
        last = entries[k - 1]
        if last.seat == 0:
            assert marks == log.Marks()  # the viewer moved last: nothing of theirs is marked
        elif last.seat == 1:
            scouted = [e for e in last.events if isinstance(e, AutomaScouted) and e.slot >= 0]
            built = [e for e in last.events if isinstance(e, AutomaBuilt)]
            assert {e.slot for e in scouted} <= marks.slots and {e.building for e in built} <= marks.kinds
            seen_automa += bool(scouted or built)
    assert seen_automa > 5
    # in a game of two, the other player's tile cells in their city are marked
    record, _rules, _state = random_record("pantikapaion", 2, 60, seed=1)
    entries = _entries(record)
    checked = 0
    for k in range(2, len(entries) + 1):
        placed = [e for e in entries[k - 1].events if isinstance(e, TilePlaced)]
        if entries[k - 1].seat == 1 and placed:
            assert {(c.seat, c.x, c.y) for c in placed[0].cells} <= log.last_marks(entries[:k], 0).cells
            checked += 1
    assert checked >= 3
