"""What the page signs with WebCrypto (web/agora_web/remote/crypto.py, run in the site's own
Pyodide under Node.js) the `cryptography` package verifies, and what that package signs the
page verifies; and the page's X25519, which the mental-poker deck is made of, gives the same
points as that package's: the two sides of a remote game speak the same cryptography."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from pathlib import Path

import msgspec
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from web.agora_web.remote import messages, poker

from tests.remote.table import Table, public_key
from tests.remote.test_poker import x25519

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
            str(ROOT / "tests" / "remote" / "crypto_bridge.mjs"),
            str(SITE / "vendor" / "pyodide"),
            str(SITE / "app" / "python_stdlib.zip"),
            str(ROOT),
            str(wheels[-1]),
            json.dumps(job),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def exchange():
    """One run of the page's side: it signs a real start message's bytes, checks four signatures
    made here (a good one, one over other bytes, one under another key, one cut short), and
    multiplies points with X25519, among them a decrypting scalar as poker.py writes it."""
    table = Table("akropolis", [[0], [1]], seed=9)
    data = messages.signed_bytes(table.chain[0])
    mine = Ed25519PrivateKey.from_private_bytes(bytes(range(32)))
    other = Ed25519PrivateKey.from_private_bytes(bytes(range(1, 33)))
    good = mine.sign(data)
    rng = random.Random(7)
    products = [(rng.randbytes(32), rng.randbytes(32)) for _ in range(3)]
    base = bytes([9]) + bytes(31)  # the curve's base point
    enc, dec = next(pair for pair in (poker.key_pair(rng.randbytes(32)) for _ in range(64)) if pair)
    # a decrypting scalar as poker.py writes it, which WebCrypto must take unchanged: back to the base
    products += [(bytes(range(32)), base), (dec, x25519(enc, base))]
    job = {
        "sign": data.hex(),
        "cards": 3,
        "x25519": [[k.hex(), p.hex()] for k, p in products],
        "check": [
            [public_key(mine).hex(), data.hex(), good.hex()],
            [public_key(mine).hex(), (data + b" ").hex(), good.hex()],
            [public_key(other).hex(), data.hex(), good.hex()],
            [public_key(mine).hex(), data.hex(), good[:-1].hex()],
        ],
    }
    return data, _page(job), products


def test_what_the_page_signs_python_verifies(exchange):
    data, page, _products = exchange
    key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(page["public"]))
    key.verify(bytes.fromhex(page["signature"]), data)  # raises if it does not verify
    with pytest.raises(Exception):
        key.verify(bytes.fromhex(page["signature"]), data + b"x")


def test_what_python_signs_the_page_verifies_and_nothing_else(exchange):
    _data, page, _products = exchange
    assert page["checked"] == [True, False, False, False]


def test_a_message_signed_in_the_page_is_accepted_by_a_session(exchange):
    data, page, _products = exchange
    start = msgspec.json.decode(data, type=messages.Message)
    signed = msgspec.structs.replace(start, s=bytes.fromhex(page["signature"]))
    key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(page["public"]))
    key.verify(signed.s, messages.signed_bytes(signed))


def test_the_pages_x25519_and_card_points_are_the_cryptography_packages(exchange):
    _data, page, products = exchange
    assert page["x25519"] == [x25519(k, p).hex() for k, p in products]
    assert page["x25519"][-1] == (bytes([9]) + bytes(31)).hex()
    assert page["cards"] == [poker.run(poker.card_point(bytes(16), c), x25519).hex() for c in range(3)]
