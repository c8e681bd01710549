"""Game records: setup + the list of moves. Saves, files, replays and bug reports are all records.

JSON shape (version 1):
    {"format": 1, "game": "akropolis", "players": [{"name": "Ann"}, ...],
     "options": {...}, "generator": 2, "seed": "<32 hex digits>" | "setup": {...},
     "rules": 2, "moves": [{...}, ...]}

`generator` names the seeded generator that deals (engine/core/rng.py): 1 (the default, left out)
takes an integer seed, 2 a key of 128 to 512 bits written in hex. `rules` is the game's rules
version the game is played under (1, the default, left out); a record keeps its own, so a game
goes on under the rules it began with.

A shared link of an unfinished game may also carry "shuffles": the orders of the game's first
shuffles after the setup, decided in advance (see engine/core/redeal.py).

Every reader of records (the command line, share links, imported files, saved games) goes
through `decode` (bytes or text) or `parse_json` + `from_builtins` (a record inside a larger
document): size and nesting depth are checked before anything is parsed, the text must be UTF-8
without lone surrogates, every field is typed, and every failure is a RecordError with a short
message and a `kind` (see engine/core/errors.py). docs/records.md, "Reading records safely".
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

import msgspec

from . import registry
from . import rng as rng_module
from .errors import IllegalAction, RecordError, quote
from .protocol import Rules, Seat

FORMAT = 1
#: the newest generator this version deals with (engine/core/rng.py); new games use it
GENERATOR = 2
#: largest record read, in bytes of JSON (a long game is a few tens of kilobytes)
MAX_BYTES = 1_000_000
#: deepest nesting of lists and objects read (records need about 6; the JSON parser recurses,
#: and deep enough input exhausts the stack: in Pyodide that kills the whole page)
MAX_DEPTH = 32
#: longest player name kept
MAX_NAME = 200
#: a computer player's id: "<game>.<name>" (which names exist is solo_ai's business)
_CONTROLLER_RE = re.compile(r"^([a-z]+)\.([a-z][a-z0-9_]{0,31})$")
HUMAN = "human"

# JSON strings (so that brackets inside them are not counted), an unclosed one running to the end:
# a match always succeeds where it starts, so the scan stays linear whatever the input (a pattern
# that can fail there would be tried again at every later quote: quadratic on '"\\"\\"\\"...').
_STRING_RE = re.compile(rb'"[^"\\]*(?:\\(?:.|\Z)[^"\\]*)*(?:"|\Z)', re.S)
# every byte but brackets
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_PAIR_RE = re.compile(rb"\[\]|\{\}")


class Record(msgspec.Struct, kw_only=True, omit_defaults=True, forbid_unknown_fields=True):
    format: int
    game: str
    players: "list[Seat]"
    options: "dict[str, Any]" = {}
    #: which generator deals (engine/core/rng.py): 1 with an integer seed, 2 with a hex key
    generator: int = 1
    seed: "int | str | None" = None
    #: the game's rules version this game is played under (Rules.version when it began)
    rules: int = 1
    setup: "dict[str, Any] | None" = None
    #: orders of the first shuffles after the setup, decided in advance (shared links only)
    shuffles: "list[list[Any]] | None" = None
    moves: "list[Any]" = []


def encode(record: Record) -> bytes:
    return msgspec.json.encode(record)


def decode(data: "bytes | str") -> Record:
    """A record from JSON text or bytes, checked (see the module's docstring). Raises RecordError."""
    return from_builtins(parse_json(data))


def nesting_depth(data: bytes, limit: int = MAX_DEPTH) -> int:
    """How deeply lists and objects nest in JSON `data`, found without recursion (strings are
    skipped). Stops counting past `limit` (returns more than limit). Brackets left unclosed count
    as nesting (the parser recurses into them before it finds that they are never closed)."""
    brackets = _STRING_RE.sub(b"", data).translate(None, _NOT_BRACKETS)
    depth = 0
    while brackets:
        if depth > limit:
            return depth
        # Take away the innermost pairs, one level a round: a single pass, so that a pair made
        # by this round's removals waits for the next (C speed, MAX_DEPTH passes at most).
        inner = _PAIR_RE.sub(b"", brackets)
        if len(inner) == len(brackets):
            # Unbalanced or mismatched (cut short, say): what is left could still all nest, and
            # the parser would recurse into it before finding the error, so count it all.
            return depth + len(brackets) - brackets.count(b"]") - brackets.count(b"}")
        brackets = inner
        depth += 1
    return depth


def parse_json(data: "bytes | str", max_bytes: int = MAX_BYTES, what: str = "record") -> Any:
    """JSON text or bytes → builtins, safely: size, text and nesting depth are checked first.
    Raises RecordError (never RecursionError, UnicodeError or DecodeError)."""
    if isinstance(data, str):
        if len(data) > max_bytes:
            raise RecordError(
                f"the {what} is too large ({len(data):,} characters; at most {max_bytes:,})", kind="too_large"
            )
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise RecordError(f"the {what} holds a lone surrogate (character {exc.start})", kind="not_text") from None
    elif not isinstance(data, (bytes, bytearray, memoryview)):
        raise RecordError(f"the {what} is not text", kind="not_text")
    data = bytes(data)
    if len(data) > max_bytes:
        raise RecordError(f"the {what} is too large ({len(data):,} bytes; at most {max_bytes:,})", kind="too_large")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"the {what} is not UTF-8 text (byte {exc.start})", kind="not_text") from None
    if nesting_depth(data) > MAX_DEPTH:
        raise RecordError(f"the {what} nests lists or objects more than {MAX_DEPTH} deep", kind="too_deep")
    try:
        return msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        raise RecordError(f"not valid JSON ({exc})", kind="not_json") from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise RecordError(f"the {what} nests lists or objects too deeply", kind="too_deep") from None
    except UnicodeError:  # pragma: no cover - checked above
        raise RecordError(f"the {what} is not UTF-8 text", kind="not_text") from None


