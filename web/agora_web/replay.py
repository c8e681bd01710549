"""Stepping through a game's moves: a game opened from a share link, or a saved game opened with
"Replay", shows "⏮ ◀ k / n ▶ ⏭" in its top bar: the game's own screen after the first k moves.

Playing a move at any step goes on from there as a new game under the screen's save id (the
controls then go away); computer players start only at the last step. `at_step` is plain Python
(tested on CPython); the rest runs in the page.
"""

from __future__ import annotations

import msgspec

from engine.core import records


def at_step(full: records.Record, step: int) -> records.Record:
    """The record of `full` cut after `step` moves. Shuffles planned for later moves (a share link
    of an unfinished game, engine/core/redeal.py) are dropped: whoever plays on from there gets
    fresh ones, and a planned order can never clash with a different game."""
    cut = msgspec.structs.replace(full, moves=list(full.moves[:step]))
    if not full.shuffles:
        return cut
    _rules, state = records.replay(cut, trace=True)
    used = len(state.rng.trace or ())
    return msgspec.structs.replace(cut, shuffles=list(full.shuffles[:used]) or None)


# --- in the page -------------------------------------------------------------------------------

_REPLAY_CLASSES: dict = {}


def replay_screen(app, save_id: str, created: int, full, step: int):
    """The game's own screen after `step` moves of the record `full`, with the step controls."""
    from . import games

    screen = games.game_screen(app, save_id, created, at_step(full, step))
    screen.__class__ = _replay_class(type(screen))
    screen.replay_full, screen.replay_step = full, step
    return screen


def _step_button(to: int, glyph: str, testid: str, label: str, disabled: bool) -> str:
    from .dom import esc

    return (f'<button class="btn ghost small icon-btn" data-act="replay-step" data-arg="{to}" '
            f'data-testid="{testid}" title="{esc(label)}" aria-label="{esc(label)}"'
            f'{" disabled" if disabled else ""}>{glyph}</button>')


def _replay_class(base):
    cls = _REPLAY_CLASSES.get(base)
    if cls is not None:
        return cls

    class Replay(base):
        def stepping(self) -> bool:
            """Still on the replayed game's moves (nobody has played on yet)."""
            return bool(self.replay_full.moves) and len(self.record.moves) == self.replay_step

        def topbar_extra(self) -> str:
            html = super().topbar_extra()
            if not self.stepping():
                return html
            from .dom import esc
            from .i18n import t

            step, total = self.replay_step, len(self.replay_full.moves)
            return (html + f'<span class="replay-steps" role="group" aria-label="{esc(t("replay"))}">'
                    + _step_button(0, "⏮", "replay-first", t("replay_first"), step == 0)
                    + _step_button(step - 1, "◀", "replay-prev", t("replay_prev"), step == 0)
                    + f'<span class="replay-pos" data-testid="replay-pos" data-step="{step}" data-total="{total}">'
                      f'{step} / {total}</span>'
                    + _step_button(step + 1, "▶", "replay-next", t("replay_next"), step == total)
                    + _step_button(total, "⏭", "replay-last", t("replay_last"), step == total)
                    + '</span>')

        def handle(self, act, arg, el, event):
            if act == "replay-step":
                if self.stepping():
                    step = max(0, min(len(self.replay_full.moves), int(arg)))
                    self.app.show(replay_screen(self.app, self.save_id, self.created, self.replay_full, step))
                return True
            return super().handle(act, arg, el, event)

        def after_show(self) -> None:
            if self.stepping() and self.replay_step < len(self.replay_full.moves):
                self.app.set_busy(False)  # an earlier step: nobody plays until someone steps or moves
                return
            super().after_show()

    Replay.__name__ = Replay.__qualname__ = "Replay" + base.__name__
    _REPLAY_CLASSES[base] = Replay
    return Replay
