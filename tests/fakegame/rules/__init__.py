"""Tally's rules engine (see tests/fakegame/__init__.py)."""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

from engine.core.errors import IllegalAction
from engine.core.protocol import Rules
from engine.core.rng import Rng


class Options(msgspec.Struct, kw_only=True, omit_defaults=True, forbid_unknown_fields=True):
    counters: int = 6


class Setup(msgspec.Struct, forbid_unknown_fields=True):
    pile: "list[int]"


class Take(msgspec.Struct, forbid_unknown_fields=True):
    n: int


class State(msgspec.Struct, frozen=True):
    options: Options
    pile: "tuple[int, ...]"
    taken: "tuple[tuple[int, ...], ...]"
    turn: int
    rng: Rng


class View(msgspec.Struct, omit_defaults=True):
    seat: "int | None"
    pile_size: int
    taken: "list[list[int]]"
    turn: int
    pile: "list[int] | None" = None
    rng: "int | None" = None


class TallyRules(Rules):
    name = "tally"
    min_seats = 2
    max_seats = 3
    Action = Take
    Options = Options
    Setup = Setup
    hidden_module = __package__ + ".hidden"
    events_module = __package__ + ".events"

    def new_game(self, seats, options=None, seed=0, setup=None):
        options = options or Options()
        if not self.min_seats <= seats <= self.max_seats:
            raise IllegalAction(f"Tally is for 2 or 3 players, not {seats}", "seats", seats=seats)
        if setup is not None:
            if sorted(setup.pile) != list(range(1, options.counters + 1)):
                raise IllegalAction("the pile must hold every counter once", "setup")
            pile, rng = tuple(setup.pile), Rng.from_seed(seed)
        else:
            pile, rng = Rng.from_seed(seed).shuffled(range(1, options.counters + 1))
        return State(options, tuple(pile), ((),) * seats, 0, rng)

    def current_player(self, state):
        return state.turn if state.pile else -1

    def legal_actions(self, state):
        return [Take(n) for n in (1, 2) if n <= len(state.pile)] if state.pile else []

    def apply(self, state, action):
        if action not in self.legal_actions(state):
            raise IllegalAction(f"cannot take {action.n} counters now", "take")
        seat = state.turn
        taken = list(state.taken)
        taken[seat] = taken[seat] + state.pile[: action.n]
        return replace(state, pile=state.pile[action.n :], taken=tuple(taken), turn=(seat + 1) % len(state.taken))

    def scores(self, state):
        return [{"counters": sum(t), "total": sum(t)} for t in state.taken]

    def winners(self, state):
        best = max(sum(t) for t in state.taken)
        return [s for s, t in enumerate(state.taken) if sum(t) == best]

    def view(self, state, seat):
        full = seat is None
        return View(
            seat=seat,
            pile_size=len(state.pile),
            taken=[list(t) for t in state.taken],
            turn=state.turn,
            pile=list(state.pile) if full else None,
            rng=state.rng.state if full else None,
        )


RULES = TallyRules()
