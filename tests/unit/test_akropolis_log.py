"""The Akropolis game log (web/agora_web/akropolis/log.py) in plain CPython: every kind of engine
event is told in both languages, and over random games every move gives an entry, a turn is
told under the player's name, and no line names a place by raw coordinates."""

from __future__ import annotations

import re

import pytest

from engine.akropolis import RULES, Options
from engine.akropolis import events as ev
from engine.core import records
from engine.core.events import GameOver, GameStarted
from engine.core.protocol import Seat
from web.agora_web.texts import i18n
from web.agora_web.akropolis import log
from web.agora_web.presentation.log import replay_with_log

from random_play import play_on

COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")
TAG = re.compile(r"<[^>]*>")
NAMES = ("Ann", "Bo", "Cy", "Di")


def name(seat: int) -> str:
    return NAMES[seat]


def plain(html: str) -> str:
    """The words of a log line, SVG titles included (they are words too)."""
    return TAG.sub(" ", html)


@pytest.fixture(params=i18n.LANGS)
def language(request):
    before = i18n.lang()
    i18n.set_lang(request.param)
    yield request.param
    i18n.set_lang(before)


#: one event of every kind Akropolis tells, with the words its line must hold
SAMPLES = [
    (GameStarted(seat=1), "Bo"),
    (ev.TileTaken(seat=0, tile=60, slot=0, cost=0), None),
    (ev.TileTaken(seat=0, tile=35, slot=2, cost=2), "3"),
    (ev.TileTaken(seat=0, tile=35, slot=1, cost=1, paid_to=1), "Bo"),
    (
        ev.TilePlaced(
            seat=0,
            tile=35,
            level=1,
            hexes=(
                ev.Hex(seat=0, x=2, y=4, level=1, code="h"),
                ev.Hex(seat=0, x=1, y=3, level=1, code="h"),
                ev.Hex(seat=0, x=2, y=2, level=1, code="q"),
            ),
        ),
        "1",
    ),
    (
        ev.TilePlaced(
            seat=0,
            tile=35,
            level=2,
            covered=("q", "q", "b"),
            hexes=(
                ev.Hex(seat=0, x=1, y=1, level=2, code="h"),
                ev.Hex(seat=0, x=2, y=2, level=2, code="h"),
                ev.Hex(seat=0, x=1, y=3, level=2, code="q"),
            ),
        ),
        "2",
    ),
    (ev.StonesGained(seat=0, stones=2), "2"),
    (ev.ArchitectKeeps(seat=1, tile=35, plazas=()), None),
    (ev.ArchitectKeeps(seat=1, tile=1, plazas=("M",)), None),
    (ev.ReserveEmpty(), None),
    (ev.SiteRefilled(tiles=(1, 2, 3, 5), stacks_left=10), "10"),
    (ev.RoundStarted(seat=1, round=2), "Bo"),
    (GameOver(scores=({"total": 40}, {"total": 38}), winners=(0,)), "Ann"),
]


def test_the_samples_cover_every_event_kind():
    assert {type(e) for e, _ in SAMPLES} == set(RULES.EVENTS)


@pytest.mark.parametrize("event,words", SAMPLES, ids=[f"{type(e).__name__}-{i}" for i, (e, _w) in enumerate(SAMPLES)])
def test_every_event_kind_is_told_in_both_languages(language, event, words):
    entries = log.entries_of([event]) if not isinstance(event, GameStarted) else [log.Entry(-1, (event,), "start")]
    text = " ".join(plain(log.entry_html(e, name)) for e in entries)
    told = [e for e in entries if e.events]
    assert told and text.strip(), event
    for entry in told:
        assert plain(log.entry_html(entry, name)).strip()
    if words is not None:
        assert words in text
    assert "{" not in text and "}" not in text  # every placeholder filled
    assert not COORDS.search(text)
    # the Russian line is not the English one
    if language == "ru":
        i18n.set_lang("en")
        assert " ".join(plain(log.entry_html(e, name)) for e in entries) != text


