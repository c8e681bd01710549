"""Phase 7's boat picker as plain Python: which boats can be loaded, and for the chosen one which
mercenary tokens and statue stand-ins the player may set.

Nothing here decides a rule. Every choice comes from the engine's legal `Load` actions, and a
combination can be confirmed only when it is one of them; the arithmetic of what the player's own
resources pay is only there to show it. No page access, so it runs and is tested on CPython.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.pyramidion import data
from engine.pyramidion.state import Load

KINDS = len(data.RESOURCES)
NONE = (0,) * KINDS


class Pick(NamedTuple):
    """The boat being loaded and the current combination: mercenary cities and statue stand-ins
    counted by resource index."""

    boat: int
    mercs: "frozenset[int]" = frozenset()
    statues: "tuple[int, ...]" = NONE


def loads_of(legal, boat: int) -> "list[tuple[int, Load]]":
    """(legal index, action) of every legal way to load `boat`, in the engine's order."""
    return [(i, a) for i, a in enumerate(legal) if isinstance(a, Load) and a.boat == boat]


def loadable(legal) -> "dict[int, int]":
    """Each loadable boat → the legal index of its first (default) way to load it."""
    out = {}
    for i, a in enumerate(legal):
        if isinstance(a, Load) and a.boat not in out:
            out[a.boat] = i
    return out


def counts(names) -> "tuple[int, ...]":
    """Statue stand-ins named by resource → counts by resource index."""
    out = [0] * KINDS
    for name in names:
        out[data.RESOURCES.index(name)] += 1
    return tuple(out)


def pick_of(load: Load) -> Pick:
    return Pick(load.boat, frozenset(load.mercenaries), counts(load.statues))


def default(legal, boat: int) -> "Pick | None":
    """The engine's first legal way to load `boat` (None when it cannot be loaded)."""
    ways = loads_of(legal, boat)
    return pick_of(ways[0][1]) if ways else None


def match(legal, pick: Pick) -> "int | None":
    """The legal index of the action equal to the combination, or None when it is not legal."""
    for i, a in loads_of(legal, pick.boat):
        if pick_of(a) == pick:
            return i
    return None


def merc_choices(legal, boat: int) -> "list[int]":
    """Cities of the mercenary tokens some legal load of `boat` uses (the tokens worth a toggle)."""
    return sorted({c for _, a in loads_of(legal, boat) for c in a.mercenaries})


def statue_limits(legal, boat: int) -> "dict[int, int]":
    """Resource index → the most statues any legal load of `boat` puts in its place."""
    out = {}
    for _, a in loads_of(legal, boat):
        for r, n in enumerate(counts(a.statues)):
            if n:
                out[r] = max(out.get(r, 0), n)
    return out


def has_choice(legal, boat: int) -> bool:
    return len(loads_of(legal, boat)) > 1


def toggle_merc(legal, pick: Pick, city: int) -> Pick:
    """Use or drop one mercenary token; the statues move to the nearest legal combination with
    that set of tokens, so a token never leaves a statue standing in for a unit it now adds."""
    mercs = pick.mercs ^ {city}
    return _nearest(legal, pick._replace(mercs=mercs))


def step_statue(legal, pick: Pick, res: int, delta: int) -> Pick:
    """One statue more or fewer in place of resource `res`, within what any legal load uses."""
    top = statue_limits(legal, pick.boat).get(res, 0)
    n = min(top, max(0, pick.statues[res] + delta))
    return pick._replace(statues=pick.statues[:res] + (n,) + pick.statues[res + 1 :])


def _nearest(legal, pick: Pick) -> Pick:
    """`pick` if legal, else the legal combination with the same tokens and the closest statues."""
    if match(legal, pick) is not None:
        return pick
    same = [pick_of(a) for _, a in loads_of(legal, pick.boat) if frozenset(a.mercenaries) == pick.mercs]
    if not same:
        return pick
    return min(same, key=lambda p: sum(abs(a - b) for a, b in zip(p.statues, pick.statues)))


def merc_units(mercs, version: int = data.VERSION) -> "tuple[int, ...]":
    """What the tokens add, by resource index (each city's mercenary resource under the game's
    rules `version`)."""
    out = [0] * KINDS
    for c in mercs:
        out[data.mercenary_resource(c, version)] += 1
    return tuple(out)


def own_payment(pick: Pick, version: int = data.VERSION) -> "tuple[int, ...]":
    """What the player's own resources pay for the combination, statues included (for display),
    under the game's rules `version`."""
    cost = data.boat(pick.boat, version)[1]
    units = merc_units(pick.mercs, version)
    own = [max(0, c - u - s) for c, u, s in zip(cost, units, pick.statues)]
    own[data.STATUE] += sum(pick.statues)
    return tuple(own)


def short_of(pick: Pick, have, version: int = data.VERSION) -> "tuple[int, ...]":
    """By resource: how much the own payment exceeds what the player has (for display)."""
    return tuple(max(0, p - h) for p, h in zip(own_payment(pick, version), have))
