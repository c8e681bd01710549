"""How the computer players value a city before the game is over.

Final points of a type are (value of scoring districts) × (stars of plazas). Mid-game a player
still expects more of both, so a district is worth its level times the stars it will probably end
with, and a plaza its stars times the district value it will probably end with. The expected
additions come from the tiles not yet taken (public knowledge: every tile of the game minus the
visible ones), shared among the players. With V, S the current value and stars and a, b the
expected additions, a type is worth (V + a)(S + b) − ab: exact at the end of the game, when a and
b are zero, and giving each district and plaza its expected marginal worth before.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.akropolis import data

from .evaluator import PLAZA_INDEX, TYPE_INDEX, H, T


class Params(NamedTuple):
    """The heuristic's weights (tuned by seeded self-play matches)."""

    #: share of the district value of the remaining tiles a player expects to add, per type
    #: (house, market, barracks, temple, garden); not every district ends up scoring
    district_share: "tuple[float, ...]" = (0.45, 0.4, 0.4, 0.35, 0.6)
    #: share of the remaining plaza stars a player expects to add (one number for every type,
    #: or one per type)
    star_share: "float | tuple[float, ...]" = 0.7
    #: worth of a stone beyond its final point, per remaining tile per player (buying power)
    stone_extra: float = 0.05
    #: worth of a visible quarry (a future stone and a place to build up), per remaining tile
    #: per player
    quarry_worth: float = 0.05
    #: worth of houses outside the scoring group, relative to houses inside it
    house_other: float = 0.15
    #: quick guess of a new district's worth, as a fraction of its type's expected stars
    guess_district: float = 0.6


DEFAULT = Params()


class Outlook:
    """Expected additions of value and stars per type for one player, from the tiles not yet
    taken (`pool`: catalog ids on the construction site and in the face-down stacks)."""

    def __init__(self, pool, players: int, params: Params = DEFAULT, beyond: float = 1.0):
        """`beyond`: the part of `pool` still to come after the moves a caller plays out itself
        (a look-ahead counts its own takes; only what comes after them is expected)."""
        self.params = params
        players = max(players, 2)
        value = [0.0] * 5
        stars = [0.0] * 5
        for tile_id in pool:
            for code in data.TILES[tile_id]:
                if code in TYPE_INDEX:
                    value[TYPE_INDEX[code]] += 1
                elif code in PLAZA_INDEX:
                    t, n = PLAZA_INDEX[code]
                    stars[t] += n
        self.a = tuple(value[t] * params.district_share[t] * beyond / players for t in range(5))
        shares = params.star_share
        if not isinstance(shares, tuple):
            shares = (shares,) * 5
        self.b = tuple(stars[t] * shares[t] * beyond / players for t in range(5))
        self.remaining = len(pool)
        self.stone = 1.0 + params.stone_extra * len(pool) / players
        self.quarry = params.quarry_worth * len(pool) / players
        self.house_other = params.house_other
        self.guess_district = params.guess_district

    def city(self, f) -> float:
        """Worth of a city's features (see evaluator.Features), stones excluded."""
        values, stars = f[0], f[1]
        a, b = self.a, self.b
        total = 0.0
        for t in range(5):
            total += (values[t] + a[t]) * (stars[t] + b[t]) - a[t] * b[t]
        total += f[2] * (stars[T] + b[T])
        other = f[3] - values[H]
        if other > 0:
            total += self.house_other * other * (stars[H] + b[H])
        total += self.quarry * f[4]
        return total

    def worth(self, f, stones: int) -> float:
        return self.city(f) + self.stone * stones

    def tile_guess(self, f, tile_id: int) -> float:
        """A quick guess of what a tile adds to a city (for tiles whose placements are not
        searched): each district a part (`guess_district`) of its type's expected stars, each
        plaza its stars times its type's expected value. Checked against the best placements'
        worth on mid-game cities: well correlated, about one point low on average."""
        values, stars = f[0], f[1]
        a, b = self.a, self.b
        gain = 0.0
        for code in data.TILES[tile_id]:
            t = TYPE_INDEX.get(code)
            if t is not None:
                gain += self.guess_district * (stars[t] + b[t])
            elif code in PLAZA_INDEX:
                t, n = PLAZA_INDEX[code]
                gain += n * (values[t] + a[t])
        return gain
