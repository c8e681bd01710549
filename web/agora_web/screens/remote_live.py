"""Live games on screen (docs/remote.md, "Live games"): Play live on a remote game's screen, the
pairing codes (as links and QR codes, remote_send.SendScreen), the game's own screen while a
channel is open (which devices are connected, whom the game waits for), and, when pairing fails or
the connection drops, the reason in words and the same game by turn links. With three or four
devices every guest pairs with the host (only the host offers codes), which relays.

Nothing here is imported before a remote game's screen is shown; the browser's WebRTC (rtc.py)
only once Play live is pressed or a pairing code is opened.
"""

from __future__ import annotations

import asyncio

from ..dom import attrs, esc
from ..texts.i18n import t
from ..ui import widgets
from .remote_open import StatusScreen
from .remote_play import RemotePlay, can_play, play_screen
from .remote_send import Block, SendScreen

#: the page-to-page channel that hands an answer opened in another tab to the page waiting for it
HAND_OVER = "agora-live"
#: seconds an answer opened in a new tab waits for the page that made the offer to take it
HAND_OVER_S = 2.0


def entry_html(game) -> str:
    """On a remote game's screen (or its status screen, before this device's sealed hands are
    drawn): with whom it is live and whom it waits for, and Play live (or Pair another device)
    where this device may offer a code: the host, or either of two."""
    if game.session is None or game.session.over():
        return ""
    conns = _live_of(game)
    devices = game.session.start.devices
    peers = sorted(conns.connected()) if conns is not None and conns.is_open() else []
    parts = []
    if peers:
        names = ", ".join(devices[d].name for d in peers)
        parts.append(f'<span data-testid="live-status" role="status">{esc(t("live_with", name=names))}</span> ')
        waits = conns.waits_for()
        if waits is not None:
            parts.append(
                f'<span data-testid="live-waits-for" role="status">{esc(waits_text(game, devices[waits].name))}</span> '
            )
    if len(peers) < len(devices) - 1:
        if game.me == 0 or len(devices) == 2:
            label = t("live_pair_more") if peers else t("live_play")
            parts.append(widgets.button("live-pair", label, cls="btn small", testid="live-pair") + " ")
        elif not peers:
            parts.append(f'<span data-testid="live-ask-host">{esc(t("live_ask_host", name=devices[0].name))}</span> ')
    return "".join(parts)


def waits_text(game, name: str) -> str:
    """Whom the game waits for: on the host, pair it here; elsewhere, with the host."""
    if game.me == 0:
        return t("live_waits_for_here", name=name)
    return t("live_waits_for", name=name, host=game.session.start.devices[0].name)


def reaches(game, device: "int | None") -> bool:
    """Whether `device`'s messages come to this page over an open live channel (its own, or the
    host's relaying them)."""
    conns = _live_of(game)
    return device is not None and conns is not None and conns.is_open() and device in conns.connected()


def _live_of(game):
    """The game's live connections in this page (None: none for this very game object)."""
    from ..remote import live

    conns = live.OPEN.get(game.game_id.hex())
    return conns if conns is not None and conns.game is game else None


def _connections(game):
    """The game's live connections, made when its first channel opens (those of an older copy of
    the game, read again from its save, closed)."""
    from ..remote import live

    game_hex = game.game_id.hex()
    conns = live.OPEN.get(game_hex)
    if conns is None or conns.game is not game:
        if conns is not None:
            for peer in conns.peers.values():
                peer.channel.close()
        conns = live.OPEN[game_hex] = live.Connections(game)
    return conns


class LivePlay(RemotePlay):
    """The remote side of a game screen while its channel is open: a turn is sent on the
    channel as soon as it is played (no Send), moves received play at once."""

    def __init__(self, conns, entry: dict, to_show: list, notice: str = "", applied: int = 0, problems=None):
        super().__init__(conns.game, entry, to_show, notice, applied, problems)
        self.live = conns  # live.Connections

    RENDER_BEFORE_MOVE = False

    def read_again(self) -> None:
        """Messages with no move came: what was worked out for the screen (the cards this device
        cannot read yet, whether its turn is complete) is worked out again at the next render."""
        self._unread = {}
        self._complete = (None, False)

    def pause(self, app) -> float:
        """Moves from a live device came at a person's pace: only the last animation waits."""
        from ..presentation import motion

        return motion.remaining_s()

    def note_html(self, screen) -> str:
        if not self.live.is_open():
            return super().note_html(screen)
        if self.ready(screen):
            self.send(screen)  # played: on the channel at once
        return super().note_html(screen)

    async def _send(self, screen) -> None:
        if not self.live.is_open():
            return await super()._send(screen)
        from ..remote import session, words
        from .remote_open import keep

        app = screen.app
        try:
            async with self.live.lock:
                await self.game.send(self.unsent(screen))
                self.live.sent()  # on every channel: what each device lacks
            keep(app, self.game, self.entry)
            self.sending = False
            await show_live(app, self.live, self.entry)
        except session.Refused as refused:
            screen.message = words.refusal_text(refused.problem)
            app.render()
        finally:
            self.sending = False
            app.set_busy(False)


