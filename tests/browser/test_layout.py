"""Where things are on the screen, at the three sizes newcomers used: a phone held upright
(390×844) and sideways (844×390), and a 1366×768 desktop.

- the sticky bars never cover the board, the hand or a replay: what a decision is answered on is
  checked with document.elementFromPoint over its box;
- what a decision asks for comes into view when it is asked (a phone's King's favor, the
  Pantikapaion ring and the first keyboard focus on a desktop), and Pyramidion's prompt never
  scrolls under the top bar;
- the final table is a modal dialog named by its heading, with the focus in it and its buttons
  on the screen;
- Amytis shows a cell's points on the cell before it is chosen, its tooltips above the tiles;
- small and cut: rulebook links, Pyramidion's cards, whose-city tabs, the animation setting's
  words, Rotate offered whenever the prompt says to rotate.

One browser context per screen size for the module (the app loads once in each), games set up
through their setup screens, share links or a stored save; animations off, so the page scrolls
at once.
"""

from __future__ import annotations


import pytest

from conftest import BrowserLog, open_app
from fixtures_web import BOARD, install_move_probe, open_saved, start_url, wait_idle

pytestmark = pytest.mark.browser

PORTRAIT = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}
DESKTOP = {"width": 1366, "height": 768}

#: the bars that may cover a page: the top bar, the games' action bars, a tutorial's panel
BARS = ".topbar, .actionbar, .tut-panel"

#: problems with an element's box as seen now: a bar over a part of it, or not in the band the
#: sticky bars leave free (one taller than that band is shown from its top)
UNCOVERED = """([sel, bars]) => {
  const el = document.querySelector(sel);
  if (!el) return [`${sel}: not drawn`];
  let top = 0, bottom = innerHeight;
  for (const b of document.querySelectorAll(bars)) {
    const st = getComputedStyle(b), br = b.getBoundingClientRect();
    if (!['sticky', 'fixed'].includes(st.position) || !br.height || b.contains(el)) continue;
    if (br.top < innerHeight / 2) top = Math.max(top, br.bottom); else bottom = Math.min(bottom, br.top);
  }
  const r = el.getBoundingClientRect(), out = [];
  const fits = r.height <= bottom - top;
  if (r.left < -1 || r.right > innerWidth + 1) out.push(`${sel} is cut at the side`);
  if (fits && (r.top < top - 1 || r.bottom > bottom + 1))
    out.push(`${sel} at ${Math.round(r.top)}–${Math.round(r.bottom)} is not between the bars (${Math.round(top)}–${Math.round(bottom)})`);
  if (!fits && (r.top < top - 1 || r.top > top + 40))
    out.push(`${sel} (taller than the screen) does not start under the top bar: ${Math.round(r.top)}, bar ${Math.round(top)}`);
  const low = fits ? r.bottom : Math.min(r.bottom, bottom);
  for (let i = 0; i < 6; i++) for (let j = 0; j < 6; j++) {
    const x = r.left + (i + .5) * r.width / 6, y = Math.max(r.top, 0) + (j + .5) * (low - Math.max(r.top, 0)) / 6;
    if (y < 0 || y >= innerHeight || x < 0 || x >= innerWidth) continue;
    const hit = document.elementFromPoint(x, y);
    const bar = hit && !el.contains(hit) ? hit.closest(bars) : null;
    if (bar) { out.push(`${sel} is under ${bar.className} at y=${Math.round(y)}`); return out; }
  }
  return out;
}"""


@pytest.fixture(scope="module")
def screens(browser, site_server, app_url):
    """One page per screen size, each with the app loaded once (animations off)."""
    pages, contexts, logs = {}, [], []

    def get(size: dict):
        key = (size["width"], size["height"])
        if key not in pages:
            phone = size["width"] < 900 or size["height"] < 500
            context = browser.new_context(viewport=size, device_scale_factor=1, has_touch=phone, is_mobile=phone)
            context.add_init_script("localStorage.setItem('agora.motion', 'off')")
            log = BrowserLog(site_server.origin)
            log.attach(context)
            contexts.append(context)
            logs.append(log)
            page = context.new_page()
            open_app(page, start_url(app_url))
            pages[key] = page
        page = pages[key]
        if page.locator("dialog[open]").count():  # a final table left open blocks the page
            page.keyboard.press("Escape")
        page.get_by_test_id("lang-en").click()
        return page

    yield get
    for context in contexts:
        context.close()
    for log in logs:
        assert not log.foreign, log.foreign
        assert not log.python_errors(), log.python_errors()


