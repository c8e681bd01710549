"""One test per ruling of the game notes page (turn and round, development, scoring and ends)."""

import pytest
from msgspec.structs import replace

from engine.core.errors import IllegalAction
from engine.pantikapaion import (
    RULES,
    Build,
    Discard,
    EndTurn,
    Options,
    PaidStep,
    Pick,
    PlaceBuilding,
    PlaceTile,
    PlaceWorker,
    Sell,
    Skip,
    TakeCoins,
    TakeCube,
    data,
)
from engine.pantikapaion.city import tile_error, tile_placements, tile_positions
from engine.pantikapaion.scoring import city_score
from engine.pantikapaion.trireme import draw, lay_ring

from .util import at_develop, city, cubes, fresh, markers, play, simple_turn, with_player


# --- turn and round ---------------------------------------------------------------------------


def test_ring_size_by_player_count():
    assert [len(fresh(n).ring) for n in (1, 2, 3, 4)] == [8, 8, 11, 14]
    assert fresh(2).trireme == -1 and len(fresh(4).bag) == 65 - 14


def test_pick_is_one_of_the_next_three_remaining_tiles():
    state = fresh(2)
    assert RULES.legal_actions(state) == [Pick(0), Pick(1), Pick(2)]
    with pytest.raises(IllegalAction, match="next tiles after the trireme"):
        RULES.apply(state, Pick(3))
    state = play(state, Pick(2), PlaceTile(0, 0, 0), TakeCoins())
    assert state.step == "end"  # a worker could still go out: the turn ends when asked
    state = play(state, EndTurn())
    assert state.actor == 1 and state.trireme == 2
    assert [a.slot for a in RULES.legal_actions(state) if isinstance(a, Pick)] == [3, 4, 5]
    # only remaining tiles count, wrapping round; fewer than three left: choose among those
    few = replace(state, ring=(7, 0, 0, 0, 9, 0, 0, 0), trireme=5)
    assert [a for a in RULES.legal_actions(few) if isinstance(a, Pick)] == [Pick(0), Pick(4)]


def test_round_end_discards_leftovers_and_lays_a_new_ring():
    state = fresh(2)
    ring = state.ring
    for _ in range(6):
        state = simple_turn(state)
        while state.step == "discard":
            state = play(state, RULES.legal_actions(state)[0])
    assert state.round == 2
    assert sorted(state.discard) == sorted(t for t in ring if t not in [x for p in state.players for x in p.city.tiles])
    assert len(state.discard) == 2 and len(state.ring) == 8 and state.trireme == -1
    assert len(state.bag) == 65 - 16


def test_bag_running_out_shuffles_the_discards_back():
    state = replace(fresh(2), bag=(1, 2, 3), discard=tuple(range(10, 20)))
    laid = lay_ring(state, 8)
    assert laid.ring[:3] == (1, 2, 3)
    assert set(laid.ring[3:]) <= set(range(10, 20)) and len(laid.ring) == 8
    assert len(laid.bag) == 5 and laid.discard == ()
    short = lay_ring(replace(state, discard=(10, 11)), 8)
    assert short.ring[:3] == (1, 2, 3) and sorted(short.ring) == [1, 2, 3, 10, 11]
    empty = replace(state, bag=(), discard=())
    tile, after = draw(empty)
    assert tile == 0 and after.bag == () and after.discard == ()


def test_raised_tile_lies_on_cells_of_one_level_just_below():
    home = city([(6, 0, 0, 0), (18, 0, 1, 0), (30, 0, 0, 0)])  # row y=0 at level 2
    assert tile_error(home, tile_positions(12, 0, 1, 0)) is None  # on level 1
    assert tile_error(home, tile_positions(12, 0, 0, 0)) is None  # on level 2 → level 3
    assert "one level" in tile_error(home, tile_positions(13, 0, 0, 0))  # L over levels 2 and 1
    assert "entirely" in tile_error(home, tile_positions(12, 1, 1, 0))  # half over the ground
    # a tile may exactly cover another one
    assert tile_error(home, tile_positions(12, 0, 1, 0)) is None


