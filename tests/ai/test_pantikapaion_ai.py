"""Pantikapaion computer players: legal moves at every step and player count (solo included),
the automa's prescribed moves, thinking in short steps, repeatable decisions, no peeking at the
order of the bag, and the hard player beating the easy one."""

from __future__ import annotations

import time

import msgspec
import pytest
from msgspec.structs import replace

import solo_ai
from engine.core.rng import Rng
from engine.pantikapaion import RULES, Options
from tests.helpers.ticking_clock import SLACK, run_counted, tick_thinkers


PLAYERS = ("pantikapaion.easy", "pantikapaion.medium", "pantikapaion.hard")
AUTOMA = "pantikapaion.automa"
#: a small fixed amount of search: fast, and the same move on every machine
FEW = 8


def random_position(seats: int, plies: int, seed: int, options: "Options | None" = None):
    """The position after `plies` random legal actions (fewer if the game ends first)."""
    state = RULES.new_game(seats, options, seed=seed)
    rng = Rng.from_seed(seed * 7919 + plies)
    for _ in range(plies):
        if RULES.is_over(state):
            break
        actions = RULES.legal_actions(state)
        i, rng = rng.below(len(actions))
        state = RULES.apply(state, actions[i])
    return state


def to_player(state):
    """The position itself, or after the automa's forced moves when it is the automa's turn."""
    while state.automa is not None and RULES.current_player(state) == 1:
        state = RULES.apply(state, RULES.legal_actions(state)[0])
    return state


def run(thinker, budget=0.03):
    """Steps a thinker to the end; returns (action, longest single step in seconds)."""
    longest = 0.0
    while True:
        start = time.perf_counter()
        done = thinker.step(budget)
        longest = max(longest, time.perf_counter() - start)
        if done:
            return thinker.result(), longest


def permuted(state, seed: int):
    """The same position as every player sees it, with the bag in another order and another
    generator."""
    bag, _ = Rng.from_seed(seed).shuffled(state.bag)
    other = replace(state, bag=tuple(bag), rng=Rng.from_seed(seed + 1))
    assert RULES.view(other, 0) == RULES.view(state, 0)
    if len(state.bag) > 1:
        assert other.bag != state.bag
    return other


# --- the catalogue ---------------------------------------------------------------------------


def test_controllers_listed():
    infos = {c.id: c for c in solo_ai.controllers("pantikapaion")}
    assert set(infos) == {AUTOMA, *PLAYERS}
    assert infos[AUTOMA].solo_only
    assert not any(infos[p].solo_only for p in PLAYERS)
    assert msgspec.json.decode(msgspec.json.encode(infos[AUTOMA]))["solo_only"] is True


def test_bad_requests():
    state = RULES.new_game(2, seed=1)
    with pytest.raises(ValueError):
        solo_ai.make_thinker("pantikapaion.nobody", RULES, state, 0)
    with pytest.raises(ValueError):
        solo_ai.make_thinker("pantikapaion.easy", RULES, state, 1)  # not this seat's turn
    with pytest.raises(ValueError):
        solo_ai.make_thinker(AUTOMA, RULES, state, 0)  # no automa in this game
    with pytest.raises(ValueError):
        solo_ai.make_thinker(AUTOMA, RULES, RULES.new_game(1, seed=1), 0)  # the player's seat


def test_automa_plays_its_prescribed_moves():
    options = Options(automa_round_one=True, automa_best_tile=True, automa_needed_cube=True)
    state = RULES.new_game(1, options, seed=5)
    moves = 0
    while not RULES.is_over(state) and moves < 120:
        seat = RULES.current_player(state)
        if seat == 1:
            for controller in (AUTOMA, *PLAYERS):
                thinker = solo_ai.make_thinker(controller, RULES, state, seat, seed=moves)
                assert thinker.step(0.0)  # no thinking: the engine allows one move
                assert [thinker.result()] == RULES.legal_actions(state)
            action = thinker.result()
        else:
            action = solo_ai.choose("pantikapaion.easy", RULES, state, seat, seed=moves)
        state = RULES.apply(state, action)
        moves += 1
    assert moves >= 60


