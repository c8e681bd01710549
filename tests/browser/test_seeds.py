"""Every new game and every share link is dealt from 128 bits of the browser's cryptographic
source (crypto.getRandomValues), and the record names generator 2: what the table sees of a deal
gives nothing hidden away (engine/core/rng.py)."""

from __future__ import annotations

import pytest

from engine.core import records, registry
from web.agora_web.services import share

from fixtures_web import latest_save, start_game, start_url

pytestmark = pytest.mark.browser

#: records every draw from the cryptographic source, as hex, in window.__drawn
SPY = """(() => {
  const draw = crypto.getRandomValues.bind(crypto);
  window.__drawn = [];
  crypto.getRandomValues = (array) => {
    const out = draw(array);
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    window.__drawn.push(Array.from(bytes, b => b.toString(16).padStart(2, "0")).join(""));
    return out;
  };
})();"""


def _drawn(page) -> "list[str]":
    return page.evaluate("() => window.__drawn.slice()")


@pytest.mark.parametrize("game", registry.names())
def test_a_new_game_and_its_link_draw_128_bits_from_the_cryptographic_source(app_page, app_url, open_app, game):
    page = app_page
    page.add_init_script(SPY)
    open_app(page, start_url(app_url))
    if game == "pantikapaion":
        start_game(page, game, mode="multi")
    else:
        start_game(page, game)
    record = latest_save(page)["record"]
    assert record["generator"] == 2
    assert len(record["seed"]) == 32  # 128 bits
    assert record["seed"] in _drawn(page), "the seed is the bytes drawn from crypto.getRandomValues"

    before = len(_drawn(page))
    page.get_by_test_id("share").click()
    url = page.get_by_test_id("share-url").input_value()
    fresh = _drawn(page)[before:]
    assert any(len(bytes.fromhex(d)) >= 16 for d in fresh), fresh
    shared = share.decode(share.payload_of(url.split("#", 1)[1]))
    assert records.encode(shared).find(record["seed"].encode()) < 0  # the game's key stays home
    if shared.seed is not None:  # a game shuffled during play: a fresh key for what comes
        assert shared.generator == 2 and len(shared.seed) == 32
