"""Architects of Amytis (2 players): the rules engine.

`RULES` is what the rest of Agora needs of this game (seats, options, moves, views; hidden
information in hidden.py); see docs/architecture.md.
"""

from .rules import RULES, AmytisRules
from .state import Action, Draw, Favor, Options, Place, Points, Setup, State, Take, View

__all__ = [
    "RULES",
    "AmytisRules",
    "Action",
    "Draw",
    "Favor",
    "Options",
    "Place",
    "Points",
    "Setup",
    "State",
    "Take",
    "View",
]
