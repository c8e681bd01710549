"""The Hint button's pure parts: when a hint may be asked, its seed, the reason's language, the
top-bar button and final-table line in both languages, the save's hint count; and, on each
game's screen rendered on CPython, what a screen reader is told of a hint shown."""

from __future__ import annotations

import re
from html import unescape

import msgspec
import pytest
from screen_play import game_screen, hinted_html, stub_page

from tests.helpers.coroutines import run_to_end

from web.agora_web.services import hints, saves
from web.agora_web.texts import i18n
from web.agora_web.ui import widgets
from tests.helpers.games import GAMES


class FakeScreen:
    """Just what hints.can_hint reads of a game screen."""

    def __init__(self, seat=0, human=True, hinting=False, replay=None):
        self.seat, self.human, self.hinting, self.replay = seat, human, hinting, replay

    def current(self):
        return self.seat

    def human_to_move(self):
        return self.seat >= 0 and self.human

    def handover(self):  # GameScreenBase's default: no device being handed over
        return False


class WaitingReplay:
    def waiting(self, _screen):
        return True


@pytest.fixture()
def english():
    i18n.set_lang("en")
    yield
    i18n.set_lang(i18n.DEFAULT)


def test_a_hint_only_for_the_human_to_act_while_nobody_thinks():
    assert hints.can_hint(FakeScreen())
    assert not hints.can_hint(FakeScreen(human=False))  # a computer seat is to act
    assert not hints.can_hint(FakeScreen(seat=-1))  # the game is over
    assert not hints.can_hint(FakeScreen(hinting=True))  # already thinking
    assert not hints.can_hint(FakeScreen(replay=WaitingReplay()))  # an earlier step of a replay
    handing_over = FakeScreen()
    handing_over.handover = lambda: True  # cards hidden until the next player takes the device
    assert not hints.can_hint(handing_over)


def _record(seed):
    from engine.core import records
    from engine.core.protocol import Seat

    return records.new_record("akropolis", [Seat("A"), Seat("B")], seed=seed)


def test_the_seed_depends_on_the_position_only():
    assert hints.hint_seed(_record(5), 10) == hints.hint_seed(_record(5), 10)
    assert hints.hint_seed(_record(5), 10) != hints.hint_seed(_record(5), 11)
    assert hints.hint_seed(_record(None), 0) == hints.hint_seed(_record(0), 0)
    assert 0 <= hints.hint_seed(_record(2**40), 10**6) < 2**31
    key = bytes(range(16))
    assert hints.hint_seed(_record(key), 3) == hints.hint_seed(_record(key), 3)
    assert 0 <= hints.hint_seed(_record(key), 3) < 2**31


def test_the_reason_in_the_interface_language():
    reason = {"en": "Take it.", "ru": "Берите."}
    assert hints.reason_text(reason, "ru") == "Берите."
    assert hints.reason_text(reason, "en") == "Take it."
    assert hints.reason_text({"en": "Take it."}, "ru") == "Take it."
    assert hints.reason_text(None, "en") == ""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_coachs_numbers_put_in_the_interface_languages_words(lang):
    """The coach gives numbers (solo_ai/coach.py); the shared catalogs say them."""
    from web.agora_web.texts import i18n

    i18n.set_lang(lang)
    try:
        full = hints.reason_text({"now": 21, "expected": 34, "ahead": "+5"}, lang)
        brief = hints.reason_text({"now": 1}, lang)
    finally:
        i18n.set_lang(i18n.DEFAULT)
    words = {
        "en": ("21 points", "about 34", "+5 against", "1 point now"),
        "ru": ("21 очко", "около 34", "+5 к лучшему", "1 очко."),
    }[lang]
    assert all(w in full + " " + brief for w in words), (full, brief)
    assert "{" not in full + brief


def test_button_notice_and_final_line(english):
    idle = widgets.hint_button()
    assert 'data-act="hint"' in idle and 'aria-label="Hint"' in idle and "disabled" not in idle
    busy = widgets.hint_button(busy=True)
    assert 'class="spinner small"' in busy and "disabled" in busy and 'aria-busy="true"' in busy
    assert "a &lt;b&gt; move" in widgets.hint_notice("a <b> move")
    assert "Hints used: 3" in widgets.hints_used_line(3)
    i18n.set_lang("ru")
    assert "Использовано подсказок: 3" in widgets.hints_used_line(3)
    assert 'aria-label="Подсказка"' in widgets.hint_button()


def test_saves_without_a_hint_count_still_read():
    old = msgspec.convert({"round": 2, "rounds": 12, "moves": 9}, saves.Summary)
    assert old.hints == 0
    assert b"hints" not in msgspec.json.encode(old)  # none asked: nothing written
    assert msgspec.json.decode(msgspec.json.encode(saves.Summary(hints=2)), type=saves.Summary).hints == 2


