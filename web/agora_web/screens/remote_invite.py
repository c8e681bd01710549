"""Starting a game with friends on other devices: the game is set up as a RemoteGame on this
device, and this screen gives each friend's invitation (remote_send.SendScreen: the link to copy,
the share sheet, a QR code) and counts the answers.

The remote code (remote/, segno) is imported only from here, once such a game is started.
"""

from __future__ import annotations

import asyncio

from ..dom import esc, now_ms
from ..texts.i18n import t
from . import seats as seat_kinds
from .remote_send import Block, SendScreen


def remote_seats(players) -> "list[int]":
    """The seats a setup gave to friends on other devices."""
    return [i for i, p in enumerate(players) if p.controller == seat_kinds.FRIEND]


def page_link(fragment: str) -> str:
    """A link's full address: this page's, with the link as its fragment."""
    from ..page import window

    from ..services.remote_links import full_link

    return full_link(str(window.location.href), fragment)


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
        seats_here = [
            Seat(p.name, seat_kinds.HUMAN if p.controller == seat_kinds.FRIEND else p.controller) for p in players
        ]
        store = await keys.open_store()
        here = next((p.name for i, p in enumerate(players) if i not in remote), "")
        option_map = msgspec.to_builtins(options) if options is not None else {}
        host = await RemoteGame.host(crypto, store, game, seats_here, option_map, remote_seats=remote, name=here)
        remote_links.save(app.store, host.game_id.hex(), game, [p.name for p in seats_here], now_ms(), host.to_save())
        app.show(await invite_screen(app, host, persistent=getattr(store, "persistent", True)))
    finally:
        app.set_busy(False)


async def invite_screen(app, host, persistent: bool = True) -> SendScreen:
    """The invitations of a game hosted here that has not started: one block per friend, and how
    many have answered."""
    g = host.gathering
    blocks = []
    for seat, fragment in await host.invitations():
        name = seat_kinds.player_name(g.players[seat].name, seat)
        blocks.append(Block("invite", seat, t("remote_invite_for", name=name), page_link(fragment), name))
    footer = (
        f'<p data-testid="invite-answers" role="status">'
        f"{esc(t('remote_answers', n=len(g.joined), total=len(g.remote_seats)))}</p>"
    )
    return SendScreen(
        app,
        t("remote_invite_title"),
        t("remote_invite_intro"),
        blocks,
        footer,
        notice="" if persistent else t("remote_storage_refused"),
    )
