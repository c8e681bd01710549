"""The post-game review: each decision of a human seat against the hard player's choice, with the
points it is estimated to have cost, the biggest mistakes first; "Show" jumps to that step of the
replay with the better move marked on the board.

The judging is solo_ai.coach.Review, worked in short slices between browser frames (as computer
turns and hints are), so the page keeps answering; a progress bar says how far it is, Stop and
Go on interrupt and resume it (judging starts when the screen shows), and the decisions judged
so far are listed as they come. The texts of a move
come from the game's own log (the screen's `move_html`, presentation/log.py), so a review names
moves exactly as the log does. `rows` and `mistakes` are plain Python (tested on CPython).
"""

from __future__ import annotations

import asyncio
from typing import NamedTuple

from engine.core import records

from .base import Screen
from ..texts.i18n import t, tn
from ..ui.html import attrs, esc
from ..ui.widgets import button

#: how many mistakes are listed first
TOP = 3
#: a loss below this many points is not called a mistake (estimates are noisy)
MISTAKE_MIN = 1.0
#: how often the progress line is redrawn while judging, seconds
REDRAW_S = 0.25
#: judging time between two frames, seconds: longer than a computer turn's slices (nothing
#: moves on the board meanwhile), short enough that a click is still answered within 100 ms
SLICE_S = 0.06


class Row(NamedTuple):
    """One judged decision as the review lists it."""

    index: int  # the move's index in the record (the replay's step before it)
    lost: float
    same: bool  # the move played was the hard player's choice
    why: object = None  # why the hard player's choice is better (solo_ai.reasons.Reasons)
    gains: object = None  # what the move played brings (solo_ai.reasons.Reasons)


def rows(items) -> "list[Row]":
    """The judged decisions (coach.Judgement) in game order."""
    return [
        Row(j.index, j.lost, j.played == j.best, getattr(j, "why", None), getattr(j, "gains", None))
        for j in sorted(items, key=lambda j: j.index)
    ]


def gains_text(gains, game: str) -> str:
    """What a move brings by category, in whole points adding up to the whole it claims; ""
    without reasons or when it brings nothing."""
    if gains is None:
        return ""
    from solo_ai import reasons

    from ..services.hints import parts_text, signed

    parts = parts_text(reasons.shown(gains.parts, gains.points), game)
    return t("review_gains", n=signed(round(gains.points)), parts=parts) if parts else ""


def why_text(why, game: str) -> str:
    """Why the stronger move is better, by category and the best opponent's points, adding up
    to the points lost as listed (hints.versus_text); "" without reasons."""
    if why is None:
        return ""
    from ..services.hints import versus_text

    return versus_text(why, game, ("review_why", "review_even", "review_even_nothing", "review_behind"))


def margin_text(split) -> str:
    """The final margin in its parts (solo_ai.reasons.MarginSplit): they add up to it; the part
    the losses' floor left out is told only when there is one."""
    from ..services.hints import signed

    numbers = dict(final=signed(split.final), decisions=signed(split.decisions), rest=signed(split.rest))
    if split.ahead:
        return t("review_margin_ahead", ahead=signed(split.ahead), **numbers)
    return t("review_margin", **numbers)


def mistakes(items, top: int = TOP) -> "list[Row]":
    """The `top` biggest estimated losses (at least MISTAKE_MIN points), biggest first."""
    ranked = sorted((r for r in rows(items) if r.lost >= MISTAKE_MIN), key=lambda r: (-r.lost, r.index))
    return ranked[:top]


def human_seats(record) -> "list[int]":
    from engine.core.records import HUMAN

    return [i for i, p in enumerate(record.players) if p.controller == HUMAN]


