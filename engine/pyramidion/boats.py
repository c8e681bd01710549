"""Boats: the face-up row (phase 1), Karnak's private boat, and loading (phase 7).

Rulings (games page, "Phases"): in turn order each player loads at most one boat per turn, round
and round until all pass in a row. A statue stands in for any resource. Each of the player's
mercenary tokens may add one unit of its city's resource (from the stock) to the boat being
loaded, once per round; a unit must go into that boat (unused units are lost, so they are not
taken). The Karnak boat is loaded only by its activator, this round; unloaded, it is discarded.
An empty boat deck is rebuilt from the discarded boats, shuffled.
"""

from __future__ import annotations

from itertools import combinations

from msgspec.structs import replace

from ..core.errors import IllegalAction
from . import data, resources
from .cards import set_at
from .state import Load, Skip, State, Task

RES = data.RESOURCES
_KINDS = len(RES)


def draw_boat(state: State) -> "tuple[int, State]":
    """The top boat of the deck (-1 when no boat is left to draw)."""
    deck, discard, rng = state.boat_deck, state.boat_discard, state.rng
    if not deck:
        if not discard:
            return -1, state
        order, rng = rng.shuffled(sorted(discard), "boats", open=True)
        deck, discard = tuple(order), ()
    return deck[0], replace(state, boat_deck=deck[1:], boat_discard=discard, rng=rng)


def refill(state: State) -> State:
    """Phase 1: face-up boats are added until the row has five."""
    while len(state.boat_row) < data.BOAT_ROW:
        boat, state = draw_boat(state)
        if boat < 0:
            break
        state = replace(state, boat_row=state.boat_row + (boat,))
    return state


def karnak(state: State, seat: int) -> State:
    """Karnak's activator draws a boat face up that only they may load this round."""
    boat, state = draw_boat(state)
    return replace(state, karnak_boat=boat, karnak_owner=seat if boat >= 0 else -1)


def discard_karnak(state: State) -> State:
    if state.karnak_boat < 0:
        return state
    return replace(state, boat_discard=state.boat_discard + (state.karnak_boat,), karnak_boat=-1, karnak_owner=-1)


def available(state: State, seat: int) -> "list[int]":
    out = list(state.boat_row)
    if state.karnak_boat >= 0 and state.karnak_owner == seat:
        out.append(state.karnak_boat)
    return out


def free_mercenaries(state: State, seat: int) -> "list[int]":
    return [c for c, s in enumerate(state.mercenaries) if s == seat and c not in state.merc_used]


def _units(state: State, cities) -> "list[int]":
    out = [0] * _KINDS
    for c in cities:
        out[data.mercenary_resource(c, state.rules)] += 1
    return out


def _statue_choices(need, have, spare: int):
    """Every way to let statues (at most `spare`) stand in for part of `need`, own resources
    paying the rest: tuples of counts by resource."""
    kinds = [r for r in range(_KINDS) if need[r] > 0 and r != data.STATUE]
    if spare == 0:  # no statue to spare: own resources pay everything, or nothing works
        return [(0,) * _KINDS] if all(need[r] <= have[r] for r in kinds) else []
    out = []

    def walk(i: int, left: int, acc: list):
        if i == len(kinds):
            out.append(tuple(acc))
            return
        r = kinds[i]
        low = max(0, need[r] - have[r])
        for x in range(low, min(need[r], left) + 1):
            acc[r] = x
            walk(i + 1, left - x, acc)
        acc[r] = 0

    walk(0, spare, [0] * _KINDS)
    return out


def payments(state: State, seat: int, boat: int) -> "list[tuple[tuple[int, ...], tuple[int, ...]]]":
    """(mercenary cities, statues by resource) of every legal way to pay for `boat`."""
    cost = data.boat(boat, state.rules)[1]
    have = state.resources[seat]
    mercs = free_mercenaries(state, seat)
    most = _units(state, mercs)
    if sum(max(0, c - h - m) for c, h, m in zip(cost, have, most)) > have[data.STATUE]:
        return []  # not affordable even with every token and statue
    out = []
    for size in range(len(mercs) + 1):
        for subset in combinations(mercs, size):
            units = _units(state, subset)
            if any(u > c or u > s for u, c, s in zip(units, cost, state.stock)):
                continue
            need = [c - u for c, u in zip(cost, units)]
            spare = have[data.STATUE] - need[data.STATUE]
            if spare < 0:
                continue
            for statues in _statue_choices(need, have, spare):
                out.append((subset, statues))
    return out


