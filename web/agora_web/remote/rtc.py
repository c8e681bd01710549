"""The browser's peer-to-peer connection for live games (docs/remote.md, "Live games"), reached
from Python through Pyodide: an RTCPeerConnection with no ICE server at all (no STUN, no TURN:
devices on one network, nothing leaves them), one data channel (negotiated, id 0, ordered and
reliable), descriptions exchanged whole as pairing codes (pairing.py) once gathering is complete.

Loaded only when a live game is paired; the only module that touches WebRTC.
"""

from __future__ import annotations

import asyncio

import js
from pyodide.ffi import create_proxy, to_js

from . import pairing

#: seconds to gather candidates before a code is shown (no network: said, links go on)
GATHER_S = 10.0
#: seconds from the answer to an open channel (devices that cannot reach each other)
CONNECT_S = 15.0

UNSUPPORTED = "unsupported"
UNREACHABLE = "unreachable"


class Failed(Exception):
    def __init__(self, problem: str):
        super().__init__(problem)
        self.problem = problem


def _obj(value):
    return to_js(value, dict_converter=js.Object.fromEntries)


def supported() -> bool:
    return bool(getattr(js, "RTCPeerConnection", None))


class Channel:
    """One connection: `on_text(text)`, `on_open()` and `on_lost()` are called as it goes."""

    def __init__(self, on_text, on_open, on_lost):
        if not supported():
            raise Failed(UNSUPPORTED)
        self.pc = js.RTCPeerConnection.new(_obj({"iceServers": []}))
        self.dc = self.pc.createDataChannel("agora", _obj({"negotiated": True, "id": 0, "ordered": True}))
        self._proxies = []
        self._opened = asyncio.get_event_loop().create_future()
        self._closed = False

        def opened(_event=None):
            if not self._opened.done():
                self._opened.set_result(True)
            on_open()

        def state(_event=None):
            if str(self.pc.connectionState) in ("failed", "closed", "disconnected") and not self._closed:
                self._closed = True
                if not self._opened.done():
                    self._opened.set_result(False)
                on_lost()

        self._on("message", self.dc, lambda event: on_text(str(event.data)))
        self._on("open", self.dc, opened)
        self._on("close", self.dc, state)
        self._on("connectionstatechange", self.pc, state)

    def _on(self, name: str, target, fn) -> None:
        proxy = create_proxy(fn)
        self._proxies.append(proxy)
        target.addEventListener(name, proxy)

    async def _gathered(self) -> str:
        done = asyncio.get_event_loop().create_future()

        def check(_event=None):
            if str(self.pc.iceGatheringState) == "complete" and not done.done():
                done.set_result(True)

        self._on("icegatheringstatechange", self.pc, check)
        check()
        try:
            await asyncio.wait_for(done, GATHER_S)
        except asyncio.TimeoutError:
            raise pairing.CodeError(pairing.NO_NETWORK, "gathering did not finish") from None
        return str(self.pc.localDescription.sdp)

    async def offer(self, game_id: bytes, me: int) -> pairing.Code:
        """This device's offer code (gathering complete)."""
        await self.pc.setLocalDescription()
        return pairing.from_sdp(pairing.OFFER_KEY, game_id, me, await self._gathered())

    async def answer(self, offer: pairing.Code, me: int) -> pairing.Code:
        """This device's answer code to `offer` (gathering complete)."""
        await self.pc.setRemoteDescription(_obj({"type": "offer", "sdp": pairing.sdp(offer)}))
        await self.pc.setLocalDescription()
        return pairing.from_sdp(pairing.ANSWER_KEY, offer.game_id, me, await self._gathered())

    async def accept(self, answer: pairing.Code) -> None:
        """Take the other device's answer; returns once the channel is open. Raises
        Failed(UNREACHABLE) when it does not open in CONNECT_S."""
        await self.pc.setRemoteDescription(_obj({"type": "answer", "sdp": pairing.sdp(answer)}))
        await self.connected()

    async def connected(self) -> None:
        try:
            ok = await asyncio.wait_for(asyncio.shield(self._opened), CONNECT_S)
        except asyncio.TimeoutError:
            ok = False
        if not ok:
            self.close()
            raise Failed(UNREACHABLE)

    def is_open(self) -> bool:
        return str(self.dc.readyState) == "open"

    def send(self, text: str) -> None:
        if self.is_open():
            self.dc.send(text)

    def close(self) -> None:
        self._closed = True
        try:
            self.dc.close()
            self.pc.close()
        except Exception:  # already closed
            pass
