"""Pantikapaion setup screen: solo against the automa (with its three optional modifications) or
2–4 seats, each a person or a computer player. Starting writes a new record and opens the game."""

from __future__ import annotations

from ..dom import attrs, esc
from ..i18n import lang, raw, t

GAME = "pantikapaion"
FALLBACK_COMPUTERS = (("pantikapaion.easy", "computer_easy"), ("pantikapaion.hard", "computer_hard"))
MODS = ("automa_round_one", "automa_best_tile", "automa_needed_cube")


def computer_kinds() -> "list[tuple[str, str]]":
    """(controller id, label) of each computer player offered for a seat (not the automa)."""
    try:
        import solo_ai

        infos = [c for c in solo_ai.controllers(GAME) if not c.solo_only]
    except Exception:
        infos = []
    if not infos:
        return [(cid, t(key)) for cid, key in FALLBACK_COMPUTERS]
    code = lang()
    return [(c.id, f'{t("computer")} — {c.names.get(code) or c.names.get("en") or c.id}') for c in infos]


class SetupScreen:
    name = "setup"

    def __init__(self, app):
        self.app = app
        self.solo = True
        self.solo_name = ""
        self.mods = {m: False for m in MODS}
        self.seats = [{"name": "", "kind": "human"}, {"name": "", "kind": "pantikapaion.easy"}]

    def title(self) -> str:
        return t("game.pantikapaion")

    def topbar_extra(self) -> str:
        return ""

    def _default_name(self, i: int, kind: str) -> str:
        if kind == "human":
            return t("player_n", n=i + 1)
        names = raw("pk.ai_names")
        return names[i % len(names)]

    def render(self) -> str:
        modes = "".join(
            f'<button{attrs(class_="btn" + (" primary" if self.solo == solo else ""), data_act="mode", data_arg=arg, data_testid=f"mode-{arg}", aria_pressed="true" if self.solo == solo else "false")}>'
            f'{esc(t(key))}</button>'
            for solo, arg, key in ((True, "solo", "pk.mode_solo"), (False, "multi", "pk.mode_multi")))
        body = self._solo_html() if self.solo else self._seats_html()
        return (f'<div class="setup card pk-setup"><h1>{esc(t("pk.setup_title"))}</h1>'
                f'<div class="field"><div class="label">{esc(t("mode"))}</div><div class="pk-modes">{modes}</div></div>'
                f'{body}<p class="muted small pk-note">{esc(t("pk.reconstructed_note"))}</p>'
                f'<div class="setup-actions"><button class="btn" data-act="home" data-testid="setup-back">{esc(t("back"))}</button>'
                f'<button class="btn primary big" data-act="start" data-testid="start">{esc(t("start"))}</button></div></div>')

    def _solo_html(self) -> str:
        checks = "".join(
            f'<label class="check"><input type="checkbox"{attrs(data_act="mod", data_arg=m, data_testid=f"mod-{m}", checked=self.mods[m])}>'
            f'<span>{esc(t("pk." + m))}</span></label>' for m in MODS)
        return (f'<div class="field"><div class="label">{esc(t("name"))}</div>'
                f'<input type="text" maxlength="24"{attrs(data_act="solo-name", data_testid="seat-name-0", value=self.solo_name, placeholder=t("player_n", n=1), aria_label=t("name"))}></div>'
                f'<fieldset class="field"><legend class="label">{esc(t("pk.mods"))}</legend>'
                f'<p class="muted small">{esc(t("pk.mods_note"))}</p>{checks}</fieldset>')

    def _seats_html(self) -> str:
        kinds = [("human", t("human"))] + computer_kinds()
        rows = []
        for i, seat in enumerate(self.seats):
            options = "".join(f'<option{attrs(value=k, selected=seat["kind"] == k)}>{esc(label)}</option>'
                              for k, label in kinds)
            remove = (f'<button class="btn ghost small" data-act="remove-seat" data-arg="{i}" data-testid="remove-seat-{i}" '
                      f'aria-label="{esc(t("pk.remove_seat"))}">✕</button>' if len(self.seats) > 2 else "")
            rows.append(
                f'<div class="seat-row"><span class="pk-seat-dot pk-c{i}" aria-hidden="true"></span>'
                f'<input type="text" maxlength="24"{attrs(data_act="seat-name", data_arg=i, data_testid=f"seat-name-{i}", value=seat["name"], placeholder=self._default_name(i, seat["kind"]), aria_label=t("name"))}>'
                f'<select{attrs(data_act="seat-kind", data_arg=i, data_testid=f"seat-kind-{i}", aria_label=t("seat_kind"))}>{options}</select>{remove}</div>')
        add = (f'<button class="btn ghost small" data-act="add-seat" data-testid="add-seat">+ {esc(t("pk.add_seat"))}</button>'
               if len(self.seats) < 4 else "")
        return f'<div class="field"><div class="label">{esc(t("players"))}</div>{"".join(rows)}{add}</div>'

    def handle(self, act: str, arg, el, event) -> bool:
        if act == "mode":
            self.solo = arg == "solo"
        elif act == "add-seat" and len(self.seats) < 4:
            self.seats.append({"name": "", "kind": "human"})
        elif act == "remove-seat" and len(self.seats) > 2:
            self.seats.pop(int(arg))
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
        elif act == "mod" and arg in self.mods:
            self.mods[arg] = bool(el.checked)

    def on_input(self, act: str, arg, el) -> None:
        if act == "seat-name":
            self.seats[int(arg)]["name"] = str(el.value)
        elif act == "solo-name":
            self.solo_name = str(el.value)

    def start(self) -> None:
        from engine.core.protocol import Seat
        from engine.pantikapaion import Options

        if self.solo:
            players = [Seat(self.solo_name.strip() or t("player_n", n=1), "human")]
            options = Options(**self.mods)
        else:
            players = [Seat(s["name"].strip() or self._default_name(i, s["kind"]), s["kind"])
                       for i, s in enumerate(self.seats)]
            options = Options()
        self.app.start_new_game(GAME, players, options)
