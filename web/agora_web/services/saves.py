"""Saved games in the browser's localStorage.

One key per game, ``agora.saves.v1.<id>``, holding a versioned JSON document::

    {"version": 1, "id": ..., "game": "akropolis", "created": <ms>, "updated": <ms>, "rev": 7,
     "players": ["Ann", ...], "summary": {"round": 3, "rounds": 12, ...},
     "record": <engine record: players, options, seed, moves>}

The record is the game: opening a save replays it through the engine. The list is built by
scanning the keys, so a damaged, foreign or newer entry shows up with a reason instead of
breaking anything, and other saves keep working: every entry is read through the engine's safe
reader (size, nesting depth, text checked before parsing) and reading one never raises.

`rev` counts the writes of a save. Two tabs may show the same game: a tab writes only through
`write_checked`, which refuses to overwrite a save that went on elsewhere (its moves would be
lost) and says so; see docs/records.md, "Saves in two tabs". This module does not touch the
page: it works on any object with get/set/remove/keys (localStorage in the browser, a dict in
tests).
"""

from __future__ import annotations

from typing import Annotated, Any, Optional

import msgspec

from engine.core.errors import RecordError, cut
from engine.core.records import MAX_BYTES, MAX_NAME, parse_json

from .. import games
from ..games import PLAYABLE

# the keys' names have their home in save_keys.py (a start with no saves reads only them)
from .save_keys import KEY_RE, PREFIX, VERSION, key_for, new_id, saved_keys  # noqa: F401

#: games this version can open (games.py imports no rules engine, so listing saves stays light)
KNOWN_GAMES = PLAYABLE

# Problems an entry can have (the list shows a message for each).
DAMAGED = "damaged"
NEWER = "newer"
FOREIGN = "foreign"
UNKNOWN_GAME = "unknown_game"
#: kind of a slot the browser refused to read (a translated reason, problems.reason)
UNREADABLE = "unreadable"
#: detail code: the text is not JSON at all
NOT_JSON = "not-json"
#: largest save document read: a record at its largest and the save's own fields
MAX_SAVE = MAX_BYTES + 64_000

# Every field a screen reads from a slot is typed and bounded as strictly as a record's, so that a
# damaged slot is listed as damaged instead of failing the screen that shows it (docs/records.md,
# "Damaged slots").
#: longest save id (new_id makes 18 characters)
MAX_ID = 64
#: most names a save lists (players, winners): no game seats more than 4
MAX_SEATS = 8
#: latest time in milliseconds a browser's Date can show
MAX_TIME = 8_640_000_000_000_000
#: largest count a summary may hold (rounds, moves, hints; a long game has a few hundred moves)
MAX_COUNT = 1_000_000
#: longest level or tutorial id
MAX_TAG = 64

Name = Annotated[str, msgspec.Meta(max_length=MAX_NAME)]
Count = Annotated[int, msgspec.Meta(ge=0, le=MAX_COUNT)]
Time = Annotated[int, msgspec.Meta(ge=-MAX_TIME, le=MAX_TIME)]
Tag = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_TAG)]


class Summary(msgspec.Struct, kw_only=True, omit_defaults=True):
    round: Count = 0
    #: 0 when the game has no fixed number of rounds (Amytis ends when two stacks run out)
    rounds: Count = 0
    moves: Count = 0
    over: bool = False
    #: names of the winners once the game is over
    winners: Annotated["list[Name]", msgspec.Meta(max_length=MAX_SEATS)] = []
    #: solo games: the Famous Architect's level (one of the game's games.solo_levels)
    solo: Optional[Tag] = None
    #: how many hints the players asked for (absent in older saves: none)
    hints: Count = 0


class TutorialMark(msgspec.Struct, kw_only=True):
    """A save that is a guided first game (tutorial.py): which tutorial, and its next step. Kept
    in the save document, not in the record: the record stays an ordinary game."""

    id: Tag
    step: Count = 0


class Advised(msgspec.Struct, kw_only=True):
    """A hint shown (hints.py): the move the hard player advised at decision `index` of the record
    (the number of moves played before it), in the position whose rules.state_hash begins with
    `state`. The review takes it as that decision's better move while the position is the same
    (an undo and another move make it a different one), so it agrees with the hints given."""

    index: Annotated[int, msgspec.Meta(ge=0)]
    state: Annotated[str, msgspec.Meta(max_length=64)]
    action: Any


