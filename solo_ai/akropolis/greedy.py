"""One-move players: they try every affordable tile at every placement and keep the best.

Easy counts only the points the city would score right now (stones included, one point each, so
paying for a tile and covering quarries are weighed by the score itself). Medium values the city
with the heuristic of `heuristic.Outlook`, which also credits districts and plazas that will pay
off later. Ties are broken with the seeded generator.
"""

from __future__ import annotations

from engine.akropolis.state import Move
from engine.core.rng import Rng

from ..thinker import Thinker
from .common import first_move, unseen_tiles, walk_placements
from .evaluator import CityEval
from .heuristic import DEFAULT, Outlook, Params

_TIE = 1e-9


class Greedy(Thinker):
    def __init__(self, rules, state, seat: int, seed: int = 0, time_limit: float = 1.5, iterations=None):
        super().__init__(time_limit, iterations)
        self.state = state
        self.seat = seat
        self.variants = tuple(state.options.variants)
        self.rng = Rng.from_seed(seed)
        self.best = first_move(state, seat)
        self._top = None
        self._ties: list = []

    def value(self, take: int, features) -> float:
        raise NotImplementedError

    def _visit(self, take, place, features):
        value = self.value(take, features)
        top = self._top
        if top is None or value > top + _TIE:
            self._top = value
            self._ties = [(take, place)]
        elif value >= top - _TIE:
            self._ties.append((take, place))

    def _think(self):
        evaluator = CityEval(self.state.cities[self.seat].cells, self.variants)
        yield
        for _ in walk_placements(self.state, self.seat, evaluator, self._visit):
            self._settle()
            yield
            if self.time_up():
                break
        self._settle()

    def _settle(self):
        if self._ties:
            index, _rng = self.rng.below(len(self._ties))
            take, place = self._ties[index]
            self.best = Move(take, place)


class Easy(Greedy):
    """Points right now, stones included."""

    def value(self, take, features):
        return features.points + self.state.stones[self.seat] - take + features[5]


class Medium(Greedy):
    """The heuristic worth of the city and stones (see heuristic.Outlook)."""

    def __init__(self, rules, state, seat, seed=0, time_limit=1.5, iterations=None, params: Params = DEFAULT):
        super().__init__(rules, state, seat, seed, time_limit, iterations)
        self.outlook = Outlook(list(state.site) + unseen_tiles(state), state.seats, params)

    def value(self, take, features):
        return self.outlook.worth(features, self.state.stones[self.seat] - take + features[5])
