"""Random legal Akropolis games with invariants checked after every step.

Each example plays one whole game from a seeded deal, choosing among the legal actions with a
seeded generator, then replays its record and compares state hashes. Over 200 games in total
across 2, 3 and 4 players, solo (all three levels), the long game and variant subsets.
"""

import random

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.akropolis import RULES, Move, Options
from engine.akropolis import data
from engine.akropolis.hexgrid import tile_hexes
from engine.akropolis.placement import legal_placements, placement_error
from engine.akropolis.scoring import CATEGORIES
from engine.akropolis.solo import ARCHITECT_SEAT
from engine.akropolis.state import VARIANTS
from engine.core import records
from engine.core.errors import IllegalAction
from engine.core.protocol import Seat

SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
VARIANT_SETS = st.lists(st.sampled_from(VARIANTS), unique=True, max_size=5)


def fast(n):
    return settings(max_examples=n, deadline=None, derandomize=True, database=None)


def catalog_of(state):
    players = 2 if state.options.solo else state.seats
    return sorted(data.tiles_for(players, state.options.long))


def check_invariants(state, catalog):
    seats = state.seats
    # stones are conserved (the reserve may go below zero: it is then treated as unlimited)
    assert sum(state.stones) + state.reserve == data.STONE_SUPPLY
    assert all(s >= 0 for s in state.stones)
    # every tile of the game is in exactly one place; the unplayed last tile stays on the site
    placed = [t for city in state.cities for t in city.tiles[1:]]
    assert all(city.tiles[0] == 0 for city in state.cities)
    stacked = [t for stack in state.stacks for t in stack]
    everywhere = list(state.site) + stacked + placed + list(state.architect_tiles)
    assert sorted(everywhere) == catalog
    if state.options.solo:
        assert state.cities[ARCHITECT_SEAT].tiles == (0,)
    # every city cell records a tile of that city
    for city in state.cities:
        assert {uid for _h, _c, uid in city.cells.values()} <= set(range(len(city.tiles)))
        assert len(city.cells) <= 4 + 3 * (len(city.tiles) - 1)
    # scores are well formed
    scores = RULES.scores(state)
    assert len(scores) == seats
    for seat, score in enumerate(scores):
        assert set(CATEGORIES) <= set(score) and "total" in score
        assert all(isinstance(v, int) and v >= 0 for v in score.values())
        assert score["total"] == sum(v for k, v in score.items() if k != "total")
        assert score["stones"] == state.stones[seat]
        extra = set(score) - set(CATEGORIES) - {"total"}
        if state.options.solo == "metagenes" and seat == ARCHITECT_SEAT:
            assert extra == {"quarries"}
        else:
            assert not extra
    # a seat's view shows no stack contents and no generator state
    for seat in range(seats):
        view = RULES.view(state, seat)
        assert view.stacks is None and view.rng is None
        assert view.stack_sizes == [len(s) for s in state.stacks]
        raw = msgspec.json.decode(msgspec.json.encode(view))
        assert "stacks" not in raw and "rng" not in raw


def check_step(state, actions):
    """Legal actions are well formed for the seat to move."""
    seat = RULES.current_player(state)
    assert 0 <= seat < state.seats and seat == state.turn
    assert actions, "no legal action before the end"
    stones = state.stones[seat]
    takes = {a.take for a in actions}
    assert max(takes) <= min(stones, len(state.site) - 1)
    if RULES.is_architect(state, seat):
        assert len(actions) == 1 and actions[0].hexes == ()
    else:
        assert takes == set(range(min(stones, len(state.site) - 1) + 1))
        keys = {(a.take, a.hexes) for a in actions}
        assert len(keys) == len(actions)


def check_placements_by_brute_force(city):
    """The cached placement list equals every tile position that passes the placement rule."""
    xs = [x for x, _ in city.cells]
    ys = [y for _, y in city.cells]
    found = set()
    for x in range(min(xs) - 3, max(xs) + 4):
        for y in range(min(ys) - 5, max(ys) + 6):
            if (x + y) % 2:
                continue
            for r in range(6):
                hexes = tile_hexes((x, y), r)
                if placement_error(city, hexes) is None:
                    found.add(hexes)
    assert found == set(legal_placements(city))


def play_and_check(players, options, seed):
    record = records.new_record("akropolis", [Seat(f"P{i}") for i in range(players)], options, seed=seed)
    rules, state = records.start(record)
    catalog = catalog_of(state)
    choose = random.Random(seed)
    moves = []
    steps = 0
    while True:
        check_invariants(state, catalog)
        if rules.is_over(state):
            assert rules.legal_actions(state) == []
            assert len(state.site) == 1 and state.stacks == ()
            break
        actions = rules.legal_actions(state)
        check_step(state, actions)
        move = choose.choice(actions)
        if steps % 17 == 0:
            # an illegal move now and then must leave the state untouched
            before = rules.state_hash(state)
            bad = Move(len(state.site), move.hexes)
            try:
                rules.apply(state, bad)
            except IllegalAction:
                pass
            else:
                raise AssertionError("a take beyond the site was accepted")
            assert rules.state_hash(state) == before
        state = rules.apply(state, move)
        moves.append(msgspec.to_builtins(move))
        steps += 1
    winners = RULES.winners(state)
    assert winners and all(0 <= w < state.seats for w in winners)
    # one city per game (they are alike): the placement list against the rule itself
    check_placements_by_brute_force(state.cities[0])
    seats = 2 if options.solo else players
    assert steps == RULES.rounds(state) * (seats + 1)
    # the record replays to the same position
    record = msgspec.structs.replace(record, moves=moves)
    decoded = records.decode(records.encode(record))
    _, replayed = records.replay(decoded)
    assert rules.state_hash(replayed) == rules.state_hash(state)
    assert rules.scores(replayed) == rules.scores(state)
    return state


@fast(66)
@given(players=st.sampled_from([2, 3, 4]), seed=SEEDS)
def test_standard_games(players, seed):
    play_and_check(players, Options(), seed)


@fast(45)
@given(level=st.sampled_from(["hippodamos", "metagenes", "callicrates"]), long=st.booleans(), seed=SEEDS)
def test_solo_games(level, long, seed):
    end = play_and_check(1, Options(solo=level, long=long), seed)
    rounds = 20 if long else 12
    assert len(end.architect_tiles) == rounds * 3 // 2


@fast(30)
@given(players=st.sampled_from([2, 3]), seed=SEEDS)
def test_long_games(players, seed):
    play_and_check(players, Options(long=True), seed)


@fast(70)
@given(players=st.sampled_from([1, 2, 3, 4]), long=st.booleans(), variants=VARIANT_SETS, seed=SEEDS)
def test_games_with_variants(players, long, variants, seed):
    long = long and players < 4
    options = Options(variants=variants, long=long, solo="metagenes" if players == 1 else None)
    play_and_check(players, options, seed)
