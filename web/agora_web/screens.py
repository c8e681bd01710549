"""What the four games' screens have in common: the game screen's state and lifecycle, seats, the
log with its per-language cache, the final table's frame, the top bar's export button, the handlers
every game has (final table, export, new game), applying, saving and computer turns, and undo
within a turn.

Each game's GameScreen subclasses GameScreenBase and keeps its own drawing and decisions: render(),
topbar_extra(), summary(), _describe() (the log entries of one move), _log_text() (one entry as
HTML) and its own click handlers.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.core import records
from engine.core.errors import IllegalAction

from . import saves
from .dom import attrs, console_warn, esc
from .i18n import lang, t

HUMAN = "human"


def replay_with_log(record, first_entry, describe):
    """(rules, state, log) after every move of the record; raises RecordError on a bad one.

    The log starts with first_entry(state) and goes on with describe(rules, before, action, after),
    the entries of each move."""
    rules, state, moves = records.steps(record)
    log = [first_entry(state)]
    for before, action, state in moves:
        log.extend(describe(rules, before, action, state))
    return rules, state, log


class Snapshot(NamedTuple):
    """The screen before one decision of a human seat, to go back to on Undo."""

    seat: int
    record: Any
    state: Any
    log_len: int


class GameScreenBase:
    name = "game"
    #: the game's id (engine, setup screen, i18n "game.<id>")
    GAME = ""
    #: computer levels named in seat_kind(): controller "<game>.<level>" → text "computer_<level>"
    COMPUTER_LEVELS = ("easy", "hard")
    #: thinking time per decision of a computer player (None: computer.run_turns' default)
    AI_TIME_S = None
    #: how many of the newest log entries are drawn (None: all)
    LOG_LIMIT = None
    #: whether a log line carries the class log-<kind>
    LOG_KIND_CLASS = True
    #: acts whose handler also gets the clicked element
    ACTS_WITH_ELEMENT = ()
    #: the board's pan and zoom (panzoom.PanZoom), on screens that have one
    panzoom = None

    def __init__(self, app, save_id: str, created: int, record, rules, state, log):
        self.app = app
        self.save_id = save_id
        self.created = created
        self.record = record
        self.rules = rules
        self.state = state
        self.log = log
        self.message = ""
        # computer turns
        self.thinking = None
        self.token = 0
        self.final_open = True
        # caches: values of one state (see _cached); log lines already drawn, per language
        self._cache = {}
        self._log_html_cache = {}
        #: positions before the decisions of the seat to act this turn (see _keep_for_undo)
        self.undo_stack: "list[Snapshot]" = []

    # --- seats --------------------------------------------------------------------------
    def controller(self, seat: int) -> str:
        return self.record.players[seat].controller or HUMAN

    def is_human(self, seat: int) -> bool:
        return self.controller(seat) == HUMAN

    def seat_name(self, seat: int) -> str:
        return self.record.players[seat].name or t("player_n", n=seat + 1)

    def seat_kind(self, seat: int) -> str:
        c = self.controller(seat)
        if c == HUMAN:
            return t("human")
        levels = {f"{self.GAME}.{level}": f"computer_{level}" for level in self.COMPUTER_LEVELS}
        return t(levels.get(c, "computer"))

    def current(self) -> int:
        return self.rules.current_player(self.state)

    def human_to_move(self) -> bool:
        seat = self.current()
        return seat >= 0 and self.is_human(seat) and self.thinking is None

    def first_human(self) -> int:
        """The human to act, else the first human seat (0 when there is none)."""
        seat = self.current()
        if seat >= 0 and self.is_human(seat):
            return seat
        for s in range(len(self.record.players)):
            if self.is_human(s):
                return s
        return 0

    # --- lifecycle ----------------------------------------------------------------------
    def title(self) -> str:
        return t("game." + self.GAME)

    def after_show(self) -> None:
        self.maybe_run_computers()

    def leave(self) -> None:
        self.token += 1  # stops a computer turn in progress
        self.thinking = None
        self.app.set_busy(False)

    def _cached(self, key, fn):
        """fn(), computed once for the current state."""
        hit = self._cache.get(key)
        if hit is None or hit[0] is not self.state:
            hit = (self.state, fn())
            self._cache[key] = hit
        return hit[1]

    # --- pieces of HTML -----------------------------------------------------------------
    @staticmethod
    def _export_button() -> str:
        return (f'<button class="btn ghost small" data-act="export" data-testid="export" title="{esc(t("export"))}">'
                f'<span aria-hidden="true">⤓</span><span class="btn-label">{esc(t("export"))}</span></button>')

    def topbar_undo(self) -> str:
        """The Undo button, while the human to act has decisions of this turn to take back."""
        if not self.can_undo():
            return ""
        return (f'<button class="btn ghost small" data-act="undo" data-testid="undo" title="{esc(t("undo_hint"))}" '
                f'aria-label="{esc(t("undo"))}">'
                f'<span aria-hidden="true">↶</span><span class="btn-label">{esc(t("undo"))}</span></button>')

    @staticmethod
    def _over_buttons() -> str:
        """The action bar's buttons once the game is over."""
        return (f'<button class="btn" data-act="show-final" data-testid="show-final">{esc(t("final_scores"))}</button>'
                f'<button class="btn primary" data-act="new-game" data-testid="new-game">{esc(t("new_game"))}</button>')

    def _log_html(self) -> str:
        code = lang()
        cache = self._log_html_cache
        stop = -1 if self.LOG_LIMIT is None else max(-1, len(self.log) - self.LOG_LIMIT - 1)
        items = []
        for i in range(len(self.log) - 1, stop, -1):
            html = cache.get((i, code))
            if html is None:
                entry = self.log[i]
                li = f'<li class="log-{entry[0]}">' if self.LOG_KIND_CLASS else '<li>'
                html = cache[(i, code)] = f'{li}{self._log_text(entry)}</li>'
            items.append(html)
        return (f'<section class="log-panel"><h2>{esc(t("log"))}</h2>'
                f'<ol class="log" data-testid="log" data-count="{len(self.log)}">{"".join(items)}</ol></section>')

    def _log_text(self, entry) -> str:
        raise NotImplementedError

    def _headline(self, winners) -> str:
        names = ", ".join(self.seat_name(w) for w in winners)
        return t("winner", names=names) if len(winners) == 1 else t("winners_shared", names=names)

    def _final_head(self, n: int, winners, testids: bool = True) -> str:
        """The final table's header cells: the seats' names."""
        return "".join(
            f'<th{attrs(class_="win" if i in winners else None, data_testid=f"final-player-{i}" if testids else None)}>'
            f'{esc(self.seat_name(i))}</th>' for i in range(n))

    @staticmethod
    def _final_totals(scores, winners, n: int) -> str:
        """The final table's last row."""
        totals = "".join(
            f'<td{attrs(class_="total win" if i in winners else "total", data_testid=f"final-total-{i}", data_total=scores[i]["total"])}>{scores[i]["total"]}</td>'
            for i in range(n))
        return f'<tr class="total-row"><th scope="row">{esc(t("cat.total"))}</th>{totals}</tr>'

    @staticmethod
    def _final_section(cls: str, winners, line_html: str, head: str, rows, *, close_title: bool = True,
                       line_testid: bool = True, before_table: str = "", after_table: str = "") -> str:
        """The final table's frame: close button, headline, table, play again / home."""
        title = f'title="{esc(t("close"))}" ' if close_title else ""
        line = ' data-testid="winner-line"' if line_testid else ""
        return (f'<section class="{cls}" data-testid="final-scores" data-winners="{",".join(map(str, winners))}">'
                f'<button class="btn ghost icon-btn close" data-act="close-final" data-testid="final-close" '
                f'{title}aria-label="{esc(t("close"))}">✕</button>'
                f'<h2>{esc(t("final_scores"))}</h2><p class="winner-line"{line}>{line_html}</p>{before_table}'
                f'<table><thead><tr><th></th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>{after_table}'
                f'<div class="final-actions"><button class="btn primary" data-act="new-game" data-testid="play-again">'
                f'{esc(t("new_game"))}</button><button class="btn" data-act="home" data-testid="final-home">{esc(t("home"))}</button>'
                f'</div></section>')

    # --- events -------------------------------------------------------------------------
    def on_wheel(self, event) -> bool:
        return self.panzoom.wheel(event) if self.panzoom is not None else False

    def on_pointer(self, kind: str, event) -> None:
        if self.panzoom is not None:
            self.panzoom.pointer(kind, event)

    def handle(self, act: str, arg, el, event) -> bool:
        fn = getattr(self, "on_" + act.replace("-", "_"), None)
        if fn is None:
            return False
        if act == "spot" and self.panzoom is not None and self.panzoom.suppress_click:
            self.panzoom.suppress_click = False  # the click that ends a drag places nothing
            return True
        self.message = ""
        fn(arg, el) if act in self.ACTS_WITH_ELEMENT else fn(arg)
        return True

    def on_close_final(self, _arg=None) -> None:
        self.final_open = False
        self.app.render()

    def on_show_final(self, _arg=None) -> None:
        self.final_open = True
        self.app.render()

    def on_export(self, _arg=None) -> None:
        self.app.export_record(self.record)

    def on_new_game(self, _arg=None) -> None:
        self.app.go_setup(self.GAME)

    # --- playing ------------------------------------------------------------------------
    def _describe(self, before, action, after) -> list:
        """The log entries (language-free tuples) of one move."""
        raise NotImplementedError

    def _step(self, action):
        """Apply one move to state, record and log: its log entries, or None (and a message) when
        the engine refuses it. Does not save."""
        prev = self.state
        try:
            nxt = self.rules.apply(prev, action)
        except IllegalAction as exc:
            self.message = t("illegal", reason=str(exc))
            return None
        before = Snapshot(self.current(), self.record, prev, len(self.log))
        self.state = nxt
        self.record = records.with_move(self.record, action)
        entries = self._describe(prev, action, nxt)
        self.log.extend(entries)
        self._keep_for_undo(before, action)
        return entries

    # --- undo within a turn -------------------------------------------------------------
    def _keep_for_undo(self, before: Snapshot, action) -> None:
        """After a move: keep the position before it while a human may still take it back.

        Only the decisions of the seat acting now are kept, and none across a move that showed
        something hidden or used the generator (the player would learn and choose again), nor
        across the end of a turn or of the game: then the stack is emptied."""
        seat = before.seat
        stack = self.undo_stack
        if stack and stack[-1].seat != seat:
            stack.clear()
        if (not self.is_human(seat) or self.current() != seat
                or self.rules.reveals(before.state, action, self.state)):
            stack.clear()
        else:
            stack.append(before)

    def can_undo(self) -> bool:
        stack = self.undo_stack
        return bool(stack) and self.human_to_move() and stack[-1].seat == self.current()

    def on_undo(self, _arg=None) -> None:
        self.undo()

    def undo(self) -> bool:
        """Go back to before the last decision of this turn: record, state and log as they were,
        no selection, saved and drawn again. False when there is nothing to take back."""
        if not self.can_undo():
            return False
        snap = self.undo_stack.pop()
        self.record, self.state = snap.record, snap.state
        del self.log[snap.log_len:]
        self.message = ""
        self._clear_selection()
        self._forget_caches()
        self.save()
        self.app.render()
        return True

    def _clear_selection(self) -> None:
        """Forget what the player had chosen but not played (each game knows its own)."""

    def _forget_caches(self) -> None:
        """Drop what was computed for positions that no longer follow: values of the state and
        log lines at the indices the log will reuse."""
        self._cache = {}
        keep = len(self.log)
        self._log_html_cache = {k: v for k, v in self._log_html_cache.items() if k[0] < keep}

    def _apply(self, action) -> bool:
        """Apply, record, log and save one move; False (nothing changed) if the engine refuses it."""
        if self._step(action) is None:
            return False
        self.save()
        return True

    def play_computer(self, move) -> None:
        """A computer's move: applied, recorded and saved, without re-rendering."""
        if not self._apply(move):
            console_warn(f"Agora: computer move refused ({self.message}); playing the first legal move")
            self.message = ""
            self._apply(self.rules.legal_actions(self.state)[0])

    def summary(self) -> "saves.Summary":
        raise NotImplementedError

    def save(self) -> None:
        """Autosave, checked against other tabs showing the same game (tabs.py)."""
        from .tabs import save_screen

        save_screen(self)

    def maybe_run_computers(self) -> None:
        from . import computer

        if self.AI_TIME_S is None:
            computer.run_turns(self)
        else:
            computer.run_turns(self, time_limit=self.AI_TIME_S)
