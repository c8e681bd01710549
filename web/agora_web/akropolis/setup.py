"""The Akropolis setup screen: seats (human or computer) or solo against the Famous Architect,
variants, long game. Starting writes a new record (with a fresh seed) and opens the game."""

from __future__ import annotations

from ..dom import attrs, esc
from ..i18n import raw, t

VARIANTS = ("houses", "markets", "barracks", "temples", "gardens")
LEVELS = ("hippodamos", "metagenes", "callicrates")
KINDS = ("human", "akropolis.easy", "akropolis.medium", "akropolis.hard")
KIND_LABELS = {"human": "human", "akropolis.easy": "computer_easy", "akropolis.medium": "computer_medium",
               "akropolis.hard": "computer_hard"}


class SetupScreen:
    name = "setup"

    def __init__(self, app):
        self.app = app
        self.mode = "multi"
        self.seats = [{"name": "", "kind": "human"}, {"name": "", "kind": "akropolis.easy"}]
        self.solo_name = ""
        self.level = "hippodamos"
        self.variants = set()
        self.long = False

    def title(self) -> str:
        return t("game.akropolis")

    def topbar_extra(self) -> str:
        return ""

    # --- rendering ----------------------------------------------------------------------
    def render(self) -> str:
        mode = "".join(
            f'<button{attrs(class_="seg" + (" on" if self.mode == m else ""), data_act="mode", data_arg=m, data_testid=f"mode-{m}", aria_pressed="true" if self.mode == m else "false")}>'
            f'{esc(t("mode_" + m))}</button>' for m in ("multi", "solo"))
        body = self._multi_html() if self.mode == "multi" else self._solo_html()
        variants = "".join(
            f'<label class="check"><input type="checkbox"{attrs(data_act="variant", data_arg=v, data_testid=f"variant-{v}", checked=v in self.variants)}>'
            f'<span>{esc(t("variant." + v))}</span></label>' for v in VARIANTS)
        long_ok = self.mode == "solo" or len(self.seats) <= 3
        long_box = (f'<label class="check{"" if long_ok else " disabled"}"><input type="checkbox"'
                    f'{attrs(data_act="long", data_testid="long-game", checked=self.long and long_ok, disabled=not long_ok)}>'
                    f'<span>{esc(t("long_game"))}</span></label>')
        return (f'<div class="setup card">'
                f'<h1>{esc(t("setup_title"))}</h1>'
                f'<div class="field"><div class="label">{esc(t("mode"))}</div><div class="segmented">{mode}</div></div>'
                f'{body}'
                f'<fieldset class="field"><legend class="label">{esc(t("variants"))}</legend>'
                f'<p class="muted small">{esc(t("variants_note"))}</p>{variants}</fieldset>'
                f'<div class="field">{long_box}</div>'
                f'<div class="setup-actions"><button class="btn" data-act="home" data-testid="setup-back">{esc(t("back"))}</button>'
                f'<button class="btn primary big" data-act="start" data-testid="start">{esc(t("start"))}</button></div>'
                f'</div>')

    def _multi_html(self) -> str:
        rows = []
        for i, seat in enumerate(self.seats):
            options = "".join(
                f'<option{attrs(value=k, selected=seat["kind"] == k)}>{esc(t(KIND_LABELS[k]))}</option>' for k in KINDS)
            remove = (f'<button class="btn ghost small" data-act="remove-seat" data-arg="{i}" data-testid="remove-seat-{i}" '
                      f'title="{esc(t("remove_player"))}">✕</button>') if len(self.seats) > 2 else ""
            rows.append(
                f'<div class="seat-row"><span class="seat-no">{i + 1}</span>'
                f'<input type="text" maxlength="24"{attrs(data_act="seat-name", data_arg=i, data_testid=f"seat-name-{i}", value=seat["name"], placeholder=self._default_name(i, seat["kind"]), aria_label=t("name"))}>'
                f'<select{attrs(data_act="seat-kind", data_arg=i, data_testid=f"seat-kind-{i}", aria_label=t("seat_kind"))}>{options}</select>'
                f'{remove}</div>')
        add = (f'<button class="btn ghost" data-act="add-seat" data-testid="add-seat">+ {esc(t("add_player"))}</button>'
               if len(self.seats) < 4 else "")
        return (f'<div class="field"><div class="label">{esc(t("players"))}</div>{"".join(rows)}{add}'
                f'<p class="muted small">{esc(t("first_player_note"))}</p></div>')

    def _solo_html(self) -> str:
        levels = "".join(
            f'<label class="level{" on" if self.level == lv else ""}"><input type="radio" name="level"'
            f'{attrs(data_act="level", data_arg=lv, data_testid=f"level-{lv}", checked=self.level == lv)}>'
            f'<span class="level-name">{esc(t("level." + lv))} <span class="tag">{esc(t("level_tag." + lv))}</span></span>'
            f'<span class="muted small">{esc(t("level_note." + lv))}</span></label>' for lv in LEVELS)
        return (f'<div class="field"><div class="label">{esc(t("your_name"))}</div>'
                f'<input type="text" maxlength="24"{attrs(data_act="solo-name", data_testid="solo-name", value=self.solo_name, placeholder=t("player_n", n=1))}></div>'
                f'<div class="field"><div class="label">{esc(t("level"))}</div><div class="levels">{levels}</div>'
                f'<p class="muted small">{esc(t("solo_note"))}</p></div>')

    def _default_name(self, i: int, kind: str) -> str:
        if kind == "human":
            return t("player_n", n=i + 1)
        names = raw("ai_names")
        return names[i % len(names)]

    # --- events -------------------------------------------------------------------------
    def handle(self, act: str, arg, el, event) -> bool:
        if act == "mode":
            self.mode = arg
        elif act == "add-seat" and len(self.seats) < 4:
            self.seats.append({"name": "", "kind": "akropolis.easy"})
        elif act == "remove-seat" and len(self.seats) > 2:
            del self.seats[int(arg)]
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
        elif act == "variant":
            (self.variants.add if el.checked else self.variants.discard)(arg)
        elif act == "long":
            self.long = bool(el.checked)
        elif act == "level":
            self.level = arg
            self.app.render()

    def on_input(self, act: str, arg, el) -> None:
        if act == "seat-name":
            self.seats[int(arg)]["name"] = str(el.value)
        elif act == "solo-name":
            self.solo_name = str(el.value)

    # --- starting -----------------------------------------------------------------------
    def start(self) -> None:
        from engine.akropolis import Options
        from engine.core.protocol import Seat

        variants = [v for v in VARIANTS if v in self.variants]
        if self.mode == "solo":
            players = [Seat(self.solo_name.strip() or t("player_n", n=1), "human")]
            options = Options(variants=variants, long=self.long, solo=self.level)
        else:
            players = [Seat(s["name"].strip() or self._default_name(i, s["kind"]), s["kind"])
                       for i, s in enumerate(self.seats)]
            options = Options(variants=variants, long=self.long and len(players) <= 3)
        self.app.start_new_game("akropolis", players, options)
