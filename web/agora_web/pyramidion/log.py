"""Pyramidion's log, told from the engine's move events (engine/pyramidion/events.py), as the log
contract says (presentation/log.py).

The screen keeps language-free entries: the events of one move cut into runs, each under the seat
whose turn it is (or -1 for what the rules do by themselves: rounds, supply, resolutions); a run's
kind says whether it starts its seat's turn ("turn") or goes on with it ("more"), its detail the
rules version whose boats its words describe. The
events are kept whole; each is redacted for the seat whose eyes the screen uses only when drawn
(`events.redact`), so the same log serves a hand-over between players, a game without humans
(everything) and a switch of language. Places are named as players name them: a city, the stock,
"boat 2 of the row", the Karnak boat — never coordinates.

Imports nothing from the browser: every text can be built and tested on CPython."""

from __future__ import annotations

from typing import Callable, NamedTuple

from engine.core.events import GameOver, GameStarted, kind_of, redact
from engine.pyramidion import data
from engine.pyramidion import events as ev
from engine.pyramidion.flow import city_limit

from ..presentation.log import Entry, Line
from ..texts.i18n import t, tn
from ..ui.html import esc
from .names import boat_text, card_name, city_name, res_names, res_text

#: the panel's classes (style.css)
PANEL_CLASS = "log py-log"
#: the pattern every data-ref token its entries name matches (tests/unit/test_log_refs.py)
REF_PATTERN = r"py-(card-\d+|city-[a-z_]+|boat-\d+|seat-\d+|token-[a-z_]+|supply|revolt)"


#: the events the rules produce by themselves, told under no player's name
AUTOMATIC = (
    GameStarted,
    ev.RoundStarted,
    ev.BoatsRefilled,
    ev.SupplyResolved,
    ev.CardsDealt,
    ev.CityResolved,
    ev.CityCleared,
    ev.TurnOrderSet,
    ev.RoundEnded,
    ev.HandsDiscarded,
    ev.BoatDiscarded,
    ev.BoatsRevealed,
    GameOver,
)
#: the decisions that begin a seat's turn (the others follow from a card just played)
TURN_STARTS = (ev.CityActivated, ev.CardPlayed, ev.Passed, ev.Hired, ev.BoatLoaded)


def _owner(event, current: int) -> int:
    """Under whose name an event is told: a shuffle goes with what caused it."""
    if isinstance(event, ev.PileShuffled):
        return current
    if isinstance(event, AUTOMATIC):
        return -1
    return event.seat


def entries(events, first: bool = True, version: int = data.VERSION) -> "list[Entry]":
    """One move's events as entries: runs of consecutive events told under the same name."""
    out: "list[Entry]" = []
    run: list = []
    seat = None
    for e in events:
        owner = _owner(e, -1 if seat is None else seat)
        if seat is not None and owner != seat:
            out.append(_entry(seat, run, first and not out, version))
            run = []
        seat = owner
        run.append(e)
    if run:
        out.append(_entry(seat, run, first and not out, version))
    return out


def _entry(seat: int, run: list, first: bool, version: int = data.VERSION) -> Entry:
    turn = seat < 0 or isinstance(run[0], TURN_STARTS) or not first
    return Entry(seat, tuple(run), "turn" if turn else "more", (version,))


def version_of(entry: Entry) -> int:
    """The rules version whose boats the entry's words describe."""
    return entry.detail[0] if entry.detail else data.VERSION


def joins(previous: Entry, entry: Entry) -> bool:
    """A follow-up decision, or the first card after activating a city, goes on its seat's turn."""
    return entry.kind == "more" or isinstance(previous.events[-1], (ev.CityActivated, ev.KarnakBoat))


def describe(rules, before, action, after) -> "list[Entry]":
    return entries(rules.describe(before, action, after), version=after.rules)


def describe_start(rules, state) -> "list[Entry]":
    return entries(rules.describe_start(state), version=state.rules)


# --- texts ---------------------------------------------------------------------------------

Names = Callable[[int], str]


def _cards(cards) -> str:
    return ", ".join(card_name(c) for c in cards)


def _order(order, name: Names) -> str:
    return ", ".join(name(s) for s in order)


def _boat_place(e) -> str:
    return t("py.log.karnak_boat_place") if e.karnak or e.slot < 0 else t("py.log.row_boat", n=e.slot + 1)


