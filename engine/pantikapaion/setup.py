"""Setting up: resource tokens shuffled onto the development board, the building board side and
fill by player count, the bag and the first trireme ring — shuffled from a seed or taken from an
explicit `Setup` (checked)."""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.rng import Rng
from . import data
from .rounds import ring_size, start_turn
from .state import Automa, Options, Player, Setup, State
from .trireme import lay_ring


def random_setup(rng: Rng) -> "tuple[Setup, Rng]":
    singles, rng = rng.shuffled(data.SINGLE_TOKENS)
    doubles, rng = rng.shuffled(data.DOUBLE_TOKENS)
    bag, rng = rng.shuffled(data.TERRAIN_IDS)
    return Setup(bag=bag, singles=singles, doubles=doubles[: len(data.RES2_CELLS)]), rng


def _double(token: str) -> str:
    if len(token) != 2 or any(c not in data.COLOURS for c in token) or token[0] == token[1]:
        raise IllegalAction(
            f"{token!r} is not a two-resource token (two different colours among {''.join(data.COLOURS)})", "setup"
        )
    return "".join(sorted(token, key=data.COLOURS.index))


def check_setup(setup: Setup) -> "tuple[str, ...]":
    """Raise IllegalAction unless the setup is a complete deal; returns the double tokens in
    colour order."""
    if sorted(setup.bag) != list(data.TERRAIN_IDS):
        raise IllegalAction(f"the bag must hold each terrain tile 1..{len(data.TERRAIN_IDS)} once", "setup")
    if sorted(setup.singles) != sorted(data.SINGLE_TOKENS):
        raise IllegalAction(f"the one-resource tokens are one of each colour, {len(data.RES1_CELLS)} in all", "setup")
    doubles = tuple(_double(t) for t in setup.doubles)
    if len(doubles) != len(data.RES2_CELLS) or len(set(doubles)) != len(doubles):
        raise IllegalAction(f"the setup needs {len(data.RES2_CELLS)} different two-resource tokens", "setup")
    return doubles


def _tokens(singles, doubles) -> "tuple[tuple[str, ...], ...]":
    rows = [[""] * data.ROW_CELLS for _ in range(5)]
    for (row, i), colour in zip(data.RES1_CELLS, singles):
        rows[row][i] = colour
    for (row, i), pair in zip(data.RES2_CELLS, doubles):
        rows[row][i] = pair
    return tuple(tuple(r) for r in rows)


def initial_state(seats: int, options: Options, rng: Rng, setup: "Setup | None") -> State:
    if setup is None:
        setup, rng = random_setup(rng)
    doubles = check_setup(setup)
    solo = seats == 1
    table_seats = 2 if solo else seats
    costs = data.costs_for(table_seats)
    state = State(
        options=options,
        seats=table_seats,
        players=tuple(
            Player(coins=data.START_COINS, workers=data.START_WORKERS, owned=data.START_WORKERS) for _ in range(seats)
        ),
        automa=Automa() if solo else None,
        board=(len(costs),) * 5,
        costs=costs,
        tokens=_tokens(setup.singles, doubles),
        ring=(),
        trireme=-1,
        bag=tuple(setup.bag),
        discard=(),
        aqueducts=(data.AQUEDUCT_COPIES,) * len(data.AQUEDUCT_SHAPES),
        stock=(data.CUBES_PER_COLOUR,) * 5,
        round=1,
        turn=0,
        first=0,
        actor=0,
        step="scout",
        rng=rng,
    )
    state = lay_ring(state, ring_size(state))
    return start_turn(state)