def newer_format(raw: Any) -> "int | None":
    """The record format of `raw` if it is newer than this version reads, else None (the one
    "format is newer" check: the command line, links, files and saves all use it)."""
    if isinstance(raw, dict):
        fmt = raw.get("format")
        if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > FORMAT:
            return fmt
    return None


def from_builtins(raw: Any) -> Record:
    """A checked Record from parsed JSON (see `decode`). Raises RecordError."""
    if not isinstance(raw, dict) or "format" not in raw or "game" not in raw:
        raise RecordError("not an Agora game record (no 'format' and 'game' fields)", kind="not_record")
    fmt = newer_format(raw)
    if fmt is not None:
        raise RecordError(f"record format {fmt} is newer than this version of Agora reads ({FORMAT})", kind="newer")
    try:
        record = msgspec.convert(raw, Record)
    except msgspec.ValidationError as exc:
        raise RecordError(f"bad record: {exc}") from None
    except RecursionError:
        raise RecordError("the record nests lists or objects too deeply", kind="too_deep") from None
    if record.format < 1:
        raise RecordError(f"unknown record format {record.format}")
    _check_seed(record)
    _check_names(record)
    # An unknown game is refused by `rules_for` (a save list still shows such a record's game).
    if record.game in registry.names():
        _check_controllers(record)
        if record.shuffles:
            _check_shuffles(record, registry.get(record.game))
    return record


_HEX_KEY_RE = re.compile(r"^(?:[0-9a-f]{2}){%d,%d}$" % (rng_module.MIN_KEY, rng_module.MAX_KEY))


def _check_seed(record: Record) -> None:
    """The seed must be of the kind its generator takes: generator 1 an integer, generator 2 a
    key of 16 to 64 bytes in lower-case hex (or no seed, with an explicit setup)."""
    if record.generator > GENERATOR:
        raise RecordError(
            f"generator {record.generator} is newer than this version of Agora knows ({GENERATOR})", kind="newer"
        )
    if record.generator < 1:
        raise RecordError(f"unknown generator {record.generator}")
    if record.rules < 1:
        raise RecordError(f"unknown rules version {record.rules}")
    seed = record.seed
    if record.generator == 1:
        if isinstance(seed, str):
            raise RecordError("generator 1 takes an integer seed, not text")
    elif seed is not None and (not isinstance(seed, str) or not _HEX_KEY_RE.match(seed)):
        raise RecordError(
            f"generator 2 takes a seed of {2 * rng_module.MIN_KEY} to "
            f"{2 * rng_module.MAX_KEY} lower-case hex digits, not {quote(seed)}"
        )


