"""The specials' effects when played (and a Philosopher's copy of them): each is a task whose seat
decides its target or choice. A task with no possible target does nothing.

Rulings (games page, "Seats, activation and playing cards"): the Bandit and the Guard may hit any
card in the city, own cards included, but not themselves; the Thief hits a Merchant (basic ones and
a Philosopher copying a Merchant included); the Philosopher copies type, values and effects of
another card, and the copy stays when the original goes.
"""

from __future__ import annotations

from msgspec.structs import replace

from ..core.errors import IllegalAction
from . import data, resources
from .cards import category_stock, discard_played, find, kind, set_at, update_played
from .state import Category, Copy, Discard, Raise, RemoveToken, Resource, State, Swap, Task

RES = data.RESOURCES

#: kind of card → the tasks its effect adds when played (or copied)
_EFFECTS = {
    data.DEITY: ("category",),
    data.BANDIT: ("bandit",),
    data.GUARD: ("guard",),
    data.THIEF: ("thief",),
    data.VIZIER: ("vizier",),
    data.POLITICIAN: ("politician", "draw"),
    data.STONECUTTER: ("stonecutter",),
    data.PHILOSOPHER: ("copy",),
}


def effect_tasks(card_kind: str, seat: int, card: int) -> "tuple[Task, ...]":
    return tuple(Task(k, seat, card) for k in _EFFECTS.get(card_kind, ()))


def _name(card: int) -> str:
    return data.CARDS[card].kind.replace("_", " ").title()


def _check_target(state: State, task: Task, card: int, legal: "list[int]", who: str) -> None:
    if card not in legal:
        if find(state.played, card) < 0:
            raise IllegalAction(f"card {card} is not face up in this city", "card_not_up")
        if card == task.card:
            raise IllegalAction(f"the {who} cannot target itself", "no_self_target")
        raise IllegalAction(f"the {who} cannot discard card {card} ({_name(card)})", "cannot_discard")


# --- Deity: category token -------------------------------------------------------------------


def legal_category(state: State, task: Task) -> list:
    stock = category_stock(state)
    return [Category(name) for c, name in enumerate(data.CATEGORIES) if stock[c] > 0]


def do_category(state: State, task: Task, action) -> State:
    if not isinstance(action, Category):
        raise IllegalAction("choose a category token for the Deity", "deity_choose")
    if action.category not in data.CATEGORIES:
        raise IllegalAction(f"there is no category {action.category!r}", "bad_action")
    c = data.CATEGORIES.index(action.category)
    if category_stock(state)[c] <= 0:
        raise IllegalAction(f"no {action.category} category token is left", "no_cat_token")
    return update_played(state, task.card, category=c)


# --- Bandit, Guard, Thief --------------------------------------------------------------------


def _others(state: State, task: Task) -> "list[int]":
    return [p.card for p in state.played if p.card != task.card]


def _merchants(state: State, task: Task) -> "list[int]":
    return [p.card for p in state.played if kind(p) == data.MERCHANT and p.card != task.card]


def tokens_here(state: State) -> "list[str]":
    out = []
    if state.mercenaries[state.city] >= 0:
        out.append("mercenary")
    if state.intermediaries[state.city] >= 0:
        out.append("intermediary")
    return out


def remove_token(state: State, token: str) -> State:
    """The active city's token of that kind goes back to its owner."""
    if token not in tokens_here(state):
        raise IllegalAction(f"there is no {token} token in this city", "no_token_here")
    field = "mercenaries" if token == "mercenary" else "intermediaries"
    return replace(state, **{field: set_at(getattr(state, field), state.city, -1)})


def legal_bandit(state: State, task: Task) -> list:
    return [Discard(c) for c in _others(state, task)]


def do_bandit(state: State, task: Task, action) -> State:
    if not isinstance(action, Discard):
        raise IllegalAction("choose a card in this city for the Bandit to discard", "bandit_choose")
    _check_target(state, task, action.card, _others(state, task), "Bandit")
    return discard_played(state, action.card)


def legal_thief(state: State, task: Task) -> list:
    return [Discard(c) for c in _merchants(state, task)]


def do_thief(state: State, task: Task, action) -> State:
    if not isinstance(action, Discard):
        raise IllegalAction("choose a Merchant in this city for the Thief to discard", "thief_choose")
    _check_target(state, task, action.card, _merchants(state, task), "Thief")
    return discard_played(state, action.card)


def legal_guard(state: State, task: Task) -> list:
    return [Discard(c) for c in _others(state, task)] + [RemoveToken(t) for t in tokens_here(state)]


def do_guard(state: State, task: Task, action) -> State:
    if isinstance(action, Discard):
        _check_target(state, task, action.card, _others(state, task), "Guard")
        return discard_played(state, action.card)
    if isinstance(action, RemoveToken):
        return remove_token(state, action.token)
    raise IllegalAction("the Guard discards a card in this city or removes a token from it", "guard_choose")


# --- Vizier, Politician ----------------------------------------------------------------------


def legal_vizier(state: State, task: Task) -> list:
    return [Resource(RES[r]) for r in resources.kinds_in(state.cities[state.city])]


