"""The round's backbone and the task queue: whose decision it is, and what happens on its own.

A round: 1 boats refilled, 2 supply card, 3 intermediaries collect, 4 characters dealt, 5 cities
activated in turn order (2 each; with two players P1, P2, P1), 6 turn order from Giza, 7 boats
loaded, 8 end-of-round check. `state.stage` says where the backbone stands; `state.queue` holds
pending tasks, front first. `advance` runs everything that needs no decision; a decision with a
single legal answer (a forced move, such as passing with an empty hand) is made on its own too.

Rulings (games page, "Seats, activation and playing cards", "Two players"): in an activated city
each player, from the activator on and clockwise by seat, plays one card or passes; passing is
final for that city and may come with a hire (not with two players). With two players each must
play at least one card in each activated city if able, and at most 5 there.
Decisions where the sources are silent: the two-player limit counts cards played, even if later
discarded; in phase 4 the cards are dealt in turn order, 4 at a time, then Thebes' extra card;
a card's own effect is resolved before the city's effect (so a Philosopher in Giza counts as a
Mercenary once it copies one).
"""

from __future__ import annotations

from msgspec.structs import replace

from ..core.errors import IllegalAction
from . import boats, characters, cities, data, resolution, supply
from .cards import BASIC, can_draw, draw, kind, set_at, take_from_hand
from .scoring import game_ends, mercenary_leader, points, ranking
from .state import Activate, Pass, Play, Played, State, Task

TWO_PLAYER_CITY_LIMIT = 5
TWO_PLAYER_ACTIVATIONS = (0, 1, 0)  # positions on the Giza track: first, second, first


# --- phase 5: activating a city and playing cards --------------------------------------------


def activations_per_round(seats: int) -> int:
    return len(TWO_PLAYER_ACTIVATIONS) if seats == 2 else 2 * seats


def activator(state: State) -> int:
    k = len(state.activations)
    if state.seats == 2:
        return state.order[TWO_PLAYER_ACTIVATIONS[k]]
    return state.order[k % state.seats]


def legal_activate(state: State, task: Task) -> list:
    return [Activate(c) for c in range(len(data.CITIES)) if c not in state.activations]


def do_activate(state: State, task: Task, action) -> State:
    if not isinstance(action, Activate):
        raise IllegalAction("activate a city first", "activate_first")
    city = action.city
    if isinstance(city, bool) or not isinstance(city, int) or not 0 <= city < len(data.CITIES):
        raise IllegalAction(f"there is no city {city!r} (cities are 0 to {len(data.CITIES) - 1})", "bad_action")
    if city in state.activations:
        raise IllegalAction(f"{data.CITIES[city]} already has a sundial this round", "sundial_taken")
    seat = task.seat
    n = state.seats
    state = replace(
        state,
        city=city,
        activator=seat,
        activations=state.activations + (city,),
        played=(),
        passed=(False,) * n,
        plays=(0,) * n,
        last=-1,
        ankh_used=False,
        stage="city",
        queue=(Task("play", seat),) + state.queue,
    )
    if city == data.KARNAK:
        state = boats.karnak(state, seat)
    return state


def _must_play(state: State, seat: int) -> bool:
    return state.seats == 2 and state.plays[seat] == 0 and bool(state.hands[seat])


def _at_limit(state: State, seat: int) -> bool:
    return state.seats == 2 and state.plays[seat] >= TWO_PLAYER_CITY_LIMIT


def city_limit(seats: int) -> int:
    """How many cards each seat may play in one city with `seats` players (0: no limit), for the
    screens, which say it before a seat reaches it (not in the view: its hashes stay as they were)."""
    return TWO_PLAYER_CITY_LIMIT if seats == 2 else 0


def pass_reason(state: State, seat: int) -> str:
    """Why `seat` may only pass in the active city, for the log: "limit" (two players, 5 cards
    played there), "empty_hand" (no card left), "" (it may play: a pass is its own choice)."""
    if _at_limit(state, seat):
        return "limit"
    if not state.hands[seat]:
        return "empty_hand"
    return ""


def _can_hire(state: State, seat: int, card: int) -> bool:
    return state.seats > 2 and (can_draw(state) or card not in BASIC)


def legal_play(state: State, task: Task) -> list:
    seat = task.seat
    hand = state.hands[seat]
    out: list = [] if _at_limit(state, seat) else [Play(c) for c in hand]
    if not _must_play(state, seat):
        out.append(Pass())
    if state.seats > 2 and hand:
        drawable = can_draw(state)
        out.extend(Pass(c) for c in hand if drawable or c not in BASIC)
    return out


