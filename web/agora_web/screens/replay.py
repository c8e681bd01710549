"""Stepping through a game's moves: a game opened from a share link, or a saved game opened with
"Replay", shows "⏮ ◀ k / n ▶ ⏭" in its top bar (SVG icons; the keys ← → step, Home and End go
to either end) and "Move k of n: …" in its status line: the game's own screen after the first k
moves.

The record is replayed once (`Timeline`): the position after every move, the log of the whole
game (told by the game's log.py, presentation/log.py) with where each step's log ends, and the
shuffles each step has used are kept, so a step is a look-up, never a replay from the first move.
The game's screen is built once; a step puts it at that position in place, as
Undo does (`Replay.go`).

Playing a move at any step goes on from there as a new game under the screen's save id (the
controls then go away); computer players start only at the last step. `at_step` and `Timeline`
are plain Python (tested on CPython); the screen's side runs in the page.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import msgspec

from engine.core import records


def _cut(full: records.Record, step: int, used: "int | None") -> records.Record:
    """`full` after `step` moves, with the first `used` planned shuffles (all with None)."""
    cut = msgspec.structs.replace(full, moves=list(full.moves[:step]))
    if not full.shuffles or used is None:
        return cut
    return msgspec.structs.replace(cut, shuffles=list(full.shuffles[:used]) or None)


def _shuffles_used(full: records.Record, state) -> "int | None":
    """How many of `full`'s planned shuffles the game has used up to `state` (None: no plan)."""
    if not full.shuffles:
        return None
    return len(full.shuffles) - len(state.rng.planned)


def _unplanned(state):
    """The state without the shuffles planned for later moves, as a replay of its cut record
    (`_cut`) leaves it: whoever plays on from there gets fresh ones."""
    rng = getattr(state, "rng", None)
    if rng is None or not rng.planned:
        return state
    return msgspec.structs.replace(state, rng=msgspec.structs.replace(rng, planned=()))


def at_step(full: records.Record, step: int) -> records.Record:
    """The record of `full` cut after `step` moves. Shuffles planned for later moves (a share link
    of an unfinished game, engine/core/redeal.py) are dropped: whoever plays on from there gets
    fresh ones, and a planned order can never clash with a different game."""
    if not full.shuffles:
        return _cut(full, step, None)
    _rules, state = records.replay(_cut(full, step, None))
    return _cut(full, step, _shuffles_used(full, state))


class Timeline(NamedTuple):
    """Every position of one record, from one replay: after k moves, `states[k]` the state,
    `cuts[k]` the record and `log[:log_ends[k]]` the log."""

    full: records.Record
    rules: Any
    states: "list[Any]"
    cuts: "list[records.Record]"
    log: list
    log_ends: "list[int]"

    @classmethod
    def build(cls, full: records.Record, game_log) -> "Timeline":
        """Replay `full` once, its log told by `game_log` (the game's log.py: describe_start for
        the deal, describe for each move). Makes the checks of `records.verify` (a link is
        replayed only here): raises RecordError on a bad move, naming it, or on planned shuffles
        no move reached."""
        rules, state, moves = records.steps(full)
        log = list(game_log.describe_start(rules, state))
        states, ends = [state], [len(log)]
        for before, action, after in moves:
            log.extend(game_log.describe(rules, before, action, after))
            states.append(after)
            ends.append(len(log))
        records.check_final(states[-1])
        cuts = [_cut(full, k, _shuffles_used(full, s)) for k, s in enumerate(states)]
        return cls(full, rules, [_unplanned(s) for s in states], cuts, log, ends)

    @property
    def total(self) -> int:
        return len(self.full.moves)


#: steps of the arrow keys
ARROW_STEPS = {"ArrowLeft": -1, "ArrowRight": 1}
#: focus inside one of these keeps the arrow keys (and Home/End) for itself: text fields, lists
#: and boards that move focus with the arrows (a board marks its container data-arrows, or has
#: a grid/listbox/radiogroup role; the places of a drawn board are inside an svg)
ARROW_OWNERS = (
    'input, select, textarea, [contenteditable="true"], svg, [data-arrows], [role="grid"], '
    '[role="listbox"], [role="radiogroup"], [role="tablist"], [role="slider"], [role="menu"], '
    '[role="tree"]'
)


def key_step(key: str, step: int, total: int) -> "int | None":
    """The step a key goes to from `step` (None: the key does not step)."""
    if key == "Home":
        return 0
    if key == "End":
        return total
    move = ARROW_STEPS.get(key)
    return None if move is None else max(0, min(total, step + move))


# --- in the page -------------------------------------------------------------------------------


