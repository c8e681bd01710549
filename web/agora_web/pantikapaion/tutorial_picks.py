"""The rules the Pantikapaion tutorials use to choose what they point at, among the legal actions.

Each takes (rules, state, legal) and returns the actions to point at, always taken from `legal`
(the engine's own list): which ring tile, where the tile goes, which cube, which building. One
action each, so the learner has one thing to click. The engine's data is imported on first use:
the home card's Learn button imports the tutorial, and the home screen loads no rules engine.
"""

from __future__ import annotations


def _of(legal, name: str) -> list:
    return [a for a in legal if type(a).__name__ == name]


def _resource_cells(tile: int) -> int:
    from engine.pantikapaion.trireme import resource_cells

    return resource_cells(tile)


def _brown_cells(tile: int) -> int:
    from engine.pantikapaion import data

    return data.TILES[tile][1].count("B")


def pick_richest(rules, state, legal) -> list:
    """The ring tile with the most resource cells (more cubes to collect), brown ones first (the
    house is the cheapest first building to aim at); the first such on a tie."""
    picks = _of(legal, "Pick")
    if not picks:
        return []
    best = max(
        picks, key=lambda a: (_resource_cells(state.ring[a.slot]), _brown_cells(state.ring[a.slot]), -picks.index(a))
    )
    return [best]


def place_tile(rules, state, legal) -> list:
    """The tile in hand laid as drawn (no turning), on the ground: the first such placement,
    else the first placement the engine lists."""
    tiles = _of(legal, "PlaceTile")
    if not tiles:
        return []
    cells = state.players[state.actor].city.cells
    from engine.pantikapaion.city import tile_positions

    def on_ground(a) -> bool:
        return all(p not in cells for p in tile_positions(state.hand, a.x, a.y, a.rotation))

    flat = [a for a in tiles if a.rotation == 0 and on_ground(a)]
    return [(flat or [a for a in tiles if a.rotation == 0] or tiles)[0]]


def worker_on_a_cube(rules, state, legal) -> list:
    """A worker sent onto a cube of the city (it collects the cube): a brown one if any."""
    player = state.players[state.actor]
    cubes = player.city.cubes
    spots = [a for a in _of(legal, "PlaceWorker") if (a.x, a.y) in cubes]
    if not spots:
        return []
    brown = [a for a in spots if cubes[(a.x, a.y)] == 0]
    return [(brown or spots)[0]]


def take_a_brown_cube(rules, state, legal) -> list:
    """Development: one brown cube from the stock (with the one collected, a house's price)."""
    return [a for a in _of(legal, "TakeCube") if a.colour == "B"][:1]


def take_coins(rules, state, legal) -> list:
    """Development: two coins (they pay for steps along a row after a build)."""
    return _of(legal, "TakeCoins")[:1]


def build_a_house(rules, state, legal) -> list:
    """Development: pay for the next house with brown cubes (no swap token spent)."""
    houses = [a for a in _of(legal, "Build") if a.kind == "house"]
    return [min(houses, key=lambda a: len(a.swap))] if houses else []


def place_building(rules, state, legal) -> list:
    """The building in hand placed where the most workers stand around it (a house scores for
    them), the first such place on a tie."""
    places = _of(legal, "PlaceBuilding")
    if not places:
        return []
    workers = state.players[state.actor].city.workers

    def around(a) -> int:
        cells = {tuple(c) for c in a.cells}
        near = {(x + dx, y + dy) for x, y in cells for dx in (-1, 0, 1) for dy in (-1, 0, 1)} - cells
        return len(near & set(workers))

    return [max(places, key=lambda a: (around(a), -places.index(a)))]


def paid_step(rules, state, legal) -> list:
    """After a build: one more step along the building's row, for a coin."""
    return _of(legal, "PaidStep")[:1]


def end_turn(rules, state, legal) -> list:
    """End the turn."""
    return _of(legal, "EndTurn")[:1]
