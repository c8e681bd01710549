"""A live game's side of the protocol (web/agora_web/remote/live.py) between devices whose channel
is a list of texts: a whole game goes through the same door as links and ends checked as fair
play; what a device owes without a move goes at once; texts lost while the channel was down come
again when it opens anew; junk on the channel is refused and changes nothing."""

from __future__ import annotations

import random
import re
import sys
import types

import msgspec
import pytest

from web.agora_web.remote import live, session
from web.agora_web.remote.game import RemoteGame

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


# --- three and four devices: every guest paired with the host, which relays -------------------
class Star:
    """Every guest's channel to the host (device 0): the host's end and the guest's end of each,
    with what is in flight on them."""

    def __init__(self, devices):
        self.devices = devices
        self.conns = {d.me: live.Connections(d) for d in devices}
        self.pipes: "dict[tuple[int, int], Pipe]" = {}  # (from, to): texts in flight
        for guest in devices[1:]:
            self.pair(guest.me)

    def pair(self, guest: int) -> None:
        """Guest and host pair (anew): a channel each way, both ends opened."""
        host = self.devices[0]
        to_guest, to_host = Pipe(), Pipe()
        self.pipes[(0, guest)], self.pipes[(guest, 0)] = to_guest, to_host
        host_end = live.Live(host, guest, to_guest)
        guest_end = live.Live(self.devices[guest], 0, to_host)
        self.conns[0].opened(host_end)
        self.conns[guest].opened(guest_end)

    def drop(self, guest: int) -> None:
        """The guest's connection drops: texts on the way are lost, both ends say so."""
        for key in ((0, guest), (guest, 0)):
            self.pipes[key].up = False
            self.pipes[key].texts.clear()
        self.conns[0].lost(self.conns[0].peers[guest])
        self.conns[guest].lost(self.conns[guest].peers[0])

    async def deliver(self) -> int:
        """Every text in flight to its device, which applies it, relays it and sends what it
        owes at once, until nothing is in flight: texts delivered."""
        delivered = 0
        while any(pipe.texts for pipe in self.pipes.values()):
            for (sender, receiver), pipe in list(self.pipes.items()):
                while pipe.texts:
                    conns = self.conns[receiver]
                    report, _answered = await conns.received(conns.peers[sender], pipe.texts.pop(0))
                    assert report.problems == []
                    delivered += 1
        return delivered


async def _play_star(game: str, players: int, rng: random.Random, drop_at: int = -1, rejoin_after: int = 6):
    devices = await _gather(game, players, list(range(1, players)), seed=rng.randrange(1000))
    star = Star(devices)
    await star.deliver()
    for d in devices:
        await star.conns[d.me].answer_due()
    await star.deliver()
    dropped, turns, seen_waiting, caught_up = None, 0, False, 0
    while any(d.to_send() is not None for d in devices if d.me != dropped):
        due = devices[0].to_send()
        if turns == drop_at:
            dropped = devices[-1].me
            star.drop(dropped)
            await star.deliver()  # the host's presence line to the guests still connected
            assert dropped not in star.conns[0].connected()
            assert dropped not in star.conns[1].connected()  # the host said so to the other guest
            assert star.conns[dropped].connected() == frozenset()
        if dropped is not None and (due == dropped or turns >= drop_at + rejoin_after):
            # the others wait for the dropped device and say so; it comes back from its save
            if due == dropped:
                assert star.conns[0].waits_for() == dropped and star.conns[1].waits_for() == dropped
                seen_waiting = True
            behind = len(devices[0].session.messages) - len(devices[dropped].session.messages)
            devices[dropped] = await RemoteGame.from_save(
                devices[dropped].crypto, devices[dropped].keys, devices[dropped].to_save()
            )
            star.devices = devices
            star.conns[dropped] = live.Connections(devices[dropped])
            star.pair(dropped)
            await star.deliver()
            assert devices[dropped].session.messages == devices[0].session.messages
            caught_up = max(caught_up, behind)
            dropped = None
            continue
        device = next(d for d in devices if d.me == due)
        if due == dropped:
            continue
        await device.send(_moves(device, rng))
        star.conns[device.me].sent()
        await star.deliver()
        for d in devices:
            if d.me != dropped:
                assert star.conns[d.me].connected() == frozenset(x.me for x in devices if x.me not in (d.me, dropped))
        turns += 1
        assert turns < 3000
    return devices, seen_waiting, caught_up


@pytest.mark.parametrize("game,players", [("akropolis", 3), ("pantikapaion", 3), ("pyramidion", 3), ("akropolis", 4)])
def test_a_whole_live_game_of_three_or_four_devices_relayed_by_the_host_is_fair_play(game, players):
    devices, _, _ = _run(_play_star(game, players, random.Random(11)))
    for d in devices:
        assert d.session.over() and d.session.audited()
        assert _run(d.check()) == []
        assert d.session.messages == devices[0].session.messages


def test_a_guest_dropped_mid_game_is_waited_for_and_catches_up_when_it_pairs_again():
    devices, seen_waiting, caught_up = _run(_play_star("akropolis", 3, random.Random(5), drop_at=7))
    assert seen_waiting and caught_up >= 1  # it missed a turn of another device and got it on pairing
    for d in devices:
        assert _run(d.check()) == []
        assert d.session.messages == devices[0].session.messages


