"""Solo against the automa: the trireme sails by the resource cells of your tile, the automa
takes the tile it reaches, skips developing in round 1, builds by priority or takes a cube,
keeps all its cubes, scores by its table; and the three modifications."""

import pytest
from msgspec.structs import replace

from engine.core.errors import IllegalAction
from engine.pantikapaion import (
    RULES,
    AutomaBuild,
    AutomaCube,
    AutomaScout,
    Build,
    EndTurn,
    Options,
    Pick,
    PlaceBuilding,
    PlaceTile,
    TakeCoins,
    data,
)
from engine.pantikapaion.state import Automa

from .util import cubes, fresh, play, rebalance, with_player

#: resource cells: 2, 1, 3, 1, 3, 2, 1, 1
RING = (56, 6, 61, 12, 62, 57, 18, 24)


def solo(options=None):
    return fresh(1, options or Options(), first=RING)


def my_turn(state, slot):
    """Pick `slot`, lay the tile at the first legal place, take 2 coins, end the turn."""
    state = play(state, Pick(slot))
    state = play(state, next(a for a in RULES.legal_actions(state) if isinstance(a, PlaceTile)))
    state = play(state, TakeCoins())
    return play(state, EndTurn()) if state.step == "end" else state


def automa_at_develop(round_=2, options=None, **automa):
    state = replace(solo(options), step="automa_develop", actor=1, turn=1, round=round_, automa=Automa(**automa))
    return rebalance(state)


def test_solo_setup():
    state = solo()
    assert state.seats == 2 and len(state.players) == 1 and state.automa == Automa()
    assert state.ring == RING and state.costs == data.COSTS_2 and state.first == 0
    assert state.actor == 0 and state.step == "scout"
    assert RULES.current_player(state) == 0


def test_trireme_sails_on_by_the_resource_cells_of_your_tile():
    state = play(solo(), Pick(0))  # "BB.": two resource cells
    assert state.trireme == 2 and state.passed == (1, 2)
    state = my_turn(solo(), 0)
    assert state.actor == 1 and state.step == "automa_scout"
    assert RULES.legal_actions(state) == [AutomaScout(2)]
    with pytest.raises(IllegalAction, match="slot 2"):
        RULES.apply(state, AutomaScout(1))
    state = play(state, AutomaScout(2))
    # the automa takes the tile's cubes (B P W) from the stock and discards the tile
    assert state.automa.cubes == cubes(B=1, P=1, W=1)
    assert state.discard == (61,) and state.ring[2] == 0 and state.trireme == 2
    # round 1: no development for the automa; your turn again, picking after the trireme
    assert state.actor == 0 and state.step == "scout"
    assert [a.slot for a in RULES.legal_actions(state) if isinstance(a, Pick)] == [3, 4, 5]


def test_trireme_counts_only_remaining_tiles_and_wraps():
    state = replace(solo(), ring=(56, 0, 0, 0, 0, 0, 6, 12), trireme=5)
    after = play(state, Pick(0))  # two steps: slots 6 and 7
    assert after.trireme == 7 and after.passed == (6, 7)
    after = play(state, Pick(7))  # one step, round the ring: slot 0
    assert after.trireme == 0
    lone = replace(solo(), ring=(61, 0, 0, 0, 0, 0, 6, 0), trireme=5)
    after = play(lone, Pick(0))  # three steps over a single tile
    assert after.trireme == 6 and after.passed == (6,)


def test_automa_skips_development_in_round_one_only():
    state = my_turn(solo(), 0)
    assert play(state, AutomaScout(2)).step == "scout"
    later = replace(state, round=2)
    assert play(later, AutomaScout(2)).step == "automa_develop"
    m1 = my_turn(solo(Options(automa_round_one=True)), 0)
    m1 = play(m1, AutomaScout(2))
    assert m1.step == "automa_develop" and m1.actor == 1


