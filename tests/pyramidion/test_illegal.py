"""Any action at all, at positions of random games: what legal_actions offers is accepted, the
rest is refused with IllegalAction and leaves the state as it was."""

import pytest

from engine.core.errors import IllegalAction
from engine.core.rng import Rng
from engine.pyramidion import (
    RULES,
    Activate,
    Category,
    Copy,
    Discard,
    Draw,
    Exchange,
    Load,
    Options,
    Pass,
    Play,
    Raise,
    Reclaim,
    RemoveToken,
    Resource,
    Skip,
    Swap,
    TurnOrder,
    data,
)

from .util import random_game

RES = data.RESOURCES


def _pick(rng, items):
    i, rng = rng.below(len(items))
    return items[i], rng


def arbitrary(rng):
    """A random action of any type, with values in and a little beyond their ranges."""
    n, rng = rng.below(16)
    a, rng = rng.below(62)
    b, rng = rng.below(10)
    r1, rng = _pick(rng, RES)
    r2, rng = _pick(rng, RES)
    a -= 1
    b -= 1
    action = (
        [
            Activate(b),
            Play(a),
            Pass(),
            Pass(a),
            Category(_pick(rng, data.CATEGORIES)[0]),
            Discard(a),
            RemoveToken("mercenary" if b % 2 else "intermediary"),
            Resource(r1),
            Raise(),
            Swap(b, (r1,), (r2,)),
            Copy(a),
            TurnOrder(b),
            Draw(),
            Skip(),
            Reclaim(a),
            Exchange(b),
        ][n]
        if n < 16
        else None
    )
    if n == 15 and b % 3 == 0:
        action = Load(a % 21, (b,) if b >= 0 else (), (r1,) if b % 2 else ())
    return action, rng


def canonical(action):
    if isinstance(action, Load):
        return Load(action.boat, tuple(sorted(action.mercenaries)), tuple(sorted(action.statues, key=RES.index)))
    return action


@pytest.mark.parametrize("seats,seed", [(2, 21), (3, 22), (4, 23)])
def test_arbitrary_actions(seats, seed):
    rng = Rng.from_seed(seed)
    checked = [0]

    def probe(state, moves):
        nonlocal rng
        if RULES.is_over(state) or len(moves) % 3:
            return
        legal = set(canonical(a) for a in RULES.legal_actions(state))
        for _ in range(6):
            action, rng = arbitrary(rng)
            if canonical(action) in legal:
                RULES.apply(state, action)
            else:
                with pytest.raises(IllegalAction):
                    RULES.apply(state, action)
            checked[0] += 1
        # and each legal action is accepted
        for action in list(legal)[:4]:
            RULES.apply(state, action)

    random_game(seed, seats, Options(), probe)
    assert checked[0] > 300
