"""Every game played with the keyboard only (issue 14): Tab reaches each group of board places
once, the arrow keys move among its legal places, Enter or Space chooses, R rotates, Escape
cancels; the focus stays in the game after every move and every redraw (never on <body>); each
move is told in the one polite live region. No mouse clicks after the game has started."""

from __future__ import annotations

import json
import re

import pytest

from fixtures_web import TURN_TIMEOUT_MS, open_saved, saved_move_count, start_game, start_url, stored_saves

pytestmark = pytest.mark.browser

SITE = '[data-testid^="site-tile-"]:not([disabled])'
SPOT = '[data-act="spot"]'
#: the live region: made once, outside what renders replace
ANNOUNCER = '#announcer[aria-live="polite"]'


# --- helpers ----------------------------------------------------------------------------------


def active_matches(page, selector: str) -> bool:
    return page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector)


def active_testid(page) -> str:
    return page.evaluate("() => document.activeElement ? (document.activeElement.dataset.testid || '') : ''")


def tab_to(page, selector: str, limit: int = 80) -> None:
    """Tab until the focus is on an element matching `selector` (a group is one stop)."""
    for _ in range(limit):
        if active_matches(page, selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}; focus on {active_testid(page)!r}")


def assert_focus_kept(page) -> None:
    """The focus is somewhere in the screen, not dropped to <body>."""
    where = page.evaluate("""() => { const a = document.activeElement;
        return !a || a === document.body ? 'body' : (document.getElementById('app').contains(a) ? 'app' : a.tagName); }""")
    assert where == "app", f"focus on {where}"


def wait_moves(page, before: int) -> None:
    page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)


ARMED = '[data-testid="confirm"][data-confirmed="1"]'


def confirm_if_armed(page, before: int) -> None:
    """After the confirming Enter: wait until the move is made or, for a move that cannot be
    taken back, the confirm button is armed for a second Enter (then press it). Checking for the
    armed button at once could run before the page has drawn it."""
    page.wait_for_function(
        "([n, armed]) => window.__agoraLatestMoves() > n || !!document.querySelector(armed)",
        arg=[before, ARMED],
        timeout=TURN_TIMEOUT_MS,
    )
    if page.locator(ARMED).count():
        page.keyboard.press("Enter")  # a move that cannot be taken back waits for a second Enter


def wait_idle(page) -> None:
    page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=TURN_TIMEOUT_MS)


def announced(page) -> str:
    return page.locator(ANNOUNCER).text_content() or ""


def one_announcer(page) -> None:
    assert page.locator("#app [aria-live]").count() == 0 and page.locator(ANNOUNCER).count() == 1
    assert page.locator(ANNOUNCER).evaluate("e => !document.getElementById('app').contains(e)")


def tab_stops_in(page, selector: str) -> int:
    """How many elements of `selector` are Tab stops (tabindex 0 or a button without one)."""
    return page.evaluate(
        """s => [...document.querySelectorAll(s)].filter(e =>
        e.tabIndex >= 0 && !e.disabled).length""",
        selector,
    )


def _luminance(rgb: str) -> float:
    r, g, b = (int(v) / 255 for v in re.findall(r"[\d.]+", rgb)[:3])
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def assert_focus_ring(page) -> None:
    """The focused element shows a ring (an outline, or on a drawn place its stroke) that stands
    out from the page colour at 3:1 or more (WCAG 2.2, focus appearance)."""
    ring = page.evaluate("""() => { const e = document.activeElement, s = getComputedStyle(e);
        const drawn = e instanceof SVGElement;
        return {drawn, colour: drawn ? s.stroke : s.outlineColor, width: parseFloat(drawn ? s.strokeWidth : s.outlineWidth),
                style: s.outlineStyle, page: getComputedStyle(document.body).backgroundColor}; }""")
    assert ring["width"] >= 2 and (ring["drawn"] or ring["style"] != "none"), ring
    assert contrast(ring["colour"], ring["page"]) >= 3, ring


# --- Akropolis ---------------------------------------------------------------------------------


