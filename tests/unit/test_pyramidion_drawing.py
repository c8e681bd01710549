"""The drawn Pyramidion board (web/agora_web/pyramidion/nile.py, table.py, draw.py, targets.py),
rendered on CPython through whole random games: every legal decision has exactly one place to
click (on the drawing, or a button when it has no place there), every clickable piece has a name
in words, the piece references follow the shared conventions, and nothing the view hides is drawn."""

from __future__ import annotations

import random
import re
import sys
import types
from html import unescape

import pytest

from engine.core import records
from engine.core.protocol import Seat
from engine.pyramidion import Options, data
from engine.pyramidion.state import Load

#: buttons whose face is a drawing, so their name must be given in words
DRAWN = {"py-card", "py-boat", "py-stock-res", "py-order-token", "py-cat-token"}
CITY_NAMES = "|".join(data.CITIES)
REF = re.compile(rf"^py-(card-\d+|city-({CITY_NAMES})|boat-\d+|seat-[0-3]|token-({CITY_NAMES})|supply|revolt)$")


@pytest.fixture(scope="module")
def ui():
    saved = sys.modules.get("pyscript")
    stub = types.ModuleType("pyscript")
    stub.document = None
    stub.window = None
    sys.modules["pyscript"] = stub
    from web.agora_web.texts import i18n
    from web.agora_web.pyramidion import draw
    from web.agora_web.pyramidion import screen as game

    yield game, draw, i18n
    i18n.set_lang(i18n.DEFAULT)
    if saved is None:
        sys.modules.pop("pyscript", None)
    else:
        sys.modules["pyscript"] = saved


TAG = re.compile(r"<([a-zA-Z][\w-]*)((?:\s+[\w:-]+(?:=\"[^\"]*\")?)*)\s*/?>")
ATTR = re.compile(r'([\w:-]+)(?:="([^"]*)")?')


def elements(html: str) -> "list[tuple[str, dict]]":
    """The start tags of the board with their attributes (the log, told elsewhere, is left out).
    Every value is written quoted and escaped (ui/html.py), so a pattern reads them."""
    board = html.split('<section class="log-panel">')[0]
    return [(m.group(1), {k: unescape(v) for k, v in ATTR.findall(m.group(2))}) for m in TAG.finditer(board)]


