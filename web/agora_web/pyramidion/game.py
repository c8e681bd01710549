"""The Pyramidion game screen: the eight cities, the active city's played cards and sums, the boats,
the turn order, the supply card, the hand, the log, live and final scores.

The screen never decides a rule: every button is one of the engine's legal actions at this step
(cities and cards are clicked on the board; rarer decisions are offered as a list). Boats are
loaded through a picker (loading.py) that only lets the player confirm one of the engine's legal
loads. Only the view of the seat shown is drawn; with several humans on one device a hand-over
screen hides the next player's hand until they say they are at the device.
"""

from __future__ import annotations

from engine.pyramidion import data
from engine.pyramidion.state import (Activate, Category, Copy, Discard, Draw, Exchange, Load, Pass, Play,
                                     Raise, Reclaim, RemoveToken, Resource, Skip, Swap, TurnOrder)

from .. import saves, screens
from ..dom import attrs, esc
from ..i18n import t, tn
from ..screens import GameScreenBase
from ..share import share_button
from . import loading

CAT_ICON = {"influence": "⚔", "agreements": "✉", "trade": "⚖"}
#: the token a category's winner places on the city
TOKEN_OF = {"influence": "mercenary", "agreements": "intermediary"}


# --- loading a record and the log ------------------------------------------------------------

def replay_with_log(record):
    """(rules, state, log) after every move of the record; raises RecordError on a bad one."""
    return screens.replay_with_log(record, lambda state: ("round", state.round), lambda _rules, *move: describe(*move))


def describe(before, action, after) -> list:
    """Log entries (language-free tuples) for one move: only what every player may know."""
    seat = before.queue[0].seat if before.queue else -1
    out = []
    if isinstance(action, Activate):
        out.append(("activate", seat, action.city))
    elif isinstance(action, Play):
        out.append(("play", seat, action.card, before.city))
    elif isinstance(action, Pass):
        out.append(("hire", seat, action.discard) if action.discard is not None else ("pass", seat))
    elif isinstance(action, Load):
        out.append(("load", seat, action.boat if action.boat in before.boat_row else -1))
    elif isinstance(action, Skip) and before.queue and before.queue[0].kind == "load":
        out.append(("no_load", seat))
    else:
        out.append(("choice", seat, label_key(action)))
    resolved = after.resolutions[len(before.resolutions):]
    out.extend(("resolution", r) for r in resolved if r.result != "none" or r.category == "revolt")
    placed = {(TOKEN_OF[r.category], r.city, r.winner) for r in resolved if r.result == "won" and r.category in TOKEN_OF}
    for token, field in (("mercenary", "mercenaries"), ("intermediary", "intermediaries")):
        for c, (was, now) in enumerate(zip(getattr(before, field), getattr(after, field))):
            if now != was and now >= 0 and (token, c, now) not in placed:
                out.append(("token", now, token, c))
    where = before.city
    for s in range(before.seats):
        gain = [a - b for a, b in zip(after.resources[s], before.resources[s])]
        for r in resolved:
            if r.winner == s and r.gained:
                gain = [g - n for g, n in zip(gain, r.gained)]
        if any(g > 0 for g in gain) and not isinstance(action, Load):
            out.append(("gain", s, where, tuple(max(0, g) for g in gain)))
    if after.round != before.round and after.stage != "over":
        out.append(("round", after.round))
    if after.stage == "over" and before.stage != "over":
        out.append(("end", after.winner))
    return out


def label_key(action) -> tuple:
    """A language-free description of an action (kind, values...), for labels and the log."""
    if isinstance(action, Category):
        return ("category", action.category)
    if isinstance(action, Discard):
        return ("discard", action.card)
    if isinstance(action, RemoveToken):
        return ("remove_token", action.token)
    if isinstance(action, Resource):
        return ("resource", action.resource)
    if isinstance(action, Raise):
        return ("raise",)
    if isinstance(action, Swap):
        return ("swap", action.city, action.give, action.take)
    if isinstance(action, Copy):
        return ("copy", action.card)
    if isinstance(action, TurnOrder):
        return ("turn_order", action.token)
    if isinstance(action, Draw):
        return ("draw",)
    if isinstance(action, Skip):
        return ("skip",)
    if isinstance(action, Reclaim):
        return ("reclaim", action.card)
    if isinstance(action, Exchange):
        return ("exchange", action.statues)
    if isinstance(action, Pass):
        return ("hire", action.discard) if action.discard is not None else ("pass",)
    if isinstance(action, Play):
        return ("play", action.card)
    if isinstance(action, Activate):
        return ("activate", action.city)
    return ("?",)


