"""The Akropolis game screen: construction site, cities, players, log, turn interaction.

The screen never decides a rule: legal placements, affordability, errors, scores and winners all
come from the engine. A turn is: pick a site tile → the engine's legal positions light up → click
one to preview a placement containing it (click again / Rotate: the next one) → Confirm.
"""

from __future__ import annotations

import msgspec

from engine.akropolis import Move
from engine.akropolis.data import TILES

from ..services import saves
from ..dom import attrs, by_id, document, esc
from ..texts.i18n import t, tn
from ..presentation.panzoom import PanZoom
from ..screens.game_screen import GameScreenBase
from ..ui import widgets
from ..ui.icons import icon
from . import draw, log

CATEGORIES = ("house", "market", "barracks", "temple", "garden", "quarries", "stones")
CAT_COLORS = {"house": "h", "market": "m", "barracks": "b", "temple": "t", "garden": "g", "quarries": "q"}
MIN_W, MAX_W = 40.0, 1600.0

#: solo_ai's id of the solo game's automaton (the seat after the player's)
FAMOUS_ARCHITECT = "akropolis.famous_architect"


# --- the screen ----------------------------------------------------------------------------


class GameScreen(GameScreenBase):
    GAME = "akropolis"
    #: a turn is one decision: it may use the whole turn's thinking time (wall seconds)
    AI_TIME_S = 0.8
    AI_TURN_SHARE = 1.0
    #: the acts that choose a move (a tutorial accepts only what it points at)
    TUTORIAL_ACTS = ("pick", "spot", "rotate", "confirm")
    #: what each decision is answered on (screens.GameScreenBase.asked)
    ASKED = {"take-tile": '[data-testid="site"]', "place-tile": '[data-testid="city-wrap"]'}

    @property
    def solo(self) -> "str | None":
        """The Famous Architect's level in a solo game, else None."""
        return self.view().options.solo

    def view(self):
        """What the viewing seat sees (Rules.view): everything the screen draws comes from it."""
        return self._cached("view", lambda: self.rules.view(self.state, self.viewer()))

    def placements(self, take: int) -> "list[tuple[tuple[int, int], ...]]":
        """Where the site tile `take` may be built now, as the engine's legal moves say."""

        def build():
            found: "dict[int, list]" = {}
            for move in self.rules.legal_actions(self.state):
                if move.hexes:
                    found.setdefault(move.take, []).append(tuple(tuple(p) for p in move.hexes))
            return found

        return self._cached("placements", build).get(take, [])

    def make_panzoom(self):
        return PanZoom(self._svg, self._current_vb, self._set_vb, MIN_W, MAX_W)

    # --- seats --------------------------------------------------------------------------
    def controller(self, seat: int) -> str:
        if seat < len(self.record.players):
            return super().controller(seat)
        return FAMOUS_ARCHITECT

    def is_architect(self, seat: int) -> bool:
        return bool(self.solo) and seat == 1

    def seat_name(self, seat: int) -> str:
        if seat < len(self.record.players):
            return super().seat_name(seat)
        return t(f"ak.level.{self.solo}")

    def seat_kind(self, seat: int) -> str:
        if self.controller(seat) == FAMOUS_ARCHITECT:
            return f"{t('ak.famous_architect')} · {t(f'ak.level_tag.{self.solo}')}"
        return super().seat_kind(seat)

    # --- lifecycle ----------------------------------------------------------------------
    def round_pill(self) -> str:
        view = self.view()
        status = t("game_over") if view.over else t("ak.round_of", round=view.round, rounds=view.rounds)
        return widgets.round_pill(status, data_round=view.round, data_rounds=view.rounds)

    # --- rendering ----------------------------------------------------------------------
    def _scores(self):
        return self._cached("scores", lambda: self.rules.scores(self.state))

    def render(self) -> str:
        view = self.view()
        scores = self._scores()
        parts = [
            draw.defs_svg(),
            '<div class="game">',
            self._site_html(view),
            '<section class="board-panel">',
            self._final_html(scores) if view.over and self.final_open else "",
            self._tabs_html(),
            self._city_html(view),
            self._actionbar_html(view),
            "</section>",
            '<aside class="side">',
            self._players_html(view, scores),
            self.log_html(),
            "</aside>",
            "</div>",
        ]
        return "".join(parts)

    def _takeable(self) -> "set[int]":
        """Site tiles the player to move may take, as the engine's legal moves say."""
        return self._cached("takeable", lambda: {m.take for m in self.rules.legal_actions(self.state)})

    def _site_html(self, view) -> str:
        can_act = self.human_to_move()
        takeable = self._takeable() if can_act else set()
        tiles = []
        for i, tile_id in enumerate(view.site):
            codes = TILES[tile_id]
            affordable = i in takeable
            enabled = can_act and affordable
            cls = "site-tile"
            if i == self.sel_tile:
                cls += " selected"
            hinted = self.hint is not None and getattr(self.hint.action, "take", None) == i
            if hinted:
                cls += " hint"
            if can_act and not affordable:
                cls += " too-dear"
            price = (
                f'<span class="price free">{esc(t("ak.free"))}</span>'
                if i == 0
                else f'<span class="price" title="{esc(t("ak.price", cost=tn("n_stones", i)))}">{icon("stone")}{i}</span>'
            )
            words = draw.site_tile_words(i, codes)
            if can_act and not affordable:
                words = t("ak.too_dear", tile=words)
            tiles.append(
                f"<button{attrs(class_=cls, data_act='pick', data_arg=i, data_testid=f'site-tile-{i}', data_tile=tile_id, data_ref=f'ak-tile-{tile_id}', data_cost=i, disabled=not enabled, title=words, aria_label=widgets.hinted(words, hinted))}>"
                f"{draw.tile_svg(codes)}{price}</button>"
            )
        stacks = len(view.stack_sizes)
        in_stacks = sum(view.stack_sizes)
        reserve = t("ak.reserve", n=view.reserve) if view.reserve >= 0 else t("ak.reserve_out")
        return (
            f'<section class="site-panel" data-testid="site">'
            f'<div class="panel-head"><h2>{esc(t("ak.site"))}</h2>'
            f'<div class="site-meta"><span class="stacks" data-testid="stacks" data-stacks="{stacks}" '
            f'data-tiles="{in_stacks}">{self._stack_icon(stacks)}{esc(t("ak.stacks_left", stacks=stacks, tiles=in_stacks))}</span>'
            f'<span class="reserve" data-testid="reserve">{icon("stone")}{esc(reserve)}</span></div></div>'
            f'<div class="site-row" data-rove="site-row">{"".join(tiles)}</div></section>'
        )

    @staticmethod
    def _stack_icon(n: int) -> str:
        layers = min(n, 3)
        rects = "".join(
            f'<rect x="{2 + i * 2}" y="{10 - i * 3}" width="14" height="7" rx="1.5"/>' for i in range(layers)
        )
        return f'<svg class="icon stack-icon" viewBox="0 0 20 20" aria-hidden="true">{rects}</svg>'

    def _tabs_html(self) -> str:
        return widgets.seat_tabs([esc(name) for name in self.seat_names()], self.shown, turn=self.current())

    def _spots_and_preview(self, view, seat: int):
        if seat != self.current() or self.sel_tile is None or not self.human_to_move():
            return (), None, ""
        spots = {p for pl in self.placements(self.sel_tile) for p in pl}
        preview = self.choices[self.choice_i] if self.choices else None
        codes = TILES[view.site[self.sel_tile]]
        return spots, preview, codes

    def _city_html(self, view) -> str:
        seat = self.shown
        if self.is_architect(seat):
            return self._architect_html(view)
        cells = view.cities[seat].cells
        spots, preview, codes = self._spots_and_preview(view, seat)
        vb = self.viewboxes.get(seat) or self._fit_box(cells, spots)
        marks = self._last_moves()
        svg = draw.city_svg(
            cells,
            viewbox=vb,
            spots=spots,
            preview=preview,
            preview_codes=codes,
            last_uid=len(view.cities[seat].tiles) - 1,
            seat=seat,
            interactive=bool(spots),
            last_move=[(x, y) for s, x, y in marks if s == seat],
            tiles=view.cities[seat].tiles,
            label=t("ak.city_of", name=self.seat_name(seat)),
        )
        zoom = widgets.zoom_controls()
        # the drawing carries the same name for screen readers
        label = f'<div class="city-label" aria-hidden="true">{esc(t("ak.city_of", name=self.seat_name(seat)))}</div>'
        return f'<div class="city-wrap" id="city-wrap" data-testid="city-wrap">{label}{svg}{zoom}</div>'

    @staticmethod
    def _fit_box(cells, spots):
        positions = [(c[0], c[1]) for c in cells] + list(spots)
        x, y, w, h = draw.city_bbox(positions)
        # room for the city's name label in the top-left corner
        y -= 1.6 * draw.R
        h += 1.6 * draw.R
        # never zoom in further than a comfortable size for a small city
        minw, minh = 9 * draw.SX, 9 * draw.SY * 1.2
        if w < minw:
            x -= (minw - w) / 2
            w = minw
        if h < minh:
            y -= (minh - h) / 2
            h = minh
        return x, y, w, h

    def _architect_html(self, view) -> str:
        seat = 1
        name = self.seat_name(seat)
        tiles = view.architect_tiles
        items = "".join(
            f'<li data-ref="ak-tile-{tid}">{draw.tile_svg(TILES[tid], "tile-svg small", draw.tile_title(TILES[tid]))}</li>'
            for tid in tiles
        )
        if not items:
            items = f'<li class="empty">{esc(t("ak.architect_none"))}</li>'
        codes = "Hqqq" + "".join(TILES[tid] for tid in tiles)
        counts = []
        for d in "hmbtg":
            plaza = d.upper()
            stars = codes.count(plaza) * draw.STARS[plaza]
            tip = esc(t("ak.architect_count", hex=draw.hex_name(d), n=codes.count(d), stars=stars))
            counts.append(
                f'<div class="acount" title="{tip}" aria-label="{tip}" role="img"><svg class="icon" viewBox="-10 -10 20 20" aria-hidden="true">'
                f'<polygon points="{draw.hex_points(0, 0, 9.5)}" fill="{draw.COLORS[d]}"/></svg>'
                f'<span>{codes.count(d)}</span><span class="stars">★{stars}</span></div>'
            )
        tip = esc(t("ak.architect_quarries", hex=draw.hex_name("q"), n=codes.count("q")))
        counts.append(
            f'<div class="acount" title="{tip}" aria-label="{tip}" role="img"><svg class="icon" viewBox="-10 -10 20 20" aria-hidden="true">'
            f'<polygon points="{draw.hex_points(0, 0, 9.5)}" fill="{draw.COLORS["q"]}"/></svg>'
            f"<span>{codes.count('q')}</span></div>"
        )
        return (
            f'<div class="city-wrap architect" id="city-wrap" data-testid="architect-tiles">'
            f'<div class="architect-body"><h3>{esc(t("ak.architect_tiles", name=name))}</h3>'
            f'<p class="muted">{esc(t("ak.architect_note"))}</p>'
            f'<div class="acounts" title="{esc(t("ak.architect_counts"))}">{"".join(counts)}</div>'
            f'<ul class="architect-list" data-count="{len(tiles)}">{items}</ul></div></div>'
        )

    def _actionbar_html(self, view) -> str:
        if view.over:
            return widgets.over_bar(message=self.message, note=self.replay_note())
        seat = self.current()
        status = ""
        if self.thinking is not None:
            status = widgets.thinking(self.seat_name(self.thinking))
        elif self.is_human(seat):
            status = esc(self._status_text(view, seat))
        status = widgets.with_error(self.replay_note() + self.hint_notice() + status, self.message)
        sel = ""
        if self.sel_tile is not None:
            codes = TILES[view.site[self.sel_tile]]
            sel = draw.tile_svg(codes, "tile-svg held", draw.tile_title(codes))  # its words on hover
        has_preview = bool(self.choices) and self.human_to_move()
        can_cancel = self.sel_tile is not None and self.human_to_move()
        buttons = (
            widgets.rotate_button(t("rotate"), disabled=not (has_preview and len(self.choices) > 1))
            + widgets.cancel_button(disabled=not can_cancel)
            + widgets.confirm_button(disabled=not has_preview)
        )
        return widgets.action_bar(status, buttons, held=sel, mode="busy" if self.thinking is not None else "")

    def _status_text(self, view, seat: int) -> str:
        """What the human to act does now: pick a tile, pick a spot, or what the preview gives."""
        if self.sel_tile is None:
            key = "ak.pick_tile_broke" if view.stones[seat] == 0 else "ak.pick_tile"
            return t(key, name=self.seat_name(seat))
        if not self.choices:
            return t("ak.pick_spot")
        placement = self.choices[self.choice_i]
        cells = {(x, y): (h, code) for x, y, h, code, _uid in view.cities[seat].cells}
        below = [cells.get(tuple(p)) for p in placement]
        level = (below[0][0] + 1) if below[0] else 1
        # Rotate is offered only with other positions: the words say it only then
        status = t("ak.preview" if len(self.choices) > 1 else "ak.preview_one", level=level)
        covered = [draw.hex_name(c[1]) for c in below if c]
        status += " " + (t("ak.preview_over", hexes=", ".join(covered)) if covered else t("ak.preview_ground"))
        q = sum(1 for c in below if c and c[1] == "q")
        if q:
            status += " " + t("ak.preview_quarries", stones=tn("n_stones", q))
        return status

    def _players_html(self, view, scores) -> str:
        cur = self.current()
        cards = []
        for seat in range(view.seats):
            cls = "player" + (" turn" if seat == cur else "") + (" viewing" if seat == self.shown else "")
            chief = (
                (
                    f'<span class="chief-badge" title="{esc(t("chief"))}" data-testid="chief-{seat}">'
                    f"{icon('chief', label=t('chief'))}</span>"
                )
                if seat == view.chief and not view.over
                else ""
            )
            total = scores[seat]["total"]
            stats = (
                f'<span class="pstones" data-ref="ak-stones-{seat}" data-testid="stones-{seat}" data-stones="{view.stones[seat]}" title="{esc(t("ak.stones"))}">'
                f"{icon('stone')}{view.stones[seat]}</span>"
                f'<span class="ptotal" data-testid="score-{seat}" data-total="{total}">{esc(tn("n_points", total))}</span>'
            )
            cards.append(
                widgets.player_card(
                    seat,
                    esc(self.seat_name(seat)) + chief,
                    esc(self.seat_kind(seat)),
                    stats,
                    cls=cls,
                    thinking=self.thinking == seat,
                    act="show-city",
                )
            )
        cats = [c for c in CATEGORIES if c != "quarries" or any(c in s for s in scores)]
        # an icon heads each column: its words for screen readers beside it
        head = "".join(
            f'<th title="{esc(t("ak.cat." + c))}">{self._cat_icon(c)}{widgets.sr_words(t("ak.cat." + c))}</th>'
            for c in cats
        )
        rows = [
            widgets.live_row(esc(self.seat_name(seat)), (scores[seat].get(c, 0) for c in cats), scores[seat]["total"])
            for seat in range(view.seats)
        ]
        return widgets.players_panel(cards, widgets.live_scores(head, rows, t("ak.score_hint")))

    @staticmethod
    def _cat_icon(cat: str) -> str:
        if cat == "stones":
            return icon("stone", "icon cat")
        d = CAT_COLORS[cat]
        return (
            f'<svg class="icon cat" viewBox="-10 -10 20 20" aria-label="{esc(t("ak.cat." + cat))}">'
            f'<polygon points="{draw.hex_points(0, 0, 9.5)}" fill="{draw.COLORS[d]}"/>'
            f'<use href="#g-{d}" class="glyph{" dark" if d == "m" else ""}" x="-5.5" y="-6" width="11" height="11"/></svg>'
        )

    def _last_moves(self) -> "set[tuple[int, int, int]]":
        """The hexes other players built since the move of the human who acts or watches."""
        viewer = self.first_human()
        if viewer >= len(self.record.players) or not self.is_human(viewer):
            return set()
        return self._cached("last_moves", lambda: log.last_moves(self.log, viewer))

    def _final_html(self, scores) -> str:
        winners = self.rules.winners(self.state)
        tops = [s["total"] for s in scores]
        tie_broken = len(winners) == 1 and tops.count(max(tops)) > 1
        cats = [c for c in CATEGORIES if c != "quarries" or any(c in s for s in scores)]
        rows = [
            widgets.final_row(f"{self._cat_icon(c)} {esc(t('ak.cat.' + c))}", c, [s.get(c, 0) for s in scores], winners)
            for c in cats
        ]
        note = f'<p class="muted">{esc(t("ak.tie_note"))}</p>' if tie_broken else ""
        return self.final_table(
            "final",
            icon("laurel", "icon laurel") + esc(self.headline(winners)),
            rows,
            scores,
            line_testid=False,
            after_table=note,
        )

    # --- events -------------------------------------------------------------------------

    def on_pick(self, arg) -> None:
        if not self.human_to_move():
            return
        index = int(arg)
        if self.sel_tile == index or index not in self._takeable():
            return
        self.sel_tile = index
        self.spot = None
        self.choices, self.choice_i = [], 0
        self.shown = self.current()
        self.app.render()

    def on_spot(self, arg) -> None:
        if not self.human_to_move() or self.sel_tile is None:
            return
        x, y = (int(v) for v in arg.split(","))
        pos = (x, y)
        current = self.choices[self.choice_i] if self.choices else None
        if pos == self.spot and self.choices:
            self.choice_i = (self.choice_i + 1) % len(self.choices)
        else:
            places = self.placements(self.sel_tile)
            choices = _order_choices(self._tutorial_keep([p for p in places if pos in p]), pos)
            if not choices:
                return
            self.spot = pos
            self.choices = choices
            self.choice_i = 0
            if current is not None and len(choices) > 1 and choices[0] == current:
                self.choice_i = 1
        self.app.render()

    def on_rotate(self, _arg=None) -> None:
        if self.choices and self.human_to_move():
            self.choice_i = (self.choice_i + 1) % len(self.choices)
            self.app.render()

    def on_cancel(self, _arg=None) -> None:
        if self.human_to_move():
            self.clear_selection()
            self.app.render()

    def on_confirm(self, _arg=None) -> None:
        if not (self.human_to_move() and self.choices and self.sel_tile is not None):
            return
        hexes = tuple(tuple(p) for p in self.choices[self.choice_i])
        self.play(Move(self.sel_tile, hexes))

    def on_show_city(self, arg) -> None:
        self.shown = int(arg)
        self.app.render()

    def on_zoom(self, arg) -> None:
        if self.is_architect(self.shown):
            return
        if arg == "fit":
            self.viewboxes.pop(self.shown, None)
            self.reveal_next = ('[data-testid="city-wrap"]',)  # the whole city, clear of the bars
            self.app.render()
            return
        self.panzoom.button(arg == "in")

    # --- a tutorial (tutorial.py) -------------------------------------------------------
    def _tutorial_moves(self, actions) -> "list[Move]":
        """The step's moves with the tile now held (all of them while none is)."""
        return [a for a in actions if self.sel_tile is None or a.take == self.sel_tile]

    def _tutorial_keep(self, places) -> list:
        """Placements a tutorial's step accepts for the held tile (all of them without one)."""
        from ..screens import tutorial

        shown = tutorial.now(self) if self.tutorial is not None else None
        if shown is None:
            return places
        wanted = {tuple(tuple(p) for p in a.hexes) for a in self._tutorial_moves(shown[1])}
        return [p for p in places if tuple(tuple(q) for q in p) in wanted]

    def tutorial_targets(self, actions) -> "list[str]":
        """The site tile to take, then the hexes to build on, then Confirm."""
        if self.sel_tile is None:
            return [f'[data-act="pick"][data-arg="{i}"]' for i in sorted({a.take for a in actions})]
        moves = self._tutorial_moves(actions)
        preview = tuple(tuple(p) for p in self.choices[self.choice_i]) if self.choices else None
        if preview is not None and any(tuple(tuple(p) for p in a.hexes) == preview for a in moves):
            return ['[data-act="confirm"]']
        hexes = sorted({tuple(p) for a in moves for p in a.hexes})
        return [f'[data-act="spot"][data-arg="{x},{y}"]' for x, y in hexes]

    def tutorial_allows(self, act: str, arg, actions) -> bool:
        if act == "pick":
            return arg is not None and arg.isdigit() and int(arg) in {a.take for a in actions}
        if act == "spot":
            if self.sel_tile is None or arg is None:
                return False
            try:
                pos = tuple(int(v) for v in arg.split(","))
            except ValueError:
                return False
            return any(pos in {tuple(p) for p in a.hexes} for a in self._tutorial_moves(actions))
        return True  # rotate and confirm only go through placements the step accepts

    def help_section(self) -> str:
        """Placing, once a tile is held; else what the state asks (taking, the Architect's turn)."""
        from ..texts.guide_sections import section_for

        if self.sel_tile is not None and self.human_to_move():
            return section_for(self.GAME, "place")
        return super().help_section()

    def on_key(self, key: str) -> bool:
        if key in ("Enter", " ") and self._focused_spot() is not None:
            # a highlighted hex chosen from the keyboard, as by a click (the focus stays on it,
            # keys.py); Enter on the hex already previewed builds there, as Confirm does
            arg = self._focused_spot()
            if key == "Enter" and self.choices and self.spot == tuple(int(v) for v in arg.split(",")):
                self.on_confirm()
            else:
                self.on_spot(arg)
            return True
        if key == "Escape" and self.sel_tile is not None:
            self.on_cancel()
            return True
        if key in ("r", "R") and self.choices:
            self.on_rotate()
            return True
        if key == "Enter" and self.choices:
            self.on_confirm()
            return True
        return False

    @staticmethod
    def _focused_spot() -> "str | None":
        el = document.activeElement
        if el and el.getAttribute and el.getAttribute("data-act") == "spot":
            return str(el.getAttribute("data-arg"))
        return None

    # --- pan and zoom -------------------------------------------------------------------
    def _svg(self):
        return by_id("city-svg")

    def _current_vb(self):
        vb = self.viewboxes.get(self.shown)
        if vb is None:
            svg = self._svg()
            if svg is not None:
                b = svg.viewBox.baseVal
                vb = (b.x, b.y, b.width, b.height)
            else:
                vb = (0.0, 0.0, 200.0, 200.0)
        return vb

    def _set_vb(self, vb) -> None:
        self.viewboxes[self.shown] = vb
        svg = self._svg()
        if svg is not None:
            svg.setAttribute("viewBox", "{:.2f} {:.2f} {:.2f} {:.2f}".format(*vb))

    # --- playing ------------------------------------------------------------------------
    def hint_words(self, action) -> str:
        """The advised site tile in its button's words."""
        site = self.view().site
        if not isinstance(action, Move) or not 0 <= action.take < len(site):
            return ""
        return draw.site_tile_words(action.take, TILES[site[action.take]])

    def show_hint(self, action) -> None:
        """The advised site tile picked and its placement previewed, as if the player had chosen it."""
        if not isinstance(action, Move):
            return
        hexes = [tuple(p) for p in action.hexes]
        self.sel_tile = action.take
        self.choices, self.choice_i = [hexes], 0
        self.spot = hexes[0]
        self.shown = self.current()

    def clear_selection(self) -> None:
        self.sel_tile = None
        self.spot = None
        self.choices, self.choice_i = [], 0

    def reset_view(self) -> None:
        self.clear_selection()
        # which city is shown, and its pan/zoom (none kept = fit automatically)
        self.shown = self.first_human()
        self.viewboxes = {}

    def _show_human_to_act(self) -> None:
        seat = self.current()
        if seat >= 0 and self.is_human(seat):
            self.shown = seat

    def after_human_move(self) -> None:
        self._show_human_to_act()

    def shown_seat(self) -> int:
        return self.shown

    def show_seat(self, seat: int) -> None:
        self.shown = seat

    def progress(self):
        view = self.view()
        return view.round, view.rounds, view.over

    def summary(self) -> "saves.Summary":
        return msgspec.structs.replace(super().summary(), solo=self.solo)


def _order_choices(places, pos):
    """Placements containing `pos`: grouped by the triangle they cover, then by rotation, with the
    rotation that puts the tile's first hex on the clicked one first."""

    def key(p):
        tri = tuple(sorted(tuple(q) for q in p))
        return (tri, p.index(pos) if pos in p else 3)

    return sorted(places, key=key)
