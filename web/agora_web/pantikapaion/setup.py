"""Pantikapaion setup screen: solo against the automa (with its three optional modifications) or
2–4 seats, each a person or a computer player. Starting writes a new record and opens the game."""

from __future__ import annotations

from ..dom import attrs, esc
from ..texts.i18n import t
from ..screens.seats import HUMAN, SeatSetupBase

MODS = ("automa_round_one", "automa_best_tile", "automa_needed_cube")


class SetupScreen(SeatSetupBase):
    GAME = "pantikapaion"
    AI_NAMES = "pk.ai_names"
    ADD_TEXT, REMOVE_TEXT = "pk.add_seat", "pk.remove_seat"

    def __init__(self, app):
        super().__init__(app)
        self.solo = True
        self.mods = {m: False for m in MODS}

    def new_seat(self) -> dict:
        return {"name": "", "kind": HUMAN}

    def render(self) -> str:
        modes = "".join(
            f"<button{attrs(class_='btn' + (' primary' if self.solo == solo else ''), data_act='mode', data_arg=arg, data_testid=f'mode-{arg}', aria_pressed='true' if self.solo == solo else 'false')}>"
            f"{esc(t(key))}</button>"
            for solo, arg, key in ((True, "solo", "pk.mode_solo"), (False, "multi", "pk.mode_multi"))
        )
        body = self._solo_html() if self.solo else self._seats_html()
        return (
            f'<div class="setup card pk-setup"><h1>{esc(t("pk.setup_title"))}</h1>'
            f'<div class="field"><div class="label">{esc(t("mode"))}</div><div class="pk-modes">{modes}</div></div>'
            f'{body}<p class="muted small pk-note">{esc(t("pk.reconstructed_note"))}</p>'
            f"{self._actions_html()}</div>"
        )

    def _solo_html(self) -> str:
        checks = "".join(
            f'<label class="check"><input type="checkbox"{attrs(data_act="mod", data_arg=m, data_testid=f"mod-{m}", checked=self.mods[m])}>'
            f"<span>{esc(t('pk.' + m))}</span></label>"
            for m in MODS
        )
        return (
            f'<div class="field"><div class="label">{esc(t("name"))}</div>'
            f'<input type="text" maxlength="24"{attrs(data_act="solo-name", data_testid="seat-name-0", value=self.solo_name, placeholder=t("player_n", n=1), aria_label=t("name"))}></div>'
            f'<fieldset class="field"><legend class="label">{esc(t("pk.mods"))}</legend>'
            f'<p class="muted small">{esc(t("pk.mods_note"))}</p>{checks}</fieldset>'
        )

    def _seats_html(self) -> str:
        rows = self._seat_rows_html(lambda i: f'<span class="pk-seat-dot pk-c{i}" aria-hidden="true"></span>')
        return f'<div class="field"><div class="label">{esc(t("players"))}</div>{rows}</div>'

    def handle_own(self, act: str, arg) -> bool:
        if act == "mode":
            self.solo = arg == "solo"
            return True
        return False

    def on_own_change(self, act: str, arg, el) -> None:
        if act == "mod" and arg in self.mods:
            self.mods[arg] = bool(el.checked)

    def start(self) -> None:
        from engine.pantikapaion import Options

        if self.solo:
            players, options = self._solo_players(), Options(**self.mods)
        else:
            players, options = self._players(), Options()
        self.app.start_new_game(self.GAME, players, options)