def city_name(c: int) -> str:
    return t(f"py.city.{data.CITIES[c]}") if 0 <= c < len(data.CITIES) else "—"


def card_name(card: int) -> str:
    c = data.CARDS[card]
    values = "".join(f"{CAT_ICON[cat]}{getattr(c, cat)}" for cat in data.CATEGORIES if getattr(c, cat))
    return f'{t("py.kind." + c.kind)}{" " + values if values else ""}{" ☥" if c.ankh else ""}'


def res_text(counts) -> str:
    """Resource counts as text ("2 stone, 1 camel")."""
    return ", ".join(f'{n} {t("py.res." + data.RESOURCES[r])}' for r, n in enumerate(counts) if n) or "—"


def res_chip(name: str) -> str:
    """A small swatch in the resource's colour, so a cost reads at a glance (drawn by CSS, so it
    needs no emoji font)."""
    return f'<span class="py-chip py-r-{name}" aria-hidden="true"></span>'


def cost_html(counts) -> str:
    """Resource counts as a list of swatch, count and name (a boat's cost, a payment)."""
    items = "".join(f'<span class="py-res-item" data-res="{name}">{res_chip(name)}<b>{n}</b> {esc(t("py.res." + name))}</span>'
                    for name, n in zip(data.RESOURCES, counts) if n)
    return f'<span class="py-cost">{items or "—"}</span>'


def res_names(names) -> str:
    return ", ".join(t("py.res." + n) for n in names) or "—"


def action_label(key: tuple) -> str:
    kind = key[0]
    if kind == "category":
        return t("py.a.category", cat=t("py.cat." + key[1]))
    if kind in ("discard", "copy", "reclaim", "play"):
        return t("py.a." + kind, card=card_name(key[1]))
    if kind == "remove_token":
        return t("py.a.remove_token", token=t("py.token." + key[1]))
    if kind == "resource":
        return t("py.a.resource", res=t("py.res." + key[1]))
    if kind == "swap":
        return t("py.a.swap", give=res_names(key[2]), take=res_names(key[3]), city=city_name(key[1]))
    if kind == "turn_order":
        return t("py.a.turn_order", n=key[1])
    if kind == "exchange":
        return t("py.a.exchange", n=key[1])
    if kind == "hire":
        return t("py.a.hire", card=card_name(key[1]))
    if kind == "activate":
        return t("py.a.activate", city=city_name(key[1]))
    return t("py.a." + kind)


# --- the screen ----------------------------------------------------------------------------