def akropolis_turn(page, *, explore: bool = False) -> None:
    """Take a site tile and build it, by keys: Tab to the site, Enter, Tab to the city's places,
    Enter to preview, Enter on the same place to build."""
    before = saved_move_count(page)
    tab_to(page, SITE)
    if explore:
        # reached by keys (the game was set up by mouse): out of the site and back
        page.keyboard.press("Tab")
        page.keyboard.press("Shift+Tab")
        assert active_matches(page, SITE)
        assert_focus_ring(page)
        first = active_testid(page)
        page.keyboard.press("End")
        assert active_matches(page, SITE)
        page.keyboard.press("Home")
        assert active_testid(page) == first
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{SITE}.selected")
    assert_focus_kept(page)
    tab_to(page, SPOT)
    if explore:
        assert tab_stops_in(page, SPOT) == 1  # the city's places are one Tab stop
        assert_focus_ring(page)
        spots = page.locator(SPOT).count()
        start = active_testid(page)
        for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
            page.keyboard.press(key)
            assert active_matches(page, SPOT)
        if spots > 1:
            moved = {active_testid(page)}
            for key in ("End", "Home"):
                page.keyboard.press(key)
                moved.add(active_testid(page))
            assert len(moved | {start}) > 1
    spot = active_testid(page)
    page.keyboard.press("Enter")
    page.get_by_test_id("preview").wait_for()
    assert active_testid(page) == spot  # focus stays on the place after the redraw
    if explore:
        if page.get_by_test_id("rotate").is_enabled():
            shape = page.get_by_test_id("preview").inner_html()
            page.keyboard.press("r")
            page.wait_for_function("s => document.querySelector('[data-testid=preview]').innerHTML !== s", arg=shape)
            assert active_testid(page) == spot
        page.keyboard.press("Escape")  # drops the tile
        page.wait_for_selector(f"{SITE}.selected", state="detached")
        assert page.get_by_test_id("preview").count() == 0
        assert_focus_kept(page)
        tab_to(page, SITE)
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{SITE}.selected")
        tab_to(page, SPOT)
        spot = active_testid(page)
        page.keyboard.press("Enter")
        page.get_by_test_id("preview").wait_for()
    page.keyboard.press("Enter")  # again on the previewed place: builds
    wait_moves(page, before)
    assert_focus_kept(page)


