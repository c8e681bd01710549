"""The Pyramidion game screen: the map of the Nile with its eight cities (nile.py), what lies on
the table (table.py), the active city's played cards and sums, the hand as a fan of cards, the
boats, the players with their pyramids, the log, live and final scores — drawn as SVG pieces
(draw.py) from the viewing seat's view only.

The screen never decides a rule: every clickable piece is one of the engine's legal actions at this
step (targets.py says where each is clicked: cities, cards, tokens, resources, boats; the decisions
with no piece to click are offered as buttons). Boats are
loaded through a picker (loading.py) that only lets the player confirm one of the engine's legal
loads. Only the view of the seat shown is drawn; with several humans on one device a hand-over
screen hides the next player's hand until they say they are at the device.
"""

from __future__ import annotations

from engine.pyramidion import data
from engine.pyramidion.cards import overseer_cuts
from engine.pyramidion.flow import city_limit
from engine.pyramidion.state import (
    Activate,
    Category,
    Copy,
    Discard,
    Draw,
    Exchange,
    Load,
    Pass,
    Play,
    Raise,
    Reclaim,
    RemoveToken,
    Resource,
    Skip,
    Swap,
    TurnOrder,
)


from ..dom import attrs, esc
from ..texts.i18n import raw, t, tn
from ..screens.game_screen import GameScreenBase
from ..ui import widgets
from ..ui.text import marked
from . import nile, draw, loading, table
from . import log as pylog
from .targets import Targets, targets_of
from .names import (
    boat_label,
    boat_text,
    card_words,
    city_label,
    city_name,
    res_names,
    res_text,
    thresholds_words,
)


# --- actions in words ------------------------------------------------------------------------

#: action class → (its kind in labels and the log, the fields that tell it apart), in this order
_LABEL_FIELDS = (
    (Category, "category", ("category",)),
    (Discard, "discard", ("card",)),
    (RemoveToken, "remove_token", ("token",)),
    (Resource, "resource", ("resource",)),
    (Raise, "raise", ()),
    (Swap, "swap", ("city", "give", "take")),
    (Copy, "copy", ("card",)),
    (TurnOrder, "turn_order", ("token",)),
    (Draw, "draw", ()),
    (Skip, "skip", ()),
    (Reclaim, "reclaim", ("card",)),
    (Exchange, "exchange", ("statues",)),
    (Play, "play", ("card",)),
    (Activate, "activate", ("city",)),
)


def label_key(action) -> tuple:
    """A language-free description of an action (kind, values...), for labels and the log."""
    if isinstance(action, Pass):
        return ("hire", action.discard) if action.discard is not None else ("pass",)
    if isinstance(action, Load):
        return ("load", action.boat, tuple(action.mercenaries), tuple(action.statues))
    for cls, kind, fields in _LABEL_FIELDS:
        if isinstance(action, cls):
            return (kind, *(getattr(action, name) for name in fields))
    return ("?",)


def res_chip(name: str) -> str:
    """A small swatch in the resource's colour, so a cost reads at a glance (drawn by CSS, so it
    needs no emoji font)."""
    return f'<span class="py-chip py-r-{name}" aria-hidden="true"></span>'


def cost_html(counts) -> str:
    """Resource counts as a list of swatch, count and name (a boat's cost, a payment)."""

    def count(name: str, n: int) -> str:
        number, _, noun = tn("py.n_res." + name, n).partition(" ")  # the noun declined for n
        return f"<b>{esc(number)}</b> {esc(noun)}"

    items = "".join(
        f'<span class="py-res-item" data-res="{name}">{res_chip(name)}{count(name, n)}</span>'
        for name, n in zip(data.RESOURCES, counts)
        if n
    )
    return f'<span class="py-cost">{items or "—"}</span>'


def action_label(key: tuple, version: int = data.VERSION) -> str:
    """A legal move in words (its label_key), as the game's rules `version` has its boats."""
    kind = key[0]
    if kind == "category":
        return t("py.a.category", cat=t("py.cat." + key[1]))
    if kind in ("discard", "copy", "reclaim", "play"):
        return t("py.a." + kind, card=card_words(key[1]))
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
        return t("py.a.hire", card=card_words(key[1]))
    if kind == "activate":
        return t("py.a.activate", city=city_name(key[1]))
    if kind == "load":
        return load_words(*key[1:], version=version)
    return t("py.a." + kind)


def load_words(boat: int, mercenaries, statues, version: int = data.VERSION) -> str:
    """A way to load a boat: the boat, then the mercenary tokens and statue stand-ins it uses."""
    parts = [t("py.a.load", boat=boat_text(boat, version))]
    if mercenaries:
        parts.append(t("py.a.load_mercs", cities=", ".join(city_name(c) for c in mercenaries)))
    if statues:
        parts.append(t("py.a.load_statues", res=res_text({name: list(statues).count(name) for name in set(statues)})))
    return "; ".join(parts)


# --- the screen ----------------------------------------------------------------------------

