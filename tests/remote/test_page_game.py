"""A remote game played inside the site's own Pyodide under Node.js with the page's WebCrypto
(web/agora_web/remote/crypto.py) through the API the screens call (game.py): every message it
signed verifies with the `cryptography` package and is accepted by a device simulated on CPython;
with no IndexedDB (Node.js) the keys fall back to memory, as in a browser that refuses storage.
Pyramidion's sealed deck is dealt with the page's X25519."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from web.agora_web.remote import messages, poker, sealed, session

from tests.remote.table import verifies, x25519

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "dist" / "site"
CACHE = Path(os.environ.get("AGORA_CACHE", ROOT / "build" / "cache"))


def _page(job: dict) -> dict:
    node = shutil.which("node")
    assert node, "Node.js runs the site's Pyodide here, as the build does"
    wheels = sorted(CACHE.glob("msgspec-*wasm32.whl"))
    assert wheels and (SITE / "vendor" / "pyodide" / "pyodide.mjs").exists(), "build the site first (make site)"
    done = subprocess.run(
        [
            node,
            str(ROOT / "tests" / "remote" / "page_game.mjs"),
            str(SITE / "vendor" / "pyodide"),
            str(SITE / "app" / "python_stdlib.zip"),
            str(ROOT),
            str(wheels[-1]),
            json.dumps(job),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("game, seats, count", [("akropolis", 2, 30), ("pyramidion", 2, 12)])
def test_a_game_the_page_played_is_accepted_here(game, seats, count):
    page = _page({"game": game, "seats": seats, "messages": count})
    assert page["persistent"] is False  # no IndexedDB: the keys stayed in memory
    chain = messages.unpack_link(messages.payload_of(page["link"]))
    assert len(chain) == count + 1
    start = chain[0]
    reader = session.open_session(start, verifies(start.b.devices[0].key, start), None)
    for message in chain[1:]:
        assert verifies(start.b.devices[message.d].key, message)
        reader.offer(message, True)
    assert len(reader.messages) == len(chain)
    if reader.sealed:
        assert any(m.b.passes for m in chain[1:]) and any(m.b.strips for m in chain[1:])
        poker.run(reader._points(), x25519)  # the page's card points are this package's
        parts = [p for m in chain[1:] for p in m.b.passes]
        assert all(len(p.points) <= sealed.PASS_PART for p in parts)  # a pass goes in parts
        first = reader.passes[parts[0].e][0]  # the parts joined: the first device's whole pass
        assert len(set(first)) == 40 and not set(first) & set(reader.card_points.values())