def do_play(state: State, task: Task, action) -> State:
    seat = task.seat
    if isinstance(action, Pass):
        return _pass(state, seat, action)
    if not isinstance(action, Play):
        raise IllegalAction("play a card into the active city or pass", "play_or_pass")
    card = action.card
    if card not in state.hands[seat]:
        raise IllegalAction(f"card {card!r} is not in your hand", "not_in_hand")
    if _at_limit(state, seat):
        raise IllegalAction(
            f"with two players at most {TWO_PLAYER_CITY_LIMIT} cards each go into one city",
            "city_limit",
            limit=TWO_PLAYER_CITY_LIMIT,
        )
    played = Played(card, seat)
    city_tasks, ankh_used = cities.city_tasks(state, seat, card)
    tasks = characters.effect_tasks(kind(played), seat, card) + tuple(city_tasks)
    return replace(
        state,
        hands=take_from_hand(state, seat, card),
        played=state.played + (played,),
        plays=set_at(state.plays, seat, state.plays[seat] + 1),
        last=seat,
        ankh_used=state.ankh_used or ankh_used,
        queue=tasks + state.queue,
    )


def _pass(state: State, seat: int, action: Pass) -> State:
    if _must_play(state, seat):
        raise IllegalAction("with two players you must play at least one card in each activated city", "must_play")
    if action.discard is not None:
        card = action.discard
        if state.seats == 2:
            raise IllegalAction("there is no hiring with two players", "no_hiring")
        if card not in state.hands[seat]:
            raise IllegalAction(f"card {card!r} is not in your hand", "not_in_hand")
        if not _can_hire(state, seat, card):
            raise IllegalAction("no character is left to draw", "no_character")
        state = replace(state, hands=take_from_hand(state, seat, card), discard=state.discard + (card,))
        state = draw(state, seat)
    return replace(state, passed=set_at(state.passed, seat, True), last=seat)


def _next_in_city(state: State) -> State:
    """The next seat clockwise that has not passed plays; when all have passed, the city resolves."""
    n = state.seats
    for i in range(1, n + 1):
        seat = (state.last + i) % n
        if not state.passed[seat]:
            return replace(state, queue=(Task("play", seat),))
    return replace(resolution.resolve(state), stage="activate")


# --- the other phases -------------------------------------------------------------------------


def _start_round(state: State) -> State:
    """Phases 1 to 3: boats refilled, supply card, intermediaries' collection queued."""
    state = boats.refill(state)
    state = supply.supply(state)
    return replace(state, stage="deal", queue=supply.collect_tasks(state))


def _deal(state: State) -> State:
    """Phase 4: basic cards back to their owners, the 40 deck cards shuffled (in round 1 the
    deck is the setup's), 4 to each seat in turn order, 1 more to Thebes' mercenary holder."""
    pile = state.deck + tuple(c for c in state.discard if c not in BASIC)
    rng = state.rng
    if state.round > 1:
        order, rng = rng.shuffled(sorted(pile), "deck")
        pile = tuple(order)
    hands = tuple(tuple(range(c * data.BASIC_PER_COLOUR, (c + 1) * data.BASIC_PER_COLOUR)) for c in state.colours)
    state = replace(state, deck=pile, discard=(), hands=hands, rng=rng)
    for seat in state.order:
        state = draw(state, seat, data.DEAL)
    holder = state.mercenaries[data.THEBES]
    if holder >= 0:
        state = draw(state, holder)
    return replace(state, stage="activate")


def _activate_or_reorder(state: State) -> State:
    if len(state.activations) < activations_per_round(state.seats):
        return replace(state, queue=(Task("activate", activator(state)),))
    return replace(state, order=new_order(state), stage="load", load_turn=0, load_passes=0)


def new_order(state: State) -> "tuple[int, ...]":
    """Phase 6: holders of turn-order tokens take those places, the others keep their relative
    order in the gaps. With two players and Giza not activated, the second player becomes first."""
    if state.seats == 2 and data.GIZA not in state.activations:
        return state.order[::-1]
    taken = state.order_tokens
    rest = iter(s for s in state.order if s not in taken)
    return tuple(s if s >= 0 else next(rest) for s in taken)


def _next_loader(state: State) -> State:
    if state.load_passes >= state.seats:
        return replace(state, stage="end")
    return replace(state, queue=(Task("load", state.order[state.load_turn]),))