class LiveStatus(StatusScreen):
    """A live game not on its game screen yet (sealed hands: this device's are still being
    dealt): whose turn, who is connected. What this device owes goes by itself (no Send)."""

    def __init__(self, app, conns, entry: dict, applied: int = 0, notice: str = ""):
        super().__init__(app, conns.game, entry, applied, notice)
        self.live = conns

    def can_send(self) -> bool:
        return not self.live.is_open() and super().can_send()


def live_screen(
    app, conns, entry: dict, shown_from: "int | None" = None, notice: str = "", applied: int = 0, problems=None
):
    """The game's own screen, live: as remote_play.play_screen, with LivePlay as its remote (the
    status screen while this device's sealed hands are still being dealt). `problems`: the
    check's, once every device has revealed its secrets (show_live finds them)."""
    if not can_play(conns.game):
        return LiveStatus(app, conns, entry, applied, notice)
    screen = play_screen(app, conns.game, entry, shown_from, notice, applied, problems)
    screen.remote = LivePlay(conns, entry, screen.remote.to_show, notice, applied, problems)
    return screen


async def show_live(app, conns, entry: dict, shown_from: "int | None" = None, notice: str = "", applied: int = 0):
    """live_screen shown, with the check's verdict once every device has revealed its secrets."""
    problems = await conns.game.check() if conns.game.session.over() else None
    app.show(live_screen(app, conns, entry, shown_from, notice, applied, problems))


# --- pairing --------------------------------------------------------------------------------
class PairScreen(SendScreen):
    """A pairing code to show (offer or answer), what happens, and the way back to turn links."""

    name = "remote-live"
    #: a pairing code is there to be scanned by the other device's camera: its QR code at once
    QR_OPEN = True

    def __init__(self, app, game, entry: dict, blocks, intro: str, asks_answer: bool):
        super().__init__(app, t("live_title"), intro, blocks)
        self.game = game
        self.entry = entry
        self.asks_answer = asks_answer
        self.state = "live_waiting_answer" if asks_answer else "live_waiting_other"
        self.problem = ""
        self.answer_text = ""
        self.take = None  # coroutine function taking an answer (the offering page)
        self.holder: dict = {}  # the Live being paired, once its peer is known

    def footer_html(self) -> str:
        parts = []
        if self.problem:
            parts.append(
                f'<p class="notice warn" data-testid="live-problem" role="alert">'
                f"{esc(t('live_fail.' + self.problem))} {esc(t('live_go_on_by_links'))}</p>"
            )
        elif self.asks_answer:
            parts.append(
                f'<label class="field"><span>{esc(t("live_answer_field"))}</span>'
                f'<input type="text" autocomplete="off" spellcheck="false"'
                f"{attrs(data_act='live-answer', data_testid='live-answer', value=self.answer_text)}></label>"
                + widgets.button("live-connect", t("live_connect"), cls="btn primary", testid="live-connect")
            )
        if not self.problem:
            parts.append(f'<p data-testid="live-state" role="status">{esc(t(self.state))}</p>')
        if _live_of(self.game) is not None and _live_of(self.game).is_open():  # pairing one more device
            parts.append(widgets.button("live-back", t("live_back"), cls="btn", testid="live-back"))
        else:
            parts.append(widgets.button("live-links", t("live_by_links"), cls="btn", testid="live-links"))
        parts.append(help_html())
        return "".join(parts)

    def on_input(self, act: str, arg, el) -> None:
        if act == "live-answer":
            self.answer_text = str(el.value)

    def handle(self, act: str, arg, el, event) -> bool:
        if act == "live-connect" and self.take is not None:
            field = self.app.root.querySelector('[data-testid="live-answer"]')
            text = str(field.value) if field else self.answer_text
            asyncio.ensure_future(self.take(text))
            return True
        if act == "live-links":
            by_links(self.app, self.game)
            return True
        if act == "live-back" and _live_of(self.game) is not None:
            from ..services import remote_links

            _close(self.game.game_id.hex())  # the pairing given up; the open channels stay
            entry = remote_links.load(self.app.store, self.game.game_id.hex())
            asyncio.ensure_future(show_live(self.app, _live_of(self.game), entry))
            return True
        return super().handle(act, arg, el, event)

    def fail(self, problem: str) -> None:
        self.problem = problem
        if self.app.screen is self:
            self.app.render()

    def say(self, key: str) -> None:
        self.state = key
        if self.app.screen is self:
            self.app.render()


