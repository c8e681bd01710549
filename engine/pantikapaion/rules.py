"""Pantikapaion (2–4 players, or solo against the automa): the Rules object — setup, whose
decision it is, legal actions and their effects, scores and per-seat views."""

from __future__ import annotations

from itertools import combinations

from msgspec.structs import replace

from ..core.errors import IllegalAction, refusal
from ..core.protocol import Rules
from ..core.rng import Rng
from . import automa, data, rounds
from .buildings import paid_cubes, payment_error, price, swap_options
from .city import (
    building_at,
    building_spots,
    has_spot,
    lay_tile,
    lift_building,
    put_building,
    put_worker,
    spot_error,
    tile_error,
    tile_placements,
    tile_positions,
    worker_cells,
    worker_error,
)
from .development import add_cubes, advance_rows, can_step, free_build_kinds, gain, set_player, step_cost
from .rounds import can_place_worker, run
from .scoring import scores as _scores
from .scoring import winners as _winners
from .setup import initial_state
from .state import (
    Action,
    Advance,
    AutomaBuild,
    AutomaCube,
    AutomaScout,
    AutomaView,
    Build,
    City,
    CityView,
    Discard,
    DrawTile,
    EndTurn,
    FreeBuild,
    MoveBuilding,
    Options,
    PaidStep,
    Pick,
    PlaceAqueduct,
    PlaceBuilding,
    PlaceTile,
    PlaceWorker,
    PlayerView,
    Sell,
    Setup,
    Skip,
    State,
    TakeCoins,
    TakeCube,
    View,
)
from .trireme import choices, draw, resource_cells, sail
from .wording import with_article

GAME = "pantikapaion"

#: steps of a player's own turn, at each of which a worker may be placed
OWN_STEPS = frozenset(
    {
        "scout",
        "tile",
        "develop",
        "building",
        "paid",
        "end",
        "free_build",
        "move",
        "aqueduct",
        "random_tile",
        "advance",
        "final_workers",
    }
)

_HINT = {
    "scout": "pick a tile from the trireme ring",
    "tile": "place the terrain tile you hold in your city",
    "develop": "choose your development: build, sell, or take 2 coins or a cube",
    "building": "place the building you hold in your city",
    "paid": "take a paid step or end your turn",
    "end": "end your turn (or place a worker)",
    "free_build": "choose a free building or skip",
    "move": "choose a building to move or skip",
    "aqueduct": "place the aqueduct tile or skip",
    "random_tile": "draw a tile from the bag or skip",
    "advance": "choose a row to advance in or skip",
    "final_workers": "place your last workers or stop",
    "discard": "discard cubes down to 5",
    "automa_scout": "let the automa scout",
    "automa_develop": "let the automa develop",
}


def _expect(state: State, *steps: str) -> None:
    if state.step == "over":
        raise IllegalAction("the game is over", "over")
    if state.step not in steps:
        raise IllegalAction(f"not now: first {_HINT[state.step]}", "not_now")


def _colour(value) -> int:
    if value not in data.COLOURS:
        raise IllegalAction(f"{value!r} is not a colour ({', '.join(data.COLOURS)})", "bad_action")
    return data.COLOURS.index(value)


def _kind(value) -> int:
    if value not in data.KINDS:
        raise IllegalAction(f"{value!r} is not a building ({', '.join(data.KINDS)})", "bad_action")
    return data.KINDS.index(value)


