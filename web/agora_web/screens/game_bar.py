"""The game screen's top bar: the round pill, Hint, Help, Export, Share and a replay's steps,
and what its buttons do (the guide at the decision asked, the file, a new game, a step)."""

from __future__ import annotations

from ..dom import esc
from ..services.share import share_button
from ..ui import widgets


class GameBar:
    """A part of GameScreenBase. A game must give `round_pill`; it may refine `help_section`."""

    def round_pill(self) -> str:
        """The top bar's round pill (ui.widgets.round_pill): where the game stands."""
        raise NotImplementedError

    def topbar_extra(self) -> str:
        steps = self.replay.controls(self) if self.replay is not None else ""
        return (
            self.round_pill()
            + self.topbar_hint()
            + widgets.help_button()
            + widgets.export_button()
            + share_button()
            + steps
        )

    def replay_note(self) -> str:
        """While a replay steps: "Move k of n: …" (HTML) for the front of the status line; in a
        remote game, whose turn it is and Send (remote_play.py)."""
        text = self.replay.status(self) if self.replay is not None else ""
        remote = self.remote.note_html(self) if self.remote is not None else ""
        return remote + (f'<span class="replay-status" data-testid="replay-status">{esc(text)}</span> ' if text else "")

    def help_section(self) -> str:
        """The guide section for the decision now asked (guide_sections.py); a screen that knows
        more than the state (a tile already chosen, say) refines it."""
        from ..texts.guide_sections import decision_of, section_for

        return section_for(self.GAME, decision_of(self.GAME, self.state))

    def on_help(self, _arg=None) -> None:
        """Opens the rules guide at the current decision; Back (the guide's or the browser's) returns
        to this very screen (history.py)."""
        from .guide_screen import GuideScreen

        self.app.show(GuideScreen(self.app, self.GAME, self.help_section()))

    def on_export(self, _arg=None) -> None:
        """The whole game as a file; while a replay steps through it, still the whole game (not
        the moves up to the step shown: a file is a copy of the game, a share link says "at this
        point")."""
        stepping = self.replay is not None and self.replay.stepping(self)
        self.app.export_record(self.replay.timeline.full if stepping else self.record)

    def on_new_game(self, _arg=None) -> None:
        self.app.go_setup(self.GAME)

    def on_replay_step(self, arg) -> None:
        if self.replay is not None and arg is not None:
            self.replay.go(self, int(arg))
