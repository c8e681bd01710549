"""The small shared core every game engine speaks.

A game is a `Rules` object (see `protocol.py`); saves, replays, the AI, the UI and the
tests are written once against it.
"""

from .errors import IllegalAction, RecordError
from .protocol import Rules, Seat
from .rng import Rng

__all__ = ["IllegalAction", "RecordError", "Rules", "Seat", "Rng"]
