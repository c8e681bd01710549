"""Architects of Amytis move events on hand-made positions (engine/amytis/events.py)."""

from engine.amytis import RULES, Draw, Favor, Options, Place, Points, Take
from engine.amytis.events import (
    ArchitectsReturned,
    FavorLost,
    FavorTaken,
    LastRound,
    PalacePoints,
    ProjectCompleted,
    ProjectDrawn,
    TileBuilt,
    TileTaken,
)
from engine.core.events import GameOver

from .util import architects, fresh, tile, with_boards, with_top

W = tile("blue", "wall")
PALACE = tile("pink", "palace")


def told(state, action):
    after = RULES.apply(state, action)
    return after, RULES.describe(state, action, after)


def test_take_reveals_the_next_tile_and_place_scores():
    state = with_top(fresh(), 4, W)
    below = state.stacks[4][-2]
    state, events = told(state, Take(4))
    assert events == [TileTaken(seat=0, stack=4, tile=W, revealed=below, left=4)]
    state, events = told(state, Place(1))  # a wall on the edge: side A, 2 per visible edge wall
    assert events == [TileBuilt(seat=0, cell=1, tile=W, building="wall", height=1, points=2)]


def test_palace_then_a_face_up_project_and_its_refill():
    state = with_top(fresh(), 4, PALACE)
    state, _ = told(state, Take(4))
    state, events = told(state, Place(2))
    assert events == [TileBuilt(seat=0, cell=2, tile=PALACE, building="palace", height=1, palace=True)]
    refill = state.deck[0]
    card = state.faceup[1]
    state, events = told(state, Draw(1))
    assert events[0] == ProjectDrawn(seat=0, card=card, slot=1, refill=refill, cell=2, points=1)


def test_palace_from_the_deck_and_palace_points():
    state = with_top(fresh(), 4, PALACE)
    state, _ = told(state, Take(4))
    state, _ = told(state, Place(2))
    top = state.deck[0]
    _after, events = told(state, Draw())
    assert events[0] == ProjectDrawn(seat=0, card=top, slot=-1, refill=-1, cell=2, points=1)
    state = with_top(fresh(Options(palace="B"), done=((3,), (4, 5))), 4, PALACE)
    state, _ = told(state, Take(4))
    state, _ = told(state, Place(6))
    _after, events = told(state, Points())
    assert events[0] == PalacePoints(seat=0, cell=6, points=3)


def test_a_completed_project_is_told_with_its_points():
    # project 3 asks for three blue tiles in a line: two are there, the third completes it
    state = with_boards(fresh(hands=((3,), (6, 7))), mine={0: [W], 1: [W]})
    state = with_top(state, 4, W)
    state, _ = told(state, Take(4))
    _after, events = told(state, Place(2))
    assert events[1] == ProjectCompleted(seat=0, card=3, points=8)


def test_a_favor_earned_taken_and_the_architects_going_home():
    state = with_top(fresh(architects=architects(seat0=[0, 4], seat1=[1])), 8, W)
    state, _ = told(state, Take(8))
    state, events = told(state, Place(5))
    assert state.step == "favor" and not any(isinstance(e, FavorLost) for e in events)
    state, events = told(state, Favor("IV"))
    assert events[0] == FavorTaken(seat=0, space="IV")
    # seat 1 plays on; at seat 0's next turn its line of three goes home
    state, _ = told(state, Take(2))
    state, events = told(state, Place(0))
    assert events[-1] == ArchitectsReturned(seat=0, stacks=(0, 4, 8))


def test_a_favor_lost_without_pawns():
    state = fresh(architects=architects(seat0=[0, 4], seat1=[1]), favors=(0, 0, -1, -1, -1, -1, 1), bottom=(3, 0))
    state = with_top(state, 8, W)
    state, _ = told(state, Take(8))
    _after, events = told(state, Place(5))
    assert FavorLost(seat=0) in events


def test_the_last_round_and_the_end():
    # stack 0 is empty and stack 1 holds one wall: taking it starts the last round
    state = fresh()
    state = with_top(fresh(stacks=((), (W,)) + state.stacks[2:]), 3, W)
    state, events = told(state, Take(1))
    assert events[-1] == LastRound()
    state, _ = told(state, Place(0))
    state, _ = told(state, Take(3))
    state, events = told(state, Place(0))
    assert state.step == "over"
    assert events[-1] == GameOver(scores=tuple(RULES.scores(state)), winners=tuple(RULES.winners(state)))
