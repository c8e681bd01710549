"""Akropolis flow: setup, whose turn, legal moves and their effects."""

from __future__ import annotations

import msgspec

from ..core.errors import IllegalAction, refusal
from ..core.protocol import Rules
from ..core.rng import Rng
from . import data, solo
from .placement import legal_placements, placement_error
from .scoring import city_score
from .state import City, CityView, Move, Options, Setup, State, View

GAME = "akropolis"


def _starting_city() -> City:
    return City(cells={pos: (1, code, 0) for pos, code in data.STARTING_TILE.items()})


def _layout(players: int, long_game: bool) -> "tuple[int, int]":
    """(stack count, tiles per stack) for this many players (solo plays as two)."""
    table = data.STACKS_LONG if long_game else data.STACKS_STANDARD
    count = max(players, 2)
    if count not in table:
        raise IllegalAction(f"the long game is for 1 to 3 players, not {players}", "long_seats", seats=players)
    return table[count]


class AkropolisRules(Rules):
    name = GAME
    min_seats = 1
    max_seats = 4
    Action = Move
    Options = Options
    Setup = Setup
    hidden_module = __package__ + ".hidden"
    events_module = __package__ + ".events"

    # --- creating -------------------------------------------------------------------------
    def new_game(self, seats: int, options=None, seed: "int | bytes" = 0, setup=None) -> State:
        options = options if options is not None else Options()
        if not 1 <= seats <= 4:
            raise IllegalAction(f"Akropolis is for 1 to 4 players, not {seats}", "seats", seats=seats)
        if options.solo and seats != 1:
            raise IllegalAction("the solo mode is for one player (the Famous Architect takes seat 2)", "setup")
        if seats == 1 and not options.solo:
            options = msgspec.structs.replace(options, solo="hippodamos")
        players = 2 if options.solo else seats
        stack_count, stack_size = _layout(players, options.long)
        tile_ids = data.tiles_for(players, options.long)
        site_size = players + 2
        rng = Rng.from_seed(seed)
        if setup is None:
            order, rng = rng.shuffled(tile_ids)
        else:
            order = list(setup.tiles)
            if sorted(order) != sorted(tile_ids):
                raise IllegalAction(f"the setup must list each of the {len(tile_ids)} tiles of this game once", "setup")
        site = tuple(order[:site_size])
        rest = order[site_size:]
        stacks = tuple(tuple(rest[i * stack_size : (i + 1) * stack_size]) for i in range(stack_count))
        if options.solo:
            stones = (1, data.ARCHITECT_STARTING_STONES)
        else:
            stones = data.STARTING_STONES[:players]
        return State(
            options=options,
            seats=players,
            site=site,
            stacks=stacks,
            cities=tuple(_starting_city() for _ in range(players)),
            stones=tuple(stones),
            reserve=data.STONE_SUPPLY - sum(stones),
            chief=0,
            turn=0,
            round=1,
            rng=rng,
        )

    # --- flow -----------------------------------------------------------------------------
    def current_player(self, state: State) -> int:
        return -1 if state.over else state.turn

    def is_architect(self, state: State, seat: int) -> bool:
        return bool(state.options.solo) and seat == solo.ARCHITECT_SEAT

    def is_automaton(self, state: State, seat: int) -> bool:
        return self.is_architect(state, seat)

    def legal_actions(self, state: State) -> "list[Move]":
        if state.over:
            return []
        seat = state.turn
        stones = state.stones[seat]
        if self.is_architect(state, seat):
            return [Move(solo.architect_take(state.site, stones))]
        places = legal_placements(state.cities[seat])
        takeable = range(min(len(state.site), stones + 1))
        return [Move(i, p) for i in takeable for p in places]

    def apply(self, state: State, action: Move) -> State:
        if state.over:
            raise IllegalAction("the game is over", "over")
        if not isinstance(action, Move):
            raise IllegalAction(f"not an Akropolis move: {action!r}", "bad_action")
        seat = state.turn
        take = action.take
        if not 0 <= take < len(state.site):
            raise IllegalAction(
                f"there is no tile {take} on the construction site (it holds {len(state.site)})", "no_tile"
            )
        stones = list(state.stones)
        if take > stones[seat]:
            raise IllegalAction(
                f"tile {take} costs {take} stones and you have {stones[seat]}",
                "tile_cost",
                cost=take,
                stones=stones[seat],
            )
        tile_id = state.site[take]
        reserve = state.reserve
        cities = state.cities
        architect_tiles = state.architect_tiles
        if self.is_architect(state, seat):
            if action.hexes:
                raise IllegalAction("the Famous Architect does not place its tiles on a map", "architect_no_map")
            expected = solo.architect_take(state.site, stones[seat])
            if take != expected:
                raise IllegalAction(f"the Famous Architect must take tile {expected}", "architect_tile")
            stones[seat] -= take
            reserve += take
            architect_tiles = architect_tiles + (tile_id,)
        else:
            hexes = tuple(tuple(p) for p in action.hexes)
            city = cities[seat]
            why = placement_error(city, hexes)
            if why:
                raise refusal(f"cannot place there: {why}", why)
            stones[seat] -= take
            if state.options.solo:
                # Solo: what you pay goes to the Famous Architect, not to the reserve.
                stones[solo.ARCHITECT_SEAT] += take
            else:
                reserve += take
            city, quarries = _placed(city, tile_id, hexes)
            stones[seat] += quarries
            reserve -= quarries
            cities = cities[:seat] + (city,) + cities[seat + 1 :]
        site = state.site[:take] + state.site[take + 1 :]
        nxt = dict(site=site, cities=cities, stones=tuple(stones), reserve=reserve, architect_tiles=architect_tiles)
        if len(site) > 1:
            nxt["turn"] = (seat + 1) % state.seats
        elif state.stacks:
            # Refill: the last tile moves to the front, the next stack follows it, and the
            # Chief Architect token passes clockwise.
            chief = (state.chief + 1) % state.seats
            nxt.update(
                site=site + state.stacks[0], stacks=state.stacks[1:], chief=chief, turn=chief, round=state.round + 1
            )
        else:
            nxt["over"] = True  # the last tile is never played
        return msgspec.structs.replace(state, **nxt)

    # --- results --------------------------------------------------------------------------
    def scores(self, state: State) -> "list[dict[str, int]]":
        variants = tuple(state.options.variants)
        out = []
        for seat in range(state.seats):
            if self.is_architect(state, seat):
                out.append(solo.architect_score(state.architect_tiles, state.stones[seat], state.options.solo))
            else:
                out.append(city_score(state.cities[seat], state.stones[seat], variants))
        return out

    def winners(self, state: State) -> "list[int]":
        """Highest total; tie → more stones; still tied → shared."""
        keyed = [(s["total"], state.stones[i]) for i, s in enumerate(self.scores(state))]
        best = max(keyed)
        return [i for i, k in enumerate(keyed) if k == best]

    def rounds(self, state: State) -> int:
        return state.round + len(state.stacks)

    # --- taking moves back ----------------------------------------------------------------
    def reveals(self, before: State, action, after: State) -> bool:
        """The stacks are face down: a move after which the site was refilled from them may not
        be taken back."""
        return before.stacks != after.stacks or before.rng != after.rng

    # --- information ----------------------------------------------------------------------
    def view(self, state: State, seat: "int | None") -> View:
        full = seat is None
        return View(
            game=GAME,
            seat=seat,
            options=state.options,
            seats=state.seats,
            site=list(state.site),
            stack_sizes=[len(s) for s in state.stacks],
            cities=[_city_view(c) for c in state.cities],
            stones=list(state.stones),
            reserve=state.reserve,
            chief=state.chief,
            turn=state.turn,
            round=state.round,
            rounds=self.rounds(state),
            over=state.over,
            architect_tiles=list(state.architect_tiles),
            stacks=[list(s) for s in state.stacks] if full else None,
            rng=state.rng.position() if full else None,
        )


def _placed(city: City, tile_id: int, hexes) -> "tuple[City, int]":
    """The city with the tile on top, and how many quarries it covered (1 stone each)."""
    cells = dict(city.cells)
    uid = len(city.tiles)
    quarries = 0
    for pos, code in zip(hexes, data.TILES[tile_id]):
        below = cells.get(pos)
        height = 1
        if below is not None:
            height = below[0] + 1
            if below[1] == data.QUARRY:
                quarries += 1
        cells[pos] = (height, code, uid)
    return City(cells=cells, tiles=city.tiles + (tile_id,)), quarries


def _city_view(city: City) -> CityView:
    cells = sorted((x, y, h, code, uid) for (x, y), (h, code, uid) in city.cells.items())
    return CityView(cells=cells, tiles=list(city.tiles))


RULES = AkropolisRules()
