"""Random legal games for the property and records tests (seeded, no global random)."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.pantikapaion import RULES, Options


def random_options(seats: int, bits: int) -> Options:
    if seats != 1:
        return Options()
    return Options(automa_round_one=bool(bits & 1), automa_best_tile=bool(bits & 2), automa_needed_cube=bool(bits & 4))


def random_game(seed: int, seats: int, options: "Options | None" = None, check=None):
    """(initial state, moves, final state) of a game of uniformly random legal actions."""
    start = RULES.new_game(seats, options, seed)
    state = start
    rng = Rng.from_seed(seed * 7919 + 1)
    moves = []
    while not RULES.is_over(state):
        actions = RULES.legal_actions(state)
        assert actions, f"no legal action at step {state.step}"
        i, rng = rng.below(len(actions))
        state = RULES.apply(state, actions[i])
        moves.append(actions[i])
        if check is not None:
            check(state, len(moves))
    return start, moves, state
