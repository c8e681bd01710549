"""How the Architects of Amytis computer players judge moves and positions.

A tile's worth on a cell is the points its building scores there at once, plus the projects in
hand the new board validates. A position is worth each player's live score (placements,
validated projects, favors as the board stands) plus the promise of the projects still in hand:
a project whose best-fitting pattern already shows most of its colours is likely to be
completed, the more so the more turns are left.
"""

from __future__ import annotations

from engine.amytis import data
from engine.amytis.architects import available, completes_line
from engine.amytis.board import placed, visible_colours
from engine.amytis.buildings import palace_b_points, placement_points
from engine.amytis.data import building_of, colour_of
from engine.amytis.favors import pawns_left, free_spaces, space_points
from engine.amytis.projects import FITS, POINTS, matches
from engine.amytis.scoring import scores
from engine.amytis.state import Draw, Favor, Place, Points, Take
from engine.core.rng import Rng

from ..search import Model, margin_values, result_values

#: a point of score difference, against the spread of a game (for values in [0, 1])
SCALE = 8.0
#: how much of a project's points its best partial pattern promises, at full progress
PROMISE = 0.6
#: construction tiles left at which a project in hand keeps its full promise
LONG_GAME = 24
#: Palace: the worth of a project taken that the board does not match at all yet (as if that
#: share of it were done), an unknown card's share, and the cards' average points
FRESH = 0.25
UNKNOWN_PROGRESS = 0.1
AVERAGE_PROJECT = sum(POINTS.values()) / len(POINTS)
#: rollout: chance of taking a random stack instead of the best-looking one (0.2 before; none
#: did better against the flat Monte-Carlo baseline: 13.5 of 16 games instead of 10, same CPU)
EXPLORE = 0.0


def progress(card: int, colours) -> float:
    """Share of the cells of the card's best-fitting pattern that already show their colour."""
    best = 0.0
    for fit in FITS[card]:
        have = 0
        for cell, colour in fit:
            if colours[cell] == colour:
                have += 1
        share = have / len(fit)
        if share > best:
            best = share
    return best


def tiles_left(state) -> int:
    return sum(len(pile) for pile in state.stacks)


def promise(state, seat: int, colours=None) -> float:
    """Expected points of the projects in `seat`'s hand."""
    hand = state.hands[seat]
    if not hand:
        return 0.0
    if colours is None:
        colours = visible_colours(state.boards[seat])
    time_left = min(1.0, tiles_left(state) / LONG_GAME)
    total = 0.0
    for card in hand:
        p = progress(card, colours)
        total += POINTS[card] * PROMISE * p * p * time_left
    return total


def _completing(fits) -> dict:
    """(cell, colour) → the rest of each fit that asks for that colour on that cell."""
    out: dict = {}
    for fit in fits:
        for pair in fit:
            out.setdefault(pair, []).append(tuple(p for p in fit if p != pair))
    return out


#: card → (cell, colour) → the other requirements of each fit asking for that colour there: a
#: placement completes a card the board did not complete before only through one of these (the
#: play-outs value every cell for every stack, so checking just these saves most of the work)
COMPLETING = {card: _completing(fits) for card, fits in FITS.items()}


class HandCheck:
    """The projects in `seat`'s hand against its board as it stands, to tell quickly which ones
    a tile on a cell would complete."""

    __slots__ = ("hand", "colours", "before", "memo")

    def __init__(self, state, seat: int):
        self.hand = state.hands[seat]
        self.colours = visible_colours(state.boards[seat])
        self.before = [matches(card, self.colours) for card in self.hand]
        self.memo: dict = {}

    def points(self, cell: int, colour: int) -> int:
        """Points of the cards the board completes once `cell` shows `colour`."""
        key = cell * 8 + colour
        total = self.memo.get(key)
        if total is not None:
            return total
        total = 0
        colours = self.colours
        for card, before in zip(self.hand, self.before):
            if before:  # a card the board completes already (not kept in hand by the rules)
                after = colours[:cell] + (colour,) + colours[cell + 1 :]
                done = matches(card, after)
            else:
                done = False
                for rest in COMPLETING[card].get((cell, colour), ()):
                    for c, want in rest:
                        if colours[c] != want:
                            break
                    else:
                        done = True
                        break
            if done:
                total += POINTS[card]
        self.memo[key] = total
        return total


