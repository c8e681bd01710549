"""Phase 2 (the face-up supply card adds resources to the cities) and phase 3 (each intermediary
token takes one resource of its owner's choice from its city)."""

from __future__ import annotations

from msgspec.structs import replace

from ..core.errors import IllegalAction
from . import data, resources
from .state import Resource, State, Task

RES = data.RESOURCES


def supply(state: State) -> State:
    """Phase 2: the face-up card's resources go to the cities (as far as the stock goes); the card
    is discarded and the next one turned face up (an empty deck is rebuilt from the discards)."""
    card = state.supply
    for city, counts in sorted(data.SUPPLY_CARDS[card].items()):
        state = resources.to_city(state, city, counts)
    deck, discard, rng = state.supply_deck, state.supply_discard + (card,), state.rng
    if not deck:
        order, rng = rng.shuffled(sorted(discard), "supply", open=True)
        deck, discard = tuple(order), ()
    return replace(state, supply=deck[0], supply_deck=deck[1:], supply_discard=discard, rng=rng)


def collect_tasks(state: State) -> "tuple[Task, ...]":
    """Phase 3: one task per intermediary token, in city order."""
    return tuple(Task("collect", seat, city=city) for city, seat in enumerate(state.intermediaries) if seat >= 0)


def legal_collect(state: State, task: Task) -> list:
    return [Resource(RES[r]) for r in resources.kinds_in(state.cities[task.city])]


def do_collect(state: State, task: Task, action) -> State:
    if not isinstance(action, Resource):
        raise IllegalAction(f"choose a resource to take from {data.CITIES[task.city]}", "collect_choose")
    r = resources.index(action.resource)
    if state.cities[task.city][r] <= 0:
        raise IllegalAction(f"{data.CITIES[task.city]} has no {action.resource}", "city_no_res")
    return resources.city_to_seat(state, task.city, task.seat, resources.one(r))
