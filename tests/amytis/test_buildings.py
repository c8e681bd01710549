"""Each building on each side of its card, scored the moment it is placed."""

import pytest

from engine.amytis import RULES, Draw, Options, Points
from engine.core.errors import IllegalAction

from .util import architects, fresh, play_tile, tile, with_boards

G, O, P, B = "green", "orange", "pink", "blue"


def gained(before, after, building: str) -> int:
    i = ("garden", "market", "wall", "palace", "residence", "theater").index(building)
    return after.points[before.turn][i] - before.points[before.turn][i]


def test_residence_example_scores_one_per_visible_type():
    # Rulebook example: a wall, a theater and a market are visible; the residence makes 4 types.
    state = with_boards(fresh(), mine={0: [tile(B, "wall")], 1: [tile(G, "theater")], 2: [tile(P, "market")]})
    after = play_tile(state, tile(O, "residence"), 4)
    assert gained(state, after, "residence") == 4


def test_garden_a_counts_stacks_of_the_same_height():
    state = with_boards(
        fresh(),
        mine={
            0: [tile(B, "wall"), tile(G, "wall")],
            1: [tile(P, "wall"), tile(O, "market")],
            2: [tile(B, "theater")],
            3: [tile(B, "market")],
            5: [tile(P, "theater")] * 3,
        },
    )
    after = play_tile(state, tile(G, "garden"), 2)
    assert gained(state, after, "garden") == 3  # cells 0, 1 and the garden's own stack have 2 tiles


def test_garden_b_scores_two_per_tile_of_its_stack():
    state = with_boards(fresh(Options(garden="B")), mine={6: [tile(B, "wall"), tile(G, "wall")], 0: [tile(P, "wall")]})
    after = play_tile(state, tile(G, "garden"), 6)
    assert gained(state, after, "garden") == 6


def test_market_a_two_per_visible_tile_of_its_colour():
    state = with_boards(
        fresh(),
        mine={
            0: [tile(P, "wall")],
            1: [tile(P, "garden")],
            2: [tile(P, "wall"), tile(B, "wall")],
            3: [tile(G, "wall")],
        },
    )
    after = play_tile(state, tile(P, "market"), 8)
    assert gained(state, after, "market") == 6  # pink at 0, 1 and itself; the covered pink does not count


def test_market_b_one_per_visible_tile_of_another_colour():
    state = with_boards(
        fresh(Options(market="B")),
        mine={
            0: [tile(P, "wall")],
            1: [tile(P, "garden")],
            2: [tile(B, "wall")],
            3: [tile(G, "wall")],
            4: [tile(O, "wall"), tile(G, "theater")],
        },
    )
    after = play_tile(state, tile(G, "market"), 5)
    assert gained(state, after, "market") == 3  # pink, pink, blue; greens do not count


def test_wall_a_two_per_visible_wall_on_the_edge():
    state = with_boards(
        fresh(),
        mine={
            0: [tile(G, "wall")],
            5: [tile(O, "wall")],
            4: [tile(P, "wall")],
            7: [tile(B, "wall"), tile(B, "garden")],
        },
    )
    after = play_tile(state, tile(B, "wall"), 1)
    assert gained(state, after, "wall") == 6  # 0, 5 and itself; not the centre, not the covered one
    again = play_tile(with_boards(fresh(), mine={0: [tile(G, "wall")]}), tile(B, "wall"), 4)
    assert gained(fresh(), again, "wall") == 2  # a wall in the centre scores the edge walls only


def test_wall_b_corner_table():
    options = Options(wall="B")
    state = with_boards(fresh(options), mine={0: [tile(G, "wall")], 2: [tile(O, "wall")], 1: [tile(P, "wall")]})
    after = play_tile(state, tile(B, "wall"), 8)
    assert gained(state, after, "wall") == 8  # three corner walls
    four = with_boards(fresh(options), mine={0: [tile(G, "wall")], 2: [tile(O, "wall")], 6: [tile(P, "wall")]})
    assert gained(four, play_tile(four, tile(B, "wall"), 8), "wall") == 10
    centre = with_boards(fresh(options), mine={0: [tile(G, "wall")], 2: [tile(O, "wall")]})
    assert gained(centre, play_tile(centre, tile(B, "wall"), 4), "wall") == 4  # two corner walls
    alone = fresh(options)
    assert gained(alone, play_tile(alone, tile(B, "wall"), 0), "wall") == 1


def test_palace_a_draws_then_scores_one_per_visible_palace():
    state = with_boards(
        fresh(), mine={0: [tile(G, "palace")], 1: [tile(B, "palace")], 2: [tile(O, "palace"), tile(O, "wall")]}
    )
    placed = play_tile(state, tile(P, "palace"), 3)
    assert placed.step == "palace"
    assert set(RULES.legal_actions(placed)) == {Draw(0), Draw(1), Draw(2), Draw()}
    with pytest.raises(IllegalAction):
        RULES.apply(placed, Points())
    after = RULES.apply(placed, Draw(1))
    assert gained(state, after, "palace") == 3
    assert after.hands[0] == (4, 5, 2)
    assert after.faceup == (1, 8, 3)  # refilled from the deck's top


def test_palace_b_points_or_card():
    state = with_boards(fresh(Options(palace="B"), done=((11, 12), (13,))), mine={0: [tile(G, "palace")]})
    placed = play_tile(state, tile(P, "palace"), 3)
    assert Points() in RULES.legal_actions(placed)
    scored = RULES.apply(placed, Points())
    assert gained(state, scored, "palace") == 3  # projects validated by both players together
    assert scored.hands == state.hands
    drawn = RULES.apply(placed, Draw())
    assert gained(state, drawn, "palace") == 0
    assert drawn.hands[0] == (4, 5, 8)  # the deck's top card, taken blind
    assert drawn.deck == state.deck[1:]


def test_residence_b_two_per_visible_market_and_residence():
    state = with_boards(
        fresh(Options(residence="B")),
        mine={
            0: [tile(G, "market")],
            1: [tile(B, "residence")],
            2: [tile(O, "market"), tile(O, "wall")],
            3: [tile(P, "garden")],
        },
    )
    after = play_tile(state, tile(P, "residence"), 8)
    assert gained(state, after, "residence") == 6


def test_theater_a_one_per_architect_of_both_colours():
    state = fresh(architects=architects(seat0=[0, 1], seat1=[5, 6, 7]))
    after = play_tile(state, tile(G, "theater"), 0, stack=4)
    assert gained(state, after, "theater") == 6  # 2 + 3 + the one just placed


def test_theater_b_two_per_own_architect():
    state = fresh(Options(theater="B"), architects=architects(seat0=[0, 1], seat1=[5, 6, 7]))
    after = play_tile(state, tile(G, "theater"), 0, stack=4)
    assert gained(state, after, "theater") == 6  # 2 × (2 + the one just placed)
