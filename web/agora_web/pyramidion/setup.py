"""The Pyramidion setup screen: two to four seats (human or computer) and the end-of-game option.
Starting writes a new record (with a fresh seed) and opens the game."""

from __future__ import annotations

from ..dom import attrs, esc
from ..i18n import lang, raw, t

GAME = "pyramidion"
FALLBACK_COMPUTERS = (("pyramidion.easy", "computer_easy"), ("pyramidion.hard", "computer_hard"))
TARGETS = ("10", "12", "15", "all")


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
        self.seats = [{"name": "", "kind": "human"}, {"name": "", "kind": "pyramidion.easy"}]
        self.target = "10"
        self._kinds = None

    def title(self) -> str:
        return t("game.pyramidion")

    def topbar_extra(self) -> str:
        return ""

    def kinds(self):
        if self._kinds is None or self._kinds[0] != lang():
            self._kinds = (lang(), [("human", t("human"))] + computer_kinds())
        return self._kinds[1]

    def render(self) -> str:
        rows = []
        for i, seat in enumerate(self.seats):
            options = "".join(f'<option{attrs(value=k, selected=seat["kind"] == k)}>{esc(label)}</option>'
                              for k, label in self.kinds())
            remove = (f'<button class="btn ghost small" data-act="remove" data-arg="{i}" data-testid="seat-remove-{i}">✕</button>'
                      if len(self.seats) > 2 else "")
            rows.append(
                f'<div class="seat-row"><span class="py-dot py-c{i}" aria-hidden="true"></span>'
                f'<input type="text" maxlength="24"{attrs(data_act="seat-name", data_arg=i, data_testid=f"seat-name-{i}", value=seat["name"], placeholder=self._default_name(i, seat["kind"]), aria_label=t("name"))}>'
                f'<select{attrs(data_act="seat-kind", data_arg=i, data_testid=f"seat-kind-{i}", aria_label=t("seat_kind"))}>{options}</select>{remove}</div>')
        add = (f'<button class="btn ghost small" data-act="add" data-testid="seat-add">+ {esc(t("py.add_seat"))}</button>'
               if len(self.seats) < 4 else "")
        targets = "".join(
            f'<label class="check"><input type="radio" name="py-target"{attrs(data_act="target", data_arg=v, data_testid=f"target-{v}", checked=self.target == v)}>'
            f'<span>{esc(t("py.target_all") if v == "all" else t("py.target_n", n=v))}</span></label>' for v in TARGETS)
        return (f'<div class="setup card py-setup"><h1>{esc(t("py.setup_title"))}</h1>'
                f'<div class="field"><div class="label">{esc(t("players"))}</div>{"".join(rows)}{add}</div>'
                f'<fieldset class="field"><legend class="label">{esc(t("py.end_of_game"))}</legend>{targets}</fieldset>'
                f'<p class="notice py-note" data-testid="rules-note">{esc(t("py.data_note"))}</p>'
                f'<div class="setup-actions"><button class="btn" data-act="home" data-testid="setup-back">{esc(t("back"))}</button>'
                f'<button class="btn primary big" data-act="start" data-testid="start">{esc(t("start"))}</button></div></div>')

    def _default_name(self, i: int, kind: str) -> str:
        if kind == "human":
            return t("player_n", n=i + 1)
        names = raw("py.ai_names")
        return names[i % len(names)]

    def handle(self, act: str, arg, el, event) -> bool:
        if act == "add" and len(self.seats) < 4:
            self.seats.append({"name": "", "kind": "pyramidion.easy"})
        elif act == "remove" and len(self.seats) > 2:
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
        elif act == "target" and el.checked:
            self.target = arg

    def on_input(self, act: str, arg, el) -> None:
        if act == "seat-name":
            self.seats[int(arg)]["name"] = str(el.value)

    def start(self) -> None:
        from engine.core.protocol import Seat
        from engine.pyramidion import Options

        players = [Seat(s["name"].strip() or self._default_name(i, s["kind"]), s["kind"])
                   for i, s in enumerate(self.seats)]
        options = Options(all_boats=True) if self.target == "all" else Options(target=int(self.target))
        self.app.start_new_game(GAME, players, options)