def _line(e, name: Names, version: int = data.VERSION) -> str:
    """One event as escaped HTML (the subject of a player's own move is the run's heading);
    boats as the game's rules `version` has them."""
    k = kind_of(e)
    if k == "city_resolved":
        return resolution_html(e, name)
    if k in ("round_started", "game_over"):
        return f"<b>{esc(_text(e, name, version))}</b>"
    return esc(_text(e, name, version))


def _text(e, name: Names, version: int = data.VERSION) -> str:  # noqa: C901 - one case per kind of event
    k = kind_of(e)
    if k == "game_started":
        return t("py.log.game_started", name=name(e.seat))
    if k == "round_started":
        return t("py.log.round_started", n=e.round, order=_order(e.order, name))
    if k == "boats_refilled":
        if not e.added:
            return t("py.log.boats_none")
        return t("py.log.boats_refilled", boats="; ".join(boat_text(b, version) for b in e.added))
    if k == "supply_resolved":
        gains = "; ".join(t("py.log.city_gets", city=city_name(g.city), res=res_text(g.resources)) for g in e.gains)
        return t("py.log.supply", gains=gains or t("py.log.nothing"))
    if k == "cards_dealt":
        text = tn("py.log.dealt", e.count, name=name(e.seat))
        if e.thebes:
            text += " " + t("py.log.dealt_thebes")
        return text + (": " + _cards(e.cards) if e.cards else "") + "."
    if k == "city_cleared":
        return t("py.log.cleared", city=city_name(e.city))
    if k == "turn_order_set":
        return t("py.log.turn_order_set", order=_order(e.order, name))
    if k == "round_ended":
        bonus = t("py.log.bonus", name=name(e.bonus)) if e.bonus >= 0 else t("py.log.no_bonus")
        return t("py.log.round_ended", n=e.round) + " " + bonus
    if k == "hands_discarded":
        text = tn("py.log.hand_discarded", e.count, name=name(e.seat))
        return text + (": " + _cards(e.cards) if e.cards else "") + "."
    if k == "boat_discarded":
        return t("py.log.boat_discarded", boat=boat_text(e.boat, version))
    if k == "pile_shuffled":
        return t("py.log.shuffled." + e.pile, n=e.size)
    if k == "boats_revealed":
        return tn("py.log.boats_revealed", len(e.boats), name=name(e.seat), points=e.points)
    if k == "game_over":
        return t("py.log.end", name=", ".join(name(w) for w in e.winners))
    # a player's own decisions
    if k == "city_activated":
        return t("py.log.activate", city=city_name(e.city))
    if k == "karnak_boat":
        return t("py.log.karnak_boat", boat=boat_text(e.boat, version))
    if k == "card_played":
        return t("py.log.play", card=card_name(e.card), city=city_name(e.city))
    if k == "passed":
        if e.reason == "limit":  # the rules passed for the seat: say why, since it never clicked Pass
            return tn("py.log.pass_limit", city_limit(2), city=city_name(e.city))
        if e.reason == "empty_hand":
            return t("py.log.pass_empty_hand", city=city_name(e.city))
        return t("py.log.pass", city=city_name(e.city))
    if k == "hired":
        return t("py.log.hire", card=card_name(e.card), city=city_name(e.city))
    if k == "cards_drawn":
        text = tn("py.log.draws", e.count) + " " + t("py.log.why." + e.reason)
        return text + (": " + _cards(e.cards) if e.cards else "") + "."
    if k == "category_chosen":
        return t("py.log.category", cat=t("py.cat." + e.category), city=city_name(e.city))
    if k == "card_discarded":
        return t(
            "py.log.discard", by=card_name(e.by), card=card_name(e.card), owner=name(e.owner), city=city_name(e.city)
        )
    if k == "token_removed":
        return t("py.log.token_removed", token=t("py.token." + e.token), owner=name(e.owner), city=city_name(e.city))
    if k == "resource_taken":
        source = t("py.log.from_stock") if e.source == ev.STOCK else t("py.log.from_city", city=city_name(e.source))
        return t("py.log.takes", res=t("py.res." + e.resource), source=source) + " " + t("py.log.why." + e.reason) + "."
    if k == "resource_added":
        return t("py.log.adds", res=t("py.res." + e.resource), city=city_name(e.city))
    if k == "thresholds_raised":
        return t("py.log.raise", city=city_name(e.city))
    if k == "resources_swapped":
        return t(
            "py.log.swap",
            give=res_text(e.give),
            take=res_text(e.take),
            city=city_name(e.city),
            other=city_name(e.other),
        )
    if k == "card_copied":
        return t("py.log.copy", card=card_name(e.card), copied=card_name(e.copied), city=city_name(e.city))
    if k == "turn_order_taken":
        return t("py.log.turn_order", n=e.token)
    if k == "reclaimed":
        return t("py.log.reclaim", card=card_name(e.card), city=city_name(e.city))
    if k == "statues_bought":
        return tn("py.log.statues", e.statues, workers=e.workers)
    if k == "boat_loaded":
        what = _boat_place(e) + (f" ({boat_text(e.boat, version)})" if e.boat >= 0 else "")
        text = t("py.log.load", boat=what, paid=res_text(e.paid))
        if e.statues:
            text += " " + t("py.log.load_statues", res=res_names(e.statues))
        if e.mercenaries:
            text += " " + t("py.log.load_mercs", cities=", ".join(city_name(c) for c in e.mercenaries))
        return text
    if k == "skipped":
        return t("py.log.skip." + e.what)
    raise ValueError(f"no log text for the event {k!r}")