def test_tile_never_covers_a_building():
    home = city([(6, 0, 0, 0)], buildings=[("house", [(2, 0)])])
    assert "building" in tile_error(home, tile_positions(12, 0, 0, 0))
    assert all(
        2 not in [p[0] for p in tile_positions(12, x, y, r)] or (2, 0) not in tile_positions(12, x, y, r)
        for x, y, r in tile_placements(home, 12)
    )


def test_new_tile_on_the_ground_touches_the_city_along_a_side():
    home = city([(6, 0, 0, 0)])
    assert tile_error(home, tile_positions(12, 0, 1, 0)) is None
    assert "touch" in tile_error(home, tile_positions(12, 3, 1, 0))  # only a corner touches
    assert "(0, 0)" in tile_error(city(), tile_positions(12, 1, 0, 0))  # first tile at origin


def test_covered_cubes_are_collected_and_covered_workers_return_and_may_go_out_again():
    state = at_develop(city_cubes={(0, 0): "B"}, workers=[(1, 0)], owned=2)
    state = replace(state, step="tile", hand=12, todo=(("develop", -1),))  # I3 P . .
    state = play(state, PlaceTile(0, 0, 0))
    me = state.players[0]
    assert me.cubes == cubes(B=1) and me.workers == 2 and not me.city.workers
    assert me.city.cubes == {(0, 0): 1}  # the purple cube of the new tile
    state = play(state, PlaceWorker(1, 0))  # returned workers may be used at once
    assert state.players[0].workers == 1


def test_rotations_turn_and_never_flip():
    # L3 D O D: corner (0,0), arms (1,0) and (0,1); a quarter turn sends (1,0) to (0,1)
    assert tile_positions(4, 0, 0, 1) == ((0, 0), (0, 1), (-1, 0))
    firsts = tile_placements(city(), 4)
    assert firsts == [(0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 0, 3)]
    # a mirror image (arm codes swapped) is never among the results
    home = city([(6, 0, 0, 0)])
    for x, y, r in tile_placements(home, 61):  # L3 B P W
        (cx, cy), (ax, ay), (bx, by) = tile_positions(61, x, y, r)
        assert ((ax - cx) * (by - cy) - (ay - cy) * (bx - cx)) == 1


def test_tile_placements_match_the_rule_checker():
    home = city([(6, 0, 0, 0), (19, 3, 0, 0), (57, 0, 1, 0), (30, 0, 1, 0)], buildings=[("house", [(3, 0)])])
    for tile in (12, 13, 66, 70):
        listed = {
            tuple(sorted(zip(tile_positions(tile, x, y, r), data.TILES[tile][1])))
            for x, y, r in tile_placements(home, tile)
        }
        brute = set()
        for x in range(-4, 8):
            for y in range(-4, 6):
                for r in range(4):
                    pos = tile_positions(tile, x, y, r)
                    if tile_error(home, pos) is None:
                        brute.add(tuple(sorted(zip(pos, data.TILES[tile][1]))))
        assert listed == brute
        assert len(listed) == len(tile_placements(home, tile))  # one entry per result


def test_workers_at_any_step_of_your_turn_one_per_cell_never_on_a_building():
    state = at_develop(
        city_cubes={(1, 0): "P"},
        owned=3,
        buildings=[("house", [(2, 0)])],
        coins=10,
        cubes=cubes(B=2),
        markers=markers(B=1),
    )
    state = play(state, PlaceWorker(1, 0))
    assert state.players[0].cubes == cubes(B=2, P=1)  # the cube under the worker is collected
    with pytest.raises(IllegalAction, match="already stands"):
        RULES.apply(state, PlaceWorker(1, 0))
    with pytest.raises(IllegalAction, match="building"):
        RULES.apply(state, PlaceWorker(2, 0))
    state = play(state, Build("house"))
    state = play(state, PlaceWorker(0, 1))  # while holding the building
    state = play(state, PlaceBuilding(((0, 2),)))
    assert state.step == "paid"
    state = play(state, PlaceWorker(1, 1))  # between paid steps
    assert state.players[0].workers == 0
    # not during someone else's decision
    other = replace(state, step="discard", actor=1)
    with pytest.raises(IllegalAction):
        RULES.apply(other, PlaceWorker(2, 2))


