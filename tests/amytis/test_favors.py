"""The King's favor board: earning a pawn, the seven top spaces, the shared bottom row."""

import pytest

from engine.amytis import RULES, Favor, Place, Take
from engine.amytis.favors import favor_points, free_spaces
from engine.core.errors import IllegalAction

from .util import architects, board, fresh, tile, with_boards, with_top

W = tile("blue", "wall")
FREE = (-1,) * 7
TOP = ("I", "II", "III", "IV", "stairs", "corners", "projects")


def score_of(space: str, cells, done=()):
    """Favor points of seat 0 holding only `space`, on a board of the given stack heights."""
    favors = tuple(0 if name == space else -1 for name in TOP)
    state = fresh(
        boards=(board({c: [W] * h for c, h in cells.items()}), board({})), favors=favors, done=(tuple(done), ())
    )
    return RULES.scores(state)[0]["favors"]


def test_column_iv_example_six_per_stack_of_four():
    # Rulebook example: closing a diagonal of architects, the player takes column IV.
    state = fresh(architects=architects(seat0=[0, 4], seat1=[1]))
    state = with_boards(state, mine={0: [W] * 4, 2: [W] * 4, 5: [W] * 3, 7: [W] * 5})
    state = with_top(state, 8, tile("green", "wall"))
    state = RULES.apply(state, Take(8))
    state = RULES.apply(state, Place(5))
    assert state.step == "favor" and state.turn == 0
    assert Favor("IV") in RULES.legal_actions(state)
    after = RULES.apply(state, Favor("IV"))
    assert after.favors[3] == 0
    assert after.turn == 1
    assert RULES.scores(after)[0]["favors"] == 18  # three stacks of exactly 4


@pytest.mark.parametrize(
    "space, cells, done, points",
    [
        ("I", {0: 1, 1: 1, 2: 2, 3: 1}, (), 9),
        ("II", {0: 2, 1: 2, 2: 1, 3: 3}, (), 4),
        ("III", {0: 3, 4: 3, 8: 4}, (), 8),
        ("IV", {0: 4, 1: 4, 2: 4, 3: 5}, (), 18),
        ("stairs", {0: 1, 1: 2, 2: 3, 3: 2, 6: 3, 4: 4, 5: 4}, (), 12),  # row 0 up, column 0 down
        ("corners", {0: 3, 2: 5, 6: 2, 8: 4, 4: 6}, (), 15),
        ("projects", {}, (3, 4, 8), 6),
    ],
)
def test_top_spaces(space, cells, done, points):
    assert score_of(space, cells, done) == points


def test_stairs_ignore_diagonals_and_other_orders():
    assert score_of("stairs", {0: 1, 4: 2, 8: 3}) == 0
    assert score_of("stairs", {0: 2, 1: 1, 2: 3}) == 0
    assert score_of("stairs", {6: 3, 7: 2, 8: 1, 2: 3, 5: 2}) == 12  # row 2 and column 2 both end on 1


def test_bottom_row_scale():
    empty = board({})
    assert [favor_points(FREE, (n, 0), 0, empty, 0) for n in range(5)] == [0, 4, 10, 18, 30]


def test_bottom_row_limits():
    assert "bottom" not in free_spaces(FREE, (4, 0), 0)  # at most four of one player
    assert "bottom" in free_spaces(FREE, (4, 0), 1)
    assert "bottom" not in free_spaces(FREE, (3, 3), 1)  # six shared spaces
    assert free_spaces((0, -1, 1, -1, -1, -1, -1), (0, 0), 0) == [*TOP[1:2], *TOP[3:], "bottom"]


def _closing_line(**changes):
    """Seat 0 about to take stack 2, closing the top row 0-1-2."""
    state = fresh(architects=architects(seat0=[0, 1]), **changes)
    return RULES.apply(RULES.apply(state, Take(2)), Place(0))


def test_bottom_pawn_and_taken_space():
    state = _closing_line(favors=(1, -1, -1, -1, -1, -1, -1), bottom=(2, 1))
    with pytest.raises(IllegalAction, match="already taken"):
        RULES.apply(state, Favor("I"))
    after = RULES.apply(state, Favor("bottom"))
    assert after.bottom == (3, 1)
    assert RULES.scores(after)[0]["favors"] == 18


def test_favor_lost_without_pawns():
    # Seat 0 has all five pawns out: the line earns nothing and the turn passes.
    state = _closing_line(favors=(0, 0, -1, -1, -1, -1, 1), bottom=(3, 0))
    assert state.step == "take" and state.turn == 1


def test_no_favor_without_a_new_line():
    state = with_top(fresh(architects=architects(seat0=[0, 4], seat1=[1, 2])), 3, W)
    after = RULES.apply(RULES.apply(state, Take(3)), Place(0))  # 0-3-6 and 3-4-5 are not closed
    assert after.step == "take" and after.turn == 1
    # an opponent's architect in the line does not help
    state = fresh(architects=architects(seat0=[0], seat1=[1]))
    after = RULES.apply(RULES.apply(state, Take(2)), Place(0))
    assert after.step == "take"


def test_favor_pawn_is_mandatory_and_checked():
    state = _closing_line()
    assert state.step == "favor"
    with pytest.raises(IllegalAction, match="no favor space"):
        RULES.apply(state, Favor("V"))
    with pytest.raises(IllegalAction, match="not now"):
        RULES.apply(state, Take(3))
    assert len(RULES.legal_actions(state)) == 8
