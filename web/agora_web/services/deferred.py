"""Files kept out of the start-up archive, fetched and unpacked the first time they are needed.

PyScript unpacks app/agora_web.zip at every start, before any of our code runs; what the first
screens never read (the rules guides, a third of the package) makes that archive bigger for
nothing. build/assemble.py (DEFERRED) puts such files into archives of their own; `fetch`
brings one in, in the background, into the same place the package was unpacked, so the code
that reads them (guide.py) finds them where the source tree has them. The service worker keeps
these archives with the rest of the site, so they arrive offline too. On CPython (tests, the
build) the files are already there and nothing is fetched.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Callable, Optional

#: name → the archive's address, relative to the page (the site's root)
ARCHIVES = {"guides": "app/agora_guides.zip"}

Done = Callable[[Optional[str]], None]
_waiting: "dict[str, list[Done]]" = {}


def package_root() -> Path:
    """Where the archives unpack: the folder holding the agora_web package."""
    return Path(__file__).resolve().parents[2]


def fetch(name: str, done: Done) -> None:
    """Fetch and unpack the archive `name` in the background, then call done(None), or
    done(reason) when it failed (a later call tries again). Calls while it loads wait for it."""
    if name in _waiting:
        _waiting[name].append(done)
        return
    _waiting[name] = [done]
    asyncio.ensure_future(_fetch(name))


async def _fetch(name: str) -> None:
    problem = None
    try:
        from pyodide.http import pyfetch

        response = await pyfetch(ARCHIVES[name])
        if not response.ok:
            raise OSError(f"{ARCHIVES[name]}: HTTP {response.status}")
        await response.unpack_archive(extract_dir=str(package_root()), format="zip")
    except Exception as exc:  # the network, a damaged archive: said on the screen that asked
        problem = f"{type(exc).__name__}: {exc}"
    for done in _waiting.pop(name, []):
        done(problem)
