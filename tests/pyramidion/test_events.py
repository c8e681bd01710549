"""Pyramidion move events on hand-made positions, and what each seat may see of them
(engine/pyramidion/events.py)."""

from msgspec.structs import replace

from engine.core.events import GameStarted, redact
from engine.pyramidion import RULES, Discard, Load, Pass, Play, Resource
from engine.pyramidion import data, flow
from engine.pyramidion.cards import set_at
from engine.pyramidion.events import (
    BoatLoaded,
    CardDiscarded,
    CardPlayed,
    CardsDealt,
    CardsDrawn,
    CityCleared,
    CityResolved,
    Hired,
    Passed,
    ResourceAdded,
    ResourceTaken,
    RoundStarted,
    steps,
)
from engine.pyramidion.state import Task

from .util import (
    BLUE,
    RED,
    YELLOW,
    basic,
    card,
    fresh,
    in_city,
    rebels,
    res,
    special,
    with_city_resources,
    with_resources,
)

OTHERS_PASSED = (BLUE, YELLOW)
SPARE = card("intermediary", agreements=6)


def told(state, action):
    after = RULES.apply(state, action)
    return after, RULES.describe(state, action, after)


def test_the_deal_is_told_and_each_hand_only_to_its_seat():
    state = fresh(3)
    start = RULES.describe_start(state)
    assert start[:2] == [GameStarted(seat=0), RoundStarted(round=1, order=(0, 1, 2))]
    dealt = [e for e in start if isinstance(e, CardsDealt)]
    assert [e.seat for e in dealt] == [0, 1, 2]
    assert dealt[0].cards == tuple(c for c in state.hands[0] if c not in data.BASIC_IDS)
    assert all(e.count == 4 and e.visible_to == (e.seat,) for e in dealt)
    for_blue = [e for e in redact(start, BLUE) if isinstance(e, CardsDealt)]
    assert for_blue[BLUE].cards == dealt[BLUE].cards
    assert for_blue[RED].cards == () and for_blue[RED].count == 4


def test_a_play_then_the_passes_the_rules_make_for_empty_hands():
    state = in_city(3, data.GIZA, RED, hands={RED: [SPARE, basic(RED, 0)]})
    state, events = told(state, Play(basic(RED, 0)))
    # Blue and Yellow hold no card: passing is their only move, made by the rules, and told why
    assert events == [
        CardPlayed(seat=RED, card=basic(RED, 0), city="giza"),
        Passed(seat=BLUE, city="giza", reason="empty_hand"),
        Passed(seat=YELLOW, city="giza", reason="empty_hand"),
    ]
    assert RULES.current_player(state) == RED


def test_the_two_player_limit_passes_for_a_seat_and_says_so():
    """With two players a seat's fifth card in a city leaves it no move but to pass: the rules
    make that pass, and its event says why, unlike a pass the seat chose."""
    blue_cards = [basic(BLUE, i) for i in range(4)] + [card("merchant", 0, trade=4)]
    played = [(c, BLUE) for c in blue_cards[:4]] + [(basic(RED, 0), RED)]
    state = in_city(
        2, data.GIZA, BLUE, played=played, hands={BLUE: [blue_cards[4], SPARE], RED: [basic(RED, 1), basic(RED, 2)]}
    )
    assert flow.city_limit(2) == 5 and flow.city_limit(3) == 0
    state, events = told(state, Play(blue_cards[4]))
    assert events == [CardPlayed(seat=BLUE, card=blue_cards[4], city="giza")]
    assert RULES.legal_actions(state) == [Play(basic(RED, 1)), Play(basic(RED, 2)), Pass()]
    state, events = told(state, Play(basic(RED, 1)))
    # Blue's turn again, at 5 of 5 with a card in hand: the pass is made for Blue, with its reason
    assert events == [
        CardPlayed(seat=RED, card=basic(RED, 1), city="giza"),
        Passed(seat=BLUE, city="giza", reason="limit"),
    ]
    assert state.passed[BLUE] and SPARE in state.hands[BLUE]
    # Red's own pass is a choice: no reason
    state, events = told(state, Pass())
    assert events[0] == Passed(seat=RED, city="giza")


