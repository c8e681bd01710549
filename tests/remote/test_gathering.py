"""Invitations, answers and the start: a game gathered this way is played by its devices, bad
answers are refused, an invitation link is short."""

from __future__ import annotations

import random

import msgspec
import pytest

from engine.core.protocol import Seat
from web.agora_web.remote import chain, gathering, messages, session

from tests.remote.table import Device, signed, verifies


def _gather(game="akropolis", seats=4, remote=(1, 2, 3)):
    rng = random.Random(11)
    game_id = rng.randbytes(16)
    host = Device(0, [s for s in range(seats) if s not in remote], rng, game_id)
    friends = [Device(d, [seat], rng, game_id) for d, seat in enumerate(remote, 1)]
    players = [Seat(f"P{i}") for i in range(seats)]
    gather = gathering.Gathering(game_id, game, players, {}, host.info, remote)
    invites = [signed(host.private, invite) for invite in gather.invitations()]
    return game_id, host, friends, gather, invites


def test_a_gathered_game_is_played_to_its_end_by_its_devices():
    game_id, host, friends, gather, invites = _gather()
    for friend, invite in zip(friends, invites):
        received = messages.unpack_one(messages.pack_one(invite), messages.Invite)  # as a link
        assert verifies(received.host.key, received)
        join = signed(
            friend.private,
            gathering.answer(
                received, f"D{friend.index}", friend.info.key, chain.commitment(friend.seed, game_id, friend.index)
            ),
        )
        back = messages.unpack_one(messages.pack_one(join), messages.Join)
        gather.offer(back, verifies(back.device.key, back))
    assert gather.complete()
    start = signed(host.private, gather.start(host.seed))
    devices = [host] + friends
    for device in devices:
        assert gathering.lists_me(start, device.info)
        device.session = session.Session(start, verifies(host.info.key, start))
    for _ in range(1000):
        sender = devices[0].session.to_send()
        if sender is None:
            break
        message = devices[sender].turn()
        for device in devices:
            device.receive(message)
    assert devices[0].session.rules.is_over(devices[0].session.state())
    assert all(d.session.record == devices[0].session.record for d in devices)


def test_bad_answers_are_refused_and_change_nothing():
    game_id, host, friends, gather, invites = _gather()
    friend = friends[0]
    good = signed(friend.private, gathering.answer(invites[0], "F", friend.info.key, friend.info.commit))
    cases = [
        (msgspec.structs.replace(good, g=bytes(16)), True, session.FOREIGN),
        (good, False, session.FORGED),
        (
            signed(
                friend.private, msgspec.structs.replace(good, device=msgspec.structs.replace(good.device, seats=[0]))
            ),
            True,
            session.FOREIGN,
        ),
        (signed(friend.private, msgspec.structs.replace(good, v=messages.VERSION + 1)), True, session.NEWER),
    ]
    for join, ok, problem in cases:
        with pytest.raises(session.Refused) as caught:
            gather.offer(join, ok)
        assert caught.value.problem == problem
        assert gather.joined == {}
    gather.offer(good, True)
    other = friends[1]
    thief = signed(other.private, gathering.answer(invites[0], "T", other.info.key, other.info.commit))
    with pytest.raises(session.Refused):
        gather.offer(thief, True)
    assert gather.joined[1] == good.device
    with pytest.raises(ValueError):
        gather.start(host.seed)  # two seats have not answered


def test_a_device_checks_the_start_lists_it_as_it_answered():
    game_id, host, friends, gather, invites = _gather(remote=(1,), seats=2)
    friend = friends[0]
    join = signed(friend.private, gathering.answer(invites[0], "F", friend.info.key, friend.info.commit))
    gather.offer(join, True)
    start = gather.start(host.seed)
    assert gathering.lists_me(start, join.device)
    assert not gathering.lists_me(start, msgspec.structs.replace(join.device, commit=bytes(16)))


def test_an_invitation_link_is_short():
    _game_id, _host, _friends, _gather_, invites = _gather()
    for invite in invites:
        assert len(f"#{messages.INVITE_KEY}=" + messages.pack_one(invite)) < 2000
