"""Turn flow: what follows a resolved building, the end of a turn, the end of the game.

Rulings: projects in hand are checked once per turn after the building's effect; a favor is
earned when this turn's architect closed a line of three (lost if no pawn is left); the game
ends after the turn that empties a second stack, but if the first player emptied it the second
player still plays a full turn — so the game always ends after a turn of the second player.
"""

from __future__ import annotations

from msgspec.structs import replace

from . import data
from .architects import available, completes_line, must_return, returned
from .board import visible_colours
from .favors import free_spaces, pawns_left
from .projects import validated


def after_effect(state, changes: dict):
    """The state once this turn's building has been resolved (`changes` applied): projects are
    checked, then a favor is asked for or the turn ends."""
    state = replace(state, **changes)
    seat = state.turn
    hand = state.hands[seat]
    if hand:
        now = validated(hand, visible_colours(state.boards[seat]))
        if now:
            hands = set_at(state.hands, seat, tuple(c for c in hand if c not in now))
            done = set_at(state.done, seat, state.done[seat] + now)
            state = replace(state, hands=hands, done=done)
    if completes_line(state.architects, seat, state.taken) and pawns_left(state.favors, state.bottom, seat):
        assert free_spaces(state.favors, state.bottom, seat), "the favor board always has a free space"
        return replace(state, step="favor")
    return end_turn(state)


def end_turn(state):
    seat = state.turn
    if seat == data.SEATS - 1 and sum(1 for s in state.stacks if not s) >= 2:
        return replace(state, step="over", turn=-1, taken=-1, held=-1, placed=-1)
    nxt = (seat + 1) % data.SEATS
    architects = state.architects
    if must_return(architects, nxt):
        architects = returned(architects, nxt)
    assert available(state.stacks, architects), "an available stack always exists"
    return replace(
        state, architects=architects, turn=nxt, step="take", turns=state.turns + 1, taken=-1, held=-1, placed=-1
    )


def ending(state) -> bool:
    """True during the last round (two stacks are empty) and once the game is over."""
    return sum(1 for s in state.stacks if not s) >= 2


def set_at(items: tuple, index: int, value) -> tuple:
    return items[:index] + (value,) + items[index + 1 :]
