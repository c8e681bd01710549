"""Pyramidion move events (engine/core/events.py).

Places: cities by name (`data.CITIES`: "giza" … "karnak"); "stock" for the general stock;
the face-up boat row by slot (0..4). Resources are {name: count} with only non-zero counts.

Hidden information: hands and the boats a seat has loaded are secret. Events that name cards
drawn, dealt or left in a hand (`CardsDrawn`, `CardsDealt`, `HandsDiscarded`) and the boat a
seat loads (`BoatLoaded`)
carry `visible_to=(seat,)`: for everyone else `redact` blanks the card ids and the boat, leaving
how many cards and which slot. Cards played, discarded, hired away or reclaimed are face up.

A move is one decision; the rules then run on by themselves (and make every decision that has a
single legal answer). `describe` follows them step by step — it runs the move again through the
same rule functions (one `apply`'s work, no replay) — so every automatic step gets its events:
`RoundStarted`, `BoatsRefilled`, `SupplyResolved`, `CardsDealt`, `TurnOrderSet`, the city's
resolution (`CityResolved`, one per part), `CityCleared`, `RoundEnded`, `HandsDiscarded`,
`BoatDiscarded`, shuffles (`PileShuffled`), `BoatsRevealed` and `GameOver`.
"""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

from ..core.events import COMMON, Event, GameOver
from . import data, flow
from .state import Copy, Discard, Draw, Exchange, Load, Pass, Play, Raise, RemoveToken, Resource, Skip, Swap, TurnOrder

STOCK = "stock"


def city_name(city: int) -> str:
    return data.CITIES[city] if 0 <= city < len(data.CITIES) else ""


def resources(counts) -> "dict[str, int]":
    return {name: n for name, n in zip(data.RESOURCES, counts) if n}


# --- the players' decisions ----------------------------------------------------------------


class CityActivated(Event, tag="city_activated"):
    """`seat` puts a sundial on `city`: its cards are played there now."""

    city: str


class CardPlayed(Event, tag="card_played"):
    """`seat` plays `card` from their hand face up into `city`."""

    card: int
    city: str


class Passed(Event, tag="passed"):
    """`seat` stops playing in `city` (for good). `reason` says why when the rules leave no
    other move, so the pass was made for them: "limit" (two players: the 5 cards a seat may play
    in one city are played), "empty_hand" (no card left); "" for a pass the seat chose."""

    city: str
    reason: str = ""


class Hired(Event, tag="hired"):
    """`seat` passes in `city` and hires: `card` leaves their hand face up for the discard pile
    (a `CardsDrawn` follows)."""

    card: int
    city: str


class CardsDrawn(Event, tag="cards_drawn"):
    """`seat` draws `count` characters into their hand (`reason`: "hire", "luxor",
    "politician"). Secret: `cards`."""

    SECRET = ("cards",)
    count: int
    reason: str
    cards: "tuple[int, ...]" = ()


class CategoryChosen(Event, tag="category_chosen"):
    """`seat`'s Deity `card` in `city` gets a category token of `category` (+6 there)."""

    card: int
    category: str
    city: str


class CardDiscarded(Event, tag="card_discarded"):
    """`seat`'s `by` card (Bandit, Guard, Thief, or its copy) discards `card` (of seat `owner`)
    from `city`."""

    card: int
    owner: int
    by: int
    city: str


class TokenRemoved(Event, tag="token_removed"):
    """`seat` sends the `token` ("mercenary" / "intermediary") of `city` back to its `owner`
    (the Guard's `by` card, or the Cairo ankh card)."""

    token: str
    owner: int
    city: str
    by: int = -1


class ResourceTaken(Event, tag="resource_taken"):
    """`seat` takes one `resource` from `source` (a city, or "stock"); `reason`: "intermediary"
    (phase 3), "vizier", "alexandria"."""

    resource: str
    source: str
    reason: str


class ResourceAdded(Event, tag="resource_added"):
    """`seat`'s Politician puts one `resource` from the stock into `city`."""

    resource: str
    city: str


class ThresholdsRaised(Event, tag="thresholds_raised"):
    """`seat`'s Stonecutter `card` raises the thresholds of `city` by 3 while it stays."""

    card: int
    city: str


