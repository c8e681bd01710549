"""The Hint button's thinking: the hard player's choice for the human's current decision.

The coach (solo_ai.coach.HintTask) thinks in short slices between browser frames, as computer
turns do (computer.py), so the page keeps answering. Only the human seat to act is ever advised;
a hint is dropped as soon as the position changes (a move, Undo, leaving the screen).

Thinking ahead: where the hard player has deeper forms (solo_ai.deeper_forms: in an Akropolis
solo game two, whose plans do about five and twenty times the work), the coach thinks the human's
position over with each in turn while the player looks at the board. A hint asked once the first
is done answers at once with the deepest choice ready; asked sooner, it is thought out as usual.
Once a hint is shown, thinking ahead stops: the advice on the board does not change under the
player's eyes. It keeps the processor busy (a phone's battery) for up to about 20 s a decision, so
the player may turn it off on the setup screen: the choice belongs to the device (localStorage).
"""

from __future__ import annotations

import asyncio
import time

from engine.core import records

from ..texts.i18n import t, tn

#: a hint's thinking time, wall seconds, on a screen whose computer players have no budget of
#: their own (a hint gets what a computer's whole turn gets: turn_budget)
HINT_TIME_S = 0.8
#: thinking ahead: wall seconds of quiet before it starts (the move just made is still being
#: drawn). Its thinking time at most is the app's ponder_time_s (15 s: the deeper plan takes
#: about 2.4 s in the page's Python on a two-core machine, ready about 4 s after the position
#: appears, docs/benchmarks.md, sixteenth session; cut short, it still answers from the futures
#: it covered)
PONDER_DELAY_S = 0.6
#: its slices of thinking between frames, shorter than a computer turn's: nobody waits for it,
#: and the player's clicks meanwhile should be answered at once
PONDER_SLICE_S = 0.015
#: each deeper form may think this many times as long as the one before (the app's
#: ponder_time_s is the first's limit)
PONDER_TIME_GROWTH = 4.0


#: localStorage key of the device's choice about thinking ahead ("off": never; anything else, on)
THINK_AHEAD_KEY = "agora.think_ahead"


def thinks_ahead(store) -> bool:
    """Whether hints are thought out ahead on this device: yes unless the player said no (storage
    refused or unreadable: yes, the default)."""
    try:
        return store.get(THINK_AHEAD_KEY) != "off"
    except Exception:
        return True


def set_thinks_ahead(store, on: bool) -> None:
    """Keep the player's choice (storage refused, as in private browsing: it lasts as long as
    the page's own default, so nothing fails)."""
    try:
        store.set(THINK_AHEAD_KEY, "on" if on else "off")
    except Exception:
        pass


class Ponder:
    """Thinking ahead about one position: `key` names it, `advice` is set once the first deeper
    form is done and replaced by each deeper one (`depth`: the form it comes from)."""

    def __init__(self, key):
        self.key = key
        self.advice = None
        self.depth = 0


def can_hint(screen) -> bool:
    """Whether a hint may be asked now: a human is to act (computer seats and automata never
    are), nobody thinks, the game goes on, and the screen is not hiding the seat's cards until
    the device is handed over."""
    seat = screen.current()
    if seat < 0 or not screen.human_to_move() or screen.hinting:
        return False
    if screen.handover():  # a hot-seat screen waiting for the next player
        return False
    return screen.replay is None or not screen.replay.waiting(screen)


def turn_budget(screen) -> float:
    """Wall seconds a hint may take: what a computer player of the game gets for its whole turn
    (the screen's AI_TIME_S), so that no decision keeps the player waiting longer for advice than
    for a computer's move; a page's ?hint_ms=... says otherwise (the tests)."""
    asked = screen.app.hint_time_s
    if asked:
        return float(asked)
    return float(screen.AI_TIME_S or HINT_TIME_S)


