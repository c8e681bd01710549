"""Property tests: random legal games (2–4 players, all options) keep every component accounted
for, always offer a legal action until the end, reject what is not offered, and replay from
their record to the same state."""

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import records
from engine.core.errors import IllegalAction
from engine.core.protocol import Seat
from engine.pyramidion import RULES, Options, Play, data

from .checks import check_components, check_views
from .util import random_game

OPTIONS = [Options(), Options(), Options(), Options(target=12), Options(target=15), Options(all_boats=True)]


def _options(index: int) -> Options:
    return OPTIONS[index % len(OPTIONS)]


def check(state, moves):
    check_components(state)
    if not RULES.is_over(state):
        assert RULES.legal_actions(state)
        task = state.queue[0]
        assert task.seat == RULES.current_player(state) >= 0
        if task.kind == "play":
            # a card that is not in the hand is refused and changes nothing
            foreign = next(c for c in range(60) if c not in state.hands[task.seat])
            with pytest.raises(IllegalAction):
                RULES.apply(state, Play(foreign))
    if len(moves) % 37 == 0:
        check_views(state, salt=len(moves))


@settings(
    max_examples=200, deadline=None, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4), options=st.integers(0, 5))
def test_random_games(seed, seats, options):
    opts = _options(options)
    start, moves, final = random_game(seed, seats, opts, check)
    assert RULES.is_over(final) and RULES.current_player(final) == -1
    assert RULES.legal_actions(final) == []
    scores = RULES.scores(final)
    totals = [s["total"] for s in scores]
    if opts.all_boats:
        assert sum(len(b) for b in final.boats) == len(data.BOATS)
    else:
        assert max(totals) >= opts.target
    assert RULES.winners(final) == [final.winner]
    assert totals[final.winner] == max(totals)
    record = records.new_record("pyramidion", [Seat(f"P{i}") for i in range(seats)], opts, seed=seed)
    record = msgspec.structs.replace(record, moves=[msgspec.to_builtins(m) for m in moves])
    _, replayed = records.replay(records.decode(records.encode(record)))
    assert RULES.state_hash(replayed) == RULES.state_hash(final)
    assert RULES.state_hash(start) != RULES.state_hash(final)
