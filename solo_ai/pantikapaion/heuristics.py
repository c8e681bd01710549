"""How the Pantikapaion computer players judge moves and positions.

A player's position is worth its score as the city stands (buildings at the rates reached,
coins, cubes, visible drought), with what is still to come: buildings gain neighbours and rates
(before the last round a row with a building counts as having reached its first VP cell, and
each building is worth a few points more), workers end the game next to houses or on drought,
marker progress and upgrade tokens pay later. Before the last round the workers standing in
the city are left out (they come home at the round's end) and cubes above the five a player may
keep count little. The automa is worth its score.

Quick judgements used in play-outs and to order the choices of the search avoid building new
states: a tile's cells are valued one by one (covering drought or a cube, raising a level,
adding room, new drought and resource cells), a building's spot by what its kind will score
there.
"""

from __future__ import annotations

from msgspec.structs import replace

from engine.core.rng import Rng
from engine.pantikapaion import data
from engine.pantikapaion.automa import score as automa_score
from engine.pantikapaion.buildings import price
from engine.pantikapaion.city import occupied, tile_positions, without_workers
from engine.pantikapaion.development import rate
from engine.pantikapaion.rounds import AUTOMA_SEAT
from engine.pantikapaion.scoring import city_score
from engine.pantikapaion.state import (
    Advance,
    Build,
    DrawTile,
    EndTurn,
    FreeBuild,
    PaidStep,
    PlaceAqueduct,
    PlaceBuilding,
    PlaceTile,
    PlaceWorker,
    Sell,
    Skip,
    TakeCoins,
    TakeCube,
)

from ..search import Model, margin_values, result_values

#: one point of difference against the spread of a game (for values in [0, 1])
SCALE = 6.0
#: points still to come from a worker, a marker step (early in the game), upgrade tokens
WORKER = 0.8
MARKER = 0.35
SWAP = 0.4
CHEAPER = 1.2
COIN_UPGRADE = 0.4
#: a cube above the five kept at a round's end
EXCESS_CUBE = 0.15
#: per row and rate 1..3, the marker position at which the row reaches that rate
RATE_AT = tuple({k: row.index(f"VP{k}") + 1 for k in (1, 2, 3)} for row in data.ROWS)
#: before the last round, a row with a building is expected to reach this rate
RATE_FLOOR = 1
#: worth of a building beyond what it scores now (neighbours and rates still to come)
BUILDING_FUTURE = 3.0
#: before the last round: a coin, a cube (up to the five kept)
COIN_NOW = 0.5
CUBE_NOW = 1.0
#: how many choices of a big decision (placements, development) a tree node keeps
KEEP = 6
#: decisions at most that `finish_turn` plays (a turn has about ten)
FINISH_PLIES = 24
#: rollout: chance of a random move instead of the heuristic one
EXPLORE = 0.1

NEIGHBOURS = data.NEIGHBOURS
ORTHOGONAL = data.ORTHOGONAL
COLOURS = data.COLOURS


def is_automa(state, seat: int) -> bool:
    return state.automa is not None and seat == AUTOMA_SEAT


#: (id of a Player, last round?, round) → (the Player, its worth): positions share the players
#: a move leaves unchanged, and play-outs meet the same ones again and again
_cache: dict = {}


def player_worth(state, seat: int) -> float:
    """The position of a (human-rules) player in points, with what is still to come."""
    p = state.players[seat]
    last = state.round >= data.ROUNDS
    key = (id(p), last, state.round)
    kept = _cache.get(key)
    if kept is not None and kept[0] is p:
        return kept[1]
    future = (data.ROUNDS - state.round + 1) / data.ROUNDS
    if last:
        settled = p
        coin, cube = 1 / data.COINS_PER_POINT, 1.0
    else:
        # Workers come home at the round's end; a row with a building will reach a VP cell.
        kinds = {kind for kind, cells in p.city.buildings}
        markers = tuple(max(m, RATE_AT[r][RATE_FLOOR]) if r in kinds else m for r, m in enumerate(p.markers))
        settled = replace(p, city=without_workers(p.city), markers=markers)
        coin, cube = COIN_NOW, CUBE_NOW
    table = city_score(settled)
    value = table["total"] - table["coins"] - table["cubes"] + coin * p.coins
    cubes = sum(p.cubes)
    value += cube * min(cubes, data.CUBE_LIMIT)
    if cubes > data.CUBE_LIMIT:
        value += (cubes - data.CUBE_LIMIT) * EXCESS_CUBE
    value += BUILDING_FUTURE * len(p.city.buildings) * future
    value += WORKER * (p.workers if last else p.owned)
    value += MARKER * sum(p.markers) * future
    value += SWAP * p.swaps * future + (CHEAPER if p.cheaper else 0.0) * future
    value += (COIN_UPGRADE if p.coin else 0.0) * future
    if len(_cache) > 20000:
        _cache.clear()
    _cache[key] = (p, value)
    return value


