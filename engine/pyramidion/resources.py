"""Resource tokens: the limited stock, the cities and the players. A resource the stock lacks is
simply not gained."""

from __future__ import annotations

from msgspec.structs import replace

from ..core.errors import IllegalAction
from . import data
from .cards import set_at
from .state import State

NAMES = data.RESOURCES


def index(name: str) -> int:
    if name not in NAMES:
        raise IllegalAction(f"there is no resource {name!r} (resources: {', '.join(NAMES)})", "bad_action")
    return NAMES.index(name)


def add(a: "tuple[int, ...]", b) -> "tuple[int, ...]":
    return tuple(x + y for x, y in zip(a, b))


def sub(a: "tuple[int, ...]", b) -> "tuple[int, ...]":
    return tuple(x - y for x, y in zip(a, b))


def one(resource: int, count: int = 1) -> "tuple[int, ...]":
    out = [0] * len(NAMES)
    out[resource] = count
    return tuple(out)


def capped(wanted, stock) -> "tuple[int, ...]":
    return tuple(min(w, s) for w, s in zip(wanted, stock))


def gain(state: State, seat: int, wanted) -> State:
    """`seat` takes `wanted` (counts by resource) from the stock, as far as it goes."""
    got = capped(wanted, state.stock)
    return replace(
        state, stock=sub(state.stock, got), resources=set_at(state.resources, seat, add(state.resources[seat], got))
    )


def pay(state: State, seat: int, counts) -> State:
    """`seat` returns `counts` to the stock (the caller has checked they have them)."""
    return replace(
        state,
        stock=add(state.stock, counts),
        resources=set_at(state.resources, seat, sub(state.resources[seat], counts)),
    )


def to_city(state: State, city: int, wanted) -> State:
    """`wanted` goes from the stock to `city`, as far as the stock goes."""
    got = capped(wanted, state.stock)
    return replace(state, stock=sub(state.stock, got), cities=set_at(state.cities, city, add(state.cities[city], got)))


def city_to_seat(state: State, city: int, seat: int, counts) -> State:
    return replace(
        state,
        cities=set_at(state.cities, city, sub(state.cities[city], counts)),
        resources=set_at(state.resources, seat, add(state.resources[seat], counts)),
    )


def kinds_in(counts) -> "list[int]":
    return [r for r, n in enumerate(counts) if n > 0]