class Replay:
    """The step controls of one game screen (its `replay` attribute): where it is in the
    timeline, and going to another step."""

    def __init__(self, timeline: Timeline, step: int, hints: int = 0, advice=()):
        self.timeline = timeline
        self.step = max(0, min(timeline.total, step))
        #: the hints the game used, as its save counted them, and its notes of them
        #: (saves.Advised): the final table of a replayed game gives the game's own count
        self.hints = hints
        self.advice = tuple(advice)
        #: this step is shown as the decision that follows it (the review's "Show"), and named by
        #: that move's number, as the review names it; any step taken afterwards clears it
        self.decision = False

    def stepping(self, screen) -> bool:
        """Still on the replayed game's moves (nobody has played on yet)."""
        return bool(self.timeline.total) and len(screen.record.moves) == self.step

    def waiting(self, screen) -> bool:
        """At an earlier step: nobody plays until someone steps or moves."""
        return self.stepping(screen) and self.step < self.timeline.total

    def controls(self, screen) -> str:
        from ..ui.widgets import step_controls

        return step_controls(self.step, self.timeline.total) if self.stepping(screen) else ""

    def status(self, screen) -> str:
        """The status line's words while stepping: "Move k of n: Ann's move" (the start before
        the first; at a decision the review shows, "Move k + 1 of n: Ann to play"); empty once
        someone has played on."""
        from ..texts.i18n import t

        if not self.stepping(screen):
            return ""
        tl, k = self.timeline, self.step
        if self.decision and k < tl.total:
            seat = tl.rules.current_player(tl.states[k])
            return t("replay_status_decision", k=k + 1, n=tl.total, name=screen.seat_name(seat))
        if k == 0:
            return t("replay_status_start", n=tl.total)
        seat = tl.rules.current_player(tl.states[k - 1])
        return t("replay_status", k=k, n=tl.total, name=screen.seat_name(seat))

    def on_key(self, screen, event) -> bool:
        """← → step, Home and End go to the first and last step, unless a modifier is held (Alt+←
        is the browser's Back) or the focus is in a place that uses these keys itself."""
        if not self.stepping(screen) or event.altKey or event.ctrlKey or event.metaKey or event.shiftKey:
            return False
        to = key_step(str(event.key), self.step, self.timeline.total)
        target = event.target
        if to is None or (target and hasattr(target, "closest") and target.closest(ARROW_OWNERS)):
            return False
        if to != self.step:
            self.go(screen, to)
        return True

    def place(self, screen) -> None:
        """Put the screen at this step's position, as Undo would: nothing chosen, nothing to take back."""
        tl, k = self.timeline, self.step
        screen.record, screen.state = tl.cuts[k], tl.states[k]
        screen.log = tl.log[: tl.log_ends[k]]
        screen.undo_stack.clear()
        screen.hints_used = self.hints_at(k)
        screen.advice = [a for a in self.advice if a.index < k]
        screen.final_open = True
        screen.message = ""
        screen.reset_view()  # shown as if opened at this step
        screen.forget_caches()  # log lines drawn before stay: the log up to here is the same
        # the step shown is animated (its own log entries, motion.py) and told (announce.py);
        # before the last step, on the board of who played it (at the last, play may go on: the
        # board of who is to act)
        screen.motion_mark = screen.told_mark = tl.log_ends[k - 1] if k > 0 else len(screen.log)
        mover = tl.rules.current_player(tl.states[k - 1]) if 0 < k < tl.total else -1
        if mover >= 0:
            screen.show_seat(mover)

    def hints_at(self, step: int) -> int:
        """The hints used before `step`: at the end the game's own count; earlier (where a new
        game may branch off) the decisions before it that had a hint noted, at most that count."""
        if step >= self.timeline.total:
            return self.hints
        return min(self.hints, len({a.index for a in self.advice if a.index < step}))

    def go(self, screen, step: int) -> None:
        if not self.stepping(screen):
            return
        screen.leave()  # stops a computer turn in progress
        self.step = max(0, min(self.timeline.total, step))
        self.decision = False
        self.place(screen)
        screen.app.render()
        screen.after_show()


def replay_screen(app, save_id: str, created: int, full, step: int, hints: int = 0, advice=()):
    """The game's own screen after `step` moves of the record `full`, with the step controls;
    `hints` and `advice` are the save's count and notes of the hints the game used (none for a
    shared link). Raises RecordError (with the reason) when the record cannot be played back."""
    from engine.core.errors import RecordError

    from .. import games
    from ..presentation import log as game_logs

    if not games.is_playable(full.game):
        raise RecordError(f"unknown game {full.game!r}")
    tl = timeline = Timeline.build(full, game_logs.of(full.game))
    module = games.ui_module(full.game, "screen")
    # built at the start, as a game opened there; place() puts it at the step
    screen = module.GameScreen(app, save_id, created, tl.cuts[0], tl.rules, tl.states[0], tl.log[: tl.log_ends[0]])
    screen.replay = Replay(timeline, step, hints, advice)
    screen.replay.place(screen)
    return screen