def worths(state) -> "list[float]":
    out = []
    for seat in range(state.seats):
        if is_automa(state, seat):
            out.append(float(automa_score(state)["total"]))
        else:
            out.append(player_worth(state, seat))
    return out


# --- quick judgements --------------------------------------------------------------------------


def tile_value(city, tile: int, positions) -> float:
    """A terrain or aqueduct tile on `positions`, judged cell by cell without laying it."""
    _shape, codes = data.TILES[tile]
    cells, cubes, workers = city.cells, city.cubes, city.workers
    value = 0.0
    for pos, code in zip(positions, codes):
        below = cells.get(pos)
        if below is not None:
            level = below[0] + 1
            if below[1] == data.DROUGHT and pos not in workers:
                value += 1.0
            if pos in cubes:
                value += 1.0
            value += 0.15 * level
        else:
            value += 0.3
            x, y = pos
            value += 0.1 * sum(1 for dx, dy in ORTHOGONAL if (x + dx, y + dy) in cells)
        if code == data.DROUGHT:
            value -= 1.0
        elif code in COLOURS or code == data.CHOSEN:
            value += 0.6
    return value


def spot_value(state, seat: int, kind: int, spot) -> float:
    """What a building of `kind` on `spot` should score (at the rate its row has or soon will)."""
    p = state.players[seat]
    city = p.city
    cells = city.cells
    taken = occupied(city)
    r = max(rate(p, kind), 1)
    around = set()
    for x, y in spot:
        for dx, dy in NEIGHBOURS:
            around.add((x + dx, y + dy))
    around -= set(spot)
    value = 0.0
    for pos in spot:
        if pos in city.cubes:
            value += 1.0
        if cells[pos][1] == data.DROUGHT and pos not in city.workers:
            value += 1.0
    if kind == data.HOUSE:
        value += 0.5 * r * sum(1 for q in around if q in cells and q not in taken)
    elif kind == data.WINERY:
        empty = sum(1 for q in around if q in cells and q not in taken)
        value += empty / data.WINERY_EMPTY_PER_POINT[r]
    elif kind == data.FORTRESS:
        value += r * cells[spot[0]][0]
    elif kind == data.AQUEDUCT:
        value += r * sum(1 for q in around if q in cells and cells[q][1] == data.DROUGHT and q not in taken)
    elif kind == data.TEMPLE:
        kinds = {taken[q] for q in around if q in taken}
        value += r * sum(1 for i in kinds if city.buildings[i][0] != data.TEMPLE)
        value += 0.3 * sum(1 for q in around if q in cells and q not in taken)
    return value


def worker_value(state, seat: int, pos) -> float:
    """A worker placed on `pos` now: the cube it collects, and in the last round its place
    next to houses or on drought."""
    p = state.players[seat]
    city = p.city
    value = 1.0 if pos in city.cubes else 0.0
    if state.round >= data.ROUNDS:
        if city.cells[pos][1] == data.DROUGHT:
            value += 1.0
        r = rate(p, data.HOUSE)
        if r:
            x, y = pos
            near = {(x + dx, y + dy) for dx, dy in NEIGHBOURS}
            value += r * sum(
                1 for kind, cells in city.buildings if kind == data.HOUSE and any(c in near for c in cells)
            )
    return value


def _tile_choice_value(state, action) -> float:
    p = state.players[state.actor]
    return tile_value(p.city, state.hand, tile_positions(state.hand, action.x, action.y, action.rotation))


#: (id of a City, tile in hand) → (the City, the placement `tile_value` likes best)
_places: dict = {}


