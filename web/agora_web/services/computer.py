"""Computer players in the page: ask solo_ai for a move, thinking in short slices.

Python runs on the page's only thread, so the thinker works for ~30 ms at a time and then yields
to the browser (input, painting) before going on. solo_ai is imported on first use only.

Thinking time is given per turn, not per decision: a `TurnClock` shares one budget (wall-clock
seconds, frame waits included) between the consecutive decisions of a seat, so a turn of six
decisions takes no longer than a turn of one.
"""

from __future__ import annotations

import asyncio

from engine.core import records

from ..dom import console_warn

SLICE_S = 0.03
#: thinking seconds per wall second (slices of SLICE_S alternate with frames of ~16 ms), so the
#: thinker usually ends by itself just before the wall-clock deadline
THINKING_SHARE = 0.65
#: a computer player's whole turn, wall seconds, when the screen gives none
TURN_BUDGET_S = 0.9
#: the share of what is left of the turn's budget that one decision may use
TURN_SHARE = 0.6


def _first_legal(rules, state, why: str):
    console_warn(f"Agora: {why}; playing the first legal move instead")
    return rules.legal_actions(state)[0]


async def decide(controller: str, rules, state, seat: int, seed: int, time_limit: float = 1.5, cancelled=lambda: False):
    """The move `controller` makes for `seat` in `state` (awaitable; yields while thinking).

    `time_limit`: wall seconds from now; once they are over the best move found so far is played
    (the thinker's own limit, in thinking seconds, usually stops it first).
    `cancelled()` is asked between slices: once it is true the thinking stops and None is returned."""
    import time

    # A single legal move needs no thinking: an automaton whose choice is a rule of its solo game
    # (the engine then offers exactly its move), or a forced move of any player.
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    try:
        import solo_ai
    except ImportError as exc:
        return _first_legal(rules, state, f"computer players are not available ({exc})")
    try:
        thinker = solo_ai.make_thinker(
            controller, rules, state, seat, seed=seed, time_limit=time_limit * THINKING_SHARE
        )
    except Exception as exc:  # an unknown controller id in an imported record, say
        return _first_legal(rules, state, f"cannot start {controller!r}: {exc}")
    deadline = time.perf_counter() + time_limit
    while not thinker.step(SLICE_S):
        await next_frame()
        if cancelled():
            await let_go(thinker, SLICE_S)
            return None
        if time.perf_counter() >= deadline:
            break
    move = thinker.result()
    await let_go(thinker, SLICE_S)  # (nothing to do when it finished)
    return move


async def let_go(thinker, slice_s: float) -> None:
    """Let go of a thinker stopped unfinished (Thinker.release) in slices between frames: dropped
    as it is, it waits for a long pass of the cyclic collector (a quarter second for a deep
    Akropolis plan)."""
    import time

    start = time.perf_counter()
    for _ in thinker.release():
        if time.perf_counter() - start >= slice_s:
            await next_frame()
            start = time.perf_counter()


def run_turns(screen, time_limit: float = TURN_BUDGET_S) -> None:
    """Play the computer seats of a game screen, one move at a time, until a human is to act.

    `time_limit`: wall seconds for each computer seat's whole turn (shared by its decisions; the
    screen's AI_TURN_SHARE, if any, is the share one decision may take of what is left).

    The screen provides: app, rules, state, record, token (bumped to cancel), thinking (seat or
    None), message, current(), is_human(seat), controller(seat) and play_computer(move), which
    applies, records and saves a move without re-rendering; optionally follow(seat) and
    follow_back() (screens/game_screen.py), to show the board of the seat that plays."""
    seat = screen.current()
    if seat < 0 or screen.is_human(seat) or screen.played_elsewhere(seat) or screen.thinking is not None:
        screen.app.set_busy(False)
        return
    screen.token += 1
    screen.app.set_busy(True)  # at once, so nobody sees "not busy" before the task starts
    asyncio.ensure_future(_turns(screen, screen.token, time_limit))


async def _turns(screen, token: int, time_limit: float) -> None:
    import time

    from ..texts.i18n import t

    from solo_ai.thinker import TurnClock

    app = screen.app
    share = screen.AI_TURN_SHARE
    clock = TurnClock(time_limit, TURN_SHARE if share is None else share)
    try:
        while screen.token == token:
            seat = screen.current()
            if seat < 0 or screen.is_human(seat) or screen.played_elsewhere(seat):
                break
            screen.thinking = seat
            app.set_busy(True)
            screen.follow(seat)  # its board on screen while it plays
            app.render()
            await asyncio.sleep(pause(app))
            if screen.token != token:
                return
            seed = (records.seed_number(screen.record) * 1000003 + len(screen.record.moves)) & 0x7FFFFFFF
            started = time.perf_counter()
            if clock.seat is not None and clock.seat != seat:
                _note_turn(clock.used)
            limit = clock.begin(seat)
            try:
                move = await decide(
                    screen.controller(seat),
                    screen.rules,
                    screen.state,
                    seat,
                    seed,
                    time_limit=limit,
                    cancelled=lambda: screen.token != token,
                )
            except Exception as exc:  # keep the game going whatever the player does
                console_warn(f"Agora: computer player failed: {exc!r}")
                screen.message = t("ai_failed")
                move = screen.rules.legal_actions(screen.state)[0]
            if screen.token != token:
                return
            clock.spend(time.perf_counter() - started)
            app.note_computer_move(time.perf_counter() - started)
            screen.thinking = None
            screen.play_computer(move)
        if screen.token == token and screen.followed is not None:
            await show_then_return(screen, token)
    except Exception as exc:  # never let a computer turn take the page down
        console_warn(f"Agora: computer turn stopped: {exc!r}")
        screen.message = t("ai_failed")
    finally:
        if clock.seat is not None:
            _note_turn(clock.used)
        if screen.token == token:
            screen.thinking = None
            app.set_busy(False)
            if app.screen is screen:
                app.render()


def pause(app) -> float:
    """Seconds before a computer starts thinking: the pause people get (`ai_delay`), and at least
    until the previous move's animation has played, so no thinking slice holds up its frames
    (none without pacing, ?ai_delay=0)."""
    from ..presentation import motion

    delay = app.ai_delay_s
    return max(delay, motion.remaining_s()) if delay > 0 else 0.0


async def show_then_return(screen, token: int) -> None:
    """The view followed a computer to its board: show its last move there (animated), give a
    person time to see it, then go back to the board of the human to act. Without pacing
    (?ai_delay=0, the tests) the view goes back at once."""
    from ..presentation import motion

    app = screen.app
    if app.ai_delay_s > 0:
        app.render()
        await asyncio.sleep(motion.remaining_s() + 2 * app.ai_delay_s)
        if screen.token != token:
            return
    screen.follow_back()


def _note_turn(seconds: float) -> None:
    """Thinking time of a computer player's whole turn, on <body> for benchmarks."""
    try:
        from ..page import document

        document.body.dataset.aiTurnMs = str(round(seconds * 1000))
    except Exception:  # outside the browser: nothing to show it on
        pass


async def next_frame(timeout_ms: int = 50) -> None:
    """Give the browser a turn: until it has drawn a frame (so the page repaints between slices
    and input is handled), or `timeout_ms` at most (hidden tabs draw no frames)."""
    from pyodide.ffi import create_once_callable
    from ..page import window

    future = asyncio.get_event_loop().create_future()

    def done(*_):
        if not future.done():
            future.set_result(None)

    window.requestAnimationFrame(create_once_callable(done))
    window.setTimeout(create_once_callable(done), timeout_ms)
    await future
