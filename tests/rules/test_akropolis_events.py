"""Akropolis move events on hand-checked positions (engine/akropolis/events.py)."""

from engine.akropolis import RULES, Move, Options, Setup
from engine.akropolis import data
from engine.akropolis.events import (
    ArchitectKeeps,
    Hex,
    ReserveEmpty,
    RoundStarted,
    SiteRefilled,
    StonesGained,
    TilePlaced,
    TileTaken,
)
from engine.core.events import GameOver, GameStarted
from msgspec.structs import replace

# tile 60 = h b q, 50 = m h q, 35 = h h q (the hand-checked opening of docs/records.md)
FIRST = [60, 50, 35, 1]


def opening():
    tiles = FIRST + sorted(t for t in data.tiles_for(2) if t not in FIRST)
    return RULES.new_game(2, Options(), setup=Setup(tiles=tiles))


def play(state, *moves):
    """(state, events of each move)."""
    told = []
    for move in moves:
        after = RULES.apply(state, move)
        told.append(RULES.describe(state, move, after))
        state = after
    return state, told


def test_the_opening_moves_tell_take_place_quarries_and_refill():
    start = opening()
    assert RULES.describe_start(start) == [GameStarted(seat=0)]
    state, told = play(
        start, Move(0, ((2, 4), (1, 3), (2, 2))), Move(0, ((0, 2), (1, 3), (0, 4))), Move(0, ((1, 1), (2, 2), (1, 3)))
    )
    assert told[0] == [
        TileTaken(seat=0, tile=60, slot=0, cost=0),
        TilePlaced(
            seat=0,
            tile=60,
            level=1,
            hexes=(
                Hex(seat=0, x=2, y=4, level=1, code="h"),
                Hex(seat=0, x=1, y=3, level=1, code="b"),
                Hex(seat=0, x=2, y=2, level=1, code="q"),
            ),
        ),
    ]
    assert told[1][0] == TileTaken(seat=1, tile=50, slot=0, cost=0)
    # tile 35 on level 2 over the quarry (1, 1), the quarry (2, 2) and the barracks (1, 3)
    third = told[2]
    assert third[1] == TilePlaced(
        seat=0,
        tile=35,
        level=2,
        covered=("q", "q", "b"),
        hexes=(
            Hex(seat=0, x=1, y=1, level=2, code="h"),
            Hex(seat=0, x=2, y=2, level=2, code="h"),
            Hex(seat=0, x=1, y=3, level=2, code="q"),
        ),
    )
    assert third[2] == StonesGained(seat=0, stones=2)
    # the site held 4 tiles: after three takes the last one slides forward and a stack follows
    assert third[3] == SiteRefilled(tiles=state.site, stacks_left=len(state.stacks))
    assert state.site[0] == 1 and len(state.site) == 4
    assert third[4] == RoundStarted(seat=1, round=2)


def test_a_paid_tile_names_its_slot_and_cost():
    state = replace(opening(), stones=(3, 2))
    after = RULES.apply(state, Move(2, ((0, 2), (1, 3), (0, 4))))
    assert RULES.describe(state, Move(2, ((0, 2), (1, 3), (0, 4))), after)[0] == TileTaken(
        seat=0, tile=35, slot=2, cost=2, paid_to=-1
    )


def test_solo_payments_go_to_the_architect_and_it_keeps_its_tiles():
    tiles = [1, 60, 50, 35] + sorted(t for t in data.tiles_for(2) if t not in (1, 60, 50, 35))
    state = RULES.new_game(1, Options(solo="hippodamos"), setup=Setup(tiles=tiles))
    move = Move(1, ((0, 2), (1, 3), (0, 4)))
    after = RULES.apply(state, move)
    assert RULES.describe(state, move, after)[0] == TileTaken(seat=0, tile=60, slot=1, cost=1, paid_to=1)
    # the Architect takes the cheapest tile with a plaza it can afford: tile 1 (qqH), free
    move = RULES.legal_actions(after)[0]
    told = RULES.describe(after, move, RULES.apply(after, move))
    assert told[:2] == [TileTaken(seat=1, tile=1, slot=0, cost=0), ArchitectKeeps(seat=1, tile=1, plazas=("H",))]


def test_the_reserve_running_out_and_the_end_are_told():
    state = opening()
    state = replace(state, reserve=0, stacks=(), site=state.site[:2])
    move = Move(0, ((2, 4), (1, 3), (2, 2)))
    after = RULES.apply(state, move)
    told = RULES.describe(state, move, after)
    assert after.over
    assert told[-1] == GameOver(scores=tuple(RULES.scores(after)), winners=tuple(RULES.winners(after)))
    # the reserve is empty and two covered quarries still pay out: it goes below zero
    quarry_state = replace(
        state, cities=RULES.apply(opening(), Move(0, ((2, 4), (1, 3), (2, 2)))).cities, site=(35, 1, 2)
    )
    move = Move(0, ((1, 1), (2, 2), (1, 3)))
    after = RULES.apply(quarry_state, move)
    told = RULES.describe(quarry_state, move, after)
    assert ReserveEmpty() in told and StonesGained(seat=0, stones=2) in told
