"""The rulebook's worked examples, one scenario each (seats: 0 Red, 1 Blue, 2 Yellow)."""

import pytest
from msgspec.structs import replace

from engine.core.errors import IllegalAction

from engine.pyramidion import RULES, Activate, Load, Pass, Play, Resource, Skip, TurnOrder
from engine.pyramidion import boats, data
from engine.pyramidion.cards import set_at
from engine.pyramidion.state import Played, Task

from .util import (
    BLUE,
    RED,
    YELLOW,
    basic,
    card,
    fresh,
    in_city,
    pass_all,
    rebels,
    res,
    with_city_resources,
    with_resources,
)


def test_phase1_row_is_refilled_to_five():
    state = fresh(3)
    # three boats stay from last round, two come from the deck
    state = replace(state, boat_row=(7, 12, 3), boat_deck=(15, 16, 17))
    state = boats.refill(state)
    assert state.boat_row == (7, 12, 3, 15, 16)
    assert state.boat_deck == (17,)


def test_phase2_supply_card_s1():
    state = fresh(3)  # the plain setup turns S1 face up and applies it in round 1
    assert state.supply_discard == (0,)
    assert state.supply == 1
    c = state.cities
    assert c[data.GIZA] == res(camel=1, food=2)
    assert c[data.THEBES] == res(worker=1, statue=1)
    assert c[data.LUXOR] == res(stone=4)
    assert c[data.ALEXANDRIA] == res(worker=1)
    assert c[data.CAIRO] == res(wood=2)
    assert c[data.PHILAE] == res(camel=1)
    assert c[data.ABU_SIMBEL] == res() and c[data.KARNAK] == res()


def test_phase3_red_intermediary_in_alexandria_takes_wood():
    state = fresh(3)
    state = with_city_resources(state, data.ALEXANDRIA, res(worker=2, wood=1))
    state = replace(
        state,
        intermediaries=set_at(state.intermediaries, data.ALEXANDRIA, RED),
        queue=(Task("collect", RED, city=data.ALEXANDRIA),),
    )
    assert RULES.current_player(state) == RED
    assert set(RULES.legal_actions(state)) == {Resource("wood"), Resource("worker")}
    state = RULES.apply(state, Resource("wood"))
    assert state.resources[RED] == res(wood=1)
    assert state.cities[data.ALEXANDRIA] == res(worker=2)


def test_luxor_revolt_6_plus_7():
    rebel_blue, rebel_yellow, _ = rebels()
    played = [
        # Red: influence 9
        (card("mercenary", influence=6), RED),
        (basic(RED, 3), RED),
        # Blue: a Rebel and influence 15 in all
        (rebel_blue, BLUE),
        Played(basic(BLUE, 4), BLUE, category=data.INFLUENCE),
        (card("mercenary", influence=4), BLUE),
        (basic(BLUE, 3), BLUE),
        # Yellow: a Rebel and influence 14 in all
        (rebel_yellow, YELLOW),
        (card("mercenary", influence=5), YELLOW),
        (card("mercenary", 1, influence=4), YELLOW),
        (basic(YELLOW, 3), YELLOW),
    ]
    state = in_city(3, data.LUXOR, RED, played, revolt_bag=(1, 3, 0, 2, 4, 5))  # 6 food, 7 worker
    influence = [t[0] for t in RULES.view(state, None).totals]
    assert influence == [9, 15, 14]
    after = pass_all(state)
    revolt = after.revolt
    assert revolt.tokens == (1, 3) and revolt.strength == 13
    assert revolt.discarded == (RED,) and revolt.winner == BLUE
    assert after.resources[BLUE] == res(food=1, worker=1)
    assert after.resources[RED] == res() and after.resources[YELLOW] == res()
    # Red's cards went to the discard pile; Blue's influence then takes the mercenary token
    assert card("mercenary", influence=6) in after.discard
    assert after.mercenaries[data.LUXOR] == BLUE
    assert sorted(after.revolt_bag) == list(range(6))


def test_thebes_blue_replaces_yellow_mercenary_at_exactly_7():
    mercs = set_at((-1,) * 8, data.THEBES, YELLOW)
    state = in_city(
        3,
        data.THEBES,
        BLUE,
        [
            (basic(BLUE, 3), BLUE),
            (card("mercenary", influence=4), BLUE),
            (card("mercenary", influence=2, ankh=True), YELLOW),
        ],
        mercenaries=mercs,
    )
    after = pass_all(state)
    assert after.mercenaries[data.THEBES] == BLUE
    # Yellow's token is back in their supply: no token of theirs is on a city any more
    assert YELLOW not in after.mercenaries


