"""Pantikapaion computer players.

    pantikapaion.automa  the solo opponent (seat 2 of a solo game): makes the move its rules
                         prescribe (the engine allows no other)
    pantikapaion.easy    makes each choice of its turn for what it is worth at once, looking one
                         choice ahead (a tile with its placement, a building with its spot)
    pantikapaion.medium  like easy, but plays each line out to the end of its turn with the
                         quick choices before judging it
    pantikapaion.hard    every candidate of four choices of its turn (tile, placement,
                         development, building spot), each line then played to the turn's end
                         with the quick choices before it is judged; in the last round the
                         evaluation counts coins, cubes and workers at what the final scoring pays

Any of them, asked to play the automa's seat, plays its prescribed move.
"""

from __future__ import annotations

from ..controllers import CoachSettings, ControllerInfo

#: thinking time of the hard player when the caller gives none (CPython seconds)
TIME_LIMIT = 0.7
#: the medium player's share of the hard player's thinking time (the look-ahead players have no
#: iterations: they judge every candidate of their next choices, best first, until time is up)
MEDIUM_SHARE = 0.5
#: choices of its own turn each level looks ahead (the first included): easy and medium 2,
#: hard 4. A quarter of the tree search was no better than the easy player's look (medium beat
#: easy 6 of 13 games), and 60 sampled whole turns lost to judging every candidate of four
#: choices, which costs more CPU; medium looking 3 choices (without `finish`) beat easy only
#: 13 of 19
EASY_DEPTH = 2
MEDIUM_DEPTH = 2
HARD_DEPTH = 4
#: whether the hard player runs the tree search (play-outs to the game's end) in the last round
#: instead of its look at the turn: with it, hard lost 4 of 5 games to medium (seeds 0-4)
HARD_SEARCHES_LAST_ROUND = False
#: which levels play out the rest of their turn with the quick choices before judging a look
#: that stops partway through it (Greedy's `finish`). Without it, four choices lost to three
#: (hard beat medium 6 of 19), likely because a look stopping partway through the turn
#: judges a half-done one (a building bought but not yet placed, coins before their step);
#: with it hard beat that medium 6 of its first 8 games (+14 points a game). Medium finishing
#: the turns of easy's look beat easy 5 of 6 (+13) and lost to hard 1 of 6 (-13.5): an even
#: step each (3 choices with `finish` beat easy by +32 but came within +12 of hard)
EASY_FINISH = False
MEDIUM_FINISH = True
HARD_FINISH = True

CONTROLLERS = (
    ControllerInfo(id="pantikapaion.automa", solo_only=True),
    ControllerInfo(id="pantikapaion.easy"),
    ControllerInfo(id="pantikapaion.medium"),
    ControllerInfo(id="pantikapaion.hard"),
)

#: how the coach advises and reviews this game (solo_ai/coach.py). The hard player looks at its
#: whole turn, which iterations do not bound: a review judges at most REVIEW_LINES lines per
#: decision (a rich last-round decision judged 37,000 lines, 17 s of CPU; with 200, 0.6 s at
#: most, and the same choice in 232 of 254 decisions of three games, the others within a point
#: of it on average by the coach's own estimate: docs/benchmarks.md)
REVIEW_LINES = 200
COACH = CoachSettings(
    review_iterations=40,
    review_lines=REVIEW_LINES,
    model="solo_ai.pantikapaion.heuristics:MODEL",
    # the engine's score breakdown; what the model adds to it: buildings'
    # neighbours and rates to come, workers, markers, coins and cubes to spend
    categories=("house", "winery", "fortress", "aqueduct", "temple", "coins", "cubes", "drought"),
)


def make_thinker(
    controller: str, rules, state, seat: int, seed: int = 0, time_limit: float = TIME_LIMIT, iterations=None, lines=None
):
    # The players' code is imported here, so listing them (the setup screen) stays light.
    from engine.pantikapaion import data

    from ..search import Greedy, Search
    from ..thinker import Ready
    from .heuristics import MODEL, is_automa

    if rules.current_player(state) != seat:
        raise ValueError(f"seat {seat} is not the one to move")
    legal = rules.legal_actions(state)
    if is_automa(state, seat):
        # The engine allows the automa exactly one move.
        return Ready(legal[0])
    if controller == "pantikapaion.automa":
        raise ValueError("the automa plays only the second seat of a solo game")
    if len(legal) == 1:
        return Ready(legal[0])
    if controller == "pantikapaion.easy":
        return Greedy(
            rules, state, seat, MODEL, seed, time_limit, iterations, depth=EASY_DEPTH, finish=EASY_FINISH, lines=lines
        )
    if controller == "pantikapaion.medium":
        return Greedy(
            rules,
            state,
            seat,
            MODEL,
            seed,
            time_limit * MEDIUM_SHARE,
            iterations,
            depth=MEDIUM_DEPTH,
            finish=MEDIUM_FINISH,
            lines=lines,
        )
    if state.round < data.ROUNDS or not HARD_SEARCHES_LAST_ROUND:
        return Greedy(
            rules, state, seat, MODEL, seed, time_limit, iterations, depth=HARD_DEPTH, finish=HARD_FINISH, lines=lines
        )
    return Search(rules, state, seat, MODEL, seed, time_limit, iterations)
