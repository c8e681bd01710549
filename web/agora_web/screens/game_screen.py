"""The game screen every game builds on: its state and lifecycle, seats, the log with its
per-language cache, the handlers every game has, a human's move, applying, saving (the save
document is the screen's to give: `save_document`) and computer turns, the saves-list summary,
and what a decision asks brought into view.

Its other parts are small classes of their own, composed here: the top bar (game_bar.py), the
coach's hint (hint_support.py), the final table (final_table.py), undo within a turn
(turn_undo.py), the view following the seat that plays (following.py) and the guided first
game's hooks (tutorial_hooks.py). What a game's GameScreen must and may provide (every hook is
public) is the table "Game screen hooks" in docs/architecture.md; the shell's side is the
`Screen` contract (base.py). The log (its entries, panel, motion, the words of new entries) is
ScreenLog's (game_log.py), told by the game's log.py: no screen works out what a move did.
"""

from __future__ import annotations

from engine.core import records
from engine.core.errors import IllegalAction

from ..services import saves
from ..dom import console_warn
from ..texts import refusals
from ..texts.i18n import t
from .base import Screen
from .final_table import FinalTable
from .game_log import ScreenLog
from .following import ViewFollowing
from .game_bar import GameBar
from .hint_support import HintSupport
from .tutorial_hooks import TutorialHooks
from .turn_undo import Snapshot, TurnUndo

HUMAN = "human"

__all__ = ["HUMAN", "GameScreenBase", "Snapshot", "refused"]


def refused(exc: Exception, game: str = "") -> str:
    """What the player reads when the engine refuses a move: the refusal's sentence in the
    interface language (texts/refusals.py); the engine's English details go to the console for
    whoever looks into them."""
    console_warn(f"Agora: move refused: {exc}")
    return refusals.sentence(exc, game)