def _names(counts) -> "tuple[str, ...]":
    return tuple(RES[r] for r in range(_KINDS) for _ in range(counts[r]))


#: the loads already listed, by everything they depend on (the seat's boats, purse and free
#: mercenary tokens, the stock, the rules): searches and play-outs list the same loads in many
#: positions. Bounded; the actions are immutable, each caller gets its own list.
_listed: dict = {}
_LISTED_MAX = 4096


def legal_load(state: State, task: Task) -> list:
    seat = task.seat
    boats = available(state, seat)
    mercs = free_mercenaries(state, seat)
    key = (state.rules, tuple(boats), state.resources[seat], tuple(mercs), state.stock)
    known = _listed.get(key)
    if known is None:
        known = tuple(_loads(state, seat, boats))
        if len(_listed) >= _LISTED_MAX:
            _listed.clear()
        _listed[key] = known
    return list(known)


def _loads(state: State, seat: int, boats: "list[int]") -> list:
    out = []
    for boat in boats:
        for subset, statues in payments(state, seat, boat):
            out.append(Load(boat, subset, _names(statues)))
    out.append(Skip())
    return out


def _next_turn(state: State, passed: bool) -> State:
    return replace(
        state, load_turn=(state.load_turn + 1) % state.seats, load_passes=state.load_passes + 1 if passed else 0
    )


def do_load(state: State, task: Task, action) -> State:
    seat = task.seat
    if isinstance(action, Skip):
        return _next_turn(state, True)
    if not isinstance(action, Load):
        raise IllegalAction("load a boat or skip", "load_or_skip")
    boat = action.boat
    if isinstance(boat, bool) or not isinstance(boat, int) or boat not in available(state, seat):
        if isinstance(boat, int) and boat >= 0 and boat == state.karnak_boat:
            raise IllegalAction("only the player who activated Karnak may load its boat", "karnak_boat")
        raise IllegalAction(f"boat {boat!r} is not face up", "boat_not_up")
    cost = data.boat(boat, state.rules)[1]
    if not isinstance(action.mercenaries, (tuple, list)) or not isinstance(action.statues, (tuple, list)):
        raise IllegalAction("list the mercenary cities and the statues' resources", "bad_action")
    mercs = tuple(action.mercenaries)
    if not all(isinstance(c, int) and not isinstance(c, bool) for c in mercs):
        raise IllegalAction("name mercenary tokens by their city (0 to 7)", "bad_action")
    if len(set(mercs)) != len(mercs):
        raise IllegalAction("each mercenary token adds one unit only", "merc_one_unit")
    free = free_mercenaries(state, seat)
    for city in mercs:
        if city not in free:
            raise IllegalAction(f"you have no unused mercenary token in city {city!r}", "merc_no_token")
    units = _units(state, mercs)
    for r in range(_KINDS):
        if units[r] > cost[r]:
            raise IllegalAction(f"the boat needs no more {RES[r]} than you pay: the unit would be lost", "merc_lost")
        if units[r] > state.stock[r]:
            raise IllegalAction(f"the stock has no {RES[r]} for your mercenary token", "merc_stock")
    wild = [0] * _KINDS
    for name in action.statues:
        wild[resources.index(name)] += 1
    if wild[data.STATUE]:
        raise IllegalAction("a statue stands in for another resource, not for a statue", "statue_for_statue")
    have = state.resources[seat]
    need = [c - u for c, u in zip(cost, units)]
    own = [n - w for n, w in zip(need, wild)]
    if any(o < 0 for o in own):
        raise IllegalAction("more statues than the boat needs of that resource", "too_many_statues")
    own[data.STATUE] += sum(wild)
    for r in range(_KINDS):
        if own[r] > have[r]:
            raise IllegalAction(f"you lack {RES[r]} to load this boat", "boat_lack")
    state = resources.pay(state, seat, own)
    if boat in state.boat_row:
        i = state.boat_row.index(boat)
        state = replace(state, boat_row=state.boat_row[:i] + state.boat_row[i + 1 :])
    else:
        state = replace(state, karnak_boat=-1, karnak_owner=-1)
    state = replace(
        state,
        boats=set_at(state.boats, seat, state.boats[seat] + (boat,)),
        merc_used=tuple(sorted(state.merc_used + mercs)),
    )
    return _next_turn(state, False)
