"""Share links (web/agora_web/services/share.py), in plain CPython: the codec, its refusals, and what a link
of an unfinished game gives away."""

from __future__ import annotations

import base64
import random
import zlib

import msgspec
import pytest

from engine.akropolis import RULES, Options
from engine.core import records
from engine.core.protocol import Seat
from web.agora_web.screens import replay
from web.agora_web.services import share
from web.agora_web.games import PLAYABLE

from random_play import random_record


def _game(moves: int, seed: int = 11, players=("Ann", "Bo"), options=None, pick=0):
    """An Akropolis record after `moves` moves (a seeded random legal move each time)."""
    options = options or Options()
    chooser = random.Random(pick)
    record = records.new_record("akropolis", [Seat(n) for n in players], options, seed=seed)
    rules, state = records.replay(record)
    for _ in range(moves):
        if rules.is_over(state):
            break
        legal = rules.legal_actions(state)
        move = legal[chooser.randrange(len(legal))] if pick else legal[0]
        state = rules.apply(state, move)
        record = records.with_move(record, move)
    return record, state


def _payload(data: bytes, version: int = share.VERSION) -> str:
    return f"{version}." + base64.urlsafe_b64encode(zlib.compress(data)).decode().rstrip("=")


def _same(a, b) -> bool:
    """Equal records (moves built in Python hold tuples where decoded ones hold lists)."""
    return records.encode(a) == records.encode(b)


def _problem(payload: str) -> str:
    with pytest.raises(share.ShareError) as info:
        share.decode(payload, PLAYABLE)
    return info.value.problem


# --- round trips ---------------------------------------------------------------------------


