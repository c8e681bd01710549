"""A live game's side of the protocol (web/agora_web/remote/live.py) between devices whose channel
is a list of texts: a whole game goes through the same door as links and ends checked as fair
play; what a device owes without a move goes at once; texts lost while the channel was down come
again when it opens anew; junk on the channel is refused and changes nothing."""

from __future__ import annotations

import random

import pytest

from web.agora_web.remote import live, session

from tests.helpers.coroutines import run_to_end as _run
from tests.remote.test_game_api import _gather, _moves


class Pipe:
    """One direction of a channel: what was sent, not yet delivered (`up` False: lost)."""

    def __init__(self):
        self.texts: "list[str]" = []
        self.up = True

    def send(self, text: str) -> None:
        if self.up:
            self.texts.append(text)


def _pair(a, b):
    to_b, to_a = Pipe(), Pipe()
    la, lb = live.Live(a, b.me, to_b), live.Live(b, a.me, to_a)
    la.opened()
    lb.opened()
    return (la, to_b), (lb, to_a)


async def _deliver(ends) -> int:
    """Every text in flight to its device (and what those devices owe at once): texts delivered."""
    delivered = 0
    while any(pipe.texts for _live, pipe in ends):
        for (sender, pipe), (receiver, _) in ((ends[0], ends[1]), (ends[1], ends[0])):
            while pipe.texts:
                report = await receiver.received(pipe.texts.pop(0))
                assert report.problems == []
                delivered += 1
                await receiver.answer_due()
    return delivered


async def _play_live(game: str, rng: random.Random, drop_at: int = -1):
    a, b = await _gather(game, 2, [1], seed=rng.randrange(1000))
    ends = list(_pair(a, b))
    await _deliver(ends)
    for end, _pipe in ends:
        await end.answer_due()
    await _deliver(ends)
    turns = 0
    while a.to_send() is not None:
        device_end = next(end for end, _pipe in ends if end.game.my_turn())
        if turns == drop_at:  # the channel drops: what is sent now is lost on the way
            for _end, pipe in ends:
                pipe.up = False
        link = await device_end.game.send(_moves(device_end.game, rng))
        device_end.sent(link)
        await _deliver(ends)
        if turns == drop_at:  # the devices pair anew: each sends what the other might lack
            assert len(a.session.messages) != len(b.session.messages)  # the message was lost
            ends = list(_pair(a, b))
        await _deliver(ends)
        turns += 1
        assert turns < 2000
    return a, b


@pytest.mark.parametrize("game", ["akropolis", "amytis"])
def test_a_whole_live_game_is_checked_as_fair_play(game):
    a, b = _run(_play_live(game, random.Random(7)))
    assert a.session.over() and b.session.over()
    assert _run(a.check()) == [] and _run(b.check()) == []
    assert a.session.messages == b.session.messages


def test_texts_lost_while_the_channel_was_down_come_again_when_it_opens():
    a, b = _run(_play_live("akropolis", random.Random(3), drop_at=5))
    assert _run(a.check()) == [] and _run(b.check()) == []
    assert a.session.messages == b.session.messages


def test_junk_and_another_games_texts_change_nothing():
    async def go():
        a, b = await _gather("akropolis", 2, [1], seed=5)
        (la, _), (lb, to_a) = _pair(a, b)
        before = a.to_save()
        for junk in ("hello", "#t=1.AAAA", "#i=1.xyz", b.catch_up(0)[:-9] + "AAAAAAAAA"):
            report = await la.received(junk)
            assert report.applied == 0 and report.problems
        assert a.to_save() == before
        with pytest.raises(session.Refused):
            live.Live(a, a.me, to_a)  # a code that names this device itself
        with pytest.raises(session.Refused):
            live.Live(a, 7, to_a)

    _run(go())
