"""Pyramidion between devices with sealed hands (web/agora_web/remote/sealed.py): whole games of
three and four devices end the same everywhere and check as fair play; at every message no
device knows a card another seat drew unless it was shown; a device that shuffles otherwise
than its secret says, or shows a card it did not draw, is named by the check at the end; a
device that shows a card another device holds is refused there and then."""

from __future__ import annotations

import functools

import msgspec
import pytest

from engine.core import records
from web.agora_web.remote import audit, messages, poker, sealed, session
from web.agora_web.remote.messages import Audit, Shown, Turn

from tests.remote.table import Table, signed, verifies, x25519


def _secrecy(table: Table) -> None:
    """No device knows a sealed card of another device's seat that was not shown, and every
    value it holds of such a place is still under a layer (no card's point)."""
    first = table.devices[0].session
    points = set(poker.run(_card_points(first), x25519).values())
    for device in table.devices:
        s = device.session
        mine = set(s.my_seats())
        for e, entry in enumerate(s.entries):
            if not entry.sealed:
                continue
            for i, holder in enumerate(s._walk.drawn[e]):
                if holder in mine or (e, i) in s.shown:
                    continue
                assert i not in entry.pins, (device.index, e, i)
                held = [p[i] for p in s.passes.get(e, [])] + [v for _d, v in s.strips.get((e, i), [])]
                assert not points & set(held), (device.index, e, i)
        for seat in range(len(s.start.players)):
            if seat not in mine:
                view = s.rules.view(s.state(), sorted(mine)[0])
                assert view.hands[seat] == []
                assert set(s.known(seat)) <= set(s.shown.values())


def _card_points(s):
    yield from s._points()
    return s.card_points


@functools.lru_cache(maxsize=None)
def _played(devices: int, seed: int = 1) -> Table:
    table = Table("pyramidion", [[d] for d in range(devices)], seed=seed)
    for step in range(20_000):
        if step % 7 == 0:
            _secrecy(table)
        if table.step() is None:
            return table
    raise AssertionError("the game did not end")


@pytest.mark.slow
@pytest.mark.parametrize("devices", [3, 4])
def test_a_whole_sealed_game_ends_the_same_everywhere_and_checks_as_fair_play(devices):
    table = _played(devices)
    sessions = [d.session for d in table.devices]
    assert all(s.over() and s.audited() for s in sessions)
    for device in table.devices:
        assert table.problems(device.index) == []
    final = sessions[0].final_record()
    assert final is not None and all(s.final_record() == final for s in sessions)
    # an ordinary record: `python -m engine replay` replays it to the end everyone saw
    rules, state = records.verify(records.decode(records.encode(final)))
    assert rules.is_over(state)
    for s in sessions:
        assert rules.scores(state) == s.rules.scores(s.state())
    # the deal was not the placeholder one: every seat drew cards it showed later
    assert len(sessions[0].shown) > 10


@pytest.mark.slow
def test_the_places_nobody_has_seen_are_dealt_by_two_devices_values():
    table = _played(3)
    s = table.devices[1].session
    public = [e for e, entry in enumerate(s.entries) if not entry.sealed]
    # every public order drawn from was fixed by a key, and every place drawn is fixed
    assert s.public_key is not None
    for e in public:
        assert all(i in s.entries[e].pins for i in range(len(s._walk.drawn[e])))


def _truth(table: Table, e: int) -> "list":
    """The true cards of sealed order `e`, from every device's secret (what the check does)."""
    s = table.devices[0].session
    poker.run(_card_points(s), x25519)
    out = []
    for point in s.passes[e][-1]:
        for device in table.devices:
            point = x25519(sealed.sra_keys(device.secret, s.game_id, e)[1], point)
        out.append(s._card_of(point))
    return out


def _inject_audits(table: Table, s: session.Session) -> None:
    """Every device's secrets, as its audit message would carry them (the check of the game so far)."""
    s.audits = {d.index: Audit(seed=d.seed, secret=d.secret) for d in table.devices}


