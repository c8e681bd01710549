"""One test (or a few) per special character's effect (seats: 0 Red, 1 Blue, 2 Yellow)."""

import pytest
from msgspec.structs import replace

from engine.core.errors import IllegalAction
from engine.pyramidion import (
    RULES,
    Category,
    Copy,
    Discard,
    Pass,
    Play,
    Raise,
    Reclaim,
    RemoveToken,
    Resource,
    Skip,
    Swap,
    TurnOrder,
)
from engine.pyramidion import data
from engine.pyramidion.cards import category_stock, set_at, thresholds, totals
from engine.pyramidion.state import Played

from .util import BLUE, RED, YELLOW, basic, card, in_city, pass_all, play, rebels, res, special, with_city_resources

OTHERS_PASSED = (BLUE, YELLOW)
#: a card kept in hand so that the player is still asked to play after the card under test
SPARE = card("intermediary", agreements=6)


def test_deity_category_token_adds_6():
    state = in_city(3, data.KARNAK, RED, hands={RED: [SPARE, basic(RED, 4)]}, passed=OTHERS_PASSED)
    state = RULES.apply(state, Play(basic(RED, 4)))
    assert state.queue[0].kind == "category"
    assert set(RULES.legal_actions(state)) == {Category(c) for c in data.CATEGORIES}
    state = RULES.apply(state, Category("trade"))
    assert totals(state)[RED] == [0, 0, 6]
    assert category_stock(state) == [4, 4, 3]


def test_deity_only_offers_categories_left():
    played = [Played(basic(c, 4), c, category=data.INFLUENCE) for c in (BLUE, YELLOW, 3)]
    played.append(Played(special(data.PHILOSOPHER), BLUE, copy=basic(BLUE, 4), category=data.INFLUENCE))
    state = in_city(4, data.KARNAK, RED, played, hands={RED: [SPARE, basic(RED, 4)]}, passed=(1, 2, 3))
    state = RULES.apply(state, Play(basic(RED, 4)))
    assert Category("influence") not in RULES.legal_actions(state)
    with pytest.raises(IllegalAction):
        RULES.apply(state, Category("influence"))


def test_high_priest_takes_a_card_back_after_trade():
    priest = special(data.HIGH_PRIEST)
    merchant = card("merchant", trade=6)
    state = in_city(3, data.KARNAK, RED, [(priest, RED), (merchant, RED)], passed=OTHERS_PASSED)
    state = with_city_resources(state, data.KARNAK, res(stone=2))
    state = RULES.apply(state, Pass())
    # trade came first: Red's 6 took Karnak's resources
    assert state.resources[RED] == res(stone=2)
    assert state.queue[0].kind == "reclaim"
    assert set(RULES.legal_actions(state)) == {Reclaim(priest), Reclaim(merchant)}
    with pytest.raises(IllegalAction):
        RULES.apply(state, Reclaim(basic(BLUE, 0)))
    state = RULES.apply(state, Reclaim(merchant))
    assert merchant in state.hands[RED]
    assert priest in state.discard and merchant not in state.discard


def test_high_priest_may_take_itself_back():
    priest = special(data.HIGH_PRIEST)
    state = in_city(3, data.KARNAK, RED, [(priest, RED), (basic(RED, 0), RED)], passed=OTHERS_PASSED)
    state = play(state, Pass(), Reclaim(priest))
    assert priest in state.hands[RED]


def test_bandit_discards_any_card_and_a_rebel_reveals_nothing():
    rebel = rebels()[0]
    bandit = special(data.BANDIT)
    state = in_city(
        3, data.GIZA, RED, [(rebel, BLUE), (basic(RED, 0), RED)], hands={RED: [SPARE, bandit]}, passed=OTHERS_PASSED
    )
    state = RULES.apply(state, Play(bandit))
    assert set(RULES.legal_actions(state)) == {Discard(rebel), Discard(basic(RED, 0))}
    with pytest.raises(IllegalAction):
        RULES.apply(state, Discard(bandit))
    state = RULES.apply(state, Discard(rebel))
    assert rebel in state.discard
    state = pass_all(state)
    assert state.revolt is None


def test_bandit_may_discard_own_card():
    bandit = special(data.BANDIT)
    state = in_city(3, data.GIZA, RED, [(basic(RED, 0), RED)], hands={RED: [SPARE, bandit]}, passed=OTHERS_PASSED)
    state = RULES.apply(state, Play(bandit))  # the only target: discarded on its own
    assert basic(RED, 0) in state.discard


