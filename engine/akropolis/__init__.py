"""Akropolis (Jules Messaud, Gigamic): the rules engine."""

from .rules import RULES, AkropolisRules
from .state import Move, Options, Setup, State, View

__all__ = ["RULES", "AkropolisRules", "Move", "Options", "Setup", "State", "View"]
