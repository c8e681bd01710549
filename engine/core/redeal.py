"""Re-dealing what one seat has not seen: how an unfinished game with hidden piles is shared.

A record holds the whole truth of a game: the deal, and (through its seed) the order of every
later shuffle. A link to an unfinished game must tell no more than the sharing seat knows, yet
replay to the very position that seat sees. `redeal` builds such a record:

1. It replays the game with a tracing generator, so every shuffle's result is known, together
   with the hidden piles of the explicit setup (the setup counts as the first "shuffle" of each).
2. For each of those orders, the items the seat has seen while that order was in force (the
   game's `seen` says which items a view shows) keep their places; all the others are shuffled
   anew among the remaining places.
3. The new setup and the new orders (the record's "shuffles", played back by the generator) go
   into a record with a fresh seed for the shuffles still to come.
4. The result is checked: at every move the seat's view must be the same as in the original.
   A game whose rules make that impossible for one re-deal gets a few more tries, then refusal.

Each game with hidden piles supplies a `Dealer` (its explicit setup, the setup's piles, and what a
view shows); see engine/pantikapaion/redeal.py and engine/pyramidion/redeal.py.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any, Callable

import msgspec

from . import records
from .rng import Rng

#: What a view shows of each pile, as a dict. The key `pile` maps to the items the view shows;
#: `(pile, DURING)` to items shown only during the move that led to this view (face up, then gone
#: again within the move: the game's history tells of them); `(pile, k)` to items known to come
#: from the k-th order of that pile (0: the setup's), for piles whose items are shown only after
#: the pile has been mixed again (a bag drawn from, then shuffled).
DURING = "during"


class RedealFailed(Exception):
    """No re-deal gives back the same position as the seat sees it."""


class Dealer(msgspec.Struct, frozen=True):
    """What the re-dealer needs to know of one game."""

    #: the record's deal as an explicit setup (JSON builtins), derived from the seed if need be
    explicit_setup: "Callable[[Any, records.Record], dict]"
    #: the setup's hidden piles: pile name → items in order
    setup_piles: "Callable[[dict], dict[str, list]]"
    #: the setup with those piles replaced
    with_piles: "Callable[[dict, dict[str, list]], dict]"
    #: the items of each pile a view shows, given the view, the one before it and the move
    #: between them (None, None at the start); see `DURING`
    seen: "Callable[[Any, Any, Any], dict]"


def redeal(record: records.Record, seat: int, seed: int, dealer: Dealer,
           tries: int = 4) -> records.Record:
    """A record that replays to what `seat` has seen at every move of `record`, in which nothing
    else of the hidden piles is as it was. Raises RedealFailed if no try gives that."""
    rules, start, walk = records.steps(record, trace=True)
    states, actions = [start], [None]
    for _before, action, after in walk:
        states.append(after)
        actions.append(action)
    views = [rules.view(state, seat) for state in states]
    setup = dealer.explicit_setup(rules, record)
    entries = _orders(states, dealer.setup_piles(setup))
    shown = [dealer.seen(view, views[t - 1] if t else None, actions[t]) for t, view in enumerate(views)]
    keep = _kept(entries, shown, len(states))
    wanted = [msgspec.json.encode(view) for view in views]
    setup_names = list(dealer.setup_piles(setup))

    value = seed
    for _ in range(tries):
        value, rng = Rng.from_seed(value).next64()
        orders = []
        for (_pile, order, _at, _open), kept in zip(entries, keep):
            free = [i for i in range(len(order)) if i not in kept]
            # Sorted first, so the result depends on which items were unseen, not on their order.
            items, rng = rng.shuffled(sorted(order[i] for i in free))
            new = list(order)
            for i, item in zip(free, items):
                new[i] = item
            orders.append(new)
        n = len(setup_names)
        public = msgspec.structs.replace(
            record, seed=value & 0xFFFFFFFF,
            setup=dealer.with_piles(setup, dict(zip(setup_names, orders[:n]))),
            shuffles=orders[n:] or None)
        if _same_views(public, seat, wanted):
            return public
    raise RedealFailed(f"{record.game}: no re-deal gives back the same position")


def _orders(states, setup_piles: "dict[str, list]") -> "list[tuple[str, list, int, bool]]":
    """Every order in force during the game, oldest first: (pile, items, index of the first state
    it holds in, whether its items were all in plain sight just before). The setup's come first;
    then each traced shuffle, at the state after its move."""
    entries = [(pile, list(order), 0, False) for pile, order in setup_piles.items()]
    done = 0
    for index, state in enumerate(states):
        trace = state.rng.trace or ()
        for pile, order, open_ in trace[done:]:
            entries.append((pile, list(order), index, open_))
        done = len(trace)
    return entries


def _kept(entries, seen: "list[dict]", count: int) -> "list[set[int]]":
    """For each order, the places whose items the seat has seen while that order was in force:
    for an item, from the order's first state up to the next order of its pile holding it; or
    the item was in plain sight when that next order was shuffled (a discard pile taken back,
    maybe within the same move)."""
    times: "dict[tuple[str, Any], list[float]]" = {}
    direct: "dict[tuple[str, int], set]" = {}
    for t, shown in enumerate(seen):
        for key, items in shown.items():
            when: float = t
            if isinstance(key, tuple):
                if key[1] != DURING:
                    direct.setdefault(key, set()).update(items)
                    continue
                key, when = key[0], t - 0.5  # before anything shuffled during that move
            for item in items:
                times.setdefault((key, item), []).append(when)
    for moments in times.values():
        moments.sort()
    out = []
    rank: "dict[str, int]" = {}
    for k, (pile, order, at, _open) in enumerate(entries):
        nth = rank.get(pile, 0)
        rank[pile] = nth + 1
        later = [(e_at, set(e_order), e_open) for e_pile, e_order, e_at, e_open in entries[k + 1:]
                 if e_pile == pile]
        named = direct.get((pile, nth), set())
        kept = set()
        for i, item in enumerate(order):
            if item in named:
                kept.add(i)
                continue
            end, shown = next(((e_at, e_open) for e_at, items, e_open in later if item in items),
                              (count, False))
            if shown:
                kept.add(i)
                continue
            seen_at = times.get((pile, item), ())
            j = bisect_left(seen_at, at)
            if j < len(seen_at) and seen_at[j] < end:
                kept.add(i)
        out.append(kept)
    return out


def _same_views(record: records.Record, seat: int, wanted: "list[bytes]") -> bool:
    try:
        rules, start, walk = records.steps(record)
        if msgspec.json.encode(rules.view(start, seat)) != wanted[0]:
            return False
        for index, (_before, _action, after) in enumerate(walk, 1):
            if msgspec.json.encode(rules.view(after, seat)) != wanted[index]:
                return False
    except records.RecordError:
        return False
    return True
