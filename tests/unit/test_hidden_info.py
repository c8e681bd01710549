"""Hidden information, one definition per game (engine/<game>/hidden.py): a computer player's
re-deal (`Rules.determinize`) and a share link's record (`Rules.public_record`) keep what the
seats see and change what they do not."""

from __future__ import annotations

import msgspec
import pytest

from engine.core import records, registry
from engine.core.rng import Rng

from random_play import random_record
from tests.helpers.games import GAMES, fewest_seats, most_seats, part_way

#: (game, seats, moves) of positions with something still hidden: every game early on with two
#: seats and a third of the way in with its most
POSITIONS = [
    (game, players, part_way(game, players, share, seed=players))
    for game in GAMES
    for players, share in ((fewest_seats(game, 2), 0.1), (most_seats(game), 0.35))
]


def _views(rules, state, seats):
    return [msgspec.json.encode(rules.view(state, s)) for s in seats]


@pytest.mark.parametrize("game,players,moves", POSITIONS)
def test_determinize_keeps_the_view_and_deals_the_hidden_parts_anew(game, players, moves):
    record, rules, state = random_record(game, players, moves, seed=players)
    assert not rules.is_over(state)
    seat = max(rules.current_player(state), 0)
    seats = [seat] if rules.private_hands else range(players)
    deals = set()
    for k in range(5):
        deal = rules.determinize(state, seat, Rng.from_seed(k))
        assert _views(rules, deal, seats) == _views(rules, state, seats)
        deals.add(msgspec.json.encode(rules.view(deal, None)))
    assert len(deals) > 1  # something hidden was dealt anew, and differently


@pytest.mark.parametrize("game,players,moves", POSITIONS[::2])
def test_public_record_replays_to_what_the_seats_see(game, players, moves):
    record, rules, state = random_record(game, players, moves, seed=players)
    seat = max(rules.current_player(state), 0)
    public = rules.public_record(record, seat, 99)
    assert public.seed != record.seed or public.setup != record.setup
    _rules, again = records.replay(public)
    seats = [seat] if rules.private_hands else range(players)
    assert _views(rules, again, seats) == _views(rules, state, seats)


def test_every_game_names_its_hidden_information():
    for name in registry.names():
        rules = registry.get(name)
        assert rules.hidden_module == f"{registry.entry(name).engine}.hidden", name