class ResourcesSwapped(Event, tag="resources_swapped"):
    """`seat`'s Stonecutter moves `give` from `city` to `other` and `take` from `other` to `city`."""

    city: str
    other: str
    give: "dict[str, int]"
    take: "dict[str, int]"


class CardCopied(Event, tag="card_copied"):
    """`seat`'s Philosopher `card` becomes a copy of `copied`."""

    card: int
    copied: int
    city: str


class TurnOrderTaken(Event, tag="turn_order_taken"):
    """`seat` takes turn-order token `token` (1 = first) in Giza."""

    token: int


class Reclaimed(Event, tag="reclaimed"):
    """`seat`'s High Priest takes `card` back from `city` into their hand."""

    card: int
    city: str


class StatuesBought(Event, tag="statues_bought"):
    """Abu Simbel: `seat` gives `workers` workers for `statues` statues."""

    statues: int
    workers: int


class BoatLoaded(Event, tag="boat_loaded"):
    """`seat` loads a boat from face-up `slot` (-1: the Karnak boat), paying `paid` from their
    resources, `statues` standing in for those resources and one unit from each city of
    `mercenaries` (their mercenary tokens). Secret: `boat` (the boat's id), `points`."""

    SECRET = ("boat", "points")
    slot: int
    karnak: bool = False
    paid: "dict[str, int]" = {}
    statues: "tuple[str, ...]" = ()
    mercenaries: "tuple[str, ...]" = ()
    boat: int = -1
    points: int = 0


class Skipped(Event, tag="skipped"):
    """`seat` declines an optional effect: `what` is "giza", "luxor", "cairo", "exchange" or
    "load" (loads no boat this turn)."""

    what: str


# --- what the rules do by themselves -------------------------------------------------------


class RoundStarted(Event, tag="round_started"):
    """Round `round` begins; `order` is the turn order, first seat first."""

    round: int
    order: "tuple[int, ...]"


class BoatsRefilled(Event, tag="boats_refilled"):
    """Phase 1: `added` boats go face up; `row` is the boat row now (slot = index)."""

    added: "tuple[int, ...]"
    row: "tuple[int, ...]"


class CityGain(msgspec.Struct, frozen=True, kw_only=True):
    """Part of a supply card: `city` receives `resources` from the stock."""

    city: str
    resources: "dict[str, int]"


class SupplyResolved(Event, tag="supply_resolved"):
    """Phase 2: supply card `card` sends resources to the cities (`gains`); `next` is the new
    face-up supply card."""

    card: int
    gains: "tuple[CityGain, ...]"
    next: int


class CardsDealt(Event, tag="cards_dealt"):
    """Phase 4: `seat` takes back their basic cards and is dealt `count` deck characters (one
    more when they hold Thebes' mercenary token: `thebes`). Secret: `cards`."""

    SECRET = ("cards",)
    count: int
    thebes: bool = False
    cards: "tuple[int, ...]" = ()


class KarnakBoat(Event, tag="karnak_boat"):
    """Activating Karnak, `seat` turns up `boat`, which only they may load this round."""

    boat: int


class CityResolved(Event, tag="city_resolved"):
    """One part of `city`'s resolution: `category` "revolt", "influence", "agreements" or "trade";
    `totals` per seat (revolt: influence, -1 without a card there); `needed` the threshold (revolt:
    its strength, from the revealed `tokens`); `winner` (-1: nobody) and `result` ("won", "kept",
    "no_token", "tie", "below", "none"); `gained` the winner's resources; `token` placed
    ("mercenary" / "intermediary", influence and agreements) replacing `replaced`'s; `discarded`
    the seats whose cards the revolt threw out."""

    city: str
    category: str
    totals: "tuple[int, ...]"
    needed: int
    winner: int = -1
    result: str = "none"
    gained: "dict[str, int]" = {}
    token: str = ""
    replaced: int = -1
    discarded: "tuple[int, ...]" = ()
    tokens: "tuple[int, ...]" = ()
    cards: "tuple[int, ...]" = ()


class CityCleared(Event, tag="city_cleared"):
    """The cards left in `city` after its resolution go to the discard pile."""

    city: str
    cards: "tuple[int, ...]"


