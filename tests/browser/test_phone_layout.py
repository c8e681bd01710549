"""Every game on a phone (390×844), with 2 and 4 players (Amytis: 2): every legal place and every
control can be scrolled into view, lies within the screen's width without a sideways scroller,
and is not covered by another element (the sticky action bar, the top bar, a panel) — checked
with document.elementFromPoint at its centre. One browser context for the whole module; each
game is set up through its own setup screen.

Controls are found generically (every element with a data-act), so a board drawn anew keeps
being checked."""

from __future__ import annotations

import pytest

from conftest import open_app
from fixtures_web import BOARD, install_move_probe, start_url, wait_idle
from tests.helpers.games import GAMES, most_seats

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}

#: checks every visible [data-act] element; returns the problems found, in words
PROBE = """() => {
  const name = el => {
    const id = el.getAttribute('data-testid'), act = el.getAttribute('data-act');
    return `${el.tagName.toLowerCase()}[${id ? 'testid=' + id : 'act=' + act}]`;
  };
  const problems = [];
  const root = document.scrollingElement;
  if (root.scrollWidth > innerWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth}px)`);
  // a modal dialog open (the final table) leaves the rest of the page inert: its controls are checked
  const modal = document.querySelector('#app dialog[open]:modal');
  const seen = [...(modal || document.getElementById('app')).querySelectorAll('[data-act]')];
  let count = 0;
  for (const el of seen) {
    if (!el.getClientRects().length) continue;          // not shown (a closed panel, a hidden template)
    if (el.closest('details:not([open])')) continue;
    count++;
    // a sideways scroller hides what is not in view, with no sign of it: boards wrap instead
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const ox = getComputedStyle(a).overflowX;
      if ((ox === 'auto' || ox === 'scroll') && a.scrollWidth > a.clientWidth + 1 && !a.hasAttribute('data-scroll-hint')) {
        problems.push(`${name(el)} sits in a sideways scroller (${a.className || a.tagName})`);
        break;
      }
    }
    // a long Pantikapaion city is shown in part: a place outside the view comes into it when it
    // gets the focus, as a keyboard player reaches it (and a finger drags it in)
    const panned = !!el.closest('svg.pk-city');
    if (panned) el.focus({preventScroll: true});
    el.scrollIntoView({block: 'center', inline: 'nearest'});
    const r = el.getBoundingClientRect();
    if (panned) el.blur();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (r.left < -1 || r.right > innerWidth + 1) {
      problems.push(`${name(el)} is cut at the screen's side (${Math.round(r.left)}–${Math.round(r.right)})`);
      continue;
    }
    if (y < 0 || y > innerHeight) { problems.push(`${name(el)} cannot be scrolled into view`); continue; }
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === el || el.contains(hit))) {
      const over = hit ? (hit.closest('[data-testid]') || hit) : null;
      problems.push(`${name(el)} is covered by ${over ? (over.getAttribute('data-testid') || over.className || over.tagName) : 'nothing'}`);
    }
  }
  window.scrollTo(0, 0);
  return {count, problems};
}"""


@pytest.fixture(scope="module")
def phone(module_pages, app_url):
    """One page at phone size for the whole module, the app loaded once."""
    page = module_pages(viewport=PHONE, device_scale_factor=1, has_touch=True, is_mobile=True)
    open_app(page, start_url(app_url))
    return page


def check(page, where: str) -> int:
    """Fails with every problem of the screen as shown now; the number of controls checked.
    Pieces still gliding into place (motion.py) are waited for: mid-way they sit elsewhere."""
    page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running')")
    found = page.evaluate(PROBE)
    assert not found["problems"], f"{where}:\n  " + "\n  ".join(found["problems"])
    return found["count"]


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
    check(page, f"{game} setup, {len(seats)} seats")
    page.get_by_test_id("start").click()
    page.get_by_test_id(BOARD[game]).wait_for()
    install_move_probe(page)
    wait_idle(page)


HUMANS = {2: ["human", "human"], 4: ["human"] * 4}


