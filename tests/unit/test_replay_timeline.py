"""Stepping through a record (web/agora_web/screens/replay.py) in plain CPython: the timeline replays the
record once and every step is the position, record and log a replay of that many moves gives."""

from __future__ import annotations

import random
import types

import msgspec
import pytest

from engine.core import records
from engine.core.errors import RecordError
from web.agora_web.screens import replay
from web.agora_web.services import share

from random_play import random_record
from tests.helpers.games import GAMES, fewest_seats, part_way


def _same_state(a, b) -> bool:
    return a == b


def _timeline(full):
    """A timeline with a stand-in log (the log contract's describe_start and describe): one start
    entry, one entry a move naming its index."""
    calls = {"describe": 0, "start": 0}

    def describe_start(rules, state):
        calls["start"] += 1
        return [("start",)]

    def describe(rules, before, action, after):
        calls["describe"] += 1
        return [("move", calls["describe"] - 1)] * (1 + calls["describe"] % 2)

    game_log = types.SimpleNamespace(describe_start=describe_start, describe=describe)
    return replay.Timeline.build(full, game_log), calls


@pytest.mark.parametrize(
    "game,players,moves", [(game, fewest_seats(game, 2), part_way(game, fewest_seats(game, 2), 0.3)) for game in GAMES]
)
def test_every_step_is_the_position_of_that_many_moves(game, players, moves):
    full, rules, last = random_record(game, players, moves, seed=players + moves)
    timeline, calls = _timeline(full)
    assert calls == {"start": 1, "describe": len(full.moves)}  # replayed once
    assert timeline.total == len(full.moves) and len(timeline.states) == len(full.moves) + 1
    assert _same_state(timeline.states[-1], last)
    for k in (0, 1, len(full.moves) // 2, len(full.moves)):
        _r, state = records.replay(full, upto=k)
        assert _same_state(timeline.states[k], state)
        assert timeline.cuts[k] == replay.at_step(full, k)
        log = timeline.log[: timeline.log_ends[k]]
        assert log[0] == ("start",) and {e[1] for e in log[1:]} == set(range(k))
    assert timeline.log_ends == sorted(timeline.log_ends)


def test_a_link_with_planned_shuffles_plays_on_fresh_from_an_earlier_step():
    record, _rules, _state = random_record("pyramidion", 3, 260, seed=9)
    public, _ = share.shareable(record, seed=3, seat=0)
    assert public.shuffles and len(public.shuffles) >= 3
    timeline, _calls = _timeline(public)
    assert timeline.cuts[-1].shuffles == public.shuffles
    for k in (10, len(public.moves) // 2):
        cut = timeline.cuts[k]
        assert cut == replay.at_step(public, k)
        rules, state = records.replay(cut)
        # the step's position is what a replay of its record gives, with no order planned for later
        assert _same_state(timeline.states[k], state) and not timeline.states[k].rng.planned
        chooser = random.Random(k)
        now, again = timeline.states[k], cut
        for _ in range(40):
            if rules.is_over(now):
                break
            legal = rules.legal_actions(now)
            move = legal[chooser.randrange(len(legal))]
            now, again = rules.apply(now, move), records.with_move(again, move)
        _r, replayed = records.replay(again)
        assert _same_state(now, replayed)  # a game played on from a step saves and reopens the same


def test_a_bad_move_is_refused_with_its_index():
    full, _rules, _state = random_record("akropolis", 2, 6, seed=4)
    bad = msgspec.structs.replace(full, moves=full.moves[:3] + [{"take": 99, "hexes": []}] + full.moves[4:])
    with pytest.raises(RecordError) as err:
        _timeline(bad)
    assert err.value.move_index == 3


class _Screen:
    """What Replay needs of a game screen, recording what it was asked to do."""

    def __init__(self):
        self.record = self.state = None
        self.log, self.undo_stack, self.calls = [], ["a decision"], []
        self.final_open, self.message = False, "old"
        self.app = self

    def leave(self):
        self.calls.append("leave")

    def show_seat(self, seat):
        """(every game screen has it: following.ViewFollowing)"""
        pass

    def render(self):
        self.calls.append("render")

    def after_show(self):
        self.calls.append("after_show")

    def reset_view(self):
        self.calls.append("reset")

    def forget_caches(self):
        self.calls.append("forget")


def test_stepping_puts_the_one_screen_at_each_position_until_someone_plays_on():
    full, _rules, _state = random_record("akropolis", 2, 12, seed=3)
    timeline, calls = _timeline(full)
    screen = _Screen()
    steps = replay.Replay(timeline, 99)
    assert steps.step == timeline.total
    steps.place(screen)
    assert "replay-pos" in steps.controls(screen) and not steps.waiting(screen)
    for k in (0, 5, 4, 12, 7):
        screen.calls.clear()
        steps.go(screen, k)
        assert screen.calls == ["leave", "reset", "forget", "render", "after_show"]
        assert screen.record is timeline.cuts[k] and screen.state is timeline.states[k]
        assert screen.log == timeline.log[: timeline.log_ends[k]] and screen.log is not timeline.log
        assert not screen.undo_stack and screen.final_open and screen.message == ""
        assert steps.waiting(screen) == (k < timeline.total)
        assert f'data-step="{k}"' in steps.controls(screen)
    assert calls == {"start": 1, "describe": len(full.moves)}  # no step replayed anything
    screen.record = records.with_move(screen.record, full.moves[7])  # someone plays on from step 7
    screen.calls.clear()
    steps.go(screen, 2)
    assert screen.calls == [] and steps.controls(screen) == "" and not steps.waiting(screen)


class _Board:
    """Just what Replay.place touches of a game screen."""

    def __init__(self):
        self.undo_stack, self.hints_used, self.advice = [], 0, []

    def reset_view(self):
        pass

    def show_seat(self, seat):
        pass

    def forget_caches(self):
        pass


def test_a_replayed_game_keeps_the_hints_it_used():
    """The final table of a replayed finished game gives the game's own count of hints (its save's),
    not 0; an earlier step, where a new game may branch off, counts the decisions before it that
    had a hint, and keeps those notes."""
    full, _rules, last = random_record("amytis", 2, 400, seed=5)
    assert _rules.is_over(last)
    timeline, _calls = _timeline(full)
    from web.agora_web.services.saves import Advised

    advice = [Advised(index=i, state="x", action=None) for i in (2, 2, 9, 30)]
    shown = replay.Replay(timeline, timeline.total, hints=6, advice=advice)
    board = _Board()
    shown.place(board)
    assert board.hints_used == 6 and len(board.advice) == 4
    shown.step = 10
    shown.place(board)
    assert board.hints_used == 2 and [a.index for a in board.advice] == [2, 2, 9]
    shown.step = 0
    shown.place(board)
    assert board.hints_used == 0 and board.advice == []
    plain = replay.Replay(timeline, timeline.total)  # a shared link: no count is known
    plain.place(board)
    assert board.hints_used == 0
