"""The tile catalog against the printed player aid (per-type totals for 2, 3 and 4 players)."""

from collections import Counter

import pytest

from engine.akropolis import data

# player aid: (2, 3, 4 players); starting tiles excluded
PLAZAS = {"H": (5, 6, 7), "M": (4, 5, 6), "B": (4, 5, 6), "T": (4, 5, 6), "G": (3, 4, 5)}
DISTRICTS = {"h": (18, 27, 36), "m": (12, 16, 20), "b": (10, 13, 16), "t": (8, 10, 12), "g": (6, 7, 8)}
QUARRIES = (37, 49, 61)
TILE_COUNTS = (37, 49, 61)


def _codes(players):
    return Counter("".join(data.TILES[t] for t in data.tiles_for(players)))


@pytest.mark.parametrize("column, players", [(0, 2), (1, 3), (2, 4)])
def test_per_type_totals_match_the_player_aid(column, players):
    counts = _codes(players)
    assert len(data.tiles_for(players)) == TILE_COUNTS[column]
    for code, totals in PLAZAS.items():
        assert counts[code] == totals[column], code
    for code, totals in DISTRICTS.items():
        assert counts[code] == totals[column], code
    assert counts["q"] == QUARRIES[column]
    assert sum(counts.values()) == 3 * TILE_COUNTS[column]


def test_catalog_ids_are_one_to_sixty_one():
    assert sorted(data.TILES) == list(range(1, 62))
    assert Counter(data.MIN_PLAYERS.values()) == {2: 37, 3: 12, 4: 12}


def test_every_tile_has_three_known_codes_and_at_most_one_plaza():
    known = set("hmbtgHMBTGq")
    for tile_id, codes in data.TILES.items():
        assert len(codes) == 3 and set(codes) <= known, tile_id
        assert sum(c in data.PLAZA_STARS for c in codes) <= 1, tile_id


def test_plaza_stars():
    assert data.PLAZA_STARS == {"H": 1, "M": 2, "B": 2, "T": 2, "G": 3}


def test_solo_and_long_games_use_the_right_tiles():
    assert data.tiles_for(1) == data.tiles_for(2)
    assert sorted(data.tiles_for(2, long_game=True)) == list(range(1, 62))
    assert sorted(data.tiles_for(3, long_game=True)) == list(range(1, 62))


def test_starting_tile():
    assert data.STARTING_TILE == {(0, 0): "H", (0, -2): "q", (1, 1): "q", (-1, 1): "q"}
    assert data.STARTING_STONES == (1, 2, 3, 4) and data.STONE_SUPPLY == 40
