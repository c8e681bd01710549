"""A live game's side of the protocol (docs/remote.md, "Live games"): what goes on the channels
and what is done with what comes from them. A channel carries turn links' text (and the host's
short presence line, below), nothing else: what arrives goes through RemoteGame.apply_link, the
door every link goes through, so a live game is checked exactly as one played by links.

With three or four devices every guest pairs with the host, one channel each; the host passes
every message on to the devices that lack it (Connections.forward). The messages stay signed by
the device that made them, so the host relays but cannot forge.

Pure: a channel is any object with `send(text)` (rtc.Channel in the page, a stand-in in the
tests), so this runs on CPython for the tests as in the page.
"""

from __future__ import annotations

import asyncio

from . import messages, session
from .game import Report

#: the live connections of each game open in this page, by game id (hex)
OPEN: "dict[str, Connections]" = {}

# How a live connection stands (the screens say each).
PAIRING, OPEN_, LOST = "pairing", "open", "lost"

#: the fragment key of a presence line: ``#p=0,2`` (the devices its sender's channels reach)
PRESENCE_KEY = "p"


class Live:
    """One game's channel to one other device (`peer`, its number in the start message)."""

    def __init__(self, game, peer: int, channel):
        if game.session is None or not 0 <= peer < len(game.session.start.devices) or peer == game.me:
            raise session.Refused(session.FOREIGN, "the code names no other device of this game")
        self.game = game
        self.peer = peer
        self.channel = channel
        self.state = PAIRING
        #: the last chain index sent on this channel or received from it: the peer holds it
        self.upto = -1
        #: what comes on the channel is applied one text at a time, in order
        self.lock = asyncio.Lock()
        #: refusals of what came on the channel, not said yet (words.refusal_text)
        self.problems: "list[str]" = []
        #: the devices the peer says its channels reach (a host's presence line)
        self.reaches: "frozenset[int]" = frozenset()

    def peer_name(self) -> str:
        return self.game.session.start.devices[self.peer].name

    def opened(self) -> None:
        """The channel is open: send the other device everything it might lack."""
        self.state = OPEN_
        self.upto = -1
        self.forward()

    def lost(self) -> None:
        self.state = LOST

    def is_open(self) -> bool:
        return self.state == OPEN_

    def _held(self) -> int:
        """The last chain index the peer surely holds: its own last message names every one
        before it, and the channel is ordered and reliable while open."""
        own = max((m.i for m in self.game.session.messages if m.d == self.peer), default=-1)
        return max(own, self.upto)

    def forward(self) -> None:
        """Everything in this device's chain the peer may lack, on the channel (nothing when it
        holds all). A peer far behind gets the oldest first and the rest with the next call."""
        if not self.is_open() or self.game.session is None:
            return
        chain_ = self.game.session.messages
        outgoing = chain_[self._held() + 1 : self._held() + 1 + messages.MAX_MESSAGES]
        if outgoing:
            self.upto = outgoing[-1].i
            self.channel.send(self.game.link(outgoing))

    def sent(self, _link: str = "") -> None:
        """This device made a message: on the channel at once (forward)."""
        self.forward()

    async def received(self, text: str):
        """Text from the channel, applied as a link opened here would be: the Report. A presence
        line is taken as such (reaches) and applies nothing."""
        text = str(text)
        if text.startswith(f"#{PRESENCE_KEY}="):
            self.reaches = presence_of(text, len(self.game.session.start.devices))
            return Report()
        report = await self.game.apply_link(text)
        self.problems += report.problems
        self.upto = max(self.upto, _last_shared(self.game, text))
        return report

    def due_without_move(self) -> bool:
        """Whether this device owes a message that needs no move of its own: it fixes a waiting
        draw, or reveals its secrets once the game is over. A live device sends it at once."""
        return due_without_move(self.game)

    async def answer_due(self) -> "str | None":
        """Send what is owed without a move (due_without_move): its link, or None."""
        if not self.due_without_move():
            return None
        link = await self.game.send([])
        self.forward()
        return link


