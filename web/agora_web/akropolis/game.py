"""The Akropolis game screen: construction site, cities, players, log, turn interaction.

The screen never decides a rule: legal placements, affordability, errors, scores and winners all
come from the engine. A turn is: pick a site tile → the engine's legal positions light up → click
one to preview a placement containing it (click again / Rotate: the next one) → Confirm.
"""

from __future__ import annotations

from engine.akropolis import Move
from engine.akropolis.data import TILES
from engine.akropolis.placement import legal_placements

from .. import saves, screens
from ..computer import FAMOUS_ARCHITECT
from ..dom import attrs, by_id, esc
from ..i18n import t, tn
from ..panzoom import PanZoom
from ..screens import GameScreenBase
from ..share import share_button
from . import board

CATEGORIES = ("house", "market", "barracks", "temple", "garden", "quarries", "stones")
CAT_COLORS = {"house": "h", "market": "m", "barracks": "b", "temple": "t", "garden": "g", "quarries": "q"}
MIN_W, MAX_W = 40.0, 1600.0


# --- loading a record ----------------------------------------------------------------------

def replay_with_log(record):
    """(rules, state, log) after every move of the record; raises RecordError on a bad one."""
    return screens.replay_with_log(record, lambda state: ("start", state.chief), lambda _rules, *move: describe(*move))


def describe(prev, move, nxt) -> list:
    """Log entries (language-free tuples) for one move."""
    seat = prev.turn
    tile = prev.site[move.take]
    cost = move.take
    out = []
    if move.hexes:
        level = nxt.cities[seat].cells[tuple(move.hexes[0])][0]
        gained = nxt.stones[seat] - prev.stones[seat] + cost
        out.append(("take", seat, tile, cost, level))
        if gained > 0:
            out.append(("quarries", seat, gained))
    else:
        out.append(("take", seat, tile, cost, 0))
    if prev.reserve >= 0 > nxt.reserve:
        out.append(("reserve",))
    if nxt.over:
        out.append(("end",))
    elif nxt.round != prev.round:
        out.append(("round", nxt.round, nxt.chief))
    return out


# --- the screen ----------------------------------------------------------------------------