@pytest.mark.parametrize("moves", [0, 1, 7, 20])
def test_round_trip_gives_the_same_record(moves):
    record, _ = _game(moves, pick=moves + 1)
    payload = share.encode(record)
    assert payload.startswith("1.")
    assert set(payload[2:]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert _same(share.decode(payload, PLAYABLE), record)


def test_whole_game_link_is_short_enough_for_a_url():
    record, state = _game(200, players=("Ann", "Bo", "Cy", "Di"), pick=3)
    assert state.over
    payload = share.encode(record)
    assert len(payload) < 4000
    assert _same(share.decode(payload), record)


def test_link_and_fragment():
    url = share.link("https://example.org/agora/#old", "1.abc")
    assert url == "https://example.org/agora/#r=1.abc"
    assert share.payload_of("#r=1.abc") == "1.abc"
    assert share.payload_of("r=1.abc") == "1.abc"
    assert share.payload_of("#x=1") is None
    assert share.payload_of("") is None


def test_percent_encoded_and_padded_links_are_read():
    record, _ = _game(3)
    payload = share.encode(record)
    padded = payload + "=" * (-len(payload[2:]) % 4)
    assert _same(share.decode(padded.replace("=", "%3D")), record)
    assert _same(share.decode(payload.replace(".", "%2E", 1)), record)


# --- bad links -----------------------------------------------------------------------------


def test_truncated_links():
    record, _ = _game(10)
    payload = share.encode(record)
    for cut in (len(payload) - 1, len(payload) - 5, len(payload) // 2, 6, 2):
        assert _problem(payload[:cut]) in (share.TRUNCATED, share.DAMAGED), cut
    # cut inside the compressed stream (not on a broken base64 length): always "cut short"
    assert _problem(payload[: len(payload) // 2 // 4 * 4 + 2]) == share.TRUNCATED
    assert _problem("1.") == share.TRUNCATED


def test_damaged_links():
    record, _ = _game(10)
    payload = share.encode(record)
    middle = len(payload) // 2
    flipped = payload[:middle] + ("A" if payload[middle] != "A" else "B") + payload[middle + 1 :]
    assert _problem(flipped) == share.DAMAGED
    assert _problem(payload[:10] + "!!" + payload[12:]) == share.DAMAGED
    assert _problem("hello") == share.DAMAGED
    assert _problem(payload + "AAAA") == share.DAMAGED  # something after the packed game
    assert _problem(_payload(b"not json")) == share.DAMAGED
    assert _problem(_payload(b'{"format": 1}')) == share.DAMAGED
    assert _problem(_payload(b"[1, 2, 3]")) == share.DAMAGED
    assert _problem("0." + payload[2:]) == share.DAMAGED


def test_a_link_with_an_illegal_move_is_damaged():
    record, _ = _game(4)
    raw = msgspec.to_builtins(record)
    raw["moves"][2] = {"take": 0, "hexes": [[40, 40], [41, 41], [40, 42]]}
    with pytest.raises(share.ShareError) as info:
        share.decode(_payload(msgspec.json.encode(raw)))
    assert info.value.problem == share.DAMAGED
    assert "move 2" in info.value.detail


def test_newer_links():
    record, _ = _game(2)
    payload = share.encode(record)
    assert _problem("2." + payload[2:]) == share.NEWER
    assert _problem("17.anything") == share.NEWER
    raw = msgspec.to_builtins(record)
    raw["format"] = records.FORMAT + 1
    assert _problem(_payload(msgspec.json.encode(raw))) == share.NEWER


def test_unknown_game():
    raw = {"format": 1, "game": "chess", "players": [{"name": "A"}, {"name": "B"}], "seed": 1}
    assert _problem(_payload(msgspec.json.encode(raw))) == share.UNKNOWN_GAME
    with pytest.raises(share.ShareError) as info:
        share.decode(_payload(msgspec.json.encode(raw)))  # no list of games: the engine says so
    assert info.value.problem == share.UNKNOWN_GAME


def test_oversized_links_are_refused_without_unpacking_everything():
    bomb = _payload(b" " * (share.MAX_JSON + 10))
    assert len(bomb) < 10_000
    assert _problem(bomb) == share.DAMAGED
    assert _problem("1." + "A" * (share.MAX_PAYLOAD + 4)) == share.DAMAGED


# --- hidden information --------------------------------------------------------------------


def _deal(record):
    _rules, start = records.start(record)
    return list(start.site) + [t for s in start.stacks for t in s]


@pytest.mark.parametrize(
    "moves,players,long_game", [(0, 2, False), (5, 2, False), (13, 3, False), (22, 4, False), (30, 2, True)]
)
def test_unfinished_akropolis_hides_the_stacks(moves, players, long_game):
    names = ("Ann", "Bo", "Cy", "Di")[:players]
    record, state = _game(moves, seed=99, players=names, options=Options(long=long_game), pick=7)
    assert not state.over
    public, changed = share.shareable(record, seed=12345)
    assert changed
    assert public.seed is None and public.setup is not None
    assert public.moves == record.moves and public.players == record.players
    assert public.options == record.options
    old, new = _deal(record), public.setup["tiles"]
    hidden = sum(len(s) for s in state.stacks)
    shown = len(old) - hidden
    assert new[:shown] == old[:shown]  # what was laid out stays as it was
    assert sorted(new[shown:]) == sorted(old[shown:])  # the same tiles still to come...
    assert new[shown:] != old[shown:]  # ...in another order
    # the same position for every seat; only the stacks differ
    _rules, again = records.replay(public)
    for seat in range(state.seats):
        assert msgspec.json.encode(RULES.view(again, seat)) == msgspec.json.encode(RULES.view(state, seat))
    assert again.stacks != state.stacks
    # and the link carries nothing of the original seed or deal order
    decoded = share.decode(share.encode(public), PLAYABLE)
    assert _same(decoded, public) and decoded.seed is None


def test_solo_game_is_shared_with_a_new_deal_too():
    record, state = _game(9, players=("Ann",), options=Options(solo="metagenes"), pick=2)
    public, changed = share.shareable(record, seed=1)
    assert changed
    _rules, again = records.replay(public)
    assert msgspec.json.encode(RULES.view(again, 0)) == msgspec.json.encode(RULES.view(state, 0))


def test_finished_akropolis_is_shared_as_it_is():
    record, state = _game(200, pick=5)
    assert state.over
    assert share.shareable(record, seed=1) == (record, False)


def test_games_without_a_hook_are_shared_only_when_over(monkeypatch):
    record, state = _game(4)
    monkeypatch.setattr(type(RULES), "hidden_module", None)  # as if Akropolis had no hidden.py
    with pytest.raises(share.ShareRefused):
        share.shareable(record, seed=1)
    done, state = _game(200)
    assert state.over
    assert share.shareable(done, seed=1) == (done, False)


def test_a_hook_that_changes_the_position_is_refused(monkeypatch):
    record, _ = _game(4)

    def bad(record, seat, seed):  # drops a move: another position
        return msgspec.structs.replace(record, moves=record.moves[:-1])

    monkeypatch.setattr(RULES, "public_record", bad)
    with pytest.raises(share.ShareRefused):
        share.shareable(record, seed=1)


# --- Architects of Amytis ------------------------------------------------------------------


def _amytis_game(moves: int, seed: int, pick: int, options=None):
    """An Architects of Amytis record after `moves` seeded random legal moves."""
    from engine.amytis import Options as AmytisOptions

    record, _rules, state = random_record("amytis", 2, moves, seed, options or AmytisOptions(), pick)
    return record, state


@pytest.mark.parametrize("seed", range(12))
def test_unfinished_amytis_hides_the_covered_tiles_and_the_deck(seed):
    from engine.amytis import RULES as AMYTIS, Options as AmytisOptions

    options = AmytisOptions(palace="B", revised_deal=True) if seed % 3 == 2 else None
    record, state = _amytis_game(random.Random(seed).randrange(0, 60), seed=seed + 500, pick=seed, options=options)
    assert not AMYTIS.is_over(state)
    public, changed = share.shareable(record, seed=777 + seed)
    assert changed
    assert public.seed is None and public.setup is not None
    assert public.moves == record.moves and public.players == record.players
    assert public.options == record.options
    _rules, start = records.start(record)
    _rules, new_start = records.start(public)
    # what was seen stays where it was: taken tiles, the tops, the face-up cards, hands, drawn cards
    for old, new, now in zip(start.stacks, new_start.stacks, state.stacks):
        covered = max(len(now) - 1, 0)
        assert new[covered:] == old[covered:]
    drawn = len(start.deck) - len(state.deck)
    assert new_start.deck[:drawn] == start.deck[:drawn]
    assert new_start.faceup == start.faceup and new_start.hands == start.hands
    # the hidden tiles and cards are the same ones
    hidden_old = [t for s, n in zip(start.stacks, state.stacks) for t in s[: max(len(n) - 1, 0)]] + list(start.unused)
    hidden_new = [t for s, n in zip(new_start.stacks, state.stacks) for t in s[: max(len(n) - 1, 0)]] + list(
        new_start.unused
    )
    assert sorted(hidden_new) == sorted(hidden_old)
    assert sorted(new_start.deck[drawn:]) == sorted(start.deck[drawn:])
    # the same position for both seats
    _rules, again = records.replay(public)
    for seat in range(2):
        assert msgspec.json.encode(AMYTIS.view(again, seat)) == msgspec.json.encode(AMYTIS.view(state, seat))
    decoded = share.decode(share.encode(public), PLAYABLE)
    assert _same(decoded, public) and decoded.seed is None


def test_amytis_links_do_not_keep_the_hidden_order():
    moved_tiles = moved_deck = 0
    for seed in range(8):
        record, state = _amytis_game(10 + seed, seed=seed, pick=seed + 1)
        public, _ = share.shareable(record, seed=seed + 1)
        _rules, start = records.start(record)
        _rules, new_start = records.start(public)

        def covered(st):
            return [t for s, n in zip(st.stacks, state.stacks) for t in s[: max(len(n) - 1, 0)]]

        moved_tiles += covered(new_start) + list(new_start.unused) != covered(start) + list(start.unused)
        drawn = len(start.deck) - len(state.deck)
        moved_deck += new_start.deck[drawn:] != start.deck[drawn:]
        assert share.encode(public) != share.encode(record)
    assert moved_tiles >= 7 and moved_deck >= 7


def test_finished_amytis_is_shared_as_it_is():
    record, state = _amytis_game(1000, seed=3, pick=4)
    from engine.amytis import RULES as AMYTIS

    assert AMYTIS.is_over(state)
    assert share.shareable(record, seed=1) == (record, False)


# --- Pantikapaion and Pyramidion: piles shuffled again during play ----------------------------


@pytest.mark.parametrize(
    "game,players,moves",
    [("pantikapaion", 1, 30), ("pantikapaion", 4, 200), ("pyramidion", 2, 80), ("pyramidion", 4, 260)],
)
def test_unfinished_games_with_reshuffled_piles_are_shared(game, players, moves):
    record, rules, state = random_record(game, players, moves, seed=players + moves)
    assert not rules.is_over(state)
    seat = players - 1
    public, changed = share.shareable(record, seed=5, seat=seat)
    assert changed and public.moves == record.moves and public.setup is not None
    decoded = share.decode(share.encode(public), PLAYABLE)
    assert _same(decoded, public)
    _r, again = records.replay(decoded)
    assert msgspec.json.encode(rules.view(again, seat)) == msgspec.json.encode(rules.view(state, seat))


def test_pyramidion_link_is_made_for_the_seat_to_act_by_default():
    record, rules, state = random_record("pyramidion", 3, 50, seed=2)
    public, _ = share.shareable(record, seed=5)
    _r, again = records.replay(public)
    seat = rules.current_player(state)
    assert msgspec.json.encode(rules.view(again, seat)) == msgspec.json.encode(rules.view(state, seat))


def test_stepping_back_in_a_link_drops_the_shuffles_planned_for_later():
    record, rules, state = random_record("pyramidion", 3, 260, seed=9)
    public, _ = share.shareable(record, seed=3, seat=0)
    assert public.shuffles and len(public.shuffles) >= 3
    assert replay.at_step(public, len(public.moves)).shuffles == public.shuffles
    early = replay.at_step(public, 10)
    assert not early.shuffles or len(early.shuffles) < len(public.shuffles)
    # playing on from there, other moves than the link's: never a clash with a planned order
    rules, now = records.replay(early)
    chooser = random.Random(1)
    while not rules.is_over(now):
        legal = rules.legal_actions(now)
        now = rules.apply(now, legal[chooser.randrange(len(legal))])
