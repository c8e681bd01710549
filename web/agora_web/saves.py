"""Saved games in the browser's localStorage.

One key per game, ``agora.saves.v1.<id>``, holding a versioned JSON document::

    {"version": 1, "id": ..., "game": "akropolis", "created": <ms>, "updated": <ms>,
     "players": ["Ann", ...], "summary": {"round": 3, "rounds": 12, ...},
     "record": <engine record: players, options, seed, moves>}

The record is the game: opening a save replays it through the engine. The list is built by
scanning the keys, so a damaged, foreign or newer entry shows up with a reason instead of
breaking anything, and other saves keep working. This module does not touch the page: it works
on any object with get/set/remove/keys (localStorage in the browser, a dict in tests).
"""

from __future__ import annotations

import re
from typing import Any, Optional

import msgspec

from .games import PLAYABLE

VERSION = 1
PREFIX = "agora.saves."
KEY_RE = re.compile(r"^agora\.saves\.v(\d+)\.(.+)$")
#: games this version can open (games.py imports no rules engine, so listing saves stays light)
KNOWN_GAMES = PLAYABLE

# Problems an entry can have (the list shows a message for each).
DAMAGED = "damaged"
NEWER = "newer"
FOREIGN = "foreign"
UNKNOWN_GAME = "unknown_game"
#: detail code: the text is not JSON at all
NOT_JSON = "not-json"


class Summary(msgspec.Struct, kw_only=True, omit_defaults=True):
    round: int = 0
    #: 0 when the game has no fixed number of rounds (Amytis ends when two stacks run out)
    rounds: int = 0
    moves: int = 0
    over: bool = False
    #: names of the winners once the game is over
    winners: "list[str]" = []
    #: solo games: the Famous Architect's level
    solo: Optional[str] = None


class SaveDoc(msgspec.Struct, kw_only=True, omit_defaults=True):
    version: int
    id: str
    game: str
    created: int
    updated: int
    players: "list[str]"
    summary: Summary = msgspec.field(default_factory=Summary)
    record: "dict[str, Any]"


class Entry(msgspec.Struct, kw_only=True):
    """One line of the saved-games list: a readable document, or a problem and its detail."""

    key: str
    doc: Optional[SaveDoc] = None
    problem: Optional[str] = None
    detail: str = ""
    #: for NEWER: the version found; for UNKNOWN_GAME: the game's name
    found: str = ""

    @property
    def ok(self) -> bool:
        return self.problem is None


def key_for(save_id: str) -> str:
    return f"{PREFIX}v{VERSION}.{save_id}"


def new_id(now_ms: int, rand: int) -> str:
    return f"{now_ms:x}-{rand & 0xFFFFFF:06x}"


def encode(doc: SaveDoc) -> str:
    return msgspec.json.encode(doc).decode("utf-8")


def read_entry(key: str, text: "str | None") -> Entry:
    """Classify one stored entry. Never raises."""
    m = KEY_RE.match(key)
    if m is None:
        return Entry(key=key, problem=FOREIGN, detail="unexpected key name")
    if int(m.group(1)) > VERSION:
        return Entry(key=key, problem=NEWER, found=m.group(1))
    if text is None:
        return Entry(key=key, problem=DAMAGED, detail="empty")
    try:
        raw = msgspec.json.decode(text)
    except msgspec.DecodeError as exc:
        return Entry(key=key, problem=DAMAGED, detail=NOT_JSON + f" ({exc})")
    if not isinstance(raw, dict):
        return Entry(key=key, problem=FOREIGN, detail="not a JSON object")
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        return Entry(key=key, problem=FOREIGN, detail="no 'version' field")
    if version > VERSION:
        return Entry(key=key, problem=NEWER, found=str(version))
    if version < 1:
        return Entry(key=key, problem=DAMAGED, detail=f"unknown version {version}")
    try:
        doc = msgspec.convert(raw, SaveDoc)
    except msgspec.ValidationError as exc:
        return Entry(key=key, problem=DAMAGED, detail=str(exc))
    if doc.game not in KNOWN_GAMES:
        return Entry(key=key, problem=UNKNOWN_GAME, found=doc.game)
    problem = record_problem(doc.record, doc.game)
    if problem is not None:
        return Entry(key=key, problem=problem[0], detail=problem[1], found=problem[2])
    return Entry(key=key, doc=doc)


def record_problem(raw: Any, game: "str | None" = None) -> "tuple[str, str, str] | None":
    """(problem, detail, found) when a record's outer shape is wrong, else None."""
    from engine.core.errors import RecordError
    from engine.core.records import FORMAT, from_builtins

    if isinstance(raw, dict):
        fmt = raw.get("format")
        if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > FORMAT:
            return NEWER, f"record format {fmt}", str(fmt)
    try:
        record = from_builtins(raw)
    except RecordError as exc:
        return DAMAGED, str(exc), ""
    if record.game not in KNOWN_GAMES:
        return UNKNOWN_GAME, "", record.game
    if game is not None and record.game != game:
        return DAMAGED, f"the record is a game of {record.game}, the save says {game}", ""
    return None


def list_entries(store) -> "list[Entry]":
    """Every entry under our prefix: readable saves first (newest first), then the problems."""
    good, bad = [], []
    try:
        keys = store.keys()
    except Exception:  # storage switched off in this browser: no saves to show
        keys = []
    for key in keys:
        if not key.startswith(PREFIX):
            continue
        try:
            text = store.get(key)
        except Exception as exc:  # a browser refusing to read storage
            bad.append(Entry(key=key, problem=DAMAGED, detail=str(exc)))
            continue
        entry = read_entry(key, text)
        (good if entry.ok else bad).append(entry)
    good.sort(key=lambda e: (e.doc.updated, e.key), reverse=True)
    bad.sort(key=lambda e: e.key)
    return good + bad


def latest_unfinished(entries: "list[Entry]") -> "Entry | None":
    for entry in entries:
        if entry.ok and not entry.doc.summary.over:
            return entry
    return None


def load(store, save_id: str) -> Entry:
    key = key_for(save_id)
    return read_entry(key, store.get(key))


def write(store, doc: SaveDoc) -> None:
    store.set(key_for(doc.id), encode(doc))


def doc_for(save_id: str, created: int, updated: int, record, summary: Summary) -> SaveDoc:
    """The save document of an engine record (the game and the names come from the record)."""
    return SaveDoc(version=VERSION, id=save_id, game=record.game, created=created, updated=updated,
                   players=[p.name for p in record.players], summary=summary,
                   record=msgspec.to_builtins(record))


def delete(store, key: str) -> None:
    if key.startswith(PREFIX):
        store.remove(key)


def parse_import(text: str):
    """A record from an imported file: an engine record, or one of our save documents.

    Returns the engine Record; raises RecordError with a readable reason."""
    from engine.core.errors import RecordError
    from engine.core.records import from_builtins

    try:
        raw = msgspec.json.decode(text)
    except msgspec.DecodeError as exc:
        raise RecordError(f"not valid JSON ({exc})") from None
    if isinstance(raw, dict) and "version" in raw and "record" in raw:
        version = raw.get("version")
        if isinstance(version, int) and version > VERSION:
            raise RecordError(f"save format {version} is newer than this version of Agora reads ({VERSION})")
        raw = raw["record"]
    problem = record_problem(raw)
    if problem is not None:
        kind, detail, found = problem
        if kind == UNKNOWN_GAME:
            raise RecordError(f"unknown game {found!r}")
        raise RecordError(detail)
    return from_builtins(raw)