def test_first_player_passes_and_discards_come_after_the_coins():
    state = at_develop(cubes=cubes(B=3, P=3), markers=markers(B=4), coins=0)
    state = replace(state, turn=5, actor=1, step="develop")
    state = with_player(state, 1, city=city([(6, 0, 0, 0)]))
    state = play(state, TakeCoins(), EndTurn())
    assert state.step == "discard" and state.actor == 0 and state.queue == (0,)
    me = state.players[0]
    assert me.coins == 2  # cells 1 and 4 of the brown row
    assert RULES.legal_actions(state) == [Discard("B"), Discard("P")]
    with pytest.raises(IllegalAction):
        RULES.apply(state, Discard("G"))
    state = play(state, Discard("P"))
    assert state.players[0].cubes == cubes(B=3, P=2)
    assert state.round == 2 and state.first == 1 and state.actor == 1 and state.step == "scout"


def test_last_round_workers_stay_free_ones_go_out_then_coins_discard_score():
    state = at_develop(
        city_cubes={(1, 0): "G"}, workers=[(2, 0)], owned=2, cubes=cubes(B=5), markers=markers(B=1), coins=0
    )
    state = replace(state, round=5, turn=5, actor=1, step="develop")
    state = with_player(state, 1, city=city([(6, 0, 0, 0)]))
    state = play(state, TakeCoins(), EndTurn())
    assert state.step == "final_workers" and state.actor == 0
    assert state.players[0].city.workers == {(2, 0)}  # the worker in the city stays
    state = play(state, PlaceWorker(1, 0))  # collects the green cube: 6 cubes
    assert state.actor == 1 and state.step == "final_workers"
    state = play(state, EndTurn())
    assert state.step == "discard" and state.actor == 0
    assert state.players[0].coins == 1  # brown-row coins come before the discard
    state = play(state, Discard("G"))
    assert RULES.is_over(state) and state.players[0].city.workers == {(1, 0), (2, 0)}


# --- development ------------------------------------------------------------------------------


def test_build_pays_the_board_price_in_its_colour_and_prices_rise():
    state = at_develop(cubes=cubes(B=5))
    assert state.board == (6,) * 5 and state.costs == data.COSTS_2
    state = play(state, Build("house"), PlaceBuilding(((1, 0),)))
    assert state.players[0].cubes == cubes(B=3) and state.stock[0] == 17
    assert RULES.view(state, 0).prices["house"] == 3
    assert state.players[0].city.buildings == ((0, ((1, 0),)),)
    four = at_develop(seats=3, cubes=cubes(B=1))
    assert four.costs == data.COSTS_3_4
    with pytest.raises(IllegalAction, match="costs 2 brown cubes and you have 1"):
        RULES.apply(four, Build("house"))


def test_cheaper_applies_first_and_swaps_only_replace_missing_cubes():
    state = at_develop(cubes=cubes(B=1, G=2), cheaper=True)
    state = play(state, Build("house"))  # 2 − 1 = 1 brown cube
    assert state.players[0].cubes == cubes(G=2)
    swap = at_develop(cubes=cubes(B=1, G=2, P=1), swaps=1)
    with pytest.raises(IllegalAction, match="without swap"):
        RULES.apply(at_develop(cubes=cubes(B=2, G=1), swaps=1), Build("house", ("G",)))
    builds = [a for a in RULES.legal_actions(swap) if isinstance(a, Build) and a.kind == "house"]
    assert builds == [Build("house", ("P",)), Build("house", ("G",))]
    after = play(swap, Build("house", ("G",)))
    assert after.players[0].cubes == cubes(G=1, P=1)
    with pytest.raises(IllegalAction, match="swap"):
        RULES.apply(at_develop(cubes=cubes(G=3), swaps=1), Build("house", ("G", "G")))
    two = at_develop(cubes=cubes(G=3), swaps=2)
    assert play(two, Build("house", ("G", "G"))).players[0].cubes == cubes(G=1)
    with pytest.raises(IllegalAction, match="another colour"):
        RULES.apply(at_develop(cubes=cubes(B=1), swaps=1), Build("house", ("B",)))


