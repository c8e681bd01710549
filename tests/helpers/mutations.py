"""Damaged copies of good records, made deterministically (a seeded random.Random): a JSON value
replaced, removed or added anywhere, or bytes flipped, cut or spliced in. For tests that feed
every reader of records (the command line's, the page's link, import and save slots)."""

from __future__ import annotations

import json
import random

#: values a mutation may put anywhere in a record
NASTY = (
    None,
    True,
    False,
    0,
    -1,
    2**70,
    -(2**70),
    5.0,
    1e308,
    "",
    "\ud800",
    "x" * 20_000,
    "human",
    "akropolis.easy",
    "akropolis.famous_architect",
    "nonsense.ai",
    "pyramidion",
    [],
    {},
    [[[]]],
    [1, 2, 3],
    [-3, 80],
    {"a": 1},
    "<img src=x onerror=alert(1)>",
    "ab" * 16,
    3,
)
#: bytes a mutation may splice in
SPLICES = (b"[" * 5000, b"\xff", b"\xed\xa0\x80", b'"', b",", b"{}", b"\\ud800", b"5.0", b"-1", b"null", b"]")


def places(value, prefix=()):
    """Every place in a JSON value: tuples of keys and indices."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from places(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from places(v, prefix + (i,))


def value_at(value, path):
    for step in path:
        value = value[step]
    return value


def with_value(value, path, new):
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: with_value(value[head], rest, new)}
    copy = list(value)
    copy[head] = with_value(copy[head], rest, new)
    return copy


def mutate_json(raw, rng: random.Random):
    """`raw` (parsed JSON) with one value replaced, dropped or added."""
    spots = list(places(raw))
    path = spots[rng.randrange(len(spots))]
    action = rng.choice(["replace", "replace", "drop", "add"])
    target = value_at(raw, path)
    if action == "drop" and path:
        parent = value_at(raw, path[:-1])
        if isinstance(parent, dict):
            parent = {k: v for k, v in parent.items() if k != path[-1]}
        else:
            parent = parent[: path[-1]] + parent[path[-1] + 1 :]
        return with_value(raw, path[:-1], parent)
    if action == "add" and isinstance(target, dict):
        return with_value(
            raw, path, {**target, rng.choice(["seed", "generator", "rules", "zz", ""]): rng.choice(NASTY)}
        )
    if action == "add" and isinstance(target, list):
        return with_value(raw, path, target + [rng.choice(NASTY)])
    if isinstance(target, int) and not isinstance(target, bool) and rng.random() < 0.5:
        return with_value(raw, path, target + rng.choice([-1, 1, 7, 100]))  # a near miss
    return with_value(raw, path, rng.choice(NASTY))


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        at = rng.randint(0, len(out))
        kind = rng.choice(["flip", "cut", "insert"])
        if kind == "flip" and at < len(out):
            out[at] = rng.randrange(256)
        elif kind == "cut":
            del out[at : at + rng.randint(1, 50)]
        else:
            out[at:at] = rng.choice(SPLICES)
    return bytes(out)


def mutations(bases: "list[bytes]", count: int, seed: int) -> "list[bytes]":
    """`count` distinct damaged copies of the records `bases` (JSON bytes)."""
    rng = random.Random(seed)
    out: "list[bytes]" = []
    seen = set()
    while len(out) < count:
        base = rng.choice(bases)
        if rng.random() < 0.6:
            data = json.dumps(mutate_json(json.loads(base), rng), ensure_ascii=False).encode("utf-8", "surrogatepass")
        else:
            data = mutate_bytes(base, rng)
        if data not in seen:
            seen.add(data)
            out.append(data)
    return out
