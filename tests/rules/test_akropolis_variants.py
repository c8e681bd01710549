"""The five optional scoring variants, each toggled on its own. A variant only doubles a district
that already scores under the base rules and whose type has a plaza."""

import msgspec
import pytest

from engine.akropolis import RULES, Options
from engine.akropolis.hexgrid import neighbours
from engine.akropolis.scoring import city_score
from engine.akropolis.state import VARIANTS, City


def city(*cells, fill=()):
    """cells: (x, y, code) or (x, y, code, height); `fill` adds quarries on level 1."""
    out = {pos: (1, "q", 0) for pos in fill}
    for i, cell in enumerate(cells, start=1):
        x, y, code, *rest = cell
        out[(x, y)] = (rest[0] if rest else 1, code, i)
    return City(cells=out)


def region(radius, center=(0, 0)):
    cx, cy = center
    return [
        (cx + dx, cy + dy)
        for dx in range(-radius, radius + 1)
        for dy in range(-2 * radius, 2 * radius + 1)
        if (dx + dy) % 2 == 0 and abs(dx) + max(0, (abs(dy) - abs(dx)) // 2) <= radius
    ]


def both(c, variant, category):
    """(base score, score with the variant) of one category."""
    return city_score(c, 0, ())[category], city_score(c, 0, (variant,))[category]


# --- houses --------------------------------------------------------------------------------


def test_houses_variant_doubles_a_group_value_of_ten():
    c = city(*[(0, 2 * i, "h") for i in range(10)], (5, 5, "H"))
    assert both(c, "houses", "house") == (10, 20)
    c = city(*[(0, 2 * i, "h", 2) for i in range(5)], (5, 5, "H"))  # 5 houses on level 2
    assert both(c, "houses", "house") == (10, 20)


def test_houses_variant_compares_the_value_not_the_points():
    # Value 9 with two house plazas makes 18 points, but the value is below 10: not doubled.
    c = city(*[(0, 2 * i, "h") for i in range(9)], (5, 5, "H"), (7, 7, "H"))
    assert both(c, "houses", "house") == (18, 18)


def test_houses_variant_needs_a_house_plaza():
    c = city(*[(0, 2 * i, "h") for i in range(12)])
    assert both(c, "houses", "house") == (0, 0)


# --- markets -------------------------------------------------------------------------------


def test_markets_variant_doubles_a_market_next_to_a_market_plaza():
    c = city((0, 0, "m"), (0, 2, "M"))
    assert both(c, "markets", "market") == (2, 4)
    c = city((0, 0, "m", 2), (0, 2, "M"), (1, 1, "M"))  # two plazas around: doubled once
    assert both(c, "markets", "market") == (8, 16)


def test_markets_variant_ignores_a_plaza_further_away():
    c = city((0, 0, "m"), (0, 4, "M"))
    assert both(c, "markets", "market") == (2, 2)


def test_markets_variant_does_not_rescue_a_blocked_market():
    c = city((0, 0, "m"), (0, 2, "M"), (1, -1, "m"))
    assert both(c, "markets", "market") == (0, 0)


# --- barracks ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "extra, open_sides, doubled",
    [
        ([], 4, True),
        ([(0, -2, "q")], 3, True),
        ([(0, -2, "q"), (1, -1, "q")], 2, False),
        ([(0, -2, "q"), (1, -1, "q"), (-1, -1, "q")], 1, False),
    ],
)
def test_barracks_variant_doubles_with_three_or_four_open_sides(extra, open_sides, doubled):
    c = city((0, 0, "b"), (1, 1, "q"), (0, 2, "q"), (10, 0, "B"), *extra)
    empty = [q for q in neighbours((0, 0)) if q not in c.cells]
    assert len(empty) == open_sides
    assert both(c, "barracks", "barracks") == (2, 4 if doubled else 2)


def test_barracks_variant_counts_only_sides_open_to_the_outside():
    # (1,-3) on the rim of a radius-2 region: two sides open to the outside, a third onto an
    # enclosed hole at (0,-2). Only two count: not doubled.
    fill = [p for p in region(2) if p != (0, -2)]
    c = city((1, -3, "b"), (0, 4, "B"), fill=fill)
    empty = [q for q in neighbours((1, -3)) if q not in c.cells]
    assert len(empty) == 3
    assert both(c, "barracks", "barracks") == (2, 2)


