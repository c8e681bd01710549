"""Characters: hands, the deck and its discard pile, the cards face up in the active city, and
what they add up to (Overseers and the Stonecutter's raise included)."""

from __future__ import annotations

from msgspec.structs import replace

from . import data
from .state import Played, State

CARDS = data.CARDS
BASIC = frozenset(data.BASIC_IDS)


def set_at(items: tuple, index: int, value) -> tuple:
    return items[:index] + (value,) + items[index + 1 :]


# --- identity of a played card ---------------------------------------------------------------


def identity(p: Played) -> int:
    """The card a played card counts as: the copied card for a Philosopher that copies one."""
    return p.copy if p.copy >= 0 else p.card


def kind(p: Played) -> str:
    return CARDS[identity(p)].kind


def values(p: Played) -> "tuple[int, int, int]":
    """Printed (influence, agreements, trade) of a played card, a Deity's token included."""
    if kind(p) == data.DEITY:
        out = [0, 0, 0]
        if p.category >= 0:
            out[p.category] = data.DEITY_BONUS
        return out[0], out[1], out[2]
    card = CARDS[identity(p)]
    return card.influence, card.agreements, card.trade


def find(played: "tuple[Played, ...]", card: int) -> int:
    """Index of `card` among the played cards, -1 when it is not there."""
    for i, p in enumerate(played):
        if p.card == card:
            return i
    return -1


def overseer_cuts(played, seats: int) -> "list[int]":
    """Per seat, by how much the opponents' Overseers among `played` lower every number on that
    seat's cards (the screens say it beside the sums, so a Merchant 5 counted as 4 has its why)."""
    overseers = [0] * seats
    for p in played:
        if kind(p) == data.OVERSEER:
            overseers[p.seat] += 1
    every = sum(overseers)
    return [every - mine for mine in overseers]


#: by card id: whether it is an Overseer, and its printed numbers (None for a Deity, whose
#: number is its category token's): `totals` is asked at every decision of a search's play-outs
_IS_OVERSEER = tuple(c.kind == data.OVERSEER for c in CARDS)
_PRINTED = tuple(None if c.kind == data.DEITY else (c.influence, c.agreements, c.trade) for c in CARDS)


def totals(state: State) -> "list[list[int]]":
    """Per seat, (influence, agreements, trade) of their cards in the active city. Each Overseer
    lowers every number on its owner's opponents' cards by 1, not below 0 (as `values` and
    `overseer_cuts` count them, from tables)."""
    played = state.played
    out = [[0, 0, 0] for _ in range(state.seats)]
    if not played:
        return out
    overseers = [0] * state.seats
    for p in played:
        if _IS_OVERSEER[p.copy if p.copy >= 0 else p.card]:
            overseers[p.seat] += 1
    every = sum(overseers)
    for p in played:
        cut = every - overseers[p.seat]
        row = out[p.seat]
        printed = _PRINTED[p.copy if p.copy >= 0 else p.card]
        if printed is None:  # a Deity: its category token, if it has one
            if p.category >= 0:
                v = data.DEITY_BONUS
                row[p.category] += v - cut if v > cut else 0
            continue
        for c in range(3):
            v = printed[c]
            if v:
                row[c] += v - cut if v > cut else 0
    return out


def thresholds(state: State) -> "list[int]":
    """The active city's (influence, agreements, trade) thresholds, raised by Stonecutters."""
    if state.city < 0:
        return [0, 0, 0]
    raise_by = data.STONECUTTER_RAISE * sum(1 for p in state.played if p.raised)
    return [t + raise_by for t in data.THRESHOLDS[state.city]]


def category_stock(state: State) -> "list[int]":
    """Category tokens left, by category (the others are on Deities in the active city)."""
    out = [data.CATEGORY_TOKENS] * len(data.CATEGORIES)
    for p in state.played:
        if p.category >= 0:
            out[p.category] -= 1
    return out


# --- moving cards ----------------------------------------------------------------------------


def take_from_hand(state: State, seat: int, card: int) -> "tuple[tuple[int, ...], ...]":
    hand = list(state.hands[seat])
    hand.remove(card)
    return set_at(state.hands, seat, tuple(hand))


def add_to_hand(hands, seat: int, cards) -> "tuple[tuple[int, ...], ...]":
    return set_at(hands, seat, tuple(sorted(hands[seat] + tuple(cards))))


def can_draw(state: State) -> bool:
    return bool(state.deck) or any(c not in BASIC for c in state.discard)


def draw(state: State, seat: int, count: int = 1) -> State:
    """`seat` draws `count` characters. An empty deck is first rebuilt from the discarded deck
    cards, shuffled (discarded basic cards wait there for phase 4); with none, nothing is drawn."""
    deck, discard, rng = state.deck, state.discard, state.rng
    got = []
    for _ in range(count):
        if not deck:
            pile = tuple(sorted(c for c in discard if c not in BASIC))
            if not pile:
                break
            order, rng = rng.shuffled(pile, "deck", open=True)
            deck = tuple(order)
            discard = tuple(c for c in discard if c in BASIC)
        got.append(deck[0])
        deck = deck[1:]
    return replace(state, deck=deck, discard=discard, rng=rng, hands=add_to_hand(state.hands, seat, got))


def discard_played(state: State, card: int) -> State:
    """A card leaves the active city for the discard pile (its token and effects go with it)."""
    i = find(state.played, card)
    return replace(state, played=state.played[:i] + state.played[i + 1 :], discard=state.discard + (card,))


def update_played(state: State, card: int, **changes) -> State:
    i = find(state.played, card)
    return replace(state, played=set_at(state.played, i, replace(state.played[i], **changes)))