def help_html() -> str:
    """How playing live works, in a few plain sentences, folded under the pairing code."""
    paragraphs = "".join(f"<p>{esc(t('live_help.' + key))}</p>" for key in ("pair", "more", "trust", "drop"))
    return f'<details class="live-help" data-testid="live-help"><summary>{esc(t("live_help"))}</summary>{paragraphs}</details>'


def by_links(app, game) -> None:
    """The same game by turn links: every connection of it (and a pairing under way) closed, the
    game from its save."""
    from ..remote import live
    from .remote_open import open_saved

    _close(game.game_id.hex())
    conns = live.OPEN.pop(game.game_id.hex(), None)
    for peer in conns.peers.values() if conns is not None else ():
        peer.channel.close()
    open_saved(app, game.game_id.hex())


#: the channel being paired of each game (not open yet); an open one is its Live's
_CHANNELS: dict = {}


def _close(game_hex: str) -> None:
    """The pairing under way of a game given up (open channels stay)."""
    channel = _CHANNELS.pop(game_hex, None)
    if channel is not None:
        channel.close()


def _new_channel(app, game, holder: dict):
    """An rtc.Channel whose events reach the Live in `holder` (made once the peer is known)."""
    from ..remote import rtc

    def on_text(text):
        if holder.get("live") is not None:
            asyncio.ensure_future(_received(app, holder["live"], text))

    def on_open():
        if holder.get("live") is not None:
            _opened(app, holder["live"])

    def on_lost():
        if holder.get("live") is not None:
            _lost(app, holder["live"])

    _close(game.game_id.hex())
    channel = rtc.Channel(on_text, on_open, on_lost)
    _CHANNELS[game.game_id.hex()] = channel
    return channel


def pair(app, game, entry: dict) -> None:
    """Play live, pressed on a remote game's screen (or its status screen): this device offers
    (its code shown)."""
    app.set_busy(True)
    asyncio.ensure_future(_offer(app, game, entry))


async def _offer(app, game, entry: dict) -> None:
    from ..remote import live, pairing, rtc, session
    from .remote_invite import page_link

    screen = PairScreen(app, game, entry, [], t("live_offer_intro"), asks_answer=True)
    holder = screen.holder
    try:
        from ..services import remote_links

        await remote_links.load_qr()
        try:
            channel = _new_channel(app, game, holder)
            code = await channel.offer(game.game_id, game.me)
        except (rtc.Failed, pairing.CodeError) as exc:
            screen.blocks = []
            app.show(screen)
            screen.fail(exc.problem)
            return
        screen.blocks = [
            Block("live-offer", 0, t("live_offer_heading"), page_link(pairing.link(code)), t("live_other"))
        ]

        async def take(text: str) -> None:
            fragment = text[text.find("#") :] if "#" in text else "#" + text.strip()
            try:
                answer = pairing.code_of(fragment)
                if answer is None or answer.kind != pairing.ANSWER_KEY:
                    raise pairing.CodeError(pairing.DAMAGED, "not an answer")
                if answer.game_id != game.game_id:
                    raise pairing.CodeError("foreign", "another game's answer")
                holder["live"] = live.Live(game, answer.device, channel)
            except pairing.CodeError as exc:
                screen.fail(exc.problem)
                return
            except session.Refused:
                screen.fail("foreign")
                return
            screen.say("live_connecting")
            try:
                await channel.accept(answer)
            except rtc.Failed as exc:
                screen.fail(exc.problem)
            except Exception:  # the browser refused the description: a code that was changed
                screen.fail(pairing.DAMAGED)

        screen.take = take
        _listen_for_answer(game.game_id.hex(), take)
        app.show(screen)
    finally:
        app.set_busy(False)


