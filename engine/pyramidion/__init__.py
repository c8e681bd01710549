"""Pyramidion (2–4 players): the rules engine.

`RULES` is what the rest of Agora needs of this game (seats, options, moves, views; hidden
information in hidden.py); see docs/architecture.md.
"""

from .rules import RULES, PyramidionRules
from .state import (
    Action,
    Activate,
    Category,
    Copy,
    Discard,
    Draw,
    Exchange,
    Load,
    Options,
    Pass,
    Play,
    Raise,
    Reclaim,
    RemoveToken,
    Resource,
    Setup,
    Skip,
    State,
    Swap,
    TurnOrder,
    View,
)

__all__ = [
    "RULES",
    "PyramidionRules",
    "Action",
    "Activate",
    "Category",
    "Copy",
    "Discard",
    "Draw",
    "Exchange",
    "Load",
    "Options",
    "Pass",
    "Play",
    "Raise",
    "Reclaim",
    "RemoveToken",
    "Resource",
    "Setup",
    "Skip",
    "State",
    "Swap",
    "TurnOrder",
    "View",
]
