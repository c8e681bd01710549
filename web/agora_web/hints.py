"""The Hint button's thinking: the hard player's choice for the human's current decision.

The coach (solo_ai.coach.HintTask) thinks in short slices between browser frames, as computer
turns do (computer.py), so the page keeps answering. Only the human seat to act is ever advised;
a hint is dropped as soon as the position changes (a move, Undo, leaving the screen).
"""

from __future__ import annotations

import asyncio

#: a hint's thinking time, wall seconds, when the page gives none (?hint_ms=...)
HINT_TIME_S = 0.8


def can_hint(screen) -> bool:
    """Whether a hint may be asked now: a human is to act (computer seats and automata never
    are), nobody thinks, the game goes on, and the screen is not hiding the seat's cards until
    the device is handed over."""
    seat = screen.current()
    if seat < 0 or not screen.human_to_move() or screen.hinting:
        return False
    handover = getattr(screen, "handover", None)  # a hot-seat screen waiting for the next player
    if handover is not None and handover():
        return False
    return screen.replay is None or not screen.replay.waiting(screen)


def hint_seed(record_seed, moves: int) -> int:
    """The coach's seed for a decision: the same position always gets the same advice."""
    return ((record_seed or 0) * 1000003 + moves * 7919 + 17) & 0x7FFFFFFF


def reason_text(reason, code: str) -> str:
    """The reason in the interface language (English when that language is missing)."""
    if not isinstance(reason, dict):
        return ""
    return str(reason.get(code) or reason.get("en") or "")


def start(screen, time_limit: float = HINT_TIME_S) -> bool:
    """Start thinking about the current decision; False when no hint may be asked now."""
    if not can_hint(screen):
        return False
    screen.hinting = True
    screen.hint = None
    screen.hint_gen += 1
    asyncio.ensure_future(_think(screen, screen.hint_gen, screen.state, screen.current(), time_limit))
    return True


async def _think(screen, gen: int, state, seat: int, time_limit: float) -> None:
    import time

    from .computer import SLICE_S, next_frame
    from .i18n import t

    app = screen.app
    advice = None
    try:
        app.render()
        from solo_ai.coach import HintTask

        task = HintTask(screen.rules, state, seat, hint_seed(screen.record.seed, len(screen.record.moves)),
                        time_limit=time_limit)
        deadline = time.perf_counter() + time_limit * 2 + 1
        while not task.step(SLICE_S):
            await next_frame()
            if screen.hint_gen != gen:
                return  # the position changed or the screen was left: the hint would be stale
            if time.perf_counter() >= deadline:
                break
        advice = task.result()
    except Exception as exc:  # a hint must never take the game down
        from .dom import console_warn

        console_warn(f"Agora: hint failed: {exc!r}")
        screen.message = t("hint_failed")
    finally:
        if screen.hint_gen == gen:
            screen.hinting = False
            if advice is not None:
                screen.hint = advice
                screen.hints_used += 1
                screen.show_hint(advice.action)
                screen.save()
            if app.screen is screen:
                app.render()