class GameScreenBase(ScreenLog, GameBar, HintSupport, FinalTable, TurnUndo, ViewFollowing, TutorialHooks, Screen):
    name = "game"
    #: the game's id (engine, setup screen, i18n "game.<id>")
    GAME = ""
    #: thinking time of a computer player's whole turn, wall seconds (None: computer.run_turns' default)
    AI_TIME_S = None
    #: the share of that time one decision may use (None: computer.py's default)
    AI_TURN_SHARE = None
    #: acts whose handler also gets the clicked element
    ACTS_WITH_ELEMENT = ()
    #: the board's pan and zoom (panzoom.PanZoom), on screens that have one
    panzoom = None
    #: the step controls (replay.Replay) of a screen opened to step through a record, else None
    replay = None
    #: the legal move prepared for Confirm by a one-click control (act_or_arm), else None
    armed: "int | None" = None
    #: a remote game's side of the screen (remote_play.RemotePlay: the seats played on other
    #: devices, Send, the moves received), else None
    remote = None
    #: the text twin's question answered on screen (its key), else None (presentation/twin.py)
    twin_asked: "str | None" = None
    #: the text twin's choices drawn last, a button's index names one (presentation/twin.py)
    twin_offered: "list | tuple" = ()
    #: the text twin's command line: the text typed, and what it made of the last one
    twin_typed: str = ""
    twin_reply: str = ""

    def __init__(self, app, save_id: str, created: int, record, rules, state, log):
        self.app = app
        self.save_id = save_id
        self.created = created
        self.record = record
        self.rules = rules
        self.state = state
        self.log = log
        self.message = ""
        #: the revision and stamp of the save this screen last read or wrote (tabs.py)
        self.save_rev, self.save_stamp = 0, ""
        # computer turns
        self.thinking = None
        self.token = 0
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
        #: positions before the decisions of the seat to act this turn (turn_undo.py)
        self.undo_stack = []
        self.reset_view()
        self.panzoom = self.make_panzoom()
        #: the log entries from here on are not yet shown animated (motion.py; None: none)
        self.motion_mark = len(log)

    def make_panzoom(self):
        """The board's pan and zoom (panzoom.PanZoom), on screens that have one."""
        return None

    # --- seats --------------------------------------------------------------------------
    def controller(self, seat: int) -> str:
        return self.record.players[seat].controller or HUMAN

    def is_human(self, seat: int) -> bool:
        """A person at this device plays the seat (in a remote game, a person of this device's)."""
        if self.remote is not None:
            return self.remote.person_here(self, seat)
        return self.controller(seat) == HUMAN

    def played_elsewhere(self, seat: int) -> bool:
        """The seat is played on another device (a remote game): its moves come by messages."""
        return self.remote is not None and not self.remote.plays_here(seat)

    def seat_name(self, seat: int) -> str:
        from .seats import player_name

        return player_name(self.record.players[seat].name, seat)

    def seat_kind(self, seat: int) -> str:
        """Who plays the seat: "Human", or the computer player named as solo_ai names it."""
        from .seats import computer_label, computers

        if self.played_elsewhere(seat):
            return t("seat_friend")
        c = self.controller(seat)
        if c == HUMAN or (self.remote is not None and self.is_human(seat)):
            return t("human")
        return next((computer_label(info) for info in computers(self.GAME) if info.id == c), t("computer"))

    def current(self) -> int:
        return self.rules.current_player(self.state)

    def human_to_move(self) -> bool:
        seat = self.current()
        return (
            seat >= 0
            and self.is_human(seat)
            and self.thinking is None
            and (self.remote is None or self.remote.may_act(self))
        )

    def viewer(self) -> "int | None":
        """Whose eyes the screen uses (its view, the twin's words): by default the human to
        act, else the first human seat; a game showing one seat at a time says which."""
        return self.first_human()

    def handover(self) -> bool:
        """Whether the screen hides the seat's hand until the device is handed over (several
        humans on one device): no hint is asked meanwhile."""
        return False

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
        self.halt()
        self.drop_hint()

    def halt(self) -> None:
        """Stop a computer turn in progress (the screen is left, or its game went on in another
        tab: tabs.py)."""
        self.token += 1
        self.thinking = None
        self.app.set_busy(False)

    def tell(self, text: str) -> None:
        self.message = text

    def moves_played(self) -> int:
        return len(self.record.moves) if self.replay is None else -1

    def unplayed(self) -> bool:
        """Nobody moved, and the screen is neither a replay, nor stopped by another tab, nor a
        tutorial (left at its first note, Continue resumes it), nor a remote game (kept by its
        messages)."""
        return (
            not self.record.moves
            and self.replay is None
            and self.stale is None
            and self.tutorial is None
            and self.remote is None
        )

    def _cached(self, key, fn):
        """fn(), computed once for the current state."""
        hit = self._cache.get(key)
        if hit is None or hit[0] is not self.state:
            hit = (self.state, fn())
            self._cache[key] = hit
        return hit[1]

    # --- events -------------------------------------------------------------------------
    def handle(self, act: str, arg, el, event) -> bool:
        """A click: the screen's `on_<act>(arg)` (with the element for ACTS_WITH_ELEMENT)."""
        fn = getattr(self, "on_" + act.replace("-", "_"), None)
        if fn is None:
            return False
        if self.tutorial_refuses(act, arg):
            self.app.render()  # the panel says what to do instead; nothing else changes
            return True
        if act == "spot" and self.panzoom is not None and self.panzoom.suppress_click:
            self.panzoom.suppress_click = False  # the click that ends a drag places nothing
            return True
        self.message = ""
        fn(arg, el) if act in self.ACTS_WITH_ELEMENT else fn(arg)
        return True

    def on_wheel(self, event) -> bool:
        return self.panzoom.wheel(event) if self.panzoom is not None else False

    def on_pointer(self, kind: str, event) -> None:
        if self.panzoom is not None:
            self.panzoom.pointer(kind, event)

    # --- playing ------------------------------------------------------------------------
    def _step(self, action):
        """Apply one move to state, record and log: its log entries, or None (and a message) when
        the engine refuses it. Does not save."""
        prev = self.state
        try:
            nxt = self.rules.apply(prev, action)
        except IllegalAction as exc:
            self.message = refused(exc, self.GAME)
            return None
        before = self.snapshot()
        self.state = nxt
        self.drop_hint()
        self.record = records.with_move(self.record, action)
        entries = self.describe_move(prev, action, nxt)
        self.log.extend(entries)
        self.keep_for_undo(before, action)
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
        return (
            self.rules.reveals(self.state, action, after)
            or self.rules.current_player(after) != seat
            or self.rules.is_over(after)
        )

    def act_or_arm(self, index: int, action) -> bool:
        """A one-click move (a button, a piece): played at once when it can be taken back; else
        prepared (self.armed = its index in the legal moves) for Confirm. True when played."""
        if self.irreversible(action) and self.armed != index:
            self.armed = index
            self.app.render()
            return False
        self.armed = None
        self.play(action)
        return True

    # --- the screen's own state -------------------------------------------------------
    def clear_selection(self) -> None:
        """Forget what the player had chosen but not played (each game knows its own)."""

    def reset_view(self) -> None:
        """The screen's own state as a new screen has it: nothing chosen, the default city shown,
        no zoom (a replay step shows its position as if opened there)."""
        self.clear_selection()

    def forget_caches(self) -> None:
        """Drop what was computed for positions that no longer follow: values of the state and
        log lines at the indices the log will reuse."""
        self._cache = {}
        keep = len(self.log)
        self._log_html_cache = {k: v for k, v in self._log_html_cache.items() if k[0] < keep}

    # --- applying and saving ------------------------------------------------------------
    def after_step(self, entries) -> None:
        """A move was just applied and logged (`entries`): what the game shows of it for a moment
        (Amytis' "+N" over the cell that scored)."""

    def _apply_all(self, actions) -> bool:
        """Apply moves in order, recording, logging and saving them. False (nothing changed) if
        the engine refuses the first; a refusal later keeps the moves made before it."""
        done = 0
        for action in actions:
            entries = self._step(action)
            if entries is None:
                break
            self.after_step(entries)
            done += 1
        if done:
            self.save()
        return done > 0

    def _apply(self, action) -> bool:
        """Apply, record, log and save one move; False (nothing changed) if the engine refuses it."""
        return self._apply_all((action,))

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
        return saves.Summary(
            round=round_, rounds=rounds, moves=len(self.record.moves), over=over, winners=winners, hints=self.hints_used
        )

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
        if not self._apply_all(self.moves_of(action)):
            if step is not None:
                self.tutorial.step = step
            self.app.render()
            return
        if branching:  # played at an earlier step of a replay: say where the game now lives
            self.message = t("replay_branched")
        self.clear_selection()
        self.after_human_move()
        self.app.render()
        self.maybe_run_computers()

    def moves_of(self, choice) -> tuple:
        """The moves one choice of a human plays together (Amytis takes a turn's Take and Place
        on one Confirm: its choice is the tuple of them)."""
        return (choice,)

    def after_human_move(self) -> None:
        """What a game's screen shows once a human has moved (whose city, say)."""

    def save_document(self, now: int) -> "saves.SaveDoc":
        """The save of this game as it stands, written at `now` (ms): the record, the summary the
        list shows, the tutorial's step and the hints shown. tabs.py writes it."""
        from . import tutorial

        return saves.doc_for(
            self.save_id, self.created, now, self.record, self.summary(), tutorial.mark(self), self.advice
        )

    def resume_from(self, doc: "saves.SaveDoc") -> None:
        """The screen as its save left it: the revision and stamp written last (tabs.py), the
        hints shown and a tutorial's step."""
        self.saved_as(doc.id, doc.rev, doc.stamp)
        self.hints_used = doc.summary.hints
        self.advice = list(doc.advice)
        if doc.tutorial is not None:
            from . import tutorial

            tutorial.resume(self, doc.tutorial)

    def saved_as(self, save_id: str, rev: int, stamp: str) -> None:
        """A write of this game's save succeeded (tabs.py): the id it lives under (a new one when
        it was kept as a separate game), its revision and stamp."""
        self.save_id, self.save_rev, self.save_stamp = save_id, rev, stamp

    def stop(self, why) -> None:
        """Stopped because the game went on in another tab (`tabs.Stale`): no move and no
        computer turn until the player chooses; None goes on."""
        self.stale = why
        if why is not None:
            self.halt()

    def save(self) -> None:
        """Autosave, checked against other tabs showing the same game (tabs.py)."""
        if self.remote is not None:  # kept by its messages, and its moves not yet sent: remote_play.py
            self.remote.keep_unsent(self)
            return
        from ..services.tabs import save_screen

        save_screen(self)

    # --- after a render -----------------------------------------------------------------
    def after_render(self) -> None:
        """After the screen is in the page: the tutorial's panel and marks; thinking ahead for
        a hint (hints.ponder)."""
        from ..services import hints

        if self.tutorial_shown():
            from . import tutorial

            tutorial.decorate(self)
        hints.ponder(self)

    #: CSS selectors to bring into view after the next render (reveal.py): a click whose
    #: consequence shows elsewhere on the page (Pyramidion's Confirm for a tapped card)
    reveal_next: "tuple[str, ...]" = ()

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
        if self.tutorial_shown():
            from . import tutorial

            wanted = tutorial.to_reveal(self)
            if wanted is not None and not must:
                must, nice = wanted
        if not must:
            must = self.asked()
        if must:
            from ..presentation import reveal

            reveal.reveal(must, nice)

    def on_remote_send(self, _arg=None) -> None:
        if self.remote is not None:
            self.remote.send(self)

    def on_live_pair(self, _arg=None) -> None:
        if self.remote is not None:
            from .remote_live import pair

            pair(self.app, self.remote.game, self.remote.entry)

    def maybe_run_computers(self) -> None:
        from ..services import computer

        if self.remote is not None and self.remote.show_received(self):
            return  # moves from another device are played on screen first

        limit = self.app.ai_time_s or self.AI_TIME_S
        if limit is None:
            computer.run_turns(self)
        else:
            computer.run_turns(self, time_limit=limit)
