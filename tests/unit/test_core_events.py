"""The event base (engine/core/events.py) and the protocol's describe calls."""

import msgspec
import pytest

from engine.core import events, registry
from engine.core.events import Event, GameOver, GameStarted, blanked, decoder, fields_of, kind_of, may_see, redact


class Drew(Event, tag="drew"):
    SECRET = ("cards",)
    count: int
    cards: "tuple[int, ...]" = ()


def test_events_are_tagged_frozen_and_round_trip():
    told = [
        GameStarted(seat=1),
        Drew(seat=0, visible_to=(0,), count=2, cards=(7, 9)),
        GameOver(scores=({"total": 3},), winners=(0,)),
    ]
    raw = msgspec.json.encode(told)
    assert msgspec.json.decode(raw)[1] == {"kind": "drew", "count": 2, "cards": [7, 9], "seat": 0, "visible_to": [0]}
    assert decoder(events.COMMON + (Drew,)).decode(raw) == told
    with pytest.raises(AttributeError):
        told[0].seat = 2
    assert kind_of(told[1]) == "drew"
    assert fields_of(told[1]) == {"count": 2, "cards": (7, 9)}


def test_redact_blanks_secrets_for_the_other_seats_only():
    drew = Drew(seat=0, visible_to=(0,), count=2, cards=(7, 9))
    public = GameStarted(seat=0)
    assert redact([drew, public], 0) == [drew, public]
    assert redact([drew, public], None) == [drew, public]
    assert redact([drew, public], 1) == [Drew(seat=0, visible_to=(0,), count=2), public]
    assert may_see(drew, 0) and not may_see(drew, 1) and may_see(public, 1)
    assert blanked(public) is public


def test_every_game_describes_its_moves_and_lists_its_event_classes():
    for name in registry.names():
        rules = registry.get(name)
        assert rules.events_module == f"{registry.entry(name).engine}.events", name  # each game describes its moves
        assert set(events.COMMON) <= set(rules.EVENTS)
        tags = [kind_of_class(c) for c in rules.EVENTS]
        assert len(tags) == len(set(tags)), name  # one kind, one class


def kind_of_class(cls) -> str:
    return cls.__struct_config__.tag


def test_describe_for_is_describe_redacted():
    from engine.pyramidion import RULES

    state = RULES.new_game(3, seed=4)
    action = RULES.legal_actions(state)[0]
    after = RULES.apply(state, action)
    assert RULES.describe_for(None, state, action, after) == RULES.describe(state, action, after)
    for seat in range(3):
        assert RULES.describe_for(seat, state, action, after) == redact(RULES.describe(state, action, after), seat)