def test_thebes_below_threshold_places_nothing():
    state = in_city(3, data.THEBES, BLUE, [(basic(BLUE, 3), BLUE), (card("mercenary", influence=3), BLUE)])
    assert pass_all(state).mercenaries[data.THEBES] == -1


def test_abu_simbel_red_highest_agreements_below_8_blue_stays():
    inter = set_at((-1,) * 8, data.ABU_SIMBEL, BLUE)
    state = in_city(
        3,
        data.ABU_SIMBEL,
        RED,
        [(basic(RED, 2), RED), (card("intermediary", agreements=4), RED), (basic(BLUE, 2), BLUE)],
        intermediaries=inter,
    )
    after = pass_all(state)
    assert after.intermediaries[data.ABU_SIMBEL] == BLUE


def test_karnak_trade_tie_takes_nothing():
    state = in_city(
        3,
        data.KARNAK,
        RED,
        [
            (basic(RED, 1), RED),
            (card("merchant", trade=3), RED),
            (basic(YELLOW, 1), YELLOW),
            (card("merchant", 1, trade=3), YELLOW),
        ],
    )
    state = with_city_resources(state, data.KARNAK, res(worker=2, stone=1))
    after = pass_all(state)
    assert after.cities[data.KARNAK] == res(worker=2, stone=1)
    assert after.resources[RED] == res() and after.resources[YELLOW] == res()


def test_giza_red_takes_token_1_and_goes_first():
    state = fresh(3, order=(BLUE, YELLOW, RED))
    state = replace(state, hands=set_at(state.hands, RED, state.hands[RED]))
    state = RULES.apply(state, Activate(data.GIZA))  # Blue activates Giza
    state = RULES.apply(state, Pass())  # Blue
    state = RULES.apply(state, Pass())  # Yellow (clockwise from Blue: seat 2)
    state = RULES.apply(state, Play(basic(RED, 3)))  # Red plays their Mercenary
    assert state.queue[0].kind == "giza"
    state = RULES.apply(state, TurnOrder(1))
    assert state.order_tokens == (RED, -1, -1)
    from engine.pyramidion.flow import new_order

    assert new_order(state) == (RED, BLUE, YELLOW)


def _loading_position(monkeypatch=None):
    state = fresh(3)
    mercs = set_at(set_at((-1,) * 8, data.GIZA, BLUE), data.CAIRO, BLUE)
    state = with_resources(state, BLUE, res(camel=1, statue=1, stone=2, worker=1))
    # Red can load boat 1 (camel, worker, stone), so the phase waits for Red after Blue
    state = with_resources(state, RED, res(camel=1, worker=1, stone=1))
    return replace(
        state,
        stage="load",
        mercenaries=mercs,
        activations=tuple(range(6)),
        queue=(Task("load", BLUE),),
        order=(BLUE, RED, YELLOW),
        load_turn=0,
    )


def test_phase7_example_blue_loads_the_example_boat_with_a_statue_and_the_giza_mercenary():
    """«Синий игрок снаряжает лодку. В Гизе и Каире у него по жетону наёмника. В личном запасе
    ресурсов: 1 верблюд, 1 статуя, 2 камня и 1 рабочий. Он использует жетон наёмника в Гизе и
    получает 1 верблюда. Игрок снаряжает лодку, сбрасывая 2 верблюда, 2 камня, 1 рабочего и
    1 статую (вместо 1 еды).» Boat 13 is that boat; Cairo's token adds wood, which it does not
    take, so Blue pays his own worker."""
    assert data.boat(13) == (3, res(camel=2, stone=2, worker=1, food=1))
    assert data.mercenary_resource(data.GIZA) == data.CAMEL
    assert data.mercenary_resource(data.CAIRO) == data.WOOD
    state = _loading_position()
    state = replace(state, boat_row=(13,) + state.boat_row[1:])
    loads = [a for a in RULES.legal_actions(state) if isinstance(a, Load) and a.boat == 13]
    # the example's payment is the only one: Cairo's wood would be lost in this boat
    assert loads == [Load(13, mercenaries=(data.GIZA,), statues=("food",))]
    after = RULES.apply(state, loads[0])
    assert after.boats[BLUE] == (13,)
    assert after.resources[BLUE] == res()
    assert RULES.scores(after)[BLUE]["boats"] == 3
    assert data.GIZA in after.merc_used and data.CAIRO not in after.merc_used
    # the stock got back what Blue paid; the Giza unit came from the stock and went back
    assert after.stock == tuple(s + p for s, p in zip(state.stock, res(camel=1, statue=1, stone=2, worker=1)))
    # without the Giza mercenary Blue lacks a camel
    with pytest.raises(IllegalAction):
        RULES.apply(state, Load(13, statues=("food",)))
    with pytest.raises(IllegalAction, match="lost"):
        RULES.apply(state, Load(13, mercenaries=(data.GIZA, data.CAIRO), statues=("food",)))


