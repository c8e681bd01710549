"""Keys per turn (issue 39): a few typical turns of each game played by a keyboard-only player
who knows the screen, every key counted against the game's budget (docs/architecture.md,
"Keyboard, focus and screen readers").

The player presses only Tab, Shift+Tab, the arrows, Enter and Space (the game is set up by mouse;
from its first decision on, nothing is clicked). To reach a control they press Tab or Shift+Tab,
whichever gets there in fewer presses, counted from the page's own order of Tab stops (and checked:
the focus must be where the count says); within a group they take the place the Tab stop offers.
A decision that leaves the focus on the next decision's places costs no Tab at all, which is what
the budgets rely on: the log is one Tab stop, a group of places one stop, and after a decision the
focus goes to the next one.
"""

from __future__ import annotations

from collections import Counter

import pytest

from fixtures_web import TURN_TIMEOUT_MS, saved_move_count, start_game, start_url
from tests.helpers.games import SITE_GAMES

pytestmark = pytest.mark.browser

#: keys a typical turn may take, per game (the whole turn of the person to act: every decision)
BUDGET = {"akropolis": 6, "amytis": 8, "pantikapaion": 16, "pyramidion": 4}
#: turns played per game
TURNS = 3

TABBABLE = """() => [...document.querySelectorAll(
    'a[href], button, input, select, textarea, summary, [tabindex]')].filter(e =>
    e.tabIndex >= 0 && !e.disabled && e.getClientRects().length && !e.closest('[inert], [hidden]')
    && getComputedStyle(e).visibility !== 'hidden')"""


class Player:
    """A keyboard-only player: every key pressed is counted in `keys`."""

    def __init__(self, page):
        self.page = page
        self.keys = 0
        #: the decisions taken (a move played, or a place and its Confirm: one)
        self.decisions = 0
        self.log: "list[str]" = []

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.keys += 1
        self.log.append(key)

    def on(self, selector: str) -> bool:
        return self.page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector)

    def reach(self, selector: str) -> None:
        """Tab or Shift+Tab to the first Tab stop matching `selector` (or into it), by the
        shorter way round."""
        self.log.append(f"[{self.focused()}→{selector[:40]}]")
        if self.on(selector) or self.page.evaluate(
            "s => !!document.activeElement && !!document.activeElement.closest(s)", selector
        ):
            return
        steps = self.page.evaluate(
            """([s, stops]) => {
            const all = (new Function('return ' + stops))()();
            const a = document.activeElement;
            const to = all.findIndex(e => e.matches(s) || !!e.closest(s));
            if (to < 0) return null;
            let here = all.indexOf(a);
            if (here < 0) {  // on no Tab stop (<main>, say): between the stops around it
                const before = all.filter(e => !a.contains(e) &&
                    (a.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING)).length;
                here = before - 0.5;
            }
            // no going round the end: the browser passes its own controls there
            return to > here ? Math.ceil(to - here) : -Math.ceil(here - to); }""",
            [selector, TABBABLE],
        )
        assert steps is not None, f"no Tab stop matches {selector}"
        key = "Tab" if steps > 0 else "Shift+Tab"
        for _ in range(abs(steps)):
            self.press(key)
        assert self.on(selector) or self.page.evaluate("s => !!document.activeElement.closest(s)", selector), (
            f"{abs(steps)} × {key} did not reach {selector}: focus on {self.focused()}"
        )

    def focused(self) -> str:
        return self.page.evaluate("""() => { const a = document.activeElement;
            return a ? (a.dataset.testid || a.getAttribute('data-act') || a.tagName) : ''; }""")

    def wait_moves(self, before: int) -> None:
        self.page.wait_for_function("n => window.__agoraLatestMoves() > n", arg=before, timeout=TURN_TIMEOUT_MS)

    def confirm_if_armed(self, before: int) -> None:
        """A move that cannot be taken back asks for a second Enter on its armed Confirm."""
        armed = '[data-testid="confirm"][data-confirmed="1"], [data-confirmed="1"]'
        self.page.wait_for_function(
            "([n, armed]) => window.__agoraLatestMoves() > n || !!document.querySelector(armed)",
            arg=[before, armed],
            timeout=TURN_TIMEOUT_MS,
        )
        if self.page.locator(armed).count():
            # Enter again on the place or option chosen presses the Confirm it armed (keys.py)
            if not self.on('[aria-pressed="true"], .selected, .armed'):
                self.reach(armed)
            self.press("Enter")


