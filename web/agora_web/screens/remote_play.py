"""A remote game on its own game screen: the seats of this device are played there by its people
(its computers as on any screen); a seat of another device is like a computer seat whose moves
come by messages. The moves of this device's turn stay on the screen (Undo within the turn as
ever) until the turn is complete; then the screen offers Send, which signs them into the turn's
message (RemoteGame.send) and gives its link (remote_send.py). A turn sent cannot be taken back.

Moves received in a link are played on the screen one by one as a computer's are (the same
pacing, animations and log), then the screen says whose turn it is.

Moves played here but not yet sent are kept in the game's entry (`unsent`) as they are made, so a
reload or a closed tab loses none: the screen opens with them played again and offers Send once
they complete the turn. The Send step says in words what the message carries (`message_kind`):
a turn, a draw settled, this device's share of dealing hidden cards, or its secrets for the
check at the end. Once every device has revealed its secrets, the final table says the check's
verdict (`verdict_html`): fair play, or each problem and the device and seat to blame.
"""

from __future__ import annotations

import asyncio

import msgspec

from ..dom import esc
from ..texts.i18n import t
from ..ui import widgets

#: the save id of a remote game's screen (it is kept by its messages, never as an ordinary save)
SAVE_PREFIX = "remote:"

#: what this device's next message carries (message_kind): moves; no move, its value settling a
#: draw; no move, its share of dealing sealed cards; its secrets, once the game is over
TURN, DRAW, DEAL, REVEAL = "turn", "draw", "deal", "reveal"


def message_kind(game, moves) -> str:
    """What the message this device would send now with `moves` carries, for the Send step's
    words (remote_send.<kind>, remote_what.<kind>, remote_sent_heading.<kind>, ...)."""
    s = game.session
    if s.over() and not s.waiting:
        return REVEAL
    if moves:
        return TURN
    return DEAL if s.sealed else DRAW


def kept_unsent(game, entry: dict) -> list:
    """The moves this device played but did not send, as its entry kept them: only while its
    message is still the one due (the chain has not moved on since)."""
    kept = entry.get("unsent")
    if not isinstance(kept, dict) or not game.my_turn() or kept.get("after") != game.turn_moves():
        return []
    moves = kept.get("moves")
    return list(moves) if isinstance(moves, list) else []


async def show(app, game, entry: dict, shown_from: "int | None" = None, notice: str = "", applied: int = 0):
    """Show the game screen of a remote game (play_screen), with the check's problems once the
    game is over and every device has revealed its secrets."""
    problems = await game.check() if game.session.over() else None
    app.show(play_screen(app, game, entry, shown_from, notice, applied, problems))


def play_screen(
    app, game, entry: dict, shown_from: "int | None" = None, notice: str = "", applied: int = 0, problems=None
):
    """The game screen of a remote game as it stands on this device; with `shown_from`, the
    screen starts at that many moves and plays the ones after it as they happen. Its deal is the
    one this device's next message fixes, when that message is due here, with the moves this
    device played and did not send played again. `problems`: the check's (None: not made)."""
    from .. import games
    from ..remote import session as sessions

    session = game.session
    true_deal = not session.sealed
    if game.my_turn() and not session.over():
        unsent = kept_unsent(game, entry)
        try:
            record, _state, _goes_on = game.trial_record(unsent)
        except (sessions.Refused, ValueError, KeyError, TypeError, msgspec.ValidationError):
            unsent = []  # no longer a turn of this position: the turn is played again
            record, _state, _goes_on = game.trial_record([])
        if unsent and not notice:
            notice = t("remote_unsent_kept")
    elif problems is not None and session.sealed and session.final_record() is not None:
        record, true_deal = session.final_record(), True
    else:
        record = session.record
    total = len(record.moves)
    start = total if shown_from is None else max(0, min(shown_from, total))
    screen = games.game_screen(
        app,
        SAVE_PREFIX + game.game_id.hex(),
        int(entry.get("updated", 0)),
        msgspec.structs.replace(record, moves=list(record.moves[:start])),
        moves_to_come=start < total,
    )
    screen.remote = RemotePlay(game, entry, list(record.moves[start:]), notice, applied, problems)
    screen.remote.true_deal = true_deal
    _reuse_log_lines(screen, game.game_id.hex())
    screen.reset_view()  # what the screen shows first depends on whose seats are played here
    return screen


