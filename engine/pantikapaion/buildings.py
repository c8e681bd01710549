"""The building board (prices rise as a type's column empties) and paying for a building
with cubes, the cheaper upgrade and swap tokens."""

from __future__ import annotations

from itertools import combinations_with_replacement

from ..core.errors import Reason
from . import data
from .state import Player, State
from .wording import with_article


def price(state: State, kind: int) -> int:
    """The printed price of the next building of `kind` (its column must not be empty)."""
    taken = len(state.costs) - state.board[kind]
    return state.costs[taken]


def due(player: Player, kind: int, printed: int) -> int:
    """Cubes of the building's colour to pay: the cheaper upgrade applies first."""
    return max(printed - (1 if player.cheaper else 0), 0)


def swap_options(player: Player, kind: int, printed: int) -> "list[tuple[int, ...]]":
    """The ways to pay: () when the player has enough cubes of the colour; otherwise each
    multiset of other-colour cubes that swap tokens may put in place of the missing ones."""
    need = due(player, kind, printed)
    have = player.cubes[kind]
    lack = need - have
    if lack <= 0:
        return [()]
    if lack > player.swaps:
        return []
    others = [c for c in range(5) if c != kind and player.cubes[c] > 0]
    out = []
    for combo in combinations_with_replacement(others, lack):
        if all(combo.count(c) <= player.cubes[c] for c in set(combo)):
            out.append(combo)
    return out


def payment_error(player: Player, kind: int, printed: int, swap) -> "str | None":
    need = due(player, kind, printed)
    have = player.cubes[kind]
    colour = data.COLOUR_NAMES[kind]
    lack = max(need - have, 0)
    if lack == 0:
        if swap:
            return Reason(f"you have the {need} {colour} cubes: pay with them, without swap tokens", "pay_no_swap")
        return None
    if lack > player.swaps:
        return Reason(
            f"{with_article(data.KINDS[kind])} costs {need} {colour} cubes and you have {have}"
            + (f" and {player.swaps} swap token(s)" if player.swaps else ""),
            "pay_short",
            need=need,
            have=have,
        )
    if len(swap) != lack:
        return Reason(
            f"you lack {lack} {colour} cube(s): name {lack} other cube(s) to pay with swap tokens",
            "pay_swaps",
            lack=lack,
        )
    for c in set(swap):
        if c == kind:
            return Reason("a swap token replaces a missing cube with one of another colour", "pay_swap_same")
        if swap.count(c) > player.cubes[c]:
            return Reason(
                f"you do not have {swap.count(c)} {data.COLOUR_NAMES[c]} cube(s) to pay with", "pay_swap_lack"
            )
    return None


def paid_cubes(player: Player, kind: int, printed: int, swap) -> "tuple[int, ...]":
    """Cubes paid, by colour (the payment was checked)."""
    need = due(player, kind, printed)
    out = [0] * 5
    out[kind] = min(need, player.cubes[kind])
    for c in swap:
        out[c] += 1
    return tuple(out)