#: hints kept in a save (a game asks for far fewer)
MAX_ADVICE = 1000


class SaveDoc(msgspec.Struct, kw_only=True, omit_defaults=True):
    version: int
    #: the id in the slot's key (a save written elsewhere would leave this slot behind)
    id: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_ID)]
    game: Annotated[str, msgspec.Meta(max_length=MAX_TAG)]
    created: Time
    updated: Time
    players: Annotated["list[Name]", msgspec.Meta(max_length=MAX_SEATS)]
    summary: Summary = msgspec.field(default_factory=Summary)
    record: "dict[str, Any]"
    #: revision: how many times this save was written (0 in saves older than revisions)
    rev: Annotated[int, msgspec.Meta(ge=0)] = 0
    #: a random token new with every write: two tabs writing the same revision at once write
    #: different stamps, so a tab can tell its write from one that replaced it ("" in older saves)
    stamp: Annotated[str, msgspec.Meta(max_length=MAX_TAG)] = ""
    #: a tutorial's game: which one and where its script stands (absent: an ordinary game)
    tutorial: Optional[TutorialMark] = None
    #: the hints shown in this game, in the order shown (absent in older saves: none)
    advice: Annotated["list[Advised]", msgspec.Meta(max_length=MAX_ADVICE)] = []


class Entry(msgspec.Struct, kw_only=True):
    """One line of the saved-games list: a readable document, or a problem and its detail."""

    key: str
    doc: Optional[SaveDoc] = None
    problem: Optional[str] = None
    detail: str = ""
    #: for NEWER: the version found; for UNKNOWN_GAME: the game's name
    found: str = ""
    #: what kind of problem, which the page translates (problems.reason): for DAMAGED a
    #: RecordError kind, "empty" or UNREADABLE; FOREIGN for FOREIGN. The English `detail` is
    #: shown only on request
    kind: str = ""

    @property
    def ok(self) -> bool:
        return self.problem is None


def encode(doc: SaveDoc) -> str:
    return msgspec.json.encode(doc).decode("utf-8")


def _safe(text: str) -> str:
    """A detail fit for the page: short, and no lone surrogate (the page cannot show one)."""
    return cut(str(text), 200).encode("utf-8", "backslashreplace").decode("utf-8")


def read_entry(key: str, text: "str | None") -> Entry:
    """Classify one stored entry. Never raises, whatever the entry holds."""
    try:
        return _read_entry(key, text)
    except Exception as exc:  # a reader bug must not cost the other saves
        return Entry(key=key, problem=DAMAGED, detail=_safe(f"{type(exc).__name__}: {exc}"), kind="bad_field")


def _read_entry(key: str, text: "str | None") -> Entry:
    m = KEY_RE.match(key)
    if m is None:
        return Entry(key=key, problem=FOREIGN, detail="unexpected key name", kind=FOREIGN)
    if int(m.group(1)) > VERSION:
        return Entry(key=key, problem=NEWER, found=m.group(1))
    if text is None:
        return Entry(key=key, problem=DAMAGED, detail="empty", kind="empty")
    try:
        raw = parse_json(text, MAX_SAVE, "save")
    except RecordError as exc:
        detail = NOT_JSON + f" ({exc})" if exc.kind == "not_json" else str(exc)
        return Entry(key=key, problem=DAMAGED, detail=_safe(detail), kind=exc.kind)
    if not isinstance(raw, dict):
        return Entry(key=key, problem=FOREIGN, detail="not a JSON object", kind=FOREIGN)
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        return Entry(key=key, problem=FOREIGN, detail="no 'version' field", kind=FOREIGN)
    if version > VERSION:
        return Entry(key=key, problem=NEWER, found=str(version))
    if version < 1:
        return Entry(key=key, problem=DAMAGED, detail=f"unknown version {version}", kind="bad_field")
    try:
        doc = msgspec.convert(raw, SaveDoc)
    except msgspec.ValidationError as exc:
        return Entry(key=key, problem=DAMAGED, detail=_safe(exc), kind="bad_field")
    if doc.game not in KNOWN_GAMES:
        return Entry(key=key, problem=UNKNOWN_GAME, found=_safe(cut(doc.game, 40)))
    problem = record_problem(doc.record, doc.game)
    if problem is not None:
        return Entry(
            key=key,
            problem=problem[0],
            detail=_safe(problem[1]),
            found=_safe(problem[2]),
            kind=problem[3] if len(problem) > 3 else "",
        )
    wrong = doc_problem(doc, m.group(2))
    if wrong is not None:
        return Entry(key=key, problem=DAMAGED, detail=_safe(wrong), kind="bad_field")
    return Entry(key=key, doc=doc)


