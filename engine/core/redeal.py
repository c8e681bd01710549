"""Re-dealing what one seat has not seen: how an unfinished game with hidden piles is shared.

A record holds the whole truth of a game: the deal, and (through its seed) the order of every
later shuffle. A link to an unfinished game must tell no more than the sharing seat knows, yet
replay to the very position that seat sees. `redeal` builds such a record:

1. It replays the game with a tracing generator, so every shuffle's result is known, together
   with the hidden piles of the explicit setup (the setup counts as the first "shuffle" of each).
2. For each of those orders, the items the seat has seen while that order was in force (the
   game's `seen` says which items a view shows) keep their places if the seat saw them as they
   were drawn. An item another seat drew in secret and showed later moves to a random place that
   seat drew before showing it, so the link does not tell when it came (for piles the game's
   dealer can follow, `remaining` and `holder`). All the others are shuffled anew among the
   remaining places.
   The last try keeps every seen item in its place, the plainest re-deal.
3. The new setup and the new orders (the record's "shuffles", played back by the generator) go
   into a record with a fresh key of generator 2 (engine/core/rng.py) for the shuffles still to
   come.
4. The result is checked: at every move the seat's view, and what the move's events tell the
   seat (its log), must be the same as in the original.
   A game whose rules make that impossible for one re-deal gets a few more tries, then refusal.

Each game with hidden piles supplies a `Dealer` (its explicit setup, the setup's piles, what a
view shows, and optionally how to follow a pile drawn in secret) in its engine/<game>/hidden.py;
see engine/pantikapaion/hidden.py and engine/pyramidion/hidden.py.
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
    #: optional, for piles the seats draw from in secret: the items still in a pile of a (full)
    #: state (None for a pile not followed), and the seat holding an item of that pile or -1
    remaining: "Callable[[Any, str], Any] | None" = None
    holder: "Callable[[Any, str, Any], int] | None" = None
    #: optional: what the move's events (as the seat may know them) showed the seat that no
    #: view shows, in `seen`'s form (a card drawn and gone again within the move, say), given
    #: how many orders each pile had had before the move (so the k-th order can be named)
    told: "Callable[[list, dict[str, int]], dict] | None" = None


def redeal(record: records.Record, seat: int, seed: "int | bytes", dealer: Dealer, tries: int = 4) -> records.Record:
    """A record that replays to what `seat` has seen at every move of `record`, in which nothing
    else of the hidden piles is as it was. Raises RedealFailed if no try gives that."""
    rules, start, walk = records.steps(record, trace=True)
    states, actions = [start], [None]
    for _before, action, after in walk:
        states.append(after)
        actions.append(action)
    views = [rules.view(state, seat) for state in states]
    told = [()] + [rules.describe_for(seat, states[t - 1], actions[t], states[t]) for t in range(1, len(states))]
    setup = dealer.explicit_setup(rules, record)
    entries = _orders(states, dealer.setup_piles(setup))
    shown = [
        _merged(
            dealer.seen(view, views[t - 1] if t else None, actions[t]),
            dealer.told(told[t], _orders_before(entries, t)) if dealer.told is not None and t else {},
        )
        for t, view in enumerate(views)
    ]
    first_seen = _seen_at(entries, shown, len(states))
    draws = _draws(entries, states, dealer)
    wanted = [msgspec.json.encode(view) for view in views]
    wanted_told = [msgspec.json.encode(events) for events in told]
    setup_names = list(dealer.setup_piles(setup))

    keys = Rng.from_seed(seed)
    for attempt in range(tries):
        key, keys = _fresh_key(keys)
        rng = Rng.from_seed(key)
        plain = attempt == tries - 1 and tries > 1  # the last try moves no seen item
        orders = []
        for (_pile, order, _at, _open), seen_at, drawn in zip(entries, first_seen, draws):
            new, rng = _dealt_anew(order, seen_at, {} if plain else drawn, seat, rng)
            orders.append(new)
        n = len(setup_names)
        public = msgspec.structs.replace(
            record,
            generator=2,
            seed=key.hex(),
            setup=dealer.with_piles(setup, dict(zip(setup_names, orders[:n]))),
            shuffles=orders[n:] or None,
        )
        if _same_views(public, seat, wanted, wanted_told):
            return public
    raise RedealFailed(f"{record.game}: no re-deal gives back the same position")


def _orders_before(entries, t: int) -> "dict[str, int]":
    """How many orders each pile had had before move t (the setup's included)."""
    counts: "dict[str, int]" = {}
    for pile, _order, at, _open in entries:
        if at < t:
            counts[pile] = counts.get(pile, 0) + 1
    return counts


def _merged(a: dict, b: dict) -> dict:
    """Two of `seen`'s answers as one (the items of a key joined)."""
    out = {key: set(items) for key, items in a.items()}
    for key, items in b.items():
        out.setdefault(key, set()).update(items)
    return out


def _fresh_key(rng: Rng) -> "tuple[bytes, Rng]":
    """A 128-bit key of generator 2 drawn from `rng` (the link's seed: from the page, 128 bits of
    the browser's cryptographic source), for one try's re-deal and the shuffles after it."""
    low, rng = rng.next64()
    high, rng = rng.next64()
    return low.to_bytes(8, "little") + high.to_bytes(8, "little"), rng


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


def _seen_at(entries, seen: "list[dict]", count: int) -> "list[dict[int, float]]":
    """For each order, the places whose items the seat has seen while that order was in force,
    with the first moment it saw them (a state index; x - 0.5 for "during the move to state x";
    -1 for an item named for that order or in plain sight when the pile was shuffled again).

    An item's time under an order runs from the order's first state up to the next order of its
    pile holding it."""
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
        later = [(e_at, set(e_order), e_open) for e_pile, e_order, e_at, e_open in entries[k + 1 :] if e_pile == pile]
        named = direct.get((pile, nth), set())
        first: "dict[int, float]" = {}
        for i, item in enumerate(order):
            end, shown = next(((e_at, e_open) for e_at, items, e_open in later if item in items), (count, False))
            if item in named or shown:
                first[i] = -1.0
                continue
            seen_at = times.get((pile, item), ())
            j = bisect_left(seen_at, at)
            if j < len(seen_at) and seen_at[j] < end:
                first[i] = seen_at[j]
        out.append(first)
    return out


def _draws(entries, states, dealer: Dealer) -> "list[dict[int, tuple[int, int]]]":
    """For each order of a pile the dealer can follow (`remaining`, `holder`), each drawn place:
    (index of the first state without it in the pile, the seat holding its item then or -1).
    Items are drawn from the front, so a place is drawn once the pile is short enough."""
    out = []
    for k, (pile, order, at, _open) in enumerate(entries):
        draws: "dict[int, tuple[int, int]]" = {}
        if dealer.remaining is not None and dealer.remaining(states[at], pile) is not None:
            end = next((e_at for e_pile, _o, e_at, _x in entries[k + 1 :] if e_pile == pile), len(states))
            place = 0
            for t in range(at, max(end, at + 1)):
                left = len(dealer.remaining(states[t], pile))
                while place < len(order) - left:
                    draws[place] = (t, dealer.holder(states[t], pile, order[place]))
                    place += 1
        out.append(draws)
    return out


def _dealt_anew(
    order: list, first_seen: "dict[int, float]", draws: "dict[int, tuple[int, int]]", seat: int, rng: Rng
) -> "tuple[list, Rng]":
    """One order dealt anew. Items the seat saw when they were drawn keep their places. An item
    another seat drew in secret and showed later goes to a random place that seat drew before
    showing it (so the link does not tell which draw brought it); the items never seen fill the
    other places, at random."""
    # (moment shown, item, place), in an order that depends on what was seen, not on the places
    late = sorted(
        (first_seen[i], order[i], i)
        for i in first_seen
        if i in draws and draws[i][1] not in (-1, seat) and first_seen[i] > draws[i][0]
    )
    moved = {i for _t, _item, i in late}
    fixed = set(first_seen) - moved
    new: list = [None] * len(order)
    for i in fixed:
        new[i] = order[i]
    # In the order they were shown, each item's possible places include all those of the items
    # before it, so one is always free (its own place at the least).
    for shown_at, _item, i in late:
        holder = draws[i][1]
        free = [q for q, (t, s) in draws.items() if new[q] is None and s == holder and t < shown_at and q not in fixed]
        pick, rng = rng.below(len(free))
        new[free[pick]] = order[i]
    rest = [q for q in range(len(order)) if new[q] is None]
    # Sorted first, so the result depends on which items were unseen, not on their order.
    items, rng = rng.shuffled(sorted(order[i] for i in range(len(order)) if i not in moved and i not in fixed))
    for q, item in zip(rest, items):
        new[q] = item
    return new, rng


def _same_views(record: records.Record, seat: int, wanted: "list[bytes]", told: "list[bytes]") -> bool:
    """Whether `record` shows `seat` the same view after every move, and tells it the same of
    every move (its log), as the original did."""
    try:
        rules, start, walk = records.steps(record)
        if msgspec.json.encode(rules.view(start, seat)) != wanted[0]:
            return False
        for index, (before, action, after) in enumerate(walk, 1):
            if msgspec.json.encode(rules.view(after, seat)) != wanted[index]:
                return False
            if msgspec.json.encode(rules.describe_for(seat, before, action, after)) != told[index]:
                return False
    except records.RecordError:
        return False
    return True
