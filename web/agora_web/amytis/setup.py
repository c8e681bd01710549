"""The Architects of Amytis setup screen: two seats (human or computer), the side of each building
card, and the deal of projects. Starting writes a new record (with a fresh seed) and opens the game."""

from __future__ import annotations

from engine.amytis.data import BUILDINGS

from ..dom import attrs, esc, random_u32
from ..ui.icons import icon
from ..texts.i18n import t
from ..screens.seats import SeatSetupBase
from . import draw


class SetupScreen(SeatSetupBase):
    GAME = "amytis"
    AI_NAMES = "am.ai_names"
    ADD_ACT = REMOVE_ACT = None  # always two seats

    def __init__(self, app):
        super().__init__(app)
        self.sides = {b: "A" for b in BUILDINGS}
        self.revised = False

    # --- rendering ----------------------------------------------------------------------
    def render(self) -> str:
        return (
            f'{draw.defs_svg()}<div class="setup card am-setup">'
            f"<h1>{esc(t('am.setup_title'))}</h1>"
            f"{self._seats_html()}{self._sides_html()}"
            f'<div class="field"><label class="check"><input type="checkbox"'
            f"{attrs(data_act='revised', data_testid='revised-deal', checked=self.revised)}>"
            f'<span>{esc(t("am.revised_deal"))}<br><span class="muted small">{esc(t("am.revised_note"))}</span></span></label></div>'
            f"{self._actions_html()}"
            f"</div>"
        )

    def _seats_html(self) -> str:
        rows = [
            self._seat_row_html(
                i,
                seat,
                f'<span class="am-seat-pawn" title="{esc(t("am.colour_of_seat", n=i + 1))}">{draw.pawn_svg(i)}</span>',
            )
            for i, seat in enumerate(self.seats)
        ]
        swap = f'<button class="btn ghost small" data-act="swap" data-testid="swap-seats">{icon("swap")} {esc(t("am.swap"))}</button>'
        return (
            f'<div class="field"><div class="label">{esc(t("players"))}</div>{"".join(rows)}'
            f'<div class="am-seat-foot"><span class="muted small">{esc(t("am.first_note"))}</span>{swap}</div></div>'
        )

    def _sides_html(self) -> str:
        rows = []
        for b, name in enumerate(BUILDINGS):
            opts = []
            for side in ("A", "B"):
                on = self.sides[name] == side
                opts.append(
                    f"<button{attrs(class_='am-side-opt' + (' on' if on else ''), data_act='side', data_arg=f'{name}:{side}', data_testid=f'side-{name}-{side}', aria_pressed='true' if on else 'false')}>"
                    f'<span class="am-side-letter">{esc(t("am.side_" + side))}</span>'
                    f'<span class="am-side-text">{esc(t(f"am.fx.{name}.{side}"))}</span></button>'
                )
            rows.append(
                f'<div class="am-side-row" data-testid="sides-{name}" data-side="{self.sides[name]}">'
                f'<div class="am-side-name">{draw.building_icon(b)}<b>{esc(draw.building_name(b))}</b></div>'
                f'<div class="am-side-opts">{"".join(opts)}</div></div>'
            )
        shortcuts = (
            f'<button class="btn ghost small" data-act="all-sides" data-arg="A" data-testid="sides-all-a">{esc(t("am.all_a"))}</button>'
            f'<button class="btn ghost small" data-act="all-sides" data-arg="random" data-testid="sides-random">{esc(t("am.sides_random"))}</button>'
        )
        return (
            f'<fieldset class="field"><legend class="label">{esc(t("am.buildings"))}</legend>'
            f'<p class="muted small">{esc(t("am.sides_note"))}</p>{"".join(rows)}'
            f'<div class="am-side-shortcuts">{shortcuts}</div></fieldset>'
        )

    # --- events -------------------------------------------------------------------------
    def handle_own(self, act: str, arg) -> bool:
        if act == "swap":
            self.seats.reverse()
            return True
        if act == "side":
            name, side = arg.split(":")
            if name in self.sides and side in ("A", "B"):
                self.sides[name] = side
            return True
        if act != "all-sides":
            return False
        bits = random_u32() if arg == "random" else 0  # all A: every bit 0
        self.sides = {b: "AB"[(bits >> i) & 1] for i, b in enumerate(BUILDINGS)}
        return True

    def on_own_change(self, act: str, arg, el) -> None:
        if act == "revised":
            self.revised = bool(el.checked)

    # --- starting -----------------------------------------------------------------------
    def start(self) -> None:
        from engine.amytis import Options

        options = Options(**self.sides, revised_deal=self.revised)
        self.app.start_new_game(self.GAME, self._players(), options)
