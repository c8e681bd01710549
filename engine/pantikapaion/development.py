"""The development board: advancing a marker and what each cell does, the paid steps after a
build, and the checks of the optional property cells (worker, move, free build, aqueduct tile,
random tile, advance)."""

from __future__ import annotations

from msgspec.structs import replace

from . import data
from .city import has_spot
from .state import Player, State

LAST = data.ROW_CELLS


def cell_kind(row: int, marker: int) -> str:
    """The kind of the cell a marker at `marker` (1..9) stands on."""
    return data.ROWS[row][marker - 1]


def rate(player: Player, row: int) -> int:
    """Scoring rate of a row: the value of the last VP cell the marker reached (0: none)."""
    best = 0
    for i in range(player.markers[row]):
        best = data.VP_VALUE.get(data.ROWS[row][i], best)
    return best


def brown_coins(player: Player) -> int:
    """Round end: 1 coin per WORKER cell of the brown row the marker reached."""
    return sum(1 for i in range(player.markers[data.B]) if data.ROWS[data.B][i] == "WORKER")


def set_player(state: State, seat: int, player: Player) -> State:
    players = state.players[:seat] + (player,) + state.players[seat + 1 :]
    return replace(state, players=players)


def gain(state: State, seat: int, colours) -> State:
    """The player takes cubes of these colour indexes from the stock (a missing one is not
    gained)."""
    stock = list(state.stock)
    cubes = list(state.players[seat].cubes)
    for c in colours:
        if stock[c] > 0:
            stock[c] -= 1
            cubes[c] += 1
    return replace(set_player(state, seat, replace(state.players[seat], cubes=tuple(cubes))), stock=tuple(stock))


def add_cubes(player: Player, counts) -> Player:
    if not any(counts):
        return player
    return replace(player, cubes=tuple(a + b for a, b in zip(player.cubes, counts)))


# --- optional property cells: can they be used now? ------------------------------------------


def free_build_kinds(state: State, seat: int) -> "list[int]":
    city = state.players[seat].city
    return [k for k in range(5) if k != data.FORTRESS and state.board[k] > 0 and has_spot(city, data.FOOTPRINT[k])]


def advance_rows(state: State, seat: int) -> "list[int]":
    markers = state.players[seat].markers
    return [r for r in range(5) if r != data.TEMPLE and markers[r] < LAST]


def aqueduct_shape(kind: str) -> int:
    return data.AQUEDUCT_SHAPES.index(kind.split(":")[1])


def enter(state: State, row: int) -> "tuple[State, str | None]":
    """The acting player's marker moves one cell along `row` (none at the row's end) and the
    cell acts: resource, upgrade and VP cells at once; a usable property cell returns the
    decision step it opens."""
    seat = state.actor
    player = state.players[seat]
    marker = player.markers[row]
    if marker >= LAST:
        return state, None
    marker += 1
    markers = player.markers[:row] + (marker,) + player.markers[row + 1 :]
    player = replace(player, markers=markers)
    kind = cell_kind(row, marker)
    if kind == "WORKER":
        # Decision (sources silent on declining it): gaining a worker can never hurt, so this
        # property cell applies at once instead of asking.
        if player.owned < data.WORKERS:
            player = replace(player, owned=player.owned + 1, workers=player.workers + 1)
        return set_player(state, seat, player), None
    if kind == "UPG:swap":
        player = replace(player, swaps=min(player.swaps + 1, data.MAX_SWAPS))
    elif kind == "UPG:cheaper":
        player = replace(player, cheaper=True)
    elif kind == "UPG:coin":
        player = replace(player, coin=True)
    state = set_player(state, seat, player)
    if kind in ("RES1", "RES2"):
        token = state.tokens[row][marker - 1]
        return gain(state, seat, [data.COLOURS.index(c) for c in token]), None
    if kind == "FREE_BUILD":
        return state, ("free_build" if free_build_kinds(state, seat) else None)
    if kind == "MOVE":
        return state, ("move" if player.city.buildings else None)
    if kind == "ADVANCE":
        return state, ("advance" if advance_rows(state, seat) else None)
    if kind == "RANDOM_TILE":
        return state, ("random_tile" if state.bag or state.discard else None)
    if kind.startswith("AQ_TILE:"):
        shape = aqueduct_shape(kind)
        left = state.aqueducts[shape]
        if not left:
            return state, None
        aqueducts = state.aqueducts[:shape] + (left - 1,) + state.aqueducts[shape + 1 :]
        return replace(state, aqueducts=aqueducts, hand=data.aqueduct_id(shape, left)), "aqueduct"
    return state, None  # VP cells and upgrades need nothing more


# --- paid steps --------------------------------------------------------------------------------


def step_cost(state: State) -> int:
    """Coins for the next paid step this turn (the coin upgrade lowers one per turn by 1)."""
    base = data.PAID_STEPS[state.paid]
    player = state.players[state.actor]
    # Decision: the coin upgrade applies by itself to the turn's first paid step (it saves the
    # same single coin whichever step it lowers).
    if player.coin and not state.discounted:
        base -= 1
    return base


def can_step(state: State, row: int) -> bool:
    if state.paid >= len(data.PAID_STEPS):
        return False
    player = state.players[state.actor]
    return player.markers[row] < LAST and player.coins >= step_cost(state)
