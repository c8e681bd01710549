"""Rulebook, phase 8: «Карты персонажей, оставшиеся в руках игроков, сбрасываются»; phase 4:
«Перемешайте все остальные 40 карт персонажей (включая карты в сбросе)». The corrected component
notes (shared/games/pyramidion.md, "Hidden information"): these cards are discarded face down.
No seat's view may show them until they are dealt again: not in the discard pile, not by colour,
not in anyone's hand."""

import random

from msgspec.structs import replace

from engine.pyramidion import RULES, Options, Pass
from engine.pyramidion.cards import BASIC
from engine.pyramidion.flow import _deal, _end_round


def _to_round_two(seed: int):
    """The states of a seeded random 3-player game from the last move of round 1 up to the deal
    of round 2, and the cards each hand held when round 1 ended."""
    state = RULES.new_game(3, Options(), seed)
    choose = random.Random(seed)
    while True:
        move = choose.choice(RULES.legal_actions(state))
        after = RULES.apply(state, move)
        if after.round == 2:
            if isinstance(move, Pass) and move.discard is not None:
                # the round's last move was a hire: that card went face up, the rest face down
                state = replace(state, hands=tuple(tuple(c for c in hand if c != move.discard) for hand in state.hands))
            return state, after, choose
        state = after


def test_hands_left_at_round_end_are_shown_to_nobody():
    for seed in range(6):
        before, state, choose = _to_round_two(seed)
        left = {c for hand in before.hands for c in hand}
        assert left - set(BASIC), "some deck cards were still in hand at the round's end"
        # From the round's end up to the first card played in round 2 (phases 1 to 4 and the
        # first activation), no view shows any of them as discarded.
        steps = 0
        while not state.played and not RULES.is_over(state):
            for seat in range(3):
                view = RULES.view(state, seat)
                assert not left & set(view.discard), (seed, seat, sorted(left & set(view.discard)))
                assert not [c for s, hand in enumerate(view.hands) if s != seat for c in hand]
            state = RULES.apply(state, choose.choice(RULES.legal_actions(state)))
            steps += 1
        assert steps >= 1


def test_end_of_round_puts_hands_face_down_under_the_deck():
    before, _after, _ = _to_round_two(3)
    ending = replace(before, stage="end", queue=())
    state = _end_round(ending)
    assert state.round == 2
    deck_cards = {c for hand in before.hands for c in hand if c not in BASIC}
    assert deck_cards and deck_cards <= set(state.deck)
    assert state.discard == before.discard
    assert all(set(hand) <= set(BASIC) for hand in state.hands)
    for seat in range(3):
        view = RULES.view(state, seat)
        assert view.deck_size == len(before.deck) + len(deck_cards)
        assert not deck_cards & set(view.discard)
    # Phase 4 shuffles them back with the rest: the 40 deck cards are all dealt or in the deck.
    dealt = _deal(replace(state, stage="deal", queue=()))
    in_play = set(dealt.deck) | {c for hand in dealt.hands for c in hand if c not in BASIC}
    assert deck_cards <= in_play
