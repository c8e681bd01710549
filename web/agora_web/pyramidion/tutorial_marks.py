"""What a Pyramidion tutorial step points at on the drawn board, and which clicks it accepts.

The drawn board (nile.py, table.py, screen.py) makes every legal action one element with
`data-act="choose"` and `data-arg` its index in the legal actions (a city on the map, a card in
the hand or in the city, a token, a resource, a button); a pass asks once more (the same index
with `data-confirmed="1"`); a boat opens the loading picker (`data-act="pick-boat"`), whose
Confirm (`data-testid="confirm-load"`) plays the load. `selectors` is the one place that knows
those selectors; `allows` says which clicks lead to a pointed action.
"""

from __future__ import annotations

from engine.pyramidion.state import Load

from . import loading


def selectors(screen, actions) -> "list[str]":
    """CSS selectors of the drawn board's elements to click next for the step's actions."""
    legal = screen.legal()
    pick = screen._pick()
    out = []
    for i, a in enumerate(legal):
        if a not in actions:
            continue
        if isinstance(a, Load):
            if pick is not None and pick.boat == a.boat and loading.match(legal, pick) == i:
                out.append('[data-testid="confirm-load"]')
            else:
                out.append(f'[data-act="pick-boat"][data-arg="{a.boat}"]')
        elif screen.armed == i:  # chosen, waiting for Confirm: only Confirm pulses
            out.append(f'[data-act="choose"][data-arg="{i}"][data-confirmed="1"]')
        else:
            out.append(f'[data-act="choose"][data-arg="{i}"]')
    return list(dict.fromkeys(out))


def allows(screen, act: str, arg, actions) -> bool:
    """A choice of a pointed action, a pointed boat opened, or the picker's own toggles on it."""
    legal = screen.legal()
    if act == "choose":
        return str(arg).isdigit() and int(arg) < len(legal) and legal[int(arg)] in actions
    if act == "pick-boat":
        return any(isinstance(a, Load) and str(a.boat) == str(arg) for a in actions)
    if act in ("pick-merc", "pick-statue"):
        pick = screen._pick()
        return pick is not None and any(isinstance(a, Load) and a.boat == pick.boat for a in actions)
    return True
