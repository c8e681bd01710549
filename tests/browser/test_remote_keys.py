"""Remote games' signing keys in the real browser (web/agora_web/remote/keys.py, run in the
site's own Pyodide): a key made in the page is kept in IndexedDB as a CryptoKey that cannot be
exported, signs after the page is loaded again (verified here with the `cryptography` package),
and a browser that refuses storage gets the in-memory fallback."""

from __future__ import annotations

import json

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

EARLY = 'globalThis[Symbol.for("agora.boot.early")]'


def _python(page, code: str) -> dict:
    """Run `code` (Python, its last line a JSON string) in the page's interpreter."""
    return json.loads(page.evaluate(f"async code => (await {EARLY}).runPythonAsync(code)", code))


MAKE = """
import json
from agora_web.remote import crypto, keys
store = await keys.open_store()
private, public = await crypto.new_signing_key()
await store.put("game-1", private, public)
exported = True
try:
    import js
    await js.crypto.subtle.exportKey("pkcs8", private)
except Exception:
    exported = False
json.dumps({"persistent": store.persistent, "public": public.hex(), "exported": exported,
            "extractable": bool(private.extractable)})
"""

USE = """
import json
from agora_web.remote import crypto, keys
store = await keys.open_store()
found = await store.get("game-1")
private, public = found
signature = await crypto.sign(private, b"turn 7")
games = await store.games()
await store.delete("game-1")
json.dumps({"persistent": store.persistent, "public": public.hex(), "signature": signature.hex(),
            "games": games, "after": (await store.get("game-1")) is None})
"""

REFUSED = """
import json, js
from pyodide.ffi import to_js
from agora_web.remote import keys
def refuse(*_args):
    raise js.Error.new("SecurityError: storage is switched off")
js.Object.defineProperty(js.globalThis, "indexedDB", to_js({"value": to_js({"open": refuse},
                         dict_converter=js.Object.fromEntries), "configurable": True},
                         dict_converter=js.Object.fromEntries))
store = await keys.open_store()
json.dumps({"persistent": store.persistent, "kind": type(store).__name__})
"""


def test_a_key_kept_in_indexeddb_cannot_be_exported_and_signs_after_a_reload(app_page, open_app):
    open_app(app_page)
    made = _python(app_page, MAKE)
    assert made["persistent"] is True
    assert made["extractable"] is False and made["exported"] is False
    open_app(app_page)  # the page loaded again: the key comes back from IndexedDB
    used = _python(app_page, USE)
    assert used["public"] == made["public"] and used["games"] == ["game-1"] and used["after"]
    Ed25519PublicKey.from_public_bytes(bytes.fromhex(used["public"])).verify(
        bytes.fromhex(used["signature"]), b"turn 7"
    )


def test_a_browser_that_refuses_storage_keeps_the_keys_in_memory(app_page, open_app):
    open_app(app_page)
    assert _python(app_page, REFUSED) == {"persistent": False, "kind": "MemoryKeys"}
