"""Tally's game screen: the pile, each seat's counters and total, the log, and the two moves
(take one, take two) as buttons of the action bar, drawn from the seat's view only. Every legal
action is one button; a take hands the turn on, so it waits for Confirm (act_or_arm)."""

from __future__ import annotations

from web.agora_web.screens.game_screen import GameScreenBase
from web.agora_web.texts.i18n import t, tn
from web.agora_web.ui import widgets
from web.agora_web.ui.html import attrs, esc
from . import draw


class GameScreen(GameScreenBase):
    GAME = "tally"
    AI_TIME_S = 0.2
    #: the only decision is answered in the action bar
    ASKED = {"turn": '[data-testid="actionbar"]'}
    #: the act that chooses a move (a tutorial accepts only what it points at)
    TUTORIAL_ACTS = ("choose",)

    def legal(self) -> list:
        return self._cached("legal", lambda: self.rules.legal_actions(self.state) if self.human_to_move() else [])

    # --- the top bar and the saves list -----------------------------------------------
    def round_pill(self) -> str:
        over = self.rules.is_over(self.state)
        left = len(self.state.pile)
        return widgets.round_pill(t("game_over") if over else tn("tl.pile_n", left), data_left=left)

    def progress(self):
        taken = sum(len(t_) for t_ in self.state.taken)
        return taken, 0, self.rules.is_over(self.state)

    # --- drawing ----------------------------------------------------------------------
    def render(self) -> str:
        view = self.rules.view(self.state, self.viewer())
        over = self.rules.is_over(self.state)
        return (
            '<div class="tl-game" data-testid="tally"><section class="tl-main">'
            f"{self._final_html() if over and self.final_open else ''}"
            f"{self.actionbar_html(view, over)}{self.board_html(view)}</section>"
            f'<aside class="tl-side">{self.players_html(view)}{self.log_html()}</aside></div>'
        )

    def board_html(self, view) -> str:
        """The pile, face down, and how many counters it still holds; its words show as a
        tooltip on hover and on keyboard focus."""
        words = f"{tn('tl.pile_n', view.pile_size)}. {t('tl.lg.pile_means')}"
        pile = attrs(class_="tl-tipped", tabindex=0, role="img", data_testid="pile", data_tip=words, aria_label=words)
        return (
            f'<section class="tl-board" data-testid="board" aria-label="{esc(t("tl.board"))}">'
            f"<h2>{esc(t('tl.board'))}</h2><span{pile}>{draw.pile_svg(view.pile_size)}</span>"
            f'<p data-testid="pile-size">{esc(tn("tl.pile_n", view.pile_size))}</p></section>'
        )

    def players_html(self, view) -> str:
        cur = self.current()
        cards = []
        for s, taken in enumerate(view.taken):
            counters = "".join(draw.counter_svg(n) for n in taken) or esc(t("tl.none_yet"))
            total = sum(taken)
            stats = (
                f'<span class="tl-taken">{counters}</span>'
                f'<span class="ptotal" data-testid="score-{s}" title="{esc(tn("tl.points", total))}">{total} ★</span>'
            )
            cards.append(
                widgets.player_card(
                    s,
                    f"{draw.seat_dot(s)}{esc(self.seat_name(s))}",
                    esc(self.seat_kind(s)),
                    stats,
                    cls="player tl-player" + (" turn" if s == cur else ""),
                    thinking=self.thinking == s,
                )
            )
        return widgets.players_panel(cards, heading=t("players"))

    def actionbar_html(self, view, over: bool) -> str:
        if over:
            return widgets.over_bar("tl-actionbar", self.message, self.replay_note())
        buttons = ""
        if self.thinking is not None:
            status = widgets.thinking(self.seat_name(self.thinking))
        elif not self.human_to_move():
            status = ""
        else:
            status = esc(t("tl.your_turn", name=self.seat_name(self.current())))
            buttons = "".join(self.choices())
        return widgets.action_bar(
            widgets.with_error(self.replay_note() + self.hint_notice() + status, self.message),
            buttons,
            cls="tl-actionbar",
        )

    def choices(self):
        """Each legal take as a button; the one waiting for Confirm as Confirm and Cancel."""
        for i, action in enumerate(self.legal()):
            words = self.hint_words(action)
            if self.armed == i:
                yield widgets.choice(
                    i, f"{t('confirm')}: {words}", cls="btn primary", testid="confirm", data_confirmed="1"
                )
                yield widgets.cancel_button()
                continue
            advised = self.is_hinted(action)
            yield widgets.choice(
                i,
                words,
                cls="btn" + (" hint" if advised else ""),
                testid=f"take-{action.n}",
                label=widgets.hinted(words) if advised else None,
            )

    def _final_html(self) -> str:
        scores = self.rules.scores(self.state)
        winners = self.rules.winners(self.state)
        rows = [
            widgets.final_row(esc(t("reason_cat.tally.counters")), "counters", [s["counters"] for s in scores], winners)
        ]
        return self.final_table("final tl-final", esc(self.headline(winners)), rows, scores)

    # --- clicks -----------------------------------------------------------------------
    def on_choose(self, arg) -> None:
        legal = self.legal()
        try:
            i = int(arg)
        except (TypeError, ValueError):
            return
        if 0 <= i < len(legal):
            self.act_or_arm(i, legal[i])

    def on_cancel(self, _arg=None) -> None:
        self.armed = None
        self.app.render()

    def clear_selection(self) -> None:
        self.armed = None

    # --- hints ------------------------------------------------------------------------
    def hint_words(self, action) -> str:
        return tn("tl.take_n", action.n)

    # --- a tutorial (tutorial.py) -------------------------------------------------------
    def tutorial_targets(self, actions) -> "list[str]":
        """The button of each pointed take (its Confirm once prepared: the same index)."""
        legal = self.legal()
        return [f'[data-act="choose"][data-arg="{legal.index(a)}"]' for a in actions if a in legal]

    def tutorial_allows(self, act: str, arg, actions) -> bool:
        legal = self.legal()
        try:
            return legal[int(arg)] in actions
        except (TypeError, ValueError, IndexError):
            return False
