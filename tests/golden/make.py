"""Writes recorded games into tests/golden/ with what replaying them gives, using whatever build
of Agora is first on the import path: run it with an older checkout's folder first on PYTHONPATH
to keep that build's games (see README.md here). Every game: random legal moves from a seeded
chooser, to the end or cut short; a share link's record of an unfinished game; a save document
as the page wrote it."""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import msgspec

from engine.core import records, registry
from engine.core.protocol import Seat

HERE = Path(__file__).resolve().parent

#: (game, players, options, moves or None for a whole game) per recorded game
PLAN = [
    ("akropolis", 2, {}, None), ("akropolis", 3, {"variants": ["markets", "gardens"]}, None),
    ("akropolis", 4, {}, None), ("akropolis", 1, {"solo": "callicrates"}, None), ("akropolis", 2, {"long": True}, 30),
    ("amytis", 2, {}, None), ("amytis", 2, {}, 25),
    ("pantikapaion", 2, {}, None), ("pantikapaion", 4, {}, None), ("pantikapaion", 1, {}, None),
    ("pyramidion", 2, {}, None), ("pyramidion", 3, {"target": 12}, None), ("pyramidion", 4, {"target": 15}, 300),
]


def outcome(record: records.Record) -> dict:
    rules, state = records.verify(record)
    return {"hash": rules.state_hash(state), "scores": rules.scores(state), "winners": rules.winners(state),
            "over": rules.is_over(state), "moves": len(record.moves)}


def play(game: str, players: int, options: dict, moves, seed: int) -> records.Record:
    # builds that deal with a key (generator 2) get one, older ones the integer
    dealt = seed.to_bytes(16, "big") if hasattr(records, "GENERATOR") else seed
    record = records.new_record(game, [Seat(f"P{i}") for i in range(players)], options or None, seed=dealt)
    rules, state = records.replay(record)
    choose = random.Random(seed)
    while not rules.is_over(state) and (moves is None or len(record.moves) < moves):
        move = choose.choice(rules.legal_actions(state))
        state = rules.apply(state, move)
        record = records.with_move(record, move)
    return record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", required=True, help="a name for the build that made them (a commit)")
    args = parser.parse_args()
    out = HERE / args.build
    out.mkdir(exist_ok=True)
    for n, (game, players, options, moves) in enumerate(PLAN):
        if game not in registry.names():
            continue
        record = play(game, players, options, moves, seed=1000 + n)
        name = f"{game}-{players}p-{n:02d}"
        _write(out / f"{name}.json", record)
        rules = registry.get(game)
        if not rules.is_over(records.replay(record)[1]) and rules.hidden_module is not None:
            from web.agora_web.services import share

            link_seed = (77 + n).to_bytes(16, "big") if hasattr(records, "GENERATOR") else 77 + n
            public, _hidden = share.shareable(record, link_seed, 0)
            _write(out / f"{name}-link.json", public)
    _write_save(out / "save-akropolis.json", play("akropolis", 2, {}, 10, seed=5))
    print(f"wrote {len(list(out.iterdir()))} files into {out}", file=sys.stderr)


def _write(path: Path, record: records.Record) -> None:
    doc = {"record": msgspec.to_builtins(record), "expect": outcome(record)}
    path.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")


def _write_save(path: Path, record: records.Record) -> None:
    """A save document exactly as the page of that build wrote it (its saves module)."""
    from web.agora_web.services import saves

    rules, state = records.replay(record)
    summary = saves.Summary(round=getattr(state, "round", 0), rounds=12, moves=len(record.moves))
    doc = saves.doc_for("golden", 1_700_000_000_000, 1_700_000_100_000, record, summary)
    path.write_text(json.dumps({"key": saves.key_for("golden"), "text": saves.encode(doc),
                                "expect": outcome(record)}, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
