"""The Architects of Amytis game screen: construction board, both player boards, building cards,
projects, the King's favor board, log, live and final scores, and the turn interaction.

The screen never decides a rule. What may be clicked is what the engine's legal actions allow;
previews ("+3 here", "completes a project") come from applying the actions to a copy of the
state. A turn is: choose a highlighted stack → choose a cell of your board → Confirm (the record
gets the engine's two moves, Take and Place); then, when the engine asks, a Palace choice
(explicit buttons) and a favor space (choose → Confirm).
"""

from __future__ import annotations

from engine.amytis import Draw, Favor, Place, Points, Take
from engine.amytis import events as ev
from engine.amytis.architects import on_board
from engine.amytis.data import (
    ARCHITECTS,
    BOTTOM,
    BOTTOM_POINTS,
    BOTTOM_SPACES,
    BUILDINGS,
    CORNER_FAVOR_POINTS,
    HEIGHT_FAVORS,
    STAIRS_POINTS,
    STACKS,
    TOP_SPACES,
    PROJECT_FAVOR_POINTS,
    colour_of,
)
from engine.amytis.favors import pawns_left, space_points
from engine.amytis.flow import ending
from engine.amytis.projects import FITS, POINTS
from engine.core.errors import IllegalAction

from ..dom import attrs, esc, now_ms
from ..texts.i18n import t, tn
from ..screens.game_screen import GameScreenBase
from ..ui import widgets
from ..ui.icons import icon
from . import draw, log

FLASH_MS = 1800


def _gain(before, after, seat: int) -> int:
    """Points a seat has gained between two states (for the previews of a choice)."""
    return sum(after.points[seat]) - sum(before.points[seat])


def best_fit(card: int, colours) -> "tuple[tuple[int, int], ...]":
    """The way of laying `card` on a board (visible colours per cell, -1 empty) that has the most
    cells already right — for display only; the engine decides what is validated."""
    return max(FITS[card], key=lambda fit: sum(1 for cell, colour in fit if colours[cell] == colour))


def board_colours(board) -> "list[int]":
    return [colour_of(s[-1]) if s else -1 for s in board]


# --- the screen ----------------------------------------------------------------------------


