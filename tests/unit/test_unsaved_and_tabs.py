"""Issue 42, items 3 and 5, on CPython with a real game screen and a stand-in storage: moves the
browser had no room for are kept and written once there is room (unsaved.py), and a write that
another tab's write replaced within the same milliseconds is noticed and kept as a separate save
(tabs.py, saves.write_checked's revision and stamp)."""

from __future__ import annotations

import itertools
import json
import types

import msgspec
import pytest

from screen_play import stub_page

FULL = "QuotaExceededError: Failed to execute 'setItem' on 'Storage': exceeded the quota."


class Store(dict):
    """localStorage as a dict, with room for `room` more characters (None: no limit)."""

    room = None

    def get(self, key):
        return dict.get(self, key)

    def set(self, key, value):
        if self.room is not None and len(value) > self.room:
            raise Exception(FULL)
        self[key] = value

    def remove(self, key):
        self.pop(key, None)

    def keys(self):
        return list(dict.keys(self))


class Lagging:
    """One tab's view of storage shared by tabs, which is not atomic: reads come from a copy
    taken now (another tab's write made since is not seen yet), writes go through."""

    def __init__(self, store):
        self.store, self.seen = store, dict(store)

    def get(self, key):
        return self.seen.get(key)

    def set(self, key, value):
        self.store.set(key, value)
        self.seen[key] = value

    def keys(self):
        return list(self.seen)


class App:
    def __init__(self, store):
        self.store = store
        self.screen = None
        self.rendered = 0

    def render(self):
        self.rendered += 1

    def set_busy(self, _busy):
        pass


@pytest.fixture
def web(monkeypatch):
    stub_page(monkeypatch)
    from web.agora_web.services import history, saves, tabs, unsaved

    counter = itertools.count(1)
    monkeypatch.setattr(tabs, "random_u32", lambda: next(counter))  # the stand-in page has no crypto
    monkeypatch.setattr(tabs, "console_warn", lambda _text: None)  # nor a console
    return types.SimpleNamespace(saves=saves, tabs=tabs, unsaved=unsaved, history=history)


def _screen(store, moves=0, save=True):
    """A two-seat human Akropolis game screen on `store`, saved once, after `moves` moves."""
    from engine.akropolis import Options
    from engine.core import records
    from engine.core.protocol import Seat
    from web.agora_web import games

    record = records.new_record("akropolis", [Seat("Ann"), Seat("Bob")], Options(), seed=9)
    app = App(store)
    screen = games.game_screen(app, "g1", 1, record)
    screen.maybe_run_computers = lambda: None
    app.screen = screen
    if save:
        screen.save()
    for _ in range(moves):
        _play(screen)
    return screen


def _play(screen, index=0):
    screen.handle("noop", None, None, None)  # a click clears the last message, as on the page
    assert screen._apply(screen.rules.legal_actions(screen.state)[index])


def _stored_moves(store, key="agora.saves.v1.g1"):
    return len(json.loads(store[key])["record"]["moves"])


def test_moves_without_room_are_kept_and_written_once_there_is_room(web):
    store = Store()
    screen = _screen(store, moves=1)
    assert _stored_moves(store) == 1
    store.room = 0  # storage full
    for _ in range(3):
        _play(screen)
    assert _stored_moves(store) == 1 and len(screen.record.moves) == 4
    assert screen.unsaved and web.unsaved.screen_for(screen.app, "agora.saves.v1.g1") is screen
    assert "kept in this tab" in screen.message and "Quota" not in screen.message
    # going back to the game (Back) shows this screen, not the older save
    assert web.history.up_to_date(store, screen)
    # room made (old saves deleted): the next try writes every move kept
    store.room = None
    assert web.unsaved.retry(screen.app) == [screen]
    assert _stored_moves(store) == 4 and not screen.unsaved
    assert web.unsaved.screen_for(screen.app, "agora.saves.v1.g1") is None
    assert screen.message == ""  # the storage message goes with the moves it was about


