"""Tally's setup screen: only seats (their limits come from the rules)."""

from __future__ import annotations

from web.agora_web.screens.seats import SeatSetupBase


class SetupScreen(SeatSetupBase):
    GAME = "tally"

    def render(self) -> str:
        return "".join(self._seat_row_html(i, seat, str(i + 1)) for i, seat in enumerate(self.seats))
