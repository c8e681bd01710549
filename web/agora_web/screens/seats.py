"""The seats of a setup screen: each a row with a name and a human / computer select, seats added
and removed, and the players of the new record.

Each game's SetupScreen subclasses SeatSetupBase and keeps its own options, drawing and start().
"""

from __future__ import annotations

from .base import Screen
from ..dom import attrs, esc
from ..texts.i18n import lang, raw, t
from ..ui import widgets
from ..ui.icons import icon

HUMAN = "human"
#: a seat played by a friend on another device (a remote game: screens/remote_invite.py)
FRIEND = "friend"


#: text keys of the lists of computer players' default names (SeatSetupBase.AI_NAMES of each game)
AI_NAME_KEYS = ("ai_names", "am.ai_names", "pk.ai_names", "py.ai_names")
#: seats numbered in default names ("Player 3")
MAX_NUMBERED = 8
_DEFAULTS: "dict[str, tuple[str, int]]" = {}


def _default_names() -> "dict[str, tuple[str, int]]":
    """Every default name in every language → (its text key, its number or place in the list).
    The games' own lists join once their texts are loaded (the home screen, drawn at start-up,
    does not load them for this)."""
    from ..texts import i18n

    keys = [key for key in AI_NAME_KEYS if key in i18n.TEXT]
    if _DEFAULTS.get("", ("", 0))[1] != len(keys):
        _DEFAULTS.clear()
        _DEFAULTS[""] = ("", len(keys))  # which lists are in
        for n in range(1, MAX_NUMBERED + 1):
            for name in i18n.per_language(lambda n=n: t("player_n", n=n)).values():
                _DEFAULTS.setdefault(name, ("player_n", n))
        for key in keys:
            for names in i18n.per_language(lambda key=key: raw(key)).values():
                for i, name in enumerate(names):
                    _DEFAULTS.setdefault(name, (key, i))
    return _DEFAULTS


def player_name(name: str, seat: int = 0) -> str:
    """A player's name as shown: one the setup gave because nobody typed a name ("Player 2",
    a computer's "Iktinos") follows the interface language, as if given in it; an empty one is
    "Player <seat + 1>"; any other is the player's own."""
    if not name:
        return t("player_n", n=seat + 1)
    found = _default_names().get(name)
    if found is None:
        return name
    key, i = found
    return t("player_n", n=i) if key == "player_n" else raw(key)[i]


def computers(game: str) -> list:
    """The computer players solo_ai offers for a seat of `game` (not the solo-only ones; none when
    this build has no computer players). Listing them imports none of their search code."""
    try:
        import solo_ai

        offered = solo_ai.controllers(game)
    except ImportError:  # computer players missing from this build: people only
        return []
    return [c for c in offered if not c.solo_only]


def computer_label(info) -> str:
    """A computer player's name as a seat shows it: "Computer — Easy" (a level is a name: capitalised
    everywhere it is shown, Akropolis' solo levels too)."""
    return f"{t('computer')} — {t('ai.' + info.id)}"


def computer_note(info) -> str:
    """What a computer player does, in the interface language: the line under its seat that tells
    the levels apart."""
    return t("ai_note." + info.id)


def seat_limits(game: str) -> "tuple[int, int]":
    """(fewest, most) seats of a game played by several (a solo game has a mode of its own), from
    its rules."""
    from engine.core import registry

    rules = registry.get(game)
    return max(rules.min_seats, 2), rules.max_seats


