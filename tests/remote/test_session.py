"""Remote games played by simulated devices passing signed messages: the games end, every device
reaches the same position, the finished game is an ordinary record, and no changed, forged,
repeated or misplaced message is ever accepted."""

from __future__ import annotations

import random

import msgspec
import pytest

from engine.core import records
from web.agora_web.remote import messages, session

from tests.remote.table import Table, signed, verifies

GAMES = {  # game → seats per device (Pyramidion's sealed hands: test_sealed.py)
    "akropolis": [[0], [1]],
    "amytis": [[0], [1]],
    "pantikapaion": [[0, 2], [1]],
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_by_messages_ends_the_same_everywhere_as_an_ordinary_record(game):
    table = Table(game, GAMES[game], seed=1)
    table.play(audit=True)
    first = table.devices[0].session
    assert first.rules.is_over(first.state()) and first.audited()
    for device in table.devices:
        assert table.problems(device.index) == []  # checked: fair play
    for device in table.devices[1:]:
        assert device.session.record == first.record
    record = records.decode(records.encode(first.record))
    rules, state = records.verify(record)  # what `python -m engine replay` does
    assert rules.state_hash(state) == rules.state_hash(first.state())


def test_messages_opened_in_any_order_end_in_the_same_position():
    table = Table("akropolis", [[0], [1]], seed=2)
    table.play()
    late = Table("akropolis", [[0], [1]], seed=2)  # a device that gets every link, shuffled
    reader = late.devices[1].session
    order = table.chain[1:]
    random.Random(3).shuffle(order)
    for message in order:
        try:
            reader.offer(message, verifies(late.devices[message.d].info.key, message))
        except session.Refused as exc:
            assert exc.problem == session.EARLY
    assert reader.record == table.devices[0].session.record
    assert not reader.held


def _fresh(seed=4, moves=6):
    table = Table("akropolis", [[0], [1]], seed=seed)
    for _ in range(moves):
        table.step()
    return table


def _snapshot(s: session.Session):
    return (len(s.messages), s.record, s.moves, s.waiting, list(s.values), dict(s.held))


def _refused(table, message, problem, *, signature_ok=None):
    reader = table.devices[1].session
    before = _snapshot(reader)
    ok = verifies(table.devices[message.d].info.key, message) if signature_ok is None else signature_ok
    with pytest.raises(session.Refused) as caught:
        reader.offer(message, ok)
    assert caught.value.problem == problem, caught.value
    assert _snapshot(reader) == before  # nothing changed


def test_changed_forged_repeated_and_foreign_messages_are_refused_and_change_nothing():
    table = _fresh()
    sender = table.devices[0].session.to_send()
    good = table.devices[sender].turn()
    key = table.devices[sender].private
    # changed after signing: a move, the index, the chain value
    moves = good.b.moves
    other = msgspec.structs.replace(good, b=messages.Turn(moves=moves[:-1] or [{"take": 9, "hexes": []}]))
    _refused(table, other, session.FORGED)
    # forged by another device's key
    _refused(table, signed(table.devices[1 - sender].private, good), session.FORGED)
    # signed properly, but by the wrong device or with a made-up chain value
    wrong_value = signed(key, msgspec.structs.replace(good, r=bytes(16)))
    _refused(table, wrong_value, session.BAD_VALUE)
    # another game's
    _refused(table, signed(key, msgspec.structs.replace(good, g=bytes(16))), session.FOREIGN)
    # a message already held
    _refused(table, table.chain[-1], session.DUPLICATE)
    # the device that is not to send
    not_yours = signed(
        table.devices[1 - sender].private,
        table.devices[1].session.next_message(1 - sender, table.devices[1 - sender].seed, []),
    )
    _refused(table, not_yours, session.OUT_OF_TURN)
    # an illegal move, properly signed
    bad = signed(key, msgspec.structs.replace(good, b=messages.Turn(moves=[{"take": 99, "hexes": []}])))
    _refused(table, bad, session.ILLEGAL)
    # a newer protocol
    _refused(table, signed(key, msgspec.structs.replace(good, v=messages.VERSION + 1)), session.NEWER)
    # and the good one still goes in
    table.devices[1].session.offer(good, True)


def test_a_device_that_signs_two_messages_at_one_place_is_caught():
    table = _fresh()
    sender_index = table.devices[0].session.to_send()
    sender = table.devices[sender_index]
    message = sender.turn()
    for device in table.devices:
        device.receive(message)
    twin = signed(sender.private, msgspec.structs.replace(message, b=messages.Turn(moves=[])))
    _refused(table, twin, session.CONFLICT)


def test_what_a_device_holds_before_a_draw_does_not_decide_it():
    # Two tables alike in everything the mover knows (its key, its seed, every message so far)
    # but for the fixing device's secret seed: the draw comes out differently.
    outcomes = set()
    for fixer_seed in range(6):
        table = Table("akropolis", [[0], [1]], seed=5)
        table.devices[1].seed = random.Random(fixer_seed).randbytes(32)
        commit = table.devices[1].info
        table.devices[1].info = msgspec.structs.replace(
            commit, commit=session.chain.commitment(table.devices[1].seed, table.game_id, 1)
        )
        table = _restart(table)
        table.step()  # the fixing device's first message fixes the opening deal
        rules, start = records.start(table.devices[0].session.record)
        outcomes.add(rules.state_hash(start))
    assert len(outcomes) == 6


def _restart(table: Table) -> Table:
    """The table started again with its devices' (changed) commitments."""
    host = table.devices[0]
    start = signed(
        host.private,
        session.start_message(
            table.game_id,
            "akropolis",
            [records.Seat("P0"), records.Seat("P1")],
            {},
            [d.info for d in table.devices],
            host.seed,
        ),
    )
    table.chain = [start]
    for device in table.devices:
        device.session = session.Session(start, True)
    return table


def test_links_carry_messages_and_refuse_damage():
    table = _fresh(moves=4)
    payload = messages.pack_link(table.chain)
    assert messages.unpack_link(payload) == table.chain
    with pytest.raises(messages.LinkError) as caught:
        messages.unpack_link(payload[: len(payload) // 2])
    assert caught.value.problem in (messages.TRUNCATED, messages.DAMAGED)
    newer = messages.pack_link([msgspec.structs.replace(table.chain[1], v=7)])
    with pytest.raises(messages.LinkError) as caught:
        messages.unpack_link(newer)
    assert caught.value.problem == messages.NEWER