def idle(page, ready: str) -> None:
    """Until no computer thinks and the person's next decision (`ready`) is shown, or the end."""
    page.wait_for_function(
        """s => document.body.dataset.busy === "false" && (
              document.querySelector('[data-testid="final-scores"]') || document.querySelector(s))""",
        arg=ready,
        timeout=TURN_TIMEOUT_MS,
    )


def play(page, game: str, turn, ready: str) -> "list[int]":
    """`TURNS` turns of `game` by `turn(player)`; the keys each took."""
    counts = []
    for _ in range(TURNS):
        idle(page, ready)
        if page.get_by_test_id("final-scores").count():
            break
        player = Player(page)
        try:
            turn(player)
        except Exception:
            print(game, "unfinished turn:", " ".join(player.log))
            raise
        counts.append(player.keys)
        assert player.keys <= BUDGET[game], f"{game}: {player.keys} keys for a turn ({' '.join(player.log)})"
    assert len(counts) == TURNS, counts
    print(f"{game}: keys per turn {counts}, budget {BUDGET[game]}")
    return counts


# --- the games' turns ----------------------------------------------------------------------------

AK_SITE = '[data-testid^="site-tile-"]:not([disabled])'
AK_SPOT = '[data-act="spot"]'


def akropolis_turn(p: Player) -> None:
    """A site tile (Enter), a place of the city (Enter shows the tile there), Enter again builds."""
    before = saved_move_count(p.page)
    p.reach(AK_SITE)
    p.press("Enter")
    p.page.wait_for_selector(f"{AK_SITE}.selected")
    p.reach(AK_SPOT)
    p.press("Enter")
    p.page.get_by_test_id("preview").wait_for()
    p.press("Enter")
    p.decisions += 1
    p.wait_moves(before)


AM_STACK = '[data-testid^="stack-"]:not([disabled])'
AM_CELL = '[data-testid^="cell-"]:not([disabled])'
AM_FAVOR = '[data-testid^="favor-"]:not([disabled])'
AM_PALACE = '[data-testid^="draw-"], [data-testid="points"]'
AM_ANY = f"{AM_STACK}, {AM_FAVOR}, {AM_PALACE}"


def amytis_turn(p: Player) -> None:
    """A stack and a cell of one's board (Enter on it again confirms), then what the build
    brings: a favour space or a Palace choice (each confirmed)."""
    page = p.page
    for _ in range(4):
        before = saved_move_count(page)
        if page.locator(AM_STACK).count():
            p.reach(AM_STACK)
            p.press("Enter")
            page.wait_for_selector(f"{AM_STACK}.selected, {AM_STACK}[aria-pressed=true]")
            p.reach(AM_CELL)
            p.press("Enter")
            page.get_by_test_id("ghost").wait_for()
            p.press("Enter")
        elif page.locator(AM_PALACE).count():
            p.reach(AM_PALACE)
            p.press("Enter")
            page.get_by_test_id("confirm").wait_for(state="visible")
            p.press("Enter")  # Enter again on the choice made plays it
        else:
            p.reach(AM_FAVOR)
            p.press("Enter")
            page.get_by_test_id("confirm").wait_for(state="visible")
            p.press("Enter")
        p.decisions += 1
        p.confirm_if_armed(before)
        p.wait_moves(before)
        idle(page, AM_ANY)
        if page.locator(AM_STACK).count() or page.get_by_test_id("final-scores").count():
            return  # the computer has answered: a stack to take again
    raise AssertionError("an Amytis turn of more than four decisions")


PK_RING = '[data-testid^="ring-"]:not([disabled])'
PK_BUILD = '[data-testid^="build-"]:not([disabled])'
PK_SPOT = '[data-act="spot"]'
PK_OPT = '[data-testid^="opt-"]'
PK_ANY = f"{PK_RING}, {PK_BUILD}, {PK_SPOT}, {PK_OPT}"


