"""The remote side of a game screen (web/agora_web/screens/remote_play.py) and the API it calls:
the screen is built from the record of this device's next message (`trial_record`), plays only
this device's seats, and offers Send exactly when the turn is played; a sent turn is in the chain,
so nothing of it is left to take back."""

from __future__ import annotations

import sys
import types

import pytest

from engine.core import records
from engine.core.protocol import Seat
from web.agora_web.remote import keys
from web.agora_web.remote.game import RemoteGame

from tests.helpers.coroutines import run_to_end as _run
from tests.remote.table import PythonCrypto


@pytest.fixture
def remote_play(monkeypatch):
    """The screen module with a stand-in for the page's `pyscript` module."""
    if "pyscript" not in sys.modules:
        monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=None, window=None))
    from web.agora_web.screens import remote_play

    return remote_play


async def _two_devices():
    """Ann's device (host, seat 0) and Bo's (seat 1) of an Akropolis game, started, the
    opening deal fixed by Bo's device: Ann is to move."""
    host = await RemoteGame.host(
        PythonCrypto(1),
        keys.MemoryKeys(),
        "akropolis",
        [Seat("Ann"), Seat("Bo", controller="friend")],
        {},
        remote_seats=[1],
        name="Ann's phone",
    )
    ((_seat, invitation),) = await host.invitations()
    guest, answer = await RemoteGame.join(PythonCrypto(2), keys.MemoryKeys(), invitation, name="Bo's phone")
    start = (await host.apply_link(answer)).link
    await guest.apply_link(start)
    assert guest.my_turn() and guest.session.record is None
    fix = await guest.send([])
    assert (await host.apply_link(fix)).problems == []
    return host, guest


class _Screen:
    """What RemotePlay reads of a game screen: its record and who controls each seat."""

    def __init__(self, record):
        self.record = record

    def controller(self, seat: int) -> str:
        return self.record.players[seat].controller or "human"


def test_the_screen_record_replays_to_the_trial_position_and_seats_are_split_by_device():
    host, guest = _run(_two_devices())
    assert host.plays_here(0) and not host.plays_here(1)
    assert guest.plays_here(1) and not guest.plays_here(0)
    record, state, goes_on = host.trial_record([])
    assert goes_on and host.seat_to_act() == 0
    assert len(record.moves) == host.turn_moves() == 0
    assert records.replay(record)[1] == state
    move = host.session.rules.legal_actions(state)[0]
    record2, state2, goes_on2 = host.trial_record([move])
    assert not goes_on2 and len(record2.moves) == 1
    assert records.replay(record2)[1] == state2
    assert host.trial([move])[1] is False
    assert host.turn_moves() == 0  # a trial changes nothing


def test_send_is_offered_only_once_the_turn_is_played_and_a_sent_turn_is_in_the_chain(remote_play):
    async def main():
        host, guest = await _two_devices()
        record, state, _ = host.trial_record([])
        screen = _Screen(record)
        play = remote_play.RemotePlay(host, {"names": ["Ann", "Bo"]}, [])
        assert play.person_here(screen, 0) and not play.person_here(screen, 1)
        assert play.unsent(screen) == [] and not play.ready(screen)
        move = host.session.rules.legal_actions(state)[0]
        screen.record = records.with_move(record, move)
        assert play.unsent(screen) == screen.record.moves[-1:] and play.ready(screen)
        play.showing = True  # moves received still playing on the screen: nothing to send yet
        assert not play.ready(screen)
        play.showing = False
        link = await host.send(play.unsent(screen))
        assert host.turn_moves() == 1 and play.unsent(screen) == [] and not play.ready(screen)
        # on Bo's device, the friend seat it joined is a person's; Ann's is waited for
        assert (await guest.apply_link(link)).problems == []
        guest_record, _state, goes_on = guest.trial_record([])
        other = remote_play.RemotePlay(guest, {"names": ["Ann", "Bo"]}, [])
        g_screen = _Screen(guest_record)
        assert goes_on and other.person_here(g_screen, 1) and not other.person_here(g_screen, 0)
        assert guest_record.moves == screen.record.moves
        assert remote_play.can_play(guest) and not other.ready(g_screen)

    _run(main())


