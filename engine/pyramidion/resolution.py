"""Resolution of the active city once everyone has passed: revolt, influence, agreements, trade,
then each High Priest's return, Abu Simbel's exchange, and the discard of the city's cards.

Rulings (games page, "Resolution in an activated city"): one revolt token per Rebel still in the
city (+2 each in Philae); a player whose influence is below the strength discards all their cards
there, equal survives; the single strongest survivor takes the tokens' rewards from the stock.
Influence, agreements and trade each need the single highest total and at least the threshold;
a new token replaces the old one, which goes back to its owner.
Reading of the rulebook (docs/rulings.md, Pyramidion): influence is counted once. The revolt counts
it before anything is discarded, and that count decides who discards and who puts the revolt
down; the influence award that follows uses the same count («если в текущем городе был бунт, то
своё влияние игроки уже подсчитали»), a discarded player's being nothing since their cards are
gone. Under rules version 1 the award counted again after the discards, so an Overseer discarded
in the revolt no longer lowered anyone's influence there.
"""

from __future__ import annotations

from msgspec.structs import replace

from ..core.errors import IllegalAction
from . import data, resources
from .cards import add_to_hand, find, kind, set_at, thresholds, totals
from .state import Reclaim, Resolution, Revolt, State, Task

_AWARDS = (
    (data.INFLUENCE, "influence", "mercenaries", data.MERCENARY_TOKENS),
    (data.AGREEMENTS, "agreements", "intermediaries", data.INTERMEDIARY_TOKENS),
)


def single_best(values: "list[int]") -> int:
    """The seat with the single highest value, -1 on a tie for the highest."""
    best = max(values)
    seats = [s for s, v in enumerate(values) if v == best]
    return seats[0] if len(seats) == 1 else -1


def _best(column: "list[int]", needed: int) -> "tuple[int, str]":
    """(seat, result) of a category: the single highest total reaching `needed`, or why nobody."""
    if max(column) <= 0:
        return -1, "none"
    seat = single_best(column)
    if seat < 0:
        return -1, "tie"
    return (seat, "won") if column[seat] >= needed else (-1, "below")


def _record(state: State, entry: Resolution) -> State:
    """Add one part of the resolution to the game's history, with the cards face up then unless
    `entry` names them already."""
    if not entry.cards:
        entry = replace(entry, cards=tuple(p.card for p in state.played))
    return replace(state, resolutions=state.resolutions + (entry,))


def resolve(state: State) -> State:
    counted = revolt_influence(state)
    state = revolt(state)
    state = award(state, counted)
    tasks = [Task("reclaim", p.seat, p.card) for p in state.played if kind(p) == data.HIGH_PRIEST]
    if state.city == data.ABU_SIMBEL:
        tasks.extend(Task("exchange", seat) for seat in state.order)
    tasks.append(Task("close"))
    return replace(state, queue=tuple(tasks) + state.queue)


def revolt_strength(city: int, tokens) -> int:
    strength = sum(data.REVOLT_TOKENS[t][0] for t in tokens)
    if city == data.PHILAE:
        strength += data.PHILAE_REVOLT_BONUS * len(tokens)
    return strength


def revolt_influence(state: State) -> "list[int] | None":
    """Each seat's influence as the revolt counts it (before its discards), for the influence
    award; None when there is no revolt, or under rules version 1, whose award counts anew."""
    if state.rules < 2 or not any(kind(p) == data.REBEL for p in state.played):
        return None
    return [t[data.INFLUENCE] for t in totals(state)]


