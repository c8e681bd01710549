"""Which computer players a game has and how the coach works with the game. A leaf module: each
solo_ai/<game>/__init__.py lists its players and its coach settings with it without importing
their search code. What a player is called and what it does are texts of the game's catalogs
(web/agora_web/<game>/locale/<lang>.po: "ai.<id>" and "ai_note.<id>"): solo_ai keeps ids only."""

from __future__ import annotations

import msgspec


class ControllerInfo(msgspec.Struct, frozen=True):
    """One kind of computer player, by its id ("<game>.<name>": its name and description are the
    catalog texts "ai.<id>" and "ai_note.<id>"). `solo_only`: it plays only the solo opponent's seat."""

    id: str
    solo_only: bool = False


class CoachSettings(msgspec.Struct, frozen=True):
    """How the coach (solo_ai/coach.py) advises and reviews one game; each game's package
    declares its own as COACH, so the coach names no game."""

    #: the hard player's fixed search per reviewed decision (a whole game takes seconds)
    review_iterations: int = 40
    #: for a hard player that looks at its whole turn, which iterations do not bound
    #: (solo_ai.search.Greedy): the lines it may judge per reviewed decision. Without it a
    #: rich last round's decision took the look tens of seconds (Pantikapaion: 17 s of CPU)
    review_lines: "int | None" = None
    #: a turn of two decisions the page takes together (Amytis: the stack, then the cell):
    #: the tags of the first decision's actions, and the share of the hint's thinking the
    #: second gets; a hint then names both
    follow_up_tags: "tuple[str, ...]" = ()
    follow_up_share: float = 0.0
    #: the computer player that takes the second decision when a hint's time runs out first
    follow_up_quick: "str | None" = None
    #: "module:name" of the game's search model (play-outs that estimate a move's points)
    model: "str | None" = None
    #: "module:name" of the game's own estimate of a move's points, for a game without a
    #: model: f(rules, state, seat, action, cache: dict) -> (points, margin)
    estimate: "str | None" = None
    #: "module:name" of the game's reasons (solo_ai/reasons.py: how a move changes the seat's
    #: points by category); None: the engine's score breakdown and what is still to come
    parts: "str | None" = None
    #: the ids of the game's own categories those parts use (besides reasons.SHARED); their
    #: names are the game's texts "reason_cat.<game>.<id>", as a computer player's are "ai.<id>"
    categories: "tuple[str, ...]" = ()


def load(path: "str | None"):
    """The object a "module:name" path names (imported on first use), or None."""
    if not path:
        return None
    import importlib

    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)