def tile_gain(state, seat: int, tile: int, cell: int, architects, check: "HandCheck | None" = None) -> float:
    """Points `tile` scores on `cell` of `seat`'s board at once, plus projects it completes
    (`check`: the hand against the board, when the caller values many placements)."""
    building = building_of(tile)
    side = state.options.side(building)
    if building == data.PALACE and side == "B":
        points = max(palace_b_points(state.done), 2)  # points, or a project worth about as much
    else:
        board = placed(state.boards[seat], cell, tile)
        points = placement_points(building, side, board, cell, architects, seat)
    if state.hands[seat]:
        if check is None:
            check = HandCheck(state, seat)
        points += check.points(cell, colour_of(tile))
    return points


def _with_architect(state, stack: int, seat: int):
    a = state.architects
    return a[:stack] + (seat,) + a[stack + 1 :]


def favor_gain(state, seat: int) -> float:
    """What a favor earned now would bring `seat`: its best free space (0 with no pawn left)."""
    if pawns_left(state.favors, state.bottom, seat) <= 0:
        return 0.0
    values = favor_values(state, seat)
    return max(v for v, _ in values) if values else 0.0


def take_values(state, seat: int, favors: bool = False) -> "list[tuple[float, int]]":
    """(best gain of the top tile, stack) for every available stack; with `favors`, a stack
    whose architect closes a line of three also counts the favor it earns."""
    out = []
    favor = None
    check = HandCheck(state, seat) if state.hands[seat] else None
    for stack in available(state.stacks, state.architects):
        tile = state.stacks[stack][-1]
        architects = _with_architect(state, stack, seat)
        best = max(tile_gain(state, seat, tile, cell, architects, check) for cell in range(data.CELLS))
        if favors and completes_line(architects, seat, stack):
            if favor is None:
                favor = favor_gain(state, seat)
            best += favor
        out.append((best, stack))
    return out


def place_values(state, seat: int) -> "list[tuple[float, int]]":
    check = HandCheck(state, seat) if state.hands[seat] else None
    return [(tile_gain(state, seat, state.held, cell, state.architects, check), cell) for cell in range(data.CELLS)]


def draw_values(state, seat: int) -> "list[tuple[float, object]]":
    """Palace: a face-up project by its points and how much of it the board already shows;
    the deck's unknown card as an average one; side B's points as they are."""
    colours = visible_colours(state.boards[seat])
    out = [
        (POINTS[card] * PROMISE * (FRESH + progress(card, colours)), Draw(slot))
        for slot, card in enumerate(state.faceup)
    ]
    out.append((AVERAGE_PROJECT * PROMISE * (FRESH + UNKNOWN_PROGRESS), Draw()))
    if state.options.palace == "B":
        out.append((float(palace_b_points(state.done)), Points()))
    return out


def favor_values(state, seat: int) -> "list[tuple[float, object]]":
    board = state.boards[seat]
    done = len(state.done[seat])
    out = []
    for space in free_spaces(state.favors, state.bottom, seat):
        if space == data.BOTTOM:
            n = state.bottom[seat]
            value = data.BOTTOM_POINTS[n + 1] - data.BOTTOM_POINTS[n]
        else:
            value = space_points(space, board, done) + 1  # the board may still grow into it
        out.append((value, Favor(space)))
    return out


def _ranked(pairs) -> list:
    """Values of (value, x) pairs sorted best first, ties in the engine's order."""
    return [x for _v, x in sorted(pairs, key=lambda p: -p[0])]