#: the viewer while nobody holds the device yet: the engine's view of a seat that is none of
#: the players shows no hand and no boat's points
NOBODY = -1


class GameScreen(GameScreenBase):
    GAME = "pyramidion"
    #: thinking time of a computer player's whole turn (all its decisions), wall seconds
    AI_TIME_S = 0.9
    LOG_LIMIT = 300
    ACTS_WITH_ELEMENT = ("choose",)
    #: the acts that choose a move (a tutorial accepts only what it points at)
    TUTORIAL_ACTS = ("choose", "pick-boat", "pick-merc", "pick-statue")
    #: what each decision is answered on (screens.GameScreenBase.asked)
    ASKED = {
        "activate": '[data-testid="cities"]',
        "play": '[data-testid="hand"]',
        "hire": '[data-testid="hand"]',
        "load": '[data-testid="boats"]',
    }

    #: what the newest moves of the other seats touched (log.Marks), worked out on each render
    marks = pylog.Marks()

    def reset_view(self) -> None:
        self.armed = None  # index of a legal action waiting for confirmation
        #: the boat picker's choice (loading.Pick) and the state it was made in
        self.pick = None
        self.pick_state = None
        #: the human seat whose eyes the screen uses (hot seat: set by the hand-over button)
        self.shown = self.first_human()
        #: several humans share the device: until one says who holds it (the hand-over button),
        #: no hand is shown, so a game opened or started in hot seat asks first (a replay's
        #: steps, drawn on the same screen, keep what was said)
        self.handed = getattr(self, "handed", False)

    # --- seats --------------------------------------------------------------------------
    def _humans(self):
        return [s for s in range(len(self.record.players)) if self.is_human(s)]

    def handover(self) -> bool:
        """Several humans share the device and one is to act who is not the one shown, or nobody
        has said yet who holds the device."""
        return self.human_to_move() and len(self._humans()) > 1 and (self.current() != self.shown or not self.handed)

    def viewer(self):
        """Whose eyes the screen uses: the seat shown; NOBODY while several humans share the
        device and none has said yet that it holds it (computers acting first: no hand shown);
        None (everything) once the game is over."""
        if self._all_seen():
            return None
        humans = self._humans()
        if self.human_to_move() and len(humans) == 1:
            self.shown = self.current()
        if not self.handed and len(humans) > 1:
            return NOBODY
        return self.shown

    def legal(self) -> list:
        return self._cached("legal", lambda: self.rules.legal_actions(self.state) if self.human_to_move() else [])

    # --- lifecycle ----------------------------------------------------------------------
    def round_pill(self) -> str:
        st = self.state
        status = t("game_over") if st.stage == "over" else t("py.round_n", n=st.round)
        return widgets.round_pill(status, data_round=st.round)

    def share_seat(self):
        """A link made now shows the hand of the seat whose eyes the screen uses (before the
        device is handed to anyone, the human seat it would show)."""
        seat = self.viewer()
        return self.shown if seat == NOBODY else seat

    # --- rendering ----------------------------------------------------------------------
    def render(self) -> str:
        if self.handover():
            from ..presentation import twin

            name = self.seat_name(self.current())
            # the text board, when shown, offers this button as its one move: it is not drawn twice
            ok = (
                ""
                if twin.is_on()
                else widgets.button(
                    "handover-ok",
                    cls="btn primary big",
                    testid="handover-ok",
                    html=marked("py.i_am", {"name": esc(name)}),
                )
            )
            return (
                f'<div class="py-handover card" data-testid="handover"><h2>{esc(t("py.pass_to", name=name))}</h2>'
                f'<p class="muted">{esc(t("py.pass_note"))}</p>{ok}</div>'
            )
        seat = self.viewer()
        view = self.rules.view(self.state, seat)
        legal = self.legal()
        over = view.over
        self.marks = self._cached(
            ("marks", len(self.log), self.log_viewer()), lambda: pylog.last_move(self.log, self.log_viewer())
        )
        tg = self._targets(view, legal)
        return "".join(
            [
                f'<div class="py-game" data-testid="pyramidion" data-step="{view.step}" data-actor="{view.actor}" data-viewer="{"" if seat is None else seat}">',
                '<section class="py-main">',
                self._final_html(view) if over and self.final_open else "",
                self._actionbar_html(view, legal, tg),
                '<div class="py-layout">',
                self._board_html(view, tg),
                '<div class="py-play">',
                self._active_html(view, tg),
                self._hand_html(view, tg),
                self._boats_html(view, legal),
                '</div></div></section><aside class="py-side">',
                self._players_html(view),
                self.log_html(),
                "</aside></div>",
            ]
        )

    def _idx(self, legal, action) -> "int | None":
        try:
            return legal.index(action)
        except ValueError:
            return None

    def _targets(self, view, legal) -> Targets:
        """Where each legal action is clicked on the drawing (the rest are offered as buttons)."""
        return self._cached(
            ("targets", view.step, len(legal), self.hint is not None),
            lambda: targets_of(view, legal, self._hint_index(legal)),
        )

    def _hint_index(self, legal) -> "int | None":
        if self.hint is None:
            return None
        return self._idx(legal, self.hint.action)

    def _board_html(self, view, tg) -> str:
        """The map of the Nile and, beside it, what lies on the table."""
        labels = {c: self._city_words(view, c, tg.map.cities.get(c) is not None) for c in range(len(data.CITIES))}

        def name(s: int) -> str:
            return self.seat_name(s) if s >= 0 else t("py.nobody")

        drawn_map = nile.map_svg(view, tg.map, self.marks, name, labels)
        strip = (
            f'<div class="py-table-strip" aria-label="{esc(t("py.table"))}" role="group">'
            f"{table.supply_card(view)}{table.revolt_pile(view)}"
            f'<div class="py-table-col">{table.stock(view, tg.stock, tg.map.hint)}'
            f"{table.order_tokens(view, tg.order, name, tg.map.hint)}</div></div>"
        )
        return f'<section class="py-panel py-board">{draw.defs_svg()}{drawn_map}{strip}</section>'

    def _city_words(self, view, c: int, can_activate: bool) -> str:
        th = view.thresholds if view.city == c else data.THRESHOLDS[c]
        merc = self.seat_name(view.mercenaries[c]) if view.mercenaries[c] >= 0 else ""
        inter = self.seat_name(view.intermediaries[c]) if view.intermediaries[c] >= 0 else ""
        words = city_label(c, th, view.cities[c], merc, inter, c in view.activations, False, version=view.rules)
        words += "; " + t("py.city_fx." + data.CITIES[c])
        return words + (" — " + t("py.tip.activate") if can_activate else "")

    def _active_html(self, view, tg) -> str:
        revolt = ""
        if view.revolt is not None:
            r = view.revolt
            toks = ", ".join(f"{data.REVOLT_TOKENS[x][0]}" for x in r.tokens)
            win = self.seat_name(r.winner) if r.winner >= 0 else t("py.nobody")
            revolt = f'<p class="py-revolt" data-testid="revolt">{esc(t("py.revolt_shown", city=city_name(r.city), tokens=toks, strength=r.strength, name=win))}</p>'
        cats = table.category_tokens(view, tg.cats, tg.map.hint) if tg.cats else ""
        if view.city < 0:
            return f'<section class="py-panel py-active" data-testid="active-city"><p class="muted">{esc(t("py.no_active"))}</p>{revolt}</section>'
        rows = []
        limit = city_limit(view.seats)
        cuts = overseer_cuts(view.played, view.seats)  # the engine's why of sums below the printed numbers
        for s in range(view.seats):
            cards = "".join(
                self._played_html(view, p, tg.city_cards.get(p.card), tg.map.hint) for p in view.played if p.seat == s
            )
            tot = view.totals[s] if view.totals else [0, 0, 0]
            passed = view.passed and view.passed[s]
            done = tn("py.limit_count", limit, done=view.plays[s]) if limit and view.plays else ""
            # one sentence for a screen reader: whose row, its sums, passed, cards against the limit
            said = "; ".join(
                [t("py.row_said", name=self.seat_name(s), totals=thresholds_words(tot))]
                + ([t("py.passed")] if passed else [])
                + ([done] if done else [])
            )
            sums = cat_group("", tot, said + ".", "py-sums")
            passed_html = f' <span class="muted small">{esc(t("py.passed"))}</span>' if passed else ""
            count = f' <span class="muted small" data-testid="limit-{s}">{esc(done)}</span>' if done else ""
            cut = (
                f'<span class="py-cut small" data-testid="cut-{s}" title="{esc(t("py.tip.cut", n=cuts[s]))}">'
                f'{esc(t("py.cut", n=cuts[s]))}<span class="sr-only"> — {esc(t("py.tip.cut", n=cuts[s]))}</span></span>'
                if cuts[s] and any(p.seat == s for p in view.played)
                else ""
            )
            # a seat that played nothing here has no group of cards to name
            played = (
                f'<span class="py-cards" role="group" aria-label="{esc(t("py.played_here"))}">{cards}</span>'
                if cards
                else '<span class="py-cards"></span>'
            )
            # the name, passed and count are said in the sums' sentence: hidden here, not said twice
            rows.append(
                f'<div class="py-row" data-testid="played-{s}"><span class="py-who" aria-hidden="true"><span class="py-dot py-c{view.colours[s]}"></span>{esc(self.seat_name(s))}{passed_html}{count}</span>'
                f'<span class="py-sums-cell" data-testid="sums-{s}">{sums}{cut}</span>{played}</div>'
            )
        ths = cat_group(
            t("py.thresholds") + ": ",
            view.thresholds,
            t("py.thresholds_said", values=thresholds_words(view.thresholds)),
            "muted small py-ths",
        )
        return (
            f'<section class="py-panel py-active" data-testid="active-city" data-rove="py-city" data-ref="py-city-{data.CITIES[view.city]}"><h2>{esc(t("py.active", city=city_name(view.city)))} '
            f"{ths}</h2>{cats}{''.join(rows)}{revolt}</section>"
        )

    def _played_html(self, view, p, idx, hint) -> str:
        """A card played in the active city, drawn as a card in its player's colour; its words
        (with a copy and a Deity's token) as tooltip and accessible name. When the decision asks
        for a card here (Bandit, Guard, Thief, Philosopher, High Priest) the ones it may name are
        buttons."""
        words = [t("py.tip.card_of", card=card_words(p.card), name=self.seat_name(p.seat))]
        if p.copy >= 0:
            words.append(t("py.tip.copy", card=card_words(p.copy)))
        if p.category >= 0:
            words.append(t("py.tip.deity", cat=t("py.cat." + data.CATEGORIES[p.category % 3])))
        words.append(t("py.effect." + data.CARDS[p.copy if p.copy >= 0 else p.card].kind))
        label = "; ".join(words)
        cls = f"py-card py-played py-c{view.colours[p.seat]}" + (" last-move" if p.card in self.marks.cards else "")
        art = draw.card_svg(p.card, view.colours[p.seat], category=p.category, copy=p.copy, raised=p.raised)
        common = dict(data_card=p.card, data_ref=f"py-card-{p.card}", title=label, data_tip=label)
        if idx is not None:
            action = label_key(self.legal()[idx])
            full = widgets.hinted(action_label(action, self.state.rules) + " — " + label, idx == hint)
            # named by its words inside (the drawing's own letters are not the name's)
            return (
                f"<button{attrs(class_=cls + ' legal avail' + (' hint' if idx == hint else ''), data_act='choose', data_arg=idx, data_idx=idx, data_testid=f'card-in-city-{p.card}', **common)}>"
                f"{art}{widgets.sr_words(full)}</button>"
            )
        return f"<span{attrs(class_=cls, data_look=True, role='img', aria_label=label, data_testid=f'card-in-city-{p.card}', **common)}>{art}</span>"

    def _hand_html(self, view, tg) -> str:
        """The viewer's hand as a fan of drawn cards; the playable ones are lit buttons."""
        seat = view.seat
        if seat is None or seat == NOBODY:
            return ""
        hand = view.hands[seat]
        unread = set(self.remote.unread(self, seat)) if self.remote is not None else set()
        cards = []
        mid = (len(hand) - 1) / 2
        for i, card in enumerate(hand):
            if card in unread:  # a remote game: still being dealt to this device
                words = t("py.card_being_dealt")
                style = f"--fan:{(i - mid) * min(5.0, 24 / max(1, len(hand))):.1f}deg"
                cards.append(
                    f"<span{attrs(class_='py-card py-hand-card unread', style=style, role='img', aria_label=words, title=words, data_testid='hand-unread')}>"
                    f"{draw.card_back_svg()}</span>"
                )
                continue
            act = tg.hand.get(card)
            words = card_words(card) + ". " + t("py.effect." + data.CARDS[card].kind)
            label = t("py.tip.play", card=words, city=city_name(view.city)) if act is not None else words
            style = f"--fan:{(i - mid) * min(5.0, 24 / max(1, len(hand))):.1f}deg;--lift:{min(8.0, (i - mid) ** 2 * 0.7):.1f}px"
            chosen = act is not None and act == self.armed
            cls = (
                "py-card py-hand-card"
                + (" legal avail" if act is not None else "")
                + (" selected" if chosen else "")
                + self._hint_cls(act)
            )
            pressed = None if act is None else ("true" if chosen else "false")
            cards.append(
                f"<button{attrs(class_=cls, style=style, data_act='choose', data_arg=act, data_idx=act, data_testid=f'hand-{card}', data_ref=f'py-card-{card}', disabled=act is None, aria_pressed=pressed, title=words, data_tip=label)}>"
                f"{draw.card_svg(card)}{widgets.sr_words(widgets.hinted(label, bool(self._hint_cls(act))))}</button>"
            )
        res = res_text(view.resources[seat])
        own = "".join(
            f'<span class="py-own-res" data-res="{name}">{draw.resource_icon(name)}<b>{n}</b></span>'
            for name, n in zip(data.RESOURCES, view.resources[seat])
            if n
        )
        return (
            f'<section class="py-panel py-hand" data-testid="hand" data-cards="{",".join(str(c) for c in hand if c not in unread)}" data-ref="py-seat-{seat}">'
            f"<h2>{esc(t('py.hand_of', name=self.seat_name(seat)))}</h2>"
            + (
                f'<div class="py-fan" role="group" data-rove="py-hand"{" data-many" if len(hand) > 9 else ""} aria-label="{esc(t("py.hand_fan"))}">{"".join(cards)}</div>'
                if cards
                else f'<p class="muted">{esc(t("py.no_cards"))}</p>'
            )
            + f'<div class="py-own">{esc(t("py.resources"))}: <span class="py-own-icons" aria-hidden="true">{own}</span>'
            f'<span data-testid="own-res" class="py-own-words">{res}</span></div></section>'
        )

    def _boats_html(self, view, legal, fleets: bool = True) -> str:
        """The boats to load, and (`fleets`) each seat's boats and points under them."""
        picking = view.step == "load" and bool(legal)  # legal is empty unless a human decides
        first = loading.loadable(legal)
        pick = self._pick()
        boats = [(b, False) for b in view.boat_row]
        if view.karnak_boat >= 0 and view.karnak_owner >= 0:
            # public: every seat sees who drew the Karnak boat; only its owner may load it
            boats.append((view.karnak_boat, True))
        row = "".join(
            self._boat_card(
                b,
                karnak,
                first.get(b),
                picking,
                pick,
                owner=view.karnak_owner if karnak and view.karnak_owner != view.seat else -1,
                version=view.rules,
            )
            for b, karnak in boats
        )
        hint = (
            f'<p class="py-load-hint muted small">{esc(t("py.load.hint"))}</p>'
            if picking and first and pick is None
            else ""
        )
        panel = self._loader_html(view, legal, pick) if pick is not None else ""
        mine = []
        for s in range(view.seats if fleets else 0):
            vp = view.vp[s] if view.vp and view.vp[s] >= 0 else None
            own = view.boats[s] if view.boats and s < len(view.boats) else []
            pics = "".join(
                f'<span class="py-fleet-boat" data-ref="py-boat-{b}" title="{esc(boat_label(b, False, False, version=view.rules))}">{draw.boat_svg(b, "py-fleet-art", version=view.rules)}</span>'
                for b in own
            )
            if not own and view.boat_counts[s]:
                pics = "".join(
                    f'<span class="py-fleet-boat">{draw.boat_svg(-1, "py-fleet-art", hidden=True)}</span>'
                    for _ in range(view.boat_counts[s])
                )
            points = f' · <span title="{esc(tn("n_points", vp))}">{vp} ★</span>' if vp is not None else ""
            mine.append(
                f'<span class="py-fleet" data-testid="fleet-{s}" data-ref="py-seat-{s}"><span class="py-dot py-c{view.colours[s]}"></span>{esc(self.seat_name(s))}: '
                f"{esc(tn('py.n_boats', view.boat_counts[s]))}{points}"
                f'<span class="py-fleet-boats">{pics}</span></span>'
            )
        fleet_row = f'<div class="py-fleets">{"".join(mine)}</div>' if fleets else ""
        return (
            f'<section class="py-panel py-boats" data-testid="boats"><h2>{esc(t("py.boats"))} <span class="muted small">({esc(t("py.deck"))}: {view.boat_deck_size})</span></h2>'
            f'{hint}<div class="py-boat-row">{row}</div>{panel}{fleet_row}</section>'
        )

    def _boat_card(
        self, b: int, karnak: bool, idx, picking: bool, pick, owner: int = -1, version: int = data.VERSION
    ) -> str:
        """A boat drawn with its cargo piled on deck and its points on the sail (as the game's
        rules `version` has it). While loading, the boats that can be loaded are lit and open the
        picker (the first legal way is its data-idx); the others are dimmed."""
        vp, cost = data.boat(b, version)
        can = idx is not None
        chosen = pick is not None and pick.boat == b
        cls = (
            "py-boat"
            + (" legal avail" if can else "")
            + (" dim" if picking and not can else "")
            + (" picked" if chosen else "")
        )
        cls += " last-move" if b in self.marks.boats else ""
        advised = self.hint is not None and isinstance(self.hint.action, Load) and self.hint.action.boat == b
        cls += " hint" if advised else ""
        tag = (
            f'<span class="py-boat-tag">{esc(city_name(data.KARNAK))}{(" · " + esc(self.seat_name(owner))) if owner >= 0 else ""}</span>'
            if karnak
            else ""
        )
        why = f'<span class="py-boat-why">{esc(t("py.load.short"))}</span>' if picking and not can else ""
        act = {"data_act": "pick-boat", "data_arg": b, "aria_pressed": "true" if chosen else "false"} if can else {}
        # data-idx only while no boat is chosen, so that each index names one element
        marks = {"data_idx": idx if pick is None else None, "data_loadable": ("1" if can else "0") if picking else None}
        label = (
            boat_label(b, karnak, can, version=version)
            if owner < 0
            else t("py.tip.karnak_boat_of", name=self.seat_name(owner), vp=tn("py.n_vp", vp), cost=res_text(cost))
        )
        # named by its words inside it: the drawing's and the caption's letters are not the name's
        return (
            f"<button{attrs(class_=cls, data_testid=f'boat-{b}', data_ref=f'py-boat-{b}', disabled=not can, title=label, data_tip=label, **act, **marks)}>"
            f'{draw.boat_svg(b, version=version)}<span class="py-boat-cap" aria-hidden="true"><span class="py-boat-vp">{vp} ★</span>{tag}</span>'
            f"{why}{widgets.sr_words(widgets.hinted(label, advised))}</button>"
        )

    def _loader_html(self, view, legal, pick) -> str:
        """The chosen boat's panel: its cost, the token toggles and statue steppers when there is a
        choice, what the player's own resources pay, Confirm (only on a legal load) and Cancel."""
        vp, cost = data.boat(pick.boat, view.rules)
        idx = loading.match(legal, pick)
        have = view.resources[view.seat]
        parts = [f'<div class="py-loader-head"><b>{esc(t("py.load.title", vp=vp))}</b>{cost_html(cost)}</div>']
        if loading.has_choice(legal, pick.boat):
            parts.append(self._merc_toggles(legal, pick, view.rules) + self._statue_steppers(legal, pick))
        else:
            parts.append(f'<p class="muted small">{esc(t("py.load.only"))}</p>')
        own = loading.own_payment(pick, view.rules)
        parts.append(
            f'<div class="py-loader-pay" data-testid="load-pay">{esc(t("py.load.own"))}: {cost_html(own)}'
            f'<span class="muted small">{esc(t("py.load.have"))}: {res_text(have)}</span></div>'
        )
        if idx is None:
            short = loading.short_of(pick, have, view.rules)
            note = t("py.load.lacking", res=res_text(short)) if any(short) else t("py.load.bad")
            parts.append(f'<p class="py-loader-bad" data-testid="load-bad">{esc(note)}</p>')
        parts.append(
            f'<div class="py-loader-actions"><button{attrs(class_="btn primary", data_act="choose", data_arg=idx, data_confirmed="1" if idx is not None else None, data_testid="confirm-load", disabled=idx is None)}>✓ {esc(t("py.load.confirm"))}</button>'
            f"{widgets.cancel_button(arg='load', testid='cancel-load')}</div>"
        )
        return f'<div class="py-loader" data-testid="loader" data-boat="{pick.boat}" data-legal="{"" if idx is None else idx}">{"".join(parts)}</div>'

    @staticmethod
    def _merc_toggles(legal, pick, version: int) -> str:
        """One toggle per mercenary token some legal load of the boat uses: its city and unit
        (under the game's rules `version`)."""
        items = []
        for c in loading.merc_choices(legal, pick.boat):
            on = c in pick.mercs
            r = data.RESOURCES[data.mercenary_resource(c, version)]
            items.append(
                f"<button{attrs(class_='py-toggle' + (' on' if on else ''), data_act='pick-merc', data_arg=c, data_testid=f'merc-{c}', aria_pressed='true' if on else 'false')}>"
                f'⚔ {esc(city_name(c))} <span class="py-res-item">+1 {res_chip(r)}{esc(t("py.res." + r))}</span></button>'
            )
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
            items.append(
                f'<span class="py-stepper" data-testid="statue-{name}" data-count="{n}">'
                f"<button{attrs(class_='btn small', data_act='pick-statue', data_arg=f'{r}:-1', data_testid=f'statue-{name}-minus', aria_label=t('py.load.fewer', res=label), disabled=n <= 0)}>−</button>"
                f'<span class="py-stepper-val"><b>{n}</b> → {res_chip(name)}{esc(label)}</span>'
                f"<button{attrs(class_='btn small', data_act='pick-statue', data_arg=f'{r}:1', data_testid=f'statue-{name}-plus', aria_label=t('py.load.more', res=label), disabled=n >= top)}>+</button></span>"
            )
        if not items:
            return ""
        return f'<div class="py-loader-row"><span class="py-loader-label">{esc(t("py.load.statues"))}</span><div class="py-loader-opts">{"".join(items)}</div></div>'

    def _actionbar_html(self, view, legal, tg) -> str:
        if view.over:
            return widgets.over_bar("py-actionbar", self.message, self.replay_note())
        buttons = ""
        if self.thinking is not None:
            status = widgets.thinking(self.seat_name(self.thinking))
        elif not self.human_to_move():
            status = ""
        else:
            status = esc(
                t("py.step." + view.step, name=self.seat_name(view.actor), city=city_name(view.city))
                if _has_text("py.step." + view.step)
                else t("py.step.other", name=self.seat_name(view.actor))
            )
            if view.source >= 0:
                status += " " + esc(t("py.because", card=card_words(view.source)))
            status += self._limit_words(view)
            if self._pick() is not None:
                status = esc(t("py.step.load_pick", name=self.seat_name(view.actor)))
            buttons = "".join(self._choices(legal, tg.drawn))
        return widgets.action_bar(
            widgets.with_error(self.replay_note() + self.hint_notice() + status, self.message),
            buttons,
            cls="py-actionbar",
            buttons_cls="buttons py-options",
        )

    @staticmethod
    def _limit_words(view) -> str:
        """Before a seat reaches the two-player limit of a city, how many cards it may still play
        there (the engine passes for it once they are played, and the log says so)."""
        limit = city_limit(view.seats)
        if view.step != "play" or not limit or not 0 <= view.actor < len(view.plays):
            return ""
        left = limit - view.plays[view.actor]
        if left <= 0:
            return ""
        words = tn("py.limit_last", limit) if left == 1 else tn("py.limit_left", left, limit=limit)
        return f' <span data-testid="limit-note">{esc(words)}</span>'

    def _choices(self, legal, drawn):
        """The decisions that have no place on the drawing as buttons (cities, cards, tokens,
        resources and boats are clicked on the board); a pass asks once more (it is final for
        this city)."""
        for i, a in enumerate(legal):
            if i in drawn and self.armed != i:  # on the drawing, unless it waits for Confirm
                continue
            key = label_key(a)
            if self.armed == i:
                yield widgets.choice(
                    i,
                    f"{t('confirm')}: {action_label(key, self.state.rules)}",
                    glyph="✓",
                    cls="btn primary",
                    testid="confirm",
                    data_idx=i,
                    data_confirmed="1",
                )
                yield widgets.cancel_button()
            else:
                advised = bool(self._hint_cls(i))
                yield widgets.choice(
                    i,
                    action_label(key, self.state.rules),
                    cls="btn" + (" primary" if key[0] == "pass" else "") + self._hint_cls(i),
                    testid=f"opt-{key[0]}",
                    data_idx=i,
                    label=widgets.hinted(action_label(key, self.state.rules)) if advised else None,
                )

    def _players_html(self, view) -> str:
        """Each seat in turn order with its pyramid: one block per victory point towards the
        target (built in its colour when the viewer may know the points, else left blank)."""
        cur = self.current()
        cards = []
        target = view.options.target
        for pos, s in enumerate(view.order):
            vp = view.vp[s] if view.vp and view.vp[s] >= 0 else None
            # the place in turn order is a bare number to the eye, words to a screen reader
            place = f'<span class="py-order" aria-hidden="true">{pos + 1}</span><span class="sr-only">{esc(t("py.order_place", n=pos + 1))} </span>'
            name = f'{place}<span class="py-dot py-c{view.colours[s]}"></span>{esc(self.seat_name(s))}'
            kind = f"{esc(self.seat_kind(s))} · {esc(tn('py.n_cards', view.hand_sizes[s]))} · {res_text(view.resources[s])}"
            boats = tn("py.n_boats", view.boat_counts[s])
            words = (
                t("py.tip.pyramid", name=self.seat_name(s), vp=vp, target=tn("py.n_vp", target), boats=boats)
                if vp is not None
                else t("py.tip.pyramid_hidden", name=self.seat_name(s), boats=boats)
            )
            pyramid = f'<span class="py-pyr" data-ref="py-seat-{s}" title="{esc(words)}">{draw.pyramid_svg(vp, target, view.colours[s], words)}</span>'
            stats = f'{pyramid}<span class="ptotal" data-testid="score-{s}" data-vp="{"" if vp is None else vp}">{vp if vp is not None else "?"} ★</span>'
            cards.append(
                widgets.player_card(
                    s,
                    name,
                    kind,
                    stats,
                    cls="player py-player"
                    + (" turn" if s == cur else "")
                    + (" last-move" if s in self.marks.seats else ""),
                    thinking=self.thinking == s,
                )
            )
        return widgets.players_panel(cards, heading=t("py.turn_order"))

    def log_viewer(self):
        """Whose knowledge the log shows: the seat whose eyes the screen uses; everything once the
        game is over or when no human plays."""
        if self._all_seen() or not self._humans():
            return None
        return self.viewer()

    def _all_seen(self) -> bool:
        """The game is over and every hand may be shown: in a remote game only once the screen
        holds the true deal (before the check the other hands are placeholders)."""
        return self.state.stage == "over" and (self.remote is None or self.remote.true_deal)

    def _final_html(self, view) -> str:
        scores = self.rules.scores(self.state)
        winners = self.rules.winners(self.state)

        def row(label, key, values):
            return widgets.final_row(esc(label), key, values, winners)

        rows = [
            row(t("py.boats"), "boats", [s["boats"] for s in scores]),
            row(t("py.merc_bonus"), "bonus", [s["mercenary_bonus"] for s in scores]),
            row(t("py.final_hand"), "hand", list(view.final_hands) or ["—"] * view.seats),
        ]
        names = ", ".join(self.seat_name(w) for w in winners)
        return self.final_table(
            "final py-final",
            esc(t("winner", names=names)),
            rows,
            scores,
            seat_testids=False,
            before_table=f'<p class="muted small">{esc(t("py.tiebreak_note"))}</p>',
        )

    # --- events -------------------------------------------------------------------------

    def on_choose(self, arg, el) -> None:
        legal = self.legal()
        if arg is None or not self.human_to_move() or self.handover():
            return
        i = int(arg)
        if not 0 <= i < len(legal):
            return
        action = legal[i]
        confirmed = el.getAttribute("data-confirmed") == "1"
        if not confirmed and self.armed != i and (isinstance(action, Pass) or self.irreversible(action)):
            # passing is final for this city, and a move that shows something hidden or hands the
            # turn on cannot be taken back: ask once more (docs/rulings.md, "Confirming moves")
            self.armed = i
            # the Confirm it waits for is in the action bar, maybe far from the piece on a phone;
            # the piece stays in sight too, clear of the bar that grows with the question
            self.reveal_next = ('[data-testid="confirm"]', ".py-game .selected")
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

    def on_cancel(self, arg=None) -> None:
        """Cancel: the boat picker's ("load"), else the pass waiting for its second click."""
        if arg == "load":
            self._set_pick(None)
            return
        self.armed = None
        self.app.render()

    def on_key(self, key: str) -> bool:
        """Enter or Space on a focused place of the map (an SVG shape, not a button) chooses it,
        as a click would; focus comes back to the same place after the redraw when it is still
        there."""
        if key not in ("Enter", " "):
            return False
        from ..page import document

        el = document.activeElement
        if not el or not hasattr(el, "getAttribute") or str(el.tagName).lower() == "button":
            return False
        act = el.getAttribute("data-act")
        if not act:
            return False
        testid = el.getAttribute("data-testid")
        self.handle(str(act), el.getAttribute("data-arg"), el, None)
        again = document.querySelector(f'[data-testid="{testid}"]') if testid else None
        if again and hasattr(again, "focus"):
            again.focus()
        return True

    def on_handover_ok(self, _arg=None) -> None:
        if self.human_to_move():
            self.shown = self.current()
            self.handed = True
        self.app.render()

    # --- playing ------------------------------------------------------------------------
    def log_name(self, seat: int) -> str:
        """A seat's name in the log (-1: nobody, as when no one wins a category)."""
        return self.seat_name(seat) if seat >= 0 else t("py.nobody")

    def clear_selection(self) -> None:
        self.armed = None

    def _hint_cls(self, index) -> str:
        """ " hint" on the control of the legal move at `index` when the hint advises it."""
        legal = self.legal()
        if index is None or self.hint is None or not 0 <= index < len(legal):
            return ""
        return " hint" if legal[index] == self.hint.action else ""

    def hint_words(self, action) -> str:
        """The advised move as its button or its place on the board names it."""
        return action_label(label_key(action), self.state.rules)

    def show_hint(self, action) -> None:
        """A boat to load opens in the picker loaded as advised; other moves are marked on their
        city, card or button (class hint)."""
        if isinstance(action, Load):
            self.pick, self.pick_state = loading.pick_of(action), self.state

    # --- a tutorial (tutorial.py): the drawn board's selectors are in tutorial_marks.py ---------------
    def after_render(self) -> None:
        """The piece of the move waiting for Confirm is marked chosen wherever it is drawn (the
        map, the table, the hand, the active city), as the other games mark a chosen piece."""
        if self.armed is not None and not self.handover():
            from ..dom import document

            for el in document.querySelectorAll(
                f'[data-act="choose"][data-arg="{int(self.armed)}"]:not([data-confirmed])'
            ):
                el.classList.add("selected")
                el.setAttribute("aria-pressed", "true")
        super().after_render()

    def tutorial_targets(self, actions) -> "list[str]":
        from . import tutorial_marks

        return tutorial_marks.selectors(self, actions)

    def tutorial_allows(self, act: str, arg, actions) -> bool:
        from . import tutorial_marks

        return tutorial_marks.allows(self, act, arg, actions)

    def help_section(self) -> str:
        """The guide section for what the screen asks now: a pass waiting for its second click
        (hiring when it discards a card), the boat picker, the end of the game."""
        if self.state.stage == "over":
            return "scoring"
        legal = self.legal()
        if self.armed is not None and self.armed < len(legal) and isinstance(legal[self.armed], Pass):
            return "hire" if legal[self.armed].discard is not None else "play"
        if self._pick() is not None:
            return "load"
        return super().help_section()

    def progress(self):
        st = self.state
        return st.round, 0, st.stage == "over"


def cat_group(lead: str, values, label: str, cls: str) -> str:
    """The three categories' symbols and numbers shown together, said as one sentence (`label`):
    one image to a screen reader, with the sentence as tooltip on hover and keyboard focus (a
    place to look at in the active city's group: the panel is one Tab stop, arrows inside)."""
    drawn = "".join(
        f'<span class="py-sym py-catv">{draw.icon(cat)}<b>{values[i]}</b></span> '
        for i, cat in enumerate(data.CATEGORIES)
    )
    return (
        f"<span{attrs(class_=cls, data_look=True, role='img', aria_label=label, title=label, data_tip=label)}>"
        f"{esc(lead)}{drawn.rstrip()}</span>"
    )


def _has_text(key: str) -> bool:
    try:
        raw(key)
    except KeyError:
        return False
    return True