@pytest.mark.parametrize("seats", [2, 4])
def test_akropolis_on_a_phone(phone, seats):
    page = phone
    setup(page, "akropolis", HUMANS[seats])
    assert page.locator('[data-testid^="site-tile-"]').count() == seats + 2
    assert page.locator('[data-testid^="city-tab-"]').count() in (0, seats)
    check(page, "choosing a site tile")
    page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
    page.locator('[data-testid^="spot-"]').first.wait_for()
    assert check(page, "choosing a place") > seats + 2 + page.locator('[data-testid^="spot-"]').count() - 1
    page.locator('[data-testid^="spot-"]').first.click()
    assert page.get_by_test_id("confirm").is_enabled()
    check(page, "a placement shown")


def test_amytis_on_a_phone(phone):
    page = phone
    setup(page, "amytis", HUMANS[2])
    check(page, "choosing a stack")
    page.locator('[data-act="stack"]:not([disabled])').first.click()
    page.locator('[data-act="cell"]:not([disabled])').first.wait_for()
    check(page, "choosing a cell")
    page.locator('[data-act="cell"]:not([disabled])').last.click()
    check(page, "a move prepared")


@pytest.mark.parametrize("seats", [2, 4])
def test_pantikapaion_on_a_phone(phone, seats):
    page = phone
    setup(page, "pantikapaion", HUMANS[seats], mode="multi")
    check(page, "choosing a ring tile")
    page.locator('[data-act="pick"]:not([disabled])').first.click()
    page.locator('[data-act="spot"]').first.wait_for()
    check(page, "placing the tile")
    cell = page.locator('svg.pk-city [data-act="spot"]').first.bounding_box()
    assert cell["width"] >= 28, f"city squares of {cell['width']:.0f} px are too small to read on a phone"
    # Rotate turns the tile in hand and keeps the place chosen
    page.locator('[data-act="spot"]').first.click()
    held = page.get_by_test_id("held-tile").locator("svg")
    assert held.get_attribute("data-ref").startswith("pk-tile-")
    if page.get_by_test_id("rotate").count():
        turned = held.get_attribute("data-rotation")
        page.get_by_test_id("rotate").click()
        assert page.get_by_test_id("held-tile").locator("svg").get_attribute("data-rotation") != turned
        assert page.locator('[data-act="spot"].on').count() == 1 and page.get_by_test_id("ghost").count()
        assert page.get_by_test_id("confirm").is_enabled()
    check(page, "a tile placed and turned")
    # the development board's row names are whole in either language, however long
    for lang in ("ru", "en"):
        page.get_by_test_id(f"lang-{lang}").click()
        cut = page.evaluate("""() => [...document.querySelectorAll('.pk-dname')]
            .filter(e => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right >
                         e.nextElementSibling.getBoundingClientRect().left + 1).map(e => e.textContent)""")
        assert not cut, f"row names cut in {lang}: {cut}"


def test_a_grown_pantikapaion_city_stays_readable_on_a_phone(phone, app_url):
    """Several rounds in: the city's squares are still large enough to read and tap (shown in
    part when the city is long), and every place offered for the tile can be reached."""
    from tests.unit.random_play import play_on

    from engine.core import records
    from engine.core.protocol import Seat

    record = records.new_record("pantikapaion", [Seat("Ann"), Seat("Bob")], seed=3)
    rules, state = records.replay(record)
    while not (state.round >= 4 and state.step == "tile"):
        record, rules, state = play_on(record, 1, pick=len(record.moves))
    page = phone
    open_record(page, app_url, record)
    spots = page.locator('svg.pk-city [data-act="spot"]')
    assert spots.count()
    size = spots.first.bounding_box()["width"]
    assert size >= 34, f"city squares of {size:.0f} px are too small to read on a phone"
    check(page, "a grown city")


@pytest.mark.parametrize("seats", [2, 4])
def test_pyramidion_on_a_phone(phone, seats):
    page = phone
    setup(page, "pyramidion", ["human"] + ["pyramidion.easy"] * (seats - 1))
    check(page, "the human to act")


def open_record(page, app_url: str, record) -> None:
    """Open `record` through a share link (the page stays loaded: only its fragment changes)."""
    from web.agora_web.services import share

    page.goto(share.link(start_url(app_url), share.encode(record)))
    page.get_by_test_id("replay-pos").wait_for()
    wait_idle(page)


def finished(game: str, seats: int):
    from tests.unit.random_play import random_record

    record, rules, state = random_record(game, seats, 6000, seed=11)
    assert rules.is_over(state)
    return record


