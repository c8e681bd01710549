"""Every problem a saved-games slot can have is told by a translated reason (services/saves.py's
Entry.kind, problems.reason), not by the reader's English detail."""

from __future__ import annotations

import pytest

from web.agora_web.services import saves
from web.agora_web.services.problems import reason
from web.agora_web.texts import i18n

SLOTS = {
    "[]": saves.FOREIGN,
    '{"game": "akropolis"}': saves.FOREIGN,
    '{"version": 0, "id": "x"}': "bad_field",
    "not json": "not_json",
    '{"version": 1}': "bad_field",
}


class Refusing:
    def keys(self):
        return ["agora.saves.v1.x"]

    def get(self, key):
        raise RuntimeError("SecurityError: the operation is insecure")


@pytest.mark.parametrize("text,kind", sorted(SLOTS.items()))
def test_each_problem_of_a_slot_has_a_kind(text, kind):
    entry = saves.read_entry("agora.saves.v1.x", text)
    assert not entry.ok and entry.kind == kind


def test_empty_unreadable_and_foreign_keys_have_kinds_too():
    assert saves.read_entry("agora.saves.v1.x", None).kind == "empty"
    assert saves.read_entry("agora.saves.x", "{}").kind == saves.FOREIGN
    (entry,) = saves.list_entries(Refusing())
    assert entry.kind == saves.UNREADABLE


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_kind_is_translated(lang):
    i18n.set_lang(lang)
    try:
        for kind in (saves.FOREIGN, saves.UNREADABLE, "empty", "bad_field", "not_json"):
            assert reason(kind), kind
    finally:
        i18n.set_lang("en")