def test_akropolis_turn_by_keyboard_is_announced(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    start_game(page, "akropolis")
    page.get_by_test_id("site").wait_for()
    one_announcer(page)
    # opening a game tells no move (its log is known), only what to do: the prompt, once
    assert announced(page) == "Ann: choose a tile on the construction site."
    assert tab_stops_in(page, '[data-testid^="site-tile-"]') == 1  # the site is one Tab stop
    akropolis_turn(page, explore=True)
    page.wait_for_function("() => /Ann/.test(document.getElementById('announcer').textContent)")
    words = announced(page)
    assert re.match(r"Ann: takes .*tile.*; builds it ", words), words
    assert "Ann Ann" not in words and words.count("Ann:") == 1, words  # the name said once
    # then the next decision's prompt, said once
    assert words.endswith("Bob: choose a tile on the construction site."), words
    assert words.count("temple") <= 1 or "temple" in words.split(";")[1]  # the tile said once
    one_announcer(page)
    # Bob's turn (the same device): the focus went on to the site, ready for him
    wait_idle(page)
    assert active_matches(page, SITE)
    akropolis_turn(page)
    page.wait_for_function("() => /Bob/.test(document.getElementById('announcer').textContent)")
    # the keys are listed under the rules guide, in both languages
    tab_to(page, '[data-testid="help"]')
    page.keyboard.press("Enter")
    keys = page.get_by_test_id("guide-keys")
    keys.wait_for()
    assert "Escape" not in keys.inner_text() and "Esc" in keys.inner_text() and "Rotate" not in keys.inner_text()
    assert re.search(r"Turn the tile", keys.inner_text())
    page.keyboard.press("Shift+Tab")
    page.get_by_test_id("lang-ru").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => /Клавиши/.test(document.querySelector('[data-testid=guide-keys]').textContent)")
    assert "Пробел" in keys.inner_text()


def test_solo_akropolis_game_to_the_end_by_keyboard(app_page, app_url, open_app):
    """A whole solo game against the Famous Architect, every tile chosen and built by keys."""
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("new-game-akropolis").click()
    page.get_by_test_id("mode-solo").click()
    page.get_by_test_id("level-hippodamos").check()
    page.get_by_test_id("start").click()
    page.get_by_test_id("site").wait_for()
    saved_move_count(page)
    for turn in range(60):
        page.wait_for_function(
            """sel => document.body.dataset.busy === "false" && (
                  document.querySelector('[data-testid="final-scores"]') || document.querySelector(sel))""",
            arg=SITE,
            timeout=TURN_TIMEOUT_MS,
        )
        if page.get_by_test_id("final-scores").count():
            break
        assert_focus_kept(page)
        if turn:
            assert active_matches(page, SITE), active_testid(page)  # back on the site, ready
        akropolis_turn(page, explore=turn == 0)
    else:
        raise AssertionError("the game did not end")
    assert page.get_by_test_id("final-scores").is_visible()
    assert turn > 5
    assert_focus_kept(page)
    assert announced(page)


# --- every control and place has a name ----------------------------------------------------------


def assert_named(page, where: str) -> None:
    """Every visible control of the screen has an accessible name in words, and every drawn place
    that acts is a button to screen readers."""
    bad = page.evaluate("""() => [...document.querySelectorAll('#app [data-act]')].filter(e => {
            if (!e.getClientRects().length || e.closest('[aria-hidden="true"]')) return false;
            const lab = e.getAttribute('aria-label') || e.getAttribute('title') || '';
            const by = e.getAttribute('aria-labelledby');
            const text = (e.textContent || '').replace(/\\s+/g, ' ').trim();
            const named = lab.trim() || (by && document.getElementById(by)) || /[\\p{L}\\p{N}]/u.test(text)
                          || (e.labels && e.labels.length);
            const drawn = e instanceof SVGElement && e.getAttribute('role') !== 'button';
            return !named || drawn;
        }).map(e => e.dataset.testid || e.outerHTML.slice(0, 80))""")
    assert not bad, f"{where}: unnamed or role-less controls: {bad}"


# --- Amytis ------------------------------------------------------------------------------------

AM_STACK = '[data-testid^="stack-"]:not([disabled])'
AM_CELL = '[data-testid^="cell-"]:not([disabled])'
AM_FAVOR = '[data-testid^="favor-"]:not([disabled])'
AM_PALACE = '[data-testid^="draw-"], [data-testid="points"]'


def amytis_decision(page) -> str:
    """One decision of Amytis by keys: a stack then a cell of one's board (Enter confirms), a
    favour (Enter confirms), or a Palace choice."""
    before = saved_move_count(page)
    q = page.locator
    if q(AM_STACK).count():
        kind = "turn"
        tab_to(page, AM_STACK)
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{AM_STACK}.selected, {AM_STACK}[aria-pressed=true], .am-stack.selected")
        tab_to(page, AM_CELL)
        if q(AM_CELL).count() > 1:
            first = active_testid(page)
            page.keyboard.press("End")
            assert active_matches(page, AM_CELL) and active_testid(page) != first
        cell = active_testid(page)
        page.keyboard.press("Enter")
        page.get_by_test_id("ghost").wait_for()
        assert active_testid(page) == cell
        page.keyboard.press("Enter")  # a plan is ready: Enter confirms it
    elif q(AM_PALACE).count():
        kind = "palace"
        tab_to(page, AM_PALACE)
        page.keyboard.press("Enter")  # chooses; Confirm plays it
        page.get_by_test_id("confirm").wait_for(state="visible")
        tab_to(page, '[data-testid="confirm"]')
        page.keyboard.press("Enter")
    else:
        kind = "favor"
        tab_to(page, AM_FAVOR)
        page.keyboard.press("Enter")
        page.get_by_test_id("confirm").wait_for(state="visible")
        page.keyboard.press("Enter")
    confirm_if_armed(page, before)
    wait_moves(page, before)
    wait_idle(page)  # the other player's turn, when this move ended the player's
    assert_focus_kept(page)
    # the next decision's places, not the tabs that choose whose city is shown (they hold the
    # focus only while a computer plays)
    assert not active_matches(page, '[data-act="show-city"]')
    return kind


def test_amytis_turn_by_keyboard(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    start_game(page, "amytis")
    page.wait_for_selector(AM_STACK)
    assert tab_stops_in(page, '[data-testid^="stack-"]') == 1  # the construction site is one Tab stop
    assert_named(page, "amytis")
    game = page.get_by_test_id("amytis")
    turn = game.get_attribute("data-turn")
    # every announcement of the turn, in order (a Palace's project choice is told in a render of
    # its own, after the take and the build)
    page.evaluate("""() => { window.__said = [];
        new MutationObserver(() => window.__said.push(document.getElementById('announcer').textContent))
            .observe(document.getElementById('announcer'), {childList: true, characterData: true, subtree: true}); }""")
    kinds = []
    while game.get_attribute("data-turn") == turn and len(kinds) < 4:
        kinds.append(amytis_decision(page))
        wait_idle(page)
    assert kinds[0] == "turn" and game.get_attribute("data-turn") != turn, kinds
    page.wait_for_function("() => /Ann/.test(document.getElementById('announcer').textContent)")
    one_announcer(page)
    words = " | ".join(page.evaluate("() => window.__said"))
    # each line once, its name once
    assert "Ann Ann" not in words and words.count("Ann: builds") == 1, words
    assert len(re.findall(r"Ann: takes [^|]*? from the construction board", words)) == 1, words


# --- Pantikapaion ------------------------------------------------------------------------------

PK_RING = '[data-testid^="ring-"]:not([disabled])'
PK_BUILD = '[data-testid^="build-"]:not([disabled])'
PK_OPT = '[data-testid^="opt-"]'


def pantikapaion_decision(page) -> str:
    """One decision of Pantikapaion by keys: a ring tile, a building, a place of the city (Enter,
    and Enter again on it plays), or a listed choice (at the development step the last)."""
    before = saved_move_count(page)
    q = page.locator
    step = page.get_by_test_id("pantikapaion").get_attribute("data-step")
    if q(PK_RING).count():
        kind = "pick"
        tab_to(page, PK_RING)
        page.keyboard.press("Enter")
    elif q(PK_BUILD).count():
        kind = "build"
        tab_to(page, PK_BUILD)
        page.keyboard.press("Enter")
    elif q(SPOT).count():
        kind = "place"
        tab_to(page, SPOT)
        assert tab_stops_in(page, SPOT) == 1
        if page.get_by_test_id("rotate").count() and page.get_by_test_id("rotate").is_enabled():
            page.keyboard.press("r")  # turns the tile; the places are drawn again, the focus stays
            page.wait_for_selector(SPOT)
            assert_focus_kept(page)
            tab_to(page, SPOT)
        spot = active_testid(page)
        page.keyboard.press("Enter")
        page.wait_for_selector(f'[data-testid="{spot}"][aria-pressed="true"]')
        if page.get_by_test_id("confirm").is_disabled():  # a two-cell building: its second cell
            for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
                page.keyboard.press(key)
                if active_matches(page, f"{SPOT}:not(.on)"):
                    break
                tab_to(page, SPOT)
            page.keyboard.press("Enter")
            page.wait_for_function("() => !document.querySelector('[data-testid=confirm]').disabled")
        page.keyboard.press("Enter")  # on the chosen place: plays it
    else:
        kind = "option"
        tab_to(page, PK_OPT)  # the listed moves are one Tab stop
        if step == "develop":
            page.keyboard.press("End")
            assert active_matches(page, f"{PK_OPT}:last-child")
        page.keyboard.press("Enter")
    confirm_if_armed(page, before)
    wait_moves(page, before)
    wait_idle(page)  # the other player's turn, when this move ended the player's
    assert_focus_kept(page)
    # the next decision's places, not the tabs that choose whose city is shown (they hold the
    # focus only while a computer plays)
    assert not active_matches(page, '[data-act="show-city"]')
    return kind


def test_pantikapaion_turn_by_keyboard(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    start_game(page, "pantikapaion", (("Ann", "human"),), mode="solo")
    page.wait_for_selector(PK_RING)
    assert tab_stops_in(page, '[data-testid^="ring-"]') == 1
    assert tab_stops_in(page, '[data-testid^="dev-"]') == 1  # the development board: one Tab stop
    # the development board by arrows: the next cell of a row, the row below
    page.get_by_test_id("dev-O-0").focus()
    page.keyboard.press("ArrowRight")
    assert active_testid(page) == "dev-O-1"
    page.keyboard.press("ArrowDown")
    assert active_testid(page).startswith("dev-") and active_testid(page) != "dev-O-1"
    assert_named(page, "pantikapaion")
    kinds = []
    while len(kinds) < 12:
        page.wait_for_function(
            """() => document.body.dataset.busy === "false" &&
            document.querySelector('[data-testid^="ring-"]:not([disabled]), [data-testid^="build-"]:not([disabled]), [data-act="spot"], [data-testid^="opt-"]')""",
            timeout=TURN_TIMEOUT_MS,
        )
        if kinds and page.locator(PK_RING).count():
            break  # the next turn's pick: this one is done
        kinds.append(pantikapaion_decision(page))
        assert_named(page, "pantikapaion")
    assert kinds[0] == "pick" and "place" in kinds, kinds
    assert announced(page)
    one_announcer(page)


# --- Pyramidion --------------------------------------------------------------------------------

PY_CHOICE = '[data-act="choose"]:not([disabled])'


def test_pyramidion_turn_by_keyboard(app_page, app_url, open_app):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    start_game(page, "pyramidion", (("Ann", "human"), (None, "pyramidion.easy")))
    game = page.get_by_test_id("pyramidion")
    page.wait_for_selector(PY_CHOICE)
    assert_named(page, "pyramidion")
    decisions = 0
    while True:  # Ann's decisions by keys until the computer has answered (a whole turn)
        before = saved_move_count(page)
        tab_to(page, PY_CHOICE)
        page.keyboard.press("Enter")
        if page.locator('[data-confirmed="1"]').count():
            tab_to(page, '[data-confirmed="1"]')
            page.keyboard.press("Enter")
        wait_moves(page, before)
        assert_focus_kept(page)
        decisions += 1
        wait_idle(page)
        assert_focus_kept(page)
        if saved_move_count(page) > before + 1:
            break
        assert decisions < 6, "the computer never got its turn"
    assert game.get_attribute("data-actor") == "0" and page.locator(PY_CHOICE).count()  # Ann again
    assert announced(page)
    one_announcer(page)


def test_pyramidion_pass_by_keyboard_is_confirmed_by_enter_again(app_page, app_url, open_app):
    """A listed move that asks for confirmation (a pass, final for the city) becomes its Confirm
    button: the focus goes with it, so Enter again plays it, whatever else may be chosen."""
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    start_game(page, "pyramidion", (("Ann", "human"), (None, "pyramidion.easy")))
    for _ in range(40):  # Ann's decisions by keys until she may pass
        wait_idle(page)
        page.wait_for_selector(PY_CHOICE)
        if page.get_by_test_id("opt-pass").count():
            break
        before = saved_move_count(page)
        tab_to(page, PY_CHOICE)
        page.keyboard.press("Enter")
        confirm_if_armed(page, before)
        wait_moves(page, before)
    else:
        pytest.fail("Ann was never offered a pass")
    before = saved_move_count(page)
    tab_to(page, '[data-testid="opt-pass"]')
    page.keyboard.press("Enter")
    page.wait_for_selector(ARMED)
    assert active_matches(page, ARMED), f"focus on {active_testid(page)!r}, not on Confirm"
    page.keyboard.press("Enter")
    wait_moves(page, before)
    assert_focus_kept(page)


# --- Enter on a button does what its click does ------------------------------------------------


def tab_back_to(page, selector: str, limit: int = 80) -> None:
    """Shift+Tab until the focus is on an element matching `selector`."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab")
        if active_matches(page, selector):
            return
    raise AssertionError(f"Shift+Tab never reached {selector}; focus on {active_testid(page)!r}")


def choose_tile_and_place(page) -> None:
    """A site tile and a place of the city chosen by keys: a move waiting for Confirm."""
    tab_to(page, SITE)
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{SITE}.selected")
    tab_to(page, SPOT)
    page.keyboard.press("Enter")
    page.get_by_test_id("preview").wait_for()


def test_enter_on_a_button_does_what_a_click_does_not_the_pending_move(app_page, app_url, open_app):
    """With a tile and a place chosen, Enter on "?" opens the guide and Enter on "Agora" goes
    home: the move waiting for Confirm is not played (issue: Enter played it)."""
    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "akropolis")
    page.get_by_test_id("site").wait_for()
    akropolis_turn(page)  # a game with a move is kept when the player leaves it
    wait_idle(page)
    before = saved_move_count(page)
    choose_tile_and_place(page)
    tab_back_to(page, '[data-testid="help"]')
    page.keyboard.press("Enter")
    page.get_by_test_id("guide-back-top").wait_for()
    assert saved_move_count(page) == before
    page.go_back()  # the game as it was left: the tile still chosen
    page.get_by_test_id("preview").wait_for()
    assert saved_move_count(page) == before
    page.keyboard.press("Escape")
    page.wait_for_selector(f"{SITE}.selected", state="detached")
    choose_tile_and_place(page)
    tab_back_to(page, '[data-testid="home"]')
    page.keyboard.press("Enter")
    page.get_by_test_id("new-game-akropolis").wait_for()
    assert saved_move_count(page) == before
    # Enter on a board's place and on Confirm still play, as before
    page.get_by_test_id("continue").click()
    page.get_by_test_id("site").wait_for()
    akropolis_turn(page)


def test_enter_on_agora_in_a_replay_goes_home_without_a_new_save(app_page, app_url, open_app):
    """In a replay (as the review opens one, its advised move chosen), Enter on "Agora" goes
    home as a click does, and makes no new save for a game branched off the replay."""
    page = app_page
    open_app(page, start_url(app_url))
    start_game(page, "akropolis")
    page.get_by_test_id("site").wait_for()
    akropolis_turn(page)
    wait_idle(page)
    page.get_by_test_id("home").click()
    saves = len(stored_saves(page))
    page.get_by_test_id("replay-save").click()
    page.wait_for_selector('[data-testid="replay-pos"][data-step="0"]')
    choose_tile_and_place(page)
    tab_back_to(page, '[data-testid="home"]')
    page.keyboard.press("Enter")
    page.get_by_test_id("new-game-akropolis").wait_for()
    assert len(stored_saves(page)) == saves


# --- after a move, the focus goes to the next decision's board before a list of moves -----------

#: a Pantikapaion solo game at its 12th turn, a tile picked: once it is placed, a building may be
#: built or one of the listed moves taken (a whole-game keyboard test found the focus on the list)
PK_TILE_TO_PLACE = json.loads(
    """{"format": 1, "game": "pantikapaion", "players": [{"name": "Player 1"}], "generator": 2, "seed": "ef5a41032ddaeeec0a0ce9fec6899b45", "moves": [{"type": "pick", "slot": 0}, {"type": "tile", "x": 0, "y": 0, "rotation": 0}, {"type": "cube", "colour": "G"}, {"type": "end"}, {"type": "automa_scout", "slot": 1}, {"type": "pick", "slot": 2}, {"type": "tile", "x": 0, "y": 0, "rotation": 0}, {"type": "cube", "colour": "G"}, {"type": "end"}, {"type": "automa_scout", "slot": 5}, {"type": "pick", "slot": 3}, {"type": "tile", "x": 0, "y": 0, "rotation": 0}, {"type": "build", "kind": "temple"}, {"type": "building", "cells": [[0, 0], [1, 0]]}, {"type": "end"}, {"type": "automa_scout", "slot": 6}, {"type": "discard", "colour": "B"}, {"type": "pick", "slot": 0}, {"type": "tile", "x": -3, "y": 0, "rotation": 0}, {"type": "cube", "colour": "G"}, {"type": "end"}, {"type": "automa_scout", "slot": 2}, {"type": "automa_build", "kind": "house"}, {"type": "pick", "slot": 3}, {"type": "tile", "x": -3, "y": 0, "rotation": 0}, {"type": "build", "kind": "temple"}, {"type": "building", "cells": [[-3, 0], [-2, 0]]}, {"type": "advance", "row": "O"}, {"type": "end"}, {"type": "automa_scout", "slot": 5}, {"type": "automa_build", "kind": "winery"}, {"type": "pick", "slot": 1}]}"""
)


def test_after_a_placement_the_focus_goes_to_the_buildings_before_the_list_of_moves(app_page, app_url, open_app):
    """Groups that list moves (data-choices) come after the board's own places, and groups that
    only show something (data-view: whose city) last, when the focus moves on to the next
    decision (keys.py); the attributes are bare, so their mere presence counts."""
    from engine.core import records

    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    open_saved(page, "pantikapaion", records.from_builtins(PK_TILE_TO_PLACE))
    before = saved_move_count(page)
    tab_to(page, '[data-act="spot"]')
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-act="spot"][aria-pressed="true"]')
    page.keyboard.press("Enter")  # on the chosen place: plays it
    wait_moves(page, before)
    wait_idle(page)
    assert page.get_by_test_id("options").count() and page.locator('[data-testid^="build-"]:not([disabled])').count()
    assert active_matches(page, '[data-testid^="build-"]'), f"focus on {active_testid(page)!r}"
