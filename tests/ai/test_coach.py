"""The coach (solo_ai/coach.py): a hint is the hard player's legal choice with its points and a
reason in both languages, the same on every run with fixed iterations and whatever is hidden;
a review judges every real decision of the seat, ranks the losses, can be stopped half-way and
flags a move that throws points away."""

from __future__ import annotations

import pytest
import test_amytis_ai as amytis_t
import test_pantikapaion_ai as pantikapaion_t
import test_pyramidion_ai as pyramidion_t

import solo_ai
from engine.core import registry
from engine.core.protocol import Seat
from engine.core.records import new_record, with_move
from solo_ai import coach
from tests.helpers.games import GAMES, fewest_seats, position

FEW = 16


def _position(game: str):
    """A position with choices left, as each game's own AI tests make one (a game without such
    tests: part-way into a seeded random game of two)."""
    if game == "amytis":
        return amytis_t.random_position(20, 3)
    if game == "pantikapaion":
        return pantikapaion_t.random_position(2, 40, 3)
    if game == "pyramidion":
        return pyramidion_t.random_position(2, 30, 3)
    if game != "akropolis":
        return position(game, fewest_seats(game, 2), 0.3, seed=3)[1]
    rules = registry.get("akropolis")
    state = rules.new_game(2, None, seed=3)
    for ply in range(6):
        seat = rules.current_player(state)
        state = rules.apply(state, solo_ai.choose("akropolis.easy", rules, state, seat, seed=ply))
    return state


@pytest.mark.parametrize("game", GAMES)
def test_hint_is_the_hard_players_legal_choice_with_a_reason(game):
    rules = registry.get(game)
    state = _position(game)
    seat = rules.current_player(state)
    advice = coach.hint(rules, state, seat, seed=5, iterations=FEW, deals=4)
    assert advice.action in rules.legal_actions(state)
    hard = solo_ai.choose(f"{game}.hard", rules, state, seat, seed=5, iterations=FEW)
    assert advice.action == hard
    assert advice.points_now == rules.scores(state)[seat]["total"]
    assert advice.points_expected >= 0
    # why, as numbers the page words (no text in solo_ai)
    assert advice.reason["now"] == round(advice.points_now)
    assert advice.reason["expected"] == round(advice.points_expected)
    assert advice.reason["ahead"] in ("±0", f"{advice.margin_expected:+.0f}".replace("-", "\u2212"))
    again = coach.hint(rules, state, seat, seed=5, iterations=FEW, deals=4)
    assert again == advice


@pytest.mark.parametrize(
    "game,permute",
    [
        ("amytis", lambda s, seat: amytis_t.permuted(s, 11)),
        ("pantikapaion", lambda s, seat: pantikapaion_t.permuted(s, 11)),
        ("pyramidion", lambda s, seat: pyramidion_t.permuted(s, seat, 11)),
    ],
)
def test_hint_reads_nothing_hidden(game, permute):
    rules = registry.get(game)
    state = _position(game)
    seat = rules.current_player(state)
    other = permute(state, seat)
    seen = coach.hint(rules, state, seat, seed=2, iterations=FEW, deals=4)
    blind = coach.hint(rules, other, seat, seed=2, iterations=FEW, deals=4)
    assert seen == blind


def test_hint_refuses_a_seat_not_to_move():
    rules = registry.get("amytis")
    state = rules.new_game(2, seed=1)
    with pytest.raises(ValueError):
        coach.hint(rules, state, 1 - rules.current_player(state), iterations=FEW)


def _amytis_record(bad_at: "int | None" = None, worst: bool = True):
    """A short Amytis game of two easy players; with `bad_at`, seat 0's placement at that move
    index goes to the cell the coach's estimate likes least (or, `worst=False`, most)."""
    rules = registry.get("amytis")
    record = new_record("amytis", [Seat(name="a"), Seat(name="b")], seed=9)
    state = rules.new_game(2, seed=9)
    ply = 0
    while not rules.is_over(state) and ply < 40:
        seat = rules.current_player(state)
        action = solo_ai.choose("amytis.easy", rules, state, seat, seed=ply, iterations=1)
        if ply == bad_at:
            assert seat == 0 and state.step == "place"
            estimator = coach._Estimator(rules, state, seat, 1, 4)
            pick = None
            for a in rules.legal_actions(state):
                margin = _run(estimator.estimate(a))[1]
                if not worst:
                    margin = -margin
                if pick is None or margin < pick[0]:
                    pick = (margin, a)
            action = pick[1]
        record = with_move(record, action)
        state = rules.apply(state, action)
        ply += 1
    return record


def _run(generator):
    try:
        while True:
            next(generator)
    except StopIteration as stop:
        return stop.value


