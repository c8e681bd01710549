"""Architects of Amytis (2 players): the Rules object — setup, whose decision it is, legal
actions and their effects, scores and per-seat views."""

from __future__ import annotations

from msgspec.structs import replace

from ..core.errors import IllegalAction
from ..core.protocol import Rules
from ..core.rng import Rng
from . import data
from .architects import available, on_board
from .board import placed
from .buildings import palace_b_points, placement_points
from .data import building_of
from .favors import free_spaces
from .flow import after_effect, end_turn, ending, set_at
from .scoring import scores as _scores
from .scoring import winners as _winners
from .setup import check_setup, initial_state, random_setup
from .state import Action, Draw, Favor, Options, Place, Points, Setup, State, Take, View

GAME = "amytis"

_STEP_HINT = {
    "take": "take a tile from a construction stack",
    "place": "place the tile you took on your board",
    "favor": "put a favor pawn on the King's favor board",
}


def _palace_hint(state: State) -> str:
    if state.options.palace == "B":
        return "resolve your Palace: draw a project or take the points"
    return "resolve your Palace: draw a project"


def _expect(state: State, step: str) -> None:
    if state.step == "over":
        raise IllegalAction("the game is over", "over")
    if state.step != step:
        hint = _palace_hint(state) if state.step == "palace" else _STEP_HINT[state.step]
        raise IllegalAction(f"not now: first {hint}", "not_now")