class ReviewScreen(Screen):
    name = "review"

    def __init__(self, app, record, seat: int, save_key: str = "", advice=(), hints: int = 0):
        """`advice`: the hints shown in the game (saves.Advised): where one was shown, its move is
        that decision's better move, so the review agrees with the hints given; `hints`: how many
        the game used (its replay's final table says so)."""
        from solo_ai.coach import Review

        self.app = app
        self.record = record
        self.seat = seat
        #: the save the reviewed game came from ("" for a game that was never saved)
        self.save_key = save_key
        self.advice = tuple(advice)
        self.hints = hints
        self.task = Review(
            record, seat, seed=records.seed_number(record), advice=[(a.index, a.state, a.action) for a in self.advice]
        )
        self.running = False
        #: the player pressed Stop: judging waits for Go on (coming back from the replay too)
        self.paused = False
        self.gen = 0
        #: decisions judged when the lists were last drawn
        self._listed = 0
        self.failed = False
        self._board = None  # the replay screen "Show" steps (built on first need)
        self._texts: dict = {}
        #: the control the focus returns to when this screen shows again (keys.py)
        self.return_focus = None

    # --- what it shows ---------------------------------------------------------------------
    def title(self) -> str:
        return t("review_title", game=t(f"game.{self.record.game}"))

    def topbar_extra(self) -> str:
        return ""

    def render(self) -> str:
        done, total = self.task.progress
        self._listed = len(self.task.items)
        seats = human_seats(self.record)
        head = (
            f'<header class="review-head">{button("review-back", t("back"), glyph="←", cls="btn ghost small", testid="review-back")}'
            f"<h1>{esc(self.title())}</h1>"
            f'<p class="muted">{esc(t("review_intro"))}</p></header>'
        )
        chooser = ""
        if len(seats) > 1:
            chooser = (
                '<div class="review-seats" role="group" aria-label="'
                + esc(t("review_whose"))
                + '">'
                + "".join(
                    button(
                        "review-seat",
                        self._name(s),
                        arg=s,
                        cls="btn small",
                        testid=f"review-seat-{s}",
                        pressed=s == self.seat,
                    )
                    for s in seats
                )
                + "</div>"
            )
        return (
            f'<div class="review" data-testid="review" data-done="{str(self.task.done).lower()}" '
            f'data-judged="{done}" data-total="{total}">{head}{chooser}{self._progress(done, total)}'
            f'<div id="review-lists">{self._lists()}</div></div>'
        )

    def _progress(self, done: int, total: int) -> str:
        if self.failed:
            return f'<p class="notice error" role="status">{esc(t("review_failed"))}</p>'
        if self.task.done:
            return (
                f'<p class="review-status" role="status" data-testid="review-status">'
                f"{esc(tn('review_done', total))}</p>"
            )
        # judging starts as the screen is shown, so the control offers Stop unless the player paused
        control = (
            button("review-go", t("review_go"), cls="btn small primary", testid="review-go")
            if self.paused
            else button("review-stop", t("review_stop"), cls="btn small", testid="review-stop")
        )
        label = self._progress_text(done, total)
        # the count is not a live region: read every quarter second it would never stop talking
        # (the bar says how far it is; the end is announced)
        return (
            f'<div class="review-progress"><progress id="review-bar"{attrs(max=max(total, 1), value=done, aria_label=label)}>'
            f'</progress> <span id="review-count" data-testid="review-status">{esc(label)}</span> {control}</div>'
        )

    def _progress_text(self, done: int, total: int) -> str:
        return t("review_paused" if self.paused else "review_progress", done=done, total=total)

    def _lists(self) -> str:
        items = self.task.items
        if not items:
            return "" if self.task.decisions else f'<p class="muted">{esc(t("review_nothing"))}</p>'
        worst = mistakes(items)
        top = (
            f'<section class="review-top"><h2>{esc(t("review_mistakes"))}</h2>'
            + (
                f"<ol>{''.join(self._item(r, 'top') for r in worst)}</ol>"
                if worst
                else f'<p data-testid="review-clean">{esc(t("review_clean"))}</p>'
            )
            + "</section>"
        )
        every = (
            f'<section class="review-all"><h2>{esc(t("review_all"))}</h2>'
            f"<ol>{''.join(self._item(r, 'all') for r in rows(items))}</ol></section>"
        )
        return self._margin() + top + every

    def _margin(self) -> str:
        """Once every decision is judged: where the final margin came from."""
        if not self.task.done:
            return ""
        split = self.task.split()
        return (
            f'<section class="review-margin"{attrs(data_testid="review-margin", data_final=split.final, data_decisions=split.decisions, data_ahead=split.ahead, data_rest=split.rest)}>'
            f"<h2>{esc(t('review_margin_title'))}</h2><p>{esc(margin_text(split))}</p></section>"
        )

    def _item(self, row: Row, where: str) -> str:
        played, best = self._move_texts(row.index)
        if row.same:
            brings = gains_text(row.gains, self.record.game)
            verdict = f'<p class="review-verdict good">{esc(t("review_same"))}</p>' + (
                f'<p class="review-why small" data-testid="review-why">{esc(brings)}</p>' if brings else ""
            )
        else:
            lost = tn("review_lost", max(0, round(row.lost)))
            why = why_text(row.why, self.record.game)
            verdict = (
                f'<p class="review-better">{esc(t("review_best"))} {best}</p>'
                f'<p class="review-verdict">{esc(lost)}</p>'
                + (f'<p class="review-why small" data-testid="review-why">{esc(why)}</p>' if why else "")
            )
        show = button(
            "review-show",
            t("review_show"),
            arg=row.index,
            cls="btn ghost small",
            testid=f"review-show-{row.index}",
            label=t("review_show_move", n=row.index + 1),
        )
        return (
            f"<li{attrs(class_='review-item' + (' mistake' if row.lost >= MISTAKE_MIN else ''), data_testid=f'review-{where}', data_index=row.index, data_lost=row.lost)}>"
            f"<h3>{esc(t('review_move', n=row.index + 1))}</h3>"
            f'<p class="review-played">{esc(t("review_played"))} {played}</p>{verdict}{show}</li>'
        )

    def _move_texts(self, index: int) -> "tuple[str, str]":
        """The move played and the hard player's choice at `index`, as the game's log tells them
        (HTML, in the interface language)."""
        from ..texts.i18n import lang

        key = (index, lang())
        if key not in self._texts:
            judged = next(j for j in self.task.items if j.index == index)
            screen = self.board()
            before = screen.replay.timeline.states[index]
            texts = []
            for action in (judged.played, judged.best):
                try:
                    texts.append(screen.move_html(before, action, self.seat))
                except Exception as exc:  # a move text must never take the review down
                    from ..dom import console_warn

                    console_warn(f"Agora: no words for {action!r} in the review: {exc!r}")
                    texts.append(esc(str(action)))
            self._texts[key] = (texts[0], texts[1])
        return self._texts[key]

    def _name(self, seat: int) -> str:
        from .seats import player_name

        return player_name(self.record.players[seat].name, seat)

    # --- the replay screen "Show" opens ----------------------------------------------------
    def board(self):
        """The game's replay screen for this record (one timeline, reused while nobody plays on
        from it; built anew once someone has)."""
        screen = self._board
        if screen is None or not screen.replay.stepping(screen):
            from ..services import saves
            from ..dom import now_ms, random_u32
            from .replay import replay_screen

            screen = self._board = replay_screen(
                self.app,
                saves.new_id(now_ms(), random_u32()),
                now_ms(),
                self.record,
                len(self.record.moves),
                self.hints,
                self.advice,
            )
        return screen

    def show_step(self, index: int) -> None:
        judged = next((j for j in self.task.items if j.index == index), None)
        if judged is None:
            return
        screen = self.board()
        screen.replay.step = index
        screen.replay.place(screen)
        screen.replay.decision = True  # named "Move index + 1", as this list names it
        if judged.best != judged.played:
            from solo_ai.coach import Advice

            from ..texts.i18n import per_language

            lost = max(0, round(judged.lost))

            def reason() -> str:
                why = why_text(getattr(judged, "why", None), self.record.game)
                return t("review_hint", lost=tn("review_lost", lost)) + (" " + why if why else "")

            screen.hint = Advice(judged.best, 0.0, judged.points_expected_best, 0.0, per_language(reason))
            screen.show_hint(judged.best)
        self.app.show(screen)

    # --- judging in slices -----------------------------------------------------------------
    def after_show(self) -> None:
        if not self.task.done and not self.failed and not self.paused:
            self.start()

    def leave(self) -> None:
        self.stop()

    def start(self) -> None:
        if self.running:
            return
        self.running = True
        self.gen += 1
        asyncio.ensure_future(self._judge(self.gen))

    def stop(self) -> None:
        self.running = False
        self.gen += 1

    async def _judge(self, gen: int) -> None:
        import time

        from ..services.computer import next_frame

        app = self.app
        shown = time.perf_counter()
        try:
            while not self.task.step(SLICE_S):
                await next_frame()
                if self.gen != gen:
                    return
                if time.perf_counter() - shown >= REDRAW_S:
                    shown = time.perf_counter()
                    self._update_progress()
                    self._update_lists()
        except Exception as exc:  # the review must never take the page down
            from ..dom import console_warn

            console_warn(f"Agora: review failed: {exc!r}")
            self.failed = True
        if self.gen == gen:
            self.running = False
            if app.screen is self:
                app.render()

    def _update_progress(self) -> None:
        """The bar and count drawn anew in place (a whole render would move the keyboard focus)."""
        from ..page import document

        done, total = self.task.progress
        bar, count = document.getElementById("review-bar"), document.getElementById("review-count")
        label = self._progress_text(done, total)
        if bar:
            bar.value = done
            bar.setAttribute("aria-label", label)
        if count:
            count.textContent = label

    def _update_lists(self) -> None:
        """The decisions judged so far, listed as they come: the lists drawn anew in place when
        more are judged, unless the keyboard focus is in them (it would be lost; they catch up at
        the next redraw or at the end)."""
        from ..page import document

        judged = len(self.task.items)
        lists = document.getElementById("review-lists")
        if not lists or judged == self._listed:
            return
        active = document.activeElement
        if active and lists.contains(active):
            return
        self._listed = judged
        lists.innerHTML = self._lists()

    # --- clicks ----------------------------------------------------------------------------
    def handle(self, act: str, arg, el, event) -> bool:
        if act == "review-stop":
            self.paused = True
            self.stop()
        elif act == "review-go":
            self.paused = False
            self.start()
        elif act == "review-show" and arg is not None:
            item = el.closest("li") if el else None
            where = str(item.getAttribute("data-testid")) if item else "review-all"
            # Back from the replay: the focus returns to this very button (keys.py)
            self.return_focus = f'[data-testid="{where}"][data-index="{int(arg)}"] [data-act="review-show"]'
            self.show_step(int(arg))
            return True
        elif act == "review-seat" and arg is not None and int(arg) != self.seat:
            self.stop()
            self.app.show(ReviewScreen(self.app, self.record, int(arg), self.save_key, self.advice, self.hints))
            return True
        elif act == "review-back":
            self.app.back()
            return True
        else:
            return False
        self.app.render()
        return True
