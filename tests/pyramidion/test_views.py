"""What each seat may see: its own hand and boats, other seats' counts only, no deck order, no
face-down revolt token, no other seat's boat VP; the full view (seat None) shows everything."""

import msgspec
from msgspec.structs import replace

from engine.core.rng import Rng
from engine.pyramidion import RULES, Options

from .checks import HIDDEN_KEYS, check_views, scrambled
from .util import fresh, random_game


def _positions(seed: int, seats: int, every: int):
    """Positions along a random game, every `every` steps."""
    out = []

    def keep(state, moves):
        if len(moves) % every == 0:
            out.append(state)

    random_game(seed, seats, Options(), keep)
    return out


def test_views_do_not_change_when_hidden_parts_are_permuted():
    for seats, seed in ((2, 3), (3, 4), (4, 5)):
        positions = _positions(seed, seats, 7)
        assert len(positions) > 20
        for i, state in enumerate(positions):
            check_views(state, salt=i + 1)


def test_hidden_parts_really_differ_in_the_scrambled_positions():
    state = _positions(8, 4, 50)[3]
    other = scrambled(state, 0, 5)
    assert other.deck != state.deck or other.hands[1:] != state.hands[1:]
    assert other.hands[0] == state.hands[0] and other.boats[0] == state.boats[0]
    # and the full view tells them apart
    assert RULES.state_hash(other) != RULES.state_hash(state)


def test_full_view_shows_everything():
    state = fresh(3)
    full = msgspec.to_builtins(RULES.view(state, None))
    assert HIDDEN_KEYS <= set(full)
    assert full["deck"] == list(state.deck)
    assert all(len(h) == 9 for h in full["hands"])
    seat = msgspec.to_builtins(RULES.view(state, 1))
    assert seat["hands"][1] == list(state.hands[1]) and seat["hands"][0] == []
    assert seat["hand_sizes"] == [9, 9, 9] and seat["deck_size"] == len(state.deck)


def test_boats_are_hidden_until_the_game_is_over():
    state = replace(fresh(3), boats=((17,), (5, 6), ()))
    view = RULES.view(state, 1)
    assert view.boats == [[], [5, 6], []] and view.boat_counts == [1, 2, 0]
    assert view.vp == [-1, 4, -1]
    over = replace(state, stage="over", queue=(), winner=0)
    assert RULES.view(over, 1).boats == [[17], [5, 6], []]


def test_the_rng_is_not_in_a_seat_view():
    state = fresh(2)
    a = msgspec.json.encode(RULES.view(state, 0))
    b = msgspec.json.encode(RULES.view(replace(state, rng=Rng(12345)), 0))
    assert a == b