def test_automa_builds_by_priority_when_it_can_pay():
    state = automa_at_develop(cubes=cubes(B=2, P=2, G=5))
    assert RULES.legal_actions(state) == [AutomaBuild("house")]
    with pytest.raises(IllegalAction, match="build a house"):
        RULES.apply(state, AutomaBuild("temple"))
    with pytest.raises(IllegalAction):
        RULES.apply(state, AutomaCube("B"))
    state = play(state, AutomaBuild("house"))
    assert state.automa.buildings == (1, 0, 0, 0, 0) and state.automa.cubes == cubes(P=2, G=5)
    assert state.board[0] == 5 and RULES.view(state, 0).prices["house"] == 3  # your price rose
    assert state.actor == 0
    second = automa_at_develop(cubes=cubes(B=1, P=1, W=3, G=9))
    assert RULES.legal_actions(second) == [AutomaBuild("fortress")]


def test_automa_takes_a_cube_of_its_most_held_colour_ties_by_priority():
    assert RULES.legal_actions(automa_at_develop(cubes=cubes(B=1, P=1))) == [AutomaCube("B")]
    assert RULES.legal_actions(automa_at_develop(cubes=cubes(B=1, O=1, G=1))) == [AutomaCube("B")]
    # nothing affordable (the winery costs 5 now): one each of P, W, G, purple comes first
    pricey = replace(automa_at_develop(cubes=cubes(W=1, G=1, P=1)), board=(6, 3, 6, 6, 6))
    assert RULES.legal_actions(pricey) == [AutomaCube("P")]
    assert RULES.legal_actions(automa_at_develop()) == [AutomaCube("B")]
    state = play(automa_at_develop(cubes=cubes(O=1)), AutomaCube("O"))
    assert state.automa.cubes == cubes(O=2)


def test_automa_keeps_more_than_five_cubes_and_gets_no_coins():
    state = my_turn(solo(), 0)
    state = replace(state, turn=5, automa=Automa(cubes=cubes(B=7, G=4)))
    state = rebalance(state)
    state = play(state, AutomaScout(2))
    assert state.round == 2 and state.first == 0 and state.actor == 0 and state.step == "scout"
    assert sum(state.automa.cubes) == 14


def test_automa_scoring_table():
    state = replace(solo(), automa=Automa(buildings=(1, 2, 3, 4, 5), cubes=cubes(G=7)))
    score = RULES.scores(state)[1]
    assert [score[k] for k in data.KINDS] == [3, 10, 30, 40, 50]
    assert score["cubes"] == 7 and score["coins"] == 0 and score["drought"] == 0
    assert score["total"] == 140


def test_solo_tie_is_a_draw():
    state = replace(solo(), automa=Automa(cubes=cubes(G=3)))
    state = with_player(state, 0, cubes=cubes(B=3))
    assert RULES.winners(state) == [0, 1]


def test_modification_2_takes_the_richest_passed_tile():
    state = play(solo(Options(automa_best_tile=True)), Pick(2))  # three steps: 3, 4, 5
    assert state.passed == (3, 4, 5) and state.trireme == 5
    state = replace(state, step="automa_scout", actor=1, turn=1)
    assert RULES.legal_actions(state) == [AutomaScout(4)]  # "PWO": 3 resource cells
    state = play(state, AutomaScout(4))
    assert state.trireme == 4 and state.automa.cubes == cubes(P=1, W=1, O=1)
    base = replace(play(solo(), Pick(2)), step="automa_scout", actor=1, turn=1)
    assert RULES.legal_actions(base) == [AutomaScout(5)]


