"""Base-game scoring rulings, one test (or a few) per ruling, on explicit cities.

Cities here are built hex by hex: scoring looks only at the visible top of each position, so the
tiles underneath do not matter for these cases.
"""

import msgspec
import pytest

from engine.akropolis import RULES, Options
from engine.akropolis.hexgrid import neighbours
from engine.akropolis.scoring import CATEGORIES, city_score
from engine.akropolis.state import City


def city(*cells, fill=()):
    """cells: (x, y, code) or (x, y, code, height); `fill` adds quarries on level 1."""
    out = {pos: (1, "q", 0) for pos in fill}
    for i, cell in enumerate(cells, start=1):
        x, y, code, *rest = cell
        out[(x, y)] = (rest[0] if rest else 1, code, i)
    return City(cells=out)


def region(radius, center=(0, 0)):
    """All positions within `radius` steps of `center`."""
    cx, cy = center
    out = []
    for dx in range(-radius, radius + 1):
        for dy in range(-2 * radius, 2 * radius + 1):
            if (dx + dy) % 2 == 0 and abs(dx) + max(0, (abs(dy) - abs(dx)) // 2) <= radius:
                out.append((cx + dx, cy + dy))
    return out


def score(c, stones=0, variants=()):
    return city_score(c, stones, variants)


def test_region_helper():
    assert len(region(1)) == 7 and len(region(2)) == 19
    assert set(region(1)) == {(0, 0), *neighbours((0, 0))}


# --- houses --------------------------------------------------------------------------------


def test_houses_only_the_largest_group_by_hex_count_scores():
    c = city(
        (0, 0, "h"),
        (0, 2, "h"),
        (0, 4, "h"),  # 3 hexes, value 3
        (4, 0, "h", 3),
        (4, 2, "h", 3),  # 2 hexes, value 6
        (10, 0, "H"),
    )
    assert score(c)["house"] == 3


@pytest.mark.parametrize("low_first", [True, False])
def test_houses_tie_in_size_goes_to_the_higher_value(low_first):
    low = [(0, 0, "h"), (0, 2, "h")]
    high = [(4, 0, "h", 2), (4, 2, "h", 2)]
    cells = low + high if low_first else high + low
    assert score(city(*cells, (10, 0, "H")))["house"] == 4


def test_houses_are_grouped_through_houses_only():
    # A house plaza between two house districts does not join them.
    c = city((0, 0, "h"), (0, 2, "H"), (0, 4, "h"), (0, 6, "h"))
    assert score(c)["house"] == 2


# --- markets -------------------------------------------------------------------------------


def test_market_next_to_a_market_district_scores_nothing():
    c = city((0, 0, "m"), (0, 2, "m", 2), (10, 0, "M"))
    assert score(c)["market"] == 0
    c = city((0, 0, "m"), (0, 4, "m", 2), (10, 0, "M"))  # one hex apart: both score
    assert score(c)["market"] == (1 + 2) * 2


def test_market_plaza_does_not_block_a_market():
    c = city((4, 0, "m", 2), (4, 2, "M"), (5, -1, "M"), (3, -1, "h"))
    assert score(c)["market"] == 2 * (2 + 2)


# --- barracks ------------------------------------------------------------------------------


def test_barracks_on_the_edge_score():
    c = city((0, 0, "b", 2), (1, 1, "q"), (0, 2, "B"))
    assert score(c)["barracks"] == 2 * 2


def test_barracks_next_to_an_enclosed_hole_only_is_not_on_the_edge():
    # A filled region of radius 2 with a hole at its centre: (0,-2) sees only the hole.
    fill = [p for p in region(2) if p != (0, 0)]
    c = city((0, -2, "b"), (1, -3, "B"), fill=fill)
    assert score(c)["barracks"] == 0
    # (0,-4) is on the rim: it has empty neighbours connected to the outside.
    c = city((0, -2, "b"), (0, -4, "b", 1), (1, -3, "B"), fill=fill)
    assert score(c)["barracks"] == 1 * 2


def test_barracks_surrounded_on_all_sides_does_not_score():
    c = city((0, 0, "b"), (0, -2, "B"), fill=region(1))
    assert score(c)["barracks"] == 0


# --- temples -------------------------------------------------------------------------------


def test_temple_fully_surrounded_at_any_height_scores():
    ring_heights = [1, 2, 3, 1, 2, 1]
    ring = [(x, y, "q", h) for (x, y), h in zip(neighbours((0, 0)), ring_heights)]
    c = city((0, 0, "t", 2), *ring, (5, 5, "T"))
    assert score(c)["temple"] == 2 * 2
    # a temple higher than all its neighbours is still surrounded
    c = city((0, 0, "t", 3), *[(x, y, "q") for x, y in neighbours((0, 0))], (5, 5, "T"))
    assert score(c)["temple"] == 3 * 2


def test_temple_with_one_open_side_does_not_score():
    ring = [(x, y, "q") for x, y in neighbours((0, 0))[:-1]]
    c = city((0, 0, "t"), *ring, (5, 5, "T"))
    assert score(c)["temple"] == 0


def test_temple_next_to_an_enclosed_hole_does_not_score():
    fill = [p for p in region(2) if p != (1, 1)]
    c = city((0, 0, "t"), (5, 5, "T"), fill=fill)
    assert score(c)["temple"] == 0


# --- gardens -------------------------------------------------------------------------------


def test_gardens_always_score():
    c = city((0, 0, "g", 2), (3, 3, "G"), (10, 10, "g"), (10, 12, "g"))
    assert score(c)["garden"] == (2 + 1 + 1) * 3


# --- the score formula ---------------------------------------------------------------------


def test_score_is_value_times_total_stars_of_the_type():
    # two temple plazas (2 stars each) and one surrounded temple on level 3
    ring = [(x, y, "q") for x, y in neighbours((0, 0))]
    c = city((0, 0, "t", 3), *ring, (5, 5, "T"), (7, 7, "T"))
    assert score(c)["temple"] == 3 * 4
    stars = {"H": 1, "M": 2, "B": 2, "T": 2, "G": 3}
    for code, n in stars.items():
        c = city((0, 0, "g"), (3, 3, code))
        expected = 3 if code == "G" else 0
        assert score(c)["garden"] == expected, code


def test_no_plaza_of_the_type_scores_nothing():
    c = city((0, 0, "g", 3), (0, 2, "m"), (4, 0, "h"), (6, 0, "b"))
    s = score(c)
    assert s["garden"] == s["market"] == s["house"] == s["barracks"] == 0
    assert s["total"] == 0


def test_plazas_score_nothing_by_themselves_at_any_height():
    c = city((0, 0, "H", 3), (0, 2, "M", 2), (1, 1, "B", 4), (-1, 1, "T", 2), (0, 4, "G", 3))
    s = score(c)
    assert all(s[k] == 0 for k in CATEGORIES)
    assert s["total"] == 0
    # a higher plaza gives no more stars than a low one
    low = city((0, 0, "g"), (3, 3, "G"))
    high = city((0, 0, "g"), (3, 3, "G", 4))
    assert score(low)["garden"] == score(high)["garden"] == 3


def test_each_stone_is_one_point():
    c = city((0, 0, "g"), (3, 3, "G"))
    s = score(c, stones=5)
    assert s["stones"] == 5
    assert s["total"] == 3 + 5


def test_score_dict_has_every_category_and_a_total():
    s = score(city((0, 0, "H")), stones=2)
    assert set(s) == set(CATEGORIES) | {"total"}
    assert s["total"] == sum(s[k] for k in CATEGORIES)


def test_starting_city_scores_only_its_stones():
    state = RULES.new_game(4, Options(), seed=0)
    assert [s["total"] for s in RULES.scores(state)] == [1, 2, 3, 4]


# --- winners -------------------------------------------------------------------------------


def _two_player_state(cities, stones):
    state = RULES.new_game(2, Options(), seed=0)
    return msgspec.structs.replace(state, cities=tuple(cities), stones=tuple(stones))


def test_highest_total_wins():
    gardens = city((0, 0, "g"), (3, 3, "G"))  # 3 points
    nothing = city((0, 0, "H"))
    state = _two_player_state([nothing, gardens], [1, 0])
    assert [s["total"] for s in RULES.scores(state)] == [1, 3]
    assert RULES.winners(state) == [1]


def test_tie_goes_to_more_stones():
    gardens = city((0, 0, "g"), (3, 3, "G"))  # 3 points
    nothing = city((0, 0, "H"))
    state = _two_player_state([gardens, nothing], [1, 4])
    assert [s["total"] for s in RULES.scores(state)] == [4, 4]
    assert RULES.winners(state) == [1]


def test_tie_with_equal_stones_is_shared():
    gardens = city((0, 0, "g"), (3, 3, "G"))
    state = _two_player_state([gardens, gardens], [2, 2])
    assert RULES.winners(state) == [0, 1]
