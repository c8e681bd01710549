"""A remote game on its own game screen: the seats of this device are played there by its people
(its computers as on any screen); a seat of another device is like a computer seat whose moves
come by messages. The moves of this device's turn stay on the screen (Undo within the turn as
ever) until the turn is complete; then the screen offers Send, which signs them into the turn's
message (RemoteGame.send) and gives its link (remote_send.py). A turn sent cannot be taken back.

Moves received in a link are played on the screen one by one as a computer's are (the same
pacing, animations and log), then the screen says whose turn it is.
"""

from __future__ import annotations

import asyncio

import msgspec

from ..dom import esc
from ..texts.i18n import t
from ..ui import widgets

#: the save id of a remote game's screen (it is kept by its messages, never as an ordinary save)
SAVE_PREFIX = "remote:"


def play_screen(app, game, entry: dict, shown_from: "int | None" = None, notice: str = "", applied: int = 0):
    """The game screen of a remote game as it stands on this device; with `shown_from`, the
    screen starts at that many moves and plays the ones after it as they happen. Its deal is the
    one this device's next message fixes, when that message is due here."""
    from .. import games

    session = game.session
    if game.my_turn() and not session.over():
        record, _state, _goes_on = game.trial_record([])
    else:
        record = session.record
    total = len(record.moves)
    start = total if shown_from is None else max(0, min(shown_from, total))
    screen = games.game_screen(
        app,
        SAVE_PREFIX + game.game_id.hex(),
        int(entry.get("updated", 0)),
        msgspec.structs.replace(record, moves=list(record.moves[:start])),
    )
    screen.remote = RemotePlay(game, entry, list(record.moves[start:]), notice, applied)
    return screen


def can_play(game) -> bool:
    """Whether the game screen can show this remote game: its opening deal is fixed here, and
    no hand is sealed (Pyramidion's sealed hands are not yet drawn from this device's own deal:
    such a game stays on the status screen)."""
    return game.session is not None and game.session.record is not None and not game.session.sealed


class RemotePlay:
    """The remote side of a game screen (its `remote`)."""

    def __init__(self, game, entry: dict, to_show: list, notice: str = "", applied: int = 0):
        self.game = game
        self.entry = entry
        #: moves received, still to be played on the screen (JSON, as records hold them)
        self.to_show = to_show
        self.notice = notice
        self.applied = applied
        self.showing = False
        self.sending = False
        #: (moves on screen, whether this device's unsent moves drew something): drawn_here's cache
        self._drawn = (-1, False)

    # --- seats ------------------------------------------------------------------------------
    def plays_here(self, seat: int) -> bool:
        return self.game.plays_here(seat)

    def person_here(self, screen, seat: int) -> bool:
        """A person of this device plays the seat: the host's people, or the friend's seat it
        joined (its computers are played by the computer as ever)."""
        from .game_screen import HUMAN
        from .seats import FRIEND

        return self.plays_here(seat) and screen.controller(seat) in (HUMAN, FRIEND)

    # --- this device's turn -----------------------------------------------------------------
    def unsent(self, screen) -> list:
        """The moves played on the screen past the chain: this device's turn, not sent."""
        return list(screen.record.moves[self.game.turn_moves() :])

    def ready(self, screen) -> bool:
        """Whether this device's message is due and complete: its turn is played (or it needs
        no move: it fixes a draw, or shows its secrets after the game)."""
        from ..remote import session

        if self.showing or self.sending or self.to_show or not self.game.my_turn():
            return False
        if self.game.session.over():
            return True
        try:
            _state, goes_on = self.game.trial(self.unsent(screen))
        except session.Refused:
            return False
        return not goes_on

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
            link = await self.game.send(self.unsent(screen))
            keep(app, self.game, self.entry)
            app.show(turn_screen(app, self.game, self.entry, link))
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

    #: whether the board of the seat to move is drawn before its move even with no pause (a live
    #: game draws it with the move: one render less between a move made and shown)
    RENDER_BEFORE_MOVE = True

    def pause(self, app) -> float:
        """Seconds before a received move is played: a computer's pause (remote_live.LivePlay shortens it)."""
        from ..services import computer

        return computer.pause(app)

    async def _show(self, screen, token: int) -> None:
        from ..dom import console_warn
        from ..services import computer

        app = screen.app
        try:
            while self.to_show and screen.token == token:
                screen.follow(screen.current())  # the board of the seat that plays
                pause = self.pause(app)
                if pause > 0 or self.RENDER_BEFORE_MOVE:
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

        parts = [entry_html(self)]
        if self.notice:
            parts.append(f'<span class="notice" data-testid="remote-notice">{esc(self.notice)}</span> ')
        if not self.showing and self.draw_unsettled(screen):
            parts.append(f'<span data-testid="remote-draw-unsettled">{esc(t("remote_draw_unsettled"))}</span> ')
        if self.applied:
            parts.append(f'<span data-testid="remote-applied">{esc(t("remote_applied", n=self.applied))}</span> ')
        if self.ready(screen):
            parts.append(
                f'<span data-testid="remote-ready">{esc(t("remote_turn_played"))}</span> '
                + widgets.button("remote-send", t("remote_send_turn"), cls="btn primary small", testid="remote-send")
            )
            return "".join(parts)
        seat = screen.current()
        if not self.showing and seat >= 0 and not self.plays_here(seat):
            parts.append(
                f'<span data-testid="remote-waiting">{esc(t("remote_waiting_for", name=screen.seat_name(seat)))}</span> '
            )
        if not self.showing:
            parts.append(turn_html(self.game, self.entry["names"], tag="span") + " ")
        return "".join(parts)
