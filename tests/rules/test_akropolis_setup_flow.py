"""Setup (stones, site, stacks, long game) and flow (turns, refill, Chief Architect, the end)."""

import msgspec
import pytest

from engine.akropolis import RULES, Move, Options, Setup
from engine.akropolis import data
from engine.core.errors import IllegalAction

GROUND = ((0, 2), (1, 3), (0, 4))
GROUND2 = ((0, 6), (1, 7), (0, 8))  # touches GROUND's tile once it is built


def deal(players, options=None):
    """A game dealt in catalog order (site = the lowest ids)."""
    options = options or Options()
    tiles = sorted(data.tiles_for(2 if options.solo else players, options.long))
    return RULES.new_game(players, options, setup=Setup(tiles)), tiles


def play_out(state, pick=lambda actions: actions[0]):
    """(final state, list of (round, chief, seat) per turn) with a fixed policy."""
    turns = []
    while not RULES.is_over(state):
        turns.append((state.round, state.chief, RULES.current_player(state)))
        state = RULES.apply(state, pick(RULES.legal_actions(state)))
    return state, turns


# --- setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_stones_by_seat_from_the_chief(players):
    state = RULES.new_game(players, Options(), seed=3)
    assert state.chief == 0 and RULES.current_player(state) == 0
    assert state.stones == (1, 2, 3, 4)[:players]
    assert state.reserve == 40 - sum(state.stones)


@pytest.mark.parametrize("players, stacks, size, tiles", [(2, 11, 3, 37), (3, 11, 4, 49), (4, 11, 5, 61)])
def test_site_and_stacks_standard_game(players, stacks, size, tiles):
    state = RULES.new_game(players, Options(), seed=3)
    assert len(state.site) == players + 2
    assert len(state.stacks) == stacks
    assert {len(s) for s in state.stacks} == {size}
    assert len(state.site) + stacks * size == tiles


@pytest.mark.parametrize("players, tile_count", [(2, 37), (3, 49), (4, 61)])
def test_tiles_by_player_count(players, tile_count):
    state = RULES.new_game(players, Options(), seed=5)
    dealt = list(state.site) + [t for s in state.stacks for t in s]
    assert len(dealt) == len(set(dealt)) == tile_count
    assert all(data.MIN_PLAYERS[t] <= players for t in dealt)


def test_long_game_two_players_nineteen_stacks_of_three_and_a_row_of_four():
    state = RULES.new_game(2, Options(long=True), seed=5)
    assert len(state.site) == 4
    assert [len(s) for s in state.stacks] == [3] * 19
    dealt = list(state.site) + [t for s in state.stacks for t in s]
    assert sorted(dealt) == sorted(data.TILES)


def test_long_game_three_players_fourteen_stacks_of_four_and_a_row_of_five():
    state = RULES.new_game(3, Options(long=True), seed=5)
    assert len(state.site) == 5
    assert [len(s) for s in state.stacks] == [4] * 14
    dealt = list(state.site) + [t for s in state.stacks for t in s]
    assert sorted(dealt) == sorted(data.TILES)


def test_long_game_is_refused_for_four_players():
    with pytest.raises(IllegalAction, match="long game"):
        RULES.new_game(4, Options(long=True), seed=0)


@pytest.mark.parametrize("seats", [0, 5])
def test_player_count_out_of_range_is_refused(seats):
    with pytest.raises(IllegalAction):
        RULES.new_game(seats, Options(), seed=0)


def test_explicit_setup_is_the_site_then_the_stacks_in_draw_order():
    state, tiles = deal(3)
    assert state.site == tuple(tiles[:5])
    assert state.stacks[0] == tuple(tiles[5:9])
    assert state.stacks[10] == tuple(tiles[45:49])


# --- flow ----------------------------------------------------------------------------------


def test_refill_last_tile_to_front_next_stack_follows_chief_passes_clockwise():
    state, tiles = deal(2)
    a, b, c, d = tiles[:4]
    state = RULES.apply(state, Move(0, GROUND))  # seat 0 takes a
    state = RULES.apply(state, Move(0, GROUND))  # seat 1 takes b
    assert state.site == (c, d) and RULES.current_player(state) == 0
    state = RULES.apply(state, Move(0, GROUND2))  # seat 0 again takes c: d is left
    assert state.site == (d,) + tuple(tiles[4:7])
    assert state.stacks == tuple(tuple(tiles[i : i + 3]) for i in range(7, 37, 3))
    assert state.chief == 1 and RULES.current_player(state) == 1
    assert state.round == 2


