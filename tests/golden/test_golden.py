"""Every recorded game of earlier builds (tests/golden/<build>/) replays with this build to what
it gave then: saves survive updates, or a rules version says why not."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from engine.core import records
from web.agora_web.services import saves

HERE = Path(__file__).resolve().parent
FILES = sorted(HERE.glob("*/*.json"))


def _outcome(record: records.Record) -> dict:
    rules, state = records.verify(record)
    return {"hash": rules.state_hash(state), "scores": rules.scores(state), "winners": rules.winners(state),
            "over": rules.is_over(state), "moves": len(record.moves)}


def test_there_are_recorded_games_of_every_game():
    """Of every game the site plays (the corpus is what its builds saved; a game registered for
    a test run only has none)."""
    from tests.helpers.games import SITE_GAMES

    games = {json.loads(p.read_text()).get("record", {}).get("game") for p in FILES}
    assert set(SITE_GAMES) <= games


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_recorded_game_replays_as_it_did(path):
    doc = json.loads(path.read_text())
    if "text" in doc:  # a save document as that build's page wrote it
        entry = saves.read_entry(doc["key"], doc["text"])
        assert entry.ok, (entry.problem, entry.detail)
        record = records.from_builtins(msgspec.json.decode(doc["text"])["record"])
    else:
        record = records.decode(json.dumps(doc["record"]))
    got = json.loads(json.dumps(_outcome(record)))
    assert got == doc["expect"]
