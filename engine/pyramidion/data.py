"""Pyramidion components (data only).

Source: the games page for Pyramidion (component data and rulings). Its card, city, revolt,
supply and boat values are a reconstruction marked (R) there: they live only in this module so
that real values can replace them without touching the rules code. Section names below are the
headings of that page.

Ids: characters 0..59 (0..19 the basic cards, five per colour; 20..59 the deck), cities 0..7,
resources 0..5, revolt tokens 0..5, supply cards 0..9, boats 0..19, in the order listed here.

Rules versions (docs/records.md): a game keeps the version it began with, so the values a later
version changed are kept here too, and the rules read them through `boat` and
`mercenary_resource` with the game's version.
"""

from __future__ import annotations

from typing import NamedTuple

MIN_SEATS = 2
MAX_SEATS = 4

# --- resources ("Resources") ----------------------------------------------------------------
RESOURCES = ("wood", "stone", "statue", "camel", "food", "worker")
WOOD, STONE, STATUE, CAMEL, FOOD, WORKER = range(6)
#: tokens of each resource in the game (the stock at the start)
RESOURCE_TOTALS = (35, 35, 10, 35, 35, 35)

# --- colours (rulebook setup; the page names no colours: the fourth name is ours) -----------
COLOURS = ("red", "blue", "yellow", "green")

# --- characters ("Basic cards", "Deck") -------------------------------------------------------
KINDS = (
    "merchant",
    "intermediary",
    "mercenary",
    "rebel",
    "deity",
    "high_priest",
    "bandit",
    "guard",
    "vizier",
    "thief",
    "philosopher",
    "overseer",
    "stonecutter",
    "politician",
)
(
    MERCHANT,
    INTERMEDIARY,
    MERCENARY,
    REBEL,
    DEITY,
    HIGH_PRIEST,
    BANDIT,
    GUARD,
    VIZIER,
    THIEF,
    PHILOSOPHER,
    OVERSEER,
    STONECUTTER,
    POLITICIAN,
) = KINDS

#: value categories: influence, agreements, trade
CATEGORIES = ("influence", "agreements", "trade")
INFLUENCE, AGREEMENTS, TRADE = range(3)


class Card(NamedTuple):
    kind: str
    influence: int = 0
    agreements: int = 0
    trade: int = 0
    ankh: bool = False
    #: owner colour of a basic card, -1 for a deck card
    colour: int = -1


def _basic(colour: int) -> "tuple[Card, ...]":
    # "Basic cards": Merchant T2, Merchant T3, Intermediary A3, Mercenary I3, Deity (no value)
    return (
        Card(MERCHANT, trade=2, colour=colour),
        Card(MERCHANT, trade=3, colour=colour),
        Card(INTERMEDIARY, agreements=3, colour=colour),
        Card(MERCENARY, influence=3, colour=colour),
        Card(DEITY, colour=colour),
    )


BASIC_PER_COLOUR = 5

DECK_CARDS = (
    # "Deck": Merchants (12)
    Card(MERCHANT, trade=2, ankh=True),
    Card(MERCHANT, trade=2, ankh=True),
    Card(MERCHANT, trade=3),
    Card(MERCHANT, trade=3),
    Card(MERCHANT, trade=3, ankh=True),
    Card(MERCHANT, trade=4),
    Card(MERCHANT, trade=4),
    Card(MERCHANT, trade=4),
    Card(MERCHANT, trade=4, influence=1),
    Card(MERCHANT, trade=5),
    Card(MERCHANT, trade=5),
    Card(MERCHANT, trade=6),
    # "Deck": Intermediaries (8)
    Card(INTERMEDIARY, agreements=2, ankh=True),
    Card(INTERMEDIARY, agreements=3, ankh=True),
    Card(INTERMEDIARY, agreements=3),
    Card(INTERMEDIARY, agreements=4),
    Card(INTERMEDIARY, agreements=4),
    Card(INTERMEDIARY, agreements=4, trade=1),
    Card(INTERMEDIARY, agreements=5),
    Card(INTERMEDIARY, agreements=6),
    # "Deck": Mercenaries (8)
    Card(MERCENARY, influence=2, ankh=True),
    Card(MERCENARY, influence=3, ankh=True),
    Card(MERCENARY, influence=3),
    Card(MERCENARY, influence=4),
    Card(MERCENARY, influence=4),
    Card(MERCENARY, influence=4, agreements=1),
    Card(MERCENARY, influence=5),
    Card(MERCENARY, influence=6),
    # "Deck": Rebels (3)
    Card(REBEL, influence=2),
    Card(REBEL, influence=2),
    Card(REBEL, influence=2),
    # "Deck": Specials (9)
    Card(HIGH_PRIEST, influence=2, ankh=True),
    Card(BANDIT, influence=3),
    Card(GUARD, influence=3),
    Card(VIZIER, agreements=2, trade=2),
    Card(THIEF, trade=2),
    Card(PHILOSOPHER, ankh=True),
    Card(OVERSEER, influence=1, agreements=1, trade=1),
    Card(STONECUTTER, trade=3),
    Card(POLITICIAN, agreements=3),
)

