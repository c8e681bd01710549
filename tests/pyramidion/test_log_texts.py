"""Pyramidion's log (web/agora_web/pyramidion/log.py) on CPython: every kind of engine event is
told in English and in Russian, places are named in words (never a coordinate pair), every move
of random games gets an entry, turns are grouped under the player's name, and a seat is never
told the cards or boats it may not see."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from engine.core import records
from engine.core.events import GameOver, GameStarted, kind_of
from engine.pyramidion import events as ev
from web.agora_web.presentation import log as game_logs
from web.agora_web.pyramidion import log as pylog
from web.agora_web.texts import i18n

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unit"))
from random_play import random_record  # noqa: E402

COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")
TAG = re.compile(r"<[^>]+>")
NAMES = ("Ann", "Bo", "Cy", "Di")


def name(seat: int) -> str:
    return NAMES[seat] if seat >= 0 else "nobody"


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_lang("en")


def _resolved(category, result, **kw):
    base = dict(
        city="luxor",
        category=category,
        totals=(3, 7, 0),
        needed=6,
        winner=1 if result in ("won", "kept", "no_token") else -1,
        result=result,
    )
    base.update(kw)
    return ev.CityResolved(**base)


#: at least one event of every kind, with the variants its text depends on
SAMPLES = [
    GameStarted(seat=0),
    GameOver(scores=({"total": 5}, {"total": 3}), winners=(0,)),
    ev.CityActivated(seat=0, city="karnak"),
    ev.CardPlayed(seat=1, card=30, city="giza"),
    ev.Passed(seat=0, city="thebes"),
    ev.Passed(seat=0, city="thebes", reason="limit"),
    ev.Passed(seat=0, city="thebes", reason="empty_hand"),
    ev.Hired(seat=0, card=31, city="thebes"),
    *(ev.CardsDrawn(seat=0, visible_to=(0,), count=1, reason=r, cards=(40,)) for r in ("hire", "luxor", "politician")),
    ev.CategoryChosen(seat=1, card=35, category="trade", city="cairo"),
    ev.CardDiscarded(seat=0, card=30, owner=1, by=33, city="cairo"),
    ev.TokenRemoved(seat=0, token="mercenary", owner=1, city="cairo"),
    *(
        ev.ResourceTaken(seat=2, resource="food", source=s, reason=r)
        for s, r in (("philae", "intermediary"), ("luxor", "vizier"), ("stock", "alexandria"))
    ),
    ev.ResourceAdded(seat=1, resource="camel", city="giza"),
    ev.ThresholdsRaised(seat=1, card=36, city="giza"),
    ev.ResourcesSwapped(seat=1, city="giza", other="thebes", give={"wood": 2}, take={"stone": 1, "food": 1}),
    ev.CardCopied(seat=0, card=37, copied=30, city="karnak"),
    ev.TurnOrderTaken(seat=0, token=1),
    ev.Reclaimed(seat=1, card=30, city="luxor"),
    ev.StatuesBought(seat=0, statues=2, workers=6),
    ev.BoatLoaded(
        seat=0, visible_to=(0,), slot=1, paid={"stone": 2}, statues=("wood",), mercenaries=("thebes",), boat=5, points=2
    ),
    ev.BoatLoaded(seat=0, visible_to=(0,), slot=-1, karnak=True, paid={"wood": 1}, boat=3, points=1),
    *(ev.Skipped(seat=0, what=w) for w in ("giza", "luxor", "cairo", "exchange", "load")),
    ev.RoundStarted(round=2, order=(1, 0)),
    ev.BoatsRefilled(added=(1, 2), row=(0, 1, 2)),
    ev.BoatsRefilled(added=(), row=(0, 1)),
    ev.SupplyResolved(card=3, gains=(ev.CityGain(city="giza", resources={"wood": 1}),), next=4),
    ev.CardsDealt(seat=1, visible_to=(1,), count=5, thebes=True, cards=(40, 41, 42, 43, 44)),
    ev.KarnakBoat(seat=0, boat=4),
    _resolved("revolt", "won", totals=(3, 7, -1), discarded=(0,), gained={"stone": 2}, tokens=(1,)),
    _resolved("revolt", "tie", totals=(7, 7, -1)),
    _resolved("revolt", "none", totals=(1, -1, -1), discarded=(0,)),
    _resolved("influence", "won", token="mercenary", replaced=0),
    _resolved("agreements", "kept"),
    _resolved("influence", "no_token"),
    _resolved("trade", "won", gained={"food": 2}),
    _resolved("trade", "tie", totals=(7, 7, 0)),
    _resolved("influence", "below"),
    _resolved("agreements", "none", totals=(0, 0, 0)),
    ev.CityCleared(city="luxor", cards=(30, 31)),
    ev.TurnOrderSet(order=(1, 0, 2)),
    ev.RoundEnded(round=3, bonus=1),
    ev.RoundEnded(round=4),
    ev.HandsDiscarded(seat=0, visible_to=(0,), count=2, cards=(40, 41)),
    ev.BoatDiscarded(boat=7),
    *(ev.PileShuffled(pile=p, size=9) for p in ("deck", "revolt", "supply", "boats")),
    ev.BoatsRevealed(seat=1, boats=(2, 5), points=5),
]


def text_of(entry, viewer=None) -> "list[str]":
    return [TAG.sub("", line.html) for line in pylog.lines(entry, viewer, name)]


def test_every_kind_of_event_has_a_sample():
    assert {kind_of(e) for e in SAMPLES} == {cls.__struct_config__.tag for cls in ev.EVENTS}


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: kind_of(e))
def test_every_event_is_told_in_both_languages(event):
    told = {}
    for code in i18n.LANGS:
        i18n.set_lang(code)
        (line,) = text_of(pylog.Entry(event.seat, (event,)))
        assert line.strip() and "{" not in line and not COORDS.search(line)
        told[code] = line
    assert told["en"] != told["ru"]
    assert re.search("[а-яё]", told["ru"], re.I) and not re.search("[а-яё]", told["en"], re.I)


def test_a_pass_the_rules_made_says_why():
    """A seat passed by the rules (the two-player limit, an empty hand) never clicked Pass: its
    line gives the reason; a chosen pass reads as before."""
    for code, limit_words in (("en", "5 cards played there"), ("ru", "выложено 5 карт")):
        i18n.set_lang(code)
        chosen, limit, empty = (
            text_of(pylog.Entry(0, (ev.Passed(seat=0, city="thebes", reason=r),)))[0]
            for r in ("", "limit", "empty_hand")
        )
        assert limit_words in limit and limit != chosen and empty != chosen and empty != limit
        assert chosen.rstrip(".") in limit and chosen.rstrip(".") in empty


def test_a_resolution_line_is_marked_for_the_board():
    line = pylog.lines(pylog.Entry(-1, (_resolved("trade", "won", gained={"food": 2}),)), None, name)[0].html
    assert 'class="log-resolution"' in line and 'data-kind="trade"' in line and "Bo" in line


def test_a_seat_is_not_told_what_it_may_not_see():
    drawn = ev.CardsDrawn(seat=0, visible_to=(0,), count=1, reason="luxor", cards=(40,))
    loaded = ev.BoatLoaded(seat=0, visible_to=(0,), slot=1, paid={"stone": 2}, boat=5, points=2)
    entry = pylog.Entry(0, (drawn, loaded))
    mine, theirs, everything = text_of(entry, 0), text_of(entry, 1), text_of(entry, None)
    assert mine == everything
    assert ":" in mine[0] and ":" not in theirs[0]  # the card drawn is listed to its owner only
    assert "★" in mine[1] and "★" not in theirs[1] and "boat 2 of the row" in theirs[1]


def test_turns_are_grouped_under_the_players_name():
    log = (
        pylog.entries([ev.CityActivated(seat=0, city="giza")])
        + pylog.entries([ev.CardPlayed(seat=0, card=35, city="giza")])
        + pylog.entries([ev.CategoryChosen(seat=0, card=35, category="trade", city="giza")])
        + pylog.entries(
            [
                ev.Passed(seat=1, city="giza"),
                _resolved("trade", "won", gained={"food": 1}),
                ev.CityCleared(city="giza", cards=(35,)),
            ]
        )
        + pylog.entries([ev.Passed(seat=0, city="giza")])
    )
    assert [(e.seat, len(e.events)) for e in log] == [(0, 1), (0, 1), (0, 1), (1, 1), (-1, 2), (0, 1)]
    html = game_logs.panel(pylog, log, None, name)
    items = re.findall(r'<li class="log-turn".*?</ul></li>', html)
    heads = [re.search(r'<b class="log-who">([^<]*)</b>', item).group(1) for item in items]
    assert heads == ["Ann", "The game", "Bo", "Ann"]  # newest first; activating, playing and the Deity: one turn
    assert items[-1].count('<li data-seat="0"') == 3


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (2, 4)])
def test_random_games_are_told_in_words(players, seed):
    record, rules, _state = random_record("pyramidion", players, 3000, seed)
    rules, start, moves = records.steps(record)
    log = pylog.describe_start(rules, start)
    assert log
    for before, action, after in moves:
        told = pylog.describe(rules, before, action, after)
        assert told, f"no log entry for {action!r}"
        log.extend(told)
    for code in i18n.LANGS:
        i18n.set_lang(code)
        for viewer in (None, 0):
            for entry in log:
                for line in text_of(entry, viewer):
                    assert line.strip()
                    assert not COORDS.search(line), line
                    assert "{" not in line, line


def test_the_last_move_of_the_others_is_marked_until_the_viewer_moves():
    log = (
        pylog.entries([ev.CardPlayed(seat=0, card=35, city="giza")])
        + pylog.entries([ev.CityActivated(seat=1, city="karnak"), ev.KarnakBoat(seat=1, boat=4)])
        + pylog.entries(
            [
                ev.CardPlayed(seat=1, card=30, city="karnak"),
                ev.CardsDrawn(seat=1, visible_to=(1,), count=1, reason="luxor", cards=(41,)),
            ]
        )
        + pylog.entries(
            [ev.Passed(seat=2, city="karnak"), _resolved("trade", "won", city="karnak", gained={"food": 1})]
        )
    )
    marks = pylog.last_move(log, 0)
    karnak = 7
    assert marks.cities == {karnak} and marks.cards == {30} and marks.seats == {1, 2} and marks.boats == {4}
    assert pylog.last_move(log + pylog.entries([ev.Passed(seat=0, city="karnak")]), 0) == pylog.Marks()
    # a game without humans: the newest entry only
    assert pylog.last_move(log, None).seats == frozenset() and pylog.last_move(log, None).cities == {karnak}
