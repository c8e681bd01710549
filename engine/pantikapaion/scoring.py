"""Final scoring of a city, with a breakdown, and the winners (ties: most buildings, then most
coins, then shared; solo: a tie is a draw)."""

from __future__ import annotations

from . import automa, data
from .city import occupied
from .development import rate
from .state import Player, State

CATEGORIES = data.KINDS + ("coins", "cubes", "drought")


def _around(cells) -> "set[tuple[int, int]]":
    """Grid positions next to a building (8 around each of its cells), not its own cells."""
    out = set()
    for x, y in cells:
        for dx, dy in data.NEIGHBOURS:
            out.add((x + dx, y + dy))
    return out - set(cells)


def city_score(player: Player) -> "dict[str, int]":
    city = player.city
    taken = occupied(city)
    cells = city.cells
    workers = city.workers
    rates = [rate(player, row) for row in range(5)]
    points = [0] * 5

    def visible_drought(pos) -> bool:
        cell = cells.get(pos)
        return cell is not None and cell[1] == data.DROUGHT and pos not in workers and pos not in taken

    aqueduct_near = set()
    for index, (kind, where) in enumerate(city.buildings):
        if not where:
            continue  # lifted for a move, not in the city right now
        around = _around(where)
        if kind == data.AQUEDUCT:
            aqueduct_near |= around
        r = rates[kind]
        if not r:
            continue
        if kind == data.HOUSE:
            points[kind] += r * sum(1 for q in around if q in workers)
        elif kind == data.WINERY:
            empty = sum(1 for q in around if q in cells and q not in taken)
            points[kind] += empty // data.WINERY_EMPTY_PER_POINT[r]
        elif kind == data.FORTRESS:
            points[kind] += r * cells[where[0]][0]
        elif kind == data.AQUEDUCT:
            points[kind] += r * sum(1 for q in around if visible_drought(q))
        elif kind == data.TEMPLE:
            others = {taken[q] for q in around if q in taken}
            points[kind] += r * sum(1 for i in others if city.buildings[i][0] != data.TEMPLE)
    exempt = player.markers[data.AQUEDUCT] > 0
    drought = sum(1 for pos in cells if visible_drought(pos) and not (exempt and pos in aqueduct_near))
    out = {name: points[k] for k, name in enumerate(data.KINDS)}
    out["coins"] = player.coins // data.COINS_PER_POINT
    out["cubes"] = sum(player.cubes)
    out["drought"] = -drought
    out["total"] = sum(out.values())
    return out


def scores(state: State) -> "list[dict[str, int]]":
    out = [city_score(p) for p in state.players]
    if state.automa is not None:
        out.append(automa.score(state))
    return out


def buildings_built(player: Player) -> int:
    return len(player.city.buildings)


def winners(state: State) -> "list[int]":
    table = scores(state)
    if state.automa is not None:
        # Solo: the rulebook calls a tie a draw (and suggests a rematch with a modification).
        keys = [s["total"] for s in table]
    else:
        keys = [(s["total"], buildings_built(p), p.coins) for s, p in zip(table, state.players)]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]
