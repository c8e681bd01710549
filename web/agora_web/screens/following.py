"""The view follows the seat that plays: in a game that shows one player's board at a time,
the view goes to a computer's board while it plays and back to the person's once it is done
(computer.py calls `follow` and `follow_back`)."""

from __future__ import annotations


class ViewFollowing:
    """A part of GameScreenBase. A game with one board at a time gives `shown_seat` and
    `show_seat`; the others keep the defaults and are never followed."""

    #: the seat whose board the view went to while it played (`follow`), else None
    followed = None

    def shown_seat(self) -> "int | None":
        """Whose board is on screen, in a game that shows one player's board at a time (None: the
        game shows every board, and the view never needs to follow anyone)."""
        return None

    def show_seat(self, seat: int) -> None:
        """Put `seat`'s board on screen (games with one board at a time)."""

    def follow(self, seat: int) -> None:
        """While a computer plays, the view goes to its board, so its move is seen where it is
        made (computer.py calls this before each of its decisions); not once the player turned
        to another board while the computers play (until they are done: follow_back)."""
        shown = self.shown_seat()
        if shown is None or shown == seat:
            return
        if self.followed is not None and shown != self.followed:
            return  # the player chose a board meanwhile: the view is theirs
        self.show_seat(seat)
        if self.shown_seat() == seat:  # a seat without a board of its own (an automa) is not followed
            self.followed = seat

    def follow_back(self) -> bool:
        """Back to the board of the human to act, once the computers have played; not when the
        player turned to another board meanwhile. True when the view changed."""
        seat, self.followed = self.followed, None
        if seat is None or self.shown_seat() != seat:
            return False
        human = self.first_human()
        if not self.is_human(human) or human == seat:
            return False
        self.show_seat(human)
        return True