CARDS = tuple(c for colour in range(len(COLOURS)) for c in _basic(colour)) + DECK_CARDS
BASIC_IDS = tuple(range(len(COLOURS) * BASIC_PER_COLOUR))
DECK_IDS = tuple(range(len(BASIC_IDS), len(CARDS)))
assert len(CARDS) == 60 and len(DECK_IDS) == 40  # "Counting the characters"

#: +6 in the category chosen for a Deity's category token ("Basic cards")
DEITY_BONUS = 6
#: category tokens of each category ("Tokens and stock": 12, 4 each)
CATEGORY_TOKENS = 4
#: cards dealt to each player in phase 4 ("Phases")
DEAL = 4

# --- cities ("Cities") ------------------------------------------------------------------------
CITIES = ("giza", "thebes", "luxor", "alexandria", "cairo", "philae", "abu_simbel", "karnak")
GIZA, THEBES, LUXOR, ALEXANDRIA, CAIRO, PHILAE, ABU_SIMBEL, KARNAK = range(8)
#: city → thresholds (influence, agreements, trade)
THRESHOLDS = ((6, 5, 5), (7, 6, 5), (5, 6, 6), (5, 5, 6), (6, 5, 6), (6, 6, 5), (7, 8, 7), (5, 5, 6))
#: city → the resource a mercenary token there adds when loading a boat. Giza's camel is the
#: rulebook's loading example; so is Cairo's wood (since rules version 2): Blue holds a Cairo token
#: yet pays his own worker and a statue for the food, which fits only a token whose resource that
#: boat does not take. Alexandria took Cairo's worker so that each resource keeps its count of
#: cities (docs/rulings.md, Pyramidion).
MERCENARY_RESOURCE = (CAMEL, FOOD, STONE, WORKER, WOOD, FOOD, STONE, WOOD)
#: rules version 1: Alexandria wood, Cairo worker
MERCENARY_RESOURCE_V1 = (CAMEL, FOOD, STONE, WOOD, WORKER, FOOD, STONE, WOOD)

#: Philae: extra strength of each revolt token ("City effects")
PHILAE_REVOLT_BONUS = 2
#: Abu Simbel: workers given for one statue ("City effects")
WORKERS_PER_STATUE = 3
#: Stonecutter: threshold raise, and the most resources swapped ("Specials")
STONECUTTER_RAISE = 3
STONECUTTER_SWAP = 2

# --- tokens ("Tokens and stock") ------------------------------------------------------------
MERCENARY_TOKENS = 5
INTERMEDIARY_TOKENS = 5
SUNDIALS = 8

# --- revolt tokens ("Revolt tokens"): (strength, reward) -----------------------------------
REVOLT_TOKENS = ((5, WOOD), (6, FOOD), (6, CAMEL), (7, WORKER), (7, STONE), (8, STATUE))


# --- supply cards ("Supply cards"): city → {resource: count} -------------------------------
def _r(**counts: int) -> "tuple[int, ...]":
    return tuple(counts.get(name, 0) for name in RESOURCES)