def _first_placement_of_seat0(record) -> int:
    rules = registry.get("amytis")
    state = rules.new_game(2, seed=9)
    for index, raw in enumerate(record.moves):
        if rules.current_player(state) == 0 and state.step == "place" and index > 8:
            return index
        state = rules.apply(state, rules.parse_action(raw))
    raise AssertionError("no placement")


def test_review_judges_each_decision_and_ranks_losses():
    record = _amytis_record()
    review = coach.Review(record, 0, seed=1, iterations=8, deals=3)
    assert review.progress == (0, len(review.decisions)) and review.decisions
    assert not review.step(0.0)  # one slice of work at most: not the whole game
    done, total = review.progress
    assert done < total
    while not review.step(0.05):
        assert review.progress[0] <= total
    assert review.progress == (total, total)
    rules = registry.get("amytis")
    for judged, (index, _before, played) in zip(review.items, review.decisions):
        assert judged.index == index and judged.played == played
        assert judged.lost >= 0
        if judged.best == judged.played:
            assert judged.lost == 0
    losses = [j.lost for j in review.mistakes()]
    assert losses == sorted(losses, reverse=True)
    assert len(review.mistakes(3)) == 3
    again = coach.review(record, 0, seed=1, iterations=8, deals=3)
    assert again == review.mistakes()
    assert all(rules.current_player(b) == 0 for _i, b, _p in review.decisions)


def test_review_flags_a_move_that_throws_points_away():
    probe = _amytis_record()
    bad_at = _first_placement_of_seat0(probe)
    record = _amytis_record(bad_at)
    mistakes = coach.review(record, 0, seed=1, iterations=8, deals=4)
    flagged = {j.index: j for j in mistakes}
    assert flagged[bad_at].lost > 0
    # the same decision with the cell the estimate likes most loses less
    good = _amytis_record(bad_at, worst=False)
    judged = {j.index: j for j in coach.review(good, 0, seed=1, iterations=8, deals=4)}
    assert judged[bad_at].played != flagged[bad_at].played
    assert judged[bad_at].lost < flagged[bad_at].lost


def test_review_takes_the_hint_shown_in_that_very_position_as_the_better_move():
    """A hint noted in the save (web saves.Advised) is the decision's better move: followed, it
    is no mistake whatever a review's shorter search would choose; noted for another position
    (an undo, then another move) or unreadable, it is ignored and the search decides."""
    import msgspec

    record = _amytis_record()
    rules = registry.get("amytis")
    plain = coach.Review(record, 0, seed=1, iterations=8, deals=3)
    while not plain.step(0.05):
        pass
    differs = [j for j in plain.items if j.best != j.played]
    assert differs  # random moves: the search disagrees somewhere
    judged = differs[0]
    before = next(b for i, b, _p in plain.decisions if i == judged.index)
    state = rules.state_hash(before)[:16]
    played = msgspec.to_builtins(judged.played)

    followed = coach.Review(record, 0, seed=1, iterations=8, deals=3, advice=[(judged.index, state, played)])
    while not followed.step(0.05):
        pass
    again = {j.index: j for j in followed.items}[judged.index]
    assert again.best == judged.played and again.lost == 0
    # every other decision is judged as before
    assert [j for j in followed.items if j.index != judged.index] == [j for j in plain.items if j.index != judged.index]

    for stale in (
        [(judged.index, "0" * 16, played)],  # another position
        [(judged.index, state, {"type": "nonsense"})],  # not a move of the game
        [(judged.index, "", played)],
    ):
        review = coach.Review(record, 0, seed=1, iterations=8, deals=3, advice=stale)
        while not review.step(0.05):
            pass
        assert review.items == plain.items


def test_a_deeper_hint_where_the_game_has_one():
    """Thinking ahead for a hint (web hints.ponder) uses the hard player's deeper form: in an
    Akropolis solo game its plan with plan.LARGE's sizes, then plan.XL's; no other game or mode
    has one."""
    from test_akropolis_plan import _my_decisions

    from engine.akropolis.state import Options
    from solo_ai.akropolis import plan

    rules = registry.get("akropolis")
    state = _my_decisions(1, Options(solo="callicrates"), seed=5)[-3]
    assert solo_ai.can_think_deep(rules, state) and solo_ai.deeper_forms(rules, state) == 2
    assert not solo_ai.can_think_deep(rules, _position("akropolis"))  # two players
    for game in ("amytis", "pantikapaion", "pyramidion"):
        assert not solo_ai.can_think_deep(registry.get(game), _position(game))
    deep = solo_ai.make_thinker("akropolis.hard", rules, state, 0, seed=1, iterations=FEW, deep=True)
    assert deep.plan_sizes == plan.LARGE
    deeper = solo_ai.make_thinker("akropolis.hard", rules, state, 0, seed=1, iterations=FEW, deep=2)
    assert deeper.plan_sizes == plan.XL and deeper.iterations == plan.XL.simulations
    assert all(x >= y for x, y in zip(plan.XL, plan.LARGE)) and plan.XL != plan.LARGE
    assert solo_ai.make_thinker("akropolis.hard", rules, state, 0, seed=1, iterations=FEW).plan_sizes is None
    while not deep.step(1.0):
        pass
    assert deep.planned == plan.LARGE.futures  # every future of the deeper plan covered
    assert deep.runs == plan.LARGE.simulations  # fixed iterations: at least the page's
    task = coach.HintTask(rules, state, 0, seed=1, iterations=FEW, deals=2, deep=True)
    while not task.step(1.0):
        pass
    assert task.result().action == deep.result()


