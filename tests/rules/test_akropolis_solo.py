"""Solo mode: the Famous Architect (seat 1) against one human (seat 0)."""

import msgspec
import pytest

from engine.akropolis import RULES, Move, Options, Setup
from engine.akropolis import data
from engine.akropolis.solo import ARCHITECT_SEAT, architect_score, architect_take
from engine.core.errors import IllegalAction

GROUND = ((0, 2), (1, 3), (0, 4))
NO_PLAZA = (16, 26, 32, 35)  # bth gmh tbq hhq


def solo(level="hippodamos", long=False, seed=1):
    return RULES.new_game(1, Options(solo=level, long=long), seed=seed)


def architect_turn(site, stones):
    """A solo state where the Architect must act, with this site and these Architect stones."""
    state = solo()
    return msgspec.structs.replace(
        state, site=tuple(site), turn=ARCHITECT_SEAT, stones=(1, stones), reserve=39 - stones
    )


# --- setup ---------------------------------------------------------------------------------


def test_solo_setup():
    state = solo()
    assert ARCHITECT_SEAT == 1
    assert state.seats == 2
    assert len(state.site) == 4
    assert [len(s) for s in state.stacks] == [3] * 11
    dealt = list(state.site) + [t for s in state.stacks for t in s]
    assert sorted(dealt) == sorted(data.tiles_for(2))
    assert all(data.MIN_PLAYERS[t] == 2 for t in dealt)
    assert state.stones == (1, 2)  # human first with 1 stone, the Architect 2
    assert state.reserve == 37
    assert state.chief == 0 and RULES.current_player(state) == 0
    assert len(state.cities) == 2  # the Architect has a starting tile too


def test_solo_long_game_uses_all_tiles_in_nineteen_stacks():
    state = solo(long=True)
    assert len(state.site) == 4
    assert [len(s) for s in state.stacks] == [3] * 19
    dealt = list(state.site) + [t for s in state.stacks for t in s]
    assert sorted(dealt) == sorted(data.TILES)


def test_one_player_without_the_solo_option_plays_hippodamos():
    state = RULES.new_game(1, Options(), seed=0)
    assert state.options.solo == "hippodamos"
    assert state.seats == 2


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_solo_option_needs_exactly_one_player(seats):
    with pytest.raises(IllegalAction, match="solo"):
        RULES.new_game(seats, Options(solo="metagenes"), seed=0)


def test_solo_explicit_setup_lists_the_two_player_tiles():
    tiles = sorted(data.tiles_for(2))
    state = RULES.new_game(1, Options(solo="metagenes"), setup=Setup(tiles))
    assert state.site == tuple(tiles[:4])
    with pytest.raises(IllegalAction):
        RULES.new_game(1, Options(solo="metagenes"), setup=Setup(sorted(data.TILES)))


# --- stones --------------------------------------------------------------------------------


def test_human_payment_goes_to_the_architect():
    state = solo()
    assert state.stones == (1, 2) and state.reserve == 37
    after = RULES.apply(state, Move(1, GROUND))  # ground: no quarry covered
    assert after.stones == (0, 3)
    assert after.reserve == 37


def test_architect_pays_the_reserve():
    state = architect_turn((16, 26, 1, 3), stones=2)
    after = RULES.apply(state, Move(2))
    assert after.stones == (1, 0)
    assert after.reserve == state.reserve + 2
    assert sum(after.stones) + after.reserve == 40


# --- the Architect's choice ----------------------------------------------------------------


@pytest.mark.parametrize(
    "site, stones, expected",
    [
        ((16, 26, 1, 3), 2, 2),  # cheapest tile with a plaza it can afford
        ((16, 1, 3, 26), 5, 1),  # the cheapest, not any
        ((16, 26, 1, 3), 1, 0),  # cannot afford a plaza: the first tile
        ((16, 26, 1, 3), 0, 0),
        (NO_PLAZA, 9, 0),  # no plaza on the site: the first tile
        ((3, 16, 26, 1), 0, 0),  # a plaza in front is free
        ((16, 26, 32, 3), 3, 3),
    ],
)
def test_architect_takes_the_cheapest_affordable_tile_with_a_plaza(site, stones, expected):
    assert architect_take(site, stones) == expected
    state = architect_turn(site, stones)
    assert RULES.legal_actions(state) == [Move(expected)]
    after = RULES.apply(state, Move(expected))
    assert after.architect_tiles == (site[expected],)
    assert after.stones[ARCHITECT_SEAT] == stones - expected


