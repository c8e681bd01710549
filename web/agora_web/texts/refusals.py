"""Why the engine refused a move, in the interface language.

Each IllegalAction names its refusal by a code, with the numbers its sentence may quote
(engine/core/errors.py). The sentence of a game's own refusal is `illegal.<game>.<code>` in that
game's catalogs; the refusals every game shares (the game is over, not now, no such move, the
number of players, the setup) are `illegal.<code>` in the shared ones. A refusal without a code
of its own reads as the shared "That move is not allowed now."
"""

from __future__ import annotations

from .i18n import raw, t

#: the sentence of a refusal that names no code of its own
GENERIC = "illegal_here"


def key(game: str, code: str) -> str:
    """The catalog key of refusal `code` of `game`: its own, else the shared one, else GENERIC."""
    try:
        raw(f"illegal.{game}.{code}")
        return f"illegal.{game}.{code}"
    except KeyError:
        pass
    try:
        raw(f"illegal.{code}")
        return f"illegal.{code}"
    except KeyError:
        return GENERIC


def sentence(exc: Exception, game: str) -> str:
    """What the player reads for the engine's refusal `exc` in game `game`."""
    code = getattr(exc, "code", "")
    params = getattr(exc, "params", None) or {}
    try:  # (formatted even without numbers: a sentence asking for one must not show its brace)
        return str(raw(key(game, code) if code else GENERIC)).format(**params)
    except (KeyError, IndexError, ValueError):  # a sentence quoting a number the refusal lacks
        return t(GENERIC)
