"""How the Pyramidion computer players judge moves and positions.

Victory points come only from boats, so a position is worth, per player, in victory points:
boats loaded, resources (a boat pays about a third of a point per resource; statues stand in for
any), mercenary and intermediary tokens (a unit for boats and a resource every round, and the
mercenary majority's point), the cards still in hand while cities remain to be played this round,
and in the active city what its resolution would give as the cards lie now (the tokens and the
city's resources to whoever leads a category past its threshold).
"""

from __future__ import annotations

from engine.core.rng import Rng
from engine.pyramidion import data
from engine.pyramidion.cards import thresholds, totals
from engine.pyramidion.flow import activations_per_round
from engine.pyramidion.scoring import boat_points, mercenary_leader
from engine.pyramidion.state import Copy, Discard, Draw, Exchange, Load, Pass, Play, Raise, RemoveToken, Skip, TurnOrder

from ..search import Model, margin_values, result_values

#: worth in victory points of a resource, a statue, a mercenary and an intermediary token in a
#: city, and of leading the mercenary majority
RESOURCE = 0.3
STATUE = 0.45
MERCENARY_TOKEN = 0.55
INTERMEDIARY_TOKEN = 0.4
LEADER = 0.5
#: worth of a card in hand per point of strength, while cities remain to be played this round
CARD = 0.05
#: worth of a card in hand however late (cards in hand break ties at the end)
CARD_FLOOR = 0.01
#: one victory point of difference against the spread of a game (for values in [0, 1])
SCALE = 2.5
#: a category's prize to its leader below the threshold, at most (times the share reached, squared)
UNDER = 0.6
#: rollout: chance of a random move instead of the heuristic one
EXPLORE = 0.15
#: tree: choices kept at a decision other than playing a card or loading a boat, and the most
#: choices judged there one by one
KEEP = 8
WIDE = 30

CARDS = data.CARDS
RES = data.RESOURCES


def strength(card: int) -> int:
    c = CARDS[card]
    if c.kind == data.DEITY:
        return data.DEITY_BONUS - 1
    if c.kind == data.PHILOSOPHER:
        return 4
    return c.influence + c.agreements + c.trade


def resources_worth(counts) -> float:
    return RESOURCE * (sum(counts) - counts[data.STATUE]) + STATUE * counts[data.STATUE]


def cities_left(state) -> int:
    """Cities still to be played this round (the active one included)."""
    if state.stage not in ("activate", "city", "deal", "round"):
        return 0
    left = activations_per_round(state.seats) - len(state.activations)
    return left + (1 if state.city >= 0 else 0)


def prospects(state) -> "list[float]":
    """Per seat, what the active city's resolution would give as the cards lie now: a category's
    prize to its single leader, in full past the threshold, in part below it (the leader may
    still get there)."""
    out = [0.0] * state.seats
    city = state.city
    if city < 0 or not state.played:
        return out
    tot = totals(state)
    limits = thresholds(state)
    for category, tokens, worth in (
        (data.INFLUENCE, state.mercenaries, MERCENARY_TOKEN),
        (data.AGREEMENTS, state.intermediaries, INTERMEDIARY_TOKEN),
    ):
        winner, share = _leader([t[category] for t in tot], limits[category])
        if winner >= 0 and tokens[city] != winner:
            out[winner] += worth * share
            if tokens[city] >= 0:
                out[tokens[city]] -= worth * share
    winner, share = _leader([t[data.TRADE] for t in tot], limits[data.TRADE])
    if winner >= 0:
        out[winner] += resources_worth(state.cities[city]) * share
    return out


def _leader(column, limit: int) -> "tuple[int, float]":
    """The single leader of a category (-1: none) and how sure its prize is: 1 at the
    threshold, less below it."""
    best = max(column)
    if best <= 0 or column.count(best) != 1:
        return -1, 0.0
    share = 1.0 if best >= limit else UNDER * (best / limit) ** 2
    return column.index(best), share


def seat_worth(state, seat: int, left: int, leader: int) -> float:
    value = float(boat_points(state, seat)) + resources_worth(state.resources[seat])
    value += MERCENARY_TOKEN * sum(1 for s in state.mercenaries if s == seat)
    value += INTERMEDIARY_TOKEN * sum(1 for s in state.intermediaries if s == seat)
    if leader == seat:
        value += LEADER
    hand = state.hands[seat]
    value += CARD_FLOOR * len(hand)
    if left:
        value += CARD * sum(strength(c) for c in hand)
    return value


