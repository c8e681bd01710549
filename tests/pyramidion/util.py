"""Building blocks for Pyramidion test positions."""

from __future__ import annotations

from msgspec.structs import replace

from engine.core.rng import Rng
from engine.pyramidion import RULES, Options, Pass, Setup
from engine.pyramidion import data
from engine.pyramidion.cards import BASIC, set_at
from engine.pyramidion.state import Played, Task

RED, BLUE, YELLOW, GREEN = range(4)
EMPTY = (0,) * 6


def card(kind: str, occurrence: int = 0, **values) -> int:
    """Id of the `occurrence`-th deck card of this kind with these printed values (others 0)."""
    want = {"influence": 0, "agreements": 0, "trade": 0, **values}
    found = [
        i
        for i in data.DECK_IDS
        if data.CARDS[i].kind == kind and all(getattr(data.CARDS[i], k) == v for k, v in want.items())
    ]
    return found[occurrence]


def special(kind: str) -> int:
    return next(i for i in data.DECK_IDS if data.CARDS[i].kind == kind)


def rebels() -> "list[int]":
    return [i for i in data.DECK_IDS if data.CARDS[i].kind == data.REBEL]


def basic(colour: int, index: int) -> int:
    """Basic card `index` of a colour: 0 Merchant T2, 1 Merchant T3, 2 Intermediary A3,
    3 Mercenary I3, 4 Deity."""
    return colour * data.BASIC_PER_COLOUR + index


def res(**counts) -> "tuple[int, ...]":
    return tuple(counts.get(name, 0) for name in data.RESOURCES)


def plain_setup(seats: int, order=None) -> Setup:
    """Everything in id order: seat i has colour i; turn order 0, 1, ... unless given."""
    return Setup(
        colours=list(range(seats)),
        order=list(order or range(seats)),
        deck=list(data.DECK_IDS),
        revolt=list(range(6)),
        supply=list(range(10)),
        boats=list(range(20)),
    )


def fresh(seats: int = 3, options: "Options | None" = None, order=None, seed: int = 0):
    """A new game from the plain setup: round 1, waiting for the first activation."""
    return RULES.new_game(seats, options, seed=seed, setup=plain_setup(seats, order))


def in_city(
    seats: int,
    city: int,
    actor: int,
    played=(),
    hands=None,
    activator=None,
    passed=(),
    cities=None,
    mercenaries=None,
    intermediaries=None,
    base=None,
    **changes,
):
    """A position in phase 5 with `city` active and `actor` to play. `played` lists
    (card, seat) pairs or Played structs; `hands` maps seat → cards (every other seat: empty).
    Cards not placed anywhere are put in the deck (in id order)."""
    state = base if base is not None else fresh(seats)
    hands = hands or {}
    placed = [p if isinstance(p, Played) else Played(p[0], p[1]) for p in played]
    hand_tuple = tuple(tuple(sorted(hands.get(s, ()))) for s in range(seats))
    used = {p.card for p in placed} | {c for h in hand_tuple for c in h}
    deck = tuple(c for c in data.DECK_IDS if c not in used)
    discard = tuple(c for c in BASIC if c // 5 in state.colours and c not in used)
    plays = [0] * seats
    for p in placed:
        plays[p.seat] += 1
    state = replace(
        state,
        stage="city",
        queue=(Task("play", actor),),
        city=city,
        activator=actor if activator is None else activator,
        activations=(city,),
        played=tuple(placed),
        hands=hand_tuple,
        deck=deck,
        discard=discard,
        passed=tuple(s in passed for s in range(seats)),
        plays=tuple(plays),
        last=-1,
        cities=cities if cities is not None else state.cities,
        mercenaries=mercenaries if mercenaries is not None else state.mercenaries,
        intermediaries=intermediaries if intermediaries is not None else state.intermediaries,
        **changes,
    )
    return state


def with_city_resources(state, city: int, counts):
    """Put `counts` into `city`, taken from the stock."""
    stock = tuple(s - c for s, c in zip(state.stock, counts))
    return replace(state, cities=set_at(state.cities, city, tuple(counts)), stock=stock)


def with_resources(state, seat: int, counts):
    stock = tuple(s - c for s, c in zip(state.stock, counts))
    return replace(state, resources=set_at(state.resources, seat, tuple(counts)), stock=stock)


def pass_all(state):
    """Every seat still asked to play passes (without hiring), until the city resolves."""
    while state.queue and state.queue[0].kind == "play":
        state = RULES.apply(state, Pass())
    return state


def play(state, *actions):
    for action in actions:
        state = RULES.apply(state, action)
    return state


def random_game(seed: int, seats: int, options: "Options | None" = None, check=None, max_steps: int = 50000):
    """(initial state, moves, final state) of a game of uniformly random legal actions."""
    start = RULES.new_game(seats, options, seed)
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
            check(state, moves)
        assert len(moves) < max_steps, "the game does not end"
    return start, moves, state
