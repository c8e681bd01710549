"""What Pantikapaion keeps hidden, in one place: the order of the tiles in the bag (and the
generator that shuffles the discards back in when the bag runs out).

Everything on the table is public: cities, player boards, the development and building boards,
the trireme ring, the discarded tiles and the bag's size (`RULES.view` leaves out only `bag` and
`rng` for a seat). Every terrain tile out of the bag is in plain sight, so which tiles are in the
bag follows from the rest.

    DEALER                             what engine/core/redeal.py needs to re-deal a whole game
    public_record(record, seat, seed)  a share link's record: the bag's orders dealt anew
    determinize(state, seat, rng)      a computer player's guess: the bag shuffled
"""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

from ..core import records, redeal
from ..core.rng import Rng
from .setup import random_setup


def _explicit_setup(rules, record) -> dict:
    if record.setup is not None:
        return dict(record.setup)
    setup, _rng = random_setup(Rng.from_seed(records.seed_value(record)))
    return msgspec.to_builtins(setup)


def _seen(view, _before, _action) -> dict:
    tiles = {t for t in view.ring if t} | set(view.discard)
    if view.hand:
        tiles.add(view.hand)
    for player in view.players:
        tiles.update(player.city.tiles)
    return {"bag": tiles}


DEALER = redeal.Dealer(
    explicit_setup=_explicit_setup,
    setup_piles=lambda setup: {"bag": list(setup["bag"])},
    with_piles=lambda setup, piles: {**setup, "bag": piles["bag"]},
    seen=_seen,
)


def public_record(record, seat: int, seed: "int | bytes"):
    """Every order the bag had, re-dealt but for the tiles the seat has seen (engine/core/redeal.py);
    the same for every seat, as nothing is private."""
    return redeal.redeal(record, seat, seed, DEALER)


def determinize(state, seat: int, rng: Rng):
    """The bag shuffled (sorted first, so the deal depends only on the generator) and a new
    generator."""
    bag, rng = rng.shuffled(sorted(state.bag))
    value, rng = rng.next64()
    return replace(state, bag=tuple(bag), rng=Rng.from_seed(value))
