"""Valid records of every game, mutated at random (bytes and JSON values), fed to every reader
of records: the command line's (`records.decode` + `records.verify`), an imported file's
(`saves.parse_import`), a saved slot's (`saves.read_entry`, which never raises) and a share link's
(`share.decode`, which raises only ShareError). Only RecordError may ever escape; whatever is
accepted replays."""

from __future__ import annotations

import json
import sys
import zlib
import base64
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import records
from engine.core.errors import RecordError
from web.agora_web.services import saves, share

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unit"))
from random_play import random_record  # noqa: E402
from tests.helpers.games import GAMES, fewest_seats, part_way  # noqa: E402
from tests.helpers.mutations import value_at, places, with_value  # noqa: E402


def _bases() -> "dict[str, bytes]":
    out = {}
    for game in GAMES:
        players = fewest_seats(game, 3)
        record, _rules, _state = random_record(game, players, part_way(game, players, 0.4, seed=7), seed=7)
        out[game] = records.encode(record)
        public, _ = share.shareable(record, seed=3, seat=0)
        if public.setup != record.setup:  # with planned shuffles, as a link has them
            out[game + "-shared"] = records.encode(public)
    return out


BASES = _bases()

#: JSON values a mutation may put anywhere
NASTY = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
    st.sampled_from(["\ud800", "x" * 200_000, "human", "akropolis.easy", "nonsense.ai", "pyramidion", ""]),
    st.integers(min_value=1, max_value=3_000).map(
        lambda n: json.loads("[" * n + "]" * n) if n < 500 else {"__deep__": n}
    ),
    st.lists(st.integers(min_value=-3, max_value=80), max_size=6),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)


def _dump(value) -> bytes:
    text = json.dumps(value, ensure_ascii=False)
    # A "__deep__" marker stands for nesting too deep to build as a Python value here.
    while '{"__deep__": ' in text:
        start = text.index('{"__deep__": ')
        end = text.index("}", start)
        n = int(text[start + len('{"__deep__": ') : end])
        text = text[:start] + "[" * n + "]" * n + text[end + 1 :]
    return text.encode("utf-8", "surrogatepass")


@st.composite
def mutated(draw) -> bytes:
    base = BASES[draw(st.sampled_from(sorted(BASES)))]
    if draw(st.booleans()):  # a JSON value replaced, removed or added
        raw = json.loads(base)
        spots = list(places(raw))
        path = spots[draw(st.integers(0, len(spots) - 1))]
        action = draw(st.sampled_from(["replace", "drop", "add"]))
        if action == "drop" and path:
            parent = value_at(raw, path[:-1])
            if isinstance(parent, dict):
                parent = {k: v for k, v in parent.items() if k != path[-1]}
            else:
                parent = parent[: path[-1]] + parent[path[-1] + 1 :]
            raw = with_value(raw, path[:-1], parent)
        elif action == "add" and isinstance(value_at(raw, path), dict):
            raw = with_value(raw, path, {**value_at(raw, path), draw(st.text(max_size=8)): draw(NASTY)})
        elif action == "add" and isinstance(value_at(raw, path), list):
            raw = with_value(raw, path, value_at(raw, path) + [draw(NASTY)])
        else:
            raw = with_value(raw, path, draw(NASTY))
        return _dump(raw)
    data = bytearray(base)  # bytes flipped, cut, or spliced in
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data)))
        kind = draw(st.sampled_from(["flip", "cut", "insert"]))
        if kind == "flip" and at < len(data):
            data[at] = draw(st.integers(0, 255))
        elif kind == "cut":
            del data[at : at + draw(st.integers(1, 50))]
        else:
            data[at:at] = draw(
                st.sampled_from(
                    [b"[" * 5000, b"\xff", b"\xed\xa0\x80", b'"', b",", b"{}", b"\\ud800", b"5.0", b"-1", b"null", b"]"]
                )
            )
    return bytes(data)


def _link(data: bytes) -> str:
    return "1." + base64.urlsafe_b64encode(zlib.compress(data, 6)).decode().rstrip("=")


def _text(data: bytes) -> str:
    return data.decode("utf-8", "surrogatepass") if _utf8ish(data) else data.decode("latin-1")


def _utf8ish(data: bytes) -> bool:
    try:
        data.decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:
        return False
    return True


def _only_record_errors(read, data) -> None:
    try:
        read(data)
    except RecordError as exc:
        assert len(str(exc)) < 400
        str(exc).encode("utf-8")  # printable


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(mutated())
def test_every_reader_lets_only_record_errors_out(data):
    text = _text(data)
    _only_record_errors(lambda d: records.verify(records.decode(d)), data)
    _only_record_errors(lambda d: records.verify(records.decode(d)), text)
    _only_record_errors(saves.parse_import, text)
    save = (
        ('{"version": 1, "id": "x", "game": "akropolis", "created": 1, "updated": 2, "players": [], "record": ')
        + text
        + "}"
    )
    entry = saves.read_entry("agora.saves.v1.x", save)
    assert entry.ok or entry.problem in (saves.DAMAGED, saves.NEWER, saves.FOREIGN, saves.UNKNOWN_GAME)
    entry.detail.encode("utf-8")
    try:
        record = share.decode(_link(data))
    except share.ShareError as exc:
        str(exc).encode("utf-8")
    else:
        records.verify(record)  # what a link accepts replays


@pytest.mark.parametrize("name", sorted(BASES))
def test_the_unmutated_records_read_everywhere(name):
    data = BASES[name]
    records.verify(records.decode(data))
    saves.parse_import(data.decode())
    assert msgspec.json.decode(records.encode(share.decode(_link(data)))) == msgspec.json.decode(data)
