"""The Pyramidion setup screen: two to four seats (human or computer) and the end-of-game option.
Starting writes a new record (with a fresh seed) and opens the game."""

from __future__ import annotations

from ..dom import attrs, esc
from ..texts.i18n import t, tn
from ..screens.seats import SeatSetupBase

TARGETS = ("10", "12", "15", "all")


class SetupScreen(SeatSetupBase):
    GAME = "pyramidion"
    AI_NAMES = "py.ai_names"
    ADD_TEXT = "py.add_seat"
    ADD_TESTID, REMOVE_TESTID = "seat-add", "seat-remove-{i}"

    def __init__(self, app):
        super().__init__(app)
        self.target = "10"

    def render(self) -> str:
        rows = self._seat_rows_html(lambda i: f'<span class="py-dot py-c{i}" aria-hidden="true"></span>')
        targets = "".join(
            f'<label class="check"><input type="radio" name="py-target"{attrs(data_act="target", data_arg=v, data_testid=f"target-{v}", checked=self.target == v)}>'
            f"<span>{esc(t('py.target_all') if v == 'all' else tn('py.target_n', int(v)))}</span></label>"
            for v in TARGETS
        )
        return (
            f'<div class="setup card py-setup"><h1>{esc(t("py.setup_title"))}</h1>'
            f'<div class="field"><div class="label">{esc(t("players"))}</div>{rows}</div>'
            f'<fieldset class="field"><legend class="label">{esc(t("py.end_of_game"))}</legend>{targets}</fieldset>'
            f'<p class="notice py-note" data-testid="rules-note">{esc(t("py.data_note"))}</p>'
            f"{self._actions_html()}</div>"
        )

    def on_own_change(self, act: str, arg, el) -> None:
        if act == "target" and el.checked:
            self.target = arg

    def start(self) -> None:
        from engine.pyramidion import Options

        options = Options(all_boats=True) if self.target == "all" else Options(target=int(self.target))
        self.app.start_new_game(self.GAME, self._players(), options)
