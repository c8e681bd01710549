"""Readings of the rulebook the engine takes where it allows more than one (docs/rulings.md,
Pyramidion, decisions 19 to 25), each a scenario: the sentence it rests on is quoted there."""

import pytest
from msgspec.structs import replace

from engine.core.errors import IllegalAction
from engine.pyramidion import RULES, Pass, Play, data

from .util import BLUE, RED, YELLOW, basic, card, in_city, pass_all, rebels, res


def test_nobody_puts_the_revolt_down_when_everyone_is_below_its_strength():
    """Decision 20: every player below the strength discards, and only a player who kept their
    cards can take the reward; the highest influence among the discarded takes nothing."""
    played = [(rebels()[0], RED), (basic(RED, 3), RED), (basic(BLUE, 3), BLUE)]
    state = in_city(3, data.LUXOR, RED, played, revolt_bag=(5, 0, 1, 2, 3, 4))  # strength 8, a statue
    after = pass_all(state)
    assert after.revolt.strength == 8 and after.revolt.discarded == (RED, BLUE)
    assert after.revolt.winner == -1 and after.resolutions[0].result == "none"
    assert all(r == res() for r in after.resources)
    assert after.stock == state.stock


def test_hiring_is_allowed_on_a_pass_after_playing_in_that_city():
    """Decision 22: «Если игрок пасует (и не выкладывает персонажа)» — the pass is instead of a card
    this time round, so a player who played here earlier may still hire."""
    spare = card("intermediary", agreements=6)
    state = in_city(
        3, data.LUXOR, RED, [(basic(RED, 0), RED)], hands={RED: [basic(RED, 1), spare], BLUE: [basic(BLUE, 0)]}
    )
    assert state.plays[RED] == 1
    assert Pass(spare) in RULES.legal_actions(state)
    top = state.deck[0]
    after = RULES.apply(state, Pass(spare))
    assert after.passed[RED] and spare in after.discard and top in after.hands[RED]


def test_the_two_player_limit_of_five_is_per_player():
    """Decision 24: Red's five cards in the city do not stop Blue from playing his; Red may play
    no sixth and passes on his own."""
    red = [(basic(RED, i), RED) for i in range(5)]
    sixth = card("merchant", trade=6)
    state = in_city(
        2, data.LUXOR, RED, red + [(basic(BLUE, 0), BLUE)], hands={BLUE: [basic(BLUE, 1), basic(BLUE, 2)], RED: [sixth]}
    )
    assert state.plays == (5, 1)
    with pytest.raises(IllegalAction, match="at most 5"):
        RULES.apply(state, Play(sixth))
    assert RULES.legal_actions(state) == [Pass()]
    blue = replace(state, queue=(replace(state.queue[0], seat=BLUE),))
    state = RULES.apply(blue, Play(basic(BLUE, 1)))
    assert state.plays == (5, 2) and state.passed[RED] and sixth in state.hands[RED]
    assert RULES.current_player(state) == BLUE


def test_the_overseer_lowers_a_deitys_token():
    """Decision 19: the Deity's +6 is a number on an opponent's card."""
    from engine.pyramidion.cards import totals
    from engine.pyramidion.state import Played

    overseer = card("overseer", influence=1, agreements=1, trade=1)
    state = in_city(3, data.KARNAK, RED, [(overseer, RED), Played(basic(BLUE, 4), BLUE, category=data.TRADE)])
    assert totals(state)[BLUE] == [0, 0, 5]
    assert YELLOW not in {p.seat for p in state.played}