def test_a_turn_is_told_under_the_players_name_and_redrawn_in_the_new_language():
    entry = log.entries_of([ev.TileTaken(seat=2, tile=60, slot=0, cost=0)])[0]
    assert entry.kind == "turn" and entry.seat == 2
    i18n.set_lang("en")
    try:
        en = log.entry_html(entry, name)
        i18n.set_lang("ru")
        ru = log.entry_html(entry, name)
    finally:
        i18n.set_lang("en")
    assert log.heading(entry.seat, name) == '<b class="log-who">Cy</b>'  # the turn's heading
    assert en != ru and "Cy" not in en


def test_a_tile_on_the_ground_is_told_next_to_what():
    placed = ev.TilePlaced(seat=0, tile=35, level=1, hexes=(ev.Hex(seat=0, x=2, y=4, level=1, code="h"),))
    entry = log.Entry(0, (placed,), "turn", ("q", "M"))
    i18n.set_lang("en")
    assert "on the ground (level 1), next to: quarry, market plaza" in log.entry_html(entry, name)
    i18n.set_lang("ru")
    try:
        assert "рядом: каменоломня, рыночная площадь" in log.entry_html(entry, name)
    finally:
        i18n.set_lang("en")


def test_names_are_escaped():
    entry = log.entries_of([ev.RoundStarted(seat=0, round=2)])[-1]
    html = log.entry_html(entry, lambda _s: "<i>x</i>") + log.heading(0, lambda _s: "<i>x</i>")
    assert "<i>" not in html and html.count("&lt;i&gt;") == 2


GAMES = [
    (2, Options(), 11),
    (3, Options(), 12),
    (4, Options(), 13),
    (1, Options(solo="metagenes"), 14),
    (2, Options(long=True), 15),
]


@pytest.mark.parametrize("players,options,seed", GAMES)
def test_random_games_give_an_entry_a_move_and_no_coordinates(players, options, seed):
    record = records.new_record("akropolis", [Seat(NAMES[i]) for i in range(players)], options, seed=seed)
    record, _rules, state = play_on(record, 400, seed)
    assert state.over
    rules, start, steps = records.steps(record)
    entries = log.describe_start(rules, start)
    kinds = set()
    for before, action, after in steps:
        told = log.describe(rules, before, action, after)
        assert told and told[0].kind == "turn" and told[0].seat == before.turn
        placed = [e for e in told[0].events if isinstance(e, ev.TilePlaced)]
        if placed and not placed[0].covered:  # on the ground: always next to something of the city
            assert told[0].detail and set(told[0].detail) <= {c[1] for c in before.cities[before.turn].cells.values()}
        entries.extend(told)
        kinds.update(type(e) for e in rules.describe(before, action, after))
    assert entries[-1].kind == "end"
    for code in i18n.LANGS:
        i18n.set_lang(code)
        try:
            for entry in entries:
                for viewer in (None, 0):
                    html = log.entry_html(entry, lambda s: NAMES[s] if s < players else "Architect", viewer)
                    text = plain(html)
                    assert text.strip() and "{" not in text
                    assert not COORDS.search(text), text
        finally:
            i18n.set_lang("en")
    assert ev.TileTaken in kinds and (ev.ArchitectKeeps in kinds) == bool(options.solo)
    # the replayed log is the same as the one built move by move
    _r, _s, replayed = replay_with_log(record)
    assert replayed == entries


def test_the_last_moves_are_the_other_players_hexes_since_the_viewers_move():
    record = records.new_record("akropolis", [Seat(n) for n in NAMES[:3]], Options(), seed=5)
    record, _rules, _state = play_on(record, 7, 5)
    rules, start, steps = records.steps(record)
    entries = log.describe_start(rules, start)
    placed = []
    for before, action, after in steps:
        entries.extend(log.describe(rules, before, action, after))
        placed.append((before.turn, {(before.turn, x, y) for x, y in (tuple(h) for h in action.hexes)}))
    # the turn order of the last moves decides what each seat sees marked
    for viewer in range(3):
        expected = set()
        for seat, hexes in reversed(placed):
            if seat == viewer:
                break
            expected |= hexes
        assert log.last_moves(entries, viewer) == expected
        assert all(s != viewer for s, _x, _y in expected)
    assert log.last_moves(entries, placed[-1][0]) == set()  # right after one's own move: nothing
    assert any(log.last_moves(entries, v) for v in range(3))
