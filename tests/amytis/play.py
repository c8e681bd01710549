"""Random legal games for the property tests and the records tests (seeded, no global random)."""

from __future__ import annotations

from engine.amytis import RULES, Options
from engine.core.rng import Rng

SIDES = ("garden", "market", "wall", "palace", "residence", "theater")


def random_options(bits: int) -> Options:
    """Options from the bits of a number: one side per building, then the deal."""
    sides = {name: "B" if bits >> i & 1 else "A" for i, name in enumerate(SIDES)}
    return Options(**sides, revised_deal=bool(bits >> 6 & 1))


def random_game(seed: int, options: Options, check=None):
    """(initial state, moves, final state) of a game of uniformly random legal actions."""
    start = RULES.new_game(2, options, seed)
    state = start
    rng = Rng.from_seed(seed * 7919 + 1)
    moves = []
    while not RULES.is_over(state):
        actions = RULES.legal_actions(state)
        assert actions, "a live game always has a legal action"
        i, rng = rng.below(len(actions))
        state = RULES.apply(state, actions[i])
        moves.append(actions[i])
        if check is not None:
            check(state)
    return start, moves, state
