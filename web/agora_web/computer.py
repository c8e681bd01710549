"""Computer players in the page: ask solo_ai for a move, thinking in short slices.

Python runs on the page's only thread, so the thinker works for ~30 ms at a time and then yields
to the browser (input, painting) before going on. solo_ai is imported on first use only.
"""

from __future__ import annotations

import asyncio

from .dom import console_warn

FAMOUS_ARCHITECT = "akropolis.famous_architect"
SLICE_S = 0.03


def _first_legal(rules, state, why: str):
    console_warn(f"Agora: {why}; playing the first legal move instead")
    return rules.legal_actions(state)[0]


async def decide(controller: str, rules, state, seat: int, seed: int, time_limit: float = 1.5,
                 cancelled=lambda: False):
    """The move `controller` makes for `seat` in `state` (awaitable; yields while thinking).

    `cancelled()` is asked between slices: once it is true the thinking stops and None is returned."""
    if controller == FAMOUS_ARCHITECT:
        # Its choice is a rule of the solo game: the engine offers exactly one move.
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
    try:
        import solo_ai
    except ImportError as exc:
        return _first_legal(rules, state, f"computer players are not available ({exc})")
    try:
        thinker = solo_ai.make_thinker(controller, rules, state, seat, seed=seed, time_limit=time_limit)
    except Exception as exc:  # an unknown controller id in an imported record, say
        return _first_legal(rules, state, f"cannot start {controller!r}: {exc}")
    while not thinker.step(SLICE_S):
        await next_frame()
        if cancelled():
            return None
    return thinker.result()


async def next_frame(timeout_ms: int = 50) -> None:
    """Give the browser a turn: until it has drawn a frame (so the page repaints between slices
    and input is handled), or `timeout_ms` at most (hidden tabs draw no frames)."""
    from pyodide.ffi import create_once_callable
    from pyscript import window

    future = asyncio.get_event_loop().create_future()

    def done(*_):
        if not future.done():
            future.set_result(None)

    window.requestAnimationFrame(create_once_callable(done))
    window.setTimeout(create_once_callable(done), timeout_ms)
    await future


def preload() -> None:
    """Import solo_ai ahead of the first computer turn (errors are reported when it is used)."""
    try:
        import solo_ai  # noqa: F401
    except ImportError:
        pass