def _index(value, name: str, limit: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < limit:
        raise IllegalAction(f"{name} must be a number from 0 to {limit - 1}, not {value!r}", "bad_action")
    return value


class AmytisRules(Rules):
    name = GAME
    min_seats = data.SEATS
    max_seats = data.SEATS
    Action = Action
    Options = Options
    Setup = Setup
    hidden_module = __package__ + ".hidden"
    events_module = __package__ + ".events"

    # --- creating -------------------------------------------------------------------------
    def new_game(self, seats: int = data.SEATS, options=None, seed: "int | bytes" = 0, setup=None) -> State:
        options = options if options is not None else Options()
        if seats != data.SEATS:
            raise IllegalAction(f"Architects of Amytis is for 2 players, not {seats}", "seats", seats=seats)
        rng = Rng.from_seed(seed)
        if setup is None:
            setup, rng = random_setup(options, rng)
        else:
            check_setup(setup, options)
        return initial_state(options, rng, setup)

    # --- flow -----------------------------------------------------------------------------
    def current_player(self, state: State) -> int:
        return state.turn

    def legal_actions(self, state: State) -> list:
        step = state.step
        if step == "take":
            return [Take(i) for i in available(state.stacks, state.architects)]
        if step == "place":
            return [Place(c) for c in range(data.CELLS)]
        if step == "palace":
            out = [Draw(slot) for slot in range(len(state.faceup))]
            out.append(Draw())
            if state.options.palace == "B":
                out.append(Points())
            return out
        if step == "favor":
            return [Favor(space) for space in free_spaces(state.favors, state.bottom, state.turn)]
        return []

    def apply(self, state: State, action) -> State:
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(f"not an Architects of Amytis action: {action!r}", "bad_action")
        return handler(state, action)

    # --- results --------------------------------------------------------------------------
    def scores(self, state: State) -> "list[dict[str, int]]":
        return _scores(state)

    def winners(self, state: State) -> "list[int]":
        return _winners(state)

    # --- taking moves back ----------------------------------------------------------------
    def reveals(self, before: State, action, after: State) -> bool:
        """Only the top tile of a construction stack is seen, and the unused tiles and the project
        deck are hidden: taking a tile (which shows the next one) or drawing a project may not be
        taken back."""
        return (
            before.stacks != after.stacks
            or before.unused != after.unused
            or before.deck != after.deck
            or before.rng != after.rng
        )

    # --- information ----------------------------------------------------------------------
    def view(self, state: State, seat: "int | None") -> View:
        full = seat is None
        return View(
            game=GAME,
            seat=seat,
            options=state.options,
            turn=state.turn,
            step=state.step,
            turns=state.turns,
            ending=ending(state),
            stack_sizes=[len(s) for s in state.stacks],
            stack_tops=[s[-1] if s else -1 for s in state.stacks],
            architects=list(state.architects),
            boards=[[list(s) for s in b] for b in state.boards],
            deck_size=len(state.deck),
            faceup=list(state.faceup),
            hands=[list(h) for h in state.hands],
            done=[list(d) for d in state.done],
            points=[list(p) for p in state.points],
            favors=list(state.favors),
            bottom=list(state.bottom),
            taken=state.taken,
            held=state.held,
            placed=state.placed,
            stacks=[list(s) for s in state.stacks] if full else None,
            unused=list(state.unused) if full else None,
            deck=list(state.deck) if full else None,
            rng=state.rng.position() if full else None,
        )


# --- action handlers: each checks everything before building the next state ----------------


def _take(state: State, action: Take) -> State:
    _expect(state, "take")
    stack = _index(action.stack, "the stack", data.STACKS)
    if not state.stacks[stack]:
        raise IllegalAction(f"construction stack {stack} is empty", "stack_empty")
    if state.architects[stack] >= 0:
        who = "yours" if state.architects[stack] == state.turn else "your opponent's"
        raise IllegalAction(f"construction stack {stack} already has an architect ({who})", "stack_taken")
    seat = state.turn
    assert on_board(state.architects, seat) < data.ARCHITECTS, "an architect is always in the supply"
    pile = state.stacks[stack]
    return replace(
        state,
        stacks=set_at(state.stacks, stack, pile[:-1]),
        architects=set_at(state.architects, stack, seat),
        step="place",
        taken=stack,
        held=pile[-1],
    )


def _place(state: State, action: Place) -> State:
    _expect(state, "place")
    cell = _index(action.cell, "the cell", data.CELLS)
    seat = state.turn
    tile = state.held
    board = placed(state.boards[seat], cell, tile)
    boards = set_at(state.boards, seat, board)
    building = building_of(tile)
    if building == data.PALACE:
        return replace(state, boards=boards, step="palace", held=-1, placed=cell)
    gained = placement_points(building, state.options.side(building), board, cell, state.architects, seat)
    return after_effect(state, dict(boards=boards, held=-1, placed=cell, points=_scored(state, seat, building, gained)))


def _draw(state: State, action: Draw) -> State:
    _expect(state, "palace")
    seat = state.turn
    deck, faceup = state.deck, state.faceup
    if action.slot is None:
        assert deck, "the project deck never runs out"
        card, deck = deck[0], deck[1:]
    else:
        slot = _index(action.slot, "the face-up project slot", len(faceup))
        card = faceup[slot]
        assert deck, "the project deck never runs out"
        faceup, deck = set_at(faceup, slot, deck[0]), deck[1:]
    hands = set_at(state.hands, seat, state.hands[seat] + (card,))
    changes = dict(deck=deck, faceup=faceup, hands=hands)
    if state.options.palace == "A":
        gained = placement_points(data.PALACE, "A", state.boards[seat], state.placed, state.architects, seat)
        changes["points"] = _scored(state, seat, data.PALACE, gained)
    return after_effect(state, changes)


def _points(state: State, action: Points) -> State:
    _expect(state, "palace")
    if state.options.palace != "B":
        raise IllegalAction("with the Palace card on side A you must draw a project", "palace_draw")
    gained = palace_b_points(state.done)
    return after_effect(state, dict(points=_scored(state, state.turn, data.PALACE, gained)))


def _favor(state: State, action: Favor) -> State:
    _expect(state, "favor")
    seat = state.turn
    space = action.space
    if space not in free_spaces(state.favors, state.bottom, seat):
        if space == data.BOTTOM:
            raise IllegalAction(
                "the bottom row of the favor board has no room for another pawn of yours", "favor_row_full"
            )
        if space not in data.TOP_SPACES:
            raise IllegalAction(f"there is no favor space {space!r}", "bad_action")
        raise IllegalAction(f"favor space {space} is already taken", "favor_taken")
    if space == data.BOTTOM:
        state = replace(state, bottom=set_at(state.bottom, seat, state.bottom[seat] + 1))
    else:
        index = data.TOP_SPACES.index(space)
        state = replace(state, favors=set_at(state.favors, index, seat))
    return end_turn(state)


def _scored(state: State, seat: int, building: int, gained: int):
    row = state.points[seat]
    return set_at(state.points, seat, set_at(row, building, row[building] + gained))


_HANDLERS = {Take: _take, Place: _place, Draw: _draw, Points: _points, Favor: _favor}

RULES = AmytisRules()