def _last_shared(game, text: str) -> int:
    """The last index of the messages in `text` that this device's chain holds as they are: the
    sender holds those (a message it sent us is one it has)."""
    payload = messages.payload_of(text, messages.LINK_KEY)
    if payload is None or game.session is None:
        return -1
    try:
        incoming = messages.unpack_link(payload)
    except messages.LinkError:
        return -1
    chain_ = game.session.messages
    return max((m.i for m in incoming if 0 <= m.i < len(chain_) and chain_[m.i] == m), default=-1)


def due_without_move(game) -> bool:
    """Whether `game`'s device owes a message with no move of its own: it fixes a waiting draw,
    or reveals its secrets once the game is over."""
    if game.session is None or not game.my_turn():
        return False
    if game.session.over():
        return True
    try:
        _position, goes_on = game.trial([])
    except session.Refused:
        return False
    return not goes_on


def presence_of(text: str, devices: int) -> "frozenset[int]":
    """The devices a presence line names (numbers outside the game are left out)."""
    found = set()
    for part in text.partition("=")[2].split(","):
        if part.strip().isdigit() and int(part) < devices:
            found.add(int(part))
    return frozenset(found)


class Connections:
    """One game's live channels: a guest's to the host, the host's to every guest. What comes on
    one is applied, then passed on to every device that lacks it; the devices each channel
    reaches are said to the others (a presence line), so every screen can say who is connected."""

    def __init__(self, game):
        self.game = game
        #: the channel to each other device, by its number
        self.peers: "dict[int, Live]" = {}
        #: applied one text at a time, whichever channel it came on
        self.lock = asyncio.Lock()

    def add(self, live_: Live) -> None:
        """A channel to `live_.peer` (one that drops and pairs again replaces its old one)."""
        self.peers[live_.peer] = live_

    def opened(self, live_: Live) -> None:
        """`live_`'s channel opened: catch it up; every peer hears who is connected now."""
        self.add(live_)
        live_.opened()
        self.say_presence()

    def lost(self, live_: Live) -> None:
        live_.lost()
        if self.peers.get(live_.peer) is live_:
            del self.peers[live_.peer]
        self.say_presence()

    def is_open(self) -> bool:
        """Whether any channel of the game is open (the game is live)."""
        return bool(self.open_peers())

    def open_peers(self) -> "list[Live]":
        return [p for _d, p in sorted(self.peers.items()) if p.is_open()]

    def connected(self) -> "frozenset[int]":
        """The other devices this one reaches now: its own channels, and those its peers say
        theirs reach (a guest reaches the others through the host)."""
        direct = {p.peer for p in self.open_peers()}
        through = set().union(*(p.reaches for p in self.open_peers())) if direct else set()
        return frozenset((direct | through) - {self.game.me})

    def waits_for(self) -> "int | None":
        """The device the game waits for when it is not connected (dropped, or never paired):
        None when it is this device, a connected one, or nobody."""
        device = self.game.to_send()
        if device is None or device == self.game.me or device in self.connected():
            return None
        return device

    def say_presence(self) -> None:
        """Tell each peer which devices this one's channels reach (a host with two guests tells
        each about the other)."""
        for p in self.open_peers():
            others = sorted({q.peer for q in self.open_peers()} - {p.peer})
            p.channel.send(f"#{PRESENCE_KEY}=" + ",".join(str(d) for d in [self.game.me, *others]))

    def forward(self) -> None:
        """Every open channel gets what its device may lack."""
        for p in self.open_peers():
            p.forward()

    async def received(self, live_: Live, text: str):
        """Text from `live_`'s channel: applied, passed on to the others, and what this device
        owes without a move sent at once. The Report of the text, and whether this device
        sent a message of its own."""
        async with self.lock:
            report = await live_.received(text)
            answered = await self.answer_due()
            if report.applied or answered:
                self.forward()
        return report, answered

    async def answer_due(self) -> "str | None":
        """What this device owes without a move (due_without_move), signed and sent: its link."""
        if not due_without_move(self.game):
            return None
        link = await self.game.send([])
        self.forward()
        return link

    def sent(self) -> None:
        """This device made a message: on every channel at once."""
        self.forward()