def doc_problem(doc: SaveDoc, key_id: str) -> "str | None":
    """What the types cannot say about a save document of a known game (None: nothing): its id
    is its key's, its names hold no NUL, its solo level is one its game has."""
    if doc.id != key_id:
        return f"the save's id {cut(doc.id, 40)!r} is not its key's {cut(key_id, 40)!r}"
    for field, names in (("players", doc.players), ("summary.winners", doc.summary.winners)):
        if any("\x00" in name for name in names):
            return f"{field}: a name holding a NUL character"
    solo = doc.summary.solo
    if solo is not None and solo not in games.solo_levels(doc.game):
        known = ", ".join(games.solo_levels(doc.game)) or "none"
        return f"summary.solo: {cut(solo, 40)!r} is not a solo level of {doc.game} ({known})"
    return None


def record_problem(raw: Any, game: "str | None" = None) -> "tuple[str, str, str, str] | None":
    """(problem, detail, found, kind) when a record's outer shape is wrong, else None."""
    from engine.core.records import FORMAT, from_builtins, newer_format

    fmt = newer_format(raw)
    if fmt is not None:
        return NEWER, f"record format {fmt}; this version reads format {FORMAT}", str(fmt), "newer"
    try:
        record = from_builtins(raw)
    except RecordError as exc:
        return DAMAGED, str(exc), "", exc.kind
    if record.game not in KNOWN_GAMES:
        return UNKNOWN_GAME, "", record.game, "unknown_game"
    if game is not None and record.game != game:
        return DAMAGED, f"the record is a game of {record.game}, the save says {game}", "", "bad_field"
    return None


def list_entries(store) -> "list[Entry]":
    """Every entry under our prefix: readable saves first (newest first), then the problems."""
    good, bad = [], []
    for key in saved_keys(store):
        try:
            text = store.get(key)
        except Exception as exc:  # a browser refusing to read storage
            bad.append(Entry(key=key, problem=DAMAGED, detail=_safe(exc), kind=UNREADABLE))
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
    """Write a save as it is (a new save, or one no other tab can have: use write_checked)."""
    store.set(key_for(doc.id), encode(doc))


class MovedOn(msgspec.Struct):
    """The save went on in another tab: what it holds now (write_checked wrote nothing)."""

    entry: Entry


def same_game(store, record) -> "str | None":
    """The key of a save holding exactly this record (the same deal, players and moves), if
    any: importing a file twice opens the save it made the first time instead of a copy."""
    wanted = _json(msgspec.to_builtins(record))
    for entry in list_entries(store):
        if entry.ok and entry.doc.game == record.game and _json(entry.doc.record) == wanted:
            return entry.key
    return None


def _json(value) -> bytes:
    return msgspec.json.encode(value)


def extends(mine: "dict[str, Any]", theirs: "dict[str, Any]") -> bool:
    """Whether record `mine` holds every move of record `theirs` (the same game, their moves a
    prefix of mine): writing mine over theirs then loses nothing."""
    if not isinstance(mine, dict) or not isinstance(theirs, dict):
        return False
    head = {k: v for k, v in mine.items() if k != "moves"}
    if _json(head) != _json({k: v for k, v in theirs.items() if k != "moves"}):
        return False
    ours, other = list(mine.get("moves") or []), list(theirs.get("moves") or [])
    return len(other) <= len(ours) and all(_json(a) == _json(b) for a, b in zip(ours, other))