SUPPLY_CARDS = (
    {
        GIZA: _r(camel=1, food=2),
        THEBES: _r(worker=1, statue=1),
        LUXOR: _r(stone=4),
        ALEXANDRIA: _r(worker=1),
        CAIRO: _r(wood=2),
        PHILAE: _r(camel=1),
    },  # S1
    {
        GIZA: _r(stone=2),
        THEBES: _r(food=2),
        LUXOR: _r(wood=1, camel=1),
        ALEXANDRIA: _r(stone=3),
        ABU_SIMBEL: _r(food=1),
        KARNAK: _r(worker=2),
    },  # S2
    {
        THEBES: _r(stone=3),
        LUXOR: _r(worker=1),
        CAIRO: _r(camel=2),
        PHILAE: _r(wood=2),
        ABU_SIMBEL: _r(stone=1, statue=1),
        KARNAK: _r(food=2),
    },  # S3
    {
        GIZA: _r(worker=2),
        ALEXANDRIA: _r(food=1, wood=1),
        CAIRO: _r(stone=3),
        PHILAE: _r(camel=1),
        ABU_SIMBEL: _r(wood=2),
        KARNAK: _r(stone=1),
    },  # S4
    {
        GIZA: _r(food=1),
        THEBES: _r(camel=2),
        LUXOR: _r(stone=2, statue=1),
        ALEXANDRIA: _r(wood=2),
        PHILAE: _r(worker=2),
        KARNAK: _r(stone=2),
    },  # S5
    {
        THEBES: _r(wood=2),
        LUXOR: _r(food=1),
        ALEXANDRIA: _r(camel=2),
        CAIRO: _r(worker=1, statue=1),
        ABU_SIMBEL: _r(stone=3),
        KARNAK: _r(camel=1),
    },  # S6
    {
        GIZA: _r(stone=3),
        LUXOR: _r(camel=2),
        CAIRO: _r(food=2),
        PHILAE: _r(stone=1, worker=1),
        ABU_SIMBEL: _r(wood=1),
        KARNAK: _r(worker=1),
    },  # S7
    {
        GIZA: _r(wood=1),
        THEBES: _r(stone=2, statue=1),
        ALEXANDRIA: _r(worker=2),
        PHILAE: _r(food=2),
        ABU_SIMBEL: _r(camel=1),
        KARNAK: _r(wood=2),
    },  # S8
    {
        THEBES: _r(worker=1),
        LUXOR: _r(wood=2),
        ALEXANDRIA: _r(stone=2),
        CAIRO: _r(camel=2),
        PHILAE: _r(stone=2, statue=1),
        KARNAK: _r(food=2),
    },  # S9
    {
        GIZA: _r(camel=2),
        THEBES: _r(wood=1),
        LUXOR: _r(worker=2),
        CAIRO: _r(stone=2),
        ABU_SIMBEL: _r(food=2),
        KARNAK: _r(stone=3),
    },  # S10
)

# --- boats ("Boats"): (VP, cost by resource) --------------------------------------------------
BOATS = (
    (1, _r(wood=1, stone=1, food=1)),
    (1, _r(camel=1, worker=1, stone=1)),
    (1, _r(food=2, wood=1)),
    (1, _r(stone=2, camel=1)),
    (1, _r(worker=1, wood=1, camel=1)),
    (2, _r(stone=2, wood=1, food=1, camel=1)),
    (2, _r(stone=1, wood=2, worker=1, food=1)),
    (2, _r(camel=2, food=2, stone=1)),
    (2, _r(worker=2, stone=2, wood=1)),
    (2, _r(food=1, camel=1, worker=1, stone=1, wood=1)),
    (2, _r(stone=3, food=1, worker=1)),
    (3, _r(stone=3, wood=2, camel=1, food=1)),
    (3, _r(wood=2, food=2, worker=2, stone=1)),
    # boat 13: the rulebook's loading example (phase 7) pays 2 camels, 2 stones, a worker and a
    # food for its boat, a cost none of the other boats has; it took the place of the boat it is
    # nearest to, which cost one wood more, and kept its 3 VP (since rules version 2)
    (3, _r(camel=2, stone=2, worker=1, food=1)),
    (3, _r(stone=2, worker=3, camel=1, wood=1)),
    (3, _r(food=3, camel=2, stone=1, wood=1)),
    (3, _r(wood=3, stone=2, camel=1, worker=1)),
    (4, _r(stone=4, wood=2, food=1, camel=1, worker=1)),
    (4, _r(camel=2, food=2, worker=2, wood=1, stone=2)),
    (4, _r(stone=3, wood=2, worker=2, food=1, camel=1)),
)
#: rules version 1: boat 13 as it was (2 camels, 2 stones, a worker, a wood and a food)
BOATS_V1 = BOATS[:13] + ((3, _r(camel=2, stone=2, worker=1, wood=1, food=1)),) + BOATS[14:]

#: the rules version new games are played under (Rules.version): 2 brought the loading
#: example's boat and Cairo's wood (above), one count of influence when a revolt comes first
#: (resolution.py) and the end of the game once no boat is left to load (scoring.py)
VERSION = 2


def boat(number: int, version: int = VERSION) -> "tuple[int, tuple[int, ...]]":
    """(VP, cost by resource) of a boat in a game played under rules `version`."""
    return (BOATS_V1 if version < 2 else BOATS)[number]


def mercenary_resource(city: int, version: int = VERSION) -> int:
    """The resource a mercenary token in `city` adds to a boat under rules `version`."""
    return (MERCENARY_RESOURCE_V1 if version < 2 else MERCENARY_RESOURCE)[city]


#: face-up boats after phase 1 (rulebook setup and phase 1)
BOAT_ROW = 5

# --- end of the game (rulebook "End of the game" and its variant) --------------------------
TARGETS = (10, 12, 15)
