"""Each kind of development-board cell, entered by a sale or a build."""

import pytest
from msgspec.structs import replace

from engine.core.errors import IllegalAction
from engine.pantikapaion import (
    RULES,
    Advance,
    Build,
    DrawTile,
    EndTurn,
    FreeBuild,
    MoveBuilding,
    PaidStep,
    PlaceAqueduct,
    PlaceBuilding,
    PlaceWorker,
    Sell,
    Skip,
    data,
)
from engine.pantikapaion.development import rate

from .util import at_develop, cubes, markers, play

SALE = dict(cubes=cubes(B=1, P=1, W=1, O=1, G=1))


def test_worker_cell_gives_a_worker_to_place_this_turn():
    state = at_develop(markers=markers(B=3), workers=[(0, 0)], owned=2, **SALE)
    state = play(state, Sell(("B", "P", "W")))
    me = state.players[0]
    assert me.owned == 3 and me.workers == 2 and state.step == "end"
    state = play(state, PlaceWorker(1, 0), PlaceWorker(2, 0))
    assert state.actor == 1  # no worker left to place: the turn ended by itself
    full = at_develop(markers=markers(B=8), owned=5, **SALE)
    assert play(full, Sell(("B", "P", "W"))).players[0].owned == 5  # all five already out


def test_move_cell_moves_a_building_collecting_what_it_covers():
    state = at_develop(
        markers=markers(P=2),
        buildings=[("house", [(1, 0)]), ("winery", [(2, 0)])],
        city_cubes={(1, 2): "G"},
        workers=[(2, 2)],
        owned=1,
        **SALE,
    )
    state = play(state, Sell(("B", "P", "W")))
    assert state.step == "move"
    assert RULES.legal_actions(state)[:3] == [MoveBuilding(1, 0), MoveBuilding(2, 0), Skip()]
    with pytest.raises(IllegalAction, match="none of your buildings"):
        RULES.apply(state, MoveBuilding(0, 0))
    state = play(state, MoveBuilding(1, 0))
    assert state.step == "building" and state.held == 0 and state.moving == 0
    with pytest.raises(IllegalAction, match="already stands"):
        RULES.apply(state, PlaceBuilding(((2, 0),)))  # no swapping two buildings
    state = play(state, PlaceBuilding(((1, 2),)))
    me = state.players[0]
    assert me.city.buildings == ((0, ((1, 2),)), (1, ((2, 0),)))
    assert me.cubes[4] == 2  # the green cube it covers joins the one kept from the sale
    assert state.board[0] == 6  # moving takes nothing from the building board
    skipped = play(
        at_develop(markers=markers(P=2), buildings=[("house", [(1, 0)])], **SALE), Sell(("B", "P", "W")), Skip()
    )
    assert skipped.players[0].city.buildings == ((0, ((1, 0),)),)
    none = play(at_develop(markers=markers(P=2), **SALE), Sell(("B", "P", "W")))
    assert none.step != "move"  # nothing to move: the cell does nothing


def test_free_build_any_building_but_a_fortress_without_advancing():
    state = at_develop(markers=markers(W=2), **SALE)
    state = play(state, Sell(("B", "P", "W")))
    assert state.step == "free_build"
    kinds = [a.kind for a in RULES.legal_actions(state) if isinstance(a, FreeBuild)]
    assert kinds == ["house", "winery", "aqueduct", "temple"]
    with pytest.raises(IllegalAction, match="fortress"):
        RULES.apply(state, FreeBuild("fortress"))
    state = play(state, FreeBuild("temple"), PlaceBuilding(((0, 1), (1, 1))))
    me = state.players[0]
    assert me.markers == markers(B=1, P=1, W=3) and me.cubes == cubes(O=1, G=1)
    assert state.board[4] == 5 and RULES.view(state, 0).prices["temple"] == 3


def test_free_build_comes_on_top_of_the_normal_build_and_paid_steps_follow():
    state = at_develop(markers=markers(W=2), cubes=cubes(W=2), coins=3)
    state = play(state, Build("fortress"), PlaceBuilding(((2, 2),)))
    assert state.step == "free_build"
    state = play(state, FreeBuild("house"), PlaceBuilding(((0, 0),)))
    assert state.step == "paid"
    state = play(state, PaidStep())
    assert state.players[0].markers[2] == 4 and len(state.players[0].city.buildings) == 2


def test_free_build_impossible_when_every_column_is_empty():
    state = replace(at_develop(markers=markers(W=2), **SALE), board=(0, 0, 6, 0, 0))
    assert play(state, Sell(("B", "P", "W"))).step != "free_build"