def hint_seed(record, moves: int) -> int:
    """The coach's seed for a decision: the same position always gets the same advice. Derived
    from the record's seed one way (records.seed_number), so the advice tells nothing of the deal."""
    return (records.seed_number(record) * 1000003 + moves * 7919 + 17) & 0x7FFFFFFF


def reason_text(reason, code: str) -> str:
    """Why the coach advises a move, in the interface language: the coach gives numbers (the
    score now; after a play-out the points expected and the lead, solo_ai/coach.py), the
    catalogs the words. A reason given as texts per language is said in `code` (English when
    that language is missing)."""
    if not isinstance(reason, dict):
        return ""
    if isinstance(reason.get("now"), int):
        points = tn("n_points", reason["now"])
        if "expected" in reason:
            return t("hint_reason", points=points, expected=reason["expected"], ahead=reason.get("ahead", ""))
        return t("hint_reason_brief", points=points)
    return str(reason.get(code) or reason.get("en") or "")


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def parts_text(parts, game: str) -> str:
    """Whole-point parts (solo_ai.reasons.shown) in words: "plazas +3, stones −1". The best
    opponent's share (OPPONENT, what it adds to the margin) is told as their points' change."""
    from ..texts.i18n import t

    words = []
    for key, n in parts:
        name = t("why_opponent") if key == OPPONENT else category_name(game, key)
        words.append(t("why_part", name=name, points=signed(-n if key == OPPONENT else n)))
    return t("why_list_sep").join(words)


def category_name(game: str, key: str) -> str:
    """A scoring category of the coach's reasons in words: the game's text
    "reason_cat.<game>.<key>" (solo_ai keeps the ids; the catalog tests check every one is
    named), the id itself for one no catalog names rather than no words at all."""
    from ..texts.i18n import t

    try:
        return t(f"reason_cat.{game}.{key}")
    except KeyError:
        return key


#: the best opponent's points among a comparison's parts (a key no game uses)
OPPONENT = "@opponent"
#: the sentences of a comparison (catalog keys): the better move ahead by {n}; level by the
#: estimate, with parts and without; behind by the estimate ({n}: how much the other looks better)
HINT_VERSUS = ("why_versus", "why_even", "why_even_nothing", "why_behind")


def versus_text(why, game: str, keys: "tuple[str, str, str, str]" = HINT_VERSUS) -> str:
    """Why one move beats another (solo_ai.reasons.Reasons): the categories and the best
    opponent's points, in whole points adding up to the margin claimed, then how sure the coach
    is. Where the estimate finds the other move as good or better (the search looked further
    than the estimate does), it says so, the parts then told from the other move's side."""
    from solo_ai import reasons

    from ..texts.i18n import t, tn

    lead, even, even_nothing, behind = keys
    n = round(why.margin)
    sign = 1 if n >= 0 else -1
    listed = [(k, sign * v) for k, v in why.parts] + [(OPPONENT, -sign * why.opponent)]
    parts = parts_text(reasons.shown(listed, sign * why.margin), game)
    if n > 0:
        return t(lead, n=tn("n_points", n), parts=parts) + " " + sure_text(why)
    if n < 0:
        return t(behind, n=tn("n_points", -n), parts=parts)
    text = t(even, parts=parts) if parts else t(even_nothing)
    return text + (" " + sure_text(why) if why.agree[1] >= 2 else "")


def sure_text(why) -> str:
    """How sure the coach is of a comparison: the deals that agreed, or without deals the gap."""
    from solo_ai import reasons

    from ..texts.i18n import t

    level = reasons.sureness(why)
    wins, n = why.agree
    if abs(why.margin) < 0.5:
        # level deals count as agreeing: "at least as well in 12 of 12 deals" would read as
        # certainty about two moves the coach finds about as good
        return t("why_close")
    if n >= 2:
        return t(f"why_{level}_deals", k=wins, n=n)
    return t(f"why_{level}")


