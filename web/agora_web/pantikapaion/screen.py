"""Pantikapaion game screen: the cities, the trireme ring, the development and building boards,
players, log, live and final scores, and the turn interaction.

What may be clicked is exactly what the engine's legal actions allow at the pending step. Picking
a ring tile and building are direct clicks; placing a tile, a building or a worker is chosen on
the city grid and then confirmed. Rarer decisions are offered as a list of readable choices.
"""

from __future__ import annotations

from engine.pantikapaion import Build, MoveBuilding, Pick, PlaceAqueduct, PlaceBuilding, PlaceTile, PlaceWorker, data
from engine.pantikapaion.city import tile_positions
from engine.pantikapaion.scoring import CATEGORIES

from ..texts.i18n import raw, t, tn
from ..presentation.panzoom import PanZoom
from ..screens.game_screen import GameScreenBase
from ..ui import widgets
from ..ui.html import attrs, esc
from ..ui.icons import icon
from . import draw, log
from .buttons import button_label

AUTOMA = "pantikapaion.automa"
#: development cells whose bonus is a decision of its own (guide_sections' decision names)
CELL_DECISIONS = {
    "FREE_BUILD": "free_build",
    "MOVE": "move",
    "AQ_TILE": "aqueduct",
    "RANDOM_TILE": "random_tile",
    "ADVANCE": "advance",
}
DIRECT = (Pick, PlaceTile, PlaceAqueduct, PlaceBuilding, PlaceWorker, Build)


def cell_help(kind: str) -> str:
    """What a development-board cell does (tooltip)."""
    base = kind.split(":")[0]
    arg = kind.split(":")[1] if ":" in kind else ""
    if base in ("VP1", "VP2", "VP3"):
        return t("pk.cell_vp", n=data.VP_VALUE[base])
    if base == "UPG":
        return t("pk.cell_upg_" + arg)
    if base == "AQ_TILE":
        return t("pk.cell_aq_tile", shape=arg)
    return t("pk.cell_" + base.lower())


# --- the screen ----------------------------------------------------------------------------