def test_hints_shown_are_noted_in_the_save_and_older_saves_have_none():
    from engine.core import registry

    rules = registry.get("amytis")
    state = rules.new_game(2, seed=4)
    action = rules.legal_actions(state)[3]
    note = saves.advised(rules, state, 0, action)
    assert note.index == 0 and rules.state_hash(state).startswith(note.state) and len(note.state) == 16
    assert rules.parse_action(note.action) == action
    record = {"game": "amytis", "players": [{"name": "A"}, {"name": "B"}], "seed": 4, "moves": []}
    doc = saves.SaveDoc(
        version=1, id="x", game="amytis", created=1, updated=2, players=["A", "B"], record=record, advice=[note]
    )
    back = msgspec.json.decode(saves.encode(doc), type=saves.SaveDoc)
    assert back.advice == [note]
    older = msgspec.json.decode(
        saves.encode(
            saves.SaveDoc(version=1, id="x", game="amytis", created=1, updated=2, players=["A", "B"], record=record)
        ),
        type=saves.SaveDoc,
    )
    assert older.advice == [] and b"advice" not in saves.encode(older).encode()


def test_showing_a_hint_notes_it_once_per_decision():
    from types import SimpleNamespace

    from engine.core import records, registry
    from solo_ai.coach import Advice

    rules = registry.get("amytis")
    record = records.new_record("amytis", [records.Seat("A"), records.Seat("B")], seed=4)
    _rules, state = records.start(record)
    shown = []
    screen = SimpleNamespace(
        rules=rules,
        state=state,
        record=record,
        hint=None,
        hints_used=0,
        advice=[],
        show_hint=shown.append,
        save=lambda: None,
    )
    legal = rules.legal_actions(state)
    for action in (legal[1], legal[2]):  # asked twice at the same decision: the latest is noted
        hints._show(screen, Advice(action, 0.0, 0.0, 0.0, {"en": "", "ru": ""}))
    assert screen.hints_used == 2 and shown == [legal[1], legal[2]]
    assert [(a.index, rules.parse_action(a.action)) for a in screen.advice] == [(0, legal[2])]


#: positions (seed, random moves) where each game is asked for a hint: its first decision and
#: later ones, so that each kind of decision is advised somewhere
POSITIONS = ((1, 0), (1, 3), (1, 7), (4, 15), (4, 60))
SAID = re.compile(r'data-testid="hint-said">([^<]*)<')
#: a control's name: its aria-label, or its words inside it (widgets.sr_words: a card or boat)
LABELS = re.compile(r'aria-label="([^"]*)"|<span class="sr-only">([^<]*)</span>')


@pytest.fixture()
def on_cpython(monkeypatch):
    stub_page(monkeypatch)
    yield
    i18n.set_lang(i18n.DEFAULT)


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_shown_is_said_and_its_control_named_as_the_suggestion(on_cpython, game):
    """Screen readers see no mark on the board: the notice says the advised move in words and
    why (the announcer reads it out), and the advised control's name says it is the hint's."""
    i18n.set_lang("en")
    reason = {"en": "Because it scores.", "ru": "Потому что это очки."}
    kinds = set()
    for seed, moves in POSITIONS:
        probe = game_screen(game, seed, moves)
        if probe.current() < 0:
            continue
        firsts = {}
        for action in probe.rules.legal_actions(probe.state):
            firsts.setdefault(type(action).__name__, action)
        for kind, action in firsts.items():
            screen = game_screen(game, seed, moves)
            html = hinted_html(screen, action, reason)
            what = screen.hint_words(action)
            assert what, (kind, seed, moves)
            assert [unescape(s) for s in SAID.findall(html)] == [f"Hint: {what} — Because it scores."], (
                kind,
                seed,
                moves,
            )
            named = [unescape(a or b) for a, b in LABELS.findall(html) if "suggested by the hint" in unescape(a or b)]
            assert len(named) == 1 and named[0].endswith(" — suggested by the hint"), (kind, seed, moves, named)
            kinds.add(kind)
    assert kinds
    i18n.set_lang("ru")  # in the interface language
    html = screen.render()
    assert [unescape(s) for s in SAID.findall(html)] == [
        f"Подсказка: {screen.hint_words(action)} — Потому что это очки."
    ]
    assert any("это предлагает подсказка" in unescape(a or b) for a, b in LABELS.findall(html))


def test_no_hint_no_notice_and_no_suggestion(on_cpython):
    i18n.set_lang("en")
    html = game_screen("akropolis", 1, 0).render()
    assert 'data-testid="hint-said"' not in html and "suggested by the hint" not in html


class DictStore:
    """localStorage as the app's LocalStore offers it, on a dict (or refusing every call)."""

    def __init__(self, refuse=False):
        self.values, self.refuse = {}, refuse

    def get(self, key):
        if self.refuse:
            raise RuntimeError("storage refused")
        return self.values.get(key)

    def set(self, key, value):
        if self.refuse:
            raise RuntimeError("storage refused")
        self.values[key] = value


def test_thinking_ahead_is_on_until_the_player_turns_it_off():
    store = DictStore()
    assert hints.thinks_ahead(store)  # nothing chosen yet
    hints.set_thinks_ahead(store, False)
    assert store.values == {hints.THINK_AHEAD_KEY: "off"} and not hints.thinks_ahead(store)
    hints.set_thinks_ahead(store, True)
    assert hints.thinks_ahead(store)
    refused = DictStore(refuse=True)  # private browsing: the default, and nothing fails
    hints.set_thinks_ahead(refused, False)
    assert hints.thinks_ahead(refused)


