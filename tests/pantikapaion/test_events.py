"""Pantikapaion move events on hand-made positions (engine/pantikapaion/events.py)."""

from msgspec.structs import replace

from engine.core.events import GameOver
from engine.pantikapaion import (
    RULES,
    AutomaScout,
    data,
    Build,
    Discard,
    EndTurn,
    Pick,
    PlaceBuilding,
    PlaceTile,
    PlaceWorker,
    Sell,
    TakeCoins,
)
from engine.pantikapaion.events import (
    AutomaScouted,
    BrownCoins,
    BuildingBought,
    BuildingPlaced,
    Cell,
    CoinsTaken,
    CubeAt,
    CubeDiscarded,
    CubesSold,
    MarkerAdvanced,
    RingCleared,
    RingLaid,
    RoundEnded,
    RoundStarted,
    TilePicked,
    TilePlaced,
    TriremeSailed,
    TurnEnded,
    TurnStarted,
    WorkerPlaced,
    WorkersHome,
)

from .util import at_develop, city, cubes, fresh, markers, with_player

SALE = dict(cubes=cubes(B=1, P=1, W=1, O=1, G=1))


def told(state, action):
    after = RULES.apply(state, action)
    return after, RULES.describe(state, action, after)


def test_pick_and_lay_the_first_tile_with_its_cubes():
    state = fresh(2, first=(6,))  # tile 6 is I3 "B . ." : a brown cube on its first cell
    assert state.ring[0] == 6
    state, events = told(state, Pick(0))
    assert events == [TilePicked(seat=0, tile=6, slot=0)]
    state, events = told(state, PlaceTile(0, 0, 1))
    cells = (Cell(seat=0, x=0, y=0), Cell(seat=0, x=0, y=1), Cell(seat=0, x=0, y=2))
    assert events == [TilePlaced(seat=0, tile=6, cells=cells, rotation=1, placed=(CubeAt(cell=cells[0], colour="B"),))]


def test_a_sale_advances_each_row_cell_by_cell():
    state = at_develop(markers=markers(B=3), workers=[(0, 0)], owned=2, **SALE)
    state, events = told(state, Sell(("B", "P", "W")))
    assert events == [
        CubesSold(seat=0, colours=("B", "P", "W"), coins=3),
        MarkerAdvanced(seat=0, row="B", column=4, cell="WORKER"),
        MarkerAdvanced(seat=0, row="P", column=1, cell="VP1"),
        MarkerAdvanced(seat=0, row="W", column=1, cell="VP1"),
    ]
    assert state.step == "end"  # the new worker may still go out
    state, events = told(state, PlaceWorker(1, 0))
    assert events == [WorkerPlaced(seat=0, cell=Cell(seat=0, x=1, y=0))]


def test_a_build_pays_then_the_building_collects_and_sends_workers_home():
    state = at_develop(cubes=cubes(G=2), city_cubes={(0, 1): "W"}, workers=[(1, 1)], owned=1)
    state, events = told(state, Build("temple"))
    assert events == [BuildingBought(seat=0, building="temple", price=2, paid={"G": 2})]
    state, events = told(state, PlaceBuilding(((0, 1), (1, 1))))
    assert events[0] == BuildingPlaced(
        seat=0, building="temple", cells=(Cell(seat=0, x=0, y=1), Cell(seat=0, x=1, y=1)), collected={"W": 1}, workers=1
    )
    assert events[1] == MarkerAdvanced(seat=0, row="G", column=1, cell="VP1")


def test_the_round_ends_coins_workers_home_discards_and_a_new_ring():
    state = at_develop(cubes=cubes(B=3, P=3), markers=markers(B=4), coins=0, workers=[(2, 0)], owned=1)
    state = replace(state, turn=5, actor=1, step="develop")
    state = with_player(state, 1, city=city([(6, 0, 0, 0)]))
    ring = state.ring
    state, events = told(state, TakeCoins())
    assert events == [CoinsTaken(seat=1, coins=2)]
    state, events = told(state, EndTurn())
    slots = tuple(i for i, t in enumerate(ring) if t)
    assert events == [
        TurnEnded(seat=1),
        RoundEnded(round=1, totals=tuple(s["total"] for s in RULES.scores(state))),
        RingCleared(tiles=tuple(ring[i] for i in slots), slots=slots),
        WorkersHome(seat=0, cells=(Cell(seat=0, x=2, y=0),)),
        BrownCoins(seat=0, coins=2),
    ]
    state, events = told(state, Discard("P"))
    assert events == [
        CubeDiscarded(seat=0, colour="P"),
        RoundStarted(seat=1, round=2),
        RingLaid(round=2, tiles=state.ring),
        TurnStarted(seat=1, turn=0),
    ]


def test_solo_the_trireme_sails_and_the_automa_scouts():
    state = fresh(1, first=(61,))  # tile 61 has three resource cells: the trireme sails 3 tiles on
    state, events = told(state, Pick(0))
    assert events[0] == TilePicked(seat=0, tile=61, slot=0)
    assert events[1] == TriremeSailed(slot=3, passed=(1, 2, 3))
    state = replace(state, step="automa_scout", actor=1)
    tile = state.ring[3]
    _after, events = told(state, AutomaScout(3))
    assert isinstance(events[0], AutomaScouted) and events[0].slot == 3 and events[0].tile == tile
    assert sum(events[0].cubes.values()) == sum(1 for c in data.TILES[tile][1] if c in data.COLOURS)
    assert events[1] == TurnEnded(seat=1)


def test_the_end_of_the_game_is_told_with_the_scores():
    state = at_develop(cubes=cubes(B=1), markers=markers(B=1), coins=0, workers=[(2, 0)], owned=1)
    state = replace(state, round=5, turn=5, actor=1, step="develop")
    state = with_player(state, 1, city=city([(6, 0, 0, 0)]), workers=0)
    state, events = told(state, TakeCoins())  # nothing left to do: the turn and the game end
    assert state.step == "over"
    assert events[:3] == [
        CoinsTaken(seat=1, coins=2),
        TurnEnded(seat=1),
        RoundEnded(round=5, totals=tuple(s["total"] for s in RULES.scores(state))),
    ]
    # the last round: workers stay in the cities; the brown row's first cell pays 1 coin
    assert not any(isinstance(e, WorkersHome) for e in events)
    assert events[-2] == BrownCoins(seat=0, coins=1)
    assert events[-1] == GameOver(scores=tuple(RULES.scores(state)), winners=tuple(RULES.winners(state)))