def resolution_html(r, name: Names) -> str:
    """One part of a city's resolution: who had what, who won it and what they gained."""
    city = city_name(r.city)
    best = max(r.totals) if r.totals else 0
    value = r.totals[r.winner] if r.winner >= 0 else best
    who = name(r.winner) if r.winner >= 0 else t("py.nobody")
    gained = res_text(r.gained) if r.gained else t("py.log.nothing")
    if r.category == "revolt":
        shown = [s for s, v in enumerate(r.totals) if v >= 0]
        parts = [
            t(
                "py.log.revolt_head",
                city=city,
                strength=r.needed,
                standings=", ".join(f"{name(s)} {r.totals[s]}" for s in shown) or t("py.nobody"),
            )
        ]
        if r.discarded:
            parts.append(t("py.log.revolt_discard", names=", ".join(name(s) for s in r.discarded)))
        if r.result == "won":
            parts.append(t("py.log.revolt_won", name=who, value=value, res=gained))
        elif r.result == "tie":
            parts.append(t("py.log.revolt_tie", value=max(v for s, v in enumerate(r.totals) if s not in r.discarded)))
        else:
            parts.append(t("py.log.revolt_none"))
        text = " ".join(parts)
    else:
        cat = t("py.cat." + r.category)
        token = t("py.token." + {"influence": "mercenary", "agreements": "intermediary"}.get(r.category, "mercenary"))
        if r.result == "none":
            text = t("py.log.cat_none", cat=cat, city=city)
        elif r.result == "won" and r.category == "trade":
            text = t("py.log.trade_won", name=who, city=city, value=value, res=gained)
        elif r.result in ("won", "kept", "no_token"):
            text = t("py.log.cat_" + r.result, name=who, cat=cat, city=city, value=value, needed=r.needed, token=token)
        else:
            text = t("py.log.cat_" + r.result, cat=cat, city=city, value=value, needed=r.needed)
        standings = [f"{name(s)} {v}" for s, v in enumerate(r.totals) if v > 0]
        if len(standings) > 1 and text.endswith("."):
            text = f"{text[:-1]} — {', '.join(standings)}."
        text = text[:1].upper() + text[1:]
        if r.result == "won" and r.replaced >= 0:
            text += " " + t("py.log.cat_replaced", name=name(r.replaced))
    return (
        f'<span class="log-resolution" data-kind="{esc(r.category)}" data-result="{esc(r.result)}">{esc(text)}</span>'
    )


def lines(entry: Entry, viewer: "int | None", name: Names) -> "list[Line]":
    """The entry's events as HTML lines, as `viewer` may know them (None: everything), each
    pointing at the pieces it names."""
    version = version_of(entry)
    return [Line(_line(e, name, version), event_refs(e)) for e in redact(entry.events, viewer)]