@pytest.mark.parametrize("game,seats", [(game, most_seats(game)) for game in GAMES])
def test_final_table_on_a_phone(phone, app_url, game, seats):
    page = phone
    open_record(page, app_url, finished(game, seats))
    table = page.get_by_test_id("final-scores")
    assert table.is_visible()
    check(page, f"{game}: the final table")
    box = table.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    page.keyboard.press("Escape")  # the modal table closed: the page is usable again
    page.get_by_test_id("show-final").wait_for()


def test_pantikapaion_on_a_wide_screen(phone, app_url):
    """The list of choices never squeezes the city panel, and the final table is centred on the
    whole game rather than on its first column."""
    from tests.unit.random_play import play_on

    from engine.core import records
    from engine.core.protocol import Seat

    page = phone
    page.set_viewport_size({"width": 1280, "height": 800})
    try:
        record = records.new_record("pantikapaion", [Seat("Ann"), Seat("Bob"), Seat("Cleo"), Seat("Dio")], seed=5)
        rules, state = records.replay(record)
        while state.step != "develop":
            record, rules, state = play_on(record, 1, pick=len(record.moves))
        open_record(page, app_url, record)
        assert page.locator('[data-testid^="opt-"]').count() >= 4
        panel = page.locator(".pk-citypanel")
        clipped = panel.evaluate("el => el.scrollHeight - el.clientHeight")
        assert clipped <= 1, f"the city panel's content is cut by {clipped} px"
        svg = page.locator("svg.pk-city").bounding_box()
        assert svg["height"] >= 250

        open_record(page, app_url, finished("pantikapaion", 4))
        table = page.get_by_test_id("final-scores").bounding_box()
        game = page.get_by_test_id("pantikapaion").bounding_box()
        centre, middle = table["x"] + table["width"] / 2, game["x"] + game["width"] / 2
        assert abs(centre - middle) < 24, (centre, middle)
        page.keyboard.press("Escape")
    finally:
        page.set_viewport_size(PHONE)


#: what the Russian interface must keep within a phone's screen; returns the problems, in words
FITS = """() => {
  const W = innerWidth, problems = [];
  if (document.documentElement.scrollWidth > W) problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  // main.screen clips sideways (overflow-x: clip), so a wide element is looked for one by one;
  // one inside a box that scrolls sideways of its own (a guide's table) is seen by scrolling
  const scrolls = el => { for (let a = el.parentElement; a; a = a.parentElement) {
    const ox = getComputedStyle(a).overflowX; if (ox === 'auto' || ox === 'scroll') return true; } return false; };
  for (const el of document.querySelectorAll('#app *')) {
    const r = el.getBoundingClientRect();
    if (!r.width || el.closest('details:not([open])') || scrolls(el)) continue;
    if (r.left < -1 || r.right > W + 1) {
      problems.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') || ''} at ${Math.round(r.left)}–${Math.round(r.right)}`);
      if (problems.length > 8) break;
    }
  }
  const bar = document.querySelector('.topbar');
  for (const el of bar ? bar.querySelectorAll('button, a, select') : []) {
    const r = el.getBoundingClientRect();
    const clip = el.closest('.langs') ? el.closest('.langs').getBoundingClientRect() : r;
    if (r.width && (r.left < Math.max(0, clip.left) - 1 || r.right > Math.min(W, clip.right) + 1))
      problems.push(`top bar: ${el.dataset.testid || el.dataset.act} at ${Math.round(r.left)}–${Math.round(r.right)}`);
  }
  const confirm = document.querySelector('[data-testid="confirm"]');
  if (confirm && confirm.getClientRects().length && confirm.scrollWidth > confirm.clientWidth)
    problems.push(`Confirm's words (${confirm.scrollWidth}px) are cut in ${confirm.clientWidth}px`);
  const help = document.querySelector('[data-testid="help"]');
  if (help) { const r = help.getBoundingClientRect();
    if (r.width < 24 || r.height < 24) problems.push(`the help button is ${Math.round(r.width)}×${Math.round(r.height)}px`); }
  for (const s of document.querySelectorAll('#app summary')) {
    const r = s.getBoundingClientRect();
    if (r.width && r.height < 24) problems.push(`the summary "${s.textContent.trim()}" is ${Math.round(r.height)}px tall`);
  }
  const fan = document.querySelector('.py-fan');
  if (fan && fan.scrollWidth > fan.clientWidth) problems.push(`the hand's fan is cut (${fan.scrollWidth}px in ${fan.clientWidth}px)`);
  return problems;
}"""