def test_a_draw_another_device_settles_is_said_to_be_unsettled(remote_play):
    """Akropolis refills its construction site at the end of a round: the move that does so
    draws; until the next device's message fixes the draw, the screen says what it shows may
    change, on the device that drew (before and after Send), and nowhere once it is fixed."""

    async def main():
        host, guest = await _two_devices()
        devices = {0: host, 1: guest}
        names = {"names": ["Ann", "Bo"]}
        for _ in range(12):
            mover = devices[host.to_send()]
            other = devices[1 - mover.me]
            record, state, _goes_on = mover.trial_record([])
            rules = mover.session.rules
            move = rules.legal_actions(state)[0]
            draws = rules.reveals(state, move, rules.apply(state, move))
            screen = _Screen(records.with_move(record, move))
            play = remote_play.RemotePlay(mover, names, [])
            assert play.ready(screen) and play.draw_unsettled(screen) == draws
            link = await mover.send(play.unsent(screen))
            assert (await other.apply_link(link)).problems == []
            after = _Screen(mover.session.record)
            assert remote_play.RemotePlay(mover, names, []).draw_unsettled(after) == draws
            fixer_record = other.trial_record([])[0]
            assert not remote_play.RemotePlay(other, names, []).draw_unsettled(_Screen(fixer_record))
            if draws:
                return
        raise AssertionError("no move drew in the first rounds")

    _run(main())


class _EndScreen(_Screen):
    """What the final table's part of RemotePlay reads: the position and the seats' names."""

    def __init__(self, device):
        super().__init__(device.session.record)
        self.rules, self.state, self.final_open = device.session.rules, device.session.state(), True

    def seat_names(self) -> "list[str]":
        return ["Ann", "Bo"]


def test_the_send_step_says_what_each_message_carries_and_the_final_table_says_the_check(remote_play):
    """The opening deal settled (no move), turns, then each device's secrets: the kind of each
    message as the Send step words it; the final table waits for the secrets, then says fair
    play, or the problem and the device to blame."""
    from web.agora_web.remote import audit

    async def main():
        host, guest = await _two_devices()
        assert remote_play.message_kind(guest, []) == remote_play.DRAW  # as the guest fixed the deal
        devices = {0: host, 1: guest}
        kinds = []
        while host.to_send() is not None:
            mover = devices[host.to_send()]
            moves = []
            if not mover.session.over():
                state, goes_on = mover.trial(moves)
                while goes_on:
                    moves.append(mover.session.rules.legal_actions(state)[0])
                    state, goes_on = mover.trial(moves)
            kinds.append(remote_play.message_kind(mover, moves))
            if mover.session.over():  # the final table before this device's secrets are sent
                html = remote_play.RemotePlay(mover, {}, []).verdict_html(_EndScreen(mover))
                assert 'data-state="waiting"' in html and "Send your secrets for the check" in html
            link = await mover.send(moves)
            assert (await devices[1 - mover.me].apply_link(link)).problems == []
        assert kinds[-2:] == [remote_play.REVEAL] * 2 and remote_play.REVEAL not in kinds[:-2]
        assert remote_play.TURN in kinds  # (a later draw is settled by the fixing device's turn)
        for device in devices.values():
            problems = await device.check()
            assert problems == []
            html = remote_play.RemotePlay(device, {}, [], problems=problems).verdict_html(_EndScreen(device))
            assert 'data-state="fair"' in html and "Checked: fair play" in html
        blamed = [audit.Problem(audit.CHAIN, device=1)]
        html = remote_play.RemotePlay(host, {}, [], problems=blamed).verdict_html(_EndScreen(host))
        assert 'data-state="problems"' in html and "Bo&#x27;s phone revealed a secret" in html.replace("'", "&#x27;")

    _run(main())


