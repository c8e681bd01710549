"""Turn and round flow: resolving what remains of a turn, whose turn is next, the end of a
round (leftover tiles, brown-row coins, workers home, discarding down to 5, the first player
token, a new ring) and the end of the game (last workers, coins, discards)."""

from __future__ import annotations

from msgspec.structs import replace

from . import data
from .city import worker_cells, without_workers
from .development import brown_coins, can_step, enter, set_player
from .state import State
from .trireme import choices, clear_ring, lay_ring

AUTOMA_SEAT = 1


def is_automa(state: State, seat: int) -> bool:
    return state.automa is not None and seat == AUTOMA_SEAT


def players_from_first(state: State) -> "list[int]":
    """Player seats (not the automa) in turn order from this round's first player."""
    order = [(state.first + k) % state.seats for k in range(state.seats)]
    return [s for s in order if not is_automa(state, s)]


def can_place_worker(state: State, seat: int) -> bool:
    player = state.players[seat]
    return player.workers > 0 and bool(worker_cells(player.city))


def ring_size(state: State) -> int:
    return data.RING_SIZE[state.seats]


# --- within a turn -----------------------------------------------------------------------------


def run(state: State) -> State:
    """Resolve the turn's to-do list until a decision is pending; an empty list ends the turn
    (through the "end" step while a worker could still go out)."""
    while state.todo:
        task, row = state.todo[0]
        if task == "develop":
            return replace(state, todo=state.todo[1:], step="develop")
        if task == "paid":
            if can_step(state, row):
                return replace(state, step="paid")
            state = replace(state, todo=state.todo[1:])
            continue
        state, step = enter(replace(state, todo=state.todo[1:]), row)
        if step is not None:
            return replace(state, step=step)
    # Decision: a turn with nothing left to resolve ends by itself, unless a worker could still go
    # out (workers may be placed at any moment of the turn): then the player ends it.
    if can_place_worker(state, state.actor):
        return replace(state, step="end")
    return end_turn(state)


def start_turn(state: State) -> State:
    seat = (state.first + state.turn) % state.seats
    state = replace(state, actor=seat, todo=(), paid=0, discounted=False, picked=-1, hand=0, held=-1, moving=-1)
    if is_automa(state, seat):
        return replace(state, step="automa_scout")
    if choices(state):
        return replace(state, step="scout")
    # Decision (sources silent): with no tile left in the ring, the scouting phase is skipped.
    return run(replace(state, todo=(("develop", -1),)))


def end_turn(state: State) -> State:
    state = replace(state, turn=state.turn + 1, todo=(), paid=0, discounted=False, picked=-1)
    if state.turn < data.TURNS_PER_ROUND * state.seats:
        return start_turn(state)
    return end_round(state)


# --- end of a round, end of the game -----------------------------------------------------------


def end_round(state: State) -> State:
    state = clear_ring(state)
    if state.round < data.ROUNDS:
        state = _pay_brown_coins(state)
        players = tuple(
            replace(p, workers=p.workers + len(p.city.workers), city=without_workers(p.city)) for p in state.players
        )
        state = replace(state, players=players)
        return _start_discards(state)
    # Last round: workers in the city stay; each player may still place free workers.
    queue = tuple(s for s in players_from_first(state) if can_place_worker(state, s))
    state = replace(state, queue=queue)
    return _next_final_worker(state)


def _pay_brown_coins(state: State) -> State:
    players = tuple(replace(p, coins=p.coins + brown_coins(p)) for p in state.players)
    return replace(state, players=players)


def _next_final_worker(state: State) -> State:
    queue = tuple(s for s in state.queue if can_place_worker(state, s))
    if queue:
        return replace(state, queue=queue, actor=queue[0], step="final_workers")
    state = _pay_brown_coins(replace(state, queue=()))
    return _start_discards(state)


def final_worker_done(state: State) -> State:
    """The acting player stops placing workers at game end."""
    return _next_final_worker(replace(state, queue=state.queue[1:]))


def after_final_worker(state: State) -> State:
    """After a worker placed at game end: go on to the next player when no more can go out."""
    if can_place_worker(state, state.actor):
        return state
    return final_worker_done(state)


def _start_discards(state: State) -> State:
    # Decision: round-end discards (one cube per action) and the last workers at game end are
    # decided player by player in turn order from the round's first player.
    queue = tuple(s for s in players_from_first(state) if sum(state.players[s].cubes) > data.CUBE_LIMIT)
    return _next_discard(replace(state, queue=queue))


def _next_discard(state: State) -> State:
    queue = tuple(s for s in state.queue if sum(state.players[s].cubes) > data.CUBE_LIMIT)
    if queue:
        return replace(state, queue=queue, actor=queue[0], step="discard")
    state = replace(state, queue=())
    if state.round >= data.ROUNDS:
        return replace(state, step="over", actor=-1)
    return _next_round(state)


def discarded(state: State, seat: int, colour: int) -> State:
    player = state.players[seat]
    cubes = player.cubes[:colour] + (player.cubes[colour] - 1,) + player.cubes[colour + 1 :]
    stock = state.stock[:colour] + (state.stock[colour] + 1,) + state.stock[colour + 1 :]
    state = replace(set_player(state, seat, replace(player, cubes=cubes)), stock=stock)
    return _next_discard(state)


def _next_round(state: State) -> State:
    first = 0 if state.automa is not None else (state.first + 1) % state.seats
    state = replace(state, round=state.round + 1, first=first, turn=0)
    state = lay_ring(state, ring_size(state))
    return start_turn(state)
