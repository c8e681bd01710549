"""Where a device keeps its signing keys (docs/remote.md, "Keys and where they live").

A device's Ed25519 private key for a game is a WebCrypto `CryptoKey` made not extractable
(crypto.new_signing_key): no script, ours included, can read its bytes. IndexedDB can hold such a
key as it is (the browser clones the object, not its bytes), so the key outlives the page and
still never becomes data: `IndexedDBKeys`, the one place besides crypto.py that touches the
browser for remote games.

When the browser refuses storage (private browsing in some browsers, storage switched off, a
full disk), `open_store` falls back to `MemoryKeys` and says so (`persistent` is False): the
device plays on while the page stays open, and the page tells the player that closing it ends
the game for this device (words.storage_refused_text). It never falls back to an extractable key
kept as bytes in localStorage: a key that can be read can leave the device.

`MemoryKeys` is also the pure-Python stand-in the tests use (with keys of the `cryptography`
package); both stores have the same asynchronous methods.
"""

from __future__ import annotations

from typing import Any

#: the IndexedDB database and object store of the keys
DATABASE = "agora-remote"
STORE = "keys"
VERSION = 1


class StorageRefused(Exception):
    """The browser will not keep the keys (the page falls back to memory and says so)."""


class MemoryKeys:
    """Keys kept for the page's life only (and the tests' stand-in): game id → (private key
    handle, public key bytes)."""

    persistent = False

    def __init__(self):
        self._keys: "dict[str, tuple[Any, bytes]]" = {}

    async def put(self, game_id: str, private: Any, public: bytes) -> None:
        self._keys[game_id] = (private, bytes(public))

    async def get(self, game_id: str) -> "tuple[Any, bytes] | None":
        return self._keys.get(game_id)

    async def delete(self, game_id: str) -> None:
        self._keys.pop(game_id, None)

    async def games(self) -> "list[str]":
        return sorted(self._keys)


class IndexedDBKeys:
    """Keys kept in the browser's IndexedDB: each game's private CryptoKey (not extractable) and
    its public key's raw bytes, under the game id in hex."""

    persistent = True

    def __init__(self, db):
        self._db = db

    @classmethod
    async def open(cls) -> "IndexedDBKeys":
        """The store, or StorageRefused when the browser will not open or write it."""
        import js
        from pyodide.ffi import create_proxy

        factory = getattr(js, "indexedDB", None)
        if factory is None:
            raise StorageRefused("this browser has no IndexedDB")
        try:
            request = factory.open(DATABASE, VERSION)

            def upgrade(_event):
                db = request.result
                if not db.objectStoreNames.contains(STORE):
                    db.createObjectStore(STORE)

            upgrade_proxy = create_proxy(upgrade)
            request.onupgradeneeded = upgrade_proxy
            try:
                db = await _done(request)
            finally:
                upgrade_proxy.destroy()
            store = cls(db)
            await store._probe()
        except StorageRefused:
            raise
        except Exception as exc:  # the browser's DOMException (InvalidStateError, SecurityError, ...)
            raise StorageRefused(str(exc)[:200]) from None
        return store

    async def _probe(self) -> None:
        """Write and remove a value: some private modes open the database but refuse writes."""
        await self._call("readwrite", lambda store: store.put(1, "probe"))
        await self._call("readwrite", lambda store: store.delete("probe"))

    async def _call(self, mode: str, action):
        transaction = self._db.transaction(STORE, mode)
        return await _done(action(transaction.objectStore(STORE)))

    async def put(self, game_id: str, private: Any, public: bytes) -> None:
        import js
        from pyodide.ffi import to_js

        value = js.Object.new()
        value.private = private
        value.public = js.Uint8Array.new(to_js(bytes(public)))
        try:
            await self._call("readwrite", lambda store: store.put(value, game_id))
        except Exception as exc:
            raise StorageRefused(str(exc)[:200]) from None

    async def get(self, game_id: str) -> "tuple[Any, bytes] | None":
        value = await self._call("readonly", lambda store: store.get(game_id))
        if value is None:
            return None
        import js

        return value.private, bytes(js.Uint8Array.new(value.public).to_py())

    async def delete(self, game_id: str) -> None:
        await self._call("readwrite", lambda store: store.delete(game_id))

    async def games(self) -> "list[str]":
        keys = await self._call("readonly", lambda store: store.getAllKeys())
        return sorted(str(k) for k in keys.to_py())


async def open_store(opener=None) -> "IndexedDBKeys | MemoryKeys":
    """The device's key store: IndexedDB, or memory when the browser refuses storage (then
    `persistent` is False and the page says what that means). `opener` stands in for
    IndexedDBKeys.open in the tests."""
    try:
        return await (opener or IndexedDBKeys.open)()
    except StorageRefused:
        return MemoryKeys()


def _done(request):
    """A Promise of an IDBRequest's result (or its error)."""
    import js
    from pyodide.ffi import create_once_callable, create_proxy

    def executor(resolve, reject):
        def settle(_event, ok):
            success.destroy()
            failure.destroy()
            if ok:
                resolve(request.result)
            else:
                reject(request.error)

        success = create_proxy(lambda event: settle(event, True))
        failure = create_proxy(lambda event: settle(event, False))
        request.onsuccess = success
        request.onerror = failure

    return js.Promise.new(create_once_callable(executor))
