"""The Pyramidion game screen: the eight cities, the active city's played cards and sums, the boats,
the turn order, the supply card, the hand, the log, live and final scores.

The screen never decides a rule: every button is one of the engine's legal actions at this step
(cities, cards and boats are clicked on the board; rarer decisions are offered as a list). Only the
view of the seat shown is drawn; with several humans on one device a hand-over screen hides the
next player's hand until they say they are at the device.
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
    if isinstance(action, Load):
        return ("load", action.boat, action.mercenaries, action.statues)
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
    if kind == "load":
        extra = ""
        if key[2]:
            extra += " · " + t("py.a.with_mercs", cities=", ".join(city_name(c) for c in key[2]))
        if key[3]:
            extra += " · " + t("py.a.with_statues", res=res_names(key[3]))
        return t("py.a.load", boat=key[1] + 1) + extra
    if kind == "activate":
        return t("py.a.activate", city=city_name(key[1]))
    return t("py.a." + kind)


# --- the screen ----------------------------------------------------------------------------

class GameScreen(GameScreenBase):
    GAME = "pyramidion"
    AI_TIME_S = 0.5
    LOG_LIMIT = 300
    LOG_KIND_CLASS = False
    ACTS_WITH_ELEMENT = ("do",)

    def __init__(self, app, save_id: str, created: int, record, rules, state, log):
        super().__init__(app, save_id, created, record, rules, state, log)
        self.armed = None  # index of a legal action waiting for confirmation
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
        first = {}
        for i, a in enumerate(legal):
            if isinstance(a, Load) and a.boat not in first:
                first[a.boat] = i
        def boat(b, extra=""):
            vp, cost = data.BOATS[b]
            act = first.get(b)
            return (f'<button{attrs(class_="py-boat" + (" avail" if act is not None else ""), data_act="do", data_arg=act, data_idx=act, data_testid=f"boat-{b}", disabled=act is None)}>'
                    f'<b>{vp} ★</b> {res_text(cost)}{extra}</button>')
        row = "".join(boat(b) for b in view.boat_row)
        if view.karnak_boat >= 0 and view.seat is not None and view.karnak_owner == view.seat:
            row += boat(view.karnak_boat, f' <span class="muted small">({esc(city_name(data.KARNAK))})</span>')
        mine = []
        for s in range(view.seats):
            vp = view.vp[s] if view.vp and view.vp[s] >= 0 else None
            mine.append(f'<span class="py-fleet" data-testid="fleet-{s}"><span class="py-dot py-c{view.colours[s]}"></span>{esc(self.seat_name(s))}: '
                        f'{esc(tn("py.n_boats", view.boat_counts[s]))}{(" · " + str(vp) + " ★") if vp is not None else ""}</span>')
        return (f'<section class="py-panel py-boats" data-testid="boats"><h2>{esc(t("py.boats"))} <span class="muted small">({esc(t("py.deck"))}: {view.boat_deck_size})</span></h2>'
                f'<div class="py-boat-row">{row}</div><div class="py-fleets">{"".join(mine)}</div></section>')

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
            direct = (Activate, Play)
            opts = []
            for i, a in enumerate(legal):
                if isinstance(a, direct) or (isinstance(a, Load) and i in self._first_loads(legal)):
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

    @staticmethod
    def _first_loads(legal) -> set:
        seen, out = set(), set()
        for i, a in enumerate(legal):
            if isinstance(a, Load) and a.boat not in seen:
                seen.add(a.boat)
                out.add(i)
        return out

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
        self.play(action)

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
