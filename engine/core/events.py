"""Move events: what a move did, told by the engine in typed, named fields.

The contract (`Rules.describe(before, action, after)` in protocol.py):
- Events are frozen msgspec Structs, one class per kind of happening, tagged by a `kind` field in
  JSON (`{"kind": "tile_placed", ...}`), so a list of them is JSON-encodable and decodes back to
  equal events with `decoder(classes)`.
- They come in the order things happened: first the acting seat's own decision, then every
  consequence the rules ran by themselves (refills, rounds ending, automatic effects, scoring).
- `seat` says who: the seat that acted or gained, or -1 for the game itself (a refill, a round
  ending). Places are structured (a city's seat and cell, a board slot), never text, so a screen
  can animate from where a piece was to where it goes and name places in its own words.
- Hidden information: `describe` tells the whole truth (for records, tests and the command
  line). An event that carries something only some seats may know lists those seats in
  `visible_to` and names its secret fields in the class's `SECRET`; `redact(events, seat)` (and
  `Rules.describe_for`) blanks those fields (back to their defaults) for every other seat, so
  they still learn that it happened (a card was drawn) but not what (which card).
"""

from __future__ import annotations

from typing import Any, ClassVar, Iterable, Union

import msgspec


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", omit_defaults=True):
    """Base of every event. Subclasses set `tag=` (the `kind` in JSON) and their own fields."""

    #: names of the fields only the seats in `visible_to` may see (blanked for the others)
    SECRET: ClassVar["tuple[str, ...]"] = ()

    #: who: the acting or gaining seat, -1 for the game itself
    seat: int = -1
    #: the seats that may see the SECRET fields; None: everyone
    visible_to: "tuple[int, ...] | None" = None


# --- events every game uses ----------------------------------------------------------------


class GameStarted(Event, tag="game_started"):
    """The game begins; `seat` plays first (or holds the first-player token)."""


class GameOver(Event, tag="game_over"):
    """The game is over: final points by category per seat (with 'total') and the winners."""

    scores: "tuple[dict[str, int], ...]" = ()
    winners: "tuple[int, ...]" = ()


COMMON = (GameStarted, GameOver)


# --- hidden information --------------------------------------------------------------------


def may_see(event: Event, seat: "int | None") -> bool:
    """Whether `seat` (None: everything is shown) may see the event's secret fields."""
    return seat is None or event.visible_to is None or seat in event.visible_to


def blanked(event: Event) -> Event:
    """The event with its secret fields back to their defaults."""
    if not event.SECRET:
        return event
    defaults = {f.name: f.default for f in msgspec.structs.fields(type(event)) if f.name in event.SECRET}
    return msgspec.structs.replace(event, **defaults)


def redact(events: "Iterable[Event]", seat: "int | None") -> "list[Event]":
    """What `seat` may know of these events (None: all of them, unchanged)."""
    return [e if may_see(e, seat) else blanked(e) for e in events]


# --- conversions ---------------------------------------------------------------------------


def decoder(classes: "Iterable[type]") -> "msgspec.json.Decoder":
    """A JSON decoder for a list of the events of these classes (a game's EVENTS)."""
    return msgspec.json.Decoder(list[Union[tuple(classes)]])  # type: ignore[misc]


def fields_of(event: Event) -> "dict[str, Any]":
    """The event's own fields (without `seat` and `visible_to`) as JSON-like values, in order."""
    out = {}
    for f in msgspec.structs.fields(type(event)):
        if f.name in ("seat", "visible_to"):
            continue
        out[f.name] = msgspec.to_builtins(getattr(event, f.name))
    return out


def kind_of(event: Event) -> str:
    return type(event).__struct_config__.tag
