"""Rules.reveals: which moves may be taken back. A move that showed something hidden or used the
generator never may; a plain placement or choice may. Checked on seeded random games of each
game, against what each seat's view hides."""

from __future__ import annotations

import msgspec
import pytest

from engine.core import records
from engine.core.protocol import Rules
from engine.pantikapaion import Pick, PlaceTile
from engine.amytis.state import Draw as AmytisDraw, Place as AmytisPlace, Take

from random_play import random_record
from tests.helpers.games import GAMES, fewest_seats, game_length

#: every game, played to its end by its fewest seats and by two (or its fewest above)
WHOLE_GAMES = sorted(
    {
        (game, players, game_length(game, players, 7))
        for game in GAMES
        for players in (fewest_seats(game), fewest_seats(game, 2))
    }
)


def moves_of(game: str, players: int, count: int, seed: int = 7):
    """(rules, [(before, action, after), ...]) of a seeded random game."""
    record, _rules, _state = random_record(game, players, count, seed)
    rules, _start, steps = records.steps(record)
    return rules, list(steps)


def secret(rules, state, seat: int) -> dict:
    """What the full view shows and `seat`'s view does not (item by item in per-seat lists)."""
    full = msgspec.to_builtins(rules.view(state, None))
    seen = msgspec.to_builtins(rules.view(state, seat))
    out = {}
    for key, value in full.items():
        mine = seen.get(key)
        if key == "seat" or mine == value:
            continue
        if isinstance(value, list) and isinstance(mine, list) and len(value) == len(mine):
            value = {i: v for i, (v, m) in enumerate(zip(value, mine)) if v != m}
        out[key] = value
    return out


def test_the_default_is_to_never_take_back():
    assert Rules().reveals(None, None, None) is True


@pytest.mark.parametrize("game,players,count", WHOLE_GAMES)
def test_a_move_that_may_be_taken_back_shows_the_mover_nothing_new(game, players, count):
    rules, steps = moves_of(game, players, count)
    kept = 0
    for before, action, after in steps:
        if rules.reveals(before, action, after):
            continue
        kept += 1
        seat = rules.current_player(before)
        assert secret(rules, before, seat) == secret(rules, after, seat), action
        assert before.rng == after.rng
    assert kept < len(steps), "a whole game shows something (a deal, a draw) or ends without"
    if type(rules).reveals is not Rules.reveals:  # the game lets some moves be taken back
        assert kept > 0, "a game that takes moves back has such moves"


def test_pantikapaion_placing_and_picking_may_be_taken_back():
    rules, steps = moves_of("pantikapaion", 1, 400)
    kinds = {}
    for before, action, after in steps:
        kinds.setdefault(type(action), set()).add(rules.reveals(before, action, after))
    assert kinds[PlaceTile] == {False}
    assert False in kinds[Pick]  # a pick within the round; the round's last may lay a new ring
    # the draw of the orange row's property: tests/pantikapaion/test_development.py


def test_amytis_taking_and_drawing_reveal_and_placing_does_not():
    rules, steps = moves_of("amytis", 2, 160)
    kinds = {}
    for before, action, after in steps:
        kinds.setdefault(type(action), set()).add(rules.reveals(before, action, after))
    assert kinds[Take] == {True}
    assert kinds[AmytisPlace] == {False}
    assert kinds.get(AmytisDraw, {True}) == {True}


def test_akropolis_refilling_the_site_reveals():
    rules, steps = moves_of("akropolis", 2, 120)
    refills = [rules.reveals(b, a, s) for b, a, s in steps if len(s.stacks) != len(b.stacks)]
    plain = [rules.reveals(b, a, s) for b, a, s in steps if s.stacks == b.stacks]
    assert refills and all(refills)
    assert plain and not any(plain)


def test_pyramidion_a_change_to_another_seats_hand_reveals():
    rules, steps = moves_of("pyramidion", 3, 300)
    for before, action, after in steps:
        seat = rules.current_player(before)
        if any(before.hands[s] != after.hands[s] for s in range(before.seats) if s != seat):
            assert rules.reveals(before, action, after), action
