"""One test (or a few) per city effect (seats: 0 Red, 1 Blue, 2 Yellow)."""

import pytest
from msgspec.structs import replace

from engine.core.errors import IllegalAction
from engine.pyramidion import RULES, Activate, Draw, Exchange, Load, Play, RemoveToken, Resource, Skip, TurnOrder
from engine.pyramidion import data
from engine.pyramidion.cards import set_at
from engine.pyramidion.flow import new_order
from engine.pyramidion.state import Task

from .util import BLUE, RED, YELLOW, basic, card, fresh, in_city, pass_all, play, rebels, res, special, with_resources

SPARE = card("intermediary", agreements=6)
ANKH_MERCHANT = card("merchant", trade=2, ankh=True)
ANKH_MERCHANT_2 = card("merchant", 1, trade=2, ankh=True)


# --- Giza -------------------------------------------------------------------------------------

# Rulebook (Гиза): «Игрок, выложивший здесь карту Наёмника, забирает любой доступный жетон
# порядка хода» — the token is taken, not offered: there is no Skip.


def test_giza_mercenary_takes_any_free_token_once_per_round():
    merc = card("mercenary", influence=6)
    state = in_city(3, data.GIZA, RED, hands={RED: [SPARE, basic(RED, 3), merc]}, passed=(BLUE, YELLOW))
    state = RULES.apply(state, Play(basic(RED, 3)))
    assert set(RULES.legal_actions(state)) == {TurnOrder(1), TurnOrder(2), TurnOrder(3)}
    state = RULES.apply(state, TurnOrder(3))
    state = RULES.apply(state, Play(merc))  # a second Mercenary: no second token
    assert state.queue[0].kind == "play"
    assert state.order_tokens == (-1, -1, RED)


def test_giza_token_must_be_taken_and_is_kept_when_the_card_goes():
    state = in_city(3, data.GIZA, RED, hands={RED: [SPARE, basic(RED, 3), special(data.BANDIT)]}, passed=(BLUE, YELLOW))
    asked = RULES.apply(state, Play(basic(RED, 3)))
    assert Skip() not in RULES.legal_actions(asked)
    with pytest.raises(IllegalAction, match="cannot skip"):
        RULES.apply(asked, Skip())
    state = play(state, Play(basic(RED, 3)), TurnOrder(1), Play(special(data.BANDIT)))
    assert basic(RED, 3) in state.discard  # the Bandit's only target
    assert state.order_tokens == (RED, -1, -1)


def test_giza_mercenary_with_no_free_token_left_asks_nothing():
    state = in_city(
        3, data.GIZA, RED, hands={RED: [SPARE, basic(RED, 3)]}, passed=(BLUE, YELLOW), order_tokens=(BLUE, YELLOW, -1)
    )
    state = replace(state, order_tokens=(BLUE, YELLOW, 2))
    state = RULES.apply(state, Play(basic(RED, 3)))
    assert state.queue[0].kind != "giza"


def test_giza_no_token_for_other_cards():
    state = in_city(3, data.GIZA, RED, hands={RED: [SPARE, basic(RED, 0)]}, passed=(BLUE, YELLOW))
    state = RULES.apply(state, Play(basic(RED, 0)))
    assert state.queue[0].kind == "play"


def test_phase6_order_fills_gaps_in_previous_order():
    state = replace(fresh(4), order=(3, 2, 1, 0), order_tokens=(-1, 0, -1, 2), activations=(data.GIZA,))
    assert new_order(state) == (3, 0, 1, 2)
    untouched = replace(state, order_tokens=(-1,) * 4)
    assert new_order(untouched) == (3, 2, 1, 0)


# --- Thebes -----------------------------------------------------------------------------------


def test_thebes_mercenary_holder_gets_one_more_card():
    state = fresh(3)
    mercs = set_at(state.mercenaries, data.THEBES, BLUE)
    state = replace(
        state,
        stage="deal",
        queue=(),
        round=2,
        mercenaries=mercs,
        hands=((), (), ()),
        discard=tuple(b for b in range(15)),
    )
    from engine.pyramidion.flow import advance

    state = advance(state)
    assert [len(h) for h in state.hands] == [9, 10, 9]


# --- Luxor ------------------------------------------------------------------------------------


def test_luxor_first_ankh_card_may_draw():
    state = in_city(3, data.LUXOR, RED, hands={RED: [SPARE, ANKH_MERCHANT, ANKH_MERCHANT_2]}, passed=(BLUE, YELLOW))
    top = state.deck[0]
    state = RULES.apply(state, Play(ANKH_MERCHANT))
    assert set(RULES.legal_actions(state)) == {Draw(), Skip()}
    state = RULES.apply(state, Draw())
    assert top in state.hands[RED]
    state = RULES.apply(state, Play(ANKH_MERCHANT_2))  # the second ankh card: nothing
    assert state.queue[0].kind == "play"


def test_luxor_declined_first_ankh_is_used_up():
    state = in_city(3, data.LUXOR, RED, hands={RED: [SPARE, ANKH_MERCHANT, ANKH_MERCHANT_2]}, passed=(BLUE, YELLOW))
    state = play(state, Play(ANKH_MERCHANT), Skip(), Play(ANKH_MERCHANT_2))
    assert state.queue[0].kind == "play"


