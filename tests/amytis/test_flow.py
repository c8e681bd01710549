"""Turn flow: architects, available stacks, decisions in order, the end of the game, ties."""

import pytest
from msgspec.structs import replace

from engine.amytis import RULES, Draw, Favor, Options, Place, Points, Take
from engine.core.errors import IllegalAction

from .util import architects, fresh, tile, with_top

W = tile("blue", "wall")


def turn(state, stack, cell=0):
    """One whole turn taking a wall (no Palace decision)."""
    state = with_top(state, stack, W)
    return RULES.apply(RULES.apply(state, Take(stack)), Place(cell))


def test_setup_counts_and_first_player():
    state = RULES.new_game(2, Options(), seed=7)
    assert [len(s) for s in state.stacks] == [5] * 9
    assert len(state.unused) == 3
    assert len(state.faceup) == 3
    assert [len(h) for h in state.hands] == [2, 2]
    assert len(state.deck) == 13
    assert state.turn == 0 and state.step == "take"
    revised = RULES.new_game(2, Options(revised_deal=True), seed=7)
    assert [len(h) for h in revised.hands] == [2, 3]
    assert len(revised.deck) == 12
    assert RULES.new_game(2, Options(), seed=8) != state


def test_only_two_players():
    for seats in (1, 3):
        with pytest.raises(IllegalAction):
            RULES.new_game(seats)


def test_architects_return_after_a_line_of_three():
    state = fresh(architects=architects(seat0=[0, 1], seat1=[4, 8]))
    state = with_top(state, 2, W)
    state = RULES.apply(RULES.apply(state, Take(2)), Place(0))
    state = RULES.apply(state, Favor("I"))
    assert state.architects == architects(seat0=[0, 1, 2], seat1=[4, 8])
    # the second player still sees them during their turn: a theater counts all five + its own
    state = with_top(state, 6, tile("green", "theater"))
    state = RULES.apply(RULES.apply(state, Take(6)), Place(0))
    assert state.points[1][5] == 6
    # the first player's architects go home at the start of their turn; the second player's stay
    assert state.turn == 0
    assert state.architects == architects(seat1=[4, 6, 8])
    assert RULES.legal_actions(state) == [Take(i) for i in (0, 1, 2, 3, 5, 7)]


def test_architects_return_when_all_four_are_out():
    state = fresh(architects=architects(seat0=[0, 1, 5], seat1=[4]))
    state = turn(state, 6)  # a fourth architect, no line
    assert state.step == "take" and state.turn == 1
    assert state.architects == architects(seat0=[0, 1, 5, 6], seat1=[4])
    state = turn(state, 3)
    assert state.architects == architects(seat1=[3, 4])


def test_architects_stay_otherwise():
    state = fresh(architects=architects(seat0=[0, 1], seat1=[4]))
    state = turn(turn(state, 5), 3)
    assert state.architects == architects(seat0=[0, 1, 5], seat1=[3, 4])


def test_unavailable_stacks():
    stacks = ((),) + fresh().stacks[1:]
    state = fresh(stacks=stacks, architects=architects(seat0=[1], seat1=[2]))
    assert RULES.legal_actions(state) == [Take(i) for i in range(3, 9)]
    for stack, reason in ((0, "empty"), (1, "architect \\(yours\\)"), (2, "opponent")):
        with pytest.raises(IllegalAction, match=reason):
            RULES.apply(state, Take(stack))
    with pytest.raises(IllegalAction, match="0 to 8"):
        RULES.apply(state, Take(9))


def test_decisions_in_order_and_state_untouched():
    state = fresh()
    snapshot = RULES.state_hash(state)
    for bad in (Place(0), Draw(), Points(), Favor("I"), Take(-1), Take("3"), "take"):
        with pytest.raises(IllegalAction):
            RULES.apply(state, bad)
    assert RULES.state_hash(state) == snapshot
    taken = RULES.apply(state, Take(4))
    assert taken.held == state.stacks[4][-1] and taken.stacks[4] == state.stacks[4][:-1]
    assert RULES.legal_actions(taken) == [Place(c) for c in range(9)]
    with pytest.raises(IllegalAction, match="place the tile"):
        RULES.apply(taken, Take(5))
    with pytest.raises(IllegalAction):
        RULES.apply(taken, Place(9))


