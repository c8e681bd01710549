"""What the re-dealer of shared links needs (engine/core/redeal.py). Pyramidion's hidden piles:
the character deck (and so the other seats' hands), the revolt tokens' bag, the supply deck and
the boat deck. A seat sees its own hand, the characters played and discarded, the revolt tokens
drawn in the last revolt, the face-up supply card and the boats face up or discarded, and its own
boats."""

from __future__ import annotations

import msgspec

from ..core.redeal import DURING, Dealer
from ..core.rng import Rng
from .setup import random_setup
from .state import Pass, Play

_PILES = ("deck", "revolt", "supply", "boats")


def _explicit_setup(rules, record) -> dict:
    if record.setup is not None:
        return dict(record.setup)
    setup, _rng = random_setup(len(record.players), Rng.from_seed(record.seed or 0))
    return msgspec.to_builtins(setup)


def _seen(view, before, action) -> dict:
    cards = set(view.discard)
    if view.seat is not None:
        cards.update(view.hands[view.seat])
    for played in view.played:
        cards.add(played.card)
    boats = set(view.boat_row) | set(view.boat_discard)
    if view.karnak_boat >= 0:
        boats.add(view.karnak_boat)
    for own in view.boats:
        boats.update(own)
    shown = {"deck": cards, "supply": {view.supply} | set(view.supply_discard), "boats": boats}
    if view.revolt is not None:
        # The tokens of the n-th revolt were drawn from the n-th order of the bag (the setup's
        # first); the bag is mixed again right after, so they show under the next order.
        revolts = sum(1 for r in view.resolutions if r.category == "revolt")
        shown[("revolt", revolts - 1)] = set(view.revolt.tokens)
    # The move's own card, and the cards of cities resolved during the move, were face up; they
    # may have been discarded and shuffled back into the deck before the move ended.
    new = view.resolutions[len(before.resolutions):] if before is not None else view.resolutions
    during = {card for r in new for card in r.cards}
    if isinstance(action, Play):
        during.add(action.card)
    elif isinstance(action, Pass) and action.discard is not None:
        during.add(action.discard)
    shown[("deck", DURING)] = during
    return shown


def _holder(state, _pile: str, card: int) -> int:
    return next((s for s, hand in enumerate(state.hands) if card in hand), -1)


DEALER = Dealer(
    explicit_setup=_explicit_setup,
    setup_piles=lambda setup: {pile: list(setup[pile]) for pile in _PILES},
    with_piles=lambda setup, piles: {**setup, **piles},
    seen=_seen,
    # Only the character deck is drawn in secret (into hands); the other piles come out face up.
    remaining=lambda state, pile: state.deck if pile == "deck" else None,
    holder=_holder,
)