def _listen_for_answer(game_hex: str, take) -> None:
    """An answer opened as a link in another tab of this browser comes here (BroadcastChannel)."""
    import js
    from pyodide.ffi import create_proxy

    if not getattr(js, "BroadcastChannel", None):
        return
    channel = js.BroadcastChannel.new(HAND_OVER)

    def on_message(event):
        data = str(event.data)
        if data.startswith(game_hex + " "):
            channel.postMessage("taken " + game_hex)
            channel.close()
            asyncio.ensure_future(take(data.split(" ", 1)[1]))

    channel.onmessage = create_proxy(on_message)


async def open_code(app, fragment: str) -> None:
    """A pairing code opened as a link: an offer (this device answers) or an answer (handed to
    the page of this browser that waits for it)."""
    from ..remote import pairing

    try:
        code = pairing.code_of(fragment)
    except pairing.CodeError as exc:
        app.go_home(lambda problem=exc.problem: ("error", t("live_fail." + problem), ""))
        return
    if code.kind == pairing.ANSWER_KEY:
        await _hand_over(app, code, fragment)
    else:
        await _answer(app, code)


async def _hand_over(app, code, fragment: str) -> None:
    import js
    from pyodide.ffi import create_proxy

    game_hex = code.game_id.hex()
    taken = asyncio.get_event_loop().create_future()
    channel = js.BroadcastChannel.new(HAND_OVER) if getattr(js, "BroadcastChannel", None) else None
    if channel is not None:

        def on_message(event):
            if str(event.data) == "taken " + game_hex and not taken.done():
                taken.set_result(True)

        channel.onmessage = create_proxy(on_message)
        channel.postMessage(game_hex + " " + fragment)
    try:
        await asyncio.wait_for(taken, HAND_OVER_S)
        app.go_home(lambda: ("info", t("live_answer_handed"), ""))
    except asyncio.TimeoutError:
        app.go_home(lambda: ("error", t("live_fail.stale"), ""))
    finally:
        if channel is not None:
            channel.close()


async def _answer(app, code) -> None:
    from ..remote import live, pairing, rtc, session
    from ..services import remote_links
    from .remote_invite import page_link
    from .remote_open import load_game

    game, entry = await load_game(app, code.game_id.hex())
    if game is None or game.session is None:
        app.go_home(lambda: ("error", t("live_fail.foreign"), ""))
        return
    screen = PairScreen(app, game, entry, [], t("live_answer_intro"), asks_answer=False)
    holder = screen.holder
    try:
        holder["live"] = live.Live(game, code.device, None)
    except session.Refused:
        app.go_home(lambda: ("error", t("live_fail.foreign"), ""))
        return
    await remote_links.load_qr()
    app.show(screen)
    try:
        channel = _new_channel(app, game, holder)
        holder["live"].channel = channel
        answer = await channel.answer(code, game.me)
    except (rtc.Failed, pairing.CodeError) as exc:
        screen.fail(exc.problem)
        return
    except Exception:  # the browser refused the description: a code that was changed
        screen.fail(pairing.DAMAGED)
        return
    who = holder["live"].peer_name()
    screen.blocks = [Block("live-answer", 0, t("live_answer_heading", name=who), page_link(pairing.link(answer)), who)]
    screen.say("live_waiting_other")


def _opened(app, live_) -> None:
    """A channel opened: the game is live with that device too; each side sends the other what
    it might lack, and the host tells every guest who is connected."""
    from ..services import remote_links

    game = live_.game
    if _CHANNELS.get(game.game_id.hex()) is live_.channel:
        del _CHANNELS[game.game_id.hex()]  # its Live holds it now
    conns = _connections(game)
    old = conns.peers.get(live_.peer)
    if old is not None and old is not live_:
        old.channel.close()  # the same device paired anew
    conns.opened(live_)
    entry = remote_links.load(app.store, game.game_id.hex())
    app.show(live_screen(app, conns, entry))
    asyncio.ensure_future(_due(app, conns, entry))


