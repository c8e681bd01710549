"""Draws with no dealer (docs/remote.md, "Fair draws with no dealer").

A move that reveals something leaves a draw waiting. Its key mixes the hash-chain value of the
message that made the move with the value of the next message of another device (the fixing
device), neither of which could be known by the other in advance. When the key is known, every
item nobody has seen yet is dealt anew with it — the re-deal share links use,
`Rules.public_record`, which keeps every seen item in its place — and the waiting move is played
on that deal. So no device ever holds a deck order: what nobody has seen sits in a placeholder
order that all devices know and that tells nothing, until a draw deals it for real.
"""

from __future__ import annotations

import hashlib

import msgspec

from engine.core import records
from engine.core.protocol import Seat

#: bytes of a draw's key (a generator-2 key: engine/core/rng.py)
KEY_SIZE = 16


class CannotDeal(Exception):
    """This game cannot deal its hidden parts anew (hands only their holder may see need the
    mental-poker deck: sealed.py)."""


def draw_key(game_id: bytes, draw: int, mover: bytes, fixer: bytes) -> bytes:
    """The key of the game's draw number `draw`: from the mover's and the fixer's chain values."""
    data = b"agora/draw" + game_id + draw.to_bytes(4, "big") + mover + fixer
    return hashlib.sha256(data).digest()[:KEY_SIZE]


def opening(game: str, players: "list[Seat]", options: dict, rules_version: int, key: bytes) -> records.Record:
    """The record of the opening deal, dealt with the opening draw's key (draw 0)."""
    record = records.new_record(game, list(players), options or None, seed=key)
    return msgspec.structs.replace(record, rules=rules_version)


def dealt_anew(record: records.Record, key: bytes) -> records.Record:
    """The record with everything nobody has seen at its last position dealt anew with `key`;
    the moves and every seen item stay as they are."""
    rules = records.rules_for(record)
    if rules.private_hands:
        raise CannotDeal(f"{record.game}: hands need the mental-poker deck")
    public = rules.public_record(record, 0, key)
    if public is None:
        raise CannotDeal(f"{record.game} cannot deal its hidden parts anew")
    return public


def can_play_remotely(game: str) -> bool:
    """Whether remote games of `game` can be dealt: its hidden parts can be dealt anew
    (`Rules.public_record`), or, for hands only their holder may see, its dealer names the pile
    they are drawn from (the mental-poker deck of sealed.py)."""
    from engine.core import registry

    rules = registry.get(game)
    return rules.hidden_module is not None
