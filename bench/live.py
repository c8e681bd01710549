"""Live games (docs/remote.md, "Live games"): time from a move on one device to its position shown
on the other (target ≤ 300 ms), the pairing's own times, and the size of the pairing codes.

Two devices (browser contexts of one headless Chromium in a network namespace of its own:
tests/helpers/netns_chromium.py, so nothing leaves the machine) gather an Akropolis game by links,
pair by their codes, then play turns by clicks, each sent on the channel as it is made. A move's
time runs from the click on Confirm on the mover's device to the moment the other device's log
counts the move (the position is on its screen, its animation starting), both read from the
same clock (Date.now in one browser). Code sizes: the fragment (`#o=…`, `#a=…`), the full link with
the site's address, and the QR code's version for that link at error level L (segno).

    python bench/live.py [--turns 12]
"""

from __future__ import annotations

import argparse
import base64
import os
import platform
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from browser_ai import CHROMIUM_ARGS, ROOT, serve, unready  # noqa: E402

from tests.helpers import netns_chromium  # noqa: E402

TIMEOUT_MS = 120_000
WATCH = """
window.__shown = []; window.__sent = []; window.__got = [];
const send = RTCDataChannel.prototype.send;
RTCDataChannel.prototype.send = function (data) { window.__sent.push(Date.now()); return send.call(this, data); };
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (k, v) {
  if (String(k).startsWith("agora.remote.v1.")) (window.__kept = window.__kept || []).push(Date.now());
  return setItem.call(this, k, v);
};
const make = RTCPeerConnection.prototype.createDataChannel;
RTCPeerConnection.prototype.createDataChannel = function (...a) {
  const dc = make.apply(this, a);
  dc.addEventListener("message", () => window.__got.push(Date.now()));
  return dc;
};
document.addEventListener("click", (e) => {
  if (e.target.closest('[data-testid="confirm"]')) window.__confirmed = Date.now();
}, true);
new MutationObserver(() => {
  const log = document.querySelector('[data-testid="log"]');
  const n = log ? Number(log.dataset.count) : -1;
  if (n >= 0 && n !== window.__n) { window.__n = n; window.__shown.push([n, Date.now()]); }
}).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ["data-count"]});
"""
READY = 'body[data-ready="true"][data-busy="false"]'


def _open(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)


def _turn_said(page, words: str) -> None:
    page.wait_for_function(
        """w => document.body.dataset.busy === "false" &&
              document.querySelector('[data-testid="remote-turn"]')?.textContent === w""",
        arg=words,
        timeout=TIMEOUT_MS,
    )


def _gather(host, guest, url: str) -> None:
    """Ann here, Bo on the other device, gathered by links up to Ann's first turn."""
    _open(host, url)
    host.get_by_test_id("new-game-akropolis").click()
    host.get_by_test_id("seat-name-0").fill("Ann")
    host.get_by_test_id("seat-kind-1").select_option("friend")
    host.get_by_test_id("seat-name-1").fill("Bo")
    host.get_by_test_id("start").click()
    _open(guest, host.get_by_test_id("invite-url-1").input_value())
    guest.get_by_test_id("join").click()
    _open(host, guest.get_by_test_id("answer-url-0").input_value())
    _open(guest, host.get_by_test_id("start-link-url-0").input_value())
    guest.get_by_test_id("remote-send").click()
    _open(host, guest.get_by_test_id("turn-link-url-0").input_value())
    _turn_said(host, "It is your turn, Ann.")