def test_unsent_moves_are_kept_only_while_they_are_still_the_message_due(remote_play):
    async def main():
        host, guest = await _two_devices()
        record, state, _ = host.trial_record([])
        move = host.session.rules.legal_actions(state)[0]
        screen = _Screen(records.with_move(record, move))
        entry = {"names": ["Ann", "Bo"]}
        kept = {"after": host.turn_moves(), "moves": [screen.record.moves[-1]]}
        assert remote_play.kept_unsent(host, {**entry, "unsent": kept}) == kept["moves"]
        assert remote_play.kept_unsent(guest, {**entry, "unsent": kept}) == []  # not its message
        assert remote_play.kept_unsent(host, {**entry, "unsent": {**kept, "after": 5}}) == []  # chain moved
        assert remote_play.kept_unsent(host, {**entry, "unsent": "junk"}) == []
        # the screen's record with them is the one the trial gives: Send is offered again
        play = remote_play.RemotePlay(host, entry, [])
        assert play.ready(screen) and remote_play.message_kind(host, play.unsent(screen)) == remote_play.TURN


def _hands_ignoring(state, seat, unread) -> "list":
    return sorted(c for c in state.hands[seat] if c not in set(unread))


@pytest.mark.slow
def test_a_sealed_game_on_screen_shows_each_device_only_true_cards_of_its_own_hand(remote_play):
    """Pyramidion between three devices by links: each device's screen record (`trial_record`)
    replays to the position it shows; every card of its own hand that it draws face up was really
    dealt to it (the true deal the check reads at the end), the others being drawn face down
    (`unread`) as still being dealt; its person may decide only when its message is due and its
    cards are read; the final table checks fair play and then shows the true deal."""
    import random

    from tests.remote.test_game_api import _gather, _moves

    async def main():
        devices = await _gather("pyramidion", 3, remote=[1, 2], seed=3)
        rng = random.Random(4)
        shown = []  # (moves in the chain, seat, the cards its device drew face up)
        for _ in range(2000):
            due = devices[0].to_send()
            if due is None:
                break
            device = next(d for d in devices if d.me == due)
            for d in devices:
                if d.session.over():
                    continue
                seat = d.session.my_seats()[0]
                if d.my_turn():
                    record, state, _goes_on = d.trial_record([])
                else:
                    record, state = d.session.record, d.state()
                assert records.replay(record)[1].hands == state.hands
                unread = d.unread(seat)
                assert set(unread) <= set(state.hands[seat])
                shown.append((len(record.moves), seat, _hands_ignoring(state, seat, unread)))
                screen = _Screen(record)
                screen.current = lambda state=state: d.session.rules.current_player(state)
                play = remote_play.RemotePlay(d, {"names": ["P0", "P1", "P2"]}, [])
                acts = play.may_act(screen)
                assert acts == (d.my_turn() and not d.unread(d.session.rules.current_player(state)))
            moves = _moves(device, rng)
            if moves:
                seat = device.seat_to_act()
                _record, after, _goes_on = device.trial_record(moves)
                shown.append(
                    (device.turn_moves() + len(moves), seat, _hands_ignoring(after, seat, device.unread(seat, moves)))
                )
            link = await device.send(moves)
            for other in devices:
                if other is not device:
                    assert (await other.apply_link(link)).problems == []
        else:
            raise AssertionError("the game did not end")
        for d in devices:
            assert await d.check() == []
        truth = devices[0].session.final_record()
        assert truth is not None
        # the true hands after each move of the chain, in one replay
        _rules, first, moves = records.steps(truth)
        true_hands = [first.hands, *(after.hands for _before, _action, after in moves)]
        faced_down = 0
        for count, seat, cards in shown:
            true_hand = true_hands[count][seat]
            assert set(cards) <= set(true_hand), (count, seat, cards, true_hand)
            faced_down += len(true_hand) - len(cards)
        assert faced_down > 0  # some cards were being dealt while shown: the face-down case ran

    _run(main())

    _run(main())