def test_thinking_ahead_starts_only_where_the_device_allows_it(monkeypatch):
    """A solo Akropolis position, where the coach has deeper forms: thinking ahead starts with
    the setting on, and not at all with it off."""
    from types import SimpleNamespace

    from engine.akropolis import Options
    from engine.core import registry

    rules = registry.get("akropolis")
    state = rules.new_game(1, seed=3, options=Options(solo="callicrates"))
    begun = []  # the thinking started (not run here: no event loop is needed)
    monkeypatch.setattr(hints.asyncio, "ensure_future", lambda coroutine: begun.append(coroutine.close()))

    def started(store) -> bool:
        app = SimpleNamespace(store=store, note_hint_ready=lambda *a: None)
        screen = FakeScreen()
        screen.app, screen.rules, screen.state, screen.hint, screen.ponder, screen.hint_gen = (
            app,
            rules,
            state,
            None,
            None,
            0,
        )
        screen.record = SimpleNamespace(seed=3, moves=[])
        count = len(begun)
        hints.ponder(screen)
        assert (screen.ponder is not None) == (len(begun) > count)
        return screen.ponder is not None

    store = DictStore()
    assert started(store)
    hints.set_thinks_ahead(store, False)
    assert not started(store)


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_gets_the_time_of_a_computer_turn(on_cpython, game):
    """No decision keeps the player waiting longer for advice than for a computer's move: a hint
    thinks for the time a computer player of the game gets for its whole turn, unless the page
    asks for another (?hint_ms=..., the tests)."""
    screen = game_screen(game, 1, 0)
    screen.app.hint_time_s = None
    assert screen.AI_TIME_S and hints.turn_budget(screen) == screen.AI_TIME_S
    screen.app.hint_time_s = 0.15
    assert hints.turn_budget(screen) == 0.15


def test_a_hint_asked_again_in_the_same_position_answers_the_same_at_once(on_cpython):
    """A search against the clock may find another move the second time (Pyramidion advised two
    cities in a row): the advice worked out for a position and a thinking time is kept, and asked
    again there it is shown at once, the same."""
    from solo_ai.coach import Advice

    screen = game_screen("pyramidion", 1, 0)
    screen.ponder = None
    legal = screen.rules.legal_actions(screen.state)
    budget = hints.turn_budget(screen)
    key = hints._known_key(screen, budget)
    assert key == hints._known_key(game_screen("pyramidion", 1, 0), budget)  # the position's, not the object's
    assert key != hints._known_key(screen, budget * 2)
    hints._remember(key, Advice(legal[-1], 0.0, 0.0, 0.0, {"en": "Kept.", "ru": "Сохранено."}))
    for _ in range(2):
        assert hints.start(screen)
        assert not screen.hinting and screen.hint.action == legal[-1]
    later = game_screen("pyramidion", 1, 3)
    assert hints._known_key(later, budget) != key


def _takes_only(screen) -> bool:
    """A human to act whose every move takes a tile (a hint then names the cell as well)."""
    from solo_ai.coach import settings

    tags = settings("amytis").follow_up_tags
    legal = screen.rules.legal_actions(screen.state) if screen.current() >= 0 else []
    return bool(legal) and all(type(a).__struct_config__.tag in tags for a in legal)


class JumpingClock:
    """The page's wall clock on a very busy machine: every reading `step` seconds after the last,
    as if each slice's frame wait took that long (the coach's own thinking clock is untouched)."""

    def __init__(self, step: float):
        self.now, self.step = 0.0, step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


@pytest.mark.parametrize("jump", [50.0, 500.0])
def test_a_hint_whose_wall_time_runs_out_still_says_why(on_cpython, monkeypatch, jump):
    """Amytis on a busy machine: the waits between slices eat the hint's wall seconds while the
    coach's own clock still allows a long search. With the clock jumping into the reasons' share
    (50 s of 60: hurried, then stopped) or past the whole budget at once (500 s: stopped before
    any deal was played out), the hint shown still names the stack and the cell and says where
    its points come from."""
    from web.agora_web.services import computer

    async def no_wait(*_a, **_k):
        return None

    monkeypatch.setattr(computer, "next_frame", no_wait)
    monkeypatch.setattr(hints, "time", JumpingClock(jump))
    i18n.set_lang("en")
    screen = next(s for s in (game_screen("amytis", 4, moves) for moves in range(15, 40)) if _takes_only(s))
    screen.ponder = None
    screen.app.screen = None  # (the stand-in app shows no screen: nothing to draw again)
    screen.hint_gen += 1
    run_to_end(hints._think(screen, screen.hint_gen, screen.state, screen.current(), 60.0))
    advice = screen.hint
    assert advice is not None and not screen.hinting
    assert advice.action in screen.rules.legal_actions(screen.state)
    assert advice.then is not None  # the cell too
    assert advice.gains is not None
    assert "Where it comes from:" in advice.reason["en"], advice.reason
    assert "Откуда это берётся:" in advice.reason["ru"], advice.reason