def test_hiring_shows_the_discard_to_all_and_the_new_card_to_the_hirer_only():
    state = in_city(3, data.GIZA, RED, hands={RED: [SPARE, basic(RED, 0)]}, passed=OTHERS_PASSED)
    top = state.deck[0]
    after, events = told(state, Pass(SPARE))
    assert events[:2] == [
        Hired(seat=RED, card=SPARE, city="giza"),
        CardsDrawn(seat=RED, visible_to=(RED,), count=1, reason="hire", cards=(top,)),
    ]
    assert redact(events, BLUE)[1] == CardsDrawn(seat=RED, visible_to=(RED,), count=1, reason="hire")
    assert RULES.describe_for(RED, state, Pass(SPARE), after)[1].cards == (top,)
    # everyone passed: the city resolves in the same move, part by part, then is cleared
    kinds = [type(e) for e in events[2:]]
    assert kinds == [CityResolved, CityResolved, CityResolved, CityCleared]
    assert [e.category for e in events[2:5]] == ["influence", "agreements", "trade"]
    assert events[-1] == CityCleared(city="giza", cards=())


def test_a_passed_seat_and_a_bandit_target():
    rebel = rebels()[0]
    bandit = special(data.BANDIT)
    state = in_city(
        3, data.GIZA, RED, [(rebel, BLUE), (basic(RED, 0), RED)], hands={RED: [SPARE, bandit]}, passed=OTHERS_PASSED
    )
    state, events = told(state, Play(bandit))
    assert events == [CardPlayed(seat=RED, card=bandit, city="giza")]
    state, events = told(state, Discard(rebel))
    assert events == [CardDiscarded(seat=RED, card=rebel, owner=BLUE, by=bandit, city="giza")]
    _state, events = told(state, Pass())
    assert events[0] == Passed(seat=RED, city="giza")


def test_vizier_and_politician_name_where_resources_go():
    vizier = special(data.VIZIER)
    state = in_city(3, data.LUXOR, RED, hands={RED: [SPARE, vizier]}, passed=OTHERS_PASSED)
    state = with_city_resources(state, data.LUXOR, res(stone=2, camel=1))
    state, _ = told(state, Play(vizier))
    _state, events = told(state, Resource("camel"))
    assert events == [ResourceTaken(seat=RED, resource="camel", source="luxor", reason="vizier")]
    politician = special(data.POLITICIAN)
    state = in_city(3, data.GIZA, RED, hands={RED: [SPARE, politician]}, passed=OTHERS_PASSED)
    top = state.deck[0]
    state, _ = told(state, Play(politician))
    _state, events = told(state, Resource("statue"))
    # the Politician's draw is a step of its own, done by the rules right after
    assert events == [
        ResourceAdded(seat=RED, resource="statue", city="giza"),
        CardsDrawn(seat=RED, visible_to=(RED,), count=1, reason="politician", cards=(top,)),
    ]


def test_a_loaded_boat_is_secret_but_its_slot_and_payment_are_not():
    state = fresh(3)
    mercs = set_at(set_at((-1,) * 8, data.GIZA, BLUE), data.CAIRO, BLUE)
    state = with_resources(state, BLUE, res(camel=1, statue=1, stone=2, worker=1))
    state = replace(
        state,
        stage="load",
        mercenaries=mercs,
        activations=tuple(range(6)),
        queue=(Task("load", BLUE),),
        order=(BLUE, RED, YELLOW),
        load_turn=0,
        boat_row=(13,) + state.boat_row[1:],
    )
    after, events = told(state, Load(13, (data.GIZA,), ("food",)))
    # boat 13 is the rulebook's loading example: 2 camels, 2 stones, a worker and a food
    loaded = BoatLoaded(
        seat=BLUE,
        visible_to=(BLUE,),
        slot=0,
        paid={"stone": 2, "statue": 1, "camel": 1, "worker": 1},
        statues=("food",),
        mercenaries=("giza",),
        boat=13,
        points=3,
    )
    assert events[0] == loaded
    assert redact(events, RED)[0] == replace(loaded, boat=-1, points=0)
    assert RULES.describe_for(BLUE, state, Load(13, (data.GIZA,), ("food",)), after)[0] == loaded


def test_following_the_rules_step_by_step_ends_where_apply_ends():
    state = in_city(3, data.GIZA, RED, hands={RED: [SPARE, basic(RED, 0)]}, passed=OTHERS_PASSED)
    trace, end = steps(state, Pass(SPARE))
    assert end == RULES.apply(state, Pass(SPARE))
    assert [t.kind if not isinstance(t, str) else t for t, _a, _b, _n in trace] == ["play", "city", "close", "activate"]