def test_two_cell_buildings_are_orthogonal_on_one_level():
    tiles = [(6, 0, 0, 0), (18, 0, 1, 0), (30, 0, 0, 0)]  # y=0 at level 2, y=1 at level 1
    state = play(at_develop(tiles=tiles, cubes=cubes(G=2)), Build("temple"))
    spots = [a.cells for a in RULES.legal_actions(state) if isinstance(a, PlaceBuilding)]
    assert ((0, 0), (1, 0)) in spots and ((0, 1), (1, 1)) in spots
    assert ((0, 0), (0, 1)) not in spots
    with pytest.raises(IllegalAction, match="one level"):
        RULES.apply(state, PlaceBuilding(((0, 0), (0, 1))))
    with pytest.raises(IllegalAction, match="orthogonally"):
        RULES.apply(state, PlaceBuilding(((0, 0), (1, 1))))
    with pytest.raises(IllegalAction, match="two cells"):
        RULES.apply(state, PlaceBuilding(((0, 0),)))
    state = play(state, PlaceBuilding(((1, 1), (0, 1))))  # any order of the two cells
    assert state.players[0].city.buildings[0] == (4, ((0, 1), (1, 1)))


def test_building_collects_covered_cubes_and_sends_workers_back():
    state = at_develop(cubes=cubes(G=2), city_cubes={(0, 1): "W"}, workers=[(1, 1)], owned=1)
    state = play(state, Build("temple"), PlaceBuilding(((0, 1), (1, 1))))
    me = state.players[0]
    assert me.cubes == cubes(W=1) and me.workers == 1 and not me.city.workers


def test_free_step_then_up_to_three_paid_steps_at_1_2_3_coins():
    state = at_develop(cubes=cubes(P=2), coins=10)
    state = play(state, Build("winery"), PlaceBuilding(((1, 0),)))
    assert state.players[0].markers[1] == 1 and state.step == "paid"
    state = play(state, PaidStep())
    assert state.players[0].coins == 9
    state = play(state, PaidStep())
    assert state.players[0].coins == 7
    if state.step == "move":  # cell 3 of the purple row: move a building (optional)
        state = play(state, Skip())
    state = play(state, PaidStep())
    assert state.players[0].coins == 4 and state.players[0].markers[1] == 4
    assert state.step != "paid"  # no fourth paid step


def test_paid_steps_need_the_coins_and_end_when_asked():
    state = at_develop(cubes=cubes(P=2), coins=1)
    state = play(state, Build("winery"), PlaceBuilding(((1, 0),)), PaidStep())
    assert state.players[0].coins == 0 and state.step != "paid"
    stop = play(at_develop(cubes=cubes(P=2), coins=5), Build("winery"), PlaceBuilding(((1, 0),)))
    stop = play(stop, EndTurn())
    assert stop.actor == 1 and stop.players[0].coins == 5


def test_coin_upgrade_lowers_one_payment_per_turn():
    state = at_develop(cubes=cubes(P=2), coins=5, coin=True)
    state = play(state, Build("winery"), PlaceBuilding(((1, 0),)), PaidStep())
    assert state.players[0].coins == 5 and state.discounted  # 1 − 1
    state = play(state, PaidStep())
    assert state.players[0].coins == 3  # full price from then on this turn


def test_a_row_at_its_end_gives_no_advance():
    state = at_develop(cubes=cubes(P=2), coins=10, markers=markers(P=9))
    state = play(state, Build("winery"), PlaceBuilding(((1, 0),)))
    assert state.players[0].markers[1] == 9 and state.step != "paid"


def test_sell_three_to_five_different_cubes_rows_top_down_no_paid_steps():
    state = at_develop(cubes=cubes(B=2, P=1, G=1, O=1), coins=20)
    with pytest.raises(IllegalAction, match="different colours"):
        RULES.apply(state, Sell(("B", "B", "P")))
    with pytest.raises(IllegalAction, match="3 to 5"):
        RULES.apply(state, Sell(("B", "P")))
    with pytest.raises(IllegalAction, match="no beige"):
        RULES.apply(state, Sell(("B", "P", "W")))
    sells = [a for a in RULES.legal_actions(state) if isinstance(a, Sell)]
    assert len(sells) == 5  # 4 ways to sell three of four colours, 1 to sell all four
    after = play(state, Sell(("G", "B", "O")))
    me = after.players[0]
    assert me.coins == 23 and me.markers == markers(B=1, O=1, G=1)
    assert after.step != "paid"


