"""Building blocks for Architects of Amytis test positions."""

from __future__ import annotations

from msgspec.structs import replace

from engine.amytis import RULES, Options, Place, Setup, Take
from engine.amytis import data


def tile(colour: str, building: str) -> int:
    return data.COLOURS.index(colour) * 10 + data.BUILDINGS.index(building)


def plain_setup(hands=((4, 5), (6, 7))) -> Setup:
    """The catalog in order: stack i holds tiles 5i..5i+4; face-up 1, 2, 3."""
    tiles = list(data.TILES)
    used = [c for h in hands for c in h] + [1, 2, 3]
    return Setup(
        stacks=[tiles[i * 5 : i * 5 + 5] for i in range(9)],
        unused=tiles[45:],
        faceup=[1, 2, 3],
        hands=[list(h) for h in hands],
        deck=[c for c in range(1, 21) if c not in used],
    )


def fresh(options: "Options | None" = None, **changes):
    """A new game from the plain setup, with some state fields replaced."""
    options = options or Options()
    hands = ((4, 5), (6, 7, 9)) if options.revised_deal else ((4, 5), (6, 7))
    state = RULES.new_game(2, options, setup=plain_setup(hands))
    return replace(state, **changes) if changes else state


def board(cells: "dict[int, list[int]]"):
    """A player board from {cell: [tiles bottom to top]}."""
    return tuple(tuple(cells.get(c, ())) for c in range(9))


def with_boards(state, mine=None, theirs=None):
    boards = list(state.boards)
    seat = state.turn
    if mine is not None:
        boards[seat] = board(mine)
    if theirs is not None:
        boards[1 - seat] = board(theirs)
    return replace(state, boards=tuple(boards))


def with_top(state, stack: int, top: int):
    """The state with `top` as the visible tile of construction stack `stack`."""
    stacks = list(state.stacks)
    stacks[stack] = stacks[stack][:-1] + (top,)
    return replace(state, stacks=tuple(stacks))


def play_tile(state, top: int, cell: int, stack: int = 4):
    """Take `top` (put on `stack` first) and place it on `cell`."""
    state = with_top(state, stack, top)
    state = RULES.apply(state, Take(stack))
    return RULES.apply(state, Place(cell))


def architects(**seats) -> tuple:
    """Construction-board architects from seat0=[cells], seat1=[cells]."""
    out = [-1] * 9
    for name, cells in seats.items():
        for c in cells:
            out[c] = int(name[-1])
    return tuple(out)