def worths(state) -> "list[float]":
    left = cities_left(state)
    leader = mercenary_leader(state)
    out = [seat_worth(state, s, left, leader) for s in range(state.seats)]
    for s, p in enumerate(prospects(state)):
        out[s] += p
    return out


# --- quick choices for rollouts (and the order of tree candidates) ---------------------------


def _card_values(card: int) -> "tuple[int, int, int]":
    c = CARDS[card]
    return c.influence, c.agreements, c.trade


def _prizes(state, seat: int) -> "tuple[float, float, float]":
    """What leading each category of the active city is worth to `seat` (a token taken from
    an opponent counts twice: it gains one and the opponent loses one)."""
    city = state.city
    out = []
    for tokens, worth in ((state.mercenaries, MERCENARY_TOKEN), (state.intermediaries, INTERMEDIARY_TOKEN)):
        owner = tokens[city]
        out.append(0.0 if owner == seat else worth * (1 if owner < 0 else 2))
    out.append(resources_worth(state.cities[city]))
    return out[0], out[1], out[2]


_DEITY_OPTIONS = tuple(tuple(data.DEITY_BONUS if k == c else 0 for k in range(3)) for c in range(3))


def play_gain(card: int, mine, others, limits, prizes) -> float:
    """What playing `card` into the active city wins at once (categories it makes this seat
    lead past the threshold), less the card's worth in hand. Effects of specials are left
    out."""
    if CARDS[card].kind == data.DEITY:
        options = _DEITY_OPTIONS
    else:
        options = (_card_values(card),)
    best = 0.0
    for values in options:
        gain = 0.0
        for c in range(3):
            v = values[c]
            if not v:
                continue
            before = mine[c] > others[c] and mine[c] >= limits[c]
            after = mine[c] + v > others[c] and mine[c] + v >= limits[c]
            if after and not before:
                gain += prizes[c]
        if gain > best:
            best = gain
    return best - CARD * strength(card)


def play_order(state, seat: int, actions) -> "list[tuple[float, object]]":
    tot = totals(state)
    limits = thresholds(state)
    mine = tot[seat]
    others = [max([t[c] for s, t in enumerate(tot) if s != seat] or [0]) for c in range(3)]
    prizes = _prizes(state, seat)
    out = []
    for a in actions:
        if isinstance(a, Play):
            out.append((play_gain(a.card, mine, others, limits, prizes), a))
        elif isinstance(a, Pass):
            out.append((0.0 if a.discard is None else -0.05, a))
    return out


def category_gain(state, seat: int, name: str) -> float:
    """A Deity's category token: the prize it wins at once, else how near it comes to the
    lead (a token that just takes the lead is best, one far behind or far ahead wasted)."""
    tot = totals(state)
    limits = thresholds(state)
    c = data.CATEGORIES.index(name)
    mine = tot[seat][c]
    other = max([t[c] for s, t in enumerate(tot) if s != seat] or [0])
    after = mine + data.DEITY_BONUS
    if after > other and after >= limits[c] and not (mine > other and mine >= limits[c]):
        return _prizes(state, seat)[c]
    return -0.01 * abs(other + 1 - after)


def load_key(action) -> tuple:
    if not isinstance(action, Load):
        return (-1, 0, 0)
    vp = data.boat(action.boat)[0]  # a boat's VP are the same under every rules version
    return (vp, -len(action.statues), len(action.mercenaries))


def best_loads(actions) -> list:
    """The cheapest payment of each boat (fewest statues, most mercenary units), best boats
    first, then Skip."""
    best: dict = {}
    for a in actions:
        if isinstance(a, Load):
            kept = best.get(a.boat)
            if kept is None or load_key(a) > load_key(kept):
                best[a.boat] = a
    out = sorted(best.values(), key=lambda a: load_key(a), reverse=True)
    return out + [a for a in actions if isinstance(a, Skip)]


def needed_resource(state, seat: int) -> "list[float]":
    """How much each resource would help `seat` toward the face-up boats (per resource)."""
    have = state.resources[seat]
    need = [0.0] * len(RES)
    boats = list(state.boat_row)
    if state.karnak_boat >= 0 and state.karnak_owner == seat:
        boats.append(state.karnak_boat)
    for b in boats:
        vp, cost = data.boat(b, state.rules)
        for r, c in enumerate(cost):
            if c > have[r]:
                need[r] += vp / sum(cost)
    need[data.STATUE] = max(need) + 0.1
    return need