def _qr_version(text: str) -> int:
    """The version of the QR code the page draws for `text` (segno from the site's own wheel)."""
    from web.agora_web.services import remote_links

    remote_links.use_wheel(str(ROOT / "dist" / "site" / "wheels" / remote_links.SEGNO_WHEEL))
    import segno

    return segno.make_qr(text, error="l", boost_error=True).version


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=12)
    args = parser.parse_args()
    site = ROOT / "dist" / "site"
    why = unready(site) or netns_chromium.unready()
    if why:
        sys.exit(why)
    from playwright.sync_api import sync_playwright

    httpd, url = serve(site)
    url += "?ai_delay=0"
    with sync_playwright() as p, tempfile.TemporaryDirectory() as folder:
        browser = netns_chromium.launch(p, "/usr/bin/chromium", CHROMIUM_ARGS, Path(folder))
        pages, seen = [], []
        for _ in range(2):
            context = browser.new_context(service_workers="block")
            netns_chromium.route_to_site(context, seen)
            context.add_init_script(WATCH)
            pages.append(context.new_page())
        host, guest = pages
        _gather(host, guest, url)

        host.evaluate("() => { window.__t = {pair: Date.now()}; }")
        host.get_by_test_id("live-pair").click()
        offer = host.get_by_test_id("live-offer-url-0")
        offer.wait_for(timeout=TIMEOUT_MS)
        offer_ms = host.evaluate("() => Date.now() - window.__t.pair")
        offer_url = offer.input_value()
        guest.goto(offer_url)
        answer = guest.get_by_test_id("live-answer-url-0")
        answer.wait_for(timeout=TIMEOUT_MS)
        answer_url = answer.input_value()
        host.get_by_test_id("live-answer").fill(answer_url)
        host.evaluate("() => { window.__t.connect = Date.now(); }")
        host.get_by_test_id("live-connect").click()
        host.get_by_test_id("live-status").wait_for(timeout=TIMEOUT_MS)
        connect_ms = host.evaluate("() => Date.now() - window.__t.connect")
        guest.get_by_test_id("live-status").wait_for(timeout=TIMEOUT_MS)

        times, parts = [], []
        mover, other, names = host, guest, ("Ann", "Bo")
        for _turn in range(args.turns):
            other.evaluate("() => { window.__shown = []; window.__got = []; window.__kept = []; }")
            mover.evaluate("() => { window.__sent = []; }")
            before = mover.evaluate("() => window.__n")
            mover.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
            mover.locator('[data-testid^="spot-"]').first.click()
            mover.get_by_test_id("confirm").click()
            _turn_said(other, f"It is your turn, {names[1]}.")
            t0 = mover.evaluate("() => window.__confirmed")
            shown = [t for n, t in other.evaluate("() => window.__shown") if n > before]
            sent = mover.evaluate("() => window.__sent")[0]
            got = other.evaluate("() => window.__got")[0]
            times.append(shown[0] - t0)
            kept = other.evaluate("() => window.__kept")[0]
            parts.append((sent - t0, got - sent, kept - got, shown[0] - kept))
            mover, other, names = other, mover, names[::-1]
        browser.close()
    httpd.shutdown()
    foreign = [u for u in seen if not u.startswith(url.split("?")[0].rsplit("/", 1)[0])]
    assert not foreign, foreign

    times.sort()
    print(f"machine: {platform.machine()}, {len(os.sched_getaffinity(0))} CPUs, python {platform.python_version()}")
    print("| code | fragment (chars) | bytes | full link (chars) | QR version (L) |")
    print("|---|---:|---:|---:|---:|")
    for name, link in (("offer", offer_url), ("answer", answer_url)):
        fragment = link[link.index("#") :]
        raw = base64.urlsafe_b64decode(fragment[5:] + "=" * (-len(fragment[5:]) % 4))
        print(f"| {name} | {len(fragment)} | {len(raw)} | {len(link)} | {_qr_version(link)} |")
    print()
    print(f"offer code shown {offer_ms} ms after Play live; channel open {connect_ms} ms after Connect")
    print(
        f"move → shown on the other device, {len(times)} turns: median {statistics.median(times):.0f} ms, "
        f"max {max(times):.0f} ms, all: {times}"
    )
    steps = ("Confirm → on the channel", "channel", "received → checked, applied and saved", "saved → shown")
    for i, what in enumerate(steps):
        values = sorted(p[i] for p in parts)
        print(f"  {what}: median {statistics.median(values):.0f} ms, max {max(values)} ms")


if __name__ == "__main__":
    main()
