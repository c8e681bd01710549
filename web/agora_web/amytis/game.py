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
from engine.amytis.architects import completes_line, on_board
from engine.amytis.data import (ARCHITECTS, BOTTOM, BOTTOM_POINTS, BOTTOM_SPACES, BUILDINGS, CORNER_FAVOR_POINTS,
                                HEIGHT_FAVORS, STAIRS_POINTS, STACKS, TOP_SPACES, PROJECT_FAVOR_POINTS, colour_of)
from engine.amytis.favors import pawns_left, space_points
from engine.amytis.flow import ending
from engine.amytis.projects import FITS, POINTS
from engine.core.errors import IllegalAction

from .. import saves, screens
from ..dom import attrs, esc, now_ms
from ..i18n import t, tn
from ..screens import GameScreenBase
from ..share import share_button
from . import draw

FLASH_MS = 1800
LAUREL = ('<svg class="icon laurel" viewBox="-10 -10 20 20" aria-hidden="true">'
          '<use href="#g-laurel" x="-10" y="-10" width="20" height="20"/></svg>')


# --- loading a record ----------------------------------------------------------------------

def replay_with_log(record):
    """(rules, state, log) after every move of the record; raises RecordError on a bad one."""
    return screens.replay_with_log(record, lambda state: ("start", state.turn), lambda _rules, *move: describe(*move))


def _gain(before, after, seat: int) -> int:
    return sum(after.points[seat]) - sum(before.points[seat])


def _new_card(before, after, seat: int) -> int:
    had = set(before.hands[seat]) | set(before.done[seat])
    now = [c for c in (*after.hands[seat], *after.done[seat]) if c not in had]
    return now[0] if now else -1