class TurnOrderSet(Event, tag="turn_order_set"):
    """Phase 6: the new turn order, first seat first."""

    order: "tuple[int, ...]"


class RoundEnded(Event, tag="round_ended"):
    """Phase 8 of `round`: `bonus` is the seat with the most mercenary tokens (+1 VP for this check
    only; -1: nobody)."""

    round: int
    bonus: int = -1


class HandsDiscarded(Event, tag="hands_discarded"):
    """End of a round: the `count` deck cards left in `seat`'s hand go face down under the deck
    (shuffled into the new round's deck before anyone sees them); basic cards stay with their
    owner until phase 4. Secret: `cards`."""

    SECRET = ("cards",)
    count: int
    cards: "tuple[int, ...]" = ()


class BoatDiscarded(Event, tag="boat_discarded"):
    """The Karnak `boat`, not loaded this round, is discarded."""

    boat: int


class PileShuffled(Event, tag="pile_shuffled"):
    """A face-down pile is shuffled: `pile` "deck" (characters), "revolt", "supply", "boats";
    `size` cards or tokens in it after the shuffle."""

    pile: str
    size: int


class BoatsRevealed(Event, tag="boats_revealed"):
    """The game is over: `seat`'s loaded `boats` are shown, worth `points`."""

    boats: "tuple[int, ...]"
    points: int


EVENTS = COMMON + (
    CityActivated,
    CardPlayed,
    Passed,
    Hired,
    CardsDrawn,
    CategoryChosen,
    CardDiscarded,
    TokenRemoved,
    ResourceTaken,
    ResourceAdded,
    ThresholdsRaised,
    ResourcesSwapped,
    CardCopied,
    TurnOrderTaken,
    Reclaimed,
    StatuesBought,
    BoatLoaded,
    Skipped,
    RoundStarted,
    BoatsRefilled,
    SupplyResolved,
    CardsDealt,
    KarnakBoat,
    CityResolved,
    CityCleared,
    TurnOrderSet,
    RoundEnded,
    HandsDiscarded,
    BoatDiscarded,
    PileShuffled,
    BoatsRevealed,
)


# --- following the rules step by step ------------------------------------------------------


def steps(state, action):
    """([(task or stage, action or None, before, after), ...], end): the decision and each step
    the rules then take by themselves — the same calls as flow.perform and flow.advance, one at
    a time — and the state they end in (a task with nothing to decide is dropped unlisted)."""
    task = state.queue[0]
    nxt = flow.DECISIONS[task.kind][1](replace(state, queue=state.queue[1:]), task, action)
    out = [(task, action, state, nxt)]
    state = nxt
    while True:
        if state.queue:
            task = state.queue[0]
            rest = replace(state, queue=state.queue[1:])
            auto = flow.AUTO.get(task.kind)
            if auto is not None:
                nxt = auto(rest, task)
                out.append((task, None, state, nxt))
            else:
                options = flow.legal(state)
                if len(options) > 1:
                    return out, state
                nxt = flow.DECISIONS[task.kind][1](rest, task, options[0]) if options else rest
                if options:
                    out.append((task, options[0], state, nxt))
            state = nxt
            continue
        if state.stage == "over":
            return out, state
        stage = state.stage
        nxt = flow._STAGES[stage](state)
        out.append((stage, None, state, nxt))
        state = nxt


def describe(rules, before, action, after) -> list:
    out: list = []
    trace, _end = steps(before, action)
    for what, act, b, a in trace:
        if isinstance(what, str):
            out.extend(_stage(rules, what, b, a))
        elif act is None:
            out.extend(_auto(what, b, a))
        else:
            out.extend(_decision(what, act, b, a))
    return out


def describe_start(rules, state) -> list:
    """Round 1's automatic phases ran in new_game: what they laid out and dealt."""
    from ..core.events import GameStarted

    out: list = [
        GameStarted(seat=state.order[0]),
        RoundStarted(round=state.round, order=state.order),
        BoatsRefilled(added=state.boat_row, row=state.boat_row),
    ]
    if state.supply_discard:
        gains = tuple(CityGain(city=city_name(c), resources=resources(r)) for c, r in enumerate(state.cities) if any(r))
        out.append(SupplyResolved(card=state.supply_discard[-1], gains=gains, next=state.supply))
    for seat in state.order:
        cards = tuple(c for c in state.hands[seat] if c not in data.BASIC_IDS)
        out.append(CardsDealt(seat=seat, visible_to=(seat,), count=len(cards), cards=cards))
    return out