def test_a_hint_let_go_unfinished_is_freed_at_once_in_pieces():
    """A hint dropped mid-way (its position gone) lets go of its work piece by piece
    (Thinker.release): afterwards nothing waits for the cyclic collector, whose one long pass
    over a deep plan's caches was a quarter-second pause in the page."""
    import gc
    import weakref

    from test_akropolis_plan import _my_decisions

    from engine.akropolis.state import Options

    rules = registry.get("akropolis")
    state = _my_decisions(1, Options(solo="callicrates"), seed=5)[2]

    def started():
        task = coach.HintTask(rules, state, 0, seed=1, time_limit=600.0, deep=True)
        while task._thinker.planned < 1:
            task.step(0.01)
        assert not task.done
        return task, weakref.ref(task._thinker), task._thinker._plans[0]

    collecting = gc.isenabled()
    gc.disable()
    try:
        task, thinker, planned = started()
        pieces = sum(1 for _ in task.release())
        assert pieces > 1 and task.done
        assert not any(planned._cities.__dict__[name] for name in ("_prepared", "_after", "_placed"))
        del task
        assert thinker() is None  # freed at once
        task, thinker, _planned = started()
        del task
        assert thinker() is not None  # dropped as it is: a cycle the collector must find
        gc.collect()
        assert thinker() is None
    finally:
        if collecting:
            gc.enable()


@pytest.mark.parametrize("game", GAMES)
def test_a_games_review_lines_reach_its_hard_player(game):
    """A game whose coach settings bound the review's look in lines has a hard player that takes
    them (solo_ai.make_thinker passes them on) and judges no more; other games are given none."""
    rules = registry.get(game)
    state = _position(game)
    seat = rules.current_player(state)
    lines = coach.settings(game).review_lines
    if lines is None:
        return
    thinker = solo_ai.make_thinker(f"{game}.hard", rules, state, seat, seed=1, iterations=1, lines=5)
    while not thinker.step(0.05):
        pass
    assert thinker.result() in rules.legal_actions(state)
    assert getattr(thinker, "lines", 5) == 5 and getattr(thinker, "judged", 0) <= 5


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_hurried_mid_search_still_says_why(game):
    """The page hurries a hint whose wall time is nearly out (its reasons' share left): the
    search stops with the best it has, and the hint still gives its points and why, within a
    few more pieces of work. Counted in pieces, not seconds: a search far too long to finish."""
    rules = registry.get(game)
    state = _position(game)
    seat = rules.current_player(state)
    task = coach.HintTask(rules, state, seat, seed=5, iterations=100_000, deals=4)
    if any(task.step(0) for _ in range(3)):  # stops at the first piece that finishes
        # only the game's own estimate of a few moves (no search model) answers that soon
        assert coach.settings(game).model is None and len(rules.legal_actions(state)) < 4
    else:
        task.hurry()
        pieces = 0
        while not task.step(0):
            pieces += 1
            assert pieces < 2_000, "a hurried hint does not come to its reasons"
    advice = task.result()
    assert advice.action in rules.legal_actions(state)
    assert advice.gains is not None and advice.reason["expected"] == round(advice.points_expected)


def test_a_hint_stopped_before_any_deal_finishes_with_why():
    """At the caller's deadline before any deal was played out, finish() estimates one."""
    rules = registry.get("amytis")
    state = _position("amytis")
    seat = rules.current_player(state)
    task = coach.HintTask(rules, state, seat, seed=5, iterations=100_000, deals=4)
    assert not task.step(0)
    assert task.result().gains is None  # nothing played out yet
    advice = task.finish()
    assert advice.gains is not None and advice.action in rules.legal_actions(state)
    assert abs(sum(v for _, v in advice.gains.parts) - (advice.points_expected - advice.points_now)) < 1e-6
