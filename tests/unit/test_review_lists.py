"""The post-game review's lists (web/agora_web/screens/review.py) on CPython: decisions in game order,
the biggest estimated losses first, only human seats reviewed."""

from __future__ import annotations

import random

from engine.core import records
from engine.core.protocol import Seat
from solo_ai.coach import Judgement, Review
from web.agora_web.screens import review


def _j(index, lost, same=False):
    return Judgement(index, ("played", index), ("played", index) if same else ("best", index), lost, 0.0, lost)


def test_rows_are_in_game_order_and_mark_the_moves_the_hard_player_agrees_with():
    items = [_j(9, 0.0, same=True), _j(2, 4.5), _j(5, 0.4)]
    assert review.rows(items) == [review.Row(2, 4.5, False), review.Row(5, 0.4, False), review.Row(9, 0.0, True)]


def test_mistakes_are_the_three_biggest_losses_of_a_point_or_more():
    items = [_j(1, 2.0), _j(3, 7.5), _j(4, 0.9), _j(6, 7.5), _j(8, 1.0), _j(9, 3.0)]
    assert [r.index for r in review.mistakes(items)] == [3, 6, 9]  # ties in game order
    assert [r.index for r in review.mistakes(items, top=10)] == [3, 6, 9, 1, 8]  # 0.9 is noise
    assert review.mistakes([_j(1, 0.5), _j(2, 0.0, same=True)]) == []


def test_only_human_seats_are_offered_and_a_real_review_lists_their_decisions():
    record = records.new_record("amytis", [Seat("Ann", "human"), Seat("Bot", "amytis.easy")], seed=3)
    rules, state = records.start(record)
    rnd = random.Random(1)
    while not rules.is_over(state) and len(record.moves) < 16:
        move = rnd.choice(rules.legal_actions(state))
        state, record = rules.apply(state, move), records.with_move(record, move)
    assert review.human_seats(record) == [0]
    task = Review(record, 0, seed=record.seed, iterations=8, deals=2)
    while not task.step(0.05):
        pass
    listed = review.rows(task.items)
    assert listed and all(rules.current_player(records.replay(record, upto=r.index)[1]) == 0 for r in listed)
    assert [r.index for r in listed] == sorted(r.index for r in listed)
    worst = review.mistakes(task.items)
    assert all(r.lost >= review.MISTAKE_MIN for r in worst) and len(worst) <= review.TOP
