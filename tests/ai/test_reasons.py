"""The coach's reasons (solo_ai/reasons.py) are built from engine facts and add up: a hint's
parts by scoring category add up to the points it claims over the score now, the best
opponent's change closes the margin it claims, and its comparison with the search's next best
move adds up to the difference of their estimated margins; in the page, the whole points shown
add up to the whole points claimed. Positions near a game's end, where every way to finish is
tried, give the best move exactly (the hint must find it); the review's margin split adds up."""

from __future__ import annotations

import pytest

import solo_ai
from engine.core import registry
from solo_ai import coach, reasons

ITERATIONS = 40
DEALS = 4


def _final_margin(rules, state, seat: int) -> int:
    return reasons.final_margin(rules, state, seat)


def _exact(rules, state, seat: int, budget: list) -> "int | None":
    """The best final margin `seat` reaches trying all its moves to the end, the others taking
    their first legal move; None past `budget` positions."""
    while True:
        if rules.is_over(state):
            return _final_margin(rules, state, seat)
        budget[0] -= 1
        if budget[0] < 0:
            return None
        actions = rules.legal_actions(state)
        if rules.current_player(state) != seat or len(actions) == 1:
            state = rules.apply(state, actions[0])
            continue
        break
    best = None
    for action in actions:
        value = _exact(rules, rules.apply(state, action), seat, budget)
        if value is None:
            return None
        best = value if best is None else max(best, value)
    return best


def _known_best(game: str, seed: int, others_decide: bool = False):
    """The last decision of a seeded game of easy players (two seats) whose moves lead to
    different exact final margins: (rules, position, seat, [(move, exact margin)])."""
    rules = registry.get(game)
    state = rules.new_game(2, seed=seed) if game != "akropolis" else rules.new_game(2, None, seed=seed)
    seen = []
    ply = 0
    while not rules.is_over(state):
        seen.append(state)
        seat = rules.current_player(state)
        state = rules.apply(state, solo_ai.choose(f"{game}.easy", rules, state, seat, seed=ply, iterations=1))
        ply += 1
    for position in reversed(seen[-30:]):
        seat = rules.current_player(position)
        actions = rules.legal_actions(position)
        if rules.is_automaton(position, seat) or len(actions) < 2:
            continue
        budget = [3000]
        values = []
        for action in actions:
            after = rules.apply(position, action)
            if not others_decide and _others_decide(rules, after, seat):
                break
            value = _exact(rules, after, seat, budget)
            if value is None:
                break
            values.append((action, value))
        else:
            if len({v for _, v in values}) > 1:
                return rules, position, seat, values
    raise AssertionError(f"no decision with a known best move in {game} seed {seed}")


def _others_decide(rules, state, seat: int) -> bool:
    """Whether another seat has a real choice before the end (plain play: first moves)."""
    for _ in range(400):
        if rules.is_over(state):
            return False
        actions = rules.legal_actions(state)
        if rules.current_player(state) != seat and len(actions) > 1:
            return True
        state = rules.apply(state, actions[0])
    return True


def _adds_up(rules, state, seat: int, advice) -> None:
    """Every claim of the hint is the sum of its parts."""
    gains = advice.gains
    assert gains is not None
    ids = coach.settings(rules.name).categories
    for key, _value in gains.parts:
        assert key in ids or key in reasons.SHARED, key
    assert sum(v for _, v in gains.parts) == pytest.approx(advice.points_expected - advice.points_now)
    assert gains.points == pytest.approx(advice.points_expected - advice.points_now)
    totals = [s["total"] for s in rules.scores(state)]
    others_now = max(t for s, t in enumerate(totals) if s != seat)
    assert advice.points_expected - (others_now + gains.opponent) == pytest.approx(advice.margin_expected)
    # the whole points the page shows add up to the whole points it claims
    shown = reasons.shown(gains.parts, advice.points_expected - advice.points_now)
    assert sum(n for _, n in shown) == round(advice.points_expected) - round(advice.points_now)
    # against the next best move: the same deals, estimated on their own
    why = advice.versus
    if why is not None:
        assert advice.runner_up in rules.legal_actions(state) and advice.runner_up != advice.action
        deals = why.agree[1] or 1
        best = _run(coach._Estimator(rules, state, seat, _hint_seed(), deals).estimate(advice.action))
        other = _run(coach._Estimator(rules, state, seat, _hint_seed(), deals).estimate(advice.runner_up))
        assert why.margin == pytest.approx(best[1] - other[1])
        assert sum(v for _, v in why.parts) == pytest.approx(best[0] - other[0])
        listed = list(why.parts) + [("opponent", -why.opponent)]
        assert sum(n for _, n in reasons.shown(listed, why.margin)) == round(why.margin)


