"""The names of saved games' keys (web/agora_web/services/save_keys.py): the home screen lists
saves only when `saved_keys` finds some, so it must find exactly the keys the list reads."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from web.agora_web.services import save_keys, saves


class Store(dict):
    def get(self, key):
        return dict.get(self, key)

    def keys(self):
        return list(dict.keys(self))


class Refusing:
    def keys(self):
        raise RuntimeError("SecurityError: storage is switched off")


def test_saved_keys_are_the_keys_the_list_reads():
    store = Store(
        {
            "agora.lang": "en",
            "agora.saves.v1.a": "{}",
            "agora.saves.v9.newer": "{}",
            "agora.saves.odd": "not ours to read, ours to list",
            "agora.remote.v1.x": "{}",
            "agora.saves.v1.\ud800": "a key the page cannot show",
        }
    )
    found = save_keys.saved_keys(store)
    assert found == ["agora.saves.v1.a", "agora.saves.v9.newer", "agora.saves.odd"]
    assert sorted(e.key for e in saves.list_entries(store)) == sorted(found)
    assert save_keys.saved_keys(Store({"agora.lang": "ru"})) == []
    assert save_keys.saved_keys(Refusing()) == [] and saves.list_entries(Refusing()) == []


def test_the_key_of_a_save_is_the_one_the_list_reads_back():
    key = save_keys.key_for(save_keys.new_id(1_700_000_000_000, 0xABCDEF12))
    assert key == "agora.saves.v1.18bcfe56800-cdef12"
    assert save_keys.KEY_RE.match(key).group(2) == "18bcfe56800-cdef12"
    assert saves.key_for is save_keys.key_for and saves.PREFIX == save_keys.PREFIX


def test_the_keys_and_the_list_of_games_load_no_msgspec():
    """What a start with no saved game reads: the keys' names and the list of games."""
    code = (
        "import sys; import web.agora_web.services.save_keys, engine.core.registry; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'msgspec' or m == 'engine.core.protocol'))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=Path(__file__).parents[2]
    )
    assert out.stdout.strip() == "[]", out.stdout
