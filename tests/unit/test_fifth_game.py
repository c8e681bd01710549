"""A fifth game needs only its own packages and one entry in engine/core/registry.GAMES: Tally, a
tiny fake game in tests/fakegame/, is registered that way and every shared layer finds it by its
id (the rules, replays and the command line, hidden information and share links, computer
players, and on CPython the web descriptor, the home card and the setup screen's seat limits)."""

from __future__ import annotations

import sys
import types

import msgspec
import pytest

import solo_ai
from engine import __main__ as cli
from engine.core import records, registry
from engine.core.protocol import Seat
from engine.core.rng import Rng
from tests.fakegame import ENTRY
from tests.fakegame.rules import RULES, Take


@pytest.fixture
def tally(monkeypatch):
    """Tally in the one list, for this test only (unless the run registered it: tests/conftest.py)."""
    if ENTRY.id not in registry.names():
        monkeypatch.setattr(registry, "GAMES", [*registry.GAMES, ENTRY])
    return RULES


def _record(moves: int, players=("Ann", "Bo")):
    record = records.new_record("tally", [Seat(n) for n in players], seed=5)
    for _ in range(moves):
        _rules, state = records.replay(record)
        record = records.with_move(record, RULES.legal_actions(state)[0])
    return record


def test_the_registry_finds_it_by_name(tally):
    assert registry.names()[-1] == "tally"
    assert registry.get("tally") is tally
    assert registry.games()["tally"] is tally
    assert registry.entry("tally").ai == "tests.fakegame.players"


def test_it_is_unknown_until_registered(monkeypatch):
    monkeypatch.setattr(registry, "GAMES", [g for g in registry.GAMES if g.id != ENTRY.id])
    assert "tally" not in registry.names()
    with pytest.raises(KeyError, match="unknown game 'tally'"):
        registry.get("tally")
    with pytest.raises(records.RecordError):
        records.replay(records.new_record("tally", [Seat("Ann"), Seat("Bo")], seed=1))
    assert solo_ai.controllers("tally") == []


def test_records_replay_it_and_the_command_line_prints_its_scores(tally, tmp_path, capsys):
    record = _record(3)
    rules, state = records.replay(record)
    assert rules is tally and len(state.pile) == 3
    assert records.decode(records.encode(record)) == record
    path = tmp_path / "tally.json"
    path.write_bytes(records.encode(_record(6)))
    assert cli.main(["replay", str(path)]) == 0
    out = msgspec.json.decode(capsys.readouterr().out)
    assert out["over"] and out["moves"] == 6
    assert sum(s["total"] for s in out["scores"]) == sum(range(1, 7))
    # a bad move is refused with its index, as for any game
    bad = msgspec.structs.replace(_record(2), moves=[{"n": 1}, {"n": 3}])
    path.write_bytes(records.encode(bad))
    assert cli.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "move 1: cannot take 3 counters now" in err


def test_its_computer_players_are_found_by_name(tally):
    infos = solo_ai.controllers("tally")
    assert [c.id for c in infos] == ["tally.greedy", "tally.hard"]
    _rules, state = records.replay(_record(1))
    assert solo_ai.choose("tally.greedy", tally, state, 1) == Take(2)
    with pytest.raises(ValueError):
        solo_ai.make_thinker("tally.nobody", tally, state, 1)


def test_its_hidden_information_comes_from_its_engine(tally):
    from web.agora_web.services import share

    record = _record(2)
    _rules, state = records.replay(record)
    deal = tally.determinize(state, 0, Rng.from_seed(3))
    assert tally.view(deal, 0) == tally.view(state, 0) and sorted(deal.pile) == sorted(state.pile)
    public, changed = share.shareable(record, seed=8)
    assert changed and public.seed is None
    _rules, again = records.replay(public)
    assert tally.view(again, 1) == tally.view(state, 1)
    assert public.setup["pile"][:2] == list(state.taken[0] + state.taken[1])


# --- the web layer, in plain CPython ------------------------------------------------------------


@pytest.fixture
def web(tally, monkeypatch):
    """The web package with a stand-in for the page's `pyscript` module, its texts loaded anew
    with Tally registered (its catalogs are in screens/locale/), and as before afterwards."""
    if "pyscript" not in sys.modules:
        monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(document=None, window=None))
    from web.agora_web import games
    from web.agora_web.screens import home
    from web.agora_web.texts import i18n

    before = dict(i18n.TEXT)
    shared = {key: before[key] for key in before if not any(key in keys for keys in i18n._game_keys.values())}
    monkeypatch.setattr(i18n, "_games_loaded", False)
    monkeypatch.setattr(i18n, "_game_keys", {})
    i18n.TEXT.clear()
    i18n.TEXT.update(shared)
    yield games, home
    i18n.TEXT.clear()
    i18n.TEXT.update(before)


def test_its_web_descriptor_and_home_card(web):
    games, home = web
    assert games.order()[-1] == "tally" and games.is_playable("tally")
    assert games.descriptor("tally").__name__ == "tests.fakegame.screens"
    assert games.rulebooks("tally") == (("tally", "rules"),)
    card = home.game_card("tally")
    assert 'data-testid="game-tally"' in card and 'data-testid="new-game-tally"' in card
    assert '<circle r="20"/>' in card and 'href="rules/tally.html"' in card and "<h2>Tally</h2>" in card
    # the other games' cards are built the same way
    assert 'data-testid="new-game-pyramidion"' in home.game_card("pyramidion")


def test_a_solo_level_is_named_by_its_own_game(web):
    """Saves name a solo opponent's level; the home screen and the start-up shell ask the game's
    descriptor for its text key instead of naming a game."""
    games, _home = web
    assert games.solo_level_key("tally", "hard") is None
    assert games.solo_level_key("akropolis", "metagenes") == "ak.level.metagenes"
    texts = games.solo_level_texts(["ak.level.metagenes", "ak.level_tag.metagenes", "game.tally"])
    assert texts == {"solo.akropolis.metagenes": "ak.level.metagenes"}


def test_its_setup_screen_reads_seat_limits_and_players(web):
    games, _home = web

    class App:
        def render(self):
            pass

    screen = games.setup_screen(App(), "tally")
    assert (screen.min_seats, screen.max_seats) == (2, 3)
    assert screen.seats[1]["kind"] == "tally.greedy"
    assert [k for k, _label in screen.kinds()] == ["human", "tally.greedy", "tally.hard"]
    for _ in range(4):
        screen.handle("add-seat", None, None, None)
    assert len(screen.seats) == 3
    for _ in range(4):
        screen.handle("remove-seat", 0, None, None)
    assert len(screen.seats) == 2
    html = screen.render()
    assert 'data-testid="seat-kind-1"' in html and 'aria-label="Player 2 played by"' in html
    # its computer player's own description, under the seat it plays
    assert 'aria-describedby="seat-note-1"' in html and ">Always takes two.</p>" in html
