"""Property tests: random legal games with random options keep every component accounted for,
replay from their record to the same state, and never show a seat what it may not see."""

from collections import Counter

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace

from engine.amytis import RULES, Take, data
from engine.amytis.favors import pawns_left
from engine.core import records
from engine.core.errors import IllegalAction
from engine.core.protocol import Seat

from .play import random_game, random_options

ALL_TILES = Counter(data.TILES)
ALL_CARDS = list(range(1, 21))
HIDDEN_KEYS = {"stacks", "unused", "deck", "rng"}


def scrambled(state):
    """The same public position with every hidden thing moved around: the covered tiles of the
    construction stacks and the unused tiles swap places, the deck is reversed, the RNG differs."""
    pool = [t for s in state.stacks for t in s[:-1]] + list(state.unused)
    pool = pool[1:] + pool[:1]
    stacks = []
    for s in state.stacks:
        if not s:
            stacks.append(())
            continue
        n = len(s) - 1
        stacks.append(tuple(pool[:n]) + (s[-1],))
        pool = pool[n:]
    return replace(
        state,
        stacks=tuple(stacks),
        unused=tuple(pool),
        deck=state.deck[::-1],
        rng=type(state.rng)(state.rng.state ^ 0xDEADBEEF),
    )


def check(state):
    tiles = [t for s in state.stacks for t in s] + list(state.unused)
    tiles += [t for b in state.boards for s in b for t in s]
    if state.held >= 0:
        tiles.append(state.held)
    assert Counter(tiles) == ALL_TILES
    cards = list(state.deck) + list(state.faceup) + [c for h in state.hands for c in h]
    cards += [c for d in state.done for c in d]
    assert sorted(cards) == ALL_CARDS
    for seat in (0, 1):
        left = pawns_left(state.favors, state.bottom, seat)
        assert 0 <= left <= data.PAWNS
        assert state.bottom[seat] <= data.BOTTOM_MAX_PER_PLAYER
        assert sum(1 for a in state.architects if a == seat) <= data.ARCHITECTS
    assert sum(state.bottom) <= data.BOTTOM_SPACES
    other = scrambled(state)
    for seat in (0, 1):
        view = msgspec.json.encode(RULES.view(state, seat))
        assert not HIDDEN_KEYS & set(msgspec.json.decode(view))
        assert view == msgspec.json.encode(RULES.view(other, seat))
    if state.step == "take":
        for stack in range(9):
            if not state.stacks[stack] or state.architects[stack] >= 0:
                with pytest.raises(IllegalAction):
                    RULES.apply(state, Take(stack))


@settings(
    max_examples=200, deadline=None, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=st.integers(0, 2**40), bits=st.integers(0, 127))
def test_random_games(seed, bits):
    options = random_options(bits)
    start, moves, final = random_game(seed, options, check)
    assert RULES.is_over(final)
    # the game ends after a turn of the second player, with at least two stacks empty
    assert sum(1 for s in final.stacks if not s) >= 2
    assert final.turns % 2 == 0
    # the 45 construction tiles are all still on the construction board or on player boards
    placed = sum(len(s) for b in final.boards for s in b)
    assert placed == final.turns
    assert placed + sum(len(s) for s in final.stacks) == 45
    scores = RULES.scores(final)
    assert all(s["total"] == sum(v for k, v in s.items() if k != "total") for s in scores)
    assert RULES.winners(final)
    record = records.new_record("amytis", [Seat("A"), Seat("B")], options, seed=seed)
    record = msgspec.structs.replace(record, moves=[msgspec.to_builtins(m) for m in moves])
    _, replayed = records.replay(records.decode(records.encode(record)))
    assert RULES.state_hash(replayed) == RULES.state_hash(final)
    assert RULES.state_hash(start) != RULES.state_hash(final)