def uncovered(page, selector: str, where: str) -> None:
    problems = page.evaluate(UNCOVERED, [selector, BARS])
    assert not problems, f"{where}: " + "; ".join(problems)


def setup(page, game: str, seats: "list[str]", mode: "str | None" = None) -> None:
    """From anywhere: home, the game's setup screen, `seats` as controllers, start."""
    page.get_by_test_id("home").click()
    page.get_by_test_id(f"new-game-{game}").click()
    if mode:
        page.get_by_test_id(f"mode-{mode}").click()
    while page.locator('[data-testid^="seat-kind-"]').count() < len(seats):
        page.locator('[data-testid="add-seat"], [data-testid="seat-add"]').click()
    for i, kind in enumerate(seats):
        page.get_by_test_id(f"seat-kind-{i}").select_option(kind)
    page.get_by_test_id("start").click()
    board, handover = page.get_by_test_id(BOARD[game]), page.get_by_test_id("handover")
    board.or_(handover).first.wait_for()
    if handover.count():
        page.get_by_test_id("handover-ok").click()
    board.wait_for()
    install_move_probe(page)
    wait_idle(page)


def open_link(page, app_url: str, record) -> None:
    """Open `record` through a share link (a replay of it, at its end)."""
    from web.agora_web.services import share

    page.goto(share.link(start_url(app_url), share.encode(record)))
    page.get_by_test_id("replay-pos").wait_for()
    wait_idle(page)


def finished(game: str, seats: int):
    from tests.unit.random_play import random_record

    record, rules, state = random_record(game, seats, 6000, seed=11)
    assert rules.is_over(state)
    return record


def reached(game: str, seats: int, seed: int, until):
    """A record of random play up to the first position where `until(rules, state)`."""
    from tests.unit.random_play import play_on

    from engine.core import records
    from engine.core.protocol import Seat

    record = records.new_record(game, [Seat(f"P{i + 1}") for i in range(seats)], seed=seed)
    rules, state = records.replay(record)
    n = 0
    while not until(rules, state):
        assert not rules.is_over(state) and n < 400, f"{game}: never reached"
        record, rules, state = play_on(record, 1, pick=n)
        n += 1
    return record


# --- 4. the sticky bars never cover the board ----------------------------------------------------