def test_modification_2_the_trireme_moves_onto_the_place_of_the_tile_the_automa_took():
    """Ruling (docs/rulings.md): the automa's scouting is a scouting like a player's, «Заберите
    данный тайл, на его место поместите жетон триремы», and in the base solo turn the trireme
    already stands on the place of the tile the automa takes. So with modification 2 it moves
    back onto the richer tile's place, and the player's next three choices follow from there."""
    m2 = Options(automa_best_tile=True)
    state = my_turn(solo(m2), 2)  # "BPW": the trireme passes 3, 4 and lands on 5
    assert state.step == "automa_scout" and state.trireme == 5 and state.passed == (3, 4, 5)
    state = play(state, AutomaScout(4))  # "PWO" has the most resource cells
    assert state.trireme == 4 and state.ring[4] == 0 and state.ring[5] == 57
    # round 1: the automa does not develop; the choices start after the place of its tile,
    # so the tile the trireme landed on (5) is one of them; left on 5 they would be 6, 7, 0
    assert state.actor == 0 and state.step == "scout"
    assert [a.slot for a in RULES.legal_actions(state) if isinstance(a, Pick)] == [5, 6, 7]


def test_modification_2_ties_by_priority_colour_then_first_passed():
    m2 = Options(automa_best_tile=True)
    state = replace(solo(m2), ring=(61, 63, 62, 0, 0, 0, 0, 0), trireme=7)
    # after picking 61 (three cells) the trireme passes 63 "WOG" and 62 "PWO", then 63 again
    state = replace(play(state, Pick(0)), step="automa_scout", actor=1, turn=1)
    assert state.passed == (1, 2)
    assert RULES.legal_actions(state) == [AutomaScout(2)]  # purple comes before beige
    same = replace(solo(m2), ring=(61, 6, 7, 0, 0, 0, 0, 0), trireme=7)
    same = replace(play(same, Pick(0)), step="automa_scout", actor=1, turn=1)
    assert RULES.legal_actions(same) == [AutomaScout(1)]  # two brown tiles: the first passed


def test_modification_3_cube_for_the_building_it_is_closest_to():
    m3 = Options(automa_needed_cube=True)
    # house price 6 (four taken), four brown: 2 short; winery price 2, one purple: 1 short
    state = replace(automa_at_develop(options=m3, cubes=cubes(B=4, P=1)), board=(2, 6, 6, 6, 6))
    assert RULES.legal_actions(state) == [AutomaCube("P")]
    base = replace(automa_at_develop(cubes=cubes(B=4, P=1)), board=(2, 6, 6, 6, 6))
    assert RULES.legal_actions(base) == [AutomaCube("B")]
    tie = automa_at_develop(options=m3, cubes=cubes(W=1, O=1))
    assert RULES.legal_actions(tie) == [AutomaCube("W")]  # both 1 short: beige first
    gone = replace(automa_at_develop(options=m3, cubes=cubes(B=1, W=1)), board=(0, 6, 6, 6, 6))
    assert RULES.legal_actions(gone) == [AutomaCube("W")]  # no house left to aim at


def test_your_builds_and_the_automas_share_the_building_board():
    state = with_player(solo(), 0, cubes=cubes(B=2))
    state = play(state, Pick(1), PlaceTile(0, 0, 0), Build("house"), PlaceBuilding(((1, 0),)))
    assert state.board[0] == 5
    if state.step != "automa_scout":
        state = play(state, EndTurn())
    auto = replace(state, round=2, automa=Automa(cubes=cubes(B=3)))
    auto = play(rebalance(auto), RULES.legal_actions(auto)[0])
    assert auto.step == "automa_develop" and RULES.legal_actions(auto) == [AutomaBuild("house")]


def test_with_no_tile_under_the_trireme_the_automa_takes_the_next_one():
    """Ruling 14 (docs/rulings.md): a tile without resource cells would move the trireme 0 tiles,
    leaving it on the empty place of the player's tile; the automa then takes the next tile. The
    reconstructed tiles all have resource cells, so the position is set up by hand."""
    assert all(any(c in data.COLOURS for c in data.TILES[t][1]) for t in data.TERRAIN_IDS)
    state = replace(solo(), ring=(0, 0, 61, 12, 0, 0, 0, 0), trireme=1, passed=(), step="automa_scout", actor=1, turn=1)
    assert RULES.legal_actions(state) == [AutomaScout(2)]
    empty = replace(state, ring=(0,) * 8)
    assert RULES.legal_actions(empty) == [AutomaScout(-1)]