class SeatSetupBase(Screen):
    name = "setup"
    #: the game's id (engine, i18n "game.<id>", solo_ai's controllers)
    GAME = ""
    #: text key of the list of default names for computer players
    AI_NAMES = "ai_names"
    #: data-act of the add-seat and remove-seat buttons (None: a fixed number of seats)
    ADD_ACT = "add-seat"
    REMOVE_ACT = "remove-seat"
    #: text key of the add-seat button, and of the remove-seat button's accessible name
    ADD_TEXT, REMOVE_TEXT = "add_player", "remove_player"
    #: the data-testids of those buttons ({i}: the seat)
    ADD_TESTID, REMOVE_TESTID = "add-seat", "remove-seat-{i}"

    def __init__(self, app):
        self.app = app
        #: how many seats a game of several takes (the rules say)
        self.min_seats, self.max_seats = seat_limits(self.GAME)
        self._computers = computers(self.GAME)
        self.seats = [{"name": "", "kind": HUMAN}] + [
            {"name": "", "kind": self.computer_or_human()} for _ in range(self.min_seats - 1)
        ]
        self.solo_name = ""
        self._kinds = None

    def title(self) -> str:
        return t("game." + self.GAME)

    # --- seats --------------------------------------------------------------------------
    def computer_kinds(self) -> "list[tuple[str, str]]":
        return [(c.id, computer_label(c)) for c in self._computers]

    def kinds(self) -> "list[tuple[str, str]]":
        """(controller id, label) of what a seat may be, human first."""
        if self._kinds is None or self._kinds[0] != lang():
            self._kinds = (lang(), [(HUMAN, t("human"))] + self.computer_kinds())
        return self._kinds[1]

    def seat_kinds(self, i: int) -> "list[tuple[str, str]]":
        """What seat `i` may be: the first seat is this device's, any other may also be a friend
        on another device."""
        kinds = self.kinds()
        return kinds if i == 0 else kinds[:1] + [(FRIEND, t("seat_friend"))] + kinds[1:]

    def computer_or_human(self) -> str:
        """The first computer player offered (the easiest), else a person."""
        return self._computers[0].id if self._computers else HUMAN

    def new_seat(self) -> dict:
        return {"name": "", "kind": self.computer_or_human()}

    def can_add(self) -> bool:
        return len(self.seats) < self.max_seats

    def can_remove(self) -> bool:
        return len(self.seats) > self.min_seats

    def _default_name(self, i: int, kind: str) -> str:
        if kind in (HUMAN, FRIEND):
            return t("player_n", n=i + 1)
        names = raw(self.AI_NAMES)
        return names[i % len(names)]

    def seat_note(self, kind: str) -> str:
        """The line under a seat played by the computer: what its level does ("" for a person)."""
        return next((computer_note(c) for c in self._computers if c.id == kind), "")

    def _seat_row_html(self, i: int, seat: dict, marker: str, remove: str = "") -> str:
        """One seat: `marker` (number, colour...), name, human / computer select, `remove` button;
        under it, for a computer, what its level does (the select's description)."""
        options = "".join(
            f"<option{attrs(value=k, selected=seat['kind'] == k)}>{esc(label)}</option>"
            for k, label in self.seat_kinds(i)
        )
        note = self.seat_note(seat["kind"])
        note_id = f"seat-note-{i}" if note else None
        note_html = (
            f'<p class="seat-note muted small"{attrs(id=note_id, data_testid=note_id)}>{esc(note)}</p>' if note else ""
        )
        return (
            f'<div class="seat-row">{marker}'
            f'<input type="text" maxlength="24"{attrs(data_act="seat-name", data_arg=i, data_testid=f"seat-name-{i}", value=seat["name"], placeholder=self._default_name(i, seat["kind"]), aria_label=t("seat_name_n", n=i + 1))}>'
            f"<select{attrs(data_act='seat-kind', data_arg=i, data_testid=f'seat-kind-{i}', aria_label=t('seat_kind_n', n=i + 1), aria_describedby=note_id)}>{options}</select>"
            f"{remove}</div>{note_html}"
        )

    def _seat_rows_html(self, marker, add_cls: str = "btn ghost small") -> str:
        """A row per seat (`marker(i)`: its number, colour...) with a remove button while there are
        more than the fewest seats, and an add button while there are fewer than the most."""
        rows = []
        for i, seat in enumerate(self.seats):
            remove = ""
            if self.can_remove():
                remove = widgets.button(  # named with its seat: the rows' buttons told apart
                    self.REMOVE_ACT,
                    glyph=icon("close"),
                    cls="btn ghost small",
                    title=t(self.REMOVE_TEXT),
                    label=t("remove_seat_n", n=i + 1),
                    arg=i,
                    testid=self.REMOVE_TESTID.format(i=i),
                )
            rows.append(self._seat_row_html(i, seat, marker(i), remove))
        add = ""
        if self.can_add():
            add = widgets.button(
                self.ADD_ACT, t(self.ADD_TEXT), glyph=icon("plus"), cls=add_cls, testid=self.ADD_TESTID
            )
        return "".join(rows) + add

    @staticmethod
    def _actions_html() -> str:
        """The setup screen's foot: back home, start."""
        return (
            f'<div class="setup-actions">{widgets.button("home", t("back"), testid="setup-back")}'
            f"{widgets.button('start', t('start'), cls='btn primary big', testid='start')}</div>"
        )

    def _players(self) -> list:
        """The seats as the record's players (a default name where none was typed)."""
        from engine.core.protocol import Seat

        return [
            Seat(s["name"].strip() or self._default_name(i, s["kind"]), s["kind"]) for i, s in enumerate(self.seats)
        ]

    def _solo_players(self) -> list:
        """The one human player of a solo game."""
        from engine.core.protocol import Seat

        return [Seat(self.solo_name.strip() or t("player_n", n=1), HUMAN)]

    # --- events -------------------------------------------------------------------------
    def handle(self, act: str, arg, el, event) -> bool:
        if act == self.ADD_ACT and self.can_add():
            self.seats.append(self.new_seat())
        elif act == self.REMOVE_ACT and self.can_remove():
            del self.seats[int(arg)]
        elif act == "start":
            self.start()
            return True
        elif not self.handle_own(act, arg):
            return False
        self.app.render()
        return True

    def handle_own(self, act: str, arg) -> bool:
        """The game's own clicks; True when handled (the screen is then drawn again)."""
        return False

    def on_change(self, act: str, arg, el) -> None:
        if act == "seat-kind":
            self.seats[int(arg)]["kind"] = str(el.value)
            self.app.render()
        else:
            self.on_own_change(act, arg, el)

    def on_own_change(self, act: str, arg, el) -> None:
        """The game's own inputs that changed."""

    def on_input(self, act: str, arg, el) -> None:
        if act == "seat-name":
            self.seats[int(arg)]["name"] = str(el.value)
        elif act == "solo-name":
            self.solo_name = str(el.value)

    def start(self) -> None:
        raise NotImplementedError