def write_checked(store, doc: SaveDoc, known_rev: int, known_stamp: str = "", stamp: str = "") -> "int | MovedOn":
    """Write `doc` if that loses nothing: the new revision, or MovedOn (nothing written) when
    the stored save went on elsewhere since the write we know of (revision `known_rev` with
    `known_stamp`) and holds moves `doc` lacks. The write carries `stamp`, a token the caller
    makes fresh for each write.

    A compare-and-set on (revision, stamp): only the writer that made a stamp holds it. Storage
    shared by tabs is not atomic, so two tabs may both pass the compare within the same few
    milliseconds; the one whose write was replaced learns it from the storage event of the other
    write (tabs.on_storage), sees its stamp gone and its moves missing, and keeps its line as a
    separate save. Storage errors (a full quota) are raised to the caller."""
    key = key_for(doc.id)
    current = read_entry(key, store.get(key))
    stored_rev = current.doc.rev if current.ok else 0
    if (
        current.ok
        and (stored_rev, current.doc.stamp) != (known_rev, known_stamp)
        and not extends(doc.record, current.doc.record)
    ):
        return MovedOn(current)
    rev = max(known_rev, stored_rev) + 1
    store.set(key, encode(msgspec.structs.replace(doc, rev=rev, stamp=stamp)))
    return rev


def doc_for(
    save_id: str,
    created: int,
    updated: int,
    record,
    summary: Summary,
    tutorial: "TutorialMark | None" = None,
    advice=(),
) -> SaveDoc:
    """The save document of an engine record (the game and the names come from the record)."""
    return SaveDoc(
        version=VERSION,
        id=save_id,
        game=record.game,
        created=created,
        updated=updated,
        players=[p.name for p in record.players],
        summary=summary,
        record=msgspec.to_builtins(record),
        tutorial=tutorial,
        advice=list(advice)[-MAX_ADVICE:],
    )


def advised(rules, state, index: int, action) -> Advised:
    """The note of a hint shown: `action` advised in `state`, before move `index`."""
    return Advised(index=index, state=rules.state_hash(state)[:16], action=msgspec.to_builtins(action))


def delete(store, key: str) -> None:
    if key.startswith(PREFIX):
        store.remove(key)


def parse_import(text: "str | bytes"):
    """A record from an imported file: an engine record, or one of our save documents.

    Returns the engine Record, checked by replaying it; raises RecordError with a readable
    reason and a kind (the file is read with the engine's safe reader)."""
    from engine.core.records import FORMAT, from_builtins, verify

    raw = parse_json(text, MAX_SAVE, "file")
    if isinstance(raw, dict) and "version" in raw and "record" in raw:
        version = raw.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            raise RecordError(
                f"save format {version} is newer than this version of Agora reads ({VERSION})", kind="newer"
            )
        raw = raw["record"]
    problem = record_problem(raw)
    if problem is not None:
        kind, detail, found, code = problem
        if kind == UNKNOWN_GAME:
            raise RecordError(f"unknown game {cut(found, 40)!r}", kind="unknown_game")
        if kind == NEWER:
            raise RecordError(
                f"record format {found} is newer than this version of Agora reads ({FORMAT})", kind="newer"
            )
        raise RecordError(detail, kind=code or "bad_field")
    record = from_builtins(raw)
    verify(record)
    check_controllers(record)
    return record


def check_controllers(record) -> None:
    """Every computer player of `record` must be one this version has and one that may play an
    ordinary seat (solo_ai says which; the engine checks only the form of the ids, as it may not
    import solo_ai). A solo opponent (the Famous Architect, Автомий) takes the seat after the
    players a record lists, never one of them. Raises RecordError (kind "bad_controller")."""
    try:
        import solo_ai
    except ImportError:  # pragma: no cover - the site always ships solo_ai
        return
    infos = {c.id: c for c in solo_ai.controllers(record.game)}
    for seat, player in enumerate(record.players):
        if player.controller == "human":
            continue
        info = infos.get(player.controller)
        if info is None:
            raise RecordError(
                f"player {seat}: unknown computer player {cut(player.controller, 40)!r}", kind="bad_controller"
            )
        if info.solo_only:
            raise RecordError(
                f"player {seat}: {player.controller!r} plays only the solo opponent's seat, "
                "which a record does not list",
                kind="bad_controller",
            )