def test_barracks_variant_does_not_rescue_an_inner_barracks():
    c = city((0, 0, "b"), (0, 4, "B"), fill=region(2))
    assert both(c, "barracks", "barracks") == (0, 0)


# --- temples -------------------------------------------------------------------------------


@pytest.mark.parametrize("height, base, variant", [(1, 2, 2), (2, 4, 8), (3, 6, 12)])
def test_temples_variant_doubles_above_level_one(height, base, variant):
    c = city((0, 0, "t", height), (5, 5, "T"), fill=region(1))
    assert both(c, "temples", "temple") == (base, variant)


def test_temples_variant_does_not_rescue_an_open_temple():
    fill = [p for p in region(1) if p != (0, 2)]
    c = city((0, 0, "t", 3), (5, 5, "T"), fill=fill)
    assert both(c, "temples", "temple") == (0, 0)


# --- gardens -------------------------------------------------------------------------------


def test_gardens_variant_doubles_next_to_a_one_hex_lake():
    fill = [p for p in region(2) if p != (0, -2)]
    c = city((0, 0, "g"), (0, 4, "G"), fill=fill)
    assert both(c, "gardens", "garden") == (3, 6)


def test_gardens_variant_doubles_next_to_a_lake_of_any_size():
    fill = [p for p in region(2) if p not in ((0, -2), (1, -1))]  # a lake of 2
    c = city((1, 1, "g", 2), (0, 4, "G"), fill=fill)
    assert both(c, "gardens", "garden") == (6, 12)
    fill = [p for p in region(3) if p not in region(1)]  # a lake of 7
    c = city((0, -4, "g"), (0, 6, "G"), fill=fill)
    assert both(c, "gardens", "garden") == (3, 6)


def test_gardens_variant_ignores_empty_space_open_to_the_outside():
    c = city((0, 0, "g"), (1, 1, "q"), (0, 2, "G"))
    assert both(c, "gardens", "garden") == (3, 3)
    # an almost-closed ring: the gap opens the middle to the outside, so it is no lake
    ring = [p for p in neighbours((0, 0)) if p != (0, 2)]
    c = city((0, -2, "g"), (5, 5, "G"), fill=ring)
    assert both(c, "gardens", "garden") == (3, 3)


def test_gardens_variant_needs_a_garden_plaza():
    fill = [p for p in region(2) if p != (0, -2)]
    c = city((0, 0, "g"), fill=fill)
    assert both(c, "gardens", "garden") == (0, 0)


# --- each variant on its own ---------------------------------------------------------------


def _city_doubling_everything():
    houses = [(20, 2 * i, "h") for i in range(10)] + [(20, -2, "H")]  # value 10, 1 star
    market = [(40, 0, "m"), (40, 2, "M")]  # 1 x 2 stars
    barracks = [(60, 0, "b"), (61, 1, "q"), (60, 2, "q"), (60, 4, "B")]  # 4 open sides
    temple = [(80, 0, "t", 2), (85, 5, "T")]  # level 2, 2 stars
    garden = [(100, 0, "g"), (100, 4, "G")]  # next to a lake
    fill = [p for p in region(1, (80, 0)) if p != (80, 0)]
    fill += [p for p in region(2, (100, 0)) if p not in ((100, -2), (100, 0), (100, 4))]
    return city(*houses, *market, *barracks, *temple, *garden, fill=fill)


def test_each_variant_changes_only_its_own_category():
    c = _city_doubling_everything()
    base = city_score(c, 0, ())
    expected_base = {"house": 10, "market": 2, "barracks": 2, "temple": 4, "garden": 3}
    assert {k: base[k] for k in expected_base} == expected_base
    category = {
        "houses": "house",
        "markets": "market",
        "barracks": "barracks",
        "temples": "temple",
        "gardens": "garden",
    }
    for variant in VARIANTS:
        with_one = city_score(c, 0, (variant,))
        for name, value in expected_base.items():
            want = 2 * value if name == category[variant] else value
            assert with_one[name] == want, (variant, name)
    all_on = city_score(c, 0, VARIANTS)
    assert all_on["total"] == 2 * base["total"]


def test_variants_from_the_options_reach_the_scores():
    c = _city_doubling_everything()
    state = RULES.new_game(2, Options(variants=["temples"]), seed=0)
    state = msgspec.structs.replace(state, cities=(c, state.cities[1]), stones=(0, 0))
    assert RULES.scores(state)[0]["temple"] == 8
    assert RULES.scores(state)[0]["house"] == 10
