"""A live game's side of the protocol (docs/remote.md, "Live games"): what goes on the channel
and what is done with what comes from it. The channel carries turn links' text, nothing else:
what arrives goes through RemoteGame.apply_link, the door every link goes through, so a live
game is checked exactly as one played by links.

Pure: the channel is any object with `send(text)` (rtc.Channel in the page, a stand-in in the
tests), so this runs on CPython for the tests as in the page.
"""

from __future__ import annotations

import asyncio

from . import session

#: the live connection of each game open in this page, by game id (hex)
OPEN: "dict[str, Live]" = {}

# How a live connection stands (the screens say each).
PAIRING, OPEN_, LOST = "pairing", "open", "lost"


class Live:
    """One game's channel to one other device (`peer`, its number in the start message)."""

    def __init__(self, game, peer: int, channel):
        if game.session is None or not 0 <= peer < len(game.session.start.devices) or peer == game.me:
            raise session.Refused(session.FOREIGN, "the code names no other device of this game")
        self.game = game
        self.peer = peer
        self.channel = channel
        self.state = PAIRING
        #: what comes on the channel is applied one text at a time, in order
        self.lock = asyncio.Lock()
        #: refusals of what came on the channel, not said yet (words.refusal_text)
        self.problems: "list[str]" = []

    def peer_name(self) -> str:
        return self.game.session.start.devices[self.peer].name

    def opened(self) -> None:
        """The channel is open: send the other device everything it might lack."""
        self.state = OPEN_
        self.channel.send(self.game.catch_up(self.peer))

    def lost(self) -> None:
        self.state = LOST

    def is_open(self) -> bool:
        return self.state == OPEN_

    def sent(self, link: str) -> None:
        """This device made a message: its link on the channel at once. The channel is ordered and
        reliable, and opened() sent everything the other device lacked, so the new message alone
        will do (RemoteGame.link of it), though any link is taken."""
        if self.is_open():
            self.channel.send(link)

    async def received(self, text: str):
        """Text from the channel, applied as a link opened here would be: the Report."""
        report = await self.game.apply_link(str(text))
        self.problems += report.problems
        return report

    def due_without_move(self) -> bool:
        """Whether this device owes a message that needs no move of its own: it fixes a waiting
        draw, or reveals its secrets once the game is over. A live device sends it at once."""
        game = self.game
        if game.session is None or not game.my_turn():
            return False
        if game.session.over():
            return True
        try:
            _position, goes_on = game.trial([])
        except session.Refused:
            return False
        return not goes_on

    async def answer_due(self) -> "str | None":
        """Send what is owed without a move (due_without_move): its link, or None."""
        if not self.due_without_move():
            return None
        link = await self.game.send([])
        self.sent(self.game.link(self.game.session.messages[-1:]))  # the channel lost none before
        return link
