"""What the re-dealer of shared links needs (engine/core/redeal.py): the bag is Pantikapaion's
only hidden pile. Every terrain tile out of the bag is in plain sight (the ring, the discards,
the tile in hand, the cities), so a view shows all tiles but the bag's."""

from __future__ import annotations

import msgspec

from ..core.redeal import Dealer
from ..core.rng import Rng
from .setup import random_setup


def _explicit_setup(rules, record) -> dict:
    if record.setup is not None:
        return dict(record.setup)
    setup, _rng = random_setup(Rng.from_seed(record.seed or 0))
    return msgspec.to_builtins(setup)


def _seen(view, _before, _action) -> dict:
    tiles = {t for t in view.ring if t} | set(view.discard)
    if view.hand:
        tiles.add(view.hand)
    for player in view.players:
        tiles.update(player.city.tiles)
    return {"bag": tiles}


DEALER = Dealer(
    explicit_setup=_explicit_setup,
    setup_piles=lambda setup: {"bag": list(setup["bag"])},
    with_piles=lambda setup, piles: {**setup, "bag": piles["bag"]},
    seen=_seen,
)