def test_stacking_anywhere():
    state = fresh(boards=(tuple((W,) * h for h in (3, 0, 1, 0, 0, 0, 0, 0, 2)), ((),) * 9))
    after = turn(state, 5, cell=0)
    assert after.boards[0][0] == (W,) * 4
    assert RULES.view(after, 1).boards[0][0] == [W] * 4


def _two_stacks_left(first_empty: bool):
    stacks = list(fresh().stacks)
    if first_empty:
        stacks[0] = ()
    stacks[1] = (W,)
    return fresh(stacks=tuple(stacks))


def test_first_empty_stack_triggers_nothing():
    state = turn(_two_stacks_left(first_empty=False), 1)
    state = turn(state, 2)
    assert state.step == "take" and state.turn == 0


def test_first_player_empties_second_stack_second_player_plays_once_more():
    state = turn(_two_stacks_left(first_empty=True), 1)
    assert state.turn == 1 and state.step == "take"
    assert RULES.view(state, 0).ending
    state = turn(state, 2)
    assert RULES.is_over(state)
    assert state.step == "over" and RULES.current_player(state) == -1
    assert RULES.legal_actions(state) == []
    with pytest.raises(IllegalAction, match="over"):
        RULES.apply(state, Take(3))


def test_second_player_empties_second_stack_game_ends_at_once():
    state = turn(_two_stacks_left(first_empty=True), 3)
    assert state.turn == 1
    state = turn(state, 1)
    assert RULES.is_over(state)


def test_last_turn_is_played_out_in_full():
    # The second player empties the second stack while closing a line: the favor still comes.
    stacks = list(fresh().stacks)
    stacks[0], stacks[8] = (), (W,)
    state = fresh(stacks=tuple(stacks), architects=architects(seat0=[3], seat1=[2, 5]), turn=1)
    state = RULES.apply(RULES.apply(state, Take(8)), Place(4))
    assert state.step == "favor" and not RULES.is_over(state)
    state = RULES.apply(state, Favor("bottom"))
    assert RULES.is_over(state)
    assert RULES.scores(state)[1]["favors"] == 4


def test_palace_on_the_last_turn():
    state = _two_stacks_left(first_empty=True)
    state = turn(state, 1)
    state = with_top(state, 2, tile("pink", "palace"))
    state = RULES.apply(RULES.apply(state, Take(2)), Place(0))
    assert state.step == "palace" and not RULES.is_over(state)
    state = RULES.apply(state, Draw())
    assert RULES.is_over(state)


def test_tie_both_win():
    state = fresh(points=((3, 0, 0, 0, 0, 0), (0, 0, 0, 0, 1, 2)))
    assert RULES.winners(state) == [0, 1]
    state = fresh(points=((3, 0, 0, 0, 0, 0), (0, 0, 0, 0, 1, 1)))
    assert RULES.winners(state) == [0]


def test_final_score_sums_placement_projects_and_favors():
    state = fresh(
        points=((3, 4, 0, 1, 0, 2), (0,) * 6), done=((8, 1), ()), favors=(-1, -1, -1, -1, -1, -1, 0), bottom=(1, 0)
    )
    score = RULES.scores(state)[0]
    assert score["projects"] == 18
    assert score["favors"] == 4 + 4
    assert score["total"] == 10 + 18 + 8


def test_hand_and_face_up_open_deck_hidden():
    state = replace(fresh(), hands=((4, 5), (6, 7)))
    view = RULES.view(state, 1)
    assert view.hands == [[4, 5], [6, 7]]
    assert view.faceup == [1, 2, 3]
    assert view.deck is None and view.unused is None and view.stacks is None and view.rng is None
    assert view.stack_tops == [s[-1] for s in state.stacks]
    assert view.deck_size == 13
    full = RULES.view(state, None)
    assert full.deck == list(state.deck) and full.unused == list(state.unused)
