"""Pyramidion (2–4 players): the Rules object — setup, whose decision it is, legal actions and
their effects, scores and per-seat views."""

from __future__ import annotations

from msgspec.structs import replace

from ..core.errors import IllegalAction
from ..core.protocol import Rules
from ..core.rng import Rng
from . import data, flow, scoring
from .cards import category_stock, thresholds, totals
from .setup import check_options, check_setup, initial_state, random_setup
from .state import Action, Options, Setup, State, View

GAME = "pyramidion"


class PyramidionRules(Rules):
    name = GAME
    min_seats = data.MIN_SEATS
    max_seats = data.MAX_SEATS
    Action = Action
    Options = Options
    Setup = Setup
    hidden_module = __package__ + ".hidden"
    events_module = __package__ + ".events"
    private_hands = True
    #: characters, revolt tokens, supply cards and boats are all numbered
    ShuffleItem = int
    #: 2: the loading example's boat and Cairo's wood, one count of influence after a revolt, and
    #: the end once no boat is left to load (data.VERSION; docs/rulings.md)
    version = data.VERSION
    oldest_version = 1

    # --- creating -------------------------------------------------------------------------
    def new_game(self, seats: int, options=None, seed: "int | bytes" = 0, setup=None) -> State:
        options = options if options is not None else Options()
        if not data.MIN_SEATS <= seats <= data.MAX_SEATS:
            raise IllegalAction(
                f"Pyramidion is for {data.MIN_SEATS} to {data.MAX_SEATS} players, not {seats}", "seats", seats=seats
            )
        check_options(options)
        rng = Rng.from_seed(seed)
        if setup is None:
            setup, rng = random_setup(seats, rng)
        else:
            check_setup(setup, seats)
        return flow.advance(initial_state(seats, options, rng, setup))

    def under_version(self, state: State, version: int) -> State:
        """Nothing before the first decision depends on the version (phases 1 to 4 use neither
        the boats' costs nor the mercenary resources), so setting it is enough."""
        return replace(state, rules=version)

    # --- flow -----------------------------------------------------------------------------
    def current_player(self, state: State) -> int:
        return flow.current_player(state)

    def legal_actions(self, state: State) -> list:
        return flow.legal(state)

    def apply(self, state: State, action) -> State:
        if not isinstance(action, Action.__args__):
            raise IllegalAction(f"not a Pyramidion action: {action!r}", "bad_action")
        return flow.perform(state, action)

    # --- results --------------------------------------------------------------------------
    def scores(self, state: State) -> "list[dict[str, int]]":
        return scoring.scores(state)

    def winners(self, state: State) -> "list[int]":
        return scoring.winners(state)

    # --- taking moves back ----------------------------------------------------------------
    def reveals(self, before: State, action, after: State) -> bool:
        """The decks, the revolt tokens and the other seats' hands and boats are hidden from the
        player who moved: a move that touched any of them, or the generator, may not be taken
        back; nor may the last move, after which every view shows everything."""
        if after.stage == "over":
            return True
        if (
            before.rng != after.rng
            or before.deck != after.deck
            or before.revolt_bag != after.revolt_bag
            or before.supply_deck != after.supply_deck
            or before.boat_deck != after.boat_deck
        ):
            return True
        seat = flow.current_player(before)
        return any(
            s != seat and (before.hands[s] != after.hands[s] or _boat(before, s) != _boat(after, s))
            for s in range(before.seats)
        )

    # --- information ----------------------------------------------------------------------
    def view(self, state: State, seat: "int | None") -> View:
        full = seat is None
        over = state.stage == "over"
        task = state.queue[0] if state.queue else None
        shown = [full or over or s == seat for s in range(state.seats)]
        return View(
            game=GAME,
            seat=seat,
            options=state.options,
            seats=state.seats,
            colours=list(state.colours),
            round=state.round,
            phase=flow.phase(state),
            step=task.kind if task else "over",
            actor=flow.current_player(state),
            source=task.card if task else -1,
            queue=list(state.queue),
            order=list(state.order),
            order_tokens=list(state.order_tokens),
            hands=[list(h) if full or s == seat else [] for s, h in enumerate(state.hands)],
            hand_sizes=[len(h) for h in state.hands],
            deck_size=len(state.deck),
            discard=list(state.discard),
            cities=[list(c) for c in state.cities],
            mercenaries=list(state.mercenaries),
            intermediaries=list(state.intermediaries),
            activations=list(state.activations),
            stock=list(state.stock),
            resources=[list(r) for r in state.resources],
            category_stock=category_stock(state),
            city=state.city,
            activator=state.activator,
            played=list(state.played),
            passed=list(state.passed),
            plays=list(state.plays),
            thresholds=thresholds(state),
            totals=totals(state) if state.city >= 0 else [],
            revolt_tokens_left=len(state.revolt_bag),
            revolt=state.revolt,
            resolutions=list(state.resolutions),
            supply=state.supply,
            supply_deck_size=len(state.supply_deck),
            supply_discard=list(state.supply_discard),
            boat_row=list(state.boat_row),
            boat_deck_size=len(state.boat_deck),
            boat_discard=list(state.boat_discard),
            karnak_boat=state.karnak_boat,
            karnak_owner=state.karnak_owner,
            boats=[list(b) if shown[s] else [] for s, b in enumerate(state.boats)],
            boat_counts=[len(b) for b in state.boats],
            merc_used=list(state.merc_used),
            load_turn=state.load_turn,
            load_passes=state.load_passes,
            bonus=state.bonus,
            winner=state.winner,
            over=over,
            vp=[scoring.boat_points(state, s) if shown[s] else -1 for s in range(state.seats)],
            final_hands=list(state.final_hands),
            deck=list(state.deck) if full else None,
            revolt_bag=list(state.revolt_bag) if full else None,
            supply_deck=list(state.supply_deck) if full else None,
            boat_deck=list(state.boat_deck) if full else None,
            rng=state.rng.position() if full else None,
            rules=state.rules,
        )


def _boat(state: State, seat: int) -> tuple:
    return state.boats[seat] if seat < len(state.boats) else ()


RULES = PyramidionRules()