def test_a_move_after_room_was_made_saves_the_moves_kept_before_it(web):
    store = Store()
    screen = _screen(store)
    store.room = 0
    _play(screen)
    _play(screen)
    store.room = None
    _play(screen)  # the next move's save takes the earlier ones along
    assert _stored_moves(store) == 3 and not screen.unsaved


def test_the_home_screen_says_a_game_waits_and_leads_back_to_it(web):
    store = Store()
    screen = _screen(store)
    store.room = 0
    _play(screen)
    app = screen.app
    assert web.unsaved.banner(app) == ""  # on the game screen its own message says it
    app.screen = types.SimpleNamespace(name="home")
    html = web.unsaved.banner(app)
    assert 'data-testid="unsaved"' in html and 'data-act="open-save" data-arg="agora.saves.v1.g1"' in html
    assert "kept in this tab" in html


def test_a_write_replaced_by_another_tab_at_the_same_revision_is_kept_as_a_separate_save(web):
    """Two tabs confirm within the same milliseconds: both pass the compare (storage is not atomic
    across tabs) and write revision 3; the later write replaces the earlier. The tab whose write
    was replaced sees, on the storage event, another stamp and its move missing: it keeps its
    line as a separate save and stops, saying so."""
    saves, tabs = web.saves, web.tabs
    store = Store()
    a = _screen(store, moves=1)
    b = _screen(store, save=False)  # the same save, opened in a second tab
    b.save_rev, b.save_stamp = a.save_rev, a.save_stamp  # both tabs read the same save
    b.record, b.state = a.record, a.state
    b.app.store = Lagging(store)  # B's copy of storage does not have A's write yet
    _play(a, 0)
    _play(b, -1)  # another move than A's, written over A's
    b.app.store = store
    saved = json.loads(store["agora.saves.v1.g1"])
    assert saved["record"]["moves"] == msgspec.to_builtins(b.record.moves)
    # both wrote the same revision, with different stamps: A's write is gone
    assert a.save_rev == b.save_rev and a.save_stamp != b.save_stamp
    a.app.screen = a
    tabs.on_storage(a.app, types.SimpleNamespace(key="agora.saves.v1.g1", newValue=store["agora.saves.v1.g1"]))
    why = tabs.stale(a)
    assert why is not None and why.forked and a.save_id == why.forked
    fork = json.loads(store[saves.key_for(why.forked)])
    assert len(fork["record"]["moves"]) == 2 and fork["record"]["moves"] != saved["record"]["moves"]
    assert tabs.banner(a) and "separate" in tabs.banner(a)
    # B's own event (A's older write, replaced since) finds B's write in storage: B goes on
    b.app.screen = b
    tabs.on_storage(b.app, types.SimpleNamespace(key="agora.saves.v1.g1", newValue="{}"))
    assert tabs.stale(b) is None


def test_a_tab_that_missed_the_event_is_refused_by_the_stamp(web):
    """The compare-and-set itself: a write that believes in a revision another tab's write took
    (the same number, another stamp) and lacks that tab's move is not made."""
    from engine.core import records

    saves = web.saves
    store = Store()
    a = _screen(store, moves=1)
    doc = json.loads(store["agora.saves.v1.g1"])
    rev, stamp = doc["rev"], doc["stamp"]
    assert stamp
    start = records.Record(**{**msgspec.structs.asdict(a.record), "moves": []})
    other = records.with_move(start, a.rules.legal_actions(a.rules.new_game(2, a.state.options, 9))[-1])
    assert other.moves != a.record.moves
    mine = saves.doc_for("g1", 1, 2, other, saves.Summary())
    assert isinstance(saves.write_checked(store, mine, rev, "another stamp", "x"), saves.MovedOn)
    assert json.loads(store["agora.saves.v1.g1"])["stamp"] == stamp  # nothing written
    # the writer that holds the stamp may write (a move taken back, say)
    assert saves.write_checked(store, mine, rev, stamp, "y") == rev + 1
    assert json.loads(store["agora.saves.v1.g1"])["stamp"] == "y"
