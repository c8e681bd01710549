"""Setup, the phases of a round, card play in a city, tokens, the end of the round and of the game,
and the two-player changes (seats: 0 Red, 1 Blue, 2 Yellow, 3 Green)."""

import pytest
from msgspec.structs import replace

from engine.core.errors import IllegalAction
from engine.pyramidion import RULES, Activate, Category, Load, Options, Pass, Play, Skip
from engine.pyramidion import data
from engine.pyramidion.cards import set_at
from engine.pyramidion.flow import advance
from engine.pyramidion.state import Task

from .util import BLUE, GREEN, RED, YELLOW, basic, card, fresh, in_city, pass_all, plain_setup, res


# --- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup(seats):
    state = RULES.new_game(seats, seed=11)
    assert sorted(state.order) == list(range(seats))
    assert state.colours == tuple(range(seats))
    assert len(state.boat_row) == 5 and len(state.boat_deck) == 15
    assert state.supply_discard and state.supply >= 0  # the first card applied, the next face up
    for seat in range(seats):
        hand = state.hands[seat]
        basics = [c for c in hand if c < 20]
        assert basics == [basic(seat, i) for i in range(5)]
        assert len(hand) == 9
    assert len(state.deck) == 40 - 4 * seats
    assert state.mercenaries == (-1,) * 8 and state.intermediaries == (-1,) * 8
    assert sorted(state.revolt_bag) == list(range(6))
    assert state.order_tokens == (-1,) * seats
    assert RULES.current_player(state) == state.order[0]
    assert state.queue == (Task("activate", state.order[0]),)


def test_random_turn_order_varies_with_the_seed():
    orders = {RULES.new_game(4, seed=s).order for s in range(12)}
    assert len(orders) > 3


def test_explicit_setup_deals_from_the_top_in_turn_order():
    setup = plain_setup(3, order=(2, 0, 1))
    state = RULES.new_game(3, setup=setup)
    assert state.hands[2][5:] == (20, 21, 22, 23)
    assert state.hands[0][5:] == (24, 25, 26, 27)
    assert state.hands[1][5:] == (28, 29, 30, 31)


def test_bad_setups_and_options_are_refused():
    good = plain_setup(3)
    for bad in (
        replace(good, deck=good.deck[:-1]),
        replace(good, colours=[0, 0, 1]),
        replace(good, order=[0, 1, 1]),
        replace(good, boats=list(range(19)) + [0]),
        replace(good, revolt=[0, 1, 2]),
        replace(good, supply=list(range(1, 11))),
    ):
        with pytest.raises(IllegalAction):
            RULES.new_game(3, setup=bad)
    with pytest.raises(IllegalAction):
        RULES.new_game(5)
    with pytest.raises(IllegalAction):
        RULES.new_game(3, Options(target=11))
    colours = RULES.new_game(2, setup=replace(plain_setup(2), colours=[3, 1]))
    assert colours.hands[0][:5] == tuple(basic(GREEN, i) for i in range(5))


# --- phase 5 ----------------------------------------------------------------------------------


def test_play_goes_clockwise_from_the_activator_and_pass_is_final():
    state = fresh(4, order=(2, 0, 3, 1))
    state = RULES.apply(state, Activate(data.GIZA))  # Yellow activates
    state = RULES.apply(state, Play(basic(YELLOW, 0)))
    assert RULES.current_player(state) == GREEN
    state = RULES.apply(state, Pass())
    assert RULES.current_player(state) == RED
    state = RULES.apply(state, Play(basic(RED, 0)))
    assert RULES.current_player(state) == BLUE
    state = RULES.apply(state, Pass())
    assert RULES.current_player(state) == YELLOW  # Green has passed: skipped from now on
    state = RULES.apply(state, Pass())
    assert RULES.current_player(state) == RED
    state = RULES.apply(state, Pass())
    # all passed: resolved, and the second player on the track (Red) activates next
    assert state.activations == (data.GIZA,) and state.city == -1
    assert state.queue == (Task("activate", RED),)


def test_each_player_activates_two_cities():
    state = fresh(3, order=(1, 2, 0))
    activators = []
    for _ in range(6):
        task = state.queue[0]
        assert task.kind == "activate"
        activators.append(task.seat)
        city = next(c for c in range(8) if c not in state.activations)
        state = pass_all(RULES.apply(state, Activate(city)))
        while state.queue and state.queue[0].kind != "activate" and state.stage != "load":
            state = RULES.apply(state, RULES.legal_actions(state)[0])
        if state.stage == "load" or state.round == 2:
            break
    assert activators == [1, 2, 0, 1, 2, 0]
    assert state.round == 2 or state.stage == "load"