def why_text(advice, game: str) -> str:
    """A hint's reasons in the interface language: what the move brings by category (adding up
    to the points it claims), and why it beats the search's next best move."""
    from solo_ai import reasons

    from ..texts.i18n import t

    out = []
    gains = getattr(advice, "gains", None)
    if gains is not None:
        total = advice.points_expected - advice.points_now
        parts = parts_text(reasons.shown(gains.parts, total), game)
        if parts:
            out.append(t("why_gains", parts=parts))
    rival = getattr(advice, "versus", None)
    if rival is not None:
        out.append(versus_text(rival, game))
    return " ".join(out)


def full_reason(advice, game: str) -> "dict[str, str]":
    """The advice's whole reason in every language: the coach's claim and why."""
    from ..texts.i18n import lang, per_language

    def one() -> str:
        return " ".join(p for p in (reason_text(advice.reason, lang()), why_text(advice, game)) if p)

    return per_language(one)


def _position(screen):
    """What a hint is for: the position (hint_gen changes with every move, Undo, leaving)."""
    return (screen.hint_gen, len(screen.record.moves))


def ponder(screen) -> None:
    """Think ahead about the current decision, where the hard player has a deeper form and it is
    not thought about already (called after every render: cheap when nothing is to do)."""
    if not can_hint(screen) or screen.hint is not None:
        return  # (a hint shown already answers for this position)
    if not thinks_ahead(screen.app.store):
        return
    key = _position(screen)
    if screen.ponder is not None and screen.ponder.key == key:
        return
    try:
        import solo_ai

        if not solo_ai.can_think_deep(screen.rules, screen.state):
            return
    except Exception:  # computer players unavailable: no thinking ahead either
        return
    screen.ponder = Ponder(key)
    screen.app.note_hint_ready(False)
    asyncio.ensure_future(_ponder(screen, screen.ponder, screen.state, screen.current()))


async def _ponder(screen, ahead: Ponder, state, seat: int) -> None:
    from .computer import next_frame

    def stale() -> bool:
        return (
            screen.ponder is not ahead
            or _position(screen) != ahead.key
            or screen.app.screen is not screen
            or (ahead.advice is not None and screen.hint is not None)
        )  # a hint is shown

    import gc

    # The deeper plan keeps large caches alive between its slices, which a full run of the
    # cyclic collector walks (a pause of 0.1-0.2 s between two slices): it waits until the
    # thinking ahead is over (solo_ai/thinker.py holds it off within each slice anyway).
    collecting = gc.isenabled()
    try:
        await asyncio.sleep(PONDER_DELAY_S)
        if stale():
            return
        gc.disable()
        screen.app.note_pondering(True)
        import solo_ai
        from solo_ai.coach import HintTask

        limit = screen.app.ponder_time_s
        for depth in range(1, solo_ai.deeper_forms(screen.rules, state) + 1):
            task = HintTask(
                screen.rules,
                state,
                seat,
                hint_seed(screen.record, len(screen.record.moves)),
                time_limit=limit,
                deep=depth,
            )
            while not task.step(PONDER_SLICE_S):
                await next_frame()
                if stale():
                    from .computer import let_go

                    await let_go(task, PONDER_SLICE_S)
                    return
            ahead.advice, ahead.depth = task.result(), depth
            screen.app.note_hint_ready(True, depth)
            limit *= PONDER_TIME_GROWTH
            await next_frame()  # the finished form's work is freed before the next one starts
            if stale():
                return
    except Exception as exc:  # thinking ahead is a bonus: a hint asked later thinks as usual
        from ..dom import console_warn

        console_warn(f"Agora: thinking ahead failed: {exc!r}")
    finally:
        screen.app.note_pondering(False)
        if collecting:
            gc.enable()


#: advice already worked out, by position (game, record's seed, moves, the state's hash) and
#: thinking time: asked again there (twice in a row, after an Undo) a hint answers the same at
#: once, where a search against the clock may have found another move. The latest few are kept.
_KNOWN: "dict[tuple, object]" = {}
KNOWN_MAX = 16