def test_cubes_gained_during_a_sale_are_not_part_of_it():
    # the purple row's next cell pays brown + beige, but the sale is fixed before it resolves
    state = at_develop(cubes=cubes(B=1, P=1, G=1), markers=markers(B=2, P=1))
    assert state.tokens[1][1] == "BW"
    with pytest.raises(IllegalAction, match="no beige"):
        RULES.apply(state, Sell(("B", "P", "W")))
    after = play(state, Sell(("B", "P", "G")))
    me = after.players[0]
    assert me.coins == 3 and me.cubes == cubes(B=2, W=1)  # token B, then token B+W
    assert me.markers == markers(B=3, P=2, G=1)


def test_take_two_coins_or_one_cube():
    state = at_develop()
    assert play(state, TakeCoins()).players[0].coins == 2
    assert play(state, TakeCube("O")).players[0].cubes == cubes(O=1)


def test_a_cube_the_stock_lacks_is_not_gained():
    state = at_develop(cubes=cubes(O=20))
    assert state.stock[3] == 0
    assert TakeCube("O") not in RULES.legal_actions(state)
    with pytest.raises(IllegalAction, match="no orange"):
        RULES.apply(state, TakeCube("O"))
    tile = replace(state, step="tile", hand=24, todo=(("develop", -1),))  # I3 O . .
    tile = play(tile, PlaceTile(0, 3, 0))
    assert (0, 3) not in tile.players[0].city.cubes and tile.stock[3] == 0
    # resource tokens too: green cell 3 holds the purple-orange token; no orange is left
    token = at_develop(cubes=cubes(B=1, P=1, G=1), markers=markers(G=2))
    token = with_player(token, 1, cubes=cubes(O=20))
    assert token.tokens[4][2] == "PO"
    token = play(token, Sell(("B", "P", "G")))
    assert token.players[0].markers[4] == 3 and token.players[0].cubes == cubes(P=1)


# --- scoring ----------------------------------------------------------------------------------


def scored(tiles, **kw):
    from engine.pantikapaion.state import Player

    home = city(
        tiles, cubes=kw.pop("city_cubes", None), workers=kw.pop("workers", ()), buildings=kw.pop("buildings", ())
    )
    return city_score(Player(city=home, **kw))


def test_house_scores_workers_on_the_8_cells_around_by_rate():
    tiles = [(6, 0, 0, 0), (18, 0, 1, 0), (24, 0, 2, 0)]
    s = scored(tiles, buildings=[("house", [(1, 1)])], workers=[(0, 0), (2, 2), (1, 1)], markers=markers(B=5))
    assert s["house"] == 2 * 2  # rate 2 (VP2 reached): (0,0) and (2,2) are around it
    assert scored(tiles, buildings=[("house", [(1, 1)])], workers=[(0, 0)])["house"] == 0


def test_winery_scores_per_n_empty_cells_around():
    tiles = [(6, 0, 0, 0), (18, 0, 1, 0), (24, 0, 2, 0)]
    around = dict(buildings=[("winery", [(1, 1)]), ("house", [(0, 0)])], workers=[(2, 2)], city_cubes={(2, 1): "W"})
    # 8 cells around, one with a building: 7 empty (workers, cubes, drought count as empty)
    assert scored(tiles, markers=markers(P=1), **around)["winery"] == 7 // 3
    assert scored(tiles, markers=markers(P=4), **around)["winery"] == 7 // 2
    assert scored(tiles, markers=markers(P=7), **around)["winery"] == 7


def test_fortress_scores_its_level():
    tiles = [(6, 0, 0, 0), (30, 0, 0, 0), (12, 0, 0, 0)]
    s = scored(tiles, buildings=[("fortress", [(1, 0)])], markers=markers(W=4))
    assert s["fortress"] == 2 * 3


