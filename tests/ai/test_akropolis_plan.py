"""solo_ai/akropolis/plan.py: the hard player's placement plan over sampled futures."""

from __future__ import annotations

import pytest

import solo_ai
from engine.akropolis import RULES
from engine.akropolis.data import TILES
from engine.akropolis.state import Options
from solo_ai.akropolis import plan
from solo_ai.akropolis.common import unseen_tiles
from solo_ai.akropolis.evaluator import CityEval, H, T
from solo_ai.akropolis.heuristic import Outlook
from tests.helpers.ticking_clock import SLACK, run_counted, tick_thinkers


def _my_decisions(seats: int, options=None, seed: int = 3):
    """Every state where seat 0 is to move in a game of easy players, in order."""
    state = RULES.new_game(seats, options, seed=seed)
    found, ply = [], 0
    while not RULES.is_over(state):
        seat = RULES.current_player(state)
        if seat == 0:
            found.append(state)
        state = RULES.apply(state, solo_ai.choose("akropolis.easy", RULES, state, seat, seed=ply, iterations=1))
        ply += 1
    return found


@pytest.mark.parametrize("seats,options", [(1, Options(solo="callicrates")), (2, None)])
def test_my_future_takes_counts_the_decisions_still_to_come(seats, options):
    decisions = _my_decisions(seats, options)
    assert [plan.my_future_takes(state, 0) for state in decisions] == list(range(len(decisions) - 1, -1, -1))


def test_known_worth_with_nothing_to_come_is_the_city_as_judged():
    state = _my_decisions(1, Options(solo="callicrates"))[-1]
    f = CityEval(state.cities[0].cells, ()).features()
    values, stars = f[0], f[1]
    expected = f.points + f[2] * stars[T] + plan.HOUSE_OTHER * (f[3] - values[H]) * stars[H]
    assert plan.known_worth(f, [0] * 5, [0] * 5) == pytest.approx(expected)


def test_still_to_come_counts_districts_and_stars():
    tiles = list(TILES)[:7]
    a, b = plan.still_to_come(tiles)
    codes = "".join(TILES[t] for t in tiles)
    assert sum(a) == sum(codes.count(c) for c in "hmbtg")
    assert sum(b) > 0 or not any(c in codes for c in "HMBTG")


def test_futures_are_draws_from_the_pool_and_repeatable():
    pool = list(TILES)[:20]
    futures = plan.sample_futures(pool, 7, 5, seed=11)
    assert futures == plan.sample_futures(pool, 7, 5, seed=11)
    assert futures != plan.sample_futures(pool, 7, 5, seed=12)
    for future in futures:
        assert len(future) == 7 and len(set(future)) == 7 and set(future) <= set(pool)
    assert len({tuple(f) for f in futures}) > 1


def _a_plan(**kwargs):
    state = _my_decisions(1, Options(solo="callicrates"), seed=5)[6]
    take = 0
    tile_id = state.site[take]
    pool = [t for i, t in enumerate(state.site) if i != take] + unseen_tiles(state)
    outlook = Outlook(list(state.site) + unseen_tiles(state), 2)
    candidates = plan.candidates(state.cities[0], tile_id, outlook, ())
    return plan.PlacementPlan(
        state.cities[0], tile_id, candidates, pool, plan.my_future_takes(state, 0), (), seed=7, **kwargs
    )


def test_a_plan_compares_every_candidate_on_the_same_futures_then_keeps_the_best():
    planned = _a_plan(futures=plan.PRUNE_AFTER + 2)
    assert len(planned.candidates) > plan.KEEP
    everyone = list(range(len(planned.candidates)))
    work = planned.run()
    while planned.done < plan.PRUNE_AFTER:
        assert planned.alive == everyone
        next(work)
    # the futures so far counted for every candidate; the best KEEP go on
    ranked = sorted(everyone, key=lambda i: (-planned.totals[i], i))
    assert planned.alive == sorted(ranked[: plan.KEEP])
    for _ in work:
        pass
    assert planned.done == plan.PRUNE_AFTER + 2
    best = max(planned.alive, key=lambda i: (planned.totals[i], -i))
    assert planned.best() == planned.candidates[best]


def test_a_plan_is_the_same_every_time():
    first, again = _a_plan(futures=5), _a_plan(futures=5)
    for _ in first.run():
        pass
    for _ in again.run():
        pass
    assert first.totals == again.totals and first.best() == again.best()


