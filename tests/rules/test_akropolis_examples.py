"""The worked examples of the Akropolis rulebook, rebuilt as explicit positions."""

from engine.akropolis import RULES, Move, Options, Setup
from engine.akropolis import data
from engine.akropolis.scoring import city_score
from engine.akropolis.state import City

GROUND = ((0, 2), (1, 3), (0, 4))  # a level-1 spot next to the starting tile, in every city


def deal(players, first, options=None):
    """A game whose deal starts with the tiles `first` (site first), then the rest in id order."""
    options = options or Options()
    rest = [t for t in data.tiles_for(2 if options.solo else players, options.long) if t not in first]
    return RULES.new_game(players, options, setup=Setup(list(first) + sorted(rest)))


def test_house_group_of_value_9_with_three_house_plazas_scores_27():
    # Largest group: 5 houses on level 1 and 2 on level 2 (value 5*1 + 2*2 = 9).
    # Three house plazas (1 star each): 9 * 3 = 27. A smaller group elsewhere does not count.
    cells = {
        (0, 0): (1, "H", 0),
        (0, -2): (1, "q", 0),
        (1, 1): (1, "q", 0),
        (-1, 1): (1, "q", 0),
        (0, 2): (1, "h", 1),
        (0, 4): (1, "h", 1),
        (1, 3): (1, "h", 1),
        (1, 5): (1, "h", 2),
        (0, 6): (1, "h", 2),
        (-1, 5): (1, "H", 2),
        (1, 7): (2, "h", 3),
        (2, 6): (2, "h", 3),
        (2, 4): (2, "q", 3),
        # a second, smaller but higher group: 2 houses on level 3 (value 6) does not score
        (5, 1): (3, "h", 4),
        (5, 3): (3, "h", 4),
        (4, 2): (3, "H", 4),
    }
    score = city_score(City(cells=cells), stones=0)
    assert score["house"] == 27
    assert score["total"] == 27


def test_the_fourth_tile_costs_three_stones():
    state = deal(4, [1, 2, 3, 5, 6, 7])
    assert state.stones == (1, 2, 3, 4) and state.reserve == 30
    state = RULES.apply(state, Move(0, GROUND))  # seat 0: the first tile is free
    state = RULES.apply(state, Move(0, GROUND))  # seat 1
    assert state.site == (3, 5, 6, 7)
    assert RULES.current_player(state) == 2
    state = RULES.apply(state, Move(3, GROUND))  # seat 2 takes the 4th tile in the row
    assert state.cities[2].tiles == (0, 7)
    assert state.stones == (1, 2, 0, 4)
    assert state.reserve == 33  # payments go back to the reserve
    assert state.site == (3, 5, 6)  # taken tiles leave no gap


def test_covering_two_quarries_and_a_barracks_gives_two_stones():
    # Seat 0 first builds tile 60 (house, barracks, quarry) on level 1, then covers its barracks
    # and quarry together with a quarry of the starting tile.
    state = deal(2, [60, 50, 35, 1])
    state = RULES.apply(state, Move(0, ((2, 4), (1, 3), (2, 2))))  # h, b, q
    city = state.cities[0]
    assert city.cells[(1, 3)] == (1, "b", 1) and city.cells[(2, 2)] == (1, "q", 1)
    assert city.cells[(1, 1)] == (1, "q", 0)
    state = RULES.apply(state, Move(0, GROUND))  # seat 1
    assert state.stones == (1, 2) and state.reserve == 37
    state = RULES.apply(state, Move(0, ((1, 1), (2, 2), (1, 3))))  # seat 0 again, on level 2
    assert state.stones == (3, 2)
    assert state.reserve == 35
    assert [state.cities[0].cells[p][0] for p in ((1, 1), (2, 2), (1, 3))] == [2, 2, 2]