def test_aqueduct_and_drought():
    # row y=0: D O D (L3 turned) ... use I3 tiles with droughts around a two-cell aqueduct
    tiles = [(1, 0, 0, 0), (3, 0, 1, 0), (2, 0, 2, 0)]  # (1,y) are drought cells, y = 0..2
    base = dict(buildings=[("aqueduct", [(2, 0), (2, 1)])])
    s = scored(tiles, markers=markers(O=1), **base)
    assert s["aqueduct"] == 3 and s["drought"] == 0  # next to an aqueduct: no penalty
    before = scored(tiles, **base)
    assert before["aqueduct"] == 0 and before["drought"] == -3  # orange marker at its start
    covered = scored(tiles, markers=markers(O=4), workers=[(1, 1)], **base)
    assert covered["aqueduct"] == 2 * 2 and covered["drought"] == 0
    far = scored(tiles, markers=markers(O=1), buildings=[("aqueduct", [(3, 0), (3, 1)])])
    assert far["aqueduct"] == 0 and far["drought"] == -3


def test_temple_counts_each_adjacent_building_of_another_type_once():
    tiles = [(6, 0, 0, 0), (18, 0, 1, 0), (24, 0, 2, 0), (12, 0, 3, 0)]
    b = [
        ("temple", [(0, 1), (1, 1)]),
        ("temple", [(0, 2), (1, 2)]),
        ("aqueduct", [(2, 1), (2, 2)]),
        ("house", [(0, 0)]),
    ]
    # first temple: the house and the aqueduct (once, though next to both its cells) → 2;
    # second temple: the aqueduct → 1; a temple never counts another temple or itself
    assert scored(tiles, buildings=b, markers=markers(G=1))["temple"] == 3
    assert scored(tiles, buildings=b, markers=markers(G=4))["temple"] == 6
    assert scored(tiles, buildings=b)["temple"] == 0  # no VP cell reached in the green row


def test_coins_cubes_and_total():
    s = scored([(6, 0, 0, 0)], coins=7, cubes=cubes(B=2, G=1))
    assert s["coins"] == 3 and s["cubes"] == 3 and s["drought"] == 0
    assert s["total"] == sum(v for k, v in s.items() if k != "total")


def test_ties_most_buildings_then_most_coins_then_shared():
    state = fresh(3)
    b1 = city([(6, 0, 0, 0)], buildings=[("house", [(1, 0)])])
    b0 = city([(6, 0, 0, 0)])
    state = with_player(state, 0, city=b0, coins=4)  # 2 VP from coins, no building
    state = with_player(state, 1, city=b1, coins=4)  # 2 VP, one building
    state = with_player(state, 2, city=b0, coins=5)  # 2 VP, no building
    assert [s["total"] for s in RULES.scores(state)] == [2, 2, 2]
    assert RULES.winners(state) == [1]
    state = with_player(state, 1, city=b0, coins=4)
    assert RULES.winners(state) == [2]
    state = with_player(state, 2, coins=4)
    assert RULES.winners(state) == [0, 1, 2]


def test_modifications_only_in_the_solo_game():
    with pytest.raises(IllegalAction, match="solo"):
        RULES.new_game(2, Options(automa_round_one=True))
    with pytest.raises(IllegalAction):
        RULES.new_game(5)


@pytest.mark.parametrize(
    "word, expected",
    [
        ("aqueduct", "an aqueduct"),
        ("orange", "an orange"),
        ("house", "a house"),
        ("temple", "a temple"),
        ("winery", "a winery"),
        ("fortress", "a fortress"),
    ],
)
def test_messages_use_an_before_a_vowel(word, expected):
    from engine.pantikapaion.wording import with_article

    assert with_article(word) == expected


def test_no_message_says_a_aqueduct():
    """The engine's messages about buildings read "an aqueduct", never "a aqueduct"."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "engine" / "pantikapaion"
    for path in root.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\ba \{(name|data\.KINDS|expected\.kind|data\.COLOUR_NAMES)", text), path
        assert "a aqueduct" not in text and "a orange" not in text, path


def test_refusing_an_aqueduct_says_an_aqueduct():
    state = at_develop(cubes=cubes())  # no cubes at all: nothing can be paid for
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(state, Build("aqueduct"))
    assert "an aqueduct" in str(refused.value) and "a aqueduct" not in str(refused.value)