async def _due(app, conns, entry) -> None:
    """Right after opening: what this device owes without a move goes at once."""
    async with conns.lock:
        answered = await _answer_due(app, conns, entry)
    if answered and _shows(app, conns.game) and not isinstance(app.screen, PairScreen):
        await show_live(app, conns, entry)


def _shows(app, game) -> bool:
    """Whether the page shows this game (its live screen or its pairing)."""
    screen = app.screen
    remote = getattr(screen, "remote", None)
    return (remote is not None and remote.game is game) or getattr(screen, "game", None) is game


async def _answer_due(app, conns, entry) -> bool:
    from .remote_open import keep

    link = await conns.answer_due()
    if link is not None:
        keep(app, conns.game, entry)
    return link is not None


async def _received(app, live_, text: str) -> None:
    """Messages from a channel: applied as a link is, passed on to the other devices (the host),
    what this device owes sent at once; shown on the game's screen as they come."""
    from ..remote import words
    from ..services import remote_links
    from .remote_open import keep

    game = live_.game
    conns = _live_of(game)
    if conns is None or conns.peers.get(live_.peer) is not live_:
        return  # a channel given up or replaced
    entry = remote_links.load(app.store, game.game_id.hex())
    before = game.turn_moves()
    reaches = live_.reaches
    report, answered = await conns.received(live_, text)
    if report.applied or answered:
        keep(app, game, entry)
    notice = words.refusal_text(report.problems[0]) if report.problems else ""
    if not _shows(app, game):
        return
    if isinstance(app.screen, PairScreen):
        return  # pairing another device: the game shows again once it connects
    if report.applied or answered or notice:
        checked = game.session.audited() and getattr(getattr(app.screen, "remote", None), "problems", None) is None
        if notice or answered or checked or not _play_on(app.screen, game, report.applied):
            await show_live(app, conns, entry, before, notice, report.applied)
    elif live_.reaches != reaches:
        app.render()  # who is connected changed


def _play_on(screen, game, applied: int) -> bool:
    """Moves received played on the screen already shown, when it stands on the same deal and
    moves (the quick way: no screen built anew); False when it must be built anew (a draw was
    fixed, or it is busy showing moves)."""
    import msgspec

    remote = getattr(screen, "remote", None)
    if not isinstance(remote, LivePlay) or remote.game is not game or remote.showing or remote.to_show:
        return False
    if game.my_turn() and not game.session.over():
        record, _state, _goes_on = game.trial_record([])
    else:
        record = game.session.record
    shown = list(screen.record.moves)
    if record is None or list(record.moves[: len(shown)]) != shown:
        return False
    if msgspec.structs.replace(record, moves=[]) != msgspec.structs.replace(screen.record, moves=[]):
        return False
    remote.to_show = list(record.moves[len(shown) :])
    remote.applied = applied
    if not remote.to_show:  # messages with no move (sealed hands: layers taken off cards)
        remote.read_again()
        # the position is the same but what this device may do in it is not: its legal moves,
        # worked out while it could not act, are worked out again
        screen.forget_caches()
        screen.app.render()  # this device may read its cards now: its person may act
        return True
    return remote.show_received(screen)


def _lost(app, live_) -> None:
    """A connection dropped: said on the game's screen. With other devices still connected the
    game stays live and waits for that one (it pairs again); with none, it goes on by turn links."""
    from ..remote import live
    from ..services import remote_links

    game = live_.game
    pairing_it = isinstance(app.screen, PairScreen) and app.screen.holder.get("live") is live_
    conns = _live_of(game)
    if conns is None or conns.peers.get(live_.peer) is not live_:
        live_.lost()
        if pairing_it:
            app.screen.fail("unreachable")  # never opened
        return
    conns.lost(live_)
    if pairing_it:
        app.screen.fail("unreachable")  # closed before the game showed
        return
    still = conns.is_open()
    if not still:
        live.OPEN.pop(game.game_id.hex(), None)
    if _shows(app, game) and not isinstance(app.screen, PairScreen):
        entry = remote_links.load(app.store, game.game_id.hex())
        if still:
            app.show(live_screen(app, conns, entry, None, t("live_lost_one", name=live_.peer_name())))
        elif can_play(game):
            app.show(play_screen(app, game, entry, None, t("live_fail.lost", name=live_.peer_name())))
        else:
            app.show(StatusScreen(app, game, entry, 0, t("live_fail.lost", name=live_.peer_name())))
