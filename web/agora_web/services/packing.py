"""Data packed for a URL fragment: `<format>.<base64url(zlib(data))>`, checked on the way back.

Share links (share.py) and remote games' turn links (remote/messages.py) both carry their JSON
this way. Unpacking never trusts its input: the length, the characters, the checksum, a stream
cut short and the size once inflated are all checked, and every fault is a PackError naming
one of the problems below.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from urllib.parse import unquote

# What can be wrong with a packed payload.
DAMAGED = "damaged"
TRUNCATED = "truncated"
NEWER = "newer"

_PAYLOAD_RE = re.compile(r"^(\d{1,6})\.([A-Za-z0-9_-]*)=*$")


class PackError(Exception):
    """`problem` is DAMAGED, TRUNCATED or NEWER; `detail` says why, in English."""

    def __init__(self, problem: str, detail: str):
        super().__init__(f"{problem}: {detail}")
        self.problem = problem
        self.detail = detail


def pack(data: bytes, version: int) -> str:
    return f"{version}." + base64.urlsafe_b64encode(zlib.compress(data, 9)).decode("ascii").rstrip("=")


def unpack(payload: str, version: int, max_payload: int, max_data: int, what: str = "link") -> bytes:
    """The data of a payload written in format `version` or older. Raises PackError."""
    try:
        payload = unquote(payload or "", errors="strict").strip()
    except UnicodeDecodeError:
        raise PackError(DAMAGED, f"this is not an Agora {what}") from None
    if len(payload) > max_payload:
        raise PackError(DAMAGED, f"the {what} is too long ({len(payload)} characters)")
    m = _PAYLOAD_RE.match(payload)
    if m is None:
        raise PackError(DAMAGED, f"this is not an Agora {what}")
    fmt, body = int(m.group(1)), m.group(2)
    if fmt > version:
        raise PackError(NEWER, f"{what} format {fmt}; this version reads format {version}")
    if fmt < 1:
        raise PackError(DAMAGED, f"unknown {what} format {fmt}")
    if not body or len(body) % 4 == 1:
        raise PackError(TRUNCATED, f"the {what} is cut short")
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError) as exc:
        raise PackError(DAMAGED, f"bad characters ({exc})") from None
    inflater = zlib.decompressobj()
    try:
        text = inflater.decompress(data, max_data)
    except zlib.error as exc:
        raise PackError(DAMAGED, f"the packed data cannot be unpacked ({exc})") from None
    if inflater.unconsumed_tail:
        raise PackError(DAMAGED, "the packed data is too large")
    if not inflater.eof:
        raise PackError(TRUNCATED, f"the {what} is cut short")
    if inflater.unused_data:
        raise PackError(DAMAGED, "there is something after the packed data")
    return text