class GameScreen(GameScreenBase):
    GAME = "pyramidion"
    #: thinking time of a computer player's whole turn (all its decisions), wall seconds
    AI_TIME_S = 0.9
    COMPUTER_LEVELS = ("easy", "medium", "hard")
    LOG_LIMIT = 300
    LOG_KIND_CLASS = False
    ACTS_WITH_ELEMENT = ("do",)

    def __init__(self, app, save_id: str, created: int, record, rules, state, log):
        super().__init__(app, save_id, created, record, rules, state, log)
        self.armed = None  # index of a legal action waiting for confirmation
        #: the boat picker's choice (loading.Pick) and the state it was made in
        self.pick = None
        self.pick_state = None
        #: the human seat whose eyes the screen uses (hot seat: set by the hand-over button)
        self.shown = self.first_human()

    # --- seats --------------------------------------------------------------------------
    def _humans(self):
        return [s for s in range(len(self.record.players)) if self.is_human(s)]

    def handover(self) -> bool:
        """A human other than the one shown is to act, and several humans share the device."""
        return self.human_to_move() and self.current() != self.shown and len(self._humans()) > 1

    def viewer(self):
        if self.state.stage == "over":
            return None
        if self.human_to_move() and len(self._humans()) == 1:
            self.shown = self.current()
        return self.shown

    def legal(self) -> list:
        return self._cached("legal", lambda: self.rules.legal_actions(self.state) if self.human_to_move() else [])

    # --- lifecycle ----------------------------------------------------------------------
    def topbar_extra(self) -> str:
        st = self.state
        status = t("game_over") if st.stage == "over" else t("py.round_n", n=st.round)
        return (f'<span class="round-pill" data-testid="round" data-round="{st.round}">{esc(status)}</span>'
                + self._export_button() + share_button())

    def share_seat(self):
        """A link made now shows the hand of the seat whose eyes the screen uses."""
        return self.viewer()

    # --- rendering ----------------------------------------------------------------------
    def render(self) -> str:
        if self.handover():
            name = esc(self.seat_name(self.current()))
            return (f'<div class="py-handover card" data-testid="handover"><h2>{esc(t("py.pass_to", name=self.seat_name(self.current())))}</h2>'
                    f'<p class="muted">{esc(t("py.pass_note"))}</p>'
                    f'<button class="btn primary big" data-act="handover-ok" data-testid="handover-ok">{esc(t("py.i_am", name=""))}{name}</button></div>')
        seat = self.viewer()
        view = self.rules.view(self.state, seat)
        legal = self.legal()
        over = view.over
        return "".join([
            f'<div class="py-game" data-testid="pyramidion" data-step="{view.step}" data-actor="{view.actor}" data-viewer="{"" if seat is None else seat}">',
            '<section class="py-main">',
            self._final_html(view) if over and self.final_open else "",
            self._actionbar_html(view, legal),
            self._cities_html(view, legal),
            self._active_html(view),
            self._hand_html(view, legal),
            self._boats_html(view, legal),
            '</section><aside class="py-side">',
            self._players_html(view),
            self._log_html(),
            '</aside></div>'])

    def _idx(self, legal, action) -> "int | None":
        try:
            return legal.index(action)
        except ValueError:
            return None

    def _cities_html(self, view, legal) -> str:
        boxes = []
        for c, cname in enumerate(data.CITIES):
            act = self._idx(legal, Activate(c))
            cls = "py-city" + (" active" if view.city == c else "") + (" done" if c in view.activations else "")
            cls += " avail" if act is not None else ""
            th = view.thresholds if view.city == c else data.THRESHOLDS[c]
            ths = " ".join(f'<span title="{esc(t("py.cat." + cat))}">{CAT_ICON[cat]}{th[i]}</span>' for i, cat in enumerate(data.CATEGORIES))
            tokens = []
            if c in view.activations:
                tokens.append(f'<span class="py-tok" title="{esc(t("py.sundial"))}">☀</span>')
            if view.mercenaries[c] >= 0:
                tokens.append(f'<span class="py-tok py-c{view.colours[view.mercenaries[c]]}" title="{esc(t("py.token.mercenary"))}">⚔</span>')
            if view.intermediaries[c] >= 0:
                tokens.append(f'<span class="py-tok py-c{view.colours[view.intermediaries[c]]}" title="{esc(t("py.token.intermediary"))}">✉</span>')
            merc = esc(t("py.res." + data.RESOURCES[data.MERCENARY_RESOURCE[c]]))
            body = (f'<b class="py-city-name">{esc(city_name(c))}</b><span class="py-th">{ths}</span>'
                    f'<span class="py-res" data-testid="city-res-{c}">{res_text(view.cities[c])}</span>'
                    f'<span class="py-tokens">{"".join(tokens)}<span class="muted small" title="{esc(t("py.merc_res"))}">⚔→{merc}</span></span>')
            boxes.append(f'<button{attrs(class_=cls, data_act="do", data_arg=act, data_idx=act, data_testid=f"city-{c}", disabled=act is None)}>{body}</button>')
        supply = (f'<div class="py-supply" data-testid="supply">{esc(t("py.supply"))}: '
                  + (" · ".join(f'{esc(city_name(c))} {res_text(r)}' for c, r in data.SUPPLY_CARDS[view.supply].items())
                     if view.supply >= 0 else "—") + '</div>')
        stock = f'<div class="py-stock muted small">{esc(t("py.stock"))}: {res_text(view.stock)} · {esc(t("py.deck"))}: {view.deck_size} · {esc(t("py.revolt_left"))}: {view.revolt_tokens_left}</div>'
        return (f'<section class="py-panel"><div class="py-cities" data-testid="cities">{"".join(boxes)}</div>{supply}{stock}</section>')

    def _active_html(self, view) -> str:
        revolt = ""
        if view.revolt is not None:
            r = view.revolt
            toks = ", ".join(f"{data.REVOLT_TOKENS[x][0]}" for x in r.tokens)
            win = self.seat_name(r.winner) if r.winner >= 0 else t("py.nobody")
            revolt = f'<p class="py-revolt" data-testid="revolt">{esc(t("py.revolt_shown", city=city_name(r.city), tokens=toks, strength=r.strength, name=win))}</p>'
        if view.city < 0:
            return f'<section class="py-panel py-active" data-testid="active-city"><p class="muted">{esc(t("py.no_active"))}</p>{revolt}</section>'
        rows = []
        for s in range(view.seats):
            cards = "".join(f'<span class="py-card small py-c{view.colours[p.seat]}" title="{esc(card_name(p.card))}">{esc(card_name(p.card))}'
                            f'{(" → " + esc(card_name(p.copy))) if p.copy >= 0 else ""}{(" +" + CAT_ICON[data.CATEGORIES[p.category % 3]]) if p.category >= 0 else ""}</span>'
                            for p in view.played if p.seat == s)
            tot = view.totals[s] if view.totals else [0, 0, 0]
            sums = " ".join(f'{CAT_ICON[cat]}{tot[i]}' for i, cat in enumerate(data.CATEGORIES))
            passed = f' <span class="muted small">{esc(t("py.passed"))}</span>' if view.passed and view.passed[s] else ""
            rows.append(f'<div class="py-row" data-testid="played-{s}"><span class="py-who"><span class="py-dot py-c{view.colours[s]}"></span>{esc(self.seat_name(s))}{passed}</span>'
                        f'<span class="py-sums" data-testid="sums-{s}">{sums}</span><span class="py-cards">{cards}</span></div>')
        ths = " ".join(f'{CAT_ICON[cat]}{view.thresholds[i]}' for i, cat in enumerate(data.CATEGORIES))
        return (f'<section class="py-panel py-active" data-testid="active-city"><h2>{esc(t("py.active", city=city_name(view.city)))} '
                f'<span class="muted small">{esc(t("py.thresholds"))}: {ths}</span></h2>{"".join(rows)}{revolt}</section>')

    def _hand_html(self, view, legal) -> str:
        seat = view.seat
        if seat is None:
            return ""
        cards = []
        for card in view.hands[seat]:
            act = self._idx(legal, Play(card))
            cards.append(f'<button{attrs(class_="py-card" + (" avail" if act is not None else ""), data_act="do", data_arg=act, data_idx=act, data_testid=f"hand-{card}", disabled=act is None)}>{esc(card_name(card))}</button>')
        res = res_text(view.resources[seat])
        return (f'<section class="py-panel py-hand" data-testid="hand" data-cards="{",".join(map(str, view.hands[seat]))}">'
                f'<h2>{esc(t("py.hand_of", name=self.seat_name(seat)))}</h2><div class="py-hand-cards">{"".join(cards) or "—"}</div>'
                f'<div class="py-own">{esc(t("py.resources"))}: <span data-testid="own-res">{res}</span></div></section>')

    def _boats_html(self, view, legal) -> str:
        picking = view.step == "load" and bool(legal)  # legal is empty unless a human decides
        first = loading.loadable(legal)
        pick = self._pick()
        boats = [(b, False) for b in view.boat_row]
        if view.karnak_boat >= 0 and view.seat is not None and view.karnak_owner == view.seat:
            boats.append((view.karnak_boat, True))
        row = "".join(self._boat_card(b, karnak, first.get(b), picking, pick) for b, karnak in boats)
        hint = f'<p class="py-load-hint muted small">{esc(t("py.load.hint"))}</p>' if picking and first and pick is None else ""
        panel = self._loader_html(view, legal, pick) if pick is not None else ""
        mine = []
        for s in range(view.seats):
            vp = view.vp[s] if view.vp and view.vp[s] >= 0 else None
            mine.append(f'<span class="py-fleet" data-testid="fleet-{s}"><span class="py-dot py-c{view.colours[s]}"></span>{esc(self.seat_name(s))}: '
                        f'{esc(tn("py.n_boats", view.boat_counts[s]))}{(" · " + str(vp) + " ★") if vp is not None else ""}</span>')
        return (f'<section class="py-panel py-boats" data-testid="boats"><h2>{esc(t("py.boats"))} <span class="muted small">({esc(t("py.deck"))}: {view.boat_deck_size})</span></h2>'
                f'{hint}<div class="py-boat-row">{row}</div>{panel}<div class="py-fleets">{"".join(mine)}</div></section>')

    def _boat_card(self, b: int, karnak: bool, idx, picking: bool, pick) -> str:
        """A boat as a card: victory points and cost. While loading, the boats that can be loaded
        are lit and open the picker (the first legal way is its data-idx); the others are dimmed."""
        vp, cost = data.BOATS[b]
        can = idx is not None
        chosen = pick is not None and pick.boat == b
        cls = "py-boat" + (" avail" if can else "") + (" dim" if picking and not can else "") + (" picked" if chosen else "")
        tag = f'<span class="py-boat-tag">{esc(city_name(data.KARNAK))}</span>' if karnak else ""
        why = f'<span class="py-boat-why">{esc(t("py.load.short"))}</span>' if picking and not can else ""
        act = {"data_act": "pick-boat", "data_arg": b, "aria_pressed": "true" if chosen else "false"} if can else {}
        # data-idx only while no boat is chosen, so that each index names one element
        marks = {"data_idx": idx if pick is None else None, "data_loadable": ("1" if can else "0") if picking else None}
        return (f'<button{attrs(class_=cls, data_testid=f"boat-{b}", disabled=not can, **act, **marks)}>'
                f'<span class="py-boat-vp">{vp} ★</span>{cost_html(cost)}{tag}{why}</button>')

    def _loader_html(self, view, legal, pick) -> str:
        """The chosen boat's panel: its cost, the token toggles and statue steppers when there is a
        choice, what the player's own resources pay, Confirm (only on a legal load) and Cancel."""
        vp, cost = data.BOATS[pick.boat]
        idx = loading.match(legal, pick)
        have = view.resources[view.seat]
        parts = [f'<div class="py-loader-head"><b>{esc(t("py.load.title", vp=vp))}</b>{cost_html(cost)}</div>']
        if loading.has_choice(legal, pick.boat):
            parts.append(self._merc_toggles(legal, pick) + self._statue_steppers(legal, pick))
        else:
            parts.append(f'<p class="muted small">{esc(t("py.load.only"))}</p>')
        own = loading.own_payment(pick)
        parts.append(f'<div class="py-loader-pay" data-testid="load-pay">{esc(t("py.load.own"))}: {cost_html(own)}'
                     f'<span class="muted small">{esc(t("py.load.have"))}: {res_text(have)}</span></div>')
        if idx is None:
            short = loading.short_of(pick, have)
            note = t("py.load.lacking", res=res_text(short)) if any(short) else t("py.load.bad")
            parts.append(f'<p class="py-loader-bad" data-testid="load-bad">{esc(note)}</p>')
        parts.append(f'<div class="py-loader-actions"><button{attrs(class_="btn primary", data_act="do", data_arg=idx, data_confirmed="1" if idx is not None else None, data_testid="confirm-load", disabled=idx is None)}>✓ {esc(t("py.load.confirm"))}</button>'
                     f'<button class="btn" data-act="pick-cancel" data-testid="cancel-load">{esc(t("cancel"))}</button></div>')
        return f'<div class="py-loader" data-testid="loader" data-boat="{pick.boat}" data-legal="{"" if idx is None else idx}">{"".join(parts)}</div>'

    @staticmethod
    def _merc_toggles(legal, pick) -> str:
        """One toggle per mercenary token some legal load of the boat uses: its city and unit."""
        items = []
        for c in loading.merc_choices(legal, pick.boat):
            on = c in pick.mercs
            r = data.RESOURCES[data.MERCENARY_RESOURCE[c]]
            items.append(f'<button{attrs(class_="py-toggle" + (" on" if on else ""), data_act="pick-merc", data_arg=c, data_testid=f"merc-{c}", aria_pressed="true" if on else "false")}>'
                         f'⚔ {esc(city_name(c))} <span class="py-res-item">+1 {res_chip(r)}{esc(t("py.res." + r))}</span></button>')
        if not items:
            return ""
        return f'<div class="py-loader-row"><span class="py-loader-label">{esc(t("py.load.mercs"))}</span><div class="py-loader-opts">{"".join(items)}</div></div>'

    @staticmethod
    def _statue_steppers(legal, pick) -> str:
        """A stepper per resource a statue may stand in for in some legal load of the boat."""
        items = []
        for r, top in sorted(loading.statue_limits(legal, pick.boat).items()):
            name = data.RESOURCES[r]
            n = pick.statues[r]
            label = t("py.res." + name)
            items.append(f'<span class="py-stepper" data-testid="statue-{name}" data-count="{n}">'
                         f'<button{attrs(class_="btn small", data_act="pick-statue", data_arg=f"{r}:-1", data_testid=f"statue-{name}-minus", aria_label=t("py.load.fewer", res=label), disabled=n <= 0)}>−</button>'
                         f'<span class="py-stepper-val"><b>{n}</b> → {res_chip(name)}{esc(label)}</span>'
                         f'<button{attrs(class_="btn small", data_act="pick-statue", data_arg=f"{r}:1", data_testid=f"statue-{name}-plus", aria_label=t("py.load.more", res=label), disabled=n >= top)}>+</button></span>')
        if not items:
            return ""
        return f'<div class="py-loader-row"><span class="py-loader-label">{esc(t("py.load.statues"))}</span><div class="py-loader-opts">{"".join(items)}</div></div>'

    def _actionbar_html(self, view, legal) -> str:
        if view.over:
            return (f'<div class="actionbar py-actionbar" data-testid="actionbar"><div class="status" data-testid="status">{esc(t("game_over"))}</div>'
                    f'<div class="buttons">{self._over_buttons()}</div></div>')
        buttons = ""
        if self.thinking is not None:
            status = f'<span class="spinner" aria-hidden="true"></span>{esc(t("thinking", name=self.seat_name(self.thinking)))}'
        elif not self.human_to_move():
            status = ""
        else:
            status = esc(t("py.step." + view.step, name=self.seat_name(view.actor), city=city_name(view.city))
                         if ("py.step." + view.step) in _keys() else t("py.step.other", name=self.seat_name(view.actor)))
            if view.source >= 0:
                status += " " + esc(t("py.because", card=card_name(view.source)))
            if self._pick() is not None:
                status = esc(t("py.step.load_pick", name=self.seat_name(view.actor)))
            direct = (Activate, Play, Load)  # boats are chosen in the boat picker
            opts = []
            for i, a in enumerate(legal):
                if isinstance(a, direct):
                    continue
                key = label_key(a)
                if self.armed == i:
                    opts.append(f'<button class="btn primary" data-act="do" data-arg="{i}" data-idx="{i}" data-confirmed="1" data-testid="confirm">✓ {esc(t("confirm"))}: {esc(action_label(key))}</button>'
                                f'<button class="btn" data-act="disarm" data-testid="cancel">{esc(t("cancel"))}</button>')
                else:
                    opts.append(f'<button class="btn{" primary" if key[0] == "pass" else ""}" data-act="do" data-arg="{i}" data-idx="{i}" data-testid="opt-{key[0]}">{esc(action_label(key))}</button>')
            buttons = "".join(opts)
        if self.message:
            status = f'<span class="error" data-testid="error">{esc(self.message)}</span> ' + status
        return (f'<div class="actionbar py-actionbar" data-testid="actionbar"><div class="status" data-testid="status" aria-live="polite">{status}</div>'
                f'<div class="buttons py-options">{buttons}</div></div>')

    def _players_html(self, view) -> str:
        cur = self.current()
        cards = []
        for pos, s in enumerate(view.order):
            cls = "player py-player" + (" turn" if s == cur else "")
            think = '<span class="spinner small" aria-hidden="true"></span>' if self.thinking == s else ""
            vp = view.vp[s] if view.vp and view.vp[s] >= 0 else None
            cards.append(f'<div{attrs(class_=cls, data_testid=f"player-{s}")}>'
                         f'<span class="pname"><span class="py-order">{pos + 1}</span><span class="py-dot py-c{view.colours[s]}"></span>{esc(self.seat_name(s))}{think}</span>'
                         f'<span class="pkind">{esc(self.seat_kind(s))} · {esc(tn("py.n_cards", view.hand_sizes[s]))} · {res_text(view.resources[s])}</span>'
                         f'<span class="pstats"><span class="ptotal" data-testid="score-{s}" data-vp="{"" if vp is None else vp}">{vp if vp is not None else "?"} ★</span></span></div>')
        return (f'<section class="players" data-testid="players"><h2>{esc(t("py.turn_order"))}</h2>{"".join(cards)}</section>')

    def _log_text(self, e) -> str:
        kind = e[0]
        name = (lambda s: self.seat_name(s) if s >= 0 else t("py.nobody"))
        if kind == "round":
            return f'<b>{esc(t("py.round_n", n=e[1]))}</b>'
        if kind == "activate":
            return esc(t("py.log.activate", name=name(e[1]), city=city_name(e[2])))
        if kind == "play":
            return esc(t("py.log.play", name=name(e[1]), card=card_name(e[2]), city=city_name(e[3])))
        if kind == "pass":
            return esc(t("py.log.pass", name=name(e[1])))
        if kind == "hire":
            return esc(t("py.log.hire", name=name(e[1]), card=card_name(e[2])))
        if kind == "load":
            return esc(t("py.log.load", name=name(e[1])))
        if kind == "no_load":
            return esc(t("py.log.no_load", name=name(e[1])))
        if kind == "choice":
            return esc(t("py.log.choice", name=name(e[1]), what=action_label(e[2])))
        if kind == "resolution":
            return self._resolution_text(e[1])
        if kind == "gain":
            where = f' ({city_name(e[2])})' if e[2] >= 0 else ""
            return esc(t("py.log.gain", name=name(e[1]), res=res_text(e[3])) + where)
        if kind == "token":
            return esc(t("py.log.token", name=name(e[1]), token=t("py.token." + e[2]), city=city_name(e[3])))
        if kind == "end":
            return f'<b>{esc(t("py.log.end", name=name(e[1])))}</b>'
        return ""

    def _resolution_text(self, r) -> str:
        """One part of a city's resolution: who had what, who won it and what they gained."""
        city = city_name(r.city)
        best = max(r.totals) if r.totals else 0
        value = r.totals[r.winner] if r.winner >= 0 else best
        name = self.seat_name(r.winner) if r.winner >= 0 else t("py.nobody")
        if r.category == "revolt":
            shown = [s for s, v in enumerate(r.totals) if v >= 0]
            parts = [t("py.log.revolt_head", city=city, strength=r.needed,
                       standings=", ".join(f"{self.seat_name(s)} {r.totals[s]}" for s in shown))]
            if r.discarded:
                parts.append(t("py.log.revolt_discard", names=", ".join(self.seat_name(s) for s in r.discarded)))
            if r.result == "won":
                parts.append(t("py.log.revolt_won", name=name, value=value, res=self._gained(r.gained)))
            elif r.result == "tie":
                parts.append(t("py.log.revolt_tie", value=max(v for s, v in enumerate(r.totals) if s not in r.discarded)))
            else:
                parts.append(t("py.log.revolt_none"))
            text = " ".join(parts)
        elif r.result == "none":
            return ""
        else:
            cat = t("py.cat." + r.category)
            token = t("py.token." + TOKEN_OF[r.category]) if r.category in TOKEN_OF else ""
            if r.result == "won" and r.category == "trade":
                text = t("py.log.trade_won", name=name, city=city, value=value, res=self._gained(r.gained))
            elif r.result in ("won", "kept", "no_token"):
                text = t("py.log.cat_" + r.result, name=name, cat=cat, city=city, value=value, needed=r.needed, token=token)
            else:
                text = t("py.log.cat_" + r.result, cat=cat, city=city, value=value, needed=r.needed)
                text = text[:1].upper() + text[1:]
            standings = [f"{self.seat_name(s)} {v}" for s, v in enumerate(r.totals) if v > 0]
            if len(standings) > 1 and text.endswith("."):
                text = f"{text[:-1]} ({', '.join(standings)})."
            if r.result == "won" and r.replaced >= 0:
                text += " " + t("py.log.cat_replaced", name=self.seat_name(r.replaced))
        return f'<span class="log-resolution" data-kind="{r.category}" data-result="{r.result}">{esc(text)}</span>'

    @staticmethod
    def _gained(counts) -> str:
        return res_text(counts) if any(counts) else t("py.log.nothing")

    def _final_html(self, view) -> str:
        scores = self.rules.scores(self.state)
        winners = self.rules.winners(self.state)
        n = view.seats
        head = self._final_head(n, winners, testids=False)

        def row(label, key, values):
            return (f'<tr><th scope="row">{esc(label)}</th>'
                    + "".join(f'<td{attrs(class_="win" if i in winners else None, data_testid=f"final-{key}-{i}")}>{values[i]}</td>' for i in range(n)) + '</tr>')
        rows = [row(t("py.boats"), "boats", [s["boats"] for s in scores]),
                row(t("py.merc_bonus"), "bonus", [s["mercenary_bonus"] for s in scores]),
                row(t("py.final_hand"), "hand", list(view.final_hands) or ["—"] * n)]
        rows.append(self._final_totals(scores, winners, n))
        names = ", ".join(self.seat_name(w) for w in winners)
        return self._final_section("final py-final", winners, esc(t("winner", names=names)), head, rows, close_title=False,
                                   before_table=f'<p class="muted small">{esc(t("py.tiebreak_note"))}</p>')

    # --- events -------------------------------------------------------------------------

    def on_do(self, arg, el) -> None:
        legal = self.legal()
        if arg is None or not self.human_to_move() or self.handover():
            return
        i = int(arg)
        if not 0 <= i < len(legal):
            return
        action = legal[i]
        confirmed = el.getAttribute("data-confirmed") == "1"
        if isinstance(action, Pass) and not confirmed:
            self.armed = i  # passing is final for this city: ask once more
            self.app.render()
            return
        self.armed = None
        self.pick = self.pick_state = None
        self.play(action)

    def _pick(self):
        """The boat picker's choice, if it belongs to this very position and a human is loading."""
        if self.pick is None or self.pick_state is not self.state or not self.human_to_move() or self.handover():
            return None
        return self.pick

    def _set_pick(self, pick) -> None:
        self.pick, self.pick_state = pick, (self.state if pick is not None else None)
        self.app.render()

    def on_pick_boat(self, arg) -> None:
        """Open the picker on a boat with the engine's first legal way to load it."""
        if arg is None or not self.human_to_move() or self.handover():
            return
        current = self._pick()
        boat = int(arg)
        if current is not None and current.boat == boat:
            return
        self._set_pick(loading.default(self.legal(), boat))

    def on_pick_merc(self, arg) -> None:
        pick = self._pick()
        if pick is not None and arg is not None:
            self._set_pick(loading.toggle_merc(self.legal(), pick, int(arg)))

    def on_pick_statue(self, arg) -> None:
        pick = self._pick()
        if pick is not None and arg is not None:
            res, delta = (int(x) for x in arg.split(":"))
            self._set_pick(loading.step_statue(self.legal(), pick, res, delta))

    def on_pick_cancel(self, _arg=None) -> None:
        self._set_pick(None)

    def on_disarm(self, _arg=None) -> None:
        self.armed = None
        self.app.render()

    def on_handover_ok(self, _arg=None) -> None:
        if self.human_to_move():
            self.shown = self.current()
        self.app.render()

    # --- playing ------------------------------------------------------------------------
    def _describe(self, before, action, after) -> list:
        return describe(before, action, after)

    def _clear_selection(self) -> None:
        self.armed = None

    def play(self, action) -> None:
        self._apply(action)
        self.app.render()
        self.maybe_run_computers()

    def summary(self) -> "saves.Summary":
        st = self.state
        over = st.stage == "over"
        winners = [self.seat_name(w) for w in self.rules.winners(st)] if over else []
        return saves.Summary(round=st.round, rounds=0, moves=len(self.record.moves), over=over, winners=winners)


def _keys():
    from ..i18n import TEXT

    return TEXT
