"""Damaged records fed to the page's own readers: links opened in the address bar, files
imported, and save slots read at start-up. Whatever the damage, the page either opens a game
that replays or says in words why not; never an uncaught error, never a changed save (a bad
link or file), and one bad slot never stops the home screen."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from engine.core import records
from engine.core.errors import RecordError
from tests.helpers.mutations import mutations
from tests.unit.random_play import play_on, random_record
from web.agora_web.services import saves, share

from fixtures_web import BOARD, start_url, stored_saves
from tests.helpers.games import GAMES, fewest_seats, part_way

pytestmark = pytest.mark.browser


@pytest.fixture
def browser_context_args(browser_context_args):
    # with the service worker blocked, offline.js warns "Agora: offline support is not
    # available", and every "Agora:" line in the console fails these tests (_no_guarded_errors)
    return {**browser_context_args, "service_workers": "allow"}


#: how many damaged inputs each path gets (the command line's test takes thousands)
COUNT = 40
#: any screen that shows a game: a board, or Pyramidion's hand-over screen
GAME_SHOWN = ", ".join(f'[data-testid="{testid}"]' for testid in (*BOARD.values(), "handover"))


def _bases() -> "list[bytes]":
    out = []
    for game in GAMES:
        players = fewest_seats(game, 3)
        moves = part_way(game, players, 0.15, seed=11)
        record, _rules, _state = random_record(game, players, moves, seed=11)
        out.append(records.encode(record))
        keyed = records.new_record(game, record.players, seed=bytes(range(16)))
        out.append(records.encode(play_on(keyed, moves // 2, pick=1)[0]))
    solo = records.new_record("akropolis", [records.Seat("Ann")], {"solo": "callicrates"}, seed=bytes(16))
    out.append(records.encode(play_on(solo, 4)[0]))
    pyr, _rules, _state = random_record("pyramidion", 3, 60, seed=5)
    out.append(records.encode(share.shareable(pyr, seed=bytes(range(16)), seat=0)[0]))
    return out


def _save_doc(index: int, data: bytes) -> bytes:
    """A good save document of the record `data`, as the page writes them."""
    record = records.decode(data)
    summary = saves.Summary(round=1, rounds=12, moves=len(record.moves), solo=record.options.get("solo"))
    doc = saves.doc_for(f"base{index}", 1_700_000_000_000, 1_700_000_000_000 + index, record, summary)
    return saves.encode(doc).encode("utf-8")


BASES = _bases()


def _link(data: bytes) -> str:
    return "1." + base64.urlsafe_b64encode(zlib.compress(data, 6)).decode().rstrip("=")


def _accepted(read, data) -> bool:
    """Whether the Python reader the page uses accepts `data` (and then it must replay)."""
    try:
        read(data)
    except (RecordError, share.ShareError):
        return False
    return True


def _text(data: bytes) -> str:
    """Bytes as the text a slot holds (storage keeps text: broken UTF-8 arrives as other letters)."""
    try:
        return data.decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _keyed(index: int, text: str) -> str:
    """The text of slot `m<index>` with the save's id that slot's key names (a save's id is its
    key's: another one marks the slot damaged), unless the damage is to the id itself."""
    try:
        raw = json.loads(text)
    except ValueError:
        return text
    if not (isinstance(raw, dict) and isinstance(raw.get("id"), str) and raw["id"].startswith("base")):
        return text
    return json.dumps({**raw, "id": f"m{index}"}, ensure_ascii=False)


def _no_guarded_errors(page) -> None:
    """The app's own guard catches a handler's exception and warns "Agora: …": none allowed."""
    caught = [line for line in page.browser_log.console if "Agora:" in line]
    assert not caught, caught[:3]
    assert not page.browser_log.page_errors, page.browser_log.page_errors[:3]


def _go_home(page) -> None:
    page.get_by_test_id("home").first.click()
    page.get_by_test_id("new-game-akropolis").wait_for()


def test_damaged_links_open_a_game_or_say_why(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    before = stored_saves(page)
    opened = refused = 0
    for data in mutations(BASES, COUNT, seed=1):
        link = _link(data)
        page.evaluate("h => { location.hash = h; }", "#r=" + link)
        page.wait_for_function("() => location.hash === ''")  # read, then taken out of the address
        shown = page.locator(f'{GAME_SHOWN}, [data-testid="notice"]').first
        shown.wait_for()
        if page.get_by_test_id("notice").count():
            refused += 1
            assert not _accepted(lambda d: share.decode(_link(d)), data)
            page.evaluate("() => document.querySelector('[data-testid=\"notice\"]').remove()")
        else:
            opened += 1
            records.verify(share.decode(link))  # what the page opened replays
            _go_home(page)
        assert stored_saves(page) == before  # a link never changes a save
    assert refused > COUNT // 4
    _no_guarded_errors(page)


def test_damaged_files_import_or_say_why(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    for number, data in enumerate(mutations(BASES, COUNT, seed=2)):
        before = stored_saves(page)
        page.evaluate("() => document.querySelector('[data-testid=\"notice\"]')?.remove()")
        page.get_by_test_id("import-file").set_input_files(
            {"name": f"game{number}.json", "mimeType": "application/json", "buffer": data}
        )
        page.locator(f'{GAME_SHOWN}, [data-testid="notice"]').first.wait_for()
        if page.get_by_test_id("notice").count():
            assert stored_saves(page) == before, "a refused file changes no save"
            assert not _accepted(saves.parse_import, data.decode("utf-8", "replace"))
        else:
            records.verify(saves.parse_import(data.decode("utf-8", "surrogatepass")))
            _go_home(page)
    _no_guarded_errors(page)


def test_damaged_slots_never_stop_the_home_screen(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    docs = [_save_doc(i, data) for i, data in enumerate(BASES)]
    slots = {
        f"agora.saves.v1.m{i}": _keyed(i, _text(data)) for i, data in enumerate(mutations(docs, 2 * COUNT, seed=3))
    }
    # the damage that once emptied the home screen: a solo level nobody knows
    zeus = json.loads(docs[-2])
    zeus["summary"]["solo"] = "zeus"
    slots["agora.saves.v1.zeus"] = json.dumps(zeus)
    page.evaluate("slots => { for (const [k, v] of Object.entries(slots)) localStorage.setItem(k, v); }", slots)
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    page.get_by_test_id("new-game-akropolis").wait_for()
    listed = page.evaluate("() => Array.from(document.querySelectorAll('[data-key]'), e => e.dataset.key)")
    assert set(slots) <= set(listed), sorted(set(slots) - set(listed))[:5]
    good = [key for key in slots if page.locator(f'[data-testid="save-row"][data-key="{key}"]').count()]
    for key in good[:12]:  # each slot the list offers opens a game or says why not
        page.locator(f'[data-key="{key}"]').get_by_test_id("open-save").click()
        page.locator(f'{GAME_SHOWN}, [data-testid="notice"]').first.wait_for()
        if not page.get_by_test_id("notice").count():
            _go_home(page)
        page.evaluate("() => document.querySelector('[data-testid=\"notice\"]')?.remove()")
    _no_guarded_errors(page)