def _new_cards(b, a, seat: int, gone: int = -1) -> "tuple[int, ...]":
    """Cards in `seat`'s hand after that were not there before (`gone` left it meanwhile, and
    may come back: a hired card reshuffled into the deck and drawn again)."""
    had = set(b.hands[seat]) - {gone}
    return tuple(c for c in a.hands[seat] if c not in had)


def _drawn(b, a, seat: int, reason: str, gone: int = -1) -> list:
    cards = _new_cards(b, a, seat, gone)
    out: list = []
    if len(a.deck) + len(cards) > len(b.deck):
        out.append(PileShuffled(pile="deck", size=len(a.deck) + len(cards)))
    out.append(CardsDrawn(seat=seat, visible_to=(seat,), count=len(cards), reason=reason, cards=cards))
    return out


def _owner(state, card: int) -> int:
    for p in state.played:
        if p.card == card:
            return p.seat
    return -1


def _token_owner(state, token: str) -> int:
    field = state.mercenaries if token == "mercenary" else state.intermediaries
    return field[state.city]


def _counts(names) -> "dict[str, int]":
    out: "dict[str, int]" = {}
    for name in names:
        out[name] = out.get(name, 0) + 1
    return out


def _decision(task, act, b, a) -> list:
    seat, kind, here = task.seat, task.kind, city_name(b.city)
    if kind == "activate":
        out: list = [CityActivated(seat=seat, city=city_name(act.city))]
        if a.karnak_boat >= 0 and b.karnak_boat != a.karnak_boat:
            if len(a.boat_deck) > len(b.boat_deck):
                out.append(PileShuffled(pile="boats", size=len(a.boat_deck) + 1))
            out.append(KarnakBoat(seat=seat, boat=a.karnak_boat))
        return out
    if isinstance(act, Play):
        return [CardPlayed(seat=seat, card=act.card, city=here)]
    if isinstance(act, Pass):
        if act.discard is None:
            return [Passed(seat=seat, city=here, reason=flow.pass_reason(b, seat))]
        return [Hired(seat=seat, card=act.discard, city=here)] + _drawn(b, a, seat, "hire", act.discard)
    if kind == "category":
        return [CategoryChosen(seat=seat, card=task.card, category=act.category, city=here)]
    if isinstance(act, Discard):
        return [CardDiscarded(seat=seat, card=act.card, owner=_owner(b, act.card), by=task.card, city=here)]
    if isinstance(act, RemoveToken):
        return [TokenRemoved(seat=seat, token=act.token, owner=_token_owner(b, act.token), city=here, by=task.card)]
    if isinstance(act, Resource):
        if kind == "politician":
            return [ResourceAdded(seat=seat, resource=act.resource, city=here)]
        source = {"collect": city_name(task.city), "vizier": here}.get(kind, STOCK)
        reason = {"collect": "intermediary"}.get(kind, kind)
        return [ResourceTaken(seat=seat, resource=act.resource, source=source, reason=reason)]
    if isinstance(act, Raise):
        return [ThresholdsRaised(seat=seat, card=task.card, city=here)]
    if isinstance(act, Swap):
        return [
            ResourcesSwapped(
                seat=seat, city=here, other=city_name(act.city), give=_counts(act.give), take=_counts(act.take)
            )
        ]
    if isinstance(act, Copy):
        return [CardCopied(seat=seat, card=task.card, copied=act.card, city=here)]
    if isinstance(act, TurnOrder):
        return [TurnOrderTaken(seat=seat, token=act.token)]
    if isinstance(act, Draw):
        return _drawn(b, a, seat, "luxor")
    if isinstance(act, Exchange):
        if not act.statues:
            return [Skipped(seat=seat, what="exchange")]
        return [StatuesBought(seat=seat, statues=act.statues, workers=act.statues * data.WORKERS_PER_STATUE)]
    if isinstance(act, Load):
        karnak = act.boat not in b.boat_row
        paid = resources(x - y for x, y in zip(b.resources[seat], a.resources[seat]))
        return [
            BoatLoaded(
                seat=seat,
                visible_to=(seat,),
                slot=-1 if karnak else b.boat_row.index(act.boat),
                karnak=karnak,
                paid=paid,
                statues=tuple(act.statues),
                mercenaries=tuple(city_name(c) for c in act.mercenaries),
                boat=act.boat,
                points=data.boat(act.boat, a.rules)[0],
            )
        ]
    if isinstance(act, Skip):
        return [Skipped(seat=seat, what=kind)]
    if kind == "reclaim":
        return [Reclaimed(seat=seat, card=act.card, city=here)]
    raise AssertionError(f"no event for {kind} {act!r}")


