"""The seats of a setup screen: each a row with a name and a human / computer select, seats added
and removed, and the players of the new record.

Each game's SetupScreen subclasses SeatSetupBase and keeps its own options, drawing and start().
"""

from __future__ import annotations

from .dom import attrs, esc
from .i18n import lang, raw, t
from .ui import widgets

HUMAN = "human"


def computer_kinds(game: str, fallback) -> "list[tuple[str, str]]":
    """(controller id, label) of each computer player solo_ai offers for a seat of `game` (not the
    solo-only ones); `fallback` ((id, text key), ...) when solo_ai cannot be asked."""
    try:
        import solo_ai

        infos = [c for c in solo_ai.controllers(game) if not c.solo_only]
    except Exception:  # computer players missing from this build: offer the usual ids
        infos = []
    if not infos:
        return [(cid, t(key)) for cid, key in fallback]
    code = lang()
    return [(c.id, f'{t("computer")} — {c.names.get(code) or c.names.get("en") or c.id}') for c in infos]


class SeatSetupBase:
    name = "setup"
    #: the game's id (engine, i18n "game.<id>", controllers "<id>.easy", ...)
    GAME = ""
    #: computer players offered when solo_ai cannot be asked: (controller id, text key), ...
    FALLBACK_COMPUTERS = ()
    #: text key of the list of default names for computer players
    AI_NAMES = "ai_names"
    #: data-act of the add-seat and remove-seat buttons (None: a fixed number of seats)
    ADD_ACT = "add-seat"
    REMOVE_ACT = "remove-seat"
    MIN_SEATS, MAX_SEATS = 2, 4
    #: text key of the add-seat button, and of the remove-seat button's accessible name
    ADD_TEXT, REMOVE_TEXT = "add_player", "remove_player"
    #: the data-testids of those buttons ({i}: the seat)
    ADD_TESTID, REMOVE_TESTID = "add-seat", "remove-seat-{i}"

    def __init__(self, app):
        self.app = app
        self.seats = [{"name": "", "kind": HUMAN}, {"name": "", "kind": self.GAME + ".easy"}]
        self.solo_name = ""
        self._kinds = None

    def title(self) -> str:
        return t("game." + self.GAME)

    def topbar_extra(self) -> str:
        return ""

    # --- seats --------------------------------------------------------------------------
    def computer_kinds(self) -> "list[tuple[str, str]]":
        return computer_kinds(self.GAME, self.FALLBACK_COMPUTERS)

    def kinds(self) -> "list[tuple[str, str]]":
        """(controller id, label) of what a seat may be, human first."""
        if self._kinds is None or self._kinds[0] != lang():
            self._kinds = (lang(), [(HUMAN, t("human"))] + self.computer_kinds())
        return self._kinds[1]

    def new_seat(self) -> dict:
        return {"name": "", "kind": self.GAME + ".easy"}

    def _default_name(self, i: int, kind: str) -> str:
        if kind == HUMAN:
            return t("player_n", n=i + 1)
        names = raw(self.AI_NAMES)
        return names[i % len(names)]

    def _seat_row_html(self, i: int, seat: dict, marker: str, remove: str = "") -> str:
        """One seat: `marker` (number, colour...), name, human / computer select, `remove` button."""
        options = "".join(f'<option{attrs(value=k, selected=seat["kind"] == k)}>{esc(label)}</option>'
                          for k, label in self.kinds())
        return (f'<div class="seat-row">{marker}'
                f'<input type="text" maxlength="24"{attrs(data_act="seat-name", data_arg=i, data_testid=f"seat-name-{i}", value=seat["name"], placeholder=self._default_name(i, seat["kind"]), aria_label=t("name"))}>'
                f'<select{attrs(data_act="seat-kind", data_arg=i, data_testid=f"seat-kind-{i}", aria_label=t("seat_kind"))}>{options}</select>'
                f'{remove}</div>')

    def _seat_rows_html(self, marker, add_cls: str = "btn ghost small") -> str:
        """A row per seat (`marker(i)`: its number, colour...) with a remove button while there are
        more than the fewest seats, and an add button while there are fewer than the most."""
        rows = []
        for i, seat in enumerate(self.seats):
            remove = ""
            if len(self.seats) > self.MIN_SEATS:
                remove = widgets.icon_button(self.REMOVE_ACT, "✕", t(self.REMOVE_TEXT), cls="btn ghost small", arg=i,
                                             testid=self.REMOVE_TESTID.format(i=i))
            rows.append(self._seat_row_html(i, seat, marker(i), remove))
        add = ""
        if len(self.seats) < self.MAX_SEATS:
            add = widgets.button(self.ADD_ACT, t(self.ADD_TEXT), glyph="+", cls=add_cls, testid=self.ADD_TESTID)
        return "".join(rows) + add

    @staticmethod
    def _actions_html() -> str:
        """The setup screen's foot: back home, start."""
        return (f'<div class="setup-actions">{widgets.button("home", t("back"), testid="setup-back")}'
                f'{widgets.button("start", t("start"), cls="btn primary big", testid="start")}</div>')

    def _players(self) -> list:
        """The seats as the record's players (a default name where none was typed)."""
        from engine.core.protocol import Seat

        return [Seat(s["name"].strip() or self._default_name(i, s["kind"]), s["kind"])
                for i, s in enumerate(self.seats)]

    def _solo_players(self) -> list:
        """The one human player of a solo game."""
        from engine.core.protocol import Seat

        return [Seat(self.solo_name.strip() or t("player_n", n=1), HUMAN)]

    # --- events -------------------------------------------------------------------------
    def handle(self, act: str, arg, el, event) -> bool:
        if act == self.ADD_ACT and len(self.seats) < self.MAX_SEATS:
            self.seats.append(self.new_seat())
        elif act == self.REMOVE_ACT and len(self.seats) > self.MIN_SEATS:
            del self.seats[int(arg)]
        elif act == "start":
            self.start()
            return True
        elif not self._handle(act, arg):
            return False
        self.app.render()
        return True

    def _handle(self, act: str, arg) -> bool:
        """The game's own clicks; True when handled (the screen is then drawn again)."""
        return False

    def on_change(self, act: str, arg, el) -> None:
        if act == "seat-kind":
            self.seats[int(arg)]["kind"] = str(el.value)
            self.app.render()
        else:
            self._on_change(act, arg, el)

    def _on_change(self, act: str, arg, el) -> None:
        """The game's own inputs that changed."""

    def on_input(self, act: str, arg, el) -> None:
        if act == "seat-name":
            self.seats[int(arg)]["name"] = str(el.value)
        elif act == "solo-name":
            self.solo_name = str(el.value)

    def start(self) -> None:
        raise NotImplementedError