def do_vizier(state: State, task: Task, action) -> State:
    if not isinstance(action, Resource):
        raise IllegalAction("choose a resource of this city for the Vizier", "vizier_choose")
    r = resources.index(action.resource)
    if state.cities[state.city][r] <= 0:
        raise IllegalAction(f"this city has no {action.resource}", "city_no_res")
    return resources.city_to_seat(state, state.city, task.seat, resources.one(r))


def legal_politician(state: State, task: Task) -> list:
    return [Resource(RES[r]) for r in resources.kinds_in(state.stock)]


def do_politician(state: State, task: Task, action) -> State:
    if not isinstance(action, Resource):
        raise IllegalAction("choose a resource from the stock to add to this city", "add_choose")
    r = resources.index(action.resource)
    if state.stock[r] <= 0:
        raise IllegalAction(f"the stock has no {action.resource} left", "stock_no_res")
    return resources.to_city(state, state.city, resources.one(r))


# --- Stonecutter -----------------------------------------------------------------------------


def _multisets(counts, size: int) -> "list[tuple[int, ...]]":
    kinds = resources.kinds_in(counts)
    if size == 1:
        return [(r,) for r in kinds]
    out = []
    for i, r in enumerate(kinds):
        if counts[r] >= 2:
            out.append((r, r))
        out.extend((r, s) for s in kinds[i + 1 :])
    return out


def swap_size(state: State, other: int) -> int:
    """How many resources a Stonecutter swaps between the active city and `other`: exactly 2,
    or 1 when either city holds just 1 (rulebook: «поменяйте 2 ресурса из города на 2 ресурса
    другого города (если в городе только 1 ресурс, поменяйте 1 ресурс)»); 0: no swap there."""
    here, there = sum(state.cities[state.city]), sum(state.cities[other])
    return min(data.STONECUTTER_SWAP, here, there)


def legal_stonecutter(state: State, task: Task) -> list:
    out: list = [Raise()]
    here = state.cities[state.city]
    for other in range(len(data.CITIES)):
        if other == state.city:
            continue
        size = swap_size(state, other)
        if size == 0:
            continue
        gives = _multisets(here, size)
        for take in _multisets(state.cities[other], size):
            for give in gives:
                if give != take:
                    out.append(Swap(other, tuple(RES[r] for r in give), tuple(RES[r] for r in take)))
    return out


def _counts(names) -> "tuple[int, ...]":
    out = [0] * len(RES)
    for name in names:
        out[resources.index(name)] += 1
    return tuple(out)


def do_stonecutter(state: State, task: Task, action) -> State:
    if isinstance(action, Raise):
        return update_played(state, task.card, raised=True)
    if not isinstance(action, Swap):
        raise IllegalAction("the Stonecutter raises this city's thresholds or swaps resources", "stonecutter_choose")
    other = action.city
    if isinstance(other, bool) or not isinstance(other, int) or not 0 <= other < len(data.CITIES):
        raise IllegalAction(f"there is no city {other!r}", "bad_action")
    if other == state.city:
        raise IllegalAction("swap with another city than the active one", "swap_other_city")
    if not isinstance(action.give, (tuple, list)) or not isinstance(action.take, (tuple, list)):
        raise IllegalAction("list the resources to give and to take", "bad_action")
    size = swap_size(state, other)
    if size == 0:
        raise IllegalAction(f"{data.CITIES[other]} or this city has no resource to swap", "swap_nothing")
    if len(action.give) != size or len(action.take) != size:
        raise IllegalAction(
            "the Stonecutter swaps exactly 2 resources for 2 (1 for 1 only when a city holds just 1)"
            if size == 2
            else "with a city holding just 1 resource, the Stonecutter swaps 1 for 1",
            "swap_size",
            size=size,
        )
    give, take = _counts(action.give), _counts(action.take)
    if give == take:
        raise IllegalAction("a swap of the same resources changes nothing", "swap_same")
    here, there = state.cities[state.city], state.cities[other]
    if any(g > h for g, h in zip(give, here)):
        raise IllegalAction("this city does not have the resources to give", "swap_cant_give")
    if any(t > h for t, h in zip(take, there)):
        raise IllegalAction(f"{data.CITIES[other]} does not have the resources to take", "swap_cant_take")
    cities = set_at(state.cities, state.city, resources.add(resources.sub(here, give), take))
    cities = set_at(cities, other, resources.add(resources.sub(there, take), give))
    return replace(state, cities=cities)


# --- Philosopher ------------------------------------------------------------------------------


def legal_copy(state: State, task: Task) -> list:
    return [Copy(c) for c in _others(state, task)]


def do_copy(state: State, task: Task, action) -> State:
    if not isinstance(action, Copy):
        raise IllegalAction("choose a card in this city for the Philosopher to copy", "philosopher_choose")
    if action.card not in _others(state, task):
        if action.card == task.card:
            raise IllegalAction("the Philosopher cannot copy itself", "philosopher_self")
        raise IllegalAction(f"card {action.card} is not face up in this city", "card_not_up")
    state = update_played(state, task.card, copy=action.card)
    copied = effect_tasks(data.CARDS[action.card].kind, task.seat, task.card)
    return replace(state, queue=copied + state.queue)
