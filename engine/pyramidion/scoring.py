"""Victory points, the end-of-round mercenary bonus, the end of the game and its tiebreaks.

Rulings (games page, "Phases", phase 8): the single player with the most mercenary tokens in
cities gets +1 VP for that check only. Most VP wins; ties go to the most cards in hand (counted
before hands are discarded), then the most boats, then the earlier place on the Giza track.
Decisions where the sources are silent: with the "all boats" variant the game ends at the end of
the round in which the last of the 20 boats was loaded, whatever the VP; the same check and
tiebreaks then name the winner. Since rules version 2 a game played to a target ends there too:
with no boat left to load no total can grow, and a game that could not reach its target (four
players, 15 points) would otherwise never end (docs/rulings.md, Pyramidion).
"""

from __future__ import annotations

from . import data
from .resolution import single_best
from .state import State


def boat_points(state: State, seat: int) -> int:
    return sum(data.boat(b, state.rules)[0] for b in state.boats[seat])


def mercenary_leader(state: State) -> int:
    """The seat with the single most mercenary tokens in cities (-1: nobody or a tie)."""
    counts = [0] * state.seats
    for seat in state.mercenaries:
        if seat >= 0:
            counts[seat] += 1
    if max(counts) == 0:
        return -1
    return single_best(counts)


def points(state: State, bonus: int) -> "list[int]":
    return [boat_points(state, s) + (1 if s == bonus else 0) for s in range(state.seats)]


def all_loaded(state: State) -> bool:
    """Every boat of the game is in a player's fleet: none is left to load, now or later."""
    return sum(len(b) for b in state.boats) == len(data.BOATS)


def game_ends(state: State, vp: "list[int]") -> bool:
    """The end-of-round check (phase 8)."""
    if state.options.all_boats:
        return all_loaded(state)
    if max(vp) >= state.options.target:
        return True
    return state.rules >= 2 and all_loaded(state)


def ranking(state: State, vp: "list[int]", hands: "list[int]") -> "list[int]":
    """Seats best first: VP, then cards in hand, then boats, then the Giza track."""
    place = {seat: i for i, seat in enumerate(state.order)}
    return sorted(range(state.seats), key=lambda s: (-vp[s], -hands[s], -len(state.boats[s]), place[s]))


def scores(state: State) -> "list[dict[str, int]]":
    """Per seat: boat VP, the mercenary bonus (the final one once over, else as it stands now)
    and the total. Full information: boat VP are hidden from opponents in views."""
    over = state.stage == "over"
    bonus = state.bonus if over else mercenary_leader(state)
    out = []
    for seat in range(state.seats):
        boats = boat_points(state, seat)
        extra = 1 if seat == bonus else 0
        out.append({"boats": boats, "mercenary_bonus": extra, "total": boats + extra})
    return out


def winners(state: State) -> "list[int]":
    """The winner once over; before that, the seat that would win if the game ended now."""
    if state.stage == "over":
        return [state.winner]
    vp = [s["total"] for s in scores(state)]
    return ranking(state, vp, [len(h) for h in state.hands])[:1]