def _hint_seed() -> int:
    return 3


def _run(generator):
    try:
        while True:
            next(generator)
    except StopIteration as stop:
        return stop.value


@pytest.mark.parametrize("game,seed", [("akropolis", 0), ("amytis", 2), ("pyramidion", 0), ("pyramidion", 1)])
def test_a_hint_finds_the_known_best_move_and_its_reasons_add_up(game, seed):
    rules, state, seat, values = _known_best(game, seed)
    advice = coach.hint(rules, state, seat, seed=_hint_seed(), iterations=ITERATIONS, deals=DEALS)
    best = max(v for _, v in values)
    assert next(v for a, v in values if a == advice.action) == best
    _adds_up(rules, state, seat, advice)
    # one move from the end the estimate is the exact final score, nothing left "for later"
    after = rules.apply(state, advice.action)
    if _exact(rules, after, seat, [3000]) is not None and game != "akropolis":
        parts = dict(advice.gains.parts)
        assert parts.get(reasons.LATER, 0.0) == pytest.approx(0.0, abs=1e-9)
    assert advice.versus is not None
    # the next best move is worse by the exact count, and the comparison says so
    assert advice.versus.margin > 0


def _last_worker(seed: int):
    """A Pantikapaion game's end (seeded easy players): the first seat placing its last workers
    with one worker left, so that every way to finish can be tried (the other seat's discards
    after it, its first legal ones). (rules, position, seat, [(move, exact margin)])."""
    from msgspec.structs import replace

    rules = registry.get("pantikapaion")
    state = rules.new_game(2, seed=seed)
    ply = 0
    while state.step != "final_workers":
        seat = rules.current_player(state)
        state = rules.apply(state, solo_ai.choose("pantikapaion.easy", rules, state, seat, seed=ply, iterations=1))
        ply += 1
    seat = state.actor
    players = tuple(replace(p, workers=1) if s == seat else p for s, p in enumerate(state.players))
    state = replace(state, players=players)
    values = [(a, _exact(rules, rules.apply(state, a), seat, [3000])) for a in rules.legal_actions(state)]
    assert all(v is not None for _, v in values) and len({v for _, v in values}) > 1
    return rules, state, seat, values


def test_a_pantikapaion_hint_finds_where_the_last_worker_scores_and_its_reasons_add_up():
    rules, state, seat, values = _last_worker(7)
    advice = coach.hint(rules, state, seat, seed=_hint_seed(), iterations=ITERATIONS, deals=DEALS)
    assert next(v for a, v in values if a == advice.action) == max(v for _, v in values)
    _adds_up(rules, state, seat, advice)
    assert dict(advice.gains.parts)[reasons.LATER] == pytest.approx(0.0, abs=1e-9)  # the end: all scored
    assert advice.versus is not None and advice.versus.margin >= 0