#: per remote game opened in this page, its last game screen: every link opened builds a new
#: screen, whose log mostly repeats the last one's (only its log and drawn lines are read)
_last_screens: "dict[str, object]" = {}


def _reuse_log_lines(screen, game_hex: str) -> None:
    """Give `screen` the log lines (GameScreen._log_html_cache) the game's previous screen drew
    for the entries both logs share from the start: equal entries are drawn alike (the cache's
    keys hold the language and the viewing seat)."""
    old = _last_screens.get(game_hex)
    if old is not None:
        same = 0
        for before, now in zip(old.log, screen.log):
            if before != now:
                break
            same += 1
        screen._log_html_cache = {k: v for k, v in old._log_html_cache.items() if k[0] < same}
    _last_screens.clear()  # one game at a time: nothing kept of another
    _last_screens[game_hex] = screen


def can_play(game) -> bool:
    """Whether the game screen can show this remote game: its opening deal is fixed here (with
    sealed hands, this device's own deal: its cards true, the others' face down)."""
    return game.session is not None and game.session.record is not None


class RemotePlay:
    """The remote side of a game screen (its `remote`)."""

    def __init__(self, game, entry: dict, to_show: list, notice: str = "", applied: int = 0, problems=None):
        self.game = game
        #: the check's problems (audit.Problem; [] is fair play), None until every device revealed
        self.problems = problems
        self.entry = entry
        #: moves received, still to be played on the screen (JSON, as records hold them)
        self.to_show = to_show
        self.notice = notice
        self.applied = applied
        self.showing = False
        self.sending = False
        #: (moves on screen, whether this device's unsent moves drew something): drawn_here's cache
        self._drawn = (-1, False)
        #: ((messages in the chain, the unsent moves' JSON), whether they complete the turn): ready's cache
        self._complete = (None, False)
        #: (moves on screen, seat) → the seat's cards this device cannot read yet: unread's cache
        self._unread: dict = {}
        #: whether the screen's deal is every seat's true one (not so with sealed hands before
        #: the check: the other hands are placeholders, so nobody's cards are shown but ours)
        self.true_deal = True

    # --- seats ------------------------------------------------------------------------------
    def plays_here(self, seat: int) -> bool:
        return self.game.plays_here(seat)

    def person_here(self, screen, seat: int) -> bool:
        """A person of this device plays the seat: the host's people, or the friend's seat it
        joined (its computers are played by the computer as ever)."""
        from .game_screen import HUMAN
        from .seats import FRIEND

        return self.plays_here(seat) and screen.controller(seat) in (HUMAN, FRIEND)

    def unread(self, screen, seat: int) -> "list":
        """The cards of `seat`'s hand on the screen this device cannot read yet (sealed hands:
        their layers are still coming off on other devices); drawn face down, never played."""
        key = (len(screen.record.moves), seat)
        if key not in self._unread:
            self._unread = {key: self.game.unread(seat, self.unsent(screen))}
        return self._unread[key]

    def may_act(self, screen) -> bool:
        """Whether this device's person may decide now: with sealed hands, only once this
        device's message is due and every card of the seat to act can be read here."""
        if not self.game.session.sealed:
            return True
        seat = screen.current()
        return not self.showing and self.game.my_turn() and not self.unread(screen, seat)

    # --- this device's turn -----------------------------------------------------------------
    def unsent(self, screen) -> list:
        """The moves played on the screen past the chain: this device's turn, not sent."""
        return list(screen.record.moves[self.game.turn_moves() :])

    def keep_unsent(self, screen) -> None:
        """Keep the moves played here and not sent in the game's entry (a reload loses none)."""
        from .remote_open import keep

        if self.showing or not self.game.my_turn():
            return
        moves = msgspec.to_builtins(self.unsent(screen))
        kept = {"after": self.game.turn_moves(), "moves": moves} if moves else None
        if kept != self.entry.get("unsent"):
            self.entry["unsent"] = kept
            keep(screen.app, self.game, self.entry)

    def kind(self, screen) -> str:
        """What this device's message due now carries (message_kind)."""
        return message_kind(self.game, self.unsent(screen))

    def ready(self, screen) -> bool:
        """Whether this device's message is due and complete: its turn is played (or it needs
        no move: it fixes a draw, or shows its secrets after the game)."""
        from ..remote import session

        if self.showing or self.sending or self.to_show or not self.game.my_turn():
            return False
        if self.game.session.over():
            return True
        unsent = self.unsent(screen)
        key = (len(self.game.session.messages), msgspec.json.encode(unsent))
        if self._complete[0] != key:  # a trial replays the game: once per position, not per render
            try:
                _state, goes_on = self.game.trial(unsent)
                complete = not goes_on
            except session.Refused:
                complete = False
            self._complete = (key, complete)
        return self._complete[1]

    def draw_unsettled(self, screen) -> bool:
        """Whether the screen shows a draw that another device's next message settles: one made
        by a move of another device (its fixing device is not this one), or by this device's
        unsent moves. Until then what it shows is a stand-in and may come out differently."""
        if self.game.session.waiting and not self.game.my_turn():
            return True
        return self.drawn_here(screen)

    def drawn_here(self, screen) -> bool:
        """Whether one of this device's unsent moves drew something (rules.reveals)."""
        from engine.core import records

        unsent = self.unsent(screen)
        if not unsent:
            return False
        if self._drawn[0] != len(screen.record.moves):
            chain_moves = screen.record.moves[: self.game.turn_moves()]
            rules, state = records.replay(msgspec.structs.replace(screen.record, moves=list(chain_moves)))
            drawn = False
            for raw in unsent:
                action = rules.parse_action(raw)
                after = rules.apply(state, action)
                drawn = drawn or rules.reveals(state, action, after)
                state = after
            self._drawn = (len(screen.record.moves), drawn)
        return self._drawn[1]

    def send(self, screen) -> None:
        if not self.ready(screen):
            return
        self.sending = True
        screen.app.set_busy(True)
        asyncio.ensure_future(self._send(screen))

    async def _send(self, screen) -> None:
        from ..remote import session, words
        from .remote_open import keep, turn_screen

        app = screen.app
        try:
            moves = self.unsent(screen)
            kind = message_kind(self.game, moves)
            link = await self.game.send(moves)
            self.entry["unsent"] = None
            keep(app, self.game, self.entry)
            problems = await self.game.check() if kind == REVEAL else None
            app.show(turn_screen(app, self.game, self.entry, link, kind, problems))
        except session.Refused as refused:
            screen.message = words.refusal_text(refused.problem)
            app.render()
        finally:
            self.sending = False
            app.set_busy(False)

    # --- moves received -----------------------------------------------------------------------
    def show_received(self, screen) -> bool:
        """Start playing the moves received on the screen (False: there are none)."""
        if not self.to_show or self.showing:
            return False
        self.showing = True
        screen.token += 1
        screen.app.set_busy(True)
        asyncio.ensure_future(self._show(screen, screen.token))
        return True

    #: whether the board of the seat to move is drawn before its move even with no pause, so the
    #: move's animation plays on it (a live game draws it with the move: one render less between
    #: a move made and shown). With no pause and the motion setting off nothing of that drawing
    #: could be seen: the moves are played one after the other and drawn once, at the end.
    RENDER_BEFORE_MOVE = True

    def pause(self, app) -> float:
        """Seconds before a received move is played: a computer's pause (remote_live.LivePlay shortens it)."""
        from ..services import computer

        return computer.pause(app)

    async def _show(self, screen, token: int) -> None:
        from ..dom import console_warn
        from ..presentation import motion
        from ..services import computer

        app = screen.app
        try:
            while self.to_show and screen.token == token:
                screen.follow(screen.current())  # the board of the seat that plays
                pause = self.pause(app)
                if pause > 0 or (self.RENDER_BEFORE_MOVE and motion.mode() != "off"):
                    app.render()
                    await asyncio.sleep(pause)
                if screen.token != token:
                    return
                raw = self.to_show.pop(0)
                screen.play_computer(screen.rules.parse_action(raw))
            if screen.token == token and screen.followed is not None:
                await computer.show_then_return(screen, token)
        except Exception as exc:  # the position is the chain's anyway: reopening shows it
            console_warn(f"Agora: showing a received move failed: {exc!r}")
        finally:
            self.showing = False
            self.to_show = []
            if screen.token == token:
                app.set_busy(False)
                if app.screen is screen:
                    app.render()
                    screen.maybe_run_computers()  # this device's computers, if they play next

    # --- what the status line says --------------------------------------------------------------
    def note_html(self, screen) -> str:
        """Before the game's own status: a notice, the moves received, whose turn it is, and
        Send once this device's turn is complete."""
        from .remote_open import turn_html

        from .remote_live import entry_html

        parts = [entry_html(self.game)]
        if self.notice:
            parts.append(f'<span class="notice" data-testid="remote-notice">{esc(self.notice)}</span> ')
        if not self.showing and self.draw_unsettled(screen):
            parts.append(f'<span data-testid="remote-draw-unsettled">{esc(t("remote_draw_unsettled"))}</span> ')
        if self.applied:
            parts.append(f'<span data-testid="remote-applied">{esc(t("remote_applied", n=self.applied))}</span> ')
        if self.ready(screen):
            if not (screen.rules.is_over(screen.state) and screen.final_open):  # the final table offers it
                parts.append(self.send_html(screen, "small"))
            return "".join(parts)
        seat = screen.current()
        if not self.showing and seat >= 0 and not self.plays_here(seat):
            parts.append(
                f'<span data-testid="remote-waiting">{esc(t("remote_waiting_for", name=screen.seat_name(seat)))}</span> '
            )
        if not self.showing:
            parts.append(turn_html(self.game, self.entry["names"], tag="span") + " ")
        return "".join(parts)

    def send_html(self, screen, size: str) -> str:
        """What the message due now carries, in words, and its Send button."""
        kind = self.kind(screen)
        return f'<span data-testid="remote-ready">{esc(t(f"remote_what.{kind}"))}</span> ' + widgets.button(
            "remote-send", t(f"remote_send.{kind}"), cls=f"btn primary {size}", testid="remote-send"
        )

    # --- the check at the end -----------------------------------------------------------------
    def verdict_html(self, screen) -> str:
        """On the final table: this device's secrets to send, if due; the check's verdict once
        every device has revealed its secrets ("fair play", or each problem naming the device and
        the seat to blame: words.verdict), else that the check waits for them."""
        if not screen.rules.is_over(screen.state):
            return ""
        send = f'<p class="remote-send-line">{self.send_html(screen, "")}</p>' if self.ready(screen) else ""
        if self.problems is None:
            return (
                f'<div class="remote-verdict" data-testid="remote-verdict" data-state="waiting">{send}'
                f"<p>{esc(t('remote_check_waiting'))}</p></div>"
            )
        return verdict_block(self.game, self.problems, screen.seat_names())


def verdict_block(game, problems, seat_names: "list[str]") -> str:
    """The check's verdict (`problems`: audit.Problem, [] is fair play) in words: on the final
    table, and on the Send step of the message that completed the check (the last secrets)."""
    from ..remote import words

    devices = [d.name or t("player_n", n=i + 1) for i, d in enumerate(game.session.start.devices)]
    lines = words.verdict(problems, devices, seat_names)
    state = "problems" if problems else "fair"
    mark = "\u26a0 " if problems else "\u2713 "  # the words say it; the mark only repeats them
    items = "".join(f'<li data-testid="remote-verdict-line">{esc(line)}</li>' for line in lines)
    return (
        f'<div class="remote-verdict {state}" data-testid="remote-verdict" data-state="{state}" role="status">'
        f'<h3><span aria-hidden="true">{mark}</span>{esc(t(f"remote_check.{state}"))}</h3>'
        f"<ul>{items}</ul></div>"
    )
