"""Property tests: random legal games (2–4 players and solo with random modifications) never
fail, keep every component accounted for after every step, replay from their record to the same
state, and never show a seat the bag's order."""

from collections import Counter

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace

from engine.core import records
from engine.core.protocol import Seat
from engine.pantikapaion import RULES, data
from engine.pantikapaion.city import occupied

from .play import random_game, random_options

TERRAIN = Counter(data.TERRAIN_IDS)
AQUEDUCTS = Counter(data.AQUEDUCT_IDS)


def scrambled(state):
    """The same public position with the hidden bag order and the generator changed."""
    return replace(state, bag=state.bag[::-1], rng=type(state.rng)(state.rng.state ^ 0xBEEF))


def check(state, steps):
    # cubes: 20 of each colour between the stock, the boards, the cities and the automa
    totals = list(state.stock)
    for p in state.players:
        for c in range(5):
            totals[c] += p.cubes[c]
        for colour in p.city.cubes.values():
            totals[colour] += 1
    if state.automa is not None:
        totals = [t + a for t, a in zip(totals, state.automa.cubes)]
        assert all(a >= 0 for a in state.automa.cubes)
    assert totals == [data.CUBES_PER_COLOUR] * 5
    assert all(s >= 0 for s in state.stock)
    # buildings: 7 of each type between the board, the box, the cities, the hand and the automa
    built = [0] * 5
    for p in state.players:
        for kind, _cells in p.city.buildings:
            built[kind] += 1
    if state.held >= 0 and state.moving < 0:
        built[state.held] += 1
    if state.automa is not None:
        built = [b + a for b, a in zip(built, state.automa.buildings)]
    box = data.BUILDINGS_PER_TYPE - len(state.costs)
    assert [b + left + box for b, left in zip(built, state.board)] == [data.BUILDINGS_PER_TYPE] * 5
    # tiles: each terrain tile once, each aqueduct tile once
    terrain = list(state.bag) + [t for t in state.ring if t] + list(state.discard)
    placed = [t for p in state.players for t in p.city.tiles]
    hand = [state.hand] if state.hand else []
    assert Counter(t for t in terrain + placed + hand if t < data.AQUEDUCT_BASE) == TERRAIN
    left = [data.aqueduct_id(s, n) for s in range(3) for n in range(1, state.aqueducts[s] + 1)]
    assert Counter(left + [t for t in placed + hand if t >= data.AQUEDUCT_BASE]) == AQUEDUCTS
    # players: workers, markers, coins, and what stands on their city cells
    for p in state.players:
        assert p.workers >= 0 and p.workers + len(p.city.workers) == p.owned <= data.WORKERS
        assert all(0 <= m <= data.ROW_CELLS for m in p.markers)
        assert p.coins >= 0 and all(c >= 0 for c in p.cubes) and p.swaps <= data.MAX_SWAPS
        cells = p.city.cells
        taken = occupied(p.city)
        assert all(w in cells and w not in taken and w not in p.city.cubes for w in p.city.workers)
        assert all(q in cells and q not in taken for q in p.city.cubes)
        for kind, where in p.city.buildings:
            assert len(where) in (0, data.FOOTPRINT[kind])
            assert len({cells[q][0] for q in where}) <= 1
    if state.step == "over":
        assert all(sum(p.cubes) <= data.CUBE_LIMIT for p in state.players)
    else:
        assert RULES.legal_actions(state)
    if steps % 17 == 0:
        other = scrambled(state)
        for seat in range(state.seats):
            view = msgspec.json.encode(RULES.view(state, seat))
            assert b'"bag":' not in view and b'"rng":' not in view
            assert view == msgspec.json.encode(RULES.view(other, seat))


@settings(
    max_examples=200, deadline=None, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=st.integers(0, 2**40), seats=st.integers(1, 4), bits=st.integers(0, 7))
def test_random_games(seed, seats, bits):
    options = random_options(seats, bits)
    start, moves, final = random_game(seed, seats, options, check)
    assert RULES.is_over(final) and final.round == data.ROUNDS
    scores = RULES.scores(final)
    assert len(scores) == (2 if seats == 1 else seats)
    assert all(s["total"] == sum(v for k, v in s.items() if k != "total") for s in scores)
    assert RULES.winners(final)
    players = [Seat(f"P{i}") for i in range(seats)]
    record = records.new_record("pantikapaion", players, options, seed=seed)
    record = replace(record, moves=[msgspec.to_builtins(m) for m in moves])
    _, replayed = records.replay(records.decode(records.encode(record)))
    assert RULES.state_hash(replayed) == RULES.state_hash(final)