def test_guard_discards_a_card_or_removes_a_token():
    guard = special(data.GUARD)
    mercs = set_at((-1,) * 8, data.GIZA, BLUE)
    inter = set_at((-1,) * 8, data.GIZA, YELLOW)
    state = in_city(
        3,
        data.GIZA,
        RED,
        [(basic(BLUE, 1), BLUE)],
        hands={RED: [SPARE, guard]},
        passed=OTHERS_PASSED,
        mercenaries=mercs,
        intermediaries=inter,
    )
    state = RULES.apply(state, Play(guard))
    assert set(RULES.legal_actions(state)) == {
        Discard(basic(BLUE, 1)),
        RemoveToken("mercenary"),
        RemoveToken("intermediary"),
    }
    removed = RULES.apply(state, RemoveToken("mercenary"))
    assert removed.mercenaries[data.GIZA] == -1 and removed.intermediaries[data.GIZA] == YELLOW
    discarded = RULES.apply(state, Discard(basic(BLUE, 1)))
    assert basic(BLUE, 1) in discarded.discard and discarded.mercenaries[data.GIZA] == BLUE


def test_thief_discards_a_merchant_only():
    thief = special(data.THIEF)
    state = in_city(
        3,
        data.KARNAK,
        RED,
        [(basic(BLUE, 0), BLUE), (basic(BLUE, 2), BLUE), (card("merchant", trade=6), YELLOW)],
        hands={RED: [SPARE, thief]},
        passed=OTHERS_PASSED,
    )
    state = RULES.apply(state, Play(thief))
    assert set(RULES.legal_actions(state)) == {Discard(basic(BLUE, 0)), Discard(card("merchant", trade=6))}
    with pytest.raises(IllegalAction):
        RULES.apply(state, Discard(basic(BLUE, 2)))
    state = RULES.apply(state, Discard(basic(BLUE, 0)))
    assert basic(BLUE, 0) in state.discard


def test_vizier_takes_one_resource_from_the_city():
    vizier = special(data.VIZIER)
    state = in_city(3, data.LUXOR, RED, hands={RED: [SPARE, vizier]}, passed=OTHERS_PASSED)
    state = with_city_resources(state, data.LUXOR, res(stone=2, camel=1))
    state = RULES.apply(state, Play(vizier))
    assert set(RULES.legal_actions(state)) == {Resource("stone"), Resource("camel")}
    state = RULES.apply(state, Resource("camel"))
    assert state.resources[RED] == res(camel=1)


def test_politician_adds_a_resource_and_draws():
    politician = special(data.POLITICIAN)
    state = in_city(3, data.GIZA, RED, hands={RED: [SPARE, politician]}, passed=OTHERS_PASSED)
    before = state.cities[data.GIZA]
    top = state.deck[0]
    state = RULES.apply(state, Play(politician))
    assert len(RULES.legal_actions(state)) == 6
    state = RULES.apply(state, Resource("statue"))
    assert state.cities[data.GIZA][data.STATUE] == before[data.STATUE] + 1
    assert top in state.hands[RED]


def test_overseer_lowers_opponents_numbers_by_one():
    overseer = special(data.OVERSEER)
    played = [
        (card("mercenary", influence=4, agreements=1), BLUE),
        Played(basic(BLUE, 4), BLUE, category=data.TRADE),
        (card("merchant", trade=4, influence=1), YELLOW),
        (basic(RED, 1), RED),
    ]
    state = in_city(3, data.KARNAK, RED, played, hands={RED: [SPARE, overseer]}, passed=OTHERS_PASSED)
    assert totals(state) == [[0, 0, 3], [4, 1, 6], [1, 0, 4]]
    state = RULES.apply(state, Play(overseer))
    # own cards untouched (Overseer's own 1/1/1 counts); numbers never below 0
    assert totals(state) == [[1, 1, 4], [3, 0, 5], [0, 0, 3]]


def test_overseer_counts_for_later_cards_and_in_the_revolt():
    overseer = special(data.OVERSEER)
    rebel = rebels()[0]
    # Blue's influence 7 + 2 - ... : the revolt token is 7 (worker)
    played = [(overseer, RED), (basic(RED, 3), RED), (card("mercenary", influence=6), BLUE), (rebel, BLUE)]
    state = in_city(
        3,
        data.KARNAK,
        BLUE,
        played,
        hands={BLUE: [SPARE, card("mercenary", influence=2, ankh=True)]},
        passed=(RED, YELLOW),
        revolt_bag=(3, 0, 1, 2, 4, 5),
    )
    state = RULES.apply(state, Play(card("mercenary", influence=2, ankh=True)))
    assert totals(state)[BLUE][0] == 5 + 1 + 1  # 6-1, 2-1, Rebel 2-1
    state = pass_all(state)
    # strength 7 against Blue's 7: Blue survives (equal survives) and puts it down; Red (4) loses
    assert state.revolt.strength == 7 and state.revolt.winner == BLUE
    assert state.revolt.discarded == (RED,)
    assert state.resources[BLUE] == res(worker=1)


