"""Rules versions: a game keeps the rules it began with. Version 2 brought the loading example's
boat and Cairo's wood, one count of influence when a revolt comes first, and the end of the game
once no boat is left to load; a record of version 1 replays exactly as it was played."""

import json
from pathlib import Path

import msgspec
import pytest
from msgspec.structs import replace

from engine.core import records
from engine.core.errors import RecordError
from engine.core.protocol import Seat
from engine.pyramidion import RULES, Options, data, flow

from .util import BLUE, RED, YELLOW, basic, card, fresh, in_city, pass_all, rebels, special

GREEN = 3
OLD_RECORD = Path(__file__).parent / "records" / "rules1_two_players_seed3.json"


def test_new_games_are_played_under_version_2():
    assert RULES.version == data.VERSION == 2 and RULES.oldest_version == 1
    record = records.new_record("pyramidion", [Seat("A"), Seat("B")], seed=3)
    assert record.rules == 2 and json.loads(records.encode(record))["rules"] == 2
    _, state = records.replay(record)
    assert state.rules == 2 and RULES.view(state, 0).rules == 2
    assert "rules" in json.loads(msgspec.json.encode(RULES.view(state, None)))


def test_a_version_1_record_replays_exactly_as_it_was_played():
    """The record, its final state hash and its scores were made by the engine before version 2
    (a random two-player game to 10 that loads boats with Cairo's worker)."""
    saved = json.loads(OLD_RECORD.read_text())
    record = records.decode(json.dumps(saved["record"]).encode())
    assert record.rules == 1
    _, state = records.replay(record)
    assert state.rules == 1 and RULES.is_over(state)
    assert RULES.state_hash(state) == saved["hash"]
    assert RULES.scores(state) == saved["scores"] and RULES.winners(state) == saved["winners"]
    # the view of a version-1 game names no version, as before
    assert "rules" not in json.loads(msgspec.json.encode(RULES.view(state, None)))
    # under version 2 the same moves are another game: Cairo's token no longer adds a worker
    with pytest.raises(RecordError, match="move 24"):
        records.replay(replace(record, rules=2))


# --- one count of influence (issue: the revolt and the award counted it differently) -----------


def _overseer_revolt(rules: int):
    """Luxor (influence threshold 5), one Rebel, revolt token 0 (strength 5). Red's Overseer
    (I1) lowers every other card: Blue I3 + I4 counts 5, Yellow's Rebel I2 + I3 + I3 counts 5.
    Red, at 1, discards, and the Overseer with him."""
    rebel = rebels()[0]
    played = [
        (special("overseer"), RED),
        (basic(BLUE, 3), BLUE),
        (card("mercenary", influence=4), BLUE),
        (rebel, YELLOW),
        (basic(YELLOW, 3), YELLOW),
        (card("mercenary", 1, influence=3), YELLOW),
    ]
    state = in_city(3, data.LUXOR, RED, played, revolt_bag=(0, 1, 2, 3, 4, 5))
    state = replace(state, rules=rules)
    assert [t[data.INFLUENCE] for t in RULES.view(state, None).totals] == [1, 5, 5]
    return pass_all(state)


def test_the_influence_award_uses_the_revolts_count():
    """«(если в текущем городе был бунт, то своё влияние игроки уже подсчитали)»: Blue and
    Yellow tied at 5 when the revolt counted, so nobody puts a mercenary token in Luxor."""
    after = _overseer_revolt(2)
    revolt, influence = after.resolutions[0], after.resolutions[1]
    assert (revolt.category, revolt.totals, revolt.needed, revolt.result) == ("revolt", (1, 5, 5), 5, "tie")
    assert revolt.discarded == (RED,)
    assert (influence.category, influence.totals, influence.result) == ("influence", (0, 5, 5), "tie")
    assert after.mercenaries[data.LUXOR] == -1


def test_under_version_1_the_award_counted_again_without_the_discarded_overseer():
    after = _overseer_revolt(1)
    revolt, influence = after.resolutions[0], after.resolutions[1]
    assert revolt.totals == (1, 5, 5) and revolt.result == "tie"
    assert (influence.totals, influence.winner, influence.result) == ((0, 7, 8), YELLOW, "won")
    assert after.mercenaries[data.LUXOR] == YELLOW


def test_without_a_revolt_influence_is_counted_once_as_before():
    played = [(special("overseer"), RED), (basic(BLUE, 3), BLUE), (card("mercenary", influence=4), BLUE)]
    for rules in (1, 2):
        state = replace(in_city(3, data.LUXOR, RED, played), rules=rules)
        influence = pass_all(state).resolutions[0]
        assert (influence.category, influence.totals, influence.winner) == ("influence", (1, 5, 0), BLUE)


# --- the end once no boat is left to load ------------------------------------------------------

#: all 20 boats loaded, 12 / 12 / 12 / 11 VP: nobody can reach 15 any more
FLEETS = ((17, 18, 19), (11, 12, 13, 14), (15, 16, 5, 6, 7), (8, 9, 10, 0, 1, 2, 3, 4))


def _all_boats_loaded(rules: int):
    """Four players to 15 without "all boats", at the end of the round in which the last boat
    was loaded. Red and Blue tie on VP and on cards in hand (2 each); Blue has more boats."""
    state = fresh(4, Options(target=15))
    hands = ((20, 21), (22, 23), (24,), ())
    held = {c for h in hands for c in h}
    state = replace(
        state,
        rules=rules,
        boats=FLEETS,
        boat_row=(),
        boat_deck=(),
        boat_discard=(),
        hands=hands,
        deck=tuple(c for c in state.deck if c not in held),
        activations=tuple(range(8)),
        stage="end",
        queue=(),
    )
    assert [RULES.scores(state)[s]["total"] for s in range(4)] == [12, 12, 12, 11]
    return flow.advance(state)


def test_a_game_to_15_ends_when_no_boat_is_left_to_load():
    """«Или пока не будут снаряжены все лодки» names the end with every boat loaded as a
    variant; since version 2 a game to a target ends there too, or it could never end. The
    usual order decides: VP, then cards in hand, then boats."""
    over = _all_boats_loaded(2)
    assert RULES.is_over(over) and RULES.current_player(over) == -1
    assert over.winner == BLUE and RULES.winners(over) == [BLUE]
    assert over.final_hands == (2, 2, 1, 0)


def test_under_version_1_such_a_game_went_on():
    state = _all_boats_loaded(1)
    assert not RULES.is_over(state)
    assert state.round == 2 and state.boat_row == ()
    assert RULES.current_player(state) >= 0


def test_a_game_to_a_target_still_ends_at_the_target_with_boats_left():
    state = fresh(4, Options(target=10))
    state = replace(
        state,
        boats=((17, 18, 19), (), (), ()),
        stage="end",
        queue=(),
        boat_row=state.boat_row,
        activations=tuple(range(8)),
    )
    over = flow.advance(state)
    assert RULES.is_over(over) and over.winner == RED
    state = fresh(4, Options(target=15))
    state = replace(state, boats=((17, 18, 19), (), (), ()), stage="end", queue=(), activations=tuple(range(8)))
    assert not RULES.is_over(flow.advance(state))