def seed_value(record: Record) -> "int | bytes":
    """What the record's generator is seeded with (Rng.from_seed): generator 1's integer,
    generator 2's key as bytes. A generator-2 record without a seed has the all-zero key."""
    if record.generator >= 2:
        return bytes.fromhex(record.seed) if isinstance(record.seed, str) else bytes(rng_module.MIN_KEY)
    return record.seed or 0


def seed_number(record: Record) -> int:
    """A 31-bit number derived from the seed, for what needs a seed but must not give the deal
    away (computer players' and the coach's own randomness): generator 1's seed as before (so
    old games get the same advice), generator 2's key through a one-way hash."""
    if record.generator >= 2:
        digest = hashlib.blake2b(seed_value(record), digest_size=8, person=b"agora.derived").digest()
        return int.from_bytes(digest, "little") & 0x7FFFFFFF
    return record.seed or 0


def _check_names(record: Record) -> None:
    for seat, player in enumerate(record.players):
        if len(player.name) > MAX_NAME:
            raise RecordError(f"player {seat}: a name of {len(player.name):,} characters (at most {MAX_NAME})")
        if "\x00" in player.name:
            raise RecordError(f"player {seat}: a name holding a NUL character")


def _check_controllers(record: Record) -> None:
    for seat, player in enumerate(record.players):
        controller = player.controller
        if controller == HUMAN:
            continue
        m = _CONTROLLER_RE.match(controller)
        # The engine knows the form of a computer player's id and its game; which ids exist is
        # solo_ai's to say (it sits above the engine): the app checks that when it opens a record.
        if m is None or m.group(1) != record.game:
            raise RecordError(
                f'player {seat}: unknown controller {quote(controller)} ("human" or "{record.game}.<computer player>")'
            )


def _check_shuffles(record: Record, rules: Rules) -> None:
    """Each planned order must be a list of the items its game shuffles (rules.ShuffleItem),
    each item once. Whether an order holds the very items shuffled is checked when its shuffle
    comes (rng.py), and orders no move reaches are refused at the end of the replay."""
    item_type = getattr(rules, "ShuffleItem", None)
    if item_type is None:
        raise RecordError(f"{record.game} records take no planned shuffles", kind="bad_shuffles")
    for index, order in enumerate(record.shuffles):
        try:
            items = msgspec.convert(order, list[item_type], strict=True)
        except msgspec.ValidationError as exc:
            raise RecordError(f"shuffle {index}: {exc}", kind="bad_shuffles") from None
        try:
            distinct = len(set(items)) == len(items)
        except TypeError:
            distinct = False
        if not distinct:
            raise RecordError(f"shuffle {index}: an item is listed twice", kind="bad_shuffles")


def rules_for(record: Record) -> Rules:
    try:
        return registry.get(record.game)
    except KeyError:
        known = ", ".join(registry.names())
        raise RecordError(f"unknown game {quote(record.game)} (known: {known})", kind="unknown_game") from None


def start(record: Record, trace: bool = False):
    """(rules, initial state) of a record, before any move. With `trace`, the state's generator
    collects every shuffle from here on (engine/core/rng.py)."""
    rules = rules_for(record)
    if not rules.min_seats <= len(record.players) <= rules.max_seats:
        raise RecordError(f"{record.game} takes {rules.min_seats}–{rules.max_seats} players, not {len(record.players)}")
    if record.seed is None and record.setup is None:
        raise RecordError("a record needs a 'seed' or an explicit 'setup'")
    _check_rules_version(record, rules)
    try:
        options = rules.parse_options(record.options)
        setup = rules.parse_setup(record.setup)
    except msgspec.ValidationError as exc:
        raise RecordError(f"bad options or setup: {exc}") from None
    try:
        state = rules.new_game(len(record.players), options, seed_value(record), setup)
        if record.rules != rules.version:
            state = rules.under_version(state, record.rules)
    except (IllegalAction, ValueError, TypeError, KeyError, IndexError) as exc:
        raise RecordError(f"bad setup: {exc}") from None
    if record.shuffles or trace:
        # Every game keeps its generator in `state.rng` (the protocol's convention).
        rng = state.rng.with_plan(record.shuffles or ())
        state = msgspec.structs.replace(state, rng=rng.traced() if trace else rng)
    return rules, state


