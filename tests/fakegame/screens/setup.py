"""Tally's setup screen: only seats (their limits come from the rules). Starting writes a new
record (a fresh seed) and opens the game."""

from __future__ import annotations

from web.agora_web.screens.seats import SeatSetupBase
from web.agora_web.texts.i18n import t
from web.agora_web.ui.html import esc
from . import draw


class SetupScreen(SeatSetupBase):
    GAME = "tally"

    def render(self) -> str:
        rows = self._seat_rows_html(draw.seat_dot)
        return (
            f'<div class="setup card tl-setup"><h1>{esc(t("tl.setup_title"))}</h1>'
            f'<div class="field"><div class="label">{esc(t("players"))}</div>{rows}</div>'
            f"{self._actions_html()}</div>"
        )

    def start(self) -> None:
        self.app.start_new_game(self.GAME, self._players(), None)
