"""The deal: colours, the shuffled character deck, revolt tokens, supply cards and boats, and the
random turn order; either shuffled from a seed or taken from an explicit `Setup` (checked)."""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.rng import Rng
from . import data
from .state import Options, Setup, State


def random_setup(seats: int, rng: Rng) -> "tuple[Setup, Rng]":
    deck, rng = rng.shuffled(data.DECK_IDS)
    revolt, rng = rng.shuffled(range(len(data.REVOLT_TOKENS)))
    supply, rng = rng.shuffled(range(len(data.SUPPLY_CARDS)))
    boats, rng = rng.shuffled(range(len(data.BOATS)))
    order, rng = rng.shuffled(range(seats))
    return Setup(colours=list(range(seats)), order=order, deck=deck, revolt=revolt, supply=supply, boats=boats), rng


def _each_once(items, count: int, what: str) -> None:
    if sorted(items) != list(range(count)):
        raise IllegalAction(f"the setup must list each of the {count} {what} once (0 to {count - 1})", "setup")


def check_setup(setup: Setup, seats: int) -> None:
    """Raise IllegalAction when an explicit setup is not a complete, legal deal."""
    colours = list(setup.colours)
    if (
        len(colours) != seats
        or len(set(colours)) != seats
        or not all(isinstance(c, int) and 0 <= c < len(data.COLOURS) for c in colours)
    ):
        raise IllegalAction(f"the setup needs {seats} different colours (0 to {len(data.COLOURS) - 1})", "setup")
    _each_once(setup.order, seats, "seats in the turn order")
    if sorted(setup.deck) != list(data.DECK_IDS):
        raise IllegalAction(
            f"the setup's deck must hold each deck character {data.DECK_IDS[0]} to {data.DECK_IDS[-1]} once", "setup"
        )
    _each_once(setup.revolt, len(data.REVOLT_TOKENS), "revolt tokens")
    _each_once(setup.supply, len(data.SUPPLY_CARDS), "supply cards")
    _each_once(setup.boats, len(data.BOATS), "boats")


def check_options(options: Options) -> None:
    if options.target not in data.TARGETS:
        raise IllegalAction(
            f"the game is played to {', '.join(map(str, data.TARGETS))} points, not {options.target!r}", "setup"
        )


def initial_state(seats: int, options: Options, rng: Rng, setup: Setup) -> State:
    """Before round 1: each seat holds its five basic cards; nothing has been dealt yet."""
    hands = tuple(tuple(range(c * data.BASIC_PER_COLOUR, (c + 1) * data.BASIC_PER_COLOUR)) for c in setup.colours)
    empty = (0,) * len(data.RESOURCES)
    return State(
        options=options,
        seats=seats,
        colours=tuple(setup.colours),
        rng=rng,
        round=1,
        stage="round",
        queue=(),
        order=tuple(setup.order),
        order_tokens=(-1,) * seats,
        deck=tuple(setup.deck),
        discard=(),
        hands=hands,
        cities=(empty,) * len(data.CITIES),
        mercenaries=(-1,) * len(data.CITIES),
        intermediaries=(-1,) * len(data.CITIES),
        activations=(),
        stock=data.RESOURCE_TOTALS,
        resources=(empty,) * seats,
        revolt_bag=tuple(setup.revolt),
        supply=setup.supply[0],
        supply_deck=tuple(setup.supply[1:]),
        boat_row=tuple(setup.boats[: data.BOAT_ROW]),
        boat_deck=tuple(setup.boats[data.BOAT_ROW :]),
        boats=((),) * seats,
    )