def test_stonecutter_raise_adds_3_to_each_threshold():
    cutter = special(data.STONECUTTER)
    state = in_city(
        3, data.KARNAK, RED, [(card("merchant", trade=6), BLUE)], hands={RED: [SPARE, cutter]}, passed=OTHERS_PASSED
    )
    state = with_city_resources(state, data.KARNAK, res(wood=1))
    state = RULES.apply(state, Play(cutter))
    assert Raise() in RULES.legal_actions(state)
    state = RULES.apply(state, Raise())
    assert thresholds(state) == [8, 8, 9]
    state = pass_all(state)
    # Blue's trade 6 no longer reaches Karnak's raised 9: the wood stays
    assert state.cities[data.KARNAK] == res(wood=1)


def test_stonecutter_raise_ends_when_discarded():
    cutter = special(data.STONECUTTER)
    state = in_city(
        3,
        data.KARNAK,
        RED,
        [Played(cutter, RED, raised=True)],
        hands={RED: [SPARE, special(data.BANDIT)]},
        passed=OTHERS_PASSED,
    )
    assert thresholds(state) == [8, 8, 9]
    state = RULES.apply(state, Play(special(data.BANDIT)))  # the only target is the Stonecutter
    assert thresholds(state) == [5, 5, 6]


def test_stonecutter_swaps_exactly_two_for_two():
    # Rulebook (Каменотёс): «поменяйте 2 ресурса из города на 2 ресурса другого города (если в
    # городе только 1 ресурс, поменяйте 1 ресурс)» — 2 for 2 whenever both cities hold 2.
    cutter = special(data.STONECUTTER)
    state = in_city(3, data.KARNAK, RED, hands={RED: [SPARE, cutter]}, passed=OTHERS_PASSED)
    state = with_city_resources(state, data.KARNAK, res(wood=2))
    before = state.cities[data.LUXOR]  # 4 stone from S1
    state = RULES.apply(state, Play(cutter))
    legal = RULES.legal_actions(state)
    assert Swap(data.LUXOR, ("wood", "wood"), ("stone", "stone")) in legal
    assert Swap(data.LUXOR, ("wood",), ("stone",)) not in legal
    for swap in (a for a in legal if isinstance(a, Swap)):
        size = 2 if sum(state.cities[swap.city]) >= 2 else 1  # Karnak holds 2
        assert len(swap.give) == size == len(swap.take), swap
    with pytest.raises(IllegalAction, match="exactly 2"):
        RULES.apply(state, Swap(data.LUXOR, ("wood",), ("stone",)))
    with pytest.raises(IllegalAction):
        RULES.apply(state, Swap(data.LUXOR, ("wood", "wood", "wood"), ("stone",) * 3))
    with pytest.raises(IllegalAction):
        RULES.apply(state, Swap(data.KARNAK, ("wood",), ("wood",)))
    state = RULES.apply(state, Swap(data.LUXOR, ("wood", "wood"), ("stone", "stone")))
    assert state.cities[data.KARNAK] == res(stone=2)
    assert state.cities[data.LUXOR] == res(wood=2, stone=before[data.STONE] - 2)


@pytest.mark.parametrize("just_one", ["here", "there"])
def test_stonecutter_swaps_one_for_one_when_a_city_holds_just_one(just_one):
    # «(если в городе только 1 ресурс, поменяйте 1 ресурс)»: either city holding just 1.
    cutter = special(data.STONECUTTER)
    state = in_city(3, data.KARNAK, RED, hands={RED: [SPARE, cutter]}, passed=OTHERS_PASSED)
    if just_one == "here":
        state = with_city_resources(state, data.KARNAK, res(wood=1))
        state = with_city_resources(state, data.LUXOR, res(stone=4))
    else:
        state = with_city_resources(state, data.KARNAK, res(wood=3))
        state = with_city_resources(state, data.LUXOR, res(stone=1))
    state = RULES.apply(state, Play(cutter))
    legal = RULES.legal_actions(state)
    assert Swap(data.LUXOR, ("wood",), ("stone",)) in legal
    assert not any(a.city == data.LUXOR and len(a.give) == 2 for a in legal if isinstance(a, Swap))
    with pytest.raises(IllegalAction, match="1 for 1"):
        RULES.apply(state, Swap(data.LUXOR, ("wood", "wood"), ("stone", "stone")))
    after = RULES.apply(state, Swap(data.LUXOR, ("wood",), ("stone",)))
    assert after.cities[data.KARNAK][data.STONE] == 1