def revolt(state: State) -> State:
    rebels = sum(1 for p in state.played if kind(p) == data.REBEL)
    if not rebels:
        return state
    drawn = state.revolt_bag[:rebels]
    cards = tuple(p.card for p in state.played)
    strength = revolt_strength(state.city, drawn)
    influence = [t[data.INFLUENCE] for t in totals(state)]
    present = sorted({p.seat for p in state.played})
    losers = tuple(s for s in present if influence[s] < strength)
    survivors = [influence[s] if s in present and s not in losers else -1 for s in range(state.seats)]
    winner = single_best(survivors) if max(survivors) >= 0 else -1
    gone = tuple(p.card for p in state.played if p.seat in losers)
    state = replace(state, played=tuple(p for p in state.played if p.seat not in losers), discard=state.discard + gone)
    gained: "tuple[int, ...]" = ()
    if winner >= 0:
        reward = [0] * len(data.RESOURCES)
        for t in drawn:
            reward[data.REVOLT_TOKENS[t][1]] += 1
        gained = resources.capped(reward, state.stock)
        state = resources.gain(state, winner, reward)
    result = "won" if winner >= 0 else ("tie" if max(survivors) >= 0 else "none")
    state = _record(
        state,
        Resolution(
            state.city,
            "revolt",
            tuple(influence[s] if s in present else -1 for s in range(state.seats)),
            strength,
            winner,
            result,
            gained,
            discarded=losers,
            cards=cards,
        ),
    )
    bag, rng = state.rng.shuffled(sorted(state.revolt_bag), "revolt")
    return replace(
        state, revolt_bag=tuple(bag), rng=rng, revolt=Revolt(state.city, tuple(drawn), strength, losers, winner)
    )


def award(state: State, counted: "list[int] | None" = None) -> State:
    """Influence, agreements and trade. `counted`: the influence the revolt counted (rules
    version 2), which stands for the seats still in the city; None: count it now."""
    city = state.city
    tot = totals(state)
    limits = thresholds(state)
    if counted is not None:
        present = {p.seat for p in state.played}
        for seat, row in enumerate(tot):
            row[data.INFLUENCE] = counted[seat] if seat in present else 0
    for category, name, field, supply in _AWARDS:
        column = [t[category] for t in tot]
        seat, result = _best(column, limits[category])
        tokens = getattr(state, field)
        replaced = -1
        if seat >= 0 and tokens[city] == seat:
            result = "kept"
        elif seat >= 0 and sum(1 for s in tokens if s == seat) >= supply:
            result = "no_token"
        elif seat >= 0:
            replaced = tokens[city]
            state = replace(state, **{field: set_at(tokens, city, seat)})
        state = _record(state, Resolution(city, name, tuple(column), limits[category], seat, result, replaced=replaced))
    column = [t[data.TRADE] for t in tot]
    seat, result = _best(column, limits[data.TRADE])
    gained: "tuple[int, ...]" = ()
    if seat >= 0:
        gained = state.cities[city]
        state = resources.city_to_seat(state, city, seat, gained)
    return _record(state, Resolution(city, "trade", tuple(column), limits[data.TRADE], seat, result, gained))


# --- High Priest ------------------------------------------------------------------------------


def legal_reclaim(state: State, task: Task) -> list:
    if find(state.played, task.card) < 0:
        return []
    return [Reclaim(p.card) for p in state.played if p.seat == task.seat]


def do_reclaim(state: State, task: Task, action) -> State:
    if not isinstance(action, Reclaim):
        raise IllegalAction("choose one of your cards in this city to take back", "reclaim_choose")
    i = find(state.played, action.card)
    if i < 0 or state.played[i].seat != task.seat:
        raise IllegalAction(f"card {action.card} is not one of your cards in this city", "reclaim_not_yours")
    return replace(
        state,
        played=state.played[:i] + state.played[i + 1 :],
        hands=add_to_hand(state.hands, task.seat, (action.card,)),
    )


def close(state: State) -> State:
    """The city's cards are discarded; its sundial stays until the end of the round."""
    return replace(
        state,
        discard=state.discard + tuple(p.card for p in state.played),
        played=(),
        city=-1,
        activator=-1,
        passed=(),
        plays=(),
        last=-1,
        ankh_used=False,
    )
