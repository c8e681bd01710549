"""Pairing codes of live games (docs/remote.md, "Live games"): an SDP offer or answer cut down to
what the other device cannot know (ICE user fragment and password, the DTLS fingerprint, host
candidates), in a few bytes a QR code holds easily, and the SDP built again from them.

Pure: no page, no network. live.py hands the browser's SDP in and takes the rebuilt one out.
"""

from __future__ import annotations

import base64
import ipaddress
import re
import uuid

import msgspec

#: the fragment keys of a pairing code: ``#o=1.…`` (the offer) and ``#a=1.…`` (the answer)
OFFER_KEY = "o"
ANSWER_KEY = "a"
#: the code format this build writes and reads
VERSION = 1
#: candidates a code keeps at most (a phone has one or two networks; more only lengthens it)
MAX_CANDIDATES = 8

# What can be wrong with a code (live_fail.* in the catalogs says each).
DAMAGED = "damaged"
NEWER = "newer"
NO_NETWORK = "no_network"

_IPV4, _IPV6, _MDNS = 4, 6, 1
_KINDS = {OFFER_KEY: 0, ANSWER_KEY: 1}


class CodeError(Exception):
    def __init__(self, problem: str, detail: str):
        super().__init__(f"{problem}: {detail}")
        self.problem = problem


class Candidate(msgspec.Struct, frozen=True):
    """A host candidate: an IPv4 or IPv6 address, or an mDNS name (`<uuid>.local`), and a port."""

    address: str
    port: int


class Code(msgspec.Struct, frozen=True):
    """One side of a pairing: which game and device, and what its SDP must say."""

    kind: str  # OFFER_KEY or ANSWER_KEY
    game_id: bytes
    device: int
    ufrag: str
    pwd: str
    fingerprint: bytes  # SHA-256 of the DTLS certificate, 32 bytes
    candidates: "tuple[Candidate, ...]"


# --- from the browser's SDP ----------------------------------------------------------------
_CANDIDATE = re.compile(r"^a=candidate:\S+ 1 (udp|UDP) \d+ (\S+) (\d+) typ host", re.M)


def _attr(sdp: str, name: str) -> str:
    found = re.search(rf"^a={name}:(\S+)", sdp, re.M)
    if not found:
        raise CodeError(DAMAGED, f"the description has no {name}")
    return found.group(1)


def _usable(address: str) -> bool:
    """A candidate address a code can carry: an IP address or an mDNS name."""
    if address.endswith(".local"):
        try:
            uuid.UUID(address[: -len(".local")])
            return True
        except ValueError:
            return False
    try:
        ipaddress.ip_address(address)
        return True
    except ValueError:
        return False


def from_sdp(kind: str, game_id: bytes, device: int, sdp: str) -> Code:
    """The code of a complete local description (gathering finished). Raises CodeError(NO_NETWORK)
    when it holds no host candidate the other device could reach."""
    fingerprint = re.search(r"^a=fingerprint:sha-256 ([0-9A-Fa-f:]+)", sdp, re.M)
    if not fingerprint:
        raise CodeError(DAMAGED, "the description has no SHA-256 fingerprint")
    seen, candidates = set(), []
    for _proto, address, port in _CANDIDATE.findall(sdp):
        if _usable(address) and (address, port) not in seen and len(candidates) < MAX_CANDIDATES:
            seen.add((address, port))
            candidates.append(Candidate(address.lower(), int(port)))
    if not candidates:
        raise CodeError(NO_NETWORK, "no host candidate was gathered")
    return Code(
        kind=kind,
        game_id=game_id,
        device=device,
        ufrag=_attr(sdp, "ice-ufrag"),
        pwd=_attr(sdp, "ice-pwd"),
        fingerprint=bytes.fromhex(fingerprint.group(1).replace(":", "")),
        candidates=tuple(candidates),
    )


# --- the code's bytes ------------------------------------------------------------------------
def _short(text: str) -> bytes:
    raw = text.encode("ascii")
    if not 0 < len(raw) < 256:
        raise CodeError(DAMAGED, "an ICE credential of a length a code cannot hold")
    return bytes([len(raw)]) + raw