@pytest.mark.parametrize("size", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
def test_the_bars_leave_the_board_in_sight(screens, size):
    page = screens(size)
    where = f"{size['width']}×{size['height']}"
    # Akropolis with four cities: the city a tile goes to, then the same after "Fit the city"
    setup(page, "akropolis", ["human"] * 4)
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    uncovered(page, '[data-testid="city-wrap"]', f"{where} Akropolis, placing a tile")
    page.evaluate("window.scrollTo(0, 0)")
    page.get_by_test_id("zoom-fit").click()
    uncovered(page, '[data-testid="city-wrap"]', f"{where} Akropolis, the city fitted")
    if size is LANDSCAPE:  # the top bar scrolls away: a 390 px screen keeps the board
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        assert page.evaluate("document.querySelector('.topbar').getBoundingClientRect().bottom") <= 0
        bar = page.get_by_test_id("actionbar").bounding_box()
        assert bar["height"] <= 64, f"the action bar takes {bar['height']:.0f} px of 390"
    # Amytis: your own board, all three rows, once a stack is chosen
    setup(page, "amytis", ["human"] * 2)
    page.locator('[data-act="stack"]:not([disabled])').first.click()
    uncovered(page, ".am-board.acting .am-pgrid", f"{where} Amytis, choosing a cell")
    # Pantikapaion: the city a ring tile goes to, with Confirm on the screen
    setup(page, "pantikapaion", ["human"] * 2, mode="multi")
    page.locator('[data-act="pick"]:not([disabled])').first.click()
    page.locator('[data-act="spot"]').first.wait_for()
    uncovered(page, "svg.pk-city", f"{where} Pantikapaion, placing a tile")
    box = page.get_by_test_id("confirm").bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= size["height"], f"{where}: Confirm is off the screen"
    # Pyramidion: the city map or the hand, as the first decision asks (who starts is dealt)
    setup(page, "pyramidion", ["human", "pyramidion.easy"])
    step = page.get_by_test_id("pyramidion").get_attribute("data-step")
    asked = {"activate": '[data-testid="cities"]', "play": '[data-testid="hand"]'}[step]
    uncovered(page, asked, f"{where} Pyramidion, asked to {step}")


def test_a_chosen_pyramidion_card_stays_above_the_bar(screens, app_url):
    """Portrait: a card tapped in the hand waits for Confirm in the action bar, which grows with
    the question; the card stays in sight above it."""

    def playing(rules, state):
        return (
            bool(state.queue)
            and state.queue[0].kind == "play"
            and state.queue[0].seat == 0
            and len(state.hands[0]) >= 5
        )

    page = screens(PORTRAIT)
    record = reached("pyramidion", 2, 4, playing)
    open_saved(page, "pyramidion", record)
    cards = page.locator('[data-testid="hand"] .py-hand-card[data-act]:not([disabled])')
    assert cards.count()
    for i in range(cards.count()):
        page.evaluate("window.scrollTo(0, 0)")
        cards.nth(i).click()
        if page.locator('[data-testid="hand"] .selected').count():
            uncovered(page, '[data-testid="hand"] .selected', "a card chosen in the hand")
            assert page.get_by_test_id("confirm").is_visible()
            return
        break  # played at once: no card waits
    pytest.skip("no card of this hand waits for Confirm")


def test_a_replay_on_a_phone_in_russian_is_not_under_a_bar(screens, app_url):
    page = screens(PORTRAIT)
    page.get_by_test_id("lang-ru").click()
    open_link(page, app_url, finished("akropolis", 4))
    page.get_by_test_id("final-close").click()
    page.get_by_test_id("replay-first").click()
    for _ in range(3):
        page.get_by_test_id("replay-next").click()
    wait_idle(page)
    page.get_by_test_id("city-wrap").evaluate("el => el.scrollIntoView({block: 'end'})")
    uncovered(page, '[data-testid="city-wrap"]', "the replay's city")
    page.evaluate("window.scrollTo(0, 0)")
    uncovered(page, '[data-testid="site"]', "the replay's construction site")


# --- 5. what is asked comes into view --------------------------------------------------------------


def test_the_king_s_favor_comes_into_view_on_a_phone(screens):
    page = screens(PORTRAIT)
    record = reached("amytis", 2, 2, lambda rules, state: state.step == "favor")
    open_saved(page, "amytis", record)
    uncovered(page, '[data-testid="king-favor"]', "the King's favor asked")


def test_the_ring_and_the_first_focus_are_in_view_on_a_desktop(screens):
    page = screens(DESKTOP)
    setup(page, "pantikapaion", ["human"] * 2, mode="multi")
    uncovered(page, '[data-testid="ring"]', "Pantikapaion's first decision")
    focus = page.evaluate("""() => { const el = document.activeElement, r = el.getBoundingClientRect();
        return {ring: !!el.closest('[data-testid="ring"]'), top: r.top, bottom: r.bottom}; }""")
    assert focus["ring"] and 52 <= focus["top"] and focus["bottom"] <= DESKTOP["height"], focus


def test_pyramidion_s_prompt_never_scrolls_under_the_top_bar(screens):
    page = screens(DESKTOP)
    setup(page, "pyramidion", ["human", "pyramidion.easy"])
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate("scrollY") > 0
    uncovered(page, '[data-testid="status"]', "Pyramidion's prompt, the page scrolled down")
    top = page.evaluate("document.querySelector('.topbar').getBoundingClientRect().bottom")
    assert page.get_by_test_id("status").bounding_box()["y"] >= top


def test_pyramidion_s_prompt_with_many_choices_leaves_the_map_in_sight(screens):
    """Desktop: a long hand offers a hire for each card; those choices scroll inside the prompt
    stuck under the top bar instead of growing it over the map, and each comes into view when
    the keyboard reaches it."""

    def long_hand(rules, state):
        return (
            bool(state.queue)
            and state.queue[0].kind == "play"
            and state.queue[0].seat == 0
            and len(rules.legal_actions(state)) >= 15
        )

    page = screens(DESKTOP)
    open_saved(page, "pyramidion", reached("pyramidion", 4, 2, long_hand))
    options = page.locator(".py-options button")
    assert options.count() >= 8
    assert page.get_by_test_id("actionbar").bounding_box()["height"] <= 0.3 * DESKTOP["height"]
    last = options.nth(options.count() - 1)
    last.focus()
    box, area = last.bounding_box(), page.locator(".py-options").bounding_box()
    assert area["y"] - 1 <= box["y"] and box["y"] + box["height"] <= area["y"] + area["height"] + 1


# --- 6. the final table is a dialog ---------------------------------------------------------------

FINAL = """() => {
  const d = document.querySelector('[data-testid="final-scores"]');
  const named = d && document.getElementById(d.getAttribute('aria-labelledby'));
  const buttons = [...d.querySelectorAll('.final-actions button')].map(b => {
    const r = b.getBoundingClientRect(), hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {text: b.textContent.trim(), seen: !!hit && b.contains(hit) && r.top >= 0 && r.bottom <= innerHeight};
  });
  return {modal: d.matches(':modal'), tag: d.tagName, name: named ? named.textContent : '',
          focus: d.contains(document.activeElement), buttons};
}"""


@pytest.mark.parametrize("size", [DESKTOP, PORTRAIT, LANDSCAPE], ids=["desktop", "portrait", "landscape"])
def test_the_final_table_is_a_dialog_with_its_buttons_in_sight(screens, app_url, size):
    page = screens(size)
    for game, seats, lang in (("pyramidion", 4, "en"), ("amytis", 2, "ru")):
        page.get_by_test_id(f"lang-{lang}").click()
        open_link(page, app_url, finished(game, seats))
        found = page.evaluate(FINAL)
        assert found["modal"] and found["tag"] == "DIALOG" and found["focus"], found
        assert (
            found["name"]
            == ("Final scores" if lang == "en" else page.evaluate("document.getElementById('final-title').textContent"))
            and found["name"]
        )
        assert len(found["buttons"]) == 3 and all(b["seen"] for b in found["buttons"]), found["buttons"]
        page.keyboard.press("Escape")  # closes it, as its Close button does
        page.get_by_test_id("show-final").wait_for()
        assert not page.locator("dialog[open]").count()
        page.get_by_test_id("show-final").click()
        assert page.evaluate("document.querySelector('dialog.final').matches(':modal')")
        page.get_by_test_id("final-close").click()
    page.get_by_test_id("lang-en").click()


# --- 7. Amytis: a cell's points on the cell; tooltips above the tiles ----------------------------


def test_amytis_shows_a_cell_s_points_before_it_is_chosen(screens):
    import re

    page = screens(DESKTOP)
    setup(page, "amytis", ["human"] * 2)
    stack = page.locator('[data-act="stack"]:not([disabled])').nth(4)
    stack.hover()
    box = page.evaluate("""() => { const b = document.getElementById('agora-tip');
        if (!b || b.hidden) return null; const r = b.getBoundingClientRect();
        return {in: r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight,
                top: getComputedStyle(b).zIndex, words: b.textContent}; }""")
    assert box and box["in"] and int(box["top"]) >= 100 and box["words"] == stack.get_attribute("data-tip"), box
    stack.click()
    cells = page.locator('[data-act="cell"]:not([disabled])')
    assert cells.count()
    for i in range(cells.count()):
        cell = cells.nth(i)
        badge = cell.locator(".am-cell-worth")
        assert badge.is_visible(), "an open cell without its points"
        said = re.search(r"for (\d+) points?", cell.get_attribute("aria-label"))
        if said:  # else the Palace asks for a choice: the star says there is more
            assert badge.inner_text().lstrip("+").rstrip("★") == said.group(1)
        else:
            assert badge.inner_text().endswith("★"), cell.get_attribute("aria-label")
    for lang in ("en", "ru"):
        page.get_by_test_id(f"lang-{lang}").click()
        words = page.get_by_test_id("favor-bottom").get_attribute("aria-label")
        name = words.split(":")[0]
        assert words.count(name) == 1, words
    page.get_by_test_id("lang-en").click()


# --- 8. small and cut --------------------------------------------------------------------------------


def test_rulebook_links_are_targets_of_a_good_size(screens):
    for size, least in ((DESKTOP, 24), (PORTRAIT, 44)):
        page = screens(size)
        page.get_by_test_id("home").click()
        links = page.locator(".rules-link")
        assert links.count()
        for box in (links.nth(i).bounding_box() for i in range(links.count())):
            assert box["width"] >= least and box["height"] >= least, (size, box)


@pytest.mark.parametrize("size", [PORTRAIT, DESKTOP], ids=["portrait", "desktop"])
def test_pyramidion_cards_and_long_names_show_whole(screens, size):
    page = screens(size)
    page.get_by_test_id("lang-ru").click()
    setup(page, "pyramidion", ["human", "pyramidion.easy", "pyramidion.medium", "pyramidion.hard"])
    seen = page.evaluate("""() => { const cs = [...document.querySelectorAll('[data-testid="hand"] .py-hand-card')]
        .map(c => c.getBoundingClientRect());
      return cs.map((r, i) => { const n = cs[i + 1];
        return Math.round((n && Math.abs(n.top - r.top) < 20 ? Math.min(r.right, n.left) : r.right) - r.left); }); }""")
    assert seen and min(seen) >= 44, f"cards show {seen} px each"
    setup(page, "akropolis", ["human", "akropolis.easy", "akropolis.medium", "akropolis.hard"])
    cut = page.evaluate("""() => [...document.querySelectorAll('.city-tabs .tab')].filter(t =>
        t.scrollWidth > t.clientWidth + 1 || getComputedStyle(t).textOverflow === 'ellipsis').map(t => t.textContent)""")
    assert not cut, f"tabs cut: {cut}"
    page.get_by_test_id("lang-en").click()


def test_the_animation_setting_says_its_mode_in_words(screens):
    page = screens(DESKTOP)
    setup(page, "akropolis", ["human"] * 2)
    button = page.get_by_test_id("motion")
    assert button.inner_text().strip() == "Animations: off"
    assert button.get_attribute("aria-label").startswith(button.inner_text().strip())


def test_rotate_is_offered_whenever_the_prompt_says_to_rotate(screens):
    """A few rounds in (hexes to build upward on too): over the spots tried, the prompt names
    Rotate exactly when Rotate can be pressed."""
    page = screens(DESKTOP)
    record = reached(
        "akropolis", 2, 5, lambda rules, state: len(state.cities[0].cells) >= 16 and rules.current_player(state) == 0
    )
    open_saved(page, "akropolis", record)
    said = {True: 0, False: 0}
    for t in range(page.locator('[data-testid^="site-tile-"]:not([disabled])').count()):
        page.locator('[data-testid^="site-tile-"]:not([disabled])').nth(t).click()
        spots = page.locator("polygon.spot")
        for i in range(spots.count()):
            spot = spots.nth(i)
            spot.dispatch_event("click")
            status = page.get_by_test_id("status").inner_text()
            enabled = page.get_by_test_id("rotate").is_enabled()
            assert ("Rotate" in status) == enabled, (status, enabled)
            said[enabled] += 1
            page.get_by_test_id("cancel").click()
            page.locator('[data-testid^="site-tile-"]:not([disabled])').nth(t).click()
            if said[True] >= 6 and said[False]:
                return
        page.get_by_test_id("cancel").click()
    # a hex the tile fits one way only is rare in play: tests/unit/test_layout_words.py has one
    assert said[True], f"spots tried: {said}"
