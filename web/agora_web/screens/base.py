"""The contract between the shell (app.py) and what it shows: every screen is a `Screen`.

The shell never asks a screen what it can do: it calls these members, and a screen that has
nothing to do for one keeps the default. A screen must give its `name` (the class of `<main>`,
the history's route) and `render()`; everything else is optional. docs/architecture.md ("The
screen contract") lists the members and who provides which.
"""

from __future__ import annotations

from typing import Any


class Screen:
    """What the shell relies on. Defaults: no title, nothing in the top bar, no input handled,
    nothing to do before or after a render, no game behind the screen."""

    #: the screen's kind: "home", "setup", "game", "guide", "review" (must)
    name: str = ""
    #: the game the screen belongs to (setup and game screens), else "": with a `record`, a
    #: game's board is on screen (the text twin's switch shows)
    GAME: str = ""
    #: the game record on screen (game screens), else None: Share and the focus after a move
    record: Any = None
    #: the step controls (replay.Replay) of a game screen stepping through a record, else None
    replay: Any = None
    #: the guided first game on a game screen (tutorial.Run), else None
    tutorial: Any = None
    #: the save this screen writes (game screens), else None
    save_id: "str | None" = None
    #: stopped because its game went on in another tab (tabs.Stale), else None
    stale: Any = None
    #: whether moves of this screen wait for room in storage (unsaved.py)
    unsaved: bool = False
    #: the control the focus goes to after the next render (keys.py), else None
    return_focus: "str | None" = None

    # --- drawing ---------------------------------------------------------------------------
    def title(self) -> str:
        """The top bar's words and the document's title ("": the app's name only)."""
        return ""

    def render(self) -> str:
        """The screen as HTML (must)."""
        raise NotImplementedError

    def topbar_extra(self) -> str:
        """The screen's controls in the top bar (HTML)."""
        return ""

    def topbar_undo(self) -> str:
        """The Undo button, when the screen has something to take back (HTML)."""
        return ""

    def tell(self, text: str) -> None:
        """Show a short message (the shell's news about the screen, "imported before", say)."""

    def moves_played(self) -> int:
        """How many moves the game in play has (the focus goes to the next decision when it
        changes); -1 for a screen without a game in play (a replay steps, it does not play)."""
        return -1

    def motion_steps(self) -> "list[tuple[str, ...]]":
        """The data-ref token groups to animate after this render (motion.py)."""
        return []

    def log_news(self) -> "list[str]":
        """The words of the log entries added since the last call, once each (announce.py)."""
        return []

    # --- the screen's life -----------------------------------------------------------------
    def after_show(self) -> None:
        """Once shown and drawn (a game's computers start)."""

    def after_render(self) -> None:
        """After each render, the HTML in the page (marks a tutorial draws, say)."""

    def reveal(self) -> None:
        """Last after a render: scroll what matters now into view (reveal.py)."""

    def leave(self) -> None:
        """Another screen is shown instead: stop what runs."""

    def unplayed(self) -> bool:
        """Whether the screen is a game left before anyone moved (its save then goes)."""
        return False

    # --- input -----------------------------------------------------------------------------
    def handle(self, act: str, arg: "str | None", el: Any, event: Any) -> bool:
        """A click on an element with `data-act` (its `data-arg`); True when handled."""
        return False

    def on_change(self, act: str, arg: "str | None", el: Any) -> None:
        """An input, select or checkbox with `data-act` changed."""

    def on_input(self, act: str, arg: "str | None", el: Any) -> None:
        """Typing in a field with `data-act`."""

    def on_key(self, key: str) -> bool:
        """A key the shell and the groups of places did not use; True when used."""
        return False

    def on_wheel(self, event: Any) -> bool:
        """The wheel over the screen; True when used (the page then does not scroll)."""
        return False

    def on_pointer(self, kind: str, event: Any) -> None:
        """pointer down, move, up or cancel (a board's pan and zoom)."""

    def on_resize(self) -> None:
        """The window's size changed."""

    def undo(self) -> bool:
        """Ctrl+Z: take back the last decision; True when something was taken back."""
        return False

    def share_seat(self) -> "int | None":
        """Whose view a share link keeps (None: every seat's, rules.private_hands decides)."""
        return None
