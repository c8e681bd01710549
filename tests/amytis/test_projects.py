"""Project cards: patterns, rotations without mirrors, checking after each placement."""

import pytest

from engine.amytis import RULES, Draw
from engine.amytis.projects import FITS, matches, rotations

from .util import fresh, play_tile, tile, with_boards

G, O, P, B = "green", "orange", "pink", "blue"
COL = {"G": 0, "O": 1, "P": 2, "B": 3, ".": -1}


def colours(rows: str):
    """Visible colours of a board drawn as 'GO. / ... / ...'."""
    return tuple(COL[ch] for ch in rows.replace(" ", "").replace("/", ""))


def test_square_example_scores_ten_at_the_end():
    # Rulebook example: two orange triangles over each other beside two blue stars.
    state = fresh(hands=((8, 5), (6, 7)))
    state = with_boards(state, mine={3: [tile(O, "wall")], 4: [tile(B, "garden")], 6: [tile(O, "market")]})
    after = play_tile(state, tile(B, "wall"), 7)
    assert after.done[0] == (8,)
    assert after.hands[0] == (5,)
    assert RULES.scores(after)[0]["projects"] == 10


def test_only_the_examples_project_comes_from_the_rulebook_text():
    """The data notes mark the other 19 patterns as the component notes' (engine/amytis/data.py)."""
    from engine.amytis import data

    assert data.PROJECTS_IN_RULEBOOK == (8,)
    assert data.PROJECTS[8] == (10, "OB OB") and len(data.PROJECTS) == 20


@pytest.mark.parametrize(
    "board, ok",
    [
        ("OPP / P.. / ...", True),  # as printed
        ("PO. / .P. / .P.", True),  # a quarter turn clockwise
        ("... / ..P / PPO", True),  # half a turn, bottom right
        (".P. / .P. / .OP", True),  # three quarters
        ("PPO / ..P / ...", False),  # mirrored
        ("... / OPP / .P.", False),  # the 'P..' row shifted: not the pattern
    ],
)
def test_rotations_count_mirrors_do_not(board, ok):
    assert matches(9, colours(board)) is ok


def test_every_card_has_four_orientations_unless_symmetric():
    for card, fits in FITS.items():
        assert fits, card
    assert len(rotations(["BBB"])) == 2
    assert len(rotations(["OPP", "P.."])) == 4


def test_diagonal_card_all_rotations_and_only_visible_tiles():
    assert matches(1, colours("G.. / .B. / ..O"))
    assert matches(1, colours("..G / .B. / O.."))
    assert matches(1, colours("O.. / .B. / ..G"))
    assert not matches(1, colours("G.. / .O. / ..B"))
    # a covered blue under an orange centre does not count
    state = fresh(hands=((1,), (6, 7)))
    state = with_boards(state, mine={0: [tile(G, "wall")], 4: [tile(B, "wall"), tile(O, "wall")]})
    after = play_tile(state, tile(O, "market"), 8)
    assert after.done[0] == ()


def test_validated_project_is_kept_when_covered_later():
    state = fresh(hands=((3, 5), (6, 7)))
    state = with_boards(state, mine={0: [tile(B, "wall")], 1: [tile(B, "garden")]})
    state = play_tile(state, tile(B, "market"), 2)
    assert state.done[0] == (3,)
    # opponent's turn, then cover the row
    state = play_tile(state, tile(G, "wall"), 0, stack=0)
    state = play_tile(state, tile(G, "wall"), 1, stack=1)
    assert state.done[0] == (3,)
    assert RULES.scores(state)[0]["projects"] == 8


def test_several_projects_in_one_turn_including_one_just_drawn():
    # Hand: GP/PP (7) and O./OO (5); face-up slot 0 holds PPP (4). A pink palace in the centre
    # completes GP/PP (turned) and, once drawn, PPP down the middle column.
    state = fresh(
        hands=((7, 5), (6, 8)), faceup=(4, 2, 1), deck=tuple(c for c in range(1, 21) if c not in (7, 5, 6, 8, 4, 2, 1))
    )
    state = with_boards(
        state, mine={1: [tile(P, "wall")], 3: [tile(P, "garden")], 6: [tile(G, "market")], 7: [tile(P, "theater")]}
    )
    placed = play_tile(state, tile(P, "palace"), 4)
    # projects wait until the Palace is resolved
    assert placed.step == "palace" and placed.done[0] == ()
    after = RULES.apply(placed, Draw(0))
    assert after.done[0] == (7, 4)
    assert after.hands[0] == (5,)
    assert RULES.scores(after)[0]["projects"] == 18


def test_one_placement_validates_two_hand_projects():
    # O B . / O B . / . B . : OB/OB in the top-left square and BBB down the middle column.
    state = fresh(hands=((3, 8), (6, 7)))
    state = with_boards(
        state, mine={0: [tile(O, "wall")], 3: [tile(O, "wall")], 1: [tile(B, "garden")], 7: [tile(B, "market")]}
    )
    after = play_tile(state, tile(B, "wall"), 4)
    assert after.done[0] == (3, 8)
    assert after.hands[0] == ()
    assert RULES.scores(after)[0]["projects"] == 18


def test_face_up_projects_are_not_checked():
    state = fresh(
        hands=((5,), (6, 7)), faceup=(3, 2, 1), deck=tuple(c for c in range(1, 21) if c not in (5, 6, 7, 3, 2, 1))
    )
    state = with_boards(state, mine={0: [tile(B, "wall")], 1: [tile(B, "garden")]})
    after = play_tile(state, tile(B, "market"), 2)
    assert after.done[0] == ()


def test_opponent_projects_are_not_checked_on_my_turn():
    state = fresh(hands=((5,), (3,)))
    state = with_boards(
        state,
        mine={0: [tile(B, "wall")], 1: [tile(B, "garden")]},
        theirs={0: [tile(B, "wall")], 1: [tile(B, "garden")], 2: [tile(B, "wall")]},
    )
    after = play_tile(state, tile(G, "market"), 8)
    assert after.done == ((), ())
    assert after.hands[1] == (3,)
