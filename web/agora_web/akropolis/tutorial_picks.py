"""The rules Akropolis tutorials use to choose what they point at, among the engine's legal moves.

Each takes (rules, state, legal) and returns the moves to point at: a filter on the legal moves
(which tile, which level, what it covers) and, among those left, the one that scores most at once
(a clear lesson, and one move to point at). Nothing here invents a position: every move comes from
`legal`. The engine's data is imported on first use: the home card's Learn button imports the
tutorial, and the home screen loads no rules engine.
"""

from __future__ import annotations


def _best(rules, state, moves) -> list:
    """The move scoring most for the player right away (points then stones), first one on a tie."""
    if not moves:
        return []
    seat = state.turn

    def value(move):
        after = rules.apply(state, move)
        return rules.scores(after)[seat]["total"], after.stones[seat]

    best = max(moves, key=value)
    return [best]


def _below(state, move) -> list:
    """What the move's three hexes would cover in the player's city (None: the ground)."""
    cells = state.cities[state.turn].cells
    return [cells.get(tuple(p)) for p in move.hexes]


def _on_ground(state, move) -> bool:
    return all(c is None for c in _below(state, move))


def _quarries_covered(state, move) -> int:
    from engine.akropolis.data import QUARRY

    below = _below(state, move)
    if any(c is None for c in below):
        return 0
    return sum(1 for c in below if c[1] == QUARRY)


def _has_plaza(state, take: int) -> bool:
    from engine.akropolis.data import PLAZA_STARS, TILES

    return any(code in PLAZA_STARS for code in TILES[state.site[take]])


def free_on_ground(rules, state, legal) -> list:
    """The free first tile, built on the ground beside the city."""
    return _best(rules, state, [m for m in legal if m.take == 0 and _on_ground(state, m)])


def climb_on_quarries(rules, state, legal) -> list:
    """A tile built on top of the city, over at least one quarry (the quarry pays a stone);
    the cheapest tile that can do it, covering the most quarries."""
    moves = [m for m in legal if _quarries_covered(state, m) > 0]
    if not moves:
        return []
    cheapest = min(m.take for m in moves)
    moves = [m for m in moves if m.take == cheapest]
    most = max(_quarries_covered(state, m) for m in moves)
    return _best(rules, state, [m for m in moves if _quarries_covered(state, m) == most])


def buy_a_plaza(rules, state, legal) -> list:
    """A tile further along the site that has a plaza, paid with stones; the cheapest such tile."""
    takes = sorted({m.take for m in legal if m.take > 0 and _has_plaza(state, m.take)})
    if not takes:
        return []
    return _best(rules, state, [m for m in legal if m.take == takes[0]])


def buy_any(rules, state, legal) -> list:
    """Any tile that costs stones, the cheapest one, built where it scores most."""
    takes = sorted({m.take for m in legal if m.take > 0})
    if not takes:
        return []
    return _best(rules, state, [m for m in legal if m.take == takes[0]])


def best_move(rules, state, legal) -> list:
    """Whatever scores most at once, from any affordable tile."""
    return _best(rules, state, list(legal))
