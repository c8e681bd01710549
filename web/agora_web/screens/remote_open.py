"""Opening a remote game's link on this device: an invitation (#i=, asks the name and gives the
answer to send back), an answer (#j=, on the host: once everyone has answered, the start to send
to all), or messages (#t=: the start, turns). A link that cannot be applied is said in the
interface language on the home screen and changes nothing saved.

The address bar is cleared first, so a reload does not open the link again.
"""

from __future__ import annotations

import asyncio

from ..dom import attrs, esc, now_ms
from ..texts.i18n import t
from ..ui import widgets
from .base import Screen
from . import seats as seat_kinds
from .remote_invite import invite_screen, page_link
from .remote_send import Block, SendScreen


def open_remote_link(app, fragment: str) -> bool:
    """Open `fragment` (a remote link) over the home screen."""
    from ..page import window

    try:
        window.history.replaceState(None, "", str(window.location.pathname) + str(window.location.search))
    except Exception:
        pass
    app.go_home()
    app.set_busy(True)
    asyncio.ensure_future(_open(app, fragment))
    return True


def open_saved(app, game_hex: str) -> None:
    """A remote game of the saves list, as it stands on this device."""
    app.set_busy(True)
    asyncio.ensure_future(_open_saved(app, game_hex))


async def _open_saved(app, game_hex: str) -> None:
    from . import remote_play

    try:
        game, entry = await load_game(app, game_hex)
        if game is None:
            app.go_home(lambda: ("error", t("open_failed"), ""))
        elif game.session is None and game.gathering is not None:
            from .remote_invite import invite_screen

            app.show(await invite_screen(app, game))
        elif remote_play.can_play(game):
            await remote_play.show(app, game, entry)
        else:
            app.show(StatusScreen(app, game, entry, 0))
    finally:
        app.set_busy(False)


def refuse(app, problem: str) -> None:
    """Say why a link was refused, on the home screen (nothing saved changed)."""
    from ..remote import words

    app.go_home(lambda: ("error", words.refusal_text(problem), ""))


async def _open(app, fragment: str) -> None:
    from ..remote import messages

    try:
        kind = fragment.lstrip("#")[:1]
        try:
            if kind in ("o", "a"):  # a live game's pairing code (remote/pairing.py)
                from .remote_live import open_code

                await open_code(app, fragment)
            elif kind == messages.INVITE_KEY:
                await _invitation(app, fragment)
            elif kind == messages.JOIN_KEY:
                await _answer(app, fragment)
            else:
                await _messages(app, fragment)
        except messages.LinkError as exc:
            refuse(app, exc.problem)
    except Exception as exc:  # a fault of ours: said, logged, and nothing half-saved
        from ..dom import console_warn

        console_warn(f"Agora: opening a remote link failed: {exc!r}")
        refuse(app, messages.DAMAGED)
    finally:  # still busy while the moves received are played on the game screen
        app.set_busy(bool(getattr(getattr(app.screen, "remote", None), "showing", False)))


async def _store():
    from ..remote import keys

    return await keys.open_store()


async def load_game(app, game_hex: str):
    """This device's remote game `game_hex` (None when it has none, or its save cannot be read)."""
    from ..remote import crypto
    from ..remote.game import RemoteGame
    from ..services import remote_links

    entry = remote_links.load(app.store, game_hex)
    if entry is None:
        return None, None
    held = _opened.get(game_hex)
    if held is not None and held.to_save().decode() == entry["save"]:
        return held, entry  # exactly the save: its messages were checked when they came
    try:
        game = await RemoteGame.from_save(crypto, await _store(), entry["save"].encode())
    except Exception:
        return None, None
    _opened[game_hex] = game
    return game, entry


#: the remote games opened in this page, by id: a game whose save is unchanged since is taken as
#: it is, rather than checking every message of its chain again at each link (which grows with
#: the game); a save changed by another tab is read anew
_opened: "dict[str, object]" = {}


