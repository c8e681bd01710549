"""City effects triggered by the cards played there (Giza, Luxor, Alexandria, Cairo) and Abu
Simbel's exchange after its resolution. Thebes acts in phase 4 (flow.py), Philae in the revolt
(resolution.py), Karnak on activation (boats.py).

Rulings (games page, "City effects"): a Mercenary-type card in Giza makes its owner take any free
turn-order token, at most one per player per round; the first ankh card played in Luxor or Cairo
may draw a character or remove a token; each ankh card in Alexandria takes 1 resource of choice.
Taking the Giza token is not optional (the rulebook: «забирает любой доступный жетон»); the owner
chooses which. Decision where the sources are silent: drawing in Luxor and removing a token in
Cairo are optional ("may", "lets"); Alexandria's gain is not (it can only help).
"""

from __future__ import annotations

from msgspec.structs import replace

from ..core.errors import IllegalAction
from . import data, resources
from .cards import can_draw, draw, find, kind, set_at
from .characters import remove_token, tokens_here
from .state import Draw, Exchange, RemoveToken, Resource, Skip, State, Task, TurnOrder

RES = data.RESOURCES


def city_tasks(state: State, seat: int, card: int) -> "tuple[list[Task], bool]":
    """Tasks a card just played in the active city adds, and whether it used the first ankh."""
    city = state.city
    ankh = data.CARDS[card].ankh
    if city == data.GIZA:
        return [Task("giza", seat, card)], False
    if city == data.ALEXANDRIA and ankh:
        return [Task("alexandria", seat, card)], False
    if city in (data.LUXOR, data.CAIRO) and ankh and not state.ankh_used:
        return [Task("luxor" if city == data.LUXOR else "cairo", seat, card)], True
    return [], False


# --- Giza -------------------------------------------------------------------------------------


def legal_giza(state: State, task: Task) -> list:
    i = find(state.played, task.card)
    if i < 0 or kind(state.played[i]) != data.MERCENARY or task.seat in state.order_tokens:
        return []
    # Taking is not optional (rulebook: «Игрок, выложивший здесь карту Наёмника, забирает любой
    # доступный жетон порядка хода»): no Skip; with no token left there is nothing to decide.
    return [TurnOrder(k + 1) for k, s in enumerate(state.order_tokens) if s < 0]


def do_giza(state: State, task: Task, action) -> State:
    if not isinstance(action, TurnOrder):
        raise IllegalAction("a Mercenary played in Giza takes a free turn-order token (it cannot skip)", "merc_giza")
    token = action.token
    if isinstance(token, bool) or not isinstance(token, int) or not 1 <= token <= len(state.order_tokens):
        raise IllegalAction(f"there is no turn-order token {token!r}", "bad_action")
    k = token - 1
    if state.order_tokens[k] >= 0:
        raise IllegalAction(f"turn-order token {action.token} is already taken", "token_taken")
    return replace(state, order_tokens=set_at(state.order_tokens, k, task.seat))


# --- Luxor, Cairo, Alexandria ----------------------------------------------------------------


def legal_luxor(state: State, task: Task) -> list:
    return [Draw(), Skip()] if can_draw(state) else []


def do_luxor(state: State, task: Task, action) -> State:
    if isinstance(action, Skip):
        return state
    if not isinstance(action, Draw):
        raise IllegalAction("draw a character or skip", "draw_or_skip")
    return draw(state, task.seat)


def legal_cairo(state: State, task: Task) -> list:
    tokens = tokens_here(state)
    return [RemoveToken(t) for t in tokens] + [Skip()] if tokens else []


def do_cairo(state: State, task: Task, action) -> State:
    if isinstance(action, Skip):
        return state
    if not isinstance(action, RemoveToken):
        raise IllegalAction("remove a mercenary or intermediary token from Cairo, or skip", "cairo_remove_or_skip")
    return remove_token(state, action.token)


def legal_alexandria(state: State, task: Task) -> list:
    return [Resource(RES[r]) for r in resources.kinds_in(state.stock)]


def do_alexandria(state: State, task: Task, action) -> State:
    if not isinstance(action, Resource):
        raise IllegalAction("choose a resource from the stock", "choose_stock_res")
    r = resources.index(action.resource)
    if state.stock[r] <= 0:
        raise IllegalAction(f"the stock has no {action.resource} left", "stock_no_res")
    return resources.gain(state, task.seat, resources.one(r))


# --- Abu Simbel -------------------------------------------------------------------------------


def most_statues(state: State, seat: int) -> int:
    return min(state.resources[seat][data.WORKER] // data.WORKERS_PER_STATUE, state.stock[data.STATUE])


def legal_exchange(state: State, task: Task) -> list:
    return [Exchange(n) for n in range(most_statues(state, task.seat) + 1)]


def do_exchange(state: State, task: Task, action) -> State:
    if not isinstance(action, Exchange):
        raise IllegalAction("say how many statues you buy with workers (0 for none)", "statues_say")
    n, top = action.statues, most_statues(state, task.seat)
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= top:
        raise IllegalAction(f"you can buy 0 to {top} statues, not {n!r}", "statues_range", top=top)
    if n == 0:
        return state
    state = resources.pay(state, task.seat, resources.one(data.WORKER, n * data.WORKERS_PER_STATUE))
    return resources.gain(state, task.seat, resources.one(data.STATUE, n))
