"""The rules the Amytis tutorial uses to choose what it points at, among the engine's legal
actions: stacks along one open line of the player's architects (so that the third one earns the
King's favour), a Palace when the lesson is the Palace, the cell or the favour space that scores
most. Every action comes from `legal`; the engine is imported on first use (the home card imports
the tutorial, and the home screen loads no rules engine).
"""

from __future__ import annotations


def _open_lines(state, seat: int) -> list:
    """Lines of three stacks with no opponent's architect and room for the player's: the most of
    the player's architects first (a line of three is the favour)."""
    from engine.amytis import data

    lines = []
    for line in data.LINES:
        owners = [state.architects[c] for c in line]
        if any(o >= 0 and o != seat for o in owners):
            continue
        if any(o < 0 and not state.stacks[c] for c, o in zip(line, owners)):
            continue  # an empty stack nobody can take
        lines.append((-sum(1 for o in owners if o == seat), line))
    return [line for _mine, line in sorted(lines)]


def _is_palace(state, stack: int) -> bool:
    from engine.amytis import data

    pile = state.stacks[stack]
    return bool(pile) and data.building_of(pile[-1]) == data.PALACE


def _take(state, legal, palace: bool) -> list:
    """The first stack, along the best open line, whose top tile is a Palace (or is not one)."""
    from engine.amytis.state import Take

    takes = {a.stack for a in legal if isinstance(a, Take)}
    for line in _open_lines(state, state.turn):
        for stack in line:
            if stack in takes and _is_palace(state, stack) == palace:
                return [Take(stack)]
    return []


def take_for_a_line(rules, state, legal) -> list:
    """A stack that is no Palace, on a line the player's architects can still complete."""
    return _take(state, legal, palace=False)


def take_a_palace(rules, state, legal) -> list:
    """A Palace on a line the player's architects can still complete."""
    return _take(state, legal, palace=True)


def take_to_complete_a_line(rules, state, legal) -> list:
    """The stack whose architect makes a line of three of the player's."""
    from engine.amytis.architects import completes_line
    from engine.amytis.state import Take

    seat = state.turn
    out = []
    for a in legal:
        if isinstance(a, Take):
            after = list(state.architects)
            after[a.stack] = seat
            if completes_line(after, seat, a.stack):
                out.append(a)
    return out[:1]


def _gain(rules, state, action) -> int:
    seat = state.turn
    return rules.scores(rules.apply(state, action))[seat]["total"]


def best_cell(rules, state, legal) -> list:
    """The cell where the tile in hand scores most now (the first such cell)."""
    from engine.amytis.state import Place

    cells = [a for a in legal if isinstance(a, Place)]
    return [max(cells, key=lambda a: _gain(rules, state, a))] if cells else []


def first_project(rules, state, legal) -> list:
    """The first face-up project card."""
    from engine.amytis.state import Draw

    return [a for a in legal if isinstance(a, Draw) and a.slot == 0][:1]


def best_favor(rules, state, legal) -> list:
    """The favour space worth most to the player by the end, as the board stands (first on a tie)."""
    from engine.amytis.state import Favor

    spaces = [a for a in legal if isinstance(a, Favor)]
    return [max(spaces, key=lambda a: _gain(rules, state, a))] if spaces else []