def keep(app, game, entry: dict) -> None:
    """Save the game as it is now (its entry's game, names and moves not yet sent kept)."""
    from ..services import remote_links

    remote_links.save(
        app.store,
        game.game_id.hex(),
        entry["game"],
        entry["names"],
        now_ms(),
        game.to_save(),
        turn_of(game),
        entry.get("unsent"),
    )


# --- an invitation --------------------------------------------------------------------------
async def _invitation(app, fragment: str) -> None:
    from ..remote import messages, session
    from ..services import remote_links

    invite = messages.unpack_one(messages.payload_of(fragment, messages.INVITE_KEY), messages.Invite)
    if remote_links.load(app.store, invite.g.hex()) is not None:
        app.go_home(lambda: ("info", t("remote_already_joined"), ""))
        return
    if invite.v > messages.VERSION:
        refuse(app, session.NEWER)
        return
    if invite.game not in _games():
        refuse(app, session.FOREIGN)
        return
    app.show(JoinScreen(app, fragment, invite))


def _games() -> "tuple[str, ...]":
    from .. import games

    return games.PLAYABLE


class JoinScreen(Screen):
    """An invitation opened here: who invites, to which game and seat; this device's name; Join."""

    name = "remote-join"

    def __init__(self, app, fragment: str, invite):
        self.app = app
        self.fragment = fragment
        self.invite = invite
        self.device_name = seat_kinds.player_name(invite.players[invite.seat].name, invite.seat)

    def title(self) -> str:
        return t("remote_join_title")

    def topbar_extra(self) -> str:
        return ""

    def render(self) -> str:
        inv = self.invite
        intro = t(
            "remote_join_intro",
            host=inv.host.name or t("player_n", n=1),
            game=t("game." + inv.game),
            seat=seat_kinds.player_name(inv.players[inv.seat].name, inv.seat),
        )
        return (
            f'<div class="remote-invite"><h1>{esc(t("remote_join_title"))}</h1>'
            f'<p data-testid="join-intro">{esc(intro)}</p>'
            f'<label class="field"><span>{esc(t("remote_join_name"))}</span>'
            f'<input type="text" maxlength="24"{attrs(data_act="join-name", data_testid="join-name", value=self.device_name)}></label>'
            f'<div class="setup-actions">{widgets.button("home", t("back"), testid="join-back")}'
            f"{widgets.button('join', t('remote_join'), cls='btn primary big', testid='join')}</div></div>"
        )

    def on_input(self, act: str, arg, el) -> None:
        if act == "join-name":
            self.device_name = str(el.value)

    def handle(self, act: str, arg, el, event) -> bool:
        if act != "join":
            return False
        self.app.set_busy(True)
        asyncio.ensure_future(self._join())
        return True

    async def _join(self) -> None:
        from ..remote import crypto, messages, session
        from ..remote.game import RemoteGame
        from ..services import remote_links

        try:
            store = await _store()
            name = self.device_name.strip() or seat_kinds.player_name("", self.invite.seat)
            try:
                game, answer = await RemoteGame.join(crypto, store, self.fragment, name=name)
            except (messages.LinkError, session.Refused) as exc:
                refuse(self.app, exc.problem)
                return
            inv = self.invite
            remote_links.save(
                self.app.store, game.game_id.hex(), inv.game, [p.name for p in inv.players], now_ms(), game.to_save()
            )
            host = inv.host.name or t("player_n", n=1)
            block = Block("answer", 0, t("remote_answer_heading", host=host), page_link(answer), host)
            self.app.show(
                SendScreen(
                    self.app,
                    t("remote_answer_title"),
                    t(
                        "remote_answer_intro",
                        host=host,
                        seat=seat_kinds.player_name(inv.players[inv.seat].name, inv.seat),
                    ),
                    [block],
                    notice="" if getattr(store, "persistent", True) else t("remote_storage_refused"),
                )
            )
        finally:
            self.app.set_busy(False)


