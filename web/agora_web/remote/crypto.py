"""The one door to the browser's WebCrypto for remote games (docs/remote.md, "Keys"):
Ed25519 signatures, X25519 for the mental-poker deck (poker.py), and the cryptographic source of
random bytes. Keys are made not extractable:
the private key stays a CryptoKey in the browser (kept in IndexedDB by the caller) and never
becomes bytes Python could leak. Runs in the page's Pyodide (and in Node.js's for the tests);
tests/remote checks that what it signs the `cryptography` package verifies, and back.
"""

from __future__ import annotations

import js
from pyodide.ffi import to_js

_ED25519 = {"name": "Ed25519"}


def _js(value):
    """A Python value as WebCrypto takes it: bytes as Uint8Array, dicts as plain objects."""
    if isinstance(value, (bytes, bytearray)):
        return js.Uint8Array.new(to_js(bytes(value)))
    return to_js(value, dict_converter=js.Object.fromEntries)


def random_bytes(n: int) -> bytes:
    buf = js.Uint8Array.new(n)
    js.crypto.getRandomValues(buf)
    return bytes(buf.to_py())


async def new_signing_key():
    """(private CryptoKey, public key as its 32 raw bytes): a new Ed25519 pair for one game."""
    pair = await js.crypto.subtle.generateKey(_js(_ED25519), False, _js(["sign", "verify"]))
    public = await js.crypto.subtle.exportKey("raw", pair.publicKey)
    return pair.privateKey, bytes(js.Uint8Array.new(public).to_py())


async def sign(private_key, data: bytes) -> bytes:
    signature = await js.crypto.subtle.sign(_js(_ED25519), private_key, _js(data))
    return bytes(js.Uint8Array.new(signature).to_py())


async def verify(public_key: bytes, data: bytes, signature: bytes) -> bool:
    """Whether `signature` is the holder of `public_key`'s over `data` (False for a malformed
    key or signature: a forged message, never an error)."""
    try:
        key = await js.crypto.subtle.importKey("raw", _js(public_key), _js(_ED25519), True, _js(["verify"]))
        return bool(await js.crypto.subtle.verify(_js(_ED25519), key, _js(signature), _js(data)))
    except Exception:
        return False


#: PKCS #8 wrapping of a raw X25519 private key (RFC 8410): WebCrypto imports no raw private key
_X25519_PKCS8 = bytes.fromhex("302e020100300506032b656e04220420")
_X25519 = {"name": "X25519"}


#: the scalars imported last (a shuffle pass multiplies every card by one scalar): the same
#: CryptoKey serves again instead of being imported once per card
_IMPORTED: "dict[bytes, object]" = {}
_KEEP_IMPORTED = 8


async def _scalar_key(scalar: bytes):
    key = _IMPORTED.get(scalar)
    if key is None:
        key = await js.crypto.subtle.importKey(
            "pkcs8", _js(_X25519_PKCS8 + scalar), _js(_X25519), False, _js(["deriveBits"])
        )
        if len(_IMPORTED) >= _KEEP_IMPORTED:
            _IMPORTED.pop(next(iter(_IMPORTED)))
        _IMPORTED[bytes(scalar)] = key
    return key


async def x25519(scalar: bytes, point: bytes) -> bytes:
    """X25519(scalar, point) (RFC 7748): the scalar multiplication poker.py asks for."""
    private = await _scalar_key(scalar)
    public = await js.crypto.subtle.importKey("raw", _js(point), _js(_X25519), True, _js([]))
    bits = await js.crypto.subtle.deriveBits(_js({"name": "X25519", "public": public}), private, 256)
    return bytes(js.Uint8Array.new(bits).to_py())
