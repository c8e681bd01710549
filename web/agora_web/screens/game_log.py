"""The game screen's log: the entries of its moves (told by the game's log.py, the contract in
presentation/log.py), the log panel drawn from them with its lines kept per language and viewer,
the pieces each entry names (motion.py, the log's highlights), a move in the log's words (the
review) and the words of the entries not yet told (the live region, announce.py).

GameScreenBase inherits it; a game's screen only says whose knowledge the log tells
(`log_viewer`), how a seat is named in it (`log_name`) and how many entries it draws
(`LOG_LIMIT`). Its look is the game's log.py's (`heading`, `PANEL_CLASS`, the lines' kinds).
"""

from __future__ import annotations

from ..presentation import log as game_logs
from ..texts.i18n import lang
from ..ui import widgets


class ScreenLog:
    #: how many of the newest log entries are drawn (None: all)
    LOG_LIMIT = None
    #: the log entries from here on are not yet told to screen readers (None: not asked yet)
    told_mark = None

    # what the screen sets up: self.log (the entries), self.rules, self.state, self.record,
    # self._log_html_cache ({} at first), self.motion_mark (len(log) at first)

    @property
    def game_log(self) -> "game_logs.GameLog":
        """The game's log.py (agora_web.<game>.log)."""
        module = self.__dict__.get("_game_log")
        if module is None:
            module = self._game_log = game_logs.of(self.GAME)
        return module

    def log_viewer(self) -> "int | None":
        """Whose knowledge the log tells: the human to act, else the first human seat; None
        (everything) when no human plays. A game that shows one seat's view at a time says so."""
        seats = range(len(self.record.players))
        return self.first_human() if any(self.is_human(s) for s in seats) else None

    def log_name(self, seat: int) -> str:
        """A seat's name in the log."""
        return self.seat_name(seat)

    def describe_move(self, before, action, after) -> list:
        """The log entries of one move, from the engine's events (the game's log.py)."""
        return self.game_log.describe(self.rules, before, action, after)

    def log_html(self) -> str:
        """The log panel; each entry's lines and their items are drawn once per language and
        viewing seat (the cache's keys start with the entry's index, see forget_caches)."""
        game_log, viewer, code = self.game_log, self.log_viewer(), lang()
        cache, name, log = self._log_html_cache, self.log_name, self.log

        def lines_of(i):
            key = (i, code, viewer)
            hit = cache.get(key)
            if hit is None:
                hit = cache[key] = game_log.lines(log[i], viewer, name)
            return hit

        def li(i, k, line, who, seat):
            key = (i, code, viewer, k)
            hit = cache.get(key)
            if hit is None:
                hit = cache[key] = game_logs.line_html(line, who, seat)
            return hit

        items = game_logs.panel_items(game_log, log, viewer, name, self.LOG_LIMIT, lines_of, li)
        return widgets.log_panel(items, len(log), game_log.PANEL_CLASS)

    def entry_refs(self, entry) -> "tuple[tuple[str, ...], ...]":
        """The data-ref tokens of the pieces a log entry names, one group per event, as the log's
        viewer may know them."""
        return self.game_log.refs(entry, self.log_viewer())

    def motion_steps(self) -> "list[tuple[str, ...]]":
        """The token groups of the log entries added since the last render, to animate (motion.py);
        after this, they count as shown. None after an undo or a step back: the log got shorter."""
        mark, self.motion_mark = self.motion_mark, len(self.log)
        if mark is None or mark >= len(self.log):
            return []
        return [group for entry in self.log[mark:] for group in self.entry_refs(entry) if group]

    def log_news(self) -> "list[str]":
        """The words of the log entries added since the last call, each entry told once, as the
        log shows them to its viewer (announce.py). Nothing on the first call (an opened screen's
        log is known) nor after an undo (the log got shorter)."""
        mark, self.told_mark = self.told_mark, len(self.log)
        if mark is None or mark >= len(self.log):
            return []
        game_log, viewer = self.game_log, self.log_viewer()
        return [
            words
            for entry in self.log[mark:]
            for words in game_logs.entry_words(game_log, entry, viewer, self.log_name)
        ]

    def move_html(self, before, action, viewer: int) -> str:
        """One move from `before` told as the log tells it (HTML, interface language), as
        `viewer` may know it: the review's words for a move played and for its alternative."""
        return game_logs.move_html(self.game_log, self.rules, before, action, viewer, self.log_name)
