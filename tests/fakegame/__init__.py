"""Tally, a tiny fake game laid out as a fifth Agora game would be: its rules engine (rules/), its
computer players (players/) and its screens (screens/), registered by one entry of
engine/core/registry.GAMES (see tests/unit/test_fifth_game.py).

Tally: the counters 1..n lie in a face-down pile shuffled by the seed; in turn each seat takes 1 or
2 counters from the top and scores them; when the pile is empty the highest total wins."""

from engine.core.registry import Game

ENTRY = Game("tally", engine=f"{__name__}.rules", ai=f"{__name__}.players", web=f"{__name__}.screens")
