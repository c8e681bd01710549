"""The pieces each log entry names (`refs` in every game's log.py), over random games: tokens
follow the shared conventions (space-free, one pattern per game), a move names what it moved,
the drawings carry the tokens the log names (Akropolis and Pantikapaion cities), and a Pyramidion
entry never names a card its viewer may not see."""

from __future__ import annotations

import re

import pytest

from engine.core import records
from engine.core.events import redact
from web.agora_web.akropolis import draw as ak_board
from web.agora_web.akropolis import log as ak_log
from web.agora_web.pantikapaion import draw as pk_draw
from web.agora_web.pantikapaion import log as pk_log
from web.agora_web.presentation import log as game_logs
from web.agora_web.presentation.log_marks import entry_attrs, plain_text, tokens
from web.agora_web.pyramidion import log as py_log

from random_play import random_record
from tests.helpers.games import GAMES, fewest_seats


def _entries(game: str, record):
    """(log entries of each move, the state after it) for a whole record, as the screens make them."""
    rules, _start, steps = records.steps(record)
    game_log = game_logs.of(game)
    return rules, [(game_log.describe(rules, before, action, after), after) for before, action, after in steps]


def _refs(game: str, entry, viewer=0):
    return game_logs.of(game).refs(entry, viewer)


@pytest.mark.parametrize("game", GAMES)
def test_tokens_follow_the_conventions_and_moves_name_their_pieces(game):
    players, seed = fewest_seats(game, 3), GAMES.index(game) + 1
    record, _rules, _state = random_record(game, players, 400, seed=seed)
    _rules, moves = _entries(game, record)
    pattern = re.compile(game_logs.of(game).REF_PATTERN)
    naming = 0
    for entries, _after in moves:
        groups = [g for entry in entries for g in _refs(game, entry)]
        naming += bool(groups)
        for group in groups:
            assert group, entries
            for tok in group:
                assert pattern.fullmatch(tok), (tok, entries)
                assert tokens(tok) == [tok]  # what the page's highlighter accepts
    assert naming >= 0.6 * len(moves), (naming, len(moves))


def test_akropolis_city_draws_the_tokens_a_placement_names():
    record, _rules, _state = random_record("akropolis", 2, 30, seed=5)
    rules, moves = _entries("akropolis", record)
    checked = 0
    for entries, after in moves:
        placed = [e for entry in entries for e in entry.events if type(e).__name__ == "TilePlaced"]
        for event in placed:
            city = rules.view(after, None).cities[event.seat]
            svg = ak_board.city_svg(city.cells, viewbox=(0, 0, 1, 1), seat=event.seat, tiles=city.tiles)
            drawn = {tok for refs in re.findall(r'data-ref="([^"]+)"', svg) for tok in refs.split()}
            assert set(ak_log.event_refs(event)) <= drawn
            checked += 1
    assert checked >= 20


def test_pantikapaion_city_draws_the_cells_a_move_names():
    record, _rules, _state = random_record("pantikapaion", 2, 60, seed=6)
    rules, moves = _entries("pantikapaion", record)
    checked = 0
    for entries, after in moves:
        view = rules.view(after, None)
        for event in entries[0].events:
            named = [tok for tok in pk_log.event_refs(event) if tok.startswith("pk-cell-")]
            if not named or type(event).__name__ == "BuildingLifted":
                continue
            city = view.players[event.seat].city
            svg = pk_draw.city_svg(city, event.seat, (0, 0, 1, 1))
            drawn = {tok for refs in re.findall(r'data-ref="([^"]+)"', svg) for tok in refs.split()}
            assert set(named) <= drawn, (event, named)
            checked += 1
    assert checked >= 10


def test_pyramidion_refs_never_name_a_card_hidden_from_the_viewer():
    record, _rules, _state = random_record("pyramidion", 3, 300, seed=7)
    _rules, moves = _entries("pyramidion", record)
    hidden_seen = 0
    for entries, _after in moves:
        for entry in entries:
            for event, shown in zip(entry.events, redact(entry.events, 0)):
                secret = getattr(event, "cards", None)
                if not secret or event.visible_to is None or 0 in event.visible_to:
                    continue
                hidden_seen += 1
                named = set(py_log.event_refs(shown))
                assert not named & {f"py-card-{c}" for c in secret}, (event, named)
    assert hidden_seen > 0


def test_pyramidion_supply_and_revolts_point_at_their_pieces():
    """The log's lines of a round's supply and of a revolt point at the supply card and the revolt
    tokens (table.py draws them with the same tokens)."""
    record, _rules, _state = random_record("pyramidion", 3, 300, seed=7)
    _rules, moves = _entries("pyramidion", record)
    named = {tok for entries, _after in moves for entry in entries for group in py_log.refs(entry, 0) for tok in group}
    assert {"py-supply", "py-revolt"} <= named


def test_entry_attributes_name_the_entry_in_words():
    # a drawing beside words that name it is hidden; one that stands for words is said by its title
    html = '<b>Ann</b>: takes <svg aria-hidden="true"><title>house</title></svg> (house, market) for free.'
    card = '<b>Ann</b>: takes <svg role="img"><title>project 3</title><text>8</text></svg>.'
    assert 'aria-label="Ann: takes project 3."' in entry_attrs(("am-project-3",), card)
    attrs = entry_attrs(("ak-tile-3", "ak-stones-0"), html)
    # focusable, but not a Tab stop each: the log is one, with the arrows inside (keys.py)
    assert 'data-refs="ak-tile-3 ak-stones-0"' in attrs and 'tabindex="-1"' in attrs
    assert 'aria-label="Ann: takes (house, market) for free."' in attrs
    assert entry_attrs((), html) == ""


def test_the_log_is_one_keyboard_group():
    from web.agora_web.ui import widgets

    entry = f"<li{entry_attrs(('ak-tile-3',), 'Ann: takes')}>Ann: takes</li>"
    panel = widgets.log_panel(entry + "<li>Round 2</li>", 2)
    assert 'data-rove="log"' in panel and 'data-count="2"' in panel
    assert "tabindex" not in panel.split("<li")[0]  # its entries are the stops, not the list
    plain = widgets.log_panel("<li>Round 2</li>", 1)
    assert 'tabindex="0"' in plain.split("<li")[0]  # nothing to point at: the list is the stop
    assert plain_text("<span>a &amp; b</span> <i>c</i> ;") == "a & b c;"
    assert tokens('x-1 bad"] y_2') == ["x-1", "y_2"]