def _distinct_places(actions) -> list:
    """The tile placements among `actions`, one per position (an aqueduct tile is listed once
    per cube colour)."""
    seen = set()
    out = []
    for a in actions:
        if isinstance(a, (PlaceTile, PlaceAqueduct)):
            key = (a.x, a.y, a.rotation)
            if key not in seen:
                seen.add(key)
                out.append(a)
    return out


def _best_place(state, actions):
    """The tile placement of `actions` that `tile_value` likes best (remembered per city and
    tile: play-outs meet the same ones again and again)."""
    city = state.players[state.actor].city
    key = (id(city), state.hand)
    kept = _places.get(key)
    if kept is not None and kept[0] is city:
        return kept[1]
    places = _distinct_places(actions)
    best = max(places, key=lambda a: _tile_choice_value(state, a)) if places else None
    if len(_places) > 5000:
        _places.clear()
    _places[key] = (city, best)
    return best


def _cube_need(state, seat: int) -> "list[float]":
    """How much one more cube of each colour helps toward a building."""
    p = state.players[seat]
    out = []
    for kind in range(5):
        if not state.board[kind] or not state.stock[kind]:
            out.append(-1.0)
            continue
        due = price(state, kind) - (1 if p.cheaper else 0)
        short = due - p.cubes[kind]
        out.append(1.0 / (1 + max(short - 1, 0)) if short > 0 else 0.1)
    return out


def _wanted_cube(state, seat: int):
    """The colour of cube (in stock) that helps most toward a building; None when the stock
    is empty."""
    if not any(state.stock):
        return None
    need = _cube_need(state, seat)
    return COLOURS[max(range(5), key=lambda c: (need[c] if state.stock[c] else -9.0, -c))]


def _next_cell_value(p, row: int) -> float:
    marker = p.markers[row]
    if marker >= data.ROW_CELLS:
        return -1.0
    kind = data.ROWS[row][marker]
    if kind.startswith("VP"):
        return 2.0
    if kind == "RES2" or kind.startswith("UPG") or kind == "WORKER":
        return 1.5
    return 1.0


