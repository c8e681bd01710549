"""Command line: `python -m engine replay RECORD.json` prints the final scores as JSON.

Exit status 0 on success, 2 on a bad or illegal record: one line `error: <reason>` on stderr
(the reason names the move; values in it are cut short), never a traceback.
"""

from __future__ import annotations

import argparse
import sys

import msgspec

from .core import records
from .core.errors import RecordError, quote


def _replay(path: str) -> int:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        print(f"error: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        record = records.decode(data)
        rules, state = records.verify(record)
    except RecordError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug of ours: still one line, never a traceback
        print(f"error: the record could not be replayed ({type(exc).__name__}: {quote(str(exc))})",
              file=sys.stderr)
        return 2
    result = {"scores": rules.scores(state), "winners": rules.winners(state),
              "over": rules.is_over(state), "moves": len(record.moves)}
    sys.stdout.write(msgspec.json.encode(result).decode() + "\n")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Agora game engines")
    sub = parser.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("replay", help="replay a game record and print the scores as JSON")
    rep.add_argument("record", help="path to a record file (JSON)")
    args = parser.parse_args(argv)
    if args.command == "replay":
        return _replay(args.record)
    return 2


if __name__ == "__main__":
    sys.exit(main())
