"""The final table of a game screen: the seats' rows and totals, who won, the hints used and
Review, shown as a modal dialog that Escape and Close put away and the top bar brings back."""

from __future__ import annotations

from ..texts.i18n import t
from ..ui import widgets


class FinalTable:
    """A part of GameScreenBase; each game builds its rows and calls `final_table`."""

    #: whether the final table is shown (closed with Close or Escape, opened from the top bar)
    final_open = True
    #: the dialog's Escape listener, made once (open_final)
    _final_cancel = None

    def seat_names(self) -> "list[str]":
        return [self.seat_name(i) for i in range(len(self.record.players))]

    def headline(self, winners) -> str:
        """Who won, in words."""
        return widgets.headline([self.seat_name(w) for w in winners])

    def final_table(self, cls: str, line_html: str, rows, scores=None, **kw) -> str:
        """The final table (ui.widgets.final_table) of this game's seats, with the totals row of
        `scores` (one dict with a "total" a seat) under `rows`."""
        winners = self.rules.winners(self.state)
        names = [self.seat_name(i) for i in range(len(scores))] if scores is not None else self.seat_names()
        if scores is not None:
            rows = list(rows) + [widgets.final_totals([s["total"] for s in scores], winners)]
        kw["after_table"] = kw.get("after_table", "") + widgets.hints_used_line(self.hints_used)
        if self.remote is not None:  # a remote game: the check at the end
            kw["after_table"] += self.remote.final_html(self)
        kw["actions"] = self._review_button()
        return widgets.final_table(cls, names, winners, line_html, rows, **kw)

    def _review_button(self) -> str:
        """ "Review" under the final table, when a human seat made a move (review.py)."""
        from .review import human_seats

        if not self.record.moves or not human_seats(self.record):
            return ""
        return widgets.button(
            "review", t("review_open"), cls="btn", testid="final-review", title=t("review_open_title")
        )

    def on_review(self, _arg=None) -> None:
        """The post-game review of this game (of the first human seat; it offers the others)."""
        from ..services import saves
        from .review import ReviewScreen, human_seats

        seats = human_seats(self.record)
        if seats:
            self.app.show(
                ReviewScreen(self.app, self.record, seats[0], saves.key_for(self.save_id), self.advice, self.hints_used)
            )

    def on_close_final(self, _arg=None) -> None:
        self.final_open = False
        self.app.render()

    def on_show_final(self, _arg=None) -> None:
        self.final_open = True
        self.app.render()

    def open_final(self) -> bool:
        """Open the final table drawn by this render as a modal dialog, the focus on its
        heading (read first, then the table); Escape closes it as its Close button does. Whether
        it is open."""
        dialog = self.app.root.querySelector("dialog.final")
        if not dialog:
            return False
        if not dialog.open:
            if self._final_cancel is None:
                from pyodide.ffi import create_proxy

                def cancel(event):  # Escape: closed through the screen, which draws it no more
                    event.preventDefault()
                    self.on_close_final()

                self._final_cancel = create_proxy(cancel)
            dialog.addEventListener("cancel", self._final_cancel)
            dialog.showModal()
            heading = dialog.querySelector("#final-title")
            if heading:  # rather than the Close button the dialog would give it to
                heading.focus()
        return True