def _auto(task, b, a) -> list:
    if task.kind == "draw":
        return _drawn(b, a, task.seat, "politician")
    if task.kind == "close":
        return [CityCleared(city=city_name(b.city), cards=tuple(p.card for p in b.played))]
    raise AssertionError(f"no event for the task {task.kind}")


def _resolved(b, a) -> list:
    out: list = []
    for r in a.resolutions[len(b.resolutions) :]:
        token = {"influence": "mercenary", "agreements": "intermediary"}.get(r.category, "")
        tokens = ()
        if r.category == "revolt":
            tokens = a.revolt.tokens if a.revolt is not None else ()
        out.append(
            CityResolved(
                city=city_name(r.city),
                category=r.category,
                totals=r.totals,
                needed=r.needed,
                winner=r.winner,
                result=r.result,
                gained=resources(r.gained),
                token=token if r.result == "won" else "",
                replaced=r.replaced,
                discarded=r.discarded,
                tokens=tokens,
                cards=r.cards,
            )
        )
        if r.category == "revolt":
            out.append(PileShuffled(pile="revolt", size=len(a.revolt_bag)))
    return out


def _stage(rules, stage: str, b, a) -> list:
    if stage == "round":
        out: list = [RoundStarted(round=a.round, order=a.order)]
        added = a.boat_row[len(b.boat_row) :]
        if len(a.boat_deck) + len(added) > len(b.boat_deck):
            out.append(PileShuffled(pile="boats", size=len(a.boat_deck) + len(added)))
        out.append(BoatsRefilled(added=added, row=a.boat_row))
        gains = tuple(
            CityGain(city=city_name(c), resources=resources(x - y for x, y in zip(n, o)))
            for c, (o, n) in enumerate(zip(b.cities, a.cities))
            if n != o
        )
        if len(a.supply_deck) + 1 > len(b.supply_deck):
            out.append(PileShuffled(pile="supply", size=len(a.supply_deck) + 1))
        out.append(SupplyResolved(card=b.supply, gains=gains, next=a.supply))
        return out
    if stage == "deal":
        out = []
        if b.round > 1:
            out.append(
                PileShuffled(pile="deck", size=len(b.deck) + sum(1 for c in b.discard if c not in data.BASIC_IDS))
            )
        holder = b.mercenaries[data.THEBES]
        for seat in a.order:
            cards = tuple(c for c in a.hands[seat] if c not in data.BASIC_IDS)
            out.append(CardsDealt(seat=seat, visible_to=(seat,), count=len(cards), thebes=seat == holder, cards=cards))
        return out
    if stage == "activate":
        return [TurnOrderSet(order=a.order)] if a.stage == "load" else []
    if stage == "city":
        return _resolved(b, a)
    if stage == "end":
        out = [RoundEnded(round=b.round, bonus=a.bonus)]
        if a.stage == "over":
            from .scoring import boat_points

            out.extend(BoatsRevealed(seat=s, boats=a.boats[s], points=boat_points(a, s)) for s in range(a.seats))
            out.append(GameOver(scores=tuple(rules.scores(a)), winners=tuple(rules.winners(a))))
            return out
        if b.karnak_boat >= 0:
            out.append(BoatDiscarded(boat=b.karnak_boat))
        left = [tuple(c for c in b.hands[s] if c not in data.BASIC_IDS) for s in range(b.seats)]
        out.extend(
            HandsDiscarded(seat=s, visible_to=(s,), count=len(left[s]), cards=left[s])
            for s in range(b.seats)
            if left[s]
        )
        return out
    return []  # "load": the next loader is asked; nothing happened yet