class PantikapaionModel(Model):
    exploration = 0.5

    def determinize(self, rules, state, seat, rng):
        return rules.determinize(state, seat, rng)  # engine/<game>/hidden.py

    # --- the search's choices -----------------------------------------------------------
    def candidates(self, rules, state, actions):
        step = state.step
        seat = state.actor
        main = [a for a in actions if not isinstance(a, PlaceWorker)]
        workers = [
            a
            for a in actions
            if isinstance(a, PlaceWorker) and (step == "final_workers" or worker_value(state, seat, (a.x, a.y)) > 0)
        ]
        if step in ("tile", "aqueduct"):
            places = _distinct_places(main)
            if step == "aqueduct":
                cube = _wanted_cube(state, seat)
                places = [replace(a, cube=cube) for a in places]
            places.sort(key=lambda a: -_tile_choice_value(state, a))
            main = places[: KEEP * 2] + [a for a in main if isinstance(a, Skip)]
        elif step == "building":
            main.sort(key=lambda a: -spot_value(state, seat, state.held, a.cells))
            main = main[: KEEP * 2]
        ranked = self._by_worth(rules, state, main + workers, seat)
        if step in ("tile", "aqueduct", "building", "develop"):
            return ranked[: KEEP + 2]
        return ranked

    def _by_worth(self, rules, state, actions, seat) -> list:
        scored = []
        for i, a in enumerate(actions):
            scored.append((self.worth(rules, rules.apply(state, a), seat), i, a))
        scored.sort(key=lambda t: (-t[0], t[1]))
        return [a for _w, _i, a in scored]

    # --- play-outs ----------------------------------------------------------------------
    def policy(self, rules, state, actions, rng: Rng):
        roll, rng = rng.below(100)
        if roll < EXPLORE * 100:
            i, rng = rng.below(len(actions))
            return actions[i], rng
        return self.quick(state, actions), rng

    def quick(self, state, actions):
        step = state.step
        seat = state.actor
        p = state.players[seat] if not is_automa(state, seat) else None
        if p is not None and p.workers and p.city.cubes and step != "discard":
            for a in actions:
                if isinstance(a, PlaceWorker) and (a.x, a.y) in p.city.cubes:
                    return a
        if step == "scout":
            picks = [a for a in actions if not isinstance(a, PlaceWorker)]
            return max(picks, key=lambda a: _tile_static(state.ring[a.slot]))
        if step in ("tile", "aqueduct"):
            best = _best_place(state, actions)
            if best is None:
                return actions[0]
            if isinstance(best, PlaceAqueduct):
                best = replace(best, cube=_wanted_cube(state, seat))
            return best
        if step == "building":
            spots = [a for a in actions if isinstance(a, PlaceBuilding)]
            return max(spots, key=lambda a: spot_value(state, seat, state.held, a.cells))
        if step == "develop":
            return self._develop(state, seat, p, actions)
        if step == "paid":
            cost = data.PAID_STEPS[state.paid]
            return PaidStep() if p.coins >= 2 * cost else EndTurn()
        if step == "free_build":
            kinds = [a for a in actions if isinstance(a, FreeBuild)]
            return kinds[0] if kinds else Skip()
        if step == "random_tile":
            return DrawTile()
        if step == "advance":
            rows = [a for a in actions if isinstance(a, Advance)]
            if not rows:
                return Skip()
            return max(rows, key=lambda a: _next_cell_value(p, COLOURS.index(a.row)))
        if step == "final_workers":
            places = [a for a in actions if isinstance(a, PlaceWorker)]
            best = max(places, key=lambda a: worker_value(state, seat, (a.x, a.y)), default=None)
            if best is not None and worker_value(state, seat, (best.x, best.y)) > 0:
                return best
            return EndTurn()
        if step == "discard":
            return max(actions, key=lambda a: p.cubes[COLOURS.index(a.colour)])
        for a in actions:
            if isinstance(a, (EndTurn, Skip)):
                return a
        return actions[0]

    def _develop(self, state, seat, p, actions):
        builds = [a for a in actions if isinstance(a, Build)]
        if builds:
            return min(builds, key=lambda a: (len(a.swap), data.KINDS.index(a.kind)))
        sells = [a for a in actions if isinstance(a, Sell)]
        if sells and sum(p.cubes) > data.CUBE_LIMIT:
            return max(sells, key=lambda a: len(a.colours))
        need = _cube_need(state, seat)
        cubes = [a for a in actions if isinstance(a, TakeCube)]
        if cubes:
            best = max(cubes, key=lambda a: need[COLOURS.index(a.colour)])
            if need[COLOURS.index(best.colour)] >= 0.5:
                return best
        return TakeCoins()

    def finish_turn(self, rules, state, seat):
        """The rest of `seat`'s turn played with the quick choices: a look that stops before
        the turn's end would otherwise judge a building bought but not yet placed, or coins
        about to pay for a step, as they stand."""
        when = (state.round, state.turn)
        for _ in range(FINISH_PLIES):
            if state.step == "over" or rules.current_player(state) != seat or (state.round, state.turn) != when:
                break
            state = rules.apply(state, self.quick(state, rules.legal_actions(state)))
        return state

    def stop(self, rules, start, state, plies):
        """A play-out ends with the turn it started in (cities hardly touch each other); in the
        last round it goes on to the game's end, where the exact final score decides (coins,
        cubes and workers are worth what the scoring pays, no guess about later rounds)."""
        if start.round >= data.ROUNDS:
            return False
        return (state.round, state.turn, state.actor) != (start.round, start.turn, start.actor)

    # --- values -------------------------------------------------------------------------
    def evaluate(self, rules, state):
        if state.step == "over":
            totals = [s["total"] for s in rules.scores(state)]
            return result_values(totals, rules.winners(state), SCALE)
        return margin_values(worths(state), SCALE)

    def points(self, rules, state):
        if state.step == "over":
            return [float(s["total"]) for s in rules.scores(state)]
        return worths(state)

    def worth(self, rules, state, seat):
        w = worths(state)
        return w[seat] - max(v for s, v in enumerate(w) if s != seat)


def _tile_static(tile: int) -> float:
    _shape, codes = data.TILES[tile]
    return sum(1.0 for c in codes if c in COLOURS) - 0.8 * codes.count(data.DROUGHT)


MODEL = PantikapaionModel()
