"""Pantikapaion (Пантикапей, Evgeny Petrov): the rules engine, 2–4 players and solo against the
automa. The component data is reconstructed (see data.py).

`RULES` is what the rest of Agora needs of this game (seats, options, moves, views; hidden
information in hidden.py); see docs/architecture.md.
"""

from .rules import RULES, PantikapaionRules
from .state import (
    Action,
    Advance,
    AutomaBuild,
    AutomaCube,
    AutomaScout,
    Build,
    Discard,
    DrawTile,
    EndTurn,
    FreeBuild,
    MoveBuilding,
    Options,
    PaidStep,
    Pick,
    PlaceAqueduct,
    PlaceBuilding,
    PlaceTile,
    PlaceWorker,
    Sell,
    Setup,
    Skip,
    State,
    TakeCoins,
    TakeCube,
    View,
)

__all__ = [
    "RULES",
    "PantikapaionRules",
    "Action",
    "Advance",
    "AutomaBuild",
    "AutomaCube",
    "AutomaScout",
    "Build",
    "Discard",
    "DrawTile",
    "EndTurn",
    "FreeBuild",
    "MoveBuilding",
    "Options",
    "PaidStep",
    "Pick",
    "PlaceAqueduct",
    "PlaceBuilding",
    "PlaceTile",
    "PlaceWorker",
    "Sell",
    "Setup",
    "Skip",
    "State",
    "TakeCoins",
    "TakeCube",
    "View",
]
