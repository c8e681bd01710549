"""Game records: setup + the list of moves. Saves, files, replays and bug reports are all records.

JSON shape (version 1):
    {"format": 1, "game": "akropolis", "players": [{"name": "Ann"}, ...],
     "options": {...}, "seed": 42 | "setup": {...}, "moves": [{...}, ...]}

A shared link of an unfinished game may also carry "shuffles": the orders of the game's first
shuffles after the setup, decided in advance (see engine/core/redeal.py).
"""

from __future__ import annotations

from typing import Any

import msgspec

from . import registry
from .errors import IllegalAction, RecordError
from .protocol import Rules, Seat

FORMAT = 1


class Record(msgspec.Struct, kw_only=True, omit_defaults=True, forbid_unknown_fields=True):
    format: int
    game: str
    players: "list[Seat]"
    options: "dict[str, Any]" = {}
    seed: "int | None" = None
    setup: "dict[str, Any] | None" = None
    #: orders of the first shuffles after the setup, decided in advance (shared links only)
    shuffles: "list[list[Any]] | None" = None
    moves: "list[Any]" = []


def encode(record: Record) -> bytes:
    return msgspec.json.encode(record)


def decode(data: "bytes | str") -> Record:
    """Parse and check the outer shape. Raises RecordError with a readable reason."""
    try:
        raw = msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        raise RecordError(f"not valid JSON ({exc})") from None
    return from_builtins(raw)


def from_builtins(raw: Any) -> Record:
    if not isinstance(raw, dict) or "format" not in raw or "game" not in raw:
        raise RecordError("not an Agora game record (no 'format' and 'game' fields)")
    fmt = raw.get("format")
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > FORMAT:
        raise RecordError(f"record format {fmt} is newer than this version of Agora reads ({FORMAT})")
    try:
        record = msgspec.convert(raw, Record)
    except msgspec.ValidationError as exc:
        raise RecordError(f"bad record: {exc}") from None
    if record.format < 1:
        raise RecordError(f"unknown record format {record.format}")
    return record


def rules_for(record: Record) -> Rules:
    try:
        return registry.get(record.game)
    except KeyError as exc:
        raise RecordError(str(exc.args[0])) from None


def start(record: Record, trace: bool = False):
    """(rules, initial state) of a record, before any move. With `trace`, the state's generator
    collects every shuffle from here on (engine/core/rng.py)."""
    rules = rules_for(record)
    if not rules.min_seats <= len(record.players) <= rules.max_seats:
        raise RecordError(
            f"{record.game} takes {rules.min_seats}–{rules.max_seats} players, not {len(record.players)}"
        )
    if record.seed is None and record.setup is None:
        raise RecordError("a record needs a 'seed' or an explicit 'setup'")
    try:
        options = rules.parse_options(record.options)
        setup = rules.parse_setup(record.setup)
    except msgspec.ValidationError as exc:
        raise RecordError(f"bad options or setup: {exc}") from None
    try:
        state = rules.new_game(len(record.players), options, record.seed or 0, setup)
    except (IllegalAction, ValueError) as exc:
        raise RecordError(f"bad setup: {exc}") from None
    if record.shuffles or trace:
        # Every game keeps its generator in `state.rng` (the protocol's convention).
        rng = state.rng.with_plan(record.shuffles or ())
        state = msgspec.structs.replace(state, rng=rng.traced() if trace else rng)
    return rules, state


def steps(record: Record, upto: "int | None" = None, trace: bool = False):
    """(rules, initial state, iterator of (before, action, after) for each move).

    The one replay loop: each move is checked as it is reached and a bad one raises RecordError
    naming its index. `replay` and anything that needs the intermediate states (a game log, a
    step-through viewer) use it."""
    rules, state = start(record, trace)
    moves = record.moves if upto is None else record.moves[:upto]
    return rules, state, _walk(rules, state, moves)


def _walk(rules: Rules, state, moves):
    for index, raw in enumerate(moves):
        try:
            action = rules.parse_action(raw)
        except msgspec.ValidationError as exc:
            raise RecordError(f"malformed move {raw!r}: {exc}", index) from None
        try:
            after = rules.apply(state, action)
        except IllegalAction as exc:
            raise RecordError(str(exc), index) from None
        yield state, action, after
        state = after


def replay(record: Record, upto: "int | None" = None, trace: bool = False):
    """(rules, state) after the first `upto` moves (all by default), checking each one."""
    rules, state, moves = steps(record, upto, trace)
    for _before, _action, state in moves:
        pass
    return rules, state


def new_record(game: str, players: "list[Seat]", options: Any = None, seed: "int | None" = None,
               setup: Any = None) -> Record:
    opts = msgspec.to_builtins(options) if options is not None else {}
    return Record(format=FORMAT, game=game, players=list(players), options=opts or {}, seed=seed,
                  setup=msgspec.to_builtins(setup) if setup is not None else None)


def with_move(record: Record, action: Any) -> Record:
    """The record with one more move appended (records are values: the old one is unchanged).

    The move is stored as its JSON form (lists, not tuples), so a record equals its decoded copy."""
    move = msgspec.json.decode(msgspec.json.encode(action))
    return msgspec.structs.replace(record, moves=[*record.moves, move])
