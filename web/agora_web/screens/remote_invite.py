"""Starting a game with friends on other devices: the game is set up as a RemoteGame on this
device, and this screen gives each friend's invitation (the link to copy, the system share sheet
where the browser has one, a QR code for a phone in the same room) and counts the answers.

The remote code (remote/, segno) is imported only from here, once such a game is started.
"""

from __future__ import annotations

import asyncio

from ..dom import attrs, esc, now_ms
from ..texts.i18n import t
from ..ui import widgets
from . import seats as seat_kinds


def remote_seats(players) -> "list[int]":
    """The seats a setup gave to friends on other devices."""
    return [i for i, p in enumerate(players) if p.controller == seat_kinds.FRIEND]


def start_remote(app, game: str, players, options) -> None:
    """Set the game up as a remote game hosted here, then show the invitations."""
    app.set_busy(True)
    asyncio.ensure_future(_start(app, game, players, options))


async def _start(app, game: str, players, options) -> None:
    import msgspec

    from engine.core.protocol import Seat

    from ..remote import crypto, keys
    from ..remote.game import RemoteGame
    from ..services import remote_links

    try:
        remote = remote_seats(players)
        seats_here = [Seat(p.name, seat_kinds.HUMAN if p.controller == seat_kinds.FRIEND else p.controller)
                      for p in players]
        store = await keys.open_store()
        here = next((p.name for i, p in enumerate(players) if i not in remote), "")
        option_map = msgspec.to_builtins(options) if options is not None else {}
        host = await RemoteGame.host(crypto, store, game, seats_here, option_map, remote_seats=remote,
                                     name=here)
        invitations = await host.invitations()
        remote_links.save(app.store, host.game_id.hex(), game, [p.name for p in seats_here], now_ms(),
                          host.to_save())
        await remote_links.load_qr()
        app.show(InviteScreen(app, game, [p.name for p in seats_here], host, invitations,
                              persistent=getattr(store, "persistent", True)))
    finally:
        app.set_busy(False)


def _can_share() -> bool:
    """Whether the browser has a system share sheet (phones, some desktops)."""
    from pyscript import window

    return bool(getattr(window.navigator, "share", None))


class InviteScreen:
    """The invitations of a remote game hosted on this device, one block per friend."""

    name = "remote-invite"

    def __init__(self, app, game: str, names: "list[str]", host, invitations, persistent: bool = True):
        self.app = app
        self.game = game
        self.names = names
        self.host = host
        self.invitations = invitations
        self.persistent = persistent
        #: the state line of each seat's block ("copied", ...)
        self.said: "dict[int, str]" = {}

    def title(self) -> str:
        return t("remote_invite_title")

    def topbar_extra(self) -> str:
        return ""

    def _url(self, fragment: str) -> str:
        from pyscript import window

        from ..services.remote_links import full_link

        return full_link(str(window.location.href), fragment)

    def _seat_name(self, seat: int) -> str:
        return seat_kinds.player_name(self.names[seat], seat)

    def _block_html(self, seat: int, fragment: str, can_share: bool) -> str:
        from ..services.remote_links import qr_svg

        name = self._seat_name(seat)
        url = self._url(fragment)
        heading = f"invite-h-{seat}"
        share = (widgets.button("remote-share", t("remote_share"), cls="btn small", arg=seat,
                                testid=f"invite-share-{seat}", label=t("remote_share_for", name=name))
                 if can_share else "")
        qr = qr_svg(url, t("remote_qr_for", name=name))
        qr_html = f'<div class="invite-qr" data-testid="invite-qr-{seat}">{qr}</div>' if qr else ""
        said = self.said.get(seat, "")
        return (f'<section class="invite card" aria-labelledby="{heading}" data-testid="invite-{seat}">'
                f'<h2 id="{heading}">{esc(t("remote_invite_for", name=name))}</h2>'
                f'<div class="share-row"><input class="share-url" readonly'
                f'{attrs(value=url, aria_label=t("remote_link_for", name=name), data_testid=f"invite-url-{seat}", id=f"invite-url-{seat}")}>'
                + widgets.button("remote-copy", t("share_copy"), cls="btn primary small", arg=seat,
                                 testid=f"invite-copy-{seat}", label=t("remote_copy_for", name=name))
                + share + '</div>'
                f'<p class="muted small" role="status" data-testid="invite-status-{seat}">{esc(t(said) if said else "")}</p>'
                f'{qr_html}</section>')

    def render(self) -> str:
        can_share = _can_share()
        answered = len(self.host.gathering.joined) if self.host.gathering is not None else 0
        blocks = "".join(self._block_html(seat, fragment, can_share) for seat, fragment in self.invitations)
        storage = "" if self.persistent else f'<p class="notice warn">{esc(t("remote_storage_refused"))}</p>'
        return (f'<div class="remote-invite"><h1>{esc(t("remote_invite_title"))}</h1>'
                f'<p>{esc(t("remote_invite_intro"))}</p>{storage}{blocks}'
                f'<p data-testid="invite-answers" role="status">'
                f'{esc(t("remote_answers", n=answered, total=len(self.invitations)))}</p>'
                f'<div class="setup-actions">{widgets.button("home", t("back"), testid="invite-home")}</div></div>')

    def handle(self, act: str, arg, el, event) -> bool:
        if act not in ("remote-copy", "remote-share"):
            return False
        seat = int(arg)
        fragment = dict(self.invitations).get(seat)
        if fragment is None:
            return False
        url = self._url(fragment)
        if act == "remote-copy":
            field = self.app.root.querySelector(f"#invite-url-{seat}")
            if field:
                field.focus()
                field.select()
            asyncio.ensure_future(self._copy(seat, url))
        else:
            asyncio.ensure_future(self._share(seat, url))
        return True

    def _say(self, seat: int, key: str) -> None:
        """The state line of a seat's block, written in place (a render would move the focus)."""
        self.said[seat] = key
        line = self.app.root.querySelector(f'[data-testid="invite-status-{seat}"]')
        if line:
            line.textContent = t(key)
            line.dataset.state = key

    async def _copy(self, seat: int, url: str) -> None:
        from pyscript import window

        try:
            await window.navigator.clipboard.writeText(url)
            self._say(seat, "share_copied")
        except Exception:  # no clipboard permission: the selected field is there to copy by hand
            self._say(seat, "share_copy_hint")

    async def _share(self, seat: int, url: str) -> None:
        from pyodide.ffi import to_js
        from pyscript import window

        try:
            await window.navigator.share(to_js({"title": t("app_name"), "text": t("remote_share_text"), "url": url},
                                               dict_converter=window.Object.fromEntries))
        except Exception:  # dismissed, or refused: copying is still there
            pass