def describe(before, action, after) -> list:
    """Log entries (language-free tuples) for one engine move."""
    seat = before.turn
    out = []
    if isinstance(action, Take):
        out.append(("take", seat, action.stack, after.held))
        if ending(after) and not ending(before):
            out.append(("ending",))
    elif isinstance(action, Place):
        palace = after.step == "palace"
        out.append(("place", seat, action.cell, before.held, len(after.boards[seat][action.cell]),
                    None if palace else _gain(before, after, seat)))
    elif isinstance(action, Draw):
        card = before.faceup[action.slot] if action.slot is not None else _new_card(before, after, seat)
        out.append(("draw", seat, action.slot, card, before.placed, _gain(before, after, seat)))
    elif isinstance(action, Points):
        out.append(("palace_points", seat, before.placed, _gain(before, after, seat)))
    elif isinstance(action, Favor):
        out.append(("favor", seat, action.space))
    for card in after.done[seat][len(before.done[seat]):]:
        out.append(("project", seat, card, POINTS[card]))
    resolved = isinstance(action, (Draw, Points)) or (isinstance(action, Place) and after.step != "palace")
    if (resolved and after.step != "favor" and before.taken >= 0
            and completes_line(after.architects, seat, before.taken)):
        out.append(("favor_lost", seat))
    nxt = after.turn
    if nxt >= 0 and nxt != seat and on_board(before.architects, nxt) and not on_board(after.architects, nxt):
        out.append(("return", nxt))
    if after.step == "over":
        out.append(("end",))
    return out


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
    COMPUTER_LEVELS = ("easy", "medium", "hard")

    def __init__(self, app, save_id: str, created: int, record, rules, state, log):
        super().__init__(app, save_id, created, record, rules, state, log)
        # turn interaction
        self.sel_stack = None
        self.sel_cell = None
        self.sel_favor = None
        self.pinned = None  # "seat-card" of a project whose best fit is shown
        # "+N" shown over a cell for a moment: (seat, cell, points, when)
        self.flashes = []

    # --- seats --------------------------------------------------------------------------
    def viewer(self) -> int:
        """Whose eyes the screen uses: the human to act, else the first human seat."""
        return self.first_human()

    # --- lifecycle ----------------------------------------------------------------------
    def topbar_extra(self) -> str:
        st = self.state
        if st.step == "over":
            status = t("game_over")
        elif ending(st):
            status = t("am.last_round")
        else:
            status = t("am.round_n", n=(st.turns + 1) // 2)
        return (f'<span class="round-pill" data-testid="round" data-turns="{st.turns}" data-step="{st.step}">'
                f'{esc(status)}</span>'
                + self._export_button() + share_button())

    # --- what the engine allows -----------------------------------------------------------
    def legal(self) -> dict:
        def build():
            acts = self.rules.legal_actions(self.state)
            return {"stacks": [a.stack for a in acts if isinstance(a, Take)],
                    "cells": [a.cell for a in acts if isinstance(a, Place)],
                    "draws": [a.slot for a in acts if isinstance(a, Draw)],
                    "points": any(isinstance(a, Points) for a in acts),
                    "favors": [a.space for a in acts if isinstance(a, Favor)]}
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
        return "".join([
            draw.defs_svg(), f'<style>{style}</style>' if style else "",
            f'<div class="am-game" data-testid="amytis" data-step="{view.step}" data-turn="{view.turn}">',
            '<section class="am-left">',
            self._construction_html(view),
            self._market_html(view),
            self._favor_html(view),
            '</section>',
            '<section class="am-main">',
            self._final_html(view, scores) if over and self.final_open else "",
            f'<div class="am-boards">{self._board_html(view, 0, scores, previews)}{self._board_html(view, 1, scores, previews)}</div>',
            self._actionbar_html(view),
            self._buildings_html(view),
            '</section>',
            '<aside class="am-side">',
            self._players_html(view, scores),
            self._log_html(),
            '</aside>',
            '</div>'])

    # construction board ---------------------------------------------------------------------
    def _construction_html(self, view) -> str:
        can = self.human_to_move() and view.step == "take"
        avail = set(self.legal()["stacks"]) if can else set()
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
            if i == view.taken:
                cls += " taken"
            tip = [tn("am.n_tiles", size)]
            if size:
                tip.append(t("am.top_tile", tile=draw.tile_name(top)))
            if arch >= 0:
                tip.append(t("am.architect_of", name=self.seat_name(arch)))
            body = draw.tile_svg(top, title=False) if size else '<span class="am-empty-mark" aria-hidden="true"></span>'
            badge = f'<span class="am-h" aria-hidden="true">{size}</span>' if size else ""
            pawn = draw.pawn_svg(arch) if arch >= 0 else ""
            cells.append(
                f'<button{attrs(class_=f"{cls} l{min(size, 4)}", data_act="stack", data_arg=i, data_testid=f"stack-{i}", data_size=size, data_top=top, data_arch=arch, disabled=i not in avail, title=" · ".join(tip), aria_label=" · ".join(tip))}>'
                f'{body}{badge}{pawn}</button>')
        empty = sum(1 for s in view.stack_sizes if not s)
        meta = t("am.empty_stacks", n=empty)
        last = f'<span class="am-last" data-testid="last-round">{esc(t("am.last_round"))}</span>' if view.ending and view.step != "over" else ""
        return (f'<section class="am-panel am-construction" data-testid="construction">'
                f'<div class="panel-head"><h2>{esc(t("am.construction"))}</h2>'
                f'<span class="muted small" data-testid="empty-stacks" data-empty="{empty}">{esc(meta)}</span>{last}</div>'
                f'<div class="am-grid am-cgrid">{"".join(cells)}</div></section>')

    # projects on offer ----------------------------------------------------------------------
    def _market_html(self, view) -> str:
        offer = self.human_to_move() and view.step == "palace"
        me = self.viewer()
        cards = []
        for slot, card in enumerate(view.faceup):
            key = f"{me}-{card}"
            cls = "am-proj" + (" offer" if offer else "") + (" pinned" if self.pinned == key else "")
            cards.append(f'<button{attrs(class_=cls, data_act="proj", data_arg=key, data_proj=key, data_testid=f"proj-{card}", data_slot=slot, title=t("am.preview_hint"))}>'
                         f'{draw.project_svg(card)}</button>')
        deck = (f'<div class="am-deck{" offer" if offer else ""}" data-testid="deck" data-size="{view.deck_size}" '
                f'title="{esc(t("am.deck_title"))}"><span class="am-deck-back" aria-hidden="true"></span>'
                f'<span class="am-deck-n">{view.deck_size}</span></div>')
        return (f'<section class="am-panel am-market" data-testid="market">'
                f'<div class="panel-head"><h2>{esc(t("am.projects"))}</h2>'
                f'<span class="muted small">{esc(t("am.market_note"))}</span></div>'
                f'<div class="am-market-row">{"".join(cards)}{deck}</div></section>')

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
            label = space if space in HEIGHT_FAVORS else ""
            if space == "corners":
                label = "3+"
            value = self._favor_caption(space)
            worth = ""
            if space in legal:
                worth = f'<span class="am-worth">+{space_points(space, self.state.boards[seat], len(self.state.done[seat]))}</span>'
            disc = f'<span class="am-fav-disc">{draw.disc_svg(owner) if owner >= 0 else ""}</span>'
            top.append(
                f'<button{attrs(class_=cls, data_act="favor", data_arg=space, data_testid=f"favor-{space}", data_owner=owner, disabled=space not in legal, title=t(f"am.fav.{space}"))}>'
                f'<span class="am-fav-label">{draw.favor_icon(space)}<b>{esc(label)}</b></span>'
                f'<span class="am-fav-val">{esc(value)}</span>{disc}{worth}</button>')
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
        scale = " ".join(f"{n}→{p}" for n, p in enumerate(BOTTOM_POINTS) if n)
        worth = ""
        if BOTTOM in legal:
            mine = view.bottom[seat]
            worth = f'<span class="am-worth">+{BOTTOM_POINTS[mine + 1] - BOTTOM_POINTS[mine]}</span>'
        bottom = (f'<button{attrs(class_=cls, data_act="favor", data_arg=BOTTOM, data_testid=f"favor-{BOTTOM}", data_pawns=",".join(map(str, view.bottom)), disabled=BOTTOM not in legal, title=t("am.fav.bottom"))}>'
                  f'<span class="am-slots">{discs}</span><span class="am-scale">{esc(scale)}</span>{worth}</button>')
        legend = "".join(f'<li><b>{esc(self._favor_label(s))}</b> {esc(t(f"am.fav.{s}"))}</li>' for s in (*TOP_SPACES, BOTTOM))
        return (f'<section class="am-panel am-favor" data-testid="king-favor">'
                f'<div class="panel-head"><h2>{esc(t("am.favor"))}</h2></div>'
                f'<div class="am-fav-top">{"".join(top)}</div>{bottom}'
                f'<details class="am-legend"><summary>{esc(t("am.favor_legend"))}</summary><ul>{legend}</ul></details>'
                f'</section>')

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
            top = stack[-1] if stack else -1
            body = draw.tile_svg(top, title=False) if h else '<span class="am-empty-mark" aria-hidden="true"></span>'
            badge = f'<span class="am-h" aria-hidden="true">{h}</span>' if h else ""
            ghost = ""
            if chosen and held >= 0:
                ghost = (f'<span class="am-ghost" data-testid="ghost">{draw.tile_svg(held, title=False)}'
                         f'<span class="am-h">{h + 1}</span></span>')
            fl = "".join(f'<span class="am-flash" style="animation-delay:-{age}ms">+{p}</span>' for p, age in flashes.get(i, []))
            tip = tn("am.n_tiles", h) + (" · " + t("am.top_tile", tile=draw.tile_name(top)) if h else "")
            cells.append(
                f'<button{attrs(class_=f"{cls} l{min(h, 4)}", data_act="cell", data_arg=i, data_testid=f"cell-{i}" if acting else f"board-{seat}-cell-{i}", data_h=h, data_top=top, disabled=i not in open_cells, title=tip, aria_label=tip)}>'
                f'{body}{badge}{ghost}{fl}</button>')
        colours = board_colours(stacks)
        overlays = []
        for card in previews.get(seat, ()):
            key = f"{seat}-{card}"
            marks = []
            for cell, colour in best_fit(card, colours):
                r, c = divmod(cell, 3)
                ok = colours[cell] == colour
                sym = "" if ok else draw.colour_symbol(colour, "am-pv-sym")
                marks.append(f'<span class="am-pv-mark{" ok" if ok else ""}" style="grid-area:{r + 1}/{c + 1}">{sym}</span>')
            cls = "am-pv" + (" on" if self.pinned == key else "")
            overlays.append(f'<div class="{cls}" data-pv="{key}" aria-hidden="true">{"".join(marks)}</div>')
        hand = "".join(
            f'<button{attrs(class_="am-proj" + (" pinned" if self.pinned == f"{seat}-{c}" else ""), data_act="proj", data_arg=f"{seat}-{c}", data_proj=f"{seat}-{c}", data_testid=f"proj-{c}", title=t("am.preview_hint"))}>'
            f'{draw.project_svg(c)}</button>' for c in view.hands[seat])
        hand = hand or f'<span class="muted small">{esc(t("am.no_projects"))}</span>'
        done = "".join(f'<span class="am-done" data-testid="done-{c}" title="{esc(t("am.done_title", points=POINTS[c]))}">'
                       f'{draw.project_svg(c, "am-card small")}<span class="am-check" aria-hidden="true">✓</span></span>'
                       for c in view.done[seat])
        done_html = (f'<div class="am-done-row"><span class="am-row-label">{esc(t("am.completed"))}</span>{done}</div>'
                     if done else "")
        cls = "am-panel am-board" + (" acting" if acting else "")
        return (f'<section class="{cls}" data-testid="board-{seat}" data-seat="{seat}" '
                f'data-hands="{",".join(map(str, view.hands[seat]))}" data-done="{",".join(map(str, view.done[seat]))}">'
                f'<div class="panel-head am-board-head">{draw.pawn_svg(seat, "am-pawn head")}'
                f'<h2>{esc(t("am.board_of", name=self.seat_name(seat)))}</h2>'
                f'<span class="am-board-total" title="{esc(t("score_live"))}">{esc(tn("n_points", scores[seat]["total"]))}</span></div>'
                f'<div class="am-board-body"><div class="am-grid am-pgrid">{"".join(cells)}{"".join(overlays)}</div>'
                f'<div class="am-hand"><span class="am-row-label">{esc(t("am.in_hand"))}</span><div class="am-hand-cards">{hand}</div></div></div>'
                f'{done_html}</section>')

    # building cards ---------------------------------------------------------------------------
    def _buildings_html(self, view) -> str:
        cards = []
        for b, name in enumerate(BUILDINGS):
            side = view.options.side(b)
            cards.append(f'<div class="am-bcard" data-testid="building-{name}" data-side="{side}">'
                         f'<div class="am-bcard-head">{draw.building_icon(b)}<b>{esc(draw.building_name(b))}</b>'
                         f'<span class="am-side-letter">{esc(t("am.side_" + side))}</span></div>'
                         f'<p>{esc(t(f"am.fx.{name}.{side}"))}</p></div>')
        return (f'<details class="am-panel am-buildings" data-testid="buildings" open>'
                f'<summary><h2>{esc(t("am.buildings"))}</h2></summary>'
                f'<div class="am-bcards">{"".join(cards)}</div></details>')

    # action bar -------------------------------------------------------------------------------
    def _actionbar_html(self, view) -> str:
        st = self.state
        if st.step == "over":
            status = esc(t("game_over"))
            return (f'<div class="actionbar am-actionbar over" data-testid="actionbar"><div class="status" data-testid="status">{status}</div>'
                    f'<div class="buttons">{self._over_buttons()}</div></div>')
        seat = self.current()
        held = self.held_tile()
        held_html = draw.tile_svg(held, "am-tile held") if held >= 0 else ""
        buttons = ""
        if self.thinking is not None:
            status = f'<span class="spinner" aria-hidden="true"></span>{esc(t("thinking", name=self.seat_name(self.thinking)))}'
        elif not self.is_human(seat):
            status = ""
        elif st.step == "palace":
            status, buttons = self._palace_html(view)
        else:
            status = self._status_text(view)
            plan = self.planned()
            can_cancel = any(v is not None for v in (self.sel_stack, self.sel_cell, self.sel_favor))
            buttons = (f'<button{attrs(class_="btn", data_act="cancel", data_testid="cancel", disabled=not can_cancel)}>{esc(t("cancel"))}</button>'
                       f'<button{attrs(class_="btn primary", data_act="confirm", data_testid="confirm", disabled=plan is None)}>✓ {esc(t("confirm"))}</button>')
        if self.message:
            status = f'<span class="error" data-testid="error">{esc(self.message)}</span> ' + status
        busy = " busy" if self.thinking is not None else ""
        if self.thinking is None and st.step == "palace" and self.is_human(seat):
            busy = " palace"
        return (f'<div class="actionbar am-actionbar{busy}" data-testid="actionbar">{held_html}'
                f'<div class="status" data-testid="status" aria-live="polite">{status}</div>'
                f'<div class="buttons">{buttons}</div></div>')

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
        parts = []
        seat = st.turn
        if after.step == "palace":
            parts.append(t("am.pv_palace"))
        else:
            parts.append(t("am.pv_points", points=tn("n_points", _gain(st, after, seat))))
        new = after.done[seat][len(st.done[seat]):]
        if new:
            parts.append(t("am.pv_projects", points=tn("n_points", sum(POINTS[c] for c in new))))
        if after.step == "favor":
            parts.append(t("am.pv_favor"))
        return esc(" · ".join(parts) + " " + t("am.pv_confirm"))

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
            buttons.append(f'<button{attrs(class_="btn am-draw card", data_act="draw", data_arg=slot, data_testid=f"draw-{slot}", title=t("am.project_title", n=card, points=POINTS[card]))}>'
                           f'{draw.project_svg(card, "am-card tiny")}<span class="btn-label">{esc(t("am.take_card"))}</span></button>')
        if None in legal["draws"]:
            buttons.append(f'<button class="btn am-draw deck" data-act="draw" data-arg="deck" data-testid="draw-deck">'
                           f'<span class="am-deck-back small" aria-hidden="true"></span>{esc(t("am.take_deck"))}</button>')
        if legal["points"]:
            gain = _gain(st, self.rules.apply(st, Points()), seat)
            buttons.append(f'<button class="btn primary am-draw points" data-act="points" data-testid="points" data-points="{gain}">'
                           f'{esc(t("am.take_points", points=tn("n_points", gain)))}</button>')
        return esc(status), f'<div class="am-palace-choices">{"".join(buttons)}</div>'

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
            cls = "player am-player" + (" turn" if seat == cur else "")
            think = '<span class="spinner small" aria-hidden="true"></span>' if self.thinking == seat else ""
            free = ARCHITECTS - on_board(view.architects, seat)
            pawns = pawns_left(view.favors, view.bottom, seat)
            cards.append(
                f'<div{attrs(class_=cls, data_testid=f"player-{seat}")}>'
                f'<span class="pname">{draw.pawn_svg(seat, "am-pawn small")}{esc(self.seat_name(seat))}{think}</span>'
                f'<span class="pkind">{esc(self.seat_kind(seat))} · '
                f'<span title="{esc(t("am.architects_free"))}">{draw.pawn_svg(seat, "am-pawn tiny")}{free}</span> '
                f'<span title="{esc(t("am.pawns_left"))}">{draw.disc_svg(seat, "am-disc tiny")}{pawns}</span></span>'
                f'<span class="pstats"><span class="ptotal am-ptotal" data-testid="score-{seat}" data-total="{scores[seat]["total"]}">'
                f'{esc(tn("n_points", scores[seat]["total"]))}</span></span></div>')
        head = "".join(f'<th title="{esc(draw.building_name(b))}">{draw.building_icon(b, "icon cat am-bicon")}</th>'
                       for b in range(len(BUILDINGS)))
        head += (f'<th title="{esc(t("am.projects"))}">{draw.favor_icon("projects").replace("am-ficon", "icon cat am-ficon")}</th>'
                 f'<th title="{esc(t("am.favor"))}">{draw.disc_svg(0, "icon cat am-disc")}</th>')
        rows = []
        for seat in range(len(self.record.players)):
            s = scores[seat]
            cells = "".join(f'<td>{s[name]}</td>' for name in (*BUILDINGS, "projects", "favors"))
            rows.append(f'<tr><th scope="row" title="{esc(self.seat_name(seat))}">{draw.pawn_svg(seat, "am-pawn small")}'
                        f'<span class="sr-only">{esc(self.seat_name(seat))}</span></th>{cells}<td class="total">{s["total"]}</td></tr>')
        table = (f'<details class="live-scores am-live" data-testid="live-scores" open><summary>{esc(t("score_live"))}</summary>'
                 f'<table title="{esc(t("am.score_hint"))}"><thead><tr><th></th>{head}'
                 f'<th title="{esc(t("cat.total"))}">Σ</th></tr></thead><tbody>{"".join(rows)}</tbody></table></details>')
        return f'<section class="players" data-testid="players">{"".join(cards)}{table}</section>'

    def _log_text(self, entry) -> str:
        kind = entry[0]

        def name(seat):
            return f"<b>{esc(self.seat_name(seat))}</b>"

        def fill(key, **values):
            """The text with HTML pieces (names, tiles, cards) put in after escaping."""
            html = {k: v for k, v in values.items() if isinstance(v, tuple)}
            plain = {k: v for k, v in values.items() if not isinstance(v, tuple)}
            marks = {k: f"\x00{i}\x00" for i, k in enumerate(html)}
            text = esc(t(key, **plain, **marks))
            for k, mark in marks.items():
                text = text.replace(mark, html[k][0])
            return text

        def tile(tile_id):
            return (f'{draw.tile_svg(tile_id, "am-tile tiny")} {esc(draw.tile_name(tile_id))}',)

        def card(card_id):
            return (draw.project_svg(card_id, "am-card tiny"),)

        def plus(points):
            return f' <span class="am-plus">+{points}</span>' if points else ""

        if kind == "start":
            return fill("am.log_start", name=(name(entry[1]),))
        if kind == "take":
            _, seat, stack, tile_id = entry
            return fill("am.log_take", name=(name(seat),), tile=tile(tile_id), n=stack + 1)
        if kind == "place":
            _, seat, cell, tile_id, height, gained = entry
            text = fill("am.log_place", name=(name(seat),), tile=tile(tile_id), height=height)
            return text + (plus(gained) if gained is not None else "")
        if kind == "draw":
            _, seat, slot, card_id, _cell, gained = entry
            key = "am.log_draw_deck" if slot is None else "am.log_draw"
            return fill(key, name=(name(seat),), card=card(card_id)) + plus(gained)
        if kind == "palace_points":
            return fill("am.log_palace_points", name=(name(entry[1]),)) + plus(entry[3])
        if kind == "project":
            return fill("am.log_project", name=(name(entry[1]),), card=card(entry[2]),
                        points=tn("n_points", entry[3]))
        if kind == "favor":
            return fill("am.log_favor", name=(name(entry[1]),), space=self._favor_label(entry[2]))
        if kind == "favor_lost":
            return fill("am.log_favor_lost", name=(name(entry[1]),))
        if kind == "return":
            return fill("am.log_return", name=(name(entry[1]),))
        if kind == "ending":
            return f'<b>{esc(t("am.log_ending"))}</b>'
        if kind == "end":
            return f'<b>{esc(t("am.log_end"))}</b>'
        return ""

    # final table -------------------------------------------------------------------------------
    def _final_html(self, view, scores) -> str:
        winners = self.rules.winners(self.state)
        n = len(self.record.players)
        head = self._final_head(n, winners)

        def row(label_html, key, values, cls=None):
            cells = "".join(f'<td{attrs(class_="win" if i in winners else None, data_testid=f"final-{key}-{i}")}>{values[i]}</td>'
                            for i in range(n))
            return f'<tr{attrs(class_=cls)}><th scope="row">{label_html}</th>{cells}</tr>'

        rows = []
        for b, bname in enumerate(BUILDINGS):
            rows.append(row(f'{draw.building_icon(b, "icon cat am-bicon")} {esc(draw.building_name(b))}', bname,
                            [scores[i][bname] for i in range(n)]))
        placement = [sum(scores[i][b] for b in BUILDINGS) for i in range(n)]
        rows.append(row(esc(t("am.placement_total")), "placement", placement, "sub-row"))
        rows.append(row(esc(t("am.projects_done")), "projects",
                        [f'{scores[i]["projects"]} <span class="muted small">({len(view.done[i])})</span>' for i in range(n)]))
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
        rows.append(self._final_totals(scores, winners, n))
        return self._final_section("final am-final", winners, LAUREL + esc(self._headline(winners)), head, rows)

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
            self._clear_selection()
            self.app.render()

    def on_draw(self, arg) -> None:
        if not self.human_to_move() or self.state.step != "palace":
            return
        slot = None if arg == "deck" else int(arg)
        if slot in self.legal()["draws"]:
            self.play((Draw(slot),))

    def on_points(self, _arg=None) -> None:
        if self.human_to_move() and self.legal()["points"]:
            self.play((Points(),))

    def on_proj(self, arg) -> None:
        self.pinned = None if self.pinned == arg else arg
        self.app.render()

    def on_key(self, key: str) -> bool:
        if key == "Escape" and any(v is not None for v in (self.sel_stack, self.sel_cell, self.sel_favor, self.pinned)):
            self.pinned = None
            self.on_cancel()
            return True
        if key == "Enter" and self.planned() is not None:
            self.on_confirm()
            return True
        return False

    # --- playing ------------------------------------------------------------------------
    def _clear_selection(self) -> None:
        self.sel_stack = None
        self.sel_cell = None
        self.sel_favor = None

    def _describe(self, before, action, after) -> list:
        return describe(before, action, after)

    def _forget_caches(self) -> None:
        super()._forget_caches()
        self.flashes = []  # no "+N" over a placement taken back

    def _apply(self, action) -> bool:
        return self._apply_all((action,))

    def _apply_all(self, actions) -> bool:
        """Apply moves in order, recording, logging and saving them. False (nothing changed) if
        the engine refuses the first; a refusal later keeps the moves made before it."""
        done = 0
        for action in actions:
            entries = self._step(action)
            if entries is None:
                break
            self._flash(entries)
            done += 1
        if done:
            self.save()
        return done > 0

    def _flash(self, entries) -> None:
        when = now_ms()
        self.flashes = [f for f in self.flashes if when - f[3] < FLASH_MS]
        for e in entries:
            if e[0] == "place" and e[5]:
                self.flashes.append((e[1], e[2], e[5], when))
            elif e[0] == "draw" and e[5]:
                self.flashes.append((e[1], e[4], e[5], when))
            elif e[0] == "palace_points" and e[3]:
                self.flashes.append((e[1], e[2], e[3], when))

    def play(self, actions) -> None:
        """A human's moves: apply, record, save, and go on."""
        self._apply_all(actions)
        self._clear_selection()
        self.app.render()
        self.maybe_run_computers()

    def summary(self) -> "saves.Summary":
        st = self.state
        over = st.step == "over"
        winners = [self.seat_name(w) for w in self.rules.winners(st)] if over else []
        return saves.Summary(round=(st.turns + 1) // 2, rounds=0, moves=len(self.record.moves),
                             over=over, winners=winners)