# --- an answer, on the host ------------------------------------------------------------------
async def _answer(app, fragment: str) -> None:
    from ..remote import messages, session

    join = messages.unpack_one(messages.payload_of(fragment, messages.JOIN_KEY), messages.Join)
    game, entry = await load_game(app, join.g.hex())
    if game is not None and game.session is not None and game.invite is None:
        refuse(app, session.DUPLICATE)  # the host's game has started: every answer was taken
        return
    if game is None or game.gathering is None:
        refuse(app, session.FOREIGN)
        return
    report = await game.apply_link(fragment)
    if report.problems:
        refuse(app, report.problems[0])
        return
    keep(app, game, entry)
    if report.link is None:
        app.show(await invite_screen(app, game))
        return
    block = Block("start-link", 0, t("remote_start_heading"), page_link(report.link), t("remote_everyone"))
    app.show(
        SendScreen(
            app, t("remote_start_title"), t("remote_start_intro"), [block], footer=turn_html(game, entry["names"])
        )
    )


# --- messages: the start, turns ---------------------------------------------------------------
async def _messages(app, fragment: str) -> None:
    from ..remote import messages, session
    from . import remote_play

    payload = messages.payload_of(fragment, messages.LINK_KEY)
    if payload is None:
        refuse(app, messages.DAMAGED)
        return
    incoming = messages.unpack_link(payload)
    if not incoming:
        refuse(app, messages.DAMAGED)
        return
    game, entry = await load_game(app, incoming[0].g.hex())
    if game is None:
        refuse(app, session.FOREIGN)
        return
    held = len(game.pending())
    shown_from = game.turn_moves() if remote_play.can_play(game) else 0
    report = await game.apply_link(fragment)
    if report.problems:
        refuse(app, report.problems[0])
        return
    notice = ""
    if report.applied or len(game.pending()) != held:
        keep(app, game, entry)
    if not report.applied:  # kept aside for a missing one, or every message already here
        from ..remote import words

        notice = words.refusal_text(session.EARLY if len(game.pending()) != held else session.DUPLICATE)
    if remote_play.can_play(game):  # the moves received are played on the game's own screen
        await remote_play.show(app, game, entry, shown_from, notice, report.applied)
    else:
        app.show(StatusScreen(app, game, entry, report.applied, notice))


def turn_of(game) -> dict:
    """Whose turn it is on this device's knowledge (remote_links.turn_words says it): the seat to
    act when its device is the one the game waits for, else the device that sends next (a draw
    waits for it), or the end."""
    from ..services import remote_links as rl

    s = game.session
    if s is None:
        return {"state": rl.GATHERING}
    due = game.to_send()
    if due is None or s.over():
        return {"state": rl.OVER}
    seat = game.seat_to_act()
    if seat >= 0 and s.device_of(seat) == due:
        return {"state": rl.SEAT, "seat": seat, "mine": due == game.me}
    if due == game.me:
        return {"state": rl.HERE}
    return {"state": rl.THERE, "device": s.start.devices[due].name or t("player_n", n=due + 1)}


def turn_html(game, names: "list[str]", tag: str = "p") -> str:
    """Whose turn it is, as a line that screen readers announce (`tag`: span inside a line)."""
    from ..services import remote_links as rl
    from .remote_live import reaches

    turn = turn_of(game)
    if turn["state"] == rl.THERE and reaches(game, game.to_send()):  # its move comes over the channel
        words = t("remote_due_there_live", device=turn["device"])
    else:
        words = rl.turn_words(names, turn)
    return f'<{tag} data-testid="remote-turn" role="status">{esc(words)}</{tag}>'


