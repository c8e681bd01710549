"""Running a coroutine to its end from a plain test, whatever ran before it in the same pytest
session: the browser tests leave Playwright's event loop running in the main thread, where
`asyncio.run` refuses to start another, so each coroutine gets a thread (and a loop) of its own."""

from __future__ import annotations

import asyncio
import concurrent.futures


def run_to_end(coroutine):
    """The coroutine's result (or its exception), run on a new event loop in its own thread."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
