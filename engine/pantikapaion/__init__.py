"""Pantikapaion (Пантикапей, Evgeny Petrov): the rules engine, 2–4 players and solo against the
automa. The component data is reconstructed (see data.py)."""

from .rules import RULES, PantikapaionRules
from .state import (Action, Advance, AutomaBuild, AutomaCube, AutomaScout, Build, Discard,
                    DrawTile, EndTurn, FreeBuild, MoveBuilding, Options, PaidStep, Pick,
                    PlaceAqueduct, PlaceBuilding, PlaceTile, PlaceWorker, Sell, Setup, Skip,
                    State, TakeCoins, TakeCube, View)

__all__ = ["RULES", "PantikapaionRules", "Action", "Advance", "AutomaBuild", "AutomaCube",
           "AutomaScout", "Build", "Discard", "DrawTile", "EndTurn", "FreeBuild", "MoveBuilding",
           "Options", "PaidStep", "Pick", "PlaceAqueduct", "PlaceBuilding", "PlaceTile",
           "PlaceWorker", "Sell", "Setup", "Skip", "State", "TakeCoins", "TakeCube", "View"]