def test_the_host_relays_but_cannot_forge_a_guests_message():
    async def go():
        devices = await _gather("akropolis", 3, [1, 2], seed=9)
        host, g1, g2 = devices
        star = Star(devices)
        await star.deliver()
        for d in devices:
            await star.conns[d.me].answer_due()
        await star.deliver()
        rng = random.Random(1)
        while host.to_send() != 1:
            due = next(d for d in devices if d.me == host.to_send())
            await due.send(_moves(due, rng))
            star.conns[due.me].sent()
            await star.deliver()
        await g1.send(_moves(g1, rng))  # guest 1's message, relayed by the host to guest 2
        theirs = g1.session.messages[-1]
        forged = msgspec.structs.replace(theirs, b=msgspec.structs.replace(theirs.b, moves=[]))
        before = g2.to_save()
        report = await star.conns[2].received(star.conns[2].peers[0], g2.link([forged]))
        assert report[0].applied == 0 and report[0].problems and g2.to_save() == before
        star.conns[1].sent()
        await star.deliver()
        assert g2.session.messages[-1] == theirs

    _run(go())


def test_a_presence_line_names_only_devices_of_the_game():
    assert live.presence_of("#p=0,2,9,x", 3) == frozenset({0, 2})


@pytest.fixture
def screen_words(monkeypatch):
    """The live screens' module with a stand-in for the page's `pyscript`; English again after."""
    if "pyscript" not in sys.modules:
        monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=None, window=None))
    from web.agora_web.screens import remote_live
    from web.agora_web.texts import i18n

    yield remote_live, i18n
    i18n.set_lang(i18n.DEFAULT)
    live.OPEN.clear()


def test_the_live_line_says_who_is_connected_and_whom_the_game_waits_for(screen_words):
    remote_live, i18n = screen_words

    async def connected():
        devices = await _gather("akropolis", 3, [1, 2], seed=9)
        star = Star(devices)
        await star.deliver()
        for d in devices:
            await star.conns[d.me].answer_due()
        await star.deliver()
        return devices, star

    devices, star = _run(connected())

    def line(d: int, live_here: bool = True) -> str:
        """What device d's game screen says of live play (as it would with its connections)."""
        live.OPEN.clear()
        if live_here:
            live.OPEN[devices[d].game_id.hex()] = star.conns[d]
        html = remote_live.entry_html(devices[d])
        return " ".join(re.sub(r"<[^>]+>", " ", html).split())

    # before any pairing, only the host offers a code; a guest is told to open the host's
    assert line(0, live_here=False) == "Play live"
    assert line(1, live_here=False) == "To play live, open the pairing code that Host shows."
    assert line(0) == "Live with F1, F2: moves go over at once."  # everyone connected: nothing to pair
    assert line(2) == "Live with Host, F1: moves go over at once."  # F1 reached through the host

    async def drop_and_wait():
        star.drop(2)
        await star.deliver()
        rng = random.Random(2)
        while devices[0].to_send() != 2:
            due = next(d for d in devices if d.me == devices[0].to_send())
            await due.send(_moves(due, rng))
            star.conns[due.me].sent()
            await star.deliver()

    _run(drop_and_wait())
    assert line(0) == (
        "Live with F1: moves go over at once. "
        "F2 is not connected: the game waits for it. Pair it again here when it is back. Pair another device"
    )
    assert (
        line(1)
        == "Live with Host: moves go over at once. F2 is not connected: the game waits for it to pair again with Host."
    )
    i18n.set_lang("ru")
    assert line(1) == (
        "На связи: Host. Ходы передаются сразу. "
        "Устройство F2 не на связи: партия ждёт, пока оно снова подключится к устройству Host."
    )
    assert line(2) == "Чтобы играть вживую, откройте код для связи, который показывает устройство Host."


def test_whose_turn_says_no_link_is_needed_while_the_device_it_waits_for_is_live(screen_words):
    """A device waiting for another's message (a draw it settles, say) is told to wait for a
    link from it; while that device is connected live its message comes by itself, and the line
    says so instead."""
    remote_live, i18n = screen_words
    from web.agora_web.screens import remote_open
    from web.agora_web.services import remote_links

    async def waiting():
        """Just started: the host waits for a friend's device to settle the opening draw (before
        any text went over the channels, which would settle it at once)."""
        devices = await _gather("akropolis", 3, [1, 2], seed=9)
        assert remote_open.turn_of(devices[0])["state"] == remote_links.THERE
        return devices, Star(devices)

    devices, star = _run(waiting())
    host = devices[0]
    name = host.session.start.devices[host.to_send()].name
    names = ["Ann", "Bo", "Cy"]

    def line(live_here: bool) -> str:
        live.OPEN.clear()
        if live_here:
            live.OPEN[host.game_id.hex()] = star.conns[0]
        return re.sub(r"<[^>]+>", "", remote_open.turn_html(host, names))

    assert line(False) == f"Waiting for a link from {name}."
    assert line(True) == f"Waiting for {name}; live, so no link is needed."
    i18n.set_lang("ru")
    assert line(True) == f"Ждём устройство «{name}»; игра идёт напрямую, ссылка не нужна."
    star.drop(host.to_send())  # dropped: a link (or pairing again) it is
    assert line(True) == f"Ждём ссылку от устройства «{name}»."