def _rotation(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 4:
        raise IllegalAction(f"a rotation is 0, 1, 2 or 3 quarter turns, not {value!r}", "bad_action")
    return value


def _int(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise IllegalAction(f"{what} must be a whole number, not {value!r}", "bad_action")
    return value


def _pos(action) -> "tuple[int, int]":
    return _int(action.x, "x"), _int(action.y, "y")


def _player(state: State) -> "tuple[int, object]":
    return state.actor, state.players[state.actor]


def _with_city(state: State, seat: int, player, city: City, collected=(0,) * 5, returned: int = 0) -> State:
    player = add_cubes(replace(player, city=city, workers=player.workers + returned), collected)
    return set_player(state, seat, player)


class PantikapaionRules(Rules):
    name = GAME
    min_seats = 1
    max_seats = 4
    Action = Action
    Options = Options
    Setup = Setup
    hidden_module = __package__ + ".hidden"
    events_module = __package__ + ".events"
    #: terrain tiles (the bag) are numbered
    ShuffleItem = int

    # --- creating -------------------------------------------------------------------------
    def new_game(self, seats: int, options=None, seed: "int | bytes" = 0, setup=None) -> State:
        options = options if options is not None else Options()
        if not 1 <= seats <= 4:
            raise IllegalAction(f"Pantikapaion is for 1 to 4 players, not {seats}", "seats", seats=seats)
        if seats > 1 and options.any_modification():
            raise IllegalAction("the automa's modifications are for the solo game", "setup")
        return initial_state(seats, options, Rng.from_seed(seed), setup)

    # --- flow -----------------------------------------------------------------------------
    def current_player(self, state: State) -> int:
        return -1 if state.step == "over" else state.actor

    def legal_actions(self, state: State) -> list:
        step = state.step
        if step == "over":
            return []
        seat = state.actor
        if step == "automa_scout":
            return [AutomaScout(automa.scout_slot(state))]
        if step == "automa_develop":
            return [automa.development(state)]
        player = state.players[seat]
        if step == "discard":
            return [Discard(data.COLOURS[c]) for c in range(5) if player.cubes[c]]
        out = _step_actions(state, step, seat, player)
        if player.workers > 0:
            out += [PlaceWorker(x, y) for x, y in worker_cells(player.city)]
        return out

    def apply(self, state: State, action) -> State:
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(f"not a Pantikapaion action: {action!r}", "bad_action")
        return handler(state, action)

    # --- results --------------------------------------------------------------------------
    def scores(self, state: State) -> "list[dict[str, int]]":
        return _scores(state)

    def winners(self, state: State) -> "list[int]":
        return _winners(state)

    # --- taking moves back ----------------------------------------------------------------
    def reveals(self, before: State, action, after: State) -> bool:
        """The bag's order is the only hidden thing: a move that drew from it (a ring laid out,
        a tile drawn) or shuffled the discards back in may not be taken back."""
        return before.bag != after.bag or before.rng != after.rng

    # --- information ----------------------------------------------------------------------
    def is_automaton(self, state: State, seat: int) -> bool:
        return rounds.is_automa(state, seat)

    def view(self, state: State, seat: "int | None") -> View:
        full = seat is None
        return View(
            game=GAME,
            seat=seat,
            options=state.options,
            seats=state.seats,
            solo=state.automa is not None,
            round=state.round,
            turn=state.turn,
            first=state.first,
            actor=self.current_player(state),
            step=state.step,
            players=[_player_view(p) for p in state.players],
            automa=_automa_view(state.automa) if state.automa is not None else None,
            board=dict(zip(data.KINDS, state.board)),
            prices={data.KINDS[k]: price(state, k) for k in range(5) if state.board[k]},
            tokens=[list(r) for r in state.tokens],
            ring=list(state.ring),
            trireme=state.trireme,
            choices=choices(state) if state.step == "scout" else [],
            passed=list(state.passed),
            bag_size=len(state.bag),
            discard=list(state.discard),
            aqueducts=list(state.aqueducts),
            stock=dict(zip(data.COLOURS, state.stock)),
            queue=list(state.queue),
            hand=state.hand,
            held=data.KINDS[state.held] if state.held >= 0 else None,
            moving=state.moving,
            todo=[tuple(t) for t in state.todo],
            paid=state.paid,
            discounted=state.discounted,
            picked=state.picked,
            bag=list(state.bag) if full else None,
            rng=state.rng.position() if full else None,
        )


# --- legal actions by step ------------------------------------------------------------------


def _step_actions(state: State, step: str, seat: int, player) -> list:
    city = player.city
    if step == "scout":
        return [Pick(s) for s in choices(state)]
    if step == "tile":
        return [PlaceTile(x, y, r) for x, y, r in tile_placements(city, state.hand)]
    if step == "aqueduct":
        cubes = [c for c in data.COLOURS if state.stock[data.COLOURS.index(c)]] or [None]
        out = [PlaceAqueduct(x, y, r, c) for x, y, r in tile_placements(city, state.hand) for c in cubes]
        return out + [Skip()]
    if step == "develop":
        out = []
        for kind in range(5):
            if state.board[kind] and has_spot(city, data.FOOTPRINT[kind]):
                for swap in swap_options(player, kind, price(state, kind)):
                    out.append(Build(data.KINDS[kind], tuple(data.COLOURS[c] for c in swap)))
        held = [c for c in range(5) if player.cubes[c]]
        for n in range(3, min(len(held), 5) + 1):
            for combo in combinations(held, n):
                out.append(Sell(tuple(data.COLOURS[c] for c in combo)))
        out.append(TakeCoins())
        out += [TakeCube(data.COLOURS[c]) for c in range(5) if state.stock[c]]
        return out
    if step == "building":
        return [PlaceBuilding(cells) for cells in building_spots(city, data.FOOTPRINT[state.held])]
    if step == "paid":
        return [PaidStep(), EndTurn()]
    if step in ("end", "final_workers"):
        return [EndTurn()]
    if step == "free_build":
        return [FreeBuild(data.KINDS[k]) for k in free_build_kinds(state, seat)] + [Skip()]
    if step == "move":
        spots = sorted(cells[0] for _kind, cells in city.buildings if cells)
        return [MoveBuilding(x, y) for x, y in spots] + [Skip()]
    if step == "random_tile":
        return [DrawTile(), Skip()]
    if step == "advance":
        return [Advance(data.COLOURS[r]) for r in advance_rows(state, seat)] + [Skip()]
    raise AssertionError(f"unknown step {step}")


# --- action handlers: each checks everything before building the next state ------------------


def _pick(state: State, action: Pick) -> State:
    _expect(state, "scout")
    slot = action.slot
    allowed = choices(state)
    if slot not in allowed:
        raise IllegalAction(
            f"ring slot {slot!r} is not one of the next tiles after the trireme (slots {', '.join(map(str, allowed))})",
            "not_next_tile",
        )
    tile = state.ring[slot]
    ring = state.ring[:slot] + (0,) + state.ring[slot + 1 :]
    trireme, passed = slot, ()
    if state.automa is not None:
        # Solo: the trireme sails on by the number of resource cells of the tile taken.
        landing, passed = sail(ring, slot, resource_cells(tile))
        if landing >= 0:
            trireme = landing
    return replace(
        state, ring=ring, trireme=trireme, passed=passed, hand=tile, picked=slot, step="tile", todo=(("develop", -1),)
    )


def _place_tile(state: State, action: PlaceTile) -> State:
    _expect(state, "tile")
    seat, player = _player(state)
    x, y = _pos(action)
    positions = tile_positions(state.hand, x, y, _rotation(action.rotation))
    why = tile_error(player.city, positions)
    if why:
        raise refusal(f"cannot place the tile there: {why}", why)
    city, stock, collected, returned = lay_tile(player.city, state.hand, positions, state.stock)
    state = _with_city(replace(state, stock=stock, hand=0), seat, player, city, collected, returned)
    return run(state)


def _place_aqueduct(state: State, action: PlaceAqueduct) -> State:
    _expect(state, "aqueduct")
    seat, player = _player(state)
    x, y = _pos(action)
    positions = tile_positions(state.hand, x, y, _rotation(action.rotation))
    why = tile_error(player.city, positions)
    if why:
        raise refusal(f"cannot place the aqueduct tile there: {why}", why)
    if any(state.stock):
        if action.cube is None:
            raise IllegalAction("choose the colour of the cube for the aqueduct tile", "aqueduct_colour")
        chosen = _colour(action.cube)
        if not state.stock[chosen]:
            raise IllegalAction(f"the stock has no {data.COLOUR_NAMES[chosen]} cube left", "stock_no_colour")
    else:
        if action.cube is not None:
            raise IllegalAction("the stock has no cube left for the aqueduct tile", "stock_empty")
        chosen = None
    city, stock, collected, returned = lay_tile(player.city, state.hand, positions, state.stock, chosen)
    state = _with_city(replace(state, stock=stock, hand=0), seat, player, city, collected, returned)
    return run(state)


def _place_worker(state: State, action: PlaceWorker) -> State:
    if state.step not in OWN_STEPS:
        _expect(state, *OWN_STEPS)
    seat, player = _player(state)
    if player.workers <= 0:
        raise IllegalAction("you have no worker left on your board", "no_worker")
    pos = _pos(action)
    why = worker_error(player.city, pos)
    if why:
        raise refusal(f"cannot place a worker there: {why}", why)
    city, colour = put_worker(player.city, pos)
    player = replace(player, city=city, workers=player.workers - 1)
    state = set_player(state, seat, player)
    if colour >= 0:
        state = set_player(state, seat, add_cubes(player, [int(c == colour) for c in range(5)]))
    if state.step == "end" and not can_place_worker(state, seat):
        return rounds.end_turn(state)
    if state.step == "final_workers":
        return rounds.after_final_worker(state)
    return state


def _build(state: State, action: Build) -> State:
    _expect(state, "develop")
    seat, player = _player(state)
    kind = _kind(action.kind)
    name = data.KINDS[kind]
    if not state.board[kind]:
        raise IllegalAction(f"no {name} is left on the building board", "no_building_left")
    swap = tuple(_colour(c) for c in action.swap)
    printed = price(state, kind)
    why = payment_error(player, kind, printed, swap)
    if why:
        raise refusal(f"cannot pay for {with_article(name)}: {why}", why)
    if not has_spot(player.city, data.FOOTPRINT[kind]):
        raise IllegalAction(f"your city has no room for {with_article(name)}", "no_room")
    paid = paid_cubes(player, kind, printed, swap)
    player = replace(player, cubes=tuple(a - b for a, b in zip(player.cubes, paid)))
    stock = tuple(a + b for a, b in zip(state.stock, paid))
    board = state.board[:kind] + (state.board[kind] - 1,) + state.board[kind + 1 :]
    state = set_player(state, seat, player)
    return replace(
        state,
        stock=stock,
        board=board,
        held=kind,
        moving=-1,
        step="building",
        todo=(("enter", kind), ("paid", kind)) + state.todo,
    )


def _sell(state: State, action: Sell) -> State:
    _expect(state, "develop")
    seat, player = _player(state)
    colours = [_colour(c) for c in action.colours]
    if len(set(colours)) != len(colours):
        raise IllegalAction("sell cubes of different colours only (one of each)", "sell_distinct")
    if not 3 <= len(colours) <= 5:
        raise IllegalAction("sell 3 to 5 cubes of different colours", "sell_count")
    for c in colours:
        if not player.cubes[c]:
            raise IllegalAction(f"you have no {data.COLOUR_NAMES[c]} cube to sell", "no_cube_to_sell")
    cubes = list(player.cubes)
    stock = list(state.stock)
    for c in colours:
        cubes[c] -= 1
        stock[c] += 1
    player = replace(player, cubes=tuple(cubes), coins=player.coins + len(colours))
    state = replace(
        set_player(state, seat, player),
        stock=tuple(stock),
        todo=tuple(("enter", c) for c in sorted(colours)) + state.todo,
    )
    return run(state)


def _take_coins(state: State, action: TakeCoins) -> State:
    _expect(state, "develop")
    seat, player = _player(state)
    return run(set_player(state, seat, replace(player, coins=player.coins + 2)))


def _take_cube(state: State, action: TakeCube) -> State:
    _expect(state, "develop")
    colour = _colour(action.colour)
    if not state.stock[colour]:
        raise IllegalAction(f"the stock has no {data.COLOUR_NAMES[colour]} cube left", "stock_no_colour")
    return run(gain(state, state.actor, [colour]))


def _place_building(state: State, action: PlaceBuilding) -> State:
    _expect(state, "building")
    seat, player = _player(state)
    try:
        cells = tuple(sorted((_int(x, "x"), _int(y, "y")) for x, y in action.cells))
    except (TypeError, ValueError):
        raise IllegalAction("building cells are [x, y] pairs", "bad_action") from None
    why = spot_error(player.city, cells, data.FOOTPRINT[state.held])
    if why:
        raise refusal(f"cannot place the {data.KINDS[state.held]} there: {why}", why)
    city, collected, returned = put_building(player.city, state.held, cells, state.moving)
    state = _with_city(replace(state, held=-1, moving=-1), seat, player, city, collected, returned)
    return run(state)


def _free_build(state: State, action: FreeBuild) -> State:
    _expect(state, "free_build")
    seat, player = _player(state)
    kind = _kind(action.kind)
    if kind == data.FORTRESS:
        raise IllegalAction("the free build may be any building but a fortress", "free_not_fortress")
    if not state.board[kind]:
        raise IllegalAction(f"no {data.KINDS[kind]} is left on the building board", "no_building_left")
    if not has_spot(player.city, data.FOOTPRINT[kind]):
        raise IllegalAction(f"your city has no room for {with_article(data.KINDS[kind])}", "no_room")
    board = state.board[:kind] + (state.board[kind] - 1,) + state.board[kind + 1 :]
    return replace(state, board=board, held=kind, moving=-1, step="building")


def _move(state: State, action: MoveBuilding) -> State:
    _expect(state, "move")
    seat, player = _player(state)
    pos = _pos(action)
    index = building_at(player.city, pos)
    if index < 0:
        raise IllegalAction(f"none of your buildings stands at {pos}", "no_building_at")
    kind = player.city.buildings[index][0]
    # Decision: the building is lifted, then placed by the normal rules (its old cells are free
    # again, so it may even go back where it was).
    state = set_player(state, seat, replace(player, city=lift_building(player.city, index)))
    return replace(state, held=kind, moving=index, step="building")


def _draw(state: State, action: DrawTile) -> State:
    _expect(state, "random_tile")
    tile, state = draw(state)
    if not tile:
        return run(state)
    return replace(state, hand=tile, step="tile")


def _advance(state: State, action: Advance) -> State:
    _expect(state, "advance")
    row = _colour(action.row)
    if row == data.TEMPLE:
        raise IllegalAction("advance in another row than the green one", "not_green")
    if row not in advance_rows(state, state.actor):
        raise IllegalAction(f"your marker is at the end of the {data.COLOUR_NAMES[row]} row", "row_end")
    return run(replace(state, todo=(("enter", row),) + state.todo))


def _paid_step(state: State, action: PaidStep) -> State:
    _expect(state, "paid")
    seat, player = _player(state)
    _task, row = state.todo[0]
    if not can_step(state, row):
        raise IllegalAction("you cannot pay for another step", "cannot_pay_step")
    cost = step_cost(state)
    discounted = state.discounted or cost < data.PAID_STEPS[state.paid]
    state = set_player(state, seat, replace(player, coins=player.coins - cost))
    return run(replace(state, paid=state.paid + 1, discounted=discounted, todo=(("enter", row),) + state.todo))


def _skip(state: State, action: Skip) -> State:
    _expect(state, "free_build", "move", "aqueduct", "random_tile", "advance")
    if state.step == "aqueduct":
        shape = (state.hand - data.AQUEDUCT_BASE) // data.AQUEDUCT_COPIES
        aqueducts = state.aqueducts[:shape] + (state.aqueducts[shape] + 1,) + state.aqueducts[shape + 1 :]
        state = replace(state, aqueducts=aqueducts, hand=0)
    return run(state)


def _end_turn(state: State, action: EndTurn) -> State:
    _expect(state, "paid", "end", "final_workers")
    if state.step == "final_workers":
        return rounds.final_worker_done(state)
    return rounds.end_turn(state)


def _discard(state: State, action: Discard) -> State:
    _expect(state, "discard")
    seat, player = _player(state)
    colour = _colour(action.colour)
    if not player.cubes[colour]:
        raise IllegalAction(f"you have no {data.COLOUR_NAMES[colour]} cube", "no_cube")
    return rounds.discarded(state, seat, colour)


def _automa_scout(state: State, action: AutomaScout) -> State:
    _expect(state, "automa_scout")
    slot = automa.scout_slot(state)
    if action.slot != slot:
        raise IllegalAction(f"the automa takes the tile in ring slot {slot}", "automa_slot", slot=slot)
    if slot >= 0:
        # Ruling (docs/rulings.md, Pantikapaion): the trireme stands on the place of the tile
        # taken, as after any scouting («на его место поместите жетон триремы»); with
        # modification 2 that moves it back from where it landed onto the richer tile's place.
        tile = state.ring[slot]
        state = automa.take(state, automa.takes_cubes(tile))
        state = replace(
            state, ring=state.ring[:slot] + (0,) + state.ring[slot + 1 :], discard=state.discard + (tile,), trireme=slot
        )
    state = replace(state, passed=())
    if automa.develops(state):
        return replace(state, step="automa_develop")
    return rounds.end_turn(state)


def _automa_develop(state: State, action) -> State:
    _expect(state, "automa_develop")
    expected = automa.development(state)
    if action != expected:
        what = (
            f"build {with_article(expected.kind)}"
            if isinstance(expected, AutomaBuild)
            else f"take {with_article(data.COLOUR_NAMES[data.COLOURS.index(expected.colour)])} cube"
        )
        raise IllegalAction(f"the automa must {what}", "automa_must")
    if isinstance(action, AutomaBuild):
        state = automa.build(state, data.KINDS.index(action.kind))
    else:
        state = automa.take(state, [data.COLOURS.index(action.colour)])
    return rounds.end_turn(state)


_HANDLERS = {
    Pick: _pick,
    PlaceTile: _place_tile,
    PlaceAqueduct: _place_aqueduct,
    PlaceWorker: _place_worker,
    Build: _build,
    Sell: _sell,
    TakeCoins: _take_coins,
    TakeCube: _take_cube,
    PlaceBuilding: _place_building,
    FreeBuild: _free_build,
    MoveBuilding: _move,
    DrawTile: _draw,
    Advance: _advance,
    PaidStep: _paid_step,
    Skip: _skip,
    EndTurn: _end_turn,
    Discard: _discard,
    AutomaScout: _automa_scout,
    AutomaBuild: _automa_develop,
    AutomaCube: _automa_develop,
}


# --- views ------------------------------------------------------------------------------------


def _city_view(city: City) -> CityView:
    return CityView(
        cells=sorted((x, y, h, code, uid) for (x, y), (h, code, uid) in city.cells.items()),
        tiles=list(city.tiles),
        cubes=sorted((x, y, data.COLOURS[c]) for (x, y), c in city.cubes.items()),
        workers=sorted(city.workers),
        buildings=[(data.KINDS[k], [tuple(p) for p in cells]) for k, cells in city.buildings],
    )


def _player_view(player) -> PlayerView:
    return PlayerView(
        city=_city_view(player.city),
        coins=player.coins,
        cubes=dict(zip(data.COLOURS, player.cubes)),
        workers=player.workers,
        owned=player.owned,
        markers=dict(zip(data.COLOURS, player.markers)),
        swaps=player.swaps,
        cheaper=player.cheaper,
        coin=player.coin,
    )


def _automa_view(auto) -> AutomaView:
    return AutomaView(cubes=dict(zip(data.COLOURS, auto.cubes)), buildings=dict(zip(data.KINDS, auto.buildings)))


RULES = PantikapaionRules()