def test_a_plan_knowing_the_future_values_it_exactly_at_its_end():
    """With one known future as long as the horizon, a plan's value is the best city the beam
    reaches: for a one-tile future and a beam of any width, the best placement of that tile."""
    state = _my_decisions(1, Options(solo="callicrates"), seed=5)[6]
    city = state.cities[0]
    tile_id, future = state.site[0], [state.site[1]]
    planned = plan.PlacementPlan(
        city,
        tile_id,
        [plan.candidates(city, tile_id, Outlook(list(state.site), 2), ())[0]],
        [],
        1,
        (),
        seed=0,
        horizon=1,
        samples=[future],
    )
    for _ in planned.run():
        pass
    from engine.akropolis.placement import legal_placements
    from engine.akropolis.rules import _placed

    after, quarries = _placed(city, tile_id, planned.candidates[0])
    evaluator = CityEval(after.cells, ())
    best = max(
        plan.known_worth(evaluator.after(future[0], p), [0] * 5, [0] * 5) + quarries + evaluator.after(future[0], p)[5]
        for p in legal_placements(after)
    )
    assert planned.totals[0] == pytest.approx(best)


def test_with_a_time_limit_the_plan_keeps_to_it_in_short_steps(monkeypatch):
    """In the page the hard player thinks against the clock: the plan shares the limit with the
    simulations, works in short steps and still gives a legal move."""
    clock = tick_thinkers(monkeypatch)
    state = _my_decisions(1, Options(solo="callicrates"), seed=5)[8]
    thinker = solo_ai.make_thinker("akropolis.hard", RULES, state, 0, seed=2, time_limit=0.3)
    action, longest, total = run_counted(thinker, clock, 0.03)
    assert total <= 0.3 + 0.03 + SLACK
    assert longest <= 0.03 + SLACK  # a step stops at its first looks at the clock past its budget
    RULES.apply(state, action)  # legal
    assert thinker.runs <= 64


def _flow(state, take=0, count=6, seed=3):
    return plan.flow_futures(state, 0, take, lambda tile_id, cost: -cost, count, seed)


def test_futures_from_the_flow_hold_my_remaining_takes_from_the_unseen_tiles():
    for state in _my_decisions(1, Options(solo="callicrates"), seed=5)[:-1]:
        take = len(state.site) - 1 if state.stones[0] >= len(state.site) - 1 else 0
        futures = _flow(state, take)
        assert futures == _flow(state, take)  # repeatable
        allowed = set(unseen_tiles(state)) | {t for i, t in enumerate(state.site) if i != take}
        for future in futures:
            assert len(future) == plan.my_future_takes(state, 0)
            assert len(set(future)) == len(future) and set(future) <= allowed


def test_futures_from_the_flow_leave_the_architect_its_tile_and_know_my_next_one():
    """When I open a round of four tiles, the Architect takes next by its rule and my next tile
    is one of the two it leaves: every future knows this, whatever the deal."""
    from engine.akropolis import solo

    opening = [s for s in _my_decisions(1, Options(solo="callicrates"), seed=5) if len(s.site) == 4 and s.stacks]
    assert opening
    for state in opening:
        site = list(state.site[1:])
        theirs = site.pop(solo.architect_take(site, state.stones[1]))
        for future in _flow(state, take=0):
            assert theirs not in future and future[0] in site


def test_futures_from_the_flow_are_short_of_the_plazas_the_architect_takes():
    """The Architect takes plazas first, so my futures from the flow hold fewer stars than draws
    from the whole pool."""
    state = _my_decisions(1, Options(solo="callicrates"), seed=5)[2]
    flow = _flow(state, count=20)
    pool = [t for t in state.site[1:]] + unseen_tiles(state)
    drawn = plan.sample_futures(pool, plan.my_future_takes(state, 0), 20, seed=3)
    assert sum(sum(plan.still_to_come(f)[1]) for f in flow) < sum(sum(plan.still_to_come(f)[1]) for f in drawn)


def _hard(state, seed=2, **kwargs):
    from solo_ai.akropolis import search

    return search.Hard(RULES, state, 0, seed, **kwargs)


def _think(thinker):
    while not thinker.step(10.0):
        pass
    return thinker.result()


def test_the_planned_takes_are_the_search_best_and_the_choice_is_repeatable(monkeypatch):
    from solo_ai.akropolis import search

    monkeypatch.setattr(search, "PLAN_TAKES", 2)
    monkeypatch.setattr(plan, "FUTURES_FROM", "flow")
    seen = []
    real = search.Hard._run_plans

    def spy(self, plans):
        seen.append([p.tile_id for p in plans])
        yield from real(self, plans)

    monkeypatch.setattr(search.Hard, "_run_plans", spy)
    for state in _my_decisions(1, Options(solo="callicrates"), seed=5)[2:6]:
        if state.stones[0] == 0:
            continue
        first = _hard(state, iterations=8)
        move = _think(first)
        assert move == _think(_hard(state, iterations=8))
        tiles = seen[-2]
        assert (
            len(tiles) == 2
            and tiles[0]
            == state.site[first.candidates[max(range(len(first.candidates)), key=lambda i: (first.totals[i], -i))][1]]
        )
        assert state.site[move.take] in tiles
        RULES.apply(state, move)