def test_an_activated_city_cannot_be_activated_again():
    state = fresh(3)
    state = pass_all(RULES.apply(state, Activate(data.LUXOR)))
    before = state
    with pytest.raises(IllegalAction, match="sundial"):
        RULES.apply(state, Activate(data.LUXOR))
    assert state == before


def test_hiring_on_pass():
    state = fresh(3)
    state = RULES.apply(state, Activate(data.LUXOR))
    top = state.deck[0]
    legal = RULES.legal_actions(state)
    assert Pass(basic(RED, 0)) in legal
    state = RULES.apply(state, Pass(basic(RED, 0)))
    assert basic(RED, 0) in state.discard and top in state.hands[RED]
    assert len(state.hands[RED]) == 9 and state.passed[RED]


def test_illegal_plays_leave_the_state_untouched():
    state = fresh(3)
    state = RULES.apply(state, Activate(data.LUXOR))
    before = state
    for bad in (Play(basic(BLUE, 0)), Play(59 + 1), Pass(basic(BLUE, 0)), Skip(), Load(0), Activate(data.GIZA)):
        with pytest.raises(IllegalAction):
            RULES.apply(state, bad)
        assert state == before
    with pytest.raises(IllegalAction):
        RULES.apply(state, "play")


# --- tokens -----------------------------------------------------------------------------------


def test_a_player_with_no_token_left_places_nothing():
    mercs = (BLUE, BLUE, BLUE, BLUE, BLUE, -1, -1, YELLOW)
    state = in_city(3, data.KARNAK, BLUE, [(card("mercenary", influence=6), BLUE)], mercenaries=mercs)
    state = pass_all(state)
    assert state.mercenaries[data.KARNAK] == YELLOW


def test_agreements_place_an_intermediary_and_ties_place_nothing():
    state = in_city(
        3, data.GIZA, RED, [(card("intermediary", agreements=5), RED), (card("intermediary", agreements=4), BLUE)]
    )
    assert pass_all(state).intermediaries[data.GIZA] == RED
    tie = in_city(
        3,
        data.GIZA,
        RED,
        [
            (basic(RED, 2), RED),
            (card("intermediary", agreements=2, ankh=True), RED),
            (card("intermediary", agreements=5), BLUE),
        ],
    )
    # Red 3 + 2 and Blue 5: a tie for the highest places nothing
    assert pass_all(tie).intermediaries[data.GIZA] == -1


def test_trade_takes_all_the_city_resources():
    state = in_city(3, data.CAIRO, RED, [(card("merchant", trade=6), RED), (basic(BLUE, 1), BLUE)])
    wood = state.cities[data.CAIRO][data.WOOD]
    assert wood == 2
    state = pass_all(state)
    assert state.cities[data.CAIRO] == res() and state.resources[RED] == res(wood=2)


def test_phase3_collection_with_one_kind_is_automatic():
    state = fresh(3)
    inter = set_at(state.intermediaries, data.LUXOR, BLUE)
    state = replace(
        state,
        stage="round",
        queue=(),
        intermediaries=inter,
        round=2,
        hands=((), (), ()),
        discard=tuple(range(15)),
        activations=(),
    )
    state = advance(state)
    # S2 adds wood and camel to Luxor's 4 stones: Blue chooses
    assert state.queue[0] == Task("collect", BLUE, city=data.LUXOR)


# --- end of the round and of the game ---------------------------------------------------------


def _at_end(state, boats, mercs=(-1,) * 8):
    return replace(
        state,
        stage="end",
        queue=(),
        boats=boats,
        mercenaries=mercs,
        boat_row=tuple(b for b in state.boat_row if all(b not in x for x in boats)),
    )


def test_mercenary_bonus_counts_for_that_check_only():
    state = fresh(3)
    boats = ((17, 18, 0), (), ())  # 4 + 4 + 1 = 9
    mercs = (RED, RED, BLUE, -1, -1, -1, -1, -1)
    over = advance(_at_end(state, boats, mercs))
    assert over.stage == "over" and over.winner == RED and over.bonus == RED
    assert RULES.scores(over)[RED] == {"boats": 9, "mercenary_bonus": 1, "total": 10}
    tie = advance(_at_end(state, boats, (RED, BLUE, -1, -1, -1, -1, -1, -1)))
    assert tie.stage != "over" and tie.round == 2 and tie.bonus == -1


