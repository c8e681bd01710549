"""Chromium in a network namespace of its own, for live games between browser contexts (WebRTC
by host candidates) with no packet addressed beyond this machine: loopback, and one veth pair with
a benchmarking-range address (198.18.0.1) and a default route, without which Chromium gathers no
candidate at all. Needs root, `unshare` and `ip` (iproute2). Pages reach the site through
Playwright's routing (`route_to_site`: requests made by the calling process, in the machine's own
namespace). `--disable-features=WebRtcHideLocalIpsWithMdns` gives candidates as that address rather
than mDNS names, which would need multicast resolution. Used by tests/browser/fixtures_live.py
and bench/live.py.
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

FLAGS = ["--disable-features=WebRtcHideLocalIpsWithMdns"]

_WRAPPER = """#!/bin/sh
exec unshare --net sh -c 'ip link set lo up && ip link add live0 type veth peer name live1 \\
  && ip addr add 198.18.0.1/24 dev live0 && ip addr add 198.18.0.2/24 dev live1 \\
  && ip link set live0 up && ip link set live1 up && ip route add default via 198.18.0.2 dev live0 \\
  && exec "$0" "$@"' {chromium} "$@"
"""


def unready() -> str:
    """Why such a browser cannot be had here, or ""."""
    if os.geteuid() != 0 or not shutil.which("unshare") or not shutil.which("ip"):
        return "live games' browser runs need root, unshare and ip (iproute2)"
    return ""


def launch(playwright, chromium: str, args: "list[str]", folder: Path):
    """The browser (its wrapper script written in `folder`)."""
    wrapper = Path(folder) / "chromium-netns"
    wrapper.write_text(_WRAPPER.format(chromium=chromium))
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    return playwright.chromium.launch(executable_path=str(wrapper), args=[*args, *FLAGS])


def route_to_site(context, seen: "list[str]") -> None:
    """Every request of `context` made by this process (recorded in `seen`); service workers
    must be blocked in the context (they are not routed)."""

    def through(route) -> None:
        seen.append(route.request.url)
        route.fulfill(response=route.fetch())

    context.route("**/*", through)
