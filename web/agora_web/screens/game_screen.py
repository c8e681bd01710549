"""What the four games' screens have in common: the game screen's state and lifecycle, seats, the
log with its per-language cache, the top bar (round pill, export, share, replay steps), the final
table with its totals, the handlers every game has (final table, export, new game, replay step),
a human's move, applying, saving and computer turns, the saves-list summary, and undo within a
turn.

Each game's GameScreen subclasses GameScreenBase and keeps its own view and decisions: render()
(its view turned into widgets of agora_web.ui), round_pill(), progress(), _reset_view() (what a
new screen shows), _describe() (the log entries of one move, made from the engine's events by the
game's log.py: no screen works out what a move did), _log_text() (one entry as HTML) and its own
click handlers.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.core import records
from engine.core.errors import IllegalAction

from ..services import saves
from ..dom import console_warn, esc
from ..texts.i18n import lang, t
from ..presentation.log_marks import entry_attrs, flat
from ..services.share import share_button
from ..ui import widgets

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



def refused(exc: Exception) -> str:
    """What the player reads when the engine refuses a move. The engine's reasons are English
    (engine/ holds no texts): shown as they are in English; in another language, a sentence of
    that language, and the reason in the console for whoever looks into it."""
    if lang() == "en":
        return t("illegal", reason=str(exc))
    console_warn(f"Agora: move refused: {exc}")
    return t("illegal_here")

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
    #: thinking time of a computer player's whole turn, wall seconds (None: computer.run_turns' default)
    AI_TIME_S = None
    #: how many of the newest log entries are drawn (None: all)
    LOG_LIMIT = None
    #: whether a log line carries the class log-<kind>
    LOG_KIND_CLASS = True
    #: acts whose handler also gets the clicked element
    ACTS_WITH_ELEMENT = ()
    #: the board's pan and zoom (panzoom.PanZoom), on screens that have one
    panzoom = None
    #: the step controls (replay.Replay) of a screen opened to step through a record, else None
    replay = None
    #: the guided first game on this screen (tutorial.Run), else None
    tutorial = None
    #: acts that choose part of a move: while a tutorial's script runs, only what it points at
    TUTORIAL_ACTS = ()

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
        # hints (hints.py): the advice shown, whether the coach thinks, how many were asked
        self.hint = None
        self.hinting = False
        self.hint_gen = 0
        self.hints_used = 0
        #: the hints shown, for the save and the review (saves.Advised)
        self.advice: list = []
        #: thinking ahead about the human's position (hints.Ponder), or None
        self.ponder = None
        # caches: values of one state (see _cached); log lines already drawn, per language
        self._cache = {}
        self._log_html_cache = {}
        #: positions before the decisions of the seat to act this turn (see _keep_for_undo)
        self.undo_stack: "list[Snapshot]" = []
        self._reset_view()
        self.panzoom = self._make_panzoom()
        #: the log entries from here on are not yet shown animated (motion.py; None: none)
        self.motion_mark = len(log)

    def _make_panzoom(self):
        """The board's pan and zoom (panzoom.PanZoom), on screens that have one."""
        return None

    # --- seats --------------------------------------------------------------------------
    def controller(self, seat: int) -> str:
        return self.record.players[seat].controller or HUMAN

    def is_human(self, seat: int) -> bool:
        return self.controller(seat) == HUMAN

    def seat_name(self, seat: int) -> str:
        from .seats import player_name

        return player_name(self.record.players[seat].name, seat)

    def seat_kind(self, seat: int) -> str:
        """Who plays the seat: "Human", or the computer player named as solo_ai names it."""
        from .seats import computer_label, computers

        c = self.controller(seat)
        if c == HUMAN:
            return t("human")
        return next((computer_label(info) for info in computers(self.GAME) if info.id == c), t("computer"))

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
        if self.replay is not None and self.replay.waiting(self):
            self.app.set_busy(False)  # an earlier step of a replay: nobody plays until someone steps or moves
            return
        self.maybe_run_computers()

    def leave(self) -> None:
        self.token += 1  # stops a computer turn in progress
        self._drop_hint()
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
    def round_pill(self) -> str:
        """The top bar's round pill (ui.widgets.round_pill): where the game stands."""
        raise NotImplementedError

    def topbar_extra(self) -> str:
        steps = self.replay.controls(self) if self.replay is not None else ""
        return (self.round_pill() + self.topbar_hint() + widgets.help_button() + widgets.export_button()
                + share_button() + steps)

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
        return widgets.hint_notice(reason_text(self.hint.reason, lang()), self.hint_words(self.hint.action))

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

    def _drop_hint(self) -> None:
        """Forget the hint and stop the coach: the position it was for is gone."""
        self.hint = None
        self.hinting = False
        self.hint_gen += 1
        if self.ponder is not None:
            self.app.note_hint_ready(None)

    def replay_note(self) -> str:
        """While a replay steps: "Move k of n: …" (HTML) for the front of the status line."""
        text = self.replay.status(self) if self.replay is not None else ""
        return f'<span class="replay-status" data-testid="replay-status">{esc(text)}</span> ' if text else ""

    def topbar_undo(self) -> str:
        """The Undo button, while the human to act has decisions of this turn to take back."""
        return widgets.undo_button() if self.can_undo() else ""

    def _log_html(self) -> str:
        code = lang()
        cache = self._log_html_cache
        stop = -1 if self.LOG_LIMIT is None else max(-1, len(self.log) - self.LOG_LIMIT - 1)
        items = []
        for i in range(len(self.log) - 1, stop, -1):
            html = cache.get((i, code))
            if html is None:
                entry = self.log[i]
                text = self._log_text(entry)
                more = entry_attrs(flat(self.entry_refs(entry)), text)
                li = f'<li class="log-{entry[0]}"{more}>' if self.LOG_KIND_CLASS else f'<li{more}>'
                html = cache[(i, code)] = f'{li}{text}</li>'
            items.append(html)
        return widgets.log_panel("".join(items), len(self.log))

    def _log_text(self, entry) -> str:
        raise NotImplementedError

    def entry_refs(self, entry) -> "tuple[tuple[str, ...], ...]":
        """The data-ref tokens of the pieces a log entry names, one group per event (the game's
        log.py works them out from the events)."""
        return ()

    def motion_steps(self) -> "list[tuple[str, ...]]":
        """The token groups of the log entries added since the last render, to animate (motion.py);
        after this, they count as shown. None after an undo or a step back: the log got shorter."""
        mark, self.motion_mark = self.motion_mark, len(self.log)
        if mark is None or mark >= len(self.log):
            return []
        return [group for entry in self.log[mark:] for group in self.entry_refs(entry) if group]

    def seat_names(self) -> "list[str]":
        return [self.seat_name(i) for i in range(len(self.record.players))]

    def _headline(self, winners) -> str:
        return widgets.headline([self.seat_name(w) for w in winners])

    def final_table(self, cls: str, line_html: str, rows, scores=None, **kw) -> str:
        """The final table (ui.widgets.final_table) of this game's seats, with the totals row of
        `scores` (one dict with a "total" a seat) under `rows`."""
        winners = self.rules.winners(self.state)
        names = [self.seat_name(i) for i in range(len(scores))] if scores is not None else self.seat_names()
        if scores is not None:
            rows = list(rows) + [widgets.final_totals([s["total"] for s in scores], winners)]
        kw["after_table"] = kw.get("after_table", "") + widgets.hints_used_line(self.hints_used)
        kw["actions"] = self._review_button()
        return widgets.final_table(cls, names, winners, line_html, rows, **kw)

    def _review_button(self) -> str:
        """"Review" under the final table, when a human seat made a move (review.py)."""
        from .review import human_seats

        if not self.record.moves or not human_seats(self.record):
            return ""
        return widgets.button("review", t("review_open"), cls="btn", testid="final-review",
                              title=t("review_open_title"))

    def on_review(self, _arg=None) -> None:
        """The post-game review of this game (of the first human seat; it offers the others)."""
        from ..services import saves
        from .review import ReviewScreen, human_seats

        seats = human_seats(self.record)
        if seats:
            self.app.show(ReviewScreen(self.app, self.record, seats[0], saves.key_for(self.save_id), self.advice,
                                       self.hints_used))

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
        if self.tutorial is not None and act in self.TUTORIAL_ACTS:
            from . import tutorial

            if not tutorial.allows(self, act, arg):
                self.app.render()  # the panel says what to do instead; nothing else changes
                return True
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
        """The whole game as a file; while a replay steps through it, still the whole game (not
        the moves up to the step shown: a file is a copy of the game, a share link says "at this
        point")."""
        stepping = self.replay is not None and self.replay.stepping(self)
        self.app.export_record(self.replay.timeline.full if stepping else self.record)

    def on_new_game(self, _arg=None) -> None:
        self.app.go_setup(self.GAME)

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

    def on_replay_step(self, arg) -> None:
        if self.replay is not None and arg is not None:
            self.replay.go(self, int(arg))

    # --- playing ------------------------------------------------------------------------
    def _describe(self, before, action, after) -> list:
        """The log entries (language-free tuples) of one move."""
        raise NotImplementedError

    def move_html(self, before, action, viewer: int) -> str:
        """One move from `before` told as the log tells it (HTML, interface language), as
        `viewer` may know it: the review's words for a move played and for its alternative.
        A game whose log draws entry by entry (_log_text) tells the move's first entry; the
        others tell it from their own log module."""
        entries = self._describe(before, action, self.rules.apply(before, action))
        return self._log_text(entries[0])

    def _step(self, action):
        """Apply one move to state, record and log: its log entries, or None (and a message) when
        the engine refuses it. Does not save."""
        prev = self.state
        try:
            nxt = self.rules.apply(prev, action)
        except IllegalAction as exc:
            self.message = refused(exc)
            return None
        before = Snapshot(self.current(), self.record, prev, len(self.log))
        self.state = nxt
        self._drop_hint()
        self.record = records.with_move(self.record, action)
        entries = self._describe(prev, action, nxt)
        self.log.extend(entries)
        self._keep_for_undo(before, action)
        return entries

    # --- one confirm pattern (docs/rulings.md, "Confirming moves") ---------------------
    def irreversible(self, action) -> bool:
        """Whether playing `action` now could not be taken back: it shows something hidden or
        uses the generator (rules.reveals), hands the turn to another seat, or ends the game.
        Such a move is prepared first and played with Confirm; any other acts at once, with Undo."""
        seat = self.current()
        try:
            after = self.rules.apply(self.state, action)
        except IllegalAction:
            return False
        return (self.rules.reveals(self.state, action, after) or self.rules.current_player(after) != seat
                or self.rules.is_over(after))

    def act_or_arm(self, index: int, action) -> bool:
        """A one-click move (a button, a piece): played at once when it can be taken back; else
        prepared (self.armed = its index in the legal moves) for Confirm. True when played."""
        if self.irreversible(action) and getattr(self, "armed", None) != index:
            self.armed = index
            self.app.render()
            return False
        self.armed = None
        self.play(action)
        return True

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
        return (bool(stack) and self.human_to_move() and stack[-1].seat == self.current()
                and not self.scripted())

    def on_undo(self, _arg=None) -> None:
        self.undo()

    def undo(self) -> bool:
        """Go back to before the last decision of this turn: record, state and log as they were,
        no selection, saved and drawn again. False when there is nothing to take back."""
        if not self.can_undo():
            return False
        snap = self.undo_stack.pop()
        self.record, self.state = snap.record, snap.state
        self._drop_hint()
        del self.log[snap.log_len:]
        self.message = ""
        self._clear_selection()
        self._forget_caches()
        self.save()
        self.app.render()
        return True

    def _clear_selection(self) -> None:
        """Forget what the player had chosen but not played (each game knows its own)."""

    def _reset_view(self) -> None:
        """The screen's own state as a new screen has it: nothing chosen, the default city shown,
        no zoom (a replay step shows its position as if opened there)."""
        self._clear_selection()

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

    def progress(self) -> "tuple[int, int, bool]":
        """(round, rounds or 0 when the game has no fixed number, whether it is over)."""
        raise NotImplementedError

    def summary(self) -> "saves.Summary":
        """What the list of saves shows of this game."""
        round_, rounds, over = self.progress()
        winners = [self.seat_name(w) for w in self.rules.winners(self.state)] if over else []
        return saves.Summary(round=round_, rounds=rounds, moves=len(self.record.moves), over=over, winners=winners,
                             hints=self.hints_used)

    # --- the view follows the seat that plays -------------------------------------------
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

    def play(self, action) -> None:
        """A human's move: applied, recorded and saved (or refused with a message), drawn again,
        and the computers' turns after it. While a tutorial's script runs, only the move it points
        at is played (its step moves on before the save, which keeps it)."""
        step = self.tutorial.step if self.tutorial is not None else None
        if self.tutorial is not None:
            from . import tutorial

            if not tutorial.accept_move(self, action):
                self.app.render()
                return
        branching = self.replay is not None and self.replay.waiting(self)
        if not self._apply_human(action):
            if step is not None:
                self.tutorial.step = step
            self.app.render()
            return
        if branching:  # played at an earlier step of a replay: say where the game now lives
            self.message = t("replay_branched")
        self._clear_selection()
        self._after_human_move()
        self.app.render()
        self.maybe_run_computers()

    def _apply_human(self, action) -> bool:
        """Apply a human's move (Amytis takes a turn's moves together)."""
        return self._apply(action)

    def _after_human_move(self) -> None:
        """What a game's screen shows once a human has moved (whose city, say)."""

    def save(self) -> None:
        """Autosave, checked against other tabs showing the same game (tabs.py)."""
        from ..services.tabs import save_screen

        save_screen(self)

    # --- guided first games (tutorial.py) -----------------------------------------------
    def scripted(self) -> bool:
        """Whether a tutorial's script is running (it then hides Hint and Undo)."""
        return self.tutorial is not None and self.tutorial.scripted

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

    def after_render(self) -> None:
        """After the screen is in the page: the tutorial's panel and marks; thinking ahead for
        a hint (hints.ponder)."""
        from ..services import hints

        if self.tutorial is not None and not self.tutorial.closed and self.replay is None:
            from . import tutorial

            tutorial.decorate(self)
        hints.ponder(self)

    #: CSS selectors to bring into view after the next render (reveal.py): a click whose
    #: consequence shows elsewhere on the page (Pyramidion's Confirm for a tapped card)
    reveal_next: "tuple[str, ...]" = ()

    def open_final(self) -> bool:
        """Open the final table drawn by this render as a modal dialog, the focus on its
        heading (read first, then the table); Escape closes it as its Close button does. Whether
        it is open."""
        dialog = self.app.root.querySelector("dialog.final")
        if not dialog:
            return False
        if not dialog.open:
            if getattr(self, "_final_cancel", None) is None:
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

    #: per guide section of a decision (help_section), the CSS selector of what it is answered
    #: on: brought into view when the decision is newly asked of a player at this device
    ASKED: "dict[str, str]" = {}
    #: (moves played, section) of the decision last brought into view
    _asked_shown = None

    def asked(self) -> "list[str]":
        """What the decision now asked of a person at this device is answered on, to bring into
        view once when it is newly asked (a phone's King's favor 1,400 px down, a ring below the
        fold of a column): the screen's ASKED for its help section. Nothing in a replay, on a
        computer's turn or once the same decision was shown; nor while a tutorial's panel shows,
        which brings what it points at into view itself."""
        if self.replay is not None or not self.human_to_move() or self.rules.is_over(self.state):
            return []
        if self.tutorial is not None and not self.tutorial.closed:
            return []
        section = self.help_section()
        key = (len(self.record.moves), section)
        if key == self._asked_shown or section not in self.ASKED:
            return []
        self._asked_shown = key
        return [self.ASKED[section]]

    def reveal(self) -> None:
        """After a render, once the page is as it stays (app.render): the final table opened,
        else what the click made important scrolled into view, clear of the sticky bars
        (reveal.py): a tutorial's step, a screen's own request, the decision newly asked."""
        if self.open_final():
            self.reveal_next = ()
            return
        must, nice = list(self.reveal_next), []
        self.reveal_next = ()
        if self.tutorial is not None and not self.tutorial.closed and self.replay is None:
            from . import tutorial

            wanted = tutorial.to_reveal(self)
            if wanted is not None and not must:
                must, nice = wanted
        if not must:
            must = self.asked()
        if must:
            from ..presentation import reveal

            reveal.reveal(must, nice)

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

    def maybe_run_computers(self) -> None:
        from ..services import computer

        if self.AI_TIME_S is None:
            computer.run_turns(self)
        else:
            computer.run_turns(self, time_limit=self.AI_TIME_S)
