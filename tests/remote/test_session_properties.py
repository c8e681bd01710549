"""Property tests of the one door (session.offer): any changed or forged message is refused and
leaves the session as it was; links opened in any order, any number of times, end in the same
position."""

from __future__ import annotations

import functools
import random

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from web.agora_web.remote import messages, poker, session
from web.agora_web.remote.messages import Audit

from tests.remote.table import Table, signed, verifies, x25519

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True, database=None)


@functools.lru_cache(maxsize=None)
def _played(game: str, seed: int) -> Table:
    table = Table(game, [[0], [1]], seed=seed)
    for _ in range(14):
        table.step()
    return table


def _fresh_reader(table: Table, upto: int) -> session.Session:
    """A device holding the chain up to message `upto` (exclusive)."""
    start = table.chain[0]
    reader = session.open_session(start, True)
    for message in table.chain[1:upto]:
        reader.offer(message, True)
    return reader


def _state(reader: session.Session):
    sealed = (
        (
            dict(reader.shown),
            {e: list(p) for e, p in reader.passes.items()},
            {k: list(v) for k, v in reader.strips.items()},
        )
        if reader.sealed
        else ()
    )
    return (
        len(reader.messages),
        reader.record,
        reader.moves,
        reader.waiting,
        list(reader.values),
        dict(reader.held),
        sealed,
    )


MUTATIONS = ["index", "previous", "device", "value", "moves", "signature", "game", "extra_move", "drop_move"]


@SETTINGS
@given(
    game=st.sampled_from(["akropolis", "amytis", "pyramidion"]),
    at=st.integers(1, 14),
    what=st.sampled_from(MUTATIONS),
    resign=st.booleans(),
    pick=st.integers(0, 2**16),
)
def test_a_changed_message_is_refused_and_changes_nothing(game, at, what, resign, pick):
    table = _played(game, 3)
    message = table.chain[at]
    rng = random.Random(pick)
    moves = list(message.b.moves)
    changed = {
        "index": lambda m: msgspec.structs.replace(m, i=m.i + rng.choice([-1, 1, 5])),
        "previous": lambda m: msgspec.structs.replace(m, p=rng.randbytes(16)),
        "device": lambda m: msgspec.structs.replace(m, d=1 - m.d),
        "value": lambda m: msgspec.structs.replace(m, r=rng.randbytes(16)),
        "moves": lambda m: msgspec.structs.replace(
            m, b=messages.Turn(moves=moves[::-1] if len(moves) > 1 else [{"x": 1}])
        ),
        "signature": lambda m: msgspec.structs.replace(m, s=rng.randbytes(64)),
        "game": lambda m: msgspec.structs.replace(m, g=rng.randbytes(16)),
        "extra_move": lambda m: msgspec.structs.replace(m, b=messages.Turn(moves=moves + moves[-1:])),
        "drop_move": lambda m: msgspec.structs.replace(m, b=messages.Turn(moves=moves[:-1])),
    }[what](message)
    if changed == message:
        return
    sender = table.devices[message.d]
    if resign and what != "signature":  # the sending device itself lies, with a valid signature
        changed = signed(sender.private, changed)
    reader = _fresh_reader(table, at)
    before = _state(reader)
    key = table.devices[changed.d].info.key if changed.d < len(table.devices) else bytes(32)
    try:
        reader.offer(changed, verifies(key, changed))
    except session.Refused as refused:
        if refused.problem == session.EARLY:  # kept aside, never applied
            assert _state(reader)[:5] == before[:5] and _state(reader)[6] == before[6]
            return
        assert _state(reader) == before
        return
    # accepted: only a message as legitimate as the real one could be (a lying device may drop
    # its last moves or reorder them, which is its own choice of moves): the position replays
    assert resign and what in ("moves", "drop_move", "extra_move")
    assert reader.state() is not None


@SETTINGS
@given(
    game=st.sampled_from(["akropolis", "amytis", "pyramidion"]),
    order_seed=st.integers(0, 2**16),
    repeats=st.lists(st.integers(1, 14), max_size=6),
)
def test_links_in_any_order_and_repeated_end_in_the_same_position(game, order_seed, repeats):
    table = _played(game, 4)
    reference = _fresh_reader(table, len(table.chain))
    incoming = table.chain[1:] + [table.chain[i] for i in repeats]
    random.Random(order_seed).shuffle(incoming)
    reader = _fresh_reader(table, 1)
    for message in incoming:
        try:
            reader.offer(message, True)
        except session.Refused as refused:
            assert refused.problem in (session.EARLY, session.DUPLICATE)
    assert reader.record == reference.record and not reader.held


SEALED = ["drop_pass", "drop_strips", "strip_point", "pass_order", "shown_card"]


@settings(max_examples=25, deadline=None, derandomize=True, database=None)
@given(at=st.integers(1, 40), what=st.sampled_from(SEALED), pick=st.integers(0, 2**16))
def test_a_device_that_changes_its_own_sealed_part_is_refused_or_named_by_the_check(at, what, pick):
    """The sender itself changes its pass, its layers or a card it shows, and signs: the message
    is refused and nothing changes, or it goes in (layers nobody waits for yet may come later)
    and, if it lied, the check of the game so far names that device."""
    table = _played_sealed()
    message = table.chain[at]
    body = message.b
    rng = random.Random(pick)
    if what == "drop_pass" and body.passes:
        changed = msgspec.structs.replace(body, passes=[])
    elif what == "drop_strips" and body.strips:
        changed = msgspec.structs.replace(body, strips=[])
    elif what == "strip_point" and body.strips:
        k = rng.randrange(len(body.strips))
        strips = list(body.strips)
        strips[k] = msgspec.structs.replace(strips[k], point=x25519(rng.randbytes(32), strips[k].point))
        changed = msgspec.structs.replace(body, strips=strips)
    elif what == "pass_order" and body.passes:
        points = list(body.passes[0].points)
        rng.shuffle(points)
        changed = msgspec.structs.replace(body, passes=[msgspec.structs.replace(body.passes[0], points=points)])
    elif what == "shown_card" and body.shown:
        shown = list(body.shown)
        shown[0] = msgspec.structs.replace(shown[0], card=rng.randrange(20, 60))
        changed = msgspec.structs.replace(body, shown=shown)
    else:
        return
    if changed == body:
        return
    sender = table.devices[message.d]
    lie = signed(sender.private, msgspec.structs.replace(message, b=changed))
    reader = _fresh_reader(table, at)
    before = _state(reader)
    try:
        reader.offer(lie, True)
    except session.Refused:
        assert _state(reader) == before
        return
    if what == "drop_strips":
        return  # no lie: layers nobody waits for yet may come with a later message
    reader.audits = {d.index: Audit(seed=d.seed, secret=d.secret) for d in table.devices}
    problems = poker.run(reader.check(), x25519)
    assert any(p.device == message.d for p in problems), (what, problems)


@functools.lru_cache(maxsize=None)
def _played_sealed() -> Table:
    table = Table("pyramidion", [[0], [1], [2]], seed=12)
    for _ in range(41):
        table.step()
    return table
