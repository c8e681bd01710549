"""bench/akropolis_solo_probes.py: the placement-oracle probe compares its city with the recorded
game's, so the recorded worth (city points and quarries covered, read back from the final score
and the stones paid) must be what the recorded placements really built."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from engine.akropolis import RULES
from engine.akropolis.rules import _placed
from solo_ai.akropolis import search
from solo_ai.akropolis.evaluator import CityEval

_spec = importlib.util.spec_from_file_location(
    "solo_probes", Path(__file__).resolve().parents[2] / "bench" / "akropolis_solo_probes.py"
)
probes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(probes)


def test_recorded_worth_is_what_the_recorded_placements_built():
    record: dict = {}
    margin = probes.play(3, search.Hard, "callicrates", record)
    state = record["state"]
    city = RULES.new_game(1, state.options, seed=0).cities[0]
    covered = 0
    for tile_id, hexes in zip(record["taken"], record["placements"]):
        city, quarries = _placed(city, tile_id, hexes)
        covered += quarries
    assert city.cells == state.cities[0].cells
    points = CityEval(city.cells, state.options.variants).features().points
    assert probes.recorded_worth(record) == points + covered
    # the oracle's margin differs from the game's by its city's worth against the recorded one
    assert probes.placement_oracle(record, 2) == (
        margin + probes.oracle_worth(record, 2) - probes.recorded_worth(record)
    )
