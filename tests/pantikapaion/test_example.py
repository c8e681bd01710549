"""The rulebook's worked example, step by step: Dima raises his city over two cubes, builds an
aqueduct, pays for two more steps (aqueduct tile, swap upgrade); next turn he sells three cubes
and the rows resolve top down (worker, free winery, advance into the purple row's cubes); at the
round's end he gets the brown-row coins, discards down to five and his workers come home."""

from engine.pantikapaion import (
    RULES,
    Advance,
    Build,
    Discard,
    EndTurn,
    FreeBuild,
    PaidStep,
    Pick,
    PlaceAqueduct,
    PlaceBuilding,
    PlaceTile,
    PlaceWorker,
    Sell,
    TakeCube,
)

from .util import city, cubes, fresh, markers, play, simple_turn, with_player, without_tiles

RING = (59, 12, 30, 18, 24, 44, 50, 54)


def dima_before():
    state = without_tiles(fresh(2, first=RING, last=(1, 4, 6)), 1, 4, 6)
    home = city(
        [
            (4, 0, 0, 0),  # L3 D O D: (0,0) D, (1,0) O, (0,1) D
            (6, 2, 0, 0),  # I3 B . .: (2,0) B, (3,0), (4,0)
            (1, 4, 1, 2),
        ],  # I3 B D . turned: (4,1) B, (3,1) D, (2,1)
        cubes={(1, 0): "O", (2, 0): "B", (4, 1): "B"},
    )
    return with_player(
        state,
        0,
        city=home,
        coins=3,
        cubes=cubes(B=1, W=1, G=1),
        markers=markers(B=3, P=1, W=2, G=1),
        owned=2,
        workers=2,
    )


def first_turn():
    state = dima_before()
    assert state.step == "scout" and state.actor == 0
    state = play(state, Pick(0))
    assert state.hand == 59 and state.trireme == 0
    # Raise: the O O . tile lies on three level-1 cells and covers the orange and brown cubes.
    state = play(state, PlaceTile(1, 0, 0))
    dima = state.players[0]
    assert dima.cubes == cubes(B=2, O=1, W=1, G=1)
    assert dima.city.cells[(1, 0)][0] == 2 and dima.city.cells[(3, 0)][0] == 2
    # ... and two orange cubes from the stock go on its two resource cells.
    assert dima.city.cubes[(1, 0)] == 3 and dima.city.cubes[(2, 0)] == 3
    assert state.step == "develop"
    # The second orange cube comes off the tile with a worker.
    state = play(state, PlaceWorker(2, 0))
    assert state.players[0].cubes[3] == 2 and state.players[0].workers == 1
    # The first aqueduct costs 2 orange cubes; it goes next to a drought cell, over the worker.
    state = play(state, Build("aqueduct"))
    assert state.players[0].cubes[3] == 0 and state.board[3] == 5
    state = play(state, PlaceBuilding(((2, 0), (3, 0))))
    dima = state.players[0]
    assert dima.workers == 2 and (2, 0) not in dima.city.workers
    # The free step reaches VP1: each visible drought next to the aqueduct scores 1.
    assert dima.markers[3] == 1
    score = RULES.scores(state)[0]
    assert score["aqueduct"] == 1
    assert score["drought"] == -2  # (3,1) is next to the aqueduct: no penalty for it
    assert state.step == "paid"
    # 1 coin: the aqueduct-tile cell; he places it with a green cube on its resource cell.
    state = play(state, PaidStep())
    assert state.players[0].coins == 2 and state.step == "aqueduct"
    state = play(state, PlaceAqueduct(0, 2, 0, "G"))
    assert state.players[0].city.cubes[(0, 2)] == 4
    assert state.aqueducts == (3, 4, 4)
    # 2 coins: the swap upgrade.
    state = play(state, PaidStep())
    dima = state.players[0]
    assert dima.coins == 0 and dima.swaps == 1 and dima.markers[3] == 3
    # No coins left for a third step: only workers could still go out, so he ends the turn.
    assert state.step == "end"
    state = play(state, EndTurn())
    assert state.actor == 1
    return state


def test_first_turn_raise_build_aqueduct_and_paid_steps():
    state = first_turn()
    assert state.players[0].coins == 0 and state.players[0].markers[3] == 3


def test_second_turn_sale_resolves_rows_top_down_then_round_end():
    state = first_turn()
    state = simple_turn(state)
    assert state.actor == 0
    state = play(state, Pick(2), PlaceTile(0, -1, 0))
    assert state.players[0].cubes == cubes(B=2, W=1, G=1)
    state = play(state, Sell(("B", "W", "G")))
    dima = state.players[0]
    assert dima.coins == 3
    # Brown first: the worker cell gives a third worker; beige next: a free build.
    assert dima.markers[0] == 4 and dima.owned == 3 and dima.workers == 3
    assert state.step == "free_build"
    state = play(state, FreeBuild("winery"), PlaceBuilding(((4, 0),)))
    # The free build does not advance the purple row; green comes last: advance elsewhere.
    assert state.players[0].markers[1] == 1
    assert state.step == "advance"
    state = play(state, Advance("P"))
    dima = state.players[0]
    assert dima.markers == markers(B=4, P=2, W=3, O=3, G=2)
    # The purple cell's two-resource token ("BW" in this deal) pays its cubes.
    assert state.tokens[1][1] == "BW"
    assert dima.cubes == cubes(B=2, W=1)
    state = play(state, EndTurn())
    state = simple_turn(state)
    # Third turn: two workers take cubes, then one cube from the stock: six cubes.
    state = play(state, Pick(4), PlaceTile(0, -2, 0), PlaceWorker(0, 2), PlaceWorker(4, 1), TakeCube("O"), EndTurn())
    assert sum(state.players[0].cubes) == 6
    state = simple_turn(state)
    # Round end: 2 worker cells passed in the brown row → 2 coins; workers home; discard to 5.
    dima = state.players[0]
    assert dima.coins == 5
    assert dima.workers == 3 and not dima.city.workers
    assert state.step == "discard" and state.actor == 0
    state = play(state, Discard("B"))
    assert sum(state.players[0].cubes) == 5
    assert state.round == 2 and state.first == 1 and state.actor == 1 and state.step == "scout"
