"""Near the end of a game the exact final score decides: Amytis keeps every cell as a candidate
and plays its last tiles out to the end, Pantikapaion plays its last round out, and Akropolis
values the Famous Architect by its expected final score (exact once no tile is left)."""

from __future__ import annotations

import test_amytis_ai as amytis_t
import test_pantikapaion_ai as pantikapaion_t

from engine.akropolis import solo
from engine.amytis import RULES as AMYTIS
from engine.pantikapaion import RULES as PANTIKAPAION
from engine.pantikapaion import data as pdata
from msgspec.structs import replace
from solo_ai.akropolis.search import architect_outlook
from solo_ai.amytis.heuristics import MODEL as AMYTIS_MODEL
from solo_ai.amytis.heuristics import tiles_left
from solo_ai.pantikapaion.heuristics import MODEL as PANTIKAPAION_MODEL


def test_amytis_keeps_every_legal_cell():
    for seed in range(6):
        state = amytis_t.random_position(1 + 4 * seed, seed)
        if state.step != "place":
            continue
        legal = AMYTIS.legal_actions(state)
        cands = AMYTIS_MODEL.candidates(AMYTIS, state, legal)
        assert set(cands) >= set(legal)


def test_amytis_plays_the_last_tiles_out():
    start = amytis_t.random_position(10, 2)
    assert tiles_left(start) > AMYTIS_MODEL.endgame_tiles
    late = replace(start, stacks=tuple(pile[-1:] if i < 3 else () for i, pile in enumerate(start.stacks)))
    assert tiles_left(late) <= AMYTIS_MODEL.endgame_tiles
    # far from the end a play-out stops after two turns; near it, never before the end
    two_turns_on = replace(start, turns=start.turns + 2, step="take")
    assert AMYTIS_MODEL.stop(AMYTIS, start, two_turns_on, 10)
    assert not AMYTIS_MODEL.stop(AMYTIS, late, replace(late, turns=late.turns + 2, step="take"), 10)


def test_pantikapaion_plays_the_last_round_out():
    state = pantikapaion_t.random_position(2, 30, 1)
    next_turn = replace(state, turn=state.turn + 1)
    assert PANTIKAPAION_MODEL.stop(PANTIKAPAION, state, next_turn, 5)
    last = replace(state, round=pdata.ROUNDS)
    assert not PANTIKAPAION_MODEL.stop(PANTIKAPAION, last, replace(last, turn=last.turn + 1), 5)


def test_the_architects_outlook_is_its_score_once_no_tile_is_left():
    tiles = [3, 17, 25, 40]
    for level in ("hippodamos", "metagenes", "callicrates"):
        exact = solo.architect_score(tiles, 4, level)["total"]
        assert architect_outlook(tiles, 4, level, [5, 9, 12], 0, 2) == exact
        # tiles still to come can only add districts and stars
        assert architect_outlook(tiles, 4, level, [5, 9, 12], 3, 2) >= exact


def test_the_architects_stones_are_worth_more_while_tiles_are_to_come():
    """A stone I pay buys the Architect a plaza later, so before the end it weighs more than the
    point it scores; at the end it is worth its point."""
    tiles, pool = [3, 17, 25, 40], [5, 9, 12, 20]
    more = architect_outlook(tiles, 3, "callicrates", pool, 4, 2) - architect_outlook(
        tiles, 2, "callicrates", pool, 4, 2
    )
    assert more > 1.0
    at_end = architect_outlook(tiles, 3, "callicrates", pool, 0, 2) - architect_outlook(
        tiles, 2, "callicrates", pool, 0, 2
    )
    assert at_end == 1.0


def _best_final_margin(state, seat: int):
    """The best final margin `seat` can reach when only it decides until the end (None when
    another seat still has a choice)."""
    if AMYTIS.is_over(state):
        totals = [s["total"] for s in AMYTIS.scores(state)]
        return totals[seat] - totals[1 - seat]
    actions = AMYTIS.legal_actions(state)
    if AMYTIS.current_player(state) != seat and len(actions) > 1:
        return None
    results = [_best_final_margin(AMYTIS.apply(state, a), seat) for a in actions]
    if any(r is None for r in results):
        return None
    return max(results)


def _last_placements(count: int):
    """Positions at a game's last placement, reached by the easy players from seeded deals."""
    import solo_ai

    found = []
    for seed in range(40):
        state = AMYTIS.new_game(2, seed=seed)
        last = None
        ply = 0
        while not AMYTIS.is_over(state):
            seat = AMYTIS.current_player(state)
            if state.step == "place":
                last = state
            state = AMYTIS.apply(state, solo_ai.choose("amytis.easy", AMYTIS, state, seat, seed=ply, iterations=1))
            ply += 1
        found.append(last)
        if len(found) >= count:
            break
    return found


def test_amytis_last_placement_is_the_best_cell():
    import solo_ai

    checked = 0
    for state in _last_placements(4):
        seat = AMYTIS.current_player(state)
        exact = {a: _best_final_margin(AMYTIS.apply(state, a), seat) for a in AMYTIS.legal_actions(state)}
        if any(v is None for v in exact.values()):
            continue
        move = solo_ai.choose("amytis.hard", AMYTIS, state, seat, seed=1, iterations=200)
        assert exact[move] == max(exact.values())
        checked += 1
    assert checked >= 2
