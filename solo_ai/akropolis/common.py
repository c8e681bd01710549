"""What every Akropolis computer player needs: the public facts of a position, and the walk over
every affordable tile at every placement in the player's city."""

from __future__ import annotations

from engine.akropolis import data
from engine.akropolis.placement import legal_placements
from engine.akropolis.state import Move

from .evaluator import CityEval

#: placements looked at between two yields (a few milliseconds of work)
PLACEMENTS_PER_SLICE = 6


def unseen_tiles(state) -> "list[int]":
    """Catalog ids of the face-down tiles as a player knows them: every tile of this game minus
    the visible ones (site, cities, the Famous Architect's tiles). Sorted; their order in the
    stacks is unknown and never read here."""
    players = max(state.seats, 2)
    visible = set(state.site)
    visible.update(state.architect_tiles)
    for city in state.cities:
        visible.update(city.tiles)
    return sorted(t for t in data.tiles_for(players, state.options.long) if t not in visible)


def stack_sizes(state) -> "list[int]":
    """Sizes of the face-down stacks (public)."""
    return [len(stack) for stack in state.stacks]


def affordable(state, seat: int) -> range:
    """Site indexes the seat may take (tile i costs i stones)."""
    return range(min(len(state.site), state.stones[seat] + 1))


def walk_placements(state, seat: int, evaluator: CityEval, visit):
    """Generator: calls visit(take, placement, features) for every affordable tile at every legal
    placement of the seat's city, yielding every few placements."""
    places = legal_placements(state.cities[seat])
    takes = [(i, state.site[i]) for i in affordable(state, seat)]
    after = evaluator.after
    for n, place in enumerate(places):
        for take, tile_id in takes:
            visit(take, place, after(tile_id, place))
        if n % PLACEMENTS_PER_SLICE == PLACEMENTS_PER_SLICE - 1:
            yield


def first_move(state, seat: int) -> Move:
    """A legal move to fall back on: the free tile at the first legal placement."""
    return Move(0, legal_placements(state.cities[seat])[0])
