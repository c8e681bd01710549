"""Which section of a game's guide explains the decision a player is asked to make.

`DECISION_SECTIONS[game]` maps every kind of decision the engine can ask for to the id of a
section (`## Title {#id}`) that exists in both languages of that game's guide; a "?" button opens
the guide there. `decision_types(game)` lists those kinds straight from the engine, so a new kind
of decision without a section makes the tests fail. `decision_of(game, state)` names the decision
pending in a full engine state.
"""

from __future__ import annotations

DECISION_SECTIONS = {
    # a move is one Move(take, hexes): choosing the tile, then where it goes; the Famous
    # Architect's forced turn in the solo game
    "akropolis": {
        "take": "take-tile",
        "place": "place-tile",
        "architect": "architect-turn",
    },
    # State.step
    "amytis": {
        "take": "take-tile",
        "place": "place-tile",
        "palace": "palace",
        "favor": "favor",
    },
    # State.step, and PlaceWorker, which is open at every step of a player's own turn
    "pantikapaion": {
        "scout": "scout",
        "tile": "place-tile",
        "develop": "develop",
        "building": "place-building",
        "paid": "paid-steps",
        "end": "workers",
        "free_build": "free-build",
        "move": "move-building",
        "aqueduct": "aqueduct-tile",
        "random_tile": "random-tile",
        "advance": "advance",
        "final_workers": "final-workers",
        "discard": "round-end",
        "automa_scout": "automa-turn",
        "automa_develop": "automa-turn",
        "worker": "workers",
    },
    # the kind of the Task at the front of the queue (engine/pyramidion/flow.py DECISIONS)
    "pyramidion": {
        "collect": "collect",
        "activate": "activate",
        "play": "play",
        "category": "deity",
        "bandit": "bandit",
        "guard": "guard",
        "thief": "thief",
        "vizier": "vizier",
        "politician": "politician",
        "stonecutter": "stonecutter",
        "copy": "philosopher",
        "giza": "giza",
        "luxor": "luxor",
        "cairo": "cairo",
        "alexandria": "alexandria",
        "reclaim": "high-priest",
        "exchange": "abu-simbel",
        "load": "load",
    },
}


def decision_types(game: str) -> "tuple[str, ...]":
    """Every kind of decision the game's engine can ask for, read from the engine itself."""
    from typing import get_args

    if game == "akropolis":
        from engine.akropolis.state import Move

        parts = {"take": "take", "hexes": "place"}
        return tuple(parts[f] for f in Move.__struct_fields__) + ("architect",)
    if game == "amytis":
        from engine.amytis.state import Step

        return tuple(s for s in get_args(Step) if s != "over")
    if game == "pantikapaion":
        from engine.pantikapaion.state import PlaceWorker, Step

        return tuple(s for s in get_args(Step) if s != "over") + (PlaceWorker.__struct_config__.tag,)
    if game == "pyramidion":
        from engine.pyramidion.flow import DECISIONS

        return tuple(DECISIONS)
    raise KeyError(f"unknown game {game!r}")


def decision_of(game: str, state) -> "str | None":
    """The kind of decision pending in a full engine state (None once the game is over). For
    Akropolis this is "take" until the screen knows a tile is chosen (then "place")."""
    if game == "akropolis":
        from engine.akropolis.solo import ARCHITECT_SEAT

        if state.over:
            return None
        return "architect" if state.options.solo and state.turn == ARCHITECT_SEAT else "take"
    if game in ("amytis", "pantikapaion"):
        return None if state.step == "over" else state.step
    if game == "pyramidion":
        return state.queue[0].kind if state.queue else None
    raise KeyError(f"unknown game {game!r}")


def section_for(game: str, decision: "str | None") -> str:
    """The guide section for a decision; the turn overview when there is none."""
    return DECISION_SECTIONS.get(game, {}).get(decision or "", "turn" if game != "pyramidion" else "round")