def names(html: str) -> "dict[int, str]":
    """The accessible name of each start tag of `elements` (by its index there): its aria-label,
    else the words inside it (the words a drawn card or boat says in hidden text)."""
    from html.parser import HTMLParser

    board = html.split('<section class="log-panel">')[0]
    out: "dict[int, str]" = {}

    class Names(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.index, self.open = -1, []

        def handle_starttag(self, tag, attrs):
            self.index += 1
            label = dict(attrs).get("aria-label")
            out[self.index] = label or ""
            if not label and tag not in ("br", "img", "input", "path", "rect", "circle", "use", "polygon"):
                self.open.append((tag, self.index))

        def handle_startendtag(self, tag, attrs):
            self.index += 1
            out[self.index] = dict(attrs).get("aria-label") or ""

        def handle_endtag(self, tag):
            while self.open:
                open_tag, _ = self.open.pop()
                if open_tag == tag:
                    break

        def handle_data(self, data):
            for _, index in self.open:
                out[index] += data

    Names().feed(board)
    return {k: v.strip() for k, v in out.items()}


class App:
    def render(self) -> None:
        pass


def positions(ui, seed: int, seats: int, limit: int = 260):
    """(screen, html) at each step of a random game where every seat is a person on this device
    and the screen shows the seat to act (after the hand-over)."""
    game = ui[0]
    record = records.new_record("pyramidion", [Seat(f"P{i}") for i in range(seats)], Options(), seed=seed)
    rules, state = records.start(record)
    log = game.pylog.describe_start(rules, state)
    screen = game.GameScreen(App(), "t", 0, record, rules, state, log)
    screen.handed = True  # the hand-over button was pressed
    rnd = random.Random(seed)
    for _ in range(limit):
        if not rules.is_over(screen.state):
            screen.shown = screen.current()
        yield screen, screen.render()
        if rules.is_over(screen.state):
            return
        before = screen.state
        move = rnd.choice(rules.legal_actions(before))
        screen.state = rules.apply(before, move)
        screen.record = records.with_move(screen.record, move)
        screen.log.extend(game.pylog.describe(rules, before, move, screen.state))
        screen._cache = {}


GAMES = [(3, 2), (11, 4)]


@pytest.mark.parametrize("seed,seats", GAMES)
def test_every_legal_decision_has_one_place_to_click(ui, seed, seats):
    drawn_kinds = set()
    for screen, html in positions(ui, seed, seats):
        legal = screen.legal()
        els = elements(html)
        chosen = [
            int(a["data-arg"])
            for _, a in els
            if a.get("data-act") == "choose"
            and a.get("data-arg") is not None
            and a.get("data-testid") not in ("confirm", "confirm-load")
        ]
        boats = {int(a["data-arg"]) for _, a in els if a.get("data-act") == "pick-boat"}
        for i, action in enumerate(legal):
            if isinstance(action, Load):
                assert action.boat in boats, action
            else:
                assert chosen.count(i) == 1, (action, chosen.count(i))
        assert all(0 <= i < len(legal) for i in chosen)
        for tag, a in els:
            if a.get("data-act") == "choose" and tag != "button":
                # a place on the drawing: lit, focusable, a button to assistive technology
                assert "legal" in a["class"].split() and a.get("tabindex") == "0" and a.get("role") == "button", a
                drawn_kinds.add(type(legal[int(a["data-arg"])]).__name__)
    assert {"Activate", "Resource"} <= drawn_kinds, drawn_kinds


def test_the_hand_is_one_keyboard_group(ui):
    """The cards of the hand sit in one element marked data-rove (keys.py: one Tab stop, arrow
    keys within), whether or not one may be played now."""
    playable = 0
    for _screen, html in positions(ui, 5, 3, limit=150):
        board = html.split('<section class="log-panel">')[0]
        if 'data-testid="hand-' not in board:
            continue
        start = board.index('data-rove="py-hand"')
        end = board.index('class="py-own"', start)
        cards = re.findall(r'data-testid="hand-\d+"', board)
        assert cards and all(start < board.index(c) < end for c in cards)
        playable += 'data-act="choose"' in board[start:end]
    assert playable  # some of these positions let a card be chosen from the hand


@pytest.mark.parametrize("seed,seats", GAMES[:1])
def test_clickable_pieces_have_names_and_references_follow_the_conventions(ui, seed, seats):
    refs = set()
    for screen, html in positions(ui, seed, seats, limit=120):
        els = elements(html)
        said = names(html)
        # the eight cities are the only named places whose test id starts with "city-"
        assert sum(1 for _, a in els if a.get("data-testid", "").startswith("city-") and a.get("aria-label")) == 8
        for i, (tag, a) in enumerate(els):
            drawn = tag != "button" or DRAWN & set(a.get("class", "").split())
            if drawn and (a.get("data-act") or a.get("role") in ("button", "img")):
                assert said.get(i), (tag, a)
            for token in (a.get("data-ref") or "").split():
                assert REF.match(token), token
                refs.add(token.rsplit("-", 1)[0] if token[-1].isdigit() else token.split("-")[1])
    assert {"py-card", "py-boat", "py-seat", "city", "token", "supply", "revolt"} <= refs, refs


def test_the_drawing_shows_only_what_the_viewer_may_see(ui):
    """Other seats' hands are never drawn: no reference to a card in them, no face of them; the
    Karnak boat, which is public, is drawn for every seat."""
    karnak_seen = 0
    for screen, html in positions(ui, 5, 3, limit=150):
        state, viewer = screen.state, screen.viewer()
        if viewer is None:
            continue
        tokens = {tok for _, a in elements(html) for tok in (a.get("data-ref") or "").split()}
        cards = {int(tok.rsplit("-", 1)[1]) for tok in tokens if tok.startswith("py-card-")}
        for seat, hand in enumerate(state.hands):
            if seat != viewer:
                assert not cards & set(hand), (seat, cards & set(hand))
        assert set(state.hands[viewer]) <= cards
        assert not set(state.deck) & cards
        if state.karnak_boat >= 0:  # public: every seat sees the Karnak boat drawn, and whose it is
            karnak_seen += 1
            assert f"py-boat-{state.karnak_boat}" in tokens
    assert karnak_seen


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_cards_and_cities_are_said_in_words_in_both_languages(ui, lang):
    game, draw, i18n = ui
    i18n.set_lang(lang)
    try:
        for screen, html in positions(ui, 3, 2, limit=40):
            said = names(html)
            for i, (tag, a) in enumerate(elements(html)):
                label = said.get(i, "")
                if a.get("data-testid", "").startswith(("hand-", "card-in-city-")):
                    assert not re.search("[⚔✉⚖☥]", label), label
                    if lang == "ru":
                        assert re.search("[а-яё]", label, re.I), label
    finally:
        i18n.set_lang(i18n.DEFAULT)


@pytest.mark.parametrize("target", [10, 12, 15, 3])
def test_a_pyramid_has_one_block_per_point_narrowing_upwards(ui, target):
    draw = ui[1]
    rows = draw.pyramid_rows(target)
    assert sum(rows) == target
    assert all(a > b for a, b in zip(rows, rows[1:]))
    svg = draw.pyramid_svg(4, target, 1, "x")
    assert svg.count("<rect") == target
    assert svg.count(draw.SEAT_FILL[1]) == min(4, target)
    assert draw.SEAT_FILL[1] not in draw.pyramid_svg(None, target, 1, "hidden")


def test_hot_seat_shows_no_hand_until_the_device_is_handed_over(ui):
    """Several humans on one device with a computer: while nobody has said that they hold the
    device (a game just opened, a computer acting), no hand is drawn and the log keeps every
    hand's secrets; a human to act first gets the hand-over screen, then their own hand."""
    game = ui[0]
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cleo", "pyramidion.easy")]
    rnd = random.Random(2)
    record = records.new_record("pyramidion", seats, Options(), seed=8)
    rules, state = records.start(record)
    computer_first = human_first = False
    for _ in range(200):
        if rules.is_over(state):
            break
        log = game.pylog.describe_start(rules, state)
        screen = game.GameScreen(App(), "t", 0, record, rules, state, log)
        current = rules.current_player(state)
        html = screen.render()
        tokens = {tok for _, a in elements(html) for tok in (a.get("data-ref") or "").split()}
        cards = {int(tok.rsplit("-", 1)[1]) for tok in tokens if tok.startswith("py-card-")}
        assert not cards & {c for hand in state.hands for c in hand}
        if current == 2:
            computer_first = True
            assert 'data-testid="hand"' not in html and 'data-testid="handover"' not in html
            assert screen.log_viewer() == game.NOBODY
        else:
            human_first = True
            assert 'data-testid="handover"' in html
            screen.on_handover_ok()
            assert f'data-cards="{",".join(map(str, state.hands[current]))}"' in screen.render()
        move = rnd.choice(rules.legal_actions(state))
        state = rules.apply(state, move)
        record = records.with_move(record, move)
        if computer_first and human_first:
            break
    assert computer_first and human_first