def _strongest(state, cards, mine: bool, seat: int):
    """The card of `cards` (played in the city) with the most strength owned (or not) by seat."""
    owner = {p.card: p.seat for p in state.played}
    pool = [c for c in cards if (owner.get(c) == seat) == mine]
    if not pool:
        return None
    return max(pool, key=lambda c: (strength(c), c))


class PyramidionModel(Model):
    exploration = 0.5
    #: a rollout stops at the end of a city once it has played this many decisions
    rollout_plies = 20

    def determinize(self, rules, state, seat, rng):
        return rules.determinize(state, seat, rng)  # engine/<game>/hidden.py

    # --- tree ---------------------------------------------------------------------------
    def candidates(self, rules, state, actions):
        task = state.queue[0]
        seat = task.seat
        if task.kind == "play":
            return [a for _v, a in sorted(play_order(state, seat, actions), key=lambda p: -p[0])]
        if task.kind == "load":
            return best_loads(actions)
        if len(actions) > WIDE:
            # a Stonecutter among many resources: judge an even sample, and the quick choice
            step = len(actions) / WIDE
            sample = [actions[int(i * step)] for i in range(WIDE)]
            quick = self.quick(state, actions)
            actions = sample if quick in sample else [quick] + sample
        ranked = sorted(
            ((self.worth(rules, rules.apply(state, a), seat), i, a) for i, a in enumerate(actions)),
            key=lambda t: (-t[0], t[1]),
        )
        return [a for _w, _i, a in ranked][:KEEP]

    # --- rollouts -----------------------------------------------------------------------
    def policy(self, rules, state, actions, rng: Rng):
        roll, rng = rng.below(100)
        if roll < EXPLORE * 100:
            i, rng = rng.below(len(actions))
            return actions[i], rng
        return self.quick(state, actions), rng

    def quick(self, state, actions):
        """A fast heuristic move."""
        task = state.queue[0]
        seat, kind = task.seat, task.kind
        if kind == "play":
            return max(play_order(state, seat, actions), key=lambda p: p[0])[1]
        if kind == "load":
            return best_loads(actions)[0]
        if kind == "activate":
            return max(actions, key=lambda a: sum(state.cities[a.city]))
        if kind in ("collect", "vizier", "alexandria"):
            need = needed_resource(state, seat)
            return max(actions, key=lambda a: need[RES.index(a.resource)])
        if kind == "category":
            return max(actions, key=lambda a: category_gain(state, seat, a.category))
        if kind in ("bandit", "guard", "thief"):
            cards = [a.card for a in actions if isinstance(a, Discard)]
            target = _strongest(state, cards, False, seat)
            if target is not None:
                return Discard(target)
            for a in actions:
                if isinstance(a, RemoveToken):
                    return a
            return actions[-1]
        if kind == "copy":
            best = _strongest(state, [a.card for a in actions], False, seat)
            if best is None:
                best = _strongest(state, [a.card for a in actions], True, seat)
            return Copy(best)
        if kind == "reclaim":
            return max(actions, key=lambda a: strength(a.card))
        if kind == "giza":
            turns = [a for a in actions if isinstance(a, TurnOrder)]
            return min(turns, key=lambda a: a.token) if turns else actions[-1]
        if kind == "luxor":
            return Draw() if Draw() in actions else actions[-1]
        if kind == "cairo":
            city = state.city
            for a in actions:
                if isinstance(a, RemoveToken):
                    tokens = state.mercenaries if a.token == "mercenary" else state.intermediaries
                    owner = tokens[city]
                    if owner not in (-1, seat):
                        return a
            return Skip()
        if kind == "exchange":
            return Exchange(0) if Exchange(0) in actions else actions[0]
        if kind == "stonecutter":
            return Raise() if Raise() in actions else actions[0]
        return actions[0]

    def stop(self, rules, start, state, plies):
        if state.round != start.round:
            return True
        return plies >= self.rollout_plies and state.city < 0

    # --- values -------------------------------------------------------------------------
    def evaluate(self, rules, state):
        if state.stage == "over":
            vp = [s["total"] for s in rules.scores(state)]
            return result_values(vp, rules.winners(state), SCALE)
        return margin_values(worths(state), SCALE)

    def points(self, rules, state):
        if state.stage == "over":
            return [float(s["total"]) for s in rules.scores(state)]
        return worths(state)

    def worth(self, rules, state, seat):
        w = worths(state)
        others = [v for s, v in enumerate(w) if s != seat]
        return w[seat] - max(others)


MODEL = PyramidionModel()