class GameScreen(GameScreenBase):
    GAME = "pantikapaion"
    #: thinking time of a computer player's whole turn (all its decisions), wall seconds
    AI_TIME_S = 0.9
    #: a long game's log draws its newest moves (one entry a move)
    LOG_LIMIT = 600
    #: the acts that choose a move (a tutorial accepts only what it points at)
    TUTORIAL_ACTS = ("pick", "build", "spot", "rotate", "cube", "worker-mode", "confirm", "choose")
    #: what each decision is answered on (game_screen.GameScreenBase.asked)
    ASKED = {
        "scout": '[data-testid="ring"]',
        "develop": '[data-testid="development"]',
        "paid-steps": '[data-testid="development"]',
        "advance": '[data-testid="development"]',
        **{
            s: ".pk-citypanel"
            for s in ("place-tile", "aqueduct-tile", "place-building", "move-building", "free-build", "random-tile")
        },
    }

    def make_panzoom(self):
        return PanZoom(self._svg, lambda: self.vb, self._set_vb)

    def reset_view(self) -> None:
        self.clear_selection()  # mode ("worker" while choosing a worker's cell), sel (chosen positions)
        self.shown = None  # seat whose city is shown (None: the viewer)
        self.rot = 0
        self.cube = None  # aqueduct cube colour
        self.vb = None
        self.vb_key = None
        self.vb_focus = None  # (drawing point) where a view fitted to the city waits to be made readable
        self.dev_info = None  # (row, cell) of the development cell explained under the board

    # --- seats --------------------------------------------------------------------------
    def controller(self, seat: int) -> str:
        if seat >= len(self.record.players):
            return AUTOMA
        return super().controller(seat)

    def seat_name(self, seat: int) -> str:
        if seat >= len(self.record.players):
            return t("pk.automa")
        return super().seat_name(seat)

    def city_seat(self) -> int:
        if self.shown is not None and self.shown < len(self.state.players):
            return self.shown
        return self.viewer()

    # --- lifecycle ----------------------------------------------------------------------
    def round_pill(self) -> str:
        st = self.state
        status = t("game_over") if st.step == "over" else t("pk.round_n", n=st.round, of=data.ROUNDS)
        return widgets.round_pill(status, data_round=st.round, data_step=st.step)

    # --- what the engine allows ---------------------------------------------------------
    def legal(self) -> list:
        return self._cached("legal", lambda: self.rules.legal_actions(self.state) if self.human_to_move() else [])

    def _of(self, cls) -> list:
        return [a for a in self.legal() if isinstance(a, cls)]

    def rotations(self) -> "list[int]":
        return sorted({a.rotation for a in self._of((PlaceTile, PlaceAqueduct))})

    def current_rot(self) -> int:
        rots = self.rotations()
        if rots and self.rot not in rots:
            return rots[0]
        return self.rot

    def spots(self) -> "list[tuple[int, int]]":
        if not self.human_to_move() or self.city_seat() != self.current():
            return []
        if self.mode == "worker":
            return sorted({(a.x, a.y) for a in self._of(PlaceWorker)})
        step = self.state.step
        if step in ("tile", "aqueduct"):
            rot = self.current_rot()
            return sorted({(a.x, a.y) for a in self._of((PlaceTile, PlaceAqueduct)) if a.rotation == rot})
        if step == "building":
            places = self._of(PlaceBuilding)
            if not self.sel:
                return sorted({c for a in places for c in a.cells})
            if len(self.sel) == 1 and data.FOOTPRINT[self.state.held] == 2:
                first = self.sel[0]
                return sorted({c for a in places if first in a.cells for c in a.cells if c != first})
        if step == "move":
            return sorted({(a.x, a.y) for a in self._of(MoveBuilding)})
        return []

    def planned(self):
        """The move the Confirm button would make, or None."""
        if not self.human_to_move() or not self.sel:
            return None
        if self.mode == "worker":
            x, y = self.sel[0]
            return PlaceWorker(x, y)
        step = self.state.step
        if step in ("tile", "aqueduct"):
            x, y = self.sel[0]
            rot = self.current_rot()
            for a in self._of((PlaceTile, PlaceAqueduct)):
                if (a.x, a.y, a.rotation) == (x, y, rot) and (step == "tile" or a.cube == self._cube()):
                    return a
            return None
        if step == "building":
            want = set(self.sel)
            for a in self._of(PlaceBuilding):
                if set(map(tuple, a.cells)) == want:
                    return a
        return None

    def _cube(self):
        cubes = [a.cube for a in self._of(PlaceAqueduct)]
        if not cubes:
            return None
        return self.cube if self.cube in cubes else cubes[0]

    def ghost(self):
        plan = self.planned()
        if isinstance(plan, (PlaceTile, PlaceAqueduct)):
            _shape, codes = data.TILES[self.state.hand]
            cells = tile_positions(self.state.hand, plan.x, plan.y, plan.rotation)
            return [(x, y, c) for (x, y), c in zip(cells, codes)]
        return []

    def _scores(self):
        return self._cached("scores", lambda: self.rules.scores(self.state))

    # --- rendering ----------------------------------------------------------------------
    def render(self) -> str:
        view = self.rules.view(self.state, self.viewer())
        scores = self._scores()
        over = view.step == "over"
        return "".join(
            [
                f'<div class="pk-game" data-testid="pantikapaion" data-step="{view.step}" data-round="{view.round}" data-actor="{view.actor}">',
                '<section class="pk-main">',
                self._final_html(view, scores) if over and self.final_open else "",
                self._actionbar_html(view),
                self._city_html(view),
                self._ring_html(view),
                '</section><section class="pk-boards">',
                self._buildings_html(view),
                self._development_html(view),
                '</section><aside class="pk-side">',
                self._players_html(view, scores),
                self.log_html(),
                "</aside></div>",
            ]
        )

    def _status(self, view) -> str:
        seat = view.actor
        if seat < 0:
            return t("game_over")
        if self.thinking is not None or not self.is_human(seat):
            return t("pk.thinking", name=self.seat_name(seat))
        return t("pk.your_step", name=self.seat_name(seat), what=t("pk.step." + view.step))

    def _actionbar_html(self, view) -> str:
        parts = [f'<p class="pk-status" data-testid="status">{self.replay_note()}{esc(self._status(view))}</p>']
        if self.message:
            parts.append(f'<p class="notice error small" data-testid="message">{esc(self.message)}</p>')
        if self.hint is not None:
            parts.append(f'<p class="pk-hint">{self.hint_notice()}</p>')
        if self.human_to_move():
            st = self.state
            buttons = []
            if st.hand and st.step in ("tile", "aqueduct"):
                held = draw.tile_svg(st.hand, 18, "pk-tile pk-held", rotation=self.current_rot(), ref=True)
                buttons.append(
                    f'<span class="pk-hand" data-testid="held-tile" title="{esc(draw.tile_title(st.hand))}">'
                    f"{esc(t('pk.in_hand'))} {held}</span>"
                )
                if len(self.rotations()) > 1:
                    buttons.append(widgets.rotate_button(t("pk.rotate"), cls="btn small"))
                if st.step == "aqueduct":
                    cubes = [c for c in dict.fromkeys(a.cube for a in self._of(PlaceAqueduct)) if c]
                    chosen = self._cube()
                    for c in cubes:
                        buttons.append(
                            widgets.icon_button(
                                "cube",
                                draw.cube_svg(c),
                                t("pk.aq_cube_choice", colour=draw.colour_name(c)),
                                arg=c,
                                testid=f"aq-cube-{c}",
                                cls="btn small pk-cubebtn" + (" on" if c == chosen else ""),
                                pressed=c == chosen,
                            )
                        )
            if st.held >= 0 and st.step == "building":
                kind = data.KINDS[st.held]
                buttons.append(
                    f'<span class="pk-hand">{esc(t("pk.in_hand"))} <b>{draw.building_icon(kind)} {esc(draw.kind_name(kind))}</b></span>'
                )
            if self._of(PlaceWorker):
                on = self.mode == "worker"
                buttons.append(
                    widgets.button(
                        "worker-mode",
                        f"{t('pk.place_worker')} ({st.players[st.actor].workers})",
                        cls="btn small" + (" primary" if on else ""),
                        testid="worker-mode",
                        pressed=on,
                    )
                )
            armed = self._armed()
            if armed is not None:
                # a move that cannot be taken back, prepared by its click: Confirm plays it
                buttons.append(
                    widgets.button(
                        "confirm",
                        t("confirm_what", what=button_label(armed, st)),
                        cls="btn primary",
                        testid="confirm",
                        data_confirmed="1",
                    )
                )
            elif self.mode == "worker" or st.step in ("tile", "aqueduct", "building"):
                # a placement: chosen on the city, played with Confirm (never shown where it means nothing)
                buttons.append(widgets.confirm_button(disabled=self.planned() is None, glyph=""))
            if self.sel or self.mode or armed is not None:
                buttons.append(widgets.cancel_button(cls="btn ghost"))
            opts = [
                widgets.choice(
                    i,
                    button_label(a, st),
                    cls="btn small pk-opt"
                    + (" hint" if self.is_hinted(a) else "")
                    + (" armed" if i == self.armed else ""),
                    testid=f"opt-{i}",
                    label=widgets.hinted(button_label(a, st)) if self.is_hinted(a) else None,
                )
                for i, a in enumerate(self.legal())
                if not isinstance(a, (*DIRECT, MoveBuilding))
            ]
            parts.append(f'<div class="pk-actions">{"".join(buttons)}</div>')
            parts.append(widgets.choice_list(opts, cls="pk-opts", testid="options", label=t("move_choices")))
        if view.step == "over":  # the final table closed can be opened again, as in every game
            parts.append(f'<div class="pk-actions">{widgets.over_buttons()}</div>')
        return f'<section class="actionbar pk-panel pk-actionbar" data-testid="actionbar">{"".join(parts)}</section>'

    def _city_html(self, view) -> str:
        seat = self.city_seat()
        city = view.players[seat].city
        spots = self.spots()
        ghost = self.ghost()
        shown = sorted(set(spots) | {(x, y) for x, y, _c in ghost})
        key = (
            seat,
            len(city.cells),
            tuple(shown[:1]),
            tuple(shown[-1:]),
            min((p[1] for p in shown), default=0),
            max((p[1] for p in shown), default=0),
        )
        marked = {(x, y) for s, x, y in self.marks().cells if s == seat}
        if self.vb is None or self.vb_key != key:
            self.vb = draw.city_bounds(city, shown)
            self.vb_key = key
            # fitted to the whole city: after_render cuts it down where its cells would be small
            self.vb_focus = draw.focus_point(city, [(x, y) for x, y, _c in ghost] or shown, marked)
        tabs = widgets.seat_tabs(
            [f'<span class="pk-seat-dot pk-c{i}"></span>{esc(self.seat_name(i))}' for i in range(len(view.players))],
            seat,
            cls="pk-tabs",
            tab_cls="btn small pk-tab",
            on="on",
        )
        zoom = widgets.zoom_controls(fit=False, cls="pk-zoom", btn_cls="btn ghost small")
        svg = draw.city_svg(
            city,
            seat,
            self.vb,
            spots=spots,
            ghost=ghost,
            selected=self.sel,
            interactive=bool(spots),
            spot_label=self._spot_label(city, seat == self.current()),
            owner=self.seat_name(seat),
            marked=marked,
        )
        return widgets.panel(
            t("pk.city"),
            f'<div class="pk-citywrap" data-testid="city-{seat}">{svg}</div>'
            f'<p class="muted small">{esc(t("pk.city_hint"))}</p>',
            cls="pk-panel pk-citypanel",
            meta=tabs + zoom,
        )

    def _ring_html(self, view) -> str:
        return widgets.panel(
            t("pk.ring"),
            self._ring_circle(view),
            cls="pk-panel pk-ring",
            testid="ring",
            meta=f'<span class="muted small">{esc(tn("pk.bag", view.bag_size))}</span>',
        )

    def _ring_circle(self, view) -> str:
        """The slots around a circle, clockwise from the top, so the trireme's course reads at a glance."""
        n = max(1, len(view.ring))
        can = {a.slot for a in self._of(Pick)}
        slots = "".join(self._ring_slot(view, n, slot, tile, slot in can) for slot, tile in enumerate(view.ring))
        return (
            f'<div class="pk-slots pk-circle" data-rove="pk-slots" data-n="{len(view.ring)}" style="width:min(100%, {draw.ring_size(n):.0f}px)">'
            f"{draw.ring_svg(n)}"
            f'<span class="pk-course" title="{esc(t("pk.ring_course"))}" aria-hidden="true">{icon("course")}</span>'
            f"{self._trireme_html(view, n)}{slots}</div>"
        )

    def _ring_slot(self, view, n: int, slot: int, tile: int, can: bool) -> str:
        """One ring place: its tile (or an empty place), marked when a pick may take it."""
        cls = (
            "pk-slot"
            + (" choice" if slot in view.choices else "")
            + (" passed" if slot in view.passed else "")
            + ("" if tile else " empty")
            + (" at-trireme" if slot == view.trireme else "")
            + (" last-move" if slot in self.marks().slots else "")
            + (" hint" if self.is_hinted(Pick(slot)) else "")
            + (" armed" if self._armed() == Pick(slot) else "")
        )
        title = draw.tile_title(tile) or t("pk.empty_slot")
        label = t("pk.slot_n", n=slot + 1) + ": " + title + (" — " + t("pk.take_it") if can else "")
        label = widgets.hinted(label, self.is_hinted(Pick(slot)))
        ref = f"pk-ring-{slot}" + (f" pk-tile-{tile}" if tile else "")
        return (
            f"<button{attrs(class_=cls + ' pk-tip', style=draw.at_point(draw.ring_point(n, slot)), data_act='pick', data_arg=slot, data_testid=f'ring-{slot}', data_tile=tile, data_ref=ref, disabled=not can, data_tip=title, aria_label=label)}>"
            f"{draw.tile_svg(tile, 13)}</button>"
        )

    def _trireme_html(self, view, n: int) -> str:
        """The trireme inside the ring next to its slot; before the first pick, at the top, before slot 1."""
        pos = view.trireme if view.trireme >= 0 else -0.5
        where = draw.at_point(draw.ring_point(n, pos, draw.BOAT_INSET))
        return (
            f"<span{attrs(class_='pk-trireme', style=where, data_testid='trireme', data_ref='pk-trireme', data_slot=view.trireme, title=t('pk.trireme'))}>"
            f"{draw.TRIREME}</span>"
        )

    def _buildings_html(self, view) -> str:
        builds = {}
        for a in self._of(Build):
            if a.kind not in builds or len(a.swap) < len(builds[a.kind].swap):
                builds[a.kind] = a
        rows = []
        for k, kind in enumerate(data.KINDS):
            left = view.board[kind]
            price = view.prices.get(kind)
            colour = data.COLOURS[k]
            cost = widgets.aside(f"{price} ×" if price is not None else "—") + (
                draw.cube_svg(colour) if price is not None else ""
            )
            label = self._building_label(kind, price, left, kind in builds)
            last = " last-move" if kind in self.marks().kinds else ""
            if self.hint is not None and isinstance(self.hint.action, Build) and self.hint.action.kind == kind:
                last += " hint"
                label = widgets.hinted(label)
            # the name is the building's words; what else the button shows, its name says too
            details = f"{t('pk.left', n=left)} · {t('pk.size_' + str(data.FOOTPRINT[k]))}"
            rows.append(
                f"<button{attrs(class_='pk-building pk-tip' + (' can' if kind in builds else '') + last, data_act='build', data_arg=kind, data_testid=f'build-{kind}', data_ref=f'pk-build-{kind}', data_left=left, disabled=kind not in builds, data_tip=t('pk.kind_help_' + kind), aria_label=label)}>"
                f'<span class="pk-bicon" style="background:{draw.CUBE[colour]};color:{draw.ink(colour)}" aria-hidden="true">{draw.building_icon(kind)}</span>'
                f'<span class="pk-bname">{esc(draw.kind_name(kind))}<br>{widgets.aside(details, "muted small")}</span>'
                f'<span class="pk-price">{cost}</span></button>'
            )
        return widgets.panel(
            t("pk.building_board"),
            "".join(rows),
            cls="pk-panel pk-bboard",
            testid="building-board",
            rove="building-board",
        )

    def _development_html(self, view) -> str:
        rows = []
        for r, colour in enumerate(data.COLOURS):
            cells = []
            start_markers = "".join(
                f'<span class="pk-marker pk-c{i}" data-ref="pk-marker-{i}-{colour}" title="{esc(self.seat_name(i))}"></span>'
                for i, p in enumerate(view.players)
                if p.markers[colour] == 0
            )
            cells.append(f'<div class="pk-dcell pk-dstart">{start_markers}</div>')
            for i, kind in enumerate(data.ROWS[r]):
                token = view.tokens[r][i] if r < len(view.tokens) and i < len(view.tokens[r]) else ""
                tip = cell_help(kind)
                if token:
                    tip += " — " + ", ".join(draw.colour_name(c) for c in token)
                markers = "".join(
                    f'<span class="pk-marker pk-c{s}" data-ref="pk-marker-{s}-{colour}" title="{esc(self.seat_name(s))}"></span>'
                    for s, p in enumerate(view.players)
                    if p.markers[colour] == i + 1
                )
                label = kind.split(":")[0]
                short = {"VP1": "1", "VP2": "2", "VP3": "3"}.get(label, raw("pk.cell_short").get(label, "?"))
                tok = "".join(draw.cube_svg(c, 9) for c in token)
                here = [self.seat_name(s) for s, p in enumerate(view.players) if p.markers[colour] == i + 1]
                name = t("pk.dev_cell", row=draw.colour_name(colour), n=i + 1, what=tip)
                if here:
                    name += ". " + t("pk.dev_markers", names=", ".join(here))
                cells.append(
                    f"<div{attrs(class_='pk-dcell pk-tip k-' + label.lower() + (' last-move' if (colour, i + 1) in self.marks().dev else ''), data_tip=tip, tabindex=0, role='button', aria_label=name, data_act='dev-cell', data_arg=f'{r}_{i}', data_testid=f'dev-{colour}-{i}', data_ref=f'pk-dev-{colour}-{i}')}>"
                    f'<span class="pk-dlabel" aria-hidden="true">{esc(short)}</span>{tok}<span class="pk-dmarkers">{markers}</span></div>'
                )
            rows.append(
                f'<div class="pk-drow" style="--row:{draw.CUBE[colour]}"><span class="pk-dname">{esc(draw.colour_name(colour))}</span>{"".join(cells)}</div>'
            )
        # the row names' column is as wide as the longest name in this language (never cut)
        longest = max(len(draw.colour_name(c)) for c in data.COLOURS)
        body = f'<div class="pk-drows" style="--dname:{longest}">{"".join(rows)}</div>'
        return widgets.panel(
            t("pk.development"),
            body + self._dev_info(view),
            cls="pk-panel pk-dev",
            testid="development",
            rove="development",
            view=True,
            meta=f'<span class="muted small">{esc(t("pk.dev_hint"))}</span>',
        )

    def _dev_info(self, view) -> str:
        if self.dev_info is None:
            return ""
        r, i = self.dev_info
        kind = data.ROWS[r][i]
        token = view.tokens[r][i] if r < len(view.tokens) and i < len(view.tokens[r]) else ""
        text = cell_help(kind) + (" — " + ", ".join(draw.colour_name(c) for c in token) if token else "")
        where = f"{draw.colour_name(data.COLOURS[r])} · {i + 1}"
        return f'<p class="pk-devinfo small" data-testid="dev-info"><b>{esc(where)}:</b> {esc(text)}</p>'

    def _players_html(self, view, scores) -> str:
        """Each seat's score, coins, workers and cubes (and the automa's): numbers beside icons
        to the eye, each said in words to a screen reader (`_stat`)."""
        out = []

        def cubes_of(counts) -> str:
            return "".join(
                _stat(t("pk.cubes_said", colour=draw.colour_name(c), n=counts[c]), f"{draw.cube_svg(c)}{counts[c]}")
                for c in data.COLOURS
            )

        for i, p in enumerate(view.players):
            upg = []
            if p.swaps:
                upg.append(t("pk.upg_swaps", n=p.swaps))
            if p.cheaper:
                upg.append(t("pk.upg_cheaper"))
            if p.coin:
                upg.append(t("pk.upg_coin"))
            active = " active" if view.actor == i else ""
            total = scores[i]["total"]
            out.append(
                f'<div class="pk-player{active}" data-testid="player-{i}" data-ref="pk-seat-{i}">'
                f'<div class="pk-pname"><span class="pk-seat-dot pk-c{i}"></span><b>{esc(self.seat_name(i))}</b>'
                + _stat(
                    f"{t('pk.live_score')}: {total}",
                    str(total),
                    cls="pk-score",
                    data_testid=f"score-{i}",
                    data_total=total,
                )
                + "</div>"
                + '<div class="pk-pstats">'
                + _stat(f"{t('pk.coins')}: {p.coins}", f"{icon('coin', 'icon pk-coin')} {p.coins}", cls=None)
                + _stat(
                    t("pk.workers_said", free=p.workers, owned=p.owned),
                    f"{icon('worker', 'icon pk-workericon')} {p.workers}/{p.owned}",
                    cls=None,
                )
                + f"{cubes_of(p.cubes)}</div>"
                + (f'<div class="muted small">{esc(" · ".join(upg))}</div>' if upg else "")
                + "</div>"
            )
        if view.automa is not None:
            a = view.automa
            blds = "".join(
                _stat(f"{draw.kind_name(k)}: {a.buildings[k]}", f"{draw.building_icon(k)}{a.buildings[k]}")
                for k in data.KINDS
            )
            n = len(view.players)
            active = " active" if view.actor == n else ""
            total = scores[n]["total"]
            out.append(
                f'<div class="pk-player pk-automa{active}" data-testid="player-{n}" data-ref="pk-seat-{n}">'
                f'<div class="pk-pname"><span class="pk-seat-dot pk-c{n}"></span><b>{esc(t("pk.automa"))}</b>'
                + _stat(
                    f"{t('pk.live_score')}: {total}",
                    str(total),
                    cls="pk-score",
                    data_testid=f"score-{n}",
                    data_total=total,
                )
                + f'</div><div class="pk-pstats">{cubes_of(a.cubes)}</div><div class="pk-pstats">{blds}</div></div>'
            )
        out.append(f'<div class="pk-stock muted small">{esc(t("pk.stock"))}: {cubes_of(view.stock)}</div>')
        return f'<section class="pk-panel pk-players" data-testid="players">{"".join(out)}</section>'

    def _final_html(self, view, scores) -> str:
        winners = self.rules.winners(self.state)
        rows = [
            widgets.final_row(
                esc(draw.kind_name(cat) if cat in data.KINDS else t("pk.cat_" + cat)),
                cat,
                [s[cat] for s in scores],
                winners,
            )
            for cat in CATEGORIES
        ]
        return self.final_table("final pk-final", esc(self.headline(winners)), rows, scores, seat_testids=False)

    def log_viewer(self) -> "int | None":
        """The first human seat (log.log_seat; the events hide nothing, but the log asks as
        every game does)."""
        return log.log_seat(self.record)

    def marks(self) -> "log.Marks":
        """The pieces the other seats' newest moves named (class last-move), until the viewer's
        next move."""
        return self._cached("marks", lambda: log.last_marks(self.log, self.viewer()))

    # --- names in words (screen readers, tooltips) and help ------------------------------
    def _spot_label(self, city, acting: bool):
        """spot_label(x, y) for the city shown: the place in words and what choosing it does,
        and, in the city of the seat to act, whether the hint advises it."""
        words = self._spot_words(city)
        hinted = set(self._hint_spots()) if acting else set()
        return lambda x, y: widgets.hinted(words(x, y), (x, y) in hinted)

    def _hint_spots(self) -> "list[tuple[int, int]]":
        """The places of the city a placement the hint advises is chosen on (none for others)."""
        action = self.hint.action if self.hint is not None else None
        if isinstance(action, (PlaceTile, PlaceAqueduct, PlaceWorker)):
            return [(action.x, action.y)]
        if isinstance(action, PlaceBuilding):
            return [tuple(c) for c in action.cells]
        return []

    def _spot_words(self, city):
        """spot_words(x, y) for `city`: the place in words and what choosing it does."""
        levels = {(c[0], c[1]): c[2] for c in city.cells}
        cubes = {(c[0], c[1]): c[2] for c in city.cubes}
        buildings = {tuple(pos): kind for kind, cells in city.buildings for pos in cells}
        st = self.state

        def label(x: int, y: int) -> str:
            where = log.spot(x, y, levels.get((x, y), 0))
            if self.mode == "worker":
                cube = cubes.get((x, y))
                if cube:
                    return t("pk.spot.worker_cube", where=where, colour=draw.colour_name(cube))
                return t("pk.spot.worker", where=where)
            if st.step in ("tile", "aqueduct"):
                return t("pk.spot.tile", where=where)
            if st.step == "building" and st.held >= 0:
                return t("pk.spot.building", where=where, kind=draw.kind_name(data.KINDS[st.held]))
            if st.step == "move" and (x, y) in buildings:
                return t("pk.spot.move", where=where, kind=draw.kind_name(buildings[(x, y)]))
            return where

        return label

    def _building_label(self, kind: str, price, left: int, can: bool) -> str:
        """A building-board button in words: its name, cost, how many are left, its size, what it
        scores (all the button shows)."""
        colour = draw.colour_name(data.COLOURS[data.KINDS.index(kind)])
        cost = tn("pk.cost", price, colour=colour) if price is not None else t("pk.none_left")
        size = t("pk.size_" + str(data.FOOTPRINT[data.KINDS.index(kind)]))
        text = f"{draw.kind_name(kind)}: {cost}; {t('pk.left', n=left)}, {size}. {t('pk.kind_help_' + kind)}"
        return text + (" — " + t("pk.build_it") if can else "")

    def help_section(self) -> str:
        """The guide section for what the screen is asking now: the worker section while a
        worker's place is being chosen, the section of a development cell opened under the board
        at the development step, scoring once the game is over; else the step's own section."""
        from ..texts.guide_sections import section_for

        st = self.state
        if st.step == "over":
            return "scoring"
        if self.mode == "worker":
            return section_for(self.GAME, "worker")
        if self.dev_info is not None and st.step in ("develop", "paid", "end") and self.human_to_move():
            r, i = self.dev_info
            base = data.ROWS[r][i].split(":")[0]
            decision = CELL_DECISIONS.get(base)
            if decision:
                return section_for(self.GAME, decision)
            return "upgrades" if base == "UPG" else "cells"
        return super().help_section()

    # --- events -------------------------------------------------------------------------
    def on_pick(self, arg) -> None:
        if self.human_to_move() and self.state.step == "scout":
            slot = int(arg)
            if any(a.slot == slot for a in self._of(Pick)):
                self._act(Pick(slot))

    def on_build(self, arg) -> None:
        options = [a for a in self._of(Build) if a.kind == arg]
        if options:
            self._act(min(options, key=lambda a: len(a.swap)))

    def on_spot(self, arg) -> None:
        x, y = (int(v) for v in arg.split("_"))
        pos = (x, y)
        if pos not in self.spots():
            return
        if self.mode is None and self.state.step == "move":
            self._act(MoveBuilding(x, y))
            return
        if (
            self.mode is None
            and self.state.step == "building"
            and self.sel
            and len(self.sel) == 1
            and data.FOOTPRINT[self.state.held] == 2
        ):
            self.sel = [self.sel[0], pos]
        else:
            self.sel = [pos]
        self.app.render()

    def on_rotate(self, _arg=None) -> None:
        """Turn the tile in hand. A place already chosen stays chosen: Rotate turns the tile about
        it (the next turn that fits there), or, when no other turn fits on that very place, keeps
        the tile over the chosen cell at the next turn."""
        rots = self.rotations()
        if not rots:
            return
        cur = self.current_rot()
        chosen = self.sel[0] if self.sel and self.mode is None else None
        if chosen is not None:
            here = [
                r
                for r in rots
                if any((a.x, a.y, a.rotation) == (*chosen, r) for a in self._of((PlaceTile, PlaceAqueduct)))
            ]
            if len(here) > 1:
                self.rot = here[(here.index(cur) + 1) % len(here)] if cur in here else here[0]
                self.app.render()
                return
        self.rot = rots[(rots.index(cur) + 1) % len(rots)] if cur in rots else rots[0]
        self.sel = [self._place_over(chosen, self.rot)] if chosen is not None else []
        if self.sel == [None]:
            self.sel = []
        self.app.render()

    def _place_over(self, cell, rot):
        """The legal place at turn `rot` whose tile covers `cell`, nearest to laying its first
        square there (None: none covers it)."""
        hand = self.state.hand
        best = None
        for a in self._of((PlaceTile, PlaceAqueduct)):
            if a.rotation != rot or cell not in tile_positions(hand, a.x, a.y, rot):
                continue
            d = abs(a.x - cell[0]) + abs(a.y - cell[1])
            if best is None or d < best[0]:
                best = (d, (a.x, a.y))
        return best[1] if best else None

    def on_cube(self, arg) -> None:
        self.cube = arg
        self.app.render()

    def on_worker_mode(self, _arg=None) -> None:
        self.mode = None if self.mode == "worker" else "worker"
        self.sel = []
        self.shown = None
        self.app.render()

    def on_confirm(self, _arg=None) -> None:
        armed = self._armed()
        if armed is not None:
            self.armed = None
            self.play(armed)
            return
        plan = self.planned()
        if plan is not None:
            self.play(plan)

    def on_cancel(self, _arg=None) -> None:
        self.clear_selection()
        self.app.render()

    def on_choose(self, arg) -> None:
        legal = self.legal()
        i = int(arg)
        if 0 <= i < len(legal):
            self.act_or_arm(i, legal[i])

    def on_dev_cell(self, arg) -> None:
        r, i = (int(v) for v in arg.split("_"))
        self.dev_info = None if self.dev_info == (r, i) else (r, i)
        self.app.render()

    def on_show_city(self, arg) -> None:
        self.shown = int(arg)
        self.vb = None
        self.app.render()

    def on_zoom(self, arg) -> None:
        self.panzoom.button(arg == "in")

    def on_key(self, key: str) -> bool:
        if key in ("Enter", " ") and self._act_focused():
            return True
        if key == "Escape" and (self.sel or self.mode or self._armed() is not None):
            self.on_cancel()
            return True
        if key == "Enter" and (self.planned() is not None or self._armed() is not None):
            self.on_confirm()
            return True
        if key in ("r", "R") and self.state.step in ("tile", "aqueduct") and self.human_to_move():
            self.on_rotate()
            return True
        return False

    def _act_focused(self) -> bool:
        """Enter or Space on a focused city place or development cell chooses it, as a click
        would (they are SVG shapes and boxes, not buttons); focus comes back to it after. On a
        place already chosen, it confirms the move."""
        from ..page import document

        el = document.activeElement
        act = (
            str(el.getAttribute("data-act"))
            if el and hasattr(el, "getAttribute") and el.getAttribute("data-act")
            else ""
        )
        if act not in ("spot", "dev-cell"):
            return False
        testid = str(el.getAttribute("data-testid"))
        if act == "spot" and str(el.getAttribute("aria-pressed")) == "true" and self.planned() is not None:
            self.on_confirm()  # Enter on the place already chosen plays it
            return True
        self.handle(act, str(el.getAttribute("data-arg")), el, None)
        again = document.querySelector(f'[data-testid="{testid}"]')
        if again:
            again.focus()
        return True

    # pan and zoom of the city ------------------------------------------------------------
    def after_render(self) -> None:
        super().after_render()
        self._keep_readable()
        self._watch_focus()

    def leave(self) -> None:
        super().leave()
        proxy, self._focus_proxy = self._focus_proxy, None
        if proxy is not None:
            from ..page import document

            document.removeEventListener("focusin", proxy)
            proxy.destroy()

    #: the focusin listener that brings a place reached by the keyboard into a part view
    _focus_proxy = None

    def _watch_focus(self) -> None:
        """While this screen is shown, a city place that gets the focus outside the view (a long
        city shown in part, _keep_readable) is panned into it."""
        if self._focus_proxy is not None:
            return
        from pyodide.ffi import create_proxy
        from ..page import document

        self._focus_proxy = create_proxy(self._on_focus)
        document.addEventListener("focusin", self._focus_proxy)

    def _on_focus(self, event) -> None:
        el = event.target
        if self.app.screen is not self or self.vb is None or not hasattr(el, "closest"):
            return
        if not el.closest("svg.pk-city") or el.getAttribute("data-act") != "spot":
            return
        x, y = (int(v) for v in str(el.getAttribute("data-arg")).split("_"))
        box = draw.showing(self.vb, x, y)
        if box != self.vb:
            self._set_vb(box)

    def _keep_readable(self) -> None:
        """A view just fitted to a long city would draw its cells small (about 30 px on a phone):
        shown instead in part, cells at least draw.MIN_CELL_PX wide, around what is to be chosen;
        the player drags or zooms out for the rest. The width first, then the height measured
        again: on a phone the element's height follows the box's shape."""
        focus, self.vb_focus = self.vb_focus, None
        svg = self._svg()
        if focus is None or svg is None or self.vb is None:
            return
        for both in (False, True):
            rect = svg.getBoundingClientRect()
            height = float(rect.height) if both else float("inf")
            box = draw.readable_box(self.vb, focus, float(rect.width), height)
            if box != self.vb:
                self._set_vb(box)

    def _svg(self):
        from ..page import document

        el = document.querySelector("svg.pk-city")
        return el if el else None

    def _set_vb(self, vb) -> None:
        self.vb = vb
        svg = self._svg()
        if svg is not None:
            svg.setAttribute("viewBox", " ".join(f"{v:.1f}" for v in vb))

    # --- a tutorial (tutorial.py) -------------------------------------------------------
    def tutorial_targets(self, actions) -> "list[str]":
        """What to click next for the step's actions: a ring tile, a building, a listed choice;
        for a placement the city (the learner's own), Rotate, the worker button, the place(s)
        on the grid, then Confirm."""
        from . import tutorial_marks

        return tutorial_marks.targets(self, actions)

    def tutorial_allows(self, act: str, arg, actions) -> bool:
        from . import tutorial_marks

        return tutorial_marks.allows(self, act, arg, actions)

    # --- playing ------------------------------------------------------------------------
    def hint_words(self, action) -> str:
        """The advised move as its button says it, or a placement as its place in the city does."""
        spots = self._hint_spots()
        if spots:
            city = self.rules.view(self.state, self.viewer()).players[self.current()].city
            return self._spot_words(city)(*spots[0])
        return button_label(action, self.state)

    def show_hint(self, action) -> None:
        """The advised placement chosen on the city as if the player had clicked it (rotation and
        cube included); a pick, a building or a listed option is marked on its button."""
        self.shown = None
        if isinstance(action, (PlaceTile, PlaceAqueduct)):
            self.mode, self.sel, self.rot = None, [(action.x, action.y)], action.rotation
            if isinstance(action, PlaceAqueduct) and action.cube:
                self.cube = action.cube
        elif isinstance(action, PlaceWorker):
            self.mode, self.sel = "worker", [(action.x, action.y)]
        elif isinstance(action, PlaceBuilding):
            self.mode, self.sel = None, [tuple(c) for c in action.cells]
        elif isinstance(action, MoveBuilding):
            self.mode, self.sel = None, [(action.x, action.y)]

    def clear_selection(self) -> None:
        self.sel = []
        self.mode = None
        self.armed = None

    def _armed(self):
        """The move prepared for Confirm (one that cannot be taken back), or None."""
        legal = self.legal()
        i = self.armed
        return legal[i] if i is not None and 0 <= i < len(legal) else None

    def _act(self, action) -> None:
        """A one-click move: at once when Undo can take it back, else prepared for Confirm."""
        legal = self.legal()
        if action in legal:
            self.act_or_arm(legal.index(action), action)

    def after_human_move(self) -> None:
        self.shown = None

    def shown_seat(self) -> int:
        return self.city_seat()

    def show_seat(self, seat: int) -> None:
        if seat >= len(self.state.players):
            return  # the automa has no city
        self.shown = None if seat == self.viewer() else seat
        self.vb = None

    def progress(self):
        st = self.state
        return st.round, data.ROUNDS, st.step == "over"


def _stat(words: str, shown: str, cls: "str | None" = "pk-count", **more) -> str:
    """A number beside its icon, said in `words` ("Coins: 2") by screen readers and shown as
    tooltip; what is drawn inside is not read out on its own."""
    return f"<span{attrs(class_=cls, role='img', aria_label=words, title=words, **more)}>{shown}</span>"
