"""Building blocks for Pantikapaion test positions."""

from __future__ import annotations

from msgspec.structs import replace

from engine.pantikapaion import RULES, EndTurn, Options, Pick, PlaceTile, Setup, TakeCoins, data
from engine.pantikapaion.city import lay_tile, put_building, tile_positions
from engine.pantikapaion.state import City

COL = {c: i for i, c in enumerate(data.COLOURS)}
KIND = {k: i for i, k in enumerate(data.KINDS)}


def plain_setup(first=(), last=()) -> Setup:
    """Bag in id order, with `first` drawn first and `last` drawn last; tokens in catalog order
    (singles B P W O G on the RES1 cells, the first six pairs on the RES2 cells)."""
    middle = [t for t in data.TERRAIN_IDS if t not in first and t not in last]
    return Setup(
        bag=list(first) + middle + list(last), singles=list(data.SINGLE_TOKENS), doubles=list(data.DOUBLE_TOKENS[:6])
    )


def fresh(seats=2, options=None, first=(), last=(), doubles=None):
    setup = plain_setup(first, last)
    if doubles is not None:
        setup = replace(setup, doubles=list(doubles))
    return RULES.new_game(seats, options or Options(), seed=5, setup=setup)


def city(tiles=(), cubes=None, workers=(), buildings=()) -> City:
    """A city from [(tile, x, y, rotation), ...] laid in order (no checks), then with exactly
    the cubes {(x, y): "B"}, workers and buildings [("house", [(x, y)]), ...] given."""
    c = City()
    for tile, x, y, r in tiles:
        c, _stock, _got, _ret = lay_tile(c, tile, tile_positions(tile, x, y, r), (0,) * 5)
    c = replace(
        c, cubes={tuple(p): COL[v] for p, v in (cubes or {}).items()}, workers=frozenset(tuple(w) for w in workers)
    )
    for kind, cells in buildings:
        c, _got, _ret = put_building(c, KIND[kind], [tuple(p) for p in cells])
    return c


def cubes(**counts) -> "tuple[int, ...]":
    return tuple(counts.get(c, 0) for c in data.COLOURS)


def markers(**at) -> "tuple[int, ...]":
    return tuple(at.get(c, 0) for c in data.COLOURS)


def with_player(state, seat=0, **changes):
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return rebalance(replace(state, players=tuple(players)))


def rebalance(state):
    """The stock recomputed so that every colour totals 20 cubes."""
    used = [0] * 5
    for p in state.players:
        for c in range(5):
            used[c] += p.cubes[c]
        for colour in p.city.cubes.values():
            used[colour] += 1
    if state.automa is not None:
        for c in range(5):
            used[c] += state.automa.cubes[c]
    return replace(state, stock=tuple(data.CUBES_PER_COLOUR - u for u in used))


def without_tiles(state, *tiles):
    """Take tiles (used in hand-built cities) out of the bag and ring."""
    return replace(state, bag=tuple(t for t in state.bag if t not in tiles))


def play(state, *actions):
    for action in actions:
        state = RULES.apply(state, action)
    return state


def simple_turn(state):
    """The acting player picks the first choice, lays it at the first legal place, takes 2 coins
    and ends the turn."""
    slot = RULES.legal_actions(state)[0]
    assert isinstance(slot, Pick)
    state = RULES.apply(state, slot)
    place = next(a for a in RULES.legal_actions(state) if isinstance(a, PlaceTile))
    state = RULES.apply(RULES.apply(state, place), TakeCoins())
    if state.step == "end":
        state = RULES.apply(state, EndTurn())
    return state


def to_develop(state, tile_place=None):
    """Pick the first choice and lay it at `tile_place` (x, y, r) or the first legal place."""
    state = RULES.apply(state, RULES.legal_actions(state)[0])
    if tile_place is None:
        place = next(a for a in RULES.legal_actions(state) if isinstance(a, PlaceTile))
    else:
        place = PlaceTile(*tile_place)
    state = RULES.apply(state, place)
    assert state.step == "develop"
    return state


#: three level-1 rows: (0..2, 0) B . .  /  (0..2, 1) W . .  /  (0..2, 2) O . .
BASE_TILES = [(6, 0, 0, 0), (18, 0, 1, 0), (24, 0, 2, 0)]


def at_develop(seats=2, seat=0, options=None, tiles=BASE_TILES, city_cubes=None, workers=(), buildings=(), **player):
    """A position where `seat` has scouted and must now choose a development."""
    state = fresh(seats, options)
    home = city(tiles, cubes=city_cubes, workers=workers, buildings=buildings)
    player.setdefault("owned", 1)
    player.setdefault("workers", player["owned"] - len(workers))
    state = with_player(state, seat, city=home, **player)
    return replace(state, step="develop", actor=seat, turn=seat, todo=())
