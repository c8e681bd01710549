"""Akropolis (Jules Messaud, Gigamic): the rules engine.

`RULES` is what the rest of Agora needs of this game (seats, options, moves, views; hidden
information in hidden.py); see docs/architecture.md.
"""

from .rules import RULES, AkropolisRules
from .state import Move, Options, Setup, State, View

__all__ = ["RULES", "AkropolisRules", "Move", "Options", "Setup", "State", "View"]