class GameScreen(GameScreenBase):
    GAME = "akropolis"
    COMPUTER_LEVELS = ("easy", "medium", "hard")
    #: a turn is one decision: it may use the whole turn's thinking time (wall seconds)
    AI_TIME_S = 0.8
    AI_TURN_SHARE = 1.0

    def __init__(self, app, save_id: str, created: int, record, rules, state, log):
        super().__init__(app, save_id, created, record, rules, state, log)
        self.solo = state.options.solo
        # turn interaction
        self.sel_tile = None
        self.spot = None
        self.choices = []
        self.choice_i = 0
        # which city is shown, and its pan/zoom (None = fit automatically)
        self.shown = self.first_human()
        self.viewboxes = {}
        self.panzoom = PanZoom(self._svg, self._current_vb, self._set_vb, MIN_W, MAX_W)

    # --- seats --------------------------------------------------------------------------
    def seat_count(self) -> int:
        return self.state.seats

    def controller(self, seat: int) -> str:
        if seat < len(self.record.players):
            return super().controller(seat)
        return FAMOUS_ARCHITECT

    def is_architect(self, seat: int) -> bool:
        return bool(self.solo) and seat == 1

    def seat_name(self, seat: int) -> str:
        if seat < len(self.record.players):
            return super().seat_name(seat)
        return t(f"level.{self.solo}")

    def seat_kind(self, seat: int) -> str:
        if self.controller(seat) == FAMOUS_ARCHITECT:
            return f'{t("famous_architect")} · {t(f"level_tag.{self.solo}")}'
        return super().seat_kind(seat)

    # --- lifecycle ----------------------------------------------------------------------
    def topbar_extra(self) -> str:
        st = self.state
        if st.over:
            status = t("game_over")
        else:
            status = t("round_of", round=st.round, rounds=self.rules.rounds(st))
        return (f'<span class="round-pill" data-testid="round" data-round="{st.round}" '
                f'data-rounds="{self.rules.rounds(st)}">{esc(status)}</span>'
                + self._export_button() + share_button())

    # --- rendering ----------------------------------------------------------------------
    def _scores(self):
        return self._cached("scores", lambda: self.rules.scores(self.state))

    def render(self) -> str:
        view = self.rules.view(self.state, None)
        scores = self._scores()
        parts = ['<div class="game">',
                 self._site_html(view),
                 '<section class="board-panel">',
                 self._final_html(scores) if self.state.over and self.final_open else "",
                 self._tabs_html(),
                 self._city_html(view),
                 self._actionbar_html(view),
                 '</section>',
                 '<aside class="side">',
                 self._players_html(view, scores),
                 self._log_html(),
                 '</aside>',
                 '</div>']
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
            if can_act and not affordable:
                cls += " too-dear"
            price = (f'<span class="price free">{esc(t("free"))}</span>' if i == 0 else
                     f'<span class="price">{board.icon("stone")}{i}</span>')
            tiles.append(
                f'<button{attrs(class_=cls, data_act="pick", data_arg=i, data_testid=f"site-tile-{i}", data_tile=tile_id, data_cost=i, disabled=not enabled, title=board.tile_title(codes))}>'
                f'{board.tile_svg(codes)}{price}</button>')
        stacks = len(view.stack_sizes)
        in_stacks = sum(view.stack_sizes)
        reserve = t("reserve", n=view.reserve) if view.reserve >= 0 else t("reserve_out")
        return (f'<section class="site-panel" data-testid="site">'
                f'<div class="panel-head"><h2>{esc(t("site"))}</h2>'
                f'<div class="site-meta"><span class="stacks" data-testid="stacks" data-stacks="{stacks}" '
                f'data-tiles="{in_stacks}">{self._stack_icon(stacks)}{esc(t("stacks_left", stacks=stacks, tiles=in_stacks))}</span>'
                f'<span class="reserve" data-testid="reserve">{board.icon("stone")}{esc(reserve)}</span></div></div>'
                f'<div class="site-row">{"".join(tiles)}</div></section>')

    @staticmethod
    def _stack_icon(n: int) -> str:
        layers = min(n, 3)
        rects = "".join(f'<rect x="{2 + i * 2}" y="{10 - i * 3}" width="14" height="7" rx="1.5"/>' for i in range(layers))
        return f'<svg class="icon stack-icon" viewBox="0 0 20 20" aria-hidden="true">{rects}</svg>'

    def _tabs_html(self) -> str:
        tabs = []
        cur = self.current()
        for seat in range(self.state.seats):
            cls = "tab" + (" active" if seat == self.shown else "") + (" turn" if seat == cur else "")
            tabs.append(f'<button{attrs(class_=cls, data_act="show-city", data_arg=seat, data_testid=f"city-tab-{seat}", aria_pressed="true" if seat == self.shown else "false")}>'
                        f'{esc(self.seat_name(seat))}</button>')
        return f'<div class="city-tabs" role="tablist">{"".join(tabs)}</div>'

    def _spots_and_preview(self, seat: int):
        if seat != self.current() or self.sel_tile is None or not self.human_to_move():
            return (), None, ""
        places = legal_placements(self.state.cities[seat])
        spots = {p for pl in places for p in pl}
        preview = self.choices[self.choice_i] if self.choices else None
        codes = TILES[self.state.site[self.sel_tile]]
        return spots, preview, codes

    def _city_html(self, view) -> str:
        seat = self.shown
        if self.is_architect(seat):
            return self._architect_html(view)
        cells = view.cities[seat].cells
        spots, preview, codes = self._spots_and_preview(seat)
        vb = self.viewboxes.get(seat) or self._fit_box(cells, spots)
        svg = board.city_svg(cells, viewbox=vb, spots=spots, preview=preview, preview_codes=codes,
                             last_uid=len(view.cities[seat].tiles) - 1, seat=seat,
                             interactive=bool(spots))
        zoom = (f'<div class="zoom">'
                f'<button class="btn icon-btn" data-act="zoom" data-arg="in" data-testid="zoom-in" title="{esc(t("zoom_in"))}" aria-label="{esc(t("zoom_in"))}">+</button>'
                f'<button class="btn icon-btn" data-act="zoom" data-arg="out" data-testid="zoom-out" title="{esc(t("zoom_out"))}" aria-label="{esc(t("zoom_out"))}">−</button>'
                f'<button class="btn icon-btn" data-act="zoom" data-arg="fit" data-testid="zoom-fit" title="{esc(t("zoom_fit"))}" aria-label="{esc(t("zoom_fit"))}">⤢</button>'
                f'</div>')
        label = f'<div class="city-label">{esc(t("city_of", name=self.seat_name(seat)))}</div>'
        return f'<div class="city-wrap" id="city-wrap" data-testid="city-wrap">{label}{svg}{zoom}</div>'

    @staticmethod
    def _fit_box(cells, spots):
        positions = [(c[0], c[1]) for c in cells] + list(spots)
        x, y, w, h = board.city_bbox(positions)
        # room for the city's name label in the top-left corner
        y -= 1.6 * board.R
        h += 1.6 * board.R
        # never zoom in further than a comfortable size for a small city
        minw, minh = 9 * board.SX, 9 * board.SY * 1.2
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
        items = "".join(f'<li>{board.tile_svg(TILES[tid], "tile-svg small", board.tile_title(TILES[tid]))}</li>'
                        for tid in tiles)
        if not items:
            items = f'<li class="empty">{esc(t("architect_none"))}</li>'
        codes = "Hqqq" + "".join(TILES[tid] for tid in tiles)
        counts = []
        for d in "hmbtg":
            plaza = d.upper()
            stars = codes.count(plaza) * board.STARS[plaza]
            counts.append(f'<div class="acount"><svg class="icon" viewBox="-10 -10 20 20">'
                          f'<polygon points="{board.hex_points(0, 0, 9.5)}" fill="{board.COLORS[d]}"/></svg>'
                          f'<span>{codes.count(d)}</span><span class="stars">★{stars}</span></div>')
        counts.append(f'<div class="acount"><svg class="icon" viewBox="-10 -10 20 20">'
                      f'<polygon points="{board.hex_points(0, 0, 9.5)}" fill="{board.COLORS["q"]}"/></svg>'
                      f'<span>{codes.count("q")}</span></div>')
        return (f'<div class="city-wrap architect" id="city-wrap" data-testid="architect-tiles">'
                f'<div class="architect-body"><h3>{esc(t("architect_tiles", name=name))}</h3>'
                f'<p class="muted">{esc(t("architect_note"))}</p>'
                f'<div class="acounts" title="{esc(t("architect_counts"))}">{"".join(counts)}</div>'
                f'<ul class="architect-list" data-count="{len(tiles)}">{items}</ul></div></div>')

    def _actionbar_html(self, view) -> str:
        seat = self.current()
        status = ""
        if self.state.over:
            status = esc(t("game_over"))
        elif self.thinking is not None:
            status = f'<span class="spinner" aria-hidden="true"></span>{esc(t("thinking", name=self.seat_name(self.thinking)))}'
        elif self.is_human(seat):
            name = self.seat_name(seat)
            if self.sel_tile is None:
                key = "pick_tile_broke" if view.stones[seat] == 0 else "pick_tile"
                status = esc(t(key, name=name))
            elif not self.choices:
                status = esc(t("pick_spot"))
            else:
                placement = self.choices[self.choice_i]
                cells = self.state.cities[seat].cells
                below = [cells.get(tuple(p)) for p in placement]
                level = (below[0][0] + 1) if below[0] else 1
                status = esc(t("preview", level=level))
                q = sum(1 for c in below if c and c[1] == "q")
                if q:
                    status += " " + esc(t("preview_quarries", stones=tn("n_stones", q)))
        if self.message:
            status = f'<span class="error" data-testid="error">{esc(self.message)}</span> ' + status
        sel = ""
        if self.sel_tile is not None and not self.state.over:
            sel = board.tile_svg(TILES[self.state.site[self.sel_tile]], "tile-svg held")
        if self.state.over:
            return (f'<div class="actionbar over" data-testid="actionbar"><div class="status" data-testid="status">{status}</div>'
                    f'<div class="buttons">{self._over_buttons()}</div></div>')
        has_preview = bool(self.choices) and self.human_to_move()
        can_cancel = self.sel_tile is not None and self.human_to_move()
        buttons = (
            f'<button{attrs(class_="btn", data_act="rotate", data_testid="rotate", disabled=not (has_preview and len(self.choices) > 1))}>⟳ {esc(t("rotate"))}</button>'
            f'<button{attrs(class_="btn", data_act="cancel", data_testid="cancel", disabled=not can_cancel)}>{esc(t("cancel"))}</button>'
            f'<button{attrs(class_="btn primary", data_act="confirm", data_testid="confirm", disabled=not has_preview)}>✓ {esc(t("confirm"))}</button>')
        busy = " busy" if self.thinking is not None else ""
        return (f'<div class="actionbar{busy}" data-testid="actionbar">{sel}'
                f'<div class="status" data-testid="status" aria-live="polite">{status}</div>'
                f'<div class="buttons">{buttons}</div></div>')

    def _players_html(self, view, scores) -> str:
        cur = self.current()
        cards = []
        for seat in range(self.state.seats):
            cls = "player"
            if seat == cur:
                cls += " turn"
            if seat == self.shown:
                cls += " viewing"
            chief = (f'<span class="chief-badge" title="{esc(t("chief"))}" data-testid="chief-{seat}">'
                     f'{board.icon("chief")}</span>') if seat == view.chief and not view.over else ""
            think = '<span class="spinner small" aria-hidden="true"></span>' if self.thinking == seat else ""
            cards.append(
                f'<button{attrs(class_=cls, data_act="show-city", data_arg=seat, data_testid=f"player-{seat}")}>'
                f'<span class="pname">{esc(self.seat_name(seat))}{chief}{think}</span>'
                f'<span class="pkind">{esc(self.seat_kind(seat))}</span>'
                f'<span class="pstats"><span class="pstones" data-testid="stones-{seat}" data-stones="{view.stones[seat]}" title="{esc(t("stones"))}">'
                f'{board.icon("stone")}{view.stones[seat]}</span>'
                f'<span class="ptotal" data-testid="score-{seat}" data-total="{scores[seat]["total"]}">'
                f'{esc(tn("n_points", scores[seat]["total"]))}</span></span></button>')
        cats = [c for c in CATEGORIES if c != "quarries" or any(c in s for s in scores)]
        head = "".join(f'<th title="{esc(t("cat." + c))}">{self._cat_icon(c)}</th>' for c in cats)
        rows = []
        for seat in range(self.state.seats):
            cells = "".join(f'<td>{scores[seat].get(c, 0)}</td>' for c in cats)
            rows.append(f'<tr><th scope="row">{esc(self.seat_name(seat))}</th>{cells}'
                        f'<td class="total">{scores[seat]["total"]}</td></tr>')
        table = (f'<details class="live-scores" data-testid="live-scores" open><summary>{esc(t("score_live"))}</summary>'
                 f'<table title="{esc(t("score_hint"))}"><thead><tr><th></th>{head}'
                 f'<th title="{esc(t("cat.total"))}">Σ</th></tr></thead><tbody>{"".join(rows)}</tbody></table></details>')
        return f'<section class="players" data-testid="players">{"".join(cards)}{table}</section>'

    @staticmethod
    def _cat_icon(cat: str) -> str:
        if cat == "stones":
            return board.icon("stone", "icon cat")
        d = CAT_COLORS[cat]
        return (f'<svg class="icon cat" viewBox="-10 -10 20 20" aria-label="{esc(t("cat." + cat))}">'
                f'<polygon points="{board.hex_points(0, 0, 9.5)}" fill="{board.COLORS[d]}"/>'
                f'<use href="#g-{d}" class="glyph{" dark" if d == "m" else ""}" x="-5.5" y="-6" width="11" height="11"/></svg>')

    def _log_text(self, entry) -> str:
        kind = entry[0]
        if kind == "start":
            return esc(t("log_start", name=self.seat_name(entry[1])))
        if kind == "take":
            _, seat, tile, cost, level = entry
            codes = TILES[tile]
            tile_html = board.tile_svg(codes, "tile-svg tiny", board.tile_title(codes))
            name = esc(self.seat_name(seat))
            if cost == 0:
                text = esc(t("log_take_free", name="\x00", tile="\x01"))
            elif self.solo and not self.is_architect(seat):
                text = esc(t("log_take_solo", name="\x00", tile="\x01", cost=tn("n_stones", cost),
                             architect=self.seat_name(1)))
            else:
                text = esc(t("log_take", name="\x00", tile="\x01", cost=tn("n_stones", cost)))
            text = text.replace("\x00", f"<b>{name}</b>").replace("\x01", tile_html)
            if level > 1:
                text += f' <span class="muted">({esc(t("log_level", level=level))})</span>'
            return text
        if kind == "quarries":
            return esc(t("log_quarries", name=self.seat_name(entry[1]), stones=tn("n_stones", entry[2])))
        if kind == "round":
            return f'<b>{esc(t("log_round", round=entry[1], name=self.seat_name(entry[2])))}</b>'
        if kind == "reserve":
            return esc(t("log_reserve"))
        if kind == "end":
            return f'<b>{esc(t("log_end"))}</b>'
        return ""

    def _final_html(self, scores) -> str:
        winners = self.rules.winners(self.state)
        n = self.state.seats
        tops = [s["total"] for s in scores]
        tie_broken = len(winners) == 1 and tops.count(max(tops)) > 1
        cats = [c for c in CATEGORIES if c != "quarries" or any(c in s for s in scores)]
        head = self._final_head(n, winners)
        rows = []
        for c in cats:
            cells = "".join(
                f'<td{attrs(class_="win" if i in winners else None, data_testid=f"final-{c}-{i}")}>{scores[i].get(c, 0)}</td>'
                for i in range(n))
            rows.append(f'<tr><th scope="row">{self._cat_icon(c)} {esc(t("cat." + c))}</th>{cells}</tr>')
        rows.append(self._final_totals(scores, winners, n))
        note = f'<p class="muted">{esc(t("tie_note"))}</p>' if tie_broken else ""
        return self._final_section("final", winners, board.icon("laurel", "icon laurel") + esc(self._headline(winners)),
                                   head, rows, line_testid=False, after_table=note)

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
            places = legal_placements(self.state.cities[self.current()])
            choices = _order_choices([p for p in places if pos in p], pos)
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
            self._clear_selection()
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
            self.app.render()
            return
        self.panzoom.button(arg == "in")

    def on_key(self, key: str) -> bool:
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
    def _clear_selection(self) -> None:
        self.sel_tile = None
        self.spot = None
        self.choices, self.choice_i = [], 0

    def _describe(self, before, action, after) -> list:
        return describe(before, action, after)

    def _show_human_to_act(self) -> None:
        seat = self.current()
        if seat >= 0 and self.is_human(seat):
            self.shown = seat

    def play(self, move) -> None:
        """Apply a human's move, record it, save, and go on."""
        if not self._apply(move):
            self.app.render()
            return
        self._clear_selection()
        self._show_human_to_act()
        self.app.render()
        self.maybe_run_computers()

    def play_computer(self, move) -> None:
        super().play_computer(move)
        self._show_human_to_act()

    def summary(self) -> "saves.Summary":
        st = self.state
        winners = [self.seat_name(w) for w in self.rules.winners(st)] if st.over else []
        return saves.Summary(round=st.round, rounds=self.rules.rounds(st), moves=len(self.record.moves),
                             over=st.over, winners=winners, solo=self.solo)


def _order_choices(places, pos):
    """Placements containing `pos`: grouped by the triangle they cover, then by rotation, with the
    rotation that puts the tile's first hex on the clicked one first."""
    def key(p):
        tri = tuple(sorted(tuple(q) for q in p))
        return (tri, p.index(pos) if pos in p else 3)
    return sorted(places, key=key)
