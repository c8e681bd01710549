"""The reconstructed component data adds up to the totals of the game notes page."""

from collections import Counter

from engine.pantikapaion import data


def terrain_codes():
    return "".join(data.TILES[t][1] for t in data.TERRAIN_IDS)


def test_terrain_tile_totals():
    assert len(data.TERRAIN_IDS) == 65 and data.TERRAIN_IDS == tuple(range(1, 66))
    counts = Counter(terrain_codes())
    assert all(counts[c] == 19 for c in data.COLOURS)
    assert counts[data.DROUGHT] == 30 and counts[data.PLAIN] == 70
    assert sum(counts.values()) == 65 * 3
    per_tile = Counter(sum(1 for c in data.TILES[t][1] if c in data.COLOURS) for t in data.TERRAIN_IDS)
    assert per_tile == {1: 40, 2: 20, 3: 5}  # every tile has a resource cell
    assert all(data.TILES[t][0] in ("I3", "L3") for t in data.TERRAIN_IDS)


def test_aqueduct_tiles():
    assert len(data.AQUEDUCT_IDS) == 12
    shapes = Counter(data.TILES[t][0] for t in data.AQUEDUCT_IDS)
    assert shapes == {"I2": 4, "I3": 4, "L3": 4}
    for t in data.AQUEDUCT_IDS:
        codes = data.TILES[t][1]
        assert codes.count(data.CHOSEN) == 1 and data.DROUGHT not in codes
    assert data.TILES[data.aqueduct_id(0, 4)] == ("I2", "A.")
    assert data.aqueduct_id(2, 1) == data.AQUEDUCT_IDS[-1]


def test_building_board_sides():
    assert data.costs_for(3) == data.costs_for(4) == (2, 3, 3, 4, 4, 5, 5)
    assert data.costs_for(2) == (2, 3, 4, 5, 6, 6)  # the top row stays empty with two
    assert data.FOOTPRINT == (1, 1, 1, 2, 2)


def test_development_board():
    assert all(len(row) == data.ROW_CELLS for row in data.ROWS)
    assert len(data.RES1_CELLS) == 5 and len(data.RES2_CELLS) == 6
    assert len(data.SINGLE_TOKENS) == 5 and len(data.DOUBLE_TOKENS) == 10
    assert len(set(data.DOUBLE_TOKENS)) == 10
    upgrades = Counter(c for row in data.ROWS for c in row if c.startswith("UPG:"))
    # one token per player on each upgrade cell: 16 tokens with four players
    assert upgrades == {"UPG:swap": 2, "UPG:cheaper": 1, "UPG:coin": 1}
    assert sum(upgrades.values()) * 4 == 16
    # four WORKER cells bring the 4 workers beside the board; every row has VP1..VP3 in order
    assert data.ROWS[data.B].count("WORKER") == data.WORKERS - data.START_WORKERS
    for row in data.ROWS:
        assert [c for c in row if c.startswith("VP")] == ["VP1", "VP2", "VP3"]
    # the worked example's cells
    assert data.ROWS[data.O][:3] == ("VP1", "AQ_TILE:I2", "UPG:swap")
    assert data.ROWS[data.B][3] == "WORKER" and data.ROWS[data.W][2] == "FREE_BUILD"
    assert data.ROWS[data.G][1] == "ADVANCE" and data.ROWS[data.P][1] == "RES2"
