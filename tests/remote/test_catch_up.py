"""What a catch-up link carries (RemoteGame.catch_up): every message another device may lack,
after the last one it sent itself, and never the one it sent (it holds it)."""

from __future__ import annotations

import random
from types import SimpleNamespace

from web.agora_web.remote import messages
from web.agora_web.remote.game import catch_up_messages, fragment, in_links


def _chain(senders: "list[int]") -> list:
    return [SimpleNamespace(i=i, d=d) for i, d in enumerate(senders)]


def test_a_link_carries_what_follows_the_last_message_of_the_device_furthest_behind():
    chain = _chain([0, 1, 2, 0, 1, 2, 0])  # three devices in turn; device 0 sent the last one
    assert [m.i for m in catch_up_messages(chain, 0, 3)] == [5, 6]  # device 1 sent index 4
    assert [m.i for m in catch_up_messages(chain, 0, 3, device=2)] == [6]
    assert [m.i for m in catch_up_messages(chain, 2, 3)] == [5, 6]  # device 1 sent index 4, device 0 index 6


def test_a_device_that_has_sent_nothing_gets_everything_from_the_start():
    chain = _chain([0, 0, 1])
    assert [m.i for m in catch_up_messages(chain, 1, 3)] == [0, 1, 2]  # device 2 may lack the start
    assert [m.i for m in catch_up_messages(chain, 1, 3, device=0)] == [2]


def test_more_than_a_link_holds_keeps_the_newest_as_the_links_cut_does():
    """Past messages.MAX_MESSAGES, the cap and in_links agree: the newest messages (this
    device's own last one among them) are kept, and the link everyone is sent carries it."""
    chain = _chain([0] + [1] * (messages.MAX_MESSAGES + 5))
    carried = catch_up_messages(chain, 1, 2)
    assert [m.i for m in carried] == list(range(6, 6 + messages.MAX_MESSAGES))
    assert carried[-1] is chain[-1]
    assert [m.i for m in catch_up_messages(chain, 1, 2, device=0)] == [m.i for m in carried]
    few = _chain([0, 1, 0, 1])
    assert [m.i for m in catch_up_messages(few, 1, 2)] == [3]  # under the cap: nothing cut


def _message(i: int, size: int) -> messages.Message:
    noise = random.Random(i).randbytes(size)  # random bytes: compression hardly shrinks them
    return messages.Message(
        v=messages.VERSION, g=bytes(16), i=i, d=i % 3, r=bytes(16), b=messages.Turn(moves=[noise.hex()]), s=bytes(64)
    )


def test_a_catch_up_too_long_for_one_link_goes_in_links_that_each_fit_the_newest_last():
    outgoing = [_message(i, size) for i, size in enumerate([500, 500, 500, 60, 500, 40], start=1)]
    runs = in_links(outgoing, limit=1800)
    assert [m for run in runs for m in run] == outgoing  # every message, once, in order
    assert len(runs) > 1 and all(len(fragment(run)) <= 1800 for run in runs)
    newest = runs[-1]
    assert len(fragment(outgoing[-len(newest) - 1 :])) > 1800  # the last link is as full as it can be


def test_a_message_too_long_for_any_link_goes_alone():
    outgoing = [_message(1, 100), _message(2, 3000), _message(3, 100)]
    assert [[m.i for m in run] for run in in_links(outgoing, limit=1800)] == [[1], [2], [3]]
    assert in_links([]) == []