def _end_round(state: State) -> State:
    """Phase 8: the check for the end of the game; else hands discarded, sundials and turn-order
    tokens cleared, the Karnak boat discarded, and a new round."""
    bonus = mercenary_leader(state)
    vp = points(state, bonus)
    hands = [len(h) for h in state.hands]
    if game_ends(state, vp):
        winner = ranking(state, vp, hands)[0]
        return replace(state, stage="over", bonus=bonus, winner=winner, final_hands=tuple(hands))
    state = boats.discard_karnak(state)
    # Hands are discarded face down (rulebook, phase 8; docs/rulings.md): their deck cards go
    # under the deck, to be shuffled with it in phase 4 (nothing is drawn before then), so no
    # view shows them; the basic cards stay with their owners, who get them back in phase 4.
    kept = tuple(c for h in state.hands for c in h if c not in BASIC)
    hands = tuple(tuple(c for c in h if c in BASIC) for h in state.hands)
    return replace(
        state,
        stage="round",
        round=state.round + 1,
        bonus=bonus,
        deck=state.deck + kept,
        hands=hands,
        activations=(),
        merc_used=(),
        order_tokens=(-1,) * state.seats,
    )


_STAGES = {
    "round": _start_round,
    "deal": _deal,
    "activate": _activate_or_reorder,
    "city": _next_in_city,
    "load": _next_loader,
    "end": _end_round,
}


# --- tasks ------------------------------------------------------------------------------------


def _draw_task(state: State, task: Task) -> State:
    return draw(state, task.seat)


def _close_task(state: State, task: Task) -> State:
    return resolution.close(state)


#: tasks that need no decision
AUTO = {"draw": _draw_task, "close": _close_task}

#: decisions: kind → (legal actions, effect of one action)
DECISIONS = {
    "collect": (supply.legal_collect, supply.do_collect),
    "activate": (legal_activate, do_activate),
    "play": (legal_play, do_play),
    "category": (characters.legal_category, characters.do_category),
    "bandit": (characters.legal_bandit, characters.do_bandit),
    "guard": (characters.legal_guard, characters.do_guard),
    "thief": (characters.legal_thief, characters.do_thief),
    "vizier": (characters.legal_vizier, characters.do_vizier),
    "politician": (characters.legal_politician, characters.do_politician),
    "stonecutter": (characters.legal_stonecutter, characters.do_stonecutter),
    "copy": (characters.legal_copy, characters.do_copy),
    "giza": (cities.legal_giza, cities.do_giza),
    "luxor": (cities.legal_luxor, cities.do_luxor),
    "cairo": (cities.legal_cairo, cities.do_cairo),
    "alexandria": (cities.legal_alexandria, cities.do_alexandria),
    "reclaim": (resolution.legal_reclaim, resolution.do_reclaim),
    "exchange": (cities.legal_exchange, cities.do_exchange),
    "load": (boats.legal_load, boats.do_load),
}


#: the last state whose legal actions were listed, and that list: `advance` lists them to find
#: forced moves, and the caller usually asks again for the same (immutable) state
_last_listed: list = [None, []]


def legal(state: State) -> list:
    if not state.queue:
        return []
    if _last_listed[0] is state:
        return list(_last_listed[1])
    task = state.queue[0]
    options = DECISIONS[task.kind][0](state, task)
    _last_listed[0], _last_listed[1] = state, options
    return list(options)


def perform(state: State, action) -> State:
    """The state after the pending decision is answered by `action` (validated), then advanced."""
    if not state.queue:
        raise IllegalAction("the game is over", "over")
    task = state.queue[0]
    rest = replace(state, queue=state.queue[1:])
    return advance(DECISIONS[task.kind][1](rest, task, action))


def advance(state: State) -> State:
    """Run everything that needs no decision, until a decision is pending or the game is over."""
    while True:
        if state.queue:
            task = state.queue[0]
            auto = AUTO.get(task.kind)
            if auto is not None:
                state = auto(replace(state, queue=state.queue[1:]), task)
                continue
            options = legal(state)
            if len(options) > 1:
                return state
            effect = DECISIONS[task.kind][1]
            rest = replace(state, queue=state.queue[1:])
            state = effect(rest, task, options[0]) if options else rest
            continue
        if state.stage == "over":
            return state
        state = _STAGES[state.stage](state)


def current_player(state: State) -> int:
    return state.queue[0].seat if state.queue else -1


def phase(state: State) -> int:
    """Phase of the round as players name it (0 once the game is over)."""
    if state.stage == "over":
        return 0
    if state.queue and state.queue[0].kind == "collect":
        return 3
    return {"round": 1, "deal": 4, "activate": 5, "city": 5, "load": 7, "end": 8}[state.stage]