def test_architect_choice_is_enforced():
    state = architect_turn((16, 26, 1, 3), stones=2)
    before = RULES.state_hash(state)
    with pytest.raises(IllegalAction, match="must take tile 2"):
        RULES.apply(state, Move(0))
    with pytest.raises(IllegalAction, match="does not place"):
        RULES.apply(state, Move(2, GROUND))
    assert RULES.state_hash(state) == before


def test_architect_places_nothing_on_a_map():
    state = architect_turn((16, 26, 1, 3), stones=2)
    start_city = state.cities[ARCHITECT_SEAT]
    after = RULES.apply(state, Move(2))
    assert after.cities[ARCHITECT_SEAT] is start_city
    assert after.cities[ARCHITECT_SEAT].tiles == (0,)
    assert after.architect_tiles == (1,)


def test_chief_token_alternates_each_round():
    state = solo(seed=3)
    seen = []
    while not RULES.is_over(state):
        seen.append((state.round, state.chief, RULES.current_player(state)))
        state = RULES.apply(state, RULES.legal_actions(state)[-1])
    chiefs = {}
    turns = {}
    for rnd, chief, seat in seen:
        chiefs[rnd] = chief
        turns.setdefault(rnd, []).append(seat)
    assert [chiefs[r] for r in range(1, 13)] == [0, 1] * 6
    for rnd, seats in turns.items():
        c = chiefs[rnd]
        assert seats == [c, 1 - c, c]
    assert len(state.architect_tiles) == 12 * 3 // 2 == 18
    assert len(state.cities[0].tiles) - 1 == 18


# --- the Architect's score -----------------------------------------------------------------

TILES = (1, 16, 20, 32, 57, 26)  # qqH bth htB tbq qhT gmh
# With the starting tile (Hqqq): house plazas 2 (2 stars), houses 4; barracks plaza 1 (2 stars),
# barracks 2; temple plaza 1 (2 stars), temples 3; one market but no market plaza; one garden
# but no garden plaza; quarries 3 + 2 + 1 + 1 = 7.


def test_hippodamos_counts_every_district_on_level_one():
    s = architect_score(TILES, 3, "hippodamos")
    assert (s["house"], s["market"], s["barracks"], s["temple"], s["garden"]) == (8, 0, 4, 6, 0)
    assert s["stones"] == 3
    assert s["total"] == 18 + 3
    assert "quarries" not in s


def test_metagenes_adds_two_per_quarry_including_its_starting_tile():
    s = architect_score(TILES, 3, "metagenes")
    assert s["quarries"] == 7 * 2
    assert s["total"] == 18 + 14 + 3
    assert architect_score((), 0, "metagenes")["total"] == 3 * 2  # starting tile alone


def test_callicrates_counts_every_district_on_level_two():
    s = architect_score(TILES, 3, "callicrates")
    assert (s["house"], s["market"], s["barracks"], s["temple"], s["garden"]) == (16, 0, 8, 12, 0)
    assert s["total"] == 36 + 3


def test_architect_starting_tile_house_plaza_counts():
    assert architect_score((35,), 0, "hippodamos")["house"] == 2  # hhq: 2 houses x 1 star
    assert architect_score((), 0, "hippodamos")["total"] == 0


def test_architect_scores_one_per_stone():
    assert architect_score((), 5, "hippodamos")["total"] == 5
    assert architect_score((), 5, "callicrates")["stones"] == 5


@pytest.mark.parametrize("level, total", [("hippodamos", 18), ("metagenes", 32), ("callicrates", 36)])
def test_rules_scores_use_the_architect_level(level, total):
    state = msgspec.structs.replace(solo(level), architect_tiles=TILES, stones=(0, 0), reserve=40)
    scores = RULES.scores(state)
    assert scores[ARCHITECT_SEAT]["total"] == total
    assert scores[0]["total"] == 0


def test_solo_tie_goes_to_more_stones():
    state = solo("hippodamos")
    # human: nothing built, 4 stones = 4; Architect: hhq (2 points) + 2 stones = 4
    state = msgspec.structs.replace(state, architect_tiles=(35,), stones=(4, 2), reserve=34)
    assert [s["total"] for s in RULES.scores(state)] == [4, 4]
    assert RULES.winners(state) == [0]
    state = msgspec.structs.replace(state, stones=(3, 3), reserve=34)
    assert [s["total"] for s in RULES.scores(state)] == [3, 5]
    assert RULES.winners(state) == [1]
