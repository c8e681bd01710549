"""Remote games: friends on their own devices, connected by turn links or a live channel.

The protocol is written in docs/remote.md; this package is its code, loaded only when a remote
game is opened. The pure parts (no page, no cryptography: those are handed in) run on CPython for
the tests as they run in the page:

    chain     hash chains: a device commits to its draw values before the game
    messages  the signed, chained messages and their encoding in links
    draws     the key of each draw and the progressive deal of what nobody has seen
    session   one remote game as a device holds it: which messages it accepts, the position
    sealed    hands only their holder may see: the mental-poker deck in the session
    audit     the check at the end of the game
    words     refusals and problems in the interface language

and the parts that take the browser's cryptography and storage as they are handed in or reach
for them: poker (SRA arithmetic; X25519 asked of the caller), keys (IndexedDB), crypto
(WebCrypto), game (RemoteGame: the API the screens call).
"""