class GameScreen(GameScreenBase):
    GAME = "amytis"
    #: thinking time of a computer player's whole turn (two to four decisions), wall seconds
    AI_TIME_S = 0.9
    #: the acts that choose an action (a tutorial accepts only what it points at)
    TUTORIAL_ACTS = ("stack", "cell", "favor", "draw", "points", "confirm")
    #: what each decision is answered on (screens.GameScreenBase.asked)
    ASKED = {
        "take-tile": '[data-testid="construction"]',
        "place-tile": ".am-board.acting",
        "favor": '[data-testid="king-favor"]',
        "palace": '[data-testid="market"]',
    }

    # --- seats --------------------------------------------------------------------------
    def help_section(self) -> str:
        """A stack already chosen: the question now is where to build its tile."""
        if self.state.step == "take" and self.sel_stack is not None and self.human_to_move():
            from ..texts.guide_sections import section_for

            return section_for(self.GAME, "place")
        return super().help_section()

    # --- lifecycle ----------------------------------------------------------------------
    def round_pill(self) -> str:
        st = self.state
        if st.step == "over":
            status = t("game_over")
        elif ending(st):
            status = t("am.last_round")
        else:
            status = t("am.round_n", n=(st.turns + 1) // 2)
        return widgets.round_pill(status, data_turns=st.turns, data_step=st.step)

    # --- what the engine allows -----------------------------------------------------------
    def legal(self) -> dict:
        def build():
            acts = self.rules.legal_actions(self.state)
            return {
                "stacks": [a.stack for a in acts if isinstance(a, Take)],
                "cells": [a.cell for a in acts if isinstance(a, Place)],
                "draws": [a.slot for a in acts if isinstance(a, Draw)],
                "points": any(isinstance(a, Points) for a in acts),
                "favors": [a.space for a in acts if isinstance(a, Favor)],
            }

        return self._cached("legal", build)

    def cells_open(self) -> "list[int]":
        """Cells the human to act may choose now (after taking the selected stack, if need be)."""
        if not self.human_to_move():
            return []
        step = self.state.step
        if step == "place":
            return self.legal()["cells"]
        if step == "take" and self.sel_stack is not None:
            stack = self.sel_stack

            def build():
                after = self.rules.apply(self.state, Take(stack))
                return [a.cell for a in self.rules.legal_actions(after) if isinstance(a, Place)]

            return self._cached(("cells", stack), build)
        return []

    def planned(self):
        """(actions, state after them) of the human's current selection, or None."""
        if not self.human_to_move():
            return None
        st = self.state
        if st.step == "take" and self.sel_stack is not None and self.sel_cell is not None:
            acts = (Take(self.sel_stack), Place(self.sel_cell))
        elif st.step == "place" and self.sel_cell is not None:
            acts = (Place(self.sel_cell),)
        elif st.step == "favor" and self.sel_favor is not None:
            acts = (Favor(self.sel_favor),)
        elif st.step == "palace" and self.sel_palace is not None:
            # a draw shows a card and a choice ends the turn: prepared, then confirmed
            acts = (Points(),) if self.sel_palace[0] == "points" else (Draw(self.sel_palace[1]),)
        else:
            return None

        def build():
            s = st
            try:
                for a in acts:
                    s = self.rules.apply(s, a)
            except IllegalAction:
                return False
            return acts, s

        plan = self._cached(("plan", acts), build)
        return plan or None

    def held_tile(self) -> int:
        st = self.state
        if st.step in ("place", "palace") and st.held >= 0:
            return st.held
        if st.step == "take" and self.sel_stack is not None and self.human_to_move():
            stack = st.stacks[self.sel_stack]
            return stack[-1] if stack else -1
        return -1

    def _scores(self):
        return self._cached("scores", lambda: self.rules.scores(self.state))

    # --- rendering ----------------------------------------------------------------------
    def render(self) -> str:
        view = self.rules.view(self.state, self.viewer())
        scores = self._scores()
        previews, style = self._preview_styles(view)
        over = view.step == "over"
        return "".join(
            [
                draw.defs_svg(),
                f"<style>{style}</style>" if style else "",
                f'<div class="am-game" data-testid="amytis" data-step="{view.step}" data-turn="{view.turn}">',
                '<section class="am-left">',
                self._construction_html(view),
                self._market_html(view),
                self._favor_html(view),
                "</section>",
                '<section class="am-main">',
                self._final_html(view, scores) if over and self.final_open else "",
                f'<div class="am-boards">{self._board_html(view, 0, scores, previews)}{self._board_html(view, 1, scores, previews)}</div>',
                self._actionbar_html(view),
                self._buildings_html(view),
                "</section>",
                '<aside class="am-side">',
                self._players_html(view, scores),
                self.log_html(),
                "</aside>",
                "</div>",
            ]
        )

    # construction board ---------------------------------------------------------------------
    def _construction_html(self, view) -> str:
        can = self.human_to_move() and view.step == "take"
        avail = set(self.legal()["stacks"]) if can else set()
        marks = self.last_marks()
        cells = []
        for i in range(STACKS):
            size, top, arch = view.stack_sizes[i], view.stack_tops[i], view.architects[i]
            cls = "am-stack"
            if not size:
                cls += " empty"
            if i in avail:
                cls += " avail"
            if i == self.sel_stack and can:
                cls += " selected"
            hinted = self.is_hinted(Take(i))
            if hinted:
                cls += " hint"
            if i == view.taken:
                cls += " taken"
            if ("stack", i) in marks:
                cls += " last-move"
            tip = [tn("am.n_tiles", size)]
            if size:
                tip.append(t("am.top_tile", tile=draw.tile_name(top)))
            if arch >= 0:
                tip.append(t("am.architect_of", name=self.seat_name(arch)))
            if i in avail:
                tip.append(t("am.stack_do"))
            tip = t("am.stack_name", **log.place(i)) + ": " + " · ".join(tip)
            body = draw.tile_svg(top, title=False) if size else '<span class="am-empty-mark" aria-hidden="true"></span>'
            badge = f'<span class="am-h" aria-hidden="true">{size}</span>' if size else ""
            pawn = draw.pawn_svg(arch) if arch >= 0 else ""
            cells.append(
                f"<button{attrs(class_=f'{cls} l{min(size, 4)}', data_act='stack', data_arg=i, data_testid=f'stack-{i}', data_ref=f'am-stack-{i}' + (f' am-tile-{top}' if size else ''), data_size=size, data_top=top, data_arch=arch, disabled=i not in avail, data_tip=tip, aria_label=widgets.hinted(tip, hinted))}>"
                f"{body}{badge}{pawn}</button>"
            )
        empty = sum(1 for s in view.stack_sizes if not s)
        meta = t("am.empty_stacks", n=empty)
        last = (
            f'<span class="am-last" data-testid="last-round">{esc(t("am.last_round"))}</span>'
            if view.ending and view.step != "over"
            else ""
        )
        meta = f'<span class="muted small" data-testid="empty-stacks" data-empty="{empty}">{esc(meta)}</span>{last}'
        return widgets.panel(
            t("am.construction"),
            f'<div class="am-grid am-cgrid" data-rove="am-cgrid">{"".join(cells)}</div>',
            cls="am-panel am-construction",
            testid="construction",
            meta=meta,
        )

    # projects on offer ----------------------------------------------------------------------
    def _market_html(self, view) -> str:
        offer = self.human_to_move() and view.step == "palace"
        me = self.viewer()
        cards = []
        for slot, card in enumerate(view.faceup):
            key = f"{me}-{card}"
            cls = (
                "am-proj"
                + (" offer" if offer else "")
                + (" pinned" if self.pinned == key else "")
                + (" last-move" if ("card", card) in self.last_marks() else "")
            )
            cards.append(
                f"<button{attrs(class_=cls, data_act='proj', data_arg=key, data_proj=key, data_testid=f'proj-{card}', data_ref=f'am-card-{card}', data_slot=slot, title=t('am.preview_hint'), aria_label=draw.project_words(card))}>"
                f"{draw.project_svg(card)}</button>"
            )
        # the cards only show where their pattern would lie (a view: after a decision the focus
        # goes to the next one's places, not here)
        deck = (
            f'<div class="am-deck{" offer" if offer else ""}" data-testid="deck" data-size="{view.deck_size}" '
            f'title="{esc(t("am.deck_title"))}"><span class="am-deck-back" aria-hidden="true"></span>'
            f'<span class="am-deck-n" aria-hidden="true">{view.deck_size}</span>'
            f'<span class="sr-only">{esc(t("am.twin.deck", n=view.deck_size))}</span></div>'
        )
        return widgets.panel(
            t("am.projects"),
            f'<div class="am-market-row" data-rove="am-market-row" data-view="true">{"".join(cards)}{deck}</div>',
            cls="am-panel am-market",
            testid="market",
            meta=f'<span class="muted small">{esc(t("am.market_note"))}</span>',
        )

    # the King's favor -----------------------------------------------------------------------
    def _favor_html(self, view) -> str:
        choosing = self.human_to_move() and view.step == "favor"
        legal = set(self.legal()["favors"]) if choosing else set()
        seat = view.turn
        top = []
        for index, space in enumerate(TOP_SPACES):
            owner = view.favors[index]
            cls = "am-fav"
            if space in legal:
                cls += " avail"
            if space == self.sel_favor and choosing:
                cls += " selected"
            if owner >= 0:
                cls += f" owned seat-{owner}"
            if ("favor", space) in self.last_marks():
                cls += " last-move"
            label = space if space in HEIGHT_FAVORS else ""
            if space == "corners":
                label = "3+"
            value = self._favor_caption(space)
            worth, worth_points = "", 0
            if space in legal:
                worth_points = space_points(space, self.state.boards[seat], len(self.state.done[seat]))
                worth = widgets.aside(f"+{worth_points}", "am-worth")
            disc = f'<span class="am-fav-disc">{draw.disc_svg(owner) if owner >= 0 else ""}</span>'
            words = self._favor_words(space, owner, worth_points if space in legal else None)
            hinted = self.is_hinted(Favor(space))
            top.append(
                f"<button{attrs(class_=cls + (' hint' if hinted else ''), data_act='favor', data_arg=space, data_testid=f'favor-{space}', data_ref=f'am-favor-{space}', data_owner=owner, disabled=space not in legal, data_tip=words, aria_label=widgets.hinted(words, hinted))}>"
                f'<span class="am-fav-label">{draw.favor_icon(space)}<b>{esc(label)}</b></span>'
                f"{widgets.aside(value, 'am-fav-val')}{disc}{worth}</button>"
            )
        slots = []
        for s in range(len(view.bottom)):
            slots.extend([s] * view.bottom[s])
        discs = "".join(f'<span class="am-slot">{draw.disc_svg(s)}</span>' for s in slots)
        discs += '<span class="am-slot"></span>' * max(0, BOTTOM_SPACES - len(slots))
        cls = "am-fav-bottom"
        if BOTTOM in legal:
            cls += " avail"
        if self.sel_favor == BOTTOM and choosing:
            cls += " selected"
        if ("favor", BOTTOM) in self.last_marks():
            cls += " last-move"
        scale = " ".join(f"{n}→{p}" for n, p in enumerate(BOTTOM_POINTS) if n)
        worth, worth_points = "", None
        if BOTTOM in legal:
            mine = view.bottom[seat]
            worth_points = BOTTOM_POINTS[mine + 1] - BOTTOM_POINTS[mine]
            worth = widgets.aside(f"+{worth_points}", "am-worth")
        words = self._favor_words(BOTTOM, -1, worth_points)
        hinted = self.is_hinted(Favor(BOTTOM))
        bottom = (
            f"<button{attrs(class_=cls + (' hint' if hinted else ''), data_act='favor', data_arg=BOTTOM, data_testid=f'favor-{BOTTOM}', data_ref=f'am-favor-{BOTTOM}', data_pawns=','.join(map(str, view.bottom)), disabled=BOTTOM not in legal, data_tip=words, aria_label=widgets.hinted(words, hinted))}>"
            f'<span class="am-slots">{discs}</span>{widgets.aside(scale, "am-scale")}{worth}</button>'
        )
        legend = "".join(
            f"<li><b>{esc(self._favor_label(s))}</b>: {esc(t(f'am.fav.{s}'))}</li>" for s in (*TOP_SPACES, BOTTOM)
        )
        return widgets.panel(
            t("am.favor"),
            f'<div class="am-fav-top" data-rove="am-fav-top">{"".join(top)}</div>{bottom}'
            f'<details class="am-legend"><summary>{esc(t("am.favor_legend"))}</summary><ul>{legend}</ul></details>',
            cls="am-panel am-favor",
            testid="king-favor",
        )

    def _favor_words(self, space: str, owner: int, points: "int | None") -> str:
        """A favor space in words: its name, what it scores, whose pawn is on it, and what
        putting a pawn there gives now (`points`, None when it cannot be chosen)."""
        words = self._favor_label(space) + ": " + t(f"am.fav.{space}")
        if owner >= 0:
            words += " " + t("am.fav_taken_by", name=self.seat_name(owner))
        if points is not None:
            words += " " + t("am.fav_do", points=tn("n_points", points))
        return words

    @staticmethod
    def _favor_caption(space: str) -> str:
        if space in HEIGHT_FAVORS:
            return f"×{HEIGHT_FAVORS[space][1]}"
        if space == "stairs":
            return f"×{STAIRS_POINTS}"
        if space == "corners":
            return f"×{CORNER_FAVOR_POINTS}"
        return f"+{PROJECT_FAVOR_POINTS}"

    @staticmethod
    def _favor_label(space: str) -> str:
        return t(f"am.favname.{space}")

    # player boards ----------------------------------------------------------------------------
    def _preview_styles(self, view):
        """Which project previews exist (seat → cards) and the CSS that shows one on hover."""
        previews = {0: list(view.hands[0]), 1: list(view.hands[1])}
        previews[self.viewer()] = previews[self.viewer()] + list(view.faceup)
        rules = []
        for seat, cards in previews.items():
            for card in cards:
                key = f"{seat}-{card}"
                rules.append(f'.am-game:has([data-proj="{key}"]:hover) .am-pv[data-pv="{key}"]')
        style = (",".join(rules) + "{display:grid}") if rules else ""
        return previews, style

    def _board_html(self, view, seat: int, scores, previews) -> str:
        """A player's board, hand and completed projects. The cells of the board whose owner is to
        act are "cell-<i>" (the ones a player clicks); the others are "board-<seat>-cell-<i>"."""
        acting = seat == view.turn and view.step != "over"
        open_cells = set(self.cells_open()) if acting else set()
        held = self.held_tile() if acting else -1
        now = now_ms()
        flashes = {}
        for fseat, cell, points, when in self.flashes:
            if fseat == seat and now - when < FLASH_MS:
                flashes.setdefault(cell, []).append((points, now - when))
        stacks = view.boards[seat]
        marks = self.last_marks()
        cells = []
        for i, stack in enumerate(stacks):
            h = len(stack)
            cls = "am-cell"
            if i in open_cells:
                cls += " avail"
            chosen = i == self.sel_cell and i in open_cells
            if chosen:
                cls += " selected"
            if i == view.placed and seat == view.turn:
                cls += " placed"
            if ("cell", seat, i) in marks:
                cls += " last-move"
            top = stack[-1] if stack else -1
            body = draw.tile_svg(top, title=False) if h else '<span class="am-empty-mark" aria-hidden="true"></span>'
            badge = f'<span class="am-h" aria-hidden="true">{h}</span>' if h else ""
            ghost = ""
            if chosen and held >= 0:
                ghost = (
                    f'<span class="am-ghost" data-testid="ghost">{draw.tile_svg(held, title=False)}'
                    f'<span class="am-h">{h + 1}</span></span>'
                )
            fl = "".join(
                f'<span class="am-flash" style="animation-delay:-{age}ms">+{p}</span>' for p, age in flashes.get(i, [])
            )
            tip = self._cell_words(seat, i, h, top, held if i in open_cells else -1)
            if held >= 0 and i in open_cells:
                badge += self._build_badge(i)
            hinted = acting and self.is_hinted(Place(i))
            cells.append(
                f"<button{attrs(class_=f'{cls} l{min(h, 4)}' + (' hint' if hinted else ''), data_act='cell', data_arg=i, data_testid=f'cell-{i}' if acting else f'board-{seat}-cell-{i}', data_ref=f'am-cell-{seat}-{i}' + (f' am-tile-{top}' if h else ''), data_h=h, data_top=top, disabled=i not in open_cells, data_tip=tip, aria_label=widgets.hinted(tip, hinted))}>"
                f"{body}{badge}{ghost}{fl}</button>"
            )
        colours = board_colours(stacks)
        overlays = []
        for card in previews.get(seat, ()):
            key = f"{seat}-{card}"
            marks = []
            for cell, colour in best_fit(card, colours):
                r, c = divmod(cell, 3)
                ok = colours[cell] == colour
                sym = "" if ok else draw.colour_symbol(colour, "am-pv-sym")
                marks.append(
                    f'<span class="am-pv-mark{" ok" if ok else ""}" style="grid-area:{r + 1}/{c + 1}">{sym}</span>'
                )
            cls = "am-pv" + (" on" if self.pinned == key else "")
            overlays.append(f'<div class="{cls}" data-pv="{key}" aria-hidden="true">{"".join(marks)}</div>')
        hand = "".join(
            f"<button{attrs(class_='am-proj' + (' pinned' if self.pinned == f'{seat}-{c}' else '') + (' last-move' if ('card', c) in marks else ''), data_act='proj', data_arg=f'{seat}-{c}', data_proj=f'{seat}-{c}', data_testid=f'proj-{c}', data_ref=f'am-card-{c}', title=t('am.preview_hint'), aria_label=draw.project_words(c))}>"
            f"{draw.project_svg(c)}</button>"
            for c in view.hands[seat]
        )
        hand = hand or f'<span class="muted small">{esc(t("am.no_projects"))}</span>'
        done = "".join(
            f'<span class="am-done{" last-move" if ("card", c) in marks else ""}" data-testid="done-{c}" data-ref="am-card-{c}" title="{esc(t("am.done_title", points=tn("n_points", POINTS[c])))}">'
            f'{draw.project_svg(c, "am-card small")}<span class="am-check" aria-hidden="true">✓</span></span>'
            for c in view.done[seat]
        )
        done_html = (
            f'<div class="am-done-row"><span class="am-row-label">{esc(t("am.completed"))}</span>{done}</div>'
            if done
            else ""
        )
        cls = "am-panel am-board" + (" acting" if acting else "")
        return (
            f'<section class="{cls}" data-testid="board-{seat}" data-seat="{seat}" '
            f'data-hands="{",".join(map(str, view.hands[seat]))}" data-done="{",".join(map(str, view.done[seat]))}">'
            f'<div class="panel-head am-board-head">{draw.pawn_svg(seat, "am-pawn head")}'
            f"<h2>{esc(t('am.board_of', name=self.seat_name(seat)))}</h2>"
            f'<span class="am-board-total" title="{esc(t("score_live"))}">{esc(tn("n_points", scores[seat]["total"]))}</span></div>'
            f'<div class="am-board-body"><div class="am-grid am-pgrid" data-rove="am-pgrid">{"".join(cells)}{"".join(overlays)}</div>'
            f'<div class="am-hand"><span class="am-row-label">{esc(t("am.in_hand"))}</span><div class="am-hand-cards">{hand}</div></div></div>'
            f"{done_html}</section>"
        )

    def _cell_words(self, seat: int, cell: int, height: int, top: int, held: int) -> str:
        """A board cell in words: where it is, what stands there and, when the player may build
        `held` there, what building it would do (points, a project, the King's favor)."""
        words = [tn("am.n_tiles", height)]
        if height:
            words.append(t("am.top_tile", tile=draw.tile_name(top)))
        if held >= 0:
            words.append(self._build_words(cell, held))
        return t("am.cell_name", name=self.seat_name(seat), **log.place(cell)) + ": " + " · ".join(words)

    def _build_after(self, cell: int):
        """The position after building the held tile on `cell` (the engine's own result)."""

        def build():
            st = self.state
            acts = (Place(cell),) if st.step == "place" else (Take(self.sel_stack), Place(cell))
            after = st
            for a in acts:
                after = self.rules.apply(after, a)
            return after

        return self._cached(("build-after", self.sel_stack, cell), build)

    def _build_words(self, cell: int, held: int) -> str:
        """What building the held tile on `cell` would do, from the engine's own result."""
        st, after = self.state, self._build_after(cell)
        tile = draw.tile_name(held, acc=True)  # "build the Wall here"
        first = (
            t("am.cell_do_palace", tile=tile)
            if after.step == "palace"
            else t("am.cell_do", tile=tile, points=tn("n_points", _gain(st, after, st.turn)))
        )
        return ", ".join([first, *self._outcome_words(st, after)])

    def _build_badge(self, cell: int) -> str:
        """The points building on `cell` gives now, shown on the cell itself before it is chosen
        (the cell's name says them too, and what else it brings): "+3", with a star when it also
        completes a project, earns the King's favor or asks the Palace's choice."""
        st, after = self.state, self._build_after(cell)
        more = after.step == "palace" or self._outcome_words(st, after)
        text = f"+{_gain(st, after, st.turn)}" + ("★" if more else "")
        return f'<span class="am-worth am-cell-worth" aria-hidden="true" data-testid="worth-{cell}">{text}</span>'

    # building cards ---------------------------------------------------------------------------
    def _buildings_html(self, view) -> str:
        cards = []
        for b, name in enumerate(BUILDINGS):
            side = view.options.side(b)
            cards.append(
                f'<div class="am-bcard" data-testid="building-{name}" data-side="{side}">'
                f'<div class="am-bcard-head">{draw.building_icon(b)}<b>{esc(draw.building_name(b))}</b>'
                # the side's letter to the eye; a screen reader hears "side A", not "GardenA"
                f'<span class="am-side-letter" aria-hidden="true">{esc(t("am.side_" + side))}</span>'
                f'<span class="sr-only">{esc(t("am.side_said", side=t("am.side_" + side)))}</span></div>'
                f"<p>{esc(t(f'am.fx.{name}.{side}'))}</p></div>"
            )
        return (
            f'<details class="am-panel am-buildings" data-testid="buildings" data-remember="am-buildings" open>'
            f"<summary><h2>{esc(t('am.buildings'))}</h2></summary>"
            f'<div class="am-bcards">{"".join(cards)}</div></details>'
        )

    # action bar -------------------------------------------------------------------------------
    def _actionbar_html(self, view) -> str:
        st = self.state
        if st.step == "over":
            return widgets.over_bar("am-actionbar", self.message, self.replay_note())
        seat = self.current()
        held = self.held_tile()
        held_html = (
            draw.tile_svg(held, "am-tile held").replace("<svg ", f'<svg data-ref="am-tile-{held}" ', 1)
            if held >= 0
            else ""
        )
        buttons = ""
        mode = ""
        if self.thinking is not None:
            status, mode = widgets.thinking(self.seat_name(self.thinking)), "busy"
        elif not self.is_human(seat):
            status = ""
        elif st.step == "palace":
            (status, buttons), mode = self._palace_html(view), "palace"
        else:
            status = self._status_text(view)
            can_cancel = any(v is not None for v in (self.sel_stack, self.sel_cell, self.sel_favor))
            buttons = widgets.cancel_button(disabled=not can_cancel) + widgets.confirm_button(
                disabled=self.planned() is None
            )
        return widgets.action_bar(
            widgets.with_error(self.replay_note() + self.hint_notice() + status, self.message),
            buttons,
            cls="am-actionbar",
            mode=mode,
            held=held_html,
        )

    def _status_text(self, view) -> str:
        st = self.state
        name = self.seat_name(st.turn)
        if st.step == "favor":
            if self.sel_favor is None:
                return esc(t("am.st_favor", name=name))
            return esc(t("am.st_favor_chosen", space=self._favor_label(self.sel_favor)))
        if st.step == "take" and self.sel_stack is None:
            return esc(t("am.st_take", name=name))
        plan = self.planned()
        if plan is None:
            return esc(t("am.st_place", name=name, tile=draw.tile_name(self.held_tile())))
        _acts, after = plan
        first = (
            t("am.pv_palace")
            if after.step == "palace"
            else t("am.pv_points", points=tn("n_points", _gain(st, after, st.turn)))
        )
        return esc(" · ".join([first, *self._outcome_words(st, after)]) + " " + t("am.pv_confirm"))

    @staticmethod
    def _outcome_words(before, after) -> "list[str]":
        """What a building brings besides its points: projects completed, the King's favor."""
        seat = before.turn
        words = []
        new = after.done[seat][len(before.done[seat]) :]
        if new:
            words.append(t("am.pv_projects", points=tn("n_points", sum(POINTS[c] for c in new))))
        if after.step == "favor":
            words.append(t("am.pv_favor"))
        return words

    def _palace_html(self, view):
        st = self.state
        legal = self.legal()
        seat = st.turn
        name = self.seat_name(seat)  # hot seat: say whose decision it is
        if st.options.palace == "A":
            status = t("am.st_palace_a", name=name, points=tn("n_points", self._palace_a_points()))
        else:
            status = t("am.st_palace_b", name=name)
        buttons = []
        for slot in legal["draws"]:
            if slot is None:
                continue
            card = st.faceup[slot]
            hinted = self.is_hinted(Draw(slot))
            buttons.append(
                widgets.button(
                    "draw",
                    cls="btn am-draw card" + (" hint" if hinted else ""),
                    arg=slot,
                    testid=f"draw-{slot}",
                    pressed=self.sel_palace == ("draw", slot),
                    title=t("am.project_title", n=card, points=tn("n_points", POINTS[card])),
                    label=widgets.hinted(self._draw_words(card)) if hinted else None,
                    html=f'{draw.project_svg(card, "am-card tiny")}<span class="btn-label">{esc(t("am.take_card"))}</span>',
                )
            )
        if None in legal["draws"]:
            hinted = self.is_hinted(Draw(None))
            buttons.append(
                widgets.button(
                    "draw",
                    t("am.take_deck"),
                    cls="btn am-draw deck" + (" hint" if hinted else ""),
                    arg="deck",
                    testid="draw-deck",
                    label=widgets.hinted(t("am.take_deck")) if hinted else None,
                    pressed=self.sel_palace == ("draw", None),
                    html='<span class="am-deck-back small" aria-hidden="true"></span>',
                )
            )
        if legal["points"]:
            gain = _gain(st, self.rules.apply(st, Points()), seat)
            hinted = self.is_hinted(Points())
            words = t("am.take_points", points=tn("n_points", gain))
            buttons.append(
                widgets.button(
                    "points",
                    words,
                    label=widgets.hinted(words) if hinted else None,
                    cls="btn primary am-draw points" + (" hint" if hinted else ""),
                    testid="points",
                    data_points=gain,
                    pressed=self.sel_palace == ("points",),
                )
            )
        confirm = ""
        if self.sel_palace is not None:
            confirm = (
                f'<div class="am-palace-confirm">{widgets.cancel_button()}'
                f"{widgets.confirm_button(disabled=self.planned() is None)}</div>"
            )
        return esc(
            status
        ), f'<div class="am-palace-choices" data-rove="am-palace-choices">{"".join(buttons)}</div>{confirm}'

    def _palace_a_points(self) -> int:
        """Palace side A: what the Palace scores after the draw (the same whatever card is taken)."""

        def build():
            st = self.state
            return _gain(st, self.rules.apply(st, Draw(0)), st.turn)

        return self._cached("palace_a", build)

    # players, scores, log ---------------------------------------------------------------------
    def _players_html(self, view, scores) -> str:
        cur = self.current()
        cards = []
        for seat in range(len(self.record.players)):
            free = ARCHITECTS - on_board(view.architects, seat)
            pawns = pawns_left(view.favors, view.bottom, seat)
            total = scores[seat]["total"]
            free_words = f"{t('am.architects_free')}: {free}"
            pawn_words = f"{t('am.pawns_left')}: {pawns}"
            kind = (
                f"{esc(self.seat_kind(seat))} · "
                f"<span{attrs(class_='am-tipped', tabindex=0, role='img', data_tip=free_words, aria_label=free_words)}>"
                f'{draw.pawn_svg(seat, "am-pawn tiny")}<span aria-hidden="true">{free}</span></span> '
                f"<span{attrs(class_='am-tipped', tabindex=0, role='img', data_tip=pawn_words, aria_label=pawn_words)}>"
                f'{draw.disc_svg(seat, "am-disc tiny")}<span aria-hidden="true">{pawns}</span></span>'
            )
            stats = (
                f'<span class="ptotal am-ptotal" data-testid="score-{seat}" data-total="{total}">'
                f"{esc(tn('n_points', total))}</span>"
            )
            cards.append(
                widgets.player_card(
                    seat,
                    draw.pawn_svg(seat, "am-pawn small") + esc(self.seat_name(seat)),
                    kind,
                    stats,
                    cls="player am-player" + (" turn" if seat == cur else ""),
                    thinking=self.thinking == seat,
                )
            )
        # an icon heads each column: its words for screen readers beside it (widgets.sr_words)
        head = "".join(
            f'<th title="{esc(draw.building_name(b))}">{draw.building_icon(b, "icon cat am-bicon")}{widgets.sr_words(draw.building_name(b))}</th>'
            for b in range(len(BUILDINGS))
        )
        head += (
            f'<th title="{esc(t("am.projects"))}">{draw.favor_icon("projects").replace("am-ficon", "icon cat am-ficon")}{widgets.sr_words(t("am.projects"))}</th>'
            f'<th title="{esc(t("am.favor"))}">{draw.disc_svg(0, "icon cat am-disc")}{widgets.sr_words(t("am.favor"))}</th>'
        )
        rows = [
            widgets.live_row(
                f'{draw.pawn_svg(seat, "am-pawn small")}<span class="sr-only">{esc(self.seat_name(seat))}</span>',
                (scores[seat][name] for name in (*BUILDINGS, "projects", "favors")),
                scores[seat]["total"],
                seat_title=self.seat_name(seat),
            )
            for seat in range(len(self.record.players))
        ]
        return widgets.players_panel(
            cards, widgets.live_scores(head, rows, t("am.score_hint"), cls="live-scores am-live")
        )

    def log_viewer(self) -> "int | None":
        """Whose knowledge the log shows: the seat whose view is drawn; everything when no
        human plays."""
        return self.viewer() if any(self.is_human(s) for s in range(len(self.record.players))) else None

    def last_marks(self) -> "set[tuple]":
        """The pieces of the newest turn of another seat (log.marks), marked until the next move."""
        viewer = self.log_viewer()
        return self._cached(("last", viewer), lambda: log.marks(log.last_turn(log.events_of(self.log), viewer)))

    # final table -------------------------------------------------------------------------------
    def _final_html(self, view, scores) -> str:
        winners = self.rules.winners(self.state)
        n = len(self.record.players)

        def row(label_html, key, values, cls=None):
            return widgets.final_row(label_html, key, values, winners, cls=cls)

        rows = []
        for b, bname in enumerate(BUILDINGS):
            rows.append(
                row(
                    f"{draw.building_icon(b, 'icon cat am-bicon')} {esc(draw.building_name(b))}",
                    bname,
                    [scores[i][bname] for i in range(n)],
                )
            )
        placement = [sum(scores[i][b] for b in BUILDINGS) for i in range(n)]
        rows.append(row(esc(t("am.placement_total")), "placement", placement, "sub-row"))
        rows.append(
            row(
                esc(t("am.projects_done")),
                "projects",
                [f'{scores[i]["projects"]} <span class="muted small">({len(view.done[i])})</span>' for i in range(n)],
            )
        )
        st = self.state
        for index, space in enumerate(TOP_SPACES):
            owner = st.favors[index]
            if owner < 0:
                continue
            values = ["—"] * n
            values[owner] = str(space_points(space, st.boards[owner], len(st.done[owner])))
            rows.append(row(esc(t("am.final_favor", space=self._favor_label(space))), f"favor-{space}", values))
        if any(st.bottom):
            values = [str(BOTTOM_POINTS[st.bottom[i]]) if st.bottom[i] else "—" for i in range(n)]
            rows.append(row(esc(t("am.final_favor", space=self._favor_label(BOTTOM))), "favor-bottom", values))
        rows.append(row(esc(t("am.favors_total")), "favors", [scores[i]["favors"] for i in range(n)], "sub-row"))
        return self.final_table(
            "final am-final", icon("laurel", "icon laurel") + esc(self.headline(winners)), rows, scores
        )

    # --- events -------------------------------------------------------------------------

    def on_stack(self, arg) -> None:
        if not self.human_to_move() or self.state.step != "take":
            return
        stack = int(arg)
        if stack not in self.legal()["stacks"]:
            return
        self.sel_stack = None if self.sel_stack == stack else stack
        if self.sel_cell is not None and self.sel_cell not in self.cells_open():
            self.sel_cell = None
        self.app.render()

    def on_cell(self, arg) -> None:
        cell = int(arg)
        if cell not in self.cells_open():
            return
        self.sel_cell = None if self.sel_cell == cell else cell
        self.app.render()

    def on_favor(self, arg) -> None:
        if not self.human_to_move() or self.state.step != "favor" or arg not in self.legal()["favors"]:
            return
        self.sel_favor = None if self.sel_favor == arg else arg
        self.app.render()

    def on_confirm(self, _arg=None) -> None:
        plan = self.planned()
        if plan is not None:
            self.play(plan[0])

    def on_cancel(self, _arg=None) -> None:
        if self.human_to_move():
            self.clear_selection()
            self.app.render()

    def on_draw(self, arg) -> None:
        if not self.human_to_move() or self.state.step != "palace":
            return
        slot = None if arg == "deck" else int(arg)
        if slot in self.legal()["draws"]:
            self._prepare_palace(("draw", slot))

    def on_points(self, _arg=None) -> None:
        if self.human_to_move() and self.legal()["points"]:
            self._prepare_palace(("points",))

    def _prepare_palace(self, choice) -> None:
        """A Palace choice shows a card or ends the turn, so it is prepared and then confirmed
        (a second click on it confirms too)."""
        if self.sel_palace == choice:
            self.on_confirm()
            return
        self.sel_palace = choice
        self.app.render()

    def on_proj(self, arg) -> None:
        self.pinned = None if self.pinned == arg else arg
        self.app.render()

    def on_key(self, key: str) -> bool:
        if key == "Escape" and any(
            v is not None for v in (self.sel_stack, self.sel_cell, self.sel_favor, self.sel_palace, self.pinned)
        ):
            self.pinned = None
            self.on_cancel()
            return True
        if key == "Enter" and self.planned() is not None:
            self.on_confirm()
            return True
        return False

    # --- a tutorial (tutorial.py) -------------------------------------------------------
    def tutorial_selected(self) -> tuple:
        """A stack chosen but not taken yet: Take and Place are played together on Confirm."""
        if self.state.step == "take" and self.sel_stack is not None and self.human_to_move():
            return (Take(self.sel_stack),)
        return ()

    def tutorial_targets(self, actions) -> "list[str]":
        """The stack, then the cell, then Confirm; a favour space, then Confirm; a Palace's choice."""
        out = []
        for a in actions:
            if isinstance(a, Take):
                out.append(f'[data-act="stack"][data-arg="{a.stack}"]')
            elif isinstance(a, Place):
                out.append('[data-act="confirm"]' if self.sel_cell == a.cell else f'[data-testid="cell-{a.cell}"]')
            elif isinstance(a, Favor):
                out.append(
                    '[data-act="confirm"]' if self.sel_favor == a.space else f'[data-act="favor"][data-arg="{a.space}"]'
                )
            elif isinstance(a, Draw):  # once chosen, Confirm: the pulse leaves the choice made
                out.append(
                    '[data-act="confirm"]'
                    if self.sel_palace == ("draw", a.slot)
                    else f'[data-act="draw"][data-arg="{"deck" if a.slot is None else a.slot}"]'
                )
            elif isinstance(a, Points):
                out.append('[data-act="confirm"]' if self.sel_palace == ("points",) else '[data-act="points"]')
        return list(dict.fromkeys(out))

    def tutorial_allows(self, act: str, arg, actions) -> bool:
        if act == "confirm":
            return True  # what it plays is checked against the step (GameScreenBase.play)
        try:
            wanted = {
                "stack": lambda: Take(int(arg)),
                "cell": lambda: Place(int(arg)),
                "favor": lambda: Favor(arg),
                "draw": lambda: Draw(None if arg == "deck" else int(arg)),
                "points": lambda: Points(),
            }[act]()
        except (KeyError, TypeError, ValueError):
            return False
        return wanted in actions

    # --- playing ------------------------------------------------------------------------
    def hint_words(self, action) -> str:
        """The advised stack, cell, favour space or Palace choice named as on its control."""
        st = self.state
        if isinstance(action, Take):
            stack = t("am.stack_name", **log.place(action.stack))
            then = self.hint.then if self.hint is not None and self.hint.action == action else None
            if isinstance(then, Place):  # the turn's two choices: where the tile goes too
                cell = t("am.cell_name", name=self.seat_name(st.turn), **log.place(then.cell))
                return t("am.hint_take_place", stack=stack, cell=cell)
            return stack
        if isinstance(action, Place):
            return t("am.cell_name", name=self.seat_name(st.turn), **log.place(action.cell))
        if isinstance(action, Favor):
            return self._favor_words(action.space, -1, None)
        if isinstance(action, Draw):
            return t("am.take_deck") if action.slot is None else self._draw_words(st.faceup[action.slot])
        if isinstance(action, Points):
            return t("am.take_points", points=tn("n_points", _gain(st, self.rules.apply(st, Points()), st.turn)))
        return ""

    @staticmethod
    def _draw_words(card: int) -> str:
        """A face-up project taken at the Palace, in words."""
        return t("am.take_card") + ": " + t("am.project_title", n=card, points=tn("n_points", POINTS[card]))

    def is_hinted(self, action) -> bool:
        """The advised stack, and while it is to be taken the advised cell for its tile too."""
        if self.hint is None:
            return False
        return self.hint.action == action or (
            self.state.step == "take" and self.hint.then is not None and self.hint.then == action
        )

    def show_hint(self, action) -> None:
        """The advised stack, cell or favour chosen, as if the player had clicked it (a palace
        choice is marked on its button only)."""
        if isinstance(action, Take):
            self.sel_stack = action.stack
            then = self.hint.then if self.hint is not None else None
            if isinstance(then, Place) and then.cell in self.cells_open():
                self.sel_cell = then.cell  # and the cell for its tile: Confirm plays both
        elif isinstance(action, Place):
            self.sel_cell = action.cell
        elif isinstance(action, Favor):
            self.sel_favor = action.space

    def clear_selection(self) -> None:
        self.sel_stack = None
        self.sel_cell = None
        self.sel_favor = None
        self.sel_palace = None  # the Palace choice prepared: ("draw", face-up slot or None: the deck) or ("points",)

    def reset_view(self) -> None:
        self.clear_selection()
        self.pinned = None  # "seat-card" of a project whose best fit is shown
        # "+N" shown over a cell for a moment: (seat, cell, points, when)
        self.flashes = []

    def forget_caches(self) -> None:
        super().forget_caches()
        self.flashes = []  # no "+N" over a placement taken back

    def after_step(self, entries) -> None:
        """ "+N" over the cell that scored, from the move's events."""
        when = now_ms()
        self.flashes = [f for f in self.flashes if when - f[3] < FLASH_MS]
        for e in log.events_of(entries):
            if isinstance(e, (ev.TileBuilt, ev.ProjectDrawn, ev.PalacePoints)) and e.points and e.cell >= 0:
                self.flashes.append((e.seat, e.cell, e.points, when))

    def moves_of(self, choice) -> tuple:
        """A human's turn: its moves (Take and Place, or one Palace or favor choice) together."""
        return tuple(choice)

    def progress(self):
        st = self.state
        return (st.turns + 1) // 2, 0, st.step == "over"