def test_akropolis_parts_split_each_district_type_into_districts_and_plazas():
    """Districts × plaza stars per type: the split of a move's change is exact against the
    engine's score."""
    from solo_ai.akropolis.reasons import parts

    rules = registry.get("akropolis")
    state = rules.new_game(2, None, seed=5)
    for ply in range(8):
        seat = rules.current_player(state)
        move = solo_ai.choose("akropolis.medium", rules, state, seat, seed=ply)
        after = rules.apply(state, move)
        now, then = rules.scores(state)[seat]["total"], rules.scores(after)[seat]["total"]
        split = parts(rules, state, after, seat, float(then))
        assert split[reasons.LATER] == 0.0
        assert sum(split.values()) == pytest.approx(then - now)
        state = after


def test_shown_parts_add_up_whatever_the_fractions():
    parts = [("a", 0.4), ("b", 0.4), ("c", 0.4), ("d", -2.6)]
    assert sum(n for _, n in reasons.shown(parts)) == round(sum(v for _, v in parts))
    assert reasons.shown([("a", 2.49), ("b", 2.49)]) == [("a", 3), ("b", 2)]
    assert reasons.shown([("a", 0.0), ("b", 1.0)]) == [("b", 1)]


def test_the_margin_split_adds_up_to_the_final_margin():
    split = reasons.margin_split(-68, [3.4, 0.0, 2.6, 1.49])
    assert split.decisions == -7 and split.rest == -61 and split.ahead == 0
    assert split.final == split.rest + split.decisions
    # a decision whose pick the estimate found 4.2 worse than the move played: no loss listed,
    # and the 4 points the floor left out are told apart instead of swelling the rest
    split = reasons.margin_split(-68, [3.4, 0.0, 2.6, 1.49], [3.4, -4.2, 2.6, 1.49])
    assert (split.decisions, split.ahead, split.rest) == (-7, 4, -65)
    assert split.final == split.decisions + split.ahead + split.rest


def test_a_review_s_parts_add_up_to_the_final_margin():
    from test_coach import _amytis_record, _first_placement_of_seat0

    record = _amytis_record(_first_placement_of_seat0(_amytis_record()))
    task = coach.Review(record, 0, seed=1, iterations=8, deals=3)
    while not task.step(0.5):
        pass
    split = task.split()
    from engine.core.records import replay

    rules, final = replay(record)
    assert split.final == reasons.final_margin(rules, final, 0)
    assert split.final == split.rest + split.decisions + split.ahead
    assert -split.decisions == sum(max(0, round(j.lost)) for j in task.items)
    raw = sum(j.why.margin for j in task.items if j.why is not None)
    assert split.ahead == round(-split.decisions - raw)
    for judged in task.items:
        if judged.played == judged.best:
            assert judged.why is None
        else:
            assert judged.why is not None
            assert max(0.0, judged.why.margin) == pytest.approx(judged.lost, abs=0.01)


@pytest.mark.parametrize("game", ["amytis", "pantikapaion", "pyramidion"])
def test_mid_game_the_parts_add_up_to_the_model_s_points(game):
    """Before the end the model's points hold more than the score: the game's parts still add up
    to them (Pyramidion tells its model's terms: resources, tokens, cards, the city in play)."""
    import test_amytis_ai as amytis_t
    import test_pantikapaion_ai as pantikapaion_t
    import test_pyramidion_ai as pyramidion_t

    from solo_ai.controllers import load

    rules = registry.get(game)
    settings = coach.settings(game)
    model = load(settings.model)
    split = load(settings.parts) or reasons.score_parts
    for seed in range(3):
        before = {
            "amytis": lambda: amytis_t.random_position(10, seed),
            "pantikapaion": lambda: pantikapaion_t.random_position(2, 30, seed),
            "pyramidion": lambda: pyramidion_t.random_position(2, 30, seed),
        }[game]()
        seat = rules.current_player(before)
        after = rules.apply(before, rules.legal_actions(before)[0])
        points = model.points(rules, after)[seat]
        parts = split(rules, before, after, seat, points)
        assert sum(parts.values()) == pytest.approx(points - rules.scores(before)[seat]["total"])
        assert set(parts) <= set(settings.categories) | set(reasons.SHARED)
