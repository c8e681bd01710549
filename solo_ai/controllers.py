"""What a game's computer players tell about themselves (names and descriptions for the setup
screen). A leaf module: each solo_ai/<game>/__init__.py lists its players with it without
importing their search code."""

from __future__ import annotations

import msgspec


class ControllerInfo(msgspec.Struct, frozen=True):
    """One kind of computer player. `solo_only`: it plays only the solo opponent's seat."""

    id: str
    names: "dict[str, str]"
    description: "dict[str, str]"
    solo_only: bool = False
