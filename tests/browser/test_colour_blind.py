"""Colour never alone (issue 41): the symbols of each game that mean different things (its
legend's `told_apart` groups: districts, tile colours, cubes, cells, seat colours, resources) are
drawn by the game's own code in the page, photographed under Chromium's emulated vision
deficiencies (protanopia, deuteranopia, tritanopia, achromatopsia), and no two of a group may
look the same: the pictures of every pair must differ by more than THRESHOLD (the
share of their pixels whose colour changed noticeably), which a shape, a letter or a clearly different lightness gives
and two hues a reader cannot tell apart do not."""

from __future__ import annotations

import base64
import itertools
import math

import pytest

from fixtures_web import start_url
from tests.helpers.games import GAMES

pytestmark = pytest.mark.browser

DEFICIENCIES = ("protanopia", "deuteranopia", "tritanopia", "achromatopsia")
#: a pixel's colour changed noticeably when it moved this far (0 to 1, of the RGB cube's diagonal)
NOTICED = 0.12
#: two pictures look the same when less than this share of their pixels changed noticeably (a
#: colour's symbol in a tile's corner changes some 1 to 2 % of its pixels)
THRESHOLD = 0.006
SIZE = 44  # each picture is compared at its size in the page, SIZE × SIZE pixels

SHOW = """([defs, items]) => {
    document.getElementById('cb-check')?.remove();
    const box = document.createElement('div');
    box.id = 'cb-check';
    box.style.cssText = 'position:fixed;left:0;top:0;z-index:99999;background:#fff;display:flex;gap:8px;padding:8px';
    box.innerHTML = '<div style="position:absolute;width:0;height:0;overflow:hidden">' + defs + '</div>' +
        items.map(([id, html]) => '<div class="cb-item" data-item="' + id + '" style="width:44px;height:44px;display:flex;' +
                  'align-items:center;justify-content:center;background:#fff">' + html + '</div>').join('');
    for (const el of box.querySelectorAll('.cb-item > svg')) { el.style.width = '40px'; el.style.height = '40px'; }
    document.body.appendChild(box);
}"""

#: the pictures of the shown items, SIZE × SIZE pixels each, cut from one picture of the whole
#: row (a screenshot each took most of the test's time)
PIXELS = """async ([b64, size]) => {
    const box = document.getElementById('cb-check');
    const at = box.getBoundingClientRect();
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const scale = img.width / at.width;
    const out = [];
    for (const el of box.querySelectorAll('.cb-item')) {
        const r = el.getBoundingClientRect();
        const c = document.createElement('canvas');
        c.width = c.height = size;
        const g = c.getContext('2d');
        g.drawImage(img, (r.left - at.left) * scale, (r.top - at.top) * scale, r.width * scale, r.height * scale,
                    0, 0, size, size);
        out.push(Array.from(g.getImageData(0, 0, size, size).data));
    }
    return out;
}"""


def pictures(page) -> list:
    """Each shown item's pixels (RGBA, SIZE × SIZE), from one screenshot of the row."""
    shot = base64.b64encode(page.locator("#cb-check").screenshot()).decode()
    return page.evaluate(PIXELS, [shot, SIZE])


def distance(a, b) -> float:
    """How much of the picture differs: the share of pixels whose RGB colours lie further apart
    than NOTICED (a shape or a letter changes many pixels a lot; two hues a reader cannot tell
    apart change none by that much)."""
    changed = 0
    for i in range(0, len(a), 4):
        d = math.sqrt((a[i] - b[i]) ** 2 + (a[i + 1] - b[i + 1]) ** 2 + (a[i + 2] - b[i + 2]) ** 2)
        changed += d > NOTICED * math.sqrt(3 * 255**2)
    return changed / (len(a) // 4)


def groups_of(game: str):
    from web.agora_web import games

    legend = games.ui_module(game, "legend")
    try:
        draw = games.ui_module(game, "draw")
        defs = draw.defs_svg() if hasattr(draw, "defs_svg") else ""
    except ImportError:
        defs = ""
    return defs, legend.told_apart()


@pytest.fixture(scope="module")
def en_texts():
    """The texts in English, the web package imported with a stand-in for the page's `pyscript`
    module, which is taken away again (later tests check that nothing was left behind)."""
    import sys
    import types

    stub = "pyscript" not in sys.modules
    if stub:
        sys.modules["pyscript"] = types.SimpleNamespace(document=None, window=None)
    from web.agora_web.texts.i18n import set_lang

    set_lang("en")
    yield
    if stub:
        sys.modules.pop("pyscript", None)


def test_symbols_stay_apart_without_colour(app_page, app_url, open_app, en_texts):
    page = app_page
    open_app(page, start_url(app_url))
    cdp = page.context.new_cdp_session(page)
    close = []
    try:
        for game in GAMES:
            defs, groups = groups_of(game)
            for group, items in groups.items():
                page.evaluate(SHOW, [defs, [list(i) for i in items]])
                cells = page.locator("#cb-check .cb-item")
                assert cells.count() == len(items)
                for kind in DEFICIENCIES:
                    cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": kind})
                    pixels = pictures(page)
                    cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
                    for (i, a), (j, b) in itertools.combinations(enumerate(pixels), 2):
                        d = distance(a, b)
                        if d < THRESHOLD:
                            close.append(f"{game} {group} under {kind}: {items[i][0]} and {items[j][0]} ({d:.3f})")
        page.evaluate("() => document.getElementById('cb-check')?.remove()")
    finally:
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
    assert not close, "\n".join(close)


def test_two_hues_alone_are_caught(app_page, app_url, open_app):
    """The check fails where it must: a red and a green square of the same lightness, without a
    shape, look the same to a reader without red-green vision."""
    page = app_page
    open_app(page, start_url(app_url))
    cdp = page.context.new_cdp_session(page)
    items = [
        ["red", '<svg viewBox="0 0 10 10"><rect width="10" height="10" fill="#b5651d"/></svg>'],
        ["green", '<svg viewBox="0 0 10 10"><rect width="10" height="10" fill="#6b7a1f"/></svg>'],
    ]
    page.evaluate(SHOW, ["", items])
    cells = page.locator("#cb-check .cb-item")
    try:
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "deuteranopia"})
        seen = pictures(page)
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
        normal = pictures(page)
    finally:
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
    assert len(seen) == len(normal) == cells.count() == 2
    assert distance(*seen) < THRESHOLD <= distance(*normal)