# --- legal moves and short steps -------------------------------------------------------------

#: plies into a four-player game; fewer seats play shorter games, so they get a share of these
POSITIONS = [
    (seats, plies * (seats + 1) // 5, seed)
    for seats in (1, 2, 3, 4)
    for plies, seed in ((0, 1), (5, 2), (23, 3), (58, 4), (120, 5), (190, 6))
]
#: a last-round position whose exact end-game solve, unbounded under fixed iterations, takes
#: 90 s of CPU (the page's players think against the clock): the slow tests keep it
SLOW_POSITIONS = {(3, 152, 6)}
POSITIONS = [pytest.param(*p, marks=pytest.mark.slow) if p in SLOW_POSITIONS else p for p in POSITIONS]


@pytest.mark.parametrize("seats,plies,seed", POSITIONS)
def test_every_player_moves_legally(seats, plies, seed):
    state = to_player(random_position(seats, plies, seed))
    if RULES.is_over(state):
        pytest.fail("the position is over: choose another seed")
    seat = RULES.current_player(state)
    legal = RULES.legal_actions(state)
    for controller in PLAYERS:
        action, _ = run(solo_ai.make_thinker(controller, RULES, state, seat, seed=seed, iterations=FEW))
        assert action in legal, controller


@pytest.mark.slow
def test_whole_games_of_every_player_count():
    """Whole games (the hard player with little search): every move legal, every step met."""
    steps = set()
    for seats, seed in ((1, 11), (3, 12), (4, 13)):
        options = Options(automa_best_tile=True) if seats == 1 else None
        state = RULES.new_game(seats, options, seed=seed)
        ply = 0
        while not RULES.is_over(state):
            seat = RULES.current_player(state)
            steps.add(state.step)
            if state.automa is not None and seat == 1:
                controller = AUTOMA
            else:
                controller = PLAYERS[(seat + ply // 30) % 2]
            state = RULES.apply(state, solo_ai.choose(controller, RULES, state, seat, seed=ply, iterations=2))
            ply += 1
        assert ply > 40
    assert {"scout", "tile", "develop", "building", "discard"} <= steps


@pytest.mark.parametrize("controller", PLAYERS)
def test_steps_keep_to_their_budget(controller, monkeypatch):
    clock = tick_thinkers(monkeypatch)
    state = to_player(random_position(4, 170, 21))
    thinker = solo_ai.make_thinker(controller, RULES, state, RULES.current_player(state), seed=3, time_limit=0.3)
    action, longest, total = run_counted(thinker, clock, 0.03)
    assert action in RULES.legal_actions(state)
    assert longest <= 0.03 + SLACK  # a step stops at its first looks at the clock past its budget
    assert total <= 0.3 + 0.03 + SLACK  # and the thinking stops once its time limit is up


# --- repeatable, and blind to what is hidden -------------------------------------------------


def test_determinize_keeps_the_view_and_redeals_the_bag():
    state = random_position(3, 40, 31)
    deals = set()
    for k in range(5):
        deal = RULES.determinize(state, RULES.current_player(state), Rng.from_seed(k))
        for seat in range(3):
            assert RULES.view(deal, seat) == RULES.view(state, seat)
        assert sorted(deal.bag) == sorted(state.bag)
        deals.add(deal.bag)
    assert len(deals) == 5


@pytest.mark.parametrize(
    "seats,plies,seed", [(1, 3, 41), (1, 60, 42), (2, 12, 43), (2, 80, 44), (3, 35, 45), (4, 120, 46)]
)
def test_same_seed_same_move_whatever_is_hidden(seats, plies, seed):
    state = to_player(random_position(seats, plies, seed))
    if RULES.is_over(state):
        pytest.fail("the position is over: choose another seed")
    other = permuted(state, seed)
    seat = RULES.current_player(state)
    for controller in PLAYERS:
        first = solo_ai.choose(controller, RULES, state, seat, seed=seed, iterations=FEW)
        again = solo_ai.choose(controller, RULES, state, seat, seed=seed, iterations=FEW)
        blind = solo_ai.choose(controller, RULES, other, seat, seed=seed, iterations=FEW)
        assert first == again == blind, controller


# --- strength --------------------------------------------------------------------------------


def play(lineup, seed, **think):
    state = RULES.new_game(len(lineup), seed=seed)
    ply = 0
    while not RULES.is_over(state):
        seat = RULES.current_player(state)
        state = RULES.apply(state, solo_ai.choose(lineup[seat], RULES, state, seat, seed=seed * 1000 + ply, **think))
        ply += 1
    return [s["total"] for s in RULES.scores(state)]


#: lines the hard player may judge a decision in the strength test. The page bounds its look by
#: time (0.7 s judged up to about 3,000 lines on a desktop); judging every line of four choices
#: took minutes a game, and a bound counted in work gives the same game on every machine.
STRENGTH_LINES = 300


@pytest.mark.slow
def test_hard_beats_easy():
    wins = 0
    results = []
    for game in range(4):
        lineup = ["pantikapaion.hard", "pantikapaion.easy"]
        if game % 2:
            lineup.reverse()
        scores = play(lineup, seed=800 + game, iterations=1, lines=STRENGTH_LINES)
        hard = scores[lineup.index("pantikapaion.hard")]
        easy = scores[lineup.index("pantikapaion.easy")]
        results.append((hard, easy))
        wins += hard > easy
    assert wins >= 3, results


# --- the medium player's look within its turn ---------------------------------------------------


def test_a_deeper_look_judges_more_and_width_limits_the_look():
    """A look three choices deep follows more of the turn than two (more positions judged); a
    `width` keeps only the model's best candidates after the first choice (fewer judged)."""
    from solo_ai.pantikapaion.heuristics import PantikapaionModel
    from solo_ai.search import Greedy

    class Counting(PantikapaionModel):
        def __init__(self):
            self.judged = 0

        def worth(self, rules, state, seat):
            self.judged += 1
            return super().worth(rules, state, seat)

    state = to_player(RULES.new_game(2, seed=61))
    seat = RULES.current_player(state)
    judged = {}
    for name, depth, width in (("easy", 2, None), ("medium", 3, None), ("narrow", 3, 1)):
        model = Counting()
        thinker = Greedy(RULES, state, seat, model, seed=5, iterations=1, depth=depth, width=width)
        action, _longest = run(thinker)
        assert action in RULES.legal_actions(state)
        judged[name] = model.judged
    assert judged["easy"] < judged["medium"]
    assert judged["narrow"] < judged["medium"]


def test_medium_and_hard_judge_each_look_where_its_turn_ends():
    """With `finish` (medium, hard) a look that stops partway through the turn is judged only
    after the model's quick choices end the turn; without it (easy), positions in the middle of
    the turn are judged (a building bought but not yet placed, coins before their paid step)."""
    from solo_ai import pantikapaion as levels
    from solo_ai.pantikapaion.heuristics import PantikapaionModel
    from solo_ai.search import Greedy

    class Recording(PantikapaionModel):
        def __init__(self):
            self.mid_turn = 0
            self.judged = 0
            self.ranking = False

        def candidates(self, rules, state, actions):
            # ranking the candidates of a choice judges each one as it stands: not a look's end
            self.ranking = True
            try:
                return super().candidates(rules, state, actions)
            finally:
                self.ranking = False

        def worth(self, rules, state, seat):
            if self.ranking:
                return super().worth(rules, state, seat)
            self.judged += 1
            if (
                not rules.is_over(state)
                and rules.current_player(state) == seat
                and (state.round, state.turn) == self.when
            ):
                self.mid_turn += 1
            return super().worth(rules, state, seat)

    state = to_player(RULES.new_game(2, seed=61))
    seat = RULES.current_player(state)
    counts = {}
    for level in ("EASY", "MEDIUM", "HARD"):
        model = Recording()
        model.when = (state.round, state.turn)
        thinker = Greedy(
            RULES,
            state,
            seat,
            model,
            seed=5,
            iterations=1,
            depth=getattr(levels, f"{level}_DEPTH"),
            finish=getattr(levels, f"{level}_FINISH"),
        )
        action, _longest = run(thinker)
        assert action in RULES.legal_actions(state)
        counts[level] = (model.mid_turn, model.judged)
    assert counts["EASY"][0] > 0, counts
    for level in ("MEDIUM", "HARD"):
        assert counts[level][0] == 0 and counts[level][1] > 0, counts


def test_a_look_bounded_in_lines_shares_them_among_its_candidates():
    """`lines` bounds the hard player's look in work, not time (the review's fixed cost per
    decision): it judges at most that many lines, gives every first candidate one when there
    are enough, chooses the same move again, and bites where the whole look is far larger."""
    from solo_ai import pantikapaion as levels
    from solo_ai.pantikapaion.heuristics import MODEL
    from solo_ai.search import Greedy

    state = to_player(random_position(2, 0, seed=7))  # the first tile: 312 lines in all
    seat = RULES.current_player(state)

    def look(lines):
        thinker = Greedy(
            RULES,
            state,
            seat,
            MODEL,
            seed=5,
            iterations=1,
            depth=levels.HARD_DEPTH,
            finish=levels.HARD_FINISH,
            lines=lines,
        )
        action, _longest = run(thinker)
        assert action in RULES.legal_actions(state)
        return action, thinker.judged

    _all, whole = look(None)
    first = len(
        [a for a in MODEL.candidates(RULES, state, RULES.legal_actions(state)) if a in set(RULES.legal_actions(state))]
    )
    lines = max(first, whole // 10)
    assert lines < whole, (first, whole)
    action, judged = look(lines)
    assert first <= judged <= lines
    assert look(lines) == (action, judged)
    # fewer lines than candidates: the best-ranked candidates get one each, no more in all
    _action, judged = look(3)
    assert judged == 3


def test_the_review_bounds_the_hard_players_look_in_lines(monkeypatch):
    """Each reviewed decision's hard player gets the game's review_lines (repeatable work),
    and a hint does not (its computer turn's time bounds it)."""
    from engine.core import records
    from engine.core.protocol import Seat
    from solo_ai import coach
    from solo_ai.pantikapaion import COACH

    assert COACH.review_lines
    record = records.new_record("pantikapaion", [Seat("Ann", "human"), Seat("Bot", "pantikapaion.easy")], seed=3)
    rules, state = records.start(record)
    for ply in range(30):
        move = solo_ai.choose("pantikapaion.easy", rules, state, rules.current_player(state), seed=ply)
        state, record = rules.apply(state, move), records.with_move(record, move)
    asked = []
    made = solo_ai.make_thinker

    def recording(*args, **kwargs):
        thinker = made(*args, **kwargs)
        asked.append((kwargs.get("lines"), getattr(thinker, "lines", None)))
        return thinker

    monkeypatch.setattr(solo_ai, "make_thinker", recording)
    review = coach.Review(record, 0, seed=1, deals=2)
    while not review.step(0.05):
        pass
    assert review.items and asked
    looks = [given for given in asked if given[1] is not None or given[0] is not None]
    assert looks and all(given == (COACH.review_lines, COACH.review_lines) for given in looks)
    asked.clear()
    coach.hint(rules, state, rules.current_player(state), seed=1, time_limit=0.2)
    assert asked and all(given[0] is None for given in asked)
