"""Where each of the engine's legal actions is clicked on the drawn board.

A pure function of the view and the legal actions: a city to activate, a card in the hand to play,
a card in the active city to discard, copy or take back, a token there to send home, a resource to
take from a city or the stock, a turn-order or category token. Whatever has no place on the
drawing (pass, hire, skip, draw, raise, swap, exchange) stays a button in the action bar; boats
are opened in the loading picker (loading.py)."""

from __future__ import annotations

from typing import NamedTuple

from engine.pyramidion import data
from engine.pyramidion.state import (
    Activate,
    Category,
    Copy,
    Discard,
    Load,
    Play,
    Reclaim,
    RemoveToken,
    Resource,
    TurnOrder,
)

from .nile import Targets as MapTargets

#: decisions whose resource is taken from a city (the intermediary's in phase 3, the Vizier's
#: in the active city); the others (Alexandria, Politician) come from the stock
FROM_CITY = ("collect", "vizier")


class Targets(NamedTuple):
    map: MapTargets
    hand: "dict[int, int]"
    #: a card in the active city → index (Discard, Copy, Reclaim)
    city_cards: "dict[int, int]"
    stock: "dict[int, int]"
    #: turn-order token number (1 = first) → index
    order: "dict[int, int]"
    cats: "dict[str, int]"
    #: indices of every legal action drawn somewhere (boats included)
    drawn: "frozenset[int]"


def targets_of(view, legal, hint: "int | None" = None) -> Targets:
    cities, tokens, city_res, hand, cards, stock, order, cats = {}, {}, {}, {}, {}, {}, {}, {}
    drawn = set()
    in_city = {p.card for p in view.played}
    task_city = view.queue[0].city if view.queue and view.queue[0].city >= 0 else view.city
    for i, a in enumerate(legal):
        place = None
        if isinstance(a, Activate):
            place = cities.setdefault(a.city, i)
        elif isinstance(a, Play):
            place = hand.setdefault(a.card, i)
        elif isinstance(a, (Discard, Copy, Reclaim)) and a.card in in_city:
            place = cards.setdefault(a.card, i)
        elif isinstance(a, RemoveToken) and view.city >= 0 and _holder(view, a.token) >= 0:
            place = tokens.setdefault(a.token, i)
        elif isinstance(a, Resource):
            r = data.RESOURCES.index(a.resource)
            if view.step in FROM_CITY and task_city >= 0:
                place = city_res.setdefault((task_city, r), i)
            else:
                place = stock.setdefault(r, i)
        elif isinstance(a, TurnOrder):
            place = order.setdefault(a.token, i)
        elif isinstance(a, Category):
            place = cats.setdefault(a.category, i)
        elif isinstance(a, Load):
            place = i
        if place == i:
            drawn.add(i)
    return Targets(MapTargets(cities, tokens, city_res, hint), hand, cards, stock, order, cats, frozenset(drawn))


def _holder(view, token: str) -> int:
    """The seat whose mercenary or intermediary token stands in the active city (-1: none)."""
    owners = view.mercenaries if token == "mercenary" else view.intermediaries
    return owners[view.city]
