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


def run_turns(screen, time_limit: float = 1.5) -> None:
    """Play the computer seats of a game screen, one move at a time, until a human is to act.

    The screen provides: app, rules, state, record, token (bumped to cancel), thinking (seat or
    None), message, current(), is_human(seat), controller(seat) and play_computer(move), which
    applies, records and saves a move without re-rendering."""
    seat = screen.current()
    if seat < 0 or screen.is_human(seat) or screen.thinking is not None:
        screen.app.set_busy(False)
        return
    screen.token += 1
    screen.app.set_busy(True)  # at once, so nobody sees "not busy" before the task starts
    asyncio.ensure_future(_turns(screen, screen.token, time_limit))


async def _turns(screen, token: int, time_limit: float) -> None:
    import time

    from .i18n import t

    app = screen.app
    try:
        while screen.token == token:
            seat = screen.current()
            if seat < 0 or screen.is_human(seat):
                break
            screen.thinking = seat
            app.set_busy(True)
            app.render()
            await asyncio.sleep(app.ai_delay_s)
            if screen.token != token:
                return
            seed = ((screen.record.seed or 0) * 1000003 + len(screen.record.moves)) & 0x7FFFFFFF
            started = time.perf_counter()
            try:
                move = await decide(screen.controller(seat), screen.rules, screen.state, seat, seed,
                                    time_limit=time_limit, cancelled=lambda: screen.token != token)
            except Exception as exc:  # keep the game going whatever the player does
                console_warn(f"Agora: computer player failed: {exc!r}")
                screen.message = t("ai_failed")
                move = screen.rules.legal_actions(screen.state)[0]
            if screen.token != token:
                return
            app.note_computer_move(time.perf_counter() - started)
            screen.thinking = None
            screen.play_computer(move)
    except Exception as exc:  # never let a computer turn take the page down
        console_warn(f"Agora: computer turn stopped: {exc!r}")
        screen.message = t("ai_failed")
    finally:
        if screen.token == token:
            screen.thinking = None
            app.set_busy(False)
            if app.screen is screen:
                app.render()


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

