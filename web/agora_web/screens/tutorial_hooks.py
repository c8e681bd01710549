"""What a game screen does for a guided first game (tutorial.py runs the script): the panel and
marks after a render, only the pointed moves accepted, Hint and Undo hidden while it runs."""

from __future__ import annotations


class TutorialHooks:
    """A part of GameScreenBase. A game says which of its acts choose part of a move
    (`TUTORIAL_ACTS`) and how its clicks map onto legal actions (`tutorial_targets`,
    `tutorial_allows`, `tutorial_selected`)."""

    #: the guided first game on this screen (tutorial.Run), else None
    tutorial = None
    #: acts that choose part of a move: while a tutorial's script runs, only what it points at
    TUTORIAL_ACTS: "tuple[str, ...]" = ()

    def scripted(self) -> bool:
        """Whether a tutorial's script is running (it then hides Hint and Undo)."""
        return self.tutorial is not None and self.tutorial.scripted

    def tutorial_shown(self) -> bool:
        """Whether the tutorial's panel is on this screen (not closed, not in a replay)."""
        return self.tutorial is not None and not self.tutorial.closed and self.replay is None

    def tutorial_selected(self) -> tuple:
        """The actions the current selection already implies but that are not played yet (a
        screen that plays several actions on one confirmation says which)."""
        return ()

    def tutorial_targets(self, actions) -> "list[str]":
        """CSS selectors of what to point at for `actions`, the step's legal actions, given what
        the player has chosen so far (each game its own)."""
        return []

    def tutorial_allows(self, act: str, arg, actions) -> bool:
        """Whether the click `act`/`arg` chooses a part of one of `actions` (each game its own)."""
        return True

    def tutorial_refuses(self, act: str, arg) -> bool:
        """Whether a running script refuses the click (the panel then says what to do instead)."""
        if self.tutorial is None or act not in self.TUTORIAL_ACTS:
            return False
        from . import tutorial

        return not tutorial.allows(self, act, arg)

    def on_tut_next(self, _arg=None) -> None:
        from . import tutorial

        tutorial.next_note(self)
        self.app.render()

    def on_tut_close(self, _arg=None) -> None:
        from . import tutorial

        tutorial.close(self)
        self.app.render()

    def on_tut_leave(self, _arg=None) -> None:
        """Leave the tutorial: home, the game saved at its step (Continue resumes it)."""
        self.save()
        self.app.go_home()
