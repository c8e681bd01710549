"""The boat picker's logic (web/agora_web/pyramidion/loading.py) against the engine's legal loads:
every combination it can confirm is a legal `Load`, and the defaults are the engine's first."""

from __future__ import annotations

from msgspec.structs import replace

from engine.pyramidion import RULES, data
from engine.pyramidion.cards import set_at
from engine.pyramidion.state import Load, Task
from tests.pyramidion.util import BLUE, RED, YELLOW, fresh, res
from web.agora_web.pyramidion import loading


def _position(have, boat_row=(13, 1, 2, 3, 4)):
    """Blue to load, with mercenary tokens in Giza (camel) and Alexandria (worker)."""
    state = fresh(3)
    mercs = set_at(set_at((-1,) * 8, data.GIZA, BLUE), data.ALEXANDRIA, BLUE)
    state = replace(state, resources=set_at(state.resources, BLUE, have))
    return replace(
        state,
        stage="load",
        mercenaries=mercs,
        activations=tuple(range(6)),
        boat_row=boat_row,
        queue=(Task("load", BLUE),),
        order=(BLUE, RED, YELLOW),
        load_turn=0,
    )


def test_loadable_boats_and_their_defaults():
    state = _position(res(camel=1, statue=1, stone=2, worker=1, wood=1))
    legal = RULES.legal_actions(state)
    first = loading.loadable(legal)
    assert set(first) == {a.boat for a in legal if isinstance(a, Load)}
    for boat, i in first.items():
        assert loading.match(legal, loading.default(legal, boat)) == i
    assert loading.default(legal, 2) is None  # two food and a wood: out of reach


def test_every_reachable_combination_is_matched_to_a_legal_load():
    state = _position(res(camel=1, statue=2, stone=2, worker=1, wood=1))
    legal = RULES.legal_actions(state)
    boat = 13
    assert loading.has_choice(legal, boat)
    assert loading.merc_choices(legal, boat) == [data.GIZA, data.ALEXANDRIA]
    pick = loading.default(legal, boat)
    seen = set()
    for city in loading.merc_choices(legal, boat):
        pick = loading.toggle_merc(legal, pick, city)
        for res_i in loading.statue_limits(legal, boat):
            for delta in (1, 1, -1):
                pick = loading.step_statue(legal, pick, res_i, delta)
                i = loading.match(legal, pick)
                if i is not None:
                    assert loading.pick_of(legal[i]) == pick
                    seen.add(i)
    assert seen
    for i in seen:
        assert isinstance(legal[i], Load) and legal[i].boat == boat


def test_a_token_moves_a_statue_off_the_unit_it_now_adds():
    # boat 1 (camel, worker, stone): no camel of one's own, a statue stands in for it
    state = _position(res(statue=1, worker=1, stone=1))
    legal = RULES.legal_actions(state)
    pick = loading.default(legal, 1)
    assert pick.statues == res(camel=1) and not pick.mercs
    pick = loading.toggle_merc(legal, pick, data.GIZA)
    assert pick.mercs == {data.GIZA} and pick.statues == res()
    assert loading.match(legal, pick) is not None
    assert loading.own_payment(pick) == res(worker=1, stone=1)
    assert loading.short_of(pick, res(worker=1)) == res(stone=1)


def test_statue_steppers_stay_within_the_legal_range():
    state = _position(res(camel=1, statue=1, worker=1, stone=1))
    legal = RULES.legal_actions(state)
    pick = loading.default(legal, 1)
    limits = loading.statue_limits(legal, 1)
    for r in limits:
        up = loading.step_statue(legal, pick, r, +5)
        assert up.statues[r] == limits[r]
        assert loading.step_statue(legal, up, r, -5).statues[r] == 0