def test_a_device_that_shows_a_card_it_did_not_draw_is_named_by_the_check():
    table = Table("pyramidion", [[0], [1], [2]], seed=3)
    for _ in range(5000):
        s0 = table.devices[0].session
        sender = s0.to_send()
        cheat = table.devices[sender]
        mine = cheat.session
        actor = mine.rules.current_player(mine.state()) if not mine.over() else -1
        plays = (
            [a for a in mine.rules.legal_actions(mine.state()) if type(a).__name__ == "Play"]
            if actor in cheat.seats and mine._lap_due() is None and not mine.waiting
            else []
        )
        places = [(e, i) for e, i in mine._hand_places(actor) if i in mine.entries[e].pins] if plays else []
        if places and mine._needs() and all(not mine._owing(e, i) for e, i in mine._hand_places(actor)):
            e, i = places[0]
            truth = _truth(table, e)
            drawn = len(mine._walk.drawn[e])
            fake = truth[-1] if drawn < len(truth) else None
            real = mine.entries[e].pins[i]
            if fake is not None and any(getattr(a, "card", None) == real for a in plays):
                mine.entries[e].pins[i] = fake  # the cheat: it says it drew a card still in the deck
                mine._rebuild()
                move = next(a for a in mine.rules.legal_actions(mine.state()) if getattr(a, "card", None) == fake)
                message = signed(
                    cheat.private, poker.run(mine.compose(cheat.index, cheat.seed, cheat.secret, [move]), x25519)
                )
                assert Shown(e=e, i=i, card=fake) in message.b.shown
                for device in table.devices:
                    if device is not cheat:
                        device.receive(message)  # nobody can tell yet
                checker = table.devices[(cheat.index + 1) % 3].session
                _inject_audits(table, checker)
                problems = poker.run(checker.check(), x25519)
                assert audit.Problem(audit.SHOWN, device=cheat.index, seat=actor, card=fake) in problems
                assert any(p.code == audit.ILLEGAL and p.device == cheat.index for p in problems)
                return
        table.step()
    raise AssertionError("no chance to cheat came")


@pytest.mark.slow
def test_a_device_that_shuffles_otherwise_than_its_secret_says_is_named_after_a_whole_game(monkeypatch):
    real = sealed.sra_order

    class Liar(sealed.SealedSession):
        def compose(self, device, seed, secret, moves):
            monkeypatch.setattr(sealed, "sra_order", lambda s, g, e, n: list(range(n))[::-1])
            try:
                return (yield from super().compose(device, seed, secret, moves))
            finally:
                monkeypatch.setattr(sealed, "sra_order", real)

    table = Table("pyramidion", [[0, 2], [1]], seed=5)  # a device that plays two seats, too
    liar = table.devices[1]
    start = table.chain[0]
    liar.session = Liar(start, True, 1)
    table.play(audit=True)
    for device in table.devices:
        problems = table.problems(device.index)
        assert problems and all(p.code == audit.SHUFFLE and p.device == 1 for p in problems)
    assert table.devices[0].session.final_record() is not None  # the deal itself was sound


@pytest.mark.slow
def test_a_wrong_seed_in_an_audit_is_named():
    table = _played(3)
    s = table.devices[0].session
    saved = dict(s.audits)
    try:
        s.audits[2] = msgspec.structs.replace(s.audits[2], seed=bytes(32))
        assert poker.run(s.check(), x25519) == [audit.Problem(audit.CHAIN, device=2)]
        del s.audits[1]
        assert audit.Problem(audit.MISSING, device=1) in poker.run(s.check(), x25519)
    finally:
        s.audits = saved