def fits(page, where: str) -> None:
    # pieces gliding into place are waited for; a pulse that never ends (a guide's) is not
    page.wait_for_function("""() => document.getAnimations().every(a => a.playState !== 'running'
                                     || a.effect.getTiming().iterations === Infinity)""")
    problems = page.evaluate(FITS)
    assert not problems, f"{where}:\n  " + "\n  ".join(problems)


def test_russian_words_fit_a_phone(phone):
    """In Russian (longer words) on a phone: nothing of a game screen or of a rules guide is wider
    than the screen, Confirm shows its whole word, the top bar keeps every control on the screen
    once Undo appears, the "?" and the panels' summaries are at least 24 px (WCAG 2.5.8) and the
    Pyramidion hand shows every card whole."""
    page = phone
    page.get_by_test_id("lang-ru").click()
    try:
        setup(page, "akropolis", HUMANS[2])
        page.locator('[data-testid^="site-tile-"]:not([disabled])').first.click()
        page.locator('[data-testid^="spot-"]').first.click()
        assert page.get_by_test_id("confirm").is_visible()
        fits(page, "Akropolis, a placement shown")
        setup(page, "amytis", HUMANS[2])
        fits(page, "Amytis")
        setup(page, "pantikapaion", HUMANS[2], mode="multi")
        page.locator('[data-act="pick"]:not([disabled])').first.click()
        page.get_by_test_id("undo").wait_for()
        fits(page, "Pantikapaion, a ring tile taken (Undo shown)")
        setup(page, "pyramidion", ["human", "pyramidion.easy"])
        assert page.locator(".py-fan").count()
        fits(page, "Pyramidion")
        page.get_by_test_id("home").click()
        page.get_by_test_id("guide-amytis").click()
        page.get_by_test_id("guide").wait_for()
        fits(page, "the Amytis guide")
        stops = TABLE_STOPS
        tables = page.evaluate(stops)
        # a box that must scroll is one the keyboard reaches; one that need not is no Tab stop
        assert tables and all(t["stop"] == t["scrolls"] for t in tables), tables
        assert any(t["scrolls"] for t in tables)
        for table in page.locator(".guide-table").all():  # each named
            assert table.get_attribute("aria-labelledby") or table.get_attribute("aria-label")
        page.set_viewport_size({"width": 1280, "height": 800})  # a wider window: checked again
        page.wait_for_function(f"() => ({stops})().every(t => t.stop === t.scrolls)")
        assert not any(t["stop"] for t in page.evaluate(stops))
    finally:
        page.set_viewport_size(PHONE)
        page.get_by_test_id("lang-en").click()


#: per guide table: whether its box must scroll sideways and whether it is a Tab stop
TABLE_STOPS = """() => [...document.querySelectorAll('.guide-table')].map(
    b => ({scrolls: b.scrollWidth > b.clientWidth + 1, stop: b.tabIndex === 0}))"""


def test_pyramidion_long_hand_on_a_phone(phone, app_url):
    """A hand of ten cards (the most random games reach) shows every card whole on a phone."""
    from tests.unit.random_play import play_on

    from engine.core import records
    from engine.core.protocol import Seat

    page = phone
    record = records.new_record("pyramidion", [Seat("Ann"), Seat("Bob")], seed=1)
    rules, state = records.replay(record)
    for n in range(60):
        record, rules, state = play_on(record, 1, pick=1 + n)
        if state.queue and state.queue[0].seat == 0 and len(state.hands[0]) >= 10:
            break
    assert len(state.hands[0]) >= 10
    open_record(page, app_url, record)
    if page.get_by_test_id("handover").count():  # two humans share the device
        page.get_by_test_id("handover-ok").click()
        wait_idle(page)
    fan = page.locator('[data-testid="hand"] .py-fan')
    assert fan.locator(".py-hand-card").count() >= 10 and fan.get_attribute("data-many") is not None
    check(page, "a hand of ten cards")
    # longer hands than random games reach (a High Priest takes cards back) wrap to a second row
    fan.evaluate("""f => { const cards = [...f.children];
                          for (let i = 0; i < 4; i++) f.appendChild(cards[i].cloneNode(true)); }""")
    check(page, "a hand of fourteen cards")