def test_phase7_example_under_rules_version_1_keeps_the_old_boat_and_cairo_worker():
    """A game begun under rules version 1 keeps boat 13 as it was (one wood more) and Cairo's
    worker: the example's hand no longer loads it, and Cairo's token may pay the worker."""
    state = replace(_loading_position(), rules=1)
    state = replace(state, boat_row=(13,) + state.boat_row[1:])
    assert not any(isinstance(a, Load) and a.boat == 13 for a in RULES.legal_actions(state))
    state = with_resources(state, BLUE, res(camel=1, statue=1, stone=2, worker=1, wood=1))
    loads = {a for a in RULES.legal_actions(state) if isinstance(a, Load) and a.boat == 13}
    assert Load(13, (data.GIZA,), ("food",)) in loads
    assert Load(13, (data.GIZA, data.CAIRO), ("food",)) in loads
    after = RULES.apply(state, Load(13, (data.GIZA, data.CAIRO), ("food",)))
    assert after.resources[BLUE] == res(worker=1)
    assert RULES.scores(after)[BLUE]["boats"] == 3


def test_loading_goes_round_until_all_pass_in_a_row():
    state = _loading_position()
    state = RULES.apply(state, Skip())  # Blue
    assert RULES.current_player(state) == RED
    state = RULES.apply(state, Load(1))  # Red; Yellow cannot load and passes on its own
    assert state.boats[RED] == (1,)
    assert RULES.current_player(state) == BLUE  # Blue may still load after passing once
    state = RULES.apply(state, Skip())
    # Red has nothing left, Yellow neither: three passes in a row end the phase and the round
    assert state.round == 2


def test_resolutions_record_the_luxor_revolt_and_the_karnak_trade_tie():
    rebel_blue, rebel_yellow, _ = rebels()
    played = [
        (card("mercenary", influence=6), RED),
        (basic(RED, 3), RED),
        (rebel_blue, BLUE),
        Played(basic(BLUE, 4), BLUE, category=data.INFLUENCE),
        (card("mercenary", influence=4), BLUE),
        (basic(BLUE, 3), BLUE),
        (rebel_yellow, YELLOW),
        (card("mercenary", influence=5), YELLOW),
        (card("mercenary", 1, influence=4), YELLOW),
        (basic(YELLOW, 3), YELLOW),
    ]
    state = in_city(3, data.LUXOR, RED, played, revolt_bag=(1, 3, 0, 2, 4, 5))
    after = pass_all(state)
    revolt, influence = after.resolutions[0], after.resolutions[1]
    assert (revolt.city, revolt.category, revolt.totals, revolt.needed) == (data.LUXOR, "revolt", (9, 15, 14), 13)
    assert (revolt.winner, revolt.result, revolt.discarded) == (BLUE, "won", (RED,))
    assert revolt.gained == res(food=1, worker=1)
    assert (influence.category, influence.winner, influence.result, influence.replaced) == (
        "influence",
        BLUE,
        "won",
        -1,
    )
    assert influence.totals[BLUE] == 15 and influence.totals[RED] == 0
    assert [r.category for r in after.resolutions] == ["revolt", "influence", "agreements", "trade"]
    assert RULES.view(after, YELLOW).resolutions == list(after.resolutions)

    state = in_city(
        3,
        data.KARNAK,
        RED,
        [
            (basic(RED, 1), RED),
            (card("merchant", trade=3), RED),
            (basic(YELLOW, 1), YELLOW),
            (card("merchant", 1, trade=3), YELLOW),
        ],
    )
    state = with_city_resources(state, data.KARNAK, res(worker=2, stone=1))
    trade = pass_all(state).resolutions[-1]
    assert (trade.city, trade.category, trade.winner, trade.result) == (data.KARNAK, "trade", -1, "tie")
    assert trade.totals[RED] == trade.totals[YELLOW] == max(trade.totals) and trade.gained == ()