def test_a_card_shown_that_this_device_holds_is_refused_at_once_and_changes_nothing():
    table = Table("pyramidion", [[0], [1], [2]], seed=2)
    for _ in range(5000):
        s0 = table.devices[0].session
        sender = s0.to_send()
        liar = table.devices[sender]
        victim = table.devices[(sender + 1) % 3]
        mine = liar.session
        places = [(e, i) for seat in liar.seats for e, i in mine._hand_places(seat)]
        theirs = [
            (e, i)
            for seat in victim.seats
            for e, i in victim.session._hand_places(seat)
            if i in victim.session.entries[e].pins
        ]
        if places and theirs and not mine.waiting and mine._lap_due() is None:
            (e, i), (e2, j) = places[0], theirs[0]
            if e == e2:
                card = victim.session.entries[e].pins[j]
                message = poker.run(mine.compose(liar.index, liar.seed, liar.secret, []), x25519)
                lie = signed(
                    liar.private,
                    msgspec.structs.replace(
                        message, b=msgspec.structs.replace(message.b, shown=[Shown(e=e, i=i, card=card)])
                    ),
                )
                before = victim.session._snapshot()
                with pytest.raises(session.Refused) as caught:
                    victim.session.offer(lie, verifies(liar.info.key, lie))
                assert caught.value.problem == session.CHEAT
                assert len(victim.session.messages) == len(table.chain)
                assert victim.session.shown == before[2]
                return
        table.step()
    raise AssertionError("no chance to lie came")


def test_sealed_messages_out_of_order_and_repeated_end_in_the_same_position():
    table = Table("pyramidion", [[0], [1]], seed=4)
    for _ in range(60):
        table.step()
    late = Table("pyramidion", [[0], [1]], seed=4)
    reader = late.devices[1]
    incoming = table.chain[1:] + table.chain[5:9]
    incoming = incoming[10:] + incoming[:10]
    for message in incoming:
        try:
            reader.session.offer(message, verifies(late.devices[message.d].info.key, message))
        except session.Refused as refused:
            assert refused.problem in (session.EARLY, session.DUPLICATE)
    poker.run(reader.session.learn(reader.secret), x25519)
    assert reader.session.moves == table.devices[1].session.moves
    assert reader.session.state() == table.devices[1].session.state()
    assert not reader.session.held


def test_a_turn_without_its_sealed_part_is_refused():
    table = Table("pyramidion", [[0], [1]], seed=6)
    while table.devices[0].session._lap_due() is None or table.devices[0].session.waiting:
        table.step()
    s = table.devices[1].session
    due = s.to_send()
    device = table.devices[due]
    honest = poker.run(device.session.compose(due, device.seed, device.secret, []), x25519)
    assert honest.b.passes
    points = honest.b.passes[0].points
    for body in (
        Turn(),
        msgspec.structs.replace(  # a point twice
            honest.b, passes=[msgspec.structs.replace(honest.b.passes[0], points=points[:-1] + points[:1])]
        ),
        msgspec.structs.replace(honest.b, passes=[msgspec.structs.replace(honest.b.passes[0], points=[])]),
        msgspec.structs.replace(  # more points than the deck has cards
            honest.b, passes=[msgspec.structs.replace(honest.b.passes[0], points=points * 3)]
        ),
    ):
        bad = signed(device.private, msgspec.structs.replace(honest, b=body))
        with pytest.raises(session.Refused):
            s.offer(bad, True)
        assert len(s.messages) == len(table.chain)