def test_game_end_tiebreaks_hand_then_boats_then_track():
    state = fresh(3, order=(2, 1, 0))
    boats = ((17, 18, 5), (19, 11, 0), (16, 15, 13, 1))
    vp = [sum(data.BOATS[b][0] for b in bs) for bs in boats]
    assert vp == [10, 8, 10]
    hands = ((1, 2), (3,), (4, 5))
    end = advance(replace(_at_end(state, boats), hands=hands))
    # Red and Yellow: 10 VP, 2 cards each; Yellow has 4 boats
    assert end.stage == "over" and end.winner == YELLOW and end.final_hands == (2, 1, 2)
    end = advance(replace(_at_end(state, ((17, 18, 5), (), (16, 15, 13, 1))), hands=((1, 2, 3), (), (4,))))
    assert end.winner == RED  # more cards in hand beats more boats
    end = advance(replace(_at_end(state, ((17, 18, 5), (), (19, 16, 11))), hands=((1,), (), (4,))))
    assert end.winner == YELLOW  # all equal: Yellow is first on the Giza track


@pytest.mark.parametrize("target", [12, 15])
def test_longer_targets(target):
    state = fresh(3, Options(target=target))
    ten = advance(_at_end(state, ((17, 18, 5), (), ())))
    assert ten.stage != "over"
    boats = (17, 18, 19) if target == 12 else (17, 18, 19, 16)
    done = advance(_at_end(state, (boats, (), ())))
    assert done.stage == "over" and done.winner == RED


def test_all_boats_variant_ends_when_every_boat_is_loaded():
    state = fresh(2, Options(all_boats=True))
    many = advance(_at_end(state, (tuple(range(15)), ())))
    assert many.stage != "over"
    every = replace(state, boat_row=(), boat_deck=(), boat_discard=())
    done = advance(_at_end(every, (tuple(range(15)), tuple(range(15, 20)))))
    assert done.stage == "over" and done.winner == 0


def test_end_of_round_resets_the_round():
    state = fresh(3)
    state = replace(state, activations=(0, 1, 2, 3, 4, 5), order_tokens=(BLUE, -1, -1), merc_used=(1,))
    state = advance(replace(state, stage="end", queue=()))
    assert state.round == 2 and state.activations == () and state.order_tokens == (-1, -1, -1)
    assert state.merc_used == ()
    assert all(len(h) == 9 for h in state.hands)
    assert len(state.deck) + len(state.discard) == 40 - 12


# --- two players ------------------------------------------------------------------------------


def test_two_players_activate_p1_p2_p1():
    state = fresh(2, order=(1, 0))
    activators = []
    while state.round == 1 and state.stage != "over":
        task = state.queue[0]
        if task.kind == "activate":
            activators.append(task.seat)
        state = RULES.apply(state, RULES.legal_actions(state)[0])
    assert activators == [1, 0, 1]


def test_two_players_must_play_one_card_and_at_most_five():
    state = in_city(
        2,
        data.LUXOR,
        RED,
        hands={RED: [basic(RED, i) for i in range(5)] + [card("merchant", trade=6)], BLUE: [basic(BLUE, 0)]},
    )
    assert Pass() not in RULES.legal_actions(state)
    assert not any(isinstance(a, Pass) for a in RULES.legal_actions(state))  # no hiring either
    with pytest.raises(IllegalAction, match="at least one"):
        RULES.apply(state, Pass())
    with pytest.raises(IllegalAction, match="hiring"):
        RULES.apply(replace(state, plays=(1, 0)), Pass(basic(RED, 0)))
    state = RULES.apply(state, Play(basic(RED, 0)))
    # Blue has one card and must play it: done on its own; then Red again
    assert state.plays == (1, 1) and RULES.current_player(state) == RED
    for i in range(1, 5):
        state = RULES.apply(state, Play(basic(RED, i)))
    state = RULES.apply(state, Category("trade"))  # the fifth card was the Deity
    # five cards: Red can only pass (on its own), and the city resolves
    assert state.city == -1 and card("merchant", trade=6) in state.hands[RED]


def test_two_players_second_becomes_first_without_giza():
    state = fresh(2, order=(1, 0))
    state = replace(state, activations=(1, 2, 3), stage="activate", queue=())
    state = advance(state)
    assert state.order == (0, 1)
    with_giza = replace(fresh(2, order=(1, 0)), activations=(0, 2, 3), stage="activate", queue=())
    assert advance(with_giza).order == (1, 0)


def test_two_players_giza_token_sets_the_order():
    state = fresh(2, order=(1, 0))
    state = replace(state, activations=(0, 2, 3), order_tokens=(0, -1), stage="activate", queue=())
    assert advance(state).order == (0, 1)