class StatusScreen(Screen):
    """A remote game as it stands on this device after a link: moves received, whose turn."""

    name = "remote-status"

    def __init__(self, app, game, entry: dict, applied: int, notice: str = ""):
        self.app = app
        self.notice = notice
        self.game = game
        self.entry = entry
        self.applied = applied

    def title(self) -> str:
        return t("game." + self.entry["game"])

    def topbar_extra(self) -> str:
        return ""

    def can_send(self) -> bool:
        """Whether this device's next message is due and needs no move of its own (it fixes a
        draw, or reveals its secrets at the end): then it is sent from here."""
        if not self.game.my_turn():
            return False
        if self.game.session.over():
            return True
        _position, goes_on = self.game.trial([])
        return not goes_on

    def render(self) -> str:
        from .remote_play import message_kind

        applied = (
            f'<p data-testid="remote-applied">{esc(t("remote_applied", n=self.applied))}</p>' if self.applied else ""
        )
        send = what = ""
        if self.can_send():
            kind = message_kind(self.game, [])
            what = f'<p data-testid="remote-ready">{esc(t(f"remote_what.{kind}"))}</p>'
            send = widgets.button("remote-send", t(f"remote_send.{kind}"), cls="btn primary big", testid="remote-send")
        notice = (
            f'<p class="notice" data-testid="remote-notice" role="status">{esc(self.notice)}</p>' if self.notice else ""
        )
        from .remote_live import entry_html

        live = entry_html(self.game)
        live = f'<p class="remote-live-line">{live}</p>' if live else ""
        return (
            f'<div class="remote-invite"><h1>{esc(self.title())}</h1>{notice}{applied}'
            f"{turn_html(self.game, self.entry['names'])}{what}{live}"
            f'<div class="setup-actions">{widgets.button("home", t("back"), testid="remote-home")}{send}</div></div>'
        )

    def handle(self, act: str, arg, el, event) -> bool:
        if act == "live-pair":  # before this device's sealed hands are drawn
            from .remote_live import pair

            pair(self.app, self.game, self.entry)
            return True
        if act != "remote-send" or not self.can_send():
            return False
        self.app.set_busy(True)
        asyncio.ensure_future(self._send())
        return True

    async def _send(self) -> None:
        from .remote_play import message_kind

        try:
            kind = message_kind(self.game, [])
            link = await self.game.send([])
            keep(self.app, self.game, self.entry)
            problems = await self.game.check() if self.game.session.over() else None
            self.app.show(turn_screen(self.app, self.game, self.entry, link, kind, problems))
        finally:
            self.app.set_busy(False)


def turn_screen(app, game, entry: dict, link: str, kind: str, problems=None) -> SendScreen:
    """The link of this device's message just sent, for every other device, saying what it
    carries (`kind`: remote_play.message_kind); below it, when older messages did not fit in it,
    the links that carry them, for a device that missed the links that first carried them
    (RemoteGame.catch_up_links); the check's verdict when this message completed it (`problems`,
    RemoteGame.check: None before every device revealed); a way back to the game."""
    from .remote_play import verdict_block

    block = Block("turn-link", 0, t(f"remote_sent_heading.{kind}"), page_link(link), t("remote_everyone"))
    earlier = game.catch_up_links()[:-1]
    folded = [
        Block(
            "earlier-link",
            n,
            t("remote_earlier_heading", n=n + 1, count=len(earlier)),
            page_link(older),
            t("remote_missed_device"),
        )
        for n, older in enumerate(earlier)
    ]
    back = widgets.button(
        "open-remote", t("remote_back_to_game"), cls="btn", arg=game.game_id.hex(), testid="remote-back-to-game"
    )
    return SendScreen(
        app,
        t(f"remote_send.{kind}"),
        t(f"remote_sent_intro.{kind}"),
        [block],
        folded=(t("remote_earlier_summary", count=len(earlier)), folded),
        footer=(verdict_block(game, problems, _seat_names(game)) if problems is not None else "")
        + turn_html(game, entry["names"])
        + f'<div class="setup-actions">{back}</div>',
    )


def _seat_names(game) -> "list[str]":
    """Each seat's name as the game screen says it (seats.player_name)."""
    return [seat_kinds.player_name(p.name, i) for i, p in enumerate(game.session.start.players)]
