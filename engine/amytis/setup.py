"""The deal: construction stacks, unused tiles, face-up projects, hands and the project deck,
either shuffled from a seed or taken from an explicit `Setup` (checked)."""

from __future__ import annotations

from collections import Counter

from ..core.errors import IllegalAction
from ..core.rng import Rng
from . import data
from .state import Options, Setup, State


def hand_sizes(options: Options) -> "tuple[int, int]":
    return data.DEAL_REVISED if options.revised_deal else data.DEAL_STANDARD


def random_setup(options: Options, rng: Rng) -> "tuple[Setup, Rng]":
    tiles, rng = rng.shuffled(data.TILES)
    cards, rng = rng.shuffled(data.PROJECTS)
    size = data.STACK_SIZE
    stacks = [tiles[i * size : (i + 1) * size] for i in range(data.STACKS)]
    unused = tiles[data.STACKS * size :]
    faceup = cards[: data.FACE_UP]
    hands = []
    at = data.FACE_UP
    for count in hand_sizes(options):
        hands.append(cards[at : at + count])
        at += count
    return Setup(stacks=stacks, unused=unused, faceup=faceup, hands=hands, deck=cards[at:]), rng


def check_setup(setup: Setup, options: Options) -> None:
    """Raise IllegalAction when an explicit setup is not a complete, legal deal."""
    if len(setup.stacks) != data.STACKS or any(len(s) != data.STACK_SIZE for s in setup.stacks):
        raise IllegalAction(f"the setup needs {data.STACKS} construction stacks of {data.STACK_SIZE} tiles", "setup")
    if len(setup.unused) != data.UNUSED:
        raise IllegalAction(f"the setup needs {data.UNUSED} unused tiles", "setup")
    tiles = [t for s in setup.stacks for t in s] + list(setup.unused)
    if Counter(tiles) != Counter(data.TILES):
        raise IllegalAction(
            "the setup must use each tile of the game exactly once (ids colour × 10 + building, two of each)", "setup"
        )
    if len(setup.faceup) != data.FACE_UP:
        raise IllegalAction(f"the setup needs {data.FACE_UP} face-up projects", "setup")
    sizes = hand_sizes(options)
    if [len(h) for h in setup.hands] != list(sizes):
        raise IllegalAction(
            f"the setup must deal {sizes[0]} and {sizes[1]} projects to the first and second player", "setup"
        )
    cards = list(setup.faceup) + [c for h in setup.hands for c in h] + list(setup.deck)
    if sorted(cards) != sorted(data.PROJECTS):
        raise IllegalAction("the setup must use each project card 1..20 exactly once", "setup")


def initial_state(options: Options, rng: Rng, setup: Setup) -> State:
    seats = range(data.SEATS)
    empty_board = ((),) * data.CELLS
    return State(
        options=options,
        stacks=tuple(tuple(s) for s in setup.stacks),
        unused=tuple(setup.unused),
        architects=(-1,) * data.STACKS,
        boards=tuple(empty_board for _ in seats),
        deck=tuple(setup.deck),
        faceup=tuple(setup.faceup),
        hands=tuple(tuple(h) for h in setup.hands),
        done=tuple(() for _ in seats),
        points=tuple((0,) * len(data.BUILDINGS) for _ in seats),
        favors=(-1,) * len(data.TOP_SPACES),
        bottom=(0,) * data.SEATS,
        turn=0,
        step="take",
        turns=1,
        rng=rng,
    )
