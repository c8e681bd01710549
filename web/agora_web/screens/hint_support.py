"""The coach's hint on a game screen (hints.py thinks it out): the Hint button, the notice in
the action bar, the advised move shown on the board, and forgetting it when the position goes."""

from __future__ import annotations

from ..texts.i18n import lang
from ..ui import widgets


class HintSupport:
    """A part of GameScreenBase. A game may name the advised move in words (`hint_words`), show
    it on its board (`show_hint`) and say which of its moves it is (`is_hinted`)."""

    #: the advice shown (solo_ai.coach.Advice), else None
    hint = None
    #: whether the coach is thinking
    hinting = False
    #: on a phone: the hint's words shown whole rather than in two lines (widgets.hint_notice);
    #: the player's choice holds for the later hints of the game
    hint_whole = False

    def topbar_hint(self) -> str:
        """The Hint button, while a human is to act (a spinner in it while the coach thinks);
        none while a tutorial's script says what to do."""
        from ..services.hints import can_hint

        if self.scripted():
            return ""
        if self.hinting:
            return widgets.hint_button(busy=True)
        return widgets.hint_button() if can_hint(self) else ""

    def hint_notice(self) -> str:
        """The hint's reason for the action bar, once the coach has answered."""
        from ..services.hints import reason_text

        if self.hint is None:
            return ""
        return widgets.hint_notice(
            reason_text(self.hint.reason, lang()), self.hint_words(self.hint.action), whole=self.hint_whole
        )

    def on_hint_more(self, _arg=None) -> None:
        """On a phone: the hint's words whole, or two lines again."""
        self.hint_whole = not self.hint_whole
        self.app.render()

    def hint_words(self, action) -> str:
        """The advised move in words, as its control is named (each game its own way), for the
        notice a screen reader reads; "" says the reason only."""
        return ""

    def on_hint(self, _arg=None) -> None:
        from ..services import hints

        hints.start(self)

    def show_hint(self, action) -> None:
        """Make the advised move visible on the board (each game its own way; the player still
        makes the move)."""

    def is_hinted(self, action) -> bool:
        """Whether `action` is the move the hint shown advises."""
        return self.hint is not None and self.hint.action == action

    def drop_hint(self) -> None:
        """Forget the hint and stop the coach: the position it was for is gone."""
        self.hint = None
        self.hinting = False
        self.hint_gen += 1
        if self.ponder is not None:
            self.app.note_hint_ready(None)
