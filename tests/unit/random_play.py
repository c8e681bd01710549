"""Seeded random legal play for unit tests: a record of any game after a number of moves."""

from __future__ import annotations

import random

from engine.core import records
from engine.core.protocol import Seat


def play_on(record: records.Record, moves: int, pick: int = 0):
    """(record, rules, state) after up to `moves` more random legal moves (fewer if it ends);
    `pick` seeds the choices."""
    rules, state = records.replay(record)
    chooser = random.Random(pick)
    for _ in range(moves):
        if rules.is_over(state):
            break
        legal = rules.legal_actions(state)
        move = legal[chooser.randrange(len(legal))]
        state = rules.apply(state, move)
        record = records.with_move(record, move)
    return record, rules, state


def random_record(game: str, players: int, moves: int, seed: int, options=None, pick: "int | None" = None):
    """(record, rules, state): a new game of `players` seats dealt with `seed`, after `moves`
    random legal moves (chosen with `pick`, by default the seed)."""
    record = records.new_record(game, [Seat(f"P{i}") for i in range(players)], options, seed=seed)
    return play_on(record, moves, seed if pick is None else pick)
