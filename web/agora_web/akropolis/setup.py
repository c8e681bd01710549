"""The Akropolis setup screen: seats (human or computer) or solo against the Famous Architect,
variants, long game. Starting writes a new record (with a fresh seed) and opens the game."""

from __future__ import annotations

from typing import get_args

from engine.akropolis.state import ArchitectLevel, Variant

from ..dom import attrs, esc
from ..texts.i18n import t
from ..screens.seats import SeatSetupBase

#: the scoring variants and the Famous Architect's levels, as the rules name them
VARIANTS = get_args(Variant)
LEVELS = get_args(ArchitectLevel)


class SetupScreen(SeatSetupBase):
    GAME = "akropolis"

    def __init__(self, app):
        super().__init__(app)
        self.mode = "multi"
        self.level = LEVELS[0]
        self.variants = set()
        self.long = False

    # --- rendering ----------------------------------------------------------------------
    def render(self) -> str:
        mode = "".join(
            f"<button{attrs(class_='seg' + (' on' if self.mode == m else ''), data_act='mode', data_arg=m, data_testid=f'mode-{m}', aria_pressed='true' if self.mode == m else 'false')}>"
            f"{esc(t('ak.mode_' + m))}</button>"
            for m in ("multi", "solo")
        )
        body = self._multi_html() if self.mode == "multi" else self._solo_html()
        variants = "".join(
            f'<label class="check"><input type="checkbox"{attrs(data_act="variant", data_arg=v, data_testid=f"variant-{v}", checked=v in self.variants)}>'
            f"<span>{esc(t('ak.variant.' + v))}</span></label>"
            for v in VARIANTS
        )
        long_ok = self.mode == "solo" or len(self.seats) <= 3
        long_box = (
            f'<label class="check{"" if long_ok else " disabled"}"><input type="checkbox"'
            f"{attrs(data_act='long', data_testid='long-game', checked=self.long and long_ok, disabled=not long_ok)}>"
            f"<span>{esc(t('ak.long_game'))}</span></label>"
        )
        return (
            f'<div class="setup card">'
            f"<h1>{esc(t('ak.setup_title'))}</h1>"
            f'<div class="field"><div class="label">{esc(t("mode"))}</div><div class="segmented">{mode}</div></div>'
            f"{body}"
            f'<fieldset class="field"><legend class="label">{esc(t("ak.variants"))}</legend>'
            f'<p class="muted small">{esc(t("ak.variants_note"))}</p>{variants}</fieldset>'
            f'<div class="field">{long_box}</div>'
            f"{self._actions_html()}"
            f"</div>"
        )

    def _multi_html(self) -> str:
        rows = self._seat_rows_html(lambda i: f'<span class="seat-no">{i + 1}</span>', add_cls="btn ghost")
        return (
            f'<div class="field"><div class="label">{esc(t("players"))}</div>{rows}'
            f'<p class="muted small">{esc(t("ak.first_player_note"))}</p></div>'
        )

    def _solo_html(self) -> str:
        levels = "".join(
            f'<label class="level{" on" if self.level == lv else ""}"><input type="radio" name="level"'
            f"{attrs(data_act='level', data_arg=lv, data_testid=f'level-{lv}', checked=self.level == lv)}>"
            f'<span class="level-name">{esc(t("ak.level." + lv))} <span class="tag">{esc(t("ak.level_tag." + lv))}</span></span>'
            f'<span class="muted small">{esc(t("ak.level_note." + lv))}</span></label>'
            for lv in LEVELS
        )
        return (
            f'<div class="field"><div class="label">{esc(t("ak.your_name"))}</div>'
            f'<input type="text" maxlength="24"{attrs(data_act="solo-name", data_testid="solo-name", value=self.solo_name, placeholder=t("player_n", n=1))}></div>'
            f'<div class="field"><div class="label">{esc(t("ak.level"))}</div><div class="levels">{levels}</div>'
            f'<p class="muted small">{esc(t("ak.solo_note"))}</p></div>'
            f"{self._think_ahead_html()}"
        )

    def _think_ahead_html(self) -> str:
        """Whether the hint is thought out while the player looks at the board (hints.py): a
        choice of this device, shown where it applies (only a solo game thinks ahead)."""
        from ..services.hints import thinks_ahead

        return (
            f'<div class="field"><label class="check"><input type="checkbox"'
            f"{attrs(data_act='think-ahead', data_testid='think-ahead', checked=thinks_ahead(self.app.store), aria_describedby='think-ahead-note')}>"
            f"<span>{esc(t('ak.think_ahead'))}</span></label>"
            f'<p class="muted small" id="think-ahead-note">{esc(t("ak.think_ahead_note"))}</p></div>'
        )

    # --- events -------------------------------------------------------------------------
    def handle_own(self, act: str, arg) -> bool:
        if act == "mode":
            self.mode = arg
            return True
        return False

    def on_own_change(self, act: str, arg, el) -> None:
        if act == "variant":
            (self.variants.add if el.checked else self.variants.discard)(arg)
        elif act == "long":
            self.long = bool(el.checked)
        elif act == "think-ahead":
            from ..services.hints import set_thinks_ahead

            set_thinks_ahead(self.app.store, bool(el.checked))
        elif act == "level":
            self.level = arg
            self.app.render()

    # --- starting -----------------------------------------------------------------------
    def start(self) -> None:
        from engine.akropolis import Options

        variants = [v for v in VARIANTS if v in self.variants]
        if self.mode == "solo":
            players = self._solo_players()
            options = Options(variants=variants, long=self.long, solo=self.level)
        else:
            players = self._players()
            options = Options(variants=variants, long=self.long and len(players) <= 3)
        self.app.start_new_game(self.GAME, players, options)