def test_luxor_card_without_ankh_does_not_count():
    state = in_city(3, data.LUXOR, RED, hands={RED: [SPARE, basic(RED, 0), ANKH_MERCHANT]}, passed=(BLUE, YELLOW))
    state = play(state, Play(basic(RED, 0)), Play(ANKH_MERCHANT))
    assert state.queue[0].kind == "luxor"


# --- Alexandria -------------------------------------------------------------------------------


def test_alexandria_each_ankh_card_gives_a_resource():
    state = in_city(
        3, data.ALEXANDRIA, RED, hands={RED: [SPARE, ANKH_MERCHANT, ANKH_MERCHANT_2]}, passed=(BLUE, YELLOW)
    )
    state = play(state, Play(ANKH_MERCHANT), Resource("statue"), Play(ANKH_MERCHANT_2), Resource("food"))
    assert state.resources[RED] == res(statue=1, food=1)


# --- Cairo ------------------------------------------------------------------------------------


def test_cairo_first_ankh_card_may_remove_a_token():
    mercs = set_at((-1,) * 8, data.CAIRO, BLUE)
    state = in_city(
        3,
        data.CAIRO,
        RED,
        hands={RED: [SPARE, ANKH_MERCHANT, ANKH_MERCHANT_2]},
        passed=(BLUE, YELLOW),
        mercenaries=mercs,
    )
    state = RULES.apply(state, Play(ANKH_MERCHANT))
    assert set(RULES.legal_actions(state)) == {RemoveToken("mercenary"), Skip()}
    with pytest.raises(IllegalAction):
        RULES.apply(state, RemoveToken("intermediary"))
    state = RULES.apply(state, RemoveToken("mercenary"))
    assert state.mercenaries[data.CAIRO] == -1


# --- Philae -----------------------------------------------------------------------------------


def test_philae_each_revolt_token_is_2_stronger():
    rebel = rebels()[0]
    played = [(rebel, BLUE), (card("mercenary", influence=5), BLUE), (basic(RED, 3), RED)]
    state = in_city(3, data.PHILAE, RED, played, revolt_bag=(0, 1, 2, 3, 4, 5))  # token 5 (wood)
    state = pass_all(state)
    # strength 5 + 2 = 7: Blue's 7 survives, Red's 3 does not
    assert state.revolt.strength == 7 and state.revolt.discarded == (RED,)
    assert state.resources[BLUE] == res(wood=1)


# --- Abu Simbel -------------------------------------------------------------------------------


def test_abu_simbel_anyone_may_trade_3_workers_for_a_statue():
    state = in_city(3, data.ABU_SIMBEL, RED, [(basic(RED, 0), RED)], order=(BLUE, RED, YELLOW))
    state = with_resources(state, YELLOW, res(worker=7))
    state = with_resources(state, BLUE, res(worker=3))
    state = with_resources(state, RED, res(worker=2))
    state = pass_all(state)
    # in turn order: Blue first (who played nothing here), Red has too few workers, then Yellow
    assert state.queue[0] == Task("exchange", BLUE)
    assert RULES.legal_actions(state) == [Exchange(0), Exchange(1)]
    state = RULES.apply(state, Exchange(1))
    assert state.queue[0] == Task("exchange", YELLOW)
    with pytest.raises(IllegalAction):
        RULES.apply(state, Exchange(3))
    state = RULES.apply(state, Exchange(2))
    assert state.resources[BLUE] == res(statue=1)
    assert state.resources[YELLOW] == res(worker=1, statue=2)
    assert state.city == -1  # the city closed after the exchanges


# --- Karnak -----------------------------------------------------------------------------------


def test_karnak_activator_draws_a_private_boat():
    state = fresh(3)
    top = state.boat_deck[0]
    state = RULES.apply(state, Activate(data.KARNAK))
    assert state.karnak_boat == top and state.karnak_owner == RED
    # loading: only Red may take it
    cost = data.BOATS[top][1]
    state = with_resources(state, RED, cost)
    state = with_resources(state, BLUE, cost)
    load_state = replace(
        state, stage="load", queue=(Task("load", BLUE),), city=-1, played=(), activations=tuple(range(6))
    )
    assert all(getattr(a, "boat", None) != top for a in RULES.legal_actions(load_state))
    with pytest.raises(IllegalAction):
        RULES.apply(load_state, Load(top))
    red_turn = replace(load_state, queue=(Task("load", RED),))
    after = RULES.apply(red_turn, Load(top))
    assert top in after.boats[RED] and after.karnak_boat in (-1,)


def test_karnak_boat_is_discarded_at_round_end():
    state = fresh(3)
    top = state.boat_deck[0]
    state = RULES.apply(state, Activate(data.KARNAK))
    state = replace(state, stage="end", queue=(), city=-1, played=())
    from engine.pyramidion.flow import advance

    state = advance(state)
    assert state.karnak_boat == -1 and top in state.boat_discard
