"""The Architects of Amytis setup screen: two seats (human or computer), the side of each building
card, and the deal of projects. Starting writes a new record (with a fresh seed) and opens the game."""

from __future__ import annotations

from engine.amytis.data import BUILDINGS

from ..dom import attrs, esc, random_u32
from ..i18n import lang, raw, t
from . import draw

GAME = "amytis"
#: computer players offered when solo_ai cannot be asked
FALLBACK_COMPUTERS = (("amytis.easy", "computer_easy"), ("amytis.hard", "computer_hard"))


def computer_kinds() -> "list[tuple[str, str]]":
    """(controller id, label) of each computer player solo_ai offers for this game."""
    try:
        import solo_ai

        infos = [c for c in solo_ai.controllers(GAME) if not c.solo_only]
    except Exception:  # computer players missing from this build: offer the usual ids
        infos = []
    if not infos:
        return [(cid, t(key)) for cid, key in FALLBACK_COMPUTERS]
    code = lang()
    return [(c.id, f'{t("computer")} — {c.names.get(code) or c.names.get("en") or c.id}') for c in infos]


class SetupScreen:
    name = "setup"

    def __init__(self, app):
        self.app = app
        self.seats = [{"name": "", "kind": "human"}, {"name": "", "kind": "amytis.easy"}]
        self.sides = {b: "A" for b in BUILDINGS}
        self.revised = False
        self._kinds = None

    def title(self) -> str:
        return t("game.amytis")

    def topbar_extra(self) -> str:
        return ""

    def kinds(self) -> "list[tuple[str, str]]":
        if self._kinds is None or self._kinds[0] != lang():
            self._kinds = (lang(), [("human", t("human"))] + computer_kinds())
        return self._kinds[1]

    # --- rendering ----------------------------------------------------------------------
    def render(self) -> str:
        return (f'{draw.defs_svg()}<div class="setup card am-setup">'
                f'<h1>{esc(t("am.setup_title"))}</h1>'
                f'{self._seats_html()}{self._sides_html()}'
                f'<div class="field"><label class="check"><input type="checkbox"'
                f'{attrs(data_act="revised", data_testid="revised-deal", checked=self.revised)}>'
                f'<span>{esc(t("am.revised_deal"))}<br><span class="muted small">{esc(t("am.revised_note"))}</span></span></label></div>'
                f'<div class="setup-actions"><button class="btn" data-act="home" data-testid="setup-back">{esc(t("back"))}</button>'
                f'<button class="btn primary big" data-act="start" data-testid="start">{esc(t("start"))}</button></div>'
                f'</div>')

    def _seats_html(self) -> str:
        rows = []
        kinds = self.kinds()
        for i, seat in enumerate(self.seats):
            options = "".join(f'<option{attrs(value=k, selected=seat["kind"] == k)}>{esc(label)}</option>'
                              for k, label in kinds)
            rows.append(
                f'<div class="seat-row"><span class="am-seat-pawn" title="{esc(t("am.colour_of_seat", n=i + 1))}">'
                f'{draw.pawn_svg(i)}</span>'
                f'<input type="text" maxlength="24"{attrs(data_act="seat-name", data_arg=i, data_testid=f"seat-name-{i}", value=seat["name"], placeholder=self._default_name(i, seat["kind"]), aria_label=t("name"))}>'
                f'<select{attrs(data_act="seat-kind", data_arg=i, data_testid=f"seat-kind-{i}", aria_label=t("seat_kind"))}>{options}</select></div>')
        swap = (f'<button class="btn ghost small" data-act="swap" data-testid="swap-seats">⇅ {esc(t("am.swap"))}</button>')
        return (f'<div class="field"><div class="label">{esc(t("players"))}</div>{"".join(rows)}'
                f'<div class="am-seat-foot"><span class="muted small">{esc(t("am.first_note"))}</span>{swap}</div></div>')

    def _sides_html(self) -> str:
        rows = []
        for b, name in enumerate(BUILDINGS):
            opts = []
            for side in ("A", "B"):
                on = self.sides[name] == side
                opts.append(
                    f'<button{attrs(class_="am-side-opt" + (" on" if on else ""), data_act="side", data_arg=f"{name}:{side}", data_testid=f"side-{name}-{side}", aria_pressed="true" if on else "false")}>'
                    f'<span class="am-side-letter">{esc(t("am.side_" + side))}</span>'
                    f'<span class="am-side-text">{esc(t(f"am.fx.{name}.{side}"))}</span></button>')
            rows.append(f'<div class="am-side-row" data-testid="sides-{name}" data-side="{self.sides[name]}">'
                        f'<div class="am-side-name">{draw.building_icon(b)}<b>{esc(draw.building_name(b))}</b></div>'
                        f'<div class="am-side-opts">{"".join(opts)}</div></div>')
        shortcuts = (f'<button class="btn ghost small" data-act="all-sides" data-arg="A" data-testid="sides-all-a">{esc(t("am.all_a"))}</button>'
                     f'<button class="btn ghost small" data-act="all-sides" data-arg="random" data-testid="sides-random">{esc(t("am.sides_random"))}</button>')
        return (f'<fieldset class="field"><legend class="label">{esc(t("am.buildings"))}</legend>'
                f'<p class="muted small">{esc(t("am.sides_note"))}</p>{"".join(rows)}'
                f'<div class="am-side-shortcuts">{shortcuts}</div></fieldset>')

    def _default_name(self, i: int, kind: str) -> str:
        if kind == "human":
            return t("player_n", n=i + 1)
        names = raw("am.ai_names")
        return names[i % len(names)]

    # --- events -------------------------------------------------------------------------
    def handle(self, act: str, arg, el, event) -> bool:
        if act == "side":
            name, side = arg.split(":")
            if name in self.sides and side in ("A", "B"):
                self.sides[name] = side
        elif act == "all-sides":
            if arg == "random":
                bits = random_u32()
                self.sides = {b: "AB"[(bits >> i) & 1] for i, b in enumerate(BUILDINGS)}
            else:
                self.sides = {b: "A" for b in BUILDINGS}
        elif act == "swap":
            self.seats.reverse()
        elif act == "start":
            self.start()
            return True
        else:
            return False
        self.app.render()
        return True

    def on_change(self, act: str, arg, el) -> None:
        if act == "seat-kind":
            self.seats[int(arg)]["kind"] = str(el.value)
            self.app.render()
        elif act == "revised":
            self.revised = bool(el.checked)

    def on_input(self, act: str, arg, el) -> None:
        if act == "seat-name":
            self.seats[int(arg)]["name"] = str(el.value)

    # --- starting -----------------------------------------------------------------------
    def start(self) -> None:
        from engine.amytis import Options
        from engine.core.protocol import Seat

        players = [Seat(s["name"].strip() or self._default_name(i, s["kind"]), s["kind"])
                   for i, s in enumerate(self.seats)]
        options = Options(**self.sides, revised_deal=self.revised)
        self.app.start_new_game(GAME, players, options)