def _check_rules_version(record: Record, rules: Rules) -> None:
    """A record is played under the rules version it names, or refused in words: never replayed
    under other rules, which could make it a different game."""
    if record.rules > rules.version:
        raise RecordError(
            f"this {record.game} game is played under rules version {record.rules}; this "
            f"version of Agora knows up to {rules.version}",
            kind="newer",
        )
    if record.rules < rules.oldest_version:
        raise RecordError(
            f"this {record.game} game is played under rules version {record.rules}, which "
            f"this version of Agora no longer plays (oldest: {rules.oldest_version})",
            kind="old_rules",
        )


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
            raise RecordError(f"malformed move {quote(raw)}: {exc}", index, kind="bad_move") from None
        try:
            after = rules.apply(state, action)
        except IllegalAction as exc:
            raise RecordError(str(exc), index, kind="bad_move", refusal=exc, game=rules.name) from None
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            # A value the move's types let through but the rules cannot use.
            raise RecordError(
                f"the move {quote(raw)} cannot be played ({type(exc).__name__})", index, kind="bad_move"
            ) from None
        yield state, action, after
        state = after


def replay(record: Record, upto: "int | None" = None, trace: bool = False):
    """(rules, state) after the first `upto` moves (all by default), checking each one."""
    rules, state, moves = steps(record, upto, trace)
    for _before, _action, state in moves:
        pass
    return rules, state


def verify(record: Record):
    """(rules, state) after every move, for a record read from outside (a file, a link, the
    command line): each move checked, and no planned shuffle left over. A shared record plans
    exactly the shuffles its moves make; an order no move reached could only make a later legal
    move fail, so it is refused here rather than in the middle of someone's game."""
    rules, state = replay(record)
    check_final(state)
    return rules, state


def check_final(state) -> None:
    """The last check of `verify`, for a caller that replays the record itself (a share link's
    timeline): raises RecordError if planned shuffles are left over at the record's end."""
    rng = getattr(state, "rng", None)
    if rng is not None and rng.planned:
        count = len(rng.planned)
        raise RecordError(
            f"{count} planned shuffle{'s' if count > 1 else ''} never reached by the moves", kind="bad_shuffles"
        )


def new_record(
    game: str, players: "list[Seat]", options: Any = None, seed: "int | bytes | None" = None, setup: Any = None
) -> Record:
    """A record of a game about to begin, under the game's current rules version. A `bytes` seed
    (16 to 64 bytes: a key from a cryptographic source) deals with generator 2, an integer with
    generator 1 (fixed deals: tutorials, tests)."""
    opts = msgspec.to_builtins(options) if options is not None else {}
    if isinstance(seed, (bytes, bytearray)):
        rng_module.Rng.from_seed(seed)  # checks the key's size
        generator, seed = 2, bytes(seed).hex()
    else:
        generator = 1
    return Record(
        format=FORMAT,
        game=game,
        players=list(players),
        options=opts or {},
        generator=generator,
        seed=seed,
        rules=_current_version(game),
        setup=msgspec.to_builtins(setup) if setup is not None else None,
    )


def _current_version(game: str) -> int:
    """The rules version a new game of `game` is played under (1 for a game not known here:
    reading such a record refuses it anyway)."""
    return registry.get(game).version if game in registry.names() else 1


def with_move(record: Record, action: Any) -> Record:
    """The record with one more move appended (records are values: the old one is unchanged).

    The move is stored as its JSON form (lists, not tuples), so a record equals its decoded copy."""
    move = msgspec.json.decode(msgspec.json.encode(action))
    return msgspec.structs.replace(record, moves=[*record.moves, move])