def test_aqueduct_tile_with_a_cube_of_your_choice():
    state = at_develop(markers=markers(O=1), **SALE)
    state = play(state, Sell(("B", "P", "O")))
    assert state.step == "aqueduct" and state.hand == data.aqueduct_id(0, 4)
    assert state.aqueducts == (3, 4, 4)
    with pytest.raises(IllegalAction, match="choose the colour"):
        RULES.apply(state, PlaceAqueduct(0, 3, 0))
    with pytest.raises(IllegalAction, match="touch"):
        RULES.apply(state, PlaceAqueduct(5, 5, 0, "P"))
    # raising works too: the aqueduct tile lies on two level-1 cells
    after = play(state, PlaceAqueduct(1, 1, 0, "P"))
    home = after.players[0].city
    assert home.cells[(1, 1)] == (2, data.CHOSEN, 3) and home.cubes[(1, 1)] == 1
    assert home.tiles[-1] == data.aqueduct_id(0, 4)
    skipped = play(state, Skip())
    assert skipped.aqueducts == (4, 4, 4) and skipped.hand == 0


def test_random_tile_drawn_from_the_bag_and_placed():
    state = at_develop(markers=markers(O=5), **SALE)
    top = state.bag[0]
    state = play(state, Sell(("B", "P", "O")))
    assert state.step == "random_tile" and RULES.legal_actions(state)[:2] == [DrawTile(), Skip()]
    drawn = play(state, DrawTile())
    assert drawn.step == "tile" and drawn.hand == top and drawn.bag == state.bag[1:]
    placed = play(drawn, RULES.legal_actions(drawn)[0])
    assert placed.players[0].city.tiles[-1] == top and placed.hand == 0
    assert play(state, Skip()).bag == state.bag
    assert RULES.reveals(state, DrawTile(), drawn)  # no taking back a look into the bag
    assert not RULES.reveals(state, Skip(), play(state, Skip()))
    empty = replace(at_develop(markers=markers(O=5), **SALE), bag=(), discard=())
    assert play(empty, Sell(("B", "P", "O"))).step != "random_tile"


def test_advance_in_another_row_then_paid_steps_stay_in_the_green_row():
    state = at_develop(markers=markers(G=1), cubes=cubes(G=2), coins=5)
    state = play(state, Build("temple"), PlaceBuilding(((0, 1), (1, 1))))
    assert state.step == "advance"
    rows = [a.row for a in RULES.legal_actions(state) if isinstance(a, Advance)]
    assert rows == ["B", "P", "W", "O"]
    with pytest.raises(IllegalAction, match="another row"):
        RULES.apply(state, Advance("G"))
    state = play(state, Advance("O"))
    assert state.players[0].markers == markers(O=1, G=2) and state.step == "paid"
    state = play(state, PaidStep())
    assert state.players[0].markers == markers(O=1, G=3)  # the green row's two-cube token
    assert state.players[0].cubes == cubes(P=1, O=1)
    declined = play(
        at_develop(markers=markers(G=1), cubes=cubes(G=2)), Build("temple"), PlaceBuilding(((0, 1), (1, 1))), Skip()
    )
    assert declined.players[0].markers == markers(G=2)


def test_advance_into_a_property_cell_resolves_it():
    state = at_develop(markers=markers(G=1, W=2), **SALE)
    state = play(state, Sell(("B", "P", "G")), Advance("W"))
    assert state.step == "free_build"


def test_resource_cells_pay_their_token():
    state = at_develop(markers=markers(B=2, P=1), **SALE)
    assert state.tokens[0][2] == "B" and state.tokens[1][1] == "BW"
    state = play(state, Sell(("B", "P", "G")))
    assert state.players[0].cubes == cubes(B=2, W=2, O=1)


def test_upgrade_cells():
    state = play(at_develop(markers=markers(P=4, O=2), **SALE), Sell(("P", "W", "O")))
    assert state.players[0].swaps == 2
    state = play(at_develop(markers=markers(W=8), **SALE), Sell(("P", "W", "O")))
    assert state.players[0].cheaper
    state = play(at_develop(markers=markers(G=5), **SALE), Sell(("P", "W", "G")))
    assert state.players[0].coin


def test_vp_cells_set_the_scoring_rate():
    from engine.pantikapaion.state import Player

    rates = [rate(Player(markers=markers(P=m)), 1) for m in range(10)]
    assert rates == [0, 1, 1, 1, 2, 2, 2, 3, 3, 3]
    brown = [rate(Player(markers=markers(B=m)), 0) for m in range(10)]
    assert brown == [0, 0, 1, 1, 1, 2, 2, 2, 3, 3]


def test_property_cells_are_optional_but_the_turn_goes_on():
    state = at_develop(markers=markers(B=1, W=2, G=1), workers=[(0, 0)], owned=1, **SALE)
    state = play(state, Sell(("B", "W", "G")))
    assert state.step == "free_build"
    state = play(state, Skip())
    assert state.step == "advance"
    state = play(state, Skip())
    assert state.actor == 1
    with pytest.raises(IllegalAction):
        RULES.apply(state, EndTurn())