def test_last_tile_moves_to_the_front_even_when_it_was_further_back():
    state, tiles = deal(2)
    a, b, c, d = tiles[:4]
    state = msgspec.structs.replace(state, stones=(5, 5), reserve=30)
    state = RULES.apply(state, Move(3, GROUND))  # d
    state = RULES.apply(state, Move(0, GROUND))  # a
    state = RULES.apply(state, Move(1, GROUND2))  # c: b is left and goes first
    assert state.site[0] == b and len(state.site) == 4


def test_chief_passes_clockwise_round_after_round():
    _, turns = play_out(RULES.new_game(3, Options(), seed=1))
    by_round = {}
    for rnd, chief, _ in turns:
        by_round.setdefault(rnd, chief)
    assert [by_round[r] for r in range(1, 13)] == [0, 1, 2] * 4


@pytest.mark.parametrize("players", [2, 3, 4])
def test_chief_plays_twice_per_round(players):
    _, turns = play_out(RULES.new_game(players, Options(), seed=2))
    rounds = {}
    for rnd, chief, seat in turns:
        rounds.setdefault(rnd, (chief, []))[1].append(seat)
    for rnd, (chief, seats) in rounds.items():
        expected = [(chief + i) % players for i in range(players)] + [chief]
        assert seats == expected, rnd


@pytest.mark.parametrize(
    "players, options, rounds",
    [
        (2, Options(), 12),
        (3, Options(), 12),
        (4, Options(), 12),
        (2, Options(long=True), 20),
        (3, Options(long=True), 15),
        (1, Options(solo="hippodamos"), 12),
        (1, Options(solo="callicrates", long=True), 20),
    ],
)
def test_number_of_rounds(players, options, rounds):
    state = RULES.new_game(players, options, seed=4)
    assert RULES.rounds(state) == rounds
    end, turns = play_out(state)
    assert {rnd for rnd, _, _ in turns} == set(range(1, rounds + 1))
    seats = 2 if options.solo else players
    assert len(turns) == rounds * (seats + 1)
    assert end.round == rounds and RULES.rounds(end) == rounds


@pytest.mark.parametrize("players, options", [(2, Options()), (4, Options()), (3, Options(long=True))])
def test_game_ends_with_one_tile_left_and_no_stack_and_it_is_never_played(players, options):
    end, _ = play_out(RULES.new_game(players, options, seed=6))
    assert end.over and RULES.is_over(end)
    assert len(end.site) == 1 and end.stacks == ()
    assert RULES.current_player(end) == -1
    assert RULES.legal_actions(end) == []
    with pytest.raises(IllegalAction, match="over"):
        RULES.apply(end, Move(0, GROUND))
    placed = sum(len(c.tiles) - 1 for c in end.cities)
    assert placed == len(data.tiles_for(players, options.long)) - 1


def test_the_game_is_not_over_while_a_stack_remains():
    state, _ = deal(2)
    for _ in range(3 * 11):
        state = RULES.apply(state, RULES.legal_actions(state)[0])
    assert not RULES.is_over(state)
    assert state.stacks == () and len(state.site) == 4
    for _ in range(3):
        state = RULES.apply(state, RULES.legal_actions(state)[0])
    assert RULES.is_over(state)


def test_player_with_no_stones_must_take_the_first_tile():
    state, _ = deal(2)
    state = msgspec.structs.replace(state, stones=(0, 2), reserve=38)
    actions = RULES.legal_actions(state)
    assert actions and {a.take for a in actions} == {0}
    with pytest.raises(IllegalAction, match="costs 1 stones and you have 0"):
        RULES.apply(state, Move(1, GROUND))
    RULES.apply(state, Move(0, GROUND))


def test_takeable_tiles_follow_the_stones():
    state, _ = deal(4)
    state = msgspec.structs.replace(state, stones=(2, 2, 3, 4), reserve=29)
    assert {a.take for a in RULES.legal_actions(state)} == {0, 1, 2}
    state = msgspec.structs.replace(state, stones=(9, 2, 3, 4), reserve=22)
    assert {a.take for a in RULES.legal_actions(state)} == set(range(6))


def test_reserve_running_out_is_treated_as_unlimited_and_shows_negative():
    state, _ = deal(2)
    state = msgspec.structs.replace(state, stones=(38, 2), reserve=0)
    # seat 0 builds tile 1 (quarry, quarry, house plaza) below the start, then covers the
    # start quarry (1,1) and that tile's quarry (0,2): two stones from an empty reserve
    assert state.site[0] == 1 and data.TILES[1] == "qqH"
    state = RULES.apply(state, Move(0, GROUND))
    state = RULES.apply(state, Move(0, GROUND))
    state = RULES.apply(state, Move(0, ((0, 0), (1, 1), (0, 2))))
    assert state.stones[0] == 38 + 2
    assert state.reserve == -2
    assert RULES.view(state, 0).reserve == -2
    assert sum(state.stones) + state.reserve == 40