def test_a_false_layer_leaves_the_drawer_unable_to_read_its_card_and_the_check_names_the_liar():
    table = Table("pyramidion", [[0], [1], [2]], seed=7)
    for _ in range(5000):
        s0 = table.devices[0].session
        liar = table.devices[s0.to_send()]
        message = (
            poker.run(liar.session.compose(liar.index, liar.seed, liar.secret, []), x25519) if not s0.over() else None
        )
        strips = message.b.strips if message is not None else []
        if strips and not message.b.passes:
            victim_seat = liar.session.holder(strips[0].e, strips[0].i)
            # the lie: the value left is the card under the liar's layer still (its key applied twice)
            false = x25519(sealed.sra_keys(liar.secret, s0.game_id, strips[0].e)[0], strips[0].point)
            body = msgspec.structs.replace(
                message.b, strips=[msgspec.structs.replace(strips[0], point=false)] + list(strips[1:])
            )
            lie = signed(liar.private, msgspec.structs.replace(message, b=body))
            for device in table.devices:
                device.receive(lie)  # accepted: nobody can check a layer before the end
            for _ in range(60):  # play on until the drawer would read that card
                victim = next(d for d in table.devices if victim_seat in d.seats)
                if victim.session.noticed:
                    break
                table.step()
            assert [p.code for p in victim.session.noticed] == [audit.NOT_A_CARD]
            checker = table.devices[3 - liar.index - victim.index] if liar.index != victim.index else victim
            _inject_audits(table, checker.session)
            problems = poker.run(checker.session.check(), x25519)
            assert audit.Problem(audit.STRIP, device=liar.index, seat=victim_seat) in problems
            return
        table.step()
    raise AssertionError("no chance to lie came")


@pytest.mark.slow
def test_a_replay_from_where_an_order_began_is_the_replay_from_the_start(monkeypatch):
    monkeypatch.setattr(sealed.SealedSession, "VERIFY_REBUILDS", True)  # each partial replay compared
    table = Table("pyramidion", [[0], [1, 2]], seed=8)
    for _ in range(250):
        if table.step() is None:
            break
    assert any(len(d.session._walk.checkpoints) > 1 for d in table.devices)


def test_a_shuffle_pass_goes_in_parts_that_each_fit_a_link_and_add_up_to_the_whole_pass():
    table = Table("pyramidion", [[0], [1], [2]], seed=6)
    while table.devices[0].session._lap_due() is None or table.devices[0].session.waiting:
        table.step()
    s = table.devices[1].session
    e, due = s._lap_due()
    deck = len(s.entries[e].items)
    sent = []
    while s._lap_due() == (e, due):
        assert s.to_send() == due  # a pass half sent: its device goes on
        table.step()
        sent += [p for p in table.chain[-1].b.passes if p.e == e]
        assert table.chain[-1].d == due and len(sent[-1].points) <= sealed.PASS_PART
    assert len(sent) == -(-deck // sealed.PASS_PART) > 1
    device = table.devices[due]
    before = s.passes[e][-2] if len(s.passes[e]) > 1 else [s.card_points[c] for c in s.entries[e].items]
    enc, _dec = sealed.sra_keys(device.secret, s.game_id, e)
    whole = poker.run(poker.shuffle_pass(enc, sealed.sra_order(device.secret, s.game_id, e, deck), before), x25519)
    assert [p for part in sent for p in part.points] == whole == s.passes[e][-1]
    assert all(len(messages.pack_link([m])) < 2000 for m in table.chain[-len(sent) :])


def test_a_whole_pass_in_one_message_as_version_1_sent_it_is_still_taken():
    table = Table("pyramidion", [[0], [1]], seed=6)
    while table.devices[0].session._lap_due() is None or table.devices[0].session.waiting:
        table.step()
    s = table.devices[1].session
    e, due = s._lap_due()
    device = table.devices[due]
    before = s.passes[e][-1] if s.passes.get(e) else [s.card_points[c] for c in s.entries[e].items]
    enc, _dec = sealed.sra_keys(device.secret, s.game_id, e)
    order = sealed.sra_order(device.secret, s.game_id, e, len(before))
    whole = poker.run(poker.shuffle_pass(enc, order, before), x25519)
    honest = poker.run(device.session.compose(due, device.seed, device.secret, []), x25519)
    old = msgspec.structs.replace(
        honest, v=1, b=Turn(passes=[msgspec.structs.replace(honest.b.passes[0], points=whole)])
    )
    s.offer(signed(device.private, old), True)
    assert s.passes[e][-1] == whole and s._lap_due() != (e, due)