def pack(code: Code) -> str:
    """The code as the payload of its link: ``1.<base64url>``."""
    out = bytearray([VERSION << 4 | _KINDS[code.kind]])
    out += code.game_id + bytes([code.device]) + _short(code.ufrag) + _short(code.pwd) + code.fingerprint
    out.append(len(code.candidates))
    for c in code.candidates:
        if c.address.endswith(".local"):
            out += bytes([_MDNS]) + uuid.UUID(c.address[: -len(".local")]).bytes
        else:
            ip = ipaddress.ip_address(c.address)
            out += bytes([_IPV4 if ip.version == 4 else _IPV6]) + ip.packed
        out += c.port.to_bytes(2, "big")
    return f"{VERSION}." + base64.urlsafe_b64encode(bytes(out)).rstrip(b"=").decode()


def link(code: Code) -> str:
    """The code as a URL fragment (``#o=1.…`` or ``#a=1.…``)."""
    return f"#{code.kind}=" + pack(code)


def unpack(kind: str, payload: str) -> Code:
    """The code of a link's payload; CodeError(DAMAGED or NEWER) for anything else."""
    version, _, body = payload.strip().partition(".")
    if not version.isdigit() or not body:
        raise CodeError(DAMAGED, "not a pairing code")
    if int(version) > VERSION:
        raise CodeError(NEWER, f"code version {version}")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except ValueError:
        raise CodeError(DAMAGED, "not base64url") from None
    at = 0

    def take(n: int) -> bytes:
        nonlocal at
        if at + n > len(raw):
            raise CodeError(DAMAGED, "the code is cut short")
        at += n
        return raw[at - n : at]

    head = take(1)[0]
    if head >> 4 > VERSION:
        raise CodeError(NEWER, f"code version {head >> 4}")
    if head >> 4 != int(version) or (head & 15) != _KINDS[kind]:
        raise CodeError(DAMAGED, "the code's kind is not its link's")
    game_id, device = take(16), take(1)[0]
    try:
        ufrag, pwd = take(take(1)[0]).decode("ascii"), take(take(1)[0]).decode("ascii")
    except UnicodeDecodeError:
        raise CodeError(DAMAGED, "an ICE credential is not text") from None
    if not re.fullmatch(r"[A-Za-z0-9+/]+", ufrag + pwd):
        raise CodeError(DAMAGED, "an ICE credential has characters ICE does not use")
    fingerprint = take(32)
    candidates = []
    for _ in range(take(1)[0]):
        family = take(1)[0]
        if family == _MDNS:
            address = str(uuid.UUID(bytes=take(16))) + ".local"
        elif family == _IPV4:
            address = str(ipaddress.IPv4Address(take(4)))
        elif family == _IPV6:
            address = str(ipaddress.IPv6Address(take(16)))
        else:
            raise CodeError(DAMAGED, f"unknown candidate kind {family}")
        candidates.append(Candidate(address, int.from_bytes(take(2), "big")))
    if at != len(raw):
        raise CodeError(DAMAGED, "bytes after the code")
    if not candidates:
        raise CodeError(DAMAGED, "a code without candidates")
    return Code(kind, game_id, device, ufrag, pwd, fingerprint, tuple(candidates))


def code_of(fragment: str) -> "Code | None":
    """The code of a URL fragment (None when it is no pairing link). Raises CodeError for a
    pairing link that is damaged or newer."""
    text = fragment.lstrip("#")
    kind, eq, payload = text.partition("=")
    if not eq or kind not in _KINDS:
        return None
    return unpack(kind, payload)


# --- the SDP again ---------------------------------------------------------------------------
def sdp(code: Code) -> str:
    """The SDP the other device's browser takes (`setRemoteDescription`): the browser's fixed
    lines for a data channel, with the code's credentials, fingerprint and candidates."""
    fingerprint = ":".join(f"{b:02X}" for b in code.fingerprint)
    lines = [
        "v=0",
        "o=- 1 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
    ]
    for n, c in enumerate(code.candidates):
        lines.append(f"a=candidate:{n + 1} 1 udp {2113937151 - n} {c.address} {c.port} typ host")
    lines += [
        "a=end-of-candidates",
        f"a=ice-ufrag:{code.ufrag}",
        f"a=ice-pwd:{code.pwd}",
        f"a=fingerprint:sha-256 {fingerprint}",
        "a=setup:" + ("actpass" if code.kind == OFFER_KEY else "active"),
        "a=mid:0",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
    ]
    return "\r\n".join(lines) + "\r\n"