class AmytisModel(Model):
    """The medium player's model (easy judges by `worth`); `HARD_MODEL` looks further ahead."""

    exploration = 0.5
    #: turns begun after the root's before a rollout stops (2: it stops as my next turn begins,
    #: after the opponent's; 3: as the opponent's turn after my next one begins)
    horizon_turns = 2
    #: tree: cells kept for the placement of a tile (all nine: a quick score misjudges the
    #: cell that completes a project or a favour, and the last placements decide games)
    place_candidates = data.CELLS
    #: tiles left at the root from which play-outs go on to the game's end (exact final score).
    #: The game ends when a second stack is emptied, usually with 9 to 13 tiles left (30 games
    #: between easy players), and a game not yet ending has at least 8 (eight stacks of one), so
    #: at 6 this only covers the final turn (play-outs still reach the end whenever it comes
    #: within their horizon). 16 (about the last five turns) for the hard player, against the
    #: flat baseline over 240 games: 178 wins instead of 182, +0.6 ± 0.5 points a game
    endgame_tiles = 6
    #: whether taking a stack counts the favor its architect would earn (closing a line of three)
    favor_aware = False

    def __init__(self, **settings):
        for name, value in settings.items():
            if not hasattr(type(self), name):
                raise TypeError(f"no setting {name!r}")
            setattr(self, name, value)

    def determinize(self, rules, state, seat, rng):
        return rules.determinize(state, seat, rng)  # engine/<game>/hidden.py

    def candidates(self, rules, state, actions):
        seat = state.turn
        step = state.step
        if step == "take":
            return [Take(s) for s in _ranked(take_values(state, seat, self.favor_aware))]
        if step == "place":
            return [Place(c) for c in _ranked(place_values(state, seat))][: self.place_candidates]
        if step == "palace":
            return _ranked(draw_values(state, seat))
        if step == "favor":
            return _ranked(favor_values(state, seat))
        return actions

    def policy(self, rules, state, actions, rng: Rng):
        seat = state.turn
        step = state.step
        if step == "take":
            roll, rng = rng.below(100)
            if roll < EXPLORE * 100:
                i, rng = rng.below(len(actions))
                return actions[i], rng
            return Take(max(take_values(state, seat, self.favor_aware))[1]), rng
        if step == "place":
            return Place(max(place_values(state, seat), key=lambda p: p[0])[1]), rng
        if step == "palace":
            return max(draw_values(state, seat), key=lambda p: p[0])[1], rng
        if step == "favor":
            return max(favor_values(state, seat), key=lambda p: p[0])[1], rng
        i, rng = rng.below(len(actions))
        return actions[i], rng

    def stop(self, rules, start, state, plies):
        if tiles_left(start) <= self.endgame_tiles:
            return False  # near the end the final score decides: play the game out
        return state.turns >= start.turns + self.horizon_turns and state.step == "take"

    def totals(self, state) -> "list[float]":
        live = [s["total"] for s in scores(state)]
        return [live[s] + promise(state, s) for s in range(data.SEATS)]

    def evaluate(self, rules, state):
        if state.step == "over":
            return result_values([s["total"] for s in scores(state)], rules.winners(state), SCALE)
        return margin_values(self.totals(state), SCALE)

    def points(self, rules, state):
        if state.step == "over":
            return [float(s["total"]) for s in scores(state)]
        return self.totals(state)

    def worth(self, rules, state, seat):
        """The easy player's measure: the score difference as it stands."""
        live = [s["total"] for s in scores(state)]
        return live[seat] - live[1 - seat]


MODEL = AmytisModel()
#: the hard player: play-outs through the opponent's turn and my own next one (they stop when a
#: third turn begins, not a second), and stacks valued with the favor their architect would earn.
#: Against the medium player at 30 iterations (seeds 0-23), at about the same CPU per decision
#: for the player tried: this model with 240 iterations won 19 of 24 games, +20.1 on average;
#: the two-turn model with favors and 480 iterations 18, +10.3; the two-turn model as it was,
#: 480 iterations, 16.5, +8.8. With 300 iterations (the page's) its UCB exploration at 0.25
#: instead of 0.5 won 30 of 36 against medium (+23.2, against 30 of 40, +13.0) and 30.5 of 40
#: against the flat baseline (against 25) (docs/benchmarks.md)
HARD_MODEL = AmytisModel(horizon_turns=3, favor_aware=True, exploration=0.25)
