"""The API the screens call (web/agora_web/remote/game.py), between devices that share nothing but
the links they pass: a game is set up by invitations and answers, played to its end only by the
links each device gives, and checked as fair play everywhere; a bad link changes nothing; keys
live in the store (memory when the browser refuses storage)."""

from __future__ import annotations

import random

import pytest

from engine.core.protocol import Seat
from web.agora_web.remote import keys, messages, session
from web.agora_web.remote.game import FRAGMENT_LIMIT, RemoteGame

from tests.helpers.coroutines import run_to_end as _run
from tests.remote.table import PythonCrypto


async def _gather(game: str, seats: int, remote, seed: int = 1):
    host = await RemoteGame.host(
        PythonCrypto(seed),
        keys.MemoryKeys(),
        game,
        [Seat(f"P{i}") for i in range(seats)],
        {},
        remote_seats=remote,
        name="Host",
    )
    friends = []
    start = None
    for k, (seat, link) in enumerate(await host.invitations()):
        friend, answer = await RemoteGame.join(PythonCrypto(seed * 100 + k), keys.MemoryKeys(), link, name=f"F{seat}")
        assert len(link) < 2000 and len(answer) < 2000
        report = await host.apply_link(answer)
        assert report.problems == []
        friends.append(friend)
        start = report.link or start
    assert start is not None and host.session is not None
    for friend in friends:
        report = await friend.apply_link(start)
        assert report.problems == [] and friend.session is not None
    return [host] + friends


def _moves(device, rng: random.Random) -> list:
    """Random legal moves while the device may go on (none once the game is over)."""
    moves = []
    if not device.session.over():
        while True:
            state, goes_on = device.trial(moves)
            if not goes_on:
                return moves
            legal = device.session.rules.legal_actions(state)
            moves.append(legal[rng.randrange(len(legal))])
    return moves


async def _play(devices, rng: random.Random, limit: int = 20_000, to_end: bool = True):
    """Each device whose message is due plays random legal moves and sends; every other device
    opens the link it gave (to the end, or `limit` messages). Returns the links' lengths."""
    lengths = []
    for _ in range(limit):
        due = devices[0].to_send()
        if due is None:
            return lengths
        device = next(d for d in devices if d.me == due)
        link = await device.send(_moves(device, rng))
        lengths.append(len(link))
        for other in devices:
            if other is not device:
                report = await other.apply_link(link)
                assert report.problems == [], report
    if to_end:
        raise AssertionError("the game did not end")
    return lengths


def test_a_game_set_up_by_invitations_is_played_by_links_to_fair_play():
    async def main():
        devices = await _gather("pantikapaion", 3, remote=[1, 2])
        await _play(devices, random.Random(2))
        for device in devices:
            assert device.session.over() and device.pending() == []
            assert await device.check() == []
        assert len({msgspec_record(d) for d in devices}) == 1

    _run(main())


def msgspec_record(device):
    from engine.core import records

    return records.encode(device.session.final_record())


@pytest.mark.slow
def test_a_sealed_game_by_links_to_fair_play():
    async def main():
        devices = await _gather("pyramidion", 3, remote=[1, 2], seed=3)
        lengths = await _play(devices, random.Random(4))
        for device in devices:
            assert await device.check() == []
        assert device.needs_file("#t=" + "x" * 2001)
        assert max(lengths) <= FRAGMENT_LIMIT  # shuffle passes in parts: every link the Send step gives fits

    _run(main())


def test_bad_links_change_nothing_and_say_why():
    async def main():
        devices = await _gather("akropolis", 2, remote=[1])
        host, friend = devices
        due = next(d for d in devices if d.my_turn())
        other = friend if due is host else host
        link = await due.send(_moves(due, random.Random(1)))
        before = len(other.session.messages)
        payload = messages.payload_of(link)
        cut = await other.apply_link("#t=" + payload[: len(payload) // 2])
        assert cut.problems and cut.problems[0] in (messages.TRUNCATED, messages.DAMAGED)
        foreign = await other.apply_link(link.replace("#t=", "#x="))
        assert foreign.problems == [session.FOREIGN]
        assert len(other.session.messages) == before
        assert (await other.apply_link(link)).applied >= 1
        again = await other.apply_link(link)
        assert again.problems == [] and again.applied == 0  # already seen: nothing to do
        assert other.session.messages[-1] == due.session.messages[-1]
        # a stranger's game is refused
        strange = next(d for d in await _gather("akropolis", 2, remote=[1], seed=9) if d.my_turn())
        report = await other.apply_link(await strange.send(_moves(strange, random.Random(1))))
        assert report.problems and set(report.problems) == {session.FOREIGN}
        assert len(other.session.messages) == before + 1

    _run(main())


def test_a_saved_game_opens_again_where_it_was_on_every_device():
    async def main():
        devices = await _gather("pyramidion", 2, remote=[1], seed=5)
        rng = random.Random(6)
        for _ in range(40):
            due = next(d for d in devices if d.my_turn())
            link = await due.send(_moves(due, rng))
            for other in devices:
                if other is not due:
                    await other.apply_link(link)
        for k, device in enumerate(devices):
            again = await RemoteGame.from_save(device.crypto, device.keys, device.to_save())
            assert again.me == device.me and again.session.moves == device.session.moves
            assert again.session.state() == device.session.state() and again.to_send() == device.to_send()
            devices[k] = again
        await _play(devices, rng, limit=30, to_end=False)  # and play on from the saves
        # a host still gathering answers saves its invitations' state too
        host = await RemoteGame.host(
            PythonCrypto(7),
            keys.MemoryKeys(),
            "akropolis",
            [Seat("A"), Seat("B"), Seat("C")],
            {},
            remote_seats=[1, 2],
            name="H",
        )
        (_seat, invite), _other = await host.invitations()
        friend, answer = await RemoteGame.join(PythonCrypto(8), keys.MemoryKeys(), invite, name="F")
        await host.apply_link(answer)
        again = await RemoteGame.from_save(host.crypto, host.keys, host.to_save())
        assert again.gathering.joined == host.gathering.joined and not again.gathering.complete()

    _run(main())


def test_keys_stay_in_the_store_and_a_refused_store_falls_back_to_memory():
    async def main():
        devices = await _gather("akropolis", 2, remote=[1])
        for device in devices:
            assert await device.keys.games() == [device.game_id.hex()]
            private, public = await device.keys.get(device.game_id.hex())
            assert public == device.session.start.devices[device.me].key

        async def refuses():
            raise keys.StorageRefused("private browsing")

        store = await keys.open_store(refuses)
        assert isinstance(store, keys.MemoryKeys) and not store.persistent
        await store.put("g", object(), b"k")
        assert (await store.get("g"))[1] == b"k"
        await store.delete("g")
        assert await store.get("g") is None

    _run(main())
