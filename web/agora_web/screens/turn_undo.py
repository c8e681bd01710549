"""Undo within a turn: the positions before each decision of the seat acting now, kept while
that seat is a person who may still take them back (docs/rulings.md, "Confirming moves")."""

from __future__ import annotations

from typing import Any, NamedTuple

from ..ui import widgets


class Snapshot(NamedTuple):
    """The screen before one decision of a human seat, to go back to on Undo."""

    seat: int
    record: Any
    state: Any
    log_len: int


class TurnUndo:
    """The game screen's Undo (a part of GameScreenBase): the button, Ctrl+Z and the stack."""

    #: positions before the decisions of the seat to act this turn (see keep_for_undo)
    undo_stack: "list[Snapshot]"

    def snapshot(self) -> Snapshot:
        """The screen as it is now, to come back to."""
        return Snapshot(self.current(), self.record, self.state, len(self.log))

    def keep_for_undo(self, before: Snapshot, action) -> None:
        """After a move: keep the position before it while a human may still take it back.

        Only the decisions of the seat acting now are kept, and none across a move that showed
        something hidden or used the generator (the player would learn and choose again), nor
        across the end of a turn or of the game: then the stack is emptied."""
        seat = before.seat
        stack = self.undo_stack
        if stack and stack[-1].seat != seat:
            stack.clear()
        if not self.is_human(seat) or self.current() != seat or self.rules.reveals(before.state, action, self.state):
            stack.clear()
        else:
            stack.append(before)

    def can_undo(self) -> bool:
        stack = self.undo_stack
        return bool(stack) and self.human_to_move() and stack[-1].seat == self.current() and not self.scripted()

    def topbar_undo(self) -> str:
        """The Undo button, while the human to act has decisions of this turn to take back."""
        return widgets.undo_button() if self.can_undo() else ""

    def on_undo(self, _arg=None) -> None:
        self.undo()

    def undo(self) -> bool:
        """Go back to before the last decision of this turn: record, state and log as they were,
        no selection, saved and drawn again. False when there is nothing to take back."""
        if not self.can_undo():
            return False
        snap = self.undo_stack.pop()
        self.record, self.state = snap.record, snap.state
        self.drop_hint()
        del self.log[snap.log_len :]
        self.message = ""
        self.clear_selection()
        self.forget_caches()
        self.save()
        self.app.render()
        return True