def _known_key(screen, time_limit: float) -> tuple:
    return (
        screen.rules.name,
        records.seed_number(screen.record),
        len(screen.record.moves),
        screen.rules.state_hash(screen.state),
        round(time_limit, 3),
    )


def _remember(key: tuple, advice) -> None:
    _KNOWN.pop(key, None)
    _KNOWN[key] = advice
    while len(_KNOWN) > KNOWN_MAX:
        _KNOWN.pop(next(iter(_KNOWN)))


def start(screen, time_limit: "float | None" = None) -> bool:
    """Show the advice for the current decision: at once when thinking ahead has it, else start
    thinking about it for `time_limit` wall seconds at most (turn_budget by default). False when
    no hint may be asked now."""
    if time_limit is None:
        time_limit = turn_budget(screen)
    if not can_hint(screen):
        return False
    ahead = screen.ponder
    if ahead is not None and ahead.advice is not None and ahead.key == _position(screen):
        _show(screen, ahead.advice)
        screen.app.render()
        return True
    key = _known_key(screen, time_limit)
    known = _KNOWN.get(key)
    if known is not None:
        _show(screen, known)
        screen.app.render()
        return True
    screen.hinting = True
    screen.hint = None
    screen.hint_gen += 1
    asyncio.ensure_future(_think(screen, screen.hint_gen, screen.state, screen.current(), time_limit, key))
    return True


async def _think(screen, gen: int, state, seat: int, time_limit: float, key: tuple = ()) -> None:
    """Think in slices between frames, as a computer turn does (computer.decide): the coach's own
    limit is its share of the wall seconds, so it usually ends by itself. On a busy machine the
    waits between slices eat the wall seconds: once only the reasons' share (coach.REASON_SHARE)
    is left, the search is hurried on to the reasons, and at the wall deadline the coach gives
    the best it has found, with why (HintTask.finish)."""
    from .computer import SLICE_S, THINKING_SHARE, let_go, next_frame
    from ..texts.i18n import t

    app = screen.app
    advice = None
    try:
        app.render()
        from solo_ai.coach import REASON_SHARE, HintTask

        deadline = time.perf_counter() + time_limit
        hurry_at = deadline - time_limit * REASON_SHARE
        task = HintTask(
            screen.rules,
            state,
            seat,
            hint_seed(screen.record, len(screen.record.moves)),
            time_limit=time_limit * THINKING_SHARE,
        )
        while not task.step(SLICE_S):
            await next_frame()
            if screen.hint_gen != gen:
                # the position changed or the screen was left: the hint would be stale
                await let_go(task, SLICE_S)
                return
            now = time.perf_counter()
            if now >= deadline:
                break
            if now >= hurry_at:
                task.hurry()
        advice = task.finish()
        await let_go(task, SLICE_S)  # (nothing to do when it finished)
    except Exception as exc:  # a hint must never take the game down
        from ..dom import console_warn

        console_warn(f"Agora: hint failed: {exc!r}")
        screen.message = t("hint_failed")
    finally:
        if screen.hint_gen == gen:
            screen.hinting = False
            if advice is not None:
                if key:
                    _remember(key, advice)
                _show(screen, advice)
            if app.screen is screen:
                app.render()


def _show(screen, advice) -> None:
    """The advice on the board, counted and noted in the save (the review takes the note as the
    better move of that decision)."""
    import msgspec

    from .saves import advised

    if getattr(advice, "gains", None) is not None or getattr(advice, "versus", None) is not None:
        advice = msgspec.structs.replace(advice, reason=full_reason(advice, screen.rules.name))
    screen.hint = advice
    screen.hints_used += 1
    index = len(screen.record.moves)
    screen.advice = [a for a in screen.advice if a.index != index]  # one note a decision: the latest
    screen.advice.append(advised(screen.rules, screen.state, index, advice.action))
    screen.show_hint(advice.action)
    screen.save()