def test_stonecutter_cannot_swap_with_an_empty_city():
    cutter = special(data.STONECUTTER)
    state = in_city(3, data.KARNAK, RED, hands={RED: [SPARE, cutter]}, passed=OTHERS_PASSED)
    state = with_city_resources(state, data.KARNAK, res(wood=2))
    state = with_city_resources(state, data.LUXOR, res())
    state = RULES.apply(state, Play(cutter))
    assert not any(a.city == data.LUXOR for a in RULES.legal_actions(state) if isinstance(a, Swap))
    with pytest.raises(IllegalAction):
        RULES.apply(state, Swap(data.LUXOR, ("wood",), ("stone",)))


def test_philosopher_copies_a_deity_and_takes_its_own_token():
    phil = special(data.PHILOSOPHER)
    state = in_city(
        3,
        data.KARNAK,
        RED,
        [Played(basic(BLUE, 4), BLUE, category=data.TRADE)],
        hands={RED: [SPARE, phil]},
        passed=OTHERS_PASSED,
    )
    state = RULES.apply(state, Play(phil))  # the only card to copy: copied on its own
    assert state.queue[0].kind == "category"
    state = RULES.apply(state, Category("agreements"))
    assert totals(state)[RED] == [0, 6, 0]
    assert category_stock(state) == [4, 3, 3]


def test_philosopher_copying_a_rebel_adds_a_revolt_token():
    phil = special(data.PHILOSOPHER)
    rebel = rebels()[0]
    state = in_city(
        3,
        data.KARNAK,
        RED,
        [(rebel, BLUE), (card("mercenary", influence=6), BLUE)],
        hands={RED: [SPARE, phil]},
        passed=OTHERS_PASSED,
        revolt_bag=(0, 1, 2, 3, 4, 5),
    )
    state = play(state, Play(phil), Copy(rebel))
    state = pass_all(state)
    assert state.revolt.tokens == (0, 1) and state.revolt.strength == 11
    # Red's copy (influence 2) is below 11; Blue's 8 too: nobody survives, nobody is paid
    assert state.revolt.discarded == (RED, BLUE) and state.revolt.winner == -1


def test_philosopher_copying_a_mercenary_in_giza_takes_a_turn_order_token():
    phil = special(data.PHILOSOPHER)
    state = in_city(
        3,
        data.GIZA,
        RED,
        [(basic(BLUE, 3), BLUE), (basic(BLUE, 0), BLUE)],
        hands={RED: [SPARE, phil]},
        passed=OTHERS_PASSED,
    )
    state = play(state, Play(phil), Copy(basic(BLUE, 3)))
    assert state.queue[0].kind == "giza"
    state = RULES.apply(state, TurnOrder(2))
    assert state.order_tokens == (-1, RED, -1)


def test_philosopher_copy_stays_when_the_original_goes():
    phil = special(data.PHILOSOPHER)
    bandit = special(data.BANDIT)
    merc = card("mercenary", influence=6)
    state = in_city(
        3,
        data.KARNAK,
        RED,
        [(merc, BLUE), Played(phil, RED, copy=merc)],
        hands={RED: [SPARE, bandit]},
        passed=OTHERS_PASSED,
    )
    state = play(state, Play(bandit), Discard(merc))
    assert totals(state)[RED][0] == 6 + 3


def test_philosopher_copying_a_bandit_uses_its_effect():
    phil = special(data.PHILOSOPHER)
    bandit = special(data.BANDIT)
    state = in_city(
        3, data.KARNAK, RED, [(bandit, BLUE), (basic(BLUE, 1), BLUE)], hands={RED: [SPARE, phil]}, passed=OTHERS_PASSED
    )
    state = play(state, Play(phil), Copy(bandit))
    assert state.queue[0].kind == "bandit"
    assert Discard(phil) not in RULES.legal_actions(state)
    state = RULES.apply(state, Discard(basic(BLUE, 1)))
    assert basic(BLUE, 1) in state.discard


def test_skip_is_not_an_answer_to_a_mandatory_effect():
    bandit = special(data.BANDIT)
    state = in_city(
        3,
        data.GIZA,
        RED,
        [(basic(BLUE, 0), BLUE), (basic(BLUE, 1), BLUE)],
        hands={RED: [SPARE, bandit]},
        passed=OTHERS_PASSED,
    )
    state = RULES.apply(state, Play(bandit))
    before = state
    with pytest.raises(IllegalAction):
        RULES.apply(state, Skip())
    assert state == before
    assert replace(state) == before
