"""A Chromium of its own for live games (WebRTC between browser contexts on this machine), in a
network namespace of its own so that no packet of theirs is addressed beyond this machine: see
tests/helpers/netns_chromium.py (launch flag `--disable-features=WebRtcHideLocalIpsWithMdns`). Its
pages reach the site through Playwright's routing, service workers blocked; every request is
recorded and none may go to another origin.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from conftest import CHROMIUM, CHROMIUM_ARGS
from tests.helpers import netns_chromium


@pytest.fixture(scope="module")
def live_browser(playwright, tmp_path_factory):
    """The live browser of a test module (import this fixture into it)."""
    browser = launch_live_browser(playwright, tmp_path_factory)
    yield browser
    browser.close()


def launch_live_browser(playwright, tmp_path_factory):
    """A Chromium in a network namespace of its own."""
    why = netns_chromium.unready()
    if why:
        pytest.fail(why, pytrace=False)
    return netns_chromium.launch(playwright, CHROMIUM, CHROMIUM_ARGS, tmp_path_factory.mktemp("live"))


class Device:
    """One device: a context of the live browser, its page, and every URL it asked for."""

    def __init__(self, browser, origin: str, **options):
        self.context = browser.new_context(service_workers="block", **options)
        self.requests: "list[str]" = []
        self.errors: "list[str]" = []
        netns_chromium.route_to_site(self.context, self.requests)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.origin = origin

    def foreign(self) -> "list[str]":
        """Requests to anywhere but the site (none may be)."""
        return [u for u in self.requests if urlsplit(u).scheme in ("http", "https") and not u.startswith(self.origin)]

    def close(self) -> None:
        self.context.close()
