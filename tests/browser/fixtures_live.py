"""A Chromium of its own for live games (WebRTC between browser contexts on this machine).

Two browser contexts connect over a WebRTC data channel only by host candidates. So that no packet
of theirs is addressed beyond this machine, this browser runs in a network namespace of its own
(`unshare --net`, root): loopback, and one veth pair with a benchmarking-range address (198.18.0.1)
and a default route, without which Chromium gathers no candidate at all. Its pages reach the site
through Playwright's routing (the requests are made by the test process, in the machine's own
namespace), service workers blocked. Launch flag: `--disable-features=WebRtcHideLocalIpsWithMdns`,
so candidates are the namespace's address rather than mDNS names, which would need multicast
resolution there. The pages still make no request but to the site: every one is recorded and
checked.
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from conftest import CHROMIUM, CHROMIUM_ARGS

_WRAPPER = """#!/bin/sh
exec unshare --net sh -c 'ip link set lo up && ip link add live0 type veth peer name live1 \\
  && ip addr add 198.18.0.1/24 dev live0 && ip addr add 198.18.0.2/24 dev live1 \\
  && ip link set live0 up && ip link set live1 up && ip route add default via 198.18.0.2 dev live0 \\
  && exec "$0" "$@"' {chromium} "$@"
"""


@pytest.fixture(scope="module")
def live_browser(playwright, tmp_path_factory):
    """A Chromium in a network namespace of its own (above)."""
    if os.geteuid() != 0 or not shutil.which("unshare") or not shutil.which("ip"):
        pytest.fail("live games' browser tests need root, unshare and ip (iproute2)", pytrace=False)
    wrapper = Path(tmp_path_factory.mktemp("live")) / "chromium-netns"
    wrapper.write_text(_WRAPPER.format(chromium=CHROMIUM))
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    browser = playwright.chromium.launch(
        executable_path=str(wrapper), args=[*CHROMIUM_ARGS, "--disable-features=WebRtcHideLocalIpsWithMdns"]
    )
    yield browser
    browser.close()


class Device:
    """One device: a context of the live browser, its page, and every URL it asked for."""

    def __init__(self, browser, origin: str, **options):
        self.context = browser.new_context(service_workers="block", **options)
        self.requests: "list[str]" = []
        self.errors: "list[str]" = []
        self.context.route("**/*", self._through)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.origin = origin

    def _through(self, route) -> None:
        self.requests.append(route.request.url)
        route.fulfill(response=route.fetch())

    def foreign(self) -> "list[str]":
        """Requests to anywhere but the site (none may be)."""
        return [u for u in self.requests if urlsplit(u).scheme in ("http", "https") and not u.startswith(self.origin)]

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def devices(live_browser, site_server):
    """Two devices (a desktop and a phone); at the end neither asked anything of another origin,
    and no page raised an error."""
    made = [
        Device(live_browser, site_server.origin),
        Device(live_browser, site_server.origin, viewport={"width": 390, "height": 844}),
    ]
    yield made
    for device in made:
        device.close()
    assert [d.foreign() for d in made] == [[], []]
    assert [d.errors for d in made] == [[], []]
