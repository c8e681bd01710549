"""Pyramidion: options, explicit setup, actions, state and views (msgspec Structs).

A round runs through eight phases; only some steps ask a player for a decision, and each such
decision is one action. What is pending is a queue of `Task`s: the front task names the seat that
decides and what kind of decision it is (a play in the active city, a special's target, a city
effect, a High Priest's return, ...). Steps that need no decision happen on their own, and so
does a decision with a single legal answer (a forced move). States are never changed once built.
Ids are those of data.py; resources, categories and tokens are named by their data.py names.
"""

from __future__ import annotations

from typing import Literal, Optional, Union

import msgspec

from ..core.rng import Rng
from . import data

ResourceName = Literal["wood", "stone", "statue", "camel", "food", "worker"]
CategoryName = Literal["influence", "agreements", "trade"]
TokenName = Literal["mercenary", "intermediary"]


class Options(msgspec.Struct, kw_only=True, omit_defaults=True, forbid_unknown_fields=True, frozen=True):
    #: victory points that end the game at the end of a round (10, or the longer 12 or 15)
    target: int = 10
    #: the variant that plays on until every boat has been loaded (then `target` does not end it)
    all_boats: bool = False


class Setup(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """An explicit deal (ids as in data.py). Later reshuffles use the record's seed."""

    #: colour of each seat (0 red, 1 blue, 2 yellow, 3 green), all different
    colours: "list[int]"
    #: the turn order on the Giza track, seats first to last
    order: "list[int]"
    #: the 40 deck characters, top first; phase 4 of round 1 deals 4 to each seat in turn order
    deck: "list[int]"
    #: the 6 revolt tokens face down, the next one drawn first
    revolt: "list[int]"
    #: the 10 supply cards: the face-up one first, then the deck top first
    supply: "list[int]"
    #: the 20 boats: the 5 face-up ones first, then the deck top first
    boats: "list[int]"


# --- actions: one per decision --------------------------------------------------------------


class Activate(msgspec.Struct, tag="activate", frozen=True, forbid_unknown_fields=True):
    """Phase 5: activate city `city` (0..7, one without a sundial)."""

    city: int


class Play(msgspec.Struct, tag="play", frozen=True, forbid_unknown_fields=True):
    """Play character `card` from your hand face up into the active city."""

    card: int


class Pass(msgspec.Struct, tag="pass", frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Stop playing in the active city (final). With `discard`, hire: discard that card from your
    hand face up and draw one (not with two players)."""

    discard: Optional[int] = None


class Category(msgspec.Struct, tag="category", frozen=True, forbid_unknown_fields=True):
    """Deity (or a Philosopher copying one): put a category token of this category on it."""

    category: CategoryName


class Discard(msgspec.Struct, tag="discard", frozen=True, forbid_unknown_fields=True):
    """Bandit, Guard or Thief: discard character `card` from the active city."""

    card: int


class RemoveToken(msgspec.Struct, tag="remove_token", frozen=True, forbid_unknown_fields=True):
    """Guard or Cairo: send the active city's mercenary or intermediary token back to its owner."""

    token: TokenName


class Resource(msgspec.Struct, tag="resource", frozen=True, forbid_unknown_fields=True):
    """Pick one resource: take it from a city (intermediary in phase 3, Vizier), from the stock
    (Alexandria), or put it from the stock into the active city (Politician)."""

    resource: ResourceName


class Raise(msgspec.Struct, tag="raise", frozen=True, forbid_unknown_fields=True):
    """Stonecutter: the active city's three thresholds are 3 higher while the card stays there."""


class Swap(msgspec.Struct, tag="swap", frozen=True, forbid_unknown_fields=True):
    """Stonecutter: swap `give` (1 or 2 resources of the active city) with `take` (as many of city
    `city`'s resources)."""

    city: int
    give: "tuple[ResourceName, ...]"
    take: "tuple[ResourceName, ...]"


class Copy(msgspec.Struct, tag="copy", frozen=True, forbid_unknown_fields=True):
    """Philosopher: become a copy of character `card` in the active city."""

    card: int


class TurnOrder(msgspec.Struct, tag="turn_order", frozen=True, forbid_unknown_fields=True):
    """Giza: take the free turn-order token numbered `token` (1 = first)."""

    token: int


class Draw(msgspec.Struct, tag="draw", frozen=True, forbid_unknown_fields=True):
    """Luxor: draw a character from the deck."""


class Skip(msgspec.Struct, tag="skip", frozen=True, forbid_unknown_fields=True):
    """Decline an optional effect (Giza, Luxor, Cairo), or load no boat this turn (phase 7)."""


class Reclaim(msgspec.Struct, tag="reclaim", frozen=True, forbid_unknown_fields=True):
    """High Priest: take your character `card` back from the active city into your hand."""

    card: int


class Exchange(msgspec.Struct, tag="exchange", frozen=True, forbid_unknown_fields=True):
    """Abu Simbel: give 3 workers for each of `statues` statues (0: none)."""

    statues: int


class Load(msgspec.Struct, tag="load", frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Phase 7: load boat `boat` (face up, or your own Karnak boat). Each city in `mercenaries`
    (your mercenary tokens not used yet this round) adds one unit of its resource; each entry of
    `statues` is one of your statues standing in for that resource; your own resources pay the
    rest of the cost."""

    boat: int
    mercenaries: "tuple[int, ...]" = ()
    statues: "tuple[ResourceName, ...]" = ()


Action = Union[
    Activate,
    Play,
    Pass,
    Category,
    Discard,
    RemoveToken,
    Resource,
    Raise,
    Swap,
    Copy,
    TurnOrder,
    Draw,
    Skip,
    Reclaim,
    Exchange,
    Load,
]


# --- state ----------------------------------------------------------------------------------


class Task(msgspec.Struct, frozen=True, omit_defaults=True):
    """One pending step. `kind` names it (see flow.py); `seat` decides; `card` is the card whose
    effect it is and `city` the city it is about, or -1."""

    kind: str
    seat: int = -1
    card: int = -1
    city: int = -1


class Played(msgspec.Struct, frozen=True, omit_defaults=True):
    """A character face up in the active city."""

    card: int
    seat: int
    #: Philosopher: the card it copies (-1: none)
    copy: int = -1
    #: Deity (or a copy of one): index of its category token (-1: none)
    category: int = -1
    #: Stonecutter (or a copy): chose to raise the thresholds
    raised: bool = False


class Revolt(msgspec.Struct, frozen=True):
    """The last revolt: where, the tokens revealed, its strength, the seats whose cards were
    discarded and the seat that put it down (-1: nobody)."""

    city: int
    tokens: "tuple[int, ...]"
    strength: int
    discarded: "tuple[int, ...]"
    winner: int


class Resolution(msgspec.Struct, frozen=True, omit_defaults=True):
    """One part of a city's resolution, as the table saw it. `category` is "revolt", "influence",
    "agreements" or "trade"; `totals` each seat's total there (for the revolt: influence, -1 for a
    seat with no card in the city); `needed` the threshold (for the revolt: its strength);
    `winner` the seat with the single highest total reaching `needed` (revolt: the strongest
    survivor), -1 if none. `result`: "won"; "kept" (the winner already held that token); "no_token"
    (the winner had no token of that kind left); "tie" (several share the highest total); "below"
    (the highest total is under the threshold); "none" (nobody has any; revolt: nobody survived).
    `gained`: the resources the winner took (revolt and trade); `replaced`: the seat whose token
    went back (-1: none); `discarded`: the seats whose cards the revolt discarded; `cards`: the
    characters face up in the city then (for the revolt: before its discards)."""

    city: int
    category: str
    totals: "tuple[int, ...]"
    needed: int
    winner: int = -1
    result: str = "none"
    gained: "tuple[int, ...]" = ()
    replaced: int = -1
    discarded: "tuple[int, ...]" = ()
    cards: "tuple[int, ...]" = ()


class State(msgspec.Struct, frozen=True, kw_only=True):
    options: Options
    seats: int
    colours: "tuple[int, ...]"
    rng: Rng
    round: int
    #: where the round's backbone stands when no task is pending (see flow.py)
    stage: str
    queue: "tuple[Task, ...]"
    #: the Giza track: seats first to last
    order: "tuple[int, ...]"
    #: turn-order tokens taken in Giza this round: token number - 1 → seat, -1 free
    order_tokens: "tuple[int, ...]"
    # characters
    deck: "tuple[int, ...]"
    discard: "tuple[int, ...]"
    hands: "tuple[tuple[int, ...], ...]"
    # cities
    cities: "tuple[tuple[int, ...], ...]"
    mercenaries: "tuple[int, ...]"
    intermediaries: "tuple[int, ...]"
    #: cities activated this round, in order (each has a sundial)
    activations: "tuple[int, ...]"
    # resources
    stock: "tuple[int, ...]"
    resources: "tuple[tuple[int, ...], ...]"
    # the active city
    city: int = -1
    activator: int = -1
    played: "tuple[Played, ...]" = ()
    passed: "tuple[bool, ...]" = ()
    #: cards played by each seat in the active city (for the two-player limit)
    plays: "tuple[int, ...]" = ()
    #: the seat that played or passed last in the active city
    last: int = -1
    #: Luxor and Cairo: the first ankh card's effect has been used in this activation
    ankh_used: bool = False
    # revolt tokens: the face-down pile (next first) and the last revolt, revealed
    revolt_bag: "tuple[int, ...]" = ()
    revolt: "Optional[Revolt]" = None
    #: every city resolution of the game so far, oldest first (one entry per category)
    resolutions: "tuple[Resolution, ...]" = ()
    # supply cards: the face-up one, the face-down deck (top first) and the used ones
    supply: int = -1
    supply_deck: "tuple[int, ...]" = ()
    supply_discard: "tuple[int, ...]" = ()
    # boats
    boat_row: "tuple[int, ...]" = ()
    boat_deck: "tuple[int, ...]" = ()
    boat_discard: "tuple[int, ...]" = ()
    karnak_boat: int = -1
    karnak_owner: int = -1
    boats: "tuple[tuple[int, ...], ...]" = ()
    #: cities whose mercenary token has added its unit to a boat this round
    merc_used: "tuple[int, ...]" = ()
    #: phase 7: whose turn (index into `order`) and how many passed in a row
    load_turn: int = 0
    load_passes: int = 0
    #: the seat given +1 VP at the last end-of-round check (-1: nobody)
    bonus: int = -1
    #: once over: the winner and each seat's hand size at the final check
    winner: int = -1
    final_hands: "tuple[int, ...]" = ()
    #: the rules version this game is played under (data.VERSION unless an older record says
    #: otherwise: Rules.under_version)
    rules: int = data.VERSION


# --- views: JSON-friendly, what one seat may see --------------------------------------------


class View(msgspec.Struct, omit_defaults=True):
    game: str
    seat: Optional[int]
    options: Options
    seats: int
    colours: "list[int]"
    round: int
    #: phase of the round (1..8; 0 once the game is over)
    phase: int
    #: the pending decision ("activate", "play", "bandit", ... , "over")
    step: str
    #: the seat that decides now, -1 once the game is over
    actor: int
    #: the card whose effect is being decided (-1: none)
    source: int
    queue: "list[Task]"
    order: "list[int]"
    order_tokens: "list[int]"
    #: own hand (other seats' hands are empty lists) and every hand's size
    hands: "list[list[int]]"
    hand_sizes: "list[int]"
    deck_size: int
    discard: "list[int]"
    cities: "list[list[int]]"
    mercenaries: "list[int]"
    intermediaries: "list[int]"
    activations: "list[int]"
    stock: "list[int]"
    resources: "list[list[int]]"
    category_stock: "list[int]"
    city: int
    activator: int
    played: "list[Played]"
    passed: "list[bool]"
    plays: "list[int]"
    #: the active city's thresholds as they stand, and each seat's totals there
    thresholds: "list[int]"
    totals: "list[list[int]]"
    revolt_tokens_left: int
    supply: int
    supply_deck_size: int
    supply_discard: "list[int]"
    boat_row: "list[int]"
    boat_deck_size: int
    boat_discard: "list[int]"
    karnak_boat: int
    karnak_owner: int
    #: own boats (other seats' are empty lists until the game is over) and every seat's count
    boats: "list[list[int]]"
    boat_counts: "list[int]"
    merc_used: "list[int]"
    load_turn: int
    load_passes: int
    bonus: int
    winner: int
    over: bool
    revolt: "Optional[Revolt]" = None
    #: every city resolution of the game so far, oldest first
    resolutions: "list[Resolution]" = []
    #: own boats' victory points (every seat's in the full view and once the game is over)
    vp: "list[int]" = []
    final_hands: "list[int]" = []
    #: only in the full view (seat None): the hidden piles and the generator state
    deck: "Optional[list[int]]" = None
    revolt_bag: "Optional[list[int]]" = None
    supply_deck: "Optional[list[int]]" = None
    boat_deck: "Optional[list[int]]" = None
    rng: "Optional[Union[int, str]]" = None
    #: the rules version the game is played under (left out for version 1, so that the views,
    #: and the state hashes made from them, of games begun before version 2 stay as they were)
    rules: int = 1
