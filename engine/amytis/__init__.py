"""Architects of Amytis (2 players): the rules engine."""

from .rules import RULES, AmytisRules
from .state import Action, Draw, Favor, Options, Place, Points, Setup, State, Take, View

__all__ = ["RULES", "AmytisRules", "Action", "Draw", "Favor", "Options", "Place", "Points",
           "Setup", "State", "Take", "View"]