def _plans_made(monkeypatch) -> list:
    """The list every plan.PlacementPlan made from now on is added to."""
    made = []
    real = plan.PlacementPlan.__init__

    def keep(self, *args, **kwargs):
        real(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(plan.PlacementPlan, "__init__", keep)
    return made


@pytest.mark.clock
def test_plans_of_two_takes_cut_short_by_the_clock_cover_the_same_futures(monkeypatch):
    from solo_ai.akropolis import search

    tick_thinkers(monkeypatch, tick=0.0001)  # cut short at the same point on any machine
    monkeypatch.setattr(search, "PLAN_TAKES", 2)
    monkeypatch.setattr(plan, "FUTURES_FROM", "flow")
    made = _plans_made(monkeypatch)
    state = next(
        s for s in _my_decisions(1, Options(solo="callicrates"), seed=5)[6:] if s.stones[0] >= 2 and len(s.site) >= 3
    )
    thinker = _hard(state, time_limit=0.3)
    RULES.apply(state, _think(thinker))
    assert len(made) == 2
    assert abs(made[0].done - made[1].done) <= 1


def test_the_cities_a_plan_keeps_are_built_once_and_are_the_engine_city():
    state = _my_decisions(1, Options(solo="callicrates"))[4]
    city, tile_id = state.cities[0], state.site[0]
    cities = plan._Cities(())
    place = plan.legal_placements(city)[0]
    built = cities.placed(city, tile_id, place)
    assert cities.placed(city, tile_id, tuple(place)) is built
    assert built.cells == plan._placed(city, tile_id, place)[0].cells
    other = plan.legal_placements(city)[1]
    assert cities.placed(city, tile_id, other) is not built
    # a kept city is evaluated once: asking again for a tile's options returns the same list
    assert cities.options(built, state.site[1]) is cities.options(built, state.site[1])


def test_plan_sizes_given_to_the_player_are_the_sizes_it_plans_with(monkeypatch):
    """A player given plan sizes plans exactly as one whose module sizes are set to them, and
    the module's own sizes are untouched by it."""
    from solo_ai.akropolis import search

    sizes = plan.PlanSizes(futures=5, horizon=2, beam=3, candidates=4, takes=2, simulations=6)
    made = _plans_made(monkeypatch)
    state = next(
        s for s in _my_decisions(1, Options(solo="callicrates"), seed=5)[4:] if s.stones[0] >= 1 and len(s.site) >= 3
    )
    given = _think(_hard(state, iterations=8, plan_sizes=sizes))
    by_given = [(len(p.samples), p.horizon, p.beam, len(p.candidates)) for p in made]
    assert len(by_given) == sizes.takes
    assert all(entry[:3] == (5, 2, 3) and entry[3] <= sizes.candidates + 1 for entry in by_given)
    assert (plan.FUTURES, plan.HORIZON, plan.BEAM, plan.CANDIDATES) != sizes[:4]
    made.clear()
    for name, value in (("FUTURES", 5), ("HORIZON", 2), ("BEAM", 3), ("CANDIDATES", 4)):
        monkeypatch.setattr(plan, name, value)
    monkeypatch.setattr(search, "PLAN_TAKES", 2)
    assert _think(_hard(state, iterations=8)) == given
    assert [(len(p.samples), p.horizon, p.beam, len(p.candidates)) for p in made] == by_given


def test_plan_sizes_bound_the_simulations_thinking_to_a_time_limit():
    """Thinking to a time limit, the search runs the simulations the plan sizes give before the
    plan (the module's PLAN_SIMULATIONS when none are given); fixed iterations are their own
    count."""
    from solo_ai.akropolis import search

    sizes = plan.PlanSizes(futures=2, horizon=1, beam=1, candidates=2, takes=1, simulations=3)
    state = next(s for s in _my_decisions(1, Options(solo="callicrates"), seed=5)[2:] if len(s.site) >= 3)
    player = _hard(state, time_limit=600.0, plan_sizes=sizes)
    _think(player)
    assert player.runs == 3 and player.planned == 2
    fixed = _hard(state, iterations=5, plan_sizes=sizes)
    _think(fixed)
    assert fixed.runs == 5
    module = _hard(state, time_limit=600.0)
    _think(module)
    assert module.runs == search.PLAN_SIMULATIONS