def event_refs(e) -> "tuple[str, ...]":
    """The data-ref tokens of the pieces one event names (motion.py, the log's highlights):
    cards, cities, a city's token, boats of the row, a player's place. Give it a redacted event:
    a card another seat may not see is never named; the supply card and the revolt tokens (face
    down or revealed) are one piece each."""
    seat = (f"py-seat-{e.seat}",) if e.seat >= 0 else ()
    card = getattr(e, "card", None)
    out: list = (
        [f"py-card-{card}"] if isinstance(card, int) and card >= 0 and not isinstance(e, ev.SupplyResolved) else []
    )
    if isinstance(e, ev.CardCopied) and e.copied >= 0:
        out.append(f"py-card-{e.copied}")
    if isinstance(e, ev.CardsDrawn):
        out.extend(f"py-card-{c}" for c in e.cards)
        out.extend(seat)
    city = getattr(e, "city", None)
    if isinstance(city, str) and city and not isinstance(e, (ev.Passed, ev.Hired)):
        out.append(f"py-city-{city}")
    if isinstance(e, ev.ResourcesSwapped):
        out.append(f"py-city-{e.other}")
    if isinstance(e, ev.ResourceTaken):
        if e.source != ev.STOCK:
            out.append(f"py-city-{e.source}")
        out.extend(seat)
    if isinstance(e, ev.TokenRemoved):
        out.append(f"py-token-{e.city}")
    if isinstance(e, ev.CityResolved):
        if getattr(e, "token", ""):
            out.append(f"py-token-{e.city}")
        if e.winner >= 0:
            out.append(f"py-seat-{e.winner}")
    if isinstance(e, ev.BoatLoaded):
        if e.slot >= 0:
            out.append(f"py-boat-{e.slot}")
        out.extend(seat)
    if isinstance(e, ev.BoatsRefilled):
        out.extend(f"py-boat-{i}" for i in range(len(e.row) - len(e.added), len(e.row)))
    if isinstance(e, ev.SupplyResolved) or (isinstance(e, ev.PileShuffled) and e.pile == "supply"):
        out.append("py-supply")
    if (isinstance(e, ev.CityResolved) and e.category == "revolt") or (
        isinstance(e, ev.PileShuffled) and e.pile == "revolt"
    ):
        out.append("py-revolt")
    if isinstance(e, (ev.Passed, ev.StatuesBought, ev.TurnOrderTaken, ev.Hired)):
        out.extend(seat)
    return tuple(dict.fromkeys(out))


def refs(entry: Entry, viewer: "int | None") -> "tuple[tuple[str, ...], ...]":
    """An entry's tokens, one group per event that names a piece, as `viewer` may know them."""
    return tuple(group for group in (event_refs(e) for e in redact(entry.events, viewer)) if group)


def heading(seat: int, name: Names) -> str:
    """A turn's heading: its player's name, or "The game" over what the rules did by themselves."""
    return f'<b class="log-who">{esc(name(seat) if seat >= 0 else t("py.log.game"))}</b>'


# --- the last move, marked on the board ----------------------------------------------------


class Marks(NamedTuple):
    """What the newest moves of the other seats touched: city indices, played cards, seats."""

    cities: "frozenset[int]" = frozenset()
    cards: "frozenset[int]" = frozenset()
    seats: "frozenset[int]" = frozenset()
    boats: "frozenset[int]" = frozenset()


def _city_index(name: str) -> int:
    from engine.pyramidion import data

    return data.CITIES.index(name) if name in data.CITIES else -1


def last_move(log: "list[Entry]", viewer: "int | None") -> Marks:
    """The pieces named by the events since `viewer`'s own last move (None: the newest entry):
    the cities played in, activated or resolved, the cards played, copied or given a token, the
    seats that acted, and a Karnak boat turned up — as `viewer` may know them."""
    recent: list = []
    for entry in reversed(log):
        if viewer is not None and entry.seat == viewer:
            break
        recent[:0] = entry.events
        if viewer is None:
            break
    cities, cards, seats, boats = set(), set(), set(), set()
    for e in redact(recent, viewer):
        if e.seat >= 0 and e.seat != viewer and not isinstance(e, AUTOMATIC):
            seats.add(e.seat)
        for field in ("city", "other"):
            value = getattr(e, field, None)
            if isinstance(value, str) and not isinstance(e, (ev.Passed, ev.Hired, ev.CityCleared)):
                cities.add(_city_index(value))
        if isinstance(e, ev.ResourceTaken) and e.source != ev.STOCK:
            cities.add(_city_index(e.source))
        if isinstance(e, (ev.CardPlayed, ev.CardCopied, ev.CategoryChosen, ev.ThresholdsRaised)):
            cards.add(e.card)
        if isinstance(e, ev.KarnakBoat):
            boats.add(e.boat)
    cities.discard(-1)
    return Marks(frozenset(cities), frozenset(cards), frozenset(seats), frozenset(boats))
