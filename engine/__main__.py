"""Command line: `python -m engine replay RECORD.json` prints the final scores as JSON;
`python -m engine log RECORD.json [--seat N]` prints every move of a record as its events
(engine/core/events.py), one line per event, as seat N may know them with --seat.

Exit status 0 on success, 2 on a bad or illegal record: one line `error: <reason>` on stderr
(the reason names the move; values in it are cut short), never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys

import msgspec

from .core import events, records
from .core.errors import RecordError, quote


def _read(path: str) -> "bytes | None":
    """The file's bytes, or None after one `error:` line. No more than one byte past the largest
    record is read, so a huge file costs no memory (records.parse_json then names its size)."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > records.MAX_BYTES:
                print(
                    f"error: the record is too large ({size:,} bytes; at most {records.MAX_BYTES:,})", file=sys.stderr
                )
                return None
            return handle.read(records.MAX_BYTES + 1)  # a pipe or device tells no size
    except OSError as exc:
        print(f"error: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return None


def _replay(path: str) -> int:
    data = _read(path)
    if data is None:
        return 2
    try:
        record = records.decode(data)
        rules, state = records.verify(record)
    except RecordError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug of ours: still one line, never a traceback
        print(f"error: the record could not be replayed ({type(exc).__name__}: {quote(str(exc))})", file=sys.stderr)
        return 2
    result = {
        "scores": rules.scores(state),
        "winners": rules.winners(state),
        "over": rules.is_over(state),
        "moves": len(record.moves),
    }
    sys.stdout.write(msgspec.json.encode(result).decode() + "\n")
    return 0


def _name(record, seat: int) -> str:
    if seat < 0:
        return "-"
    if seat < len(record.players) and record.players[seat].name:
        return record.players[seat].name
    return f"seat {seat}"


def _value(value) -> str:
    if isinstance(value, str):
        return value if value and " " not in value and "=" not in value else msgspec.json.encode(value).decode()
    return msgspec.json.encode(value).decode()


def _line(record, move: int, event, seat: "int | None" = None) -> str:
    """One event: move number, who, kind, fields; a field hidden from `seat` reads `?`."""
    hidden = () if events.may_see(event, seat) else event.SECRET
    fields = " ".join(f"{k}={'?' if k in hidden else _value(v)}" for k, v in events.fields_of(event).items())
    return f"{move:>4}  {_name(record, event.seat)}  {events.kind_of(event)}  {fields}".rstrip()


def _log(path: str, seat: "int | None") -> int:
    """Every move of the record as events; exit 2 with one `error:` line on a record `replay`
    refuses (the events of the moves before the fault are printed first). Same reader, same
    moves checked, and the same last check (`records.check_final`) as `replay`."""
    data = _read(path)
    if data is None:
        return 2
    out = sys.stdout
    try:
        record = records.decode(data)
        rules, state, moves = records.steps(record)
        if seat is not None and not 0 <= seat < len(rules.scores(state)):
            raise RecordError(f"there is no seat {seat} in this game")
        for event in events.redact(rules.describe_start(state), seat):
            out.write(_line(record, 0, event, seat) + "\n")
        for number, (before, action, after) in enumerate(moves, 1):
            for event in rules.describe_for(seat, before, action, after):
                out.write(_line(record, number, event, seat) + "\n")
            state = after
        records.check_final(state)
    except RecordError as exc:
        out.flush()
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped early (`| head`): not an error
        sys.stdout = None
    except Exception as exc:  # a bug of ours: still one line, never a traceback
        out.flush()
        print(f"error: the record could not be described ({type(exc).__name__}: {quote(str(exc))})", file=sys.stderr)
        return 2
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Agora game engines")
    sub = parser.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("replay", help="replay a game record and print the scores as JSON")
    rep.add_argument("record", help="path to a record file (JSON)")
    log = sub.add_parser("log", help="print every move of a game record as its events")
    log.add_argument("record", help="path to a record file (JSON)")
    log.add_argument("--seat", type=int, default=None, help="show only what this seat (0 = the first player) may know")
    args = parser.parse_args(argv)
    if args.command == "replay":
        return _replay(args.record)
    if args.command == "log":
        return _log(args.record, args.seat)
    return 2


if __name__ == "__main__":
    sys.exit(main())