def pantikapaion_turn(p: Player) -> None:
    """A ring tile, then each decision it brings: a building, a place of the city (Enter, Enter
    again plays; a building of two cells takes a neighbour by the arrows), a listed choice."""
    page = p.page
    for n in range(12):
        page.wait_for_function(
            """s => document.body.dataset.busy === "false" && (document.querySelector(s)
                  || document.querySelector('[data-testid="final-scores"]'))""",
            arg=PK_ANY,
            timeout=TURN_TIMEOUT_MS,
        )
        if page.get_by_test_id("final-scores").count() or (n and page.locator(PK_RING).count()):
            return  # the next turn's pick: this one is done
        before = saved_move_count(page)
        step = page.get_by_test_id("pantikapaion").get_attribute("data-step")
        if page.locator(PK_RING).count():
            p.reach(PK_RING)
            p.press("Enter")
        elif page.locator(PK_BUILD).count():
            p.reach(PK_BUILD)
            p.press("Enter")
        elif page.locator(PK_SPOT).count():
            p.reach(PK_SPOT)
            p.press("Enter")
            page.wait_for_selector('[data-act="spot"][aria-pressed="true"], .pk-spot.on')
            if page.get_by_test_id("confirm").is_disabled():  # a two-cell building: its second cell
                for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
                    p.press(key)
                    if p.on(f'{PK_SPOT}:not([aria-pressed="true"])'):
                        break
                p.press("Enter")
                page.wait_for_function("() => !document.querySelector('[data-testid=confirm]').disabled")
            p.press("Enter")  # on the chosen place: plays it
        else:  # the listed moves: one Tab stop (at the development step the last, by End)
            p.reach(PK_OPT)
            if step == "develop":
                p.press("End")
            p.press("Enter")
        p.decisions += 1
        p.confirm_if_armed(before)
        p.wait_moves(before)
    raise AssertionError("a Pantikapaion turn of more than twelve decisions")


PY_CHOICE = '[data-act="choose"]:not([disabled])'


def pyramidion_turn(p: Player) -> None:
    """One decision of the person: a city to activate, a card from the hand (confirmed when it
    cannot be taken back), a listed choice. (A turn of Pyramidion is a card or a pass; once the
    other players have passed, the same player plays on alone.)"""
    page = p.page
    before = saved_move_count(page)
    p.reach(PY_CHOICE)
    p.press("Enter")
    p.decisions += 1
    p.confirm_if_armed(before)
    p.wait_moves(before)
    page.wait_for_selector('body[data-busy="false"]', state="attached", timeout=TURN_TIMEOUT_MS)


#: each game's typical turn by keys: (how, the control that says it is ready, setup mode); a
#: game without one fails here by name
TYPICAL_TURN = {
    "akropolis": (akropolis_turn, AK_SITE, None),
    "amytis": (amytis_turn, AM_ANY, None),
    "pantikapaion": (pantikapaion_turn, PK_RING, "solo"),
    "pyramidion": (pyramidion_turn, PY_CHOICE, None),
}


#: every announcement of the live region, in order (announce.py): each text put into it, however
#: many are put in before the observer is told
RECORD_SAID = """() => { window.__said = [];
    new MutationObserver(changes => { for (const change of changes) for (const node of change.addedNodes)
            window.__said.push(node.textContent); })
        .observe(document.getElementById('announcer'), {childList: true}); }"""
#: the log's lines as the announcer words them (an entry's accessible name: "Ann: takes …")
LOG_LINES = """() => [...document.querySelectorAll('[data-testid="log"] li[aria-label]')].map(
    e => e.getAttribute('aria-label'))"""


@pytest.mark.parametrize("game", SITE_GAMES)
def test_typical_turns_within_the_key_budget(app_page, app_url, open_app, game):
    page = app_page
    open_app(page, start_url(app_url))
    page.get_by_test_id("lang-en").click()
    turn, ready, mode = TYPICAL_TURN[game]
    seats = (("Ann", "human"),) if mode == "solo" else (("Ann", "human"), (None, f"{game}.easy"))
    start_game(page, game, seats, mode=mode)
    page.evaluate(RECORD_SAID)
    known = Counter(page.evaluate(LOG_LINES))
    play(page, game, turn, ready)
    said = page.evaluate("() => window.__said")
    assert said and not any("Ann Ann" in words for words in said), said  # a name said once
    if game == "amytis":
        # each line the turns added to the log is told as many times as it was added (once, the
        # computer's too, though its take and its build are drawn in two renders; twice only
        # for two moves in the same words, such as two face-up projects taken)
        added = Counter(page.evaluate(LOG_LINES)) - known
        assert sum(1 for line in added if ": takes " in line) >= 2, added
        wrong = {
            line: (sum(words.count(line) for words in said), n)
            for line, n in added.items()
            if sum(words.count(line) for words in said) != n
        }
        assert not wrong, f"told (times, added): {wrong}; said: {said}"
