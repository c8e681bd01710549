"""With the interface in English no screen a player needs shows Russian (the rulebook pages, which
are the Russian originals, aside): home and its saves list, every setup, every guide, every game
mid-game with its log, the computer players' names on the setups, the share dialog, the final
table, a replay, and the messages of a damaged link or file. Read: the page's visible text, its title, and the
words of tooltips and accessible names (title, aria-label, data-tip, placeholder)."""

from __future__ import annotations

import importlib

from engine.akropolis import RULES, Options
from engine.core import records, registry
from engine.core.protocol import Seat
from fixtures_web import BOARD, start_url
from tests.helpers.games import GAMES


#: every piece of Russian a person could see or hear on the page now, with where it is
RUSSIAN = r"""() => {
    const cyr = /[\u0400-\u04FF]/;
    const found = [];
    const visible = el => !!(el.offsetParent || el.getClientRects().length) && !el.closest('[hidden]');
    if (cyr.test(document.title)) found.push('title: ' + document.title);
    if (cyr.test(document.body.innerText)) {
        for (const line of document.body.innerText.split('\n')) if (cyr.test(line)) found.push('text: ' + line.trim());
    }
    for (const el of document.querySelectorAll('[title], [aria-label], [data-tip], [placeholder], title')) {
        if (el.tagName.toLowerCase() === 'title' && el.closest('head')) continue;
        if (!visible(el.tagName.toLowerCase() === 'title' ? el.parentElement : el)) continue;
        for (const name of ['title', 'aria-label', 'data-tip', 'placeholder']) {
            const v = el.getAttribute(name);
            if (v && cyr.test(v) && !el.closest('[lang="ru"]')) found.push(name + ': ' + v);
        }
        if (el.tagName.toLowerCase() === 'title' && cyr.test(el.textContent)) found.push('svg title: ' + el.textContent);
    }
    return [...new Set(found)];
}"""


def russian(page, where: str) -> "list[str]":
    return [f"{where}: {item[:160]}" for item in page.evaluate(RUSSIAN)]


def _check(found: "list[str]") -> None:
    assert not found, f"{len(found)} Russian texts on English screens:\n" + "\n".join(found)


def _english_home(page, open_app, app_url) -> None:
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    page.wait_for_function("() => document.documentElement.lang === 'en'")


def _import(page, record) -> None:
    page.get_by_test_id("import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": records.encode(record)}
    )


def _record_after(game: str, moves: int, seats=("Ann", "Bob"), options=None, seed: int = 5):
    """A record of `game` after `moves` moves (always the first legal one), or one move short of
    its end for a shorter game (Tally's): the game is still going on."""
    rules = registry.get(game)
    record = records.new_record(game, [Seat(name) for name in seats], options, seed=seed)
    state = rules.new_game(len(seats), options, seed)
    for _ in range(moves):
        move = rules.legal_actions(state)[0]
        state = rules.apply(state, move)
        if rules.is_over(state):
            break
        record = records.with_move(record, move)
    return record


#: the games mid-game the second test opens: every game, and the two solo games
MID_GAMES = [(game, _record_after(game, 12)) for game in GAMES] + [
    ("akropolis", _record_after("akropolis", 6, ("Ann",), Options(solo="metagenes"))),
    (
        "pantikapaion",
        _record_after(
            "pantikapaion", 12, ("Ann",), importlib.import_module("engine.pantikapaion").Options(automa_round_one=True)
        ),
    ),
]


def _finished_akropolis():
    record = records.new_record("akropolis", [Seat("Ann"), Seat("Bob")], Options(), seed=3)
    state = RULES.new_game(2, Options(), 3)
    while not RULES.is_over(state):
        move = RULES.legal_actions(state)[0]
        state = RULES.apply(state, move)
        record = records.with_move(record, move)
    return record


def test_home_setups_guides_saves_final_table_replay_and_damaged_inputs(app_page, app_url, open_app):
    page = app_page
    _english_home(page, open_app, app_url)
    found = russian(page, "home")
    for game in GAMES:
        page.get_by_test_id(f"new-game-{game}").click()
        page.get_by_test_id("start").wait_for()
        found += russian(page, f"{game} setup")
        for mode in ("solo", "multi"):  # the setups that have modes show their other seats too
            button = page.get_by_test_id(f"mode-{mode}")
            if button.count():
                button.click()
                found += russian(page, f"{game} setup, {mode}")
        page.get_by_test_id("home").click()
        page.get_by_test_id(f"guide-{game}").click()
        page.get_by_test_id("guide").wait_for()
        found += russian(page, f"{game} guide")
        page.get_by_test_id("guide-back").click()
        page.get_by_test_id(f"new-game-{game}").wait_for()
    # a finished game: the final table, then the saves list and a replay
    _import(page, _finished_akropolis())
    page.get_by_test_id("final-scores").wait_for()
    found += russian(page, "final table")
    page.get_by_test_id("final-home").click()  # the table is modal: its own Home
    page.get_by_test_id("replay-save").first.wait_for()
    found += russian(page, "home with saves")
    page.get_by_test_id("replay-save").first.click()
    page.get_by_test_id("replay-pos").wait_for()
    page.get_by_test_id("replay-next").click()
    page.wait_for_selector('[data-testid="replay-pos"][data-step="1"]')
    found += russian(page, "replay")
    # a damaged link and a damaged file
    page.goto(start_url(app_url) + "#r=1.not-a-game")
    page.get_by_test_id("notice").wait_for()
    found += russian(page, "damaged link")
    page.get_by_test_id("import-file").set_input_files(
        {"name": "game.json", "mimeType": "application/json", "buffer": b'{"format": 1, "game": "akropolis"'}
    )
    page.wait_for_function("() => (document.querySelector('[data-testid=\"notice\"]') || {}).textContent")
    found += russian(page, "damaged file")
    _check(found)
    # the reader does see Russian when there is some
    page.get_by_test_id("lang-ru").click()
    page.wait_for_function("() => document.documentElement.lang === 'ru'")
    assert russian(page, "home (ru)")


def test_each_game_mid_game_solo_too_with_its_log_a_hint_and_the_share_dialog(app_page, app_url, open_app):
    page = app_page
    _english_home(page, open_app, app_url)
    found = []
    for game, record in MID_GAMES:
        _import(page, record)
        handover = page.get_by_test_id("handover-ok")
        page.get_by_test_id(BOARD[game]).or_(handover).first.wait_for()
        if handover.count():  # several humans on one device: who holds it is asked first
            found += russian(page, f"{game} hand-over")
            handover.click()
        page.get_by_test_id(BOARD[game]).wait_for()
        page.wait_for_function("() => document.body.dataset.busy === 'false'")
        assert int(page.get_by_test_id("log").get_attribute("data-count")) > 1
        where = f"{game} game" + (" (solo)" if len(record.players) == 1 else "")
        found += russian(page, where)
        if game == "akropolis" and len(record.players) == 2:  # the hard computer's advice, in words
            page.get_by_test_id("hint").click()
            page.get_by_test_id("hint-notice").wait_for(timeout=60_000)
            found += russian(page, "akropolis hint")
        page.get_by_test_id("share").click()
        page.get_by_test_id("share-dialog").wait_for()
        found += russian(page, f"{where}, share dialog")
        page.get_by_test_id("share-close").click()
        page.get_by_test_id("home").click()
        page.get_by_test_id(f"new-game-{game}").wait_for()
    _check(found)
